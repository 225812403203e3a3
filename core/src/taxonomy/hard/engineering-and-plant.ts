// Skill data in the line format of ../README.md: power, controls, civil/water, plant maintenance, manufacturing quality and chemical process engineering.
export default String.raw`
## Power system protection and substations
# Relays, relay software and test sets
SEL Protective Relays | SEL relays | Schweitzer Engineering Laboratories | =SEL-351 | =SEL-451 | =SEL-487 | =SEL-751 | =SEL-311 | ?=SEL > Protective Relaying
SEL AcSELerator QuickSet | AcSELerator QuickSet | =QuickSet > SEL Protective Relays
SEL Real-Time Automation Controller | SEL RTAC | =RTAC | =SEL-3530 > Substation Automation
GE Multilin Relays | GE Multilin | Multilin | GE Vernova Multilin > Protective Relaying
Siemens SIPROTEC | SIPROTEC | SIPROTEC 5 | DIGSI > Protective Relaying
ABB Relion | Relion relays | ABB protection relays | Hitachi Energy Relion > Protective Relaying
OMICRON Test Universe | OMICRON CMC | OMICRON relay test set | OMICRON > Relay Testing
Doble Power Factor Testing | Doble testing | Doble test sets | tan delta testing | insulation power factor testing | =Doble > Electrical Transformers
Relay Testing | protective relay testing | relay test sets | relay calibration | secondary injection testing > Protective Relaying
Relay Settings Development | relay settings | protection settings | relay setting calculations > Protective Relaying
ASPEN OneLiner | ASPEN Power Flow > Short Circuit Analysis
# Protection schemes and concepts
Distance Protection | distance relaying | impedance protection | line distance protection > Protective Relaying
Differential Protection | differential relaying | transformer differential protection | bus differential protection | line current differential > Protective Relaying
Overcurrent Protection | overcurrent relaying | time-overcurrent protection > Protective Relaying
Time-Current Curves | =TCC | time-current characteristic curves | time current curves > Protective Device Coordination
Substation Automation | substation automation systems | substation integration | substation SCADA integration > Substation Design
DNP3 | DNP 3.0 | Distributed Network Protocol > SCADA
# Substation equipment, grounding and testing
Substation Grounding Design | substation ground grid design | ground grid design | ground grid analysis | grounding studies > Grounding and Bonding
Instrument Transformers | current transformers | potential transformers | voltage transformers | =CT/PT | =CTs and PTs > Substation Design
Load Tap Changers | on-load tap changers | =OLTC > Electrical Transformers
Capacitor Banks | shunt capacitor banks | capacitor bank design > Power Factor Correction
Reclosers | automatic circuit reclosers | line reclosers | recloser controls > Transmission and Distribution
Dissolved Gas Analysis | =DGA | transformer oil analysis | insulating oil testing > Electrical Transformers
Transformer Turns Ratio Testing | =TTR testing | turns ratio testing | =TTR test > Electrical Transformers
Circuit Breaker Testing | breaker timing tests | contact resistance testing | breaker timing > Circuit Breakers
Partial Discharge Testing | partial discharge | partial discharge monitoring | =PD testing
Cable Fault Locating | cable fault location | time domain reflectometry | =TDR testing
Medium Voltage Cable Splicing | =MV splicing | cable splicing and terminating | high voltage splicing | =MV terminations > Medium Voltage Systems
NETA Acceptance Testing Specifications | =NETA ATS | =ANSI/NETA ATS | NETA acceptance testing > NETA Certification

## Power system studies and planning
Automated Meter Reading | ?=AMR | automatic meter reading > Advanced Metering Infrastructure
# Study types
Transient Stability Analysis | transient stability studies | dynamic stability studies | transient stability | stability studies > Power Systems
Harmonic Analysis | harmonic studies | harmonics analysis | harmonic filter design | ~harmonics > Power Quality
Motor Starting Analysis | motor starting studies | motor starting study > Power Systems
Voltage Drop Calculations | voltage drop calcs | voltage drop analysis > Electrical Load Calculations
Cable Ampacity Calculations | ampacity calculations | conductor sizing | cable sizing | Neher-McGrath | wire sizing > Electrical Design
Interconnection Studies | generator interconnection studies | system impact studies | interconnection facilities studies | =DER interconnection studies > Power Systems
Hosting Capacity Analysis | hosting capacity | hosting capacity studies > Electric Distribution Planning
Transmission Planning | transmission planning studies | transmission system planning > Power Systems
Electric Distribution Planning | distribution system planning | electric distribution system planning > Power Distribution
Electromagnetic Transient Studies | =EMT studies | =EMTP | EMTP-RV | electromagnetic transients | EMT modeling > Power Systems
Pole Loading Analysis | pole loading | pole loading calculations | pole strength analysis > Transmission and Distribution
Make-Ready Engineering | make-ready | pole attachments | joint use pole attachments > Pole Loading Analysis
# Study and planning software
CYME | =CYMDIST | Eaton CYME | CYME Power Engineering Software > Load Flow Analysis
Synergi Electric | DNV Synergi | DNV Synergi Electric > Electric Distribution Planning
Milsoft WindMil | =WindMil > Electric Distribution Planning
PowerWorld Simulator | PowerWorld > Load Flow Analysis
EasyPower > Arc Flash Analysis
GE PSLF | =PSLF | Positive Sequence Load Flow > Transmission Planning
PLS-CADD > Transmission Line Design
PLS-POLE | PLS-TOWER > Pole Loading Analysis
SPIDACalc | =SPIDA > Pole Loading Analysis
O-Calc Pro | =O-Calc | Osmose O-Calc > Pole Loading Analysis
ArcFM | Schneider Electric ArcFM > Geographic Information Systems
GE Smallworld | Smallworld GIS | Smallworld > Geographic Information Systems
# Grid operations technology
Advanced Distribution Management Systems | =ADMS | advanced distribution management system > SCADA
Outage Management Systems | outage management system | outage management | ?=OMS > Power Distribution
Advanced Metering Infrastructure | smart meters | smart metering > Power Distribution
Distribution Automation | =FLISR | fault location, isolation and service restoration | distribution automation schemes > Power Distribution
Volt/VAR Optimization | =VVO | Volt-VAR optimization | conservation voltage reduction | volt/var control > Power Distribution
Distributed Energy Resources | ~DER | ~DERs | distributed generation > Power Systems
Microgrids | microgrid design | microgrid controls | microgrid controllers > Power Systems
High-Voltage Direct Current | =HVDC | HVDC transmission > High Voltage Systems
Switching Orders | switching procedures | switching order writing > Transmission and Distribution

## Transmission and distribution design and utility standards
# Line and underground design
Overhead Distribution Design | overhead line design | overhead distribution line design | overhead distribution > Transmission and Distribution
Underground Distribution Design | underground residential distribution | =URD design | underground distribution > Transmission and Distribution
Transmission Line Design | overhead transmission line design | transmission line engineering > Transmission and Distribution
Sag and Tension Calculations | sag-tension calculations | conductor sag and tension | sag and tension > Transmission Line Design
Distribution Staking | distribution line staking | utility staking | field staking > Overhead Distribution Design
Duct Bank Design | duct banks | underground duct bank design | duct bank > Underground Distribution Design
Street Lighting Design | roadway lighting design | street light design | roadway lighting > Lighting Design
Live-Line Work | hot stick work | hot-line work | energized line work | hot sticking > Transmission and Distribution
Pole Climbing | pole climbing certification | pole top rescue > Transmission and Distribution
Bucket Truck Operation | bucket trucks | digger derrick operation | digger derricks > Transmission and Distribution
# Codes, standards and regulations
National Electrical Safety Code | =NESC | ANSI C2 > Transmission and Distribution
NERC Reliability Standards | NERC standards | NERC compliance | North American Electric Reliability Corporation standards | =NERC > Power Systems
NERC CIP | NERC Critical Infrastructure Protection | =CIP standards | =NERC CIP compliance | ?=CIP > NERC Reliability Standards
NERC PRC-005 | =PRC-005 | protection system maintenance program > NERC Reliability Standards
NERC System Operator Certification | NERC certified system operator | NERC Reliability Coordinator certification | NERC certified operator > NERC Reliability Standards
FERC Regulations | =FERC compliance | =FERC rules | Federal Energy Regulatory Commission regulations | =FERC | Federal Energy Regulatory Commission > Power Systems
OSHA 1910.269 | 29 CFR 1910.269 | electric power generation, transmission and distribution standard > OSHA 1910
RUS Bulletins | RUS bulletin 1724E | Rural Utilities Service standards | =RUS standards > Transmission and Distribution
IEEE C37 Standards | =IEEE C37 | =ANSI C37 | C37 switchgear standards > IEEE Standards
IEEE C57 Standards | =IEEE C57 | C57 transformer standards > IEEE Standards
IEEE 519 | IEEE Std 519 | harmonic limits > Harmonic Analysis
IEEE 1547 | IEEE 1547-2018 | IEEE Std 1547 > Interconnection Studies
NFPA 70B | Standard for Electrical Equipment Maintenance > NFPA Codes
Lightning Protection Systems | lightning protection | =NFPA 780 | lightning protection design > Grounding and Bonding

## PLC, HMI and SCADA platforms
# Rockwell Automation
Allen-Bradley MicroLogix | MicroLogix > Allen-Bradley
Allen-Bradley SLC 500 | =SLC 500 | =SLC-500 | =SLC500 > Allen-Bradley
Allen-Bradley PLC-5 | =PLC-5 | =PLC5 > Allen-Bradley
Allen-Bradley Micro800 | Micro800 | =Micro850 | =Micro820 > Allen-Bradley
Allen-Bradley GuardLogix | GuardLogix | Compact GuardLogix > Safety PLCs
Allen-Bradley Kinetix | Kinetix | Kinetix servo drives | Kinetix 5700 > Servo Drives
RSLinx | RSLinx Classic | FactoryTalk Linx > RSLogix
Rockwell PlantPAx | PlantPAx | PlantPAx DCS > Distributed Control Systems
# Siemens, Schneider, Mitsubishi, Omron and others
Siemens SIMATIC S7 | =S7-1200 | =S7-1500 | =S7-300 | =S7-400 | Siemens S7 | SIMATIC S7 | Siemens S7 PLCs | Siemens PLCs | Siemens S7-1500 | SIMATIC > Siemens TIA Portal
Siemens PCS 7 | SIMATIC PCS 7 | =PCS7 | =PCS 7 > Distributed Control Systems
Siemens SINAMICS | SINAMICS | SINAMICS drives > Variable Frequency Drives
Schneider Electric Modicon | Modicon | =M340 | =M580 | Modicon PLCs > PLC Programming
EcoStruxure Control Expert | Unity Pro | Schneider Unity Pro > Schneider Electric Modicon
Mitsubishi MELSEC | MELSEC | Mitsubishi PLCs | =GX Works | =GX Works3 | =GX Works2 > PLC Programming
Omron Sysmac Studio | Sysmac Studio | Omron Sysmac | Omron NJ/NX | Omron NX > PLC Programming
Omron CX-Programmer | CX-Programmer | CX-One > PLC Programming
AutomationDirect | Automation Direct | AutomationDirect PLCs | AutomationDirect Productivity | AutomationDirect CLICK > PLC Programming
GE Proficy Machine Edition | Proficy Machine Edition | PACSystems | GE Fanuc PLCs | Emerson PACSystems > PLC Programming
GE iFIX | iFIX | Proficy iFIX | Proficy HMI/SCADA > SCADA
AVEVA System Platform | Wonderware System Platform | ArchestrA | ArchestrA IDE > Wonderware
VTScada | Trihedral VTScada > SCADA
Geo SCADA Expert | ClearSCADA | EcoStruxure Geo SCADA Expert > SCADA
Kepware KEPServerEX | KEPServerEX | Kepware | PTC Kepware > OPC UA
Inductive Automation Certification | Ignition Core Certification | Ignition Gold Certification | Ignition Gold certified | Ignition Core certified > Ignition SCADA
Process Historians | data historians | process historian | historian systems | ~historian > OSIsoft PI
# DCS and safety systems
ABB System 800xA | ABB 800xA | =800xA > Distributed Control Systems
Yokogawa CENTUM VP | CENTUM VP | Yokogawa CENTUM | Yokogawa DCS | ~Yokogawa > Distributed Control Systems
Emerson Ovation | Ovation DCS > Distributed Control Systems
Foxboro DCS | Foxboro Evo | Foxboro I/A Series | Schneider Foxboro > Distributed Control Systems
Triconex | Schneider Triconex | =Tricon | Triconex safety systems > Safety Instrumented Systems
Safety PLCs | safety PLC programming | safety controllers | safety PLC > Safety Circuits
Burner Management Systems | burner management | burner management system > Safety Instrumented Systems

## Controls engineering methods, networks and standards
# Programming and design methods
Function Block Diagram | =FBD | function block programming > PLC Programming
Sequential Function Chart | =SFC | sequential function charts > PLC Programming
Relay Logic | hardwired relay logic | relay ladder logic | relay control circuits > Motor Controls
Batch Control | batch control systems | batch process control > ISA-88
High-Performance HMI | high performance HMI | high-performance HMI design | HMI graphics standards > ISA-101
Control Panel Design | electrical panel design | control panel layout | enclosure layout | panel layouts > UL 508A
Remote I/O | distributed I/O | remote I/O racks > PLC Programming
Cause and Effect Matrix | cause and effect charts | C&E matrix | cause & effect matrix > Safety Instrumented Systems
Safety Integrity Level | =SIL | SIL verification | SIL calculations | SIL determination > Safety Instrumented Systems
Layer of Protection Analysis | =LOPA > Process Hazard Analysis
Machinery Risk Assessment | machine risk assessment | machine safety risk assessment | ISO 12100 > Safety Circuits
Light Curtains | safety light curtains | safety laser scanners > Safety Circuits
Soft Starters | soft starts | reduced voltage soft starters | =RVSS > Motor Controls
Stepper Motors | stepper motor control | stepper drives > Motion Control
Rotary Encoders | absolute encoders | incremental encoders | ~encoders > Motion Control
Keyence | Keyence vision systems | Keyence sensors > Machine Vision
ABB Drives | =ACS880 | =ACS580 | ABB VFDs > Variable Frequency Drives
Danfoss VLT | Danfoss drives | Danfoss VFDs > Variable Frequency Drives
Yaskawa Drives | Yaskawa VFDs | =GA800 > Variable Frequency Drives
# Industrial networks and data
DeviceNet > Industrial Ethernet
ControlNet > Industrial Ethernet
EtherCAT > Industrial Ethernet
IO-Link > Industrial Sensors
HART Protocol | =HART | HART communication | =HART communicator | =WirelessHART > Process Instrumentation
Foundation Fieldbus | =FOUNDATION Fieldbus | =FF H1 > Process Instrumentation
Industrial Ethernet | industrial networking | industrial Ethernet networks | industrial networks > Industrial Control Systems
Allen-Bradley Stratix | Stratix switches > Industrial Ethernet
MQTT Sparkplug | Sparkplug B | =Sparkplug > MQTT
Unified Namespace > Industrial IoT
OPC DA | OPC Classic | =OPC > OPC UA
# Process instrumentation
Process Instrumentation | field instrumentation | process instruments > Instrumentation and Control
Process Flow Measurement | flowmeters | flow meters | magnetic flowmeters | Coriolis flowmeters | ultrasonic flowmeters > Process Instrumentation
Pressure Transmitters | differential pressure transmitters | =DP transmitters | pressure transducers > Process Instrumentation
Level Measurement | level transmitters | radar level transmitters | guided wave radar > Process Instrumentation
Temperature Instrumentation | =RTDs | thermocouples | temperature transmitters > Process Instrumentation
Control Valves | control valve sizing | valve positioners | control valve selection > Process Instrumentation
Process Analyzers | online analyzers | process gas chromatographs | analyzer systems > Process Instrumentation
4-20 mA Loops | =4-20mA | =4-20 mA | 4-20 mA signals | current loops > Process Instrumentation
Instrument Datasheets | instrument data sheets | instrument specification sheets | =ISA-20 > Process Instrumentation
Hexagon Smart Instrumentation | SmartPlant Instrumentation | =INtools | Intergraph SmartPlant Instrumentation > Process Instrumentation
# Standards and credentials
ISA-88 | ISA-S88 | ANSI/ISA-88 | =S88 | =S88 batch standard > Industrial Automation
ISA-101 | ANSI/ISA-101 | ISA-101.01 > Human-Machine Interface
ISA-5.1 | ANSI/ISA-5.1 | instrumentation symbols and identification > Piping and Instrumentation Diagrams
PackML | =OMAC PackML | =ISA-TR88.00.02 > ISA-88
ISO 13849 | ISO 13849-1 | EN ISO 13849 | performance level calculations > Safety Circuits
ANSI B11 Standards | =ANSI B11 | =ANSI B11.19 | =B11.0 > Safety Circuits
NFPA 79 | Electrical Standard for Industrial Machinery > NFPA Codes
NFPA 85 | Boiler and Combustion Systems Hazards Code > Burner Management Systems
NFPA 86 | Standard for Ovens and Furnaces > Burner Management Systems
ISA Certified Automation Professional | =ISA CAP | Certified Automation Professional | ?=CAP > Industrial Automation
ISA Certified Control Systems Technician | =CCST | Certified Control Systems Technician > Instrumentation and Control

## Water resources, stormwater and hydraulics
# Hydraulic and hydrologic modeling software
InfoWorks ICM | Innovyze InfoWorks ICM | Autodesk InfoWorks ICM | InfoWorks > Hydraulic Modeling
InfoSWMM | Innovyze InfoSWMM > EPA SWMM
InfoWater | InfoWater Pro | Innovyze InfoWater > Water Distribution Design
XPSWMM | XP-SWMM | Innovyze XPSWMM | =XPSTORM > EPA SWMM
PCSWMM | CHI PCSWMM > EPA SWMM
DHI MIKE | =MIKE+ | =MIKE 21 | =MIKE URBAN | =MIKE FLOOD | =MIKE SHE > Hydraulic Modeling
TUFLOW > 2D Hydraulic Modeling
FLO-2D > 2D Hydraulic Modeling
SRH-2D > 2D Hydraulic Modeling
Aquaveo SMS | Surface-water Modeling System | =SMS 2D modeling > 2D Hydraulic Modeling
HEC-GeoRAS | HEC-GeoHMS > HEC-RAS
Bentley CivilStorm | CivilStorm > Stormwater Modeling
Bentley PondPack | PondPack > Detention Pond Design
Autodesk Storm and Sanitary Analysis | Storm and Sanitary Analysis | =Autodesk SSA > Stormwater Modeling
Autodesk Hydraflow | Hydraflow | Hydraflow Express | Hydraflow Hydrographs | Hydraflow Storm Sewers > Stormwater Modeling
USGS StreamStats | StreamStats > Hydrology
NOAA Atlas 14 | Atlas 14 | NOAA precipitation frequency estimates > Hydrology
MODFLOW | USGS MODFLOW | Visual MODFLOW > Groundwater Modeling
Autodesk InfraWorks | InfraWorks > AutoCAD Civil 3D
# Hydraulic and hydrologic analysis
Hydrologic Modeling | hydrologic analysis | rainfall-runoff modeling | hydrologic modelling > Hydrology
2D Hydraulic Modeling | two-dimensional hydraulic modeling | 2D flood modeling | 2D hydraulic modelling | 1D/2D modeling > Hydraulic Modeling
Open Channel Hydraulics | open channel flow | open-channel hydraulics > Hydraulic Design
Bridge Hydraulics | bridge hydraulic analysis | bridge hydraulic design > Hydraulic Design
Sediment Transport | sediment transport modeling | sediment transport analysis > Hydraulic Modeling
Groundwater Modeling | groundwater flow modeling | groundwater modelling > Hydrogeology
Hydrogeology | hydrogeologic investigations | aquifer testing
Water Quality Modeling | water quality models | =QUAL2K | =WASP model > Water Resources Engineering
Coastal Engineering | coastal and ocean engineering | shoreline protection design > Water Resources Engineering
Stream Restoration | natural channel design | stream stabilization | stream restoration design > Water Resources Engineering
Dam Safety | dam safety inspections | dam engineering | dam rehabilitation | ~dams | dam inspections > Water Resources Engineering
Pump Station Design | pumping station design | lift station design | wastewater pump station design | pump stations > Water Resources Engineering
# Floodplain management
Floodplain Mapping | flood mapping | floodplain delineation | flood inundation mapping | floodplain analysis > Floodplain Management
Floodplain Management | floodplain administration | floodplain regulations > Water Resources Engineering
FEMA Map Revisions | =LOMR | =CLOMR | Letter of Map Revision | Conditional Letter of Map Revision > Floodplain Management
Certified Floodplain Manager | =ASFPM CFM | ASFPM certification | =CFM | floodplain manager certification > Floodplain Management
# Stormwater permits and compliance
MS4 Permit Compliance | =MS4 | municipal separate storm sewer system | =MS4 permits | =MS4 program > NPDES
Construction General Permit | =CGP | NPDES construction general permit | construction stormwater permit > NPDES
Industrial General Permit | Multi-Sector General Permit | =MSGP | =IGP | industrial stormwater permit > NPDES
Illicit Discharge Detection and Elimination | =IDDE | illicit discharge detection > MS4 Permit Compliance
Total Maximum Daily Loads | =TMDL | =TMDLs | total maximum daily load > Clean Water Act
Stormwater BMPs | stormwater best management practices | post-construction BMPs | stormwater BMP design | stormwater control measures | =BMPs | ~best management practices | =BMP design > Stormwater Management
Stormwater Inspections | =SWPPP inspections | stormwater BMP inspections | stormwater compliance inspections > Stormwater Pollution Prevention Plans
Bioretention | rain gardens | bioretention design | bioretention cells > Low Impact Development
Permeable Pavement | pervious pavement | porous pavement | permeable pavers > Low Impact Development
Wetland Delineation | wetland delineations | jurisdictional determinations | wetland permitting > Section 404 Permitting
Certified Professional in Erosion and Sediment Control | =CPESC > Erosion and Sediment Control
Certified Professional in Stormwater Quality | =CPSWQ > Stormwater Management
Qualified SWPPP Developer | =QSD > Stormwater Pollution Prevention Plans
Qualified SWPPP Practitioner | =QSP > Stormwater Pollution Prevention Plans
Certified Erosion, Sediment and Storm Water Inspector | =CESSWI > Erosion and Sediment Control
Envision Sustainability Professional | =ENV SP | Envision SP | ISI Envision > Water Resources Engineering
# Water and wastewater systems
Combined Sewer Overflows | combined sewer overflow | =CSO control | =CSO long-term control plan > Sanitary Sewer Design
Inflow and Infiltration | =I&I | =I/I | inflow and infiltration studies | infiltration and inflow > Sanitary Sewer Design
NASSCO PACP | =PACP | =MACP | ?=LACP | Pipeline Assessment Certification Program | NASSCO certification > Sewer Camera Inspection
Trenchless Pipe Rehabilitation | =CIPP | cured-in-place pipe | pipe bursting | trenchless technology | trenchless rehabilitation | pipeline rehabilitation | pipe rehabilitation > Sanitary Sewer Design
Safe Drinking Water Act | =SDWA > Water Treatment
Lead and Copper Rule | Lead and Copper Rule Revisions | =LCRR | lead service line inventory > Safe Drinking Water Act
Activated Sludge Process | activated sludge | activated sludge treatment > Wastewater Treatment
Biological Nutrient Removal | =BNR | nutrient removal | nitrification/denitrification > Wastewater Treatment
Membrane Bioreactors | =MBR | membrane bioreactor > Wastewater Treatment
Membrane Filtration | microfiltration | ultrafiltration | reverse osmosis | =RO membranes | nanofiltration > Water Treatment

## Geotechnical and transportation engineering
# Geotechnical software
GeoStudio | GEO-SLOPE GeoStudio | =SLOPE/W | =SEEP/W | =SIGMA/W > Slope Stability Analysis
Rocscience Slide2 | Slide2 | Rocscience Slide | Rocscience > Slope Stability Analysis
Ensoft LPILE | =LPILE | =APILE | =GROUP pile analysis > Deep Foundations
Bentley gINT | =gINT | gINT Logs > Boring Logs
# Geotechnical testing and analysis
Cone Penetration Testing | =CPTu | cone penetration tests | =CPT soundings > Geotechnical Investigation
Standard Penetration Test | =SPT | SPT testing | standard penetration testing > Geotechnical Investigation
Boring Logs | boring log preparation | soil boring logs | logging of borings | soil logging > Geotechnical Investigation
Soil Classification | =USCS | Unified Soil Classification System | visual-manual soil classification | =ASTM D2487 | =ASTM D2488 > Soil Testing
Atterberg Limits | Atterberg limits testing | plasticity index testing > Soil Testing
Proctor Compaction Testing | Proctor test | standard Proctor | modified Proctor | compaction testing | =ASTM D698 | =ASTM D1557 > Soil Testing
Triaxial Testing | triaxial shear tests | triaxial tests > Soil Testing
Foundation Settlement Analysis | consolidation settlement analysis > Geotechnical Engineering
Bearing Capacity Analysis | bearing capacity | bearing capacity calculations > Foundation Design
Mechanically Stabilized Earth Walls | =MSE walls | =MSE wall design | mechanically stabilized earth > Retaining Wall Design
Shoring Design | excavation support design | support of excavation | =SOE design | temporary shoring design > Geotechnical Engineering
Ground Improvement | soil stabilization | ground improvement design | soil improvement > Geotechnical Engineering
Liquefaction Analysis | liquefaction assessment | liquefaction evaluation | seismic site response > Geotechnical Engineering
Rock Mechanics | rock slope stability | rock engineering > Geotechnical Engineering
Construction Dewatering | dewatering design | dewatering systems > Geotechnical Engineering
Geosynthetics | geotextiles | geogrids | geomembranes | geosynthetic design > Geotechnical Engineering
Pile Load Testing | pile load tests | static load testing | dynamic pile testing | =PDA testing | Pile Driving Analyzer > Deep Foundations
Pavement Management | pavement management systems | pavement condition index | pavement condition surveys | =PAVER | MicroPAVER | StreetSaver | =PASER | =PASER ratings > Pavement Design
Superpave | Superpave mix design | asphalt mix design | Marshall mix design > Pavement Design
# Transportation
Trip Generation | =ITE Trip Generation | ITE Trip Generation Manual | trip generation analysis > Traffic Impact Analysis
Traffic Signal Warrant Analysis | signal warrant analysis | traffic signal warrants | warrant studies | signal warrants > Traffic Engineering
Traffic Data Collection | turning movement counts | =TMC counts | =ATR counts | traffic counts > Traffic Engineering
Intelligent Transportation Systems | =ITS design | intelligent transportation | ~=ITS > Traffic Engineering
Active Transportation Planning | bicycle and pedestrian planning | bicycle facility design | pedestrian facility design | bike and pedestrian design | pedestrian facilities | bicycle facilities | bicycle and pedestrian facilities > Transportation Planning
Railway Engineering | railroad design | rail design | railroad engineering | rail engineering > Transportation Planning
AREMA Manual for Railway Engineering | =AREMA | AREMA standards > Railway Engineering
Airport Engineering | airfield design | airfield pavement design | airport design | airfield pavements | airfield pavement > Transportation Planning

## Industrial maintenance and reliability
# Maintenance management and CMMS
HxGN EAM | Hexagon EAM > Infor EAM
Oracle Enterprise Asset Management | Oracle EAM > Computerized Maintenance Management Systems
Work Order Management | maintenance work orders | work order management systems | work order processing > Computerized Maintenance Management Systems
Maintenance Planning and Scheduling | maintenance planning | maintenance scheduling | maintenance planner/scheduler > Preventive Maintenance
MRO Inventory Management | spare parts management | spare parts inventory | maintenance storeroom management | =MRO inventory | spare parts | =MRO supplies > Computerized Maintenance Management Systems
Asset Criticality Analysis | equipment criticality | asset criticality ranking | criticality analysis > Reliability Centered Maintenance
Autonomous Maintenance | Jishu Hozen | operator-driven maintenance > Total Productive Maintenance
Turnaround Planning | plant turnarounds | shutdown and turnaround | turnaround management | plant shutdowns | outage planning > Maintenance Planning and Scheduling
Permit-to-Work Systems | permit to work | permit-to-work | =PTW > Lockout/Tagout
# Condition monitoring and predictive technologies
Condition Monitoring | condition-based maintenance | condition monitoring systems | ?=CBM > Predictive Maintenance
Oil Analysis | lubricant analysis | used oil analysis | oil sampling > Condition Monitoring
Lubrication | machinery lubrication | lubrication programs | lubrication routes | precision lubrication > Preventive Maintenance
Airborne Ultrasound | ultrasonic leak detection | ultrasound condition monitoring | ultrasonic bearing lubrication | =UE Systems > Condition Monitoring
Motor Circuit Analysis | motor current signature analysis > Electric Motor Maintenance
Dynamic Balancing | rotor balancing | field balancing | fan balancing > Vibration Analysis
Reverse Dial Alignment | rim and face alignment | dial indicator alignment > Laser Shaft Alignment
Vibration Analyst Certification | =ISO 18436-2 | Vibration Analyst Category II | Cat II vibration analyst | Vibration Institute certification | Mobius Institute certification > Vibration Analysis
Certified Infrared Thermographer | Level II thermographer | Level I thermographer | certified thermographer | Level III thermographer | =ITC certified > Infrared Thermography
Machinery Lubrication Technician | =MLT I | =MLT II | =ICML MLT > Lubrication
Machine Lubricant Analyst | =MLA I | =MLA II | =ICML MLA > Oil Analysis
Certified Maintenance and Reliability Technician | =CMRT > Certified Maintenance and Reliability Professional
# Mechanical systems and millwright work
Millwrighting | millwright work | machinery installation | machinery moving > Industrial Maintenance
Bearing Maintenance | bearing installation | bearing replacement | bearing failure analysis | anti-friction bearings | ~bearings > Industrial Maintenance
Gearbox Maintenance | gearbox repair | gear reducers | gearbox rebuilds | gearboxes > Industrial Maintenance
Mechanical Seals | mechanical seal installation | pump seals | packing and seals > Centrifugal Pumps
Pump Repair | pump maintenance | pump rebuilds | pump overhauls > Centrifugal Pumps
Mechanical Power Transmission | belts and pulleys | chains and sprockets | shaft couplings | belt drives | chain drives | couplings > Industrial Maintenance
Conveyor Maintenance | conveyor repair | belt conveyor maintenance | conveyor troubleshooting > Conveyor Systems
Overhead Crane Maintenance | overhead crane inspection | bridge crane maintenance | hoist maintenance > Industrial Maintenance
Hydraulic Schematics | hydraulic diagrams | fluid power schematics | hydraulic circuit diagrams > Hydraulics
Hydraulic Troubleshooting | hydraulic system troubleshooting | hydraulic repair | hydraulic pumps and cylinders > Hydraulics
Pneumatic Troubleshooting | pneumatic system troubleshooting | pneumatic valves and cylinders | pneumatic repair > Pneumatics
IFPS Fluid Power Certification | =IFPS | =IFPS certified | Certified Fluid Power Hydraulic Mechanic | Certified Fluid Power Specialist > Hydraulics
Rotary Screw Compressors | screw compressors | reciprocating compressors | compressor maintenance > Compressed Air Systems
# Electrical maintenance
AC Induction Motors | induction motors | three-phase motors | AC motors > Electric Motor Maintenance
DC Motor Controls | =DC drives | =DC motors | DC motor repair > Motor Controls
Industrial Electrical Maintenance | plant electrical maintenance | industrial electrical repair > Electrical Troubleshooting
Electrical Print Reading | reading electrical prints | electrical prints | electrical blueprint reading | electrical blueprints > Electrical Schematics
# Welding and cutting processes
Oxy-Fuel Cutting | oxy-acetylene cutting | oxyfuel cutting | torch cutting | cutting torch | oxy-acetylene torch | oxy-acetylene | oxyacetylene > Welding
Oxy-Acetylene Welding | =OAW | oxy-fuel welding | gas welding > Welding
Carbon Arc Gouging | arc gouging | air carbon arc cutting | =CAC-A > Welding
Welding Symbols | weld symbols | welding symbol interpretation | =AWS A2.4 > Blueprint Reading
Welder Performance Qualification | =WPQ | welder qualification testing | welder qualification records | =WPQR | welder qualification | welder qualifications > Welding Procedure Specifications
Procedure Qualification Records | =PQR | procedure qualification record > Welding Procedure Specifications
6G Pipe Welding Certification | 6G pipe welding | 6G welding certification | =6G certified | 6G position welding | =6G | =6G welding > Pipe Welding
3G/4G Welding Certification | 3G and 4G welding | =3G/4G certification | 3G/4G plate certification | 3G and 4G plate > AWS Certified Welder
AWS D1.2 | AWS D1.2 aluminum welding code > AWS D1.1
AWS D1.5 | Bridge Welding Code | AWS D1.5 bridge welding > AWS D1.1
AWS D1.6 | AWS D1.6 stainless steel welding code > AWS D1.1
AWS D17.1 | aerospace fusion welding > AWS D1.1

## Manufacturing quality engineering
# Automotive and aerospace quality methods
AIAG Core Tools | automotive core tools | quality core tools > Advanced Product Quality Planning
AIAG-VDA FMEA | AIAG & VDA FMEA | AIAG VDA FMEA Handbook | AIAG-VDA FMEA handbook > Failure Mode and Effects Analysis
VDA 6.3 | VDA 6.3 process audit | =VDA 6.3 audits > IATF 16949
Layered Process Audits | layered audits | layered process audit | ?=LPA | =CQI-8 > Quality Audits
Part Submission Warrant > Production Part Approval Process
Initial Sample Inspection Report > Production Part Approval Process
Run at Rate | run-at-rate | =R@R | run at rate studies > Production Part Approval Process
Dimensional Layout | full dimensional layout | layout inspection | dimensional layouts | dimensional results > Dimensional Inspection
Drawing Ballooning | ballooned drawings | balloon drawings | drawing balloons > First Article Inspection
Special Characteristics | key product characteristics | =KPC | =KCC | critical characteristics | critical to quality characteristics | =CTQ | key characteristics > Control Plan
Reaction Plans | out-of-control action plans | =OCAP | reaction plan > Control Plan
Controlled Shipping | controlled shipping level 1 | controlled shipping level 2 | =CS1 | =CS2 > Supplier Quality Management
Supplier Corrective Action Requests | =SCAR | =SCARs | supplier corrective actions > Corrective and Preventive Action
Warranty Analysis | warranty data analysis | warranty reduction | field failure analysis > Failure Analysis
AIAG CQI Special Process Assessments | =CQI-9 | =CQI-11 | =CQI-12 | =CQI-15 | =CQI-17 | =CQI-23 | =CQI-27 | =CQI-29 | =CQI-30 | AIAG CQI assessments > IATF 16949
AS9145 | AS9145 APQP/PPAP > AS9100
AS9110 > AS9100
AS9120 > AS9100
Counterfeit Parts Prevention | counterfeit parts avoidance | =AS5553 | =AS6174 | counterfeit electronic parts > AS9100
# Statistics and measurement
Process Performance Index | =Ppk | =Pp/Ppk | process performance indices > Process Capability Analysis
X-bar and R Charts | =X-bar R | Xbar-R charts | X-bar charts | I-MR charts | individuals and moving range charts > Control Charts
Attribute Agreement Analysis | attribute gage R&R | attribute MSA | attribute agreement > Measurement System Analysis
ANSI/ASQ Z1.4 | =ANSI Z1.4 | =Z1.4 | =ISO 2859-1 | =MIL-STD-105E > Acceptance Sampling
Pareto Analysis | Pareto charts | Pareto chart | Pareto diagrams > Root Cause Analysis
Measurement Uncertainty | uncertainty budgets | measurement uncertainty analysis | uncertainty of measurement > Metrology
Gage Calibration | gauge calibration | gage control | calibration recall system | calibration management > Instrument Calibration
GAGEtrak > Gage Calibration
# Inspection equipment and software
Height Gauges | height gages | height gauge | surface plate inspection | surface plate layout > Dimensional Inspection
Go/No-Go Gauges | go/no-go gages | go no-go gauges | pin gauges | thread gauges | plug gauges | ring gauges > Dimensional Inspection
Surface Roughness Measurement | profilometer | surface finish measurement | surface roughness testing | profilometry > Metrology
Hardness Testing | Rockwell hardness testing | Brinell hardness testing | Vickers hardness | microhardness testing | Rockwell hardness > Materials Testing
Vision Measuring Systems | video measuring machines | =VMM | optical measuring systems | vision CMM > Metrology
FARO Arm | =FARO | portable CMM | portable CMM arm | FARO CAM2 > Coordinate Measuring Machine
Laser Trackers | laser tracker | Leica laser tracker | =API laser tracker > Metrology
PolyWorks | InnovMetric PolyWorks | PolyWorks Inspector > Metrology
ZEISS INSPECT | =GOM Inspect | =GOM ATOS | GOM Correlate > Metrology
Mitutoyo MCOSMOS | =MCOSMOS > Coordinate Measuring Machine
3D Scanning Inspection | 3D scan inspection | structured light scanning | blue light scanning | white light scanning > Metrology
InspectionXpert > Drawing Ballooning
# Quality software and systems
InfinityQS | InfinityQS ProFicient | InfinityQS Enact | =ProFicient > Statistical Process Control
Hexagon Q-DAS | =Q-DAS | =qs-STAT > Statistical Process Control
ETQ Reliance | =ETQ | ETQ QMS > Quality Management Systems
Plexus IQ-FMEA | =APIS IQ | =IQ-FMEA | APIS IQ-RM > Failure Mode and Effects Analysis
ReliaSoft | HBK ReliaSoft | Weibull++ | ReliaSoft BlockSim > Weibull Analysis
Greenlight Guru > Quality Management Systems
Intelex | Intelex QMS > Quality Management Systems
# Standards and credentials
ISO 19011 | guidelines for auditing management systems > Quality Audits
ISO 50001 | ISO 50001:2018 | energy management systems standard > Energy Audits
ISO Lead Auditor Certification | ISO 9001 lead auditor | IRCA lead auditor | Exemplar Global lead auditor | certified lead auditor | lead auditor certification > Quality Audits
IATF 16949 Internal Auditor | IATF internal auditor | IATF 16949 internal auditing | =IATF auditor > IATF 16949
ASQ Certified Quality Technician | =CQT | Certified Quality Technician > Quality Control
ASQ Certified Quality Inspector | =ASQ CQI | Certified Quality Inspector > Quality Control
ASQ Certified Quality Improvement Associate | =CQIA | Certified Quality Improvement Associate > Quality Improvement
ASQ Certified Supplier Quality Professional | =CSQP | Certified Supplier Quality Professional > Supplier Quality Management
ASQ Certified Quality Process Analyst | =CQPA | Certified Quality Process Analyst > Quality Control
ASQ Certified Calibration Technician | =ASQ CCT | Certified Calibration Technician > Metrology
ASQ Certified Pharmaceutical GMP Professional | =CPGP | Certified Pharmaceutical GMP Professional > Good Manufacturing Practices

## Manufacturing and process improvement engineering
Takt Time | takt time analysis | takt time calculation > Line Balancing
Cellular Manufacturing | manufacturing cells | work cell design | cellular layout > Lean Manufacturing
Pull Systems | pull production | supermarket systems | kanban pull systems > Lean Manufacturing
Andon | andon systems | andon boards | andon cord > Visual Management
Yamazumi Charts | yamazumi | yamazumi chart > Line Balancing
Spaghetti Diagrams | spaghetti diagram | spaghetti charts > Value Stream Mapping
Lean Waste Elimination | muda | eight wastes | 8 wastes | seven wastes | 7 wastes | =TIMWOODS | =DOWNTIME wastes > Lean Manufacturing
Tiered Daily Management | tiered huddles | tier meetings | tier boards | lean daily management > Visual Management
PDCA | Plan-Do-Check-Act | Deming cycle > Continuous Improvement, Plan-Do-Study-Act
SIPOC | SIPOC diagram | =SIPOC analysis > DMAIC
Methods-Time Measurement | =MTM-1 | =MTM-UAS | predetermined motion time systems > Time and Motion Studies
MOST Work Measurement | Maynard Operation Sequence Technique | =BasicMOST > Time and Motion Studies
Manufacturing Routings | process routings | routing development | manufacturing routing | routing sheets | production routings > Manufacturing Engineering
Process Characterization | process characterization studies > Process Engineering
Lean Certification | =SME Lean Bronze | Lean Bronze Certification | Lean Silver Certification | SME Lean certification | Shingo Institute certification > Lean Manufacturing
Certified Manufacturing Engineer | =CMfgE | SME CMfgE > Manufacturing Engineering
Plex Smart Manufacturing Platform | Plex MES | Plex ERP | Plex Manufacturing Cloud | Plex Systems | ~=Plex > Manufacturing Execution Systems
Siemens Opcenter | =Opcenter | SIMATIC IT | Camstar > Manufacturing Execution Systems

## Chemical and process engineering
Carbon Capture and Storage | ?=CCS | =CCUS | carbon capture and sequestration | carbon capture
# Process simulation and design software
Aspen HYSYS | =HYSYS > Process Simulation
Aspen Plus | =AspenPlus | Aspen Plus Dynamics | Aspen Dynamics > Process Simulation
Aspen Exchanger Design and Rating | =Aspen EDR | Aspen Shell & Tube Exchanger > Heat Exchanger Design
Aspen DMC3 | DMCplus | Aspen DMCplus > Advanced Process Control
HTRI Xchanger Suite | =HTRI | =Xist > Heat Exchanger Design
CHEMCAD | Chemstations CHEMCAD > Process Simulation
AVEVA PRO/II | =PRO/II | SimSci PRO/II > Process Simulation
Honeywell UniSim Design | UniSim Design | =UniSim > Process Simulation
BR&E ProMax > Process Simulation
gPROMS | Siemens gPROMS > Process Simulation
PIPE-FLO | Engineered Software PIPE-FLO > Line Sizing
Applied Flow Technology | AFT Fathom | AFT Arrow | AFT Impulse > Line Sizing
DNV Phast | =PHAST | Phast consequence modeling > Consequence Modeling
PHA-Pro | Sphera PHA-Pro > Process Hazard Analysis
Hexagon Smart P&ID | SmartPlant P&ID | =SPPID | Intergraph SmartPlant P&ID > Piping and Instrumentation Diagrams
Hexagon Smart 3D | SmartPlant 3D | =S3D | Intergraph Smart 3D | =SP3D | Smart 3D > Piping Design
AVEVA E3D | AVEVA Everything3D | =E3D > Piping Design
AVEVA PDMS | Plant Design Management System | =PDMS > Piping Design
AutoCAD P&ID | AutoCAD PID > Piping and Instrumentation Diagrams
# Process design and analysis
Process Simulation | process modeling and simulation | steady-state simulation | process simulators | chemical process simulation > Process Engineering
Dynamic Process Simulation | dynamic simulation | dynamic process modeling | operator training simulators > Process Simulation
Process Flow Diagrams | process flow diagram | =PFD drawings | ~PFD | ~PFDs | process flows > Process Engineering
Heat and Material Balances | =H&MB | =HMB | mass and energy balances | material and energy balances | heat and mass balances | material balances | mass balances > Process Engineering
Chemical Process Design | process design basis | process design packages > Process Engineering
Front-End Engineering Design | =FEED | front end engineering design | =FEED studies | =FEL | front-end loading > Chemical Process Design
~Unit Operations | ~unit operations | unit operation design > Process Engineering
Distillation Column Design | distillation columns | fractionation columns | distillation design > Unit Operations
Reactor Design | chemical reactor design | reaction engineering | chemical reaction engineering > Unit Operations
Separation Processes | separation technologies | liquid-liquid extraction | absorption and stripping > Unit Operations
Crystallization | crystallization processes | crystallizer design > Unit Operations
Heat Exchanger Design | shell and tube heat exchanger design | heat exchanger rating | exchanger design > Heat Exchangers
Pinch Analysis | heat integration | pinch technology > Chemical Process Design
Chemical Kinetics | reaction kinetics > Reactor Design
Line Sizing | pipe sizing | hydraulic line sizing | process line sizing > Chemical Process Design
Equipment Sizing | process equipment sizing | vessel sizing | separator sizing > Chemical Process Design
Process Datasheets | equipment datasheets | process data sheets | equipment data sheets > Chemical Process Design
Relief Valve Sizing | pressure relief valve sizing | =PSV sizing | =PRV sizing | relief system design | overpressure protection | pressure relief sizing > Process Safety Management
API 520/521 | =API 520 | =API 521 > Relief Valve Sizing
Flare Systems | flare system design | flare header design | flare systems analysis > Relief Valve Sizing
Advanced Process Control | model predictive control | multivariable predictive control > Control Systems
Debottlenecking | plant debottlenecking | process debottlenecking | capacity debottlenecking > Process Engineering
Process Scale-Up | chemical process scale-up | process scale-up studies | scale-up > Process Engineering
Pilot Plant Operations | pilot plant | pilot-scale testing | pilot plants > Process Engineering
Industrial Water Treatment | boiler water treatment | cooling water treatment | boiler feedwater treatment | cooling tower water treatment > Water Treatment
Air Pollution Control Equipment | wet scrubbers | baghouses | thermal oxidizers | regenerative thermal oxidizers | dust collectors | air pollution control | scrubbers > Process Engineering
# Refining, gas and chemical processes
Petroleum Refining | refinery operations | refining processes | refinery process engineering > Process Engineering
Fluid Catalytic Cracking | =FCCU | =FCC unit | catalytic cracking > Petroleum Refining
Hydroprocessing | hydrotreating | hydrocracking | hydrotreaters > Petroleum Refining
Natural Gas Processing | gas processing | gas plant operations | cryogenic gas processing | =NGL fractionation > Process Engineering
Amine Treating | amine sweetening | gas sweetening | amine units > Natural Gas Processing
Polymerization | polymerization processes | polymer production > Process Engineering
Catalysis | heterogeneous catalysis | catalyst evaluation | catalyst selection > Reactor Design
# Process safety and environmental compliance
What-If/Checklist Analysis | what-if checklist | what-if hazard analysis > Process Hazard Analysis
Bow-Tie Analysis | bowtie analysis | bow tie risk assessment | bowtie diagrams > Process Hazard Analysis
Management of Change | =MOC | management-of-change | =MOC procedures > Process Safety Management
Pre-Startup Safety Review | =PSSR | pre-startup safety reviews > Process Safety Management
Mechanical Integrity | mechanical integrity programs | =MI programs | mechanical integrity inspections > Process Safety Management
Risk-Based Inspection | =API 580 | =API 581 | risk based inspection > Mechanical Integrity
Fitness-for-Service | =API 579 | =API 579-1/ASME FFS-1 | fitness for service assessments > Mechanical Integrity
Ultrasonic Thickness Testing | =UTT | thickness gauging | =UT thickness | ultrasonic thickness measurements > Ultrasonic Testing
National Board Inspection Code | =NBIC > ASME Boiler and Pressure Vessel Code
NACE Coating Inspector Program | =NACE CIP | AMPP Certified Coating Inspector | NACE coating inspector > Nondestructive Testing
Dust Hazard Analysis | combustible dust hazard analysis | =NFPA 652 | combustible dust > Process Hazard Analysis
Facility Siting Studies | facility siting | facility siting analysis | =API 752 | =API 753 > Process Hazard Analysis
Consequence Modeling | consequence analysis | ?dispersion modeling | blast modeling | fire and explosion modeling > Process Hazard Analysis
Quantitative Risk Assessment | =QRA > Process Hazard Analysis
EPA Risk Management Program | =EPA RMP | 40 CFR Part 68 | =RMP plans > Process Safety Management
Leak Detection and Repair | =LDAR | =LDAR programs | =EPA Method 21 > Air Permitting
Continuous Emissions Monitoring Systems | =CEMS | continuous emissions monitoring | =CEMS certification > Air Permitting
Air Permitting | air quality permitting | air permits | air permit applications | New Source Review | =NSR permitting > Clean Air Act
Clean Air Act | Clean Air Act compliance
NESHAP | =MACT standards | National Emission Standards for Hazardous Air Pollutants > Clean Air Act
Spill Prevention, Control and Countermeasure | =SPCC | =SPCC plans | SPCC plan | spill prevention > Clean Water Act
EPCRA Reporting | =EPCRA Tier II | =Tier II reporting | =EPCRA | SARA Title III | =SARA Title III reporting > Process Safety Management

## Environmental consulting and remediation
Title V Permitting | =Title V | =Title V permits | Title V air permits | Title V operating permits > Air Permitting
Permit-to-Install | =PTI permits | permit to install | permits-to-install | =PTI applications > Air Permitting
Emissions Inventories | emissions inventory | air emissions inventories | emission inventories | air emissions inventory > Air Permitting
Air Dispersion Modeling | dispersion modeling | air dispersion modelling | air quality modeling | dispersion modelling > Air Permitting
AERMOD | =AERMOD modeling | =AERSCREEN > Air Dispersion Modeling
Toxics Release Inventory | =TRI | =TRI reporting | =TRI reports | =Form R > EPCRA Reporting
Phase II Environmental Site Assessments | Phase II ESA | Phase II ESAs | Phase II site investigations | Phase II site investigation | Phase II investigations | Phase II environmental site assessment > Phase I Environmental Site Assessments
ASTM E1527 | =ASTM E1527-21 | =ASTM E1527-13 | =E1527-21 > Phase I Environmental Site Assessments
Soil Borings | soil boring | soil boring oversight > Environmental Site Investigation
Monitoring Well Installation | monitoring wells | monitoring well | well installation oversight | groundwater monitoring wells > Groundwater Sampling
Groundwater Sampling | groundwater monitoring | low-flow groundwater sampling | groundwater sampling events > Environmental Site Investigation
Soil Vapor Sampling | soil gas sampling | sub-slab vapor sampling | sub-slab soil gas sampling | soil vapor > Vapor Intrusion Assessment
Soil Sampling | soil samples | surface soil sampling | subsurface soil sampling > Environmental Site Investigation
Environmental Site Investigation | environmental site investigations | site characterization | environmental investigations | ?subsurface investigations
Vapor Intrusion Assessment | vapor intrusion | vapor intrusion assessments | =VI assessments | vapor intrusion mitigation > Environmental Site Investigation
Remedial Design | remedial design drawings | remedy design | remediation design | remedial system design > Environmental Remediation
Environmental Remediation | site remediation | contaminated site remediation | remediation projects | soil and groundwater remediation | soil remediation | groundwater remediation
EQuIS | EarthSoft EQuIS | =EQuIS Professional > Environmental Data Management
Environmental Data Management | analytical data management | environmental data validation | laboratory data validation
`;
