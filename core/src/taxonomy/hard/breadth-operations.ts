// Skill data in the line format of ../README.md: breadth for professions the set of postings has not covered (written by the team without reading any evaluation posting).
export default String.raw`
## HVAC and mechanical design practice
# Load, energy and code tools
Trane TRACE 3D Plus | TRACE 3D Plus | TRACE 3D > HVAC Load Calculations, Energy Modeling
Elite Software HVAC Programs | Elite CHVAC | Elite RHVAC | =CHVAC | =RHVAC > HVAC Load Calculations
COMcheck | COMcheck compliance > International Energy Conservation Code, ASHRAE 90.1
REScheck > International Energy Conservation Code
Energy Code Compliance | energy code compliance documentation | energy code calculations | energy code analysis > International Energy Conservation Code
Thermal Comfort Analysis | ASHRAE 55 | ASHRAE Standard 55 | thermal comfort > ASHRAE Standards
ASHRAE 15 | ASHRAE Standard 15 | refrigeration system safety standard > ASHRAE Standards, Refrigerant Piping
NFPA 96 | commercial cooking ventilation standard > Kitchen Exhaust Systems, NFPA Codes
NFPA 90A | NFPA 90A air conditioning and ventilating systems > NFPA Codes
NFPA 92 | NFPA 92 smoke control > Smoke Control Systems, NFPA Codes
Ventilation Calculations | outdoor air calculations | outside air calculations | ventilation rate calculations | ventilation rate procedure > ASHRAE 62.1
External Static Pressure Calculations | static pressure calculations | static pressure calcs | duct static pressure calculations | =ESP calculations > HVAC Duct Design
Ductulator | Trane Ductulator | duct calculator > HVAC Duct Design
HVAC Equipment Selection | mechanical equipment selection | HVAC equipment sizing | HVAC equipment selections > HVAC Design
Fan Selection | fan selections | fan sizing | fan curves > HVAC Equipment Selection
Greenheck CAPS | Greenheck Computer Aided Product Selection | Greenheck fan selection > Fan Selection
Mechanical Equipment Schedules | mechanical schedules | HVAC equipment schedules > Mechanical Drawings
HVAC Controls Design | HVAC control design | HVAC controls specifications | control sequences design > Building Automation Systems, Control Narratives
HVAC Noise Control | HVAC acoustics | mechanical noise control | HVAC noise and vibration | mechanical system acoustics > HVAC Design, Vibration Analysis
# Systems
Chilled Beams | active chilled beams | passive chilled beams | chilled beam systems > HVAC Design
Displacement Ventilation | displacement ventilation systems > HVAC Design
Underfloor Air Distribution | =UFAD | underfloor air distribution systems > HVAC Design
Thermal Energy Storage | ice storage | ice thermal storage | chilled water storage | ~=TES > Chilled Water Systems
Building Pressurization | space pressurization | room pressurization | building pressure control | pressure cascades > HVAC Design
Isolation Room Design | airborne infection isolation rooms | =AIIR | negative pressure rooms | protective environment rooms > ASHRAE 170
Laboratory Exhaust Systems | laboratory exhaust | lab exhaust | fume hood exhaust | laboratory ventilation | lab ventilation > HVAC Design
Cleanroom HVAC Design | cleanroom HVAC | cleanroom design | cleanroom airflow design > HVAC Design
ISO 14644 | ISO 14644-1 | cleanroom classification > Cleanroom HVAC Design
Building Electrification | all-electric building design | electrification design | building decarbonization > HVAC Design
# Credentials and design software
ASHRAE Certified HVAC Designer | Certified HVAC Designer | ASHRAE CHD > HVAC Design
Building Energy Modeling Professional | =BEMP | ASHRAE BEMP > Energy Modeling
High-Performance Building Design Professional | =HBDP | ASHRAE HBDP > Energy Modeling, ASHRAE Standards
NEBB Certification | =NEBB | NEBB certified | NEBB TAB certification > HVAC Design
AABC Certification | =AABC | AABC certified | AABC Test and Balance Engineer > HVAC Design
Bentley OpenBuildings Designer | OpenBuildings Designer | AECOsim Building Designer > Building Information Modeling

## Manufacturing quality engineering practice
# Nonconformance, containment and problem solving
Nonconforming Material Control | nonconforming material | nonconforming product control | control of nonconforming product | nonconforming material disposition > Material Review Board
Containment Actions | quality containment | sort and containment | suspect material containment | containment activities > 8D Problem Solving
Customer Complaint Investigation | customer complaint investigations | complaint investigations | quality complaint investigations > Root Cause Analysis
Customer-Specific Requirements | customer specific requirements | IATF customer-specific requirements > IATF 16949
Shainin Red X | Shainin | Red X problem solving | Shainin methodology > Root Cause Analysis
Kepner-Tregoe | Kepner-Tregoe problem solving | Kepner-Tregoe analysis | =KT problem solving > Root Cause Analysis
Defective Parts Per Million | =DPPM | defective PPM | customer PPM | PPM defect rates > Quality Control
IATF 16949 Lead Auditor | IATF lead auditor | IATF 16949 lead auditor certification > IATF 16949 Internal Auditor
IMDS | International Material Data System | =IMDS reporting > REACH Compliance, RoHS Compliance
# Inspection, audits and quality planning
Document Control | document control procedures | controlled documents | document change control > Quality Management Systems
Final Inspection | final inspections | outgoing inspection | outgoing quality inspection > Quality Control
In-Process Inspection | in-process inspections | in-process quality checks | =IPQC > Quality Control
Visual Inspection | visual inspections | visual quality inspection | cosmetic inspection > Quality Control
First Piece Inspection | first-piece inspection | first part inspection | first-off inspection > First Article Inspection
Process Audits | manufacturing process audits | process audit > Quality Audits
Product Audits | product audit | finished product audits > Quality Audits
Dock Audits | dock audit | outgoing dock audits > Quality Audits
Quality Plans | quality plan | product quality plans > Quality Management Systems
Inspection and Test Plans | inspection test plans | inspection and test plan | ~=ITP | ~=ITPs > Quality Plans
Inspection Plans | inspection plan | inspection instructions > Quality Plans
Sampling Plans | sampling plan | statistical sampling plans > Acceptance Sampling
Machine Capability Studies | machine capability study | machine capability analysis | =Cmk > Process Capability Analysis
Metallurgical Analysis | metallurgical failure analysis | metallography | microstructure analysis > Metallurgy, Failure Analysis
Torque Auditing | torque audits | torque verification | torque audit > Bolt Torquing
Leak Testing | leak test | helium leak testing | helium leak detection > Nondestructive Testing
End-of-Line Testing | end of line testing | =EOL testing | end-of-line test systems > Quality Control
# Metrology and quality software
Hexagon Romer Arm | Romer arm | Romer absolute arm > Coordinate Measuring Machine
Mitutoyo | Mitutoyo CMM | Mitutoyo instruments > Coordinate Measuring Machine
Gauge Blocks | gage blocks | Jo blocks > Metrology
Bore Gauges | bore gages | dial bore gauges | bore micrometers > Dimensional Inspection
Dial Indicators | dial indicator | test indicators | dial test indicators > Dimensional Inspection
DISCUS Software | =DISCUS | DISCUS Desktop > Drawing Ballooning
1factory > First Article Inspection
Net-Inspect > First Article Inspection
QT9 QMS | =QT9 > Quality Management Systems
Oracle Quality | Oracle EBS Quality | Oracle Quality Management > Quality Management Systems

## Chemical process engineering practice
# Unit operations and fundamentals
Distillation | fractional distillation | fractionation | distillation operations > Distillation Column Design, Separation Processes
Evaporators | evaporation systems | multiple-effect evaporators | falling film evaporators | evaporator design > Unit Operations
Industrial Drying | dryer design | spray drying | spray dryers | fluid bed drying | drying operations > Unit Operations
Mass Transfer | mass transfer operations | mass transfer calculations | heat and mass transfer > Unit Operations
Vapor-Liquid Equilibrium | =VLE | phase equilibrium | phase equilibria > Thermodynamics
Thermodynamic Property Methods | equations of state | property packages | property methods | =NRTL | =UNIQUAC | Peng-Robinson > Process Simulation, Vapor-Liquid Equilibrium
Continuous Processing | continuous manufacturing | continuous flow processing | flow chemistry | continuous flow chemistry > Process Engineering
Fired Heaters | fired heater design | process heaters | =API 560 | process furnaces > Heat Transfer
Centrifugal Compressors | process compressors | compressor selection | centrifugal compressor design | compressor sizing > Rotating Equipment
Cooling Water Systems | cooling water system design | cooling water networks | cooling water circuits > Cooling Towers
Storage Tank Design | tank design | atmospheric storage tank design | tank sizing | storage tank sizing > API 650
Piping Specifications | piping specs | pipe specs | piping material specifications | piping class specifications | pipe class specifications > Piping Design
# Simulation, optimization and scale-up
DWSIM > Process Simulation
Seeq | Seeq analytics | Seeq Workbench > OSIsoft PI
~Process Optimization | ~process optimization | plant optimization | unit optimization | chemical process optimization > Process Engineering
Process Troubleshooting | plant troubleshooting | unit troubleshooting | process unit troubleshooting > Process Engineering
Process Control | process control engineering | process control systems | chemical process control > Control Systems
Process Technology Transfer | manufacturing technology transfer | process tech transfer | tech transfer to manufacturing > Process Scale-Up
# Refining units
Crude Distillation Units | crude unit | =CDU | crude and vacuum distillation | atmospheric distillation | crude units > Petroleum Refining
Alkylation | alkylation units | =HF alkylation | sulfuric acid alkylation > Petroleum Refining
Catalytic Reforming | naphtha reforming | =CCR reforming | reformer units | catalytic reformers > Petroleum Refining
# Process safety and environmental compliance
PSM Compliance Audits | PSM audits | process safety compliance audits | PSM compliance audit > Process Safety Management
PHA Revalidation | PHA revalidations | process hazard analysis revalidation > Process Hazard Analysis
Process Safety Information | process safety information packages | =PSI packages > Process Safety Management
Reaction Calorimetry | reactive chemical hazards | reactive chemicals testing | accelerating rate calorimetry | =ARC testing | =RC1 calorimetry > Process Safety Management
Hazardous Waste Management | hazardous waste | hazardous waste disposal | =RCRA | Resource Conservation and Recovery Act | =RCRA compliance > Environmental Health and Safety
Environmental Permitting | environmental permits | environmental permit applications | environmental permit compliance > Air Permitting

## Land surveying practice
# Survey types and deliverables
Control Surveys | survey control | geodetic control surveys | control networks | horizontal and vertical control > Land Surveying
Geodetic Surveying | geodesy | geodetic surveys > Land Surveying
Hydrographic Surveying | hydrographic surveys | bathymetric surveys | bathymetry | bathymetric surveying > Land Surveying
Elevation Certificates | FEMA elevation certificates | FEMA elevation certificate | elevation certificate > Land Surveying
Lot Line Adjustments | lot line adjustment | boundary line adjustments | lot splits > Boundary Surveys
Record of Survey | records of survey | survey plats | plat of survey > Boundary Surveys
Monument Recovery | corner recovery | monument search | survey monument recovery | corner monumentation > Boundary Surveys
Public Land Survey System | =PLSS | section breakdowns | PLSS section breakdowns > Boundary Surveys
Right-of-Way Surveys | right-of-way surveying | =ROW surveys | right of way mapping > Land Surveying
As-Built Surveys | as-built survey | as-built surveying > As-Built Drawings
Mining Surveys | mine surveying | mine surveys > Land Surveying
Stockpile Volume Surveys | stockpile surveys | stockpile volume calculations | volumetric surveys > Mining Surveys
Pipeline Surveys | pipeline surveying | pipeline route surveys | pipeline as-built surveys > Land Surveying
Subsurface Utility Engineering | =SUE | utility designating | =ASCE 38 | =CI/ASCE 38-22 | quality level B utility mapping > Utility Locating
Cadastral Mapping | cadastral surveys | cadastral surveying | parcel mapping | tax maps > Geographic Information Systems
Title Commitment Exceptions | Schedule B exceptions | Schedule B-II exceptions | plottable exceptions | title exceptions plotting > ALTA/NSPS Land Title Surveys
# Methods and geodesy
Static GNSS Surveys | static GPS | static GNSS | static GPS observations | post-processed GNSS > GNSS
OPUS | =OPUS | NGS OPUS | Online Positioning User Service > GNSS
Network RTK | =RTN | real-time networks | =VRS | virtual reference station | =RTK networks > RTK GPS
State Plane Coordinate Systems | state plane coordinates | =SPCS | state plane coordinate system > Geodetic Surveying
Geodetic Datums | =NAD83 | =NAVD88 | =NAD 83 | =NAVD 88 | datum transformations | vertical datums | geoid models | =GEOID18 > Geodetic Surveying
Differential Leveling | differential levelling | digital levels | digital leveling | level loops | precise leveling > Land Surveying
Traverse Surveys | traversing | closed traverse | traverse closure | traverse adjustment > Land Surveying
Least Squares Adjustment | least squares adjustments | least-squares network adjustment | network adjustment > Control Surveys
STAR*NET | MicroSurvey STAR*NET > Least Squares Adjustment
MicroSurvey CAD | MicroSurvey | MicroSurvey FieldGenius | FieldGenius > Land Surveying
Point Cloud Processing | point clouds | point cloud data | point cloud registration | point cloud modeling > 3D Laser Scanning
Machine Control Models | machine control | 3D machine control models | =GPS machine control | machine guidance models | machine control surfaces > Construction Staking
# Field instruments and software
Survey Data Collectors | data collectors | survey data collection | field data collectors > Land Surveying
Trimble Access | Trimble Access field software > Survey Data Collectors
Carlson SurvPC | SurvPC | Carlson SurvCE | SurvCE > Survey Data Collectors
Trimble TSC7 | =TSC7 | =TSC5 | Trimble TSC5 > Survey Data Collectors
Leica Captivate | Captivate field software > Survey Data Collectors
Leica Infinity > Land Surveying
Trimble RealWorks | RealWorks > 3D Laser Scanning
DroneDeploy > UAV Surveying
Trimble S-Series Total Stations | Trimble S7 | Trimble S9 | Trimble SX10 | Trimble SX12 > Total Station
Leica Total Stations | Leica TS16 | Leica TS13 | Leica Nova | Leica Nova MS60 > Total Station
# Licences and exams
Fundamentals of Surveying Exam | =FS exam | NCEES FS exam | Fundamentals of Surveying > Land Surveyor in Training
Principles and Practice of Surveying Exam | =PS exam | NCEES PS exam | Principles and Practice of Surveying > Professional Land Surveyor
Certified Survey Technician | NSPS Certified Survey Technician | NSPS CST | ?=CST > Land Surveying

## Warehouse supervision practice
SOP Development | =SOP writing | =SOP development | standard operating procedure development | standard operating procedure writing | writing SOPs
Carton Flow Racks | carton flow | flow racks | gravity flow racking | carton flow racking > Pallet Racking
Forklift Pedestrian Safety | warehouse pedestrian safety | pedestrian traffic management | pedestrian walkways > Forklift Operation
Hazardous Materials Handling | hazmat handling | hazardous material handling | handling hazardous materials | =HM-126F > Hazardous Materials Regulations
Cargo Securement | load securement | =FMCSA cargo securement | cargo securement rules | load securing > DOT Compliance
Trailer Inspections | trailer audits | 7-point trailer inspections | seven-point trailer inspections | container inspections > Trailer Seal Verification
Labor Allocation | labor deployment | labor balancing | workforce deployment | labor assignments > Labor Planning
Pre-Shift Meetings | pre-shift huddles | shift huddles | start-up meetings | pre-shift lineups | pre-meal meetings > Tiered Daily Management
On-Time Shipping | on-time shipments | on-time ship rate | ship-on-time performance > Order Fulfillment
Outbound Quality Audits | outbound quality checks | outbound audits | pack audits | shipping audits > Order Accuracy

## Truck dispatch and fleet operations practice
Driver Scheduling | driver schedules | driver assignments | driver dispatch scheduling > Truck Dispatching
Driver Management | driver relations | fleet driver management | truck driver management > Truck Dispatching
Driver Retention | driver retention programs | truck driver retention > Driver Management
Driver Settlements | driver settlement processing | driver pay settlements | owner-operator settlements > Truck Dispatching
Driver Log Auditing | log auditing | driver log audits | =HOS log audits | logbook audits | =ELD log audits > Hours of Service
Trip Planning | trip plans | trip sheets | driver trip planning > Route Planning
GPS Fleet Tracking | GPS tracking | fleet tracking | GPS vehicle tracking | real-time fleet tracking > Fleet Telematics
Detention and Layover Tracking | truck detention | detention charges | detention time tracking | layover charges | detention pay > Accessorial Charges
Deadhead Reduction | deadhead miles | empty miles reduction | deadhead minimization | empty mile reduction > Backhaul Planning
Chassis Management | chassis pools | container chassis | chassis utilization | chassis provisioning > Drayage
Pilot Car Coordination | pilot cars | escort vehicles | pilot car escorts | pilot car scheduling > Oversize/Overweight Permits
Two-Way Radio Dispatch | two-way radios | radio dispatch | two-way radio communication > Truck Dispatching
Load Matching | freight matching | load-to-truck matching | truck-to-load matching > Load Boards
Roadside Breakdown Coordination | roadside assistance coordination | breakdown coordination | road service coordination | breakdown management > Fleet Maintenance
Fuel Card Management | fuel cards | fuel card programs | fleet fuel cards > Fleet Management
WEX Fleet Cards | =WEX | WEX fuel cards > Fuel Card Management
EFS Fuel Cards | EFS fuel card | EFS checks > Fuel Card Management
Amazon Relay | Amazon Relay load board > Load Boards
Route4Me > Route Planning
Onfleet > Last-Mile Delivery
Alvys > Transportation Management Systems
TruckingOffice > Transportation Management Systems
Tailwind TMS > Transportation Management Systems
Axon Trucking Software | Axon Software trucking > Transportation Management Systems

## Inventory control practice
Days Inventory Outstanding | =DIO | days in inventory | days sales of inventory > Inventory Turnover, Working Capital Management
Inventory Costing Methods | =FIFO costing | ?=FIFO | =FIFO inventory valuation | =LIFO costing | =LIFO inventory | LIFO reserve | weighted average cost | weighted average costing | moving average cost | =LIFO > Inventory Valuation
Inventory Audits | inventory audit | inventory auditing | stock audits > Physical Inventory
Stockout Prevention | stockouts | stock-outs | out-of-stock prevention | out-of-stock analysis | stockout analysis > Safety Stock Planning
Shelf Life Management | shelf-life management | expiration date management | expiration date tracking | expiry management | short-dated inventory > Stock Rotation
Negative Inventory Resolution | negative inventory | negative on-hand | negative on-hand balances > Inventory Reconciliation
Stock Status Reporting | stock status reports | inventory status reports | on-hand inventory reports > Inventory Analysis
Location Audits | location audit | bin location audits | location accuracy audits > Bin Location Management
Oracle Inventory Management | Oracle Inventory | Oracle EBS Inventory | Oracle Inventory Cloud > Oracle SCM

## Import and export coordination practice
Rules of Origin | origin rules | preferential rules of origin | tariff shift rules | tariff shift analysis > Free Trade Agreements
Tariff Engineering | tariff engineering strategies > Tariff Mitigation
Documentary Collections | documents against payment | documents against acceptance | documentary collection > Letters of Credit
Verified Gross Mass | =VGM | =SOLAS VGM | VGM submission > Freight Booking
Shipping Instructions Submission | ocean shipping instructions | shipping instruction submission | =SI cut-off > Freight Booking
Automated Manifest System | =AMS filing | =AMS filings | Automated Manifest System filing | =ACE manifest > Customs Compliance
USDA APHIS Import Requirements | =APHIS | =APHIS permits | USDA APHIS | APHIS import permits > Customs Compliance
Phytosanitary Certificates | phytosanitary certification | phyto certificates | phytosanitary certificate > Export Documentation
Lacey Act Declarations | Lacey Act | Lacey Act compliance | =PPQ 505 > Customs Compliance
CPSC Compliance | =CPSC | Consumer Product Safety Commission regulations | =CPSIA | children's product certificates | =CPSIA compliance > Customs Compliance
TSCA Compliance | =TSCA | Toxic Substances Control Act | =TSCA certification | TSCA import certification > Customs Compliance
Partner Government Agency Requirements | =PGA requirements | =PGA filings | partner government agencies | =PGA message set > Customs Entry Filing
Post-Summary Corrections | =PSC filings | post-entry amendments | post summary corrections > CBP Form 7501
Prior Disclosures | prior disclosure | customs prior disclosures | 19 CFR 162.74 > Customs Compliance
Reconciliation Entries | customs reconciliation | =ACE reconciliation | reconciliation entry > Customs Entry Filing
Temporary Importation Under Bond | =TIB | temporary import bonds | temporary importation bonds > Customs Bonds
Pro Forma Invoices | pro forma invoice | proforma invoices | proforma invoice > Commercial Invoices
Customs Broker Coordination | managing customs brokers | customs broker liaison | customs broker management > Customs Brokerage
Global Trade Management Software | global trade management | =GTM software | trade management systems > Trade Compliance
Descartes Visual Compliance | Visual Compliance | Descartes MK Denied Party Screening | MK Denied Party Screening > Denied Party Screening
AEB Trade Compliance | AEB Trade Compliance Management | AEB software > Trade Compliance
BIS Export Licensing | =BIS licensing | =BIS licenses | =SNAP-R | EAR licensing | export license applications | export licenses > Export Controls
DDTC Registration | =DDTC | =DSP-5 | =DSP-73 | ITAR licensing | DDTC licensing > ITAR
Deemed Exports | deemed export | deemed export licensing | deemed export compliance > Export Controls
Technology Control Plans | technology control plan > Deemed Exports

## Demand planning practice
Demand Shaping | demand shaping strategies > Demand Planning
Baseline Forecasting | baseline forecast | baseline forecasts | baseline demand forecasting | statistical baseline > Demand Forecasting
Causal Forecasting | causal forecasting models | causal demand models > Demand Forecasting
Hierarchical Forecasting | forecast reconciliation | hierarchical forecast reconciliation | top-down and bottom-up forecasting > Demand Forecasting
SKU-Level Forecasting | item-level forecasting | SKU forecasting | item-location forecasting > Demand Forecasting
Intermittent Demand Forecasting | Croston's method | Croston method | lumpy demand forecasting | intermittent demand > Demand Forecasting
Long-Range Demand Forecasting | long-range forecasting | long-term demand forecasting | strategic demand forecasting > Demand Forecasting
Demand History Cleansing | outlier cleansing | history cleansing | demand data cleansing | outlier correction > Demand Forecasting
POS Data Analysis | point-of-sale data analysis | point of sale data | =POS data | retail POS data | sell-out data analysis > Demand Sensing
Forecast Consumption | forecast consumption rules | consumed forecast > Master Production Scheduling
Customer Forecast Collaboration | key account forecasting | customer forecasting | customer-level forecasting | account-level forecasting > Consensus Forecasting
Depletion Data Analysis | depletion data | depletions analysis | =VIP depletion data | =VIP SRS > Demand Forecasting
84.51 Stratum | Kroger Stratum | Kroger 84.51 > POS Data Analysis
Demand Solutions | Demand Solutions DSX | Logility Demand Solutions > Demand Planning
Smoothie by Demand Works | Demand Works Smoothie | Smoothie demand planning > Demand Planning

## Architectural design practice
# Design phases and deliverables
~Architectural Design | ~architectural design | building design | architectural design services > Architectural Drawings
Schematic Design | schematic design phase | schematic design documents | =SD phase > Architectural Design
~Design Development | ~design development | design development phase | design development documents | design development drawings | =DD phase > Schematic Design
Conceptual Design | concept design | conceptual design phase | conceptual design studies > Schematic Design
Design Charrettes | charrettes | design charrette | charrette facilitation > Architectural Design
Architectural Rendering | architectural renderings | architectural visualization | archviz | arch viz > 3D Rendering
Architectural Model Making | physical model making | model making | architectural models | physical models > Architectural Design
Architectural Detailing | construction detailing | wall sections | building details | architectural details > Construction Documents
Door Hardware Schedules | door schedules | hardware schedules | door and hardware schedules > Construction Documents
Permit Drawing Sets | permit drawings | permit sets | permit submittals | permit documents | permit packages > Building Permits
Existing Conditions Surveys | existing conditions documentation | field measurements | site measurements | as-found drawings | existing conditions drawings > As-Built Drawings
Substitution Requests | substitution request review | product substitution requests | substitution requests review > Submittal Review
Architectural Fee Proposals | fee proposals | design fee proposals | fee proposal preparation > Proposal Writing
# Codes, accessibility and licensure
Building Code Analysis | code analysis plans | building code review | code compliance analysis | code studies | code analysis sheets | code analysis > Building Codes
Life Safety Plans | life safety drawings | egress plans | egress analysis | means of egress design | egress calculations | occupant load calculations > Life Safety Code
Accessible Design | accessibility design | barrier-free design | accessible architecture > ADA Standards for Accessible Design
Fair Housing Accessibility Guidelines | =FHAG | Fair Housing Act design requirements | Fair Housing accessibility requirements > Fair Housing Act, Accessible Design
Architectural License | licensed architect | registered architect | architecture license | architect license | architectural registration > Architectural Design
Architect Registration Examination | =ARE 5.0 | NCARB ARE | Architect Registration Exam > Architectural License
NCARB Certificate | NCARB certification | NCARB certified | =NCARB > Architectural License
Architectural Experience Program | =AXP | NCARB AXP > Architectural License
# Planning, building types and sustainability
Campus Master Planning | master planning | facility master planning | campus master plans | facilities master planning > Site Plans
Urban Design | urban design plans | streetscape design | urban design guidelines > Site Plans
Facade Design | façade design | building facade design | exterior envelope design | facade engineering > Building Envelope Design
Curtain Wall Design | curtain wall systems design | unitized curtain wall design | glazing design > Facade Design
Building Science | building physics | building science principles | hygrothermal analysis > Building Envelope Design
WUFI | WUFI Pro | hygrothermal modeling > Building Science
Architectural Acoustics | room acoustics | acoustical design | building acoustics | acoustical consulting > Architectural Design
Sustainable Design | sustainable architecture | green building design | high-performance building design > LEED
Daylighting Analysis | daylight analysis | daylighting design | daylight modeling | daylighting simulation | daylight simulation > Sustainable Design
Net Zero Energy Design | net zero design | net-zero energy buildings | =NZEB | zero net energy design | =ZNE > Sustainable Design, Energy Modeling
Historic Preservation | historic building rehabilitation | historic restoration | preservation architecture > Architectural Design
Secretary of the Interior's Standards | Secretary of the Interior's Standards for Rehabilitation | =SOI standards > Historic Preservation
Adaptive Reuse | adaptive reuse projects | adaptive re-use > Architectural Design
Healthcare Facility Design | healthcare architecture | hospital design | healthcare design | healthcare facility planning > Healthcare Construction
Laboratory Planning | laboratory design | lab planning | lab design | research laboratory design > Architectural Design
Educational Facility Design | K-12 design | school design | educational architecture | higher education facility design > Architectural Design
Multifamily Design | multifamily housing design | multi-family residential design | multifamily architecture > Architectural Design
Mixed-Use Design | mixed-use development design | mixed-use architecture > Architectural Design
# Architecture software
MasterSpec | =AIA MasterSpec | Deltek MasterSpec > Specification Writing
SpecLink | SpecLink-E | BSD SpecLink > Specification Writing
Newforma | Newforma Project Center > Construction Administration
Ladybug Tools | Ladybug and Honeybee | Ladybug Honeybee > Rhino Grasshopper
ClimateStudio | Climate Studio > Daylighting Analysis
Sefaira > Energy Modeling
One Click LCA > Embodied Carbon Analysis
Tally LCA | Tally for Revit | =Tally > Embodied Carbon Analysis
Autodesk FormIt | FormIt > Conceptual Design
Autodesk Forma | Spacemaker > Conceptual Design
D5 Render > 3D Rendering
Chaos Vantage > 3D Rendering
Corona Renderer | Chaos Corona > 3D Rendering
Morpholio Trace | Morpholio > Sketching

## Interior design practice
# Practice areas
Interior Design | interior design services | interior design projects
Commercial Interior Design | commercial interiors | corporate interiors > Interior Design
Hospitality Interior Design | hospitality design | hotel interior design | hospitality interiors > Interior Design
Healthcare Interior Design | healthcare interiors > Interior Design
Workplace Design | office design | office interior design | workplace interiors > Commercial Interior Design
Retail Store Design | retail design | store design | retail interior design > Interior Design
Restaurant Design | restaurant interior design | restaurant interiors > Hospitality Interior Design
Kitchen and Bath Design | kitchen design | bath design | bathroom design | kitchen and bathroom design > Interior Design
Aging-in-Place Design | aging in place | aging-in-place remodeling | universal design remodeling > Universal Design
Biophilic Design | biophilic design principles | biophilia > Sustainable Design
# Planning and documentation
Space Planning | space plans | floor plan layouts | space planning and layout > Interior Design
Test Fits | test fit | test-fit plans | test fit layouts > Space Planning
Stacking and Blocking | stacking plans | blocking diagrams | stack and block plans | blocking and stacking > Space Planning
Space Programming | architectural programming | space programs | building programming > Space Planning
Furniture Plans | furniture layouts | furniture layout | furniture plans and layouts > Space Planning
Reflected Ceiling Plans | =RCP | =RCPs | reflected ceiling plan > Construction Documents
Millwork Design | casework design | custom millwork design | millwork detailing | casework detailing > Millwork Installation
Presentation Boards | design presentation boards | sample boards | material boards | finish boards > Mood Boards
# Specification and procurement
FF&E Specification | =FF&E | furniture, fixtures and equipment | FF&E specifications | FF&E selection | furniture specification > Interior Design
FF&E Procurement | FF&E purchasing | furniture procurement | FF&E installation coordination > FF&E Specification
Furniture Installation | furniture installations | furniture install coordination > FF&E Procurement
Trade Showroom Sourcing | trade showrooms | design center sourcing | to-the-trade sourcing > FF&E Procurement
Finish Selections | finish selection | finish specifications | interior finish selections | finishes selection > Interior Design
Finish Schedules | finish schedule | interior finish schedules | finish legends > Finish Selections
Materials Libraries | materials library | sample library | material sample library > Finish Selections
Wallcoverings | wall coverings | wallpaper selection | wallcovering specification > Finish Selections
Textile Selection | fabric selection | upholstery fabrics | textile specification | fabric specification > Finish Selections
Flooring Selection | flooring specification | flooring selections > Finish Selections
Tile Layout Design | tile layout | tile patterns | tile layouts > Finish Selections
Window Treatments | window coverings | draperies | drapery design | custom window treatments > Interior Design
Sustainable Interior Materials | sustainable materials | sustainable material selection | low-VOC materials | healthy materials | Declare labels | material transparency > Sustainable Design
Flammability Standards | flammability codes | NFPA 701 | =CAL 117 | California TB 117 | =TB 117 > NFPA Codes
Art Consulting | art curation | artwork selection | art procurement > Interior Design
Interior Styling | accessories styling | decor styling | accessorizing > Interior Design
Home Staging | real estate staging | property staging > Interior Styling
# Credentials, furniture lines and software
NCIDQ Certification | =NCIDQ | NCIDQ certified | NCIDQ exam | =CIDQ > Interior Design
Registered Interior Designer | licensed interior designer | interior design license | interior design registration > NCIDQ Certification
Certified Healthcare Interior Designer | =CHID > Healthcare Interior Design
Certified Kitchen Designer | =CKD | =NKBA CKD > Kitchen and Bath Design
NKBA Certification | =NKBA | =AKBD | Associate Kitchen & Bath Designer | NKBA certified designer > Kitchen and Bath Design
Certified Aging-in-Place Specialist | =CAPS certification | NAHB CAPS | =CAPS > Aging-in-Place Design
Steelcase > FF&E Specification
Herman Miller | MillerKnoll > FF&E Specification
Haworth > FF&E Specification
Knoll Furniture | ~=Knoll > FF&E Specification
Teknion > FF&E Specification
CET Designer | Configura CET | CET Commercial Interiors > FF&E Specification
Chief Architect | Chief Architect Premier | Chief Architect software > Computer-Aided Design
2020 Design | 2020 Design Live | 20-20 Design | Cyncly 2020 Design > Kitchen and Bath Design
Studio Designer | Studio Designer software > Interior Design
Programa > Interior Design
Houzz Pro > Interior Design
DesignFiles > Interior Design
Mydoma Studio | Mydoma > Interior Design
TestFit > Test Fits

## Plumbing practice
# Service and repair
Water Heater Repair | water heater service | water heater repairs | water heater troubleshooting > Water Heater Installation
Expansion Tanks | thermal expansion tanks | expansion tank installation > Water Heater Installation
Solar Water Heating | solar water heaters | solar hot water | solar thermal water heating > Water Heater Installation
Sewer Line Repair | sewer line replacement | sewer lateral repair | sewer repairs | sewer line repairs > Plumbing
Trenchless Sewer Repair | trenchless sewer replacement | trenchless sewer line repair | trenchless pipe repair > Trenchless Pipe Rehabilitation
Drain Snaking | drain augers | drain snakes | cable machines | drain rodding > Drain Cleaning
Water Line Repair | water service line repair | water line replacement | water service replacement | water line repairs > Plumbing
Lead Service Line Replacement | =LSLR | lead service line replacements | lead service lines > Water Line Repair
Repiping | whole-house repiping | repipes | re-piping | house repiping > Plumbing
Water Leak Detection | plumbing leak detection | slab leak detection | slab leak repair | water leak repair | slab leaks > Plumbing
Plumbing Fixture Repair | faucet repair | toilet repair | fixture repair | faucet replacement | toilet replacement > Plumbing Fixture Installation
Garbage Disposal Installation | garbage disposals | garbage disposal repair | food waste disposers > Plumbing Fixture Installation
Water Softener Installation | water softeners | water softener service | water conditioning systems > Water Treatment
Water Filtration Systems | whole-house water filtration | water filtration system installation | point-of-use filtration | under-sink reverse osmosis > Water Treatment
Well Pumps | well pump installation | submersible well pumps | well pump repair | jet pumps | well pressure tanks > Plumbing
Boiler Installation | boiler replacement | boiler installs | boiler installations > Boiler Systems
Hot Water Recirculation Systems | recirculation pumps | hot water recirculation | recirc pumps | hot water recirculating pumps > Plumbing
Thermostatic Mixing Valves | mixing valves | =TMV | =TMVs | tempering valves > Plumbing
Pressure Reducing Valves | pressure reducing valve | pressure regulating valves | water pressure regulators > Plumbing
Flat Rate Pricing | flat-rate pricing | flat rate price book | flat rate pricebook | flat-rate price books > Field Service Management
# Piping, rough-in and tools
PVC Piping | PVC pipe | PVC solvent welding | PVC pipe installation | =PVC > Plumbing
ABS Piping | ABS pipe | ABS drain pipe > Plumbing
Cast Iron Pipe | cast iron soil pipe | no-hub couplings | no-hub cast iron | cast iron drain lines > Plumbing
CSST Gas Piping | =CSST | corrugated stainless steel tubing | TracPipe | Gastite > Gas Piping
Gas Appliance Installation | gas appliance hookups | gas range installation | gas dryer hookups | gas appliance connections > Gas Piping
Storm Drainage Piping | roof drains | storm drain piping | roof drain installation | storm piping > Plumbing
Underground Plumbing | underground plumbing rough-in | underslab plumbing | plumbing underground | underground rough-in > Rough-In Plumbing
Top-Out Plumbing | plumbing top-out | top out plumbing > Rough-In Plumbing
Plumbing Trim-Out | trim-out plumbing | plumbing trim | trim out plumbing | finish plumbing > Plumbing Fixture Installation
Push-to-Connect Fittings | SharkBite | SharkBite fittings | push-fit fittings > Plumbing
Uponor ProPEX | ProPEX | Uponor PEX | PEX-A expansion fittings > PEX Installation
RIDGID SeeSnake | SeeSnake | RIDGID sewer camera > Sewer Camera Inspection
Sewer Line Locating | pipe locating | sonde locating | sewer locating > Utility Locating

## CNC machining practice
# Machines and processes
4-Axis Machining | 4 axis machining | four-axis machining | 4th axis machining > CNC Machining
Multi-Axis Machining | multiaxis machining | simultaneous 5-axis machining | multi-axis milling > 5-Axis Machining
Horizontal Machining Centers | horizontal machining center | horizontal mills | horizontal milling machines | ~=HMC | ~=HMCs > CNC Milling
Vertical Machining Centers | vertical machining center | vertical mills | ~=VMC | ~=VMCs > CNC Milling
Mill-Turn Machining | mill-turn | mill/turn | multitasking machines | multi-tasking machining | turn-mill > CNC Turning
Precision Machining | precision CNC machining | tight-tolerance machining | close-tolerance machining > CNC Machining
Precision Grinding | CNC grinding | precision grinders | jig grinding > Machine Shop Practices
Cylindrical Grinding | =OD grinding | =ID grinding | =OD/ID grinding | cylindrical grinders > Precision Grinding
Centerless Grinding | centerless grinders > Precision Grinding
Hard Turning | hardened steel turning > CNC Turning
High-Speed Machining | high speed machining | high-efficiency milling | dynamic milling | trochoidal milling | adaptive clearing > CNC Milling
Thread Milling | thread mills > CNC Milling
Rigid Tapping | thread tapping | tapping operations | CNC tapping > CNC Machining
Knurling | knurling operations > Manual Lathe Operation
Gear Hobbing | gear cutting | gear shaping | hobbing > CNC Machining
Broaching | keyway broaching | broaching machines > Machine Shop Practices
Deburring | hand deburring | deburring tools | deburr > Machine Shop Practices
Lights-Out Machining | lights-out manufacturing | unattended machining > CNC Machining
Bar Feeders | bar feeder | bar feeder setup | bar loaders > CNC Turning
Pallet Changers | pallet changer | pallet pool systems | pallet pools > Horizontal Machining Centers
Exotic Alloy Machining | Inconel machining | titanium machining | superalloy machining | nickel alloy machining | machining exotic materials | machining titanium > CNC Machining
Plastics Machining | machining plastics | PEEK machining | Delrin machining > CNC Machining
Prototype Machining | prototype parts machining | low-volume machining > CNC Machining
Coolant Management | coolant concentration | coolant maintenance | coolant refractometer | coolant concentration checks > CNC Machining
# Programming, setup and tooling
M-Code Programming | M-code | M-codes > G-code
Conversational Programming | conversational CNC programming | conversational controls > CNC Programming
Toolpath Programming | toolpaths | toolpath generation | toolpath optimization > Computer-Aided Manufacturing
CNC Program Prove-Out | program prove-out | prove-outs | proving out programs > CNC Programming
Tool Offsets | tool length offsets | tool wear offsets | cutter compensation | cutter comp > CNC Programming
Work Offsets | work coordinate systems | work coordinate offsets | =G54 | part zero setting > CNC Programming
Machine Probing | Renishaw probing | in-process probing | spindle probing | CNC probing | probing cycles > CNC Programming
Workholding | work holding | workholding design | vises and fixtures > Fixture Design
Speeds and Feeds | feeds and speeds | cutting speeds and feeds | speed and feed calculations | =SFM calculations > CNC Machining
Cutting Tool Selection | carbide inserts | indexable inserts | indexable tooling > CNC Machining
Tool Presetting | tool presetters | tool presetter | Zoller presetter | Zoller > CNC Machining
Tool Life Management | tool wear monitoring | tool life monitoring | tool wear > CNC Machining
Shop Math | shop mathematics | machine shop math | machinist math > Trigonometry
# Controls, machine brands and CAM software
FANUC CNC Controls | Fanuc CNC | Fanuc controls | Fanuc control | Fanuc 0i > CNC Programming
Siemens Sinumerik | Sinumerik | Sinumerik 840D > CNC Programming
Heidenhain Controls | Heidenhain | Heidenhain TNC | Heidenhain conversational > CNC Programming
Mazatrol | Mazatrol programming | Mazatrol control > CNC Programming
Mazak | Mazak machines | Mazak Integrex > CNC Machining
Okuma | Okuma OSP | Okuma controls | Okuma machines > CNC Machining
DMG Mori | DMG MORI machines | Mori Seiki > CNC Machining
Hurco | Hurco WinMax | Hurco controls > CNC Programming
Citizen Swiss Lathes | Citizen Cincom | Citizen Swiss > Swiss Machining
Star Swiss Lathes | Star Swiss | Star CNC > Swiss Machining
Tornos > Swiss Machining
SolidCAM > Computer-Aided Manufacturing
hyperMILL | OPEN MIND hyperMILL > Computer-Aided Manufacturing
Autodesk PowerMill | PowerMill | Delcam PowerMill > Computer-Aided Manufacturing
CAMWorks > Computer-Aided Manufacturing
Autodesk FeatureCAM | FeatureCAM > Computer-Aided Manufacturing
ESPRIT CAM | =ESPRIT | DP Technology ESPRIT > Computer-Aided Manufacturing
Siemens NX CAM | NX CAM | NX Manufacturing > Siemens NX, Computer-Aided Manufacturing
Vericut | CGTech Vericut | Vericut simulation > CNC Programming

## Automotive service and repair practice
# Repair areas
Automotive Repair | auto repair | vehicle repair | car repair | automotive maintenance and repair > Automotive Diagnostics
Engine Repair | engine rebuilding | engine rebuilds | engine overhaul | engine overhauls | engine diagnostics and repair > Automotive Repair
Engine Performance Diagnostics | engine performance | drivability diagnostics | driveability diagnostics | drivability > Automotive Diagnostics
Fuel System Repair | fuel systems | fuel injection | fuel injector service | fuel pump replacement | fuel injection systems > Engine Performance Diagnostics
Timing Belt Replacement | timing belts | timing chain replacement | timing belt and chain | timing chains > Engine Repair
Head Gasket Replacement | head gaskets | cylinder head repair > Engine Repair
Cooling System Repair | cooling system service | radiator replacement | water pump replacement | coolant flush | coolant flushes > Automotive Repair
Exhaust System Repair | exhaust systems | exhaust repair | muffler repair | catalytic converter replacement > Automotive Repair
Automotive Electrical Diagnostics | automotive electrical systems | automotive electrical | vehicle electrical diagnostics | vehicle electrical systems > Automotive Diagnostics
Starting and Charging Systems | charging systems | starting systems | starter and alternator replacement | alternator testing > Automotive Electrical Diagnostics
Automotive Battery Testing | battery testing and replacement | battery service | Midtronics | Midtronics battery testers > Starting and Charging Systems
Parasitic Draw Testing | parasitic draw | parasitic drain testing | parasitic battery drain > Automotive Electrical Diagnostics
Automotive Network Diagnostics | CAN bus diagnostics | network communication diagnostics | U-code diagnostics | module communication diagnostics > CAN Bus, Automotive Electrical Diagnostics
Vehicle Module Programming | ECU programming | ECU flashing | ECU reflashing | module reflashing | J2534 reprogramming | =J2534 > Automotive Electrical Diagnostics
Airbag and SRS Systems | airbag systems | =SRS diagnostics | supplemental restraint systems | airbag repair | =SRS repair > Automotive Electrical Diagnostics
ABS Brake Diagnostics | anti-lock brake diagnostics | =ABS diagnostics | anti-lock braking systems | =ABS brake systems > Brake Repair
Brake Lathe Operation | brake lathe | rotor resurfacing | on-car brake lathe | rotor turning > Brake Repair
Air Brake Systems | air brakes | air brake repair | truck air brakes > Brake Repair
Suspension and Steering Repair | suspension repair | steering and suspension | suspension systems | steering systems | front-end repair > Automotive Repair
Tire Service | tire mounting | tire mounting and balancing | tire repair | tire rotation | tire rotations | tire changing > Automotive Repair
Wheel Balancing | tire balancing | road force balancing | Hunter Road Force > Tire Service
TPMS Service | =TPMS | tire pressure monitoring systems | TPMS relearn | TPMS sensor programming > Tire Service
Hunter Alignment Systems | Hunter alignment | Hunter Hawkeye | Hunter alignment machine > Wheel Alignment
Automatic Transmission Repair | automatic transmissions | automatic transmission service | transmission rebuilding > Transmission Repair
Manual Transmission and Clutch Repair | manual transmissions | manual transmission repair | clutch replacement | clutch repair > Transmission Repair
Drivetrain Repair | drivetrain | driveline repair | differential repair | axle repair | CV axle replacement | transfer case repair > Automotive Repair
Automotive Air Conditioning | automotive A/C | auto A/C repair | automotive HVAC | vehicle air conditioning | mobile air conditioning > Automotive Repair
EPA Section 609 Certification | Section 609 certification | =EPA 609 | EPA 609 certification | =MACS 609 | MACS certification > Refrigerant Recovery, Automotive Air Conditioning
R-1234yf Service | =R-1234yf | =R1234yf | =HFO-1234yf > Automotive Air Conditioning
Lube Services | oil changes | oil and filter changes | fluid services | fluid exchanges | quick lube > Preventive Maintenance
Hybrid and Electric Vehicle Service | hybrid vehicle repair | electric vehicle repair | EV repair | EV service | hybrid vehicles | xEV service > Automotive Repair
High-Voltage Vehicle Safety | EV high-voltage safety | high-voltage battery service | HV battery service | high-voltage vehicle systems | high voltage disable procedures > Hybrid and Electric Vehicle Service
Advanced Driver Assistance Systems | =ADAS | driver assistance systems > Automotive Diagnostics
ADAS Calibration | ADAS calibrations | ADAS recalibration | camera and radar calibration | windshield camera calibration > Advanced Driver Assistance Systems
Diesel Aftertreatment Systems | diesel aftertreatment | diesel particulate filters | =DPF | =DPF cleaning | =DEF systems | =SCR aftertreatment > Diesel Engine Repair
# Inspections, shop work and fleet
Vehicle Emissions Testing | smog check | smog checks | smog inspections | vehicle emissions inspections | emissions repair | =I/M testing > Automotive Diagnostics
Smog Check Technician License | smog check inspector license | smog check repair technician | smog license > Vehicle Emissions Testing
State Vehicle Inspections | state inspections | state inspection license | vehicle safety inspections | state inspector license > Automotive Repair
Multi-Point Vehicle Inspections | multi-point inspections | multipoint inspections | multi-point inspection | vehicle inspections > Automotive Repair
DOT Annual Vehicle Inspections | =DOT inspections | DOT annual inspections | =FMCSA annual inspections | annual DOT inspection > Fleet Maintenance
Fleet Maintenance | fleet maintenance programs | fleet vehicle maintenance | fleet repair | fleet service > Fleet Management
Fleetio > Fleet Maintenance
Vehicle Lift Operation | vehicle lifts | automotive lifts | two-post lifts | car lifts > Automotive Repair
Pneumatic Tools | air tools | pneumatic hand tools | impact wrenches | pneumatic power tools > Automotive Repair
Repair Order Writing | repair orders | repair order documentation | =RO writing > Automotive Repair
Automotive Warranty Repair | =OEM warranty repairs | manufacturer warranty repairs | dealer warranty repairs > Automotive Repair
# Scan tools and repair information
Automotive Scan Tools | scan tools | scan tool diagnostics | diagnostic scan tools | automotive scanners > Automotive Diagnostics
OBD-II Diagnostics | =OBD-II | =OBD2 | =OBDII | =OBD II | on-board diagnostics | diagnostic trouble codes | =DTC diagnosis > Automotive Diagnostics
Snap-on Diagnostic Scanners | Snap-on Zeus | Snap-on Verus | Snap-on Triton | Snap-on Solus | Snap-on scanner | Snap-on scan tools > Automotive Scan Tools
Autel MaxiSys | Autel | Autel scanner | Autel scan tools > Automotive Scan Tools
Launch X431 | Launch X-431 | Launch scan tool > Automotive Scan Tools
GM GDS2 | =GDS2 | GM Techline Connect | Techline Connect | GM Tech2 | Tech2 | =SPS2 > Automotive Scan Tools
Ford Diagnostic and Repair System | =FDRS | Ford IDS | Ford Integrated Diagnostic System > Automotive Scan Tools
Toyota Techstream | Techstream > Automotive Scan Tools
wiTECH | Stellantis wiTECH | Chrysler wiTECH | wiTECH 2.0 > Automotive Scan Tools
Mercedes-Benz XENTRY | =XENTRY | XENTRY Diagnostics > Automotive Scan Tools
BMW ISTA | BMW ISTA diagnostics > Automotive Scan Tools
VCDS | VAG-COM | Ross-Tech VCDS > Automotive Scan Tools
Automotive Oscilloscope Diagnostics | lab scope | lab scope diagnostics | PicoScope | automotive oscilloscope > Oscilloscope, Automotive Diagnostics
Cummins INSITE | =INSITE > Diesel Engine Repair
Caterpillar Electronic Technician | Cat ET | Caterpillar ET > Diesel Engine Repair
Detroit Diesel DiagnosticLink | DiagnosticLink | Detroit DiagnosticLink > Diesel Engine Repair
ALLDATA | ALLDATA Repair | ALLDATA Collision > Automotive Diagnostics
Mitchell 1 ProDemand | Mitchell 1 | ProDemand | Mitchell ProDemand > Automotive Diagnostics
Identifix | Identifix Direct-Hit | Direct-Hit > Automotive Diagnostics
# Shop and dealership systems
Tekmetric > Automotive Repair
Shopmonkey > Automotive Repair
Shop-Ware > Automotive Repair
R.O. Writer | RO Writer > Automotive Repair
Dealer Management Systems | dealer management system | dealership management systems | dealership DMS > Automotive Repair
CDK Global | CDK Drive | CDK DMS > Dealer Management Systems
Reynolds and Reynolds | Reynolds & Reynolds | Reynolds ERA | Reynolds ERA-IGNITE > Dealer Management Systems
Dealertrack DMS | Dealertrack > Dealer Management Systems
# Certifications and OEM training
ASE Master Technician | ASE Master Certified | ASE master certification | ASE Master Automobile Technician > ASE Certification
ASE Automobile Certifications | =ASE A1 | =ASE A2 | =ASE A3 | =ASE A4 | =ASE A5 | =ASE A6 | =ASE A7 | =ASE A8 | =ASE A9 > ASE Certification
ASE Advanced Engine Performance Specialist | =ASE L1 | advanced engine performance specialist > ASE Certification
ASE Light Duty Hybrid/Electric Vehicle Specialist | =ASE L3 | ASE hybrid certification > ASE Certification, Hybrid and Electric Vehicle Service
ASE Medium-Heavy Truck Certifications | =ASE T2 | =ASE T4 | =ASE T6 | =ASE T8 | ASE medium/heavy truck certification > ASE Certification
Toyota T-TEN | =T-TEN | Toyota Technician Training and Education Network > Automotive Repair
Honda PACT | Honda Professional Automotive Career Training > Automotive Repair
Mopar CAP | Mopar Career Automotive Program > Automotive Repair
GM ASEP | GM Automotive Service Educational Program > Automotive Repair
Ford ASSET | Ford Automotive Student Service Educational Training > Automotive Repair
BMW STEP | BMW Service Technician Education Program > Automotive Repair

## Restaurant operations practice
# Restaurant management
Restaurant Operations | restaurant management | restaurant operations management > Restaurant Industry
Front-of-House Operations | front of house | =FOH operations | =FOH management | front-of-house management > Restaurant Operations
Back-of-House Operations | back of house | =BOH operations | =BOH management | back-of-house management > Restaurant Operations
Kitchen Management | kitchen operations | commercial kitchen management | kitchen operations management > Back-of-House Operations
Dining Room Management | dining room operations | floor management | dining room service > Front-of-House Operations
Line Checks | line check | line check audits | food quality line checks > Kitchen Management
Food Expediting | expo station | kitchen expediting | expediting food orders | food expo > Kitchen Management
Prep Lists | prep sheets | kitchen prep lists | prep planning > Kitchen Management
Food Preparation | food prep | prep cooking > Kitchen Management
Speed of Service | speed-of-service | ticket times | ticket time management > Restaurant Operations
Quick-Service Restaurant Operations | quick service restaurant operations | =QSR operations | =QSR management | fast food operations | quick-service operations > Restaurant Operations
Drive-Thru Operations | drive-through operations | drive thru operations | drive-thru service > Quick-Service Restaurant Operations
Fine Dining Service | fine dining | fine dining service standards | fine dining operations > Front-of-House Operations
New Restaurant Openings | restaurant openings | new restaurant opening | =NRO | restaurant opening teams > Restaurant Operations
Restaurant Equipment Maintenance | kitchen equipment maintenance | commercial kitchen equipment maintenance | foodservice equipment maintenance > Kitchen Management
Comps and Voids | comp and void management | comps and voids management | void and comp tracking > Cash Handling
Third-Party Delivery Management | third-party delivery | third-party delivery platforms | delivery partner management | delivery platform management > Restaurant Operations
DoorDash | DoorDash Merchant | DoorDash Drive > Third-Party Delivery Management
Uber Eats | Uber Eats Manager > Third-Party Delivery Management
Grubhub | Grubhub for Restaurants > Third-Party Delivery Management
Online Ordering Systems | restaurant online ordering | online ordering platforms > Restaurant Operations
=Olo | Olo online ordering > Online Ordering Systems
ChowNow > Online Ordering Systems
# Cost control and purchasing
Food Cost Control | food cost management | food costs | food cost percentage | food cost analysis > Cost of Goods Sold
Prime Cost Management | prime cost | prime costs > Food Cost Control
Recipe Costing | plate costing | menu costing | recipe cost cards | plate cost analysis > Food Cost Control
Menu Engineering | menu mix analysis | menu engineering analysis > Recipe Costing
Menu Development | menu creation | restaurant menu development > Restaurant Operations
Par Levels | par level management | par stock | par sheets | setting pars > Inventory Management
Food and Beverage Inventory | food inventory | restaurant inventory | beverage inventory | liquor inventory > Inventory Management
Restaurant365 | =R365 > Restaurant Operations
MarketMan > Food and Beverage Inventory
Crunchtime | CrunchTime! | Crunchtime Net Chef > Food and Beverage Inventory
Craftable | Bevager > Food and Beverage Inventory
BevSpot > Food and Beverage Inventory
Compeat > Restaurant Operations
xtraCHEF | xtraCHEF by Toast > Food Cost Control
# Food safety
Food Handler Card | food handler certification | food handlers card | food handler permit | food handler's card > Food Safety
Certified Food Protection Manager | =CFPM | food protection manager certification | food manager certification | food protection manager > Food Safety
Food Temperature Logs | food temperature logging | =HACCP logs | food temp logs > Food Safety
Health Inspection Readiness | health inspections | health department inspections | health inspection preparation | health code compliance > Food Safety
EcoSure Audits | =EcoSure | Ecolab EcoSure | EcoSure food safety audits > Food Safety
AllerTrain | AllerTrain certification | MenuTrinfo allergen training > Allergen Control
# Point of sale and reservations
Aloha POS | NCR Aloha | NCR Voyix Aloha | ~=Aloha > Point of Sale Systems
TouchBistro > Point of Sale Systems
SpotOn | SpotOn POS > Point of Sale Systems
PAR Brink | Brink POS > Point of Sale Systems
Upserve | Upserve POS > Point of Sale Systems
Restaurant Reservation Systems | restaurant reservations | table management systems | reservation management systems > Front-of-House Operations
OpenTable | OpenTable GuestCenter > Restaurant Reservation Systems
Resy | Resy OS > Restaurant Reservation Systems
SevenRooms > Restaurant Reservation Systems
Tock | Tock reservations > Restaurant Reservation Systems
Yelp Guest Manager | Yelp Reservations | Yelp Waitlist > Restaurant Reservation Systems
# Events, bar and beverage
Banquet Operations | banquet management | banquet service | banquets > Banquet Event Orders
Catering Management | catering operations | off-site catering > Catering Coordination
Private Dining Events | private events | private dining | private event sales | private dining management > Banquet Operations
Bar Management | bar operations | beverage program management | beverage programs | bar program > Restaurant Operations
Wine Service | wine knowledge | wine pairing | wine pairings | wine and beverage service > Bar Management
Wine Program Management | wine list development | wine list management | wine programs > Wine Service
Court of Master Sommeliers Certification | Certified Sommelier | Introductory Sommelier | Court of Master Sommeliers > Wine Service
WSET Certification | =WSET | =WSET Level 2 | =WSET Level 3 | Wine & Spirit Education Trust > Wine Service
Cicerone Certification | Certified Cicerone | Certified Beer Server | =Cicerone > Bar Management
Responsible Alcohol Service | responsible beverage service | =RBS certification | alcohol awareness training | responsible vendor training > TIPS Certification
Liquor Law Compliance | liquor license compliance | liquor laws | alcoholic beverage control compliance | liquor licensing > Responsible Alcohol Service

## Construction estimating practice
# Trade and phase estimating
Mechanical Estimating | mechanical estimates | HVAC estimating | mechanical takeoffs | HVAC takeoffs > Construction Estimating
Plumbing Estimating | plumbing takeoffs | plumbing estimates > Construction Estimating
Concrete Estimating | concrete takeoffs | concrete estimates > Construction Estimating
Steel Estimating | structural steel estimating | steel takeoffs | miscellaneous metals estimating > Construction Estimating
Sitework Estimating | site work estimating | civil estimating | earthwork estimating | earthwork takeoffs | heavy civil estimating > Construction Estimating
Square Foot Estimating | square foot cost estimating | cost per square foot estimating | square-foot estimates > Conceptual Estimating
Detailed Estimating | detailed estimates | detailed cost estimates > Construction Estimating
Preconstruction Budgeting | budget estimates | budget pricing | design-phase estimates | design phase budgets > Conceptual Estimating
Cost Planning | cost plans | construction cost planning | elemental cost planning > Conceptual Estimating
Quantity Surveying | quantity survey | RICS quantity surveying > Cost Estimating
General Conditions Estimating | general conditions budgets | general conditions costs | general requirements costs > Construction Estimating
Overhead and Profit Markup | overhead and profit > Construction Estimating
Labor Productivity Rates | crew productivity | crew productivity rates | labor units | labor productivity factors > Construction Estimating
Burdened Labor Rates | labor burden calculation | burdened labor rate | labor burden rates > Construction Estimating
Construction Contingency | estimate contingency | design contingency | construction contingencies > Construction Estimating
Construction Cost Escalation | cost escalation | construction escalation | escalation forecasting > Construction Estimating
Historical Cost Databases | historical cost data | cost databases | estimating databases | cost database management > Cost Estimating
AACE Estimate Classification | AACE class 3 estimate | Class 3 estimates | Class 5 estimates | AACE 18R-97 | estimate classification > Cost Estimating
AACE Certified Estimating Professional | Certified Estimating Professional | AACE CEP > Cost Estimating
# Bidding
Subcontractor Bid Solicitation | subcontractor bids | bid solicitation | soliciting bids | subcontractor quotes | sub bids > Bid Preparation
Bid Day Coordination | bid day | bid day management > Bid Preparation
Bid Bonds | bid bond | bid security > Payment and Performance Bonds
Bid Alternates | bid alternates pricing | alternates pricing | add alternates > Bid Preparation
Specification Review | spec review | specifications review | project specification review > Specification Writing
# Estimating software
ConEst IntelliBid | ConEst | IntelliBid > Electrical Estimating
Trimble QuoteSoft | QuoteSoft | QuoteSoft Pro | Trimble Estimation MEP > Mechanical Estimating
=FastEST | FastPIPE | FastDUCT > Mechanical Estimating
Exactal CostX | CostX | RIB CostX > Quantity Takeoff
Vico Office | Trimble Vico > 5D BIM
Assemble Systems | Trimble Assemble > 5D BIM
Autodesk Takeoff > Quantity Takeoff

## School counseling practice
# Program and standards
ASCA National Model | ASCA model | American School Counselor Association National Model > School Counseling
ASCA Student Standards | ASCA Mindsets and Behaviors | ASCA Mindsets & Behaviors | Mindsets and Behaviors for Student Success > ASCA National Model
ASCA Ethical Standards | ASCA ethical standards for school counselors > School Counseling
Recognized ASCA Model Program | =RAMP designation | =RAMP application > ASCA National Model
Data-Informed School Counseling | data-driven school counseling | school counseling data analysis | closing-the-gap action plans | closing-the-gap reports | use-of-data reports > ASCA National Model
Classroom Guidance Lessons | classroom guidance | guidance lessons | school counseling core curriculum | school counseling lessons > School Counseling
Student Assistance Program | student assistance programs | =SAP team | =SAP teams > School Counseling
# College and career
College and Career Readiness | college and career readiness counseling | college & career readiness | postsecondary readiness > School Counseling
College Application Support | college applications | college application process | college application assistance > College Counseling
Common App | Common Application | Coalition Application > College Application Support
Letters of Recommendation | recommendation letters | counselor recommendation letters | college recommendation letters | counselor letters > College Application Support
Scholarship Advising | scholarship applications | scholarship searches | scholarship guidance > College Counseling
College Fairs | college fair | college nights | college visit coordination > College Counseling
NCAA Eligibility Center | NCAA eligibility | NCAA Clearinghouse | NCAA eligibility requirements > College Counseling
CSS Profile | College Scholarship Service Profile | CSS/Financial Aid Profile > FAFSA
SCOIR > College Counseling
MaiaLearning > College Counseling
Cialfo > College Counseling
Career Exploration | career exploration activities | career exploration programs | career awareness > Career Services
Career Assessments | career assessment | career interest inventories | interest inventories | career inventories > Career Exploration
Strong Interest Inventory | Strong Interest Inventory assessment > Career Assessments
ASVAB Career Exploration Program | =ASVAB | =ASVAB CEP | ASVAB testing > Career Assessments
YouScience > Career Assessments
Xello > Career Exploration
# Academic planning
Course Scheduling | student course scheduling | course selection | course requests | class scheduling > Student Information Systems
School Master Scheduling | school master schedule | master schedule building | building the master schedule > Course Scheduling
Graduation Requirements Monitoring | graduation requirements | graduation credit audits | credit audits | graduation tracking | graduation checks > Academic Advising
Individual Career and Academic Plans | =ICAP | four-year plans | 4-year plans | individual learning plans | individual graduation plans > Academic Advising
# Prevention and crisis response
Dropout Prevention | dropout prevention programs | dropout recovery | dropout intervention > Attendance Intervention
Early Warning Systems | early warning indicators | early warning system | =EWS indicators > Dropout Prevention
Restorative Justice | restorative justice practices | restorative circles | restorative conferencing > Restorative Practices
Olweus Bullying Prevention Program | Olweus | =OBPP > Bullying Prevention
Sources of Strength > Suicide Prevention Training
Signs of Suicide Program | Signs of Suicide | =SOS Signs of Suicide > Suicide Prevention Training
School Crisis Response | school crisis response teams | school crisis team | crisis response teams | =PREPaRE | PREPaRE training > Crisis Intervention
# Credentials
School Counselor Certification | school counseling credential | school counselor license | school counseling certification | school counselor credential | school counseling license > School Counseling
Pupil Personnel Services Credential | =PPS credential | PPS school counseling credential | pupil personnel services > School Counselor Certification
National Certified School Counselor | =NCSC > National Certified Counselor

## Secondary mathematics teaching practice
Praxis Mathematics Content Knowledge | =Praxis 5161 | =Praxis 5165 | Praxis Mathematics | Praxis Math Content Knowledge > Praxis Subject Assessments
CSET Mathematics | =CSET Math | CSET: Mathematics > CSET
TExES Mathematics 7-12 | =TExES 235 | TExES Math 7-12 > TExES
Proof Writing Instruction | proof writing | geometric proofs | two-column proofs | teaching proofs > Geometry Instruction
College Algebra Instruction | college algebra | dual credit college algebra > Mathematics Instruction
Linear Algebra | matrix algebra
Discrete Mathematics | discrete math
Multivariable Calculus | Calculus III | vector calculus | multivariable calc > Calculus Instruction
Consumer Math Instruction | consumer math | business math instruction > Financial Literacy Instruction
Rich Math Tasks | rich tasks | low floor high ceiling tasks | low-floor high-ceiling tasks | =LFHC tasks > Mathematics Instruction
Open Middle | Open Middle problems > Rich Math Tasks
Which One Doesn't Belong | =WODB > Number Talks
Interleaved Practice | interleaved math practice | interleaving practice > Retrieval Practice
Wolfram Mathematica | Mathematica | Wolfram Language > Mathematical Modeling
Wolfram Alpha | WolframAlpha > Wolfram Mathematica
Mathspace > Mathematics Instruction
Savvas Realize > Learning Management Systems
Classkick > Formative Assessment
Kuta Software | Kuta Infinite Algebra | Infinite Algebra | Infinite Geometry | Infinite Calculus | Infinite Pre-Algebra > Mathematics Instruction
Mathigon Polypad | Polypad | Mathigon > Math Manipulatives
HMH Into Algebra | Into Algebra 1 | HMH Into Geometry | HMH Into AGA > HMH Into Math
`;
