// Skill data in the line format of ../README.md: nursing specialty skills (critical care, med-surg, ED, OR, L&D, peds, oncology, dialysis, home and school), nursing EHR modules and protocols, retail and clinical pharmacy, and PT/OT/SLP rehabilitation.
export default String.raw`
## Critical care nursing
Pulmonary Artery Catheter Management | pulmonary artery catheters | =PA catheter | Swan-Ganz catheter | Swan-Ganz | Swan Ganz | pulmonary artery catheter monitoring > Hemodynamic Monitoring
Central Venous Pressure Monitoring | =CVP monitoring | central venous pressure measurement > Hemodynamic Monitoring
Cardiac Output Monitoring | cardiac output measurement | minimally invasive cardiac output monitoring > Hemodynamic Monitoring
Edwards FloTrac | FloTrac | FloTrac sensor | Edwards HemoSphere | HemoSphere | Edwards EV1000 | EV1000 > Cardiac Output Monitoring
PiCCO Monitoring | PiCCO > Cardiac Output Monitoring
Intracranial Pressure Monitoring | =ICP monitoring | intracranial pressure management > Neurological Assessment
External Ventricular Drain Management | external ventricular drains | =EVD management | =EVD care | ventriculostomy care > Intracranial Pressure Monitoring
Lumbar Drain Management | lumbar drains | lumbar drain care > Neurological Assessment
Intra-Aortic Balloon Pump | =IABP | intra-aortic balloon pump management | balloon pump management > Hemodynamic Monitoring
Impella | Impella heart pump | Impella device management > Ventricular Assist Devices
Ventricular Assist Devices | ventricular assist device | =LVAD | =LVAD management | left ventricular assist device | =VAD management > Hemodynamic Monitoring
Targeted Temperature Management | ~=TTM | therapeutic hypothermia | post-cardiac arrest hypothermia | induced hypothermia
Arctic Sun | Arctic Sun temperature management system > Targeted Temperature Management
Temporary Pacemaker Management | transvenous pacing | temporary pacing | epicardial pacing wires | temporary pacemakers > Cardiac Monitoring
Post-Cardiac Surgery Care | open heart recovery | cardiac surgery recovery | =CABG recovery | post-open heart care > Critical Care Nursing
ICU Sedation Management | sedation protocols | sedation titration | continuous sedation | ICU sedation > Moderate Sedation
Spontaneous Awakening Trials | spontaneous awakening trial | sedation vacation | daily sedation interruption | sedation holidays > ICU Sedation Management
ICU Liberation Bundle | =ABCDEF bundle | ICU liberation | =A-F bundle > ICU Sedation Management
Neuromuscular Blockade Monitoring | train-of-four monitoring | train of four | peripheral nerve stimulator monitoring | paralytic monitoring > ICU Sedation Management
Bispectral Index Monitoring | =BIS monitoring | bispectral index | =BIS monitor > ICU Sedation Management
Prismaflex | Baxter Prismaflex | PrisMax | Baxter PrisMax > Continuous Renal Replacement Therapy
Citrate Anticoagulation | regional citrate anticoagulation | citrate anticoagulation for CRRT > Continuous Renal Replacement Therapy
Organ Donation Referral | organ procurement referral | organ donor management | donation after cardiac death > Critical Care Nursing
Fundamentals of Critical Care Support | SCCM FCCS | SCCM Fundamentals of Critical Care Support > Critical Care Nursing
Essentials of Critical Care Orientation | ~=ECCO | AACN ECCO > Critical Care Nursing
Cardiac Medicine Certification | AACN cardiac medicine certification | =AACN CMC | =CMC certification > Critical Care Registered Nurse
Cardiac Surgery Certification | AACN cardiac surgery certification | =AACN CSC > Critical Care Registered Nurse
Knowledge Professional Critical Care Certification | =CCRN-K | CCRN Knowledge Professional > Critical Care Registered Nurse
Philips IntelliVue | IntelliVue | IntelliVue monitors | Philips IntelliVue monitors > Cardiac Monitoring
GE CARESCAPE | CARESCAPE monitors | GE Carescape monitors > Cardiac Monitoring
Spacelabs Monitoring | Spacelabs | Spacelabs monitors > Cardiac Monitoring

## Medical-surgical nursing
Insulin Infusion Protocols | IV insulin infusion | insulin infusion protocol | insulin drip titration > Insulin Administration
Sliding Scale Insulin | sliding-scale insulin | correctional insulin | correction-dose insulin > Insulin Administration
Basal-Bolus Insulin | basal bolus insulin | basal-bolus insulin regimen > Insulin Administration
Hypoglycemia Protocols | hypoglycemia protocol | hypoglycemia management | hypoglycemia treatment protocol > Diabetes Management
Diabetic Ketoacidosis Management | =DKA management | =DKA protocol | diabetic ketoacidosis protocol | =DKA > Insulin Infusion Protocols
Glucommander | Glytec Glucommander > Insulin Infusion Protocols
Surgical Drain Management | Jackson-Pratt drain care | =JP drain care | =JP drains | Hemovac drains | surgical drain care > Post-Operative Care
Continuous Bladder Irrigation | ~=CBI | continuous bladder irrigation management > Indwelling Catheter Care
Nephrostomy Tube Care | nephrostomy tubes | nephrostomy care > Urinary Catheterization
Implanted Port Access | port access | port-a-cath access | Port-a-Cath | accessing implanted ports | implanted port care | port accessing > Central Line Care
Midline Catheter Care | midline catheters | midline catheter insertion | midline IV > IV Therapy
Fecal Management Systems | Flexi-Seal | fecal management system | rectal tube management > Incontinence Care
Bed Exit Alarms | bed alarms | chair alarms | bed exit alarm systems > Fall Prevention
Hendrich II Fall Risk Model | Hendrich II | Hendrich fall risk > Fall Risk Assessment
Johns Hopkins Fall Risk Assessment Tool | =JHFRAT | Johns Hopkins fall risk tool > Fall Risk Assessment
Progressive Mobility Protocols | early mobility | early mobilization | progressive mobility | mobility protocols > Fall Prevention
Johns Hopkins Highest Level of Mobility | =JH-HLM | Johns Hopkins Activity and Mobility Promotion | =JH-AMP > Progressive Mobility Protocols
Bedside Mobility Assessment Tool | =BMAT | bedside mobility assessment > Safe Patient Handling
Pasero Opioid-Induced Sedation Scale | =POSS | Pasero scale | opioid-induced sedation monitoring > Pain Assessment
Numeric Pain Rating Scale | =NPRS | numeric rating scale | =NRS pain scale | 0-10 pain scale > Pain Assessment
Enhanced Recovery After Surgery | ~=ERAS | =ERAS protocols | enhanced recovery pathways > Post-Operative Care
Thrombolytic Administration | =tPA administration | alteplase administration | tenecteplase administration | thrombolytic therapy | =tPA | alteplase | tenecteplase | =TNK > Stroke Care
Code Stroke Response | code stroke | stroke alert response > Stroke Care
Surgical Site Infection Prevention | =SSI prevention | surgical site infection reduction > Hospital-Acquired Infection Prevention
Clostridioides difficile Prevention | =C. diff prevention | =CDI prevention | C. difficile prevention | =C. diff | C. difficile | Clostridioides difficile | Clostridium difficile > Hospital-Acquired Infection Prevention
Chlorhexidine Bathing | =CHG bathing | chlorhexidine gluconate bathing | =CHG wipes > Hospital-Acquired Infection Prevention
MRSA Decolonization | nasal decolonization | =MRSA decolonization | mupirocin decolonization > Hospital-Acquired Infection Prevention
Nurse-Driven Catheter Removal Protocols | nurse-driven catheter removal | =HOUDINI protocol | urinary catheter removal protocol > CAUTI Prevention
Central Line Bundle | central line insertion bundle | central line maintenance bundle | =CLABSI bundle > CLABSI Prevention
SEP-1 Core Measure | =SEP-1 | SEP-1 bundle | severe sepsis and septic shock bundle | sepsis core measure > Sepsis Management
Surviving Sepsis Campaign Guidelines | Surviving Sepsis Campaign | Surviving Sepsis guidelines | hour-1 bundle > Sepsis Management
Sepsis Screening | sepsis screening tools | =qSOFA | =SIRS criteria | =SIRS screening | sepsis alerts | code sepsis > Sepsis Management
Rothman Index | PeraHealth Rothman Index > Early Warning Scores
I-PASS Handoff | =I-PASS | I-PASS handoff tool > Shift Report
Charting by Exception | charting by exception documentation | =CBE charting > Clinical Documentation
Focus Charting | =DAR charting | =DAR notes | focus DAR charting > Clinical Documentation
Nursing Interventions Classification | =NIC interventions | nursing interventions classification system > NANDA-I
Nursing Outcomes Classification | =NOC outcomes | nursing outcomes classification system > NANDA-I
Skin Tear Management | skin tears | skin tear prevention | =ISTAP classification > Wound Care
Moisture-Associated Skin Damage | =MASD | incontinence-associated dermatitis | =IAD prevention > Pressure Injury Prevention
NPIAP Pressure Injury Staging | =NPIAP | =NPUAP | =NPIAP staging | =NPUAP staging | pressure ulcer staging > Wound Assessment
Wagner Classification | Wagner ulcer classification | Wagner grading | diabetic foot ulcer grading > Wound Assessment
Wound Debridement | sharp debridement | conservative sharp wound debridement | =CSWD | enzymatic debridement | autolytic debridement > Wound Care
Compression Therapy | compression wraps | multilayer compression | Unna boot | Unna boots | compression bandaging > Wound Care
Total Contact Casting | total contact casts | =TCC offloading > Wound Care
Hyperbaric Oxygen Therapy | =HBOT | hyperbaric medicine | hyperbaric oxygen > Wound Care
Certified Wound Specialist | ~=CWS | =ABWM certified wound specialist > Wound Care Certified
Certified Heart Failure Nurse | =CHFN > Heart Failure Management
Certified in Care Coordination and Transition Management | =CCCTM > Care Coordination
Certified in Executive Nursing Practice | =CENP > Nurse Executive Certification

## Emergency and perioperative nursing
Broselow Tape | Broselow | Broselow pediatric emergency tape | length-based resuscitation tape > Pediatric Nursing
Certified Transport Registered Nurse | =CTRN > Emergency Nursing
Advanced Trauma Care for Nurses | =ATCN > Trauma Care
Trauma Activation Response | ?trauma activation | trauma team activation > Trauma Care
~Circulating | ~circulating | OR circulating | intraoperative circulating | circulating in the OR | circulating nurse duties > Perioperative Nursing
Periop 101 | AORN Periop 101 | Periop 101 course > Perioperative Nursing
Certified Registered Nurse First Assistant | =CRNFA | =RNFA | RN first assistant | registered nurse first assistant > Perioperative Nursing
Certified Ambulatory Perianesthesia Nurse | =CAPA certification | =CAPA nurse | ?CAPA > Post-Anesthesia Care Nursing
ASPAN Standards | =ASPAN | ASPAN perianesthesia standards > Post-Anesthesia Care Nursing
Pre-Admission Testing | preadmission testing | pre-surgical testing | pre-op testing > Pre-Operative Care
Intraoperative Cell Salvage | Cell Saver | cell salvage | autotransfusion > Perioperative Nursing
Pneumatic Tourniquets | pneumatic tourniquet | surgical tourniquet management > Perioperative Nursing
Surgical Specimen Handling | specimen handling in the OR | surgical specimen management | surgical specimens > Perioperative Nursing
Phase I and Phase II Recovery | Phase I recovery | Phase II recovery | phase 1 recovery | phase 2 recovery > Post-Anesthesia Care Nursing

## Maternal, newborn and pediatric nursing
Oxytocin Administration | oxytocin titration | Pitocin administration | Pitocin titration | Pitocin induction | oxytocin infusion > Labor and Delivery Nursing
Labor Induction | labor inductions | induction of labor | cervical ripening | Cervidil | misoprostol induction > Labor and Delivery Nursing
Magnesium Sulfate Administration | magnesium sulfate infusion | mag sulfate | magnesium sulfate therapy > Labor and Delivery Nursing
Cervical Examinations | cervical exams | cervical checks | vaginal exams in labor > Labor and Delivery Nursing
Postpartum Hemorrhage Management | =PPH management | postpartum hemorrhage | hemorrhage protocol obstetrics | obstetric hemorrhage > Labor and Delivery Nursing
Quantitative Blood Loss | =QBL | quantitative blood loss measurement > Postpartum Hemorrhage Management
Hypertensive Disorders of Pregnancy | preeclampsia management | pre-eclampsia management | severe hypertension in pregnancy > Labor and Delivery Nursing
Shoulder Dystocia Management | shoulder dystocia | shoulder dystocia drills > Labor and Delivery Nursing
Cesarean Section Assisting | C-section circulating | cesarean circulating | C-section scrubbing | cesarean sections | C-section | C-sections > Labor and Delivery Nursing
Nonstress Testing | non-stress tests | nonstress tests | ~=NST | =NSTs > Fetal Heart Monitoring
AWHONN Fetal Heart Monitoring Course | =AWHONN | AWHONN intermediate fetal monitoring | AWHONN advanced fetal monitoring | AWHONN FHM > Fetal Heart Monitoring
Advanced Life Support in Obstetrics | =ALSO course | =ALSO provider | =ALSO certification > Labor and Delivery Nursing
Low Risk Neonatal Nursing Certification | =RNC-LRN > Newborn Care
Neonatal Abstinence Syndrome Care | neonatal abstinence syndrome | =NAS scoring | Finnegan scoring | Eat Sleep Console | =ESC approach | neonatal opioid withdrawal syndrome > Newborn Care
Newborn Screening | newborn screens | =CCHD screening | newborn hearing screening | newborn metabolic screening | =PKU test > Newborn Care
Skin-to-Skin Care | skin-to-skin contact | kangaroo care > Newborn Care
Neonatal Phototherapy | phototherapy for jaundice | neonatal jaundice management | bili lights | hyperbilirubinemia management > Newborn Care
Umbilical Line Management | umbilical lines | =UVC care | =UAC care | umbilical venous catheters | umbilical arterial catheters > NICU Nursing
Neonatal Thermoregulation | isolette care | incubator care | radiant warmer care | neonatal temperature management > NICU Nursing
Gavage Feeding | gavage feedings | orogastric feeding | =OG tube feeding > Enteral Feeding
Weight-Based Dosing | weight-based medication dosing | pediatric dosing | pediatric medication dosing | mg/kg dosing > Dosage Calculation

## Oncology, dialysis, home health and school nursing
ONS/ONCC Chemotherapy Immunotherapy Certificate | ONS Chemotherapy Immunotherapy Certificate | ONS Chemo/Immuno certificate | ONS chemotherapy provider card | ONS Chemo/Bio certification | chemotherapy biotherapy certification > Chemotherapy Administration
Immunotherapy Administration | biotherapy administration | biotherapy | immunotherapy infusions | monoclonal antibody administration > Oncology Nursing
Extravasation Management | extravasation | vesicant administration | vesicant extravasation > Chemotherapy Administration
Oncologic Emergencies | oncologic emergencies management | tumor lysis syndrome | febrile neutropenia management | spinal cord compression management > Oncology Nursing
Hazardous Drug Spill Management | chemo spill management | chemotherapy spill kit | hazardous drug spills > Chemotherapy Administration
CAR T-Cell Therapy | =CAR-T | =CAR T | =CAR-T cell therapy | chimeric antigen receptor T-cell therapy > Oncology Nursing
Cytokine Release Syndrome Management | cytokine release syndrome | =CRS management | =ICANS monitoring > CAR T-Cell Therapy
Blood and Marrow Transplant Nursing | =BMT nursing | stem cell transplant nursing | =HSCT nursing | bone marrow transplant nursing | hematopoietic stem cell transplant > Oncology Nursing
Blood and Marrow Transplant Certified Nurse | =BMTCN > Blood and Marrow Transplant Nursing
Certified Breast Care Nurse | =CBCN > Oncology Nursing
Advanced Oncology Certified Nurse Practitioner | =AOCNP > Oncology Nursing
Oncology Nurse Navigation | oncology navigation | cancer navigation | =ONN-CG | oncology nurse navigator certification > Oncology Nursing
Hemodialysis Cannulation | fistula cannulation | =AVF cannulation | buttonhole cannulation | rope ladder cannulation | dialysis cannulation > Dialysis
Dialysis Vascular Access Care | =AV fistula care | =AV graft care | arteriovenous fistula care | arteriovenous graft | dialysis access assessment > Dialysis
Fresenius 2008 Series | Fresenius 2008T | Fresenius 2008K | Fresenius 2008K2 | Fresenius 5008 | Fresenius dialysis machines > Dialysis
NxStage | NxStage System One | NxStage home hemodialysis > Home Hemodialysis
Home Hemodialysis | home hemo | ~=HHD | home hemodialysis training > Dialysis
Automated Peritoneal Dialysis | ~=APD | =CCPD | peritoneal dialysis cycler | Baxter HomeChoice | Fresenius Liberty cycler > Peritoneal Dialysis
Continuous Ambulatory Peritoneal Dialysis | manual peritoneal dialysis exchanges > Peritoneal Dialysis
Dialysis Water Treatment | dialysis water systems | water treatment testing | chlorine and chloramine testing | =RO water system > Dialysis
Dialyzer Reprocessing | dialyzer reuse > Dialysis
ESRD Conditions for Coverage | =ESRD conditions for coverage | dialysis conditions for coverage | =ESRD QIP | =ESRD Quality Incentive Program > Dialysis
Certified Clinical Hemodialysis Technician | =CCHT | =CCHT-A | NNCC hemodialysis technician > Dialysis
Certified Hemodialysis Technologist | =BONENT certified hemodialysis technologist | =BONENT > Dialysis
Home Infusion Therapy | home infusion | home IV therapy | home infusion nursing | infusion pharmacy | home infusion pharmacy > Infusion Nursing
Certified OASIS Specialist-Clinical | =COS-C > OASIS
Home Care Clinical Specialist-OASIS | =HCS-O > OASIS
Kinnser | WellSky Kinnser | Kinnser Agency Manager > WellSky
Epic Dorothy | Dorothy home health module > Epic Systems
Diabetes Medical Management Plans | =DMMP | diabetes medical management plan > School Nursing
Asthma Action Plans | asthma action plan > Asthma Management
Food Allergy Action Plans | anaphylaxis action plans | allergy action plans | food allergy emergency care plans > School Nursing
Scoliosis Screening | scoliosis screenings > Health Screenings
School Immunization Compliance | immunization compliance | school immunization records | immunization compliance audits > School Nursing
Head Lice Screening | head lice checks | lice checks | pediculosis screening > Health Screenings
SNAP Health Center | SNAP Health | SNAP school health software > School Nursing
Magnus Health | Magnus Health SMR > School Nursing
Health Office Anywhere | HOA school health software > School Nursing

## Nursing EHR modules and clinical systems
Epic Grand Central | Epic ADT > Epic Systems
Epic Bugsy | Bugsy infection control > Epic Systems
Epic Cupid | Cupid cardiology module > Epic Systems
Epic Anesthesia | Epic anesthesia module > Epic Systems
Epic Haiku | Haiku mobile > Epic Systems
Epic Canto | Canto iPad > Epic Systems
Epic Secure Chat > Epic Systems
Epic Flowsheets | flowsheet documentation | Epic flowsheet build > Epic ClinDoc
Cerner iView | =iView | =I-View | Cerner I-View | iView documentation > Cerner PowerChart
Cerner CareAware | CareAware | CareAware iBus > Cerner
Cerner Dynamic Documentation | dynamic documentation > Cerner PowerChart
Cerner Soarian | Soarian | Soarian Clinicals > Cerner
Allscripts Paragon | Paragon EHR > Allscripts
American HealthTech | =AHT EHR > Electronic Health Records
SigmaCare | Sigma Care > Electronic Health Records
Philips IntelliSpace Critical Care and Anesthesia | ~=ICCA | IntelliSpace ICCA > Electronic Health Records
Picis | Picis Critical Care Manager | Picis anesthesia > Electronic Health Records
TigerConnect | TigerText > Vocera
Rauland Responder | Rauland nurse call | Responder nurse call > Nurse Call Systems
Nurse Call Systems | nurse call system | nurse call > Patient Safety
Hillrom Nurse Call | Hill-Rom nurse call | Hillrom Voalte | Voalte > Nurse Call Systems

## Retail pharmacy
CoverMyMeds | Cover My Meds | CoverMyMeds ePA > Prior Authorization
Electronic Prior Authorization | =ePA | electronic prior authorizations > Prior Authorization
Liberty Pharmacy Software | Liberty Software | LibertyRx > Pharmacy Management Systems
Computer-Rx | ComputerRx | Computer Rx pharmacy software > Pharmacy Management Systems
PrimeRx | Micro Merchant Systems | PrimeRx pharmacy software > Pharmacy Management Systems
SuiteRx | Suite Rx > Pharmacy Management Systems
Visual SuperScript | VSS pharmacy software > Pharmacy Management Systems
FrameworkLTC | Framework LTC > Long-Term Care Pharmacy
RedSail Technologies | RedSail > Pharmacy Management Systems
McKesson Pharmacy Systems | =MPS pharmacy system | McKesson Pharmacy Rx > Pharmacy Management Systems
Cerner Etreby | Etreby | =etreby pharmacy system > Pharmacy Management Systems
Mirixa | MirixaPro > Medication Therapy Management
First Databank | ~=FDB | FDB MedKnowledge | First Databank MedKnowledge > Drug Interaction Screening
Medi-Span | Medi-Span drug database | Wolters Kluwer Medi-Span > Drug Interaction Screening
Clinical Pharmacology Drug Database | Clinical Pharmacology powered by ClinicalKey | Gold Standard Clinical Pharmacology > Drug Information Services
Pharmacist's Letter | Pharmacist’s Letter | Prescriber's Letter > Drug Information Services
NCPDP Telecommunication Standard | =NCPDP D.0 | NCPDP telecommunications standard | =NCPDP > Pharmacy Claims Adjudication
NCPDP SCRIPT Standard | =NCPDP SCRIPT | =SCRIPT standard > Electronic Prescribing
FDA MedWatch | MedWatch | MedWatch reporting | =FDA Form 3500 > Adverse Event Reporting
Vaccine Information Statements | ~=VIS | =VISs | vaccine information statement > Pharmacy Immunizations
Pharmacy Quality Alliance Measures | =PQA measures | ~=PQA | pharmacy adherence measures | =PDC adherence measures | proportion of days covered > Medicare Star Ratings
EQuIPP | EQuIPP platform > Pharmacy Quality Alliance Measures
DIR Fees | =DIR fees | direct and indirect remuneration | direct and indirect remuneration fees > Medicare Part D
Pharmacist-Prescribed Contraception | pharmacist prescribed contraception | hormonal contraception prescribing | pharmacist contraceptive prescribing > Prescriptive Authority
Test and Treat | pharmacy test and treat | test-and-treat services | flu test and treat | strep test and treat > Point-of-Care Testing
Travel Health Services | travel medicine | travel vaccines | travel health consultations | travel health > Pharmacy Immunizations
Pharmacy Intern License | pharmacy intern registration | pharmacist intern license | intern pharmacist license > Pharmacy Law
State Controlled Substance Registration | controlled substance registration | state controlled substance license | state CSR | =CDS registration > Controlled Substance Regulations
DEA Form 41 | DEA 41 | controlled substance destruction > Controlled Substance Regulations
DEA Form 224 | DEA 224 > DEA Registration
Controlled Substance Schedules | schedule II drugs | schedule II-V | =C-II | scheduled drugs | Schedule II | Schedule II controlled substances > Controlled Substance Regulations
Prescription Forgery Detection | fraudulent prescriptions | forged prescriptions | prescription fraud detection > Drug Diversion Prevention
Certified Specialty Pharmacist | specialty pharmacist certification | ?=CSP > Specialty Pharmacy
Board Certified Medication Therapy Management Specialist | =BCMTMS > Medication Therapy Management
Advanced Practice Pharmacist | =APh | advanced practice pharmacist license > Prescriptive Authority

## Clinical pharmacy
Board of Pharmacy Specialties | ~=BPS | =BPS certification | =BPS board certification > Clinical Pharmacy
Board Certified Nutrition Support Pharmacist | =BCNSP > Parenteral Nutrition
Board Certified Nuclear Pharmacist | =BCNP > Nuclear Pharmacy
Board Certified Cardiology Pharmacist | =BCCP > Clinical Pharmacy
Board Certified Transplant Pharmacist | =BCTXP | solid organ transplant pharmacist certification > Clinical Pharmacy
Board Certified Emergency Medicine Pharmacist | =BCEMP > Clinical Pharmacy
Certified Anticoagulation Care Provider | =CACP > Anticoagulation Management
INR Monitoring | =INR monitoring | =INR management | warfarin dosing | point-of-care INR | =PT/INR monitoring | ~=INR > Anticoagulation Management
Direct Oral Anticoagulant Management | =DOAC management | =DOAC dosing | direct oral anticoagulants | =NOAC management | =DOACs | =DOAC | =NOACs | =NOAC | direct oral anticoagulant > Anticoagulation Management
Perioperative Anticoagulation Bridging | anticoagulation bridging | bridging therapy | =LMWH bridging > Anticoagulation Management
Anticoagulation Reversal | anticoagulant reversal | reversal agents | =4F-PCC | =Kcentra | andexanet alfa > Anticoagulation Management
Pharmacy-to-Dose Protocols | pharmacist-to-dose | per pharmacy dosing protocols > Clinical Pharmacy
AUC-Guided Vancomycin Dosing | =AUC dosing | =AUC-guided dosing | vancomycin AUC dosing | =AUC/MIC dosing > Vancomycin Dosing
Bayesian Dosing Software | Bayesian dosing | model-informed precision dosing | =MIPD > Therapeutic Drug Monitoring
DoseMe | DoseMeRx > Bayesian Dosing Software
InsightRx | InsightRx Nova > Bayesian Dosing Software
PrecisePK | Precise PK > Bayesian Dosing Software
VigiLanz | VigiLanz clinical surveillance > Clinical Decision Support Systems
Outpatient Parenteral Antimicrobial Therapy | =OPAT | outpatient parenteral antibiotic therapy > Antimicrobial Stewardship
Penicillin Allergy Assessment | penicillin allergy delabeling | beta-lactam allergy assessment | penicillin allergy de-labeling | antibiotic allergy assessment > Antimicrobial Stewardship
Culture and Sensitivity Review | culture review | culture follow-up | positive culture follow-up | =C&S review > Antimicrobial Stewardship
Antibiotic Time-Outs | antibiotic time out | antibiotic timeouts | 72-hour antibiotic time-out > Antimicrobial Stewardship
Antibiogram Development | antibiograms | antibiogram | cumulative antibiogram > Antimicrobial Stewardship
Antimicrobial Dosing | antibiotic dosing | antimicrobial dose optimization | extended-infusion beta-lactams > Antimicrobial Stewardship
Procalcitonin-Guided Therapy | procalcitonin-guided antibiotic therapy > Antimicrobial Stewardship
TPN Compounding | =TPN compounding | parenteral nutrition compounding | =PN compounding > Parenteral Nutrition
Enteral Formulary Management | tube feeding formulary > Formulary Management
Drug Monographs | formulary monographs | drug monograph preparation | monograph writing > Formulary Management
Code Blue Pharmacist Response | pharmacist code response | code blue pharmacy response | pharmacy code response > Clinical Pharmacy
Rapid Sequence Intubation Medications | =RSI medications | =RSI drug preparation > Rapid Sequence Intubation
Pain and Palliative Pharmacotherapy | opioid stewardship | opioid conversions | equianalgesic dosing | opioid rotation > Pain Management
Transitions of Care Pharmacy | pharmacy transitions of care | discharge medication counseling | meds to beds | meds-to-beds > Medication Reconciliation
Pharmacist Clinical Interventions Documentation | intervention documentation | clinical intervention documentation | pharmacist intervention tracking > Pharmacist Interventions
Drug Desensitization | drug desensitization protocols | antibiotic desensitization > Clinical Pharmacy

## Physical therapy
Selective Functional Movement Assessment | =SFMA > Functional Movement Screen
Y-Balance Test | Y balance test | =YBT | Y-balance > Return-to-Sport Testing
Dynamic Gait Index | ~=DGI > Functional Outcome Measures
Functional Gait Assessment | ~=FGA > Functional Outcome Measures
10-Meter Walk Test | =10MWT | 10 meter walk test | ten meter walk test > Functional Outcome Measures
Five Times Sit to Stand Test | =5xSTS | =FTSST | five times sit-to-stand | 5 times sit to stand > Functional Outcome Measures
30-Second Chair Stand Test | 30 second chair stand | 30-second sit to stand | =30s CST > Functional Outcome Measures
Tinetti Performance Oriented Mobility Assessment | Tinetti | Tinetti balance assessment | =POMA > Functional Outcome Measures
Activities-specific Balance Confidence Scale | =ABC Scale | activities-specific balance confidence > Functional Outcome Measures
Dizziness Handicap Inventory | ~=DHI > Vestibular Rehabilitation
Neck Disability Index | ~=NDI > Functional Outcome Measures
Knee Injury and Osteoarthritis Outcome Score | =KOOS | =KOOS JR > Functional Outcome Measures
Hip Disability and Osteoarthritis Outcome Score | =HOOS | =HOOS JR > Functional Outcome Measures
Foot and Ankle Ability Measure | =FAAM > Functional Outcome Measures
Roland-Morris Disability Questionnaire | Roland Morris | =RMDQ > Functional Outcome Measures
Barthel Index | Barthel ADL index > Functional Outcome Measures
Functional Reach Test | functional reach > Functional Outcome Measures
Short Physical Performance Battery | =SPPB > Functional Outcome Measures
Mini-BESTest | Mini BESTest | BESTest | Balance Evaluation Systems Test > Functional Outcome Measures
Clinical Test of Sensory Interaction on Balance | =CTSIB | =mCTSIB | modified CTSIB > Vestibular Rehabilitation
AM-PAC 6-Clicks | =AM-PAC | 6-Clicks | six clicks | Activity Measure for Post-Acute Care > Functional Outcome Measures
PROMIS Measures | =PROMIS | Patient-Reported Outcomes Measurement Information System > Functional Outcome Measures
Gaze Stabilization Exercises | =VOR exercises | gaze stabilization | habituation exercises | vestibulo-ocular reflex exercises > Vestibular Rehabilitation
Vestibular Rehabilitation Competency Course | Emory vestibular course | vestibular competency certification | vestibular rehabilitation certification > Vestibular Rehabilitation
Muscle Energy Technique | =MET technique | muscle energy techniques > Manual Therapy
Strain-Counterstrain | strain counterstrain | positional release therapy > Manual Therapy
Craniosacral Therapy | craniosacral > Manual Therapy
Active Release Techniques | Active Release Technique | =ART certified | =ART provider > Soft Tissue Mobilization
Orthopedic Special Tests | orthopedic special testing > Orthopedic Rehabilitation
Plyometrics | plyometric training | plyometric exercise > Sports Rehabilitation
Total Joint Replacement Rehabilitation | total joint rehab | =TKA rehab | =THA rehab | total knee rehabilitation | total hip rehabilitation | joint replacement rehabilitation > Post-Operative Rehabilitation
Assistive Device Training | walker training | cane training | crutch training | assistive device prescription | assistive devices > Gait Training
Stair Training | stair negotiation training > Gait Training
Prosthetic Gait Training | prosthetic training | pre-prosthetic training > Amputee Rehabilitation
Otago Exercise Program | Otago exercise > Balance Training
Body Weight Supported Treadmill Training | =BWSTT | body-weight-supported treadmill training | partial body weight support > Gait Training
Lokomat | Hocoma Lokomat | robotic gait training > Gait Training
AlterG Anti-Gravity Treadmill | AlterG | anti-gravity treadmill > Gait Training
Bioness | Bioness L300 | Bioness H200 | =NESS L300 > Functional Electrical Stimulation
Ekso Exoskeleton | Ekso | EksoNR | Ekso Bionics | robotic exoskeleton training > Gait Training
Biodex Balance System | Biodex | Biodex isokinetic testing > Balance Training
PWR! Moves | Parkinson Wellness Recovery > Neurological Rehabilitation
Rock Steady Boxing | Rock Steady Boxing coach > Neurological Rehabilitation
Direct Access Physical Therapy | =PT direct access > Physical Therapy
PT Evaluation Complexity Codes | =97161 | =97162 | =97163 | evaluation complexity | low complexity evaluation > Timed Code Billing
Functional Limitation Reporting | therapy G-codes | Medicare functional limitation reporting > Medicare Part B
Medicare Therapy Threshold | therapy cap | therapy threshold | Medicare therapy cap | targeted medical review > KX Modifier
Workers' Compensation Rehabilitation | workers' compensation physical therapy | workers comp rehab | injured worker rehabilitation > Work Conditioning
Cardiovascular and Pulmonary Clinical Specialist | =CCS cardiopulmonary | cardiopulmonary clinical specialist | ?=CCS > Physical Therapy
Clinical Electrophysiologic Specialist | electrophysiologic clinical specialist | ?=ECS > Electromyography
Oncologic Clinical Specialist | oncology clinical specialist PT > Physical Therapy
Wound Management Clinical Specialist | ABPTS wound management specialist > Wound Care
Certified Exercise Expert for Aging Adults | =CEEAA > Physical Therapy
Certified Manual Physical Therapist | =CMPT > Manual Therapy
Credentialed in Mechanical Diagnosis and Therapy | =Cert. MDT | =Cert MDT | McKenzie credentialed | McKenzie certification | McKenzie certified > McKenzie Method
Certified Functional Manual Therapist | =CFMT | Functional Manual Therapy > Manual Therapy
Certified Kinesio Taping Practitioner | =CKTP > Kinesio Taping
Certified Stroke Rehabilitation Specialist | =CSRS > Stroke Rehabilitation
Pelvic Rehabilitation Practitioner Certification | =PRPC | =CAPP-Pelvic | Certificate of Achievement in Pelvic Physical Therapy > Pelvic Floor Therapy
Certified Ergonomics Assessment Specialist | =CEAS > Ergonomic Assessment
Seating and Mobility Specialist | =SMS certification | =RESNA SMS > Wheelchair Seating and Positioning
Casamba | Net Health Casamba | Casamba Smart > Therapy Documentation
Fusion Web Clinic | Fusion WebClinic > Therapy Documentation
ClinicSource | ClinicSource therapy software > Therapy Documentation
Therabill | WebPT Therabill > Therapy Documentation
PtEverywhere | PT Everywhere > Therapy Documentation
Practice Perfect | Practice Perfect EMR > Therapy Documentation
TheraManager | TheraManager EMR > Therapy Documentation
TheraPlatform | Theraplatform teletherapy > Therapy Documentation

## Occupational therapy
Physical Agent Modalities Certification | =PAMs certification | =PAMs  > Therapeutic Modalities
Board Certified in Pediatrics | AOTA board certification in pediatrics > Occupational Therapy
Specialty Certification in Low Vision | =SCLV > Low Vision Rehabilitation
Sensory Processing Measure | =SPM-2 | =SPM-P > Sensory Integration Therapy
Sensory Integration and Praxis Tests | =SIPT | =SIPT certification | Evaluation in Ayres Sensory Integration | ~=EASI > Sensory Integration Therapy
Wilbarger Protocol | Wilbarger brushing protocol | therapressure protocol | deep pressure brushing > Sensory Integration Therapy
Therapeutic Listening | therapeutic listening program > Sensory Integration Therapy
Interactive Metronome | =IM certified | Interactive Metronome training > Occupational Therapy
Allen Cognitive Level Screen | Allen Cognitive Levels | Allen cognitive disabilities model > Cognitive Screening
Executive Function Performance Test | =EFPT > Cognitive Screening
Kohlman Evaluation of Living Skills | =KELS > Occupational Therapy
Assessment of Motor and Process Skills | =AMPS assessment | =AMPS > Occupational Therapy
Jebsen-Taylor Hand Function Test | Jebsen-Taylor | Jebsen Taylor hand function > Hand Therapy
Nine-Hole Peg Test | 9-hole peg test | nine hole peg > Hand Therapy
Purdue Pegboard | Purdue Pegboard Test > Hand Therapy
Box and Block Test | box and blocks test > Hand Therapy
Motor-Free Visual Perception Test | =MVPT | =MVPT-4 > Occupational Therapy
Test of Visual Perceptual Skills | =TVPS | =TVPS-4 > Occupational Therapy
Developmental Test of Visual Perception | =DTVP | =DTVP-3 > Occupational Therapy
School Function Assessment | =SFA assessment > School-Based Therapy
Mirror Therapy | mirror box therapy > Neurological Rehabilitation
Graded Motor Imagery | ~=GMI > Neurological Rehabilitation
Scar Management | scar massage | scar mobilization | scar tissue management > Hand Therapy
Saebo | SaeboFlex | SaeboGlove | SaeboStim > Neurological Rehabilitation
Cognitive Orientation to daily Occupational Performance | =CO-OP Approach > Occupational Therapy
Visual Perceptual Training | visual perceptual skills training | visual motor training | visual-motor integration therapy | visual-perceptual skills | visual perceptual skills | visual perception | visual-motor integration | visual motor integration | visual motor skills | visual-perceptual training > Occupational Therapy
Self-Feeding Training | self-feeding skills | self-feeding > Feeding Therapy
Home Modification Recommendations | home modifications | environmental modifications | accessibility modifications > Home Safety Evaluations

## Speech-language pathology
Clinical Swallow Evaluation | bedside swallow evaluation | clinical bedside swallow evaluation | bedside swallow study | =CSE swallow | swallowing evaluation | swallow evaluation > Dysphagia Management
Modified Barium Swallow Impairment Profile | =MBSImP | MBSImP certification > Modified Barium Swallow Study
Penetration-Aspiration Scale | =PAS score | Rosenbek penetration-aspiration scale > Modified Barium Swallow Study
Yale Swallow Protocol | Yale swallow screen | 3-ounce water swallow challenge > Dysphagia Screening
Frazier Free Water Protocol | free water protocol | Frazier water protocol > Dysphagia Management
VitalStim Therapy | VitalStim | VitalStim certification | =NMES for dysphagia > Dysphagia Management
McNeill Dysphagia Therapy Program | =MDTP > Dysphagia Management
Expiratory Muscle Strength Training | =EMST | =EMST150 | respiratory muscle strength training > Dysphagia Management
Passy-Muir Valve | ~=PMV | speaking valve | speaking valve trials | Passy Muir speaking valve > Tracheostomy Care
Laryngectomy Rehabilitation | tracheoesophageal prosthesis | =TEP management | electrolarynx | alaryngeal speech > Voice Therapy
Clinical Evaluation of Language Fundamentals | =CELF-5 | =CELF-4 | =CELF Preschool-3 | =CELF > Speech and Language Evaluations
Preschool Language Scales | =PLS-5 | =PLS-4 > Speech and Language Evaluations
Goldman-Fristoe Test of Articulation | =GFTA-3 | =GFTA-2 | Goldman-Fristoe > Speech and Language Evaluations
Peabody Picture Vocabulary Test | =PPVT-5 | =PPVT-4 | =PPVT > Speech and Language Evaluations
Expressive Vocabulary Test | =EVT-3 | =EVT-2 > Speech and Language Evaluations
Receptive One-Word Picture Vocabulary Test | =ROWPVT | =ROWPVT-4 > Speech and Language Evaluations
Expressive One-Word Picture Vocabulary Test | =EOWPVT | =EOWPVT-4 > Speech and Language Evaluations
Comprehensive Assessment of Spoken Language | =CASL-2 | =CASL > Speech and Language Evaluations
Rossetti Infant-Toddler Language Scale | Rossetti | Rossetti Infant Toddler Language Scale > Speech and Language Evaluations
Receptive-Expressive Emergent Language Test | =REEL-4 | =REEL-3 > Speech and Language Evaluations
Western Aphasia Battery | ~=WAB | =WAB-R > Aphasia Therapy
Boston Diagnostic Aphasia Examination | =BDAE > Aphasia Therapy
Boston Naming Test | ~=BNT > Aphasia Therapy
Cognitive Linguistic Quick Test | =CLQT | =CLQT+ > Cognitive-Communication Therapy
Ross Information Processing Assessment | ~=RIPA | =RIPA-2 > Cognitive-Communication Therapy
Stuttering Severity Instrument | =SSI-4 | =SSI-3 > Fluency Therapy
Systematic Analysis of Language Transcripts | SALT software | language sample analysis > Speech and Language Evaluations
Cycles Approach | cycles phonological remediation | Hodson cycles approach > Articulation Therapy
Hanen Program | Hanen | It Takes Two to Talk | More Than Words Hanen > Language Therapy
Lidcombe Program > Fluency Therapy
Melodic Intonation Therapy | melodic intonation > Aphasia Therapy
Semantic Feature Analysis | =SFA therapy > Aphasia Therapy
Spaced Retrieval Training | spaced retrieval > Cognitive-Communication Therapy
Dynamic Temporal and Tactile Cueing | =DTTC > Childhood Apraxia of Speech Treatment
Kaufman Speech to Language Protocol | =K-SLP | Kaufman speech praxis > Childhood Apraxia of Speech Treatment
Childhood Apraxia of Speech Treatment | childhood apraxia of speech | =CAS treatment | apraxia of speech therapy | motor speech disorders treatment > Articulation Therapy
PROMPT Therapy | =PROMPT technique | =PROMPT trained | =PROMPT certification | Prompts for Restructuring Oral Muscular Phonetic Targets > Childhood Apraxia of Speech Treatment
Gestalt Language Processing | gestalt language processors | Natural Language Acquisition | =NLA framework > Language Therapy
Social Thinking Methodology | Social Thinking curriculum > Language Therapy
Tobii Dynavox | TD Snap | Tobii Dynavox devices | Snap Core First > Augmentative and Alternative Communication
PRC-Saltillo | =LAMP Words for Life | Unity language system | Accent devices > Augmentative and Alternative Communication
TouchChat | TouchChat HD > Augmentative and Alternative Communication
Speech-Generating Devices | speech generating devices | ~=SGD | ~=SGDs | =SGD evaluations > Augmentative and Alternative Communication
Board Certified Specialist in Swallowing and Swallowing Disorders | =BCS-S > Dysphagia Management
Board Certified Specialist in Child Language | =BCS-CL > Language Therapy
Board Certified Specialist in Fluency | =BCS-F > Fluency Therapy
Speech-Language Pathology Clinical Fellowship | =SLP-CF | clinical fellowship year | =CFY | =SLP CF > Speech-Language Pathology
Praxis Speech-Language Pathology Exam | Praxis SLP | Praxis exam in speech-language pathology > Certificate of Clinical Competence in Speech-Language Pathology
Speech-Language Pathology Assistant Certification | =SLPA | =C-SLPA | =SLPA license | speech-language pathology assistant license > Speech-Language Pathology
Speech-Language Pathology License | =SLP license | state SLP licensure | speech-language pathologist license > Speech-Language Pathology
`;
