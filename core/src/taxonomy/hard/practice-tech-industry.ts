// Skill data in the line format of ../README.md: the practices and domain knowledge of each field.
export default String.raw`
# Practices and domain knowledge of technology and industry fields: the plain noun phrases postings list
# under requirements and responsibilities, plus named products and numbered standards the tool files lack.

## Software engineering practice
Production Support | application support | L2 support | L3 support
Incident Management | production incident management | incident handling
Postmortems | post-mortems | blameless postmortems | post-incident reviews | incident retrospectives > Incident Management
Runbooks | run books | operational runbooks > Incident Management
Service Level Objectives | =SLO
Service Level Indicators | =SLI > Service Level Objectives
Error Budgets > Service Level Objectives
Mean Time to Recovery | =MTTR | mean time to restore | mean time to repair > Incident Management
Performance Tuning | performance optimization | application performance tuning
Performance Profiling | code profiling | CPU profiling | memory profiling > Performance Tuning
Memory Management
Caching Strategies | ~caching | cache invalidation | application caching
High Availability | high-availability systems
Fault Tolerance | fault-tolerant systems
Scalability Engineering | horizontal scaling | scalable systems design
Rate Limiting | API rate limiting
API Versioning > API Design
API Documentation | API docs > API Design
API Gateways > API Design
Technical Design Documents | design documents | design docs | technical specifications
Architecture Decision Records | architecture decision record
Architecture Reviews | architecture review board > Software Architecture
High-Level Design | =HLD > System Design
Low-Level Design | =LLD > System Design
Coding Standards | coding conventions | coding guidelines
Linting | code linting > Static Code Analysis
Code Coverage | test coverage > Unit Testing
Mutation Testing > Unit Testing
Property-Based Testing > Unit Testing
Test Doubles | ~mocking | mocks and stubs > Unit Testing
Continuous Testing > Test Automation
Shift-Left Testing > Test Automation
Trunk-Based Development > Continuous Integration
Branching Strategies | git branching strategy | branching strategy > Git
Semantic Versioning | SemVer
Release Management | software release management
Dependency Management | dependency upgrades
Monorepos | monorepo | monorepo management
Configuration Management | software configuration management
Secrets Management > HashiCorp Vault
Zero-Downtime Deployments | zero downtime deployment > Continuous Delivery
Rolling Deployments | rolling updates > Continuous Delivery
Structured Logging > Log Management
Monitoring and Alerting | alerting | alert management > Observability
Internationalization | =i18n | internationalisation
Software Localization | =l10n | localisation engineering | localization > Internationalization
Authentication and Authorization | authn/authz | authentication & authorization
Role-Based Access Control | RBAC > Identity and Access Management
Software Bill of Materials | SBOM > Application Security
Eventual Consistency > Distributed Systems
Consensus Algorithms | distributed consensus > Distributed Systems
Raft Consensus | Raft consensus algorithm > Consensus Algorithms
Paxos > Consensus Algorithms
Database Sharding | sharding > Distributed Systems
Service Discovery > Microservices
Circuit Breaker Pattern | circuit breakers pattern > Microservices
Publish-Subscribe Messaging | publish/subscribe | pub-sub pattern > Message Queue
Event Streaming > Event-Driven Architecture
Batch Processing | batch jobs
Reactive Programming
Clean Architecture
Hexagonal Architecture | ports and adapters
Event Storming | EventStorming > Domain-Driven Design
Twelve-Factor App | 12-factor app | twelve-factor methodology
Cloud-Native Development | cloud-native applications | cloud native architecture > Cloud Computing
Legacy Modernization | legacy system modernization | application modernization
Technical Debt | tech debt | technical debt reduction
Algorithmic Complexity | Big O notation | time complexity analysis > Algorithms
Compiler Design | compiler development | compilers
State Management | front-end state management
Full-Text Search > Elasticsearch
Real-Time Systems
Low-Latency Systems | low-latency programming
Developer Experience | DevEx | developer productivity engineering
Inner Source | InnerSource

## Data analysis and data science practice
Dashboards | dashboarding > Dashboard Development
Reporting Automation | automated reporting | report automation
Ad Hoc Analysis | ad-hoc analysis | ad hoc reporting
KPI Reporting | KPI tracking | KPI dashboards
Metrics Definition | metric definitions | metrics design
Data Storytelling
Descriptive Statistics
Inferential Statistics | statistical inference
Probability Theory | ~probability
Power Analysis | statistical power analysis | sample size calculation | statistical power > Hypothesis Testing
Causal Inference
Difference-in-Differences | diff-in-diff | diff-in-diffs > Causal Inference
Propensity Score Matching > Causal Inference
Instrumental Variables > Causal Inference
Regression Discontinuity | regression discontinuity design > Causal Inference
Synthetic Control | synthetic control method > Causal Inference
Uplift Modeling | uplift modelling
Generalized Linear Models | =GLM | generalised linear models > Regression Analysis
Linear Regression | multiple regression | multiple linear regression > Regression Analysis
Logistic Regression > Regression Analysis
Mixed-Effects Models | mixed models | hierarchical linear models | multilevel models
Survival Analysis | time-to-event analysis
ANOVA | analysis of variance
Chi-Square Tests | chi-squared test | chi square test | chi-square | chi-squared
T-Tests | t-test | Student's t-test
Nonparametric Statistics | non-parametric tests | nonparametric tests
Monte Carlo Simulation | Monte Carlo methods
Bootstrap Resampling | statistical bootstrapping
Markov Chain Monte Carlo | =MCMC
Econometrics
ARIMA | ARIMA models | SARIMA > Time Series Forecasting
Exponential Smoothing | Holt-Winters > Time Series Forecasting
Forecasting Models | forecast modeling | statistical forecasting
Forecast Accuracy | forecast error
Mean Absolute Percentage Error | =MAPE > Forecast Accuracy
Decision Trees > Machine Learning
Random Forests | random forest > Machine Learning
K-Means Clustering | k-means > Cluster Analysis
Principal Component Analysis | ~=PCA > Dimensionality Reduction
Ensemble Methods | ensemble learning > Machine Learning
Topic Modeling | topic modelling > Natural Language Processing
Text Classification > Natural Language Processing
Feature Selection > Feature Engineering
Cross-Validation | k-fold cross-validation > Model Validation
Model Validation | model evaluation
Model Monitoring | model drift monitoring | drift detection > MLOps
Model Deployment | model serving | ML model deployment > MLOps
ROC Curve Analysis | ROC curves | ROC AUC | AUC-ROC | area under the ROC curve > Model Validation
SHAP | SHapley Additive exPlanations | SHAP values > Explainable AI
~=LIME | Local Interpretable Model-agnostic Explanations > Explainable AI
Data Labeling | data labelling | data annotation
Synthetic Data Generation | synthetic data
Data Profiling > Data Quality
Data Validation > Data Quality
Data Imputation | missing data imputation | missing value imputation > Data Cleaning
Entity Resolution | record linkage > Data Quality
Data Dictionaries | data dictionary > Data Governance
Data Extraction
Cohort Analysis | cohort retention analysis
Funnel Analysis | conversion funnel analysis
Churn Analysis | churn prediction | churn modeling | ~churn | churn rate analysis
Customer Lifetime Value Modeling | CLV modeling | LTV modeling | CLTV modeling
Price Elasticity Modeling | price elasticity analysis
Geospatial Analysis | spatial analysis > Geographic Information Systems
Social Network Analysis
Statistical Sampling | sampling methods | sampling techniques
Survey Analysis | survey data analysis > Survey Design
SQL Window Functions | window functions > SQL
Common Table Expressions | CTEs > SQL
Self-Service Analytics | self-service BI | self service reporting > Business Intelligence
Semantic Layer | metrics layer > Business Intelligence
Analytics Engineering > dbt
Data Contracts > Data Quality
Data Observability > Data Quality
Reverse ETL > ETL
Feature Stores | feature store > MLOps
Mathematical Optimization | mathematical programming
Operations Research
Linear Programming > Mathematical Optimization
Mixed-Integer Programming | mixed integer linear programming | =MILP > Mathematical Optimization
Gurobi | Gurobi Optimizer > Mathematical Optimization
IBM ILOG CPLEX | CPLEX > Mathematical Optimization
Simulation Modeling
Great Expectations > Data Validation
Evidently AI | ~=Evidently > Model Monitoring
Optuna > Hyperparameter Tuning
~=Ray | Ray framework | Anyscale Ray > Python
~=Dask > Python
Data Version Control | =DVC > MLOps
PyMC | PyMC3 > Bayesian Statistics
~=Stan | Stan probabilistic programming > Bayesian Statistics
Facebook Prophet | Meta Prophet | ?~=Prophet > Time Series Forecasting
R Markdown | RMarkdown > R
~=Quarto
Mode Analytics
Sigma Computing
Amazon QuickSight | QuickSight > Amazon Web Services
EViews

## Product and UX practice
Empathy Maps | empathy mapping > User Research
Service Blueprints | service blueprinting > Service Design
Design Critiques | design crits | design critique
Design Sprints | design sprint
Low-Fidelity Prototypes | lo-fi prototypes | low-fidelity prototyping | low-fi wireframes > Prototyping
High-Fidelity Prototypes | hi-fi prototypes | high-fidelity prototyping | high-fidelity mockups > Prototyping
Paper Prototyping > Prototyping
Task Flows | task flow diagrams > User Flow
Sitemaps | site maps > Information Architecture
Microinteractions | micro-interactions > Interaction Design
Mobile-First Design | mobile first design > Responsive Web Design
Design Tokens > Design System
UI Component Libraries | component library | component libraries | UI kits > Design System
Pattern Libraries | pattern library > Design System
UI Style Guides | UI style guide > Design System
Design Handoff | developer handoff | design-to-development handoff
UX Audits | UX audit | usability audits
Guerrilla Usability Testing | guerrilla testing > Usability Testing
First-Click Testing > Usability Testing
Five-Second Tests | 5-second tests > Usability Testing
Eye Tracking | eye-tracking studies | Tobii eye tracking > Usability Testing
Ethnographic Research | ethnography > User Research
Stakeholder Interviews
Research Synthesis | UX research synthesis > User Research
Research Operations | ResearchOps | ReOps > User Research
Quantitative Research | quantitative research methods
Inclusive Design > Web Accessibility
Content Design > UX Writing
Microcopy > UX Writing
Conversation Design | conversational design | voice UI design | VUI design
Gamification
User Onboarding | product onboarding | onboarding flows
Feature Prioritization > Product Management
North Star Metric | north star metrics > Product Analytics
Customer Discovery | customer discovery interviews | discovery interviews > Product Discovery
Opportunity Solution Trees > Product Discovery
Value Proposition Design | value proposition canvas
Business Model Canvas
Lean Canvas > Lean Startup
User Story Mapping | story mapping > User Stories
Functional Specifications | functional specs | functional requirements documents | =FRD
Release Planning > Product Roadmapping
Beta Testing | beta programs
Product Operations | Product Ops > Product Management
Feature Adoption Analysis | feature adoption > Product Analytics
~=Maze | Maze Design | Maze.co > Usability Testing
~Lookback | Lookback.io > Usability Testing
dscout > User Research
UserZoom > Usability Testing
Dovetail > Research Synthesis
Lyssna | UsabilityHub > Usability Testing
ProtoPie > Prototyping
~=Principle | Principle for Mac > Prototyping
Origami Studio > Prototyping
UXPin > Prototyping
~=Whimsical > Wireframing
~=Mural | Mural board
Lucidchart
Contentsquare > Product Analytics
LogRocket > Product Analytics
~=Sprig | Sprig surveys > User Research
zeroheight > Design System

## Graphic design and print practice
Dielines | die lines | die-line
Press Checks | press check
Print Production
Prepress | pre-press | prepress production > Print Production
Preflighting | preflight checks | preflight > Prepress
Print-Ready Files | print-ready artwork | press-ready files > Prepress
Print Imposition | ~imposition > Prepress
Color Management | colour management > Print Production
Color Correction | colour correction
Color Separations | color separation > Prepress
CMYK | CMYK color model > Color Management
Spot Colors | spot colour > Color Management
Pantone | Pantone Matching System | =PMS colors > Spot Colors
Print Proofing | ~proofing | hard proofs > Print Production
Offset Printing | offset lithography > Print Production
Digital Printing > Print Production
Large-Format Printing | wide-format printing | large format printing > Print Production
Screen Printing | silk screening | screenprinting > Print Production
Flexographic Printing | flexography | ~flexo > Print Production
Letterpress > Print Production
Gravure Printing | rotogravure > Print Production
Dye Sublimation Printing | dye sublimation | sublimation printing > Print Production
Bindery Operations | bindery | print finishing > Print Production
Foil Stamping | hot foil stamping > Bindery Operations
Embossing and Debossing | embossing | debossing > Bindery Operations
Die Cutting | die-cutting > Bindery Operations
Print Buying | print procurement > Print Production
Raster Image Processing | RIP software > Print Production
Page Layout | layout design | ~layout
Grid Systems | typographic grids | layout grids > Page Layout
Visual Hierarchy
Editorial Design | publication design | magazine layout > Page Layout
Print Design | print collateral design > Graphic Design
Infographics | infographic design
Iconography | icon design
Logo Design > Brand Identity
Mockups | mock-ups | design mockups
Label Design | product labels | label artwork > Packaging Engineering
Point-of-Purchase Displays | POP displays | point-of-sale displays
Signage Design | sign design | ~signage
Wayfinding Design | wayfinding | environmental graphic design
Exhibit Design | trade show booth design | trade show graphics
Vehicle Wraps | vehicle wrap design
Photo Compositing | ~compositing > Photo Editing
Clipping Paths | clipping path > Photo Editing
Vector Illustration | vector graphics > Digital Illustration
Hand Lettering | lettering
Type Design | typeface design | font design > Typography
Social Media Graphics | social graphics
Email Design | email template design > Email Marketing
Presentation Design | slide design | pitch deck design
Display Ad Design | banner ad design | banner design | banner ads | web banners > Display Advertising
Art Direction
Creative Briefs | creative brief | design briefs > Art Direction
Mood Boards | moodboards | mood boarding
Digital Asset Management | =DAM > Graphic Design
Adobe Bridge > Adobe Creative Cloud
Adobe Express | Adobe Spark > Adobe Creative Cloud
Adobe Dimension > Adobe Creative Cloud
Affinity Publisher > Page Layout
Affinity Photo > Photo Editing
QuarkXPress | ~=Quark > Page Layout
Esko ArtiosCAD | ArtiosCAD > Dielines
Esko Automation Engine | Esko > Prepress
Enfocus PitStop | PitStop Pro > Preflighting
Frontify > Brand Guidelines
Bynder > Digital Asset Management
Brandfolder > Digital Asset Management
G7 Certification | G7 Master | Idealliance G7 > Color Management
GRACoL > Color Management
ISO 12647 > Color Management
PDF/X | PDF/X-1a | PDF/X-4 > Print-Ready Files
FOGRA | FOGRA39 > Color Management

## Engineering and manufacturing practice
# Mechanical design, verification and systems engineering
Design Verification Testing | ~=DVT | design verification > Design Verification Plan and Report
Engineering Validation Testing | =EVT
Production Validation Testing
Verification and Validation | =V&V | design verification and validation
Material Selection | materials selection
Strength of Materials | mechanics of materials
Engineering Mechanics | statics and dynamics | ~statics | engineering statics | engineering dynamics
Kinematic Analysis | kinematics > Mechanical Design
Engineering Calculations | design calculations | hand calculations | hand calcs
Design Reviews | design review
Preliminary Design Review | =PDR > Design Reviews
Critical Design Review | =CDR > Design Reviews
Fixture Design | jig and fixture design | jigs and fixtures | jig design | jigs
Rotating Equipment | rotating machinery
Cathodic Protection | corrosion protection
Systems Engineering
Model-Based Systems Engineering | =MBSE > Systems Engineering
SysML | Systems Modeling Language > Model-Based Systems Engineering
Requirements Management > Systems Engineering
Requirements Traceability | traceability matrix | requirements traceability matrix | =RTM > Requirements Management
IBM DOORS | DOORS Next | ~=DOORS > Requirements Management
# Robotics and manufacturing engineering
End-of-Arm Tooling | =EOAT > Robot Programming
Robotic Welding | robot welding > Welding, Robot Programming
Robot Integration | robotic integration | robotic cell design > Robot Programming
Collaborative Robots | cobots > Robot Programming
Universal Robots > Collaborative Robots
ABB Robotics | ABB RobotStudio | RobotStudio > Robot Programming
Yaskawa Motoman | Motoman > Robot Programming
Manufacturing Engineering
Process Engineering
Industrial Engineering
Work Instructions | manufacturing work instructions
Plant Layout | facility layout | factory layout
Cycle Time Reduction > Continuous Improvement
Scrap Reduction > Continuous Improvement
Yield Improvement | yield enhancement
First Pass Yield | =FPY | first-pass yield
Mean Time Between Failures | =MTBF > Reliability Engineering
Ultrasonic Welding > Welding
Laser Welding > Welding
# Electronics manufacturing and test
Reflow Soldering | reflow profiling > Surface Mount Technology
Automated Optical Inspection | =AOI
Wire Crimping | crimping | terminal crimping
Cable Assembly | cable and harness assembly
Automated Test Equipment | =ATE
Data Acquisition Systems | data acquisition | =DAQ
Hardware Bring-Up | board bring-up
Component Selection | parts selection
# Electrical, power and controls engineering
FPGA Design | =FPGA | FPGA development
Verilog > FPGA Design
SystemVerilog > Verilog
VHDL > FPGA Design
Xilinx Vivado | Vivado > FPGA Design
Microcontrollers | microcontroller programming | =MCU > Embedded Systems
Signal Processing | digital signal processing
RF Engineering | radio frequency engineering | RF design
Single-Line Diagrams | one-line diagrams | single line diagrams | ~=SLD | one-line drawings > Electrical Design
Electrical Load Calculations | electrical load calcs | service load calculations | =NEC load calculations > Electrical Design
Grounding and Bonding | grounding design | earthing
Protective Device Coordination | relay coordination | coordination studies > Protective Relaying
Power Quality | power quality analysis > Power Systems
Battery Management Systems | ?=BMS > Battery Energy Storage Systems
Electric Vehicle Charging | EV charging infrastructure | EVSE | EV charging | EV charging stations | EV chargers
Megger Testing | insulation resistance testing | megger | megohmmeter
Loop Checks | loop checking > Instrumentation and Control
Control Narratives | sequence of operations | control philosophy > Control Systems
Alarm Management | ISA-18.2 > Industrial Control Systems
Safety Instrumented Systems | safety instrumented functions | =SIF | ?=SIS > Functional Safety
Factory Acceptance Testing | =FAT
Site Acceptance Testing | ?=SAT | site acceptance tests
Commissioning and Startup | plant commissioning | system startup
Siemens WinCC | WinCC > Human-Machine Interface
Allen-Bradley ControlLogix | ControlLogix | CompactLogix > Allen-Bradley
Allen-Bradley PanelView | PanelView > Human-Machine Interface
EPLAN Electric P8 | ~=EPLAN > Electrical Schematics
# Civil and structural engineering
Structural Calculations | structural calcs > Structural Design
Connection Design | steel connection design | steel connections | moment connections | shear connections | bolted connections > Structural Steel Design
Post-Tensioned Concrete | post-tensioning > Reinforced Concrete Design
Precast Concrete > Reinforced Concrete Design
Deep Foundations | pile design | drilled shafts | drilled piers | pile foundations | pile foundation design | caissons > Foundation Design
Special Inspections > Construction Inspection
Drainage Studies | drainage reports | stormwater reports | stormwater management reports > Stormwater Management
Water Distribution Design | water distribution systems > Hydraulic Modeling
Sanitary Sewer Design | sewer design | sanitary sewer | sanitary sewers | gravity sewers | gravity sewer design
Utility Design | utility coordination
Site Plans | site plan design | site plan review > Land Development
HydroCAD > Stormwater Management
WaterCAD | WaterGEMS > Water Distribution Design
PLAXIS | Bentley PLAXIS > Geotechnical Engineering
QGIS > Geographic Information Systems
Pix4D | Pix4Dmapper > Photogrammetry
# Standards by number and product compliance
API 610 | API 610 centrifugal pumps > Rotating Equipment
API 650 | API 650 storage tanks
API 653 | API 653 tank inspection
API 570 | API 570 piping inspection
API 510 | API 510 pressure vessel inspection
API 1104 | API 1104 pipeline welding > Welding
ASME B31.1 | B31.1 Power Piping > ASME Standards
ASME Section IX | ASME IX > ASME Standards, Welding
ASTM Standards | ~=ASTM | ASTM International
MIL-STD-810 | MIL-STD-810G | MIL-STD-810H
DO-178C | DO-178 | DO-178B
DO-254
Nadcap
IEC 61511 | ANSI/ISA 84 | ISA 84 > Safety Instrumented Systems
IEC 62443 | ISA/IEC 62443 > Industrial Control Systems
ISA-95 | ANSI/ISA-95 > Manufacturing Execution Systems
IEC 61850 > Substation Design
IEEE 1584 > Arc Flash Analysis
NFPA 72 | National Fire Alarm Code > Fire Alarm Systems
NFPA 13 > Fire Protection Engineering
IEC 60601 | IEC 60601-1
RoHS Compliance | RoHS
REACH Compliance | ~=REACH
CE Marking | CE certification
UL Certification | UL listing | UL listed | UL standards
FCC Certification | FCC Part 15
NEPA Compliance | National Environmental Policy Act | =NEPA
MUTCD | Manual on Uniform Traffic Control Devices > Traffic Engineering
ADA Standards for Accessible Design | ADA accessibility standards | =ADAAG

## Logistics, warehouse and supply chain practice
Landed Cost | landed cost calculation | landed cost analysis
Inbound Logistics
Outbound Logistics
Inbound Receiving | receiving operations | ~receiving > Shipping and Receiving
Putaway | put-away > Warehouse Operations
Replenishment > Inventory Replenishment
Wave Picking | wave planning > Pick and Pack
Batch Picking > Pick and Pack
Zone Picking > Pick and Pack
Pick-to-Light | put-to-light > Pick and Pack
Voice Picking | voice-directed picking > Pick and Pack
Dock Scheduling | dock appointment scheduling | dock door scheduling
Yard Management | yard management systems | =YMS
Truck Loading and Unloading | loading and unloading | trailer loading | truck unloading
Palletizing | pallet building
Labor Planning | warehouse labor planning | labor forecasting
Engineered Labor Standards | labor standards
Warehouse Layout | warehouse design | DC design
Material Handling | material handling equipment | =MHE
Conveyor Systems | conveyor operations
Automated Storage and Retrieval Systems | =AS/RS | =ASRS
Warehouse Automation
Autonomous Mobile Robots | =AMR > Warehouse Automation
Inventory Accuracy > Inventory Management
Inventory Reconciliation | inventory adjustments > Inventory Management
Shrink Management | inventory shrinkage | shrink reduction | shrinkage analysis
Stock Rotation | FIFO rotation | =FIFO | first in, first out | =FEFO | first expired first out
Lot Tracking | lot control | batch tracking | lot traceability
Serial Number Tracking | serial tracking
Inventory Transfers | stock transfer orders | stock transfers | transfer orders
Backorder Management | backorders
Order Management | order management systems | =OMS
Return Merchandise Authorization | RMA processing | ?=RMA > Returns Processing
Fill Rate | order fill rate
On-Time In-Full | =OTIF
On-Time Delivery | =OTD | on-time performance
Perfect Order Rate | perfect order
Inventory Turnover | inventory turns | stock turns
Days of Supply | days on hand
Dock-to-Stock Time | dock to stock
Order Cycle Time
Picks per Hour | pick rate | lines per hour | units per hour | =UPH
Inventory Carrying Cost | carrying costs | holding costs
Cost to Serve | cost-to-serve analysis
Inventory Planning > Inventory Management
Reorder Points | reorder point planning
Min/Max Inventory | min-max planning | min/max levels > Inventory Management
Materials Management | materials planning
Lead Time Management | lead time reduction | lead-time planning | lead time planning | lead time analysis | ~lead times | supplier lead times
Expediting | purchase order expediting
Inventory Allocation | allocation planning
Supply Chain Visibility | shipment visibility
Supply Chain Control Tower | control tower
Omnichannel Fulfillment | ship-from-store
Buy Online Pick Up In Store | =BOPIS | click and collect
E-commerce Fulfillment | ecommerce fulfillment | B2C fulfillment | DTC fulfillment > Order Fulfillment
Drop Shipping | dropshipping | drop-ship
Freight Procurement | freight bids | transportation procurement
Carrier Scorecards | carrier scorecarding | carrier performance > Carrier Management
Supplier Scorecards | vendor scorecards | supplier scorecarding > Vendor Management
Rate Shopping | carrier rate shopping
Parcel Shipping | small parcel shipping | small parcel | parcel carriers | small package shipping
Freight Claims | cargo claims | freight claims management
Overages, Shortages and Damages | =OS&D | OS&D claims
Proof of Delivery | proof of delivery documentation
Shipment Tracking | package tracking
Load Tendering | freight tendering
Detention and Demurrage | demurrage
Freight Consolidation | load consolidation | shipment consolidation
Transloading
Pre-Trip Inspections | pre-trip and post-trip inspections | =DVIR | driver vehicle inspection reports | post-trip inspections
Yard Jockey | yard hostler | yard truck driving
Electronic Data Interchange | =EDI | EDI transactions
Advance Shipping Notices | advance ship notices | =ASN | advanced shipping notices | advanced ship notices > Electronic Data Interchange
Commercial Invoices | commercial invoice > Import/Export
Packing Lists | packing list > Import/Export
Certificates of Origin | certificate of origin > Import/Export
Air Waybills | air waybill | =AWB > Air Freight
AES Filing | Automated Export System | EEI filing > Export Controls
Importer Security Filing | ISF filing | 10+2 filing | =ISF > Customs Compliance
Duty Drawback > Customs Compliance
Foreign Trade Zones | =FTZ > Customs Compliance
Denied Party Screening | restricted party screening > Export Controls
Country of Origin Determination | country of origin > Trade Compliance
Free Trade Agreements | free trade agreement compliance > Trade Compliance
USMCA | United States-Mexico-Canada Agreement | =NAFTA > Free Trade Agreements
Drug Supply Chain Security Act | =DSCSA
project44
FourKites
Descartes Systems | ~=Descartes > Transportation Management Systems
Extensiv | 3PL Central > Warehouse Management Systems
Infor WMS > Warehouse Management Systems
Oracle WMS Cloud | Oracle Warehouse Management > Warehouse Management Systems
Tecsys > Warehouse Management Systems
Deposco > Warehouse Management Systems
SPS Commerce > Electronic Data Interchange
Shippo > Parcel Shipping
EasyPost > Parcel Shipping
Transporeon > Freight Procurement

## Construction and trades practice
Bid Preparation | construction bidding | bid proposals
Bid Leveling | bid analysis | scope leveling > Bid Preparation
Subcontractor Management | subcontractor coordination | trade coordination
Pay Applications | pay apps | progress billing
AIA G702/G703 | AIA G702 | AIA G703 | AIA billing > Pay Applications
Schedule of Values | =SOV > Pay Applications
Lien Waivers | lien releases
Retainage > Pay Applications
Certified Payroll | certified payroll reports | =WH-347
Prevailing Wage Compliance | prevailing wage
Davis-Bacon Act | Davis Bacon > Prevailing Wage Compliance
Daily Construction Reports | daily logs | daily field reports
Site Supervision | jobsite supervision | field supervision
Site Logistics Planning | site logistics
Look-Ahead Schedules | three-week look-ahead | 3-week look-ahead | 3-week lookahead | three-week lookahead | lookahead schedules > Construction Scheduling
Last Planner System | Last Planner > Lean Construction
Pull Planning > Last Planner System
Lean Construction
Design-Build | design build project delivery
Construction Manager at Risk | =CMAR | CM at risk
Design-Bid-Build
Integrated Project Delivery | ~=IPD
Preconstruction | precon | preconstruction services
Construction Closeout | project closeout | closeout documents | ~closeout
O&M Manuals | operation and maintenance manuals
As-Built Drawings | as-builts | record drawings
Building Commissioning | ~commissioning | =Cx
Testing, Adjusting and Balancing | =TAB | test and balance | air balancing
Site-Specific Safety Plans | site safety plans | =SSSP
Toolbox Talks | tailgate meetings | safety toolbox talks
Silica Exposure Control | silica safety
Utility Locating | line locating | 811 locates
Metal Stud Framing | steel stud framing | light-gauge framing > Wood Framing
Acoustical Ceiling Installation | ceiling tile installation | drop ceilings
Insulation Installation | spray foam insulation
Window and Door Installation | window installation | door installation
Siding Installation
TPO Roofing > Roofing
EPDM Roofing > Roofing
Shingle Roofing | asphalt shingles > Roofing
Waterproofing | below-grade waterproofing
Caulking and Sealants | caulking
Commercial Painting | painting and coating | industrial painting
Spray Painting | spray finishing
Abrasive Blasting | sandblasting
Plastering
Stucco Application | stucco
Concrete Placement | concrete pouring | concrete placing
Rebar Installation | rebar tying | reinforcing steel placement
Concrete Cutting and Coring | concrete coring | core drilling
Tilt-Up Construction | tilt-up | tilt-up concrete | tilt-up panels | tilt-wall construction
Millwork Installation | millwork
Hardwood Floor Refinishing | floor refinishing > Flooring Installation
Carpet Installation > Flooring Installation
Glazing | glass and glazing
Curtain Wall Installation | curtain wall > Glazing
Irrigation Installation | irrigation systems
Hardscaping | paver installation
Earthwork | earthmoving
Underground Utilities | underground utility installation
Pipe Laying | pipelaying
Horizontal Directional Drilling | directional drilling | directional boring | =HDD
Electrical Panel Installation | panel upgrades | service upgrades | panel installation | electrical panels | breaker panels | load centers | panel changes > Electrical Wiring
Lighting Installation | lighting retrofits | light fixtures | light fixture installation | lighting fixture installation
EV Charger Installation
Wire Pulling | cable pulling > Electrical Wiring
Wire Terminations | cable terminations > Electrical Wiring
Structured Cabling | network cabling | Cat6 cabling | data cabling | ~cabling
Fiber Optic Splicing | fusion splicing | fiber termination
Pipe Threading > Plumbing
PEX Installation | PEX piping | PEX | PEX tubing > Plumbing
Drain Cleaning | drain clearing | sewer jetting | hydro jetting | hydrojetting > Plumbing
Water Heater Installation | water heaters > Plumbing
Plumbing Fixture Installation | fixture installation | toilet installation | faucet installation > Plumbing
Rough-In Plumbing | plumbing rough-in > Plumbing
Gas Piping | gas line installation > Plumbing
Medical Gas Piping | med gas | medical gas > Plumbing
Hydronic Heating | hydronics | hydronic systems
Ductwork Installation | duct installation | sheet metal ductwork | ductwork > HVAC Installation
Ductless Mini-Split Installation | mini-split installation | mini splits | ductless mini splits > HVAC Installation
Refrigerant Recovery | refrigerant handling > HVAC Repair
Rooftop Unit Service | RTU maintenance | rooftop units > HVAC Repair
Chiller Maintenance | chiller service > HVAC Repair
Combustion Analysis | flue gas analysis > HVAC Repair
Brake Repair | brake service > Automotive Diagnostics
Wheel Alignment | wheel alignments > Automotive Diagnostics
Transmission Repair > Automotive Diagnostics
Auto Body Repair | collision repair
Automotive Refinishing | auto painting
Hand and Power Tools | power tools | hand tools
Asbestos Abatement
Lead Abatement | EPA RRP Certification | lead-safe certified renovator | RRP rule
Mold Remediation
Water Damage Restoration | water mitigation | IICRC WRT
IICRC Certification | =IICRC
NCCER Certification | =NCCER
NATE Certification | ~=NATE > HVAC Repair
Home Inspection | home inspections
Code Enforcement > Building Codes
Blower Door Testing > Energy Audits
HERS Rating | HERS rater | Home Energy Rating System
Weatherization
AIA Contract Documents | AIA contracts | AIA documents
CSI MasterFormat | MasterFormat
OSHA 1926 | 29 CFR 1926 | OSHA construction standards > OSHA Compliance
OSHA 1910 | 29 CFR 1910 | OSHA general industry standards > OSHA Compliance
Buildertrend > Construction Management
Viewpoint Vista | Trimble Viewpoint | ~=Vista > Construction Management
PlanGrid > Construction Management
Fieldwire > Construction Management
Raken > Daily Construction Reports
e-Builder > Construction Management
CMiC > Construction Management
Sage 300 Construction and Real Estate | Sage 300 CRE | Sage Timberline | Timberline > Construction Management
ServiceTitan
Housecall Pro
~=Jobber
Xactimate > Water Damage Restoration

## Civil and transportation engineering practice
Geometric Design | roadway geometric design | highway geometric design > Highway Design
Roadway Alignment Design | horizontal and vertical alignment | horizontal and vertical alignments | alignment design | roadway alignments | ?horizontal alignment | ?vertical alignment > Geometric Design
Typical Sections | typical section development > Highway Design
Roadway Cross Sections | cross section development | ~cross sections > Highway Design
Plan and Profile Sheets | plan and profile | plan-and-profile drawings | plan and profile drawings
Plans, Specifications and Estimates | =PS&E | plans, specifications, and estimates | PS&E packages
Intersection Design > Geometric Design
Roundabout Design | roundabouts > Intersection Design
Interchange Design > Geometric Design
Drainage Design | storm drainage design | storm sewer design | roadway drainage design | storm sewer | storm sewers
Hydraulic Design | hydraulic analysis > Hydraulic Modeling
Culvert Design | culvert analysis | culvert hydraulics | culverts > Drainage Design
=HY-8 | FHWA HY-8 > Culvert Design
Bentley StormCAD | StormCAD > Drainage Design
Bentley SewerGEMS | SewerGEMS | SewerCAD | Bentley SewerCAD > Sanitary Sewer Design
=TR-55 | TR-20 | NRCS TR-55 > Hydrology
Rational Method > Hydrology
Detention Pond Design | detention basin design | stormwater detention design | detention ponds | retention ponds | detention basins | retention basins | stormwater ponds > Stormwater Management
Low Impact Development | =LID | green stormwater infrastructure | green infrastructure > Stormwater Management
=NPDES | National Pollutant Discharge Elimination System | NPDES permitting
Section 404 Permitting | Section 404 | Clean Water Act Section 404 | =USACE permitting
Clean Water Act | =CWA
Traffic Signal Design | signal design > Traffic Engineering
Signal Timing | traffic signal timing | signal timing optimization | signal retiming > Traffic Engineering
Traffic Operations Analysis | traffic operations > Traffic Engineering
Highway Capacity Manual | ~=HCM > Traffic Operations Analysis
Highway Capacity Software | =HCS7 | ~=HCS > Highway Capacity Manual
Highway Safety Manual | ~=HSM > Traffic Safety Analysis
Traffic Safety Analysis | crash analysis | crash data analysis | safety analysis for roadways | crash data | roadway safety analysis | highway safety | roadway safety > Traffic Engineering
PTV Vissim | =VISSIM | Vissim > Traffic Simulation
PTV Vistro | Vistro > Traffic Operations Analysis
SimTraffic > Traffic Simulation
=SIDRA | SIDRA Intersection > Roundabout Design
Traffic Simulation | microsimulation | traffic microsimulation > Traffic Engineering
TransCAD > Travel Demand Modeling
Travel Demand Modeling | travel demand forecasting | travel demand models > Transportation Planning
Traffic Control Plans | =TCP plans | temporary traffic control plans | temporary traffic control > MUTCD
Maintenance of Traffic | ~=MOT | =MOT plans | maintenance of traffic plans > Traffic Control Plans
Work Zone Traffic Control | work zone safety > Traffic Control Plans
Signing and Pavement Marking | signing and striping | pavement marking plans | signing and marking plans | pavement markings | pavement marking | signing plans | striping plans > Traffic Engineering
Complete Streets | complete streets design
Vision Zero
AASHTO Green Book | Green Book | A Policy on Geometric Design of Highways and Streets > Geometric Design
AASHTO Roadside Design Guide | Roadside Design Guide
AASHTOWare | AASHTOWare Pavement ME | Pavement ME Design > Pavement Design
=PROWAG | Public Right-of-Way Accessibility Guidelines > ADA Standards for Accessible Design
ADA Curb Ramp Design | curb ramp design | ADA curb ramps | curb ramps | ADA ramps | pedestrian ramps > ADA Standards for Accessible Design
Right-of-Way Acquisition | right-of-way | right of way acquisition | =ROW acquisition
Utility Relocation | utility conflicts | utility relocation design
FHWA Standards | =FHWA | Federal Highway Administration standards
State DOT Standards | DOT design standards | DOT standards and specifications
Construction Engineering and Inspection | ~=CEI | =CE&I > Construction Inspection
Bridge Inspection | bridge safety inspection | =NBIS | National Bridge Inspection Standards
Bridge Load Rating | load rating | bridge load ratings > Bridge Design
Bentley OpenBridge | OpenBridge Modeler | OpenBridge > Bridge Design
Bentley GEOPAK | GEOPAK > Highway Design
AutoTURN | Transoft AutoTURN > Geometric Design
Vehicle Tracking | Autodesk Vehicle Tracking | swept path analysis > Geometric Design
Bentley ProjectWise | ProjectWise
CADD Standards | CAD standards | CADD standards compliance | drafting standards | layering standards | CAD layering standards
Professional Traffic Operations Engineer | =PTOE > Traffic Engineering
Road Safety Professional | ~=RSP | =RSP1 | =RSP2I > Traffic Safety Analysis
IMSA Certification | =IMSA | IMSA Traffic Signal Technician > Traffic Signal Design
Water Resources Engineering > Hydrology
Stormwater Modeling | storm sewer modeling > Stormwater Management
`;
