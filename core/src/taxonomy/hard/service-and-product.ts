// Skill data in the line format of ../README.md.
export default String.raw`
## Dental practice
Periodontal Therapy | non-surgical periodontal therapy | nonsurgical periodontal therapy | =NSPT | periodontal treatment | periodontal disease management | ~periodontal disease
Periodontal Maintenance | perio maintenance | periodontal maintenance therapy > Periodontal Therapy
Ultrasonic Scaling | ultrasonic scalers | ultrasonic instrumentation | piezoelectric scaling | magnetostrictive scaling > Scaling and Root Planing
Cavitron | Dentsply Cavitron > Ultrasonic Scaling
Hand Instrumentation | hand scaling | hand instrumentation techniques > Scaling and Root Planing
Instrument Sharpening | curette sharpening | scaler sharpening > Hand Instrumentation
Periodontal Probing | perio probing | pocket depth measurement > Periodontal Charting
Periodontal Staging and Grading | periodontal classification | =AAP staging and grading > Periodontal Charting
Dental Charting | restorative charting | tooth charting | odontogram
Head and Neck Examination | head and neck exam | head-and-neck exam | head and neck exams | extraoral and intraoral exam | =EO/IO exam | Intraoral and Extraoral Examination | intraoral exam | extraoral exam | intraoral examination | extraoral examination > Oral Cancer Screening
Oral Cancer Screening | oral cancer screenings | oral cancer exam | oral cancer examination
VELscope > Oral Cancer Screening
Digital Radiography | digital radiographs | digital x-rays | digital radiograph > Dental Radiography, Radiography
Bitewing Radiographs | bitewing x-rays | bitewing radiograph | bitewings > Dental Radiography
Periapical Radiographs | periapical x-rays | periapical radiograph > Dental Radiography
Panoramic Radiographs | panoramic x-rays | panoramic radiograph | Panorex | pano | panos | panoramic imaging > Dental Radiography
Full Mouth Series | full-mouth radiographs | full mouth series radiographs | full mouth x-rays > Dental Radiography
Cone Beam Computed Tomography | =CBCT | cone beam CT | cone-beam CT > Dental Radiography
Air Polishing | air polish | air polisher > Dental Prophylaxis
Guided Biofilm Therapy | =GBT > Air Polishing
Soft Tissue Laser Therapy | soft tissue laser | soft tissue lasers | soft-tissue laser | dental laser therapy | dental laser | dental lasers | laser dentistry > Periodontal Therapy
Laser Bacterial Reduction | =LBR > Soft Tissue Laser Therapy
Locally Delivered Antimicrobials | locally placed antibiotics | locally delivered antibiotics | local antimicrobial delivery > Periodontal Therapy
Arestin | minocycline microspheres > Locally Delivered Antimicrobials
Atridox > Locally Delivered Antimicrobials
PerioChip > Locally Delivered Antimicrobials
Silver Diamine Fluoride | =SDF treatment | =SDF > Fluoride Varnish
Caries Risk Assessment | caries risk assessments > Dental Hygiene
Caries Management by Risk Assessment | =CAMBRA > Caries Risk Assessment
Oral Hygiene Instruction | =OHI | oral hygiene education | ~oral hygiene > Patient Education
Dental Implant Maintenance | implant maintenance | peri-implant maintenance > Periodontal Maintenance
Desensitizing Treatments | desensitizing agents | dentin hypersensitivity treatment | desensitizer application > Dental Hygiene
Teeth Whitening | tooth whitening | dental bleaching | in-office whitening
Rubber Dam Isolation | rubber dam placement | dental dam placement | rubber dam | rubber dams | dental dam | dental dams > Dental Assisting
Provisional Restorations | temporary crowns | provisional crowns > Dental Assisting
Dental Unit Waterline Maintenance | dental unit waterlines | =DUWL | waterline testing > Infection Control
Spore Testing | biological monitoring | biological indicators | spore tests > Sterile Processing
Statim | SciCan Statim > Autoclave Operation
CDT Codes | =CDT | Current Dental Terminology | CDT coding | dental procedure codes
Dental Insurance Billing | dental claims | dental billing | dental insurance claims > Insurance Verification
Dental Treatment Presentation | treatment presentation | case presentation > Dental Treatment Planning
Teledentistry | tele-dentistry

## Dental specialties
General Dentistry
Restorative Dentistry | restorative dental procedures
Cosmetic Dentistry | aesthetic dentistry
Implant Dentistry | dental implants | implant restorations | implant assisting | implant procedures
Endodontics | root canal therapy | root canal treatment | endodontic therapy | root canals | root canal
Periodontics | periodontology
Orthodontics | orthodontic treatment
Pediatric Dentistry | pedodontics | paediatric dentistry
Prosthodontics | dentures and partials | removable prosthodontics
Oral and Maxillofacial Surgery | =OMFS | oral surgery | ?=OMS
Clear Aligner Therapy | clear aligners > Orthodontics
Invisalign > Clear Aligner Therapy
Sedation Dentistry | dental sedation | IV sedation dentistry

## Dental software and imaging
Dentrix Ascend | Dentrix Enterprise > Dentrix
Curve Dental | Curve Hero
Denticon | Planet DDS Denticon
Carestream Dental | CS Imaging | Carestream imaging > Dental Radiography
Sidexis | Dentsply Sirona Sidexis > Dental Radiography
Planmeca Romexis | Romexis | ~=Planmeca > Dental Radiography
Apteryx XrayVision | XrayVision > Dental Radiography
Schick Sensors | Schick 33 | Schick imaging | Schick by Sirona | ~=Schick > Dental Radiography
CEREC | CEREC CAD/CAM | chairside CAD/CAM > Restorative Dentistry
iTero | iTero scanner | iTero Element > Clear Aligner Therapy
Intraoral Scanning | intraoral scanner | intraoral scanners | digital impressions > Dental Impressions
Dolphin Imaging > Orthodontics
Dental Intelligence > Dentrix
Weave Communications | Weave phone system

## Dental licences and certifications
Local Anesthesia Permit | local anesthesia certification | dental local anesthesia permit | local anesthesia certificate > Local Anesthesia Administration
Nitrous Oxide Permit | nitrous oxide certification | nitrous oxide sedation permit > Nitrous Oxide Monitoring
National Board Dental Hygiene Examination | =NBDHE | dental hygiene boards > Registered Dental Hygienist
Central Regional Dental Testing Service | =CRDTS > Registered Dental Hygienist
=CDCA-WREB-CITA | =CDCA | Commission on Dental Competency Assessments | =WREB | =ADEX exam | =ADEX > Registered Dental Hygienist
Radiation Health and Safety | =RHS exam | =DANB RHS > Dental Radiography
Dental Radiography Certification | dental x-ray certification | dental radiology certificate | dental radiography permit | dental radiology certification | dental x-ray license > Dental Radiography
Registered Dental Assistant | =RDA | Dental Assistant Registration | dental assistant license | state dental assistant license | dental assistant permit > Dental Assisting
Dental Laser Certification | dental laser certificate | Academy of Laser Dentistry certification > Soft Tissue Laser Therapy

## Hospital social work practice
Post-Acute Placement | post-acute placements | post-acute care placement | post-acute care coordination | =LTACH placement | LTAC placement | long-term acute care placement > Discharge Planning
Skilled Nursing Facility Placement | =SNF placement | =SNF placements | skilled nursing placement > Post-Acute Placement
Assisted Living Placement | assisted living placements > Long-Term Care Placement
Family Meetings | family care conferences | patient and family meetings | family meeting facilitation
Interdisciplinary Rounds | multidisciplinary rounds | interdisciplinary team rounds | =IDT rounds | progression of care rounds | clinical rounds | patient care rounds | medical team rounds | clinical rounding
Community Resource Navigation | linkage to community resources | community resource linkage > Community Resource Referral
Level of Care Determination | level of care assessments | level-of-care determinations
Important Message from Medicare | =IMM notices | Medicare Important Message | Medicare discharge appeal notices > Medicare
Health Care Power of Attorney | healthcare power of attorney | =HCPOA | medical power of attorney > Advance Care Planning
Decision-Making Capacity Assessment | capacity assessments | capacity evaluations > Guardianship
Intimate Partner Violence Screening | =IPV screening | domestic violence screening > Domestic Violence Advocacy
Human Trafficking Screening | human trafficking identification | trafficking screening
Elder Abuse Screening | elder abuse assessment | elder abuse | elder mistreatment > Adult Protective Services
Hospital Financial Assistance | charity care | financial assistance applications | charity care applications
Medicaid Enrollment | Medicaid applications | Medicaid application assistance > Medicaid
Homeless Discharge Planning | discharges for homeless patients | medical respite referrals > Discharge Planning
Psychosocial Oncology | psychosocial oncology care | psycho-oncology > Oncology
Perinatal Social Work | =NICU social work | maternal child social work
Transplant Social Work | transplant psychosocial evaluations
Dialysis Social Work | renal social work | nephrology social work
CarePort | CarePort Connect | WellSky CarePort > Post-Acute Placement
Aidin > Post-Acute Placement
naviHealth > Post-Acute Placement
Ensocare > Post-Acute Placement

## Clinical specialties
~Oncology | ~oncology | oncology care | cancer care

## Social work licences and certifications
Accredited Case Manager | ~=ACM | =ACM-RN | =ACM-SW | Accredited Case Manager - Social Work | ACM certification > Case Management
Certified Social Work Case Manager | =C-SWCM > Case Management
Certified Advanced Social Work Case Manager | =C-ASWCM > Certified Social Work Case Manager
Certified Hospice and Palliative Social Worker | =CHP-SW > Palliative Care
Oncology Social Work Certification | =OSW-C > Psychosocial Oncology
Academy of Certified Social Workers | =ACSW > Licensed Clinical Social Worker
Certified Clinical Trauma Professional | =CCTP > Trauma-Informed Care

## Retail store operations practice
~Store Operations | ~store operations | ~retail operations | store operations management
Labor Budget Management | payroll budget | payroll budgets | labor budget | labor budgets | labor cost management > Staff Scheduling
Loss Prevention | shrink prevention | retail loss prevention | loss prevention practices | ~asset protection > Shrink Management
Organized Retail Crime | =ORC investigations > Loss Prevention
Electronic Article Surveillance | =EAS tags | =EAS systems > Loss Prevention
Markdown Management | markdowns | markdown optimization | clearance markdowns | price markdowns
Visual Merchandising | visual merchandising standards | =VM standards
Planograms | planogram | planogram compliance | =POG | plan-o-grams > Visual Merchandising
Floor Sets | floorsets | floor set execution > Visual Merchandising
Retail Merchandising | merchandise presentation | store merchandising
Merchandise Planning | merchandise planning and allocation > Retail Merchandising
Assortment Planning | assortment optimization > Merchandise Planning
Open-to-Buy | =OTB | open to buy > Merchandise Planning
Sell-Through Analysis | sell-through | sell-through rate | sell-through rates > Merchandise Planning
Gross Margin Return on Investment | =GMROI > Merchandise Planning
Units per Transaction | =UPT | units per transaction (UPT) > Retail KPIs
Average Transaction Value | ~=ATV | average ticket | average transaction size > Retail KPIs
Sales per Labor Hour | =SPLH > Retail KPIs
Comparable Store Sales | comp sales | same-store sales | comparable sales > Retail KPIs
Store Conversion Rate | traffic conversion | retail conversion rate > Retail KPIs
Retail KPIs | retail key performance indicators | store KPIs
Key Performance Indicators | =KPIs | =KPI | key performance indicators (KPIs) > KPI Reporting
Cash Office Management | cash office | till reconciliation | register balancing | cash drawer reconciliation > Cash Handling
Store Opening and Closing Procedures | opening and closing procedures | store opening and closing > Store Operations
Store Audits | store walks | store walkthroughs | operational store audits > Store Operations
Mystery Shop Programs | mystery shopping | mystery shop scores | Mystery Shopper Programs | mystery shops | mystery shopper | mystery shoppers | secret shopper > Customer Experience Management, Guest Satisfaction Scores
Buy Online Return In Store | =BORIS > Omnichannel Fulfillment
Curbside Pickup | curbside pick-up > Omnichannel Fulfillment
Endless Aisle > Omnichannel Fulfillment
Seasonal Hiring | seasonal staffing | holiday hiring > Recruiting
Store Sets and Resets | store resets | resets > Planograms
Outdoor Industry | outdoor retail | outdoor recreation industry
Specialty Retail | specialty retail industry
Grocery Retail | grocery industry | supermarket operations
Apparel Retail | apparel industry | fashion retail

## Retail systems and POS software
Oracle Xstore | Xstore POS | Xstore Point of Service | Oracle Retail Xstore | Xstore > Point of Sale Systems
Lightspeed Retail | Lightspeed POS | ~Lightspeed > Point of Sale Systems
Square POS | Square for Retail | Square Point of Sale | ~=Square > Point of Sale Systems
Clover POS | ~=Clover > Point of Sale Systems
Toast POS | ~=Toast > Point of Sale Systems
NCR Counterpoint | NCR POS > Point of Sale Systems
Shopify POS > Point of Sale Systems, Shopify
Revel Systems | Revel POS | ~=Revel > Point of Sale Systems
Retail Pro > Point of Sale Systems
Aptos Store | Aptos Retail > Point of Sale Systems
Oracle Retail Merchandising System | Oracle Retail > Merchandise Planning
Manhattan Active Omni > Omnichannel Fulfillment
Reflexis | Zebra Reflexis | Reflexis ONE > Staff Scheduling
When I Work > Staff Scheduling
7shifts > Staff Scheduling
Blue Yonder Space Planning | JDA Space Planning | JDA Intactix > Planograms
Nielsen Spaceman > Planograms
Loss Prevention Qualified | =LPQ > Loss Prevention
Loss Prevention Certified | LPC certification | ?=LPC > Loss Prevention

## Product management practice
Customer Interviews | customer interviewing | customer interview > Product Discovery
Dual-Track Agile | dual track agile > Product Discovery
Product-Market Fit | product market fit | =PMF > Product Strategy
Product Vision | product vision statements > Product Strategy
Total Addressable Market | =TAM/SAM/SOM | total addressable market (TAM) | ~=TAM > Market Sizing
Opportunity Sizing | opportunity assessment > Product Discovery
ICE Scoring | =ICE framework | =ICE prioritization > Feature Prioritization
Value vs. Effort Matrix | value/effort matrix | impact/effort matrix | value versus effort > Feature Prioritization
Weighted Scoring | weighted scoring model > Feature Prioritization
Product Requirements | product specs | product specifications > Product Requirements Documents
Statsig > A/B Testing
Eppo > A/B Testing
Jira Product Discovery > Product Discovery
ProductPlan > Product Roadmapping
Roadmunk > Product Roadmapping
Airfocus > Product Roadmapping
Canny | Canny.io > Voice of the Customer
UserVoice > Voice of the Customer
AIPMM Certified Product Manager | AIPMM certification | ?=CPM | Certified Product Manager | =AIPMM > Product Management
Product School Certification | Product School certified product manager > Product Management

## Customer success practice
Customer Success Playbooks | success playbooks | =CS playbooks > Customer Success Management
Digital Customer Success | tech-touch customer success | scaled customer success | tech-touch | tech touch > Customer Success Management
Time to Value | =TTV | time-to-value > Customer Onboarding
Customer Advocacy Programs | customer advocacy programs (CAP) | advocacy programs > Customer Success Management
Customer Advisory Boards | =CAB meetings > Customer Success Management
Gainsight PX | Aptrinsic > Gainsight
Gainsight Certified Administrator | Gainsight administrator certification > Gainsight
ClientSuccess > Customer Success Management
Custify > Customer Success Management
Catalyst.io | Catalyst customer success > Customer Success Management
Appcues > User Onboarding
Userpilot > User Onboarding
WalkMe > User Onboarding
Whatfix > User Onboarding

## Business analysis practice
Non-Functional Requirements | nonfunctional requirements | =NFRs | non-functional requirements (NFRs) > Requirements Gathering
Software Requirements Specification | =SRS document | software requirements specifications > Requirements Gathering
Business Rules Documentation | business rules | business rules catalog > Requirements Gathering
Decision Tables | decision modeling | Decision Model and Notation | =DMN > Business Rules Documentation
Swimlane Diagrams | swim lane diagrams | swimlane process maps | cross-functional flowcharts > Business Process Mapping
Data Flow Diagrams | =DFD | =DFDs | data flow diagram > Business Analysis
Context Diagrams | system context diagrams > Business Analysis
Impact Analysis | change impact analysis > Business Analysis
Stakeholder Analysis | stakeholder matrix | stakeholder analysis matrix > Business Analysis
Vendor Evaluation | vendor selection | vendor assessments | supplier evaluation | supplier evaluations > RFP Responses
Feasibility Studies | feasibility analysis | feasibility study > Business Analysis
SAP Signavio | Signavio > Business Process Modeling
ARIS Architect | Software AG ARIS | ~=ARIS > Business Process Modeling
Bizagi | Bizagi Modeler > Business Process Modeling
Sparx Enterprise Architect | Sparx Systems Enterprise Architect > Business Process Modeling
Jama Connect | Jama Software > Requirements Traceability
PMI Professional in Business Analysis | =PMI-PBA > Business Analysis
IREB Certified Professional for Requirements Engineering | =CPRE | IREB CPRE | =IREB > Requirements Gathering
IIBA Certification in Business Data Analytics | =IIBA-CBDA | =CBDA > Business Analysis
Credit Unions | credit union industry | credit union operations
Lending | lending operations
`;
