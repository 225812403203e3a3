// Skill data in the line format of ../README.md: second pass for civil engineering (structural, transportation, water resources), construction project management, electrical power engineering, controls and automation engineering, mechanical design and manufacturing engineering, HVAC, electricians, industrial maintenance.
export default String.raw`
## Structural, bridge and site civil engineering
# Building structural systems and methods
Composite Steel Deck Design | composite deck design | composite steel deck | composite beam design | composite floor systems | composite beams > Structural Steel Design
Steel Joist Design | steel joists | open web steel joists | Steel Joist Institute | =SJI specifications | joist girders > Structural Steel Design
Shear Wall Design | shear walls | wood shear wall design | masonry shear walls | concrete shear walls > Lateral Design
Diaphragm Design | diaphragm analysis | horizontal diaphragms | roof diaphragm design | diaphragms > Lateral Design
Shallow Foundation Design | spread footings | spread footing design | mat foundations | mat foundation design | slab-on-grade design | slab on grade design | footings | footing design > Foundation Design
Steel Moment Frames | moment frame design | special moment frames | moment frames > Lateral Design, Seismic Design
Braced Frame Design | braced frames | concentrically braced frames | eccentrically braced frames | buckling-restrained braced frames | =BRBF | =SCBF > Lateral Design, Seismic Design
Wind Load Calculations | wind loads | wind load analysis | components and cladding loads > Wind Design
Load and Resistance Factor Design | =LRFD | =LRFD design > Structural Design
Allowable Stress Design | allowable strength design > Structural Design
Rebar Detailing | reinforcing steel detailing | rebar shop drawings | reinforcement detailing > Reinforced Concrete Design
Concrete Mix Design | concrete mix designs | mix design review > Materials Testing
Delegated Design | delegated design submittals | delegated engineering > Structural Design
Forensic Engineering | forensic structural engineering | structural forensics > Failure Analysis
Ground Penetrating Radar | =GPR | =GPR scanning | concrete scanning | =GPR surveys > Nondestructive Testing
PTI Certification | =PTI Level 1 | =PTI Level 2 | PTI certified | Post-Tensioning Institute certification > Post-Tensioned Concrete
# Foundations and earth retention
Helical Piles | helical piers | helical anchors > Deep Foundations
Micropiles | micropile design | micro piles > Deep Foundations
Sheet Pile Walls | sheet piling | sheet pile design | steel sheet piles > Retaining Wall Design
Soldier Pile and Lagging | soldier piles | soldier pile walls | soldier pile and lagging walls > Shoring Design
# Bridges and structures
Bridge Rehabilitation | bridge rehabilitation design | bridge repair design | bridge preservation > Bridge Design
Bridge Deck Design | bridge decks | deck replacement design > Bridge Design
Steel Girder Bridge Design | steel girder design | plate girder design | steel plate girders > Bridge Design
Prestressed Girder Design | prestressed girders | prestressed concrete girders | prestressed beam design > Bridge Design, Prestressed Concrete Design
Bridge Scour Analysis | scour analysis | =HEC-18 | scour evaluations | scour countermeasures > Bridge Hydraulics
# Structural software
Bentley LEAP Bridge | LEAP Bridge | LEAP Bridge Concrete | LEAP Bridge Steel | =CONSPAN | Bentley CONSPAN > Bridge Design
Midas Civil | MIDAS Civil NX > Bridge Design
AASHTOWare Bridge Rating | =BrR | AASHTOWare BrR | AASHTOWare Bridge Design | =BrD | =Virtis > Bridge Load Rating
Tekla Tedds | =Tedds > Structural Calculations
# Site civil and land development
Mass Grading | mass grading plans | cut and fill | cut/fill analysis | earthwork balancing | earthwork analysis > Grading and Drainage
Land Use Entitlements | entitlement process | land entitlements | entitlement processing > Land Development
Subdivision Design | subdivision plats | subdivision layout | residential subdivision design | plat preparation > Land Development
Utility Plan Preparation | utility plans | utility plan sheets | water and sewer plans > Utility Design
Dry Utilities | dry utility coordination | dry utility design > Utility Design
Wet Utilities | wet utility design | wet utility installation > Underground Utilities
Parking Design | parking lot design | parking layout | parking facility design > Site Plans
Engineering Plan Review | development plan review | construction plan review | plan checking > Site Plans
Bid Documents | bid document preparation | bidding documents | bid sets > Construction Documents
Opinion of Probable Construction Cost | =OPCC | engineer's estimate | engineer's estimates | engineer's opinion of probable construction cost | engineer's opinion of probable cost > Cost Estimating
NCEES Record | =NCEES | NCEES Council Record > Professional Engineer
FAA Advisory Circulars | =FAA AC 150 | FAA airport design standards | =AC 150/5300-13 > Airport Engineering

## Transportation and traffic engineering
# Studies and analysis
Corridor Studies | corridor study | corridor planning studies > Transportation Planning
Parking Studies | parking demand studies | parking occupancy studies | parking analysis > Transportation Planning
Road Safety Audits | road safety audit | roadway safety audits | road safety assessments > Traffic Safety Analysis
Highway Safety Improvement Program | =HSIP | =HSIP applications > Traffic Safety Analysis
Crash Modification Factors | =CMF | =CMFs | crash reduction factors > Highway Safety Manual
Access Management | access management plans | driveway access management | access spacing > Traffic Engineering
Level of Service Analysis | =LOS analysis | intersection level of service | =LOS calculations | ~level of service > Traffic Operations Analysis
Traffic Queuing Analysis | vehicle queuing analysis | queue length analysis | turn lane storage analysis > Traffic Operations Analysis
Freeway Operations Analysis | freeway operations | freeway analysis | weaving analysis | merge and diverge analysis > Traffic Operations Analysis
Sight Distance Analysis | intersection sight distance | stopping sight distance | sight distance evaluations | sight distance | sight distance triangles > Geometric Design
Corridor Modeling | Civil 3D corridors | corridor models | OpenRoads corridors > Highway Design
VMT Analysis | vehicle miles traveled analysis | vehicle miles traveled | =SB 743 > Transportation Planning
Travel Demand Management | transportation demand management | =TDM programs | =TDM plans > Transportation Planning
Transit Planning | transit service planning | bus service planning | transit route planning > Transportation Planning
# Design treatments
Traffic Calming | traffic calming measures | traffic calming design | neighborhood traffic management > Traffic Engineering
Pedestrian Crossing Treatments | pedestrian hybrid beacons | =PHB | rectangular rapid flashing beacons | =RRFB | =RRFBs | =HAWK signals | =HAWK beacons > Traffic Engineering
Shared-Use Path Design | shared use paths | shared-use paths | multi-use trails | multi-use path design | trail design > Active Transportation Planning
Bikeway Design | bike lanes | protected bike lanes | separated bike lanes | bike lane design > Active Transportation Planning
Safe Routes to School | =SRTS > Active Transportation Planning
Pavement Rehabilitation | pavement rehabilitation design | pavement rehab | mill and overlay | full depth reclamation > Pavement Design
Pavement Evaluation | pavement condition evaluation | falling weight deflectometer | =FWD testing | pavement coring > Pavement Management
Pavement Preservation | pavement maintenance treatments | chip seals | crack sealing | slurry seals | micro-surfacing > Pavement Management
Photometric Analysis | photometric calculations | photometric plans | photometrics | lighting calculations | point-by-point lighting calculations > Lighting Design
AGi32 | Lighting Analysts AGi32 | =ElumTools > Photometric Analysis
# Signals, ITS and operations
Traffic Signal Controllers | signal controller programming | =ATC controllers | =NEMA TS2 | =TS2 cabinets | traffic signal cabinets > Traffic Signal Design
Econolite Centracs | =Centracs | Econolite | Econolite controllers | Econolite Cobalt | =ASC/3 > Traffic Signal Controllers
Automated Traffic Signal Performance Measures | =ATSPM | =ATSPMs | signal performance measures > Signal Timing
Adaptive Signal Control | adaptive signal control technology | =ASCT | adaptive traffic signals | =SCATS > Signal Timing
Transportation Systems Management and Operations | =TSMO > Intelligent Transportation Systems
# Traffic and planning software and data
Aimsun | Aimsun Next > Traffic Simulation
StreetLight Data | StreetLight InSight > Traffic Data Collection
Cube Voyager | Bentley CUBE | Citilabs Cube > Travel Demand Modeling
# Agencies, programs and environmental review
California Environmental Quality Act | =CEQA | =CEQA compliance | =CEQA documentation > NEPA Compliance
NEPA Categorical Exclusions | categorical exclusions | categorical exclusion documentation > NEPA Compliance
Federal-Aid Project Delivery | federal-aid projects | federal-aid highway program | Local Agency Program | =LAP projects | =LPA projects | local public agency projects > FHWA Standards
Buy America Requirements | Buy America | Build America, Buy America | =BABA > FHWA Standards
TxDOT Standards | =TxDOT | TxDOT specifications | TxDOT design standards | Texas Department of Transportation standards > State DOT Standards
Caltrans Standards | =Caltrans | Caltrans standard plans | Caltrans Highway Design Manual > State DOT Standards
FDOT Standards | =FDOT | FDOT design manual | FDOT standard plans > State DOT Standards
PennDOT Standards | =PennDOT | PennDOT Publication 13M > State DOT Standards
Flagger Certification | =ATSSA flagger | flagging certification | certified flagger | flagger training | traffic flagging > Work Zone Traffic Control
ATSSA Traffic Control Certification | =ATSSA | ATSSA traffic control supervisor | ATSSA traffic control technician | traffic control supervisor certification > Work Zone Traffic Control

## Water resources, stormwater and utility infrastructure
# Hydrology and hydraulics
Hydrologic and Hydraulic Analysis | =H&H analysis | =H&H modeling | =H&H studies | hydrology and hydraulics | hydrologic and hydraulic modeling | hydrologic and hydraulic studies > Hydraulic Modeling, Hydrology
Flood Studies | flood risk studies | flood hazard studies | flood risk assessment | flood risk analysis > Floodplain Management
Flood Frequency Analysis | flood frequency | Bulletin 17C | Log-Pearson Type III | peak flow frequency analysis > Hydrology
Curve Number Method | =SCS curve number | curve numbers | =NRCS curve number | =SCS method > Hydrology
Watershed Modeling | watershed models | watershed modelling > Hydrologic Modeling
Pond Routing | reservoir routing | detention routing | stage-storage-discharge | storage routing > Detention Pond Design
Hydraulic Structures Design | hydraulic structures | outlet structure design | outlet structures | energy dissipators | energy dissipation structures | weir design > Hydraulic Design
Inlet Spacing | inlet spacing calculations | gutter spread | gutter spread calculations | inlet capacity analysis | =HEC-22 | Urban Drainage Design Manual > Drainage Design
Drainage Calculations | drainage calcs | storm drainage calculations | stormwater calculations > Drainage Studies
Riprap Design | riprap sizing | rock riprap design | scour protection design > Hydraulic Design
Levee Design | levee systems | levee analysis | levee certification | levee accreditation | =44 CFR 65.10 | levees | levee evaluation > Floodplain Management
Flood Insurance Studies | Flood Insurance Rate Maps | =FIRM | =FIRMs | =FEMA Risk MAP | Risk MAP > Floodplain Mapping
Floodplain Development Permits | floodplain permits | floodplain development permitting | No-Rise certification | no-rise certifications | no-rise analysis > Floodplain Management
Dam Breach Analysis | dam breach modeling | dam break analysis | breach inundation mapping > Dam Safety
Spillway Design | spillways | spillway capacity analysis | spillway rehabilitation > Dam Safety
Autodesk InfoDrainage | InfoDrainage | Innovyze InfoDrainage > Stormwater Modeling
Bentley OpenFlows | OpenFlows | OpenFlows WaterGEMS | OpenFlows FLOOD | OpenFlows SewerGEMS > Hydraulic Modeling
# Stormwater programs and green infrastructure
Stormwater Master Planning | stormwater master plans | drainage master plans | drainage master planning | watershed master plans > Stormwater Management
Stormwater Permitting | stormwater permits | stormwater permit applications > NPDES
Stormwater Utility Management | stormwater utility | stormwater utility fees | stormwater fee credits | stormwater credits > Stormwater Management
Stormwater BMP Maintenance | BMP maintenance | stormwater facility maintenance > Stormwater BMPs
Green Roofs | green roof design | vegetated roofs > Low Impact Development
Infiltration Basins | infiltration practices | infiltration trenches | percolation testing | perc tests > Stormwater BMPs
Underground Detention Systems | underground detention | underground stormwater storage | StormTech chambers > Detention Pond Design
# Water and wastewater engineering
Water Master Planning | water master plans | water system master planning | sewer master planning | utility master planning | wastewater master plans > Water Distribution Design
Water Distribution Modeling | water distribution system modeling | water model calibration | water system hydraulic modeling | water distribution hydraulic models > Water Distribution Design, Hydraulic Modeling
Collection System Modeling | sewer modeling | sanitary sewer modeling | sewer system modeling | wastewater collection system modeling > Sanitary Sewer Design, Hydraulic Modeling
Water Main Design | water mains | water main replacement design | water line design | water transmission main design | transmission main design | water main relocation > Water Distribution Design
Force Main Design | force mains | sewer force mains > Pump Station Design
Water Storage Tank Design | water storage tanks | elevated storage tanks | ground storage tanks | water tank design | =AWWA D100 | =AWWA D110 > Water Distribution Design
Hydrant Flow Testing | fire hydrant flow tests | hydrant flow tests | fire flow testing > Water Distribution Design
Fire Flow Analysis | fire flow calculations | fire flow modeling | available fire flow > Water Distribution Design
Water Loss Control | water loss audits | =AWWA M36 | water audits | non-revenue water | =NRW reduction > Water Distribution Design
AWWA Standards | =AWWA | American Water Works Association standards | =AWWA C900 | =AWWA C151 > Water Distribution Design
Ten States Standards | Recommended Standards for Water Works | Recommended Standards for Wastewater Facilities > Water Treatment
Water Supply Planning | water supply plans | water resources planning | integrated water resources planning | water supply studies > Water Resources Engineering
Water Reuse | water reuse systems | recycled water | reclaimed water | potable reuse | water recycling > Water Treatment
Water Well Design | groundwater well design | production well design | well rehabilitation > Hydrogeology
Wellhead Protection | source water protection | wellhead protection plans | source water assessments > Safe Drinking Water Act
Disinfection Byproducts | =DBP | =DBPs | disinfection byproduct control | Stage 2 DBP Rule > Safe Drinking Water Act
PFAS Treatment | =PFAS | PFAS remediation | =PFAS regulations | =PFAS/PFOA | per- and polyfluoroalkyl substances > Water Treatment
Water Treatment Plant Design | treatment plant design | =WTP design | water treatment process design > Water Treatment
Wastewater Treatment Plant Design | =WWTP design | wastewater treatment design | =WRRF design | water resource recovery facility design > Wastewater Treatment
Granular Media Filtration | rapid sand filters | granular media filters | filter backwash | granular activated carbon | =GAC filtration > Water Treatment
UV Disinfection | ultraviolet disinfection | =UV reactors > Water Treatment
Chlorination Systems | chlorination | chlorine disinfection | sodium hypochlorite systems | chloramination | dechlorination > Water Treatment
Sanitary Sewer Overflows | sanitary sewer overflow | =SSO reduction | =CMOM | capacity, management, operation and maintenance > Sanitary Sewer Design
Sewer Rehabilitation | sewer rehabilitation design | manhole rehabilitation | sewer main rehabilitation | pipe lining > Trenchless Pipe Rehabilitation
Sewer Smoke Testing | smoke testing of sewers | sanitary sewer smoke testing > Inflow and Infiltration
Sewer Flow Monitoring | sewer flow metering | flow metering studies | wastewater flow monitoring > Inflow and Infiltration
# Utility asset management and GIS
Infrastructure Asset Management | utility asset management | water asset management | asset management plans | risk-based asset management > Capital Improvement Planning
Capital Improvement Planning | capital improvement plans | capital improvement program | =CIP planning | capital improvement projects | =CIP projects > Infrastructure Asset Management
Pipeline Condition Assessment | pipe condition assessment | water main condition assessment | pipe condition assessments > Infrastructure Asset Management
Cityworks | Trimble Cityworks | Azteca Cityworks | Cityworks AMS > Infrastructure Asset Management
Esri Utility Network | ArcGIS Utility Network | utility network model > ArcGIS
ArcGIS Survey123 | Survey123 | Survey123 for ArcGIS > ArcGIS

## Construction project management and field controls
# Cost, procurement and contract controls
Monthly Cost Reports | monthly cost reporting | project cost reports | construction cost reporting > Cost Control
Cost Codes | cost code structure | job cost codes | cost coding > Job Costing
Owner Billing | owner billings | owner pay applications > Pay Applications
Long-Lead Procurement | long-lead items | long lead items | long-lead equipment | long lead equipment | long-lead material procurement > Procurement
Bid Packages | bid package preparation | bid package development | trade bid packages > Subcontractor Buyout
Scope of Work Development | scopes of work | scope of work writing | scope sheets | trade scopes | subcontract scopes > Subcontract Administration
Self-Perform Work | self-perform | self-performed work | self-perform trades | self-perform concrete > Construction Management
Construction Change Directives | =CCD | =CCDs | change directives > Change Order Management
Architect's Supplemental Instructions | architects supplemental instructions | =ASI | =ASIs | =ASI log > Construction Administration
Time and Material Tickets | =T&M tickets | time and materials tickets | time-and-material tickets | =T&M tracking | =T&M work > Change Order Management
Recovery Schedules | recovery schedule | schedule recovery plans | schedule recovery > Construction Scheduling
Construction Phasing | phasing plans | construction phasing plans | phased construction | construction sequencing > Construction Scheduling
Project Controls | project controls engineering | project control systems > Earned Value Management
# Meetings, quality and turnover
Preconstruction Meetings | pre-construction meetings | precon meetings | preconstruction conferences | pre-construction conferences > Preconstruction
Preinstallation Meetings | pre-installation meetings | preinstallation conferences | pre-installation conferences > Construction Quality Management
Quality Control Plans | =QC plans | quality control plan | construction quality control plans | =CQC plans > Construction Quality Management
Three-Phase Inspection Process | three-phase inspection | three phase inspection | USACE three-phase inspection | preparatory, initial and follow-up inspections | preparatory inspections > CQM-C
Concrete Testing | concrete cylinder testing | concrete cylinders | slump testing | slump tests | concrete field testing | concrete compressive strength testing > Materials Testing
Third-Party Inspections | third party inspections | third-party inspection coordination > Quality Control
Mechanical Completion | system turnover | turnover packages | completions management | system completion | mechanical completion walkdowns > Commissioning and Startup
# Scopes and project types
Sitework | site work packages | site work | site preparation > Earthwork
Cast-in-Place Concrete | cast in place concrete | =CIP concrete | cast-in-place construction > Concrete Placement
MEP Systems | mechanical, electrical, and plumbing systems | mechanical, electrical and plumbing systems | =MEP construction | =MEP installation | =MEP > MEP Coordination
Fire Protection Systems | fire protection system installation | fire protection system inspections | ~fire protection > Fire Protection Engineering
Ground-Up Construction | ground up construction | ground-up projects > Commercial Construction
# Federal, public and insurance requirements
IDIQ Contracts | =IDIQ | indefinite delivery/indefinite quantity | indefinite delivery indefinite quantity | =IDIQ task orders | =MATOC | =SATOC > Federal Acquisition Regulation
USACE Resident Management System | USACE RMS | Resident Management System | =RMS/QCS > CQM-C
Unified Facilities Guide Specifications | =UFGS > Construction Specifications
Unified Facilities Criteria | =UFC | =UFC standards > Building Codes
DBE Program Compliance | Disadvantaged Business Enterprise | disadvantaged business enterprise program | =DBE compliance | =DBE participation | =DBE goals | =MBE/WBE participation | =M/WBE compliance | =DBE | =DBE program | =MBE/WBE | =MWBE | =M/WBE > Supplier Diversity
Subcontractor Default Insurance | Subguard | subcontractor default insurance programs > Subcontractor Prequalification
Wrap-Up Insurance Programs | =OCIP | =CCIP | owner-controlled insurance program | contractor-controlled insurance program | owner controlled insurance programs > Builders Risk Insurance
Certified Professional Constructor | AIC Certified Professional Constructor | ?=CPC | =AIC CPC > Associate Constructor
# Construction software
HCSS HeavyJob | HeavyJob > Job Costing
B2W Software | B2W Estimate | B2W Track | B2W Schedule > Construction Estimating
InEight | InEight Estimate | InEight Schedule | InEight Control > Construction Management

## Electric power engineering and utility systems
# Studies, standards and planning
IEEE 80 | IEEE Std 80 | IEEE guide for safety in AC substation grounding > Substation Grounding Design
IEEE 242 | Buff Book | IEEE Buff Book > Protective Device Coordination
ANSI Device Numbers | ANSI/IEEE device numbers | =IEEE C37.2 | device function numbers > Protective Relaying
Selective Coordination | selectively coordinated | =NEC 700.32 | selective coordination studies > Protective Device Coordination
Power System Contingency Analysis | =N-1 contingency analysis | =N-1 analysis | =N-1-1 | real-time contingency analysis | transmission contingency analysis > Transmission Planning
Power System Dynamic Modeling | dynamic model validation | generator model validation | =MOD-026 | =MOD-027 | =MOD-032 > Transient Stability Analysis
NERC PRC Standards | =NERC PRC | NERC protection standards | =PRC-024 | =PRC-027 > NERC Reliability Standards
NERC TPL-001 | =TPL-001 | =TPL-001-5 | NERC TPL standards > Transmission Planning
Load Studies | electrical load studies | load monitoring studies | 30-day load studies > Electrical Load Calculations
Inverter-Based Resources | inverter-based resource modeling | grid-forming inverters | grid-following inverters > Power Systems
Load Shedding Schemes | under-frequency load shedding | =UFLS | =UVLS | under-voltage load shedding > Protective Relaying
Remedial Action Schemes | =RAS schemes | special protection schemes | =SPS schemes | special protection systems > Protective Relaying
Synchrophasors | phasor measurement units | =PMU | =PMUs | synchrophasor data | wide area monitoring systems > Power Systems
Electrocon CAPE | ~=CAPE | =CAPE software | CAPE protection modeling > Protective Relaying
# Interconnection, markets and generation
Interconnection Applications | utility interconnection applications | generator interconnection applications | interconnection queue management > Interconnection Studies
Interconnection Agreements | =LGIA | =SGIA | generator interconnection agreements > Interconnection Studies
FERC Order 2023 | =FERC Order No. 2023 | cluster studies | interconnection cluster studies | cluster study process > Interconnection Studies
Power Purchase Agreements | power purchase agreement | =VPPA | virtual power purchase agreements | ?=PPA
PJM Interconnection Process | =PJM | PJM manuals | PJM interconnection queue > Interconnection Studies
=ERCOT | ERCOT protocols | ERCOT nodal protocols > Power Systems
=MISO | MISO interconnection | Midcontinent Independent System Operator > Power Systems
=CAISO | California ISO > Power Systems
Utility-Scale Solar Design | utility-scale solar | utility scale solar | solar farm design | =PV plant design | solar power plant design > Solar PV Design
Medium Voltage Collection System Design | collector system design | =MV collection system | solar collection system design | wind collection system design > Solar PV Design
HelioScope | Aurora Solar > Solar PV Design
Generator Step-Up Transformers | =GSU transformers | =GSU | generator step-up transformer > Electrical Transformers
Generator Paralleling | paralleling switchgear | generator paralleling controls | paralleling gear > Emergency Generators
NQA-1 | =ASME NQA-1 | NQA-1 quality assurance > Quality Management Systems
# Substation, protection and line design
Substation Physical Design | physical substation design | substation physical layout | substation layout | rigid bus design | substation structures > Substation Design
Protection and Control Design | =P&C design | protection & control design | =P&C engineering | protection and control engineering | relay panel design | protection and control | protection and controls > Protective Relaying
Three-Line Diagrams | three line diagrams | 3-line diagrams > Electrical Schematics
DC System Design | station battery sizing | battery sizing calculations | =IEEE 485 | substation DC systems | battery and charger sizing > Substation Design
Generator Protection | generator protection schemes | generator protective relaying > Protective Relaying
Transformer Protection | transformer protection schemes > Protective Relaying
Line Protection | transmission line protection | line protection schemes > Protective Relaying
Feeder Protection | distribution feeder protection | feeder protection schemes > Protective Relaying
SCADA Points Lists | points lists | =DNP points lists | SCADA point lists > SCADA
SEL AcSELerator Architect | AcSELerator Architect > IEC 61850
IEC 61850 GOOSE | =GOOSE messaging | GOOSE messages | IEC 61850 GOOSE messaging > IEC 61850
Bentley Substation | Bentley Promis.e | Promis.e | OpenUtilities Substation > Substation Design
Substation Commissioning | substation testing and commissioning | relay commissioning | protection and control commissioning | =P&C commissioning | trip testing > Relay Testing
CT Testing | current transformer testing | =CT excitation testing | =CT saturation testing | =CT ratio testing | =CT polarity testing > Instrument Transformers
Transformer Testing | power transformer testing | transformer acceptance testing | transformer diagnostics > Electrical Transformers
Equipment Specifications | equipment specification | electrical equipment specifications | equipment specification development | equipment specs > Specification Writing
Transmission Structure Design | tower design | steel pole design | transmission tower design | lattice tower design | transmission structures > Transmission Line Design
Transmission Line Ratings | line ratings | dynamic line ratings | conductor ratings > Transmission Line Design
OPGW | optical ground wire | =OPGW design | shield wire design > Transmission Line Design
Underground Transmission Design | underground transmission | =XLPE cable design | transmission cable design | =HPFF > Transmission Line Design
Grid Hardening | storm hardening | system hardening projects | wildfire mitigation plans > Power Distribution
Voltage Regulators | line voltage regulators | step voltage regulators | voltage regulator maintenance > Power Distribution
Revenue Metering | =CT metering | metering installation | meter installation | meter testing | revenue meter testing > Advanced Metering Infrastructure
# Building and industrial power design
Conduit Fill Calculations | conduit fill | raceway fill calculations > Electrical Design
Cable Pulling Calculations | pull tension calculations | cable pull calculations | sidewall pressure calculations > Electrical Design
Raceway Design | raceway and conduit design | conduit routing | cable raceway design > Electrical Design
Cable Schedules | cable schedule | cable and conduit schedules | cable pull lists > Electrical Design
Generator Sizing | generator sizing calculations | standby generator sizing > Emergency Generators
Critical Power Systems | critical power | mission critical electrical systems | critical power infrastructure > Uninterruptible Power Supply
Electrical Commissioning | electrical systems commissioning | electrical startup and commissioning | electrical acceptance testing > Building Commissioning

## Controls, automation and instrumentation
# Platforms, HMI and SCADA products
FactoryTalk Historian | FactoryTalk Historian SE > Process Historians
FactoryTalk Batch > Batch Control
ThinManager | Rockwell ThinManager | FactoryTalk ThinManager > Human-Machine Interface
Ignition Perspective | Ignition Perspective module > Ignition SCADA
Ignition Vision | Ignition Vision module > Ignition SCADA
Siemens ET 200 | Siemens ET200 | =ET 200SP | =ET200SP | =ET 200M | =ET 200MP > Remote I/O
Siemens PLCSIM | =PLCSIM | PLCSIM Advanced | =S7-PLCSIM > Siemens TIA Portal
B&R Automation Studio | =B&R Automation | B&R PLCs > PLC Programming
Red Lion HMI | Red Lion Controls | Red Lion Crimson | Crimson 3.0 | ~Red Lion > Human-Machine Interface
SCADAPack | Schneider SCADAPack > SCADA
Remote Terminal Units | remote terminal unit | remote terminal unit programming > SCADA
SCADA Telemetry | SCADA radio telemetry | licensed radio telemetry | telemetry radios > SCADA
Emulate3D | Rockwell Emulate3D | Emulate 3D > Virtual Commissioning
Virtual Commissioning | =PLC emulation | digital twin commissioning > Commissioning and Startup
# Programming methods and design deliverables
Add-On Instructions | Add-On Instruction | =AOI development | Rockwell AOIs | Logix AOIs > RSLogix
User-Defined Data Types | =UDT | =UDTs | user defined data types | user-defined types > PLC Programming
Control System Migration | =PLC migration | PLC migrations | =DCS migration | =PLC-5 to ControlLogix migration | legacy control system migration | control system upgrades | PLC upgrades > Control Systems
Functional Design Specifications | functional design specification | =FDS documents | control system functional specifications > Control Narratives
I/O Lists | I/O list | I/O mapping | I/O point lists > PLC Programming
Instrument Index | instrument indexes | instrument lists > Process Instrumentation
Loop Diagrams | loop sheets | instrument loop diagrams | loop drawings > Process Instrumentation
Termination Diagrams | termination drawings | wiring termination diagrams | interconnection diagrams | interconnect drawings > Electrical Schematics
Cascade Control | cascade control loops | cascade loops > PID Control
Servo Tuning | servo loop tuning | servo motor tuning | drive tuning > Servo Drives
Conveyor Controls | conveyor control systems | conveyor PLC programming | conveyor automation > Conveyor Systems
Pick-and-Place Systems | pick and place | pick-and-place | pick and place automation > Industrial Automation
Batch Recipe Management | batch recipes | batch recipe configuration > Batch Control
Alarm Rationalization | alarm rationalization workshops | alarm philosophy | alarm philosophy documents > Alarm Management
# Networks, fieldbus and hardware vendors
CIP Safety | CIP Safety over EtherNet/IP > Safety PLCs
PROFIsafe > Safety PLCs
PROFIBUS PA > PROFIBUS
Device Level Ring | device-level ring | =DLR topology > Industrial Ethernet
SAE J1939 | =J1939 > CAN Bus
ProSoft Technology | =ProSoft | ProSoft gateways | ProSoft modules > Industrial Ethernet
Bosch Rexroth | =Rexroth | =IndraWorks | Rexroth IndraDrive > Motion Control, Hydraulics
SEW-Eurodrive | SEW Eurodrive | =SEW drives | =MOVIDRIVE | =MOVITRAC > Variable Frequency Drives
SICK Sensors | =SICK AG | SICK safety scanners | SICK laser scanners > Industrial Sensors
Banner Engineering | Banner sensors | Banner Engineering sensors > Industrial Sensors
Pilz Safety Relays | =Pilz | =PNOZ | Pilz PNOZ | Pilz safety controllers > Safety Circuits
# Instrumentation vendors and practice
Emerson Rosemount | =Rosemount | Rosemount transmitters > Pressure Transmitters
Endress+Hauser | Endress + Hauser | Endress Hauser | =E+H instruments > Process Instrumentation
Emerson Fisher | Fisher valves | =Fisher FIELDVUE | =FIELDVUE | =DVC6200 > Control Valves
Instrument Tubing | instrument tube bending | =Swagelok | Swagelok fittings | compression fittings > Process Instrumentation
Instrument Wiring | instrumentation wiring | instrument cable installation > Process Instrumentation
# Safety systems and OT security
HIMA Safety Systems | =HIMA | =HIMax | =HIMatrix > Safety Instrumented Systems
Safety Requirements Specification | =SIS SRS | safety requirement specifications | =SRS documents > Safety Instrumented Systems
TÜV Functional Safety Engineer | TUV Functional Safety Engineer | TÜV Rheinland Functional Safety Engineer | =TÜV FS Engineer | =TUV FS Engineer > Functional Safety
Certified Functional Safety Expert | =CFSE | =CFSP | Certified Functional Safety Professional | exida certification > Functional Safety
Robot Safety | robotic safety | robot cell safety | robot safeguarding > Robot Programming
ANSI/RIA R15.06 | =RIA R15.06 | =R15.06 | =ISO 10218 | =ISO 10218-1 | =ISO 10218-2 > Robot Safety
Machine Guarding | machine guarding assessments | machine safeguarding | =OSHA 1910.212 > Machinery Risk Assessment
OT Cybersecurity | operational technology security | =OT security | =ICS security | =ICS cybersecurity | industrial cybersecurity > Industrial Control Systems
=Claroty > OT Cybersecurity
Nozomi Networks | =Nozomi > OT Cybersecurity
Dragos Platform | =Dragos > OT Cybersecurity
GAMP 5 | =GAMP | Good Automated Manufacturing Practice > Computer System Validation
Computer System Validation | computerized system validation | computer systems validation > Process Validation

## Mechanical design and manufacturing engineering
# Drawings, standards and design release
ASME Y14.100 | =Y14.100 | engineering drawing practices > Technical Drawing
Model-Based Definition | product and manufacturing information | =PMI annotations | =ASME Y14.41 > Geometric Dimensioning and Tolerancing
ASME GDTP | =GDTP | ASME Geometric Dimensioning and Tolerancing Professional | GD&T Professional certification > Geometric Dimensioning and Tolerancing
Detail Drawings | detail drawing creation | part drawings | detailed part drawings > Technical Drawing
Assembly Drawings | assembly drawing creation > Technical Drawing
Engineering Drawing Release | drawing release | drawing release process | design release > Engineering Change Management
Engineering Change Requests | =ECR | =ECRs | engineering change request > Engineering Change Management
Engineering Bill of Materials | =EBOM | =eBOM | engineering BOM > Bill of Materials
Manufacturing Bill of Materials | =MBOM | =mBOM | manufacturing BOM > Bill of Materials
Sustaining Engineering | sustaining engineering support | product sustaining > Manufacturing Engineering
# Machine design calculations
Bolted Joint Analysis | bolted joint design | bolted joint calculations | bolt preload calculations | =VDI 2230 > Mechanical Design
Weld Design | weld joint design | weld sizing | weld calculations > Mechanical Design
Bearing Selection | bearing sizing | bearing life calculations | =L10 bearing life > Machine Design
Gear Design | gear train design | gear calculations | ~gears | ~gearing | gear trains | spur gears > Machine Design
Linear Motion Systems | linear motion | linear actuators | linear guides | ball screws | linear bearings > Machine Design
Motor Sizing | motor sizing calculations | servo motor sizing | drive sizing > Machine Design
Fluid Power Circuit Design | hydraulic circuit design | hydraulic system design | pneumatic circuit design | pneumatic system design > Hydraulics, Pneumatics
Conveyor Design | conveyor system design | conveyor engineering > Conveyor Systems
Weldment Design | weldments | weldment drawings | welded assembly design > Mechanical Design
Composite Materials | composite materials engineering | fiber-reinforced polymers | =FRP composites | carbon fiber composites | ?=FRP | ~composites | ?composite manufacturing | carbon fiber | fiberglass composites > Material Selection
Corrosion Engineering | corrosion control | corrosion prevention | corrosion mitigation > Cathodic Protection
Sanitary Design | hygienic design | sanitary equipment design | =3-A sanitary standards | =3-A standards > Food and Beverage Manufacturing
# Design software and certifications
Autodesk Vault | Vault Professional | Autodesk Vault PDM | Vault PDM > Product Data Management
SolidWorks Simulation | SolidWorks FEA > Finite Element Analysis
SolidWorks Flow Simulation > Computational Fluid Dynamics
Mold Flow Analysis | moldflow analysis | mold filling analysis | mold flow simulation > Injection Molding
Autodesk Moldflow | =Moldflow > Mold Flow Analysis
aPriori | aPriori cost modeling > Should-Cost Analysis
Certified SolidWorks Associate | =CSWA > SolidWorks
Certified SolidWorks Professional | =CSWP > SolidWorks
MSSC Certified Production Technician | =MSSC CPT | =MSSC certification | ?=CPT > Manufacturing Engineering
# Testing and validation
Prototype Testing | prototype builds | prototype evaluation | prototype validation > Rapid Prototyping
Test Fixture Design | test fixtures | test fixture development > Fixture Design
Environmental Stress Testing | environmental qualification testing | thermal cycling | temperature cycling | thermal shock testing | salt spray testing | humidity testing | environmental testing | temperature and humidity testing | =ASTM B117 > Design Verification Testing
Vibration Testing | shock and vibration testing | vibration and shock testing | shaker table testing | random vibration testing > Design Verification Testing
Ingress Protection Testing | =IP rating | =IP ratings | =IP67 | =IP65 | =IEC 60529 | ingress protection ratings > Environmental Stress Testing
Tensile Testing | tensile tests | tensile strength testing | tension testing > Materials Testing
Pressure Testing | pressure tests | pressure decay testing | pneumatic pressure testing > Hydrostatic Testing
Eddy Current Testing | eddy current inspection | eddy current tube testing | chiller tube eddy current testing > Nondestructive Testing
# Manufacturing processes
Die Design | stamping die design | progressive die design | progressive dies | stamping dies | die engineering > Tool and Die Making
Tube Bending | =CNC tube bending | pipe bending > Metal Fabrication
Surface Finishing | metal finishing | surface treatments > Manufacturing Engineering
Anodizing | hard anodizing | type II anodizing | type III anodizing > Surface Finishing
Electroplating | zinc plating | nickel plating | chrome plating | ~plating > Surface Finishing
Conformal Coating | conformal coating application > Electronics Manufacturing
Fused Deposition Modeling | =FDM | fused filament fabrication | =FFF printing > Additive Manufacturing
Stereolithography | =SLA printing | =SLA 3D printing > Additive Manufacturing
Selective Laser Sintering | =SLS printing | =SLS 3D printing > Additive Manufacturing
Direct Metal Laser Sintering | =DMLS | laser powder bed fusion | =LPBF | =DMLM > Additive Manufacturing
# Manufacturing engineering practice
Capital Equipment Justification | capital expenditure requests | =CapEx requests | =CapEx justification | capital appropriation requests | capital project justification > Capital Budgeting
Bottleneck Analysis | constraint analysis | bottleneck identification > Theory of Constraints
Machine Setup and Changeover | machine setup | machine setups | line changeovers | product changeovers > SMED
Rapid Upper Limb Assessment | =RULA > Ergonomic Assessment
Rapid Entire Body Assessment | =REBA > Ergonomic Assessment
NIOSH Lifting Equation | revised NIOSH lifting equation > Ergonomic Assessment
Design History File | =DHF | design history files > Design Controls

## HVAC/R service and building mechanical systems
# Diagnostics and repair tasks
Compressor Replacement | compressor change-outs | compressor changeouts | compressor diagnostics | compressor troubleshooting > HVAC Repair
Compressor Overhauls | compressor teardown | compressor rebuilds | compressor overhaul > Refrigeration Compressors
Expansion Valves | =TXV | =TXVs | thermostatic expansion valves | electronic expansion valves | =EEV | =EEVs > Refrigeration Cycle
ECM Motors | electronically commutated motors | =ECM blower motors | ECM motor troubleshooting > HVAC Repair
Coil Cleaning | condenser coil cleaning | evaporator coil cleaning | coil cleanings > HVAC Repair
Nitrogen Purging | nitrogen purge | brazing with nitrogen | flowing nitrogen > Brazing
Refrigerant Piping | refrigerant line sets | line set installation | refrigerant piping installation | line sets | refrigerant piping design > HVAC Installation
Carbon Monoxide Testing | =CO testing | carbon monoxide detection | =CO safety testing > Combustion Analysis
Gas Leak Detection | gas leak testing | natural gas leak detection | combustible gas detection > Gas Piping
Appliance Venting | flue venting | vent sizing | venting and combustion air | combustion air > International Fuel Gas Code
Flame Safeguard Controls | flame safeguard | flame safeguards | flame rectification | Honeywell 7800 series > Burner Maintenance
Static Pressure Measurement | total external static pressure | =TESP | static pressure testing | static pressure diagnostics > HVAC
Hydronic Balancing | hydronic system balancing | water-side balancing > HVAC
Chiller Tube Cleaning | tube cleaning | tube brushing | condenser tube cleaning > Chiller Maintenance
Boiler Inspections | boiler inspection | jurisdictional boiler inspections | boiler internal inspections > Boiler Maintenance
# Equipment and system types
Computer Room Air Conditioning | =CRAC | =CRAC units | =CRAH | =CRAH units | computer room air handlers | precision cooling | data center cooling > HVAC
Vertiv Liebert | =Liebert | =Vertiv | Liebert units > Computer Room Air Conditioning, Uninterruptible Power Supply
Chilled Water Systems | chilled water plants | chilled water plant design | central plant design | central utility plant | chilled water plant optimization > Chillers
Dehumidification Systems | dehumidification | dehumidifiers | desiccant dehumidification > HVAC
Humidification Systems | humidifiers | humidification | steam humidifiers > HVAC
High-Pressure Boilers | high pressure boilers | high pressure steam boilers > Boiler Operation
Low-Pressure Boilers | low pressure boilers | low pressure steam boilers > Boiler Operation
Demand-Controlled Ventilation | demand controlled ventilation | =DCV > HVAC Controls
Heat Pump Water Heaters | heat pump water heater installation | =HPWH > Water Heater Installation
Refrigerated Display Cases | refrigerated cases | supermarket refrigeration | rack refrigeration systems | parallel rack systems | ~display cases | reach-in coolers | reach-ins | refrigerated merchandisers | reach-in freezers > Commercial Refrigeration
CO2 Refrigeration | transcritical CO2 | =R-744 | CO2 refrigeration systems > Commercial Refrigeration
Copeland Compressors | Copeland scroll compressors | =Copeland | Emerson Copeland > Refrigeration Compressors
Legionella Water Management | Legionella water management plans | =ASHRAE 188 | Legionella risk management | water management programs | Legionella > Industrial Water Treatment
Duct Cleaning | air duct cleaning | =NADCA | NADCA certification > Ductwork Installation
HVAC Sheet Metal Fabrication | ductwork fabrication | duct fabrication | sheet metal duct fabrication | sheet metal layout > Ductwork Installation
Duct Leakage Testing | duct leakage tests | Duct Blaster testing | duct pressurization testing > Energy Audits
BPI Building Analyst | =BPI certification | =BPI certified | Building Performance Institute certification | BPI Envelope Professional > Energy Audits
# Equipment brands
Trane HVAC Equipment | =Trane | Trane equipment | Trane rooftop units | Trane chillers > HVAC
Carrier HVAC Equipment | Carrier equipment | Carrier chillers | Carrier rooftop units | ~=Carrier > HVAC
Daikin HVAC Equipment | =Daikin | Daikin Applied | Daikin equipment > HVAC
Mitsubishi Electric HVAC | Mitsubishi mini-splits | Mitsubishi mini splits | Mitsubishi City Multi > Ductless Mini-Split Installation

## Electrical trades and facility electrical systems
# Wiring methods and installation
EMT Conduit | electrical metallic tubing | =EMT conduit bending | =EMT bending | ?=EMT > Conduit Bending
Rigid Conduit | rigid metal conduit | =RMC conduit | rigid galvanized steel conduit | =RGS conduit | intermediate metal conduit | =IMC conduit > Conduit Bending
PVC Conduit | Schedule 40 PVC conduit | Schedule 80 PVC conduit | =PVC conduit bending > Conduit Bending
MC Cable | metal-clad cable | =MC cable installation > Electrical Wiring
=Romex | =NM cable | nonmetallic sheathed cable | =NM-B cable > Electrical Wiring
Branch Circuit Wiring | branch circuits | branch circuit installation | feeders and branch circuits | feeder and branch circuit wiring > Electrical Wiring
Control Wiring | control circuit wiring | control wiring installation > Motor Controls
Control Circuit Troubleshooting | troubleshooting control circuits | control circuit diagnostics > Electrical Troubleshooting
GFCI and AFCI Protection | =GFCI | =AFCI | =GFCI receptacles | =GFCI/AFCI | ground-fault circuit interrupters | arc-fault circuit interrupters > National Electrical Code
Electrical Service Entrance | service entrance | service entrance installation | meter base installation > Electrical Panel Installation
Busway | bus duct | bus duct installation | busway installation > Power Distribution
Temporary Power | temp power | temporary power installation | construction temporary power > Electrical Wiring
Heat Tracing | heat trace | electric heat tracing | heat trace systems | heat trace installation > Electrical Wiring
Hazardous Location Wiring | hazardous locations | hazardous location installations | explosion-proof wiring | explosion-proof installations | =Class I Division 1 | =Class I Division 2 | =Class I, Div 1 | =Class I, Div 2 | =C1D1 | =C1D2 > Hazardous Area Classification
Intrinsic Safety | intrinsically safe wiring | intrinsically safe systems | =IS barriers | intrinsic safety barriers > Hazardous Area Classification
Circuit Tracing | circuit tracer | circuit tracing and identification | circuit mapping > Electrical Troubleshooting
Panel Schedules | panel schedule | panelboard schedules | circuit directories | panel directories > Panelboards
# Lighting and low-voltage systems
LED Lighting Retrofits | =LED retrofits | =LED upgrades | =LED conversions | =LED lighting upgrades > Lighting Installation
Site Lighting | parking lot lighting | pole lights | exterior lighting | area lighting > Lighting Systems
Fiber Optic Cabling | fiber optics | fiber optic cable installation | fiber optic cabling installation | fiber optic installation > Structured Cabling
Fiber Optic Network Design | fiber optic communication design | fiber optic design | fiber network design > Fiber Optic Cabling
Limited Energy License | low voltage license | low-voltage license | limited energy electrical license > Low Voltage Wiring
State Electrical License | electrical license | electrician license | electrician's license | state electrician license > Journeyman Electrician License
# Power equipment maintenance and testing
Electrical Maintenance | electrical preventive maintenance | electrical repairs and maintenance | facility electrical maintenance | building electrical maintenance > Facilities Maintenance
Circuit Breaker Maintenance | breaker maintenance | breaker servicing | breaker racking | circuit breaker racking > Circuit Breakers
Switchgear Maintenance | switchgear servicing | switchgear inspections > Switchgear
Stationary Battery Maintenance | battery maintenance and testing | UPS battery maintenance | battery impedance testing | =IEEE 450 | =IEEE 1188 | =VRLA battery maintenance > Uninterruptible Power Supply
Load Bank Testing | load bank tests | generator load bank testing > Emergency Generators
Emergency Power System Testing | =EPSS testing | emergency power supply system testing | generator and ATS testing | =ATS testing | transfer switch testing | monthly generator testing > Emergency Generators, Automatic Transfer Switches
Generator Installation | generator installs | standby generator installation | generator hookups > Emergency Generators
=Generac | Generac generators > Emergency Generators
Cummins Generators | Cummins Power Generation | Cummins PowerCommand > Emergency Generators
Essential Electrical Systems | essential electrical system | life safety branch | critical branch | equipment branch > NFPA 99
Isolated Power Systems | isolated power panels | line isolation monitors > NFPA 99
Motor Rewinding | motor rewinds | armature winding | coil winding > Electric Motor Maintenance
Ground Fault Troubleshooting | ground fault location | ground fault locating > Electrical Troubleshooting
# Electrical safety practice
Electrical Safety | electrical safety programs | electrical safe work practices | electrical safety compliance > NFPA 70E
Qualified Electrical Worker | =QEW | qualified electrical worker training | NFPA 70E qualified person > NFPA 70E
Energized Electrical Work Permits | =EEWP | energized work permits | energized electrical work permit | energized work permit > NFPA 70E
Absence of Voltage Testing | test before touch | absence of voltage verification | live-dead-live testing > Lockout/Tagout
Clamp Meters | clamp meter | clamp-on ammeter | amp clamp > Digital Multimeter
Fluke Test Instruments | Fluke meters | Fluke multimeters | =Fluke > Digital Multimeter
Electrical Estimating | electrical takeoffs | electrical takeoff | electrical estimates > Construction Estimating

## Industrial maintenance and millwright practice
# Maintenance strategy and metrics
Corrective Maintenance | corrective maintenance tasks | breakdown maintenance | reactive maintenance | emergency breakdown repairs > Industrial Maintenance
PM Compliance | =PM compliance | preventive maintenance compliance | PM completion rates > Preventive Maintenance
Downtime Reduction | downtime analysis | downtime tracking | equipment downtime reduction > Overall Equipment Effectiveness
Bad Actor Analysis | bad actor management | bad actor elimination > Reliability Engineering
Critical Spares | critical spare parts | spare parts optimization | critical spares analysis | spare parts criticality > MRO Inventory Management
Vibration Monitoring | online vibration monitoring | vibration monitoring systems | vibration data collection | vibration routes > Vibration Analysis
# Mechanical systems and tasks
Machine Rebuilds | equipment rebuilds | machine rebuilding | equipment overhauls | machine overhauls > Industrial Maintenance
Bolt Torquing | torque wrenches | bolt tightening | controlled bolting | bolt tensioning | hydraulic torque wrenches > Industrial Maintenance
Flange Bolting | =ASME PCC-1 | flange joint assembly | bolted flange joint assembly > Bolt Torquing
Belt and Pulley Alignment | pulley alignment | sheave alignment | belt alignment | belt tensioning | laser pulley alignment > Mechanical Power Transmission
Machine Leveling and Grouting | machine leveling | epoxy grouting | machine grouting | baseplate grouting > Millwrighting
Precision Measuring Instruments | precision measuring tools | precision measurement tools | precision measuring equipment > Metrology
Machine Shop Practices | machine shop equipment | machine shop tools | lathes and mills | drill press | surface grinding | surface grinders > Manual Machining
Conveyor Belt Splicing | belt splicing | conveyor belt repair | vulcanized splicing | mechanical belt splicing > Conveyor Maintenance
Dust Collection Systems | dust collection | dust collection system maintenance > Air Pollution Control Equipment
Overhead Door Repair | overhead doors | overhead door maintenance | roll-up doors | dock door repair > Facilities Maintenance
# Fluid power
Hydraulic Power Units | =HPU | =HPUs | hydraulic power unit maintenance > Hydraulics
Proportional and Servo Valves | proportional valves | servo valves | hydraulic servo valves | proportional hydraulics > Hydraulics
Hydraulic Hose Fabrication | hose crimping | hydraulic hose crimping | hydraulic hose assembly | hydraulic hose repair > Hydraulics
Pneumatic Schematics | pneumatic diagrams | pneumatic circuit diagrams | pneumatic prints > Pneumatics
# Production equipment
Packaging Equipment | packaging machinery | packaging machines | packaging line equipment | packaging equipment maintenance > Industrial Maintenance
Filling and Capping Equipment | filling machines | capping machines | fillers and cappers | filler and capper > Packaging Equipment
Case Packers | case erectors | case sealers | case packing equipment > Packaging Equipment
Labeling Machines | labelers | labeling equipment | label applicators | print and apply labelers > Packaging Equipment
Food Processing Equipment Maintenance | food processing equipment | food production equipment | food manufacturing equipment > Food and Beverage Manufacturing
Industrial Robotics | industrial robots | robotic systems | robotics maintenance | ~robotics > Robot Programming
Robot Maintenance | robot repair | robotic maintenance | robot preventive maintenance | robot troubleshooting > Industrial Robotics
Electronics Troubleshooting | electronic troubleshooting | electronics repair | component-level repair | circuit board repair | =PCB repair | board-level repair | printed circuit board repair > Electrical Troubleshooting
# Lifting, access and credentials
Aerial Lift Operation | aerial lifts | scissor lifts | boom lifts | scissor lift operation | boom lift operation | =MEWP operation > Aerial Work Platform Certification
Overhead Crane Operation | overhead cranes | bridge cranes | gantry cranes | jib cranes | hoist operation > Crane Operation
NIMS Metalworking Certification | National Institute for Metalworking Skills | ?=NIMS | =NIMS credentials | =NIMS certified machinist > CNC Machining
`;
