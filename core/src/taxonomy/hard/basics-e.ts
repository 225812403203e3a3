// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
## Structural engineering practice
# Materials and structural systems
Structural Steel | structural steel framing | structural steel members | structural steel construction > Structural Steel Design
Reinforced Concrete | reinforced concrete construction | reinforced concrete structures > Reinforced Concrete Design
Gravity Design | gravity load design | gravity framing design > Structural Design
Structural Loads | dead loads | live loads | snow loads | seismic loads | gravity loads | load combinations | snow load calculations > Structural Analysis
Load Path Analysis | ~load path | continuous load path > Structural Analysis
Truss Design | trusses | wood trusses | roof trusses | steel trusses | truss analysis > Structural Design
Engineered Lumber | =LVL | =PSL | =LSL | engineered wood products | I-joists | laminated veneer lumber > Timber Design
Beam and Column Design | beam design | column design | beam and column sizing > Structural Design
Concrete Slab Design | slab design | two-way slabs | one-way slabs | elevated slab design | two-way slab design > Reinforced Concrete Design
Anchorage Design | anchor bolt design | anchor bolts | base plate design | base plates | embed plates | embedded plates | post-installed anchors | concrete anchorage > Connection Design
High-Strength Bolting | high-strength bolts | =RCSC specification | pretensioned bolts > Connection Design
Pre-Engineered Metal Buildings | =PEMB | metal building systems | metal buildings > Structural Steel
Steel Deck | steel decking | metal deck | metal decking > Structural Steel Design
Parking Structure Design | parking structures | parking garage design | parking structure restoration > Structural Design
Structural Retrofit | structural retrofits | structural strengthening | building retrofits | strengthening design > Structural Design
Foundation Underpinning | underpinning | foundation repair | foundation underpinning design > Foundation Design
Lintel Design | lintels | masonry lintels | steel lintels > Masonry Design
Miscellaneous Metals | misc metals | miscellaneous steel > Structural Steel
Building Cladding | ~cladding | cladding systems | exterior cladding | rainscreen cladding > Facade Design
# Analysis methods
Structural Dynamics | ~dynamic analysis | structural dynamic analysis | time history analysis > Structural Analysis
Response Spectrum Analysis | response spectrum | modal response spectrum analysis > Seismic Design
Nonlinear Structural Analysis | nonlinear analysis | nonlinear static analysis | nonlinear time history analysis | material nonlinearity > Structural Analysis
Pushover Analysis | pushover | nonlinear pushover analysis > Nonlinear Structural Analysis
Buckling Analysis | buckling | stability analysis of structures | linear buckling analysis > Structural Analysis
Serviceability Analysis | ~serviceability | deflection calculations | deflection analysis | deflection checks | floor vibration analysis > Structural Analysis
Punching Shear Design | punching shear | two-way shear > Concrete Slab Design
Progressive Collapse Analysis | progressive collapse | disproportionate collapse > Structural Design
Blast-Resistant Design | blast design | blast resistant design | blast analysis | blast-resistant structures > Structural Design
Structural Health Monitoring | =SHM | structural monitoring > Structural Analysis
Temporary Structures Design | temporary works design | temporary structures | falsework design | scaffolding design | temporary works > Structural Design
Geotechnical Reports | geotechnical report review | geotech reports | geotechnical engineering reports | soils reports > Geotechnical Engineering
Settlement Analysis | settlement calculations | consolidation settlement > Geotechnical Engineering
# Software and references
RAM Elements | Bentley RAM Elements > RAM Structural System
SkyCiv | SkyCiv Structural 3D > Structural Analysis
spSlab | spBeam | StructurePoint > Reinforced Concrete Design
ADAPT-Builder | ADAPT Builder > ADAPT-PT
Simpson Strong-Tie Connectors | Simpson Strong-Tie | Simpson connectors | Simpson Strong-Tie products > Timber Design
LARSA 4D | =LARSA > Bridge Design
SCIA Engineer | =SCIA > Structural Analysis
ASCE 37 | =ASCE 37-14 | design loads on structures during construction > Temporary Structures Design
FEMA P-58 | seismic performance assessment > Seismic Design

## Transportation engineering practice
Superelevation Design | superelevation | superelevation calculations | superelevation transitions > Geometric Design
Vehicle Swept Path Analysis | vehicle turning analysis | turning templates | turning movement analysis for vehicles | truck turning analysis > AutoTURN
Guardrail Design | ~guardrail | roadway guardrail | roadside barriers | crash cushions | guardrail installation > AASHTO Roadside Design Guide
Speed Studies | spot speed studies | speed surveys | speed data collection > Traffic Data Collection
Traffic Noise Analysis | ~noise analysis | traffic noise modeling | noise barrier design | FHWA Traffic Noise Model > NEPA Compliance
Asphalt and Aggregate Testing | asphalt testing | aggregate testing | asphalt density testing | aggregate gradation testing > Materials Testing
Hot Mix Asphalt | =HMA | hot-mix asphalt | ~asphalt | asphalt pavement > Pavement Design
Concrete Pavement | rigid pavement | =PCC pavement | portland cement concrete pavement | concrete pavement design > Pavement Design
Connected and Automated Vehicles | connected vehicles | connected vehicle technology | automated vehicles | =CAV | =V2X | vehicle-to-infrastructure > Intelligent Transportation Systems
Traffic Management Centers | traffic management center operations | =ATMS | advanced traffic management systems | traffic operations centers > Intelligent Transportation Systems
TransModeler > Traffic Simulation
GTFS | General Transit Feed Specification | =GTFS data > Transit Planning
NYSDOT Standards | =NYSDOT | New York State DOT standards > FHWA Standards
Traffic Signal Coordination | signal coordination | signal progression | coordinated signal timing > Signal Timing

## Water resources engineering practice
Unit Hydrograph Method | unit hydrograph | unit hydrographs | =SCS unit hydrograph > Hydrology
Bentley FlowMaster | FlowMaster > Hydraulics
Bentley CulvertMaster | CulvertMaster > Culvert Design
Watershed Management | watershed planning | watershed management plans | watershed studies > Hydrology
Water Resources Management | integrated water resources management > Water Resources Engineering
Water Rights | water rights administration | water rights law | water rights analysis > Water Resources Engineering
Flood Mitigation | flood control | flood mitigation projects | flood risk reduction | flood protection design > Floodplain Management
Civil 3D Pipe Networks | pipe networks | pipe network design | gravity pipe networks > AutoCAD Civil 3D
Inlet Design | storm drain inlets | inlet capacity | curb inlet design > Drainage Design
Outfall Design | outfalls | outfall structures | outfall inspections > Drainage Design
River Engineering | river hydraulics | fluvial geomorphology | riverine hydraulics | river restoration > Open Channel Hydraulics
Wetland Mitigation | wetland restoration | compensatory mitigation | wetland mitigation design | mitigation banking > Wetland Delineation
Hydraulic Calculations | hydraulic calcs | hydraulic design calculations > Hydraulics
Irrigation Design | irrigation system design | irrigation plans | irrigation systems design > Water Resources Engineering
Hydraulic Profiles | hydraulic profile | plant hydraulic profile | hydraulic grade line analysis > Hydraulics
## Mechanical design engineering practice
Femap | Siemens Femap > Finite Element Analysis
SimScale > Computational Fluid Dynamics
~Mechanism Design | ~mechanism design | linkage design | mechanical linkages | cam design > Machine Design
Fastener Selection | ~fasteners | threaded fasteners | bolted joints | fastener design > Machine Design
Seals and Gaskets | O-rings | o-ring design | gaskets | seal design | gasket design > Machine Design
Drawing Packages | drawing package | engineering drawing packages | manufacturing drawing packages > Technical Drawing
Machining | machined parts | machined components | machining processes > CNC Machining
Metal Casting | castings | sand casting | casting design | foundry processes > Die Casting
Industrial Pumps | ~pumps | pump systems | pumps and motors > Rotating Equipment
Industrial Valves | ~valves | valve maintenance | valves and actuators > Control Valves
~Compressors | ~compressors | compressor repair | compressor service > Rotating Equipment
Electric Motors | ~motors | =AC/DC motors | motor installation > Electric Motor Maintenance
~Actuators | ~actuators | electric actuators | pneumatic actuators | hydraulic actuators > Motion Control
Fluid Power | fluid power systems | hydraulics and pneumatics > Hydraulics
Enclosure Design | electronic enclosures | electronics enclosure design | sheet metal enclosures > Mechanical Design
Electronics Cooling | electronics thermal management | heat sink design | heat sinks > Thermal Management
Ergonomics | industrial ergonomics | ergonomic design | workplace ergonomics > Ergonomic Assessment
Parametric Modeling | parametric 3D modeling | parametric CAD | parametric design modeling > Solid Modeling

## Manufacturing engineering practice
Metal Grinding | ~grinding | ~grinders | angle grinders | hand grinding > Metal Fabrication
Assembly Line Operations | assembly lines | assembly line | production line assembly | assembly line balancing > Line Balancing
Automated Assembly | automated assembly systems | automated assembly equipment | assembly automation > Industrial Automation
PCB Assembly | =PCBA | printed circuit board assembly | circuit board assembly > Surface Mount Technology
Plastics Processing | plastics manufacturing | polymer processing | plastics processing equipment > Injection Molding
Siemens Plant Simulation | Tecnomatix Plant Simulation | Tecnomatix | Plant Simulation > Discrete Event Simulation
Equipment Qualification | equipment validation | equipment qualification protocols > IQ/OQ/PQ
Quality Assurance | quality assurance programs | =QA programs > Quality Control

## Electrical power engineering practice
CDEGS | =SES CDEGS > Substation Grounding Design
Fault Current Calculations | available fault current | fault current analysis > Short Circuit Analysis
Substation Equipment | ~substations | substation maintenance | substation apparatus > Substation Design
Transformer Sizing | transformer selection | transformer specifications > Electrical Transformers
Transformer Maintenance | transformer installation | transformer servicing > Electrical Transformers
Low Voltage Power Systems | low-voltage power distribution | low voltage power distribution > Power Distribution
Power Distribution Design | distribution design | electrical distribution design | distribution system design | power distribution systems design > Power Distribution
Generator Interconnection | utility interconnection | grid interconnection > Interconnection Studies
Renewable Energy Systems | renewable energy | renewables | renewable energy projects | clean energy systems > Power Systems
Solar Photovoltaic Systems | solar PV | photovoltaic systems | =PV systems | photovoltaic | solar energy systems | solar power systems > Renewable Energy Systems
Wind Energy | wind power | wind farms | wind turbines | wind generation | wind energy projects > Renewable Energy Systems
Standby Power Systems | standby power | backup power systems | backup generators | standby power generation > Emergency Generators
Power Inverters | ~inverters | solar inverters | inverter systems | grid-tied inverters > Power Electronics
DIALux | DIALux evo > Photometric Analysis
Design Master Electrical > Electrical Design
Smart Grid | smart grid technologies | grid modernization | smart grid systems > Power Distribution
Electrical Switchboards | ?switchboard | switchboard installation | low voltage switchboards > Switchgear
Overhead Line Construction | overhead lines | overhead line work | power line construction | ~line work | distribution line construction > Transmission and Distribution

## Controls and automation engineering practice
Schneider Electric Automation | ~Schneider Electric | EcoStruxure | Schneider PLCs > Schneider Electric Modicon
Omron PLCs | ~Omron | Omron automation | Omron PLC > Omron Sysmac Studio
GE CIMPLICITY | Cimplicity | =CIMPLICITY HMI > Human-Machine Interface
AVEVA Plant SCADA | Citect | CitectSCADA | Citect SCADA > SCADA
Node-RED | =Node-RED flows > Industrial IoT
Machine Safety | machinery safety | machine safety design | safety circuits design > Functional Safety
Industry 4.0 | smart manufacturing | digital manufacturing | smart factory | =I4.0 > Industrial IoT
## Environmental engineering practice
Environmental Compliance | environmental regulatory compliance | environmental compliance programs | environmental compliance management > Environmental Health and Safety
Environmental Regulations | ?environmental laws | environmental regulatory requirements | =EPA regulations | environmental law and regulations > Environmental Compliance
Air Quality Analysis | ~air quality | air quality studies | air quality monitoring | air quality compliance > Clean Air Act
Carbon Accounting | =GHG emissions | carbon footprint | carbon footprinting | =GHG accounting | =GHG inventory | =GHG emissions inventory | greenhouse gas inventories > Greenhouse Gas Reporting
CERCLA | Superfund | Comprehensive Environmental Response, Compensation, and Liability Act | Superfund sites > Environmental Remediation
Universal Waste Management | universal waste | universal wastes > Hazardous Waste Management
Landfill Engineering | landfill design | landfills | landfill operations | landfill gas | landfill permitting > Environmental Compliance
Waste Characterization | waste profiling | waste profiles | waste characterization studies > Hazardous Waste Management
Environmental Sampling | environmental field sampling | field sampling | sample collection for environmental analysis > Environmental Monitoring
Environmental Monitoring | environmental monitoring programs | environmental monitoring plans
Water Sampling | water quality sampling | surface water sampling | stormwater sampling | wastewater sampling > Environmental Sampling
Air Sampling | air monitoring | personal air sampling | area air sampling | air sampling pumps > Industrial Hygiene
Underground Storage Tanks | =UST | =USTs | =UST compliance | =LUST | underground storage tank compliance | tank removal > Environmental Compliance
Lead-Based Paint Inspection | lead-based paint | lead paint inspection | =LBP | lead risk assessment | lead-based paint surveys > Lead Abatement
Mold Assessment | mold inspections | mold sampling | mold surveys > Industrial Hygiene
Industrial Hygiene | occupational hygiene | exposure assessment | exposure monitoring | =IH programs > Environmental Health and Safety
Certified Industrial Hygienist | =CIH > Industrial Hygiene
Endangered Species Act | endangered species | Section 7 consultation | threatened and endangered species > NEPA Compliance
Habitat Assessment | habitat assessments | habitat surveys | biological surveys | biological assessments > Endangered Species Act
Environmental Management Systems | environmental management system | ?=EMS | =EMS audits > ISO 14001
ESG Reporting | =ESG | sustainability reporting | =ESG disclosures | =GRI reporting > Environmental Compliance
~Water Quality | ~water quality | water quality monitoring | water quality analysis | water quality testing > Environmental Monitoring
Drinking Water Systems | drinking water | potable water systems | drinking water regulations | public water systems > Safe Drinking Water Act
BioWin | =BioWin modeling > Wastewater Treatment
GPS-X | =GPS-X modeling | Hydromantis GPS-X > Wastewater Treatment
Registered Environmental Manager | ~=REM > Environmental Compliance
Certified Hazardous Materials Manager | =CHMM > Hazardous Waste Management
Qualified Environmental Professional | =QEP > Environmental Compliance
Professional Geologist | =P.G. | =PG license | Professional Geologist license > Hydrogeology
Discharge Monitoring Reports | ?=DMRs | ?=DMR | =NetDMR > NPDES
Environmental Audits | environmental compliance audits | environmental audit > Environmental Compliance
Noise Monitoring | noise surveys | noise dosimetry | occupational noise monitoring | noise measurements > Industrial Hygiene
Dust Control | fugitive dust control | dust control plans | fugitive dust > Air Quality Analysis
Contaminant Fate and Transport | fate and transport | contaminant transport | fate and transport modeling > Hydrogeology
Human Health Risk Assessment | =HHRA | human health risk assessments > Environmental Remediation
Ecological Risk Assessment | ecological risk assessments | =ERA ecological risk > Environmental Remediation
Volatile Organic Compounds | =VOC emissions | ?VoC > Air Permitting, Air Quality Analysis
Chlorinated Solvents | =TCE | =PCE | trichloroethylene | tetrachloroethylene > Environmental Remediation

## Construction project management practice
General Contracting | general contractor operations | general contracting services > Construction Management
Building Code Compliance | code compliance | code compliance reviews > Building Codes
Building Inspection | building inspections | code inspections | building code inspections > Building Codes
Concrete Construction | concrete work | ~concrete | concrete flatwork > Cast-in-Place Concrete
~Excavation | ~excavation | excavation work | mass excavation | excavation and backfill > Earthwork
Construction Cost Reports | job cost reports > Cost Control

## CAD drafting practice
BricsCAD > Computer-Aided Design
DraftSight > Computer-Aided Design
CADWorx | CADWorx Plant | Hexagon CADWorx > Piping Design
Bentley OpenPlant | OpenPlant Modeler | OpenPlant > Piping Design
Orthographic Projection | orthographic views | orthographic drawings | multiview drawings > Technical Drawing
AutoCAD Dynamic Blocks | dynamic blocks | AutoCAD blocks | block libraries > AutoCAD
AutoCAD Sheet Set Manager | sheet sets | sheet set manager > AutoCAD
AutoCAD External References | xrefs | external references | AutoCAD xrefs > AutoCAD
Model Space and Paper Space | paper space | model space | viewports and layouts > AutoCAD
AutoLISP | AutoCAD LISP | LISP routines | Visual LISP > AutoCAD
Redline Markups | ~redlines | redline drawings | drawing markups | redlined drawings > CAD Drafting
Drawing Revision Control | drawing revisions | drawing change control | revision blocks > Document Control
Mechanical Drafting | mechanical CAD drafting | mechanical design drafting > CAD Drafting
Civil Drafting | civil CAD drafting | civil design drafting > CAD Drafting
Structural Drafting | structural CAD drafting | structural design drafting > CAD Drafting
Electrical Drafting | electrical CAD drafting | electrical design drafting > CAD Drafting
Floor Plans | floor plan drafting | floor plan drawings > Architectural Drawings
Autodesk Certified Professional | AutoCAD Certified Professional | Autodesk Certified User | Autodesk certification > AutoCAD

## Industrial maintenance practice
480V Power Systems | =480V | 480 volt | =480VAC | =277/480V | 480V three-phase > Three-Phase Power
Relays and Contactors | contactors | control relays | ~relays > Motor Controls
Equipment Installation | machine installation | equipment setting | equipment installations > Millwrighting
Hoists | chain hoists | chain falls | electric hoists | come-alongs | hoists and rigging > Rigging and Signaling
Palletizers | palletizing equipment | robotic palletizers > Packaging Equipment
## HVAC trade practice
R-410A Systems | =R-410A | =R410A | =R-410A refrigerant | Puron > Refrigerant Management
R-454B Systems | =R-454B | =R454B | =R-454B refrigerant > A2L Refrigerants
R-32 Systems | =R-32 | =R32 | =R-32 refrigerant > A2L Refrigerants
R-22 Systems | =R-22 | =R22 | =R-22 refrigerant | =HCFC-22 > Refrigerant Management
Condensing Units | ~condensers | condenser coils | condenser units > Refrigeration
Ventilation Systems | ventilation design | exhaust fans > HVAC
Airflow Measurement | airflow testing | air flow measurement | =CFM measurement > HVAC
Lennox HVAC Equipment | ~Lennox | Lennox equipment | Lennox systems > HVAC
Furnace Ignition Systems | hot surface igniters | flame sensors | ~ignition systems > Furnaces
HVAC Electrical Components | blower motors | run capacitors | start capacitors | ~capacitors | condenser fan motors > HVAC Repair

## Electrician trade practice
Wiring Devices | switches and receptacles | receptacles | outlets and switches | wiring device installation > Electrical Wiring
Lighting Ballasts | ballasts | ballast replacement | =LED drivers > Lighting Installation
Electrical Raceways | raceways | raceway systems | wireways > Conduit Bending
Electrician Hand Tools | hand benders | fish tape | knockout punches | Greenlee tools > Hand and Power Tools
Alarm System Installation | alarm systems | security system installation | alarm installation > Intrusion Alarm Systems
Intercom Systems | intercoms | intercom installation | door entry systems > Low Voltage Wiring
Underground Conduit Installation | underground conduit | underground electrical conduit | conduit trenching > Trenching and Shoring
Residential Wiring | residential electrical | residential electrical wiring | residential electrical work > Electrical Wiring
Commercial Electrical Work | commercial wiring | commercial electrical | commercial electrical installations > Electrical Wiring
Industrial Electrical Work | industrial wiring | industrial electrical | industrial electrical installations > Electrical Wiring
Electrical Codes | electrical code | electrical code compliance | electrical codes and standards > National Electrical Code
Voltage Testing | voltage testers | voltage detection | non-contact voltage testers | voltage verification > Digital Multimeter

## Welding trade practice
Welder Certification | welding certification | welding certifications | certified welder | welder certifications > Welding
Weld Inspection | welding inspection | weld inspections | visual weld inspection | weld quality inspection | visual inspection of welds > Certified Welding Inspector
Destructive Testing | destructive weld testing | bend tests | bend testing | guided bend tests | macro etch testing | weld cut and etch | cut and etch testing > Weld Inspection
Weld Fit-Up | fit-up | joint fit-up | fitting and welding | fit and tack > Metal Fabrication
Pipe Beveling | beveling | bevelling | pipe bevels | bevel cutting > Pipe Welding
Weld Preparation | weld prep | joint preparation | weld joint preparation > Welding
Preheat and Interpass Temperature | ~preheat | preheating | interpass temperature | preheat requirements > Welding Procedure Specifications
Post-Weld Heat Treatment | =PWHT | post weld heat treatment | postweld heat treatment | stress relieving > Heat Treating
Carbon Steel Welding | ~carbon steel | carbon steel fabrication > Welding
Lincoln Electric Welders | ~Lincoln Electric | Lincoln welders | Lincoln welding machines > Welding
Miller Welders | ~Miller Electric | Miller welding machines > Welding

## Logistics and supply chain practice
Freight Rate Management | freight rates | freight rate analysis > Transportation Management
APICS Certification | =APICS | =APICS certified | =ASCM certification > Certified in Planning and Inventory Management
Dispatching | dispatch operations

## Procurement practice
Invoice Reconciliation | invoice reconciliations | vendor invoice reconciliation > Accounts Payable
Catalog Management | catalog maintenance | catalogue management > Supplier Catalog Management
Framework Agreements | framework contracts | framework agreement | call-off contracts > Contract Management
Tariff Management | ~tariffs | import duties | duties and tariffs > Tariff Mitigation
Software Selection | software evaluation | system selection | technology selection | software vendor selection > Vendor Evaluation

## IT project management practice
Agile Transformation | agile transformations | agile adoption | enterprise agile transformation > Agile Coaching
Technology Roadmaps | technology roadmap | IT roadmaps | IT roadmap | technology roadmapping > Product Roadmapping
Systems Implementation | system implementations | systems implementations | software implementation | software implementations | system implementation > Project Management
`;
