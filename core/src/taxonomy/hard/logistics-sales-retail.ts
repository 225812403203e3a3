// Skill data in the line format of ../README.md: warehousing, transportation, trade, supply chain planning, B2B sales, customer success and retail store operations.
export default String.raw`
## Warehouse management and execution systems
Manhattan Active Warehouse Management | =MAWM | Manhattan Active WM | Manhattan Active Warehouse > Manhattan WMS
Manhattan WMOS | =WMOS | Manhattan Warehouse Management for Open Systems > Manhattan WMS
Manhattan PkMS | =PkMS | =PKMS > Manhattan WMS
Blue Yonder WMS | Blue Yonder Warehouse Management | JDA WMS | RedPrairie | RedPrairie WMS | JDA Warehouse Management > Warehouse Management Systems
Körber K.Motion | K.Motion | Korber WMS | Korber K.Motion | HighJump Warehouse Advantage | Körber Warehouse Advantage > Körber WMS
Infor SCE | Infor Supply Chain Execution > Infor WMS
SAP Logistics Execution | =SAP LE | SAP LE-SHP > SAP ERP
NetSuite WMS | NetSuite Warehouse Management | NetSuite WMS Lite > Warehouse Management Systems
Made4net | WarehouseExpert | Made4net WarehouseExpert > Warehouse Management Systems
Softeon WMS | Softeon > Warehouse Management Systems
Logiwa | Logiwa WMS > Warehouse Management Systems
ShipHero > Warehouse Management Systems
SkuVault | Linnworks SkuVault > Inventory Management
Cin7 | Cin7 Core | DEAR Inventory > Inventory Management
Ordoro > Parcel Shipping
Warehouse Execution Systems | ~=WES | warehouse execution system > Warehouse Management Systems
Warehouse Control Systems | warehouse control system | ?=WCS > Warehouse Automation
Warehouse Labor Management Systems | labor management systems | warehouse labor management | labor management software > Engineered Labor Standards
Easy Metrics > Warehouse Labor Management Systems
Bin Location Management | bin locations | location control | bin location setup > Warehouse Management Systems
License Plate Number Tracking | license plate numbers | =LPN tracking | =LPN labels > Warehouse Management Systems
Task Interleaving | interleaved tasks > Warehouse Management Systems
Directed Putaway | system-directed putaway > Putaway
Wave Release | wave management | wave tempering > Wave Picking
Cluster Picking | cart picking > Pick and Pack
Case Picking | full case picking > Pick and Pack
Piece Picking | each picking | split-case picking > Pick and Pack
Discrete Order Picking | discrete picking | single order picking > Pick and Pack
Goods-to-Person | =GTP | goods-to-person picking | goods to person systems > Warehouse Automation
Put Walls | put wall | put-wall sortation > Pick and Pack
Pick, Pack and Ship | pick/pack/ship | pick pack ship | pick, pack, and ship > Pick and Pack
Cartonization | carton sizing | carton selection > Pick and Pack
Forward Pick Replenishment | pick face replenishment | pick-face replenishment | top-off replenishment > Replenishment
Blind Counts | blind counting | blind cycle counts > Cycle Counting
Wall-to-Wall Inventory | wall to wall counts | wall-to-wall counts > Physical Inventory
Inventory Record Accuracy | inventory record accuracy (IRA) > Inventory Accuracy
Consignment Inventory | consignment stock > Inventory Management
Units of Measure | =UOM | unit of measure conversions | =UOM conversions > Inventory Management
Carrier Manifesting | shipping manifests | parcel manifesting | ~manifesting > Parcel Shipping
Shipping Label Printing | shipping labels | shipping label generation > Parcel Shipping
GS1-128 Labels | =GS1-128 | =UCC-128 | =UCC-128 labels | =SSCC labels | carton labels > Advance Shipping Notices
GS1 Standards | =GS1 | Global Trade Item Number | =GTIN | =GTINs > Electronic Data Interchange
Radio Frequency Identification | =RFID | RFID tagging | RFID tracking | RFID systems
BarTender | Seagull BarTender | BarTender label software > Shipping Label Printing
Loftware | Loftware Spectrum | NiceLabel > Shipping Label Printing
Zebra Label Printers | Zebra printers | Zebra printer > Shipping Label Printing
Zebra Mobile Computers | Zebra handhelds | Zebra scanners | Zebra RF scanners > RF Scanning
Dimensional Weight | =DIM weight | dim weight | dimensional weight pricing > Parcel Shipping
Cubiscan > Dimensional Weight
Vendor Compliance Chargebacks | retailer chargebacks | compliance chargebacks | vendor chargebacks | retailer compliance
Routing Guides | routing guide compliance | retailer routing guides > Vendor Compliance Chargebacks
Return to Vendor | =RTV | returns to vendor | vendor returns > Returns Processing

## Warehouse equipment, automation and safety
OSHA 1910.178 | 29 CFR 1910.178 | =1910.178 | powered industrial truck standard > Forklift Certification
Sit-Down Forklift | sit-down counterbalance forklift | counterbalance forklift | sit down forklift > Forklift Operation
Stand-Up Forklift | stand-up counterbalance | stand up forklift | stand-up reach truck > Forklift Operation
Turret Truck | swing reach truck | very narrow aisle truck | =VNA truck | =VNA forklift > Forklift Operation
Clamp Truck | clamp forklift | carton clamp > Forklift Operation
Telehandler | telescopic handler | rough terrain forklift | ~=Lull > Forklift Operation
Walkie Stacker | walk-behind stacker | walkie stackers > Pallet Jack
Rider Pallet Jack | end rider | center rider | rider jack | ?~=Rider > Pallet Jack
Tugger Operation | tugger | tugger train | tow tractor > Material Handling
Dock Levelers | dock leveler | dock plates > Shipping and Receiving
Stretch Wrapping | stretch wrap | stretch wrapper | pallet wrapping > Palletizing
Pallet Configuration | =Ti-Hi | =TiHi | =Ti/Hi | pallet patterns > Palletizing
Pallet Racking | selective racking | drive-in racking | push-back racking | pallet rack > Warehouse Layout
Rack Inspections | rack safety inspections | racking inspections > Pallet Racking
Sortation Systems | sortation | cross-belt sorter | tilt-tray sorter | shoe sorter > Conveyor Systems
AutoStore > Automated Storage and Retrieval Systems
Locus Robotics > Autonomous Mobile Robots
Dematic > Warehouse Automation
Honeywell Intelligrated | Intelligrated > Warehouse Automation
Vanderlande > Warehouse Automation
Swisslog > Warehouse Automation
Cube Utilization | trailer cube utilization | cube optimization | trailer utilization > Load Planning
Good Distribution Practice | Good Distribution Practices | =GDP compliance | =GDP guidelines > Cold Chain Logistics
Temperature Data Loggers | temperature loggers | temperature data logging > Cold Chain Logistics

## Transportation, fleet and freight systems
Oracle OTM Cloud | Oracle OTM | OTM Cloud > Oracle Transportation Management
Shipwell > Transportation Management Systems
FreightPOP > Transportation Management Systems
Uber Freight TMS | Uber Freight > Transportation Management Systems
Alpega TMS | Alpega > Transportation Management Systems
Omnitracs | Omnitracs XRS > Fleet Telematics
Motive Fleet | KeepTruckin | Motive ELD | gomotive > Fleet Telematics
Verizon Connect | Fleetmatics | Verizon Connect Reveal > Fleet Telematics
Lytx | Lytx DriveCam | DriveCam > Fleet Telematics
PeopleNet | Trimble PeopleNet > Fleet Telematics
Roadnet | Omnitracs Roadnet | Roadnet Anywhere > Route Planning
Descartes Route Planner > Route Planning
Routific > Route Planning
OptimoRoute > Route Planning
Opendock > Dock Scheduling
Cass Information Systems | Cass freight audit | Cass Freight Payment > Freight Audit
Trax Technologies | Trax freight audit > Freight Audit
Parcel Audit | parcel invoice audit | small parcel audit > Freight Audit
Mode Optimization | mode selection | transportation mode selection > Transportation Management
Transportation Spend Analysis | freight spend analysis | freight spend management > Freight Audit
Federal Motor Carrier Safety Regulations | =FMCSR | =FMCSRs > FMCSA Compliance
DOT Drug and Alcohol Testing | 49 CFR Part 40 | DOT drug and alcohol program > DOT Compliance
DOT Audits | DOT compliance audits | FMCSA compliance reviews | FMCSA audits > DOT Compliance
Operating Authority | =MC number | =USDOT number | motor carrier authority | =MC authority > FMCSA Compliance
Freight Broker Authority | freight broker license | =BMC-84 | BMC-84 bond | broker bond > Freight Brokerage
Hazmat Placarding | hazmat placards | placarding | DOT placards > Hazardous Materials Regulations
Emergency Response Guidebook | ~=ERG | DOT Emergency Response Guidebook > Hazardous Materials Regulations
IMDG Code | =IMDG | International Maritime Dangerous Goods Code > Dangerous Goods Shipping
ICAO Technical Instructions | ICAO TI | ICAO dangerous goods > Dangerous Goods Shipping
Lithium Battery Shipping | lithium battery regulations | lithium battery shipments > Dangerous Goods Shipping
Dangerous Goods Safety Adviser | =DGSA > Dangerous Goods Shipping
Shipper's Declaration for Dangerous Goods | dangerous goods declarations | =DGD > IATA Dangerous Goods Regulations

## Customs, international freight and trade
Automated Commercial Environment | =ACE portal | CBP ACE | =ACE filing | ?=ACE > Customs Compliance
CBP Form 7501 | entry summary | Form 7501 | entry summaries > Customs Entry Filing
Customs Entry Filing | customs entries | entry filing | customs entry preparation > Customs Brokerage
Customs Bonds | continuous bond | single entry bond | customs bond > Customs Compliance
Customs Bonded Warehouses | bonded warehouse | bonded warehousing > Customs Compliance
Customs Valuation | customs value | transaction value method > Trade Compliance
Section 301 Tariffs | Section 301 | Section 301 duties > Tariff Classification
Section 232 Tariffs | Section 232 | Section 232 duties > Tariff Classification
Antidumping and Countervailing Duties | =AD/CVD | antidumping duties | countervailing duties > Trade Compliance
Export Control Classification Number | =ECCN | =ECCNs | export classification | Commerce Control List > Export Controls
Schedule B Numbers | Schedule B classification | Schedule B codes > AES Filing
Authorized Economic Operator | =AEO certification | =AEO status | ?=AEO > Customs Compliance
Uyghur Forced Labor Prevention Act | =UFLPA > Trade Compliance
FDA Prior Notice | FDA import prior notice | prior notice filing > Customs Compliance
ATA Carnets | ATA Carnet | carnets > Customs Compliance
Certified Customs Specialist | =CCS certification | NCBFAA CCS | ?=CCS > Customs Brokerage
Certified Export Specialist | NCBFAA CES | ?=CES > Export Controls
Full Container Load | =FCL > Ocean Freight
Less than Container Load | =LCL | less-than-container load > Ocean Freight
Non-Vessel Operating Common Carrier | =NVOCC | =NVO > Freight Forwarding
House and Master Bills of Lading | house bill of lading | master bill of lading | =HBL | =MBL | ocean bill of lading > Bill of Lading
Shipper's Letter of Instruction | shippers letter of instruction > Freight Forwarding
Container Tracking | container visibility | ocean container tracking > Shipment Tracking
Descartes CustomsInfo | CustomsInfo > Tariff Classification
Amber Road | E2open Global Trade Management | Amber Road GTM > Trade Compliance
SAP Global Trade Services | =SAP GTS | SAP GTS > Trade Compliance
Thomson Reuters ONESOURCE Global Trade | ONESOURCE Global Trade > Trade Compliance

## Demand, supply and inventory planning
Statistical Demand Forecasting | statistical forecast models > Demand Forecasting
Consensus Forecasting | consensus demand plan | consensus forecast > Demand Planning
Demand Sensing > Demand Planning
Collaborative Planning, Forecasting and Replenishment | =CPFR > Demand Planning
Forecast Bias | forecast bias tracking > Forecast Accuracy
Weighted MAPE | =WMAPE | weighted mean absolute percentage error > Mean Absolute Percentage Error
Forecast Value Added | =FVA | forecast value added analysis > Forecast Accuracy
New Product Forecasting | new product introduction forecasting | =NPI forecasting > Demand Forecasting
Rough-Cut Capacity Planning | =RCCP | rough cut capacity planning > Master Production Scheduling
Capacity Requirements Planning | capacity requirements planning (CRP) > Material Requirements Planning
Available to Promise | ~=ATP | available-to-promise | =ATP checks | order promising > Order Management
Demand-Driven MRP | =DDMRP | demand driven material requirements planning | demand-driven planning > Material Requirements Planning
Certified Demand Driven Planner | =CDDP > Demand-Driven MRP
Multi-Echelon Inventory Optimization | =MEIO | multi-echelon optimization | multi-echelon inventory > Inventory Optimization
XYZ Analysis | ABC-XYZ analysis | ABC/XYZ analysis > ABC Analysis
SKU Rationalization | SKU optimization | SKU reduction | product rationalization > Inventory Optimization
Excess and Obsolete Inventory | =E&O inventory | slow-moving and obsolete inventory | =SLOB inventory | excess inventory reduction | obsolete inventory | slow-moving inventory | excess and obsolete | ?=E&O > Inventory Management
Service Level Targets | inventory service levels | target service levels | cycle service level > Safety Stock Planning
Supply Chain Operations Reference Model | =SCOR | SCOR model | SCOR framework > Supply Chain Management
SCOR Professional | =SCOR-P > Supply Chain Operations Reference Model
Certified Professional in Demand Forecasting | =CPDF | IBF CPDF > Demand Forecasting
CSCMP SCPro | =SCPro | SCPro certification > Supply Chain Management
Certified Logistics Associate | MSSC CLA | ?=CLA > Logistics Management
Oracle Demantra | Demantra > Demand Planning
Blue Yonder Demand Planning | JDA Demand | JDA Demand Planning | Blue Yonder Luminate Planning > Demand Planning
Oracle Advanced Supply Chain Planning | Oracle ASCP > Supply Chain Planning
SAP PP/DS | SAP Production Planning and Detailed Scheduling | =PP/DS > SAP ERP
ToolsGroup | ToolsGroup SO99+ | =SO99+ > Inventory Optimization
Slimstock | =Slim4 > Inventory Optimization
GAINS Systems | GAINSystems | ~=GAINS > Inventory Optimization
RELEX Solutions | =RELEX | RELEX Planning > Inventory Replenishment
Netstock > Inventory Optimization
Forecast Pro | ForecastPro > Demand Forecasting
Optilogic | Cosmic Frog > Supply Chain Network Design
Coupa Supply Chain Design | Coupa Supply Chain Modeler > Supply Chain Network Design
Arkieva > Supply Chain Planning

## EDI transactions and B2B integration
ANSI X12 | =X12 | X12 EDI | ASC X12 > Electronic Data Interchange
EDIFACT | UN/EDIFACT | =EDIFACT messages > Electronic Data Interchange
EDI 850 | 850 purchase order | 850 purchase orders | =X12 850 | =EDI 850s > Electronic Data Interchange
EDI 855 | 855 purchase order acknowledgment | 855 PO acknowledgment | =X12 855 > Electronic Data Interchange
EDI 856 | 856 advance ship notice | 856 ASN | 856 ship notice | =X12 856 > Advance Shipping Notices
EDI 810 | 810 invoice | 810 invoices | =X12 810 > Electronic Data Interchange
EDI 846 | 846 inventory inquiry | 846 inventory advice | =X12 846 > Electronic Data Interchange
EDI 940 | 940 warehouse shipping order | =X12 940 > Electronic Data Interchange
EDI 945 | 945 warehouse shipping advice | =X12 945 > Electronic Data Interchange
EDI 204 | 204 load tender | 204 motor carrier load tender | =X12 204 > Load Tendering
EDI 214 | 214 shipment status | 214 status messages | =X12 214 > Shipment Tracking
EDI 210 | 210 freight invoice | 210 motor carrier freight invoice | =X12 210 > Freight Invoicing
EDI 997 | 997 functional acknowledgment | 997 acknowledgments | =X12 997 > Electronic Data Interchange
~=AS2 | AS2 protocol | =AS2 connections | Applicability Statement 2 > Electronic Data Interchange
TrueCommerce > Electronic Data Interchange
Cleo Integration Cloud | Cleo Harmony | Cleo EDI > Electronic Data Interchange
IBM Sterling B2B Integrator | Sterling B2B Integrator | Sterling Integrator | IBM Sterling > Electronic Data Interchange
OpenText Trading Grid | OpenText B2B | =GXS | GXS Trading Grid > Electronic Data Interchange
DiCentral > Electronic Data Interchange
Orderful > Electronic Data Interchange

## Sales methods, channels and metrics
ValueSelling Framework | ValueSelling Associates | ValueSelling > Value Selling
Large Account Management Process | =LAMP methodology | Miller Heiman LAMP > Key Account Management
RAIN Selling | =RAIN Group | RAIN Group selling > Consultative Selling
Corporate Visions Power Messaging | Corporate Visions | Power Messaging > Value Selling
Transactional Sales | transactional selling | high-velocity sales | high velocity selling > Inside Sales
Enterprise Software Sales | enterprise SaaS sales | enterprise software selling > Enterprise Sales
Sales Engineering | solutions engineering | solution engineering | sales engineering support > Pre-Sales
Proof of Value | ~=POV | proofs of value | proof-of-value > Proof of Concept
ROI Calculators | ROI modeling | =ROI analysis for customers | value calculators > Business Cases
Firmographics | firmographic data | firmographic segmentation > Ideal Customer Profile
Technographics | technographic data | technographic segmentation > Ideal Customer Profile
Deal Registration | deal reg | partner deal registration > Channel Sales
Market Development Funds | ~=MDF | =MDF programs | co-op funds > Channel Partner Management
Partner Enablement | partner onboarding | partner training | channel enablement | reseller enablement > Channel Partner Management
Partner Relationship Management | ~=PRM | PRM software | =PRM platform > Channel Partner Management
Reseller Management | reseller partners | =VAR partners | value-added resellers | =VARs > Channel Sales
Global System Integrators | ~=GSI | =GSIs | =GSI partnerships | systems integrator partnerships > Channel Partner Management
Annual Contract Value | ~=ACV > Annual Recurring Revenue
Total Contract Value | =TCV > Annual Recurring Revenue
LTV:CAC Ratio | =LTV:CAC | =LTV/CAC | LTV to CAC ratio > Customer Acquisition Cost
Salesforce Forecasting | Collaborative Forecasts | Salesforce collaborative forecasting > Sales Forecasting, Salesforce
Salesforce Reports and Dashboards | Salesforce reporting | Salesforce dashboards | Salesforce reports > Salesforce
Salesforce PRM | Salesforce Partner Relationship Management | Salesforce Partner Community | Experience Cloud for partners > Partner Relationship Management
Impartner | Impartner PRM > Partner Relationship Management
PartnerStack > Partner Relationship Management
~=Crossbeam | Crossbeam partner ecosystem > Co-Selling
ZoomInfo SalesOS | ZoomInfo Engage | ZoomInfo Copilot > ZoomInfo
Clari Copilot | ~=Wingman | Clari Wingman > Conversation Intelligence
Aviso | Aviso AI > Sales Forecasting
BoostUp | BoostUp.ai > Sales Forecasting
InsightSquared > Sales Forecasting
Varicent | IBM Incentive Compensation Management > Sales Compensation
Mindtickle > Sales Enablement
Allego > Sales Enablement
Brainshark > Sales Enablement
Lessonly | Seismic Learning > Sales Training
~=Terminus | Terminus ABM > Account-Based Marketing
RollWorks > Account-Based Marketing
InsideView > Lead Generation
Leadfeeder | Dealfront > Lead Generation
Outplay > Sales Engagement Platforms
Walnut Demos | Walnut.io > Product Demonstrations
Demostack > Product Demonstrations
Navattic > Product Demonstrations
HubSpot Sales Software Certification | HubSpot Inbound Sales Certification | HubSpot sales certification > HubSpot
Salesforce Certified Sales Cloud Consultant | Sales Cloud Consultant certification > Salesforce Sales Cloud
Certified Inside Sales Professional | =CISP | AA-ISP certification > Inside Sales
Certified Professional Sales Person | =CPSP | NASP certification > B2B Sales

## RFP and proposal management
Proposal Management | proposal development | proposal coordination > RFP Responses
Shipley Proposal Process | Shipley method | Shipley proposal guide | Shipley Associates > Proposal Management
APMP Certification | =APMP | =CF APMP | APMP Foundation | APMP Practitioner | =CP APMP > Proposal Management
Requests for Information Responses | =RFI responses | RFI responses | responding to RFIs > RFP Responses
Bid/No-Bid Decisions | bid/no-bid | bid no bid analysis > Proposal Management
Content Libraries | proposal content library | answer library | proposal library > RFP Responses
Qvidian | Upland Qvidian > RFP Responses
QorusDocs > RFP Responses
Ombud | Ombud RFP > RFP Responses
Privia | Privia proposal software > Proposal Management

## Customer success and account management
Customer Success Operations | =CS Ops | CS operations | customer success ops > Customer Success Management
Customer Success Qualified Leads | =CSQL | =CSQLs > Expansion Revenue
At-Risk Account Management | at-risk accounts | churn risk management | save plays | account save plans > Churn Reduction
Renewal Negotiations | renewal negotiation | negotiating renewals > Renewal Management
Renewal Price Increases | renewal uplifts | price uplifts | uplift negotiations > Renewal Management
Renewal Rate | renewal rates | gross renewal rate > Renewal Management
Logo Retention | logo churn | logo retention rate > Customer Retention
Usage Analytics | product usage data | product usage analytics | usage reporting > Product Adoption
Executive Sponsor Programs | executive sponsorship programs | executive sponsor program > Customer Success Management
Influitive > Customer Reference Programs
Gainsight CS | Gainsight NXT | Gainsight Customer Success | Gainsight Journey Orchestrator > Gainsight
Gainsight Rules Engine | Gainsight rules | Gainsight CTAs > Gainsight
Gainsight Pulse Certification | Pulse certification | Gainsight Pulse > Gainsight
Certified Customer Success Manager | =CCSM | =CCSM certification | SuccessCOACHING certification > Customer Success Management
Rocketlane > Customer Onboarding
GUIDEcx > Customer Onboarding
Arrows onboarding | Arrows.to > Customer Onboarding
HubSpot Service Hub | Service Hub > HubSpot
Salesforce Customer Success Platform | Salesforce Success Cloud > Salesforce

## Retail store operations, loss prevention and KPIs
Items per Transaction | items per sale > Units per Transaction
Dollars per Transaction | dollars per sale > Average Transaction Value
Sales per Square Foot | sales per sq ft | sales per sq. ft. > Retail KPIs
Attachment Rate | attach rate | attachment rates | attach rates > Suggestive Selling
Store Traffic Analysis | foot traffic analysis | store traffic counting | traffic counters > Store Conversion Rate
ShopperTrak | Sensormatic ShopperTrak > Store Traffic Analysis
RetailNext > Store Traffic Analysis
Loyalty Sign-Ups | loyalty enrollment | loyalty program enrollment > Loyalty Programs
Private Label Credit Card Sales | store credit card applications | credit card sign-ups | =PLCC applications > Retail KPIs
Store P&L Management | store P&L | store profit and loss | store P&Ls > P&L Management
Cash Register Operation | cash register | operating a cash register | running a register | register operation > Point of Sale Systems
Shelf Stocking | stocking shelves | shelf restocking | restocking shelves | shelf replenishment > Replenishment
Fronting and Facing | ~fronting | facing shelves | fronting shelves > Visual Merchandising
Retail Freight Flow | freight flow | store freight processing | freight processing | truck processing > Inbound Receiving
Price Change Execution | ~price changes | price change management | signing and pricing | ~sign changes > Retail Merchandising
Price Accuracy Audits | price accuracy | price audits | price integrity > Store Audits
Shelf Labels | shelf tags | shelf-edge labels | electronic shelf labels > Price Change Execution
Automatic Replenishment | auto-replenishment | auto-replen | computer-assisted ordering | ~=CAO > Inventory Replenishment
Store Replenishment | store ordering | store inventory replenishment > Inventory Replenishment
Product Recalls | recall management | recall processing | product recall procedures
Ship-to-Store | site-to-store | ship to store > Omnichannel Fulfillment
Age-Restricted Sales | age verification | ID verification for age-restricted products | ~carding > Point of Sale Systems
Shrink Audits | shrink audit | inventory shrink audits | shrink results > Shrink Management
Exception-Based Reporting | POS exception reporting | =EBR loss prevention | exception based reporting > Loss Prevention
Agilence > Exception-Based Reporting
Wicklander-Zulawski | ~=WZ | Wicklander-Zulawski Non-Confrontational Method | =WZ technique > Loss Prevention Interviewing
Loss Prevention Interviewing | interview and interrogation | investigative interviewing | non-confrontational interviewing > Loss Prevention
Certified Forensic Interviewer | Wicklander-Zulawski CFI > Loss Prevention Interviewing
Shoplifting Apprehension | shoplifter apprehensions | shoplifting detentions | merchandise recovery > Loss Prevention
Internal Theft Investigations | employee theft investigations | internal investigations (retail) | associate theft > Loss Prevention
Return Fraud Prevention | return fraud | refund fraud > Loss Prevention
CCTV Monitoring | =CCTV | video surveillance monitoring | surveillance monitoring | =CCTV systems | video surveillance > Loss Prevention
Sensormatic | Sensormatic EAS > Electronic Article Surveillance
Checkpoint Systems | Checkpoint EAS > Electronic Article Surveillance
Auror | Auror retail crime intelligence > Organized Retail Crime
NRF RISE Up | RISE Up credential | NRF Foundation RISE Up | NRF Customer Service and Sales credential > Retail Sales

## Retail merchandising, planning and systems
Endcap Displays | endcaps | ~end caps | end-cap displays > Visual Merchandising
Window Displays | window display design | ~window dressing > Visual Merchandising
Mannequin Styling | mannequin dressing | mannequins > Visual Merchandising
Cross-Merchandising | cross merchandising > Visual Merchandising
Store Fixtures | store fixture installation | fixturing | fixture sets > Visual Merchandising
Modular Sets | mod sets | modular resets > Planograms
Category Adjacencies | ~adjacencies | department adjacencies > Planograms
Retail Space Planning | shelf space planning | shelf space management | space and floor planning > Planograms
Retail Buying | merchandise buying | merchant buying | retail buyer skills > Merchandise Planning
Line Reviews | line review | line review process > Category Management
Retail Math | retail mathematics | markup calculations | initial markup | maintained markup > Merchandise Planning
Weeks of Supply | ~=WOS | weeks of supply analysis > Merchandise Planning
Stock-to-Sales Ratio | stock to sales ratio > Merchandise Planning
Size Curves | size scaling | size optimization | size profiling > Assortment Planning
Retail Inventory Method | ~=RIM | retail method of inventory > Inventory Valuation
Perpetual Inventory | perpetual inventory system | perpetual inventory records > Inventory Management
Item Setup | new item setup | item maintenance | item master data | item setup forms | item master > Master Data Management
Trade Promotion Management | trade promotions | trade spend management | trade spend > Category Management
Syndicated Data Analysis | syndicated data | syndicated sales data | scan data > Category Management
SPINS Data | =SPINS > Syndicated Data Analysis
Walmart Retail Link | Retail Link > Category Management
Retail Execution | retail execution audits | in-store execution > Category Management
Repsly > Retail Execution
Oracle Retail Merchandise Financial Planning | Oracle RPAS | Oracle Retail Planning > Merchandise Planning
SAP Retail | SAP IS-Retail | SAP S/4HANA Retail > SAP ERP
Oracle MICROS | =MICROS | MICROS Simphony | Simphony POS | MICROS POS > Point of Sale Systems
Heartland Retail | Heartland POS > Point of Sale Systems
Microsoft Dynamics 365 Commerce | Dynamics 365 Commerce | Dynamics 365 Retail | Dynamics AX Retail > Point of Sale Systems
Toshiba TCx | Toshiba 4690 | Toshiba POS | Toshiba Global Commerce Solutions > Point of Sale Systems
LS Retail | LS Central | LS Nav > Point of Sale Systems
Epicor Eagle | Eagle POS | Epicor Eagle POS > Point of Sale Systems
Lightspeed X-Series | Vend POS | ~=Vend > Lightspeed Retail
Blue Yonder Workforce Management | JDA Workforce Management | JDA WFM | Blue Yonder WFM > Staff Scheduling
Legion WFM | Legion Technologies | Legion workforce management > Staff Scheduling
WorkJam > Staff Scheduling
HotSchedules | Fourth HotSchedules > Staff Scheduling
~=Deputy | Deputy scheduling | Deputy app > Staff Scheduling
~=Homebase | Homebase scheduling | Homebase app > Staff Scheduling
`;
