// Skill data in the line format of ../README.md: breadth for professions the set of postings has not covered (written by the team without reading any evaluation posting).
export default String.raw`
## Phlebotomy and specimen collection practice
Specimen Aliquoting | aliquoting | sample aliquoting | specimen aliquots | aliquoting specimens > Specimen Processing
Hemolysis Prevention | hemolyzed specimens | preventing hemolysis | hemolysis reduction | specimen hemolysis > Specimen Collection
Temperature-Sensitive Specimen Handling | chilled specimens | specimens on ice | light-sensitive specimens | light-protected specimens | temperature-sensitive specimens > Specimen Processing
Sharps Injury Prevention | needlestick prevention | needlestick safety | needlestick injury prevention | safety-engineered sharps devices | Needlestick Safety and Prevention Act > Bloodborne Pathogens Training
DOT Urine Specimen Collector Certification | DOT collector certification | urine drug collector certification | certified urine specimen collector | DOT specimen collector > DOT Collections, Chain of Custody
Vein Visualization Devices | vein finder | vein finders | vein illumination | vein viewer | AccuVein | VeinViewer > Phlebotomy
Difficult Venipuncture | difficult draws | difficult venous access | hard sticks | difficult blood draws > Phlebotomy
Therapeutic Phlebotomy | therapeutic venesection | therapeutic blood removal > Phlebotomy
Mobile Phlebotomy | home draws | in-home blood draws | home blood draws | mobile blood draws > Phlebotomy
Paramedical Examinations | paramedical exams | insurance paramedical exams | paramedical examiner | life insurance exams > Phlebotomy
Legal Blood Alcohol Draws | blood alcohol draws | legal blood draws | forensic blood draws | blood alcohol specimen collection > Chain of Custody
Source Plasma Collection | plasma collection | source plasma | plasma donation | plasma donor collection > Apheresis
Blood Donor Screening | donor eligibility screening | donor health history | donor history questionnaire | donor hemoglobin screening > Donor Phlebotomy
Vasovagal Reaction Management | vasovagal reactions | donor reactions | syncope during blood draws > Phlebotomy
Blood Culture Contamination Prevention | blood culture contamination | initial specimen diversion device | initial specimen diversion | Kurin | SteriPath > Blood Cultures
Blood Bank Identification Bands | blood bank armbands | blood bank ID bands | Typenex | transfusion ID bands > Positive Patient Identification
Dried Blood Spot Collection | dried blood spots | dried blood spot cards | blood spot collection > Capillary Puncture
24-Hour Urine Collection | 24-hour urine | 24 hour urine collection | 24-hour urine specimens > Urine Specimen Collection
Throat Swab Collection | throat cultures | throat culture collection | throat swabs > Specimen Collection
Laboratory Requisitions | lab requisitions | laboratory requisition forms | test requisitions | lab requisition processing > Specimen Processing
American Society of Phlebotomy Technicians Certification | =ASPT | ASPT certification | ASPT certified > Phlebotomy

## Surgical technology practice
# Scrub role and intraoperative technique
Surgical Hand Antisepsis | surgical hand rub | alcohol-based surgical hand rub | waterless surgical scrub > Surgical Scrubbing
Mayo Stand Setup | Mayo stand | Mayo stands | Mayo tray setup > Surgical Case Setup
Instrument Passing | passing instruments | instrument passing techniques | surgical hand signals > Surgical Instrumentation
Suture Handling | sutures | suture types | loading sutures | suture loading | suture selection | suture and needle selection > Suturing
Surgical Staplers | surgical stapling | skin staplers | skin stapling | linear staplers | circular staplers | endoscopic staplers > Surgical Instrumentation
Surgical Dressing Application | dressing application | surgical dressings | post-op dressing application > Wound Care
Surgical Skin Preparation | surgical skin prep | skin prep | preoperative skin prep | ChloraPrep | DuraPrep | surgical prep > Sterile Technique
Surgical Hemostasis | topical hemostatic agents | hemostatic agents | Surgicel | Floseal | Gelfoam | bone wax > Surgical Assisting
Tissue Retraction | retractor placement | holding retractors | self-retaining retractors > Surgical Assisting
Retained Surgical Item Prevention | retained surgical items | retained foreign object prevention | RF Surgical Detection | radiofrequency sponge detection > Surgical Counts
Wrong-Site Surgery Prevention | wrong site surgery prevention | surgical site marking > Universal Protocol
Operating Room Fire Safety | surgical fire prevention | =OR fire safety | surgical fire risk assessment > Perioperative Nursing
Latex Allergy Precautions | latex allergy protocols | latex-free precautions | latex-safe environment > Perioperative Nursing
Surgical Smoke Evacuation | surgical plume | surgical smoke | plume evacuation > Electrosurgical Units
Operating Room Turnover | =OR turnover | =OR turnovers | operating room turnovers | between-case cleaning > Surgical Case Setup
Terminal Cleaning | terminal cleans | terminal cleaning of operating rooms | =OR terminal cleaning > Infection Control
# Surgical equipment
Ultrasonic Surgical Devices | harmonic scalpel | Harmonic ACE | ultrasonic shears | =THUNDERBEAT > Electrosurgical Units
Vessel Sealing Devices | LigaSure | vessel sealing | bipolar vessel sealing | ENSEAL > Electrosurgical Units
Laparoscopic Equipment Setup | laparoscopic equipment | laparoscopic tower | laparoscopic tower setup | insufflator | insufflators | CO2 insufflation | endoscopic camera systems > Laparoscopic Surgery
Surgical Power Equipment | surgical power tools | surgical drills | pneumatic drills | Stryker System 8 > Surgical Instrumentation
Surgical Microscopes | operating microscope | surgical microscope | microscope draping | Zeiss OPMI > Surgical Instrumentation
Surgical Instrument Sets | instrument trays | surgical instrument trays | loaner trays | vendor loaner trays | loaner instrumentation > Sterile Processing
Surgical Implant Tracking | implant tracking | implant documentation | implant logs | implant traceability > Instrument Tracking Systems
Association of Surgical Technologists | AST Standards of Practice | AST standards | AST guidelines > Certified Surgical Technologist
# Surgical specialties and case types
Orthopedic Surgery | orthopaedic surgery | orthopedic surgical procedures | orthopedic instrumentation > Surgical Instrumentation
Total Joint Arthroplasty | total joint replacement | total joint arthroplasties | total knee arthroplasty | total hip arthroplasty | joint replacement surgery | =TKA | =THA > Orthopedic Surgery
Arthroscopy | arthroscopic surgery | arthroscopic procedures | knee arthroscopy | shoulder arthroscopy > Orthopedic Surgery
Spine Surgery | spinal surgery | spine cases | spinal fusion > Orthopedic Surgery, Neurosurgery
Neurosurgery | neurosurgical procedures | neurosurgical cases | craniotomy | craniotomies > Surgical Assisting
Cardiothoracic Surgery | cardiovascular surgery | open heart surgery | open-heart surgery | =CVOR | heart surgery | cardiac surgery | thoracic surgery | =CABG > Surgical Assisting
General Surgery | general surgery cases | general surgical procedures > Surgical Assisting
Bariatric Surgery | weight loss surgery | gastric bypass | sleeve gastrectomy | bariatric procedures > General Surgery
Gynecologic Surgery | =GYN surgery | gynecological surgery | =OB/GYN surgery | =GYN cases | hysterectomy | hysterectomies > Surgical Assisting, Cesarean Section Assisting
Otolaryngology Surgery | =ENT surgery | =ENT cases | head and neck surgery | otolaryngologic surgery > Surgical Assisting
Ophthalmic Surgery | eye surgery | cataract surgery | ophthalmic cases > Surgical Assisting
Plastic and Reconstructive Surgery | plastic surgery | reconstructive surgery | cosmetic surgery | aesthetic surgery > Surgical Assisting
Urologic Surgery | urology procedures | urologic procedures | urology cases | =TURP > Surgical Assisting
Cystoscopy | cystoscopies | cystoscopy assisting > Urologic Surgery
Vascular Surgery | vascular surgical procedures | vascular cases | endovascular procedures | =EVAR > Surgical Assisting
Trauma Surgery | trauma cases | trauma surgical procedures > Surgical Assisting
Pediatric Surgery | pediatric surgical procedures | pediatric surgical cases > Surgical Assisting
Transplant Surgery | organ transplant surgery | transplant cases > Surgical Assisting
Gastrointestinal Endoscopy | GI endoscopy | endoscopy procedures | endoscopy assisting | colonoscopy | colonoscopies | upper endoscopy | =EGD > Endoscopy Nursing

## Diagnostic medical sonography practice
# Exams and techniques
Pelvic Ultrasound | pelvic sonography | gynecologic ultrasound | =GYN ultrasound | gynecologic sonography > Ultrasonography
Transvaginal Ultrasound | transvaginal sonography | endovaginal ultrasound | =TVUS > Pelvic Ultrasound
Nuchal Translucency Screening | nuchal translucency | =NT scan | =NT ultrasound | Nuchal Translucency Quality Review | =NTQR > Obstetric Ultrasound
Fetal Biometry | fetal biometric measurements | fetal growth scans | growth ultrasounds > Obstetric Ultrasound
Fetal Anatomy Survey | anatomy scan | fetal anatomy scan | anatomy ultrasound | 20-week anatomy scan | level II ultrasound > Obstetric Ultrasound
Biophysical Profile | ~=BPP | biophysical profiles | fetal biophysical profile > Obstetric Ultrasound
Fetal Echocardiography | fetal echo | fetal echocardiogram | fetal cardiac imaging > Echocardiography, Obstetric Ultrasound
3D/4D Ultrasound | 3D ultrasound | 4D ultrasound | three-dimensional ultrasound | volume ultrasound > Ultrasonography
Transthoracic Echocardiography | =TTE | transthoracic echo | transthoracic echocardiogram > Echocardiography
Contrast-Enhanced Ultrasound | =CEUS | contrast ultrasound | ultrasound contrast agents | contrast echocardiography | Definity | Lumason | Optison > Ultrasonography
Agitated Saline Bubble Study | bubble study | bubble studies | agitated saline contrast | saline contrast study > Echocardiography
Speckle Tracking Strain Imaging | strain imaging | speckle tracking echocardiography | global longitudinal strain | =GLS strain > Echocardiography
Right Upper Quadrant Ultrasound | =RUQ ultrasound | gallbladder ultrasound | liver ultrasound | hepatobiliary ultrasound > Abdominal Ultrasound
Renal Ultrasound | renal sonography | kidney ultrasound | renal and bladder ultrasound > Abdominal Ultrasound
Aortic Ultrasound | abdominal aorta ultrasound | =AAA screening | =AAA ultrasound | abdominal aortic aneurysm screening > Abdominal Ultrasound
Thyroid Ultrasound | thyroid sonography | neck ultrasound | thyroid nodule ultrasound | =TI-RADS | ACR TI-RADS > Ultrasonography
Scrotal Ultrasound | testicular ultrasound | scrotal sonography > Ultrasonography
Pediatric Ultrasound | pediatric sonography | pediatric ultrasounds > Ultrasonography
Neonatal Head Ultrasound | neonatal cranial ultrasound | neonatal head ultrasounds | cranial sonography > Pediatric Ultrasound
Infant Hip Ultrasound | hip dysplasia ultrasound | =DDH ultrasound | hip ultrasound > Pediatric Ultrasound
Liver Elastography | elastography | shear wave elastography | transient elastography | ultrasound elastography | FibroScan > Ultrasonography
Ultrasound-Guided Procedures | ultrasound-guided biopsy | ultrasound-guided biopsies | ultrasound-guided procedure assisting | US-guided procedures > Ultrasonography
# Vascular and cardiac studies
Arterial Duplex | arterial Doppler | lower extremity arterial duplex | peripheral arterial duplex | arterial duplex ultrasound > Vascular Ultrasound
Ankle-Brachial Index | ankle brachial index | ABI testing | ABI exams | ankle-brachial pressure index | segmental pressures | pulse volume recordings > Vascular Ultrasound
Venous Reflux Studies | venous reflux study | venous reflux testing | venous insufficiency ultrasound | venous insufficiency study > Venous Duplex
Vein Mapping | saphenous vein mapping | vein mapping studies | upper extremity vein mapping > Vascular Ultrasound
Dialysis Access Ultrasound | AV fistula ultrasound | dialysis fistula ultrasound | hemodialysis access duplex | fistula mapping > Vascular Ultrasound
Renal Artery Duplex | renal artery Doppler | renal artery ultrasound > Vascular Ultrasound
Transcranial Doppler | =TCD | transcranial Doppler ultrasound | =TCD ultrasound > Vascular Ultrasound
# Quality, safety and knowledge
Sonographer Worksheets | technologist worksheets | sonographer worksheet | ultrasound worksheets | preliminary findings reports > Ultrasonography
Transducer Reprocessing | transducer disinfection | probe disinfection | probe reprocessing | ultrasound probe disinfection | endocavity probe disinfection > High-Level Disinfection
Trophon | Nanosonics trophon | trophon2 | trophon EPR > Transducer Reprocessing
Sonographer Ergonomics | ergonomic scanning | scanning ergonomics | work-related musculoskeletal disorders prevention > Ultrasonography
Intersocietal Accreditation Commission | IAC accreditation | IAC-accredited | IAC Vascular Testing | IAC Echocardiography > ACR Accreditation
American Institute of Ultrasound in Medicine | =AIUM | AIUM practice parameters | AIUM accreditation > Ultrasonography
Ultrasound Image Optimization | knobology | ultrasound knobology | sonographic image optimization > Ultrasonography
Ultrasound Physics | sonography physics | sonographic physics > Ultrasonography
Sectional Anatomy | cross-sectional anatomy | sonographic anatomy | cross sectional anatomy > Ultrasonography
# Credentials
Sonography Principles and Instrumentation | =SPI exam | =SPI examination | ARDMS SPI > American Registry for Diagnostic Medical Sonography
Registered in Musculoskeletal Sonography | =RMSKS > Musculoskeletal Ultrasound
Registered Vascular Specialist | =RVS > Vascular Ultrasound
Registered Congenital Cardiac Sonographer | =RCCS > Echocardiography
# Equipment and software
GE LOGIQ | =LOGIQ | LOGIQ E10 | GE Logiq ultrasound > Ultrasonography
GE Voluson | Voluson | Voluson E10 | Voluson Expert > Obstetric Ultrasound
GE Vivid | Vivid E95 | Vivid E9 | GE Vivid ultrasound > Echocardiography
Philips EPIQ | EPIQ Elite | Philips EPIQ 7 > Ultrasonography
Philips Affiniti | Affiniti 70 | Affiniti 50 > Ultrasonography
Siemens ACUSON | ACUSON Sequoia | ACUSON Juniper | Acuson ultrasound > Ultrasonography
Canon Aplio | Aplio i-series | Toshiba Aplio > Ultrasonography
Samsung Medison | Samsung ultrasound systems > Ultrasonography
Fujifilm Sonosite | SonoSite | Sonosite X-Porte | SonoSite Edge > Point-of-Care Ultrasound
Butterfly iQ | Butterfly iQ+ | Butterfly Network ultrasound > Point-of-Care Ultrasound
GE ViewPoint | ViewPoint 6 | ViewPoint OB reporting > Obstetric Ultrasound
Philips IntelliSpace Cardiovascular | =ISCV | Philips Xcelera | Xcelera > Echocardiography

## Speech-language pathology practice
# Evaluation and treatment
Cognitive-Linguistic Evaluation | cognitive linguistic evaluation | cognitive-linguistic assessment | cognitive communication evaluation > Cognitive-Communication Therapy
Dysarthria Treatment | dysarthria | dysarthria therapy | dysarthria management > Articulation Therapy, Voice Therapy
Acquired Apraxia of Speech Treatment | acquired apraxia of speech | adult apraxia of speech | =AOS treatment > Aphasia Therapy
Phonological Disorders Treatment | phonological disorders | phonological therapy | phonological intervention | phonological processes > Articulation Therapy
Pragmatic Language Therapy | pragmatic language | pragmatics therapy | social pragmatic language | social communication therapy | social language groups > Language Therapy
Resonance Disorders Treatment | resonance disorders | resonance therapy | hypernasality treatment | velopharyngeal insufficiency | cleft palate speech therapy | cleft palate speech > Voice Therapy
Nasometry | Nasometer | nasometer assessment > Resonance Disorders Treatment
Videostroboscopy | stroboscopy | laryngeal videostroboscopy | videolaryngostroboscopy > Voice Therapy
Resonant Voice Therapy | resonant voice | Lessac-Madsen Resonant Voice Therapy | =LMRVT > Voice Therapy
Vocal Function Exercises | vocal function exercise program > Voice Therapy
Gender-Affirming Voice Therapy | transgender voice therapy | voice feminization | voice masculinization | gender-affirming voice training > Voice Therapy
SPEAK OUT Therapy | =SPEAK OUT | Parkinson Voice Project > Voice Therapy
Accent Modification | accent reduction | accent modification training > Speech-Language Pathology
Constraint-Induced Language Therapy | =CILT | constraint-induced aphasia therapy > Aphasia Therapy
Life Participation Approach to Aphasia | =LPAA > Aphasia Therapy
Supported Conversation for Adults with Aphasia | supported conversation techniques > Aphasia Therapy
Compensatory Swallowing Strategies | compensatory swallow strategies | chin tuck posture for swallowing | supraglottic swallow | effortful swallow | Mendelsohn maneuver > Dysphagia Management
Shaker Exercise | head lift exercise | Shaker maneuver > Dysphagia Management
Thickened Liquids | thickened liquid preparation | nectar-thick liquids | honey-thick liquids | liquid consistency modification | SimplyThick | ThickenUp > IDDSI
Tracheostomy and Ventilator Patients | trach and vent | trach/vent | trach vent patients | ventilator-dependent patients > Tracheostomy Care
Auditory-Verbal Therapy | =AVT | Listening and Spoken Language Specialist | =LSLS | =LSLS Cert. AVT > Speech-Language Pathology
# AAC and school-based practice
AAC Evaluations | AAC evaluation | AAC assessments | AAC device trials | AAC funding reports > Augmentative and Alternative Communication
Core Vocabulary Instruction | core word instruction | core vocabulary boards > Augmentative and Alternative Communication
Aided Language Modeling | aided language stimulation | aided language input | modeling on AAC > Augmentative and Alternative Communication
School-Based Speech Therapy | school-based speech-language services | school-based SLP services | school speech therapy > Speech-Language Pathology
# Standardized tests
Test of Narrative Language | =TNL-2 > Speech and Language Evaluations
Oral and Written Language Scales | =OWLS-II | =OWLS-2 > Speech and Language Evaluations
Khan-Lewis Phonological Analysis | =KLPA-3 > Speech and Language Evaluations
Arizona Articulation and Phonology Scale | Arizona-4 | Arizona Articulation Proficiency Scale > Speech and Language Evaluations
Clinical Assessment of Articulation and Phonology | =CAAP-2 > Speech and Language Evaluations
Test of Problem Solving | =TOPS-3 | =TOPS-2 > Speech and Language Evaluations
Functional Communication Measures | =ASHA NOMS | National Outcomes Measurement System > Functional Outcome Measures
# Credentials
American Speech-Language-Hearing Association | =ASHA | ASHA membership | ASHA Code of Ethics > Certificate of Clinical Competence in Speech-Language Pathology
Teacher of Students with Speech and Language Disabilities | =TSSLD > Speech-Language Pathology

## Home health aide and caregiver practice
# Personal care
Personal Care Assistance | personal care services | hands-on personal care | assistance with personal care > Activities of Daily Living Assistance
Bathing Assistance | bed baths | bed bath | shower assistance | sponge baths | assisted bathing > Personal Care Assistance
Dressing Assistance | assistance with dressing | dressing and undressing > Personal Care Assistance
Grooming Assistance | personal grooming | assistance with grooming | shaving assistance | hair care assistance > Personal Care Assistance
Oral Care Assistance | mouth care | denture care | denture cleaning | resident oral care > Personal Care Assistance
Meal Preparation | meal prep | preparing meals | special diet meal preparation > Instrumental Activities of Daily Living
Light Housekeeping | homemaker services | homemaking | light housekeeping duties > Instrumental Activities of Daily Living
Companion Care | ~companionship | companionship care | companion services > Activities of Daily Living Assistance
Medication Reminders | medication reminding | medication prompts | medication prompting > Medication Administration
Assistance with Self-Administered Medication | self-administration of medication | medication assistance | assisting with self-administered medications > Medication Reminders
Bowel and Bladder Training | bladder training | bowel program | bowel and bladder program | bowel and bladder retraining | timed voiding > Incontinence Care
Compression Stocking Application | =TED hose | TED stockings | anti-embolism stockings | compression stockings > Compression Therapy
Oxygen Safety | home oxygen safety | oxygen concentrator safety | oxygen tank safety > Home Oxygen Therapy, Oxygen Therapy
# Mobility and safe handling
Gait Belt Use | gait belt | gait belts | transfer gait belt > Safe Patient Handling
Sit-to-Stand Lifts | sit-to-stand lift | stand-up lift | Sara Stedy | Arjo Sara Stedy > Mechanical Patient Lifts
Passive Range of Motion | =PROM exercises | passive ROM | passive range of motion exercises > Range of Motion Exercises
Body Mechanics | proper body mechanics | body mechanics training | body mechanics education > Safe Patient Handling
# Dementia, disability and safety
Sundowning Management | sundowning | sundowner's syndrome management > Dementia Care
Reminiscence Therapy | reminiscence activities > Dementia Care
Validation Therapy | Naomi Feil validation method | validation therapy techniques > Dementia Care
Positive Approach to Care | Teepa Snow | Teepa Snow Positive Approach to Care | =PAC certification | =PAC trained > Dementia Care
Alzheimer's Association essentiALZ | essentiALZ | essentiALZ certification > Dementia Care
Change in Condition Reporting | reporting changes in condition | change of condition reporting | Stop and Watch | INTERACT Stop and Watch > SBAR
Elder Abuse Prevention | elder abuse reporting | elder abuse recognition | abuse and neglect prevention | elder abuse and neglect > Mandated Reporting, Elder Abuse Screening
Seizure First Aid | seizure response | seizure first aid certification > Seizure Precautions
Intellectual and Developmental Disabilities Support | =I/DD | IDD services | I/DD support | developmental disabilities | intellectual disabilities | developmental disabilities services | =IDD > Home and Community-Based Services
NADSP Certification | =NADSP | =DSP-I | =DSP-II | certified direct support professional > Intellectual and Developmental Disabilities Support
# Credentials and software
Personal Care Aide Training | =PCA certification | =PCA training | personal care aide certification | personal care aide course > Home Health Aide Certification
Home Care Aide Certification | home care aide registry | =HCA certification | home care aide registration > Home Health Aide Certification
AlayaCare | AlayaCare home care software > Electronic Visit Verification
AxisCare | AxisCare home care software > Electronic Visit Verification
WellSky Personal Care | ClearCare | ClearCare Online > WellSky

## Clinical dietetics practice
# Assessment and malnutrition
Malnutrition Documentation | malnutrition coding | malnutrition diagnosis documentation | malnutrition capture > Malnutrition Screening, Clinical Documentation Improvement
GLIM Criteria | Global Leadership Initiative on Malnutrition | =GLIM | GLIM malnutrition criteria > Malnutrition Screening
Malnutrition Screening Tool | =MST screening | MST nutrition screen > Malnutrition Screening
Nutritional Risk Screening 2002 | =NRS-2002 | =NRS 2002 > Malnutrition Screening
NUTRIC Score | modified NUTRIC | =mNUTRIC > Nutrition Assessment
Nutrient Needs Calculation | estimated energy needs | estimated nutrient needs | calorie needs calculation | protein needs calculation | fluid needs calculation | estimated protein needs > Nutrition Assessment
Predictive Energy Equations | Mifflin-St Jeor | Mifflin St Jeor | Harris-Benedict | Penn State equation | Ireton-Jones > Nutrient Needs Calculation
Body Composition Analysis | body composition testing | bioelectrical impedance analysis | bioelectrical impedance | bioimpedance analysis > Nutrition Assessment
InBody | InBody analyzer | InBody 570 | InBody scan > Body Composition Analysis
Drug-Nutrient Interactions | drug-nutrient interaction | food-drug interactions | food and drug interactions | food-medication interactions > Medical Nutrition Therapy
Refeeding Syndrome Management | refeeding syndrome | refeeding risk | refeeding syndrome prevention > Nutrition Support
# Clinical nutrition therapy
Peripheral Parenteral Nutrition | =PPN > Parenteral Nutrition
Critical Care Nutrition | =ICU nutrition | critical care nutrition support | nutrition in the ICU > Nutrition Support
Wound Healing Nutrition | nutrition for wound healing | pressure injury nutrition | wound nutrition > Medical Nutrition Therapy
Neonatal Nutrition | =NICU nutrition | neonatal nutrition support | preterm infant nutrition > Pediatric Nutrition
Human Milk Management | breast milk management | human milk fortification | breast milk fortification | donor human milk | milk room operations > Neonatal Nutrition
Gerontological Nutrition | geriatric nutrition | older adult nutrition > Medical Nutrition Therapy
Gestational Diabetes Nutrition | =GDM nutrition | gestational diabetes education | gestational diabetes counseling > Diabetes Self-Management Education
Insulin-to-Carbohydrate Ratios | insulin-to-carb ratio | insulin to carb ratios | insulin-to-carbohydrate ratio > Carbohydrate Counting
Texture-Modified Diets | dysphagia diets | dysphagia diet | mechanical soft diet | pureed diets | diet texture modification | diet texture recommendations > IDDSI, Therapeutic Diets
Diet Order Management | diet orders | diet order entry > Therapeutic Diets
Heart-Healthy Diet Education | cardiac diet | cardiac diet education | heart healthy diet | low sodium diet | sodium-restricted diet > Therapeutic Diets
DASH Diet | Dietary Approaches to Stop Hypertension | DASH eating plan > Heart-Healthy Diet Education
Mediterranean Diet | Mediterranean eating pattern > Nutrition Counseling
Consistent Carbohydrate Diet | =CCHO diet | consistent carbohydrate | carbohydrate-controlled diet > Therapeutic Diets
Gluten-Free Diet | gluten-free diet education | celiac disease nutrition > Therapeutic Diets
Food Allergy Management | food allergies | food allergy education | allergen-free diets > Therapeutic Diets
Ketogenic Diet Therapy | ketogenic diet | medical ketogenic diet | ketogenic diet for epilepsy > Medical Nutrition Therapy
Low FODMAP Diet | FODMAP diet | =FODMAP | low-FODMAP diet > Medical Nutrition Therapy
Plant-Based Nutrition | vegan nutrition | vegetarian nutrition | plant-based diets > Nutrition Counseling
Intuitive Eating | intuitive eating counseling | Certified Intuitive Eating Counselor | =CIEC > Nutrition Counseling
Nutrition Education Classes | group nutrition classes | nutrition classes | group nutrition education | nutrition education > Nutrition Counseling
Telenutrition | virtual nutrition counseling | telehealth nutrition | nutrition telehealth > Nutrition Counseling, Telehealth
# Long-term care and food service
MDS Section K | MDS nutrition documentation > Minimum Data Set
F692 | F-692 | F-tag 692 > F-Tags
Food Service Management | foodservice management | food service operations | dietary department management > Food Safety
Menu Planning | cycle menus | cycle menu planning | menu planning and analysis > Therapeutic Menu Planning
Nutrient Analysis | nutritional analysis | recipe nutrient analysis | menu nutrient analysis > Menu Planning
ESHA Food Processor | Food Processor Nutrition Analysis | =ESHA | ESHA Genesis > Nutrient Analysis
Nutritionist Pro > Nutrient Analysis
USDA FoodData Central | FoodData Central | USDA nutrient database > Nutrient Analysis
# References, software and credentials
Nutrition Care Manual | Academy Nutrition Care Manual | Pediatric Nutrition Care Manual | Sports Nutrition Care Manual > Nutrition Care Process
Nutrition Care Process Terminology | =eNCPT | =NCPT | electronic Nutrition Care Process Terminology > Nutrition Care Process
Healthie | Healthie EHR > Nutrition Counseling
Practice Better | Practice Better platform > Nutrition Counseling
Commission on Dietetic Registration | ?=CDR | CDR credential | CDR registration > Registered Dietitian
Academy of Nutrition and Dietetics | Academy of Nutrition and Dietetics membership > Registered Dietitian
Board Certified Specialist in Renal Nutrition | ~=CSR > Renal Nutrition
Board Certified Specialist in Oncology Nutrition | ~=CSO > Oncology Nutrition
Board Certified Specialist in Pediatric Nutrition | ~=CSP > Pediatric Nutrition
Board Certified Specialist in Pediatric Critical Care Nutrition | =CSPCC > Pediatric Nutrition
Board Certified Specialist in Gerontological Nutrition | ~=CSG > Gerontological Nutrition
Certificate of Training in Obesity for Pediatrics and Adults | CDR obesity certificate | Certificate of Training in Obesity > Medical Weight Management
Certified Eating Disorders Registered Dietitian | =CEDRD | =CEDS-RD > Eating Disorder Nutrition Therapy

## Physical therapist assistant practice
# Practice settings and populations
Pediatric Physical Therapy | pediatric PT | peds PT | paediatric physical therapy > Physical Therapy
Geriatric Physical Therapy | geriatric PT | geriatric rehabilitation | geriatric rehab > Physical Therapy
Acute Care Physical Therapy | acute care PT | hospital-based physical therapy | inpatient physical therapy > Physical Therapy
Home Health Physical Therapy | home health PT | home-based physical therapy | in-home physical therapy > Physical Therapy
Outpatient Orthopedic Physical Therapy | outpatient orthopedics | outpatient ortho | outpatient orthopedic PT | outpatient physical therapy > Orthopedic Rehabilitation
Parkinson's Disease Rehabilitation | Parkinson's rehab | Parkinson disease rehabilitation | Parkinson's physical therapy > Neurological Rehabilitation
Concussion Rehabilitation | concussion rehab | post-concussion rehabilitation > Concussion Management
Prehabilitation | prehab | preoperative education | pre-operative education | pre-op teaching > Post-Operative Rehabilitation
# Interventions and modalities
Strength Training | strengthening exercises | resistance training | progressive resistive exercise | progressive resistance exercise > Therapeutic Exercise, Strength and Conditioning
Postural Training | postural education | posture training | postural re-education | posture correction > Therapeutic Exercise
Wheelchair Mobility Training | wheelchair skills training | wheelchair propulsion training | wheelchair mobility > Wheelchair Seating and Positioning
Brace and Immobilizer Application | sling application | brace application | immobilizer application | cervical collar application | knee immobilizer > Orthotic and Brace Fitting
Continuous Passive Motion | =CPM machine | =CPM machines | continuous passive motion machine > Post-Operative Rehabilitation
Vasopneumatic Compression | vasopneumatic device | pneumatic compression therapy | Normatec > Therapeutic Modalities
Hydrotherapy | whirlpool therapy | whirlpool treatments > Therapeutic Modalities
Spinal Decompression Therapy | non-surgical spinal decompression | nonsurgical spinal decompression | DRX9000 > Mechanical Traction
Tilt Table Training | tilt table standing | tilt-table training | standing frame training > Neurological Rehabilitation
Balance Master | NeuroCom Balance Master | NeuroCom | computerized dynamic posturography > Balance Training
Astym Therapy | Astym | Astym certified > Instrument-Assisted Soft Tissue Mobilization
RockTape | RockTape FMT | FMT taping > Kinesio Taping
A Matter of Balance | Matter of Balance program > Fall Prevention
Tai Ji Quan: Moving for Better Balance | =TJQMBB | Tai Ji Quan > Balance Training
# Pediatric measures
Gross Motor Function Measure | =GMFM | =GMFM-88 | =GMFM-66 > Pediatric Physical Therapy
Alberta Infant Motor Scale | Alberta Infant Motor Scale assessment > Pediatric Physical Therapy
# Billing, credentials and associations
Rehabilitation CPT Codes | therapy CPT codes | PT CPT codes | physical therapy billing codes | =97110 | =97112 | =97140 | =97530 | =97116 > Timed Code Billing, Current Procedural Terminology
American Physical Therapy Association | =APTA | APTA membership > Physical Therapy
APTA Advanced Proficiency Pathways | PTA Advanced Proficiency | Advanced Proficiency Pathway > Physical Therapist Assistant
Federation of State Boards of Physical Therapy | =FSBPT > National Physical Therapy Examination

## Emergency medical services practice
# Assessment and scene management
Scene Size-Up | scene size up | scene safety assessment > Patient Assessment
Primary and Secondary Survey | ~primary survey | ~secondary survey | =ABCDE assessment > Trauma Care
JumpSTART Triage | JumpSTART | JumpSTART pediatric triage > START Triage
SALT Triage | =SALT mass casualty triage > Mass Casualty Triage
Mass Casualty Incident Response | =MCI response | mass casualty incidents | =MCI management | mass casualty management > Mass Casualty Triage, Incident Command System
Prehospital Stroke Assessment | Cincinnati Prehospital Stroke Scale | =CPSS | =BE-FAST | =BEFAST | Los Angeles Prehospital Stroke Screen | =LAPSS | RACE stroke scale | stroke scales | stroke assessment > Stroke Care
EMS Protocols | prehospital protocols | state EMS protocols | regional EMS protocols | EMS standing orders | online medical control | offline medical control | medical direction protocols > Paramedic
# Procedures and equipment
Video Laryngoscopy | video laryngoscope | GlideScope | C-MAC | McGrath video laryngoscope > Endotracheal Intubation
Kendrick Extrication Device | =KED | =KED board > Spinal Motion Restriction
Wound Bandaging | bandaging | bandaging techniques | pressure bandages | Israeli bandage | emergency trauma dressing > Hemorrhage Control
Emergency Childbirth | prehospital childbirth | precipitous delivery | out-of-hospital birth > Neonatal Resuscitation Program
Prehospital Blood Administration | prehospital blood transfusion | prehospital whole blood | whole blood administration > Blood Transfusion
Patient Decontamination | mass decontamination | hazmat decontamination | gross decontamination > Hazardous Materials Awareness
Ambulance Inventory Checks | ambulance checks | ambulance restocking | ambulance inventory > Emergency Vehicle Operation
Controlled Substance Recordkeeping | controlled substance logs | controlled drug logs | narcotic logs | narcotic accountability | controlled substance accountability | DEA logs > Controlled Substance Regulations
# Documentation and communications
NEMSIS | National EMS Information System | =NEMSIS data standard > Patient Care Reports
emsCharts | emsCharts ePCR > Patient Care Reports
ZOLL RescueNet | RescueNet ePCR | RescueNet Dispatch > Patient Care Reports
Refusal of Care Documentation | patient refusals | refusal documentation | =AMA refusals | against medical advice refusals > Patient Care Reports
EMS Radio Reports | hospital radio reports | radio reports to receiving facilities | ring-down reports > Patient Care Reports
Ambulance Billing | =EMS billing | ambulance claims | ambulance revenue cycle > Medical Billing
# Rescue and specialty operations
Hazardous Materials Awareness | =HAZMAT awareness | hazmat awareness | hazmat operations level | hazardous materials first responder | First Responder Awareness > HAZWOPER
Technical Rescue | technical rescue operations | rescue technician certification > Vehicle Extrication
Rope Rescue | technical rope rescue | high-angle rescue | low-angle rescue > Technical Rescue
Water Rescue | swiftwater rescue | swift water rescue | surface water rescue > Technical Rescue
Tactical Emergency Medical Support | tactical EMS | =TEMS | tactical medicine | law enforcement medical support > Tactical Combat Casualty Care
Rescue Task Force | =RTF | rescue task force operations | active shooter medical response > Tactical Emergency Casualty Care
Community Paramedicine | community paramedic program | mobile integrated healthcare | mobile integrated health | =MIH-CP | =MIH program > Paramedic
# Credentials and courses
Coaching the Emergency Vehicle Operator | =CEVO | =CEVO 4 > Emergency Vehicle Operation
Geriatric Emergency Medical Services | =GEMS course | NAEMT GEMS > Paramedic
Emergency Pediatric Care | =EPC course | NAEMT Emergency Pediatric Care > Pediatric Advanced Life Support
Firefighter I/II Certification | Firefighter I | Firefighter II | =FF1 | =FF2 | NFPA 1001 > Emergency Medical Technician
EMS Instructor Certification | =EMS instructor | EMS educator certification | =NAEMSE instructor > Emergency Medical Technician
BLS Instructor | =BLS instructor | AHA BLS Instructor | CPR instructor | AHA instructor | CPR instructor certification > Basic Life Support

## Dental assisting practice
# Chairside and operatory
Instrument Transfer | dental instrument transfer | instrument exchange > Four-Handed Dentistry
High-Volume Evacuation | =HVE | high volume evacuation | high-volume suction | oral evacuation | saliva ejector > Four-Handed Dentistry
Dental Tray Setup | dental tray setups | procedure tray setup | tub and tray system | dental cassette setup > Dental Assisting
Operatory Turnover | operatory setup | operatory breakdown | operatory disinfection | operatory cleaning > Dental Assisting
Topical Anesthetic Application | topical anesthetic | topical anesthesia application > Local Anesthesia Administration
Dental Medical Emergencies | dental office emergencies | medical emergencies in the dental office | dental emergency kit > Basic Life Support
# Restorative and prosthodontic support
Dental Materials | dental materials manipulation | mixing dental materials | dental cements | liners and bases | dental bonding agents > Restorative Dentistry
Amalgam Restorations | amalgam fillings | dental amalgam | amalgam restoration | ~amalgam > Restorative Dentistry
Composite Restorations | composite fillings | tooth-colored fillings | composite resin restorations > Restorative Dentistry
Matrix Band Placement | matrix bands | Tofflemire | Tofflemire retainer | sectional matrix systems | wedge placement > Restorative Dentistry
Temporary Restorations | temporary fillings | interim restorations | intermediate restorative material > Provisional Restorations
Crown and Bridge | crown and bridge procedures | crown and bridge assisting | fixed prosthodontics | crown preparation | crown preps > Restorative Dentistry
Final Impressions | =PVS impressions | polyvinyl siloxane impressions | =VPS impressions | elastomeric impressions | crown and bridge impressions > Dental Impressions
Gingival Retraction | retraction cord placement | retraction cord | gingival retraction cord > Final Impressions
Bite Registration | bite registrations | occlusal registration | bite records > Dental Impressions
Dental Model Fabrication | study models | pouring models | trimming models | diagnostic casts | pouring and trimming study models | dental stone models > Dental Impressions
Custom Tray Fabrication | custom trays | bleaching trays | whitening trays | vacuum-formed trays | custom impression trays > Dental Impressions
Occlusal Guards | nightguards | occlusal splints | bite guards | athletic mouthguards | mouthguard fabrication > Custom Tray Fabrication
Dental Lab Case Management | dental lab cases | lab case tracking | dental lab communication > Dental Assisting
# Specialty assisting
Orthodontic Assisting | ortho assisting | orthodontic chairside assisting > Orthodontics
Orthodontic Bonding and Debonding | orthodontic bracket bonding | orthodontic bracket placement | orthodontic debonding | debanding | band cementation | bracket placement | band placement | bracket bonding | band seating > Orthodontic Assisting
Archwire Changes | archwire placement | archwire adjustments | ligature ties > Orthodontic Assisting
Oral Surgery Assisting | =OMFS assisting | surgical dental assisting | extraction assisting | implant surgery assisting > Oral and Maxillofacial Surgery
Endodontic Assisting | endo assisting | root canal assisting > Endodontics
Pulp Vitality Testing | electric pulp testing | pulp vitality tests > Endodontics
Dry Socket Treatment | dry socket | alveolar osteitis treatment | dry socket dressing > Oral Surgery Assisting
Post-Operative Dental Instructions | post-extraction instructions | dental post-op instructions | postoperative dental instructions > Oral Surgery Assisting
Intraoral Photography | intraoral photos | dental photography | clinical dental photography > Intraoral Camera
DIAGNOdent | KaVo DIAGNOdent | laser caries detection > Caries Risk Assessment
# Infection control and compliance
Dental Instrument Sterilization | dental sterilization | dental instrument processing | dental sterilization center | instrument cassettes > Sterile Processing, Spore Testing
Ultrasonic Instrument Cleaning | ultrasonic instrument cleaner | dental ultrasonic cleaner | instrument washer-disinfector | Hydrim | ultrasonic cleaner | ultrasonic cleaners | ultrasonic cleaning of instruments > Instrument Decontamination
CDC Dental Infection Control Guidelines | CDC Guidelines for Infection Control in Dental Health-Care Settings | CDC infection control guidelines for dental settings | CDC Summary of Infection Prevention Practices in Dental Settings > Infection Control
Amalgam Separator Compliance | amalgam separators | amalgam separator | EPA dental amalgam rule | dental effluent guidelines | amalgam waste management > Regulated Medical Waste Handling
Dental Practice Act | state dental practice act | dental practice acts | dental board regulations > Dental Assisting
# Credentials and software
DANB Infection Control Exam | =DANB ICE | =ICE exam | DANB Infection Control > Dental Assisting National Board
Certified Orthodontic Assistant | =DANB COA | ?=COA > Orthodontic Assisting, Dental Assisting National Board
Certified Preventive Functions Dental Assistant | =CPFDA > Dental Assisting National Board
Certified Restorative Functions Dental Assistant | =CRFDA > Dental Assisting National Board
National Entry Level Dental Assistant | =NELDA > Dental Assisting National Board
Registered Dental Assistant in Extended Functions | =RDAEF | =RDAEF2 > Expanded Function Dental Assistant
Easy Dental | Henry Schein Easy Dental > Dentrix
OrthoTrac | Carestream OrthoTrac > Orthodontics
Cloud 9 Ortho | Cloud 9 Software > Orthodontics
Ortho2 Edge | Ortho2 > Orthodontics

## Veterinary technology practice
# Field, handling and nursing care
Veterinary Medicine | veterinary care | veterinary practice | veterinary medical care
Veterinary Nursing | veterinary technology | vet nursing | veterinary nursing care > Veterinary Medicine
Small Animal Medicine | small animal | small animal practice | companion animal medicine | canine and feline medicine > Veterinary Medicine
Large Animal Medicine | large animal | food animal medicine | livestock medicine | bovine medicine | mixed animal practice > Veterinary Medicine
Equine Medicine | equine | equine veterinary care | equine practice > Veterinary Medicine
Exotic Animal Medicine | exotic animals | exotic pets | avian and exotic medicine | avian medicine | reptile medicine | small mammal medicine > Veterinary Medicine
Shelter Medicine | animal shelter medicine | shelter animal care > Veterinary Medicine
Animal Restraint | veterinary restraint | restraint and handling | small animal restraint > Animal Handling
Low-Stress Animal Handling | low-stress handling | low stress handling | Low Stress Handling certified > Animal Restraint
Fear Free Certification | Fear Free | Fear Free Certified | Fear Free certified professional > Low-Stress Animal Handling
Cat Friendly Practice | Cat Friendly Certificate | AAFP Cat Friendly > Low-Stress Animal Handling
Veterinary Venipuncture | cephalic venipuncture | jugular venipuncture | saphenous venipuncture | veterinary blood draws | animal blood collection > Phlebotomy
Veterinary IV Catheterization | cephalic catheter placement | veterinary IV catheter placement > Peripheral IV Insertion
Veterinary Fluid Therapy | fluid therapy | fluid rate calculations | subcutaneous fluids | =SQ fluids | =SubQ fluids > Veterinary Nursing
Constant Rate Infusions | constant rate infusion | =CRI calculations | =CRIs > Dosage Calculation
Veterinary Vaccination | animal vaccinations | pet vaccinations | canine and feline vaccines | =DHPP | =FVRCP | =DAPP > Immunization Administration
Microchipping | microchip implantation | pet microchipping > Veterinary Nursing
Veterinary Pharmacy Dispensing | veterinary pharmacy | veterinary prescription filling | veterinary medication dispensing > Medication Administration
Veterinary Client Education | pet owner education | veterinary discharge instructions > Patient Education
Veterinary Preventive Care | pet wellness exams | veterinary wellness exams | pet preventive care | wellness plans for pets > Veterinary Medicine
Parasite Control | parasite prevention | flea and tick prevention | flea and tick control | deworming | parasite control programs > Veterinary Preventive Care
Veterinary Therapeutic Diets | prescription pet diets | Hill's Prescription Diet | Royal Canin Veterinary Diet | Purina Pro Plan Veterinary Diets > Veterinary Client Education
Euthanasia Assistance | euthanasia | euthanasia procedures | humane euthanasia | euthanasia appointments > Veterinary Nursing
Pet Loss Grief Support | pet loss support | pet bereavement > Grief Counseling
Zoonotic Disease Prevention | zoonotic diseases | zoonoses | zoonotic disease control > Infection Control
Veterinary Isolation Protocols | isolation ward | parvovirus isolation | parvo isolation > Isolation Precautions
Veterinary Physical Rehabilitation | canine rehabilitation | animal rehabilitation | veterinary rehabilitation | canine physical therapy | underwater treadmill > Veterinary Nursing
Animal Husbandry | husbandry | animal care and husbandry > Animal Handling
Necropsy | necropsies | necropsy assisting > Veterinary Medicine
# Anesthesia, surgery and emergency
Anesthesia Monitoring | anesthetic monitoring | anesthetic depth monitoring | intraoperative anesthesia monitoring > Vital Signs
Veterinary Anesthesia | veterinary anaesthesia | veterinary anesthetic monitoring | small animal anesthesia > Anesthesia Monitoring
Anesthesia Records | anesthetic records | anesthesia record | anesthesia charting > Anesthesia Monitoring
ASA Physical Status Classification | ASA physical status | ASA status | =ASA classification | ASA score > Anesthesia Monitoring
Veterinary Regional Anesthesia | veterinary nerve blocks | veterinary local anesthesia | veterinary local blocks > Veterinary Anesthesia
Veterinary Pain Management | veterinary pain assessment | Glasgow Composite Measure Pain Scale | =CMPS-SF | Colorado State University pain scale | Feline Grimace Scale > Pain Assessment
Doppler and Oscillometric Blood Pressure | Doppler blood pressure | oscillometric blood pressure | petMAP > Blood Pressure Measurement
Veterinary Surgical Assisting | veterinary surgical preparation | veterinary surgical nursing | veterinary surgery assisting > Surgical Assisting
Spay and Neuter Procedures | spay and neuter | spay/neuter | high-volume spay neuter | =HQHVSN | ovariohysterectomy > Veterinary Surgical Assisting
Veterinary Dentistry | veterinary dental cleaning | veterinary dental prophylaxis | =COHAT | comprehensive oral health assessment and treatment | pet dental cleanings > Dental Prophylaxis
Veterinary Dental Radiography | veterinary dental radiographs | veterinary dental x-rays > Dental Radiography, Veterinary Dentistry
Veterinary Radiography | veterinary radiology | veterinary x-rays | animal radiography | small animal radiography > Radiography
Veterinary Ultrasound | =AFAST | =TFAST | =A-FAST | =T-FAST | veterinary sonography > Ultrasonography
Veterinary Emergency and Critical Care | veterinary ECC | veterinary emergency medicine | veterinary critical care > Veterinary Nursing
Veterinary Triage | veterinary emergency triage > Patient Triage
Veterinary CPR | =RECOVER CPR | =RECOVER certification | =RECOVER Initiative | =RECOVER BLS | =RECOVER ALS > Cardiopulmonary Resuscitation
Veterinary Blood Transfusion | canine blood typing | feline blood typing | veterinary crossmatch | veterinary blood donor program > Blood Transfusion
Robert Jones Bandage | Robert Jones bandages | veterinary bandaging | veterinary splinting > Splinting
# Diagnostics and laboratory
In-House Veterinary Laboratory | in-house veterinary diagnostics | in-clinic laboratory | in-clinic diagnostics > Veterinary Nursing
Heartworm Testing | heartworm tests | heartworm antigen testing | heartworm prevention > Parasite Control
IDEXX SNAP Tests | =SNAP test | =SNAP tests | IDEXX SNAP | SNAP 4Dx | SNAP 4Dx Plus | SNAP Parvo | SNAP FIV/FeLV > Heartworm Testing
Fecal Analysis | fecal flotation | fecal floats | fecal centrifugation | fecal examination | fecal exams > Parasitology
Skin Scraping | skin scrapings | deep skin scraping | tape cytology | trichogram > Cytology
Ear Cytology | ear swab cytology | otic cytology > Cytology
Blood Chemistry Analysis | blood chemistry | chemistry panels | serum chemistry | in-house chemistry > Clinical Chemistry
Cystocentesis | ultrasound-guided cystocentesis > Urinalysis
Reference Laboratory Submissions | reference lab submissions | send-out testing | send-out lab samples > Specimen Processing
IDEXX VetLab Suite | IDEXX VetLab | VetLab Station > In-House Veterinary Laboratory
IDEXX Catalyst | Catalyst One | Catalyst Dx > In-House Veterinary Laboratory
IDEXX ProCyte Dx | ProCyte | ProCyte Dx > In-House Veterinary Laboratory
IDEXX SediVue Dx | SediVue | SediVue Dx > In-House Veterinary Laboratory
IDEXX VetConnect PLUS | VetConnect PLUS | VetConnect > In-House Veterinary Laboratory
Abaxis VetScan | VetScan | VetScan VS2 | VetScan HM5 | Zoetis VetScan > In-House Veterinary Laboratory
Heska Element | Heska Element DC | Heska Element HT5 > In-House Veterinary Laboratory
# Practice software, standards and regulation
Veterinary Practice Management Software | veterinary practice management systems | veterinary PIMS > Veterinary Medicine
AVImark | Covetrus AVImark > Veterinary Practice Management Software
IDEXX Cornerstone | Cornerstone practice management | Cornerstone veterinary software > Veterinary Practice Management Software
ezyVet | IDEXX ezyVet > Veterinary Practice Management Software
IDEXX Neo | Neo veterinary software > Veterinary Practice Management Software
Covetrus Pulse | Pulse veterinary software > Veterinary Practice Management Software
ImproMed | Covetrus ImproMed | ImproMed Infinity > Veterinary Practice Management Software
Shepherd Veterinary Software | Shepherd PIMS > Veterinary Practice Management Software
Vetspire > Veterinary Practice Management Software
Provet Cloud > Veterinary Practice Management Software
Smart Flow | SmartFlow veterinary | Smart Flow whiteboard > Veterinary Practice Management Software
PetDesk | PetDesk client communication > Veterinary Practice Management Software
AAHA Standards | =AAHA | AAHA accreditation | AAHA-accredited | American Animal Hospital Association | AAHA guidelines > Veterinary Medicine
AVMA Guidelines | =AVMA | AVMA Guidelines for the Euthanasia of Animals | American Veterinary Medical Association > Veterinary Medicine
Veterinarian-Client-Patient Relationship | =VCPR | veterinarian client patient relationship > Veterinary Medicine
# Credentials
Veterinary Technician Credential | credentialed veterinary technician | credentialed vet tech | veterinary technician license | veterinary technician certification | Registered Veterinary Technician | ?=RVT | registered vet tech | Licensed Veterinary Technician | ~=LVT | licensed vet tech | Certified Veterinary Technician | ~=CVT | certified vet tech > Veterinary Nursing
Veterinary Technician National Examination | =VTNE > Veterinary Technician Credential
American Association of Veterinary State Boards | =AAVSB > Veterinary Technician National Examination
National Association of Veterinary Technicians in America | =NAVTA > Veterinary Technician Credential
Veterinary Technician Specialist | ?=VTS | VTS Anesthesia | VTS ECC | VTS Dentistry | VTS Internal Medicine > Veterinary Technician Credential
Approved Veterinary Assistant | NAVTA Approved Veterinary Assistant | NAVTA AVA > Veterinary Nursing
Certified Canine Rehabilitation Practitioner | ?=CCRP > Veterinary Physical Rehabilitation
Certified Canine Rehabilitation Therapist | =CCRT > Veterinary Physical Rehabilitation
Certified Veterinary Pain Practitioner | =CVPP > Veterinary Pain Management
AALAS Certification | =AALAS | AALAS certified | American Association for Laboratory Animal Science > Animal Handling
Assistant Laboratory Animal Technician | =ALAT > AALAS Certification
Laboratory Animal Technician | ~=LAT > AALAS Certification
Laboratory Animal Technologist | =LATG > AALAS Certification

## Behavioral health counseling practice
# Therapies and approaches
Exposure Therapy | exposure-based therapy | in vivo exposure > Cognitive Behavioral Therapy
Sandtray Therapy | sand tray therapy | sandplay therapy | sandtray > Play Therapy
Internal Family Systems | =IFS therapy | IFS-informed therapy | Internal Family Systems therapy > Psychodynamic Therapy
Somatic Experiencing | somatic therapy | somatic experiencing therapy | =SEP practitioner > Trauma-Informed Care
Brainspotting | Brainspotting therapy > Eye Movement Desensitization and Reprocessing
Cognitive Behavioral Therapy for Insomnia | =CBT-I | =CBTI > Cognitive Behavioral Therapy
Compassion-Focused Therapy | compassion focused therapy | =CFT therapy > Cognitive Behavioral Therapy
Schema Therapy | schema-focused therapy > Cognitive Behavioral Therapy
Radically Open DBT | =RO-DBT | radically open dialectical behavior therapy > Dialectical Behavior Therapy
Moral Reconation Therapy | =MRT program > Cognitive Behavioral Therapy
Thinking for a Change | =T4C > Cognitive Behavioral Therapy
Trauma Recovery and Empowerment Model | =TREM > Trauma-Informed Care
Eating Disorder Treatment | eating disorders treatment | eating disorder therapy | eating disorders | eating disorder counseling > Eating Disorder Nutrition Therapy
Anxiety Disorders Treatment | anxiety treatment | treating anxiety disorders | anxiety disorders > Cognitive Behavioral Therapy
PTSD Treatment | trauma treatment | treating PTSD | posttraumatic stress disorder treatment | post-traumatic stress disorder treatment | trauma therapy | trauma-focused therapy | trauma counseling > Trauma-Informed Care
Military and Veteran Mental Health | veterans mental health | military mental health | veteran behavioral health | military cultural competence > PTSD Treatment
Child and Adolescent Therapy | child and adolescent counseling | adolescent therapy | child therapy | youth counseling > Individual Therapy
LGBTQ+ Affirming Therapy | LGBTQ-affirming therapy | LGBTQ+ affirmative therapy | LGBTQ-affirming counseling > Gender-Affirming Care
Culturally Responsive Counseling | culturally responsive therapy | multicultural counseling | culturally competent counseling > Cultural Sensitivity
ADHD Assessment | ADHD evaluations | ADHD evaluation | ADHD screening > Psychological Assessment
Vanderbilt ADHD Rating Scales | Vanderbilt assessment | NICHQ Vanderbilt > ADHD Assessment
Serious Mental Illness | ~=SMI | =SPMI | serious and persistent mental illness | severe mental illness | SMI population > Psychiatric Rehabilitation
Coordinated Specialty Care | coordinated specialty care for first-episode psychosis | first-episode psychosis | early psychosis intervention | NAVIGATE model > Serious Mental Illness
Illness Management and Recovery | illness management recovery > Psychiatric Rehabilitation
Aftercare Planning | aftercare plans | continuing care planning | recovery aftercare > Discharge Planning
Measurement-Based Care | routine outcome monitoring | feedback-informed treatment > PHQ-9
Greenspace Health | Greenspace mental health platform > Measurement-Based Care
# Assessments
Collaborative Assessment and Management of Suicidality | ?=CAMS | CAMS framework | CAMS-trained > Suicide Risk Assessment
PTSD Checklist for DSM-5 | =PCL-5 | PTSD Checklist > PTSD Treatment
CRAFFT Screening | =CRAFFT | CRAFFT 2.1 > SBIRT
# Documentation, ethics and billing
DAP Notes | =DAP notes | data assessment plan notes > Progress Notes
BIRP Notes | =BIRP notes | =GIRP notes | =PIRP notes > Progress Notes
Psychotherapy CPT Codes | psychotherapy billing codes | behavioral health CPT codes | =90837 | =90834 | =90832 | =90791 > Current Procedural Terminology
Duty to Warn | duty to protect | Tarasoff | Tarasoff duty > Mandated Reporting
ACA Code of Ethics | American Counseling Association Code of Ethics | counseling code of ethics > Licensed Professional Counselor
# Software
Valant | Valant EHR | Valant behavioral health > Electronic Health Records
TheraNest | TheraNest EHR > Electronic Health Records
Kipu Health | Kipu | Kipu EMR > Electronic Health Records
ICANotes > Electronic Health Records
# Licences and certifications
Licensed Professional Counselor Associate | =LPC-A | =LPCA | =LPC-Associate | =LPC Intern | =LAPC | Licensed Associate Professional Counselor > Licensed Professional Counselor
Licensed Mental Health Counselor Associate | =LMHC-A | =LMHCA | =MHC-LP | Mental Health Counselor Limited Permit > Licensed Mental Health Counselor
Licensed Associate Marriage and Family Therapist | =LAMFT | =AMFT | =LMFT-A > Licensed Marriage and Family Therapist
Certified Clinical Mental Health Counselor | =CCMHC > National Certified Counselor
NAADAC | =NAADAC | Association for Addiction Professionals > Substance Abuse Counseling
NAADAC Master Addiction Counselor | Master Addiction Counselor | =NAADAC MAC > NAADAC
International Certification & Reciprocity Consortium | =IC&RC | IC&RC credential > Certified Alcohol and Drug Counselor
Certified Co-Occurring Disorders Professional | =CCDP | =CCDP-D > Co-Occurring Disorders Treatment
Certified Eating Disorders Specialist | ?=CEDS | =CEDS-S | iaedp certification > Eating Disorder Treatment
EMDRIA Certification | EMDRIA certified | =EMDRIA | EMDRIA Certified Therapist | EMDRIA consultant > Eye Movement Desensitization and Reprocessing
DBT-Linehan Board of Certification | =DBT-LBC | DBT-LBC certified | DBT certified clinician > Dialectical Behavior Therapy
Registered Play Therapist | =RPT-S | Registered Play Therapist-Supervisor | Association for Play Therapy credential | =RPT > Play Therapy

## Clinical research coordination practice
# Regulations and human subjects protection
Human Subjects Protection | human subjects research | human subject protections | human research protections | =HRPP | protection of human subjects > Institutional Review Board
Common Rule | =45 CFR 46 | 45 CFR Part 46 | revised Common Rule | Federal Policy for the Protection of Human Subjects > Human Subjects Protection
Belmont Report | Belmont principles > Human Subjects Protection
21 CFR Part 50 | 21 CFR 50 | FDA informed consent regulations > Informed Consent
21 CFR Part 56 | 21 CFR 56 | FDA IRB regulations > Institutional Review Board
21 CFR Part 312 | 21 CFR 312 | FDA IND regulations > Investigational New Drug Application
21 CFR Part 812 | 21 CFR 812 | FDA IDE regulations > Investigational Device Exemption
Investigational Device Exemption | investigational device exemptions | IDE studies | IDE submissions > Medical Device Clinical Trials
ALCOA+ | =ALCOA | =ALCOA-C | ALCOA principles > Good Clinical Practice
FDA Inspection Readiness | =BIMO inspections | FDA BIMO inspections | sponsor audits > Good Clinical Practice
# Consent, enrollment and visits
Electronic Informed Consent | eConsent | electronic consent | e-consent > Informed Consent
Re-Consenting | re-consent | reconsent | re-consenting participants > Informed Consent
Pediatric Assent | child assent | assent process | obtaining assent > Informed Consent
Short Form Consent | short form consent process > Informed Consent
Participant Screening and Enrollment | subject screening | screening and enrollment | participant enrollment | subject enrollment | study enrollment | participant pre-screening > Patient Recruitment
Eligibility Criteria Review | inclusion/exclusion criteria | inclusion and exclusion criteria | =I/E criteria > Participant Screening and Enrollment
Study Visit Coordination | study visits | study visit scheduling | research visits | protocol visits | visit windows > Clinical Research Coordination
Participant Retention | subject retention | participant retention strategies | study retention > Patient Recruitment
Participant Payments | participant compensation | subject stipends | participant reimbursement | study stipends > Clinical Research Coordination
Greenphire ClinCard | ClinCard | Greenphire > Participant Payments
Concomitant Medication Review | concomitant medications | =ConMeds | con meds | concomitant medications review > Case Report Forms
# Safety, data and specimens
Serious Adverse Event Reporting | =SAE reporting | serious adverse events | =SAEs | =SUSAR reporting | =SUSARs > Adverse Event Reporting
Adverse Event Grading | =CTCAE | Common Terminology Criteria for Adverse Events | CTCAE grading | AE grading > Adverse Event Reporting
RECIST | =RECIST 1.1 | Response Evaluation Criteria in Solid Tumors > Oncology Clinical Trials
Protocol Deviation Reporting | protocol deviations | protocol deviation | protocol violations > Deviation Management, Good Clinical Practice
Data Query Resolution | =EDC queries | clinical data queries | EDC query resolution > Electronic Data Capture
Source Documentation | research source documents | source worksheets | research source documentation > Source Data Verification
Research Specimen Processing | research sample processing | biospecimen processing | research lab kits | specimen kits | lab kit management > Specimen Processing
Pharmacokinetic Sampling | =PK sampling | =PK draws | =PK timepoints | pharmacokinetic blood sampling | serial PK sampling > Pharmacokinetics, Timed Specimen Collection
Dry Ice Shipping | dry ice shipments | =UN1845 | shipping on dry ice | dry ice packaging > Dangerous Goods Shipping
IATA Dangerous Goods Training | IATA certification | IATA training | IATA shipping certification | dangerous goods shipping certification > IATA Dangerous Goods Regulations
Trial Randomization | subject randomization | participant randomization | patient randomization | randomization procedures > Clinical Trials
Interactive Response Technology | ~=IRT | =IWRS | =IVRS | =IxRS | interactive web response system > Trial Randomization
Study Blinding | unblinding | emergency unblinding | blinded trials | double-blind procedures > Trial Randomization
Data Safety Monitoring Boards | =DSMB | Data and Safety Monitoring Board | Data Monitoring Committee | =DSMP | data and safety monitoring plan > Clinical Trials
Electronic Clinical Outcome Assessments | =eCOA | =ePRO | =ePROs | electronic patient-reported outcomes | electronic diaries | eDiaries > Clinical Trials
# Regulatory files and study management
Regulatory Binder Maintenance | regulatory binder | regulatory binders | reg binders | essential regulatory documents | Investigator Site File | site regulatory files > Good Clinical Practice
Trial Master File | =TMF | =eTMF | electronic trial master file | TMF Reference Model > Good Clinical Practice
eRegulatory Systems | eRegulatory | eReg binders | electronic regulatory binders | eBinders > Regulatory Binder Maintenance
Florence eBinders | Florence eHub | Florence Healthcare | Florence SiteLink > eRegulatory Systems
Complion | Complion eRegulatory > eRegulatory Systems
Veeva SiteVault | SiteVault > eRegulatory Systems
Delegation of Authority Log | =DOA log | delegation log | delegation of authority logs | site delegation log > Regulatory Binder Maintenance
Form FDA 1572 | =FDA 1572 | =FDA Form 1572 | Statement of Investigator > Investigational New Drug Application
Investigator Financial Disclosure | =FDA Form 3455 | =FDA Form 3454 | investigator financial disclosure forms > Regulatory Binder Maintenance
IRB Continuing Review | continuing review | continuing reviews | IRB renewals | annual IRB renewals > Institutional Review Board
IRB Reliance Agreements | single IRB | =sIRB | SMART IRB | IRB reliance > Institutional Review Board
WCG IRB | =WIRB | Western IRB | WCG Clinical IRB > Institutional Review Board
Advarra IRB > Institutional Review Board
Site Initiation Visit | ?=SIV | site initiation visits > Clinical Site Monitoring
Site Qualification Visit | =SQV | pre-study visit | site selection visit > Clinical Site Monitoring
Interim Monitoring Visits | =IMV | monitoring visits | interim monitoring visit > Clinical Site Monitoring
Study Close-Out | study closeout | site close-out | close-out visit | close-out visits | study close-out procedures > Clinical Site Monitoring
Study Start-Up | study start-up activities | study activation | trial start-up | clinical site activation > Clinical Trials
Clinical Trial Feasibility | study feasibility | feasibility questionnaires | clinical site feasibility > Study Start-Up
Clinical Trial Budgets | study budgets | clinical trial budgeting | study budget negotiation > Clinical Trials
Clinical Trial Agreements | clinical trial agreement | clinical trial agreement negotiation | =CTA negotiation > Clinical Trial Budgets
Clinical Trial Coverage Analysis | Medicare coverage analysis | research coverage analysis | qualifying clinical trial analysis > Clinical Trial Billing
Clinical Trial Billing | research billing | study billing | clinical research billing | research billing compliance | research charge review > Clinical Trial Budgets
ClinicalTrials.gov Registration | ClinicalTrials.gov | ClinicalTrials.gov reporting | Protocol Registration and Results System | trial registration > Clinical Trials
# Trial types
Oncology Clinical Trials | oncology trials | cancer clinical trials | oncology research > Clinical Trials
Phase I Clinical Trials | phase I trials | phase 1 trials | first-in-human studies | phase I unit > Clinical Trials
Phase II Clinical Trials | phase II trials | phase 2 trials > Clinical Trials
Phase III Clinical Trials | phase III trials | phase 3 trials | pivotal trials > Clinical Trials
Industry-Sponsored Trials | sponsor-initiated trials | industry-sponsored clinical trials | industry-sponsored research > Clinical Trials
Investigator-Initiated Trials | investigator-initiated studies | investigator-initiated research > Clinical Trials
Medical Device Clinical Trials | device trials | medical device trials | =ISO 14155 > Clinical Trials
Decentralized Clinical Trials | decentralized trials | hybrid trials | remote clinical trials > Clinical Trials
# Systems and credentials
OnCore | Advarra OnCore | OnCore CTMS | Forte OnCore > Clinical Trial Management System
Velos eResearch | Velos | Velos CTMS > Clinical Trial Management System
Epic Research Module | Epic research billing | Epic research studies > Clinical Trial Management System
Oracle Clinical One | Clinical One | Oracle Clinical | Oracle Siebel CTMS > Electronic Data Capture
Medrio | Medrio EDC > Electronic Data Capture
OpenClinica > Electronic Data Capture
Castor EDC > Electronic Data Capture
Association of Clinical Research Professionals | =ACRP | ACRP certification > Certified Clinical Research Coordinator
ACRP Certified Professional | =ACRP-CP > Association of Clinical Research Professionals
Society of Clinical Research Associates | =SOCRA | =SoCRA | SoCRA certification > Certified Clinical Research Professional
`;
