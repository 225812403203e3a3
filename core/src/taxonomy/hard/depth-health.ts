// Skill data in the line format of ../README.md: second pass for nursing (ICU, med-surg, emergency, clinic), pharmacy, medical assisting, medical coding and health information, radiography and CT, respiratory therapy, clinical laboratory, dental hygiene, physical and occupational therapy, social work.
export default String.raw`
## Acute, emergency and ambulatory nursing
# Critical care and med-surg procedures
Endotracheal Tube Care | ETT care | endotracheal tube securement | ETT securement | endotracheal tube management | endotracheal tubes | =ETT management > Airway Management
PICC Line Care | PICC care | PICC line maintenance | PICC dressing changes | =PICC | =PICCs | PICC lines > Central Line Care
Thoracentesis | thoracentesis assisting | assisting with thoracentesis > Patient Assessment
Paracentesis | paracentesis assisting | assisting with paracentesis > Patient Assessment
Lumbar Puncture | lumbar puncture assisting | spinal tap | assisting with lumbar punctures > Neurological Assessment
Brain Death Determination | brain death testing | brain death evaluation | apnea testing > Neurological Assessment
Quantitative Pupillometry | pupillometry | pupillometer | NeurOptics pupillometer | NPi-200 pupillometer > Neurological Assessment
Electrolyte Replacement Protocols | electrolyte replacement protocol | electrolyte replacement | potassium replacement protocol | magnesium replacement protocol > Medication Administration
Independent Double Check | independent double checks | independent double-check | dual nurse verification > High-Alert Medications
Epidural Analgesia Management | epidural analgesia | epidural catheter management | epidural infusions | epidural catheter care | ~epidural | ~epidurals > Pain Management
Peripheral Nerve Block Catheters | nerve block catheters | continuous peripheral nerve blocks | On-Q pump | On-Q pain pump > Pain Management
Nasogastric Tube Management | NG tube management | NG tube care | nasogastric tube care | NGT management > Nasogastric Tube Insertion
Intermittent Catheterization | straight catheterization | straight cath | in-and-out catheterization | in and out catheterization | clean intermittent catheterization > Urinary Catheterization
3M V.A.C. Therapy | KCI V.A.C. | V.A.C. therapy | VAC therapy | KCI wound vac | 3M wound vac > Negative Pressure Wound Therapy
Wound Irrigation | wound irrigations | wound cleansing and irrigation > Wound Care
Discharge Teaching | discharge education | discharge instructions teaching > Discharge Planning, Patient Education
Teach-Back Method | teach-back | teach back method | teach-back technique > Patient Education
Nursing Research | nursing research projects | nursing research studies > Evidence-Based Practice
ANCC Pathway to Excellence | Pathway to Excellence | Pathway to Excellence designation > Magnet Recognition Program
Lines, Drains and Airways Documentation | lines drains and airways | LDA documentation | =LDAs | lines, drains, airways > Clinical Documentation
Fluid Balance Monitoring | fluid balance | daily weights | daily weight monitoring | fluid status monitoring > Intake and Output
Verbal and Telephone Orders | verbal orders | verbal order read-back | read-back of verbal orders | =VO/TO > Clinical Documentation
Vascular Access Nursing | vascular access | vascular access team | vascular access management > IV Therapy
IV Therapy Certification | IV certification | IV certified | IV therapy certified | IV therapy certificate > IV Therapy
# Monitoring, safety and quality
Virtual Patient Observation | virtual sitter | virtual sitters | virtual sitting | telesitter | tele-sitter | remote video monitoring of patients > Fall Prevention
AvaSure | AvaSure TeleSitter > Virtual Patient Observation
Virtual Nursing | virtual nursing care model | virtual nurse model > Telehealth
Comprehensive Unit-based Safety Program | =CUSP > Patient Safety
High Reliability Organization Principles | HRO principles | high reliability organization | high reliability principles | high-reliability organization > Patient Safety
Midas+ | Symplr Midas | Midas+ Care Management > Utilization Review
Baxter Spectrum IQ | Spectrum IQ | Sigma Spectrum | Baxter Spectrum infusion pump > Infusion Pumps
ICU Medical Plum 360 | Plum 360 | Plum A+ | ICU Medical Plum | Hospira Plum > Infusion Pumps
Kangaroo ePump | Kangaroo pump | Kangaroo Joey > Enteral Feeding
# Emergency nursing
Emergency Department Triage | ED triage | emergency triage > Patient Triage, Emergency Severity Index
Laceration Repair | laceration repair assisting | laceration repairs | wound closure assisting > Suturing
Forensic Evidence Collection | sexual assault evidence collection | evidence collection kits | =SAFE kit | rape kit collection > Sexual Assault Nurse Examiner
Psychiatric Emergency Care | psychiatric emergencies | behavioral health emergencies | psychiatric emergency nursing > Crisis Intervention
Medical Screening Examination | medical screening exam | medical screening exams > EMTALA
Door-to-Balloon Time | door-to-balloon | D2B time > STEMI Care
Door-to-Needle Time | door-to-needle | DTN time > Stroke Care
Ask Suicide-Screening Questions | ASQ suicide screening | ASQ toolkit | ASQ suicide risk screening > Suicide Risk Assessment
# Ambulatory and clinic nursing
Chart Preparation | chart prep | chart preparation for visits | chart scrubbing | pre-visit chart review | pre-visit planning > Patient Rooming
Lab Results Notification | lab result callbacks | test result notification | lab results follow-up > Patient Portal Messaging
# Professional bodies
American Association of Critical-Care Nurses | =AACN > Critical Care Nursing
Emergency Nurses Association | =ENA > Emergency Nursing
Academy of Medical-Surgical Nurses | =AMSN > Certified Medical-Surgical Registered Nurse
Oncology Nursing Society | =ONS > Oncology Nursing
# Care planning and patient-centred practice
Gender-Affirming Care | gender affirming care | LGBTQ+ affirming care | LGBTQ-affirming care | transgender health care > Cultural Sensitivity
Rh Immune Globulin Administration | Rh immune globulin | =RhIG | RhoGAM administration | RhoGAM | RhIG candidacy > Fetal-Maternal Hemorrhage Testing
Ethics Consultation | clinical ethics consultation | ethics consults | ethics consultations > Advance Care Planning
Respecting Choices | Respecting Choices facilitator | Respecting Choices advance care planning > Advance Care Planning
Serious Illness Conversation Guide | =SICG | serious illness conversations | serious illness communication > Advance Care Planning

## Pharmacy practice and point-of-care testing
# Retail pharmacy workflow
Prescription Intake | prescription drop-off | prescription intake and data entry | new prescription intake > Prescription Processing
Prescription Counting | counting and pouring | count and pour | pill counting | tablet counting > Prescription Processing
Return to Stock Processing | return to stock | return-to-stock | RTS processing > Pharmacy Inventory Management
Generic Substitution | generic drug substitution | therapeutic equivalence substitution | AB-rated generics > Orange Book
Telephone Prescriptions | phoned-in prescriptions | verbal prescriptions | oral prescriptions | taking new prescriptions by phone > Prescription Processing
Over-the-Counter Product Recommendations | OTC recommendations | OTC counseling | over-the-counter recommendations | self-care counseling | nonprescription product recommendations > Patient Counseling
OBRA 90 | OBRA-90 | OBRA 90 counseling | OBRA 1990 | Omnibus Budget Reconciliation Act of 1990 > Patient Counseling
Naloxone Dispensing | naloxone standing order | naloxone standing orders | Narcan dispensing | naloxone education > Naloxone Administration, Overdose Prevention
iPLEDGE | iPLEDGE REMS | iPLEDGE program > Risk Evaluation and Mitigation Strategies
Copay Card Processing | copay cards | manufacturer copay cards | copay coupons > Patient Assistance Programs
CVS RxConnect | RxConnect > Prescription Processing
Walgreens Intercom Plus | Intercom Plus | =IC+ > Prescription Processing
McKesson Connect | McKesson ordering > Wholesaler Ordering
Cencora ABC Order | AmerisourceBergen ABC Order > Wholesaler Ordering
Cardinal Health Order Express | Cardinal Order Express > Wholesaler Ordering
# Point-of-care and waived tests
Rapid Influenza Testing | rapid flu testing | rapid flu test | influenza swabs | influenza swab | rapid influenza diagnostic test | flu test | flu tests | flu testing > Waived Testing
COVID-19 Test Administration | COVID-19 rapid testing | rapid antigen testing | COVID-19 antigen testing | COVID-19 specimen collection | COVID-19 testing | COVID testing | COVID-19 swabbing | COVID swabs > Waived Testing
Mononucleosis Testing | Monospot | mono test | mono testing > Waived Testing
Urine Pregnancy Testing | urine pregnancy tests | urine pregnancy test | urine hCG testing | pregnancy testing | pregnancy tests | =hCG testing > Waived Testing
Urine Dipstick Testing | urine dipstick | urine dipsticks | dipstick urinalysis | Clinitek > Urinalysis
Point-of-Care Hemoglobin Testing | HemoCue | hemoglobin testing | fingerstick hemoglobin | point-of-care hemoglobin > Point-of-Care Testing
Hemoglobin A1C Testing | A1C testing | HbA1c testing | hemoglobin A1c | =HbA1c | =A1c | =A1C | point-of-care A1C | A1C point-of-care testing | DCA Vantage | Afinion > Point-of-Care Testing
Point-of-Care INR Testing | INR testing | fingerstick INR | CoaguChek | Roche CoaguChek > INR Monitoring
Point-of-Care Lipid Testing | cholesterol screening | lipid screening | Cholestech LDX | point-of-care cholesterol testing > Point-of-Care Testing
Accu-Chek | Accu-Chek Inform II | Roche Accu-Chek | Accu-Chek Inform > Blood Glucose Monitoring
Nova StatStrip | StatStrip glucose meter > Blood Glucose Monitoring
FreeStyle Libre | Abbott FreeStyle Libre | Libre CGM > Continuous Glucose Monitoring
Blood Pressure Measurement | manual blood pressure | manual blood pressures | blood pressure screening | blood pressure screenings | taking blood pressures | blood pressure monitoring | ~blood pressure | blood pressure checks | blood pressure readings > Vital Signs
# Dispensing knowledge and oncology pharmacy
Prescription Labeling | prescription labels | vial labeling | auxiliary labels | auxiliary labeling > Prescription Processing
Pharmacy Abbreviations | prescription abbreviations | Latin prescription abbreviations | Latin abbreviations | medical abbreviations > Sig Codes
Drug Classifications | drug classes | pharmacologic classes | therapeutic drug classes | drug classification > Pharmacology
Chemotherapy Order Verification | chemo order verification | oncology order verification | chemotherapy order review > Board Certified Oncology Pharmacist
Oncology Pharmacy | oncology pharmacy practice | hematology/oncology pharmacy > Board Certified Oncology Pharmacist

## Medical assisting and clinic operations
Exam Room Preparation | exam room turnover | exam room stocking | exam room setup > Patient Rooming
Colposcopy | colposcopy assisting | colposcopies > Pelvic Exam Assisting
Long-Acting Reversible Contraception | =LARC | IUD insertion | IUD insertion assisting | Nexplanon insertion | IUD placement > Pelvic Exam Assisting
Skin Biopsy Assisting | biopsy assisting | skin biopsies | punch biopsy assisting > Minor Procedure Assisting
Medication Injections | injection administration | administering injections | B12 injections | vitamin B12 injections | Depo-Provera injections | ~injections | giving injections > Intramuscular Injections
Color Vision Testing | Ishihara test | Ishihara color plates | Ishihara | color vision screening > Vision and Hearing Screening
Growth Chart Plotting | growth charts | growth chart | WHO growth charts | CDC growth charts | pediatric growth monitoring > Well-Child Visits
Early and Periodic Screening, Diagnostic and Treatment | =EPSDT | EPSDT screenings | EPSDT exams > Well-Child Visits
Temperature Log Monitoring | ~temperature logs | refrigerator temperature logs | vaccine refrigerator logs | refrigerator and freezer logs > Vaccine Storage and Handling
Regulated Medical Waste Handling | biohazard waste | biohazardous waste disposal | sharps disposal | regulated medical waste | red bag waste | medical waste | medical waste disposal > Bloodborne Pathogens Training
PHQ-2 | Patient Health Questionnaire-2 | =PHQ2 > Depression Screening
Mini-Cog | Mini-Cog screening > Cognitive Screening
Elation Health | Elation EHR > Electronic Health Records
Amazing Charts > Electronic Health Records
eMDs | eMDs Aprima | Aprima EHR > Electronic Health Records

## Medical coding, documentation integrity and health information
# Code sets, payment systems and risk adjustment
E/M Medical Decision Making | medical decision making | MDM leveling | MDM scoring | MDM levels | ?=MDM > Evaluation and Management Coding
CC/MCC Capture | =CC/MCC | MCC capture | complications and comorbidities capture > Diagnosis-Related Groups
Principal Diagnosis Selection | principal diagnosis sequencing | diagnosis sequencing | principal diagnosis assignment > Inpatient Coding
CMS-HCC Risk Adjustment Model | =CMS-HCC | CMS-HCC V24 | CMS-HCC V28 | HCC model | HCC V28 > Risk Adjustment Coding
Risk Adjustment Factor | =RAF | RAF score | RAF scores | risk adjustment factor scores > Risk Adjustment Coding
MEAT Criteria | =MEAT | =M.E.A.T. | monitor, evaluate, assess, treat | TAMPER criteria > Risk Adjustment Coding
Retrospective Chart Review | retrospective chart reviews | retrospective record review | retrospective coding review > Medical Coding Audit
# Specialty coding
ED Facility Leveling | ED facility level | ED facility levels | facility E/M leveling | emergency department facility levels > Emergency Department Coding
Interventional Radiology Coding | IR coding | IR/CV coding | cardiovascular and interventional radiology coding > Radiology Coding
Cardiology Coding | cardiovascular coding | cardiac coding > Outpatient Coding
Orthopedic Coding | orthopaedic coding | orthopedic surgery coding > Surgical Coding
Pathology and Laboratory Coding | pathology coding | laboratory coding | lab coding > Outpatient Coding
Oncology Coding | hematology oncology coding | hem/onc coding | oncology and hematology coding > Outpatient Coding
OB/GYN Coding | obstetrics coding | obstetrics and gynecology coding | OBGYN coding > Outpatient Coding
Behavioral Health Coding | mental health coding | psychiatric coding > Outpatient Coding
Infusion and Injection Coding | infusion coding | injection and infusion coding | infusion hierarchy | injection and infusion hierarchy > Outpatient Coding
Wound Care Coding | debridement coding | wound care billing > Outpatient Coding
# Documentation integrity, audit and compliance
Coding Denials Management | coding denials | coding-related denials | DRG denials > Denial Management
Coding Compliance | coding compliance program | coding compliance audits > Healthcare Compliance
OIG Work Plan | OIG compliance program guidance > Healthcare Compliance
Quality Measure Abstraction | core measures abstraction | core measure abstraction | quality data abstraction | quality abstraction > Core Measures
Optum Computer-Assisted Coding | Optum CAC | Optum Enterprise CAC | Optum Enterprise Computer-Assisted Coding > Computer-Assisted Coding
3M CodeFinder | CodeFinder | 3M Coding and Reimbursement System > 3M 360 Encompass
Find-A-Code | FindACode > Medical Coding
Epic HIM | Epic Health Information Management | Epic Chart Tracking | Epic Deficiency Tracking | Epic Coding and Abstracting | Epic Chart Correction > Health Information Management
Epic Work Queues | Epic work queue | Epic WQs | coding work queues | billing work queues | claim edit work queues > Claim Scrubbing
Delinquent Record Management | delinquent medical records | delinquent records | record delinquency tracking > Chart Deficiency Analysis
# Health information management
Legal Health Record | =LHR | legal medical record | legal health record management > Health Information Management
Birth Certificate Registration | birth registration | electronic birth registration | =EBRS > Health Information Management
Death Certificate Processing | electronic death registration | =EDRS > Health Information Management
Medical Record Amendments | record amendment requests | health record amendments > Health Information Management
HIPAA Minimum Necessary Standard | minimum necessary standard | minimum necessary rule | minimum necessary requirement > Health Insurance Portability and Accountability Act
Accounting of Disclosures | disclosure accounting | accounting of disclosures requests > Release of Information
# AAPC and specialty coding credentials
Certified Evaluation and Management Coder | =CEMC > Evaluation and Management Coding
Certified Documentation Expert Outpatient | =CDEO > Clinical Documentation Improvement
Certified Physician Practice Manager | =CPPM > Physician Practice Management
Certified Professional Compliance Officer | =CPCO > Healthcare Compliance
Certified Emergency Department Coder | =CEDC > Emergency Department Coding
Certified Interventional Radiology Cardiovascular Coder | =CIRCC > Interventional Radiology Coding
Certified Cardiovascular and Thoracic Surgery Coder | =CCVTC > Cardiology Coding
Certified Orthopaedic Surgery Coder | =COSC > Orthopedic Coding
Certified General Surgery Coder | =CGSC > Surgical Coding
Certified Anesthesia and Pain Management Coder | =CANPC > Anesthesia Coding
# Data standards, edits and release of information
Uniform Hospital Discharge Data Set | =UHDDS | UHDDS definitions > Inpatient Coding
Outpatient Code Editor | =OCE | Integrated Outpatient Code Editor | =IOCE | =OCE edits > Outpatient Prospective Payment System
HCC Recapture | HCC recapture rates | suspecting and recapture | HCC gap closure > Risk Adjustment Coding
Datavant | Ciox Health | =Ciox | Datavant ROI > Release of Information
Verisma | Verisma ROI > Release of Information
Chart Tracking | medical record tracking | chart location tracking > Medical Records Management

## Radiography and CT imaging
# Radiography practice
ARRT Radiography | ARRT radiography certification | ARRT registered in radiography | registered in radiography > Radiography, ARRT Certification
Surgical Radiography | intraoperative imaging | =OR imaging | operating room radiography | surgical imaging > C-Arm Fluoroscopy
Radiographic Image Evaluation | image critique | image quality evaluation | radiographic image critique > Radiography
Radiographic Exposure Technique | radiographic exposure factors | technique charts | exposure technique selection | technical factor selection | exposure factors | =kVp | =mAs | kVp and mAs | exposure technique > Radiography
Exposure Index Monitoring | exposure index | deviation index | =EI/DI > Radiation Dose Monitoring
Pediatric Imaging | pediatric radiography | pediatric immobilization | Pigg-O-Stat | pediatric imaging techniques > Radiography
Scoliosis and Long-Length Imaging | scoliosis series | scoliosis x-rays | long leg studies | long-length imaging | EOS imaging > Radiography
Positive Patient Identification | two patient identifiers | patient identification | two-identifier verification > Patient Safety
Carestream | Carestream DRX | Carestream Health > Digital Radiography
# Fluoroscopic procedures
Arthrography | arthrograms | arthrogram | MR arthrogram > Fluoroscopy
Myelography | myelograms | myelogram > Fluoroscopy
Upper GI Series | UGI series | upper GI studies | esophagrams | esophagram | barium swallow | upper GI | =UGI | upper GIs > Fluoroscopy
Voiding Cystourethrogram | =VCUG | voiding cystourethrography > Fluoroscopy
Hysterosalpingography | =HSG | hysterosalpingogram | hysterosalpingograms > Fluoroscopy
ERCP Assisting | =ERCP | endoscopic retrograde cholangiopancreatography > Fluoroscopy
Lithotripsy | extracorporeal shock wave lithotripsy | =ESWL > Fluoroscopy
# CT protocols and procedures
CT Protocol Selection | CT protocols | CT protocolling | CT scan protocols > Computed Tomography
CT-Guided Procedures | CT-guided biopsy | CT-guided biopsies | CT-guided drainage | CT-guided interventions > Computed Tomography
CT Perfusion Imaging | CT perfusion | CTP imaging > CT Angiography
CT Stroke Protocols | stroke protocol CT | code stroke CT | CT stroke imaging | stroke CT protocols | stroke protocol | stroke protocols | code stroke imaging | stroke imaging > Computed Tomography
Trauma CT Imaging | trauma pan-scan | whole-body trauma CT | trauma CT > Computed Tomography
Coronary Artery Calcium Scoring | calcium scoring | CAC scoring | cardiac calcium scoring | coronary calcium scoring > Computed Tomography
CT Colonography | virtual colonoscopy > Computed Tomography
CT Urography | CT urogram > Computed Tomography
CT Enterography | CTE imaging > Computed Tomography
CT Dose Optimization | CT dose reduction | dose reduction techniques | radiation dose optimization | =CTDI | dose modulation | radiation dose reduction > Radiation Dose Monitoring
Iterative Reconstruction | iterative reconstruction techniques | =ASiR-V | =ASIR | =SAFIRE | =ADMIRE | =iDose > CT Dose Optimization
Renal Function Screening for Contrast | eGFR screening | creatinine screening | pre-contrast renal screening | pre-contrast creatinine | =eGFR | =GFR screening > Contrast Administration
# CT and imaging equipment and software
Siemens SOMATOM | SOMATOM | Siemens CT scanners > Computed Tomography
GE Revolution CT | GE Revolution | GE LightSpeed | LightSpeed VCT | GE CT scanners | GE Optima CT > Computed Tomography
Canon Aquilion | Toshiba Aquilion | Aquilion | Canon CT scanners > Computed Tomography
Philips CT Scanners | Philips Brilliance | Philips Ingenuity CT | Philips Ingenuity | Philips Incisive CT > Computed Tomography
Bayer MEDRAD | =MEDRAD | MEDRAD Stellant | Stellant injector | MEDRAD Centargo > Contrast Power Injectors
Vitrea | Vital Images | Vital Images Vitrea | Canon Vitrea > 3D Image Reconstruction
Siemens syngo.via | syngo.via > 3D Image Reconstruction
GE Advantage Workstation | AW Server | GE AW Server | GE AW workstation | Advantage Workstation > 3D Image Reconstruction
Philips IntelliSpace Portal | IntelliSpace Portal > 3D Image Reconstruction

## Respiratory care and pulmonary diagnostics
# Ventilation and airway
Ventilator Setup and Checks | ventilator checks | ventilator setup | ventilator rounds | vent checks | ventilator circuits | ventilator circuit changes | ventilator alarms | vent alarms > Mechanical Ventilation
Ventilator Graphics Interpretation | ventilator graphics | ventilator waveform interpretation | ventilator waveforms | ventilator waveform analysis > Mechanical Ventilation
ARDS Management | acute respiratory distress syndrome management | ARDS care | =ARDS | acute respiratory distress syndrome > Mechanical Ventilation
Recruitment Maneuvers | lung recruitment maneuvers | recruitment maneuver > Lung-Protective Ventilation
High-Frequency Jet Ventilation | jet ventilation | =HFJV | Bunnell Life Pulse | Bunnell jet > Neonatal Mechanical Ventilation
SensorMedics 3100A | 3100A oscillator | =3100A | =3100B | 3100B oscillator > High-Frequency Oscillatory Ventilation
Transport Ventilators | transport ventilator | LTV ventilator | LTV 1200 > Mechanical Ventilation
Philips Respironics V60 | Respironics V60 | V60 ventilator | V60 Plus > Noninvasive Ventilation
Philips Trilogy | Trilogy ventilator | Trilogy Evo > Home Mechanical Ventilation
ResMed Astral | Astral ventilator > Home Mechanical Ventilation
Cuff Pressure Management | cuff pressure monitoring | endotracheal cuff pressure | cuff manometer | cuff pressure checks | cuff pressures > Airway Management
Tracheostomy Decannulation | decannulation | trach decannulation > Tracheostomy Care
High-Risk Delivery Attendance | high-risk deliveries | attending high-risk deliveries | delivery room resuscitation | delivery room attendance > Neonatal Resuscitation Program
# Oxygen and aerosol therapy
Fisher & Paykel Optiflow | Optiflow | Airvo | Airvo 2 | Optiflow high flow > High-Flow Nasal Cannula
Vapotherm | Vapotherm Precision Flow | Vapotherm high flow > High-Flow Nasal Cannula
Oxygen Titration | O2 titration | oxygen weaning | titrating oxygen > Oxygen Therapy
Metered-Dose Inhaler Administration | =MDI | =MDIs | metered-dose inhalers | metered dose inhaler | MDI with spacer > Nebulizer Treatments
Continuous Nebulization | continuous albuterol | continuous nebulizer treatments | continuous nebulized albuterol > Nebulizer Treatments
# Airway clearance
Postural Drainage and Percussion | percussion and postural drainage | postural drainage | =P&PD | chest percussion > Airway Clearance Therapy
Acapella | Acapella PEP > Oscillating Positive Expiratory Pressure
Intrapulmonary Percussive Ventilation | =IPV therapy | MetaNeb | MetaNeb system | intrapulmonary percussive ventilation therapy > Airway Clearance Therapy
# Blood gases and monitoring
Co-Oximetry | co-oximetry testing | carboxyhemoglobin testing | methemoglobin testing > Arterial Blood Gas Analysis
Transcutaneous Monitoring | =TCOM | transcutaneous CO2 monitoring | =TcCO2 | transcutaneous oxygen monitoring | =TcPO2 > Capnography
Ambulatory Oximetry | exercise oximetry | overnight oximetry | oxygen qualification testing | ambulatory oxygen assessment > Pulse Oximetry
# Pulmonary diagnostics
Methacholine Challenge Testing | methacholine challenge | bronchoprovocation testing | bronchoprovocation | bronchial challenge testing > Pulmonary Function Testing
Endobronchial Ultrasound | =EBUS | =EBUS-TBNA | endobronchial ultrasound bronchoscopy > Bronchoscopy
# Respiratory credentials and bodies
Sleep Disorders Specialist | =RRT-SDS | =CRT-SDS | ?=SDS > Polysomnography
American Association for Respiratory Care | =AARC | AARC Clinical Practice Guidelines | AARC guidelines > Respiratory Therapy
Certified Asthma Educator | =AE-C | NAECB certification > Asthma Management
# NBRC examinations
Therapist Multiple-Choice Examination | =TMC exam | NBRC TMC | =TMC examination > Registered Respiratory Therapist
NBRC Clinical Simulation Examination | NBRC CSE | Clinical Simulation Examination | NBRC clinical simulation exam > Registered Respiratory Therapist

## Clinical laboratory testing and quality
# Blood bank
Electronic Crossmatch | electronic crossmatching | computer crossmatch | computer crossmatching > Crossmatching
Red Cell Antigen Typing | antigen typing | red cell phenotyping | RBC antigen typing > Immunohematology
Elution and Adsorption Studies | antibody elution | elution studies | elutions | adsorption studies | adsorptions > Antibody Identification
Prenatal and Cord Blood Workups | prenatal workup | prenatal workups | cord blood workup | cord blood workups | cord blood testing > Immunohematology
Blood Product Inventory Management | blood inventory management | blood bank inventory | platelet inventory | blood product inventory > Immunohematology
# Hematology, coagulation and chemistry
Cell Morphology Identification | cell morphology | RBC morphology | WBC morphology | blood cell morphology > Manual Differentials
Routine Coagulation Testing | =PT/INR | =PT/PTT | =aPTT | prothrombin time | partial thromboplastin time | D-dimer testing | =PTT | D-dimer | fibrinogen | fibrinogen testing > Coagulation Testing
Coagulation Factor Assays | factor assays | mixing studies | factor activity assays | inhibitor assays > Coagulation Testing
Anti-Xa Monitoring | =anti-Xa | heparin anti-Xa | anti-Xa assays | anti-factor Xa > Coagulation Testing
Viscoelastic Testing | thromboelastography | =TEG | =ROTEM | TEG 6s | thromboelastometry > Coagulation Testing
Platelet Function Testing | =PFA-100 | platelet aggregation studies | platelet aggregometry | VerifyNow > Coagulation Testing
Werfen ACL TOP | ACL TOP | IL coagulation | Instrumentation Laboratory ACL > Coagulation Testing
Beckman Coulter DxI | =DxI | UniCel DxI | Beckman Access | Access 2 immunoassay > Immunoassays
Serum Protein Electrophoresis | =SPEP | protein electrophoresis | =UPEP | immunofixation | immunofixation electrophoresis | =IFE > Clinical Chemistry
Hemoglobin Electrophoresis | hemoglobin variant analysis | hemoglobinopathy screening > Hematology
Bio-Rad Unity | Unity Real Time | Bio-Rad Unity Real Time | Bio-Rad QC data management > Laboratory Quality Control
# Microbiology and molecular
Bacterial Identification | organism identification | culture interpretation | culture reading | bacterial identification methods > Microbiology
Anaerobic Bacteriology | anaerobic cultures | anaerobic culture | anaerobe identification > Microbiology
Gradient Diffusion Testing | =Etest | =E-test | gradient strip testing | MIC test strips > Antimicrobial Susceptibility Testing
Clostridioides difficile Testing | Clostridium difficile testing | C diff testing | C-diff testing | C difficile testing | C diff PCR | C-diff PCR | C diff toxin testing > Molecular Diagnostics
Bruker MALDI Biotyper | MALDI Biotyper | Bruker Biotyper > MALDI-TOF
BacT/ALERT | bioMérieux BacT/ALERT | BacT/ALERT VIRTUO | =VIRTUO > Blood Cultures
Hologic Panther | Panther Fusion | Hologic Panther system | Aptima assays > Molecular Diagnostics
BD MAX | BD MAX system > Molecular Diagnostics
Abbott m2000 | m2000sp | m2000rt > Molecular Diagnostics
# Serology, urinalysis and anatomic pathology
Syphilis Serology | RPR testing | syphilis testing | treponemal testing | syphilis screening > Serology
Hepatitis Serology | hepatitis testing | hepatitis panels | hepatitis screening > Serology
Autoimmune Testing | ANA testing | antinuclear antibody testing | autoimmune serology > Immunology
Urine Sediment Microscopy | urine microscopy | urine sediment analysis | microscopic urinalysis | urine sediment examination > Urinalysis
Beckman iQ200 | =iQ200 | =DxU | DxU Iris > Urinalysis
Semen Analysis | semen analyses | post-vasectomy semen analysis > Microscopy
Special Stains | histochemical stains | special staining | histochemical staining > Histology
Liquid-Based Cytology | ThinPrep | SurePath | ThinPrep Pap test | liquid-based Pap tests | liquid-based Pap testing > Cytology
# Laboratory quality
Specimen Rejection Criteria | specimen rejection | specimen acceptability | specimen acceptability criteria > Specimen Processing
Delta Checks | delta check | delta check review > Laboratory Quality Control
Laboratory Result Verification | lab result verification | manual result verification | result review and release > Autoverification
CLIA Competency Assessment | six elements of competency | laboratory competency assessment | CLIA competency > Competency Validation
Laboratory Instrument Validation | new instrument validation | analyzer validation | instrument verification | instrument validation > Analytical Method Validation
Reagent Lot Verification | new lot verification | lot-to-lot verification | reagent lot-to-lot comparison | new reagent lot validation > Laboratory Quality Control
Reagent Preparation | reagent prep | reagent inventory > Laboratory Quality Control
Stool Specimen Collection | stool specimens | stool sample collection | stool specimen > Specimen Collection
Sputum Specimen Collection | sputum collection | sputum specimens | sputum induction > Specimen Collection
Wound Culture Collection | wound cultures | wound swab collection | wound culture > Specimen Collection
# Automation and extraction
Total Laboratory Automation | laboratory automation lines | automated track systems | Beckman Coulter DxA | Abbott Accelerator a3600 | Roche cobas connection modules > Laboratory Middleware
Automated Nucleic Acid Extraction | nucleic acid extraction | automated extraction platforms | MagNA Pure | QIAsymphony > DNA Extraction, RNA Extraction

## Dental hygiene and rehabilitation therapy
# Dental hygiene
Periodontal Assessment | probing depths | periodontal evaluation | gingival assessment > Periodontal Probing
EMS AIRFLOW | AIRFLOW Prophylaxis Master > Guided Biofilm Therapy
CS SoftDent | SoftDent > Carestream Dental
2017 AAP/EFP Periodontal Classification | 2017 AAP classification | AAP/EFP classification | 2017 World Workshop classification > Periodontal Staging and Grading
Peri-Implantitis Management | peri-implantitis | peri-implantitis treatment | peri-implant disease management > Dental Implant Maintenance
Registered Dental Hygienist in Alternative Practice | =RDHAP > Registered Dental Hygienist
Registered Dental Hygienist in Extended Functions | =RDHEF > Registered Dental Hygienist
Dental Hygiene Process of Care | dental hygiene diagnosis | dental hygiene care plans | dental hygiene process > Dental Hygiene
Organization for Safety, Asepsis and Prevention | =OSAP | OSAP guidelines > Infection Control
# Physical therapy
Physical Therapy Evaluation | PT evaluation | PT evaluations | physical therapy evaluations | PT initial evaluations | PT re-evaluations > Physical Therapy
Trigger Point Therapy | trigger point release | ischemic compression | trigger point therapy techniques > Myofascial Release
Spine Rehabilitation | spinal rehabilitation | spine rehab | low back pain rehabilitation > Orthopedic Rehabilitation
Kaltenborn-Evjenth Concept | Kaltenborn | Kaltenborn mobilization > Manual Therapy
Orthopaedic Manual Physical Therapy | =OMPT | orthopedic manual physical therapy | orthopaedic manual therapy > Manual Therapy
American Board of Physical Therapy Specialties | =ABPTS | ABPTS board certification | board-certified clinical specialist > Physical Therapy
Delfi Personalized Tourniquet System | Delfi PTS > Blood Flow Restriction Training
McConnell Taping | McConnell taping technique | patellar taping > Athletic Taping
Photobiomodulation Therapy | low-level laser therapy | =LLLT | cold laser | cold laser therapy | class IV laser therapy > Therapeutic Modalities
Shortwave Diathermy | diathermy > Therapeutic Modalities
Certified Lymphedema Therapist-LANA | =CLT-LANA | LANA certification | Lymphology Association of North America > Certified Lymphedema Therapist
Job Site Analysis | job site analyses | job demands analysis | physical demands analysis > Functional Capacity Evaluation
Titleist Performance Institute Certification | Titleist Performance Institute | TPI certified | TPI Level 1 > Sports Rehabilitation
Strength and Conditioning | strength and conditioning programs | strength and conditioning programming > Sports Rehabilitation
APTA Credentialed Clinical Instructor | APTA CCIP | credentialed clinical instructor | APTA clinical instructor credentialing > Physical Therapy
# Occupational therapy
Occupational Therapy Evaluation | OT evaluation | OT evaluations | occupational therapy evaluations | OT initial evaluations > Occupational Therapy
Joint Protection Techniques | joint protection | joint protection education > Energy Conservation Techniques
Sensory Diets | sensory diet | sensory diet programming > Sensory Integration Therapy
SOS Approach to Feeding | SOS feeding | Sequential Oral Sensory approach > Feeding Therapy
Oral Motor Therapy | oral motor | oral-motor therapy | oral motor exercises | Beckman Oral Motor | TalkTools > Feeding Therapy
Power Mobility Evaluation | power mobility | power wheelchair evaluations | power mobility evaluations | power wheelchairs > Wheelchair Seating and Positioning
Wheelchair Pressure Mapping | seating pressure mapping | pressure mapping assessments | ~pressure mapping > Wheelchair Seating and Positioning
=RESNA | Rehabilitation Engineering and Assistive Technology Society of North America > Assistive Technology Professional
Task-Oriented Training | task-oriented approach > Neurological Rehabilitation
Brunnstrom Approach | Brunnstrom | Brunnstrom stages | Brunnstrom movement therapy > Neurological Rehabilitation
Kawa Model | Kawa river model > Occupational Therapy
Person-Environment-Occupation Model | PEO model | Person-Environment-Occupation-Performance | PEOP model > Occupational Therapy
Kettle Test | Kettle Test assessment > Cognitive Screening
Performance Assessment of Self-Care Skills | =PASS assessment > Occupational Therapy
Functional Maintenance Program | functional maintenance programs | restorative maintenance programs > Restorative Nursing
Individualized Family Service Plan | =IFSP | =IFSPs | IFSP development | IFSP goals | IDEA Part C > Early Intervention
Denver Developmental Screening Test | Denver II | =DDST > Developmental Screening
Autism Screening | autism spectrum disorder screening | ASD screening | developmental autism screening > Developmental Screening
Modified Checklist for Autism in Toddlers | =M-CHAT | =M-CHAT-R/F | =M-CHAT-R > Autism Screening
Alert Program for Self-Regulation | How Does Your Engine Run | ~Alert Program > Zones of Regulation
Dynavision | Dynavision D2 > Visual Perceptual Training
# Rehabilitation documentation and team practice
Daily Treatment Notes | treatment notes | daily visit notes > Therapy Documentation
Discharge Summaries | discharge summary | discharge summary documentation > Clinical Documentation
Functional Goal Writing | functional goals | measurable functional goals | rehab goal writing > Plan of Care Development
Co-Treatment | co-treatments | co-treating | cotreatment > Occupational Therapy, Physical Therapy
# Further dental and orthotic procedures
Periodontal Debridement | full mouth debridement | gross debridement | =FMD debridement > Scaling and Root Planing
Orthotic and Brace Fitting | brace fitting | orthotic fitting | orthopedic bracing | brace and orthosis fitting > Orthotic Fabrication

## Social work assessments, programs and systems
# Medical and clinical social work
Supportive Counseling | psychosocial support | adjustment counseling | emotional support counseling > Psychosocial Assessment
Oncology Social Work | cancer social work > Oncology Social Work Certification
Palliative Care Social Work | hospice social work | palliative social work > Palliative Care
Advanced Palliative and Hospice Social Worker Certification | =APHSW-C > Palliative Care Social Work
National Association of Social Workers | =NASW > NASW Code of Ethics
Crisis Assessment | crisis evaluations | psychiatric crisis evaluations | 5150 evaluations | involuntary hold evaluations > Crisis Intervention
Home Health and Hospice Referrals | home health referrals | hospice referrals | HH referrals > Post-Acute Placement
Epic Care Management | Epic Compass Rose | Compass Rose care coordination > Case Management
Medicare Outpatient Observation Notice | =MOON | MOON notice | MOON notices > Important Message from Medicare
Notice of Medicare Non-Coverage | =NOMNC | =HINN | hospital-issued notice of noncoverage > Important Message from Medicare
Substance Use Screening | substance abuse screening | substance use screenings > SBIRT
AUDIT-C | Alcohol Use Disorders Identification Test | AUDIT alcohol screening > Substance Use Screening
Drug Abuse Screening Test | =DAST-10 > Substance Use Screening
CAGE Questionnaire | =CAGE-AID | CAGE screening > Substance Use Screening
Methadone Dosing | methadone administration | methadone dispensing > Opioid Treatment Programs
Buprenorphine Treatment | Suboxone treatment | Suboxone induction | buprenorphine induction | Sublocade | buprenorphine | Suboxone | Subutex > Medication-Assisted Treatment
Collaborative Care Model | =CoCM | psychiatric collaborative care | collaborative care management > Behavioral Health Integration
Behavioral Health Integration | =BHI | integrated behavioral health | primary care behavioral health | =PCBH > Care Coordination
Warm Handoff | warm handoffs | warm hand-off | warm hand-offs > Care Coordination
Psychiatric Rehabilitation | psychosocial rehabilitation | PSR services | psych rehab > Peer Support Services
Certified Psychiatric Rehabilitation Practitioner | =CPRP > Psychiatric Rehabilitation
# Benefits, housing and community resources
Medi-Cal | Medi-Cal eligibility | Medi-Cal enrollment > Medicaid
Supplemental Security Income | SSI benefits > Public Benefits Navigation
Non-Emergency Medical Transportation | =NEMT | medical transportation | Medicaid transportation > Care Coordination
Language Access Services | interpreter services | language access | interpreter coordination > Medical Interpreting
In-Home Supportive Services | =IHSS > Home and Community-Based Services
Long-Term Services and Supports | =LTSS | =MLTSS | managed long-term services and supports > Home and Community-Based Services
Older Americans Act | =OAA | Older Americans Act Title III > Home and Community-Based Services
Respite Care | respite services | respite care coordination > Caregiver Support
Veterans Benefits Assistance | veterans benefits | VA benefits | VA benefits navigation | VA claims assistance > Public Benefits Navigation
Utility Assistance Programs | utility assistance > LIHEAP
=HUD-VASH | HUD-Veterans Affairs Supportive Housing > Permanent Supportive Housing
Food Insecurity Screening | food security screening | Hunger Vital Sign > Social Determinants of Health
=PRAPARE | PRAPARE screening | Protocol for Responding to and Assessing Patients' Assets, Risks, and Experiences > Social Determinants of Health
AHC Health-Related Social Needs Screening | AHC HRSN | health-related social needs screening | HRSN screening > Social Determinants of Health
# Child welfare
Child and Family Team Meetings | CFT meetings | =CFTM | family team meetings | team decision-making meetings | TDM meetings > Child Welfare
Court Testimony | testifying in court | courtroom testimony > Child Welfare
Dependency Court Proceedings | dependency court | juvenile dependency court | juvenile court proceedings > Child Welfare
Case Planning | case plans | case plan development > Case Management
Adult Needs and Strengths Assessment | =ANSA > Child and Adolescent Needs and Strengths
Child and Adolescent Functional Assessment Scale | =CAFAS > Child and Adolescent Needs and Strengths
Title IV-E | Title IV-E foster care | Title IV-E eligibility | IV-E eligibility > Child Welfare
Adoption and Safe Families Act | =ASFA > Permanency Planning
Family First Prevention Services Act | =FFPSA | Family First Act > Family Preservation Services
Comprehensive Child Welfare Information System | =CCWIS | =SACWIS | Statewide Automated Child Welfare Information System | =CWS/CMS | =CWS-CMS > Child Welfare
Triple P Positive Parenting Program | Triple P | Positive Parenting Program > Parenting Education
Nurturing Parenting Program | Nurturing Parenting | Nurturing Parenting curriculum > Parenting Education
Parenting Education | parenting classes | parent education | parenting skills training | parenting education groups > Family Preservation Services
# Behavioral health and case management software
Welligent > Electronic Health Records
Netsmart myEvolv | myEvolv > Electronic Health Records
Qualifacts Credible | Credible Behavioral Health | Qualifacts CareLogic | CareLogic | =Qualifacts | ~=Credible | Credible EHR > Electronic Health Records
Streamline SmartCare | SmartCare EHR | ~=SmartCare > Electronic Health Records
TherapyNotes > Electronic Health Records
SimplePractice > Electronic Health Records
Foothold AWARDS | AWARDS case management > Homeless Management Information System
Bonterra Apricot | Apricot case management | Social Solutions Apricot > Case Management
Efforts to Outcomes | Bonterra ETO | Social Solutions ETO > Case Management
CharityTracker > Community Resource Referral
~Unite Us | Unite Us platform > Community Resource Referral
findhelp | findhelp.org | Aunt Bertha > Community Resource Referral
NowPow > Community Resource Referral
# Crisis response and recovery models
Psychological First Aid | psychological first aid training > Crisis Intervention
Applied Suicide Intervention Skills Training | =ASIST | ASIST training > Suicide Risk Assessment
Motivational Enhancement Therapy | motivational enhancement > Motivational Interviewing
Wellness Recovery Action Plan | =WRAP | WRAP facilitation | WRAP facilitator > Peer Support Services
Critical Incident Stress Management | critical incident stress debriefing | =CISD | critical incident debriefing > Crisis Intervention
`;
