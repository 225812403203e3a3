// Skill data in the line format of ../README.md.
export default String.raw`
## Clinical procedures and patient care
Patient Care | direct patient care | bedside care
Vital Signs | vitals | vital signs monitoring | ?=TPR
Patient Assessment | clinical assessment | physical assessment | head-to-toe assessment | nursing assessment
Patient Triage | ~triage
Phlebotomy | venipuncture | blood draw | lab draws
Peripheral IV Insertion | IV insertion | IV placement | IV starts | peripheral IV placement | peripheral IVs | start IVs | IV access | IV catheter placement
IV Therapy | intravenous therapy | infusion therapy
PICC Line Insertion | PICC placement | PICC insertion
Central Line Care | central line management | CVC care | central venous catheter care | central lines | central venous catheters | central venous lines
Medication Administration | med administration | med pass | medication pass
Immunization Administration | vaccine administration
Wound Care | wound management | wound dressing | dressing changes
Sterile Technique | aseptic technique | sterile field
Infection Control | infection prevention | infection prevention and control
Urinary Catheterization | Foley catheter insertion | Foley insertion | ?~Foley | ?~foley | Foley catheters | Foley catheter | Foley catheterization
Nasogastric Tube Insertion | NG tube insertion | NG tube placement
Enteral Feeding | tube feeding | G-tube feeding | enteral nutrition
Tracheostomy Care | trach care | trach | trachs | tracheostomies
Ostomy Care | colostomy care | stoma care | ostomy | ostomies | ileostomy care | urostomy care | ostomy management
Electrocardiography | =ECG | =EKG | 12-lead ECG | 12-lead EKG
Cardiac Monitoring | telemetry monitoring | cardiac telemetry
Hemodynamic Monitoring
Arterial Blood Gas Analysis | =ABG | arterial blood gases | ABG interpretation | arterial blood gas interpretation | blood gas analysis | blood gases | blood gas
Arterial Line Management | arterial line care | art line management | arterial line | art line
Chest Tube Management | chest tube care | chest tube
Cardiopulmonary Resuscitation | =CPR
Airway Management
Endotracheal Intubation | intubation
Mechanical Ventilation | ventilator management | vent management | ventilator modes | modes of ventilation | ventilation modes | pressure control ventilation | volume control ventilation
Oxygen Therapy | oxygen administration
Blood Glucose Monitoring | glucose monitoring | fingerstick glucose testing | point-of-care glucose testing | glucometer | glucose testing | blood sugar checks | blood sugar monitoring | accuchecks | accu-checks | blood glucose checks | blood glucose testing
Point-of-Care Testing | =POCT
Blood Transfusion | transfusion administration | blood transfusions | blood product administration | blood products | blood administration | blood product transfusion
Specimen Collection | specimen handling
Suturing | wound closure
Splinting | splint application | casting and splinting | splints | hand splints
Moderate Sedation | conscious sedation | procedural sedation
Pain Management
Neurological Assessment | neuro checks | neuro assessment
Sepsis Management | sepsis protocols | sepsis bundle | ~sepsis | sepsis care | sepsis recognition
Fall Prevention | falls prevention
Pressure Injury Prevention | pressure ulcer prevention | decubitus ulcer prevention | bedsore prevention | HAPI prevention
Safe Patient Handling | patient transfers | patient lifting
Activities of Daily Living Assistance | =ADL assistance | activities of daily living | =ADL
Range of Motion Exercises | =ROM exercises | range of motion | active range of motion | =AROM | =AAROM
Patient Education | patient teaching
Discharge Planning
Care Coordination
Medication Reconciliation | med reconciliation | med rec
Patient Safety
Palliative Care | comfort care
Hospice Care | end-of-life care | end of life care
Geriatric Care | elderly care | elder care | eldercare | ~geriatrics | geriatric medicine
Dementia Care | Alzheimer's care | memory care
Postpartum Care | postnatal care
Newborn Care | neonatal care
Breastfeeding Support | lactation support
Surgical Assisting | surgical assistance | first assisting | surgical first assist | first assist | surgical first assistant
Sterile Processing | central sterile processing | instrument reprocessing | instrument sterilization | ~sterilization | instrument processing
Dialysis | hemodialysis | haemodialysis
Chemotherapy Administration | chemo administration
Telehealth | telemedicine | virtual care
Remote Patient Monitoring | =RPM
Chronic Disease Management | chronic care management | ?=CCM
Diabetes Management | diabetes care
Clinical Documentation | nursing documentation | clinical charting | ~charting
SOAP Notes | ?=SOAP
Medical Terminology
Anatomy and Physiology | anatomy & physiology
Human Anatomy | anatomy | anatomical knowledge > Anatomy and Physiology
Medical Assisting | clinical medical assisting
Medical Scribing | medical scribe documentation | scribing
Cardiac Catheterization | cardiac cath | heart catheterization | cath lab | cardiac cath lab | catheterization lab
Cardiac Stress Testing | exercise stress testing | treadmill stress test | stress test assisting
Spirometry
Pulmonary Function Testing | =PFT
Holter Monitoring | Holter monitor | ~=Holter | Holter monitors | Holter monitor hookup
Electroencephalography | =EEG
Electromyography | =EMG
Polysomnography | =PSG | sleep study
First Aid
Ultrasound-Guided IV Access | ultrasound-guided IV | ultrasound-guided IVs | ultrasound-guided IV placement | ultrasound-guided peripheral IV | =USGPIV > Peripheral IV Insertion
IV Medication Administration | IV medications | IV push medications | intravenous medication administration | IV push | =IVPB | IV piggyback > Medication Administration
Rapid Sequence Intubation | rapid sequence induction | =RSI > Airway Management
STEMI Care | =STEMI | STEMI alerts | STEMI response

## Nursing specialties and practice
Nursing Process | =ADPIE
Nursing Care Plans | care planning | care plan development
Evidence-Based Practice | =EBP | evidence based practice
Medical-Surgical Nursing | med-surg nursing | med surg nursing | medical surgical nursing | med-surg
Critical Care Nursing | ICU nursing | intensive care nursing | critical care | =MICU | =SICU | =CVICU | intensive care unit
Emergency Nursing | ER nursing | ED nursing | emergency department nursing
Pediatric Nursing | paediatric nursing | peds nursing
NICU Nursing | =NICU | neonatal intensive care nursing | neonatal nursing
Labor and Delivery Nursing | L&D nursing | labour and delivery nursing | labor and delivery | ?=L&D
Obstetric Nursing | OB nursing | maternity nursing | maternal-child nursing
Oncology Nursing | cancer nursing
Psychiatric Nursing | mental health nursing | psych nursing | behavioral health nursing
Perioperative Nursing | OR nursing | operating room nursing | theatre nursing | perioperative care
Post-Anesthesia Care Nursing | PACU nursing | post-anesthesia care | post anesthesia care | =PACU
Home Health Nursing | home health care | home care nursing | home health
Long-Term Care Nursing | long-term care | LTC nursing | skilled nursing care
Gerontological Nursing | geriatric nursing
Public Health Nursing | community health nursing
School Nursing
Cardiac Nursing | cardiovascular nursing | cardiology nursing
Telemetry Nursing | tele nursing | ~telemetry | telemetry unit | telemetry units
Progressive Care Nursing | step-down nursing | stepdown nursing | PCU nursing | ?=IMC | =PCU | progressive care | step-down unit | stepdown unit
Nephrology Nursing | dialysis nursing | renal nursing
Infusion Nursing
Wound Ostomy Continence Nursing | WOC nursing
Telephone Triage | phone triage | telephonic triage
Case Management | care management
Utilization Review | ~=UR
Utilization Management | ~=UM
Nursing Informatics

## Therapy, rehabilitation and behavioral health
Physical Therapy | physiotherapy | ~=PT
Occupational Therapy | ~=OT
Speech-Language Pathology | speech therapy | speech and language therapy | =SLP
Respiratory Therapy | respiratory care
Therapeutic Exercise
Manual Therapy
Gait Training
Orthopedic Rehabilitation | orthopaedic rehabilitation | ortho rehab | orthopedic rehab
Neurological Rehabilitation | neuro rehab | neurorehabilitation
Cardiac Rehabilitation | cardiac rehab
Vestibular Rehabilitation | vestibular therapy
Dry Needling
Kinesio Taping | kinesiology taping
Massage Therapy
Chiropractic Adjustment | spinal manipulation | chiropractic manipulation
Audiometry | hearing testing | audiometric testing
Dental Hygiene
Dental Assisting | chairside assisting
Dental Radiography | dental x-rays | dental radiographs
Dental Prophylaxis | teeth cleaning | prophy | ~prophylaxis | adult prophylaxis
Periodontal Charting | perio charting
Medical Nutrition Therapy | =MNT
Nutrition Counseling | dietary counseling | nutrition counselling
Cognitive Behavioral Therapy | =CBT | cognitive behavioural therapy | cognitive-behavioral therapy
Dialectical Behavior Therapy | =DBT | dialectical behaviour therapy
Motivational Interviewing
Acceptance and Commitment Therapy
Eye Movement Desensitization and Reprocessing | =EMDR
Solution-Focused Brief Therapy | =SFBT | solution-focused therapy
Trauma-Informed Care | trauma informed care | trauma-informed practice | trauma-informed teaching | trauma-informed instruction
Crisis Intervention | crisis counseling
De-escalation | de-escalation techniques | deescalation | verbal de-escalation | defusing tense situations > Crisis Intervention, Conflict Resolution
Applied Behavior Analysis | ~=ABA | applied behaviour analysis
Individual Therapy | individual counseling | individual psychotherapy
Group Therapy | group counseling | group psychotherapy
Family Therapy | family counseling | family counselling
Substance Abuse Counseling | addiction counseling | substance use disorder treatment | SUD treatment | chemical dependency counseling | ?=SUD | ~substance abuse | substance use treatment | addiction treatment | ~substance use
Medication-Assisted Treatment | ~=MAT | medication for opioid use disorder | =MOUD
Harm Reduction
Suicide Risk Assessment | suicide assessment | suicide risk screening | suicide screening
Psychological Assessment | psychological testing
Psychosocial Assessment | biopsychosocial assessment
Mental Status Examination | mental status exam | =MSE
Treatment Planning
DSM-5 | DSM 5 | DSM-5-TR | Diagnostic and Statistical Manual of Mental Disorders | DSM criteria | DSM diagnosis | DSM-IV
Mental Health First Aid | =MHFA
Nonviolent Crisis Intervention | ~=CPI | CPI training | Crisis Prevention Intervention | CPI certification
Community Resource Referral | resource referral | linkage to care | community resources | community resource referrals
Picture Exchange Communication System | =PECS
~Behavioral Health | ~behavioral health | ~behavioural health | behavioral health care

## Healthcare IT and EHR systems
VA CPRS | ?=CPRS | Computerized Patient Record System > Electronic Health Records
Electronic Health Records | =EHR | =EMR | electronic medical records | electronic health record systems
Epic Systems | ~=Epic | Epic EHR | Epic EMR | EpicCare > Electronic Health Records
Epic Certification > Epic Systems
Epic Cadence > Epic Systems
Epic Prelude > Epic Systems
Epic Resolute | Resolute Hospital Billing | Resolute Professional Billing > Epic Systems
Epic Beaker > Epic Systems
Epic Willow > Epic Systems
Epic OpTime > Epic Systems
Epic ASAP > Epic Systems
Epic Stork > Epic Systems
Epic Radiant > Epic Systems
Epic Tapestry > Epic Systems
Epic Clarity > Epic Systems
Epic Caboodle > Epic Systems
Epic MyChart | MyChart > Epic Systems
Epic Healthy Planet > Epic Systems
Cerner | Oracle Cerner | Oracle Health | Cerner Millennium > Electronic Health Records
Cerner PowerChart | PowerChart > Cerner
MEDITECH | Meditech Expanse | MEDITECH MAGIC | MEDITECH 6.x > Electronic Health Records
Allscripts | Veradigm | Allscripts Sunrise > Electronic Health Records
athenahealth | athenaOne | athenaClinicals | athenaCollector > Electronic Health Records
eClinicalWorks | =eCW > Electronic Health Records
NextGen Healthcare | NextGen EHR | ~=NextGen > Electronic Health Records
Practice Fusion > Electronic Health Records
Greenway Health | Greenway Intergy | Intergy | Greenway PrimeSUITE | ~=Greenway > Electronic Health Records
Kareo | Tebra > Electronic Health Records
AdvancedMD > Electronic Health Records
DrChrono > Electronic Health Records
PointClickCare > Electronic Health Records
MatrixCare > Electronic Health Records
WellSky > Electronic Health Records
Netsmart myAvatar | myAvatar | Netsmart > Electronic Health Records
Homecare Homebase | =HCHB > Electronic Health Records
Dentrix
Eaglesoft
Open Dental
Pyxis MedStation | ~=Pyxis | BD Pyxis
Omnicell
Nuance Dragon Medical One | Dragon Medical One | Dragon Medical
Health Level Seven | =HL7 | HL7 interfaces
Fast Healthcare Interoperability Resources | =FHIR | HL7 FHIR > Health Level Seven
Health Information Exchange | =HIE
Clinical Informatics | health informatics | medical informatics
Computerized Provider Order Entry | =CPOE | computerized physician order entry
Clinical Decision Support Systems | clinical decision support
Health Information Management | =HIM
Medical Records Management | health records management | medical records
Release of Information | release of information processing | =ROI requests | =ROI processing
Master Patient Index | enterprise master patient index | =EMPI | ?=MPI
SNOMED CT | =SNOMED
LOINC
RxNorm
Picture Archiving and Communication System | =PACS
Radiology Information System | =RIS
Laboratory Information System | =LIS
Practice Management Software | medical practice management software

## Medical coding, billing and revenue cycle
Medical Coding | clinical coding
ICD-10 | ICD10 | ICD 10 | International Classification of Diseases
ICD-10-CM | ICD-10 CM > ICD-10
ICD-10-PCS | ICD-10 PCS > ICD-10
ICD-11 > ICD-10
Current Procedural Terminology | =CPT | CPT coding | CPT-4
Healthcare Common Procedure Coding System | =HCPCS | HCPCS Level II
Evaluation and Management Coding | E/M coding | E&M coding | ~=E/M
Diagnosis-Related Groups | =DRG | =MS-DRG | DRG assignment
Risk Adjustment Coding | =HCC coding | hierarchical condition category coding | risk adjustment | hierarchical condition categories
Medical Coding Audit | coding audit | coding validation
3M 360 Encompass | 3M Encompass | 3M encoder > Medical Coding
Optum EncoderPro | EncoderPro > Medical Coding
Medical Billing | healthcare billing | medical billing and coding
Revenue Cycle Management | ~=RCM | healthcare revenue cycle | ~revenue cycle | revenue cycle operations
Claims Submission | electronic claims submission
Charge Entry
Charge Capture
Payment Posting
Denial Management | claim denial management | claim denials | claims denials | denied claims | denials management
Insurance Appeals | claim appeals
Insurance Verification | eligibility verification | benefits verification | insurance eligibility verification
Prior Authorization | pre-authorization | preauthorization | prior auth | precertification | pre-certification | precert | precerts
Explanation of Benefits | =EOB
Electronic Remittance Advice | ~=ERA
Coordination of Benefits | =COB
UB-04 | CMS-1450
CMS-1500 | HCFA-1500 | HCFA 1500
Chargemaster | charge description master | CDM maintenance | ?=CDM
Patient Registration | patient access | patient check-in
Clinical Documentation Improvement | =CDI | clinical documentation integrity
Credentialing | provider credentialing | physician credentialing | medical staff credentialing
Provider Enrollment | payer enrollment
Payer Contracting | managed care contracting
Medical Transcription
Availity
Waystar
Change Healthcare
TriZetto Facets | ~=Facets | Cognizant Facets
QNXT

## Healthcare regulations and compliance
Health Insurance Portability and Accountability Act | =HIPAA | HIPAA compliance
HITECH Act | =HITECH
Protected Health Information | =PHI | PHI handling > Health Insurance Portability and Accountability Act
Joint Commission Standards | Joint Commission | =TJC | =JCAHO
CMS Conditions of Participation | Conditions of Participation | ?=CMS
Stark Law | physician self-referral law
Anti-Kickback Statute | federal Anti-Kickback Statute | ?=AKS
EMTALA | Emergency Medical Treatment and Labor Act
Bloodborne Pathogens Training | bloodborne pathogens | =BBP
Clinical Laboratory Improvement Amendments | =CLIA
Good Laboratory Practice | =GLP
Good Documentation Practice | =GDocP
FDA Regulations | FDA compliance | FDA regulatory compliance
21 CFR Part 11 | FDA 21 CFR Part 11 | Part 11 compliance
EU Medical Device Regulation | =EU MDR | Medical Device Regulation
Healthcare Compliance | healthcare regulatory compliance
Medicare
Medicaid
Value-Based Care | value-based reimbursement | value-based payment | value based care
Population Health Management | population health
HEDIS | Healthcare Effectiveness Data and Information Set
Merit-based Incentive Payment System | ~=MIPS
Medicare Star Ratings | CMS Star Ratings
Promoting Interoperability | Meaningful Use
Healthcare Quality Improvement | clinical quality improvement

## Healthcare licences and certifications
Registered Nurse | ~=RN | RN license | registered nursing
Licensed Practical Nurse | =LPN | Licensed Vocational Nurse | =LVN
Certified Nursing Assistant | =CNA | certified nurse aide | =STNA | State Tested Nursing Assistant
Nurse Practitioner | ~=NP | =NP-C | =CRNP
Family Nurse Practitioner | =FNP | =FNP-BC | =FNP-C > Nurse Practitioner
Psychiatric Mental Health Nurse Practitioner | =PMHNP | =PMHNP-BC > Nurse Practitioner
Advanced Practice Registered Nurse | =APRN
Bachelor of Science in Nursing | =BSN
Associate Degree in Nursing | =ADN | ?=ASN
Master of Science in Nursing | ~=MSN
Doctor of Nursing Practice | =DNP
NCLEX-RN | =NCLEX > Registered Nurse
NCLEX-PN > Licensed Practical Nurse
Critical Care Registered Nurse | =CCRN > Critical Care Nursing
Certified Emergency Nurse | =CEN > Emergency Nursing
Progressive Care Certified Nurse | =PCCN > Progressive Care Nursing
Oncology Certified Nurse | =OCN > Oncology Nursing
Certified Pediatric Nurse | =CPN > Pediatric Nursing
Certified Medical-Surgical Registered Nurse | =CMSRN > Medical-Surgical Nursing
Inpatient Obstetric Nursing Certification | =RNC-OB > Obstetric Nursing
Certified Registered Nurse Anesthetist | =CRNA
Certified Nurse Midwife | =CNM
Certified Wound Ostomy Continence Nurse | =CWOCN > Wound Ostomy Continence Nursing
Wound Care Certified | =WCC > Wound Care
Basic Life Support | =BLS | BLS certification
Advanced Cardiovascular Life Support | =ACLS | advanced cardiac life support
Pediatric Advanced Life Support | =PALS | paediatric advanced life support
Neonatal Resuscitation Program | =NRP | neonatal resuscitation
Trauma Nursing Core Course | =TNCC
Advanced Trauma Life Support | =ATLS
Prehospital Trauma Life Support | =PHTLS | pre-hospital trauma life support
Emergency Medical Technician | ~=EMT | =EMT-B | EMT-Basic
Paramedic | =EMT-P | paramedic certification | =NREMT-P | ?=NRP
National Registry of Emergency Medical Technicians | =NREMT
Certified Clinical Medical Assistant | =CCMA > Medical Assisting
Certified Medical Assistant | ?~=CMA | AAMA Certified Medical Assistant | CMA(AAMA) | =AAMA CMA | medical assistant certification | medical assisting certification > Medical Assisting
Registered Medical Assistant | =RMA > Medical Assisting
Certified Phlebotomy Technician | phlebotomy certification | ?=CPT | NHA CPT > Phlebotomy
Certified Patient Care Technician | =CPCT
Certified EKG Technician | EKG technician certification | NHA CET | =CET certification | =CET certified > Electrocardiography
Home Health Aide Certification | =HHA
Certified Pharmacy Technician | =CPhT | =PTCB | PTCB certification | pharmacy technician certification
Registered Pharmacist | =RPh | pharmacist license
Doctor of Pharmacy | =PharmD | Pharm.D.
Registered Respiratory Therapist | =RRT > Respiratory Therapy
Registered Dietitian | =RD | =RDN | registered dietitian nutritionist
Registered Health Information Technician | =RHIT > Health Information Management
Registered Health Information Administrator | =RHIA > Health Information Management
Certified Professional Coder | =CPC | AAPC CPC > Medical Coding
Certified Coding Specialist | =CCS > Medical Coding
Certified Coding Associate | =CCA > Medical Coding
Certified Risk Adjustment Coder | =CRC > Risk Adjustment Coding
Certified Outpatient Coder | ~=COC | =CPC-H | =COC-A > Medical Coding
Certified Professional Biller | =CPB > Medical Billing
Certified Professional Medical Auditor | =CPMA > Medical Coding Audit
Certified Documentation Integrity Practitioner | =CDIP > Clinical Documentation Improvement
Certified Clinical Documentation Specialist | =CCDS > Clinical Documentation Improvement
Certified Diabetes Care and Education Specialist | =CDCES | Certified Diabetes Educator | =CDE > Diabetes Management
International Board Certified Lactation Consultant | =IBCLC > Breastfeeding Support
Board Certified Behavior Analyst | =BCBA | =BCBA-D > Applied Behavior Analysis
Registered Behavior Technician | =RBT > Applied Behavior Analysis
Licensed Clinical Social Worker | =LCSW | =LCSW-C | =LCSW-S
Licensed Master Social Worker | =LMSW
Licensed Professional Counselor | =LPC | =LPC-S
Licensed Marriage and Family Therapist | =LMFT | =LMFT-S > Family Therapy
Certified Alcohol and Drug Counselor | =CADC > Substance Abuse Counseling
Physician Assistant | ~=PA | =PA-C | physician associate
Doctor of Physical Therapy | =DPT > Physical Therapy
Physical Therapist Assistant | ~=PTA > Physical Therapy
Occupational Therapist Registered | ~=OTR | =OTR/L > Occupational Therapy
Certified Occupational Therapy Assistant | =COTA | =COTA/L > Occupational Therapy
Certificate of Clinical Competence in Speech-Language Pathology | =CCC-SLP > Speech-Language Pathology
ARRT Certification | =ARRT | Registered Radiologic Technologist | =RT(R) > Radiography
Registered Diagnostic Medical Sonographer | =RDMS > Ultrasonography
Registered Cardiac Sonographer | =RCS > Echocardiography
Certified Nuclear Medicine Technologist | =CNMT > Nuclear Medicine
Medical Laboratory Scientist | MLS(ASCP) | ?=MLS | Medical Technologist | MT(ASCP)
Medical Laboratory Technician | MLT(ASCP) | =MLT
Certified Surgical Technologist | ~=CST > Surgical Assisting
Certified Registered Central Service Technician | =CRCST > Sterile Processing
Certification in Infection Prevention and Control | =CIC | certified in infection control > Infection Control
Certified Professional in Healthcare Quality | =CPHQ > Healthcare Quality Improvement
Certified Case Manager | =CCM > Case Management
Certified Health Education Specialist | =CHES > Health Education
Certified in Public Health | =CPH
Master of Public Health | =MPH
Certified Professional in Healthcare Information and Management Systems | =CPHIMS
ServSafe | ServSafe certification
Emergency Nursing Pediatric Course | =ENPC

## Pharmacy
New Drug Application | ?~=NDA | new drug applications | =NDA submissions > Regulatory Submissions
Pharmacology
Pharmacokinetics | ~=PK | pharmacokinetic dosing
Pharmacodynamics
Medication Dispensing | prescription dispensing
Prescription Processing | prescription filling | Rx processing
Pharmaceutical Compounding | ~compounding
Sterile Compounding | IV admixture | sterile IV compounding | aseptic compounding | IV compounding | IV preparation | compounded sterile preparations | compounded sterile products > Pharmaceutical Compounding
USP 797 | USP <797> > Sterile Compounding
USP 800 | USP <800> | hazardous drug handling | hazardous drugs
Medication Therapy Management | =MTM
Drug Utilization Review | =DUR | drug utilization evaluation
Clinical Pharmacy | clinical pharmacy services
Antimicrobial Stewardship | antibiotic stewardship
Anticoagulation Management | anticoagulation therapy management | warfarin management | anticoagulation | anticoagulants | anticoagulant therapy | anticoagulation clinic | Coumadin clinic
Controlled Substance Management | controlled substance handling
Pharmacy Inventory Management
Formulary Management | ~formulary
Pharmacy Benefit Management | =PBM
Drug Information Services | drug information
Pharmacovigilance | drug safety
Adverse Event Reporting | ?=ADR | adverse events > Pharmacovigilance
Oracle Argus Safety | Argus Safety > Pharmacovigilance
PioneerRx
Regulatory Affairs
Regulatory Submissions
eCTD | electronic Common Technical Document > Regulatory Submissions
510(k) Submissions | 510(k) | premarket notification | 510k > Regulatory Submissions
Investigational New Drug Application | IND application | =IND > Regulatory Submissions

## Laboratory and life sciences
Scanning Electron Microscopy | ?~=SEM | =SEM/EDS | =SEM-EDS > Electron Microscopy
High-Throughput Screening | ?~=HTS | high throughput screening | =HTS assays > Assay Development
Clinical Laboratory Science | medical laboratory science | medical technology
Specimen Processing | specimen accessioning | accessioning | sample accessioning
Hematology
Microbiology
Clinical Chemistry
Immunohematology | blood banking | blood bank | transfusion services | transfusion service | transfusion medicine
Urinalysis
Serology
Histology | histotechnology
Cytology | cytotechnology
Immunohistochemistry | =IHC
Molecular Biology
Biochemistry
Immunology
Genetics
Cell Biology
Genomics
Proteomics
Toxicology
Polymerase Chain Reaction | =PCR
Quantitative PCR | =qPCR | real-time PCR > Polymerase Chain Reaction
Gel Electrophoresis | agarose gel electrophoresis
SDS-PAGE > Gel Electrophoresis
Western Blotting | western blot | immunoblotting
=ELISA | enzyme-linked immunosorbent assay
Immunoassays | immunoassay development
Cell Culture | tissue culture | mammalian cell culture
Flow Cytometry | =FACS | fluorescence-activated cell sorting
Molecular Cloning | gene cloning
CRISPR | CRISPR-Cas9 | CRISPR/Cas9 | CRISPR gene editing
DNA Sequencing
Sanger Sequencing > DNA Sequencing
Next-Generation Sequencing | =NGS | high-throughput sequencing > DNA Sequencing
RNA Sequencing | RNA-seq | RNAseq
DNA Extraction | DNA isolation
RNA Extraction | RNA isolation
Protein Purification
Protein Expression | recombinant protein expression
Chromatography
High-Performance Liquid Chromatography | =HPLC | high performance liquid chromatography > Chromatography
Fast Protein Liquid Chromatography | =FPLC > Chromatography
Gas Chromatography > Chromatography
Gas Chromatography-Mass Spectrometry | =GC-MS | GC/MS > Mass Spectrometry
Liquid Chromatography-Mass Spectrometry | =LC-MS | LC/MS | LC-MS/MS > Mass Spectrometry
Mass Spectrometry | mass spec
Spectrophotometry | UV-Vis spectroscopy | UV-Vis
Microscopy | light microscopy
Confocal Microscopy > Microscopy
Electron Microscopy > Microscopy
Titration
Pipetting | micropipetting | pipettes | micropipettes
Assay Development
Cell-Based Assays | cell-based assay development
Analytical Method Validation | method validation
Laboratory Quality Control | lab QC
Laboratory Safety | lab safety
Biosafety | biological safety
Autoclave Operation | autoclaving | autoclave | autoclaves
Animal Handling | laboratory animal handling | rodent handling
IACUC Protocols | =IACUC
Laboratory Information Management System | =LIMS
Electronic Lab Notebook | =ELN | electronic laboratory notebook
Benchling
GraphPad Prism | ~=Prism
SnapGene
FlowJo > Flow Cytometry
ImageJ
Bioinformatics

## Clinical research
CRO Oversight | ?~=CRO | CRO management | contract research organization oversight > Clinical Research
Clinical Research
Clinical Trials | clinical studies
Clinical Research Coordination | study coordination
Good Clinical Practice | ICH-GCP | ICH GCP | ?=GCP | ICH E6 | ICH E6(R2) | ICH E6(R3)
Informed Consent | informed consent process
Institutional Review Board | =IRB | IRB submissions
Clinical Trial Management System | =CTMS
Electronic Data Capture | =EDC
Medidata Rave | ~=Rave | Medidata | Rave EDC > Electronic Data Capture
Oracle InForm | InForm EDC > Electronic Data Capture
=REDCap > Electronic Data Capture
Veeva Vault | Veeva Vault Clinical
Veeva CRM
Case Report Forms | =CRF | =eCRF
Clinical Site Monitoring | clinical monitoring | site monitoring
Source Data Verification | =SDV | source document verification
Clinical Protocol Development | study protocol development | protocol writing
Clinical Data Management | ~=CDM
CDISC | CDISC standards
SDTM | Study Data Tabulation Model > CDISC
=ADaM | Analysis Data Model > CDISC
Medical Writing | regulatory writing
Patient Recruitment | subject recruitment | participant recruitment
Investigational Product Management | drug accountability | IP accountability | investigational product accountability | investigational product
CITI Program Training | CITI training | CITI certification | CITI Program
Certified Clinical Research Coordinator | ~=CCRC > Clinical Research Coordination
Certified Clinical Research Associate | =CCRA > Clinical Site Monitoring
Certified Clinical Research Professional | =CCRP > Clinical Research

## Medical imaging and diagnostics
Radiography | X-ray imaging | diagnostic radiography | X-ray | radiographic procedures | radiographic exams | radiographic examinations | general radiography | diagnostic x-ray | x-rays
Computed Tomography | ~=CT | CT scanning | CAT scan
Magnetic Resonance Imaging | =MRI
Ultrasonography | diagnostic medical sonography | sonography | ultrasound
Echocardiography | echocardiogram | cardiac ultrasound > Ultrasonography
Vascular Ultrasound | vascular sonography > Ultrasonography
Mammography
Fluoroscopy
Nuclear Medicine | nuclear medicine imaging
Positron Emission Tomography | ~=PET | PET scan | PET/CT
Interventional Radiology | IR procedures | interventional radiology procedures
Bone Densitometry | =DEXA | =DXA
Radiation Therapy | radiotherapy
Radiation Safety | radiation protection | =ALARA
Radiographic Positioning | patient positioning
Contrast Administration | contrast media administration | IV contrast | intravenous contrast | IV contrast administration | contrast media | contrast agents | contrast injection | contrast injections
Contrast Allergy Screening | contrast screening | contrast safety screening | contrast allergy history > Contrast Administration
DICOM

## Public health
Epidemiology
Biostatistics
Public Health Surveillance | disease surveillance | epidemiological surveillance
Contact Tracing
Outbreak Investigation | outbreak response
Health Education | health promotion
Community Health Needs Assessment | =CHNA | community health assessment
Program Evaluation
Health Policy | health policy analysis
Global Health
Environmental Health
Occupational Health
Emergency Preparedness | public health emergency preparedness
Maternal and Child Health | =MCH
Health Equity
Social Determinants of Health | =SDOH
HIV Testing and Counseling | HIV counseling and testing
Smoking Cessation Counseling | tobacco cessation counseling | tobacco cessation | smoking cessation
Grant Writing | grant proposal writing | grant proposals | grant applications
Epi Info > Epidemiology

## Accounting and bookkeeping
Accounting | accountancy
Financial Accounting
Managerial Accounting | management accounting
Bookkeeping | book-keeping
Double-Entry Bookkeeping | double-entry accounting | double entry bookkeeping
Accounts Payable | ~=AP | A/P | accounts payable processing
Accounts Receivable | ~=AR | A/R | Accounts Receivable Aging | AR aging | Accounts Receivable Follow-Up | AR follow-up | A/R follow-up | AR follow up
Aging Reports | aging report > Accounts Receivable
General Ledger | ~=GL | general ledger accounting
Chart of Accounts | =COA
Journal Entries | adjusting entries
Trial Balance
Account Reconciliation | ~reconciliation
Bank Reconciliation | bank rec
Balance Sheet Reconciliation > Account Reconciliation
Intercompany Accounting | intercompany reconciliation | intercompany transactions
Vendor Reconciliation | vendor statement reconciliation > Accounts Payable
Three-Way Matching | 3-way match > Accounts Payable
Invoice Processing | invoice entry > Accounts Payable
Invoicing | invoice generation | customer invoicing | ~billing > Accounts Receivable
Cash Application | cash posting > Accounts Receivable
Month-End Close | month end close | period-end close | financial close | monthly close
Year-End Close | year end close
Record to Report | =R2R | =RTR
Order to Cash | =O2C | ~=OTC
Accrual Accounting | accrual basis accounting
Fixed Asset Accounting | fixed asset management | fixed assets | fixed asset records
Depreciation
Cost Accounting
Standard Costing
Activity-Based Costing | ABC costing
Job Costing
Inventory Accounting | inventory costing
Revenue Recognition | rev rec
Lease Accounting
Project Accounting
Fund Accounting
Grant Accounting
Nonprofit Accounting | not-for-profit accounting
Governmental Accounting | government accounting
Construction Accounting
Trust Accounting | IOLTA accounting
Forensic Accounting
Financial Consolidation | consolidation accounting | ~consolidations
Foreign Currency Translation | FX translation | currency translation
Financial Statement Preparation | financial statements | preparing financial statements
Financial Reporting
Management Reporting | management accounts
Statutory Reporting
SEC Reporting | SEC filings
XBRL | eXtensible Business Reporting Language
Treasury Management | corporate treasury | treasury operations | treasury services
Cash Flow Management
Cash Flow Forecasting | cash forecasting
Working Capital Management
Corporate Finance
Payroll Accounting
Petty Cash Management | petty cash

## Accounting standards, audit and controls
Generally Accepted Accounting Principles | =GAAP | US GAAP | U.S. GAAP
International Financial Reporting Standards | =IFRS
ASC 606 | ASC Topic 606 > Revenue Recognition
ASC 842 | ASC Topic 842 > Lease Accounting
IFRS 16 > Lease Accounting
IFRS 9
IFRS 17
CECL | current expected credit loss | ASC 326
FASB Standards | =FASB
GASB Standards | =GASB > Governmental Accounting
Sarbanes-Oxley | =SOX | Sarbanes-Oxley Act | SOX compliance | SOX 404
Internal Controls | internal control over financial reporting | =ICFR
COSO Framework | =COSO > Internal Controls
IT General Controls | =ITGC > Internal Controls
Segregation of Duties | =SoD | =SOD > Internal Controls
Internal Audit
External Audit | statutory audit | financial statement audit
Operational Audit
Compliance Audit
Audit Planning
Audit Workpapers | working papers | audit documentation | workpapers | audit work papers
Substantive Testing | substantive procedures
Controls Testing | test of controls | control testing
Risk-Based Auditing | risk-based audit
Audit Sampling
PCAOB Standards | =PCAOB
Generally Accepted Auditing Standards | =GAAS
International Standards on Auditing | ~=ISA
Fraud Investigation
Fraud Detection | fraud prevention
AuditBoard
TeamMate+ Audit | ~=TeamMate | TeamMate+ | Wolters Kluwer TeamMate
CaseWare Working Papers | CaseWare
CaseWare IDEA | ?=IDEA
ACL Analytics | Galvanize ACL | Diligent ACL | ?=ACL
Workiva | Wdesk > SEC Reporting
Dodd-Frank Act | Dodd-Frank
Basel III | Basel accords
Statutory Accounting Principles | statutory accounting
Solvency II

## Tax
Tax Preparation | tax return preparation | tax prep
Tax Compliance
Tax Planning
Tax Research
Tax Accounting
Corporate Tax | corporate income tax
Individual Income Tax | individual tax | personal income tax
Partnership Taxation
Sales and Use Tax | sales tax | use tax
Value-Added Tax | =VAT
Goods and Services Tax | =GST
Payroll Tax | employment tax
Property Tax
International Tax | cross-border tax
Transfer Pricing
State and Local Tax | ~=SALT
Indirect Tax
Withholding Tax | tax withholding
Tax Provision | income tax provision | ASC 740
Estate and Gift Tax | estate tax | gift tax
Form 990 Preparation | Form 990 | 990 preparation | ~990 | 990 returns
1099 Reporting | Form 1099 | 1099 processing | 1099 preparation | 1099 filings | ~1099 | 1099 compliance
Tax Controversy | IRS representation | tax audit representation | representation before the IRS
Internal Revenue Code | ~=IRC
R&D Tax Credits | research and development tax credit | R&D tax credit | research tax credit
1031 Exchange | like-kind exchange | Section 1031
FATCA | Foreign Account Tax Compliance Act
CCH Axcess
CCH ProSystem fx | ProSystem fx
UltraTax CS | UltraTax | Thomson Reuters UltraTax
Lacerte | Intuit Lacerte
ProSeries | Intuit ProSeries
Drake Tax | Drake Software
TurboTax
GoSystem Tax RS | GoSystem
ONESOURCE | Thomson Reuters ONESOURCE
Vertex O Series | Vertex tax software
Avalara | AvaTax
CorpTax

## Financial planning and analysis
Financial Planning and Analysis | =FP&A | financial planning & analysis | FP and A
Financial Modeling | financial modelling
Financial Forecasting
Budgeting | budget planning | budget preparation | budget development | annual budgeting
Variance Analysis | budget variance analysis | budget vs actual analysis
Rolling Forecasts
Financial Analysis
Financial Statement Analysis
Ratio Analysis | financial ratio analysis
Sensitivity Analysis
Scenario Analysis
Discounted Cash Flow | ~=DCF | DCF analysis | DCF modeling | DCF modelling
Business Valuation | company valuation | ~valuation
Comparable Company Analysis | ~comps | trading comparables | comparable companies analysis
Precedent Transactions Analysis | precedent transactions
LBO Modeling | leveraged buyout modeling | LBO analysis | LBO modelling | =LBO
Three-Statement Modeling | 3-statement model | three statement model
Net Present Value | =NPV
Internal Rate of Return | =IRR
Cost-Benefit Analysis | cost benefit analysis
ROI Analysis | return on investment analysis
Break-Even Analysis | breakeven analysis
Unit Economics
Profitability Analysis
Headcount Planning
Long-Range Planning | long range planning | =LRP
Capital Budgeting | capex planning | capital expenditure planning
Financial Due Diligence
Mergers and Acquisitions | ~=M&A | mergers & acquisitions

## Accounting and finance software
QuickBooks | Intuit QuickBooks | QuickBooks Online | =QBO | QuickBooks Desktop
QuickBooks ProAdvisor | QuickBooks Certified ProAdvisor > QuickBooks
Xero
Sage Intacct | Intacct
Sage 50 | Sage 50cloud | ~=Peachtree
FreshBooks
Oracle NetSuite | NetSuite | NetSuite ERP
SAP FICO | SAP FI/CO | SAP FI-CO | SAP Finance and Controlling | ?=FICO
SAP FI | SAP Financial Accounting > SAP FICO
SAP CO | SAP Controlling > SAP FICO
SAP S/4HANA Finance | S/4HANA Finance | SAP Simple Finance > SAP FICO
SAP Concur | ~=Concur | Concur Expense
Oracle Financials | Oracle E-Business Suite Financials | Oracle EBS Financials
Oracle Fusion Financials | Oracle Financials Cloud | Oracle Fusion Cloud Financials > Oracle Financials
Oracle Hyperion | Hyperion
Hyperion Financial Management | =HFM > Oracle Hyperion
Hyperion Planning > Oracle Hyperion
Oracle Essbase | Essbase > Oracle Hyperion
Oracle EPM Cloud | Oracle EPM | Oracle Planning and Budgeting Cloud | =PBCS | Oracle PBCS > Oracle Hyperion
Oracle PeopleSoft | PeopleSoft
Microsoft Dynamics GP | Dynamics GP | Great Plains
Microsoft Dynamics 365 Business Central | Business Central | Dynamics 365 Business Central
Microsoft Dynamics NAV | Dynamics NAV | Navision | ?=NAV > Microsoft Dynamics 365 Business Central
Microsoft Dynamics 365 Finance | Dynamics 365 Finance | D365 Finance | Dynamics 365 Finance and Operations
Microsoft Dynamics AX | Dynamics AX | Axapta > Microsoft Dynamics 365 Finance
Workday Financial Management | Workday Financials
Adaptive Planning | Workday Adaptive Planning | Adaptive Insights | Workday Adaptive
Anaplan
Planful | Host Analytics
Vena Solutions | ~=Vena
OneStream | OneStream XF
~=BlackLine > Account Reconciliation
FloQast > Month-End Close
Bill.com | ~=BILL
Expensify
Tipalti
Zuora
Kyriba > Treasury Management
Bloomberg Terminal | ~=Bloomberg | Bloomberg Professional
FactSet
S&P Capital IQ | Capital IQ | CapIQ
Refinitiv Eikon | Eikon | Thomson Reuters Eikon | LSEG Workspace
Morningstar Direct | Morningstar
PitchBook
Preqin
Dealogic
Yardi | Yardi Voyager
Addepar
Charles River IMS | Charles River Investment Management System
BlackRock Aladdin | ~=Aladdin
Murex
Fiserv
Jack Henry & Associates | ~=Jack Henry | Jack Henry SilverLake | ?=JHA
Temenos T24 | Temenos Transact | T24 | Temenos
nCino
Ellie Mae Encompass | ~=Encompass | ICE Encompass

## Banking, lending and financial compliance
Internal Ratings-Based Approach | ?=IRB | internal ratings-based | =IRB models | =A-IRB | =F-IRB > Credit Risk Modeling, Basel III
Retail Banking
Commercial Banking
Private Banking
Investment Banking | ?=IB
Loan Origination
Loan Processing
Loan Servicing
Mortgage Lending | residential mortgage lending | ~residential mortgage
Commercial Lending
Consumer Lending | consumer loans
SBA Lending | SBA loans
Underwriting
Mortgage Underwriting > Underwriting
Credit Analysis | credit assessment
Credit Risk Management | credit risk | credit risk analysis
Credit Scoring
Financial Spreading | financial statement spreading | ~spreading | spreading financial statements > Credit Analysis
Collateral Management
Loss Mitigation
Debt Collection | ~collections
Real Estate Appraisal | property appraisal | property valuation
Cash Management
Cash Handling
Teller Operations | bank teller operations
Branch Operations | branch banking
Wire Transfers | wire processing | wire payments | outgoing wires
ACH Processing | =ACH | Automated Clearing House
Payment Processing
SWIFT Payments | SWIFT messaging | ~=SWIFT
ISO 20022
Trade Finance
Letters of Credit | ~=LC | documentary credits > Trade Finance
Foreign Exchange | ~=FX | forex
Chargeback Management | chargebacks | chargeback processing
Know Your Customer | =KYC
Anti-Money Laundering | =AML | anti money laundering
Bank Secrecy Act | =BSA > Anti-Money Laundering
OFAC Sanctions Screening | =OFAC | sanctions screening | OFAC compliance
Customer Due Diligence | =CDD > Know Your Customer
Enhanced Due Diligence | =EDD > Customer Due Diligence
Suspicious Activity Reports | ~=SAR | SAR filing > Anti-Money Laundering
Transaction Monitoring > Anti-Money Laundering
Regulation Z | Truth in Lending Act | =TILA | Reg Z | Truth in Lending
TILA-RESPA Integrated Disclosure | =TRID
Real Estate Settlement Procedures Act | =RESPA
Fair Lending | fair lending compliance
Community Reinvestment Act | ~=CRA
Home Mortgage Disclosure Act | =HMDA
Fair Credit Reporting Act | =FCRA
Fair Debt Collection Practices Act | =FDCPA > Debt Collection
UDAAP | unfair, deceptive, or abusive acts or practices
Gramm-Leach-Bliley Act | =GLBA
Regulatory Reporting
Enterprise Risk Management | =ERM
Market Risk
Operational Risk | op risk
Liquidity Risk Management | liquidity risk
Value at Risk | ~=VaR
Financial Stress Testing | bank stress testing
CCAR | Comprehensive Capital Analysis and Review > Financial Stress Testing
Model Risk Management | =MRM | SR 11-7

## Investment and wealth management
Portfolio Management
Investment Management
Wealth Management
Financial Planning | personal financial planning
Retirement Planning
Asset Allocation
Investment Analysis | investment research
Equity Research
Fixed Income | fixed income analysis
Financial Derivatives | ~derivatives
Equity Trading | equities trading
Securities Trading
Private Equity
Venture Capital | ~=VC
Capital Markets
Quantitative Analysis | quant analysis
Performance Attribution | attribution analysis
Fund Administration
Net Asset Value Calculation | NAV calculation | =NAV
Investment Operations
Trade Settlement
Corporate Actions
Modern Portfolio Theory | =MPT
Initial Public Offerings | =IPO | IPO process
Capital Raising
Investor Relations
Structured Finance
Project Finance
Securitization

## Insurance and actuarial
Insurance Underwriting > Underwriting
Claims Processing | claims handling
Claims Adjudication > Claims Processing
Claims Adjusting | claims adjustment | loss adjusting
Property and Casualty Insurance | ~=P&C | property & casualty insurance | P&C insurance | property and casualty
Life and Health Insurance | life & health insurance
Commercial Lines Insurance | commercial lines | commercial insurance
Personal Lines Insurance | personal lines
Reinsurance
Workers' Compensation | workers' comp | workers compensation | workers comp | Workers' Compensation Claims | workers' comp claims | =WC claims | workers compensation claims | workers comp claims handling
Policy Administration | policy servicing
Loss Control
Subrogation
Catastrophe Modeling | cat modeling | catastrophe modelling
Actuarial Science | actuarial analysis
Actuarial Modeling | actuarial modelling > Actuarial Science
Ratemaking | insurance pricing | rate making > Actuarial Science
Loss Reserving | claims reserving | ~reserving > Actuarial Science
Guidewire | Guidewire InsuranceSuite
Guidewire PolicyCenter | PolicyCenter > Guidewire
Guidewire ClaimCenter | ClaimCenter > Guidewire
Guidewire BillingCenter | BillingCenter > Guidewire
Duck Creek | Duck Creek Technologies
Applied Epic
Vertafore AMS360 | AMS360
FIS Prophet | ~=Prophet > Actuarial Modeling
Moody's AXIS | GGY AXIS > Actuarial Modeling

## Finance and insurance certifications
Certified Public Accountant | =CPA
Chartered Financial Analyst | =CFA | CFA charterholder
Certified Management Accountant | ~=CMA
Certified Internal Auditor | ~=CIA > Internal Audit
Certified Fraud Examiner | =CFE > Fraud Investigation
Certified Financial Planner | =CFP > Financial Planning
Chartered Financial Consultant | =ChFC > Financial Planning
Enrolled Agent | ~=EA > Tax Preparation
Chartered Accountant | ~=CA
ACCA | Association of Chartered Certified Accountants | Chartered Certified Accountant
CIMA | Chartered Institute of Management Accountants | Chartered Global Management Accountant | =CGMA
Financial Risk Manager | =FRM
Certified Anti-Money Laundering Specialist | ~=CAMS > Anti-Money Laundering
Certified Treasury Professional | =CTP > Treasury Management
Chartered Alternative Investment Analyst | =CAIA
Certified Valuation Analyst | =CVA > Business Valuation
Securities Industry Essentials | =SIE
Series 7 | Series 7 license | General Securities Representative
Series 24 | Series 24 license
Series 63 | Series 63 license
Series 65 | Series 65 license
Series 66 | Series 66 license
NMLS License | =NMLS | Mortgage Loan Originator License | =MLO > Mortgage Lending
Insurance Producer License | insurance license | resident producer license
Chartered Property Casualty Underwriter | =CPCU > Property and Casualty Insurance
Associate in Claims | =AIC > Claims Adjusting
Chartered Life Underwriter | =CLU > Life and Health Insurance
Fellow of the Society of Actuaries | ~=FSA > Actuarial Science
Associate of the Society of Actuaries | ~=ASA > Actuarial Science
Fellow of the Casualty Actuarial Society | =FCAS > Actuarial Science
Associate of the Casualty Actuarial Society | =ACAS > Actuarial Science
Actuarial Exams | SOA exams | CAS exams > Actuarial Science
Certified Bookkeeper | AIPB Certified Bookkeeper

## Legal practice
Litigation
Civil Litigation > Litigation
Commercial Litigation | business litigation > Litigation
Litigation Support > Litigation
Legal Research
Legal Writing
Legal Drafting
Brief Writing | legal brief writing | appellate briefs > Legal Writing
Pleadings Preparation | drafting pleadings | pleadings
Motion Practice | ~motions
Appellate Advocacy | appellate practice
Trial Preparation | trial prep
Deposition Preparation | deposition prep | depositions
Legal Discovery | ~discovery
E-Discovery | eDiscovery | electronic discovery | e-discovery review > Legal Discovery
Document Review | legal document review | doc review
Privilege Review
Legal Case Management
Docketing | docket management | court docketing | docket control
Court Filing | electronic court filing | court e-filing | e-filing
Bluebook Citation | ~=Bluebook | legal citation
Contract Drafting | contract preparation
Contract Review | contract analysis
Contract Negotiation
Contract Lifecycle Management | =CLM
Non-Disclosure Agreements | ~=NDA | confidentiality agreements
Master Service Agreements | master services agreements | ?=MSA | MSAs
Licensing Agreements
Due Diligence | legal due diligence
Corporate Governance
Corporate Law | company law
Entity Formation | business formation | corporate formation | LLC formation
Corporate Secretarial Services | company secretarial | corporate secretarial
Securities Law | securities regulation
Employment Law | labor and employment law | labour and employment law
Intellectual Property Law | IP law | ~intellectual property
Patent Prosecution > Intellectual Property Law
Patent Drafting | patent application drafting > Intellectual Property Law
Trademark Law | ~trademarks > Intellectual Property Law
Copyright Law > Intellectual Property Law
Real Estate Law
Title Search | title examination > Real Estate Law
Family Law
Criminal Law
Criminal Defense > Criminal Law
Immigration Law | ~immigration
Bankruptcy Law | insolvency law | ~bankruptcy
Tax Law
Environmental Law
Health Law | healthcare law
Administrative Law
Regulatory Compliance
Privacy Law | data protection law
General Data Protection Regulation | =GDPR > Privacy Law
California Consumer Privacy Act | =CCPA | =CPRA > Privacy Law
Estate Planning
Trusts and Estates | wills and trusts
Probate > Trusts and Estates
Arbitration
Mediation
Alternative Dispute Resolution | ~=ADR
Conflict Checks | conflict of interest checks
Legal Billing | legal invoicing
LEDES | LEDES billing > Legal Billing
Court Reporting | stenography
Zoning Reports | zoning analysis | zoning review
Phase I Environmental Site Assessments | Phase I ESA | Phase I ESAs | Phase I environmental reports | Phase I environmental site assessment | Phase I environmental
FIRPTA | FIRPTA affidavits | FIRPTA compliance
Estoppel Certificates | estoppels | tenant estoppels
SNDA | =SNDAs | subordination, non-disturbance and attornment agreements
Closing Documents | closing documentation | closing document preparation
Post-Closing | post-closing matters | post-closing follow-up
CMBS | commercial mortgage-backed securities

## Legal software and credentials
Westlaw | Thomson Reuters Westlaw | Westlaw Edge | WestlawNext > Legal Research
LexisNexis | ~=Lexis | Lexis+ | Lexis Advance | Lexis Nexis > Legal Research
Bloomberg Law > Legal Research
Fastcase > Legal Research
HeinOnline > Legal Research
Practical Law | Thomson Reuters Practical Law > Legal Research
CoCounsel | Casetext > Legal Research
=PACER | Public Access to Court Electronic Records > Court Filing
CM/ECF > Court Filing
~=Clio | Clio Manage > Legal Case Management
MyCase > Legal Case Management
PracticePanther > Legal Case Management
Smokeball > Legal Case Management
Aderant > Legal Billing
Elite 3E | Thomson Reuters Elite 3E > Legal Billing
iManage | iManage Work
NetDocuments
~=Relativity | RelativityOne | kCura Relativity > E-Discovery
Everlaw > E-Discovery
Nuix > E-Discovery
~=Concordance | LexisNexis Concordance > E-Discovery
Logikcull > E-Discovery
Icertis > Contract Lifecycle Management
Juris Doctor | ~=JD | J.D.
Master of Laws | LL.M. | ?=LLM
Bar Admission | admitted to the bar | bar license | licensed attorney
Certified Paralegal | NALA Certified Paralegal | NALA certification | Certified Legal Assistant | =CLA | NALA CP
Paralegal Certificate | paralegal certification
Certified E-Discovery Specialist | =CEDS > E-Discovery
Notary Public | notary | commissioned notary
Litera Compare | Workshare Compare | =Litera
North Carolina Certified Paralegal | =NCCP

## Human resources practice and compliance
Payroll Processing | payroll | payroll administration
Multi-State Payroll | multistate payroll | multi-state payroll processing | multi-state withholding > Payroll Processing
Wage Garnishments | garnishment processing | garnishments > Payroll Processing
Time and Attendance | timekeeping | time and attendance management
Benefits Administration | benefits admin | employee benefits administration
Open Enrollment > Benefits Administration
401(k) Administration | 401k administration | 401(k) plan administration > Benefits Administration
Health Savings Accounts | =HSA > Benefits Administration
Flexible Spending Accounts | ?=FSA > Benefits Administration
Employee Assistance Programs | =EAP
Wellness Programs | employee wellness programs | corporate wellness
Leave Management | leave of absence administration | =LOA administration | leave administration | leave of absence
COBRA Administration | =COBRA | COBRA Notices | COBRA election notices | COBRA general notices > Benefits Administration
Employee Onboarding | new hire onboarding | ~onboarding
Employee Offboarding | offboarding
Exit Interviews
Talent Acquisition
Recruiting
Full-Cycle Recruiting | full cycle recruiting | full life cycle recruiting | end-to-end recruiting > Recruiting
Technical Recruiting | tech recruiting | IT recruiting > Recruiting
Executive Search | headhunting > Recruiting
Campus Recruiting | university recruiting | college recruiting > Recruiting
High-Volume Recruiting | volume hiring | high volume recruiting > Recruiting
Candidate Sourcing | talent sourcing > Recruiting
Boolean Search | boolean sourcing | boolean strings > Candidate Sourcing
Candidate Screening | resume screening
Behavioral Interviewing | behavioural interviewing
Structured Interviewing
Background Checks | background screening | pre-employment screening
Employer Branding
Job Description Writing | ~job descriptions
Job Analysis
Job Evaluation | job leveling
Employee Relations
Labor Relations | labour relations | union relations
Collective Bargaining > Labor Relations
Workplace Investigations | HR investigations | harassment investigations
Performance Management
Performance Appraisal | performance reviews | performance evaluations | performance evaluation
Compensation Planning | compensation management | compensation administration | salary administration | compensation analysis
Salary Benchmarking | compensation benchmarking
Pay Equity Analysis | pay equity
Total Rewards
Incentive Compensation
Executive Compensation
Equity Compensation | stock plan administration
HR Policy Development | HR policies | employee handbook development
HR Compliance | human resources compliance
Fair Labor Standards Act | =FLSA
Family and Medical Leave Act | =FMLA
Americans with Disabilities Act | ~=ADA | ADA accommodations | ADA compliance
Equal Employment Opportunity | =EEO | =EEOC compliance | =EEOC | Equal Employment Opportunity Commission
Affirmative Action Plans | affirmative action | =AAP
OFCCP Compliance | =OFCCP
ERISA | Employee Retirement Income Security Act
Affordable Care Act | =ACA | ACA compliance
Form I-9 | ~=I-9 | I-9 verification | I-9 compliance
E-Verify
Unemployment Claims Management | unemployment claims | unemployment hearings | unemployment claim hearings
Reduction in Force | =RIF
Workforce Planning | strategic workforce planning
Succession Planning
Talent Management
Learning and Development | ~=L&D | training and development
Employee Engagement | ~engagement programs
Organizational Development | organisational development | ~=OD
Organizational Design | organisational design | org design
HR Analytics | people analytics | workforce analytics
HR Business Partnering | =HRBP | HR business partner
Diversity, Equity and Inclusion | =DEI | =DE&I | diversity and inclusion | ~=D&I
SHRM-CP | SHRM Certified Professional
SHRM-SCP | SHRM Senior Certified Professional
Professional in Human Resources | =PHR
Senior Professional in Human Resources | =SPHR
Global Professional in Human Resources | =GPHR
Associate Professional in Human Resources | =aPHR
Certified Compensation Professional | =CCP > Compensation Planning
Certified Employee Benefit Specialist | =CEBS > Benefits Administration
Certified Payroll Professional | =CPP > Payroll Processing
Fundamental Payroll Certification | =FPC > Payroll Processing
Certified Professional in Talent Development | =CPTD | CPLP > Learning and Development
CIPD | Chartered Institute of Personnel and Development
State Unemployment Insurance | =SUI | =SUTA | state unemployment tax | state unemployment returns | unemployment insurance > Payroll Tax
Shift Differentials | shift differential pay > Payroll Processing
Overtime Calculation | overtime calculations | FLSA overtime | regular rate of pay > Payroll Processing

## HR and recruiting software
Human Resources Information System | =HRIS | =HRMS | human resource management system | ?=HCM
Applicant Tracking System | =ATS
Workday HCM | Workday Human Capital Management | ~=Workday | Workday HR > Human Resources Information System
Workday Recruiting > Workday HCM
Oracle HCM Cloud | Oracle Fusion HCM | Oracle HCM > Human Resources Information System
SAP SuccessFactors | SuccessFactors > Human Resources Information System
SAP HCM | SAP HR > Human Resources Information System
PeopleSoft HCM | PeopleSoft HR > Human Resources Information System
~=ADP > Payroll Processing
ADP Workforce Now | ADP WFN > ADP
ADP Vantage HCM | ADP Vantage > ADP
RUN Powered by ADP | ADP Run > ADP
UKG Pro | UltiPro | UKG > Human Resources Information System
Kronos | Kronos Workforce Central | Kronos Workforce Timekeeper > Time and Attendance
UKG Dimensions | Kronos Dimensions > Time and Attendance
BambooHR > Human Resources Information System
Paychex | Paychex Flex > Payroll Processing
Paycom > Payroll Processing
Paylocity > Payroll Processing
Paycor > Payroll Processing
~=Gusto > Payroll Processing
~=Rippling > Human Resources Information System
Zenefits | TriNet Zenefits > Human Resources Information System
Dayforce | Ceridian Dayforce | Ceridian > Human Resources Information System
Justworks > Payroll Processing
~=Deel > Payroll Processing
~=Greenhouse | Greenhouse Recruiting | Greenhouse ATS > Applicant Tracking System
~=Lever | Lever ATS > Applicant Tracking System
iCIMS > Applicant Tracking System
Taleo | Oracle Taleo > Applicant Tracking System
SmartRecruiters > Applicant Tracking System
Jobvite > Applicant Tracking System
~=Workable > Applicant Tracking System
JazzHR > Applicant Tracking System
~=Bullhorn > Applicant Tracking System
Avature > Applicant Tracking System
LinkedIn Recruiter > Candidate Sourcing
HireVue
Cornerstone OnDemand | =CSOD | ~=Cornerstone > Learning Management Systems
~=Lattice | Lattice HR > Performance Management
15Five > Performance Management
Culture Amp > Employee Engagement

## Teaching and instruction
Curriculum Development | curriculum design | curriculum writing
Curriculum Mapping > Curriculum Development
Lesson Planning | lesson plan development
Differentiated Instruction | differentiated learning | ~differentiation | differentiated teaching
Classroom Management
Formative Assessment
Summative Assessment
Student Assessment | educational assessment
Data-Driven Instruction | data driven instruction | data-informed instruction
Standards-Based Grading | standards based grading
Common Core State Standards | Common Core | =CCSS
Next Generation Science Standards | =NGSS
Backward Design | Understanding by Design | =UbD
Bloom's Taxonomy
Instructional Scaffolding | scaffolded instruction | scaffolding instruction
Project-Based Learning | project based learning | =PBL
Inquiry-Based Learning | inquiry based learning
Blended Learning
Flipped Classroom
Cooperative Learning
Social-Emotional Learning | =SEL | social emotional learning
Restorative Practices
Guided Reading
Phonics Instruction | phonics
Balanced Literacy
Science of Reading
Reading Intervention
Orton-Gillingham > Reading Intervention
Wilson Reading System | Wilson Language > Reading Intervention
Literacy Instruction
Special Education | =SPED | =SpEd | =ESE | Exceptional Student Education
Individualized Education Program | =IEP | individualized education plan > Special Education
Section 504 Plans | 504 plans | Section 504
Behavior Intervention Plans | =BIP | behavior plans
Functional Behavior Assessment | =FBA
Response to Intervention | =RTI | =RtI
Multi-Tiered System of Supports | =MTSS
Positive Behavioral Interventions and Supports | =PBIS | positive behavior interventions and supports
Universal Design for Learning | =UDL
Inclusive Education | inclusive classroom | inclusion classroom
Co-Teaching | co teaching
Assistive Technology
Early Childhood Education | ~=ECE
Montessori Method | Montessori
Early Intervention
Child Development
English as a Second Language | =ESL | =ESOL | English for Speakers of Other Languages | =ELL instruction | ?=ELT
English Language Development > English as a Second Language
Sheltered Instruction | =SIOP | Sheltered Instruction Observation Protocol > English as a Second Language
Bilingual Education
Gifted and Talented Education | gifted education | ~=GATE | gifted and talented
STEM Education | ~=STEM | STEM instruction | STEM teaching
Advanced Placement | ?=AP
International Baccalaureate | ~=IB
Test Preparation | test prep | standardized test preparation
Tutoring
Academic Advising
College Counseling | college admissions counseling
School Counseling
Adult Learning Theory | andragogy
Online Teaching | online instruction | virtual teaching | remote teaching
Instructional Coaching
Classroom Technology Integration | technology integration
Teaching License | teaching certificate | teaching credential | teacher certification | State Teaching License | state teaching certificate | state teaching certification | state teaching credential | state teacher license
Praxis Exams | ~=Praxis | Praxis II > Teaching License
National Board Certification | National Board Certified Teacher | =NBCT > Teaching License
TESOL | Teaching English to Speakers of Other Languages > English as a Second Language
TEFL | Teaching English as a Foreign Language > English as a Second Language
CELTA > English as a Second Language
Special Education Certification | special education credential | Special Education Endorsement | special education license | special education teaching license > Special Education
Child Development Associate | =CDA > Early Childhood Education

## Learning technology and instructional design
Learning Management Systems | =LMS
Google Classroom > Learning Management Systems
Canvas LMS | ~=Canvas | Instructure Canvas > Learning Management Systems
Blackboard Learn | ~=Blackboard | Blackboard LMS > Learning Management Systems
Moodle > Learning Management Systems
Schoology > Learning Management Systems
D2L Brightspace | Brightspace | Desire2Learn | =D2L > Learning Management Systems
Docebo > Learning Management Systems
TalentLMS > Learning Management Systems
Student Information Systems | =SIS
PowerSchool > Student Information Systems
Infinite Campus > Student Information Systems
~=Skyward > Student Information Systems
Seesaw | ~=Seesaw
ClassDojo
Nearpod
Kahoot | Kahoot!
Pear Deck
Edpuzzle
Quizlet
Desmos
i-Ready | iReady
NWEA MAP | MAP Growth
DIBELS
Fountas and Pinnell | Fountas & Pinnell
SMART Board | Smartboard | SMART interactive whiteboard
Educational Technology | =EdTech | =ed tech | =Ed Tech | =Ed tech | instructional technology
Instructional Design | instructional systems design | ~=ISD
=ADDIE | ADDIE model > Instructional Design
E-Learning Development | eLearning development | e-learning design | e-learning | elearning > Instructional Design
Course Design | course development
Articulate Storyline | Storyline 360 | ~=Storyline > E-Learning Development
Articulate Rise | Rise 360 | ~=Rise > E-Learning Development
Articulate 360 > E-Learning Development
Adobe Captivate | Captivate > E-Learning Development
Camtasia
SCORM > E-Learning Development
xAPI | Tin Can API | Tin Can > E-Learning Development

## Customer support and service operations
Zendesk | Zendesk Support > Ticketing Systems
Freshdesk > Ticketing Systems
~=Intercom > Live Chat Support
Help Scout > Ticketing Systems
Gorgias > Ticketing Systems
Kustomer > Ticketing Systems
Zoho Desk > Ticketing Systems
Gainsight
Five9 > Call Center Operations
Genesys | Genesys Cloud | Genesys PureCloud > Call Center Operations
NICE CXone | NICE inContact | inContact > Call Center Operations
Talkdesk > Call Center Operations
Avaya > Call Center Operations
RingCentral
Aircall
~=Dialpad
Ticketing Systems | ticketing software
Customer Satisfaction Score | =CSAT
Net Promoter Score | =NPS
Customer Effort Score | ~=CES
First Call Resolution | =FCR | first contact resolution
Average Handle Time | =AHT | handle time | average handling time
Service Level Agreements | =SLA
Escalation Management | escalation handling | escalations | escalated tickets
Live Chat Support | live chat | chat support
Email Support
Phone Support | telephone support
Omnichannel Support | omnichannel customer support
Call Center Operations | call center | call centre | contact center | contact centre
Inbound Call Handling | inbound calls
Outbound Calling
Knowledge Base Management | knowledge base authoring | knowledge base articles | ~knowledge base
Call Quality Monitoring | call monitoring | QA monitoring | QA reviews | ticket QA | ticket quality reviews | call center quality assurance | contact center quality assurance | call center QA | contact center QA
Contact Center Workforce Management | =WFM | workforce management
Customer Onboarding
Returns Processing | returns and exchanges
Point of Sale Systems | POS systems | ~=POS | ~point of sale
Zendesk Guide > Zendesk, Knowledge Base Management
HDI Support Center Team Lead | =HDI-SCTL
Bug Triage | bug triaging | defect triage | triage bugs | ?~triage > Bug Escalation

## Office and productivity software
Microsoft Office | MS Office | Microsoft Office Suite | MS Office Suite | Office 365 | =O365 | Microsoft 365 | =M365
Microsoft Excel | MS Excel | =Excel > Microsoft Office
Microsoft Word | MS Word | ~=Word > Microsoft Office
Microsoft PowerPoint | PowerPoint | MS PowerPoint | =PPT > Microsoft Office
Microsoft Outlook | MS Outlook | ~=Outlook > Microsoft Office
Microsoft Access | MS Access | ~=Access > Microsoft Office
Microsoft OneNote | OneNote > Microsoft Office
Microsoft OneDrive | OneDrive
Microsoft Publisher | MS Publisher > Microsoft Office
Microsoft Visio | Visio | MS Visio
Microsoft SharePoint | SharePoint | SharePoint Online | MS SharePoint
Microsoft Teams | MS Teams | ~=Teams
Microsoft Office Specialist | ~=MOS | MOS certification > Microsoft Office
Pivot Tables | PivotTables > Microsoft Excel
VLOOKUP > Microsoft Excel
XLOOKUP > Microsoft Excel
HLOOKUP > Microsoft Excel
INDEX MATCH | INDEX/MATCH | INDEX-MATCH > Microsoft Excel
Excel Macros | ~macros > Microsoft Excel
Excel Formulas | spreadsheet formulas > Microsoft Excel
Conditional Formatting > Microsoft Excel
Power Query > Microsoft Excel
Power Pivot | PowerPivot > Microsoft Excel
Spreadsheets | spreadsheet software
Word Processing | word processor
Mail Merge > Microsoft Word
Google Workspace | G Suite | GSuite | Google Suite | Google Apps
Google Sheets > Google Workspace
Google Docs > Google Workspace
Google Slides > Google Workspace
Google Drive > Google Workspace
Google Forms > Google Workspace
Gmail > Google Workspace
Google Calendar > Google Workspace
Google Meet > Google Workspace
~=Slack
~=Zoom | Zoom Meetings | Zoom Video
Cisco Webex | Webex
GoToMeeting | GoTo Meeting
Skype for Business | Skype
Dropbox
DocuSign | DocuSign eSignature
Adobe Acrobat | Adobe Acrobat Pro | Acrobat
Apple iWork | iWork
Apple Pages | ~=Pages > Apple iWork
Apple Numbers | ~=Numbers > Apple iWork
Apple Keynote | ~=Keynote > Apple iWork
Lotus Notes | IBM Notes | HCL Notes
Calendly

## Administrative and clerical skills
Data Entry | data input | data keying
~Typing | ~typing | touch typing | keyboarding | typing skills
10-Key | ten key | ten-key | 10 key | 10-key typing
Calendar Management | diary management | calendaring | meeting scheduling
Appointment Scheduling | patient scheduling
Travel Arrangements | travel coordination | travel booking
Meeting Planning | meeting coordination | meeting logistics
Event Planning | event coordination
Records Management | recordkeeping | record keeping
Filing Systems | ~filing
Document Management | document management system | document management systems
Office Administration | office management
Front Desk Operations | front desk | reception duties | ~reception | reception desk
Multi-Line Phone Systems | multi-line phones
Switchboard Operation | switchboard
Mail Handling | mail processing | mail sorting
Minute Taking | meeting minutes | taking minutes
Expense Reporting | expense report processing | expense reimbursements
Order Entry | order processing
Correspondence Management | business correspondence
Proofreading
~Transcription | ~transcription | audio transcription
Certified Administrative Professional | ~=CAP

`;
