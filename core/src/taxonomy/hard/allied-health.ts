// Skill data in the line format of ../README.md: allied health — clinical laboratory, phlebotomy, imaging, respiratory care, medical assisting, HIM and coding, dietetics, EMS, surgical technology, hospital pharmacy, rehab and home health documentation.
export default String.raw`
## Clinical laboratory science
AAB Certification | ?=AAB | American Association of Bioanalysts | AAB certified
# Testing areas and methods
Complete Blood Count | =CBC | CBC with differential | =CBC with diff > Hematology
Body Fluid Analysis | body fluid cell counts | body fluid analyses | =CSF cell counts | CSF analysis | cerebrospinal fluid analysis > Hematology
Blood Gas Analyzers | blood gas analyzer | blood gas instrumentation > Arterial Blood Gas Analysis
Radiometer ABL | =ABL90 | ABL90 FLEX | =ABL800 | Radiometer blood gas analyzers | ~=Radiometer > Blood Gas Analyzers
i-STAT | Abbott i-STAT | iSTAT > Point-of-Care Testing
Molecular Diagnostics | molecular testing | molecular diagnostic testing | clinical molecular testing > Polymerase Chain Reaction
Cepheid GeneXpert | GeneXpert | Xpert assays > Molecular Diagnostics
BioFire FilmArray | BioFire | FilmArray | BioFire panels > Molecular Diagnostics
# Microbiology
Mycology | fungal cultures | fungal identification > Microbiology
Parasitology | ova and parasites | =O&P | ova and parasite exams > Microbiology
Mycobacteriology | =AFB smears | =AFB cultures | acid-fast staining | acid-fast bacilli > Microbiology
Virology | viral cultures | clinical virology > Microbiology
Culture Plating | specimen plating | culture setup | culture workup | culture workups > Microbiology
Kirby-Bauer Disk Diffusion | disk diffusion | Kirby-Bauer | disk diffusion testing > Antimicrobial Susceptibility Testing
BD Phoenix | Phoenix M50 | BD Phoenix M50 > Microbiology
MicroScan | Beckman MicroScan | MicroScan WalkAway > Antimicrobial Susceptibility Testing
Biosafety Level 2 | =BSL-2 | =BSL2 | BSL-2 practices > Biosafety
Biosafety Level 3 | =BSL-3 | =BSL3 | BSL-3 practices > Biosafety
CLSI Guidelines | =CLSI | Clinical and Laboratory Standards Institute | CLSI standards | =CLSI M100 > Laboratory Quality Control
# Blood bank and transfusion service
ABO/Rh Typing | =ABO typing | =ABO/Rh | blood typing | ABO grouping | ABO and Rh typing | Rh typing | RhD typing > Immunohematology
Direct Antiglobulin Test | =DAT testing | direct Coombs test | direct Coombs | ?=DAT > Immunohematology
Blood Component Preparation | blood component processing | blood component production > Immunohematology
Transfusion Reaction Investigation | transfusion reaction workup | transfusion reaction workups | transfusion reaction investigations > Immunohematology
Fetal-Maternal Hemorrhage Testing | Kleihauer-Betke | Kleihauer-Betke test | =KB test | fetal screen | rosette test | =RhIG workup > Immunohematology
Gel Column Agglutination | gel technology | gel card testing | column agglutination > Immunohematology
Ortho Vision | ORTHO VISION analyzer | Ortho Vision Max > Immunohematology
Immucor | Immucor NEO | Immucor Echo | Immucor Galileo | Echo Lumena | Immucor Echo Lumena > Immunohematology
AABB Standards | =AABB | AABB accreditation | AABB Standards for Blood Banks and Transfusion Services > Immunohematology
Apheresis | apheresis procedures | apheresis collections
Therapeutic Plasma Exchange | =TPE | plasmapheresis > Apheresis
Donor Phlebotomy | whole blood collection | blood donor collections > Phlebotomy
SafeTrace Tx | Haemonetics SafeTrace | SafeTrace > Immunohematology
# Quality control and regulatory
Calibration Verification | cal ver | calibration verification and linearity | linearity studies | linearity verification > Laboratory Quality Control
Method Correlation Studies | instrument correlations | method comparison studies | method verification | correlation studies | method correlations > Analytical Method Validation
Reference Interval Verification | reference range verification | reference range studies | reference interval studies > Analytical Method Validation
Individualized Quality Control Plan | =IQCP > Laboratory Quality Control
Autoverification | auto-verification | autovalidation | auto-validation > Laboratory Information System
Laboratory Developed Tests | =LDT | =LDTs | laboratory-developed tests > Analytical Method Validation
COLA Accreditation | COLA inspections | COLA-accredited > Clinical Laboratory Improvement Amendments
Analyzer Maintenance | analyzer troubleshooting | laboratory instrument maintenance | analyzer maintenance and troubleshooting > Laboratory Quality Control
# Analyzers, middleware and laboratory information systems
Laboratory Middleware | lab middleware | instrument middleware > Laboratory Information System
Data Innovations Instrument Manager | =DI Instrument Manager | Data Innovations > Laboratory Middleware
Orchard Harvest | Orchard Harvest LIS | Orchard Software > Laboratory Information System
Cerner CoPath | CoPath | CoPathPlus > Laboratory Information System
Siemens Dimension | Dimension EXL | Dimension Vista > Clinical Chemistry
Ortho VITROS | =VITROS | VITROS analyzers > Clinical Chemistry
Beckman Coulter DxH | UniCel DxH | =DxH > Hematology
Beckman Coulter AU | AU5800 | AU680 | Beckman AU analyzers > Clinical Chemistry
Stago | Diagnostica Stago | STA R Max | STA Compact > Coagulation Testing
# Laboratory credentials and licences
Technologist in Molecular Biology | MB(ASCP) | MB(ASCP)CM > Molecular Diagnostics
Technologist in Chemistry | C(ASCP) > Clinical Chemistry
Technologist in Hematology | H(ASCP) > Hematology
Technologist in Microbiology | M(ASCP) > Microbiology
Technologist in Blood Banking | BB(ASCP) > Immunohematology
Cytotechnologist Certification | CT(ASCP) > Cytology
American Medical Technologists | AMT certification | AMT certified | AMT-certified | =AMT
AMT Medical Technologist | MT(AMT) > American Medical Technologists
Clinical Laboratory Scientist License | =CLS license | California CLS license | state CLS license | clinical laboratory scientist licensure | =CLS > Clinical Laboratory Science

## Phlebotomy
Evacuated Tube System | Vacutainer | BD Vacutainer | vacuum tube collection > Phlebotomy
Butterfly Needle Draws | butterfly needles | winged infusion set | winged collection set | butterfly draws > Phlebotomy
Pediatric Phlebotomy | pediatric venipuncture | pediatric blood draws > Phlebotomy
Arterial Puncture | arterial blood draw | arterial blood draws | arterial sticks | arterial blood sampling | =ABG sampling | =ABG draws | arterial blood gas sampling > Arterial Blood Gas Analysis
Central Line Blood Draws | line draws | central line draws | blood draws from central lines > Central Line Care
Timed Specimen Collection | timed draws | peak and trough draws | timed specimens > Specimen Collection
Glucose Tolerance Testing | =GTT | oral glucose tolerance test | =OGTT | glucose tolerance tests > Specimen Collection
Specimen Labeling | specimen labelling | bedside specimen labeling > Specimen Collection
Urine Specimen Collection | clean-catch urine collection | clean catch urine | midstream urine collection > Specimen Collection
Nasopharyngeal Swab Collection | NP swab collection | NP swabs | nasopharyngeal swabbing > Specimen Collection
Specimen Transport | specimen shipping | specimen packaging | shipping diagnostic specimens | =UN3373 | Category B specimen shipping > Dangerous Goods Shipping
National Healthcareer Association Certification | NHA certification | NHA certified
National Center for Competency Testing Certification | NCCT certification | NCCT certified
Registered Phlebotomy Technician | RPT(AMT) | AMT phlebotomy certification | ?=RPT > Phlebotomy
California Certified Phlebotomy Technician I | =CPT-1 | =CPT I | California phlebotomy certificate | California phlebotomy license > Certified Phlebotomy Technician

## Medical imaging
# Mammography and breast imaging
Digital Breast Tomosynthesis | 3D mammography | breast tomosynthesis | tomosynthesis | 3D mammograms | ?=DBT > Mammography
Stereotactic Breast Biopsy | stereotactic biopsy | stereotactic biopsies | prone stereotactic biopsy > Mammography
Breast Ultrasound | breast sonography > Ultrasonography
Hologic Selenia Dimensions | Selenia Dimensions | Hologic 3Dimensions | 3Dimensions | Hologic Selenia | Selenia > Mammography
Mammography Quality Standards Act | =MQSA | MQSA regulations | MQSA compliance > Mammography
BI-RADS | Breast Imaging Reporting and Data System > Mammography
# Radiography and fluoroscopy
Portable Radiography | portable x-rays | portable x-ray | mobile radiography | portable imaging > Radiography
C-Arm Fluoroscopy | C-arm | C-arm operation | mini C-arm | mobile C-arm > Fluoroscopy
Barium Studies | barium exams | barium fluoroscopy | barium enema > Fluoroscopy
# CT and MRI
CT Angiography | CT angiogram | CT angiograms | =CTA imaging | ?=CTA > Computed Tomography
Coronary CT Angiography | =CCTA | cardiac CT | cardiac CT angiography > CT Angiography
Low-Dose CT Lung Cancer Screening | =LDCT | low-dose CT | lung cancer screening CT | LDCT lung screening | lung cancer screening | lung cancer screenings > Computed Tomography
3D Image Reconstruction | multiplanar reformatting | multiplanar reconstruction | 3D reconstruction | 3D reconstructions | 3D recons > Computed Tomography
TeraRecon | TeraRecon Intuition > 3D Image Reconstruction
MR Angiography | =MRA | magnetic resonance angiography | MR angiogram > Magnetic Resonance Imaging
MR Safety Officer Certification | =MRSO | MRSO certification > MRI Safety Screening
# Ultrasound
Abdominal Ultrasound | abdominal sonography > Ultrasonography
Obstetric Ultrasound | =OB ultrasound | =OB sonography | obstetrical sonography | obstetric sonography | =OB/GYN ultrasound | =OB/GYN sonography > Ultrasonography
Musculoskeletal Ultrasound | =MSK ultrasound | musculoskeletal sonography | =MSK sonography > Ultrasonography
Doppler Ultrasound | Doppler | color Doppler | spectral Doppler | Doppler imaging | duplex ultrasound > Ultrasonography
Carotid Duplex | carotid ultrasound | carotid Doppler | carotid duplex imaging > Vascular Ultrasound
Venous Duplex | venous Doppler | venous duplex ultrasound | lower extremity venous duplex | =DVT ultrasound > Vascular Ultrasound
Transesophageal Echocardiography | ~=TEE | transesophageal echo > Echocardiography
Stress Echocardiography | stress echo | stress echocardiogram | dobutamine stress echo > Echocardiography
Point-of-Care Ultrasound | =POCUS | bedside ultrasound > Ultrasonography
# Nuclear medicine and radiation oncology
SPECT Imaging | =SPECT | single-photon emission computed tomography | =SPECT/CT > Nuclear Medicine
Myocardial Perfusion Imaging | nuclear stress testing | nuclear stress test | nuclear cardiology > Nuclear Medicine
Radiopharmaceutical Preparation | radiopharmaceuticals | radiopharmaceutical administration | radiopharmaceutical handling > Nuclear Medicine
Linear Accelerators | linac | linear accelerator operation | medical linear accelerators > Radiation Therapy
Intensity-Modulated Radiation Therapy | =IMRT > Radiation Therapy
Volumetric Modulated Arc Therapy | =VMAT > Radiation Therapy
Image-Guided Radiation Therapy | =IGRT > Radiation Therapy
Stereotactic Body Radiation Therapy | =SBRT | stereotactic ablative radiotherapy | =SABR > Radiation Therapy
Stereotactic Radiosurgery | =SRS treatments > Radiation Therapy
Brachytherapy | =HDR brachytherapy | =LDR brachytherapy | seed implants > Radiation Therapy
CT Simulation | =CT sim | radiation therapy simulation | treatment simulation > Radiation Therapy
Medical Dosimetry | dosimetry | radiation treatment planning | treatment planning dosimetry > Radiation Therapy
Certified Medical Dosimetrist | ~=CMD | =MDCB certification > Medical Dosimetry
Varian Eclipse | Eclipse treatment planning | Eclipse TPS > Medical Dosimetry
Varian ARIA | ARIA oncology information system | ARIA OIS > Radiation Therapy
Elekta MOSAIQ | =MOSAIQ > Radiation Therapy
# Radiation safety and contrast
Personal Radiation Dosimetry | dosimeter badges | dosimetry badges | radiation badges | film badges | =TLD badges | =OSL dosimeters > Radiation Safety
Patient Shielding | lead shielding | gonadal shielding | lead aprons > Radiation Safety
Radiation Dose Monitoring | patient dose monitoring | radiation dose tracking | =CTDIvol | dose length product > Radiation Safety
Contrast Power Injectors | contrast injectors | contrast injector operation | power injector | power injectors > Contrast Administration
Contrast Reaction Management | contrast reactions | contrast reaction treatment | contrast premedication > Contrast Administration
# Imaging informatics
Sectra PACS | Sectra > Picture Archiving and Communication System
Fujifilm Synapse | Synapse PACS | Synapse 7 | Fuji Synapse | Fuji PACS > Picture Archiving and Communication System
Agfa Enterprise Imaging | Agfa IMPAX | =IMPAX > Picture Archiving and Communication System
Philips IntelliSpace PACS | IntelliSpace PACS | Philips Vue PACS | Vue PACS | Philips iSite | iSite PACS | iSite > Picture Archiving and Communication System
Vendor Neutral Archive | ~=VNA | vendor-neutral archive > Picture Archiving and Communication System
Nuance PowerScribe | PowerScribe | PowerScribe 360 | PowerScribe One > Radiology Information System
ACR Accreditation | American College of Radiology accreditation | ACR-accredited
# Imaging credentials
ARRT Computed Tomography | RT(CT) | RT(R)(CT) | ARRT CT | CT(ARRT) > Computed Tomography, ARRT Certification
ARRT Magnetic Resonance Imaging | RT(MR) | RT(R)(MR) | ARRT MRI | ARRT MR > Magnetic Resonance Imaging, ARRT Certification
ARRT Mammography | RT(M) | RT(R)(M) | ARRT mammography certification > Mammography, ARRT Certification
ARRT Radiation Therapy | RT(T) | ARRT radiation therapy certification > Radiation Therapy, ARRT Certification
ARRT Nuclear Medicine Technology | RT(N) > Nuclear Medicine, ARRT Certification
ARRT Vascular Interventional Radiography | RT(VI) | RT(R)(VI) > Interventional Radiology, ARRT Certification
ARRT Cardiac Interventional Radiography | RT(CI) | RT(R)(CI) > Cardiac Catheterization, ARRT Certification
ARRT Bone Densitometry | RT(BD) | RT(R)(BD) > Bone Densitometry, ARRT Certification
ARRT Sonography | RT(S) > Ultrasonography, ARRT Certification
American Registry for Diagnostic Medical Sonography | =ARDMS | ARDMS certification | ARDMS registered > Ultrasonography
Registered Vascular Technologist | =RVT > Vascular Ultrasound
Registered Diagnostic Cardiac Sonographer | =RDCS > Echocardiography
Cardiovascular Credentialing International | CCI credential | CCI certification
Registered Cardiovascular Invasive Specialist | =RCIS > Cardiac Catheterization
Nuclear Medicine Technology Certification Board | =NMTCB | NMTCB certification > Nuclear Medicine
American Registry of Magnetic Resonance Imaging Technologists | =ARMRIT > Magnetic Resonance Imaging
Limited Scope X-Ray License | limited x-ray machine operator | =LXMO | limited radiography license | limited scope radiography | limited permit x-ray > Radiography
California Fluoroscopy Permit | fluoroscopy permit | fluoroscopy supervisor and operator permit > Fluoroscopy
California Certified Radiologic Technologist | California CRT | =CA CRT | California CRT license > Radiography
State Radiologic Technologist License | radiologic technologist license | state radiography license | radiologic technology license > Radiography

## Respiratory care
# Credentials and boards
National Board for Respiratory Care | =NBRC | NBRC credential | NBRC credentialed > Respiratory Therapy
Certified Respiratory Therapist | ~=CRT > Respiratory Therapy
Adult Critical Care Specialist | =ACCS | =RRT-ACCS > Registered Respiratory Therapist
Neonatal/Pediatric Respiratory Care Specialist | =RRT-NPS | =CRT-NPS | neonatal pediatric specialist | ?=NPS > Registered Respiratory Therapist
Certified Pulmonary Function Technologist | =CPFT > Pulmonary Function Testing
Registered Pulmonary Function Technologist | =RPFT > Pulmonary Function Testing
Registered Polysomnographic Technologist | =RPSGT > Polysomnography
Respiratory Care Practitioner License | =RCP license | state respiratory care license | respiratory therapy license | respiratory care license | ?=RCP > Respiratory Therapy
S.T.A.B.L.E. Program | S.T.A.B.L.E. | =STABLE Program | S.T.A.B.L.E. certification > NICU Nursing
# Ventilation
Airway Pressure Release Ventilation | =APRV > Mechanical Ventilation
High-Frequency Oscillatory Ventilation | =HFOV | oscillatory ventilation > Mechanical Ventilation
Neonatal Mechanical Ventilation | neonatal ventilation | neonatal ventilator management > Mechanical Ventilation
Lung-Protective Ventilation | low tidal volume ventilation | ARDSNet protocol | =ARDSNet | lung protective strategies > Mechanical Ventilation
Prone Positioning | proning | prone positioning therapy > Mechanical Ventilation
Ventilator-Associated Pneumonia Prevention | =VAP prevention | =VAP bundle | ventilator bundle > Infection Control
Home Mechanical Ventilation | home ventilator management | home ventilator care | home ventilator | home ventilators > Mechanical Ventilation
Extracorporeal Membrane Oxygenation | =ECMO | ECMO management | ECMO circuit management
Hamilton Medical Ventilators | Hamilton ventilators | Hamilton C6 | Hamilton G5 | Hamilton C1 | Hamilton-T1 > Mechanical Ventilation
Puritan Bennett Ventilators | Puritan Bennett | Puritan Bennett 980 | Puritan Bennett 840 | =PB 980 | =PB 840 > Mechanical Ventilation
Servo Ventilators | Servo-i | Servo-u | Getinge Servo | Maquet Servo > Mechanical Ventilation
Dräger Evita | Drager Evita | Evita Infinity V500 | Dräger ventilators | Drager ventilators | Draeger Evita | Draeger ventilators | Dräger V500 | Draeger V500 | Evita V500 > Mechanical Ventilation
# Airway care
Extubation | planned extubation | extubations > Airway Management
Tracheostomy Tube Changes | trach changes | trach tube changes | tracheostomy changes > Tracheostomy Care
Airway Adjuncts | =OPA/NPA | =OPA and NPA insertion | oropharyngeal and nasopharyngeal airways | oropharyngeal airway | nasopharyngeal airway > Airway Management
Bronchoscopy | bronchoscopy assisting | bronchoscopy assist | bronchoscopies > Respiratory Therapy
# Therapies and diagnostics
Inhaled Nitric Oxide | =iNO | inhaled nitric oxide therapy | INOmax | nitric oxide therapy > Respiratory Therapy
Heliox Therapy | heliox | helium-oxygen therapy > Respiratory Therapy
Surfactant Administration | surfactant replacement therapy | surfactant therapy > Respiratory Therapy
Bubble CPAP | =bCPAP | bubble continuous positive airway pressure > Noninvasive Ventilation
Respiratory Therapist-Driven Protocols | therapist-driven protocols | RT-driven protocols | respiratory care protocols > Respiratory Therapy
Home Oxygen Therapy | home oxygen | home oxygen setup | oxygen concentrators | portable oxygen concentrators > Oxygen Therapy
Pulmonary Rehabilitation | pulmonary rehab > Respiratory Therapy
Inhaler Technique Education | inhaler technique | inhaler education | inhaler teaching | =MDI teaching | metered-dose inhaler education > Asthma Management
High-Frequency Chest Wall Oscillation | =HFCWO | vest therapy | airway clearance vest | The Vest | SmartVest | Vest airway clearance > Airway Clearance Therapy
Oscillating Positive Expiratory Pressure | =OPEP | Acapella device | flutter valve | =PEP therapy > Airway Clearance Therapy
Mechanical Insufflation-Exsufflation | =MI-E | cough assist | CoughAssist | cough assist device > Airway Clearance Therapy
Body Plethysmography | body box | lung volume measurement | plethysmography | lung volumes | lung volume testing > Pulmonary Function Testing
Diffusing Capacity Testing | =DLCO | diffusing capacity > Pulmonary Function Testing
Cardiopulmonary Exercise Testing | =CPET | =CPX testing | cardiopulmonary exercise test > Pulmonary Function Testing
Home Sleep Apnea Testing | =HSAT | home sleep testing | home sleep test > Polysomnography
CPAP Titration | =PAP titration | CPAP titration study > Polysomnography

## Medical assisting
American Association of Medical Assistants | =AAMA > Medical Assisting
National Certified Medical Assistant | =NCMA > Medical Assisting
Certified Medical Administrative Assistant | =CMAA > Medical Assisting
Intradermal Injections | =ID injections | intradermal injection > Medication Administration
Allergy Injections | allergy shots | allergen immunotherapy injections | allergy immunotherapy > Medication Administration
Allergy Skin Testing | allergy testing | skin prick testing | scratch testing > Medical Assisting
Minor Procedure Assisting | assisting with minor procedures | minor surgery assisting | in-office procedure assisting | minor procedure setup | assisting with procedures | minor procedures | minor office procedures > Medical Assisting
Suture and Staple Removal | suture removal | staple removal > Wound Care
Pelvic Exam Assisting | Pap smear assisting | gynecological exam assisting | =GYN exam assisting > Medical Assisting
Rapid Strep Testing | rapid strep | rapid strep test | strep test | strep tests | strep testing > Point-of-Care Testing
Peak Flow Measurement | peak flow | peak expiratory flow | =PEF monitoring > Asthma Management
Epic In Basket | =In Basket | Epic inbox | =In Basket management | in-basket management > Epic Systems
Patient Portal Messaging | patient portal | patient portal messages | portal messaging > Electronic Health Records
Superbills | superbill | encounter forms > Charge Entry
ModMed | Modernizing Medicine | ModMed EMA > Electronic Health Records
GE Centricity EMR | Centricity EMR | Centricity Practice Solution > Electronic Health Records

## Health information management, coding and billing
# Code sets, edits and payment systems
ICD-9-CM | =ICD-9 | ICD9 | ICD 9 > ICD-10
CPT Modifiers | modifier usage | coding modifiers | modifier 25 | modifier 59 | ~modifiers > Current Procedural Terminology
National Correct Coding Initiative | =NCCI | NCCI edits | CCI edits | =PTP edits | procedure-to-procedure edits > Medical Coding
Medically Unlikely Edits | =MUE | =MUEs > National Correct Coding Initiative
Medicare Coverage Determinations | =LCD/NCD | =NCD/LCD | local coverage determinations | national coverage determinations | =NCD | =NCDs > Medicare
Advance Beneficiary Notice | =ABN | =ABNs | advance beneficiary notice of noncoverage > Medicare
Outpatient Prospective Payment System | =OPPS > Medicare
Ambulatory Payment Classifications | =APC codes | =APC payments > Outpatient Prospective Payment System
Inpatient Prospective Payment System | =IPPS > Diagnosis-Related Groups
All Patient Refined DRGs | =APR-DRG | =APR DRG | =APR-DRGs > Diagnosis-Related Groups
Present on Admission Indicators | =POA indicators | present on admission | =POA reporting > ICD-10-CM
Case Mix Index | ?=CMI > Diagnosis-Related Groups
ICD-10-CM Official Guidelines | Official Guidelines for Coding and Reporting | ICD-10-CM Official Guidelines for Coding and Reporting | official coding guidelines > ICD-10-CM
AHA Coding Clinic | Coding Clinic | Coding Clinic for ICD-10-CM/PCS > ICD-10
# Coding specialties and documentation integrity
Inpatient Coding | inpatient medical coding | inpatient facility coding | =IP coding > Medical Coding
Outpatient Coding | outpatient medical coding | outpatient facility coding | =OP coding > Medical Coding
Professional Fee Coding | pro-fee coding | profee coding | physician coding > Medical Coding
Emergency Department Coding | =ED coding | =ER coding | emergency room coding | =ED facility coding > Medical Coding
Surgical Coding | operative report coding | surgery coding > Medical Coding
Radiology Coding | diagnostic radiology coding > Medical Coding
Anesthesia Coding | anesthesia coding and billing | =ASA crosswalk > Medical Coding
Home Health Coding | home health ICD-10 coding | =PDGM coding > Medical Coding
DRG Validation | DRG audits | DRG downgrades | DRG validation audits > Diagnosis-Related Groups
Physician Query Process | physician queries | provider queries | compliant queries | =CDI queries | clinical documentation queries | query writing > Clinical Documentation Improvement
Diagnosis Clinical Validation | clinical validation of diagnoses | clinical validation denials > Clinical Documentation Improvement
# Health information operations
Discharged Not Final Billed | =DNFB | =DNFB management | discharged not final coded | =DNFC > Health Information Management
Chart Deficiency Analysis | record deficiency analysis | chart deficiencies | incomplete record management | chart completion | deficiency analysis | deficiency tracking | record deficiencies | incomplete record tracking > Health Information Management
Chart Abstraction | medical record abstraction | clinical data abstraction | chart abstracting | ~abstracting > Health Information Management
Cancer Registry | tumor registry | cancer registry abstracting > Chart Abstraction
Certified Tumor Registrar | =ODS-C | Oncology Data Specialist Certified | ?=CTR > Cancer Registry
Trauma Registry | trauma registry abstraction | =NTDB | National Trauma Data Bank > Chart Abstraction
Medical Record Retention | medical records retention | medical record retention schedules > Medical Records Management, Records Retention
Medical Record Document Imaging | chart scanning | medical record scanning | document scanning and indexing | scanning and indexing > Medical Records Management, Document Scanning
Duplicate Medical Record Resolution | duplicate record resolution | =MPI cleanup | overlay resolution | patient identity management > Master Patient Index
# Coding, CDI and HIM software
Computer-Assisted Coding | computer assisted coding | =CAC coding | =CAC software > Medical Coding
TruCode | TruCode encoder > Medical Coding
Iodine AwareCDI | Iodine Software | AwareCDI > Clinical Documentation Improvement
Hyland OnBase | OnBase | OnBase by Hyland > Medical Record Document Imaging
# Billing and revenue cycle
Claim Scrubbing | claims scrubbing | claim scrubber | claims scrubber | claim editing | claims editing > Claims Submission
Clearinghouse Claims Management | claims clearinghouse | clearinghouse rejections | clearinghouse management | clearinghouse submissions | ~clearinghouse > Claims Submission
X12 837 | =837P | =837I | 837 claim files | =ANSI 837 | =EDI 837 > Claims Submission
X12 835 | 835 remittance | 835 files | =ANSI 835 | =EDI 835 > Electronic Remittance Advice
X12 270/271 | 270/271 eligibility transactions | 270/271 transactions > Insurance Verification
Office Ally > Claims Submission
Hospital Billing | facility billing | institutional billing | hospital billing and coding > Medical Billing
Professional Billing | physician billing | pro-fee billing | profee billing | provider billing > Medical Billing
Medicare Billing | Medicare claims | Medicare billing requirements > Medical Billing, Medicare
Medicaid Billing | Medicaid claims > Medical Billing, Medicaid
Underpayment Recovery | payer underpayments | underpayment analysis | contract variance analysis > Payer Contracting
Insurance Credit Balance Resolution | insurance refunds | overpayment refunds | patient refunds | insurance overpayments > Payment Posting
Timely Filing | timely filing limits | timely filing deadlines > Claims Submission
National Provider Identifier | =NPI number | =NPI numbers | NPI registry | ?=NPI > Provider Enrollment
CAQH ProView | =CAQH | CAQH credentialing > Credentialing
PECOS | Medicare PECOS > Provider Enrollment
Medicare Secondary Payer | =MSP questionnaire | Medicare Secondary Payer questionnaire | =MSPQ > Coordination of Benefits
# Credentials and professional bodies
AHIMA | American Health Information Management Association | AHIMA certification | AHIMA certified > Health Information Management
=AAPC | American Academy of Professional Coders | AAPC certification | AAPC certified > Medical Coding
Certified Coding Specialist-Physician-based | =CCS-P > Medical Coding
Certified Professional Coder-Apprentice | =CPC-A > Certified Professional Coder
Certified Inpatient Coder | AAPC CIC | ?=CIC > Inpatient Coding
Certified Health Data Analyst | =CHDA > Health Information Management
Certified in Healthcare Privacy and Security | =CHPS > Health Insurance Portability and Accountability Act
Certified in Healthcare Compliance | =CHC certification | =CHC > Healthcare Compliance
Certified Billing and Coding Specialist | =CBCS > Medical Billing
Home Care Coding Specialist-Diagnosis | =HCS-D > Home Health Coding
Certified Revenue Cycle Representative | =CRCR | HFMA CRCR > Revenue Cycle Management
Certified Healthcare Access Associate | =CHAA > Patient Registration

## Dietetics and clinical nutrition
Nutrition Care Process | =ADIME | =ADIME notes | ADIME documentation > Medical Nutrition Therapy
Nutrition Diagnosis Statements | =PES statements | =PES statement | problem etiology signs and symptoms > Nutrition Care Process
Enteral Nutrition Calculations | tube feeding calculations | enteral formula calculations | tube feeding recommendations > Enteral Feeding
Nutrition Support | nutrition support therapy | specialized nutrition support > Enteral Feeding, Parenteral Nutrition
Mini Nutritional Assessment | =MNA | =MNA-SF > Malnutrition Screening
Subjective Global Assessment | ~=SGA > Nutrition Assessment
Malnutrition Universal Screening Tool | =MUST screening | =MUST tool > Malnutrition Screening
ASPEN/AND Malnutrition Criteria | =ASPEN malnutrition criteria | =AND/ASPEN criteria | malnutrition diagnostic criteria > Malnutrition Screening
Anthropometric Measurements | anthropometrics | anthropometric assessment > Nutrition Assessment
Indirect Calorimetry | metabolic cart | resting metabolic rate testing | =RMR testing > Nutrition Assessment
Carbohydrate Counting | carb counting | carbohydrate counting education > Diabetes Management
Renal Nutrition | renal diet education | renal diets | dialysis nutrition | kidney disease nutrition | CKD nutrition > Medical Nutrition Therapy
Bariatric Nutrition | bariatric surgery nutrition | bariatric diet education | weight loss surgery nutrition > Medical Nutrition Therapy
Medical Weight Management | weight management counseling | obesity counseling > Nutrition Counseling
Oncology Nutrition | cancer nutrition > Medical Nutrition Therapy
Pediatric Nutrition | paediatric nutrition > Medical Nutrition Therapy
Sports Nutrition | sports dietetics > Nutrition Counseling
Eating Disorder Nutrition Therapy | eating disorder nutrition | eating disorders nutrition counseling > Medical Nutrition Therapy
Therapeutic Menu Planning | therapeutic menus | healthcare menu planning | modified menu planning > Therapeutic Diets
Tray Line Operations | tray line | patient tray line | tray accuracy checks > Therapeutic Diets
Computrition | Computrition Hospitality Suite > Therapeutic Menu Planning
CBORD | CBORD Nutrition Service Suite | CBORD NSS > Therapeutic Menu Planning
Dietetic Technician Registered | =DTR | =NDTR | nutrition and dietetics technician registered > Registered Dietitian
Licensed Dietitian | ~=LD | =LDN | =LD/N | licensed dietitian nutritionist | state dietitian licensure | dietitian license > Registered Dietitian
Certified Dietary Manager | =CDM/CFPP | ANFP certification | ?=CDM > Therapeutic Diets
Certified Food Protection Professional | =CFPP > Certified Dietary Manager
Certified Nutrition Support Clinician | =CNSC > Nutrition Support
Board Certified Specialist in Sports Dietetics | =CSSD > Sports Nutrition

## Emergency medical services
# Certifications and courses
Critical Care Paramedic | =CCP-C | critical care paramedic certification | =CCEMT-P > Paramedic
Flight Paramedic Certification | =FP-C | certified flight paramedic > Paramedic
Tactical Combat Casualty Care | =TCCC > Trauma Care
Tactical Emergency Casualty Care | =TECC > Trauma Care
Advanced Medical Life Support | =AMLS > Paramedic
Pediatric Education for Prehospital Professionals | =PEPP > Pediatric Advanced Life Support
International Trauma Life Support | =ITLS | =BTLS | Basic Trauma Life Support > Prehospital Trauma Life Support
Emergency Medical Responder | =NREMR | emergency medical responder certification | ?=EMR > Emergency Medical Technician
Wilderness First Responder | =WFR > First Aid
EMS State Licensure | state EMT certification | state EMT license | EMT license | paramedic license | state paramedic license > Emergency Medical Technician
Emergency Medical Dispatch | =EMD | =EMD certification | emergency medical dispatcher certification
Medical Priority Dispatch System | =MPDS | ProQA | =MPDS protocols > Emergency Medical Dispatch
Computer-Aided Dispatch | computer aided dispatch | =CAD dispatch | ?=CAD > Emergency Medical Dispatch
# Prehospital procedures
Needle Decompression | needle thoracostomy | needle chest decompression | chest decompression > Trauma Care
Cricothyrotomy | cricothyroidotomy | surgical cricothyrotomy | needle cricothyrotomy | surgical airway > Airway Management
Supraglottic Airway Devices | supraglottic airways | supraglottic airway | King LT | King airway | i-gel | laryngeal mask airway | =LMA | =LMAs > Airway Management
Bag-Valve-Mask Ventilation | =BVM | bag-mask ventilation | =BVM ventilation | bag valve mask | manual ventilation | manual resuscitation bag > Airway Management
Hemorrhage Control | bleeding control | wound packing | hemorrhage control techniques > Trauma Care
Tourniquet Application | tourniquets | tourniquet use | =CAT tourniquet > Hemorrhage Control
Traction Splinting | traction splint | Hare traction splint | Sager splint > Splinting
Transcutaneous Pacing | external cardiac pacing | transcutaneous cardiac pacing > Defibrillation
Mechanical CPR Devices | mechanical CPR | =LUCAS device | LUCAS CPR | =LUCAS | AutoPulse > Cardiopulmonary Resuscitation
Prehospital 12-Lead ECG | prehospital 12-lead | 12-lead acquisition and transmission | 12-lead transmission > Electrocardiography
Stretcher Operations | stretcher operation | stair chair | power cot | Stryker Power-PRO | power stretcher > Safe Patient Handling
Critical Care Transport | critical care transports > Interfacility Transport
# Equipment and software
LIFEPAK | Physio-Control LIFEPAK | Stryker LIFEPAK | LIFEPAK 15 | LIFEPAK 35 > Cardiac Monitoring
ZOLL Cardiac Monitors | ZOLL X Series | =ZOLL | ZOLL monitor | ZOLL R Series > Cardiac Monitoring
ESO ePCR | ~=ESO | ESO Solutions | ESO EHR > Patient Care Reports

## Surgical technology and sterile processing
# Credentials
National Board of Surgical Technology and Surgical Assisting | =NBSTSA > Certified Surgical Technologist
Tech in Surgery - Certified | =TS-C | TS-C(NCCT) > Surgical Assisting
Certified Surgical First Assistant | =CSFA > Surgical Assisting
Surgical Assistant-Certified | =SA-C > Surgical Assisting
Certified Endoscope Reprocessor | =HSPA CER | ?=CER > Endoscope Reprocessing
Certified Sterile Processing and Distribution Technician | =CSPDT > Sterile Processing
Healthcare Sterile Processing Association | =HSPA | =IAHCSMM | International Association of Healthcare Central Service Materiel Management > Sterile Processing
# Intraoperative practice
Gowning and Gloving | surgical gowning and gloving | closed gloving | closed-glove technique > Surgical Scrubbing
Sterile Draping | surgical draping | sterile drapes > Sterile Technique
Surgical Patient Positioning | surgical positioning | =OR positioning | patient positioning for surgery > Perioperative Nursing
Surgeon Preference Cards | preference cards | physician preference cards | doctor preference cards > Surgical Case Setup
Case Cart Preparation | case carts | surgical case carts > Surgical Case Setup
Electrosurgical Units | =ESU | electrocautery | electrosurgery | Bovie | =ESU safety > Surgical Instrumentation
Laparoscopic Surgery | laparoscopy | laparoscopic procedures | minimally invasive surgery > Surgical Assisting
Robotic-Assisted Surgery | robotic surgery | robot-assisted surgery | robotic-assisted procedures > Laparoscopic Surgery
da Vinci Surgical System | da Vinci robot | da Vinci Xi | da Vinci surgery | da Vinci > Robotic-Assisted Surgery
Malignant Hyperthermia Response | malignant hyperthermia | =MH protocol | =MH cart > Perioperative Nursing
AORN Guidelines | =AORN | AORN standards | AORN Guidelines for Perioperative Practice > Perioperative Nursing
# Sterile processing
Instrument Decontamination | surgical instrument cleaning | surgical instrument decontamination > Sterile Processing
Steam Sterilization | steam sterilizers | steam autoclaves > Sterile Processing
Immediate-Use Steam Sterilization | =IUSS | flash sterilization > Steam Sterilization
Low-Temperature Sterilization | hydrogen peroxide sterilization | vaporized hydrogen peroxide sterilization | low temperature sterilization > Sterile Processing
Ethylene Oxide Sterilization | =EtO sterilization | =EO sterilization > Low-Temperature Sterilization
Bowie-Dick Testing | Bowie-Dick test > Steam Sterilization
High-Level Disinfection | high level disinfection > Infection Control
Endoscope Reprocessing | scope reprocessing | flexible endoscope reprocessing | endoscope cleaning > High-Level Disinfection
ANSI/AAMI ST79 | =ST79 | AAMI ST79 | ANSI AAMI ST79 > Steam Sterilization
ANSI/AAMI ST91 | =ST91 | AAMI ST91 > Endoscope Reprocessing
Instrument Tracking Systems | surgical instrument tracking | instrument tracking software > Sterile Processing
Censis CensiTrac | CensiTrac | =Censis > Instrument Tracking Systems

## Hospital pharmacy
Pharmacy and Therapeutics Committee | =P&T committee | =P&T | pharmacy and therapeutics > Formulary Management
Pharmacy Consults | pharmacokinetic consults | pharmacy-to-dose | pharmacy to dose | =PK consults | pharmacy dosing protocols > Pharmacokinetics
Aminoglycoside Dosing | aminoglycoside monitoring | gentamicin dosing | aminoglycoside pharmacokinetics > Pharmacokinetics
IV-to-PO Conversion | =IV to PO | IV to PO conversions | intravenous to oral conversion > Clinical Pharmacy
Pharmacogenomics | =PGx | pharmacogenetic testing | pharmacogenetics > Clinical Pharmacy
Investigational Drug Services | investigational drug service | investigational pharmacy > Investigational Product Management
Pharmacy Informatics > Clinical Informatics
Medication Use Evaluation | medication use evaluations > Drug Utilization Review
Pharmacy Floor Stock | nursing unit floor stock | floor stock medications > Pharmacy Inventory Management
Gravimetric Verification | gravimetric compounding | gravimetric IV verification > IV Workflow Management Systems
Baxter ExactaMix | ExactaMix > Automated Compounding Devices
=Kit Check | KitCheck | RFID medication kit tracking > Pharmacy Inventory Management
Wolters Kluwer Sentri7 | Sentri7 > Clinical Pharmacy
TheraDoc | Premier TheraDoc > Antimicrobial Stewardship

## Rehabilitation and home health documentation
# Home health and hospice
CMS-485 | =CMS 485 | Form 485 | home health certification and plan of care | 485 plan of care > OASIS
Home Health Face-to-Face Documentation | face-to-face encounter documentation | =F2F documentation | home health face-to-face encounter > OASIS
Homebound Status Documentation | homebound status | homebound criteria | homebound documentation > OASIS
Start of Care Visits | start of care | =SOC visits | =SOC OASIS | start-of-care assessments > OASIS
Home Health Value-Based Purchasing | =HHVBP > Value-Based Care
Home Health CAHPS | =HHCAHPS | =HH CAHPS > CAHPS
Low Utilization Payment Adjustment | =LUPA | =LUPAs > Patient-Driven Groupings Model
Home Health Visit Documentation | home visit documentation | point-of-care documentation | home health documentation > Clinical Documentation
Home Health Aide Supervisory Visits | aide supervisory visits | =HHA supervisory visits | aide supervision visits > Home Health Aide Certification
Home Health Conditions of Participation | home health CoPs > CMS Conditions of Participation
Hospice Election Statement | hospice election | hospice election statements > Hospice Care
Certification of Terminal Illness | hospice CTI | terminal illness certification > Hospice Care
Electronic Visit Verification | =EVV | EVV compliance > Medicaid
Sandata | Sandata EVV > Electronic Visit Verification
HHAeXchange > Electronic Visit Verification
Axxess | Axxess Home Health | AxxessCARE > Electronic Health Records
Brightree | ResMed Brightree > Durable Medical Equipment
# Rehabilitation billing and documentation
Therapy Discipline Modifiers | =GP modifier | =GO modifier | =GN modifier | =GP/GO/GN modifiers > Medicare Part B
CQ and CO Modifiers | =CQ modifier | =CO modifier | =CQ/CO modifiers > Therapy Assistant Supervision
Timed Code Billing | timed codes | timed CPT codes | timed and untimed codes | untimed codes > 8-Minute Rule
Plan of Care Certification | physician certification of plan of care | plan of care recertification > Plan of Care Development
Medicare Progress Reports | progress report requirements | 10th visit progress report | tenth visit progress report > Therapy Documentation
Skilled Maintenance Therapy | Jimmo v. Sebelius | Jimmo settlement | skilled maintenance programs > Therapy Documentation
Inpatient Rehabilitation Facility Patient Assessment Instrument | =IRF-PAI | =IRF PAI > Section GG
IRF Case-Mix Groups | =CMG | =CMGs | case-mix groups > Inpatient Rehabilitation Facility Patient Assessment Instrument
SNF Triple Check | =SNF triple check process | Medicare triple check > Minimum Data Set
`;
