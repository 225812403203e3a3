// Skill data in the line format of ../README.md: coverage for professions the set of postings lacks, written by the team without reading any evaluation posting.
export default String.raw`
## Dietetics practice
# Nutrition assessment
Dietary Intake Assessment | diet history | diet histories | 24-hour recall | 24-hour dietary recall | food frequency questionnaire | =FFQ | food records | food diaries | food diary | dietary assessment | dietary intake analysis > Nutrition Assessment
Malnutrition Risk Assessment | malnutrition risk | malnutrition identification | identifying malnutrition > Malnutrition Screening
Body Mass Index | =BMI | BMI calculation | BMI assessment | body mass index calculation > Anthropometric Measurements
Weight History Assessment | weight trends | weight change assessment | unintentional weight loss | weight trend monitoring > Nutrition Assessment
Biochemical Nutrition Assessment | nutrition-related lab values | nutrition lab values | biochemical data interpretation | prealbumin and albumin interpretation > Nutrition Assessment
Nitrogen Balance Studies | nitrogen balance | urine urea nitrogen | =UUN | nitrogen balance calculation > Nutrition Assessment
Micronutrient Assessment | micronutrients | micronutrient deficiencies | vitamin and mineral supplementation | vitamin deficiencies | micronutrient repletion > Nutrition Assessment
Pediatric Growth Assessment | z-scores | weight-for-length z-score | =BMI z-score | growth velocity | pediatric anthropometrics > Growth Chart Plotting
Failure to Thrive Management | failure to thrive | =FTT | faltering growth | poor weight gain > Pediatric Nutrition
Dietary Reference Intakes | Recommended Dietary Allowances | ?=RDA > Nutrient Needs Calculation
# Medical nutrition therapy
Electrolyte-Restricted Diets | potassium restriction | phosphorus restriction | low potassium diet | low phosphorus diet | phosphate binders | phosphorus binders | potassium and phosphorus education > Renal Nutrition
Fluid Restriction Management | fluid restriction | fluid restrictions | fluid-restricted diets | fluid restriction education > Therapeutic Diets
Chronic Kidney Disease Management | chronic kidney disease | ?=CKD | =CKD management | =CKD education | kidney disease management > Renal Nutrition
Prediabetes Management | prediabetes | prediabetes education | prediabetes counseling > National Diabetes Prevention Program
Diabetes Prevention Program Lifestyle Coach | =DPP lifestyle coach | lifestyle coach certification | National DPP lifestyle coach | =DPP coach > National Diabetes Prevention Program
Lipid Management Nutrition | hyperlipidemia | hyperlipidemia nutrition | dyslipidemia | cholesterol-lowering diet | lipid-lowering diet > Heart-Healthy Diet Education
Heart Failure Nutrition | heart failure diet | heart failure nutrition education | =CHF diet education > Heart-Healthy Diet Education
Hepatic Nutrition | liver disease nutrition | cirrhosis nutrition | hepatic diet | liver transplant nutrition > Medical Nutrition Therapy
Gastrointestinal Nutrition | =GI nutrition | inflammatory bowel disease nutrition | =IBD nutrition | short bowel syndrome | =SBS nutrition | pancreatitis nutrition | digestive disease nutrition > Medical Nutrition Therapy
Metabolic Nutrition | inborn errors of metabolism | phenylketonuria | =PKU | =PKU diet | metabolic formulas | metabolic dietitian > Pediatric Nutrition
Elimination Diets | elimination diet | food elimination diet | elimination and reintroduction | food challenge > Food Allergy Management
Cultural and Religious Diets | kosher diets | halal diets | cultural food practices | culturally tailored nutrition > Nutrition Counseling
GLP-1 Medication Nutrition Support | GLP-1 medications | =GLP-1 therapy | GLP-1 receptor agonists | GLP-1 agonists | semaglutide | tirzepatide > Medical Weight Management
Diabetes Nutrition Therapy | diabetes nutrition | diabetes nutrition counseling | diabetes meal planning | diabetes diet education > Diabetes Management
Pediatric Weight Management | pediatric obesity | childhood obesity | pediatric obesity treatment > Medical Weight Management
Cystic Fibrosis Nutrition | cystic fibrosis | =CF nutrition | pancreatic enzyme replacement therapy | =PERT dosing > Pediatric Nutrition
Hydration Assessment | hydration status | dehydration risk | hydration monitoring | fluid status assessment > Nutrition Assessment
Medically Tailored Meals | medically tailored meal programs | medically tailored groceries | food as medicine > Community Nutrition
# Enteral and parenteral nutrition
Enteral Access Devices | feeding tubes | feeding tube | enteral access | gastrostomy tube | =G-tube | =PEG tube | =J-tube | jejunostomy tube | =GJ tube | nasogastric tube | =NG tube | nasojejunal tube | =NJ tube > Enteral Feeding
Enteral Feeding Methods | bolus feeding | bolus feeds | continuous feeding | continuous feeds | cyclic feeding | cycled tube feeding | gravity feeding | free water flushes > Enteral Feeding
Oral Nutrition Supplements | oral nutritional supplements | ?=ONS | nutrition supplements | oral supplement recommendations | supplement shakes > Medical Nutrition Therapy
Parenteral Lipid Emulsions | lipid emulsions | intravenous lipid emulsions | =ILE | SMOFlipid | Intralipid | Omegaven > Parenteral Nutrition
Infant Formula Preparation | infant formula | infant formulas | formula preparation | infant formula selection | formula recipes | formula mixing > Pediatric Nutrition
Lactation Counseling | lactation consulting | lactation education > Breastfeeding Support
WIC Breastfeeding Peer Counseling | breastfeeding peer counselor | breastfeeding peer counseling | WIC peer counselor > Breastfeeding Support
# Food service and menus
Tray Tickets | tray ticket | diet tray tickets | tray cards | meal tickets > Tray Line Operations
Patient Food Preferences | food preferences | meal preferences | food preference interviews | meal rounds | menu substitutions > Therapeutic Diets
MealSuite | MealSuite Touchpoint > Therapeutic Menu Planning
School Nutrition Programs | National School Lunch Program | =NSLP | School Breakfast Program | USDA child nutrition programs | school meal programs | school food service > Food Service Management
School Nutrition Specialist | =SNS credential | School Nutrition Association certification > School Nutrition Programs
# Community and public health nutrition
Community Nutrition | public health nutrition | community nutrition programs | community nutrition education > Nutrition Education Classes
SNAP-Ed | SNAP Education | =SNAP-Ed programs | Supplemental Nutrition Assistance Program Education > Community Nutrition
Dietary Guidelines for Americans | ?=DGA | USDA dietary guidelines | federal dietary guidelines > Nutrition Education Classes
MyPlate | USDA MyPlate | MyPlate education > Dietary Guidelines for Americans
Food Label Education | nutrition facts labels | nutrition facts label | food label reading | label reading education > Nutrition Education Classes
Meal Planning | meal planning education | individualized meal plans > Nutrition Counseling
Culinary Nutrition Education | culinary medicine | teaching kitchen | cooking demonstrations | cooking classes for nutrition > Nutrition Education Classes
Grocery Store Tours | grocery tours | supermarket tours | grocery store nutrition tours > Nutrition Education Classes
# Evidence, education and credentials
Medical Nutrition Therapy Billing | nutrition therapy CPT codes | =97802 | =97803 | =97804 | =MNT billing | MNT reimbursement > Medical Nutrition Therapy, Current Procedural Terminology
Dietitian Order-Writing Privileges | order writing privileges | order-writing privileges | diet order writing privileges | dietitian order writing > Registered Dietitian
Nutrition Support Team | ?=NST | nutrition support team rounds | nutrition support rounds > Nutrition Support
Nutrition Informatics | nutrition informatics systems | dietetics informatics > Nutrition Care Process
Evidence Analysis Library | Academy Evidence Analysis Library > Nutrition Care Process
Dietetic Intern Precepting | precepting dietetic interns | dietetic intern supervision | dietetic preceptor | dietetic internship preceptor > Registered Dietitian
Accreditation Council for Education in Nutrition and Dietetics | =ACEND | ACEND accreditation | ACEND standards > Registered Dietitian
Continuing Professional Education Units | =CPEU | =CPEUs | CDR continuing education > Commission on Dietetic Registration
Interdisciplinary Specialist in Obesity and Weight Management | =CSOWM | Board Certified Specialist in Obesity and Weight Management > Medical Weight Management
Certified Nutrition Specialist | ?=CNS | =CNS credential | Board for Certification of Nutrition Specialists | =BCNS > Nutrition Counseling
Certified Clinical Nutritionist > Nutrition Counseling
Licensed Nutritionist | state nutritionist license | licensed nutritionist credential > Licensed Dietitian


## Speech-language pathology practice
# Swallowing and feeding
Instrumental Swallow Assessment | instrumental swallow studies | instrumental swallowing assessment | instrumental dysphagia assessment > Dysphagia Management
Dysphagia Outcome and Severity Scale | =DOSS > Dysphagia Management
Functional Oral Intake Scale | =FOIS > Dysphagia Management
Eating Assessment Tool | =EAT-10 > Dysphagia Screening
Mann Assessment of Swallowing Ability | =MASA > Clinical Swallow Evaluation
Modified Evans Blue Dye Test | Evans blue dye test | blue dye test > Tracheostomy and Ventilator Patients
Cough Reflex Testing | reflexive cough testing | cough reflex test > Dysphagia Management
Dysphagia Rehabilitation Exercises | chin tuck against resistance | =CTAR | Masako maneuver | tongue hold maneuver | tongue strengthening exercises | oral motor exercises for dysphagia > Dysphagia Management
Iowa Oral Performance Instrument | =IOPI | tongue pressure measurement > Dysphagia Management
Ampcare ESP | Ampcare | Effective Swallowing Protocol > Neuromuscular Electrical Stimulation
Surface EMG Biofeedback for Swallowing | sEMG swallowing biofeedback | swallowing biofeedback | =sEMG for dysphagia > Biofeedback
Pediatric Feeding Disorder | pediatric feeding disorders | pediatric feeding | ?=PFD | pediatric feeding and swallowing | infant feeding therapy > Feeding Therapy
Orofacial Myofunctional Therapy | myofunctional therapy | orofacial myology | Certified Orofacial Myologist > Oral Motor Therapy
Oral Placement Therapy | TalkTools Oral Placement Therapy > Oral Motor Therapy
Oral Mechanism Examination | oral mechanism exam | oral peripheral examination | oral-motor examination | oral motor exam > Speech and Language Evaluations
# Voice, resonance and laryngeal care
Voice Evaluation | voice evaluations | voice assessment | voice assessments > Voice Therapy
Voice Disorders | dysphonia | voice disorder treatment | vocal fold pathology | vocal fold lesions > Voice Therapy
Voice Handicap Index | =VHI | =VHI-10 > Voice Evaluation
Consensus Auditory-Perceptual Evaluation of Voice | =CAPE-V > Voice Evaluation
GRBAS Scale | =GRBAS > Voice Evaluation
Acoustic Voice Analysis | acoustic analysis | acoustic voice measures | aerodynamic voice assessment | aerodynamic assessment > Voice Evaluation
Praat | Praat software > Acoustic Voice Analysis
Visi-Pitch | KayPENTAX Visi-Pitch > Acoustic Voice Analysis
Computerized Speech Lab | KayPENTAX CSL | =CSL Model 4500 > Acoustic Voice Analysis
Vocal Hygiene Education | vocal hygiene | vocal health education | vocal hygiene programs > Voice Therapy
Semi-Occluded Vocal Tract Exercises | =SOVT | =SOVT exercises | straw phonation | straw phonation therapy > Voice Therapy
Conversation Training Therapy > Voice Therapy
Circumlaryngeal Massage | laryngeal massage | manual circumlaryngeal therapy | laryngeal manual therapy > Voice Therapy
Paradoxical Vocal Fold Motion Treatment | paradoxical vocal fold motion | =PVFM | vocal cord dysfunction | =VCD therapy | inducible laryngeal obstruction > Voice Therapy
Chronic Cough Therapy | chronic refractory cough | behavioral cough suppression therapy | cough suppression therapy > Voice Therapy
Singing Voice Rehabilitation | singing voice therapy | singing voice specialist > Voice Therapy
Tracheoesophageal Voice Prosthesis | tracheoesophageal puncture | voice prosthesis | voice prostheses | voice prosthesis management | tracheoesophageal voice | Provox | Blom-Singer > Laryngectomy Rehabilitation
Esophageal Speech | esophageal speech training > Laryngectomy Rehabilitation
# Fluency, speech sound and motor speech
Fluency Shaping | fluency shaping techniques | smooth speech > Fluency Therapy
Stuttering Modification | stuttering modification therapy | Van Riper approach > Fluency Therapy
Camperdown Program | Camperdown > Fluency Therapy
Overall Assessment of the Speaker's Experience of Stuttering | =OASES > Fluency Therapy
Cluttering Treatment | cluttering | cluttering therapy > Fluency Therapy
Selective Mutism Treatment | selective mutism | selective mutism therapy > Language Therapy
Minimal Pairs Therapy | minimal pairs | minimal pair therapy | maximal oppositions | multiple oppositions > Phonological Disorders Treatment
Speech Intelligibility Assessment | speech intelligibility | intelligibility ratings | intelligibility measures > Articulation Therapy
Stimulability Testing | stimulability | stimulability assessment > Articulation Therapy
Rapid Syllable Transition Treatment | =ReST | ReST treatment > Childhood Apraxia of Speech Treatment
Kaufman Speech Praxis Test | =KSPT > Childhood Apraxia of Speech Treatment
Diagnostic Evaluation of Articulation and Phonology | =DEAP > Speech and Language Evaluations
Hodson Assessment of Phonological Patterns | =HAPP-4 | =HAPP-3 > Phonological Disorders Treatment
Frenchay Dysarthria Assessment | =FDA-2 | Frenchay Dysarthria Assessment-2 > Dysarthria Treatment
Apraxia Battery for Adults | =ABA-2 > Acquired Apraxia of Speech Treatment
# Language and cognitive-communication
Test of Language Development | =TOLD-P:5 | =TOLD-I:5 | =TOLD-P | =TOLD-I | =TOLD > Speech and Language Evaluations
Test of Integrated Language and Literacy Skills | =TILLS > Speech and Language Evaluations
Test of Pragmatic Language | =TOPL-2 > Pragmatic Language Therapy
Test of Auditory Processing Skills | =TAPS-4 | =TAPS-3 > Speech and Language Evaluations
SCAN-3 | =SCAN-3:C | =SCAN-3:A > Auditory Processing Disorder
Test of Word Finding | =TWF-3 > Speech and Language Evaluations
The WORD Test | =WORD Test 3 | The WORD Test 3 > Speech and Language Evaluations
Bracken Basic Concept Scale | =BBCS-3 | =BBCS-4 > Speech and Language Evaluations
Bilingual English-Spanish Assessment | =BESA > Bilingual Speech-Language Assessment
Bilingual Speech-Language Assessment | bilingual speech and language evaluation | bilingual speech evaluations | bilingual language assessment > Speech and Language Evaluations
Dynamic Assessment | dynamic assessment of language | test-teach-retest > Speech and Language Evaluations
Mean Length of Utterance | =MLU | =MLU analysis > Systematic Analysis of Language Transcripts
Developmental Language Disorder | =DLD | specific language impairment | language disorders | receptive-expressive language disorder > Language Therapy
Receptive and Expressive Language | receptive language | expressive language | receptive and expressive language skills > Language Therapy
Late Talker Intervention | late talkers | late talking toddlers > Language Therapy
Auditory Processing Disorder | central auditory processing disorder | auditory processing disorders > Speech and Language Evaluations
Aural Rehabilitation | auditory rehabilitation | aural rehab | auditory training > Speech-Language Pathology
Cochlear Implant Rehabilitation | cochlear implant therapy | cochlear implant users | listening therapy for cochlear implants > Aural Rehabilitation
Comprehensive Aphasia Test > Aphasia Therapy
Communication Activities of Daily Living | =CADL-3 | =CADL-2 > Aphasia Therapy
Functional Assessment of Communication Skills for Adults | =ASHA FACS > Cognitive-Communication Therapy
Arizona Battery for Cognitive-Communication Disorders | =ABCD-2 | Arizona Battery for Communication Disorders of Dementia > Cognitive-Communication Therapy
Scales of Cognitive Ability for Traumatic Brain Injury | =SCATBI > Cognitive-Communication Therapy
Repeatable Battery for the Assessment of Neuropsychological Status | =RBANS | =RBANS Update > Cognitive Screening
Verb Network Strengthening Treatment | =VNeST > Aphasia Therapy
Response Elaboration Training > Aphasia Therapy
Promoting Aphasics' Communicative Effectiveness | Promoting Aphasics Communicative Effectiveness | =PACE therapy > Aphasia Therapy
Script Training | aphasia script training | script training therapy > Aphasia Therapy
Right Hemisphere Disorder Treatment | right hemisphere disorder | right hemisphere communication disorders > Cognitive-Communication Therapy
Attention Process Training | =APT-3 | =APT-II > Cognitive Rehabilitation
Errorless Learning | errorless learning techniques > Cognitive-Communication Therapy
Goal Attainment Scaling > Functional Outcome Measures
# AAC access and devices
Eye Gaze Access | eye gaze | eye-gaze AAC | eye gaze systems | eye tracking access > Augmentative and Alternative Communication
AAC Switch Access | switch scanning | switch access scanning | switch-adapted devices > Augmentative and Alternative Communication
Low-Tech AAC | communication boards | core boards | light-tech AAC > Augmentative and Alternative Communication
Smartbox Grid 3 | Grid 3 | Smartbox | Smartbox Grid > Augmentative and Alternative Communication
NovaChat | Saltillo NovaChat > PRC-Saltillo
Speech Therapy CPT Codes | speech-language pathology CPT codes | =92507 | =92508 | =92521 | =92522 | =92523 | =92524 | =92526 | =92610 | =92611 | =92612 > Current Procedural Terminology


## Veterinary technology practice
# Anesthesia and surgical nursing
Anesthesia Machine Checkout | anesthesia machine checks | anesthesia machine setup | anesthetic machine | anesthetic machine setup | anesthesia machine leak test | breathing circuit setup > Anesthesia Monitoring
Inhalant Anesthesia | isoflurane | sevoflurane | inhalant anesthetics | inhalant anesthetic delivery | vaporizer maintenance > Veterinary Anesthesia
Veterinary Anesthetic Induction and Recovery | anesthetic induction | anesthesia induction | anesthetic recovery | anesthesia recovery monitoring > Veterinary Anesthesia
Veterinary Premedication and Sedation | premedication | anesthetic premedication | premeds | veterinary sedation | sedation protocols for animals > Veterinary Anesthesia
Anesthetic Protocols | anesthetic protocol development | anesthesia protocols | anesthetic drug protocols > Veterinary Anesthesia
Rebreathing and Non-Rebreathing Circuits | non-rebreathing circuit | rebreathing circuit | Bain circuit | circle system | Jackson-Rees circuit > Anesthesia Machine Checkout
Waste Anesthetic Gas Scavenging | waste anesthetic gas | waste anesthetic gases | =WAG exposure | scavenging system | anesthetic gas scavenging > Anesthesia Machine Checkout
Veterinary Endotracheal Intubation | veterinary intubation | endotracheal tube placement in animals | laryngoscope use > Endotracheal Intubation
Patient Warming Systems | forced-air warming | Bair Hugger | HotDog patient warming | patient warming | warm air blankets | circulating water blankets > Anesthesia Monitoring
Surgical Pack Preparation | surgical packs | surgical pack wrapping | pack wrapping | instrument pack preparation | gown packs > Sterile Processing
Veterinary Surgical Patient Preparation | patient surgical prep | clipping and scrubbing | aseptic surgical prep | surgical site clipping > Veterinary Surgical Assisting
Veterinary Dental Charting | veterinary dental charts | periodontal charting for pets | dental charting in animals > Veterinary Dentistry
Veterinary Dental Nerve Blocks | dental nerve blocks | dental blocks | infraorbital nerve block | mandibular nerve block > Veterinary Regional Anesthesia
# Nursing procedures and hospital care
Blood Glucose Curves | glucose curves | glucose curve | blood glucose curve | AlphaTRAK | AlphaTRAK 3 | diabetic pet monitoring > Veterinary Nursing
Oxygen Cage | oxygen cages | oxygen kennel | oxygen kennels > Oxygen Therapy
Veterinary Feeding Tubes | esophagostomy tube | =E-tube | esophagostomy tube care | nasoesophageal tube | =NE tube | feeding tube placement in animals > Enteral Feeding
Veterinary Urinary Catheterization | veterinary urinary catheter placement | urinary catheter placement in dogs and cats | male cat urinary catheterization > Urinary Catheterization
Syringe Pumps | syringe pump | syringe drivers | syringe pump setup > Infusion Pumps
Veterinary Treatment Sheets | treatment sheets | hospitalization treatment sheets | treatment flowsheets | hospital treatment sheets > Veterinary Nursing
Nail Trims | nail trimming | pet nail trims | nail trimming for pets | claw trimming > Veterinary Preventive Care
Anal Gland Expression | anal sac expression | anal gland expressions | anal glands > Veterinary Preventive Care
Veterinary Ear Cleaning | ear flushes | ear flushing | pet ear cleaning | otic flush > Veterinary Preventive Care
Pet Grooming | dog grooming | cat grooming | pet bathing | bathing and grooming | medicated baths > Animal Husbandry
Veterinary Laser Therapy | veterinary laser | therapy laser | companion laser therapy > Photobiomodulation Therapy
Veterinary Acupuncture | animal acupuncture | veterinary electroacupuncture | Certified Veterinary Acupuncturist > Veterinary Pain Management
Oral Medication Administration to Animals | pilling | pilling cats | pill administration | oral medication administration for pets | pill pockets > Medication Administration
Veterinary Chemical Restraint | chemical restraint of animals | sedation for animal handling > Animal Restraint
Muzzling | muzzle placement | basket muzzles | Elizabethan collar | Elizabethan collars > Animal Restraint
Veterinary Behavior Modification | animal behavior modification | pet behavior modification | canine behavior | feline behavior | animal behavior > Low-Stress Animal Handling
Dog Training | canine training | obedience training | positive reinforcement training | dog obedience | =CPDT-KA > Animal Husbandry
Kennel Care | kennel cleaning | kennel sanitation | boarding kennel care | animal boarding | doggy daycare > Animal Husbandry
# Laboratory and diagnostics
Blood Smear Preparation | blood smears | blood smear | blood film | peripheral blood smear | peripheral smear | blood smear evaluation | blood film review > Hematology
Packed Cell Volume | =PCV | =PCV/TS | packed cell volume and total solids | microhematocrit | spun hematocrit | hematocrit tubes | ~hematocrit | hematocrit testing | =Hct > Hematology
Refractometry | refractometer | total solids | total protein by refractometer | refractometer readings > Urinalysis, Packed Cell Volume
Urine Specific Gravity | =USG | specific gravity measurement > Urinalysis
Fine Needle Aspiration | =FNA | =FNAs | fine needle aspirate | fine needle aspirates | fine-needle aspiration | fine needle aspiration biopsy > Cytology
Impression Smears | impression smear | tape impression | touch imprints > Cytology
Dermatophyte Culture | =DTM culture | dermatophyte test medium | ringworm culture | fungal culture for ringworm | Wood's lamp | Wood's lamp examination > Mycology
Knott's Test | modified Knott's test | microfilaria testing > Heartworm Testing
Baermann Technique | Baermann test | Baermann fecal > Fecal Analysis
Giardia Testing | Giardia antigen test | Giardia SNAP | Giardia testing in pets > Fecal Analysis
Schirmer Tear Test | Schirmer test > Veterinary Ophthalmology
Fluorescein Staining | fluorescein stain | corneal staining | fluorescein eye stain | corneal ulcer staining > Veterinary Ophthalmology
Veterinary Ophthalmology | veterinary ophthalmic exams | ophthalmic exam | ophthalmic examinations | animal eye exams > Veterinary Medicine
Otoscopy | otoscopic examination | otoscope | video otoscopy > Ear Cytology
IDEXX Diagnostics | =IDEXX | IDEXX reference laboratories | IDEXX reference lab > In-House Veterinary Laboratory, Reference Laboratory Submissions
Antech Diagnostics | Antech | Antech reference lab | Antech lab > Reference Laboratory Submissions
Zoetis Reference Laboratories | Zoetis Reference Labs | Zoetis diagnostics > Reference Laboratory Submissions
# Large animal, laboratory animal and specialty
Livestock Handling | cattle handling | livestock restraint | chute handling | working cattle | squeeze chute | haltering > Large Animal Medicine, Animal Handling
Herd Health Management | herd health | herd health programs | herd health protocols | herd vaccination > Large Animal Medicine
Bovine Pregnancy Diagnosis | pregnancy checks | preg checking | rectal palpation | palpation for pregnancy > Large Animal Medicine
Theriogenology | animal reproduction | canine reproduction | semen collection | semen evaluation | breeding management > Veterinary Medicine
Artificial Insemination | =AI breeding | artificial insemination of livestock | canine artificial insemination | insemination > Theriogenology
Equine Dentistry | floating teeth | teeth floating | equine dental floats | equine dental care > Equine Medicine
Coggins Testing | Coggins test | Coggins tests | equine infectious anemia testing | =EIA testing > Equine Medicine
Laboratory Animal Medicine | laboratory animal care | lab animal care | laboratory animal science | research animal care > Veterinary Medicine
Vivarium Operations | vivarium | animal facility operations | barrier facility | cage changing | rodent husbandry | vivarium husbandry > Laboratory Animal Medicine
Mouse Colony Management | colony management | mouse breeding | breeding colony management | mouse genotyping | transgenic colony management > Laboratory Animal Medicine
AAALAC Accreditation | =AAALAC | AAALAC International | AAALAC standards > Laboratory Animal Medicine
Guide for the Care and Use of Laboratory Animals | =ILAR Guide | Guide for the Care and Use of Lab Animals > Laboratory Animal Medicine
Animal Welfare Act | =AWA | Animal Welfare Act regulations | USDA Animal Welfare Act | Animal Welfare Regulations > Laboratory Animal Medicine
PHS Policy on Humane Care and Use of Laboratory Animals | =PHS Policy | =OLAW | Office of Laboratory Animal Welfare > Laboratory Animal Medicine
Zoo Animal Medicine | zoo medicine | zoological medicine | zoo animal care | zoo animal husbandry > Exotic Animal Medicine
Wildlife Rehabilitation | wildlife rehab | wildlife care | wildlife rehabilitator > Exotic Animal Medicine
Trap-Neuter-Return | =TNR | trap-neuter-release | community cat programs > Shelter Medicine
Animal Shelter Intake | shelter intake | animal intake | intake exams | shelter intake exams > Shelter Medicine
Veterinary Health Certificates | health certificates | certificate of veterinary inspection | international health certificates | =APHIS 7001 | rabies certificates | travel health certificates > Veterinary Medicine
Veterinary Feed Directive | =VFD orders | Veterinary Feed Directive orders > Large Animal Medicine
Extralabel Drug Use | extra-label drug use | =AMDUCA | Animal Medicinal Drug Use Clarification Act | =ELDU > Veterinary Pharmacy Dispensing
Veterinary Pharmacology | veterinary drugs | veterinary pharmaceuticals | veterinary drug knowledge > Veterinary Pharmacy Dispensing
Veterinary Medical Terminology | veterinary terminology | veterinary medical terms > Medical Terminology
Vetstoria | Vetstoria online booking > Veterinary Practice Management Software
Digitail | Digitail veterinary software > Veterinary Practice Management Software
Instinct Science | Instinct veterinary EMR | Instinct treatment sheets > Veterinary Practice Management Software
Rhapsody Veterinary Software | Rhapsody EMR > Veterinary Practice Management Software
Vetsource | Vetsource home delivery > Veterinary Pharmacy Dispensing
Veterinary Anesthesia Monitors | SurgiVet | SurgiVet monitors | Mindray veterinary monitors | Cardell monitors | Jorvet monitors > Anesthesia Monitoring


## Biotech research laboratory practice
# Cell culture
Cell Line Maintenance | cell passaging | passaging cells | subculturing | cell expansion | splitting cells | adherent cell culture | suspension cell culture > Cell Culture
Cryopreservation | cell cryopreservation | cryopreserving cells | freezing cells | cell freezing | thawing cells | cryostorage | cryopreserved samples > Cell Culture
Cell Banking | master cell bank | working cell bank | =MCB | =WCB | cell bank generation > Cryopreservation
Liquid Nitrogen Handling | liquid nitrogen | =LN2 | =LN2 dewars | liquid nitrogen storage | liquid nitrogen dewars > Cryopreservation
Cell Counting | cell counts | hemocytometer | hemocytometer counts | automated cell counting | cell viability counting | trypan blue exclusion > Cell Culture
Beckman Coulter Vi-CELL | =Vi-CELL | =Vi-CELL BLU | =Vi-CELL XR > Cell Counting
Countess Automated Cell Counter | Countess cell counter | Countess 3 | Countess II > Cell Counting
Primary Cell Isolation | tissue dissociation | primary cell culture | primary cells > Cell Culture
PBMC Isolation | =PBMCs | peripheral blood mononuclear cell isolation | Ficoll density gradient | Ficoll separation | density gradient centrifugation > Primary Cell Isolation
Magnetic Cell Separation | magnetic-activated cell sorting | Miltenyi MACS | magnetic bead isolation | magnetic cell isolation | Dynabeads | EasySep > Primary Cell Isolation
Stem Cell Culture | =iPSC culture | =iPSCs | =iPSC | induced pluripotent stem cells | human pluripotent stem cells | =hPSC | embryonic stem cells | stem cell differentiation > Cell Culture
Organoid Culture | organoids | organoid models | 3D organoids | organoid derivation > Cell Culture
3D Cell Culture | spheroids | spheroid culture | three-dimensional cell culture > Cell Culture
T Cell Culture | primary T cells | T cell activation | T cell expansion | T cell assays | T cell isolation > Cell Culture, Immunology
Co-Culture Assays | co-culture | coculture | co-culture systems | coculture assays > Cell-Based Assays
Mycoplasma Testing | mycoplasma detection | mycoplasma screening | MycoAlert | mycoplasma PCR > Cell Culture
Culture Media Preparation | media preparation | cell culture media preparation | culture media | growth media preparation > Cell Culture
Buffer Preparation | buffer prep | solution preparation | buffer and solution preparation | making buffers | reagent and buffer preparation > Reagent Preparation
Serial Dilutions | serial dilution | dilution series | dilution calculations > Pipetting
Bacterial Culture | bacterial cultures | liquid bacterial cultures | overnight cultures | glycerol stocks | bacterial glycerol stocks > Microbiology
# Gene delivery and editing
Transfection | transient transfection | stable transfection | lipofection | lipid-based transfection | Lipofectamine | =PEI transfection | transfections > Molecular Biology
Electroporation | nucleofection | Lonza Nucleofector | Neon electroporation | MaxCyte electroporation > Transfection
Stable Cell Line Generation | stable cell lines | stable cell line development | clonal selection | single-cell cloning | limiting dilution cloning | antibiotic selection > Transfection
Viral Transduction | lentiviral transduction | retroviral transduction | =AAV transduction | viral transductions > Transfection
Viral Vector Production | lentivirus production | lentiviral vector production | =AAV production | =AAV vector production | viral packaging | virus production | viral titering | viral titer determination > Viral Transduction
Gene Knockdown | =siRNA | =shRNA | =RNAi | RNA interference | siRNA knockdown | shRNA knockdown | gene silencing > Molecular Biology
Gene Editing | genome editing | gene knockout | knockout cell lines | knock-in cell lines | base editing | prime editing > CRISPR
Guide RNA Design | =gRNA design | =sgRNA design | guide RNA cloning | =sgRNA cloning > CRISPR
# Molecular biology
Plasmid Purification | plasmid prep | plasmid preps | plasmid preparation | miniprep | minipreps | maxiprep | maxipreps | midiprep | plasmid DNA purification > Molecular Cloning
Bacterial Transformation | heat-shock transformation | competent cells | competent cell preparation | transformation of competent cells > Molecular Cloning
Restriction Enzyme Digestion | restriction digest | restriction digests | restriction enzyme digests | restriction mapping > Molecular Cloning
DNA Ligation | ~ligation | ~ligations | T4 DNA ligation > Molecular Cloning
Gibson Assembly | Gibson cloning | NEBuilder HiFi assembly | HiFi DNA assembly > Molecular Cloning
Golden Gate Assembly | Golden Gate cloning > Molecular Cloning
Site-Directed Mutagenesis | mutagenesis | site directed mutagenesis | QuikChange mutagenesis | QuikChange > Molecular Cloning
Primer Design | =PCR primer design | oligo design | oligonucleotide design | qPCR primer design | Primer3 | Primer-BLAST > Polymerase Chain Reaction
Reverse Transcription | =cDNA synthesis | first-strand cDNA synthesis | reverse transcription reactions > Quantitative PCR
RT-qPCR | =qRT-PCR | =RT-PCR | reverse transcription qPCR | reverse transcription quantitative PCR | gene expression analysis by qPCR > Quantitative PCR
Digital PCR | =ddPCR | droplet digital PCR | Bio-Rad QX200 | QIAcuity > Polymerase Chain Reaction
Real-Time PCR Instruments | QuantStudio | Applied Biosystems QuantStudio | StepOnePlus | =CFX96 | =CFX384 | Bio-Rad CFX | CFX Opus | LightCycler | Roche LightCycler > Quantitative PCR
NanoDrop | NanoDrop spectrophotometer | NanoDrop One | NanoDrop quantification > Nucleic Acid Quantification
Qubit Fluorometer | Qubit | Qubit assays | Qubit quantification > Nucleic Acid Quantification
Nucleic Acid Quantification | =DNA quantification | =RNA quantification | nucleic acid quantitation | DNA and RNA quantification > Spectrophotometry
Agilent Bioanalyzer | Bioanalyzer | Agilent 2100 Bioanalyzer | =RIN analysis | RNA integrity number > Next-Generation Sequencing
Agilent TapeStation | TapeStation | Fragment Analyzer | fragment analysis for NGS > Next-Generation Sequencing
NGS Library Preparation | library prep | library preparation | sequencing library preparation | Illumina library prep | Nextera > Next-Generation Sequencing
Illumina Sequencing | Illumina | MiSeq | NextSeq | NovaSeq | iSeq | Illumina sequencers | Illumina platforms > Next-Generation Sequencing
Oxford Nanopore Sequencing | Oxford Nanopore | ~Nanopore | nanopore sequencing | MinION | PromethION | long-read sequencing > Next-Generation Sequencing
PacBio Sequencing | PacBio | Pacific Biosciences | SMRT sequencing | HiFi sequencing > Next-Generation Sequencing
Single-Cell RNA Sequencing | =scRNA-seq | single-cell RNA-seq | single-cell sequencing | 10x Genomics | 10x Genomics Chromium | 10x Chromium > RNA Sequencing
Chromatin Immunoprecipitation | =ChIP | =ChIP-seq | =ChIP-qPCR | =CUT&RUN | =CUT&Tag > Immunoprecipitation
Immunoprecipitation | co-immunoprecipitation | co-IP | pull-down assays | pulldown assays > Biochemistry
Geneious | Geneious Prime > Molecular Cloning
# Protein science and biophysics
Protein Quantification | =BCA assay | Bradford assay | protein assays | protein concentration determination | Pierce BCA | protein quantitation > Biochemistry
Protein Extraction | cell lysis | protein lysate preparation | lysate preparation | tissue lysis | cell lysates > Protein Purification
Affinity Chromatography | =His-tag purification | Ni-NTA purification | ?=IMAC | immobilized metal affinity chromatography | affinity purification > Protein Purification, Chromatography
Size Exclusion Chromatography | gel filtration | size-exclusion chromatography | =SEC-HPLC > Chromatography
Ion Exchange Chromatography | =IEX | ion-exchange chromatography | anion exchange chromatography | cation exchange chromatography > Chromatography
Antibody Purification | Protein A purification | Protein G purification | Protein A chromatography > Affinity Chromatography
ÄKTA Chromatography Systems | =AKTA | ÄKTA | AKTA pure | ÄKTA pure | AKTA avant | Cytiva AKTA | UNICORN software > Fast Protein Liquid Chromatography
Bacterial Protein Expression | bacterial expression | =IPTG induction > Protein Expression
Mammalian Protein Expression | =HEK293 expression | =CHO expression | Expi293 | ExpiCHO | transient protein expression > Protein Expression
Baculovirus Expression | baculovirus expression system | insect cell expression | Sf9 cells | =BEVS > Protein Expression
Western Blot Imaging | LI-COR Odyssey | Odyssey CLx | Bio-Rad ChemiDoc | ChemiDoc | ChemiDoc MP | chemiluminescence imaging > Western Blotting
Meso Scale Discovery | =MSD assays | Meso Scale | =V-PLEX | =U-PLEX | MSD electrochemiluminescence > Immunoassays
Luminex Assays | Luminex | xMAP | multiplex bead assays | Luminex MAGPIX | Luminex FLEXMAP 3D > Multiplex Immunoassays
Multiplex Immunoassays | multiplex cytokine assays | cytokine assays | cytokine profiling | cytokine panels | multiplex immunoassay > Immunoassays
AlphaLISA | AlphaScreen | Alpha assays > Immunoassays
HTRF | homogeneous time-resolved fluorescence | =TR-FRET | time-resolved FRET > Immunoassays
ELISpot | =FluoroSpot > Immunoassays
Binding Assays | ligand binding assays | =LBA | receptor binding assays | binding kinetics > Assay Development
Surface Plasmon Resonance | =SPR | Biacore | Biacore 8K | Biacore T200 | Cytiva Biacore > Binding Assays
Bio-Layer Interferometry | =BLI | Octet | Sartorius Octet | ForteBio Octet > Binding Assays
Isothermal Titration Calorimetry | =MicroCal ITC > Binding Assays
Differential Scanning Fluorimetry | =DSF | thermal shift assay | thermal shift assays | =nanoDSF | protein thermal stability > Biochemistry
Enzyme Assays | enzyme activity assays | enzymatic assays | enzyme kinetics | Michaelis-Menten kinetics | enzyme inhibition assays > Biochemistry
Biochemical Assays | biochemical assay development | biochemical assay > Assay Development
Antibody Discovery | antibody generation | monoclonal antibody discovery | monoclonal antibody development | therapeutic antibody discovery > Immunology
Hybridoma Technology | hybridoma | hybridomas | hybridoma generation | hybridoma screening | hybridoma subcloning > Antibody Discovery
Phage Display | phage display libraries | phage panning | biopanning > Antibody Discovery
Antibody Engineering | antibody humanization | antibody optimization | affinity maturation > Antibody Discovery
# Cell-based and functional assays
Cell Viability Assays | viability assays | =MTT assay | =MTS assay | CellTiter-Glo | =CTG assay | resazurin assay | alamarBlue | cell viability assay > Cell-Based Assays
Cytotoxicity Assays | cytotoxicity assay | =LDH release assay | cell killing assays | =ADCC assays | antibody-dependent cellular cytotoxicity > Cell-Based Assays
Cell Proliferation Assays | proliferation assays | =EdU assay | =BrdU assay | =CFSE proliferation | proliferation assay > Cell-Based Assays
Apoptosis Assays | annexin V staining | caspase assays | caspase-3/7 assays | =TUNEL assay | apoptosis assay > Cell-Based Assays
Reporter Gene Assays | luciferase assays | luciferase reporter assays | dual-luciferase assays | reporter assays | Dual-Glo | =NanoBRET > Cell-Based Assays
Dose-Response Analysis | dose-response curves | dose response curves | =IC50 determination | =EC50 determination | =IC50 | =EC50 | four-parameter logistic curve fitting | =4PL curve fitting > Assay Development
Potency Assays | potency assay | relative potency assays | bioassays | bioassay development | cell-based potency assays > Cell-Based Assays
Assay Optimization | assay troubleshooting | assay miniaturization | assay robustness testing > Assay Development
Assay Qualification | assay validation | assay transfer | method transfer | analytical method transfer > Analytical Method Validation
Compound Management | compound libraries | compound plating | compound handling | compound dispensing > High-Throughput Screening
# Imaging, instruments and automation
Immunofluorescence | immunofluorescence staining | =IF staining | immunocytochemistry | immunostaining | immunofluorescent staining > Microscopy
Fluorescence Microscopy | epifluorescence microscopy | widefield fluorescence microscopy | fluorescent microscopy > Microscopy
Live-Cell Imaging | live cell imaging | time-lapse imaging | time-lapse microscopy > Microscopy
Incucyte | Incucyte S3 | Sartorius Incucyte | IncuCyte live-cell analysis > Live-Cell Imaging
High-Content Imaging | high-content screening | high content imaging | high-content analysis | Opera Phenix | PerkinElmer Operetta | Operetta CLS | ImageXpress | CellInsight > Microscopy
CellProfiler | CellProfiler Analyst > ImageJ
Fiji Image Analysis | ImageJ/Fiji | Fiji/ImageJ | ~=Fiji > ImageJ
Cell Sorting | cell sorter operation | =FACS sorting | BD FACSAria | FACSAria | Sony SH800 | Sony MA900 > Flow Cytometry
Multicolor Flow Cytometry | multicolor flow panel design | flow panel design | flow cytometry panel design | spectral flow cytometry | fluorescence compensation > Flow Cytometry
Cytek Aurora | Cytek Northern Lights | Cytek spectral cytometer > Multicolor Flow Cytometry
BD Flow Cytometers | BD FACSCanto | FACSCanto II | BD LSRFortessa | LSRFortessa | BD FACSymphony | BD FACSCelesta | BD FACSLyric | FACSLyric | BD Accuri | BD FACSDiva | FACSDiva > Flow Cytometry
Microplate Readers | plate reader | plate readers | microplate reader | BioTek Synergy | CLARIOstar | Tecan Spark | Tecan Infinite | PerkinElmer EnVision > Spectrophotometry
SpectraMax | Molecular Devices SpectraMax | SoftMax Pro > Microplate Readers
Automated Liquid Handling | liquid handling | liquid handlers | liquid handling robots | automated liquid handlers | lab automation | laboratory automation > Pipetting
Hamilton Liquid Handlers | Hamilton STAR | Hamilton Microlab STAR | Hamilton VANTAGE | Hamilton VENUS > Automated Liquid Handling
Tecan Liquid Handlers | Tecan Freedom EVO | Tecan Fluent | Tecan EVO > Automated Liquid Handling
Beckman Biomek | Biomek | Biomek i7 | Biomek i5 | Biomek FX | Biomek NX > Automated Liquid Handling
Opentrons | Opentrons OT-2 | Opentrons Flex > Automated Liquid Handling
Ultracentrifugation | ultracentrifuge | ultracentrifuges | Beckman Optima ultracentrifuge > Centrifugation
UPLC | =UHPLC | ultra-performance liquid chromatography | ultra-high-performance liquid chromatography > High-Performance Liquid Chromatography
Metabolomics | metabolomic profiling | metabolomics analysis | metabolite profiling > Mass Spectrometry
# In vivo and tissue work
In Vivo Studies | in vivo pharmacology | in vivo experiments | in vivo efficacy studies | rodent studies | animal studies > Animal Handling
Rodent Dosing Techniques | oral gavage | intraperitoneal injection | =IP injections | tail vein injection | tail vein injections | subcutaneous dosing in rodents | rodent dosing > In Vivo Studies
Tissue Harvesting | tissue collection | tissue harvest | organ harvesting | necropsy tissue collection > In Vivo Studies
Genotyping | =PCR genotyping | mouse genotyping by PCR | genotyping assays | tail snip genotyping > Polymerase Chain Reaction
# Laboratory operations and software
Sample Management | sample tracking | sample inventory | sample storage | biological sample management | biospecimen inventory > Laboratory Information Management System
Ultra-Low Temperature Freezer Management | -80 freezers | -80 freezer | =ULT freezers | ultra-low temperature freezers | freezer management | freezer inventory > Sample Management
Laboratory Inventory Management | lab inventory | lab inventory management | lab supply ordering | laboratory supply ordering | laboratory ordering > Reagent Preparation
Quartzy | Quartzy lab management > Laboratory Inventory Management
Laboratory Equipment Maintenance | lab equipment maintenance | laboratory equipment upkeep | lab instrument upkeep | instrument preventive maintenance > Laboratory Safety
Standard Operating Procedures | =SOPs | =SOP | SOP adherence | SOP compliance | following SOPs > SOP Development
Laboratory Notebook Documentation | lab notebook | lab notebooks | laboratory notebook | laboratory notebooks | notebook documentation > Electronic Lab Notebook
LabArchives | LabArchives ELN > Electronic Lab Notebook
Dotmatics | Dotmatics ELN | Dotmatics platform > Electronic Lab Notebook
Drug Discovery | drug discovery research | small molecule drug discovery | early drug discovery | preclinical drug discovery > Assay Development
Target Validation | target identification | target identification and validation | target engagement assays > Drug Discovery
Upstream Bioprocessing | upstream processing | upstream process development | cell culture process development > Cell Culture
Bioreactor Operation | bioreactors | bioreactor | bench-scale bioreactors | Ambr 250 | Ambr 15 | Sartorius Ambr | single-use bioreactors | shake flask culture > Upstream Bioprocessing
Downstream Bioprocessing | downstream processing | downstream process development | purification process development > Protein Purification
Tangential Flow Filtration | =TFF | ultrafiltration/diafiltration | =UF/DF > Downstream Bioprocessing
Endotoxin Testing | =LAL testing | Limulus amebocyte lysate | endotoxin assays | bacterial endotoxin testing | =LAL > Microbiology


## Clinical research coordination practice
# Regulatory and IRB
Protocol Amendments | protocol amendment | IRB modifications | IRB modification submissions | amendment submissions | protocol amendment implementation > Institutional Review Board
Unanticipated Problem Reporting | unanticipated problems | =UPIRSO | =UPIRTSO | reportable events | reportable new information | prompt reporting to the IRB > Institutional Review Board
Protocol Adherence | protocol compliance | adherence to study protocols > Good Clinical Practice
Office for Human Research Protections | =OHRP | =OHRP regulations > Human Subjects Protection
Vulnerable Populations in Research | research with vulnerable populations | =Subpart D | research involving children | research involving prisoners | decisionally impaired adults in research > Human Subjects Protection
Legally Authorized Representative Consent | =LAR consent | legally authorized representative | surrogate consent for research > Informed Consent
Note to File Documentation | note to file | notes to file | =NTF | =NTFs | notes-to-file > Source Documentation
eSource | electronic source documentation | eSource systems | direct data capture | =eSource data > Source Documentation
Screening and Enrollment Logs | screening logs | screening log | enrollment logs | enrollment log | subject identification logs | screen failure logs > Regulatory Binder Maintenance
Study Training Logs | protocol training logs | site training documentation | protocol training > Regulatory Binder Maintenance
IND Safety Report Review | IND safety reports | safety letters | sponsor safety reports | external safety reports | safety report acknowledgment > Serious Adverse Event Reporting
Schedule of Assessments | schedule of activities | study calendar | study calendars | visit schedules > Study Visit Coordination
Investigator Meetings | investigator meeting | sponsor investigator meetings > Study Start-Up
Central Laboratory Coordination | central lab | central labs | central laboratory | central lab requisitions | central lab kits > Research Specimen Processing
Temperature Excursion Management | temperature excursions | temperature excursion | temperature excursion reporting | investigational product temperature monitoring > Investigational Product Management
Investigational Product Dispensing | =IP dispensing | study drug dispensing | investigational drug dispensing | study drug administration > Investigational Product Management
Device Accountability | investigational device accountability | device accountability logs > Investigational Product Management
Biobanking | biorepository | biorepositories | biobank | biospecimen banking | biospecimen management > Research Specimen Processing
# Outcome measures and data collection
Patient-Reported Outcomes | patient reported outcomes | =PROs | patient-reported outcome measures | =PROMs | patient questionnaires > Electronic Clinical Outcome Assessments
Clinical Outcome Assessments | clinical outcome assessment | clinician-reported outcomes | =ClinRO | =ClinROs | performance outcome measures > Clinical Trials
Clinical Rating Scales | rating scale administration | rater certification | rater training > Clinical Outcome Assessments
Neuropsychological Testing | neuropsychological assessment | neuropsych testing | neuropsychological evaluations | neurocognitive testing | cognitive testing > Psychological Assessment
Survey Administration | questionnaire administration | administering surveys | survey research > Qualitative Research
Semi-Structured Interviews | semi-structured interviewing | qualitative interviews | research interviews | in-depth interviews > Qualitative Research
Observational Research | observational studies | registry studies | patient registries | natural history studies > Clinical Trials
# Trial types
Vaccine Clinical Trials | vaccine trials | vaccine studies | vaccine research > Clinical Trials
Pediatric Clinical Trials | pediatric research | pediatric trials | pediatric clinical research > Clinical Trials
Cardiovascular Clinical Trials | cardiology research | cardiology trials | cardiovascular trials > Clinical Trials
Neuroscience Clinical Trials | neurology research | neurology trials | =CNS trials | neuroscience trials > Clinical Trials
Psychiatric Clinical Trials | psychiatry research | psychiatric trials | psychiatric research > Clinical Trials
Behavioral Intervention Trials | behavioral research | behavioral intervention studies | behavioral clinical trials > Clinical Trials
Cell and Gene Therapy Trials | cell therapy trials | gene therapy trials | =CAR-T trials | cell and gene therapy clinical trials > Clinical Trials
# Systems
Clinical Conductor CTMS | Clinical Conductor | Advarra Clinical Conductor > Clinical Trial Management System
CRIO | =CRIO eSource | =CRIO CTMS | Clinical Research IO > Clinical Trial Management System, eSource
RealTime-CTMS | RealTime eSource | RealTime Software Solutions | RealTime SOMS > Clinical Trial Management System
Anju TrialMaster | TrialMaster | OmniComm TrialMaster > Electronic Data Capture
Viedoc | Viedoc EDC > Electronic Data Capture
Merative Zelta | Zelta | IBM Clinical Development > Electronic Data Capture
Medidata CTMS | Medidata Rave CTMS > Clinical Trial Management System
Medidata Rave RTSM | Rave RTSM | Medidata Balance > Interactive Response Technology
Veeva Vault CTMS | Vault CTMS > Clinical Trial Management System
Veeva Vault EDC | Vault EDC | Veeva CDMS > Electronic Data Capture


## Paramedic and EMT practice
# Scope, levels and systems
Emergency Medical Services | =EMS | prehospital care | pre-hospital care | prehospital emergency care | out-of-hospital care | emergency medical services systems > Paramedic
Advanced Life Support | =ALS | =ALS care | =ALS transport | =ALS provider | advanced life support care > Paramedic
EMT-Intermediate | =EMT-I | =EMT-I/85 | =EMT-I/99 | EMT Intermediate > Advanced Emergency Medical Technician
911 Emergency Response | 911 response | 911 calls | emergency 911 calls | =911 EMS response > Emergency Medical Services
Air Medical Transport | air medical | air ambulance | flight medicine | helicopter EMS | =HEMS | rotor-wing transport | fixed-wing transport > Critical Care Transport
Event Medical Services | event medical standby | special event EMS | event medical coverage | mass gathering medical care > Emergency Medical Services
Firefighter Rehabilitation | fireground rehab | fire ground rehab | rehab sector | =NFPA 1584 > Emergency Medical Services
Wilderness Medicine | wilderness emergency medicine | austere medicine | wilderness EMS > First Aid
Wilderness Emergency Medical Technician | =WEMT | =W-EMT | Wilderness EMT > Wilderness First Responder
# Assessment
Patient History Mnemonics | =SAMPLE history | =OPQRST | =DCAP-BTLS | =SAMPLE and OPQRST > Patient Assessment
Rapid Trauma Assessment | rapid trauma assessments | focused trauma assessment | detailed physical exam > Primary and Secondary Survey
Pediatric Assessment Triangle | =PAT assessment > Patient Assessment
Field Triage Guidelines | field triage | trauma triage | trauma triage criteria | trauma center destination | trauma alert criteria | trauma alerts > Trauma Care
Carbon Monoxide Monitoring | =SpCO | Masimo Rad-57 | =Rad-57 > Co-Oximetry
Hyperactive Delirium with Severe Agitation | excited delirium | =ExDS | agitated delirium | severe agitation management > Psychiatric Emergency Care
# Airway, breathing and circulation
Oxygen Delivery Devices | nasal cannula | non-rebreather mask | non-rebreather | =NRB mask | simple face mask | Venturi mask | trach collar | trach collars | aerosol mask | aerosol masks > Oxygen Therapy
Cardiac Arrest Management | cardiac arrest resuscitation | resuscitation management | pit crew CPR | team-focused CPR > Cardiopulmonary Resuscitation
Post-Cardiac Arrest Care | =ROSC | post-ROSC care | post-resuscitation care | return of spontaneous circulation > Cardiac Arrest Management
Termination of Resuscitation | field termination | field termination of resuscitation | =TOR protocol | obvious death criteria | death determination > Cardiac Arrest Management
Do Not Resuscitate Orders | =DNR | =DNR orders | out-of-hospital DNR | code status | code status verification > Advance Care Planning
Philips HeartStart | HeartStart MRx | HeartStart AED | HeartStart FRx | HeartStart Intrepid > Cardiac Monitoring
# Trauma, medical and special populations
C-Collar Application | c-collar | c-collars | cervical collar | cervical collars | cervical immobilization > Spinal Motion Restriction
Spinal Immobilization Devices | long spine board | backboard | backboards | backboarding | scoop stretcher | vacuum mattress | vacuum splints > Spinal Motion Restriction
Pelvic Binder Application | pelvic binder | pelvic binders | SAM Pelvic Sling > Trauma Care
Chest Seal Application | chest seals | chest seal | occlusive dressing | vented chest seal > Trauma Care
Anaphylaxis Management | anaphylaxis | anaphylaxis recognition | allergic reaction management | severe allergic reactions > Emergency Medical Services
Opioid Overdose Response | opioid overdose | overdose response | opioid overdose management > Naloxone Administration
Obstetric Emergencies | obstetrical emergencies | prehospital obstetric emergencies | breech delivery > Emergency Childbirth
Pediatric Emergencies | pediatric emergency care | pediatric emergency management | pediatric prehospital care > Pediatric Advanced Life Support
Environmental Emergencies | heat illness | heat stroke | heat emergencies | hypothermia management | cold injuries | ~drowning | near drowning | drowning response > Emergency Medical Services
Respiratory Emergencies | respiratory distress | asthma exacerbation management > Airway Management
Toxicological Emergencies | poisoning | poisonings | toxic exposures | poisoning and overdose | poison control consultation > Toxicology
Prehospital Pharmacology | EMS pharmacology | prehospital medications | EMS medications | prehospital medication administration > Medication Administration
Handtevy | Handtevy pediatric system | Handtevy method > Pediatric Emergencies
Active Shooter Response | active shooter | active threat response | =ALERRT > Rescue Task Force
Search and Rescue | ?=SAR | search-and-rescue | wilderness search and rescue | =SAR operations > Technical Rescue
# Operations, equipment and documentation
Ambulance Decontamination | ambulance cleaning | unit decontamination | vehicle decontamination | ambulance disinfection > Infection Control
Map Reading and Navigation | map reading | GPS navigation | street map reading | address navigation | response area knowledge
Mobile Data Terminals | ?=MDT | mobile data terminal | mobile data computer | in-vehicle tablets > Computer-Aided Dispatch
Stryker Power-LOAD | Power-LOAD | power load system | powered cot fastener > Stretcher Operations
Stryker Stair-PRO | Stair-PRO | Stair-PRO stair chair | tracked stair chair > Stretcher Operations
Traumasoft | Traumasoft ePCR | Traumasoft billing > Patient Care Reports
Operative IQ | Operative IQ inventory | =OIQ > Ambulance Inventory Checks
EMS Quality Improvement | =EMS QA/QI | =EMS QI | ePCR chart review | clinical chart audits | EMS chart audits > Patient Care Reports
Ambulance Standards | =NFPA 1917 | =KKK-A-1822 | =CAAS GVS | ambulance manufacturing standards > Emergency Vehicle Operation
Commission on Accreditation of Ambulance Services | =CAAS | =CAAS accreditation > Emergency Medical Services
Commission on Accreditation of Medical Transport Systems | =CAMTS | =CAMTS accreditation > Air Medical Transport
National Response Framework | =IS-800 | IS-800.d > National Incident Management System
# Credentials and continuing education
National Continued Competency Program | =NCCP recertification | =NCCR | =LCCR | =ICCR | NREMT recertification | National Registry recertification > National Registry of Emergency Medical Technicians
CAPCE Accreditation | =CAPCE | Commission on Accreditation for Pre-Hospital Continuing Education | CAPCE-accredited CE > Continuing Education
International Board of Specialty Certification | =IBSC | IBSC certification > Paramedic
Community Paramedic Certification | =CP-C | IBSC community paramedic > Community Paramedicine
Tactical Paramedic Certification | =TP-C > Tactical Emergency Medical Support


## Mental health counseling practice
# Therapies and models
Mindfulness-Based Interventions | mindfulness-based therapy | mindfulness interventions | mindfulness skills training | mindfulness practices > Mindfulness-Based Cognitive Therapy
Rational Emotive Behavior Therapy | =REBT > Cognitive Behavioral Therapy
Cognitive Behavioral Therapy for Psychosis | =CBTp | =CBT-p | CBT for psychosis > Cognitive Behavioral Therapy, Serious Mental Illness
Cognitive Behavioral Intervention for Trauma in Schools | =CBITS | Bounce Back program > Trauma-Focused Cognitive Behavioral Therapy
Skills Training in Affective and Interpersonal Regulation | =STAIR | STAIR Narrative Therapy > Trauma-Informed Care
Written Exposure Therapy | =WET | written exposure therapy for PTSD > PTSD Treatment
Unified Protocol | Unified Protocol for Transdiagnostic Treatment | =UP transdiagnostic > Cognitive Behavioral Therapy
Accelerated Resolution Therapy | Accelerated Resolution Therapy certification > PTSD Treatment
Sensorimotor Psychotherapy > Somatic Experiencing
Polyvagal-Informed Therapy | polyvagal theory | polyvagal-informed | Safe and Sound Protocol > Trauma-Informed Care
Community Reinforcement Approach | ?=CRA | Community Reinforcement and Family Training | =CRAFT | =A-CRA | Adolescent Community Reinforcement Approach > Substance Abuse Counseling
Integrated Dual Disorder Treatment | =IDDT > Co-Occurring Disorders Treatment
SMART Recovery | SMART Recovery facilitation | =SMART Recovery facilitator > Relapse Prevention
Imago Relationship Therapy | Imago therapy | Imago Dialogue > Couples Therapy
Prepare/Enrich | Prepare-Enrich | Prepare Enrich facilitator > Couples Therapy
Bowen Family Systems Therapy | Bowen theory | Bowenian family therapy > Family Therapy
Brief Strategic Family Therapy | =BSFT > Family Therapy
Family-Based Treatment for Eating Disorders | Family-Based Treatment | Maudsley approach | Maudsley method | =FBT > Eating Disorder Treatment
Attachment-Based Family Therapy | =ABFT | attachment-based therapy | attachment-focused therapy > Family Therapy
Child-Parent Relationship Therapy | =CPRT | filial therapy > Play Therapy
Theraplay | Theraplay certification > Play Therapy
Circle of Security | Circle of Security Parenting | =COS-P > Parenting Education
Trust-Based Relational Intervention | =TBRI | =TBRI practitioner > Trauma-Informed Care
Neurosequential Model of Therapeutics | Neurosequential Model > Trauma-Informed Care
Attachment Regulation and Competency Framework | =ARC framework | =ARC model > Trauma-Informed Care
Sanctuary Model | Sanctuary Model of trauma-informed care > Trauma-Informed Care
Trauma Systems Therapy > Trauma-Informed Care
Nurtured Heart Approach | Nurtured Heart > Parenting Education
Incredible Years | Incredible Years parenting program > Parenting Education
Collaborative & Proactive Solutions | Collaborative and Proactive Solutions | Collaborative Problem Solving model > Child and Adolescent Therapy
Reality Therapy | choice theory | reality therapy and choice theory > Individual Therapy
Gestalt Therapy | Gestalt therapy techniques > Psychodynamic Therapy
Existential Therapy | existential psychotherapy | existential-humanistic therapy > Person-Centered Therapy
Adlerian Therapy | Adlerian psychotherapy | individual psychology > Individual Therapy
Clinical Hypnosis | hypnotherapy | clinical hypnotherapy | =ASCH certification > Individual Therapy
Neurofeedback | =EEG biofeedback | neurofeedback training | neurotherapy > Biofeedback
Psychedelic-Assisted Therapy | ketamine-assisted psychotherapy | =KAP | psychedelic-assisted psychotherapy | =MDMA-assisted therapy > Individual Therapy
Animal-Assisted Therapy | animal-assisted interventions | equine-assisted psychotherapy | equine-assisted therapy | =EAGALA > Individual Therapy
Adventure Therapy | wilderness therapy | outdoor behavioral healthcare | adventure-based counseling > Group Therapy
Prolonged Grief Disorder Therapy | =PGDT | complicated grief treatment | complicated grief therapy > Grief Counseling
Zero Suicide Framework | Zero Suicide | Zero Suicide model | Zero Suicide initiative > Suicide Risk Assessment
Counseling on Access to Lethal Means | =CALM training | lethal means counseling | lethal means safety counseling > Suicide Risk Assessment
# Populations and clinical focus
Depression Treatment | treating depression | depressive disorders | major depressive disorder treatment | depression counseling > Cognitive Behavioral Therapy
Obsessive-Compulsive Disorder Treatment | =OCD treatment | =OCD therapy | obsessive-compulsive disorder | =OCD > Exposure and Response Prevention
Bipolar Disorder Treatment | bipolar disorder | bipolar disorders | mood disorders treatment > Serious Mental Illness
Schizophrenia Spectrum Disorders | schizophrenia | psychotic disorders | psychosis treatment | schizoaffective disorder > Serious Mental Illness
Personality Disorders Treatment | personality disorders | borderline personality disorder | =BPD treatment > Dialectical Behavior Therapy
Perinatal Mental Health | postpartum depression | perinatal mood and anxiety disorders | =PMADs | =PMAD | maternal mental health | perinatal mood disorders > Individual Therapy
Certified in Perinatal Mental Health | =PMH-C | Postpartum Support International certification | =PSI certification > Perinatal Mental Health
Geriatric Mental Health | older adult mental health | geropsychology | late-life depression > Individual Therapy
Forensic Mental Health | forensic counseling | forensic populations | justice-involved clients | court-ordered treatment | court-mandated treatment > Individual Therapy
DUI/DWI Education | =DUI education | =DWI education | =DUI classes | =DUI assessments | alcohol and drug education programs > Substance Abuse Counseling
Batterer Intervention Programs | batterer intervention | =BIP facilitation | domestic violence offender treatment | abuser intervention programs > Group Therapy
Domestic Violence Counseling | domestic violence survivors | intimate partner violence counseling | =IPV counseling | domestic violence therapy > Domestic Violence Advocacy
Sex Offender Treatment | sex offender therapy | problematic sexual behavior treatment | =PSB treatment | =ATSA > Forensic Mental Health
Rehabilitation Counseling | rehabilitation counseling services > Vocational Rehabilitation
Inpatient Psychiatric Treatment | inpatient psychiatric | inpatient psychiatry | inpatient behavioral health | acute psychiatric inpatient | psychiatric inpatient unit > Crisis Stabilization
Community Mental Health | community mental health center | =CMHC | community behavioral health | community mental health services > Serious Mental Illness
Certified Community Behavioral Health Clinic | =CCBHC | CCBHC model > Community Mental Health
988 Suicide and Crisis Lifeline | =988 | 988 Lifeline | 988 call center > Crisis Hotline Counseling
Baker Act | Florida Baker Act | Baker Act evaluations | Baker Act procedures > Involuntary Commitment
Marchman Act | Florida Marchman Act > Involuntary Commitment
5150 Holds | =5150 | =5250 holds | =WIC 5150 > Involuntary Commitment
# Assessments and outcome measures
Child and Adolescent Level of Care Utilization System | =CALOCUS | =CASII | Child and Adolescent Service Intensity Instrument > Level of Care Utilization System
Daily Living Activities-20 | =DLA-20 | =DLA-20 assessment > Psychosocial Assessment
Beck Anxiety Inventory > Psychological Assessment
Beck Hopelessness Scale > Suicide Risk Assessment
Minnesota Multiphasic Personality Inventory | =MMPI | =MMPI-2 | =MMPI-2-RF | =MMPI-3 | =MMPI-A > Psychological Assessment
Yale-Brown Obsessive Compulsive Scale | =Y-BOCS | =CY-BOCS > Obsessive-Compulsive Disorder Treatment
Mood Disorder Questionnaire | =MDQ > Bipolar Disorder Treatment
Edinburgh Postnatal Depression Scale | =EPDS | Edinburgh Postnatal Depression Screening > Perinatal Mental Health
Screen for Child Anxiety Related Disorders | =SCARED > Psychological Assessment
Children's Depression Inventory | =CDI-2 > Psychological Assessment
Child Behavior Checklist | =CBCL | =ASEBA | Achenbach System of Empirically Based Assessment > Psychological Assessment
Pediatric Symptom Checklist | =PSC-17 | =PSC-35 > Psychological Assessment
Brief Psychiatric Rating Scale | =BPRS > Serious Mental Illness
Abnormal Involuntary Movement Scale | =AIMS testing | tardive dyskinesia screening > Serious Mental Illness
Addiction Severity Index | =ASI-6 | =ASI assessment > Substance Abuse Counseling
Global Appraisal of Individual Needs | =GAIN-I | =GAIN-SS | =GAIN-Q3 > Substance Abuse Counseling
Substance Abuse Subtle Screening Inventory | =SASSI | =SASSI-4 | =SASSI-A3 > Substance Abuse Counseling
Outcome Rating Scale | =ORS/SRS | Session Rating Scale | =FIT outcome measures > Measurement-Based Care
Outcome Questionnaire-45 | =OQ-45 | =OQ-45.2 | =Y-OQ | OQ Analyst > Measurement-Based Care
# Credentials, supervision and systems
Licensed Advanced Alcohol and Drug Counselor | =LAADC | =LCADC | Licensed Clinical Alcohol and Drug Counselor > Licensed Alcohol and Drug Counselor
Board-Approved Clinical Supervisor | board-approved supervisor | =LMHC-QS | qualified clinical supervisor | =LCMHC-S | state-approved clinical supervisor > Clinical Supervision
Approved Clinical Supervisor Credential | =ACS credential | NBCC Approved Clinical Supervisor > Clinical Supervision
National Board for Certified Counselors | =NBCC | NBCC certification > National Certified Counselor
American Counseling Association | ACA membership > ACA Code of Ethics
American Association for Marriage and Family Therapy | =AAMFT | AAMFT Approved Supervisor > Licensed Marriage and Family Therapist
Sunwave Health | Sunwave | Sunwave EMR > Electronic Health Records
BestNotes | BestNotes EHR > Electronic Health Records
Alleva | Alleva EMR > Electronic Health Records
Lightning Step | Lightning Step EHR > Electronic Health Records


## Surgical technology practice
# Scrub role and intraoperative skills
Surgical Instrument Identification | instrument identification | surgical instrument names | instrument recognition | surgical instrument knowledge > Surgical Instrumentation
Sterile Field Medication Labeling | labeling medications on the sterile field | medication labeling on the sterile field | labeling medications | drawing up medications on the sterile field > Sterile Technique
Surgical Skin Closure | skin closure | tissue adhesive | Dermabond | skin adhesive | Steri-Strips | skin closure strips > Suturing
Surgical Retractors | retractors | retractor setup | Balfour retractor | Bookwalter retractor | Weitlaner retractor | Omni retractor > Tissue Retraction
Surgical Suction | Yankauer | Yankauer suction | Frazier suction | Poole suction | suction tips | suction setup > Surgical Instrumentation
Neutral Zone Technique | neutral zone | hands-free passing | hands-free technique | hands-free sharps passing > Sharps Injury Prevention
Double Gloving | double-gloving | double glove technique > Gowning and Gloving
Surgical Conscience > Sterile Technique
Laparoscopic Camera Operation | camera driving | laparoscopic camera | scope driving | camera holding | laparoscope handling > Laparoscopic Surgery
Surgical Wound Classification | wound classification | surgical wound classes | wound class documentation > Surgical Site Infection Prevention
Operating Room Attire | =OR attire | surgical attire | scrub attire | =OR traffic control | traffic patterns in the OR | restricted areas of the OR > Infection Control
# Positioning and room equipment
Operating Room Tables | =OR table | =OR tables | operating table | Jackson table | fracture table | Hana table | Skytron table | surgical table setup > Surgical Patient Positioning
Surgical Positioning Devices | beanbag positioner | positioning aids | Mayfield head holder | Wilson frame | arm boards | gel pads > Surgical Patient Positioning
Surgical Positions | lithotomy | lithotomy position | Trendelenburg | reverse Trendelenburg | lateral decubitus | lateral decubitus position | beach chair position | Fowler's position > Surgical Patient Positioning
Sequential Compression Devices | sequential compression | intermittent pneumatic compression | =IPC devices | sequential compression device application | ?=SCD > VTE Prophylaxis
Surgical Laser Safety | surgical lasers | laser safety in the OR | holmium laser | =ANSI Z136.3 > Perioperative Nursing
Stryker Neptune | Neptune waste management | Neptune 3 | Neptune Rover | surgical fluid waste management | fluid waste management system > Regulated Medical Waste Handling
Anesthesia Technology | anesthesia equipment | anesthesia workstation setup | anesthesia supplies | anesthesia technician skills > Anesthesia Machine Checkout
Certified Anesthesia Technician | =ASATT | ASATT certification | American Society of Anesthesia Technologists and Technicians > Anesthesia Technology
# Robotics, navigation and implants
Mako Robotic-Arm Assisted Surgery | ~=Mako | Stryker Mako | Mako SmartRobotics | Mako robot | Mako robotic system > Robotic-Assisted Surgery
ROSA Robotic System | ~=ROSA | Zimmer ROSA | ROSA Knee | ROSA robot > Robotic-Assisted Surgery
Globus ExcelsiusGPS | ExcelsiusGPS > Robotic-Assisted Surgery
Mazor Robotic Guidance | Mazor X | Medtronic Mazor | Mazor robot > Robotic-Assisted Surgery
Surgical Navigation Systems | surgical navigation | image-guided surgery | intraoperative navigation | computer-assisted navigation > Surgical Instrumentation
Medtronic StealthStation | StealthStation | StealthStation S8 | Stealth navigation > Surgical Navigation Systems
Brainlab Navigation | Brainlab | Brainlab Curve | Brainlab Kick > Surgical Navigation Systems
Medtronic O-arm | O-arm | O-arm imaging | O-arm surgical imaging > Surgical Navigation Systems
Bone Cement Preparation | bone cement | =PMMA bone cement | bone cement mixing | cement mixing systems | vacuum cement mixing > Total Joint Arthroplasty
Orthopedic Implants | orthopedic hardware | orthopedic implant systems | implant sets | orthopedic implant sets > Orthopedic Surgery
Open Reduction Internal Fixation | =ORIF | open reduction and internal fixation | plates and screws | fracture fixation | internal fixation > Orthopedic Surgery
External Fixation | external fixators | external fixator | =ex-fix | external fixator application > Orthopedic Surgery
Intramedullary Nailing | =IM nailing | intramedullary nails | =IMN | =IM rods | intramedullary rodding > Orthopedic Surgery
Spinal Instrumentation | spine instrumentation | pedicle screws | pedicle screw instrumentation > Spine Surgery
Orthopedic Trauma Surgery | orthopedic trauma | trauma sets | fracture surgery | orthopaedic trauma > Orthopedic Surgery
Surgical Saws and Reamers | sagittal saw | sagittal saws | oscillating saw | surgical reamers | acetabular reamers > Surgical Power Equipment
Arthrex Instrumentation | Arthrex | Arthrex Synergy | Arthrex systems > Arthroscopy
Karl Storz Endoscopy Systems | Karl Storz | Storz towers | Storz IMAGE1 > Laparoscopic Equipment Setup
Stryker Endoscopy | Stryker 1688 | Stryker 1788 | Stryker camera tower | Stryker endoscopy tower > Laparoscopic Equipment Setup
Phacoemulsification | =phaco | phaco machine | Alcon Centurion | Centurion phaco | Alcon Constellation > Ophthalmic Surgery
Microsurgery | microsurgical procedures | microvascular surgery | free flap surgery > Plastic and Reconstructive Surgery
# Procedures
Hernia Repair | hernia repairs | inguinal hernia repair | ventral hernia repair | laparoscopic hernia repair > General Surgery
Cholecystectomy | lap chole | laparoscopic cholecystectomy | cholecystectomies > General Surgery
Appendectomy | appendectomies | laparoscopic appendectomy | lap appy > General Surgery
Colorectal Surgery | colectomy | colectomies | bowel resection | bowel resections | colon resection | colorectal procedures > General Surgery
Breast Surgery | mastectomy | mastectomies | lumpectomy | lumpectomies | breast procedures > General Surgery
Thyroid and Parathyroid Surgery | thyroidectomy | thyroidectomies | parathyroidectomy | thyroid surgery > General Surgery
Tonsillectomy and Adenoidectomy | tonsillectomy | tonsillectomies | adenoidectomy > Otolaryngology Surgery
Endoscopic Sinus Surgery | =FESS | functional endoscopic sinus surgery | sinus surgery > Otolaryngology Surgery
Foot and Ankle Surgery | podiatric surgery | podiatry surgery | bunionectomy | bunionectomies > Orthopedic Surgery
Hand Surgery | hand and upper extremity surgery | carpal tunnel release | hand procedures > Orthopedic Surgery
# Sterile processing
STERRAD Sterilizers | STERRAD | ASP STERRAD | STERRAD NX | STERRAD 100NX | STERRAD 100S > Low-Temperature Sterilization
STERIS V-PRO | V-PRO | V-PRO maX | V-PRO 60 > Low-Temperature Sterilization
STERIS Amsco Sterilizers | Amsco | Amsco sterilizers | STERIS sterilizers | Amsco Century > Steam Sterilization
STERIS System 1E | System 1E | SYSTEM 1E liquid chemical sterilant | liquid chemical sterilization > High-Level Disinfection
Getinge Sterilizers | Getinge | Getinge washer-disinfectors | Getinge steam sterilizers > Steam Sterilization
Washer-Disinfectors | washer-disinfector | washer disinfectors | automated instrument washers | cart washers | cart washer > Instrument Decontamination
Sterilization Monitoring | chemical indicators | chemical integrators | class 5 integrators | sterilization load records | load records | sterilizer load documentation > Steam Sterilization
Instrument Inspection and Assembly | instrument inspection | instrument assembly | tray assembly | set assembly | instrument set assembly | count sheets | instrument count sheets > Sterile Processing
Sterile Packaging | peel packs | peel pouches | rigid containers | rigid sterilization containers | sterile wrap | sterilization wrap | =CSR wrap | instrument wrapping > Sterile Processing
Sterile Storage | event-related sterility | sterile supply storage | sterile storage practices | shelf life of sterile items > Sterile Processing
Surgical Case Picking | pick lists | pick tickets | =OR pick lists | case pick sheets > Case Cart Preparation
Getinge T-DOC | =T-DOC | T-DOC instrument tracking > Instrument Tracking Systems
SPM Surgical Asset Tracking | ?=SPM | Key Surgical SPM | SPM instrument tracking > Instrument Tracking Systems
AAMI Standards | =AAMI | Association for the Advancement of Medical Instrumentation | AAMI guidelines > Sterile Processing
Certification Board for Sterile Processing and Distribution | =CBSPD | CBSPD certification > Sterile Processing
Certified Instrument Specialist | HSPA CIS > Sterile Processing
Certified Healthcare Leader | HSPA CHL > Sterile Processing
Certified Surgical Assistant | =NSAA CSA | National Surgical Assistant Association > Surgical Assisting


## Phlebotomy practice
# Collection technique
Vein Selection | vein palpation | venipuncture site selection | antecubital veins | antecubital fossa | median cubital vein | hand vein draws | hand veins > Phlebotomy
Blood Collection Tubes | tube additives | =EDTA tubes | =EDTA tube | =SST tubes | serum separator tubes | sodium citrate tubes | lavender top tubes | lavender top | gold top tubes | gold top | light blue top | gray top tubes | green top tubes | tube colors > Order of Draw
Syringe Draws | syringe method | syringe venipuncture | blood transfer device | syringe transfer device > Phlebotomy
BD Microtainer | Microtainer | microtainer tubes | microcollection tubes | microcollection containers > Capillary Puncture
STAT Specimen Collection | STAT draws | STAT specimens | STAT collections | STAT blood draws > Phlebotomy
Hematoma Prevention | hematoma avoidance | preventing hematomas | post-venipuncture care | bandaging after venipuncture > Phlebotomy
Geriatric Phlebotomy | geriatric blood draws | elderly patient venipuncture | fragile veins > Phlebotomy
Bedside Phlebotomy Rounds | morning draw rounds | =AM draws | morning lab rounds | inpatient draw rounds | early morning rounds > Phlebotomy
# Processing and specimen quality
Serum and Plasma Separation | serum separation | plasma separation | spinning specimens | specimen centrifugation | separating serum | separating plasma > Specimen Processing
Specimen Integrity | specimen quality | pre-analytical errors | preanalytical errors | pre-analytical variables | preanalytical quality > Specimen Processing
Specimen Storage | specimen retention | specimen refrigeration | specimen freezing | specimen storage requirements > Specimen Processing
Specimen Tracking | specimen tracking systems | specimen chain tracking | specimen log | specimen logs > Specimen Processing
Sweat Chloride Collection | sweat chloride test | sweat test | Macroduct | pilocarpine iontophoresis > Specimen Collection
DNA Specimen Collection | buccal swab collection | buccal swabs | cheek swabs | cheek swab collection | paternity testing collection | =DNA paternity collection | legal DNA collection > Chain of Custody
Specimen Courier Services | specimen courier | lab courier | specimen pickup | specimen routes | specimen pickups > Specimen Transport
Exposure Control Plan | =OSHA exposure control plan | bloodborne pathogen exposure control plan | exposure incident reporting > Bloodborne Pathogens Training
Post-Exposure Protocols | needlestick reporting | post-exposure prophylaxis protocols | =PEP protocols | blood exposure reporting > Exposure Control Plan
Patient Service Center Operations | patient service center | patient service centers | draw station | draw stations | patient draw stations > Phlebotomy
Quest Quanum | Quanum | Care360 | Quest Care360 > Laboratory Requisitions
Labcorp Link | Labcorp Beacon > Laboratory Requisitions
# Donor and plasma collection
Haemonetics Apheresis Systems | Haemonetics | Haemonetics NexSys | NexSys PCS | Haemonetics PCS2 | Haemonetics MCS+ > Apheresis
Fresenius Kabi Aurora | Aurora Xi | Fresenius Aurora | Aurora plasmapheresis system > Source Plasma Collection
Terumo Trima Accel | Trima Accel | Trima apheresis > Apheresis
Terumo Spectra Optia | Spectra Optia | Optia apheresis > Apheresis
Fenwal Amicus | Amicus Separator | Fresenius Amicus > Apheresis
Blood Drive Operations | blood drives | mobile blood drives | bloodmobile | blood mobile | blood drive setup > Donor Phlebotomy
Blood Establishment Regulations | =21 CFR 606 | =21 CFR Part 606 | =21 CFR 630 | =21 CFR Part 630 | blood establishment cGMP | FDA blood regulations > AABB Standards
Donor Adverse Reaction Management | donor adverse reactions | donor reaction management | donor injury reporting | citrate reaction management > Donor Phlebotomy
Plasma Donor Processing | donor processing | plasma donor screening | plasma donor eligibility | donor floor operations > Source Plasma Collection
# Credentials
National Certified Phlebotomy Technician | ?=NCPT | NCCT phlebotomy certification | =NCPT certification > National Center for Competency Testing Certification
Medical Assistant-Phlebotomist | =MA-P | Washington MA-P | Washington Medical Assistant-Phlebotomist > Phlebotomy
Certified Phlebotomy Technician II | California CPT II | California phlebotomy technician II > California Certified Phlebotomy Technician I
Limited Phlebotomy Technician | California limited phlebotomy technician | limited phlebotomy permit > California Certified Phlebotomy Technician I
Certified Donor Phlebotomy Technician | donor phlebotomy technician certification | ASCP donor phlebotomy > Donor Phlebotomy


`;
