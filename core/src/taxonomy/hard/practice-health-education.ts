// Skill data in the line format of ../README.md: the practices and domain knowledge of each field.
export default String.raw`
## Nursing practice
Admission Assessment | nursing admission assessment > Patient Assessment
Focused Assessment | focused nursing assessment > Patient Assessment
Skin Assessment | skin integrity assessment | skin checks > Pressure Injury Prevention
Pain Assessment | pain reassessment | pain scales > Pain Management
Fall Risk Assessment | fall risk screening > Fall Prevention
Braden Scale > Pressure Injury Prevention
Morse Fall Scale > Fall Prevention
Glasgow Coma Scale | Glasgow coma score | ?=GCS > Neurological Assessment
NIH Stroke Scale | =NIHSS | NIHSS certification > Neurological Assessment
Early Warning Scores | =MEWS | modified early warning score | =NEWS2 | national early warning score
Intake and Output | =I&O | intake and output monitoring
Shift Report | handoff report | hand-off report | bedside shift report | nursing handoff | change-of-shift report
SBAR | situation background assessment recommendation | SBAR communication
Hourly Rounding | purposeful rounding | intentional rounding
Rapid Response Team | ~rapid response | rapid response nursing
Code Blue Response | code blue
Cardiac Rhythm Interpretation | rhythm interpretation | dysrhythmia interpretation | arrhythmia interpretation | rhythm strip interpretation | basic dysrhythmia recognition | arrhythmia recognition | dysrhythmia recognition | rhythm strips | cardiac rhythm strips | strip reading | ECG strip interpretation > Cardiac Monitoring
Defibrillation | =AED use | AED operation | =AED | =AEDs | automated external defibrillator
Drip Titration | titratable drips | vasoactive drips | vasopressor titration | critical care drips | vasopressors | vasoactive medications | vasoactive infusions | cardiac drips | pressors
Medication Administration Record | ~=MAR | =eMAR | electronic medication administration record > Medication Administration
Barcode Medication Administration | =BCMA | bar code medication administration > Medication Administration
Dosage Calculation | drug calculations | dose calculation | medication math | med math | drip rate calculations | IV drip rates | infusion rate calculations > Medication Administration
High-Alert Medications > Medication Administration
Insulin Administration | insulin therapy | insulin drips | insulin management | ~insulin > Diabetes Management
Intramuscular Injections | =IM injections > Medication Administration
Subcutaneous Injections | =SubQ injections | =SQ injections > Medication Administration
Controlled Substance Counts | narcotic count | narcotics count > Controlled Substance Management
Patient-Controlled Analgesia | =PCA pump | PCA pumps > Pain Management
Epidural Management | epidural monitoring | epidural care > Pain Management
Isolation Precautions | transmission-based precautions | contact precautions | droplet precautions | airborne precautions > Infection Control
Standard Precautions | universal precautions > Infection Control
Hand Hygiene | hand hygiene compliance | handwashing compliance | hand washing | handwashing > Infection Control
Personal Protective Equipment | =PPE | PPE donning and doffing | donning and doffing > Infection Control
CAUTI Prevention | =CAUTI | catheter-associated urinary tract infection prevention > Infection Control
CLABSI Prevention | =CLABSI | central line-associated bloodstream infection prevention > Infection Control, Central Line Care
Hospital-Acquired Infection Prevention | =HAI prevention | healthcare-associated infection prevention > Infection Control
Tuberculosis Screening | =TB screening | TB skin testing | TB skin test | =PPD placement | tuberculin skin testing | PPD reading | TB testing | Mantoux | =PPD | =PPD testing | =PPD tests
Suicide Precautions | suicide watch | one-to-one observation | 1:1 observation | constant observation
Seizure Precautions
Aspiration Precautions | aspiration prevention
Neutropenic Precautions
Restraint Monitoring | restraint management | restraints and seclusion | ~restraints | restraint application
Pre-Operative Care | preoperative care | pre-op care | preoperative nursing | pre-op assessment
Post-Operative Care | postoperative care | post-op care | postoperative nursing
Negative Pressure Wound Therapy | =NPWT | wound vac | wound VAC therapy > Wound Care
Indwelling Catheter Care | Foley catheter care | Foley care | catheter care > Urinary Catheterization
Incontinence Care | continence care | perineal care | peri care
Turning and Repositioning | patient repositioning | turning and positioning | turns and repositions > Pressure Injury Prevention
Ambulation Assistance | patient ambulation | ambulating patients
Feeding Assistance | meal assistance | assisted feeding | feeding residents
Airway Suctioning | tracheal suctioning | oral suctioning | oropharyngeal suctioning | nasotracheal suctioning | suctioning > Airway Management
Peritoneal Dialysis > Dialysis
Continuous Renal Replacement Therapy | =CRRT > Dialysis
Stroke Care | acute stroke care | stroke nursing | stroke alerts | stroke response | ?=CVA
Trauma Care | trauma nursing | trauma patient care | trauma activations | trauma response | trauma resuscitation
Burn Care | burn wound care
Fetal Heart Monitoring | electronic fetal monitoring | =EFM | fetal monitoring | fetal heart rate monitoring > Labor and Delivery Nursing
Antepartum Care | prenatal care | antenatal care > Obstetric Nursing
Intrapartum Care | labor support > Labor and Delivery Nursing
Post-Mortem Care | postmortem care | care after death
Advance Care Planning | advance directives | goals of care conversations | =POLST | =MOLST | goals of care | goals-of-care discussions
Patient Advocacy | patient advocate
History and Physical | =H&P | history and physical examination | history & physical
Differential Diagnosis
Diagnostic Test Interpretation | lab result interpretation | interpreting lab results | diagnostic interpretation | lab value interpretation | lab values | laboratory values | laboratory results interpretation
Prescriptive Authority | prescribing authority | prescriptive privileges
DEA Registration | DEA license | DEA number
Emergency Severity Index | ~=ESI | ESI triage > Patient Triage
Schmitt-Thompson Protocols | Schmitt-Thompson triage protocols > Telephone Triage
Heart Failure Management | =CHF management | heart failure care | congestive heart failure management | ~heart failure | ~CHF > Chronic Disease Management
=COPD Management | =COPD | chronic obstructive pulmonary disease management | chronic obstructive pulmonary disease > Chronic Disease Management
Hypertension Management | blood pressure management | hypertension control > Chronic Disease Management
Asthma Management | asthma care | asthma education > Chronic Disease Management
Diabetes Self-Management Education | =DSMES | diabetes self-management education and support | diabetes education > Diabetes Management
Medication Adherence | medication compliance | adherence counseling
Immunizations | vaccinations > Immunization Administration
Vaccine Storage and Handling | vaccine management | vaccine inventory | vaccine cold chain | vaccine storage | vaccine handling > Immunization Administration
Well-Child Visits | well-child checks | well child exams | well-baby visits
Ear Irrigation | ear lavage | cerumen removal
Transitional Care | transitional care management | transitions of care | care transitions
Nurse Precepting | precepting | preceptorship | preceptor | new graduate precepting
Charge Nurse Experience | charge nurse | charge nurse duties | charge nursing
Competency Validation | competency assessment | skills validation | skills check-offs | skills checkoffs
Shared Governance | nursing shared governance | unit practice council | unit-based council
Magnet Recognition Program | Magnet designation | Magnet status | Magnet journey | =ANCC Magnet | Magnet recognition
Clinical Ladder | clinical ladder program | professional advancement ladder
Nurse-Sensitive Indicators | nursing-sensitive indicators | nursing-sensitive quality indicators | =NDNQI
Ambulatory Care Nursing | ambulatory nursing | clinic nursing
Rehabilitation Nursing | rehab nursing
Orthopedic Nursing | ortho nursing | orthopaedic nursing
Neuroscience Nursing | neuro nursing | neurology nursing
Endoscopy Nursing | =GI nursing | gastroenterology nursing
Correctional Nursing | correctional health care | correctional healthcare
Sexual Assault Nurse Examiner | =SANE | =SANE-A | =SANE-P | forensic nursing
Occupational Health Nursing > Occupational Health
Stroke Certified Registered Nurse | =SCRN > Stroke Care
Trauma Certified Registered Nurse | =TCRN > Trauma Care
Certified Hospice and Palliative Nurse | =CHPN > Hospice Care, Palliative Care
Certified Pediatric Emergency Nurse | =CPEN > Emergency Nursing
Certified Flight Registered Nurse | =CFRN
Certified Perioperative Nurse | =CNOR > Perioperative Nursing
Certified Post Anesthesia Nurse | =CPAN > Post-Anesthesia Care Nursing
Certified Gastroenterology Registered Nurse | =CGRN > Endoscopy Nursing
Certified Rehabilitation Registered Nurse | =CRRN > Rehabilitation Nursing
Certified Nephrology Nurse | ?=CNN > Nephrology Nursing
Certified Dialysis Nurse | ?=CDN > Nephrology Nursing
Certified Occupational Health Nurse | =COHN > Occupational Health Nursing
National Certified School Nurse | =NCSN > School Nursing
Ambulatory Care Nursing Certification | =AMB-BC | ?=RN-BC > Ambulatory Care Nursing
Psychiatric-Mental Health Nursing Certification | =PMH-BC | ?=RN-BC > Psychiatric Nursing
Electronic Fetal Monitoring Certification | =C-EFM > Fetal Heart Monitoring
Nurse Executive Certification | =NE-BC
Adult-Gerontology Nurse Practitioner | =AGNP | =AGPCNP | =AG-NP | =AGPCNP-BC | =AGNP-C > Nurse Practitioner
Adult-Gerontology Acute Care Nurse Practitioner | =AGACNP | =AG-ACNP | =AGACNP-BC > Nurse Practitioner
Pediatric Nurse Practitioner | =PNP | =CPNP | =CPNP-PC | =CPNP-AC > Nurse Practitioner
Women's Health Nurse Practitioner | =WHNP | =WHNP-BC > Nurse Practitioner
Clinical Nurse Specialist | ~=CNS
Lippincott Procedures | Lippincott Nursing Procedures | Lippincott Advisor | ~Lippincott
Vocera | Vocera badge

## Allied health practice
Certified Personal Trainer | ?=CPT | personal trainer certification | =NASM CPT > Exercise Prescription
Nebulizer Treatments | breathing treatments | aerosol therapy | nebulizer therapy | aerosolized medications | aerosolized medication delivery | aerosol medication delivery | inhaled medications | inhaled medication administration | nebulizers > Respiratory Therapy
Noninvasive Ventilation | non-invasive ventilation | =NIV | =BiPAP | =CPAP > Respiratory Therapy
Ventilator Weaning | vent weaning | spontaneous breathing trials | ~=SBT | weaning protocols | ventilator weaning protocols | weaning from mechanical ventilation > Mechanical Ventilation
Airway Clearance Therapy | chest physiotherapy | chest physical therapy | airway clearance | ?=CPT > Respiratory Therapy
Pulse Oximetry | =SpO2 monitoring | oxygen saturation monitoring | pulse oximeter
Incentive Spirometry
High-Flow Nasal Cannula | =HFNC > Oxygen Therapy
Home Exercise Programs | ~=HEP > Physical Therapy
Functional Mobility Training | transfer training | bed mobility training | functional mobility | functional transfers > Physical Therapy
Balance Training | balance and coordination training | fall prevention exercises > Physical Therapy
Neuromuscular Re-education > Physical Therapy
Therapeutic Modalities | physical agent modalities > Physical Therapy
Electrical Stimulation | e-stim | electrical muscle stimulation > Therapeutic Modalities
Manual Muscle Testing | =MMT > Physical Therapy
Goniometry | goniometric measurement | range of motion measurement
Functional Capacity Evaluation | =FCE
Ergonomic Assessment | ergonomic evaluations | workstation assessments
Sensory Integration Therapy | sensory integration | sensory processing intervention > Occupational Therapy
Fine Motor Intervention | fine motor skills training | fine motor development | fine motor | fine motor skills | fine motor coordination > Occupational Therapy
Activities of Daily Living Training | =ADL training | ADL retraining | self-care training > Occupational Therapy
Hand Therapy | upper extremity rehabilitation > Occupational Therapy
Certified Hand Therapist | =CHT > Hand Therapy
Dysphagia Management | dysphagia therapy | dysphagia treatment | swallowing therapy | swallow therapy | dysphagia > Speech-Language Pathology
Modified Barium Swallow Study | =MBSS | videofluoroscopic swallow study | =VFSS > Dysphagia Management
Fiberoptic Endoscopic Evaluation of Swallowing | ~=FEES > Dysphagia Management
Augmentative and Alternative Communication | ~=AAC | AAC devices > Speech-Language Pathology
Articulation Therapy | articulation treatment | speech sound therapy | speech sound disorders | articulation disorders > Speech-Language Pathology
Language Therapy | expressive language therapy | receptive language therapy > Speech-Language Pathology
Fluency Therapy | stuttering therapy | stuttering treatment | stuttering | fluency disorders > Speech-Language Pathology
Aphasia Therapy | aphasia treatment | aphasia > Speech-Language Pathology
Voice Therapy > Speech-Language Pathology
Cognitive-Communication Therapy | cognitive-linguistic therapy > Speech-Language Pathology
Speech and Language Evaluations | speech-language evaluations | speech evaluations | language evaluations > Speech-Language Pathology
WebPT
IDDSI | International Dysphagia Diet Standardisation Initiative | International Dysphagia Diet Standardization Initiative > Dysphagia Management
Nutrition Assessment | nutritional assessment | nutrition screening | nutritional screening > Medical Nutrition Therapy
Nutrition-Focused Physical Exam | =NFPE | nutrition focused physical examination > Nutrition Assessment
Malnutrition Screening | malnutrition assessment > Nutrition Assessment
Therapeutic Diets | modified diets | diet modification > Medical Nutrition Therapy
Calorie Counts | nutrient intake analysis > Nutrition Assessment
Coronal Polishing > Dental Hygiene
Dental Sealants | sealants | pit and fissure sealants > Dental Hygiene
Fluoride Varnish | fluoride treatments | fluoride application > Dental Hygiene
Scaling and Root Planing | ~=SRP | deep cleanings | periodontal scaling > Dental Hygiene
Dental Impressions | alginate impressions | impression taking > Dental Assisting
Four-Handed Dentistry > Dental Assisting
Local Anesthesia Administration | dental local anesthesia | local anesthetic administration | local anesthesia
Nitrous Oxide Monitoring | nitrous oxide sedation | nitrous oxide administration | nitrous oxide
Dental Treatment Planning | dental treatment plans
Intraoral Camera | intraoral imaging > Dental Radiography
DEXIS | Dexis imaging > Dental Radiography
Dental Assisting National Board | =DANB | Certified Dental Assistant | DANB certification | ?=CDA > Dental Assisting
Expanded Function Dental Assistant | =EFDA | expanded functions | expanded function duties > Dental Assisting
Registered Dental Hygienist | =RDH | Dental Hygiene License | dental hygiene licence | dental hygienist license | =RDH license > Dental Hygiene
Surgical Counts | sponge counts | instrument counts | needle counts | sharps counts > Surgical Assisting
Surgical Case Setup | back table setup | surgical setup | case setup > Surgical Assisting
Surgical Instrumentation | surgical instruments | instrument handling > Surgical Assisting
Surgical Scrubbing | surgical hand scrub | scrubbing in | surgical scrub > Surgical Assisting
Universal Protocol | surgical time-out | surgical timeout | time-out procedure
MRI Safety Screening | MRI safety | MRI screening > Magnetic Resonance Imaging
Patient Care Reports | =ePCR | electronic patient care reports | patient care reporting | ?=PCR
Emergency Vehicle Operation | =EVOC | emergency vehicle operator course | ambulance operation
Spinal Motion Restriction | spinal immobilization | spinal precautions | c-spine immobilization
Vehicle Extrication | extrication
Interfacility Transport | interfacility transfers
ImageTrend | ImageTrend Elite > Patient Care Reports
Advanced Emergency Medical Technician | =AEMT | Advanced EMT | =NRAEMT > Emergency Medical Technician
Concussion Management | concussion assessment | concussion protocols
Athletic Taping | taping and bracing | athletic taping and bracing
Certified Athletic Trainer | ~=ATC | athletic trainer certification
Certified Strength and Conditioning Specialist | =CSCS
Exercise Prescription | exercise programming
Hearing Aid Fitting | hearing aid programming | hearing aid dispensing > Audiometry
Tympanometry > Audiometry
Otoacoustic Emissions | =OAE | =OAE testing > Audiometry
Visual Acuity Testing | visual acuity | Snellen chart | Snellen | Snellen eye chart
Tonometry | intraocular pressure measurement | ?=IOP
~Refraction | ~refraction | manifest refraction
Certified Ophthalmic Assistant | ophthalmic assisting | ?=COA
Medical Interpreting | medical interpretation | healthcare interpreting | medical interpreter
Certified Medical Interpreter | =CMI > Medical Interpreting
Certified Healthcare Interpreter | =CHI | CCHI certification > Medical Interpreting
Patient Transport | patient transportation | patient transporter

## Pharmacy and laboratory practice
Prescription Verification | medication order verification | pharmacist verification | medication order review > Prescription Processing
Drug Interaction Screening | drug interactions | drug-drug interactions | drug interaction checking
Renal Dose Adjustment | renal dosing
Therapeutic Drug Monitoring | ~=TDM | drug level monitoring > Pharmacokinetics
Vancomycin Dosing | vancomycin monitoring | vancomycin pharmacokinetics > Pharmacokinetics
Parenteral Nutrition | =TPN | total parenteral nutrition
Medication Histories | medication history taking | best possible medication history | =BPMH > Medication Reconciliation
Comprehensive Medication Reviews | =CMRs | =CMR completion > Medication Therapy Management
Pharmacy Immunizations | pharmacist immunizations | pharmacy-based immunization delivery | APhA immunization certification > Immunization Administration
Medication Safety | medication error prevention | medication safety practices
Non-Sterile Compounding | nonsterile compounding | USP 795 | USP <795> > Pharmaceutical Compounding
Cleanroom Garbing | garbing | cleanroom gowning | garbing and gowning | aseptic garbing > Sterile Compounding
Beyond-Use Dating | beyond use dates > Pharmaceutical Compounding
Unit-Dose Packaging | unit dose repackaging | medication repackaging | unit dose | unit-dose | unit dose medications
Automated Dispensing Cabinets | automated dispensing machines | automated dispensing systems
Cart Fill | med cart fill | medication cart exchange | cart exchange
DEA Form 222 | Form 222 > Controlled Substance Management
Prescription Drug Monitoring Program | =PDMP | PDMP checks > Controlled Substance Management
340B Program | 340B | 340B Drug Pricing Program | 340B compliance
Pharmacy Claims Adjudication | third party adjudication | pharmacy third-party billing | prescription insurance billing > Claims Adjudication
NAPLEX | North American Pharmacist Licensure Examination > Registered Pharmacist
Pharmacy Law | pharmacy jurisprudence | pharmacy regulations
Multistate Pharmacy Jurisprudence Examination | =MPJE > Pharmacy Law
ExCPT | Exam for the Certification of Pharmacy Technicians > Certified Pharmacy Technician
Board Certified Pharmacotherapy Specialist | =BCPS > Clinical Pharmacy
Board Certified Ambulatory Care Pharmacist | =BCACP > Clinical Pharmacy
Lexicomp | Lexi-Comp
Micromedex | IBM Micromedex | Merative Micromedex
UpToDate
McKesson EnterpriseRx | EnterpriseRx
=QS/1 | QS1 pharmacy
Rx30
BestRx
Laboratory Proficiency Testing | ~proficiency testing | proficiency testing surveys | =CAP surveys > Laboratory Quality Control
Westgard Rules | Westgard multirule > Laboratory Quality Control
Levey-Jennings Charts | Levey-Jennings > Laboratory Quality Control
CAP Accreditation | CAP inspections | College of American Pathologists accreditation | ?=CAP
Critical Value Reporting | critical value notification | critical results reporting | critical values | critical lab values
Manual Differentials | manual diff | peripheral smear review | blood smear review > Hematology
Coagulation Testing | coag testing | ~coagulation | coag | coags | coagulation studies > Hematology
Crossmatching | type and crossmatch | type and screen | compatibility testing | crossmatch | cross-matching > Immunohematology
Antibody Identification | antibody panels | antibody workups | antibody screening > Immunohematology
Antimicrobial Susceptibility Testing | culture and sensitivity | culture and susceptibility | =C&S | susceptibility testing | =MIC testing | minimum inhibitory concentration | =MIC determination > Microbiology
Gram Staining | Gram stain > Microbiology
Blood Cultures | blood culture collection | blood culture processing > Microbiology
Centrifugation | centrifuge operation | centrifuging specimens | centrifuge | centrifuges
Order of Draw > Phlebotomy
Capillary Puncture | dermal puncture | heel stick | heelstick | finger stick | fingerstick | fingersticks > Phlebotomy
Drug Screening | drug testing | urine drug screening | urine drug screens | ?=UDS
Chain of Custody | chain-of-custody collection | chain of custody procedures
DOT Collections | DOT drug testing | DOT urine collection > Drug Screening
Breath Alcohol Testing | breath alcohol technician > Drug Screening
~Grossing | ~grossing | gross examination | surgical grossing | specimen grossing > Histology
Microtomy | tissue sectioning > Histology
Tissue Processing | tissue embedding | paraffin embedding > Histology
Frozen Sections | cryosectioning | cryostat | cryostat sectioning > Histology
Waived Testing | CLIA-waived testing > Clinical Laboratory Improvement Amendments
Sysmex | Sysmex analyzers > Hematology
Beckman Coulter | Beckman Coulter analyzers
Abbott Architect | ARCHITECT analyzers
Abbott Alinity | Alinity
Roche cobas | cobas analyzers | cobas
Siemens Atellica | Atellica
BACTEC | BD BACTEC > Blood Cultures
VITEK 2 | =VITEK | VITEK MS > Microbiology
MALDI-TOF | MALDI-TOF mass spectrometry | matrix-assisted laser desorption ionization > Microbiology
Sunquest | Sunquest LIS > Laboratory Information System
Cerner PathNet | PathNet > Laboratory Information System
SCC Soft Computer | SoftLab | SCC SoftLab > Laboratory Information System
American Society for Clinical Pathology | =ASCP | ASCP certification | ASCP certified
Histotechnician | =HT(ASCP) > Histology
Histotechnologist | =HTL(ASCP) > Histology
PBT(ASCP) | ASCP phlebotomy certification > Certified Phlebotomy Technician
Specialist in Blood Banking | =SBB | =SBB(ASCP) > Immunohematology

## Public health practice
Case Investigation | disease investigation | communicable disease investigation > Contact Tracing
Notifiable Disease Reporting | reportable disease reporting | disease reporting | notifiable diseases
Syndromic Surveillance > Public Health Surveillance
Infection Surveillance | =HAI surveillance | infection prevention surveillance > Infection Control
National Healthcare Safety Network | =NHSN | NHSN reporting
National Electronic Disease Surveillance System | =NEDSS | NEDSS Base System > Public Health Surveillance
Behavioral Risk Factor Surveillance System | =BRFSS
Youth Risk Behavior Survey | =YRBS | =YRBSS | Youth Risk Behavior Surveillance System
NHANES | National Health and Nutrition Examination Survey
CDC WONDER
Study Design | epidemiologic study design | epidemiological study design
Cohort Studies | cohort study design > Study Design
Case-Control Studies > Study Design
Health Impact Assessment | =HIA
Logic Models | logic model development > Program Evaluation
Monitoring and Evaluation | =M&E | ~=MEL
RE-AIM Framework | RE-AIM > Program Evaluation
DHIS2 | District Health Information Software
KoboToolbox | Kobo Toolbox
Open Data Kit | =ODK | ODK Collect
CommCare | Dimagi CommCare
Community Outreach | community outreach programs | outreach events
Community Health Work | community health worker | =CHW | promotores de salud | promotora
Community Engagement | community partnerships | community mobilization | public engagement
Coalition Building | coalition development | coalition management
Health Communication | health communication campaigns | public health messaging
Health Literacy | plain language health materials | health literacy assessment
Risk Communication | crisis and emergency risk communication | =CERC
Incident Command System | ICS-100 | ICS-200 | ICS-300 | incident command | ?=ICS > Emergency Preparedness
National Incident Management System | =NIMS | IS-700 > Incident Command System
Hospital Incident Command System | =HICS > Incident Command System
Points of Dispensing | POD operations > Emergency Preparedness
Mass Vaccination Clinics | mass vaccination | vaccination clinics | immunization clinics > Immunization Administration
Immunization Programs | vaccination programs | immunization outreach
Immunization Information Systems | ?=IIS | immunization registry | state immunization registry
Tuberculosis Control | =TB control | TB case management | tuberculosis case management
Directly Observed Therapy | directly observed treatment > Tuberculosis Control
Sexually Transmitted Infection Prevention | =STI prevention | =STD prevention | sexually transmitted disease prevention
Partner Services | partner notification | =DIS partner services > Sexually Transmitted Infection Prevention
PrEP Navigation | =PrEP | pre-exposure prophylaxis | PrEP services
HIV Prevention | HIV prevention programs
Naloxone Administration | Narcan administration | naloxone distribution | naloxone training | overdose reversal | Narcan | naloxone > Harm Reduction
Syringe Services Programs | syringe services | syringe exchange | needle exchange > Harm Reduction
Overdose Prevention | opioid overdose prevention > Harm Reduction
Food Safety Inspections | food establishment inspections | restaurant inspections | retail food inspections
Environmental Health Inspections | sanitation inspections | environmental inspections > Environmental Health
Vector Control | mosquito control | vector surveillance > Environmental Health
Lead Poisoning Prevention | childhood lead poisoning prevention | lead screening | blood lead testing
Registered Environmental Health Specialist | =REHS | Registered Sanitarian > Environmental Health
Food Code | FDA Food Code > Food Safety Inspections
Home Visiting | home visits | home visiting programs | home visitation
Nurse-Family Partnership > Home Visiting
Healthy Families America > Home Visiting
Parents as Teachers > Home Visiting
WIC | WIC program | WIC certification | Women, Infants, and Children
Childbirth Education | prenatal education | childbirth classes
Chronic Disease Prevention | chronic disease prevention programs
National Diabetes Prevention Program | ~=DPP | Diabetes Prevention Program | National DPP
Health Coaching | wellness coaching | health coach
Public Health Accreditation | =PHAB | PHAB accreditation
Master Certified Health Education Specialist | =MCHES > Health Education
Health Disparities | health inequities | health disparities research > Health Equity
Vital Records | birth and death records | birth certificates and death certificates
Key Informant Interviews | key informant interviewing
Systematic Reviews | systematic literature reviews
Meta-Analysis | meta-analyses
Cost-Effectiveness Analysis | ~=CEA | cost-effectiveness modeling
Health Economics and Outcomes Research | =HEOR | health economics
NVivo
ATLAS.ti | Atlas ti
Dedoose
Vision and Hearing Screening | vision screening | hearing screening
Developmental Screening | developmental surveillance
Health Screenings | wellness screenings | biometric screenings

## Healthcare administration practice
Clinic Operations | clinic management | outpatient operations | practice operations | medical office operations
Physician Practice Management | medical practice management | practice administration
Staff Scheduling | staff schedules | nurse scheduling | shift scheduling | staffing schedules | labor scheduling | labor schedules | workforce scheduling | employee scheduling
Acuity-Based Staffing | patient acuity | acuity staffing | staffing by acuity
Nurse Staffing | staffing ratios | staffing plans | daily staffing
Hours Per Patient Day | =HPPD | hours per unit of service | =HPUOS
Position Control | position control management | =FTE budgeting | FTE management
Labor Productivity | productivity standards | productivity monitoring | productivity tracking
Patient Flow | patient throughput
Bed Management | bed placement | bed board | bed flow > Patient Flow
Length of Stay Reduction | length of stay management | =LOS reduction | =ALOS | average length of stay > Patient Flow
Readmission Reduction | readmission prevention | =HRRP | Hospital Readmissions Reduction Program
Patient Experience | patient satisfaction | patient experience improvement
HCAHPS | Hospital Consumer Assessment of Healthcare Providers and Systems | HCAHPS scores > Patient Experience
CAHPS | =CG-CAHPS | Consumer Assessment of Healthcare Providers and Systems > Patient Experience
Press Ganey | Press Ganey surveys > Patient Experience
NRC Health > Patient Experience
Patient Grievances | grievance management | patient complaints | complaints and grievances
Service Recovery | guest recovery > Patient Experience
Survey Readiness | regulatory survey readiness | accreditation readiness | survey preparedness
Mock Surveys | mock tracers > Survey Readiness
Tracer Methodology | patient tracers | system tracers > Joint Commission Standards
Plan of Correction > Survey Readiness
F-Tags | CMS F-tags > Survey Readiness
State Licensure Surveys | state survey | licensure surveys | department of health surveys > Survey Readiness
Environment of Care Rounds | =EOC rounds | environment of care | environment of care inspections
Life Safety Code | =NFPA 101
DNV Accreditation | DNV Healthcare | =NIAHO | DNV GL Healthcare
AAAHC Accreditation | =AAAHC | Accreditation Association for Ambulatory Health Care
CARF Accreditation | =CARF | Commission on Accreditation of Rehabilitation Facilities
ACHC Accreditation | =ACHC | Accreditation Commission for Health Care
CHAP Accreditation | Community Health Accreditation Partner
Minimum Data Set | ~=MDS | MDS 3.0 | MDS coordination | MDS assessments
Patient Driven Payment Model | =PDPM > Minimum Data Set
=OASIS | Outcome and Assessment Information Set | OASIS documentation | OASIS-E
Patient-Driven Groupings Model | =PDGM > OASIS
Incident Reporting | incident reports | occurrence reporting | occurrence reports | safety event reporting
Sentinel Event Review | sentinel events | sentinel event analysis > Root Cause Analysis
Just Culture
TeamSTEPPS
Safety Huddles | daily safety huddles | unit huddles
Plan-Do-Study-Act | =PDSA | PDSA cycles > Healthcare Quality Improvement
IHI Model for Improvement | Model for Improvement > Healthcare Quality Improvement
Core Measures | CMS core measures | core measure compliance
Electronic Clinical Quality Measures | =eCQM | clinical quality measures
Quality Payment Program | =QPP | =MACRA
Hospital Value-Based Purchasing | =HVBP | value-based purchasing > Value-Based Care
Accountable Care Organizations | =ACO | Medicare Shared Savings Program | ~=MSSP > Value-Based Care
Patient-Centered Medical Home | =PCMH
Bundled Payments | episode-based payment | =BPCI
Capitation | capitated contracts | capitated payment
Medicare Advantage | Medicare Advantage plans > Medicare
Medicaid Managed Care | managed Medicaid > Medicaid
Care Gap Closure | care gaps | closing care gaps | gaps in care > HEDIS
Panel Management | patient panel management | population panel management
Referral Management | referral coordination | referral processing
Provider Schedule Templates | schedule templates | provider templates
Medical Necessity Review | medical necessity > Utilization Review
Concurrent Review > Utilization Review
Peer-to-Peer Reviews > Utilization Review
InterQual | InterQual criteria > Utilization Review
MCG Care Guidelines | =MCG | Milliman Care Guidelines | MCG guidelines > Utilization Review
Appeals and Grievances | =A&G | health plan appeals and grievances
Provider Network Management | provider network development | provider relations
Network Adequacy
Clinical Privileging | privileging | clinical privileges | provider privileging > Credentialing
Medical Staff Services | medical staff office | medical staff bylaws | medical staff affairs > Credentialing
Medical Staff Peer Review | physician peer review | professional practice evaluation | =OPPE | =FPPE
Relative Value Units | =RVU | =wRVU | work RVUs | work relative value units
Provider Compensation | physician compensation | provider compensation plans > Relative Value Units
Physician Recruitment | provider recruitment | physician recruiting
Service Line Management | service line development | service line strategy
Certificate of Need | CON applications | certificate of need applications
Healthcare Finance | hospital finance | healthcare financial management
Medicare Cost Reports | Medicare cost reporting
Price Transparency | hospital price transparency | price transparency compliance
No Surprises Act | good faith estimates > Price Transparency
Patient Financial Counseling | patient financial services
Point-of-Service Collections | =POS collections | upfront collections
Fee Schedules | fee schedule management
Charge Reconciliation | charge lag | charge reconciliation reports > Charge Capture
Business Associate Agreements | =BAA > Health Insurance Portability and Accountability Act
HIPAA Breach Investigations | breach notification | privacy incident investigations | HIPAA privacy investigations > Health Insurance Portability and Accountability Act
OIG Exclusion Screening | exclusion screening | =LEIE | exclusion checks
False Claims Act | FCA compliance
42 CFR Part 2 | Part 2 confidentiality | 42 CFR Part 2 compliance
Hospital Administration | hospital management | hospital operations
Long-Term Care Administration | nursing home administration | skilled nursing facility administration
Licensed Nursing Home Administrator | =LNHA | nursing home administrator license > Long-Term Care Administration
Fellow of the American College of Healthcare Executives | =FACHE > Hospital Administration
Graduate Medical Education | =GME | residency program administration | residency program coordination
ACGME Accreditation | =ACGME | ACGME requirements > Graduate Medical Education
QGenda > Staff Scheduling
TeleTracking > Patient Flow
RLDatix | RL Datix | Datix | RL6 > Incident Reporting
symplr | symplr Credentialing > Credentialing
MedHub > Graduate Medical Education
~New Innovations > Graduate Medical Education
Vizient | Vizient Clinical Data Base
HealthStream
Relias | Relias Learning
Annual Wellness Visits | =AWV | Medicare annual wellness visit
Patient Rooming | rooming patients | patient rooming and intake | ~rooming | patient intake | intake vitals
Prescription Refill Management | prescription refills | refill requests | medication refill requests | refill protocols

## Teaching practice
Progress Monitoring | student progress monitoring
Small-Group Instruction | small-group teaching | guided groups
Whole-Group Instruction | whole-class instruction
Explicit Instruction | direct instruction | explicit teaching
Gradual Release of Responsibility | gradual release | =GRR
Checking for Understanding | =CFU | checks for understanding
Questioning Techniques | higher-order questioning | questioning strategies
Webb's Depth of Knowledge | Depth of Knowledge | =DOK > Bloom's Taxonomy
Socratic Seminar | Socratic questioning
Think-Pair-Share
Station Rotation | learning stations | learning centers | center rotations > Blended Learning
Anchor Charts
Graphic Organizers
Interactive Notebooks
Thinking Maps
Exit Tickets | exit slips
Rubric Development | rubrics | rubric design | grading rubrics
Benchmark Assessments | interim assessments | benchmark testing
Common Formative Assessments | common assessments > Formative Assessment
Curriculum-Based Measurement | =CBM > Progress Monitoring
Running Records > Guided Reading
Test Administration | test proctoring | standardized test administration | state test administration
Gradebook Management | gradebook | grade books | grading and reporting
Unit Planning | unit plans | unit planning and design > Lesson Planning
Pacing Guides | pacing calendars
Scope and Sequence
Curriculum Alignment | standards alignment | vertical alignment | horizontal alignment > Curriculum Development
Classroom Routines | classroom procedures | routines and procedures > Classroom Management
Behavior Management | behavior support | student behavior management | behaviour management
Morning Meeting | community circle
Responsive Classroom
Conscious Discipline
~Second Step | Second Step curriculum > Social-Emotional Learning
=CHAMPS | Safe & Civil Schools CHAMPS > Classroom Management
Whole Brain Teaching
Kagan Structures | Kagan cooperative learning | Kagan strategies | =Kagan > Cooperative Learning
Teach Like a Champion | =TLAC
Danielson Framework | Framework for Teaching | Charlotte Danielson Framework | Danielson Framework for Teaching
Marzano Framework | Marzano strategies | Marzano instructional strategies | Marzano Focused Teacher Evaluation Model | =Marzano
Culturally Responsive Teaching | culturally responsive pedagogy | culturally relevant pedagogy | culturally sustaining pedagogy | culturally responsive instruction
Student Engagement Strategies | student engagement techniques
Check-In/Check-Out | =CICO > Positive Behavioral Interventions and Supports
Tiered Interventions | tier 2 interventions | tier 3 interventions | tiered instruction > Multi-Tiered System of Supports
Character Education
Digital Citizenship
~AVID | Advancement Via Individual Determination | AVID strategies
Professional Learning Communities | ?=PLC
Lesson Study
Classroom Observations | classroom walkthroughs | instructional rounds | learning walks | teacher observations
Teacher Evaluation | educator evaluation
Parent-Teacher Conferences | family conferences | student-led conferences
Family Engagement | parent engagement | family involvement | parental involvement | family and community engagement
Family Communication | parent communication | home-school communication | parent newsletters
Phonemic Awareness | phonemic awareness instruction > Science of Reading
Phonological Awareness > Science of Reading
Reading Fluency | fluency instruction | oral reading fluency | =ORF
Reading Comprehension | comprehension strategies | comprehension instruction | reading comprehension strategies
Vocabulary Instruction | vocabulary development | academic vocabulary
Structured Literacy > Science of Reading
Word Study | word work
Decodable Texts | decodable readers | decodable books > Phonics Instruction
Sight Words | high-frequency words | heart words
Shared Reading
Interactive Read-Alouds | read-alouds
Independent Reading
Close Reading | close reading strategies
Readers Workshop | reading workshop
Writers Workshop | writing workshop
Writing Instruction | writing process instruction | process writing
6+1 Trait Writing | six traits of writing | 6 traits writing | six trait writing > Writing Instruction
Handwriting Instruction | handwriting
Number Sense
Math Fact Fluency | math fluency | fact fluency
Math Intervention | mathematics intervention
Number Talks
Math Manipulatives | manipulatives | hands-on manipulatives
Concrete-Representational-Abstract | =CRA sequence
Math Workshop | guided math
Cognitively Guided Instruction
Singapore Math | Singapore mathematics
Math in Focus > Singapore Math
Accommodations and Modifications | classroom accommodations | testing accommodations | instructional accommodations | ~accommodations
IEP Meetings | IEP meeting facilitation | =ARD meetings | =ARD > Individualized Education Program
IEP Goal Writing | IEP goals | IEP development | measurable annual goals > Individualized Education Program
Present Levels of Performance | =PLAAFP | =PLEP | present levels of academic achievement and functional performance > Individualized Education Program
Secondary Transition Planning | postsecondary transition planning | IEP transition planning | secondary transition
Least Restrictive Environment | =LRE > Special Education
Individuals with Disabilities Education Act | =IDEA | =IDEIA | IDEA compliance > Special Education
Special Education Case Management | IEP case management > Special Education
Self-Contained Classroom | self-contained special education
Resource Room | resource classroom | resource room instruction
Push-In Services | push-in support | push-in instruction
Pull-Out Services | pull-out instruction | pull-out support
Life Skills Instruction | life skills curriculum | functional skills instruction | functional academics
Structured Teaching | =TEACCH > Special Education
Psychoeducational Evaluations | psychoeducational assessment | psychoeducational testing | psycho-educational evaluations
Wechsler Intelligence Scale for Children | =WISC-V | =WISC > Psychoeducational Evaluations
Woodcock-Johnson | =WJ-IV | Woodcock-Johnson IV > Psychoeducational Evaluations
BASC-3 | =BASC | Behavior Assessment System for Children > Psychoeducational Evaluations
Vineland Adaptive Behavior Scales | Vineland-3 | Vineland > Psychoeducational Evaluations
Nationally Certified School Psychologist | =NCSP
Dual Language Instruction | dual language immersion | two-way immersion | dual language program | =DLI > Bilingual Education
Newcomer Programs | newcomer support | newcomer instruction > English as a Second Language
Language Objectives | content and language objectives | language and content objectives > English as a Second Language
Project GLAD | =GLAD | Guided Language Acquisition Design > English as a Second Language
Structured English Immersion | ~=SEI | Sheltered English Immersion > English as a Second Language
Physical Education | physical education instruction
Adapted Physical Education | adaptive physical education | ~=APE > Physical Education
Music Education | music instruction
Art Education | art instruction | visual arts education
Career and Technical Education | career & technical education | vocational education
Credit Recovery | credit recovery programs
Dual Enrollment | dual credit | concurrent enrollment
Special Education Law | special education regulations | special education compliance > Special Education

## Teaching curricula, assessments and credentials
Eureka Math | EngageNY Math | Eureka Math² | Eureka Math Squared | EngageNY
Illustrative Mathematics | =IM math | IM K-12 Math
enVision Mathematics | enVision Math | enVisionMATH | Savvas enVision
Bridges in Mathematics | Bridges Math
Everyday Mathematics | Everyday Math
Go Math! | HMH Go Math
HMH Into Math | ~Into Math
HMH Math Expressions | ~Math Expressions
Big Ideas Math
Saxon Math
Investigations in Number, Data, and Space | Investigations math | TERC Investigations
Carnegie Learning | =MATHia
Zearn | Zearn Math
IXL | IXL Learning
DreamBox | DreamBox Learning | DreamBox Math
Khan Academy
ALEKS
Wit & Wisdom | ~Wit and Wisdom
EL Education | EL Education curriculum | Expeditionary Learning
Core Knowledge Language Arts | =CKLA | Amplify CKLA
Amplify ELA
~Units of Study | Lucy Calkins Units of Study | Teachers College Reading and Writing Project | =TCRWP | Lucy Calkins
~Wonders | McGraw-Hill Wonders | Reading Wonders
~Journeys | HMH Journeys | Journeys reading
HMH Into Reading | ~Into Reading
Benchmark Advance | Benchmark Adelante
StudySync
myView Literacy | Savvas myView | myView
Heggerty | Heggerty Phonemic Awareness > Phonemic Awareness
Fundations | Wilson Fundations > Wilson Reading System
UFLI Foundations | =UFLI > Phonics Instruction
Lexia Core5 | Lexia | Lexia Learning | Lexia PowerUp
READ 180 | Read180
System 44
Leveled Literacy Intervention | =LLI | Fountas & Pinnell LLI > Fountas and Pinnell
Reading Recovery > Reading Intervention
Really Great Reading > Reading Intervention
=SPIRE | S.P.I.R.E. > Reading Intervention
Barton Reading and Spelling System | Barton Reading > Reading Intervention
Lindamood-Bell | Lindamood Phoneme Sequencing | =LiPS > Reading Intervention
Step Up to Writing > Writing Instruction
Words Their Way > Word Study
Raz-Kids | Reading A-Z | Raz-Plus
Newsela
CommonLit
Renaissance Star Assessments | Star Reading | Star Math | Star Early Literacy | Renaissance Star
Accelerated Reader | Renaissance Accelerated Reader
Istation | =ISIP | Istation Indicators of Progress
mCLASS | Amplify mCLASS > DIBELS
Acadience Reading | Acadience | DIBELS Next > DIBELS
aimsweb | aimswebPlus > Curriculum-Based Measurement
easyCBM > Curriculum-Based Measurement
FastBridge | FAST assessments > Curriculum-Based Measurement
Lexile | Lexile levels | Lexile measures | Lexile Framework
Developmental Reading Assessment | ~=DRA | =DRA2 | =DRA3
Texas Educator Certificate | Texas teaching certificate | Texas teacher certification | Texas educator certification > Teaching License
TExES | Texas Examinations of Educator Standards > Texas Educator Certificate
California Teaching Credential | CTC credential > Teaching License
Multiple Subject Teaching Credential | multiple subject credential > California Teaching Credential
Single Subject Teaching Credential | single subject credential > California Teaching Credential
Education Specialist Credential | education specialist instruction credential > California Teaching Credential
CBEST | California Basic Educational Skills Test
CSET | California Subject Examinations for Teachers
~RICA | Reading Instruction Competence Assessment
Florida Educator Certificate | Florida teaching certificate | =FTCE | Florida Teacher Certification Examinations > Teaching License
New York State Teaching Certification | New York State teaching certificate | =NYSTCE > Teaching License
Alternative Teacher Certification | alternative certification | alternative route to certification | alternative teaching certificate > Teaching License
Substitute Teaching License | substitute teaching certificate | substitute teaching permit | substitute license > Teaching License
ESL Endorsement | ESOL endorsement | =ELL endorsement | =ENL certification | ESL Supplemental Certification | ESL Supplemental | English as a Second Language Supplemental > English as a Second Language
Reading Specialist Certification | reading specialist | literacy specialist certification > Literacy Instruction
edTPA > Teaching License
Foundations of Reading Test | Foundations of Reading > Teaching License
ParaPro Assessment | =ParaPro | paraprofessional certification
School Administrator Certification | principal certification | administrative services credential | principal license
WIDA | WIDA standards | WIDA ACCESS | ACCESS for ELLs | WIDA ACCESS for ELLs > English as a Second Language
ELPAC | English Language Proficiency Assessments for California > English as a Second Language
TELPAS | Texas English Language Proficiency Assessment System > English as a Second Language
STAAR | State of Texas Assessments of Academic Readiness | STAAR testing
Smarter Balanced | =SBAC | Smarter Balanced Assessment
PARCC
Regents Exams | Regents examinations | New York State Regents
Family Educational Rights and Privacy Act | =FERPA | FERPA compliance
Every Student Succeeds Act | =ESSA
~Title I | Title I programs | Title 1 programs
McKinney-Vento Act | McKinney-Vento | McKinney-Vento Homeless Assistance Act
Wechsler Individual Achievement Test | =WIAT | =WIAT-4 | =WIAT-III > Psychoeducational Evaluations
CLAD Certificate | =CLAD | Crosscultural Language and Academic Development
EL Authorization | English Learner Authorization
Special Education Information System | =SEIS > Individualized Education Program
Aeries | Aeries SIS > Student Information Systems
Texas Reading Academies | Reading Academies | HB 3 Reading Academies

## Early childhood education practice
Developmentally Appropriate Practice | ~=DAP > Early Childhood Education
Play-Based Learning | play-based curriculum | learning through play > Early Childhood Education
Emergent Curriculum > Early Childhood Education
Reggio Emilia Approach | Reggio Emilia | Reggio-inspired > Early Childhood Education
Waldorf Education | Steiner education | Waldorf
HighScope | HighScope curriculum > Early Childhood Education
~Creative Curriculum | The Creative Curriculum | Teaching Strategies Creative Curriculum > Early Childhood Education
Teaching Strategies GOLD | =TS GOLD | GOLD assessment | GOLD by Teaching Strategies > Early Childhood Education
Frog Street | Frog Street Pre-K
Head Start Program Performance Standards | =HSPPS | Head Start performance standards
~Head Start | Early Head Start | Head Start programs
Classroom Assessment Scoring System | ~=CLASS | =CLASS observation
Early Childhood Environment Rating Scale | =ECERS | =ECERS-3 | =ECERS-R
Infant/Toddler Environment Rating Scale | =ITERS | =ITERS-3 | =ITERS-R
Desired Results Developmental Profile | =DRDP > Early Childhood Education
Ages and Stages Questionnaires | =ASQ-3 | =ASQ:SE | =ASQ:SE-2 | Ages & Stages Questionnaires > Developmental Screening
NAEYC Accreditation | =NAEYC | NAEYC standards
Quality Rating and Improvement System | =QRIS | quality rating systems
Pyramid Model | Teaching Pyramid | Pyramid Model for Supporting Social Emotional Competence > Social-Emotional Learning
Child Care Licensing | childcare licensing | child care licensing regulations | licensing standards | state licensing requirements
Child Observation and Documentation | child observation | anecdotal records | observational assessment | child portfolios
Circle Time | circle time activities | group time
Infant and Toddler Care | infant care | toddler care | infant/toddler care
Diapering | diaper changing
Toilet Training | potty training | toilet learning
Transition Activities | classroom transitions | transition strategies
Kindergarten Readiness | school readiness | kindergarten transition
Early Literacy | emergent literacy | pre-literacy skills
Early Numeracy | early math | emergent numeracy
Sensory Play | sensory activities | sensory bins
Gross Motor Development | gross motor activities | gross motor skills
Language-Rich Environment | language-rich classroom | oral language development
Family Child Care | family childcare | home-based child care
Pre-K Instruction | pre-kindergarten instruction | preschool instruction | =UPK | universal pre-K
Pediatric First Aid | pediatric first aid and CPR | pediatric CPR > First Aid
Child Development Permit | California Child Development Permit > Early Childhood Education
Early Childhood Credential | early childhood teaching license | ECE certification | =ECE credential > Early Childhood Education
Safe Sleep Practices | safe sleep | infant safe sleep > Infant and Toddler Care
Child and Adult Care Food Program | =CACFP | CACFP compliance
Early Learning Standards | early learning guidelines | early learning and development standards > Early Childhood Education
Developmental Milestones | milestone tracking | developmental milestone tracking > Child Development
Family-Style Dining | family style meals > Early Childhood Education

## Higher education practice
Degree Audits | degree auditing > Academic Advising
Degree Planning | educational planning | academic plans > Academic Advising
Course Registration | student registration | class registration
Transfer Credit Evaluation | transfer credit | transfer credit articulation | transcript evaluation
Articulation Agreements | transfer agreements
Enrollment Management | strategic enrollment management | enrollment planning
Admissions Counseling | admissions recruitment | admissions recruiting | undergraduate admissions
Application Review | admissions application review | holistic review
Financial Aid Administration | financial aid processing | student financial aid | financial aid counseling
FAFSA | Free Application for Federal Student Aid | FAFSA completion > Financial Aid Administration
Title IV Compliance | Title IV regulations | Title IV funding > Financial Aid Administration
Satisfactory Academic Progress | =SAP appeals | satisfactory academic progress appeals > Financial Aid Administration
Return of Title IV Funds | =R2T4 > Title IV Compliance
Student Retention | retention initiatives | student persistence
Early Alert Systems | early alert > Student Retention
New Student Orientation | orientation programs | student orientation
Residence Life | residential life | housing and residence life | residence hall management
Student Conduct | student conduct administration | judicial affairs | student discipline | code of conduct hearings
Title IX | Title IX compliance | Title IX investigations | Title IX coordination
Clery Act | Clery compliance | Clery reporting | Jeanne Clery Act
Student Disability Services | disability services | disability accommodations | accessibility services | academic accommodations
Career Services | career advising | career counseling | career development services
Experiential Learning | experiential education | work-integrated learning
Internship Programs | internship coordination | internship program management
Service-Learning | community-based learning
Study Abroad Advising | education abroad | study abroad programs
International Student Services | international student advising | =F-1 advising | =J-1 advising
SEVIS | Student and Exchange Visitor Information System > International Student Services
Student Development Theory | student development
Academic Coaching | success coaching | student success coaching
Peer Tutoring | tutor training | peer tutoring programs
Supplemental Instruction | supplemental instruction leader | =SI leader
Writing Center Consulting | writing tutoring | writing center tutoring
Developmental Education | remedial education | corequisite remediation | developmental education courses
Adult Basic Education | ~=ABE | adult education | adult literacy
GED Instruction | =GED | GED preparation | GED prep > Adult Basic Education
HiSET | HiSET exam > Adult Basic Education
Competency-Based Education | ~=CBE | competency-based learning
Prior Learning Assessment | ~=PLA | credit for prior learning | ~=CPL
Learning Outcomes Assessment | student learning outcomes assessment | outcomes assessment | assessment of student learning | ?=SLO
Academic Program Review
Curriculum Committees | curriculum approval process
Institutional Accreditation | regional accreditation | accreditation self-study | self-study reports | reaffirmation of accreditation
SACSCOC | Southern Association of Colleges and Schools Commission on Colleges > Institutional Accreditation
Higher Learning Commission | =HLC > Institutional Accreditation
Middle States Commission on Higher Education | =MSCHE | Middle States accreditation > Institutional Accreditation
WASC Senior College and University Commission | =WSCUC | =WASC > Institutional Accreditation
AACSB Accreditation | =AACSB > Institutional Accreditation
=CAEP | Council for the Accreditation of Educator Preparation > Institutional Accreditation
=CCNE | Commission on Collegiate Nursing Education > Institutional Accreditation
=ACEN | Accreditation Commission for Education in Nursing > Institutional Accreditation
Institutional Research | =IPEDS reporting | institutional research reporting
IPEDS | Integrated Postsecondary Education Data System > Institutional Research
Research Administration | sponsored programs administration | sponsored research administration | sponsored programs
Pre-Award Administration | pre-award > Research Administration
Post-Award Administration | post-award | post-award grants management > Research Administration
Uniform Guidance | 2 CFR 200 | 2 CFR Part 200 > Research Administration
Effort Reporting | effort certification > Research Administration
eRA Commons | NIH eRA Commons > Research Administration
Grants.gov > Research Administration
Information Literacy Instruction | information literacy | library instruction | bibliographic instruction
Library Cataloging | ~cataloging | ~cataloguing | =MARC records | =RDA cataloging
Collection Development | library collection development
Reference Services | reference desk | reference interviews
Interlibrary Loan | =ILL
Dewey Decimal Classification | Dewey Decimal | Dewey Decimal System
Library of Congress Classification | =LCC | Library of Congress Subject Headings | =LCSH | LC Classification
Integrated Library Systems | library management systems
Ex Libris Alma | ~=Alma > Integrated Library Systems
OCLC WorldCat | WorldCat | =OCLC
Koha > Integrated Library Systems
LibGuides | Springshare LibGuides
Ellucian Banner | ~=Banner | Banner Student > Student Information Systems
Ellucian Colleague > Student Information Systems
PeopleSoft Campus Solutions | Campus Solutions > Student Information Systems
Workday Student > Student Information Systems
Slate CRM | Technolutions Slate | ~=Slate > Enrollment Management
Degree Works | DegreeWorks | Ellucian Degree Works > Degree Audits
EAB Navigate | ~=Navigate | Navigate360 > Student Retention
~Starfish | Hobsons Starfish | EAB Starfish > Early Alert Systems
Symplicity > Career Services

## Teaching and training practice in higher education and the workplace
Syllabus Development | syllabus design | syllabi development | syllabus writing > Course Design
Lecture Delivery | lecturing
Thesis Supervision | dissertation supervision | thesis advising | dissertation advising | graduate student supervision
Research Mentoring | undergraduate research mentoring | research supervision
Academic Writing | scholarly writing
Literature Reviews | literature searches
Turnitin
Respondus LockDown Browser | Respondus | LockDown Browser
Proctorio
Honorlock
ExamSoft
Gradescope
Panopto
Kaltura
VoiceThread
~Top Hat | Top Hat classroom
iClicker | i>clicker
Poll Everywhere
McGraw Hill Connect
Pearson MyLab | MyLab | ~Mastering | Pearson Mastering
Cengage MindTap | MindTap
WebAssign
Quality Matters | =QM rubric | Quality Matters rubric | QM certification
Open Educational Resources | =OER
HyFlex Teaching | =HyFlex | hybrid flexible | HyFlex instruction
Asynchronous Instruction | asynchronous learning | asynchronous courses | asynchronous teaching
Clinical Simulation | simulation-based education | high-fidelity simulation | healthcare simulation | simulation lab
Clinical Instruction | clinical teaching | clinical nursing instruction
Certified Healthcare Simulation Educator | =CHSE > Clinical Simulation
Certified Nurse Educator | =CNE > Nursing Education
Nursing Education | nurse education | nursing staff education
Continuing Education | =CEUs | continuing education units | continuing education credits
Continuing Medical Education | ~=CME | =CME accreditation | =ACCME
Training Needs Analysis | training needs assessment | learning needs analysis | =TNA | needs analysis | training needs assessments
Train-the-Trainer | trainer development
Instructor-Led Training | =ILT | classroom training
Virtual Instructor-Led Training | =VILT | virtual classroom training | virtual classroom
Microlearning | micro-learning | microlearning modules
Kirkpatrick Model | Kirkpatrick evaluation | Kirkpatrick's four levels | Kirkpatrick levels | =Kirkpatrick
Training Evaluation | training effectiveness evaluation | training effectiveness measurement
Training Delivery | training facilitation | delivering training
In-Service Training | in-service | inservice training | in-service education
Compliance Training | mandatory training | regulatory training
Learning Objectives | learning objective writing | instructional objectives
Job Aids | performance support tools
Item Writing | test item writing | assessment item writing
Psychometrics | psychometric analysis | item analysis
Gagné's Nine Events of Instruction | Gagne's Nine Events | nine events of instruction > Instructional Design
Successive Approximation Model | =SAM model | ?=SAM > Instructional Design
Branching Scenarios | branching scenario | branched scenarios | scenario-based branching > E-Learning Development
Software Simulations | software simulation | system simulations training | software simulation training > E-Learning Development
Facilitator Guides | facilitator guide | leader guides | facilitator materials > Instructor-Led Training
Vyond | Vyond animations | GoAnimate > E-Learning Development
Learning Analytics | training analytics | learning data analytics | =xAPI analytics > Instructional Design

## Counseling and behavioral health practice
Interobserver Agreement | ?=IOA | inter-observer agreement | interobserver reliability > Applied Behavior Analysis
Transcranial Magnetic Stimulation | ?=TMS | =rTMS | =TMS therapy | repetitive transcranial magnetic stimulation
Intake Assessments | clinical intake | intake interviews | intake evaluations
Diagnostic Assessment | diagnostic evaluation | clinical diagnostic assessment
Safety Planning | safety plans | suicide safety planning | crisis safety planning > Suicide Risk Assessment
Columbia Suicide Severity Rating Scale | =C-SSRS | Columbia Protocol > Suicide Risk Assessment
PHQ-9 | Patient Health Questionnaire-9 | Patient Health Questionnaire
Depression Screening > PHQ-9
GAD-7 | Generalized Anxiety Disorder 7
Adverse Childhood Experiences Screening | =ACEs screening | adverse childhood experiences | ?=ACE | =ACEs | =ACEs questionnaire | =ACE screening
Child and Adolescent Needs and Strengths | =CANS | CANS assessment
Level of Care Utilization System | =LOCUS
ASAM Criteria | ASAM placement criteria | ASAM levels of care | ASAM dimensions | =ASAM > Substance Abuse Counseling
SBIRT
Progress Notes | clinical progress notes | therapy progress notes
Individualized Service Plans | ~=ISP | individual service plans
Person-Centered Planning | person-centered plans | person-centered service planning
Strengths-Based Practice | strengths-based approach | strengths perspective
Clinical Supervision | clinical supervisor | supervision for licensure
Teletherapy | telemental health | online therapy | virtual therapy | telepractice | telebehavioral health | telepsychiatry > Telehealth
Wraparound Services | ~wraparound | high-fidelity wraparound
In-Home Therapy | home-based therapy | in-home counseling | home-based counseling
Play Therapy | child-centered play therapy
Trauma-Focused Cognitive Behavioral Therapy | =TF-CBT | trauma-focused CBT > Cognitive Behavioral Therapy, Trauma-Informed Care
Cognitive Processing Therapy > Cognitive Behavioral Therapy
Prolonged Exposure Therapy | prolonged exposure > Cognitive Behavioral Therapy
Exposure and Response Prevention | exposure response prevention > Cognitive Behavioral Therapy
Parent-Child Interaction Therapy | =PCIT
Child-Parent Psychotherapy
Multisystemic Therapy | ~=MST
Functional Family Therapy | =FFT > Family Therapy
Interpersonal Psychotherapy | interpersonal therapy | ~=IPT
Psychodynamic Therapy | psychodynamic psychotherapy | psychoanalytic therapy
Person-Centered Therapy | client-centered therapy | Rogerian therapy
Narrative Therapy
Emotionally Focused Therapy | emotionally focused couples therapy
Gottman Method | Gottman Method Couples Therapy | Gottman couples therapy
Couples Therapy | couples counseling | marriage counseling | marital therapy
Grief Counseling | bereavement counseling | grief support | bereavement support | ~bereavement
Art Therapy | creative arts therapy | expressive arts therapy
Mindfulness-Based Stress Reduction | =MBSR
Mindfulness-Based Cognitive Therapy | =MBCT > Cognitive Behavioral Therapy
~Seeking Safety > Trauma-Informed Care
~Matrix Model > Substance Abuse Counseling
Contingency Management > Substance Abuse Counseling
Relapse Prevention > Substance Abuse Counseling
Twelve-Step Facilitation | 12-step facilitation > Substance Abuse Counseling
Psychoeducation | psychoeducational groups | psychoeducational group facilitation
Anger Management | anger management groups
Support Group Facilitation | support groups | peer support groups
Stages of Change | transtheoretical model > Motivational Interviewing
Co-Occurring Disorders Treatment | co-occurring disorders | dual diagnosis | dual diagnosis treatment > Substance Abuse Counseling
Intensive Outpatient Programs | =IOP | intensive outpatient
Partial Hospitalization Programs | partial hospitalization
Residential Treatment | residential treatment programs | residential treatment centers
Withdrawal Management | detox | detoxification | medical detox | alcohol withdrawal | alcohol withdrawal management | alcohol withdrawal protocols | alcohol detox
Opioid Treatment Programs | =OTP | methadone maintenance | methadone treatment > Medication-Assisted Treatment
Crisis Stabilization | crisis stabilization services | crisis stabilization units > Crisis Intervention
Mobile Crisis Response | mobile crisis | mobile crisis team | mobile crisis services > Crisis Intervention
Crisis Hotline Counseling | crisis line | crisis hotline | 988 crisis line > Crisis Intervention
Involuntary Commitment | involuntary holds | civil commitment | emergency petitions | involuntary hospitalization | psychiatric holds | psych holds
Assertive Community Treatment | =ACT team | assertive community treatment team
Targeted Case Management | intensive case management > Case Management
Peer Support Services | peer support | peer recovery support | recovery coaching | peer recovery coaching
Supported Employment | job coaching | ?=IPS
Individual Placement and Support | IPS supported employment | IPS model | ?=IPS > Supported Employment
Vocational Rehabilitation | vocational rehabilitation counseling | vocational counseling
Discrete Trial Training | =DTT | discrete trial teaching > Applied Behavior Analysis
Natural Environment Teaching | natural environment training > Applied Behavior Analysis
Pivotal Response Treatment | =PRT | pivotal response training > Applied Behavior Analysis
~Verbal Behavior | =VB-MAPP | verbal behavior milestones assessment and placement program > Applied Behavior Analysis
ABLLS-R | =ABLLS | Assessment of Basic Language and Learning Skills > Applied Behavior Analysis
Autism Diagnostic Observation Schedule | =ADOS | =ADOS-2 > Psychological Assessment
Beck Depression Inventory | =BDI | =BDI-II > Psychological Assessment
Licensed Mental Health Counselor | =LMHC
Licensed Clinical Professional Counselor | =LCPC | Licensed Professional Clinical Counselor | =LPCC > Licensed Professional Counselor
Licensed Clinical Mental Health Counselor | =LCMHC
National Certified Counselor | =NCC
Licensed Chemical Dependency Counselor | =LCDC > Substance Abuse Counseling
Licensed Alcohol and Drug Counselor | =LADC > Substance Abuse Counseling
Certified Peer Recovery Specialist | =CPRS | certified peer specialist > Peer Support Services
Certified Rehabilitation Counselor | ?=CRC > Vocational Rehabilitation
National Counselor Examination | =NCE
National Clinical Mental Health Counseling Examination | =NCMHCE

## Social work and human services practice
Reentry Services | ~reentry | prison reentry | reentry support
Child Welfare | child welfare practice | child welfare services
Child Protective Services | =CPS investigations | child abuse investigations | child protective investigations > Child Welfare
Child Safety Assessment | risk and safety assessment > Child Welfare
Structured Decision Making | ~=SDM > Child Welfare
Forensic Interviewing | forensic interviews | child forensic interviewing
Foster Care Case Management | foster care | foster care services > Child Welfare
Permanency Planning | ~permanency > Child Welfare
Kinship Care | kinship placements | relative placements > Child Welfare
Adoption Home Studies | home studies | home study assessments
Family Preservation Services | family preservation > Child Welfare
Family Reunification | reunification services | family reunification services > Child Welfare
Supervised Visitation | supervised visits | family visitation
Independent Living Services | transition-age youth services | independent living skills > Child Welfare
Court Report Writing | dependency court reports | court report preparation | court reports
Interstate Compact on the Placement of Children | =ICPC > Child Welfare
Indian Child Welfare Act | =ICWA > Child Welfare
Mandated Reporting | mandatory reporting | mandated reporter | child abuse reporting | mandated reporter training
Adult Protective Services | =APS investigations | elder abuse investigations
Guardianship | conservatorship | guardianship proceedings
Caregiver Support | caregiver education | caregiver training | family caregiver support | family training | family and caregiver training
Long-Term Care Placement | nursing home placement | facility placement
Home and Community-Based Services | =HCBS | Medicaid waiver services | Medicaid waivers | Medicaid waiver programs > Medicaid
Options Counseling
Eligibility Determination | eligibility screening | eligibility assessments
Public Benefits Navigation | benefits navigation | public benefits enrollment | benefits application assistance | benefits counseling
=SNAP | Supplemental Nutrition Assistance Program | food stamps | SNAP benefits > Public Benefits Navigation
TANF | Temporary Assistance for Needy Families > Public Benefits Navigation
SSI/SSDI Outreach, Access, and Recovery | SOAR program | SOAR model | SSI applications | SSDI applications > Public Benefits Navigation
Housing First
Housing Navigation | housing search assistance | housing placement | housing search | housing assistance | housing resources
Rapid Rehousing | rapid re-housing | =RRH > Housing First
Permanent Supportive Housing | =PSH | supportive housing > Housing First
Housing Choice Vouchers | ~Section 8 | housing vouchers | Section 8 vouchers
Homeless Management Information System | =HMIS
Coordinated Entry | coordinated entry system | coordinated assessment
VI-SPDAT | Vulnerability Index-Service Prioritization Decision Assistance Tool > Coordinated Entry
Street Outreach | homeless outreach | street outreach services
Eviction Prevention | eviction diversion
Domestic Violence Advocacy | =DV advocacy | domestic violence services | intimate partner violence services | ~domestic violence | intimate partner violence
Lethality Assessment | Danger Assessment > Domestic Violence Advocacy
Sexual Assault Advocacy | rape crisis counseling | sexual assault counseling
Victim Advocacy | victim services | victim assistance | crime victim advocacy
School Social Work | school-based social work | school social work services
Attendance Intervention | truancy intervention | chronic absenteeism intervention | attendance improvement | chronic absenteeism
Behavioral Threat Assessment | school threat assessment | threat assessment teams
Bullying Prevention | anti-bullying programs | bullying intervention
NASW Code of Ethics | =NASW Code | social work code of ethics
Master of Social Work | =MSW
Bachelor of Social Work | =BSW
Licensed Social Worker | =LSW
Licensed Independent Social Worker | =LISW
Licensed Independent Clinical Social Worker | =LICSW > Licensed Clinical Social Worker
ASWB Exam | =ASWB | Association of Social Work Boards exam

## Pharmacy operations, systems and credentials
Controlled Substance Regulations | controlled substances | controlled substance laws | Controlled Substances Act > Controlled Substance Management
DEA Compliance | DEA regulations | DEA requirements | ~=DEA > Controlled Substance Regulations
Controlled Substance Ordering System | =CSOS > DEA Form 222
=ARCOS | Automation of Reports and Consolidated Orders System > Controlled Substance Regulations
Electronic Prescriptions for Controlled Substances | =EPCS > Electronic Prescribing
Electronic Prescribing | e-prescribing | ePrescribing | electronic prescriptions | =eRx
Surescripts > Electronic Prescribing
Sig Codes | sig code translation | prescription sigs
National Drug Code | =NDC | NDC numbers
Medicare Part D | Part D plans > Medicare
Risk Evaluation and Mitigation Strategies | =REMS | REMS programs
Laminar Airflow Workbench | laminar flow hood | laminar airflow hood | =LAFW > Sterile Compounding
Biological Safety Cabinet | biosafety cabinet | biological safety cabinets
Patient Counseling | medication counseling | patient medication counseling | pharmacist counseling
Pharmacist Interventions | clinical pharmacy interventions | pharmacy interventions
Collaborative Practice Agreements | collaborative practice agreement | collaborative drug therapy management | =CDTM
Facts & Comparisons | Facts and Comparisons
Cerner PharmNet | PharmNet
ScriptPro > Pharmacy Automation
Parata Systems | Parata Max | ~=Parata > Pharmacy Automation
Kirby Lester | Kirby Lester counters > Pharmacy Automation
Pharmacy Automation | pharmacy automation systems | automated pharmacy systems
Medication Synchronization | med sync | appointment-based medication synchronization > Medication Adherence
Multi-Dose Adherence Packaging | blister packaging | blister packs | adherence packaging | compliance packaging | multi-dose packaging | multidose packaging > Medication Adherence
Long-Term Care Pharmacy | long term care pharmacy | =LTC pharmacy
Specialty Pharmacy | specialty pharmacy services
Nuclear Pharmacy | radiopharmacy
Board Certified Oncology Pharmacist | =BCOP > Clinical Pharmacy
Board Certified Critical Care Pharmacist | =BCCCP > Clinical Pharmacy
Board Certified Psychiatric Pharmacist | =BCPP > Clinical Pharmacy
Board Certified Infectious Diseases Pharmacist | =BCIDP > Clinical Pharmacy
Board Certified Geriatric Pharmacist | =BCGP > Clinical Pharmacy
Board Certified Pediatric Pharmacy Specialist | =BCPPS > Clinical Pharmacy
Board Certified Sterile Compounding Pharmacist | =BCSCP > Sterile Compounding
PGY1 Pharmacy Residency | =PGY1 | =PGY-1 | PGY1 residency
PGY2 Pharmacy Residency | =PGY2 | =PGY-2 | PGY2 residency
California Pharmacist Jurisprudence Examination | =CPJE > Pharmacy Law
ISMP Guidelines | =ISMP | ISMP best practices > Medication Safety
Medication Error Reporting | medication incident reporting > Medication Safety
Tech-Check-Tech | tech check tech
Pharmacy Audits | pharmacy audit | =PBM audits
Step Therapy > Prior Authorization
Therapeutic Interchange | therapeutic substitution > Formulary Management
OutcomesMTM > Medication Therapy Management
Drug Recall Management | drug recalls
Prescription Transfers | Rx transfers | prescription transfer

## Physical and occupational therapy techniques and credentials
Joint Mobilization | joint mobilisation | joint mobilizations > Manual Therapy
Thrust Manipulation | high-velocity low-amplitude manipulation | =HVLA > Manual Therapy
Soft Tissue Mobilization | soft tissue mobilisation | soft tissue techniques > Manual Therapy
Myofascial Release | myofascial release therapy > Manual Therapy
Instrument-Assisted Soft Tissue Mobilization | =IASTM | instrument-assisted soft tissue manipulation > Manual Therapy
Graston Technique | Graston > Instrument-Assisted Soft Tissue Mobilization
McKenzie Method | Mechanical Diagnosis and Therapy | ~McKenzie | ?=MDT > Manual Therapy
Mulligan Concept | Mulligan techniques | Mulligan mobilizations | ~Mulligan | =MWM | mobilization with movement > Manual Therapy
Maitland Concept | Maitland mobilizations | ~Maitland | Maitland approach > Manual Therapy
Proprioceptive Neuromuscular Facilitation | =PNF | PNF stretching
Constraint-Induced Movement Therapy | =CIMT | constraint-induced therapy > Neurological Rehabilitation
Canalith Repositioning | Epley maneuver | canalith repositioning maneuvers | BPPV treatment | =BPPV | benign paroxysmal positional vertigo > Vestibular Rehabilitation
Aquatic Therapy | aquatic physical therapy | pool therapy | aquatic rehabilitation
Cupping Therapy | myofascial cupping | cupping
Blood Flow Restriction Training | =BFR training | blood flow restriction therapy | =BFRT | =BFR
Transcutaneous Electrical Nerve Stimulation | =TENS > Electrical Stimulation
Neuromuscular Electrical Stimulation | =NMES > Electrical Stimulation
Therapeutic Ultrasound | ultrasound therapy > Therapeutic Modalities
Iontophoresis > Therapeutic Modalities
Mechanical Traction | cervical traction | lumbar traction > Therapeutic Modalities
Cryotherapy | cold therapy
Lymphedema Management | lymphedema therapy | lymphedema treatment
Complete Decongestive Therapy | complete decongestive therapy for lymphedema | ?=CDT > Lymphedema Management
Manual Lymphatic Drainage | =MLD > Lymphedema Management
Certified Lymphedema Therapist | ?=CLT | lymphedema certification | lymphedema certified > Lymphedema Management
LSVT BIG > Neurological Rehabilitation
LSVT LOUD | Lee Silverman Voice Treatment > Speech-Language Pathology
Schroth Method | Schroth therapy | Schroth scoliosis therapy | Schroth | scoliosis-specific exercise | Schroth certification | Schroth scoliosis
Pilates | clinical Pilates | Pilates instruction
Pelvic Floor Therapy | pelvic floor physical therapy | pelvic health physical therapy | pelvic floor rehabilitation | pelvic health therapy | pelvic health | pelvic floor rehab
Post-Operative Rehabilitation | post-op rehab | postoperative rehabilitation | post-surgical rehabilitation | post-operative rehab
Sports Rehabilitation | sports rehab | sports medicine rehabilitation
ACL Rehabilitation | =ACL rehab | ACL reconstruction rehabilitation > Post-Operative Rehabilitation
Work Conditioning | work conditioning programs
Work Hardening | work hardening programs > Work Conditioning
Cognitive Rehabilitation | cognitive rehab | cognitive retraining
Wheelchair Seating and Positioning | wheelchair seating | seating and mobility | seating and positioning | seating clinic | wheelchair evaluations | wheelchair assessment
Orthotic Fabrication | splint fabrication | custom splinting | orthosis fabrication
Plan of Care Development | plan of care | plans of care
Functional Outcome Measures | functional outcome measurement | standardized outcome measures
Focus on Therapeutic Outcomes | =FOTO > Functional Outcome Measures
Oswestry Disability Index | Oswestry > Functional Outcome Measures
Lower Extremity Functional Scale | =LEFS > Functional Outcome Measures
8-Minute Rule | eight-minute rule | CMS 8-minute rule
KX Modifier > Medicare
Medicare Part B | Part B therapy billing > Medicare
MedBridge | MedBridge HEP > Home Exercise Programs
Raintree Systems | Raintree EMR | ~Raintree
Net Health Therapy | Net Health
Clinicient | Clinicient Insight
Prompt EMR | Prompt Health
TheraOffice
Orthopaedic Clinical Specialist | Orthopedic Clinical Specialist | Orthopaedic Certified Specialist | ~=OCS
Sports Certified Specialist | ~=SCS
Neurologic Clinical Specialist | Neurologic Certified Specialist | =NCS
Geriatric Clinical Specialist | Geriatric Certified Specialist | ?=GCS
Pediatric Clinical Specialist | Pediatric Certified Specialist
Women's Health Clinical Specialist | ~=WCS
Fellow of the American Academy of Orthopaedic Manual Physical Therapists | =FAAOMPT > Manual Therapy
Certified Orthopedic Manual Therapist | =COMT > Manual Therapy
NBCOT Certification | =NBCOT | NBCOT exam > Occupational Therapy
`;
