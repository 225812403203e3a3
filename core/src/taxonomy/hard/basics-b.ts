// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
## Nursing practice
# Bedside basics postings name in a word or two
Fluid and Electrolyte Management | fluid and electrolyte balance | fluids and electrolytes | electrolyte imbalances | electrolyte management > Intake and Output
Fluid Resuscitation | volume resuscitation | fluid bolus administration | fluid boluses > Sepsis Management
IV Fluid Administration | IV fluids | intravenous fluids | IV fluid management | IV hydration > IV Therapy
IV Antibiotic Administration | IV antibiotics | intravenous antibiotics | antibiotic administration > IV Medication Administration
Oral Medication Administration | oral medications | =PO medications | oral meds > Medication Administration
Neurovascular Assessment | neurovascular checks | neurovascular assessments | neurovascular status checks > Patient Assessment
Bleeding Precautions | bleeding risk precautions > Patient Safety
Multidrug-Resistant Organisms | =MDRO | =MDROs | multi-drug resistant organisms > Infection Control
=MRSA | methicillin-resistant Staphylococcus aureus > Multidrug-Resistant Organisms
=VRE | vancomycin-resistant enterococci | vancomycin-resistant enterococcus > Multidrug-Resistant Organisms
=ESBL | extended-spectrum beta-lactamase | =ESBL organisms > Multidrug-Resistant Organisms
Cervical Cancer Screening | cervical screening | =HPV testing | =HPV co-testing > Cytology
Pap Smears | Pap smear | Pap test | Pap tests | Papanicolaou test | Pap smear collection > Cervical Cancer Screening
Nurse Practice Act | state nurse practice act | nurse practice acts | nursing scope of practice > Registered Nurse
Quality and Safety Education for Nurses | =QSEN | QSEN competencies > Patient Safety
Patient Navigation | nurse navigation | patient navigator services | care navigation > Care Coordination
Bariatric Patient Care | bariatric care | bariatric patients | bariatric patient handling > Safe Patient Handling
Respirator Fit Testing | N95 fit testing | respirator fit tests | =N95 fit test > Personal Protective Equipment
# Medicines nurses and pharmacists are asked to know by name
Heparin | unfractionated heparin | =UFH > Anticoagulation Management
Warfarin | Coumadin | Jantoven > Anticoagulation Management
Low Molecular Weight Heparin | =LMWH | low-molecular-weight heparin > Anticoagulation Management
Enoxaparin | Lovenox > Low Molecular Weight Heparin
Apixaban | Eliquis > Direct Oral Anticoagulant Management
Rivaroxaban | Xarelto > Direct Oral Anticoagulant Management
Vancomycin | vanco > Vancomycin Dosing
Norepinephrine | Levophed > Drip Titration
Propofol | Diprivan > ICU Sedation Management
Dexmedetomidine | Precedex > ICU Sedation Management
Amiodarone | Cordarone > Drip Titration
Nitroglycerin | nitroglycerin drips | nitro drips > Drip Titration
Diltiazem | Cardizem | diltiazem drips | Cardizem drips > Drip Titration
Opioid Use Disorder Treatment | =OUD treatment | opioid use disorder | =OUD > Medication-Assisted Treatment
Biologics | biologic medications | biologic therapies | biologic drugs > Specialty Pharmacy
Biosimilars | biosimilar | interchangeable biologics | biosimilar substitution > Biologics
Purple Book | FDA Purple Book > Biosimilars

## Pharmacy practice
Medication Reconstitution | ~reconstitution | reconstituting medications | antibiotic reconstitution | reconstitution of oral suspensions > Pharmaceutical Compounding
Medication Guides | MedGuides | FDA medication guides > Patient Counseling
Alligation | alligation calculations > Pharmaceutical Calculations
Look-Alike Sound-Alike Medications | =LASA | look-alike sound-alike | look-alike/sound-alike drugs | tall man lettering > Medication Safety
Adverse Drug Reaction Monitoring | adverse drug reactions | adverse drug reaction reporting | adverse drug events | =ADE monitoring > Pharmacovigilance
Emergency Contraception | emergency contraceptives | emergency contraception dispensing > Pharmacist-Prescribed Contraception
Specialty Pharmacy Hub Services | patient hub services | specialty hub > Specialty Pharmacy
Benefits Investigation | benefits investigations | benefit investigations | benefits verification for specialty drugs > Prior Authorization
Bioidentical Hormone Compounding | =BHRT compounding | hormone replacement compounding | bioidentical hormone replacement therapy > Non-Sterile Compounding
Capsule Compounding > Non-Sterile Compounding
503A Compounding | =503A | 503A pharmacy | 503A compounding pharmacy > Pharmaceutical Compounding
503B Outsourcing Facilities | =503B | 503B outsourcing facility | 503B compounding > Pharmaceutical Compounding
Telepharmacy | tele-pharmacy | remote order verification > Pharmacy Informatics
Central Fill Pharmacy | central fill | central fill operations > Pharmacy Automation
Mail Order Pharmacy | mail-order pharmacy | home delivery pharmacy > Prescription Processing
Pharmacist-in-Charge | pharmacist in charge | =PIC responsibilities > Pharmacy Law
Yuyama | Yuyama packaging | Yuyama automation > Pharmacy Automation
Eyecon Pill Counter | Eyecon | Eyecon visual counter > Prescription Counting

## Clinical laboratory practice
Beckman Coulter DxC | =DxC | UniCel DxC | =DxC 700 AU > Clinical Chemistry
Precision Studies | precision verification | precision and accuracy studies > Analytical Method Validation
Blood Bank Tube Testing | tube method | tube agglutination | tube testing in blood bank > Immunohematology
Wet Mount Preparation | wet prep | wet preps | wet mount | wet mounts > Microscopy
KOH Preparation | =KOH prep | =KOH preps | potassium hydroxide prep > Mycology
Biochemical Identification | biochemical tests > Bacterial Identification
Reticulocyte Count | reticulocyte counts | retic count | retic counts > Hematology
Erythrocyte Sedimentation Rate | =ESR | sed rate | sed rates > Hematology
Basic Metabolic Panel | =BMP | basic metabolic panels > Clinical Chemistry
Comprehensive Metabolic Panel | ?=CMP | comprehensive metabolic panels > Clinical Chemistry
Lipid Panel | lipid panels | lipid profile | lipid profiles | cholesterol testing > Clinical Chemistry
Troponin Testing | troponin | troponins | high-sensitivity troponin | =hs-cTn > Clinical Chemistry
Natriuretic Peptide Testing | =BNP | =NT-proBNP | B-type natriuretic peptide > Clinical Chemistry
Thyroid Function Testing | =TSH | thyroid panel | thyroid function tests | =TFTs > Clinical Chemistry
Antibody Titers | antibody titer | antibody titration | titer studies > Immunohematology
Blood Product Issue | blood product dispensing | issuing blood products | emergency release blood | emergency release of blood > Immunohematology
Fluorescence In Situ Hybridization | =FISH testing | =FISH analysis > Cytogenetics
Cytogenetics | clinical cytogenetics | chromosome analysis | karyotyping | karyotype analysis > Molecular Diagnostics
Gynecologic Cytology | Pap smear screening | gyn cytology | Pap test screening | gynecologic cytopathology > Cytology
Hematoxylin and Eosin Staining | =H&E staining | =H&E | hematoxylin and eosin | =H&E stains > Histology
ISO 15189 | =ISO 15189:2022 | =ISO 15189:2012 | ISO 15189 accreditation > Laboratory Quality Control
New York Clinical Laboratory Technologist License | =NYS CLT license | =NYS CLT | New York State clinical laboratory technologist license > Clinical Laboratory Scientist License
High-Complexity Testing | high complexity testing | moderate complexity testing > Clinical Laboratory Improvement Amendments

## Radiologic technology practice
Iodinated Contrast Media | iodinated contrast | iodinated contrast agents > Contrast Administration
Gadolinium-Based Contrast Agents | gadolinium | gadolinium contrast | =GBCA | =GBCAs > Contrast Administration
Visage 7 | Visage Imaging | Visage PACS > Picture Archiving and Communication System
Siemens MAGNETOM | MAGNETOM | Siemens Magnetom MRI > Magnetic Resonance Imaging
GE SIGNA | =SIGNA | GE Signa MRI > Magnetic Resonance Imaging
Contrast Bolus Timing | bolus tracking | bolus timing | test bolus > CT Angiography
Image Gently | Image Gently campaign > Pediatric Imaging
Image Wisely | Image Wisely campaign > Radiation Safety
American Society of Radiologic Technologists | =ASRT | ASRT membership > ARRT Certification
Ziehm C-Arms | Ziehm | Ziehm Vision | Ziehm Solo > C-Arm Fluoroscopy
Siemens Cios | Cios Alpha | Cios Spin | Cios Select > C-Arm Fluoroscopy
Radiation Physics | radiologic physics | radiographic physics > Radiation Safety
Radiation Biology | radiobiology > Radiation Safety
Beam Collimation | x-ray collimation | beam restriction > Radiation Safety
Automatic Exposure Control | phototiming | ?=AEC > Radiographic Exposure Technique
Digital Image Receptors | flat panel detectors | flat-panel detectors | image receptors | digital detectors | =DR detectors > Digital Radiography
Patient Immobilization | immobilization devices | immobilization techniques > Radiographic Positioning
Mammographic Positioning | breast positioning | mammography positioning > Mammography
Breast Biopsy Assisting | breast biopsies | breast biopsy | breast biopsy procedures > Mammography
ISCD Certified Bone Densitometry Technologist | =CBDT | ISCD certification | =ISCD > Bone Densitometry
Registered Radiologist Assistant | =RRA | radiologist assistant certification > ARRT Certification

## Respiratory therapy practice
Intermittent Positive Pressure Breathing | =IPPB | =IPPB therapy > Airway Clearance Therapy
CareFusion AVEA | =AVEA | AVEA ventilator | AVEA ventilators > Mechanical Ventilation
Bellavista Ventilator | imtmedical bellavista | bellavista ventilators > Mechanical Ventilation
Siemens RAPIDPoint | RAPIDPoint | RAPIDPoint 500 > Blood Gas Analyzers
Werfen GEM Premier | GEM Premier | GEM Premier 5000 | =GEM 4000 > Blood Gas Analyzers
Respiratory Assessment | respiratory assessments | pulmonary assessment | pulmonary assessments > Patient Assessment
Auscultation | breath sounds | lung auscultation | breath sound assessment > Respiratory Assessment
Respiratory Mechanics | lung mechanics | pulmonary mechanics | plateau pressure > Mechanical Ventilation
Positive End-Expiratory Pressure | =PEEP | =PEEP titration > Mechanical Ventilation
Difficult Airway Management | difficult airways | difficult airway | difficult airway cart | difficult airway algorithm > Airway Management
Bronchodilator Therapy | bronchodilators | bronchodilator administration | bronchodilator treatments > Nebulizer Treatments
Albuterol | albuterol sulfate | Ventolin | ProAir > Bronchodilator Therapy
Obstructive Sleep Apnea Management | sleep apnea | obstructive sleep apnea | sleep apnea management > CPAP Titration
Dry Powder Inhalers | dry powder inhaler | =DPIs > Inhaler Technique Education

## Physical therapy practice
Stretching Techniques | stretching exercises | ~stretching | flexibility training | stretching programs > Therapeutic Exercise
Cardiopulmonary Rehabilitation | cardiopulmonary rehab | cardiopulmonary physical therapy > Cardiac Rehabilitation
ReDoc | ReDoc Suite | ReDoc Powered by Net Health > Physical Therapy
Therapy Evaluations | re-evaluations | reevaluations | initial evals | re-evals > Therapy Documentation
Musculoskeletal Assessment | musculoskeletal examination | musculoskeletal evaluation | orthopedic assessment | orthopedic examination | =MSK assessment > Patient Assessment
Postural Assessment | posture assessment | posture analysis | postural evaluation | postural analysis > Musculoskeletal Assessment
~Kinesiology | ~kinesiology | human kinesiology > Biomechanics
Medical Red Flag Screening | medical screening for referral | red flag screening for referral > Differential Diagnosis
Pain Neuroscience Education | =PNE | pain science education | therapeutic pain neuroscience education > Pain Management
Motor Control Training | motor control exercises | motor learning > Neuromuscular Re-education
Isokinetic Testing | isokinetic dynamometry | isokinetic strength testing | isokinetic exercise > Manual Muscle Testing
Spasticity Management | spasticity | tone management | spasticity treatment > Neurological Rehabilitation
Vestibular Assessment | vestibular testing | vestibular evaluation | vestibular screening | vestibular assessments > Vestibular Rehabilitation
Dix-Hallpike Test | Dix-Hallpike | Dix-Hallpike maneuver > Canalith Repositioning
~Sports Medicine | ~sports medicine | sports medicine clinic > Sports Rehabilitation

Transfer Board Use | slide boards | sliding boards | transfer boards | slide board transfers > Safe Patient Handling
Orthotics and Prosthetics | ~orthotics | ~prosthetics | prosthetics and orthotics | ?=O&P > Orthotic and Brace Fitting

## Occupational therapy practice
American Occupational Therapy Association | =AOTA > Occupational Therapy
Oculomotor Skills | ocular motor skills | oculomotor training | ocular motor | oculomotor > Visual Perceptual Training
Sensory Processing | sensory processing disorder | sensory processing difficulties | sensory processing needs > Sensory Integration Therapy
Visual Scanning Training | visual scanning | visual neglect training > Cognitive Rehabilitation
Fluidotherapy | fluidotherapy treatment > Therapeutic Modalities
Semmes-Weinstein Monofilament Testing | Semmes-Weinstein | monofilament testing | Semmes-Weinstein monofilaments > Hand Therapy
Tendon Repair Rehabilitation | flexor tendon repairs | flexor tendon protocols | extensor tendon protocols | tendon repair protocols | Kleinert protocol > Hand Therapy
Community Reintegration | community integration training | community reintegration training > Occupational Therapy
Electronic Aids to Daily Living | =EADL | =EADLs | environmental control units > Assistive Technology
Neonatal Therapy | NICU therapy | neonatal developmental care | neonatal therapist > Occupational Therapy
Certified Neonatal Therapist | Neonatal Therapy Certification > Neonatal Therapy
Neonatal Touch and Massage Certification | =NTMTC > Neonatal Therapy
Cognitive Performance Test | Allen Cognitive Performance Test > Cognitive Screening
Pediatric Occupational Therapy | pediatric OT > Occupational Therapy

## Dental hygiene and dental assisting practice
Dentsply Sirona Primescan | Primescan > Intraoral Scanning
3Shape TRIOS | TRIOS scanner | =TRIOS | TRIOS intraoral scanner > Intraoral Scanning
Instrument Tray Setup | tray setups | tray set-ups | instrument tray setups > Sterile Technique
CDC Infection Control Guidelines | CDC guidelines | CDC infection prevention guidelines > Infection Control
Dental Extractions | tooth extractions | surgical extractions | simple extractions > Oral and Maxillofacial Surgery
Dentures | complete dentures | partial dentures | denture fabrication | denture adjustments > Prosthodontics
Caries Detection | caries diagnosis | decay detection > Dental Charting
Medical History Taking | ~medical history | history taking | health history review | medical history review > Patient Assessment
Post-Operative Instructions | post-op instructions | postoperative instructions > Patient Education
Sedation Monitoring | sedation assisting | IV sedation monitoring | sedation patient monitoring > Moderate Sedation
Tooth Numbering Systems | tooth numbering | Universal Numbering System | Palmer notation | =FDI notation > Dental Charting
Dental Terminology | dental terms > Medical Terminology
Patient Recall Management | hygiene recall | recall scheduling | patient recall | recare > Appointment Scheduling
Space Maintainers | space maintainer | space maintainer placement > Pediatric Dentistry
Dental Handpiece Maintenance | handpiece maintenance | handpiece sterilization | dental handpieces > Sterile Processing

## Medical assisting practice
# Specialty experience clinics ask for
~Cardiology | ~cardiology | cardiology clinic | cardiology practice
~Pediatrics | ~pediatrics | pediatric clinic | pediatric practice | pediatric office
~Dermatology | ~dermatology | dermatology clinic | dermatology practice
~Family Medicine | ~family medicine | family practice | family medicine clinic
~Internal Medicine | ~internal medicine | internal medicine clinic | internal medicine practice
~Orthopedics | ~orthopedics | orthopaedics | orthopedic clinic | orthopedic practice | orthopedic office
~Obstetrics and Gynecology | ~obstetrics and gynecology | ~OB/GYN | ~OBGYN | women's health clinic
~Urgent Care | ~urgent care | urgent care clinic | urgent care center
~Ophthalmology | ~ophthalmology | ophthalmology practice | ophthalmic clinic
~Gastroenterology | ~gastroenterology | =GI clinic | gastroenterology clinic
~Urology | ~urology | urology clinic | urology practice
~Neurology | ~neurology | neurology clinic | neurology practice
~Endocrinology | ~endocrinology | endocrinology clinic
~Pulmonology | ~pulmonology | pulmonary clinic | pulmonology clinic
# Clinic skills
Fecal Occult Blood Testing | =FOBT | Hemoccult | fecal occult blood test | occult blood testing | guaiac testing | stool guaiac > Waived Testing
Fecal Immunochemical Test | =FIT test | =FIT kits | fecal immunochemical testing > Waived Testing
Cast Application | cast removal | orthopedic casting | fiberglass casting | cast application and removal > Splinting
Eye Irrigation | eye irrigations | ocular irrigation | eye flushing > Minor Procedure Assisting
Copay Collection | co-pay collection | copay collections | collecting copays | collecting co-pays > Point-of-Service Collections

## Health information and medical coding practice
Certified Obstetrics Gynecology Coder | =COBGC > OB/GYN Coding
Facility Coding | facility-side coding | hospital facility coding | facility coders > Outpatient Coding
Patient Safety Indicators | =PSIs | =AHRQ PSIs > Clinical Documentation Improvement
Hospital-Acquired Conditions | =HACs | =HAC | =HAC reporting > Present on Admission Indicators
Pathophysiology | disease pathophysiology > Anatomy and Physiology
Risk Adjustment Data Validation | =RADV | =RADV audits | risk adjustment data validation audits > Risk Adjustment Coding
Encounter Data Submission | encounter data | encounter data submissions | encounter data reconciliation > Risk Adjustment Coding
Place of Service Codes | place-of-service codes > Medical Billing
UB-04 Revenue Codes | hospital revenue codes > UB-04
UB-04 Condition and Occurrence Codes | UB-04 condition codes | occurrence codes | occurrence span codes > UB-04
Provider Taxonomy Codes | =NUCC taxonomy codes | provider taxonomy > Provider Enrollment
Clinical Registries | clinical registry | registry abstraction | registry data abstraction | clinical registry abstraction > Chart Abstraction
National Cardiovascular Data Registry | =NCDR | =NCDR registries | NCDR abstraction > Clinical Registries
STS National Database | =STS registry | STS database | Society of Thoracic Surgeons database > Clinical Registries

## Medical and clinical social work practice
Curaspan > Post-Acute Placement
Psychotherapy | talk therapy | psychotherapy services
Mental Health Counseling | mental health therapy | mental health counseling services > Psychotherapy
Psychiatric Evaluation | psychiatric evaluations | psych evals | psychiatric assessment | psychiatric assessments > Mental Status Examination
Violence Risk Assessment | violence risk screening | dangerousness assessment | =HCR-20 > Suicide Risk Assessment
Refugee Resettlement | refugee services | refugee resettlement services | refugee case management > Case Management
Attachment Theory | attachment-based interventions > Child Development
Family Systems Theory | ~family systems | family systems approach > Family Therapy
Ecological Systems Theory | person-in-environment | person in environment > Psychosocial Assessment
Juvenile Justice | juvenile justice services | juvenile justice system | juvenile probation > Child Welfare
Forensic Social Work > Court Testimony, Juvenile Justice
`;
