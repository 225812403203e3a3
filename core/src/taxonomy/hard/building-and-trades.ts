// Skill data in the line format of ../README.md.
export default String.raw`
# Breadth for general contracting (preconstruction, buyout, controls, safety, closeout, delivery methods and
# contracts), structural engineering of buildings, HVAC/R service, and the building trades and facilities
# maintenance. Plain words that are often not skills in prose ("boilers", "lighting", "specifications") carry "~";
# acronyms that are also words or common in IDs carry "=".

## Construction delivery methods and contracts
Guaranteed Maximum Price | guaranteed maximum price contracts | guaranteed max price | GMP contracts | GMP contract | GMP estimates | GMP pricing
Lump-Sum Contracts | lump sum contracts | stipulated sum contracts | stipulated-sum contracts | lump-sum contracting
Cost-Plus Contracts | cost plus contracts | cost-plus-fee contracts | cost plus fee contracts
Unit Price Contracts | unit-price contracts | unit price contracting
Job Order Contracting | =JOC | job order contracts
Progressive Design-Build | progressive design build > Design-Build
Design-Assist | design assist > Preconstruction
Hard Bid Projects | hard-bid projects | hard bid | hard-bid > Design-Bid-Build
Public-Private Partnerships | public private partnerships
AIA A201 | A201 General Conditions | AIA A201 General Conditions > AIA Contract Documents
ConsensusDocs | ConsensusDocs contracts > AIA Contract Documents
EJCDC Contract Documents | =EJCDC | EJCDC contracts
FIDIC Contracts | =FIDIC | FIDIC conditions of contract
Construction Contract Administration | construction contract management > Contract Administration
Construction Claims | delay claims | construction claims analysis > Construction Contract Administration
Schedule Delay Analysis | delay analysis | forensic schedule analysis | time impact analysis > Construction Scheduling
Potential Change Orders | =PCO > Change Order Management
Change Order Requests | change order request > Change Order Management
Subcontractor Buyout | ~buyout | project buyout | procurement buyout > Subcontractor Management
Subcontract Administration | subcontract writing | subcontract management > Subcontractor Management
Subcontractor Prequalification | subcontractor prequal | trade partner prequalification > Subcontractor Management
OAC Meetings | =OAC | owner-architect-contractor meetings | owner/architect/contractor meetings | owner architect contractor meetings
Payment and Performance Bonds | performance bonds | payment bonds | construction bonding

## Construction cost and schedule controls
Cost Control | cost controls | project cost control | construction cost control > Project Budgeting
Budget Management | budget oversight > Budgeting
Cost-to-Complete Forecasting | cost to complete | cost-to-complete | cost-to-complete projections > Cost Control
Conceptual Estimating | conceptual estimates | conceptual cost estimating > Construction Estimating
Rough Order of Magnitude Estimates | =ROM estimates | ROM estimating | rough order of magnitude > Conceptual Estimating
Life Cycle Cost Analysis | =LCCA | life-cycle cost analysis | lifecycle cost analysis
Target Value Design | =TVD > Lean Construction
Baseline Schedules | baseline schedule development | schedule baselining > Construction Scheduling
4D Scheduling | 4D BIM | 4D construction simulation > Construction Scheduling, Building Information Modeling
Oracle Primavera Cloud | Primavera Cloud > Oracle Primavera P6
Oracle Primavera Unifier | Primavera Unifier | Oracle Unifier > Construction Management
Asta Powerproject | Powerproject > Construction Scheduling
Bentley SYNCHRO 4D | SYNCHRO 4D | SYNCHRO Pro > 4D Scheduling
Touchplan > Pull Planning

## Construction management and estimating software
Autodesk Build > Autodesk Construction Cloud
BuildingConnected | Autodesk BuildingConnected > Bid Preparation
ConstructConnect | iSqFt > Bid Preparation
Dodge Construction Network | Dodge Data & Analytics | Dodge Reports > Bid Preparation
Oracle Aconex | Aconex > Construction Management
Oracle Textura | Textura | Textura Payment Management > Pay Applications
Trimble Connect > Building Information Modeling
OpenSpace | OpenSpace.ai > Reality Capture
SafetyCulture | iAuditor | SafetyCulture iAuditor > Construction Safety
Foundation Software | Foundation Construction Accounting > Construction Accounting
Viewpoint Spectrum | Trimble Spectrum | Spectrum Construction Software > Construction Accounting
Sage Estimating | Sage Timberline Estimating > Construction Estimating
ProEst | Autodesk ProEst > Construction Estimating
STACK Takeoff | STACK Construction Technologies > Quantity Takeoff
Trimble Accubid | Accubid > Construction Estimating
DESTINI Estimator | Beck DESTINI > Construction Estimating
WinEst | Trimble WinEst > Construction Estimating
AGTEK | AGTEK Earthwork > Quantity Takeoff

## Building information modeling and coordination
BIM Coordination | BIM coordination meetings > Building Information Modeling, Clash Detection
MEP Coordination | MEP/FP coordination | MEP clash coordination > BIM Coordination
Virtual Design and Construction > Building Information Modeling
BIM Execution Plans | BIM execution plan | BIM execution planning > Building Information Modeling
Scan-to-BIM | scan to BIM > 3D Laser Scanning, Building Information Modeling
Reality Capture > 3D Laser Scanning
COBie | Construction Operations Building Information Exchange > Building Information Modeling
Solibri | Solibri Model Checker > Clash Detection
Autodesk ReCap | ReCap Pro | ~=ReCap > Reality Capture
Autodesk Fabrication CADmep | CADmep > MEP Coordination
Autodesk Advance Steel | Advance Steel > Structural Steel Detailing
SDS/2 | =SDS2 > Structural Steel Detailing

## Construction documents and drawings
Construction Drawings | construction drawing sets > Construction Documents, Blueprint Reading
Construction Specifications | ~specifications | project specifications | construction specs > Construction Documents
Specification Writing | spec writing | specifications writing > Construction Specifications
Architectural Drawings | architectural plans | architectural blueprints > Blueprint Reading
Structural Drawings | structural plans | structural blueprints > Blueprint Reading
Mechanical Drawings | mechanical blueprints | mechanical prints | mechanical plans > Blueprint Reading
Isometric Drawings | piping isometrics | isometric drawing > Blueprint Reading
Construction Administration | construction phase services | construction administration services > Construction Documents
Site Observation | site observations | site observation reports | construction observation > Construction Administration
Structural Observation | structural observations > Site Observation, Special Inspections

## Construction sectors and specialties
Commercial Construction
Healthcare Construction | hospital construction | healthcare facility construction
Multifamily Construction | multi-family construction
Residential Construction | home building | homebuilding
Industrial Construction
Heavy Civil Construction | heavy civil | heavy highway construction
Data Center Construction | mission critical construction
Tenant Improvements | tenant improvement projects | tenant fit-out | tenant build-outs
Mass Timber | mass timber construction
Modular Construction | prefabricated construction | offsite construction

## Construction safety and healthcare construction controls
Construction Safety | jobsite safety | job site safety | construction site safety | site safety > OSHA 1926
Infection Control Risk Assessment | =ICRA | ICRA permits > Healthcare Construction
Interim Life Safety Measures | =ILSM > Healthcare Construction
Pre-Construction Risk Assessment | =PCRA > Healthcare Construction
Critical Lift Plans | lift plans | crane lift planning | rigging plans > Crane Operation
Excavation Safety | trench safety | excavation and trenching safety > Trenching and Shoring
OSHA Competent Person | competent person training > OSHA 1926
Hot Work Permits | hot work permit program | hot work safety
EM 385-1-1 | USACE EM 385-1-1 | =EM 385 > Construction Safety
Construction Quality Management | construction quality control > Quality Control
CQM-C | Construction Quality Management for Contractors | USACE CQM | CQM certification > Construction Quality Management
Construction Health and Safety Technician | =CHST > Construction Safety
Safety Trained Supervisor Construction | =STSC | STS-Construction > Construction Safety
OSHA 500 | OSHA Outreach Trainer > OSHA 1926

## Building codes and design standards
International Residential Code
International Energy Conservation Code | =IECC > Building Codes
International Existing Building Code | =IEBC > International Building Code
International Mechanical Code | ?=IMC > Building Codes
International Fire Code > Building Codes
International Fuel Gas Code | =IFGC > Building Codes
Uniform Mechanical Code | =UMC > Building Codes
California Building Code > International Building Code
California Title 24 | Title 24 energy code | Title 24 energy compliance > International Energy Conservation Code
FGI Guidelines | Facility Guidelines Institute | FGI Guidelines for Design and Construction > Healthcare Construction
OSHPD | Office of Statewide Health Planning and Development > Healthcare Construction
NFPA 99 | Health Care Facilities Code > NFPA Codes, Life Safety Code
NFPA 25 | sprinkler inspection, testing and maintenance > NFPA 13
NFPA 20 > NFPA 13
NFPA 54 | National Fuel Gas Code > Gas Piping
NFPA 110 | Standard for Emergency and Standby Power Systems > Emergency Generators
ASHRAE Standards | ASHRAE | ASHRAE guidelines > HVAC Design
ASHRAE 90.1 | ASHRAE Standard 90.1 > ASHRAE Standards
ASHRAE 62.1 | ASHRAE Standard 62.1 > ASHRAE Standards
ASHRAE 170 | ASHRAE Standard 170 > ASHRAE Standards, Healthcare Construction
ASHRAE Guideline 36 | Guideline 36 > ASHRAE Standards, Direct Digital Controls
SMACNA Standards | =SMACNA > Ductwork Installation
ASCE 41 | Seismic Evaluation and Retrofit of Existing Buildings | seismic evaluation > Seismic Retrofit
National Design Specification for Wood Construction | =NDS | NDS for Wood Construction | National Design Specification > Timber Design
SDPWS | Special Design Provisions for Wind and Seismic > Timber Design
TMS 402 | TMS 402/602 | ACI 530 | Building Code Requirements for Masonry Structures > Masonry Design
ACI 301 | Specifications for Structural Concrete > ACI 318
AISC 341 | Seismic Provisions for Structural Steel Buildings > AISC Steel Construction Manual
AISC 358 | prequalified moment connections > AISC Steel Construction Manual
AISI S100 | North American Specification for the Design of Cold-Formed Steel > Cold-Formed Steel Design
PCI Design Handbook > Precast Concrete

## Green building and energy
Life Cycle Assessment | ?~=LCA | life-cycle assessment | lifecycle assessment | ISO 14040 | ISO 14044 > Embodied Carbon Analysis
WELL Building Standard | WELL v2
Green Globes
BREEAM
Living Building Challenge
Passive House | Passivhaus | =PHIUS | Passive House design
ENERGY STAR Portfolio Manager | Energy Star benchmarking > Energy Audits
Embodied Carbon Analysis | embodied carbon | whole building life cycle assessment > LEED
IES Virtual Environment | =IES VE | =IESVE > Energy Modeling
OpenStudio > EnergyPlus
Wrightsoft | Wrightsoft Right-Suite > HVAC Load Calculations
Indoor Air Quality | =IAQ
Building Envelope Design | building enclosure design | building envelope consulting | building envelope
Retro-Commissioning | retrocommissioning | =RCx > Building Commissioning
Functional Performance Testing | =FPT > Building Commissioning
Point-to-Point Checkout | point-to-point testing | point to point checkout > Building Commissioning

## Structural engineering design and analysis
Wind Design | wind load design > Structural Design, ASCE 7
Seismic Retrofit | seismic retrofitting | seismic strengthening | seismic rehabilitation > Seismic Design
Lateral Design | lateral system design | lateral force-resisting system design | lateral analysis | lateral load analysis > Structural Design
Performance-Based Seismic Design | performance-based earthquake engineering > Seismic Design
Cold-Formed Steel Design | light-gauge steel design | =CFS design | cold-formed steel | light gauge steel | light-gauge steel | cold-formed steel framing > Structural Steel Design
Prestressed Concrete Design | prestressed concrete > Reinforced Concrete Design
Cross-Laminated Timber | cross laminated timber | ?=CLT > Mass Timber
Glued Laminated Timber | glulam > Mass Timber
Structural Steel Detailing | steel detailing > Structural Steel Design
Structural Condition Assessment | structural condition assessments | structural evaluations | structural assessments | structural inspections | existing building evaluations > Structural Analysis
Facade Inspection | facade inspections | facade condition assessments > Structural Condition Assessment
Concrete Repair | concrete restoration | spall repair
RAM Structural System | Bentley RAM Structural System | RAM SS > Structural Analysis
RAM Concept | Bentley RAM Concept > Post-Tensioned Concrete
ADAPT-PT | ADAPT PT | ADAPT-PT/RC | ~=ADAPT > Post-Tensioned Concrete
CSI SAFE > Reinforced Concrete Design
CSiBridge | CSI Bridge > Bridge Design
RISAFloor | RISA Floor > RISA-3D
RISAFoundation | RISA Foundation > RISA-3D, Foundation Design
ENERCALC | ENERCALC SEL | ENERCALC Structural Engineering Library > Structural Calculations
Tekla Structural Designer > Structural Analysis
IDEA StatiCa > Connection Design
Dlubal RFEM | RFEM > Structural Analysis
Autodesk Robot Structural Analysis | Robot Structural Analysis > Structural Analysis
spColumn | StructurePoint spColumn > Reinforced Concrete Design
Hilti PROFIS Engineering | Hilti PROFIS | PROFIS Anchor > Anchor Design
Anchor Design | concrete anchor design | post-installed anchor design > Structural Design
CSI PERFORM-3D | PERFORM-3D > Performance-Based Seismic Design

## HVAC/R equipment and systems
Split Systems | split system air conditioners | split-system units > HVAC Repair
Chillers | chiller systems | chiller plants > Chiller Maintenance
Cooling Towers | cooling tower systems > Chiller Maintenance
Boiler Systems | ~boilers | hot water boilers | steam boilers | commercial boilers > Boiler Maintenance
Furnaces | gas furnaces | oil furnaces > HVAC Repair
Variable Air Volume Systems | =VAV | variable air volume | VAV systems > HVAC
VAV Boxes | VAV terminal units | VAV terminals > Variable Air Volume Systems
Air Handling Units | =AHU | air handlers > HVAC
Fan Coil Units | =FCU | fan coils > HVAC
Makeup Air Units | make-up air units | makeup air systems > HVAC
Energy Recovery Ventilators | =ERV | energy recovery ventilation > HVAC
Heat Recovery Ventilators | =HRV > Energy Recovery Ventilators
Dedicated Outdoor Air Systems | =DOAS > HVAC
Variable Refrigerant Flow | =VRF | VRF systems | =VRV | variable refrigerant volume > HVAC
Geothermal Heat Pumps | ground source heat pumps | =GSHP | geothermal HVAC | ~geothermal > Heat Pump Installation
Packaged Terminal Air Conditioners | =PTAC | PTAC units > HVAC
Evaporative Cooling | evaporative coolers | swamp coolers > HVAC
Radiant Heating | radiant floor heating | radiant heating systems > Hydronic Heating
Steam Systems | steam heating systems | steam heating > Boiler Operation
Steam Traps | steam trap maintenance | steam trap testing > Steam Systems
Economizers | economizer controls > HVAC Controls
Kitchen Exhaust Systems | kitchen hoods | commercial kitchen exhaust > HVAC
Psychrometrics | psychrometric analysis | psychrometric charts > HVAC Design
HVAC Duct Design | duct design | ductwork design | duct sizing | ductwork layout > HVAC Design
ACCA Manual D | Manual D > HVAC Duct Design
ACCA Manual S | Manual S > HVAC Design
Hydronic System Design | hydronic design | hydronic systems design > HVAC Design, Hydronic Heating
Smoke Control Systems | smoke control | smoke management systems > Fire Protection Engineering
Thermostat Installation | thermostat wiring | smart thermostat installation | thermostats | programmable thermostats > HVAC Controls

## Refrigeration service
Commercial Refrigeration | commercial refrigeration systems > Refrigeration
Walk-In Coolers | walk-in freezers | walk-in coolers and freezers > Commercial Refrigeration
Ice Machines | ice machine repair | ice machine service > Commercial Refrigeration
Refrigeration Cycle | vapor compression cycle | vapor-compression refrigeration cycle | refrigeration cycles > Refrigeration
Superheat and Subcooling | superheat/subcool | superheat and subcool | superheat/subcooling | superheat and subcooling measurements | superheat | subcooling | target superheat > Refrigerant Charging
Refrigerant Charging | refrigerant charge | charging refrigerant | charge refrigerant > HVAC Repair
Refrigerant System Evacuation | refrigeration system evacuation | vacuum evacuation | system evacuation and dehydration > Refrigerant Recovery
Refrigerant Leak Detection | refrigerant leak testing | refrigerant leak checks > HVAC Repair
Refrigerant Management | refrigerant tracking | refrigerant compliance | refrigerants > Refrigerant Recovery, EPA Section 608 Certification
A2L Refrigerants | =A2L | A2L refrigerant handling | mildly flammable refrigerants > Refrigerant Recovery
Refrigeration Compressors > Refrigeration
Manifold Gauges | refrigerant gauges | digital manifold gauges > Refrigerant Charging
Burner Maintenance | burner service | burner tune-ups | burner adjustment > Boiler Maintenance
IIAR Standards | =IIAR | IIAR 2 > Ammonia Refrigeration

## Building automation and controls
Direct Digital Controls | =DDC | DDC controls | direct digital control > Building Automation Systems
BACnet | BACnet/IP | BACnet MS/TP > Building Automation Systems
LonWorks | LonTalk > Building Automation Systems
Johnson Controls Metasys | Metasys | JCI Metasys > Building Automation Systems
Tridium Niagara | Niagara Framework | Niagara 4 | NiagaraAX | Niagara AX | Tridium | ?=Niagara > Building Automation Systems
=JACE | JACE controllers > Tridium Niagara
Siemens Desigo CC | Desigo CC | Siemens Desigo > Building Automation Systems
Siemens APOGEE | APOGEE Insight > Building Automation Systems
Honeywell WEBs | Honeywell WEBs-N4 > Tridium Niagara
Schneider Electric EcoStruxure Building Operation | EcoStruxure Building Operation | StruxureWare Building Operation > Building Automation Systems
Automated Logic WebCTRL | WebCTRL | =Automated Logic > Building Automation Systems
Distech Controls | Distech > Building Automation Systems
Alerton | Alerton Compass > Building Automation Systems
Trane Tracer SC | Tracer SC | Trane Tracer Ensemble > Building Automation Systems
Carrier i-Vu | i-Vu > Building Automation Systems
Delta Controls | enteliWEB > Building Automation Systems
Energy Management Systems | energy management system | ?=EMS > Building Automation Systems
Fault Detection and Diagnostics | =FDD | automated fault detection and diagnostics > Building Automation Systems
Pneumatic Controls | pneumatic HVAC controls | pneumatic control systems > HVAC Controls
Lighting Controls | lighting control systems | occupancy sensors | photocells | dimming systems | daylight harvesting > Lighting Systems
Lutron | Lutron lighting controls > Lighting Controls

## Electrical trades and power equipment
Lighting Systems | ~lighting > Lighting Installation
Emergency Lighting | exit lighting | emergency and exit lighting | exit signs > Lighting Systems
Switchgear > Power Distribution
Panelboards | panel boards > Power Distribution
Electrical Transformers | power transformers | distribution transformers > Power Distribution
Circuit Breakers > Power Distribution
Motor Starters | magnetic starters > Motor Controls
Electric Motor Maintenance | motor maintenance | motor repair | electric motor repair > Industrial Maintenance
Uninterruptible Power Supply | UPS systems | uninterruptible power supplies > Power Distribution
Automatic Transfer Switches | automatic transfer switch | transfer switches | ?=ATS > Emergency Generators
Medium Voltage Systems | medium voltage | medium-voltage systems > High Voltage Systems
Power Factor Correction > Power Quality
Hipot Testing | high potential testing | hi-pot testing | dielectric withstand testing > Megger Testing
Industrial Sensors | ~sensors > Instrumentation and Control
Proximity Sensors > Industrial Sensors
Photoelectric Sensors | photo-electric sensors > Industrial Sensors
Canadian Electrical Code > National Electrical Code
CCTV Installation | security camera installation | video surveillance installation > Low Voltage Wiring
Access Control Installation | access control systems installation | card access systems > Low Voltage Wiring

## Plumbing, piping and fire protection
Fire Sprinkler Systems | fire sprinklers | fire sprinkler installation | sprinkler systems > Fire Protection Engineering
Fire Suppression Systems | fire suppression | kitchen hood suppression systems > Fire Sprinkler Systems
Fire Pumps | fire pump testing > Fire Sprinkler Systems
Drain, Waste and Vent | =DWV | drain-waste-vent | DWV piping > Plumbing
Domestic Water Systems | domestic water piping | domestic hot water systems > Plumbing
Cross-Connection Control | cross connection control > Backflow Testing
Sewer Camera Inspection | sewer camera | video pipe inspection | drain camera inspection | CCTV inspection > Drain Cleaning
Grease Interceptors | grease traps > Plumbing
Sump Pumps | sump pump installation > Plumbing
Sewage Lift Stations | lift stations | sewage ejector pumps > Plumbing
Tankless Water Heaters | tankless water heater installation > Water Heater Installation
Copper Pipe Soldering | sweat soldering | sweating copper > Plumbing
Press-Fit Piping | ProPress | Viega ProPress | press fitting > Plumbing
Grooved Piping | Victaulic | grooved pipe fittings > Pipefitting
CPVC Piping | =CPVC > Plumbing
Steamfitting | steam fitting > Pipefitting
Hydrostatic Testing | hydro testing | hydrotest | hydrostatic pressure testing > Pipefitting
Plumbing Design | plumbing engineering > MEP Design
Pipe Stress Analysis | piping stress analysis > Piping Design
CAESAR II | Hexagon CAESAR II > Pipe Stress Analysis
Pump Selection | pump sizing > Centrifugal Pumps
Centrifugal Pumps | centrifugal pump > Rotating Equipment
Heat Exchangers > Heat Transfer
Compressed Air Systems | air compressors | compressed air > Industrial Maintenance
Laser Shaft Alignment | shaft alignment | laser alignment | precision alignment > Industrial Maintenance

## Facilities maintenance and operations
Facilities Management | facility management > Facilities Maintenance
Facilities Maintenance | facility maintenance | building maintenance > Preventive Maintenance
Facility Condition Assessments | facility condition assessment | building condition assessments > Facilities Management
Life Safety Systems > Fire Alarm Systems, Life Safety Code
Elevator Maintenance | elevator service | elevator repair | elevator and escalator maintenance
Locksmithing | lock repair | rekeying
Appliance Repair | appliance service
Corrigo | JLL Corrigo > Computerized Maintenance Management Systems
ServiceChannel > Computerized Maintenance Management Systems
=FMX > Computerized Maintenance Management Systems
=UpKeep | UpKeep CMMS > Computerized Maintenance Management Systems
Fiix | Fiix CMMS > Computerized Maintenance Management Systems
eMaint | eMaint CMMS > Computerized Maintenance Management Systems
MaintainX > Computerized Maintenance Management Systems
Limble CMMS | Limble > Computerized Maintenance Management Systems
Archibus > Facilities Management
IBM TRIRIGA | TRIRIGA > Facilities Management
Brightly Software | Brightly Asset Essentials | Dude Solutions > Computerized Maintenance Management Systems
Infor EAM | Infor Enterprise Asset Management | Datastream 7i > Computerized Maintenance Management Systems
BuildOps > ServiceTitan
FieldEdge > ServiceTitan
simPRO > ServiceTitan
ServiceTrade > ServiceTitan

## Construction and trade licences and certifications
LEED AP BD+C | LEED AP Building Design + Construction | LEED AP Building Design and Construction > LEED Accredited Professional
LEED AP O+M | LEED AP Operations + Maintenance | LEED AP Operations and Maintenance > LEED Accredited Professional
LEED AP ID+C | LEED AP Interior Design + Construction | LEED AP Interior Design and Construction > LEED Accredited Professional
=WELL AP | WELL Accredited Professional > WELL Building Standard
Certified Passive House Consultant | =CPHC > Passive House
Certified Construction Manager | =CMAA CCM | CMAA certification | ?=CCM
Associate Constructor | AIC Associate Constructor
DBIA Certification | =DBIA | DBIA Designated Design-Build Professional > Design-Build
AACE Certified Cost Professional | =AACE CCP | ?=CCP > Cost Control
AACE Planning and Scheduling Professional | =PSP | AACE PSP > Construction Scheduling
Certified Professional Estimator | ASPE Certified Professional Estimator | =ASPE CPE > Construction Estimating
Certified Healthcare Constructor | =ASHE CHC | ?=CHC > Healthcare Construction
General Contractor License | general contractor's license | =GC license
Electrical Contractor License | electrical contractor's license > Master Electrician License
HVAC License | HVAC licence | state HVAC license | HVAC contractor license > HVAC Repair
Mechanical Contractor License | mechanical contractor's license > HVAC License
Gas Fitter License | gas fitter licence | gas fitting license > Gas Piping
Backflow Tester Certification | certified backflow tester | backflow certification | =ASSE 5110 > Backflow Testing
Boiler Operator License | boiler operator's license | boiler license | licensed boiler operator > Boiler Operation
Stationary Engineer License | stationary engineer's license | operating engineer license > Boiler Operation
Building Operator Certification | BOC certification | BOC Level I | BOC Level II > Facilities Maintenance
Certified Facility Manager | IFMA CFM | ?=CFM > Facilities Management
EPA 608 Universal Certification | EPA Section 608 Universal | EPA 608 Universal | EPA Section 608 Universal certification | Universal 608 certification | Universal certification | universal EPA certification | EPA Universal Certification | EPA Universal > EPA Section 608 Certification
EPA 608 Type I | EPA Section 608 Type I > EPA Section 608 Certification
EPA 608 Type II | EPA Section 608 Type II > EPA Section 608 Certification
EPA 608 Type III | EPA Section 608 Type III > EPA Section 608 Certification
HVAC Excellence Certification | HVAC Excellence > HVAC Repair
RSES Certification | =RSES | RSES CM > Refrigeration
RETA Certification | =RETA > Ammonia Refrigeration
Certified Assistant Refrigeration Operator | =CARO > RETA Certification
Certified Industrial Refrigeration Operator | =CIRO > RETA Certification
NICET Certification | =NICET | NICET Fire Alarm Systems | NICET Level II | NICET Level III > Fire Alarm Systems
NETA Certification | =NETA | NETA Level III | NETA certified technician > Hipot Testing
Qualified Elevator Inspector | =QEI > Elevator Maintenance
ICC Special Inspector | ICC special inspector certification > Special Inspections
ICC Building Inspector | ICC building inspector certification > Construction Inspection
Building Commissioning Professional | =BCxP > Building Commissioning
Certified Commissioning Authority | =CxA > Building Commissioning
`;
