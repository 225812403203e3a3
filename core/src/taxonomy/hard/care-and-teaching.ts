// Skill data in the line format of ../README.md: pharmacy operations, rehabilitation therapy, nursing and K-12 teaching.
export default String.raw`
## Pharmacy
# Regulations, references and controlled-substance rules
NIOSH Hazardous Drug List | NIOSH List of Hazardous Drugs > USP 800
Closed System Transfer Devices | =CSTD | closed system drug-transfer devices > USP 800
Poison Prevention Packaging Act | =PPPA | child-resistant packaging
Combat Methamphetamine Epidemic Act | =CMEA | pseudoephedrine logbook | pseudoephedrine sales logs | PSE logbook | pseudoephedrine sales | pseudoephedrine | pseudoephedrine sales tracking
Orange Book | FDA Orange Book | Approved Drug Products with Therapeutic Equivalence Evaluations > Therapeutic Interchange
Drug Diversion Prevention | drug diversion | diversion prevention | diversion monitoring | controlled substance diversion prevention | diversion investigations > Controlled Substance Management
DEA Form 106 | Form 106 | DEA 106 > Controlled Substance Regulations
DEA Biennial Inventory | biennial inventory | biennial controlled substance inventory > Controlled Substance Inventory
State Board of Pharmacy Regulations | board of pharmacy regulations | board of pharmacy rules | state board of pharmacy rules > Pharmacy Law
Brand and Generic Drug Names | brand and generic names | brand/generic drug names | top 200 drugs | top 200 drug list > Pharmacology
# Automation, compounding technology and software
Pyxis CIISafe | CIISafe | BD Pyxis CIISafe > Controlled Substance Inventory
Omnicell XR2 | =XR2 | XR2 Automated Central Pharmacy System > Pharmacy Automation
Automated Compounding Devices | automated compounders > Parenteral Nutrition
IV Workflow Management Systems | IV workflow management | IV workflow software | IV workflow technology | IV workflow systems | IV workflow > Sterile Compounding
DoseEdge | Omnicell DoseEdge | DoseEdge Pharmacy Workflow Manager > IV Workflow Management Systems
Epic Willow Inventory | Willow Inventory > Epic Willow
Pharmacy Management Systems | pharmacy management software | pharmacy dispensing software | pharmacy information systems | pharmacy software
URAC Accreditation | =URAC | URAC specialty pharmacy accreditation > Specialty Pharmacy
PCAB Accreditation | =PCAB | Pharmacy Compounding Accreditation Board > Pharmaceutical Compounding

## Pharmacy and laboratory practice
Hazardous Drug Compounding | hazardous drug preparation | chemotherapy compounding | chemo compounding | chemotherapy preparation | antineoplastic compounding | =HD compounding > Sterile Compounding, USP 800
Media Fill Testing | media fills | media fill tests | media fill validation | aseptic process simulation > Sterile Compounding
Gloved Fingertip Testing | gloved fingertip sampling | gloved fingertip and thumb sampling | =GFT > Sterile Compounding
Cleanroom Cleaning and Disinfection | cleanroom cleaning | sterile compounding cleaning | sporicidal cleaning | cleanroom disinfection > Sterile Compounding
Cleanroom Environmental Monitoring | viable air sampling | viable air and surface sampling | cleanroom surface sampling > Sterile Compounding
Primary Engineering Controls > Sterile Compounding
Compounding Aseptic Isolators | =CAI | ~=CACI | compounding aseptic containment isolators > Primary Engineering Controls
Master Formulation Records | compounding records | compounded preparation records | compounding logs > Pharmaceutical Compounding
Controlled Substance Inventory | controlled drug inventory | narcotic inventory | =CII inventory | =C-II inventory > Controlled Substance Management
Controlled Substance Discrepancies | narcotic discrepancies | controlled substance discrepancy resolution | discrepancy reports > Drug Diversion Prevention
Pharmaceutical Calculations | pharmacy calculations | pharmacy math | pharmaceutical math > Dosage Calculation
Days Supply Calculation | days supply | day supply | days' supply > Pharmaceutical Calculations
Prescription Data Entry | Rx data entry | prescription entry | pharmacy data entry > Prescription Processing
Third-Party Rejection Resolution | insurance rejections | third-party rejections | claim rejection resolution | rejected pharmacy claims | claim rejections | refill too soon > Pharmacy Claims Adjudication
Wholesaler Ordering | drug wholesaler ordering | pharmacy purchasing | pharmaceutical purchasing > Pharmacy Inventory Management
Reverse Distribution | pharmaceutical returns | reverse distributor returns > Pharmacy Inventory Management
Drug Shortage Management | drug shortages | medication shortages | drug shortage mitigation > Pharmacy Inventory Management
Expired Medication Management | expired drug removal | outdated medication removal | outdate checks | expired medication returns > Pharmacy Inventory Management
Pharmaceutical Waste Management | pharmaceutical waste | pharmaceutical waste disposal | hazardous pharmaceutical waste
Nursing Unit Inspections | medication room inspections | med room inspections | pharmacy unit inspections > Medication Safety
Technician Product Verification | =TPV | tech product verification > Tech-Check-Tech
Patient Assistance Programs | manufacturer assistance programs | copay assistance

## Clinical procedures and patient care
~Chemotherapy | ~chemotherapy | ~chemo > Chemotherapy Administration, Hazardous Drug Compounding
Infusion Pumps | IV pumps | smart pumps | smart infusion pumps | infusion pump programming > IV Therapy
BD Alaris | Alaris | Alaris pumps | Alaris infusion system > Infusion Pumps
Mechanical Patient Lifts | Hoyer lift | mechanical lift transfers | ceiling lifts > Safe Patient Handling
Crash Cart Management | crash cart | crash cart checks | crash cart restocking | code cart checks | code cart restocking
Bladder Scanning | bladder scanner | bladder scan | post-void residual measurement > Urinary Catheterization
Gastrostomy Tube Care | =G-tube care | =PEG tube care | gastrostomy care > Enteral Feeding
Capnography | end-tidal CO2 monitoring | =EtCO2 monitoring | =ETCO2 monitoring | waveform capnography | =ETCO2 > Airway Management
Intraosseous Access | =IO access | intraosseous infusion | =EZ-IO | intraosseous needle insertion > IV Therapy
Synchronized Cardioversion | cardioversion > Defibrillation
Massive Transfusion Protocol | =MTP | massive transfusion > Blood Transfusion
Heparin Infusion Management | heparin drips | heparin drip titration | heparin protocol | heparin infusion protocol > Anticoagulation Management
Continuous Glucose Monitoring | =CGM | continuous glucose monitors > Diabetes Management
Dexcom | Dexcom G6 | Dexcom G7 > Continuous Glucose Monitoring
Insulin Pump Management | insulin pumps | insulin pump therapy | =CSII > Diabetes Management
Orthostatic Vital Signs | orthostatic blood pressures | orthostatic vitals | orthostatics > Vital Signs
VTE Prophylaxis | =DVT prophylaxis | venous thromboembolism prophylaxis | =VTE prevention | =DVT prevention
Epinephrine Auto-Injector Training | EpiPen training | EpiPen administration | epinephrine auto-injector administration | Epinephrine Auto-Injector | EpiPen | EpiPens | epinephrine auto-injectors | epi pen | epinephrine administration > First Aid, Anaphylaxis Management

## Nursing practice
Richmond Agitation-Sedation Scale | =RASS > Moderate Sedation
Delirium Screening | delirium assessment | delirium screens | delirium prevention
Confusion Assessment Method | =CAM-ICU | Confusion Assessment Method for the ICU > Delirium Screening
Clinical Institute Withdrawal Assessment | =CIWA | =CIWA-Ar | CIWA protocol | CIWA scoring > Withdrawal Management
Clinical Opiate Withdrawal Scale | =COWS > Withdrawal Management
Pediatric Early Warning Score | =PEWS > Early Warning Scores
Apgar Scoring | Apgar score > Newborn Care
FLACC Scale | =FLACC > Pain Assessment
Wong-Baker FACES | Wong-Baker FACES Pain Rating Scale | Wong-Baker scale > Pain Assessment
Wound Assessment | wound staging | pressure injury staging | wound measurement > Wound Care
Mass Casualty Triage | =MCI triage | mass casualty incident triage > Patient Triage
=START Triage | Simple Triage and Rapid Treatment > Mass Casualty Triage
Nursing Standing Orders | ~standing orders | standing order protocols | nurse-driven protocols | nurse-initiated protocols
Vaccines for Children Program | =VFC | VFC program | Vaccines for Children > Immunization Administration
Vaccine Adverse Event Reporting System | =VAERS > Immunization Administration
Nursing Delegation | delegation to UAP | delegation to unlicensed assistive personnel | =UAP delegation
NANDA-I | =NANDA | NANDA nursing diagnoses | NANDA International | nursing diagnoses > Nursing Process
Dysphagia Screening | bedside swallow screening | nursing swallow screen | bedside swallow screen > Dysphagia Management
Restorative Nursing | restorative nursing programs | restorative therapy programs
Individualized Healthcare Plans | =IHP | individual health plans | individualized health plans > School Nursing
Seizure Action Plans > Seizure Precautions

## Healthcare IT and EHR systems
Epic ClinDoc | ClinDoc | EpicCare Inpatient ClinDoc > Epic Systems
EpicCare Ambulatory | Epic Ambulatory > Epic Systems
EpicCare Inpatient | Epic Inpatient > Epic Systems
Epic Rover > Epic Systems
Epic Beacon | Beacon Oncology > Epic Systems
Epic Rehab | Epic Rehabilitation > Epic Systems
Cerner FirstNet > Cerner
Cerner SurgiNet | SurgiNet > Cerner
TruBridge | =CPSI | Evident Thrive | TruBridge EHR > Electronic Health Records
Optima Therapy | NetHealth Optima | Net Health Optima | Optima Therapy for SNF > Net Health Therapy
Physitrack > Home Exercise Programs
HEP2go > Home Exercise Programs
CentralReach > Applied Behavior Analysis

## Therapy, rehabilitation and behavioral health
# Interventions
Therapeutic Activities > Occupational Therapy, Physical Therapy
Instrumental Activities of Daily Living | =IADL | =IADL training | =IADL retraining | instrumental activities of daily living training > Activities of Daily Living Training
Adaptive Equipment Training | adaptive equipment | adaptive devices | adaptive equipment recommendations > Occupational Therapy
Durable Medical Equipment | =DME | =DME ordering | durable medical equipment ordering
Home Safety Evaluations | home safety assessments > Fall Prevention
Energy Conservation Techniques | ~energy conservation | energy conservation training | work simplification techniques | work simplification > Occupational Therapy
Edema Management | edema control | retrograde massage > Hand Therapy, Lymphedema Management
Low Vision Rehabilitation | low vision therapy | low vision services > Occupational Therapy
Driver Rehabilitation | driver rehabilitation services | driving evaluations | driver evaluations > Occupational Therapy
Feeding Therapy | pediatric feeding therapy | feeding intervention | oral motor feeding therapy > Occupational Therapy, Speech-Language Pathology
DIR/Floortime | Floortime | DIRFloortime > Early Intervention
Neurodevelopmental Treatment | =NDT approach | =NDT certification | Bobath | Bobath concept | =C/NDT | ?NDT > Neurological Rehabilitation
Stroke Rehabilitation | stroke rehab | post-stroke rehabilitation > Neurological Rehabilitation
Brain Injury Rehabilitation | =TBI rehabilitation | traumatic brain injury rehabilitation | brain injury rehab | TBI rehab | =TBI | traumatic brain injury > Neurological Rehabilitation
Spinal Cord Injury Rehabilitation | =SCI rehabilitation | spinal cord injury rehab > Neurological Rehabilitation
Amputee Rehabilitation | amputee rehab > Gait Training
Core Stabilization | core stabilization exercises | lumbar stabilization | spinal stabilization exercises > Therapeutic Exercise
Return-to-Sport Testing | return-to-play testing > Sports Rehabilitation
Gait Analysis | gait assessment | observational gait analysis > Gait Training
Paraffin Therapy | paraffin bath | paraffin wax therapy > Therapeutic Modalities
Moist Heat Therapy | hot packs | moist hot packs | thermotherapy | heat therapy | moist heat > Therapeutic Modalities
Biofeedback | =EMG biofeedback | biofeedback therapy > Therapeutic Modalities
Interferential Current Therapy | interferential therapy | interferential current > Electrical Stimulation
Functional Electrical Stimulation | =FES cycling > Electrical Stimulation
Telerehabilitation | telerehab | tele-rehabilitation > Telehealth
School-Based Therapy | school-based occupational therapy | school-based physical therapy | school-based OT | school-based PT
Therapy Documentation | rehabilitation documentation | therapy notes | skilled therapy documentation | skilled documentation > Clinical Documentation
Therapy Assistant Supervision | =COTA supervision | =PTA supervision | supervision of therapy assistants | supervising therapy assistants
Fieldwork Education | fieldwork supervision | Level II fieldwork supervision | student fieldwork supervision > Occupational Therapy
Occupational Therapy Practice Framework | =OTPF | =OTPF-4 > Occupational Therapy
Model of Human Occupation | =MOHO > Occupational Therapy
# Standardized tests and outcome measures
Cognitive Screening | cognitive screens | standardized cognitive screens | cognitive assessments > Cognitive Rehabilitation
Montreal Cognitive Assessment | =MoCA > Cognitive Screening
Saint Louis University Mental Status Examination | =SLUMS | SLUMS exam | St. Louis University Mental Status | St. Louis University Mental Status Exam > Cognitive Screening
Mini-Mental State Examination | =MMSE | Mini-Mental State Exam | Folstein test > Cognitive Screening
Berg Balance Scale | Berg balance test > Balance Training
Timed Up and Go | =TUG | Timed Up and Go test | =TUG test > Functional Outcome Measures
Six-Minute Walk Test | =6MWT | 6-minute walk test | 6-minute walk | six minute walk | 6 minute walk test > Functional Outcome Measures
Functional Independence Measure | =FIM | FIM scoring > Functional Outcome Measures
Disabilities of the Arm, Shoulder and Hand | =QuickDASH | =DASH questionnaire | Quick DASH > Functional Outcome Measures
Patient-Specific Functional Scale | =PSFS > Functional Outcome Measures
Canadian Occupational Performance Measure | =COPM > Occupational Therapy
Fugl-Meyer Assessment | Fugl-Meyer > Neurological Rehabilitation
Modified Ashworth Scale | Ashworth scale > Neurological Rehabilitation
Hand Dynamometry | grip strength testing | grip and pinch strength testing | hand dynamometer | hand grip dynamometry | hand-held dynamometry | handheld dynamometry | Jamar dynamometer | pinch gauge | pinch strength testing > Hand Therapy
Beery VMI | Beery-Buktenica Developmental Test of Visual-Motor Integration > Fine Motor Intervention
Peabody Developmental Motor Scales | =PDMS-2 | =PDMS-3 > Fine Motor Intervention
Bruininks-Oseretsky Test of Motor Proficiency | =BOT-2 | =BOT-3 | Bruininks-Oseretsky > Fine Motor Intervention
Sensory Profile | Sensory Profile 2 | Dunn Sensory Profile > Sensory Integration Therapy
Bayley Scales of Infant and Toddler Development | Bayley Scales | =Bayley-4 | =BSID > Developmental Screening
Functional Movement Screen | Functional Movement Screening > Sports Rehabilitation
# Crisis intervention and prevention programs
=Safety-Care | QBS Safety-Care > Nonviolent Crisis Intervention
Mandt System | =Mandt | Mandt training > Nonviolent Crisis Intervention
QPR Gatekeeper Training | =QPR | Question Persuade Refer > Suicide Risk Assessment
Youth Mental Health First Aid | =YMHFA > Mental Health First Aid

## Healthcare regulations and compliance
Medicare Part A | Medicare Part A billing > Medicare
Section GG | Section GG functional items | Section GG coding | =GG items > Minimum Data Set

## Healthcare licences and certifications
# Pharmacy
Pharmacy Technician Registration | pharmacy technician license | pharmacy technician licensure | registered pharmacy technician | state pharmacy technician registration
Pharmacy Technician Trainee Registration | pharmacy technician trainee license | technician trainee registration > Pharmacy Technician Registration
Pharmacy Technician Certification Exam | =PTCE > Certified Pharmacy Technician
Advanced Certified Pharmacy Technician | =CPhT-Adv > Certified Pharmacy Technician
Certified Compounded Sterile Preparation Technician | =CSPT | CSPT certification > Sterile Compounding
Certified Medication Aide | medication aide certification | Qualified Medication Aide | =QMA | Certified Medication Technician
# Nursing
Nurse Licensure Compact | =NLC | compact nursing license | multistate nursing license | multistate license | compact RN license > Registered Nurse
Certified Registered Nurse Infusion | =CRNI > Infusion Nursing
Vascular Access Board Certified | =VA-BC | vascular access certification > Peripheral IV Insertion
Certified Neuroscience Registered Nurse | =CNRN > Neuroscience Nursing
Cardiac-Vascular Nursing Certification | =CV-BC | ?=RN-BC > Cardiac Nursing
Certified Pediatric Hematology Oncology Nurse | =CPHON > Pediatric Nursing, Oncology Nursing
Certified Wound Care Nurse | =CWCN > Wound Care
Certified Lactation Counselor | =CLC > Breastfeeding Support
Neonatal Intensive Care Nursing Certification | =RNC-NIC > NICU Nursing
Maternal Newborn Nursing Certification | =RNC-MNN > Obstetric Nursing
Certified Nurse Manager and Leader | =CNML
Nurse Executive Advanced Certification | =NEA-BC > Nurse Executive Certification
Medical-Surgical Nursing Certification | =MEDSURG-BC | =RN-BC > Medical-Surgical Nursing
Certified Dementia Practitioner | dementia practitioner certification | ?=CDP > Dementia Care
Advanced Burn Life Support | =ABLS > Burn Care
Pediatric Emergency Assessment, Recognition and Stabilization | =PEARS > Pediatric Advanced Life Support
Stop the Bleed | Stop the Bleed training | bleeding control training > First Aid
# Rehabilitation therapy
Occupational Therapy License | =OT license | =OT licensure | occupational therapy licensure | occupational therapist license | state OT license > Occupational Therapy
Physical Therapy License | =PT license | =PT licensure | physical therapy licensure | physical therapist license | physical therapist licensure > Physical Therapy
National Physical Therapy Examination | =NPTE | NPTE-PTA > Physical Therapy License
Occupational Therapy Licensure Compact | =OT Compact | OT compact privilege > Occupational Therapy License
Physical Therapy Compact | =PT Compact | PT compact privilege > Physical Therapy License
Certified Brain Injury Specialist | =CBIS > Brain Injury Rehabilitation
Certified Driver Rehabilitation Specialist | =CDRS > Driver Rehabilitation
Assistive Technology Professional | RESNA ATP | ?=ATP | =ATP certification | RESNA certification > Wheelchair Seating and Positioning

## Teaching practice
# Special education
Specially Designed Instruction | =SDI > Special Education
Extended School Year | =ESY | =ESY services > Special Education
Free Appropriate Public Education | =FAPE > Individuals with Disabilities Education Act
Child Find | Child Find obligations > Individuals with Disabilities Education Act
Prior Written Notice | =PWN > Special Education Law
Manifestation Determination | manifestation determination review > Special Education Law
Triennial Reevaluations | triennial reviews | triennial evaluations | triennial IEPs | triennials | special education reevaluations > Individualized Education Program
Alternate Assessments | alternate state assessments > Special Education
Dynamic Learning Maps | =DLM | DLM alternate assessment > Alternate Assessments
Token Economy | token economy systems | token boards > Behavior Management
ABC Data Collection | =ABC data | antecedent-behavior-consequence data | ABC charts > Functional Behavior Assessment
Behavior Data Collection | behavior tracking | behavioral data collection | behavior charting > Behavior Intervention Plans
Visual Supports | visual schedules | visual supports for autism > Special Education
Social Stories | Social Narratives > Special Education
Social Skills Instruction | social skills training | social skills groups | social skills curriculum > Special Education
Task Analysis > Applied Behavior Analysis
Paraprofessional Supervision | supervising paraprofessionals | paraeducator supervision | paraprofessional management > Special Education
Braille | braille instruction | braille literacy | Unified English Braille | =UEB > Special Education
Orientation and Mobility | =O&M | orientation and mobility instruction > Special Education
Deaf and Hard of Hearing Education | =DHH education | deaf education > Special Education
Dyslexia Intervention | dyslexia instruction | dyslexia therapy | dyslexia services > Reading Intervention
Multisensory Instruction | multisensory teaching | multisensory structured language | multisensory reading instruction > Structured Literacy
# Literacy, math and general instruction
Literature Circles > Reading Comprehension
Interdisciplinary Instruction | interdisciplinary units | cross-curricular instruction | cross-curricular units | interdisciplinary teaching > Curriculum Development
Cornell Notes | Cornell note-taking > AVID
# Science, STEM and lab instruction
5E Instructional Model | =5E model | 5E lesson planning | 5E lessons | 5E learning cycle > Inquiry-Based Learning
Claim-Evidence-Reasoning | =CER > Inquiry-Based Learning
Phenomenon-Based Learning | phenomena-based learning | phenomenon-based instruction | phenomena-based instruction | anchoring phenomena > Next Generation Science Standards
Engineering Design Process | engineering design cycle > STEM Education
Chemical Hygiene Plan | chemical hygiene > Laboratory Safety
Chemical Inventory Management | chemical inventory | chemical inventory tracking > Laboratory Safety
Computer Science Education | computer science instruction | =CS education | K-12 computer science > STEM Education
Makerspace | maker education | makerspace programming > STEM Education
Science Fair Coaching | science fair | science fair mentoring > STEM Education
Science Olympiad | Science Olympiad coaching > STEM Education
FIRST Robotics Competition | =FRC | =FIRST Robotics > STEM Education
FIRST LEGO League | =FLL > STEM Education
VEX Robotics | =VEX | =VEX IQ | =VEX V5 > STEM Education
Model United Nations | Model UN | =MUN
Career and Technical Student Organizations | =CTSO > Career and Technical Education
SkillsUSA > Career and Technical Student Organizations
=HOSA | HOSA-Future Health Professionals > Career and Technical Student Organizations
=FBLA | Future Business Leaders of America > Career and Technical Student Organizations
=DECA | DECA advising > Career and Technical Student Organizations
National FFA Organization | =FFA | =FFA advising > Career and Technical Student Organizations
Project Lead The Way | =PLTW > STEM Education
# English learners
Language Proficiency Assessment Committee | =LPAC > English as a Second Language
Total Physical Response | =TPR > English as a Second Language

## Teaching and instruction
# Standards and frameworks
ISTE Standards | =ISTE | ISTE Standards for Students | ISTE Standards for Educators > Classroom Technology Integration
CSTA K-12 Computer Science Standards | =CSTA standards > Computer Science Education
C3 Framework | C3 social studies framework | C3 Framework for Social Studies
Standards for Mathematical Practice | mathematical practices | Common Core mathematical practices > Common Core State Standards
=NCTM Standards | NCTM Principles and Standards | =NCTM Principles to Actions
Florida B.E.S.T. Standards | Florida BEST Standards | =B.E.S.T | Benchmarks for Excellent Student Thinking
Virginia Standards of Learning | Virginia SOL | =SOL testing | Standards of Learning
Georgia Standards of Excellence
Arizona College and Career Ready Standards | =AzCCRS > Common Core State Standards
Next Generation Learning Standards | NYS Next Generation Learning Standards | New York State Next Generation Learning Standards
English Language Proficiency Standards | =ELPS | Texas ELPS > English as a Second Language
# Advanced Placement, IB and Cambridge
AP Summer Institute | =APSI | =AP training | College Board AP training | AP Institute > Advanced Placement
AP Biology > Advanced Placement
AP Chemistry > Advanced Placement
AP Physics 1 > Advanced Placement
AP Calculus AB > Advanced Placement
AP Calculus BC > Advanced Placement
AP Statistics > Advanced Placement
AP Computer Science Principles | =AP CSP > Advanced Placement
AP English Language and Composition | AP English Language | =AP Lang > Advanced Placement
AP English Literature and Composition | AP English Literature | =AP Lit > Advanced Placement
AP United States History | =APUSH | AP US History > Advanced Placement
IB Diploma Programme | =IBDP | IB Diploma Program | International Baccalaureate Diploma Programme > International Baccalaureate
IB Middle Years Programme | =MYP | IB MYP | IB Middle Years Program > International Baccalaureate
IB Primary Years Programme | =PYP | IB PYP | IB Primary Years Program > International Baccalaureate
# Assessments
Iowa Assessments | Iowa Test of Basic Skills | =ITBS | Iowa Tests
Cognitive Abilities Test | =CogAT > Gifted and Talented Education
Naglieri Nonverbal Ability Test | =NNAT | =NNAT3 > Gifted and Talented Education
PSAT/NMSQT | =PSAT | PSAT 8/9
CAASPP | California Assessment of Student Performance and Progress
Brigance | Brigance Inventory | Brigance Comprehensive Inventory of Basic Skills > Psychoeducational Evaluations
KeyMath | KeyMath-3 | KeyMath-3 Diagnostic Assessment > Psychoeducational Evaluations
Kaufman Test of Educational Achievement | =KTEA | =KTEA-3 > Psychoeducational Evaluations
Comprehensive Test of Phonological Processing | =CTOPP | =CTOPP-2 > Psychoeducational Evaluations
Adaptive Behavior Assessment System | =ABAS-3 | =ABAS-II > Psychoeducational Evaluations
# Curricula and instructional programs
Amplify Science
OpenSciEd
STEMscopes
PhET Interactive Simulations | =PhET | PhET simulations
ExploreLearning Gizmos | =Gizmos
Probeware | science probeware | data collection probes
Vernier Probeware | ~=Vernier | Vernier sensors | Vernier LabQuest | LabQuest | Vernier Graphical Analysis > Probeware
=PASCO | PASCO probeware | PASCO Capstone | SPARKvue > Probeware
Graphing Calculators
TI-84 | TI-84 Plus | TI-84 Plus CE > Graphing Calculators
GeoGebra
DeltaMath | Delta Math
SIPPS > Phonics Instruction
Handwriting Without Tears | Learning Without Tears > Handwriting Instruction
Edmark Reading Program | Edmark > Reading Intervention
TouchMath | Touch Math > Math Intervention
Unique Learning System | =ULS | n2y Unique Learning System > Special Education
Boardmaker | Boardmaker Online > Visual Supports
Proloquo2Go > Augmentative and Alternative Communication
Zones of Regulation | Zones of Regulation curriculum > Social-Emotional Learning
Capturing Kids' Hearts > Social-Emotional Learning
Love and Logic > Classroom Management
Leader in Me | The Leader in Me > Social-Emotional Learning
PAX Good Behavior Game | Good Behavior Game | =PAX GBG > Positive Behavioral Interventions and Supports

## Learning technology and instructional design
Padlet
Blooket
Gimkit
Quizizz | Wayground
Flipgrid | Microsoft Flip
GoFormative
Google Workspace for Education | G Suite for Education > Google Workspace
Chromebooks | Chromebook management
GoGuardian
ClassLink
~=Clever | Clever SSO
Promethean | Promethean ActivPanel | ActivPanel | ActivInspire > Interactive Whiteboards
Interactive Whiteboards | interactive flat panels | =IWB > SMART Board
Document Cameras | doc cam
BrainPOP
Discovery Education | Discovery Education Experience
ParentSquare
~=Remind | Remind app
Tinkercad
Code.org
~=Scratch | Scratch programming | MIT Scratch
LEGO Education | LEGO SPIKE | LEGO SPIKE Prime | LEGO Mindstorms
Edupoint Synergy | ~=Synergy | ParentVUE | StudentVUE > Student Information Systems
Follett Aspen | Aspen SIS > Student Information Systems
Frontline IEP | Frontline Special Education Management | IEP Direct > Individualized Education Program
Illuminate Education | Illuminate DnA | Illuminate Data and Assessment
EasyIEP | PCG EasyIEP > Individualized Education Program
Goalbook | Goalbook Toolkit > IEP Goal Writing
Ellevation | Ellevation Education > English as a Second Language
Naviance | Naviance by PowerSchool > College Counseling
Panorama Education | Panorama SEL > Social-Emotional Learning
MasteryConnect | Mastery Connect > Formative Assessment

## Teaching curricula, assessments and credentials
Arizona Teaching Certificate | Arizona teaching certification | Arizona educator certificate | Arizona Standard Professional Teaching Certificate > Teaching License
Arizona Educator Proficiency Assessments | =AEPA > Arizona Teaching Certificate
SEI Endorsement | Structured English Immersion endorsement > Structured English Immersion
IVP Fingerprint Clearance Card | =IVP card | =IVP fingerprint card | fingerprint clearance card | Arizona fingerprint clearance card
Live Scan Fingerprinting | Live Scan | LiveScan | DOJ Live Scan
PA Child Abuse History Clearance | =Act 151 | =Act 151 clearance | Pennsylvania child abuse clearance | PA child abuse clearance
Science of Teaching Reading | =STR exam | Science of Teaching Reading exam | TExES Science of Teaching Reading | =TExES 293 > Texas Educator Certificate
Pedagogy and Professional Responsibilities | =PPR exam | TExES PPR > TExES
Illinois Professional Educator License | Illinois PEL > Teaching License
Massachusetts Tests for Educator Licensure | =MTEL > Teaching License
Massachusetts Educator License | Massachusetts teaching license > Teaching License
Georgia Assessments for the Certification of Educators | =GACE > Teaching License
Praxis Core | Praxis Core Academic Skills for Educators > Praxis Exams
Pennsylvania Teaching Certificate | PA teaching certificate | Pennsylvania Instructional I certificate | Instructional I certificate > Teaching License
Certified Academic Language Therapist | =CALT > Dyslexia Intervention
Gifted and Talented Certification | =GT certification | gifted endorsement | gifted and talented endorsement | =GT training | gifted certification > Gifted and Talented Education
Reading Endorsement | reading teacher endorsement | K-12 reading endorsement > Reading Specialist Certification
Bilingual Education Supplemental Certification | Bilingual Education Supplemental | bilingual certification | bilingual teaching certification | bilingual endorsement > Bilingual Education
`;
