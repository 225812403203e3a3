// Skill data in the line format of ../README.md.
export default String.raw`
## Digital advertising and paid media
Search Engine Marketing | ~=SEM | Paid Search
Pay-Per-Click Advertising | PPC | Pay-Per-Click | Pay Per Click | PPC Advertising > Search Engine Marketing
Google Ads | Google AdWords | AdWords > Pay-Per-Click Advertising
Microsoft Advertising | Bing Ads | Microsoft Ads > Pay-Per-Click Advertising
Meta Ads | Facebook Ads | Facebook Advertising | Meta Ads Manager | Facebook Ads Manager | Instagram Ads > Paid Social
LinkedIn Ads | LinkedIn Campaign Manager | LinkedIn Advertising > Paid Social
TikTok Ads | TikTok Ads Manager | TikTok Advertising > Paid Social
X Ads | Twitter Ads > Paid Social
Pinterest Ads | Pinterest Advertising > Paid Social
Reddit Ads > Paid Social
Snapchat Ads > Paid Social
YouTube Ads | YouTube Advertising > Google Ads
Amazon Advertising | Amazon Ads | Amazon PPC | Amazon Sponsored Products | Sponsored Products
Paid Social | Paid Social Media | Paid Social Advertising | social media advertising | social ads
Display Advertising | Banner Advertising
Google Display Network | GDN > Display Advertising
Google Shopping Ads | Google Shopping | Shopping Campaigns > Google Ads
Google Merchant Center | Merchant Center > Google Shopping Ads
Programmatic Advertising | Programmatic Media Buying | Programmatic Buying | programmatic display
Display & Video 360 | DV360 | Google Display & Video 360 > Programmatic Advertising
Campaign Manager 360 | CM360 | DoubleClick Campaign Manager > Programmatic Advertising
Google Ad Manager | DoubleClick for Publishers | ~=DFP
The Trade Desk > Programmatic Advertising
Retargeting | Remarketing
Media Buying > Media Planning
Media Planning
Performance Marketing
Growth Marketing | Growth Hacking
Affiliate Marketing
Impact.com | Impact Radius > Affiliate Marketing
CJ Affiliate | Commission Junction > Affiliate Marketing
ShareASale > Affiliate Marketing
Rakuten Advertising | Rakuten Marketing | Rakuten LinkShare > Affiliate Marketing
Influencer Marketing | influencer partnerships
Native Advertising
Out-of-Home Advertising | OOH Advertising | Outdoor Advertising | =OOH
Television Advertising | TV Advertising
Radio Advertising
Print Advertising
Direct Mail Marketing | Direct Mail
Direct Response Marketing | Direct Marketing
Marketing Mix Modeling | Media Mix Modeling | ~=MMM
Marketing Attribution | Attribution Modeling
Performance Max | =PMax > Google Ads
Budget Pacing | spend pacing | budget pacing management
Creative Testing | ad creative testing | creative tests
Conversion Lift Studies | conversion lift | conversion lift tests
Meta Conversions API | Conversions API | =CAPI > Meta Ads
Agency Management | agency relationships | managing agencies | agency partner management
Northbeam
Triple Whale
Payback Period | payback period analysis | CAC payback

## Search engine optimization
Search Engine Optimization | SEO | Search Engine Optimisation | organic search
Technical SEO > Search Engine Optimization
On-Page SEO | On Page SEO > Search Engine Optimization
Off-Page SEO | Off Page SEO > Search Engine Optimization
Local SEO > Search Engine Optimization
SEO Audits | Site Audits > Search Engine Optimization
Keyword Research | keyword strategy > Search Engine Optimization
Link Building | Backlink Building > Off-Page SEO
Schema Markup | Schema.org | Structured Data Markup > Technical SEO
App Store Optimization | ASO
Semrush > Search Engine Optimization
Ahrefs > Search Engine Optimization
Moz Pro | ~=Moz > Search Engine Optimization
Screaming Frog | Screaming Frog SEO Spider > Technical SEO
Google Search Console | Google Webmaster Tools > Search Engine Optimization
Google Keyword Planner | Keyword Planner > Keyword Research
BrightEdge > Search Engine Optimization
SpyFu > Keyword Research
Similarweb
Yoast SEO | Yoast > Search Engine Optimization
Google Business Profile | Google My Business | GMB > Local SEO

## Web analytics and experimentation
Google Analytics | Universal Analytics
Google Analytics 4 | GA4 > Google Analytics
Google Tag Manager | ~=GTM > Google Analytics
Adobe Analytics | Omniture | Omniture SiteCatalyst > Web Analytics
Web Analytics
Marketing Analytics
Looker Studio | Google Data Studio | Data Studio > Google Analytics
UTM Tracking | UTM Parameters | UTM Codes | =UTM | UTM conventions > Google Analytics
Conversion Tracking
Meta Pixel | Facebook Pixel > Meta Ads
Conversion Rate Optimization | ~=CRO | Conversion Optimization
A/B Testing | AB Testing | A/B Tests | Split Testing > Conversion Rate Optimization
Multivariate Testing | MVT > A/B Testing
Landing Page Optimization > Conversion Rate Optimization
Optimizely > A/B Testing
VWO | Visual Website Optimizer > A/B Testing
Google Optimize > A/B Testing
Adobe Target > A/B Testing
Hotjar > Conversion Rate Optimization
Crazy Egg > Conversion Rate Optimization
Unbounce > Landing Page Optimization
Mixpanel > Product Analytics
Amplitude Analytics | ~=Amplitude > Product Analytics
Heap Analytics | ~=Heap > Product Analytics
Pendo > Product Analytics
FullStory > Product Analytics
Product Analytics

## Email and marketing automation
Email Marketing | E-mail Marketing
Marketing Automation
Mailchimp > Email Marketing
Klaviyo > Email Marketing
~=Constant Contact > Email Marketing
~=Campaign Monitor > Email Marketing
ActiveCampaign > Marketing Automation
Marketo | Adobe Marketo Engage | Marketo Engage > Marketing Automation
Salesforce Pardot | Pardot | Marketing Cloud Account Engagement | Salesforce Account Engagement > Marketing Automation
Salesforce Marketing Cloud | SFMC | ExactTarget | Salesforce Marketing Cloud Engagement > Marketing Automation
Oracle Eloqua | Eloqua > Marketing Automation
Adobe Campaign > Marketing Automation
~=Braze > Marketing Automation
~=Iterable > Marketing Automation
Customer.io > Marketing Automation
Keap | Infusionsoft > Marketing Automation
Twilio Segment | Segment.io | Segment CDP > Customer Data Platforms
Tealium > Customer Data Platforms
Customer Data Platforms | ~=CDP
Lead Nurturing | nurture programs | nurture streams | nurture tracks | nurture campaigns > Marketing Automation
Lead Scoring > Marketing Automation
Drip Campaigns | Drip Marketing | Drip Email Campaigns > Email Marketing
Email Deliverability | deliverability > Email Marketing
Email Segmentation | List Segmentation > Email Marketing
SMS Marketing | Text Message Marketing
Lifecycle Marketing | Customer Lifecycle Marketing
Loyalty Programs | Loyalty Marketing | Customer Loyalty Programs
Marketing Operations | Marketing Ops | =MOps
Marketing Technology | MarTech

## Content, social media and public relations
Content Marketing
Content Strategy > Content Marketing
Copywriting
Copy Editing | Copyediting
~Editing | ~editing > Copy Editing
Content Writing
Editorial Calendar | Content Calendar | social media calendar > Content Strategy
AP Style | AP Stylebook | Associated Press Style
Video Marketing
Social Media Marketing | SMM | organic social
Social Media Management
Community Management > Social Media Management
Social Listening | Social Media Monitoring
Social Media Analytics | social media reporting > Social Media Management
Hootsuite > Social Media Management
Sprout Social > Social Media Management
~=Buffer > Social Media Management
Sprinklr > Social Media Management
Brandwatch > Social Listening
Meta Business Suite | Facebook Business Manager | Meta Business Manager > Meta Ads
Public Relations | ~=PR
Media Relations > Public Relations
Press Release Writing | Press Releases | news releases | news release writing > Public Relations
Crisis Communications > Public Relations
Cision > Media Relations
Meltwater > Media Relations
Muck Rack > Media Relations
Marketing Communications | MarCom | Marcomm
Integrated Marketing Communications | ~=IMC | Integrated Marketing | integrated campaigns
Marketing Collateral | Sales Collateral | print collateral

## Marketing strategy, brand and research
Digital Marketing | Online Marketing | Internet Marketing
Marketing Strategy
Marketing Planning
Go-to-Market Strategy | GTM Strategy | Go-To-Market Planning | ~go-to-market | ?=GTM
Product Marketing
Product Positioning | competitive positioning | positioning and messaging > Product Marketing
Product Launch | launch strategy > Go-to-Market Strategy
Demand Generation | Demand Gen
Account-Based Marketing | ~ABM
Inbound Marketing
Outbound Marketing
B2B Marketing | Business-to-Business Marketing
B2C Marketing | Business-to-Consumer Marketing
Channel Marketing
Partner Marketing
Field Marketing
Event Marketing
Experiential Marketing > Event Marketing
Trade Show Marketing | Trade Shows
Trade Marketing
Shopper Marketing
Guerrilla Marketing
Mobile Marketing
Referral Marketing
Brand Management
Brand Strategy > Brand Management
Brand Positioning > Brand Strategy
Brand Guidelines | Brand Standards > Brand Management
Brand Identity | ~branding | corporate identity > Brand Management
Brand Voice | tone of voice | voice and tone > Brand Guidelines
Market Research | Marketing Research
Consumer Research | consumer studies | shopper research | consumer insights research > Market Research
TURF Analysis | =TURF | total unduplicated reach and frequency > Conjoint Analysis
Consumer Insights > Market Research
Competitive Analysis | Competitor Analysis
Competitive Intelligence > Competitive Analysis
Market Segmentation | Customer Segmentation
Buyer Personas | Customer Personas | Marketing Personas
Customer Journey Mapping
Market Sizing | TAM Analysis
SWOT Analysis | SWOT
Pricing Strategy
Survey Design > Market Research
Focus Groups > Market Research
Conjoint Analysis > Market Research
Voice of the Customer | VoC
Qualtrics > Survey Design
SurveyMonkey > Survey Design
NielsenIQ | Nielsen IQ | NIQ | Nielsen data | ~=Nielsen > Market Research
Circana | ~=IRI | Information Resources Inc > Market Research

## Web content management and e-commerce
Content Management Systems | =CMS | Content Management System
WordPress | WP > Content Management Systems
Drupal > Content Management Systems
Joomla > Content Management Systems
Sitecore > Content Management Systems
Adobe Experience Manager | AEM > Content Management Systems
Webflow > Content Management Systems
Wix > Content Management Systems
Squarespace > Content Management Systems
HubSpot CMS | CMS Hub > Content Management Systems
E-commerce | Ecommerce | E-Commerce Management | Electronic Commerce
Shopify > E-commerce
WooCommerce > E-commerce
BigCommerce > E-commerce
Salesforce Commerce Cloud | Demandware > E-commerce
Amazon Seller Central | Seller Central > Marketplace Management
Amazon Vendor Central | Vendor Central > Marketplace Management
Marketplace Management | Amazon Marketplace Management > E-commerce
Direct-to-Consumer | ~=DTC | ~=D2C > E-commerce
=Stripe | Stripe Payments | Stripe Billing > Payment Processing

## CRM and sales tools
Customer Relationship Management | CRM | CRM Software
Salesforce | SFDC | Salesforce.com | Salesforce CRM > Customer Relationship Management
Salesforce Sales Cloud | Sales Cloud > Salesforce
Salesforce Service Cloud | Service Cloud > Salesforce
Salesforce Administration | Salesforce Admin > Salesforce
HubSpot | HubSpot CRM | HubSpot Sales Hub | HubSpot Marketing Hub > Customer Relationship Management
Microsoft Dynamics 365 Sales | Dynamics 365 Sales | Microsoft Dynamics CRM | Dynamics CRM | MS Dynamics CRM > Customer Relationship Management
Zoho CRM > Customer Relationship Management
Pipedrive > Customer Relationship Management
SugarCRM > Customer Relationship Management
Freshsales | Freshworks CRM > Customer Relationship Management
Configure Price Quote | CPQ | Configure, Price, Quote
Salesforce CPQ | Steelbrick > Configure Price Quote, Salesforce
Outreach.io | ~=Outreach > Sales Engagement Platforms
Salesloft > Sales Engagement Platforms
Sales Engagement Platforms
Gong.io | ~=Gong > Conversation Intelligence
Chorus.ai | ~=Chorus > Conversation Intelligence
Conversation Intelligence
Clari > Sales Forecasting
ZoomInfo | DiscoverOrg > Lead Generation
Apollo.io | ~=Apollo > Lead Generation
Lusha > Lead Generation
Cognism > Lead Generation
Seamless.AI > Lead Generation
LinkedIn Sales Navigator | Sales Navigator > Social Selling
D&B Hoovers | Hoovers | Dun & Bradstreet Hoovers > Lead Generation
6sense > Account-Based Marketing
Demandbase > Account-Based Marketing
Highspot > Sales Enablement
Showpad > Sales Enablement
Xactly | Xactly Incent > Sales Compensation
Sales Compensation | Incentive Compensation Management | ~=ICM

## Sales methods and disciplines
Lead Generation | Lead Gen
Lead Qualification > Lead Generation
Prospecting | Sales Prospecting | cold outreach
Cold Calling > Prospecting
Cold Emailing | Cold Email > Prospecting
Social Selling > Prospecting
Pipeline Management | Sales Pipeline Management
Opportunity Management > Pipeline Management
Sales Forecasting | deal forecasting
Forecasting | business forecasting > Sales Forecasting, Demand Forecasting, Financial Forecasting
Quota Attainment | Quota Achievement
Territory Management | Territory Planning
Account Management
Key Account Management | KAM > Account Management
Strategic Account Management > Account Management
Account Planning > Account Management
Business Development | BizDev
Upselling | Up-Selling | upsell | upsells
Cross-Selling | Cross Selling | cross-sell | cross-sells
B2B Sales | Business-to-Business Sales
B2C Sales | Business-to-Consumer Sales
SaaS Sales | Software-as-a-Service Sales > B2B Sales
Enterprise Sales > B2B Sales
Inside Sales
Outside Sales | Field Sales
Channel Sales | Indirect Sales | partner sales
Channel Partner Management | Partner Channel Management > Channel Sales
Telesales | Telemarketing | Telephone Sales
Government Sales | Public Sector Sales
Full-Cycle Sales | Full Sales Cycle | Full-Cycle Selling
Pre-Sales | Presales
Product Demonstrations | Product Demos | Software Demos | technical demos
RFP Responses | RFP | Request for Proposal | RFP Management
Proposal Writing | sales proposals > RFP Responses
Sales Enablement
Sales Operations | Sales Ops
Revenue Operations | RevOps > Sales Operations
Sales Playbooks > Sales Enablement
Sales Strategy
Solution Selling | solution sales
Consultative Selling | Consultative Sales > Solution Selling
SPIN Selling | Huthwaite SPIN Selling
Challenger Sale | Challenger Selling | Challenger Sales Model
Sandler Selling System | ~=Sandler | Sandler Sales Methodology | Sandler Training
MEDDIC | MEDDPICC | MEDDICC
BANT
Value Selling | Value-Based Selling
Command of the Message
Miller Heiman Strategic Selling | Miller Heiman | Miller-Heiman | ~Strategic Selling | ~strategic selling
Target Account Selling | ~=TAS
Gap Selling

## CAD and 3D modeling
Computer-Aided Design | =CAD | Computer Aided Design
AutoCAD | Autodesk AutoCAD > Computer-Aided Design
AutoCAD Civil 3D | Civil 3D | C3D > AutoCAD
AutoCAD Electrical | ACADE > AutoCAD
AutoCAD Mechanical > AutoCAD
AutoCAD Plant 3D | Plant 3D > AutoCAD
AutoCAD MEP > AutoCAD
SolidWorks | Solid Works | Dassault SolidWorks > Computer-Aided Design
SolidWorks PDM | SOLIDWORKS Enterprise PDM | SolidWorks EPDM > SolidWorks, Product Data Management
CATIA | CATIA V5 | CATIA V6 | Dassault CATIA > Computer-Aided Design
PTC Creo | Creo | Creo Parametric | Pro/ENGINEER | Pro/E | ProE > Computer-Aided Design
Autodesk Inventor | ~=Inventor > Computer-Aided Design
Siemens NX | ~=NX | Unigraphics | UG NX > Computer-Aided Design
Solid Edge | Siemens Solid Edge > Computer-Aided Design
Fusion 360 | Autodesk Fusion 360 | Autodesk Fusion > Computer-Aided Design
Onshape > Computer-Aided Design
Rhinoceros 3D | Rhino 3D | ~=Rhino > Computer-Aided Design
Rhino Grasshopper | ~=Grasshopper > Rhinoceros 3D
SketchUp | Google SketchUp | Trimble SketchUp > Computer-Aided Design
MicroStation | Bentley MicroStation > Computer-Aided Design
Autodesk Revit | Revit | Revit Architecture | Revit MEP | Revit Structure > Building Information Modeling
ArchiCAD | Graphisoft ArchiCAD > Building Information Modeling
Vectorworks > Computer-Aided Design
Building Information Modeling | BIM
Autodesk Navisworks | Navisworks > Building Information Modeling
BIM 360 | Autodesk BIM 360 > Building Information Modeling
Autodesk Construction Cloud > Building Information Modeling
Dynamo for Revit | Dynamo BIM | ~=Dynamo > Autodesk Revit
Clash Detection > Building Information Modeling
CAD Drafting | ~Drafting | ~drafting | 2D drafting | 2D CAD > Computer-Aided Design
Technical Drawing | Engineering Drawing
Solid Modeling | 3D CAD Modeling | 3D Solid Modeling > Computer-Aided Design
Surface Modeling > Computer-Aided Design
Product Lifecycle Management | PLM
Product Data Management | =PDM > Product Lifecycle Management
Siemens Teamcenter | Teamcenter > Product Lifecycle Management
PTC Windchill | Windchill > Product Lifecycle Management
ENOVIA > Product Lifecycle Management
Arena PLM > Product Lifecycle Management

## Engineering simulation and analysis
MATLAB
Simulink | MATLAB Simulink > MATLAB
Mathcad | PTC Mathcad
LabVIEW | NI LabVIEW
Engineering Equation Solver | ~=EES
Finite Element Analysis | FEA | Finite Element Method | FEM
Computational Fluid Dynamics | CFD
ANSYS | Ansys Mechanical | ANSYS Workbench > Finite Element Analysis
ANSYS Fluent | ~=Fluent > Computational Fluid Dynamics
Abaqus | SIMULIA Abaqus > Finite Element Analysis
COMSOL Multiphysics | COMSOL > Finite Element Analysis
Nastran | MSC Nastran | NX Nastran > Finite Element Analysis
Patran | MSC Patran > Finite Element Analysis
Altair HyperMesh | HyperMesh > Finite Element Analysis
LS-DYNA | LS DYNA > Finite Element Analysis
STAR-CCM+ | Simcenter STAR-CCM+ | Star CCM+ > Computational Fluid Dynamics
OpenFOAM > Computational Fluid Dynamics
Stress Analysis > Finite Element Analysis
Thermal Analysis
Fatigue Analysis > Stress Analysis
Vibration Analysis
Modal Analysis > Vibration Analysis
Heat Transfer
Thermodynamics
Fluid Mechanics
Tolerance Analysis | Tolerance Stack-Up Analysis | Tolerance Stackup | Stack-Up Analysis | tolerance stack-up
Reliability Engineering
Weibull Analysis > Reliability Engineering
Accelerated Life Testing | ~=ALT > Reliability Engineering
HALT/HASS | Highly Accelerated Life Testing | ~=HALT > Accelerated Life Testing
Fault Tree Analysis | ~=FTA
Failure Analysis
Discrete Event Simulation
Arena Simulation | Rockwell Arena > Discrete Event Simulation
FlexSim > Discrete Event Simulation
AnyLogic > Discrete Event Simulation

## Mechanical and product design engineering
Mechanical Design
Machine Design > Mechanical Design
Geometric Dimensioning and Tolerancing | GD&T | GD and T
ASME Y14.5 > Geometric Dimensioning and Tolerancing
Design for Manufacturing | DFM | Design for Manufacturability
Design for Assembly | DFA
Design for Manufacturing and Assembly | DFMA > Design for Manufacturing, Design for Assembly
Design for Six Sigma | DFSS | DMADV
Failure Mode and Effects Analysis | FMEA | Failure Modes and Effects Analysis
Design FMEA | DFMEA | Design Failure Mode and Effects Analysis > Failure Mode and Effects Analysis
Process FMEA | PFMEA | Process Failure Mode and Effects Analysis > Failure Mode and Effects Analysis
FMECA | Failure Mode, Effects and Criticality Analysis > Failure Mode and Effects Analysis
Design Verification Plan and Report | DVP&R
Design of Experiments | ~=DOE | ~=DoE | experimental design
Design Controls
Engineering Change Management | Engineering Change Orders | ~=ECO | ECN | Engineering Change Notice
Bill of Materials | BOM
Rapid Prototyping
Additive Manufacturing | 3D Printing
Reverse Engineering
Sheet Metal Design
Plastic Part Design | Plastics Design
Mold Design | Mould Design | Tooling Design
Packaging Engineering | Packaging Design
Thermal Management
Mechatronics
Hydraulics | Hydraulic Systems
Pneumatics | Pneumatic Systems
HVAC | Heating, Ventilation and Air Conditioning | HVAC/R | HVACR
HVAC Design > HVAC
HVAC Load Calculations | Manual J | heat load calculations | cooling load calculations | heating load calculations > HVAC Design
MEP Design | Mechanical, Electrical and Plumbing Design | MEP engineering
Refrigeration > HVAC
Energy Modeling | Building Energy Modeling
EnergyPlus > Energy Modeling
eQUEST > Energy Modeling
Trane TRACE 700 | Trane TRACE | TRACE 700 > HVAC Load Calculations
Carrier HAP | Hourly Analysis Program > HVAC Load Calculations
Building Automation Systems | ~=BAS | Building Management Systems | ~=BMS | building automation
Piping Design | piping layouts | piping layout
Piping and Instrumentation Diagrams | P&ID | =P&IDs
Pressure Vessel Design
Fire Protection Engineering
New Product Development | NPD
New Product Introduction | ~=NPI
Stage-Gate Process | Stage-Gate | Phase-Gate Process | phase-gate
Value Engineering | VA/VE | Value Analysis | =VAVE

## Electrical and electronics engineering
Electronic Design Automation | ?~=EDA | EDA tools | =EDA software
Circuit Design
Analog Circuit Design > Circuit Design
Digital Circuit Design > Circuit Design
Printed Circuit Board Design | PCB Design | PCB Layout
Schematic Capture > Printed Circuit Board Design
Altium Designer | Altium > Printed Circuit Board Design
OrCAD | Cadence OrCAD > Printed Circuit Board Design
Cadence Allegro | Allegro PCB Designer > Printed Circuit Board Design
KiCad > Printed Circuit Board Design
Autodesk EAGLE | EAGLE PCB | ~=EAGLE > Printed Circuit Board Design
Siemens PADS | Mentor PADS | ~=PADS > Printed Circuit Board Design
Mentor Xpedition | Xpedition > Printed Circuit Board Design
SPICE Simulation | ~SPICE > Circuit Design
LTspice > SPICE Simulation
PSpice > SPICE Simulation
Multisim | NI Multisim > SPICE Simulation
Signal Integrity
Electromagnetic Compatibility | ~=EMC | EMI/EMC
Power Electronics
Power Systems | Electrical Power Systems
Power Distribution > Power Systems
Load Flow Analysis | Power Flow Analysis | load flow studies | power flow studies | load flow | power flow > Power Systems
Short Circuit Analysis | short circuit studies | fault analysis > Power Systems
Arc Flash Analysis | Arc Flash Study > Power Systems
Protective Relaying | Relay Protection > Power Systems
Substation Design > Power Systems
Transmission and Distribution | T&D | transmission lines | distribution lines > Power Systems
ETAP > Power Systems
SKM PowerTools | SKM Power Tools | =SKM > Power Systems
PSS/E | PSSE > Power Systems
PSCAD > Power Systems
DIgSILENT PowerFactory | PowerFactory > Power Systems
High Voltage Systems | ~high voltage | high-voltage systems | high voltage equipment | =HV systems
Electrical Design
Lighting Design
Solar PV Design | Photovoltaic Design | PV Design
PVsyst > Solar PV Design
Battery Energy Storage Systems | BESS | battery energy storage | battery storage | energy storage systems | ~energy storage
Electrical Schematics | Wiring Diagrams | Electrical Drawings | schematics | schematic reading | reading schematics
Wire Harness Design | Wiring Harness Design | Cable Harness Design | cable harness | cable harnesses
Electrical Troubleshooting
Oscilloscope
Digital Multimeter | DMM | Multimeter
Spectrum Analyzer
Soldering
Surface Mount Technology | SMT
Through-Hole Assembly | Through-Hole Soldering | THT
Electromechanical Assembly
Electronics Manufacturing | electronics assembly manufacturing
Three-Phase Power | three-phase | 3-phase power | three-phase systems | three phase power

## Industrial automation and controls
PLC Programming | =PLC | Programmable Logic Controllers
Ladder Logic | Ladder Diagram > PLC Programming
Structured Text Programming | IEC 61131-3 | ~Structured Text > PLC Programming
Allen-Bradley | Allen Bradley | Allen-Bradley PLC | Rockwell Automation > PLC Programming
RSLogix | RSLogix 5000 | RSLogix 500 | Studio 5000 | Studio 5000 Logix Designer | Logix 5000 > Allen-Bradley
FactoryTalk View | FactoryTalk > Human-Machine Interface
Siemens TIA Portal | TIA Portal > PLC Programming
Siemens STEP 7 | STEP 7 | SIMATIC STEP 7 > PLC Programming
CODESYS > PLC Programming
Beckhoff TwinCAT | TwinCAT | ~Beckhoff > PLC Programming
SCADA | Supervisory Control and Data Acquisition
Human-Machine Interface | HMI | Human Machine Interface
Wonderware | AVEVA InTouch | =InTouch | InTouch HMI > SCADA
Ignition SCADA | Inductive Automation Ignition | ~=Ignition > SCADA
Distributed Control Systems | DCS
Emerson DeltaV | DeltaV > Distributed Control Systems
Honeywell Experion | Experion PKS > Distributed Control Systems
OSIsoft PI | PI System | AVEVA PI System | PI Historian | AVEVA PI
Industrial Automation
Industrial Control Systems | ~=ICS
Control Systems | Controls Engineering | Control Systems Engineering
Control Theory > Control Systems
PID Control | PID Tuning | PID Loop Tuning | PID loops | PID loop | PID controllers | Proportional-Integral-Derivative Control | loop tuning | control loops | control loop tuning > Control Systems
Motion Control
Variable Frequency Drives | VFD | Variable Speed Drives | VSD
Motor Controls
Motor Control Centers | ~=MCC
Instrumentation and Control | I&C | Instrumentation and Controls | ~instrumentation
Instrument Calibration | ~calibration
Modbus
PROFIBUS
PROFINET
EtherNet/IP
OPC UA | OPC Unified Architecture
Industrial IoT | IIoT | Industrial Internet of Things
Machine Vision | vision systems
Cognex In-Sight | Cognex > Machine Vision
Robot Programming | Industrial Robot Programming
FANUC Robotics | FANUC > Robot Programming
KUKA Robotics | KUKA > Robot Programming
Control Panel Wiring | Panel Building | Control Panel Assembly
UL 508A > Control Panel Wiring
Allen-Bradley PowerFlex | PowerFlex | PowerFlex drives > Variable Frequency Drives
Servo Drives | servo motors | servo systems
Safety Circuits | safety relays | machine safety circuits

## Civil engineering and surveying
Structural Analysis | structural modeling
Structural Design
Structural Steel Design | Steel Design > Structural Design
Reinforced Concrete Design | Concrete Design > Structural Design
Timber Design | Wood Design > Structural Design
Masonry Design > Structural Design
Foundation Design
Seismic Design | Seismic Analysis > Structural Design
Bridge Design
Retaining Wall Design | retaining walls
STAAD.Pro | STAAD Pro | STAAD > Structural Analysis
SAP2000 > Structural Analysis
ETABS > Structural Analysis
RISA-3D | RISA 3D | RISA > Structural Analysis
Tekla Structures | Tekla > Structural Design
Geotechnical Engineering
Soil Mechanics > Geotechnical Engineering
Slope Stability Analysis | Slope Stability > Geotechnical Engineering
Geotechnical Investigation | Subsurface Investigation | Site Investigation > Geotechnical Engineering
Soil Testing > Geotechnical Engineering
Materials Testing
Nuclear Density Gauge | Nuclear Gauge > Materials Testing
Pavement Design
Highway Design | Roadway Design | road design
Traffic Engineering
Traffic Impact Analysis | Traffic Impact Study | ~=TIA > Traffic Engineering
Synchro Studio | ~=Synchro | Trafficware | Trafficware Synchro > Traffic Engineering
Transportation Planning
Hydrology
Hydraulic Modeling
HEC-RAS | HECRAS > Hydraulic Modeling
HEC-HMS > Hydrology
EPA SWMM | SWMM | Storm Water Management Model > Stormwater Management
EPANET > Hydraulic Modeling
Stormwater Management | Stormwater Design | ~stormwater
Stormwater Pollution Prevention Plans | SWPPP > Stormwater Management
Erosion and Sediment Control | erosion control plans | E&S plans | E&S control plans | erosion and sedimentation control
Grading and Drainage | Site Grading | grading plans | grading design
Land Development | Site Development | site civil | site civil design
Water Treatment | =WTP | =WTPs
Wastewater Treatment | =WWTP | =WWTPs | ~wastewater
Bentley OpenRoads | OpenRoads Designer | OpenRoads > Highway Design
Bentley InRoads | InRoads > Highway Design

Land Surveying | ~Surveying | ~surveying
Boundary Surveys > Land Surveying
Topographic Surveys | Topo Surveys > Land Surveying
ALTA/NSPS Land Title Surveys | ALTA Surveys | ALTA/NSPS Surveys > Land Surveying
Construction Staking | Construction Layout | stakeout > Land Surveying
Total Station > Land Surveying
GNSS | Global Navigation Satellite System | GNSS Surveying | GPS surveying > Land Surveying
RTK GPS | Real-Time Kinematic | RTK > GNSS
Coordinate Geometry | COGO > Land Surveying
Trimble Business Center | ~=TBC > Land Surveying
Carlson Survey | ~=Carlson > Land Surveying
LiDAR | Lidar Mapping
3D Laser Scanning | Terrestrial Laser Scanning | laser scanning | 3D scanning > LiDAR
Photogrammetry
UAV Surveying | Drone Surveying | UAV Mapping | Drone Mapping > Photogrammetry
Geographic Information Systems | GIS
ArcGIS | Esri ArcGIS | ArcGIS Pro | ArcMap > Geographic Information Systems

## Engineering codes, standards and licences
ASME Standards | ASME | ASME Codes
ASME Boiler and Pressure Vessel Code | ASME BPVC | ASME Section VIII > ASME Standards
ASME B31.3 | B31.3 Process Piping > ASME Standards
IEEE Standards | IEEE
IEC Standards
National Electrical Code | =NEC | NFPA 70
NFPA 70E > National Electrical Code
NFPA Codes | NFPA Standards | NFPA
International Building Code | ~=IBC
Building Codes
ACI 318 | ACI Building Code
AISC Steel Construction Manual | AISC | AISC 360 > Structural Steel Design
AASHTO Specifications | AASHTO | AASHTO LRFD > Bridge Design
ASCE 7 > Structural Design
Eurocodes | Eurocode
IPC-A-610 > Soldering
J-STD-001 > Soldering
Functional Safety
IEC 61508 > Functional Safety
ISO 26262 > Functional Safety
Hazardous Area Classification | ATEX
Professional Engineer | ~=PE | P.E. | PE License | Licensed Professional Engineer
P.Eng | PEng > Professional Engineer
Structural Engineer License | SE License | SE exam | =NCEES SE exam > Professional Engineer
Chartered Engineer | CEng > Professional Engineer
Engineer in Training | EIT | E.I.T. | Engineer-in-Training | Engineer Intern
FE Exam | Fundamentals of Engineering Exam | Fundamentals of Engineering > Engineer in Training
Professional Land Surveyor | ~=PLS | Licensed Land Surveyor | PLS license > Land Surveying
Land Surveyor in Training | LSIT | Surveyor in Training > Land Surveying
LEED | Leadership in Energy and Environmental Design
LEED Accredited Professional | LEED AP > LEED
LEED Green Associate | LEED GA > LEED
Certified Energy Manager | CEM
Energy Audits

## Lean, Six Sigma and continuous improvement
Lean Manufacturing | Lean Production | ~=Lean
Six Sigma
Lean Six Sigma | ~=LSS > Six Sigma, Lean Manufacturing
Six Sigma Yellow Belt | ~Yellow Belt | Lean Six Sigma Yellow Belt | LSSYB > Six Sigma
Six Sigma Green Belt | ~Green Belt | Lean Six Sigma Green Belt | LSSGB | SSGB | CSSGB > Six Sigma
Six Sigma Black Belt | ~Black Belt | Lean Six Sigma Black Belt | LSSBB | SSBB | CSSBB > Six Sigma
Six Sigma Master Black Belt | Master Black Belt > Six Sigma
DMAIC > Six Sigma
Continuous Improvement | ?=CI
Kaizen | kaizen events | kaizen blitz | rapid improvement events > Continuous Improvement
5S | 5S Methodology | 6S > Lean Manufacturing
Value Stream Mapping | VSM > Lean Manufacturing
Total Productive Maintenance | ~=TPM > Lean Manufacturing
Overall Equipment Effectiveness | OEE
Just-in-Time | JIT | Just in Time Manufacturing > Lean Manufacturing
Poka-Yoke | Poka Yoke | Mistake Proofing | Error Proofing > Lean Manufacturing
SMED | Single-Minute Exchange of Die | Quick Changeover | setup reduction > Lean Manufacturing
Standardized Work | ~Standard Work | standard work instructions > Lean Manufacturing
Gemba Walks | Gemba > Lean Manufacturing
Hoshin Kanri | Policy Deployment | Hoshin planning
Heijunka | Production Leveling > Lean Manufacturing
Jidoka > Lean Manufacturing
Visual Management | visual factory > Lean Manufacturing
Toyota Production System | ~=TPS > Lean Manufacturing
Theory of Constraints | ~=TOC
Line Balancing > Lean Manufacturing
Time and Motion Studies | Time Studies | Work Measurement
Root Cause Analysis | ~=RCA
Root Cause Failure Analysis | RCFA > Root Cause Analysis
5 Whys | Five Whys | 5-Why Analysis > Root Cause Analysis
Fishbone Diagram | Ishikawa Diagram | Cause and Effect Diagram | Ishikawa | fishbone analysis > Root Cause Analysis
8D Problem Solving | 8D | Eight Disciplines | 8 Disciplines | Global 8D | Ford Global 8D | =G8D > Root Cause Analysis
A3 Problem Solving | A3 Thinking | ~=A3 > Root Cause Analysis
Minitab
Quality Improvement | =QI | quality improvement projects | quality improvement initiatives > Continuous Improvement

## Quality management and inspection
Certificates of Analysis | ?=COA | certificate of analysis | =COA review
Clean-in-Place | ?=CIP | clean in place | clean-in-place systems | =CIP systems > Sanitation Programs
Quality Management Systems | QMS
Total Quality Management | TQM
Quality Control | ~=QC
QA/QC | =QA/QC | =QA/QC procedures | quality assurance/quality control | quality assurance and quality control > Quality Control
Statistical Process Control | SPC
Control Charts > Statistical Process Control
Process Capability Analysis | Process Capability | Cpk | Cp/Cpk | capability studies > Statistical Process Control
Measurement System Analysis | ~=MSA
Gage R&R | Gauge R&R | GR&R > Measurement System Analysis
Acceptance Sampling | AQL Sampling | AQL
Corrective and Preventive Action | CAPA | Corrective Action
Nonconformance Reports | ~=NCR | Non-Conformance Reports | Nonconformance Management | nonconformances
Material Review Board | MRB > Nonconformance Reports
Production Part Approval Process | PPAP
Advanced Product Quality Planning | APQP > Production Part Approval Process
Control Plan > Advanced Product Quality Planning
First Article Inspection | FAI | AS9102
Quality Function Deployment | QFD | House of Quality
Cost of Quality | COQ | =COPQ | cost of poor quality
Quality Audits
Supplier Audits > Quality Audits
Supplier Quality Management | Supplier Quality
Incoming Inspection | Receiving Inspection
Dimensional Inspection
Coordinate Measuring Machine | CMM
CMM Programming > Coordinate Measuring Machine
PC-DMIS | PCDMIS > CMM Programming
Zeiss Calypso | ~=Calypso > CMM Programming
Calipers | vernier calipers | digital calipers
Micrometers
Optical Comparator
Metrology
Nondestructive Testing | NDT | Non-Destructive Testing | NDE | Nondestructive Evaluation
Ultrasonic Testing | ~=UT > Nondestructive Testing
Magnetic Particle Inspection | Magnetic Particle Testing > Nondestructive Testing
Liquid Penetrant Inspection | Dye Penetrant Inspection | Liquid Penetrant Testing | dye penetrant testing | dye penetrant > Nondestructive Testing
Radiographic Testing > Nondestructive Testing
ISO 9001 | ISO 9001:2015 | ISO9001 > Quality Management Systems
ISO 13485 | ISO 13485:2016 > Quality Management Systems
IATF 16949 | IATF16949 | ISO/TS 16949 | TS 16949 > Quality Management Systems
AS9100 | AS9100D | AS 9100 > Quality Management Systems
ISO 14001 | ISO 14001:2015
ISO 45001 | OHSAS 18001
ISO/IEC 17025 | ISO 17025
ISO 14971 > Design Controls
FDA 21 CFR Part 820 | 21 CFR 820 | Quality System Regulation > ISO 13485
Good Manufacturing Practices | GMP | cGMP | Current Good Manufacturing Practices
HACCP | Hazard Analysis and Critical Control Points
Process Validation
IQ/OQ/PQ | Installation Qualification | Operational Qualification | Performance Qualification > Process Validation
Certified Quality Engineer | CQE
Certified Reliability Engineer | ~=CRE > Reliability Engineering
Certified Quality Auditor | ~=CQA > Quality Audits
Certified Manager of Quality/Organizational Excellence | CMQ/OE
Safe Quality Food | =SQF | SQF Code | SQF certification > Good Manufacturing Practices
Allergen Control | allergen management | allergen control program > Good Manufacturing Practices
Food and Beverage Manufacturing | food manufacturing | food processing | food and beverage processing

## Manufacturing, machining and welding
CNC Machining | CNC | Computer Numerical Control
CNC Programming | NC programming > CNC Machining
G-code | G code | G-code Programming > CNC Programming
Mastercam > CNC Programming
Computer-Aided Manufacturing | ~=CAM | CAM Programming > CNC Programming
GibbsCAM > Computer-Aided Manufacturing
CNC Milling | CNC Mill > CNC Machining
CNC Turning | CNC Lathe > CNC Machining
5-Axis Machining | 5 Axis Machining | Five-Axis Machining | 5-axis > CNC Machining
Swiss Machining | Swiss-Type Lathe > CNC Machining
Manual Machining
Electrical Discharge Machining | ~=EDM | Wire EDM
Tool and Die Making | Tool and Die
Injection Molding | Injection Moulding | Plastic Injection Molding
Blow Molding
Thermoforming
Plastic Extrusion | ~Extrusion | ~extrusion | extrusion dies
Die Casting
Investment Casting
Metal Forging | ~Forging | forgings | forging design
Metal Stamping | ~Stamping | ~stamping | stamping presses
Sheet Metal Fabrication | ~sheet metal | sheet metal work
Press Brake Operation | Press Brake > Sheet Metal Fabrication
Laser Cutting
Plasma Cutting | plasma cutter
Waterjet Cutting | Water Jet Cutting
Heat Treating | Heat Treatment
Powder Coating
Composite Layup | Composites Manufacturing
Metallurgy
Semiconductor Manufacturing | Semiconductor Fabrication
Photolithography > Semiconductor Manufacturing
Cleanroom Procedures | Cleanroom Protocols | Cleanroom Operations | cleanroom
Manufacturing Execution Systems | MES
Production Planning
Production Scheduling > Production Planning
Capacity Planning
Master Production Scheduling | ~=MPS > Production Planning
Preventive Maintenance | Preventative Maintenance | planned maintenance | PM schedules | =PM program
Predictive Maintenance | =PdM > Preventive Maintenance
Reliability Centered Maintenance | Reliability-Centered Maintenance | ?=RCM > Preventive Maintenance
Computerized Maintenance Management Systems | CMMS
IBM Maximo | Maximo > Computerized Maintenance Management Systems
Infrared Thermography | Thermography | thermal imaging | infrared scanning | IR scanning > Predictive Maintenance
Industrial Maintenance
Mechanical Troubleshooting
Certified Maintenance and Reliability Professional | CMRP > Reliability Centered Maintenance

Welding
MIG Welding | GMAW | Gas Metal Arc Welding | =MIG > Welding
TIG Welding | GTAW | Gas Tungsten Arc Welding | =TIG > Welding
Stick Welding | SMAW | Shielded Metal Arc Welding > Welding
Flux-Cored Arc Welding | FCAW | Flux Core Welding > Welding
Submerged Arc Welding | ~=SAW > Welding
Resistance Spot Welding | Spot Welding > Welding
Orbital Welding > Welding
Pipe Welding > Welding
Brazing
Welding Procedure Specifications | ~=WPS | Welding Procedure Specification > Welding
AWS D1.1 | AWS D1.1 Structural Welding Code > Welding
AWS Certified Welder | AWS Welding Certification | ?=AWS > Welding
Certified Welding Inspector | CWI > Welding
Metal Fabrication
Structural Steel Erection | Steel Erection | Ironwork
Blueprint Reading | Print Reading | Blueprint Interpretation | plan reading | ~=Blueprints

## Supply chain planning and ERP systems
Supply Chain Management | ~=SCM
Supply Chain Planning > Supply Chain Management
Supply Chain Analytics | supply chain analysis > Supply Chain Management
Supply Chain Risk Management | supply chain risk > Supply Chain Management
Supply Chain Network Design | Network Optimization > Supply Chain Management
Demand Planning
Demand Forecasting > Demand Planning
Supply Planning
Sales and Operations Planning | S&OP | S and OP
Integrated Business Planning | IBP > Sales and Operations Planning
Material Requirements Planning | MRP > Enterprise Resource Planning
Manufacturing Resource Planning | MRP II > Material Requirements Planning
Distribution Requirements Planning | ~=DRP
Inventory Management | Inventory Control
Inventory Optimization > Inventory Management
Safety Stock Planning | Safety Stock > Inventory Optimization
Economic Order Quantity | EOQ > Inventory Optimization
ABC Analysis | ABC Classification | ABC Inventory Analysis > Inventory Management
Inventory Replenishment | Replenishment Planning > Inventory Management
Vendor Managed Inventory | VMI > Inventory Management
Cycle Counting > Inventory Management
Physical Inventory | inventory counts > Inventory Management
Enterprise Resource Planning | ERP
SAP ERP | =SAP | SAP ECC | SAP R/3 | SAP S/4HANA | S/4HANA > Enterprise Resource Planning
SAP MM | SAP Materials Management > SAP ERP
SAP SD | SAP Sales and Distribution > SAP ERP
SAP PP | SAP Production Planning > SAP ERP
SAP QM | SAP Quality Management > SAP ERP
SAP PM | SAP Plant Maintenance > SAP ERP
SAP WM | SAP Warehouse Management > SAP ERP
SAP EWM | SAP Extended Warehouse Management > Warehouse Management Systems
SAP TM | SAP Transportation Management > Transportation Management Systems
SAP IBP | SAP Integrated Business Planning > Integrated Business Planning
SAP APO | SAP Advanced Planning and Optimization > Supply Chain Planning
Oracle SCM | Oracle SCM Cloud | Oracle Supply Chain Management > Enterprise Resource Planning
JD Edwards | JDE | Oracle JD Edwards | JD Edwards EnterpriseOne > Enterprise Resource Planning
Epicor ERP | Epicor | Epicor Kinetic > Enterprise Resource Planning
Infor CloudSuite | Infor ERP | ~=Infor > Enterprise Resource Planning
Microsoft Dynamics 365 Supply Chain Management | Dynamics 365 SCM | D365 SCM > Enterprise Resource Planning
Kinaxis RapidResponse | Kinaxis > Supply Chain Planning
Blue Yonder | JDA Software | JDA > Supply Chain Planning
o9 Solutions | ~=o9 > Supply Chain Planning
Logility > Supply Chain Planning
Llamasoft Supply Chain Guru | Supply Chain Guru | Llamasoft > Supply Chain Network Design
Fishbowl Inventory | ~=Fishbowl > Inventory Management

## Procurement and sourcing
Procurement | ~purchasing
Strategic Sourcing | sourcing strategy | sourcing strategies > Procurement
Global Sourcing | low-cost country sourcing | =LCC sourcing | best-cost country sourcing | offshore sourcing > Strategic Sourcing
Direct Procurement | direct materials procurement | direct spend | direct materials > Procurement
Indirect Procurement | indirect spend | indirect purchasing > Procurement
Vendor Management | Supplier Management
Supplier Relationship Management | ~=SRM > Vendor Management
Supplier Development > Vendor Management
Supplier Qualification > Vendor Management
Spend Analysis > Strategic Sourcing
Category Management
RFx Process | RFx | RFQ | Request for Quotation | Request for Quote > Strategic Sourcing
Purchase Order Management | PO Processing | Purchase Order Processing | purchase orders | PO creation | =PO management > Procurement
Total Cost of Ownership | TCO
Should-Cost Analysis | Should Cost Modeling > Strategic Sourcing
Make-or-Buy Analysis | make vs buy | make vs. buy | make-versus-buy
Procure-to-Pay | ~=P2P | ?=PTP | Purchase-to-Pay > Procurement
E-Procurement | eProcurement > Procurement
SAP Ariba | Ariba > E-Procurement
Coupa > E-Procurement
Jaggaer > E-Procurement
Certified Professional in Supply Management | CPSM > Procurement
CIPS Certification | MCIPS | Chartered Institute of Procurement and Supply | ?=CIPS > Procurement
Obsolescence Management | component obsolescence | end-of-life management | =EOL management > Procurement
Last-Time Buys | last time buys | last-time buy | =LTB > Obsolescence Management
Product Change Notifications | =PCN | =PCNs | product change notices > Obsolescence Management
Supplier Performance Management | supplier performance | vendor performance management | vendor performance > Supplier Scorecards
SiliconExpert > Obsolescence Management
Octopart
Conflict Minerals Reporting | conflict minerals | Dodd-Frank 1502

## Logistics, transportation and trade compliance
Logistics Management | ~Logistics | ~logistics
Third-Party Logistics | 3PL > Logistics Management
Fourth-Party Logistics | 4PL > Logistics Management
Reverse Logistics | returns management > Logistics Management
Transportation Management > Logistics Management
Transportation Management Systems | =TMS > Transportation Management
Oracle Transportation Management | ~=OTM > Transportation Management Systems
MercuryGate > Transportation Management Systems
e2open > Supply Chain Management
McLeod Software | McLeod LoadMaster > Transportation Management Systems
CargoWise | CargoWise One > Freight Forwarding
Magaya > Freight Forwarding
Freight Forwarding
Freight Brokerage > Freight Forwarding
Freight Audit | Freight Audit and Payment
Less-Than-Truckload | LTL
Full Truckload | FTL | truckload | truckload shipping
Intermodal Transportation | Intermodal
Ocean Freight
Air Freight
Drayage
Carrier Management | Carrier Relations
Route Planning | Route Optimization
Load Planning | Load Optimization
Truck Dispatching | Freight Dispatching
Fleet Management
Fleet Telematics
Samsara Fleet | ~=Samsara > Fleet Telematics
Geotab > Fleet Telematics
DAT Load Board | DAT Power | DAT One | =DAT > Freight Brokerage
Truckstop.com | Truckstop | Truckstop load board > Freight Brokerage
Last-Mile Delivery | Last Mile Delivery | Final-Mile Delivery | Last-Mile Logistics
Cold Chain Logistics | Cold Chain
Dangerous Goods Shipping | Hazmat Shipping | Hazardous Materials Shipping | ~hazmat | dangerous goods | DOT hazmat | DOT hazardous materials | IATA dangerous goods
IATA Dangerous Goods Regulations | IATA DGR > Dangerous Goods Shipping
DOT Compliance | DOT Regulations | Department of Transportation Regulations
FMCSA Compliance | FMCSA Regulations | =FMCSA | Federal Motor Carrier Safety Administration > DOT Compliance
Hours of Service | ~=HOS | HOS compliance > FMCSA Compliance
Electronic Logging Devices | ELD > Hours of Service
Bill of Lading | BOL | B/L
Import/Export | Import and Export | Import/Export Operations
Customs Compliance | Customs Regulations | import compliance > Import/Export
Customs Clearance | ~customs > Customs Compliance
Customs Brokerage > Customs Compliance
Licensed Customs Broker | ~=LCB | Customs Broker License > Customs Brokerage
Trade Compliance | International Trade Compliance
Tariff Classification | HTS Classification | HS Classification | HS codes | HTS codes > Trade Compliance
Harmonized Tariff Schedule | ~=HTS | HTSUS > Tariff Classification
Incoterms | Incoterms 2020 > Import/Export
Export Controls | Export Compliance | Export Administration Regulations | ~=EAR > Trade Compliance
ITAR | International Traffic in Arms Regulations > Export Controls
C-TPAT | CTPAT | Customs-Trade Partnership Against Terrorism > Customs Compliance
UPS WorldShip | WorldShip
FedEx Ship Manager
ShipStation
Certified Supply Chain Professional | CSCP | APICS CSCP > Supply Chain Management
Certified in Planning and Inventory Management | CPIM | APICS CPIM > Inventory Management
Certified in Logistics, Transportation and Distribution | CLTD | APICS CLTD > Logistics Management
Certified Logistics Technician | ~=CLT > Logistics Management

## Warehouse operations and equipment
Warehouse Operations | Warehousing
Warehouse Management Systems | WMS > Warehouse Operations
Manhattan WMS | Manhattan Associates | Manhattan SCALE > Warehouse Management Systems
Körber WMS | HighJump > Warehouse Management Systems
Distribution Center Operations | DC Operations | fulfillment center operations | distribution center management > Warehouse Operations
Order Fulfillment | Order Fulfilment > Warehouse Operations
Pick and Pack | Order Picking | Picking and Packing > Order Fulfillment
Shipping and Receiving > Warehouse Operations
Cross-Docking | Cross Docking > Warehouse Operations
Warehouse Slotting | Slotting Optimization > Warehouse Operations
Kitting > Warehouse Operations
RF Scanning | RF Scanner | RF Gun | Radio Frequency Scanning
Barcode Scanning | barcode scanners | barcode | barcoding | barcode systems
Forklift Operation | Forklift | Forklift Driving
Forklift Certification | Forklift Certified | Forklift License | Powered Industrial Truck Certification | PIT Certification | powered industrial truck training | powered industrial trucks > Forklift Operation
Reach Truck Operation | Reach Truck > Forklift Operation
Pallet Jack | Electric Pallet Jack | Pallet Jack Operation
Order Picker Operation | Order Picker
Aerial Work Platform Certification | Aerial Lift Certification | MEWP Certification | Scissor Lift Certification
Crane Operation
NCCCO Certification | NCCCO > Crane Operation
Rigging and Signaling | ~Rigging | ~rigging > Crane Operation

## Project management methods, tools and certifications
Project Management
Program Management > Project Management
Project Portfolio Management | ~=PPM > Program Management
Project Planning > Project Management
Project Scheduling > Project Planning
Project Budgeting | Project Cost Management > Project Management
Project Scope Management | Scope Management > Project Management
Resource Planning | Resource Allocation
Risk Management
Work Breakdown Structure | WBS > Project Planning
Gantt Charts | Gantt > Project Scheduling
Critical Path Method | ~=CPM | CPM Scheduling | critical path | critical path analysis | critical path scheduling > Project Scheduling
Earned Value Management | EVM | Earned Value Analysis | EVMS | earned value
Waterfall Methodology | ~=Waterfall | ~waterfall | Waterfall Model > Project Management
PMBOK | PMBOK Guide | Project Management Body of Knowledge
PRINCE2 | PRINCE2 Practitioner | PRINCE2 Foundation | PRojects IN Controlled Environments
Project Management Professional | PMP
Certified Associate in Project Management | CAPM > Project Management Professional
Program Management Professional | PgMP > Program Management
Portfolio Management Professional | PfMP > Project Portfolio Management
PMI Agile Certified Practitioner | PMI-ACP | PMI ACP > Agile Methodology
PMI Risk Management Professional | PMI-RMP > Risk Management
PMI Scheduling Professional | PMI-SP > Project Scheduling
CompTIA Project+ | Project+ > Project Management
Requirements Gathering | Requirements Elicitation

Jira | Atlassian Jira | Jira Software
Confluence | Atlassian Confluence
Asana
Trello
Monday.com | monday.com Work Management
Smartsheet
Microsoft Project | MS Project | Microsoft Project Online
Microsoft Planner | MS Planner
Wrike
ClickUp
~=Basecamp
Airtable
~=Notion | Notion.so
Zoho Projects
Adobe Workfront | Workfront
Planview
Clarity PPM | CA Clarity | Broadcom Clarity > Project Portfolio Management
Oracle Primavera P6 | Primavera P6 | Primavera | ~=P6 > Critical Path Method

## Agile and product management
Agile Methodology | ~=Agile | Agile Project Management
Scrum > Agile Methodology
Kanban > Agile Methodology
Scrumban > Scrum, Kanban
Scaled Agile Framework | ~=SAFe > Agile Methodology
Large-Scale Scrum | ~=LeSS > Scrum
Lean Startup
Sprint Planning > Scrum
Sprint Retrospectives | Agile Retrospectives | ~retrospectives > Scrum
Backlog Management | Backlog Grooming | Backlog Refinement | Product Backlog Management | product backlog > Scrum
User Stories > Backlog Management
Acceptance Criteria > User Stories
Story Point Estimation | Story Points | Agile Estimation | Planning Poker > Sprint Planning
Burndown Charts | Burn-down Charts > Scrum
Certified ScrumMaster | ~=CSM | Certified Scrum Master > Scrum
Professional Scrum Master | PSM I | PSM II | ?=PSM > Scrum
Certified Scrum Product Owner | CSPO > Scrum
Professional Scrum Product Owner | PSPO > Scrum
Certified SAFe Agilist | SAFe Agilist | Leading SAFe > Scaled Agile Framework
Product Management
Product Strategy > Product Management
Product Roadmapping | Product Roadmap | Roadmapping | Roadmap Planning > Product Management
Product Requirements Documents | PRD > Product Management
Product Discovery > Product Management
Objectives and Key Results | OKR
MoSCoW Prioritization | ~=MoSCoW | MoSCoW Method
RICE Scoring | RICE Framework | =RICE
Kano Model
Jobs to Be Done | JTBD
Minimum Viable Product | ~=MVP
Product-Led Growth | PLG
Productboard > Product Roadmapping
Aha! Roadmaps | ~=Aha! > Product Roadmapping

## Construction management and estimating
Construction Management
Construction Scheduling > Construction Management
Cost Estimating | ~Estimating | ~estimating
Construction Estimating > Cost Estimating
Quantity Takeoff | Material Takeoff | ~Takeoff | takeoffs | digital takeoffs | quantity take-offs | quantity take-off | take-offs > Construction Estimating
RSMeans | RS Means > Construction Estimating
PlanSwift > Quantity Takeoff
On-Screen Takeoff | ~=OST > Quantity Takeoff
HCSS HeavyBid | HeavyBid > Construction Estimating
Bluebeam Revu | Bluebeam > Construction Management
Procore > Construction Management
Construction Documents > Construction Management
Shop Drawings | fabrication drawings > Construction Documents
Submittal Review | Submittals > Construction Management
Requests for Information | ~=RFI > Construction Management
Change Order Management | Change Orders > Construction Management
Punch Lists > Construction Management
Constructability Review > Construction Management
Construction Inspection
Building Permits | ~Permitting | ~permitting
ICC Certification > Building Codes
ACI Concrete Field Testing Technician | ACI Certification > Materials Testing

## Construction and skilled trades
Carpentry
Finish Carpentry | Trim Carpentry > Carpentry
Wood Framing | ~Framing | ~framing | Rough Carpentry > Carpentry
Cabinet Installation > Carpentry
Drywall Installation | Drywall Hanging | drywall
Drywall Finishing | Drywall Taping | Taping and Mudding
Concrete Finishing
Concrete Forming | Formwork
Masonry | Bricklaying | =CMU | concrete masonry units
Tile Setting | Tile Installation
Flooring Installation
Roofing
Remodeling | Renovation
Demolition
Electrical Wiring | ~wiring
Conduit Bending | Conduit Installation | ~conduit > Electrical Wiring
Low Voltage Wiring | Low Voltage Cabling
Fire Alarm Systems | Fire Alarm Installation | fire alarm | fire alarm panels
Journeyman Electrician License | Journeyman Electrician
Master Electrician License | Master Electrician > Journeyman Electrician License
Plumbing
Pipefitting | Pipe Fitting
Backflow Testing | Backflow Prevention > Plumbing
Journeyman Plumber License | Journeyman Plumber > Plumbing
HVAC Installation > HVAC
HVAC Repair | HVAC Service | HVAC Maintenance > HVAC
EPA Section 608 Certification | EPA 608 | Section 608 Certification | Section 608 > HVAC Repair
Boiler Operation
Solar Panel Installation | Solar PV Installation | Solar Installation
NABCEP Certification | NABCEP PV Installation Professional | NABCEP > Solar Panel Installation
Heavy Equipment Operation
Excavator Operation > Heavy Equipment Operation
Skid Steer Operation > Heavy Equipment Operation
Asphalt Paving | ~Paving | ~paving
Trenching and Shoring | trenching > Heavy Equipment Operation
Scaffold Erection | ~Scaffolding | ~scaffolding
Automotive Diagnostics
Diesel Engine Repair | Diesel Mechanics
ASE Certification | ASE Certified | Automotive Service Excellence > Automotive Diagnostics
Emergency Generators | standby generators | generator maintenance | emergency power systems
HVAC Controls | HVAC control systems > HVAC
Ammonia Refrigeration | industrial refrigeration | anhydrous ammonia refrigeration > Refrigeration
Cable Tray Installation | cable tray > Electrical Wiring

## Workplace safety and driver's licences
OSHA Compliance | OSHA Regulations | OSHA Standards | OSHA
OSHA Recordkeeping | OSHA 300 logs | OSHA injury and illness recordkeeping > OSHA Compliance, Records Management
OSHA 10 | OSHA 10-Hour | OSHA 10 Hour > OSHA Compliance
OSHA 30 | OSHA 30-Hour | OSHA 30 Hour > OSHA Compliance
Environmental Health and Safety | EHS | HSE | EH&S
Lockout/Tagout | LOTO | Lockout Tagout | Lock Out Tag Out
Confined Space Entry | confined space > OSHA Compliance
Fall Protection > OSHA Compliance
Hazard Communication | HazCom > OSHA Compliance
Job Hazard Analysis | =JHA | Job Safety Analysis | JSA
HAZWOPER | 40-Hour HAZWOPER
Process Safety Management | OSHA PSM | =PSM
HAZOP | Hazard and Operability Study > Process Safety Management
Process Hazard Analysis | ~=PHA > Process Safety Management
Safety Data Sheets | ~=SDS | MSDS | Material Safety Data Sheets > Hazard Communication
Arc Flash Safety | Arc Flash Training | arc flash > NFPA 70E, Arc Flash Analysis

Commercial Driver's License | CDL | Commercial Driver License | Commercial Drivers License
Class A CDL | CDL Class A | CDL-A | CDL A > Commercial Driver's License
Class B CDL | CDL Class B | CDL-B | CDL B > Commercial Driver's License
Hazmat Endorsement | H Endorsement > Commercial Driver's License
Tanker Endorsement | N Endorsement > Commercial Driver's License
DOT Medical Card | DOT Medical Certificate | Medical Examiner's Certificate | DOT physical > Commercial Driver's License
TWIC Card | TWIC | Transportation Worker Identification Credential
Driver's License | Driver License | Drivers License | Driving Licence | Driver's Licence | Driving License

## Languages
Bilingual | Bilingual Proficiency
~=English | English Language | English Proficiency
Spanish | Spanish Language | Español
French | French Language
German | German Language
Italian | Italian Language
Portuguese | Portuguese Language | Brazilian Portuguese
Mandarin | Mandarin Chinese | Putonghua > Chinese
Cantonese > Chinese
Chinese | Chinese Language
Japanese | Japanese Language
Korean | Korean Language
Vietnamese | Vietnamese Language
Tagalog | Filipino Language
Arabic | Arabic Language
Hindi | Hindi Language
Urdu | Urdu Language
Punjabi | Panjabi
Bengali | Bangla
Farsi | Persian Language
Russian | Russian Language
Ukrainian | Ukrainian Language
~=Polish | Polish Language
Dutch | Dutch Language
Swedish | Swedish Language
Norwegian | Norwegian Language
Danish | Danish Language
Finnish | Finnish Language
Greek | Greek Language
Turkish | Turkish Language
Hebrew | Hebrew Language
Thai | Thai Language
Indonesian | Bahasa Indonesia
Malay | Bahasa Melayu
Swahili | Kiswahili
Somali | Somali Language
Amharic
Haitian Creole | Kreyol | Kreyòl
Hmong
American Sign Language | ASL

## Aviation maintenance
Airline Transport Pilot Certificate | ?=ATP | airline transport pilot | =ATP certificate | ATP license
Aircraft Maintenance | aircraft maintenance and repair | aircraft repair
Airframe and Powerplant Certificate | =A&P | A&P license | A&P certificate | airframe and powerplant license | A&P certification > Aircraft Maintenance
FAA Inspection Authorization | inspection authorization > Airframe and Powerplant Certificate
Federal Aviation Regulations | =FARs | =FAA regulations | 14 CFR | ?=FAR
FAR Part 145 | Part 145 | 14 CFR Part 145 | Part 145 repair station > Federal Aviation Regulations
FAR Part 121 | Part 121 | 14 CFR Part 121 > Federal Aviation Regulations
FAR Part 135 | Part 135 | 14 CFR Part 135 > Federal Aviation Regulations
FAR Part 91 | Part 91 | 14 CFR Part 91 > Federal Aviation Regulations
FAR Part 43 | Part 43 | 14 CFR Part 43 > Federal Aviation Regulations
Aircraft Maintenance Manuals | aircraft maintenance manual > Aircraft Maintenance
Component Maintenance Manuals | component maintenance manual > Aircraft Maintenance
Illustrated Parts Catalog | illustrated parts catalogue > Aircraft Maintenance
Airworthiness Directives | airworthiness directive compliance > Federal Aviation Regulations
Aircraft Logbook Entries | maintenance logbook entries | aircraft logbooks | logbook entries > Aircraft Maintenance
FAA Form 337 | Form 337 > Federal Aviation Regulations
FAA Form 8130-3 | 8130-3 | 8130-3 tags > Federal Aviation Regulations
Avionics | avionics systems | avionics troubleshooting | avionics installation
Borescope Inspection | borescope inspections | borescoping
Aircraft Sheet Metal Repair | aircraft structural repair | aircraft sheet metal > Aircraft Maintenance
Turbine Engine Maintenance | gas turbine engine maintenance | jet engine maintenance > Aircraft Maintenance
Heavy Maintenance Checks | C-checks | heavy checks | heavy maintenance visits > Aircraft Maintenance
100-Hour Inspections | 100-hour inspection | 100 hour inspections > Aircraft Maintenance
Aircraft Weight and Balance | weight and balance calculations > Aircraft Maintenance
Safety Wiring | safety wire | lockwiring
Foreign Object Debris Prevention | =FOD prevention | =FOD | foreign object damage prevention | foreign object debris | foreign object damage | =NAS 412 | =NAS412
Reduced Vertical Separation Minimum | =RVSM
=ETOPS | Extended-range Twin-engine Operations
General Radiotelephone Operator License | =GROL
CAMP Systems | CAMP maintenance tracking > Aircraft Maintenance
Aviation Ground Support Equipment | ground support equipment
Aircraft Ground Handling | aircraft towing | aircraft marshalling

## Trades, quality and security additions
Heat Pump Installation | heat pumps | heat pump service | heat pump repair | reversing valves | defrost controls | defrost boards > HVAC Repair
Boiler Maintenance | boiler service | boiler repair > Boiler Operation
Uniform Plumbing Code | ~=UPC > Plumbing
International Plumbing Code > Plumbing
Master Plumber License | master plumber | master plumber's license > Plumbing
Manual Lathe Operation | manual lathe | lathe operation | engine lathe | lathes | lathe
Manual Milling | manual mill | Bridgeport mill | Bridgeport milling machine | milling machine operation | milling machines
Haas CNC | Haas machines | Haas controls > CNC Machining
Change Control | change control procedures | GMP change control
Deviation Management | deviation investigations | deviation reports > Corrective and Preventive Action
MasterControl > Quality Management Systems
TrackWise | Sparta TrackWise | Honeywell TrackWise > Quality Management Systems
Email Security | email gateway security | secure email gateway
Proofpoint > Email Security
Mimecast > Email Security
Tenable.io | Tenable Vulnerability Management | Tenable.sc | Tenable Security Center | ~=Tenable > Vulnerability Management
Electronic Discovery Reference Model | =EDRM > E-Discovery
Brainspace | Reveal Brainspace > E-Discovery
`;
