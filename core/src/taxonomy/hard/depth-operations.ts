// Skill data in the line format of ../README.md: second pass for HR generalists, recruiting and technical recruiting, executive and administrative support, office management, customer service, support and success, procurement, supply chain planning and buying, logistics coordination, warehousing, retail store management.
export default String.raw`
## HR generalist operations and employment administration
# Benefits and leave administration
Benefits Enrollment | benefits enrollment processing | new hire benefits enrollment | benefit enrollments | benefits elections > Benefits Administration
Dependent Eligibility Verification | dependent eligibility audits | dependent verification audits | dependent eligibility audit | eligibility audits | dependent audits > Benefits Administration
Commuter Benefits Administration | commuter benefit administration | transit benefits administration | commuter benefit program administration > Benefits Administration
Retirement Plan Administration | retirement benefits administration | retirement plan enrollments > 401(k) Administration
EDI 834 | 834 enrollment files | 834 benefit enrollment files | =X12 834 | benefits carrier feeds | carrier EDI feeds > Benefits Administration, Electronic Data Interchange
Benefits Census Data | employee census data | benefits census | census file preparation > Benefits Renewals
Employee Navigator > Benefits Administration
Attendance Tracking | attendance policy administration | attendance points | attendance monitoring | absence tracking > Time and Attendance
State Leave Laws | state leave requirements | state leave laws compliance | state and local leave laws > Leave Management
Workplace Violence Prevention | workplace violence prevention programs | workplace violence prevention plans | California SB 553 | =SB 553 > HR Compliance
MVR Checks | motor vehicle record checks | =MVR checks | driving record checks | =MVR screening > Background Checks
# HR data, systems and records
HRIS Data Maintenance | employee data management | employee data changes | HRIS data entry | HRIS updates | employee data maintenance > Human Resources Information System
HRIS Data Audits | HRIS data integrity | HR data audits | HR data integrity | employee data audits > Human Resources Information System
Employee Self-Service | employee self-service portal | employee self service > Human Resources Information System
Manager Self-Service | manager self service | manager self-service portal > Human Resources Information System
Zoho People > Human Resources Information System
Personio > Human Resources Information System
HR Shared Services | HR service center | HR shared service center | people services center | HR service delivery model > HR Operations
# Employment compliance
Multi-State Employment Compliance | multi-state compliance | multi-state employment law | multistate employment compliance | multi-state HR compliance > HR Compliance
Labor Law Postings | labor law posters | required employment postings | workplace posting requirements | federal and state labor law posters > HR Compliance
Salary History Bans | salary history ban | salary history laws | salary history inquiry bans > Pay Transparency
Position Classification Studies | job classification studies | classification studies | classification and compensation studies > Job Evaluation
Civil Service Rules | civil service regulations | merit system rules > HR Compliance

## Recruiting, sourcing and staffing
# Sourcing and outreach
Candidate Outreach | candidate outreach campaigns | recruiting outreach | outreach sequences | candidate engagement campaigns | recruiting email campaigns > Candidate Sourcing
Passive Candidate Engagement | passive candidates | passive candidate outreach | passive talent engagement | engaging passive candidates > Candidate Sourcing
LinkedIn InMail | InMail | InMails | InMail campaigns | InMail response rates > LinkedIn Recruiter
LinkedIn Job Slots | LinkedIn job postings | LinkedIn Jobs > Job Boards
LinkedIn Certified Professional - Recruiter | LinkedIn Certified Professional Recruiter | LinkedIn Recruiter certification > LinkedIn Recruiter
Indeed Sponsored Jobs | Indeed sponsored postings | Indeed sponsored job ads | Indeed Sponsored > Job Boards
Candidate Rediscovery | ATS rediscovery | silver medalist outreach | silver medalist candidates > Talent Pipelining
Talent Communities | talent community | talent network | talent networks > Talent Pipelining
Text Recruiting | SMS recruiting | text message recruiting | text-to-apply | conversational recruiting > High-Volume Recruiting
Talent Intelligence | talent market intelligence | labor market intelligence | talent market data > Talent Mapping
Recruitment Advertising | recruitment ads | recruitment ad campaigns | paid job advertising | job ad campaigns > Recruitment Marketing
Employer Value Proposition | employer value propositions | employee value proposition > Employer Branding
ContactOut > Candidate Sourcing
SignalHire > Candidate Sourcing
Findem > Candidate Sourcing
~=Fetcher | Fetcher.ai | Fetcher recruiting > Candidate Sourcing
# Recruiting systems
Loxo | Loxo ATS > Applicant Tracking System
Crelate | Crelate Talent > Applicant Tracking System
PCRecruiter > Applicant Tracking System
Manatal > Applicant Tracking System
Hireology > Applicant Tracking System
~=Workstream | Workstream hiring | Workstream.us > High-Volume Recruiting
~=Fountain | Fountain hiring platform | Fountain ATS > High-Volume Recruiting
TempWorks | TempWorks Enterprise | TempWorks Software > Temporary Staffing
Interview Intelligence | interview intelligence platforms | interview recording and transcription > Structured Interviewing
BrightHire > Interview Intelligence
Metaview > Interview Intelligence
# Recruiting practice
Agency Recruiting | agency recruitment | agency-side recruiting | third-party recruiting | staffing agency recruiting > Recruiting
In-House Recruiting | corporate recruiting | in-house talent acquisition | corporate talent acquisition > Recruiting
Go-to-Market Recruiting | =GTM recruiting | go-to-market hiring | sales recruiting | sales hiring > Recruiting
Engineering Recruiting | software engineering recruiting | engineering hiring | developer recruiting > Technical Recruiting
Veteran Recruiting | veteran hiring | military veteran recruiting | military-to-civilian hiring | military transition hiring > Diversity Recruiting
IT Staffing | technology staffing | IT contract staffing | IT staff augmentation > Temporary Staffing
Light Industrial Staffing | light industrial recruiting | industrial staffing > Temporary Staffing
Recruiting Operations | recruiting ops | talent acquisition operations | =TA ops | =TA operations | recruitment operations > Recruiting
Interview Debriefs | interview debrief | hiring debriefs > Structured Interviewing
Interview Panel Coordination | interview loops | onsite interview loops | interview panel scheduling | interview loop coordination > Structured Interviewing
Candidate Closing | closing candidates | offer closing | closing offers > Offer Negotiation
Certified Personnel Consultant | NAPS CPC | NAPS Certified Personnel Consultant | ?=CPC > Recruiting
Certified Staffing Professional | ASA Certified Staffing Professional | American Staffing Association certification | ?=CSP > Temporary Staffing

## Executive, administrative and office management
# Executive support
Briefing Books | briefing materials | briefing documents | executive briefing materials | briefing binders | briefing packets > Executive Support
Expense Reconciliation | expense report reconciliation | expense reimbursement processing > Expense Reporting
Corporate Housing Coordination | temporary housing coordination | corporate housing arrangements > Employee Relocation
Project Coordination | project coordination support | coordinating projects > Project Management
TripIt | TripIt Pro > Travel Arrangements
=CAP-OM | Certified Administrative Professional - Organizational Management | CAP with Organizational Management > Certified Administrative Professional
Telephone Etiquette | phone etiquette | professional phone etiquette | business telephone etiquette > Multi-Line Phone Systems
# Office and workplace management
Janitorial Services Management | janitorial vendor management | janitorial contracts | custodial services management | cleaning vendor management | janitorial services | custodial services > Facilities Coordination
Office Pantry Management | pantry stocking | kitchen stocking | snack and beverage ordering | office kitchen management > Office Supply Management
Office Build-Outs | office buildouts | office build-out projects | office fit-outs | office renovations > Office Moves
Office Space Planning | seat planning | workspace planning > Facilities Coordination
Office Equipment Leases | copier leases | copier contracts | office equipment contracts | copier vendor management > Vendor Coordination
Mailroom Operations | mailroom management | mail room operations | mail center operations | mailroom > Mail Handling
Emergency Action Plans | emergency action plan | evacuation plans | emergency evacuation plans | evacuation procedures | evacuation drills | fire drills > Emergency Preparedness
Access Control Systems | physical access control | badge access systems | access control administration | door access control > Access Badge Administration
Brivo > Access Control Systems
Kisi | Kisi access control > Access Control Systems
Verkada > Access Control Systems
Openpath | Avigilon Alta > Access Control Systems
Equipment Provisioning | laptop provisioning | hardware provisioning | new hire equipment setup | device provisioning | computer setup for new hires > IT Asset Management
Business Phone Systems | office phone systems | phone system administration | business phone system administration | =PBX administration | =PBX systems | ~phone systems | =PBX > Voice over IP
=8x8 | 8x8 Work | 8x8 phone system | 8x8 Contact Center > Business Phone Systems
~=Vonage | Vonage Business > Business Phone Systems
Nextiva > Business Phone Systems
Zoom Phone > Business Phone Systems
Ooma | Ooma Office > Business Phone Systems

## Customer service, billing and contact center operations
# Account and billing service
Account Maintenance | customer account maintenance > Billing Inquiries
Credit Card Processing | card payment processing | processing credit card payments | credit card payments > Payment Processing
Credit and Collections | credit & collections | credit and collection policies > Debt Collection
Meter Read Inquiries | meter reading inquiries | estimated meter reads | estimated bills | estimated reads | meter read exceptions > Billing Inquiries
Utility Rate Schedules | utility tariffs | utility rates | utility rate tariffs > Utility Billing Systems
Utility Commission Regulations | =PUC regulations | =PUC rules | =PSC regulations | public utility commission rules | public service commission rules > Utility Billing Systems
Telecom Billing | telecommunications billing | wireless billing | telecom billing systems > Billing Inquiries
Red Flags Rule | FTC Red Flags Rule | identity theft red flags | Red Flags compliance > Identity Verification
Claims Status Inquiries | claim status inquiries | claims inquiries | claim status calls > Billing Inquiries
Nonpayment Disconnections | disconnect for non-payment | disconnects for nonpayment | non-pay disconnects | nonpayment disconnects > Utility Service Orders
Number Porting | number port requests | local number portability | =LNP | port-in requests | port-out requests > Telecom Billing
Service Activations | device activations | line activations | wireless activations | service activation orders > Telecom Billing
Mobile Device Troubleshooting | device troubleshooting | smartphone troubleshooting | mobile phone troubleshooting > Technical Support
Where Is My Order Inquiries | =WISMO | WISMO inquiries | where is my order | order status calls > Order Tracking
Order Fraud Screening | order fraud review | fraud screening | e-commerce fraud screening | order fraud prevention > Chargeback Management
# Contact center channels and operations
Save Desk | customer save desk | retention desk | customer retention calls | retention offers | cancellation saves > Customer Retention
Service Appointment Scheduling | service appointments | technician appointments | service appointment booking | installation appointments > Service Dispatching
Trouble Ticket Management | trouble tickets | trouble ticketing | trouble ticket creation > Ticketing Systems
SMS Support | SMS customer support | text message support | SMS customer service > Omnichannel Support
Inbound Sales | inbound sales calls | inbound selling | inbound sales support > Telesales
Side-by-Side Coaching | side by side coaching | sit-along coaching | call sit-alongs > Agent Coaching
Ticket Tagging | ticket categorization | contact reason tagging | case categorization > Ticket Management
Contact Driver Analysis | contact reason analysis | call driver analysis | call drivers analysis > Customer Support Operations
Follow-the-Sun Support | follow the sun support | follow-the-sun coverage | follow-the-sun model > Customer Support Operations
Alvaria | Aspect Software | Aspect WFM | Aspect Workforce Management | Noble Systems > Contact Center Workforce Management

## Customer support and SaaS customer success
# Technical support practice
Technical Troubleshooting | troubleshooting technical issues | software troubleshooting | application troubleshooting | troubleshooting customer issues | ~troubleshooting > Technical Support
HAR File Analysis | HAR files | HAR file capture | browser network logs > Technical Support
Browser Developer Tools | browser dev tools | browser developer console > Chrome DevTools
API Troubleshooting | troubleshooting API integrations | API error troubleshooting | API debugging > REST APIs
Bug Reporting | writing bug reports | bug report writing | filing bug reports | reproducible bug reports > Bug Escalation
Tier 3 Support | tier three support | level 3 support | third-line support > Tier 2 Support
Time to Resolution | resolution time | average resolution time | ticket resolution time | time-to-resolution > Service Level Agreements
Ticket Deflection | case deflection | support deflection | self-service deflection | deflection rate > Customer Self-Service
# Support tooling
Zendesk Administration | Zendesk admin | Zendesk triggers | Zendesk automations | Zendesk configuration | Zendesk triggers and automations > Zendesk
Zendesk Explore > Zendesk
Intercom Fin | Fin AI Agent | Fin AI > Chatbots
Statuspage | Atlassian Statuspage > Outage Communications
~=Guru | Guru knowledge base | GetGuru > Knowledge Base Management
Document360 > Knowledge Base Management
Slack Connect | Slack Connect channels > Slack
~=Delighted | Delighted NPS > Net Promoter Score
# Customer success management
Book of Business Management | book of business | managing a book of business | customer portfolio management | account portfolio management > Account Management
Sales-to-CS Handoff | sales to customer success handoff | sales-to-CS handoffs | account handoffs | sales-to-post-sales handoff > Customer Onboarding
Customer Kickoff Calls | kickoff calls | customer kickoffs | customer kickoff meetings | onboarding kickoff calls > Customer Onboarding
Technical Account Management | technical account management (TAM) | technical account planning > Account Management
Customer Lifecycle Management | customer lifecycle | customer lifecycle stages | customer lifecycle journeys > Customer Success Management
Product Feedback Loops | product feedback | customer feedback loops | feedback loops with product > Voice of the Customer
SuccessHACKER | SuccessHACKER certification > Certified Customer Success Manager

## Procurement, purchasing and supplier management
# Sourcing and supplier selection
Supplier Selection | supplier selection process | supplier evaluation and selection | supplier selection criteria > Strategic Sourcing
Approved Supplier List | approved vendor list | approved supplier lists | approved vendor lists | =AVL | preferred supplier list > Supplier Qualification
Quote Solicitation | requesting quotes | obtaining quotes | soliciting quotes | supplier quotes | vendor quotes | supplier quotations > RFx Process
Quote Comparison | quote comparisons | bid comparison | bid comparisons | supplier quote comparison | quote analysis > Bid Evaluation
Source-to-Pay | =S2P | source to pay | source-to-pay process > Procure-to-Pay
Source-to-Contract | =S2C | source to contract > Strategic Sourcing
Intake-to-Procure | intake to procure | procurement intake | procurement intake process > Procure-to-Pay
Supplier Consolidation | vendor consolidation | supplier rationalization | supplier base rationalization | supply base optimization | supply base reduction > Strategic Sourcing
Dual Sourcing | dual-sourcing | multi-sourcing | second sourcing | alternate sourcing | alternate supplier qualification > Supply Chain Risk Management
Nearshoring | nearshore sourcing | reshoring | onshoring | nearshoring strategy > Global Sourcing
Tariff Mitigation | tariff mitigation strategies | tariff impact analysis | tariff impact mitigation > Trade Compliance
Supplier Segmentation | supplier tiering | supplier segmentation strategy | vendor segmentation > Supplier Relationship Management
Supplier Collaboration | supplier collaboration portals | supplier portals | supplier portal | supplier portal management > Supplier Relationship Management
Supplier Code of Conduct | supplier codes of conduct | vendor code of conduct | supplier code of conduct compliance > Sustainable Procurement
Contract Manufacturer Management | contract manufacturing management | contract manufacturer oversight | =CM management | co-manufacturer management > Vendor Management
# Buying categories
MRO Purchasing | MRO procurement | MRO buying | MRO sourcing | maintenance, repair and operations purchasing > Indirect Procurement
Commodity Management | commodity strategies | commodity buying | commodity purchasing | commodity strategy > Category Management
Commodity Price Tracking | commodity pricing | commodity price indices | commodity market analysis | commodity price monitoring > Supply Market Analysis
Raw Materials Purchasing | raw material procurement | raw materials buying | raw material sourcing | raw materials procurement > Direct Procurement
Services Procurement | services sourcing | professional services procurement | services purchasing | contingent services procurement > Indirect Procurement
Capital Equipment Procurement | capital procurement | CapEx procurement | capital purchases | capital equipment purchasing > Procurement
Vendr > IT Procurement
Zip Procurement | ZipHQ | Zip intake-to-procure > Intake-to-Procure
# Pricing, terms and PO operations
Index-Based Pricing | index pricing | indexed pricing | commodity index pricing | price indexing > Cost and Price Analysis
Price Adjustment Clauses | price escalation clauses | escalation clauses | price adjustment provisions | economic price adjustment clauses > Cost and Price Analysis
Payment Terms Negotiation | negotiating payment terms | payment term negotiations | extended payment terms > Supplier Negotiations
Supplier Rebate Management | supplier rebates | vendor rebates | rebate tracking | volume rebates > Procurement
Procurement Policies | procurement policy | purchasing policies | purchasing policy | purchasing policies and procedures > Procurement
Spend Under Management | spend-under-management | managed spend > Spend Analysis
Procurement Analytics | spend reporting | procurement dashboards | procurement reporting | purchasing analytics > Spend Analysis
PO Acknowledgments | order acknowledgments | purchase order acknowledgments | PO confirmations | purchase order confirmations > Purchase Order Management
Open PO Management | open PO reports | open purchase order reports | past due PO management | open PO follow-up > Purchase Order Management
Price Discrepancy Resolution | price discrepancies | pricing discrepancies | PO price discrepancies | price variance resolution > Invoice Exception Handling
Goods Receipt | goods receipts | goods receipt posting | goods receipting | goods receipt processing > Three-Way Matching
GR/IR Reconciliation | =GR/IR | GR/IR clearing | goods receipt/invoice receipt reconciliation | GR/IR account reconciliation > Three-Way Matching
Scheduling Agreements | SAP scheduling agreements | schedule agreements | scheduling agreement releases > SAP MM
Material Master Data | material master | material masters | SAP material master | material master maintenance > Master Data Management
Supplier Catalog Management | supplier catalogs | procurement catalogs | hosted catalogs | catalog buying | e-procurement catalogs > E-Procurement
Guided Buying | guided buying experience | guided buying channels > E-Procurement
Vendor Contract Renewals | supplier contract renewals | vendor renewals | contract renewal tracking > Contract Administration
Small Business Subcontracting Plans | subcontracting plans | small business subcontracting reporting | =eSRS | Electronic Subcontracting Reporting System > Government Contracts
California Proposition 65 | Prop 65 | Proposition 65 | Prop 65 compliance | Prop 65 warnings > REACH Compliance
# Procurement and ERP software
SAP Ariba Sourcing | Ariba Sourcing | Ariba sourcing events > SAP Ariba
SAP Ariba Contracts | Ariba Contracts | Ariba Contract Management > SAP Ariba
SAP Ariba Buying | Ariba Buying | Ariba Guided Buying | SAP Ariba Buying and Invoicing | Ariba Buying and Invoicing > SAP Ariba, Guided Buying
SAP Ariba Supplier Lifecycle and Performance | Ariba SLP | SAP Ariba SLP | Ariba Supplier Management | SAP Ariba Supplier Management > SAP Ariba
SAP Ariba Network | Ariba Network | Ariba Supplier Network > SAP Ariba
Coupa Sourcing | Coupa Strategic Sourcing | Coupa sourcing events > Coupa
Coupa Supplier Portal | Coupa supplier portal enablement > Coupa, Supplier Collaboration
Workday Procurement | Workday Supplier Accounts | Workday purchasing > Workday Financial Management
Oracle Purchasing | Oracle EBS Purchasing | Oracle E-Business Suite Purchasing | Oracle iSupplier | Oracle iSupplier Portal > E-Procurement
Amazon Business | Amazon Business purchasing > E-Procurement
Resilinc > Supply Chain Risk Management
Everstream Analytics | Everstream > Supply Chain Risk Management
Interos > Supply Chain Risk Management
DELMIAworks | =IQMS | IQMS EnterpriseIQ | DELMIAworks ERP > Enterprise Resource Planning
Infor SyteLine | SyteLine | Infor CloudSuite Industrial > Enterprise Resource Planning
JobBOSS | JobBOSS2 | JobBOSS² | ECI JobBOSS > Enterprise Resource Planning
Infor VISUAL | Infor Visual ERP | Visual Manufacturing > Enterprise Resource Planning
QAD ERP | =QAD | QAD Adaptive ERP | QAD Enterprise Applications > Enterprise Resource Planning
SAP Business One | =SAP B1 | SAP B1 | SAP Business 1 > Enterprise Resource Planning
Infor M3 | Infor M3 CloudSuite > Enterprise Resource Planning
Infor LN | Baan ERP | Infor Baan > Enterprise Resource Planning
SYSPRO | SYSPRO ERP > Enterprise Resource Planning
Epicor Prophet 21 | Prophet 21 | =P21 | P21 ERP > Enterprise Resource Planning
Epicor Eclipse | Eclipse ERP > Enterprise Resource Planning
Infor SX.e | Infor CloudSuite Distribution | =SX.e | =SXe > Enterprise Resource Planning
Global Shop Solutions | Global Shop ERP > Enterprise Resource Planning
~=Odoo | Odoo ERP > Enterprise Resource Planning
# Procurement credentials
Certified Professional in Supplier Diversity | =CPSD > Supplier Diversity
Certified Purchasing Manager | =C.P.M. | =C.P.M | ISM C.P.M. > Procurement
Certified Commercial Contracts Manager | =CCCM | NCMA CCCM > Contract Administration

## Supply chain planning and analytics
# Planning methods
Finite Capacity Scheduling | finite scheduling | finite capacity planning | finite capacity scheduling (FCS) > Production Scheduling
Constraint-Based Planning | constrained planning | constrained supply planning | constraint-based supply planning > Supply Planning
Supply and Demand Balancing | supply/demand balancing | supply-demand balancing | demand and supply balancing | demand/supply balancing > Sales and Operations Planning
Demand Review | demand reviews | demand review meetings | demand review process > Sales and Operations Planning
Supply Review | supply reviews | supply review meetings | supply review process > Sales and Operations Planning
Clear-to-Build | clear to build | =CTB analysis | clear-to-build reports | clear-to-build analysis > Material Requirements Planning
Material Shortage Management | shortage management | material shortages | shortage reports | shortage resolution | parts shortages > Material Requirements Planning
MRP Exception Management | MRP exceptions | MRP exception messages | MRP reschedule messages | MRP action messages | reschedule in/out messages > Material Requirements Planning
Planned Orders | planned order conversion | planned order release | converting planned orders | planned order management > Material Requirements Planning
Product Lifecycle Transitions | phase-in/phase-out planning | phase-in phase-out | product transitions | =PIPO | product phase-in and phase-out > Supply Planning
Promotional Forecasting | promotion forecasting | promotional lift analysis | promotional lift | promo forecasting | promotional demand planning > Demand Forecasting
Seasonal Forecasting | seasonality analysis | seasonal demand planning | seasonal demand forecasting > Demand Forecasting
Demand Segmentation | demand variability analysis | demand pattern segmentation > Demand Planning
Inventory Targets | inventory target setting | inventory policy | inventory policies | inventory parameters | inventory parameter setting | planning parameters > Inventory Optimization
Inventory Analysis | inventory analytics | inventory data analysis | inventory health analysis | inventory health > Inventory Management
Inventory Aging Analysis | inventory aging | aged inventory | aged inventory analysis | inventory aging reports > Excess and Obsolete Inventory
Distribution Planning | deployment planning | inventory deployment | distribution network planning > Distribution Requirements Planning
Two-Bin Kanban | two-bin system | 2-bin system | two-bin replenishment | two bin kanban > Kanban
Make-to-Order | =MTO | make to order | build-to-order | build to order > Production Planning
Make-to-Stock | =MTS | make to stock | build-to-stock > Production Planning
Engineer-to-Order | =ETO | engineer to order > Production Planning
Assemble-to-Order | assemble to order | configure-to-order > Production Planning
Scenario Planning | scenario modeling | scenario planning models > Scenario Analysis
Supply Chain Modeling | supply chain simulation | supply chain network modeling | supply chain models > Supply Chain Network Design
Center of Gravity Analysis | center-of-gravity analysis | centre of gravity analysis > Supply Chain Network Design
Supply Chain Resilience | supply chain resiliency | resilient supply chains > Supply Chain Risk Management
Warehouse Capacity Planning | storage capacity planning | warehouse space utilization | storage utilization | warehouse space planning > Warehouse Layout
# Planning software and credentials
John Galt Atlas Planning | Atlas Planning | John Galt Solutions > Demand Planning
Blue Yonder Supply Planning | JDA Supply Planning | =JDA ESP | Blue Yonder Enterprise Supply Planning | JDA Enterprise Supply Planning > Blue Yonder, Supply Planning
Blue Yonder Fulfillment | JDA Fulfillment | Blue Yonder Fulfillment and Replenishment > Blue Yonder, Distribution Requirements Planning
SAP APO SNP | =APO SNP | SAP Supply Network Planning | Supply Network Planning > SAP APO
SAP APO DP | =APO DP | SAP APO Demand Planning | APO Demand Planning > SAP APO, Demand Planning
GMDH Streamline | Streamline inventory planning > Inventory Optimization
Certified Professional Forecaster | =CPF | IBF CPF | IBF Certified Professional Forecaster > Demand Forecasting
Advanced Certified Professional Forecaster | =ACPF | IBF ACPF > Certified Professional Forecaster
Certified in Transportation and Logistics | =CTL | AST&L CTL | ASCM CTL > Logistics Management

## Logistics coordination and transportation
# Shipment coordination and documentation
Freight Booking | booking freight | freight bookings | shipment booking | booking shipments | ocean bookings | booking ocean freight > Transportation Management
Carrier Selection | carrier selection process | carrier evaluation and selection > Carrier Management
Shipment Scheduling | scheduling shipments | outbound shipment scheduling | shipment planning > Transportation Management
Shipping Documentation | shipping documents | shipping paperwork | shipment documentation > Bill of Lading
Export Documentation | export paperwork | export shipping documents | export documentation preparation > Import/Export
Import Documentation | import paperwork | import documentation review > Customs Compliance
Customs Documentation | customs paperwork | customs documents | customs forms > Customs Clearance
Duty Calculation | duty calculations | duties and taxes calculation | duty payments | duty payment | duty and tax payments > Customs Compliance
Freight Terms | freight payment terms | prepaid and collect freight | prepay and add | =FOB shipping point | =FOB destination | =FOB origin > Incoterms
ISPM 15 | =ISPM-15 | wood packaging material regulations | heat-treated pallets | =ISPM 15 compliance > Export Documentation
Inbound Freight Management | inbound freight | inbound transportation management | inbound freight coordination | inbound freight routing > Inbound Logistics
Parcel Contract Negotiation | parcel contract negotiations | parcel carrier contract negotiation | UPS and FedEx contract negotiations > Parcel Shipping
Fulfillment by Amazon | Amazon FBA | Amazon FBA prep | Amazon FBA shipments | Amazon FBA inbound | ?=FBA > E-commerce Fulfillment
# Modes, services and networks
Rail Freight | rail shipments | rail logistics | rail shipping | railcar shipments > Intermodal Transportation
White Glove Delivery | white-glove delivery | white glove services | white-glove installation | white glove logistics > Last-Mile Delivery
Breakbulk Shipping | breakbulk | break bulk cargo | breakbulk cargo | project cargo > Ocean Freight
Oversize/Overweight Permits | oversize permits | overweight permits | =OS/OW permits | oversize load permits | heavy haul permits | =OSOW permits > DOT Compliance
Pool Distribution | pool point distribution | pool points | pool distribution networks > Freight Consolidation
Milk Runs | milk run | milk-run logistics | milk run routes > Route Planning
Load Building | load build | truck load building | trailer load building | pallet load building > Load Planning
Cost per Mile | cost-per-mile | cost per mile analysis | fleet cost per mile > Fleet Management
Freight Cost per Unit | freight cost per pound | transportation cost per unit | freight cost per order > Transportation Spend Analysis
# Logistics platforms
Flexport > Freight Forwarding
Freightos | Freightos WebCargo > Freight Forwarding
ShipWorks > Parcel Shipping
ShipBob > E-commerce Fulfillment
TAPA Facility Security Requirements | =TAPA | =TAPA FSR | TAPA certification | TAPA TSR > C-TPAT

## Warehouse and distribution center management
# Safety and compliance
Warehouse Safety | warehouse safety programs | distribution center safety | =DC safety | warehouse safety compliance > OSHA Compliance
Safety Incident Investigations | injury investigations | incident and injury investigations | injury and incident investigations | workplace incident investigations > Environmental Health and Safety
Safety Audits | safety inspections | safety walks | safety walkthroughs | facility safety audits | safety audit program > Environmental Health and Safety
Behavior-Based Safety | ~=BBS | behavior based safety | behavioral safety observations | behavior-based safety observations > Environmental Health and Safety
Forklift Trainer Certification | forklift train-the-trainer | certified forklift trainer | forklift trainer | =PIT trainer | forklift instructor certification > Forklift Certification
Hazardous Materials Storage | hazmat storage | chemical storage | flammable materials storage | hazardous waste storage > Hazard Communication
Food Safety | food safety programs | food safety standards | food safety compliance | food safety practices > HACCP
FSMA | Food Safety Modernization Act | =FSMA compliance | FSMA Sanitary Transportation Rule | sanitary transportation rule > Food Safety
BRCGS | =BRC | =BRCGS | BRC Global Standards | BRCGS Storage and Distribution | BRC certification > Food Safety
AIB International | =AIB audits | AIB food safety audits | AIB GMP inspections | AIB certification > Good Manufacturing Practices
Sanitation Programs | master sanitation schedule | sanitation schedules | warehouse sanitation | sanitation standard operating procedures | =SSOP > Food Safety
Integrated Pest Management | =IPM | pest control programs | pest management programs > Food Safety
# Operations, labor and performance
Peak Season Planning | peak planning | peak season readiness | peak readiness | holiday peak planning > Labor Planning
Temporary Labor Management | temp labor management | temporary workforce management | temp staffing management | managing temporary associates | temp labor > Staffing Agency Management
Warehouse KPIs | warehouse metrics | =DC KPIs | distribution KPIs | warehouse performance metrics | distribution center KPIs > Key Performance Indicators
Cost per Unit | cost per unit shipped | cost per order shipped | cost per case | cost per case shipped > Warehouse KPIs
Order Accuracy | order accuracy rate | shipping accuracy | ship accuracy | order accuracy metrics > Perfect Order Rate
Pick Accuracy | picking accuracy | mispicks | mis-picks | mispick reduction | pick errors > Pick and Pack
Pick Path Optimization | pick paths | pick path | travel path optimization | pick path design > Warehouse Slotting
Inventory Variance Analysis | inventory variances | inventory variance research | inventory discrepancy research | inventory discrepancies > Inventory Reconciliation
Trailer Seal Verification | trailer seals | seal verification | seal checks | trailer seal logs > C-TPAT
Temperature Mapping | warehouse temperature mapping | temperature mapping studies | thermal mapping > Cold Chain Logistics
Dock Operations | dock management | dock door management | dock operations management | dock supervision > Shipping and Receiving
MHE Maintenance | material handling equipment maintenance | forklift fleet management | =MHE repair > Material Handling
Contract Logistics | contract logistics operations | contract warehousing | dedicated contract logistics > Third-Party Logistics
B2B Fulfillment | wholesale fulfillment | retail order fulfillment | B2B order fulfillment > Order Fulfillment
Co-Packing | copacking | co-packaging | contract packaging | co-packer management | co-packers > Kitting
Light Assembly | light assembly operations | light manufacturing assembly > Kitting
Catch Weight | catch weight items | catch-weight processing | catch weight products | catch weight inventory > Inventory Management
Inventory Holds | quarantine inventory | inventory quarantine | quality holds | QA holds | inventory hold management > Inventory Management
Blind Receiving | blind receipts | blind receipt | blind receiving process > Inbound Receiving
ASN Receiving | ASN-based receiving | receiving against ASNs > Advance Shipping Notices, Inbound Receiving
Container Unloading | devanning | container devanning | floor-loaded containers | floor loaded trailers | unloading containers | trailer unloading > Truck Loading and Unloading
Damaged Goods Handling | damaged goods processing | damages processing | damaged merchandise processing | damaged merchandise | damaged product handling > Returns Processing
WMS Implementation | WMS implementations | WMS go-lives | WMS go-live | WMS cutover | WMS configuration | WMS migration > Warehouse Management Systems
Distribution Center Start-Ups | DC start-ups | DC startups | warehouse start-ups | new facility start-ups | new site launches | facility launches > Distribution Center Operations
# Warehouse devices
Vocollect | Honeywell Vocollect | Vocollect Voice | Vocollect Talkman > Voice Picking
Honeywell Scanners | Honeywell mobile computers | Honeywell handhelds | Honeywell RF scanners | Honeywell barcode scanners > RF Scanning

## Retail store management
# Store operations and standards
Merchandising Standards | brand presentation standards | store presentation standards | merchandise presentation standards | visual standards compliance > Visual Merchandising
New Store Openings | new store opening | store openings | grand openings | =NSO | new store setup > Store Operations
Store Remodels | store remodel | store refresh projects | store renovations | remodel execution > Store Operations
Backroom Management | backroom organization | stockroom management | stockroom organization | stockroom standards | back-of-house organization > Inventory Management
Sales Floor Management | sales floor coverage | sales floor deployment | floor coverage plans | sales floor recovery > Store Operations
Multi-Unit Management | multi-unit operations | multi-site management | multi-store management | multi-unit retail management > Store Operations
Expense Control | store expense control | controllable expenses | controllable expense management | operating expense control > Store P&L Management
Retail Labor Models | store labor model | labor model compliance | retail labor standards | labor model > Labor Budget Management
Safe Counts | safe audits | safe count | cash safe audits | till counts | drawer counts > Cash Office Management
Convenience Store Retail | c-store retail | c-store operations | convenience store operations | convenience store industry
# Selling, marketing and events
Retail Selling Techniques | retail selling skills | selling ceremony | selling ceremonies | selling behaviors | customer engagement model > Retail Sales
In-Store Events | in-store event execution | in-store event planning | in-store demos > Retail Sales
# Inventory, pricing and freight at store level
On-Shelf Availability | ~=OSA | out-of-stock management | out-of-stocks | in-stock management | in-stock rates | in-stock levels > Inventory Replenishment
Gap Scanning | gap scans | outs audits | out-of-stock audits | outs scanning > On-Shelf Availability
Weekly Ad Set | ad changeover | ad changeovers | promotional signing > Price Change Execution
Perishable Inventory Management | perishables management | perishable shrink | fresh shrink | perishables shrink | perishable inventory > Shrink Management
Retail Salvage Processing | retail salvage | store salvage | salvage and damages > Damaged Goods Handling
Scan Accuracy | price scan accuracy | scan audits | scanning accuracy audits > Price Accuracy Audits
Special Orders | special order processing | customer special orders | special order management > Order Management
RGIS | RGIS inventory counts | RGIS inventory services > Physical Inventory
`;
