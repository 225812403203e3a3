// Skill data in the line format of ../README.md: litigation support, corporate/IP paralegal and legal billing, graphic/UX/motion design and prepress, construction management and BIM, and IT networking, endpoint and security operations.
export default String.raw`
## Litigation support and e-discovery
Relativity Trace > Relativity
Relativity aiR | Relativity aiR for Review > Relativity
Relativity Legal Hold > Legal Hold
Relativity Collect > Forensic Data Collection
Relativity Fundamentals Certification > Relativity
Everlaw Storybuilder | Storybuilder > Everlaw
DISCO Ediscovery | DISCO Review > DISCO
Venio Systems | VenioOne > E-Discovery
Lighthouse eDiscovery | Lighthouse Spectra > E-Discovery
Epiq Discovery | Epiq > E-Discovery
Consilio > E-Discovery
Consilio Sightline | ~=Sightline > E-Discovery
Digital WarRoom > E-Discovery
GoldFynch > E-Discovery
Zapproved Legal Hold Pro | Legal Hold Pro > Legal Hold
Exterro Legal Hold > Legal Hold
Email Threading | email thread suppression > Document Review
Near-Duplicate Detection | near-dupe detection | near-deduplication > Document Review
E-Discovery De-duplication | ESI deduplication | global deduplication > E-Discovery Processing
Conceptual Analytics | concept clustering | document clustering > Technology-Assisted Review
First-Level Document Review | first-pass review | first level review > Document Review
Second-Level Document Review | second-level review > Document Review
Responsiveness Review | responsiveness coding | relevance review > Document Review
Document Coding | issue coding | review coding > Document Review
Attorney-Client Privilege | attorney client privilege > Privilege Review
Work Product Doctrine | attorney work product > Privilege Review
Production Specifications | production specs > Document Production
Native File Production | native productions > Document Production
Adobe Acrobat Bates Numbering | Acrobat Bates stamping > Bates Numbering
Data Mapping for Litigation > E-Discovery
Cross-Border Discovery | cross-border e-discovery > E-Discovery
Hague Evidence Convention | Hague Convention service > Service of Process
Deposition Outlines | deposition outline preparation > Deposition Preparation
Witness Preparation | witness prep > Trial Preparation
Deposition Exhibits | deposition exhibit preparation > Deposition Preparation
Remote Depositions | virtual depositions | Zoom depositions > Deposition Preparation
Trial Exhibit Lists | exhibit lists and witness lists > Exhibit Preparation
Witness Lists > Trial Preparation
Trial Subpoenas > Subpoenas
Courtroom Technology | courtroom presentation technology | hot seat operation > Trial Presentation
Everchron > Case Chronologies
CaseFleet > Case Chronologies
Adobe Acrobat Pro Redaction | Acrobat redaction > Redaction
Blackout Redaction | Blackout redaction software > Redaction
Objective Coding | bibliographic coding > Document Review
Docket Sheets | docket sheet review > Docketing
Deadline Calculation | court deadline calculation | deadline computation | court deadlines > Rules-Based Calendaring
Statute of Limitations Tracking | statute of limitations calendaring | statute of limitations > Docketing
Court Rules | court rules research > Court Filing
Federal Local Rules > Local Rules
Judge's Standing Orders | chambers rules > Court Filing
Pro Hac Vice Applications | pro hac vice | pro hac vice admissions > Court Filing
Certificates of Service | certificate of service | proof of service | proofs of service > Court Filing
Proposed Orders | proposed order drafting > Court Filing
Sealed Filings | motions to seal | filing under seal > Court Filing
Pleading Paper Formatting | pleading formatting | pleading templates > Pleadings Preparation
PACER Case Locator > PACER
Bankruptcy CM/ECF | bankruptcy e-filing > CM/ECF
Appellate CM/ECF > CM/ECF
eFileCA | California e-filing > Court Filing
Tyler Odyssey | Odyssey case management > Court Filing
File & Serve Delaware | Delaware File & Serve > Court Filing
GreenFiling > Court Filing
NJ eCourts | New Jersey eCourts > Court Filing
Maryland Electronic Courts | =MDEC > Court Filing
Pennsylvania PACFile | PACFile > Court Filing
CompuLaw Vision > CompuLaw
CompuLaw Court Rules > CompuLaw
Aderant Milana > Docketing
CourtAlert DocketAlert > CourtAlert
DocketBird > Docketing
Intapp Docketing > Docketing
Westlaw Edge KeyCite | KeyCite Overruling Risk > Cite Checking
Lexis Shepard's | Shepard's Citations > Cite Checking
Westlaw Precision > Westlaw
Lexis+ AI | Lexis Plus AI > LexisNexis
Westlaw Drafting Assistant > Cite Checking
Lexis Brief Analyzer > Cite Checking
Westlaw Litigation Analytics > Westlaw
Lexis Context > LexisNexis
Secondary Sources Research | secondary sources | legal treatises > Legal Research
Statutory Research | statutory interpretation research > Legal Research
Legislative History Research | legislative histories > Legal Research
Case Law Research | case law analysis > Legal Research
Administrative Law Research > Legal Research
Fifty-State Surveys | 50-state surveys | 50 state surveys > Legal Research
Bluebook 21st Edition | The Bluebook: A Uniform System of Citation > Bluebook Citation
ALWD Guide to Legal Citation | =ALWD citation | ALWD > Bluebook Citation
California Style Manual > Bluebook Citation
Texas Greenbook | Greenbook citation > Bluebook Citation

## Corporate paralegal practice
Computershare Equity Plan Solutions > Equity Administration
Astrella > Cap Table
Stock Ledgers | stock ledger maintenance | stock transfer ledger > Cap Table
Stock Certificates | stock certificate issuance | share certificates > Cap Table
Stock Option Grants | option grant documentation | equity grant paperwork > Equity Administration
Section 83(b) Elections | 83(b) elections | =83(b) > Equity Administration
Rule 701 Compliance | Rule 701 > Securities Law
Form 3 Filings > Section 16 Filings
Form 5 Filings > Section 16 Filings
Schedule 13D | Schedule 13G | Schedules 13D/G > SEC Reporting
Form ID | EDGAR access codes > SEC EDGAR
Toppan Merrill Bridge | Toppan Merrill > SEC EDGAR
Donnelley Financial ActiveDisclosure | ActiveDisclosure | =DFIN > SEC EDGAR
Inline XBRL | =iXBRL > SEC Reporting
Stockholder Consents | shareholder consents | written consents of stockholders > Corporate Governance
Diligent Minutes > Board Minutes
Entity Management Software | entity management systems > Entity Management
CSC Entity Management | =CSC Global | CSC Global Subsidiary Management | Corporation Service Company > Entity Management
CT Corporation | =CT Corp | Wolters Kluwer CT Corporation > Registered Agent Services
CT hbr Entity Management | hCue > Entity Management
Athennian > Entity Management
GEMS Entity Management | Computershare GEMS > Entity Management
Blueprint OneWorld > Entity Management
Legal Entity Org Charts | entity structure charts > Entity Management
Subsidiary Governance > Entity Management
Entity Dissolutions | dissolution filings | entity dissolution | ~dissolutions | corporate dissolutions | articles of dissolution > Entity Management
Mergers and Conversions Filings | certificates of merger | certificates of conversion > Entity Management
Certificates of Amendment | charter amendments > Entity Management
Secretary of State Filings | =SOS filings > Entity Management
Franchise Tax Reports | Delaware franchise tax | franchise tax filings > Entity Management
Assumed Name Filings | =DBA filings | fictitious business name filings > Entity Management
Incumbency Certificates | officer's certificates | secretary's certificates > Corporate Governance
Ansarada > Virtual Data Rooms
Venture Financing Documents | =NVCA model documents | NVCA forms > Corporate Law
SAFE Notes | Simple Agreement for Future Equity | =SAFEs > Corporate Law
Convertible Notes | convertible promissory notes > Corporate Law
Hart-Scott-Rodino Filings | =HSR filings | =HSR Act > Mergers and Acquisitions
Beneficial Ownership Reporting > Corporate Transparency Act

## Contracts practice
Contract Templates | contract template management | form agreements > Contract Drafting
Contract Amendments | amendment drafting | contract modifications > Contract Drafting
Indemnification Clauses | indemnity provisions | indemnification provisions > Contract Review
Limitation of Liability Clauses | limitation of liability | =LoL clauses > Contract Review
Professional Services Agreements > Contract Review
Teaming Agreements > Contract Review
Sponsorship Agreements > Contract Review
Contract Execution | e-signature workflows | contract signature routing > Contract Administration
Ironclad Workflow Designer > Ironclad
Icertis Contract Intelligence > Icertis
Kira Systems > Contract Abstraction
Luminance AI | ~=Luminance > Contract Review
Spellbook AI | ~=Spellbook > Contract Drafting
Harvey AI > Legal Research
Lexis Create+ | Lexis Create > Contract Drafting
HotDocs > Document Assembly
Document Assembly | document automation | legal document automation > Legal Drafting
Contract Express | Thomson Reuters Contract Express > Document Assembly
Litera Drafting | Litera Create > Legal Drafting
Intapp Open | Intapp Intake > Conflict Checks
Intapp Conflicts > Conflict Checks

## Intellectual property practice
Patent Applications | patent application filing | patent filings > Patent Prosecution
Provisional Patent Applications | provisional applications > Patent Applications
Continuation Applications | continuation-in-part | =CIP applications > Patent Prosecution
Information Disclosure Statements | =IDS filings | information disclosure statement > Patent Prosecution
Patent Assignments | assignment recordation | =EPAS > Patent Prosecution
Patent Center | USPTO Patent Center | =EFS-Web > Patent Prosecution
Patent Maintenance Fees | maintenance fee payments | patent annuities | annuity payments > IP Docketing
Patent Term Adjustment | =PTA calculations > Patent Prosecution
Restriction Requirements | restriction requirement responses > Office Action Responses
Final Office Action Responses | after-final practice | =AFCP 2.0 > Office Action Responses
Requests for Continued Examination | ~=RCE | =RCEs > Patent Prosecution
Notice of Allowance | issue fee payment > Patent Prosecution
Inter Partes Review | =PTAB proceedings | =PTAB > Patent Litigation
Patent Trial and Appeal Board > Inter Partes Review
Freedom to Operate Analysis | ~=FTO | freedom-to-operate > Patent Searches
Patent Landscaping | patent landscape analysis > Patent Searches
Manual of Patent Examining Procedure | =MPEP > Patent Prosecution
Trademark Manual of Examining Procedure | =TMEP > Trademark Prosecution
Trademark Center | USPTO Trademark Center | =TEAS | Trademark Electronic Application System > Trademark Prosecution
=TSDR | Trademark Status and Document Retrieval > Trademark Prosecution
Patent Application Information Retrieval | ~=PAIR > Patent Prosecution
Statements of Use | statement of use | allegations of use > Trademark Prosecution
Section 8 and 15 Declarations | Section 8 declarations | Section 15 declarations | trademark maintenance filings > Trademark Prosecution
Trademark Renewals | Section 9 renewals > Trademark Prosecution
Madrid Protocol | Madrid filings | international trademark registrations > Trademark Prosecution
Trademark Trial and Appeal Board | =TTAB | TTAB proceedings > Trademark Law
Trademark Oppositions | opposition proceedings > Trademark Trial and Appeal Board
Trademark Watch Services | trademark watching | trademark monitoring > Trademark Law
Cease and Desist Letters | cease-and-desist letters > Intellectual Property Law
DMCA Takedown Notices | =DMCA | DMCA takedowns > Copyright Law
Domain Name Disputes | =UDRP | UDRP complaints > Trademark Law
Hague Agreement Design Applications | Hague design filings > Patent Prosecution
European Patent Office Filings | =EPO filings | ~=EPO > Patent Prosecution
WIPO ePCT | ePCT > Patent Cooperation Treaty
Patent Bar | USPTO registration | registered patent agent | USPTO Registration Examination > Patent Prosecution
CPA Global | Clarivate IP Management > IP Docketing
FoundationIP > IP Docketing
Memotech > IP Docketing
Computer Packages Inc | =CPI docketing > IP Docketing
AppColl > IP Docketing
Alt Legal > IP Docketing
PatSnap > Patent Searches
Derwent Innovation | Derwent World Patents Index > Patent Searches
Questel Orbit | Orbit Intelligence > Patent Searches
Google Patents > Patent Searches
PatBase > Patent Searches
Espacenet > Patent Searches
TMview > Trademark Searches
IP Docketing Certification | =CPDS | Certified Patent Docketing Specialist > IP Docketing

## Legal billing and law firm finance
Elite Enterprise | Thomson Reuters Elite Enterprise > Legal Billing
Aderant Expert > Aderant
Aderant iTimekeep | iTimekeep > Billable Time Entry
Intapp Time > Billable Time Entry
Clio Grow > Clio
LEDES 1998B | LEDES98B > LEDES
LEDES XML 2.1 | LEDES 2.0 > LEDES
=UTBMS | Uniform Task-Based Management System | task-based billing codes > LEDES
Pre-Bill Review | prebills | prebill editing | proforma review > Legal Billing
Outside Counsel Billing Guidelines | billing guidelines compliance > Legal Billing
Legal E-Billing Portals | e-billing submission | electronic billing portals > Legal Billing
Three-Way Trust Reconciliation | three-way reconciliation > Trust Accounting
Realization Rates | billing realization | collection realization > Legal Billing
Write-Offs and Write-Downs | billing write-downs > Legal Billing
Alternative Fee Arrangements | ~=AFA | =AFAs | flat fee arrangements > Legal Billing
Bill4Time > Legal Billing
TimeSolv > Legal Billing
LeanLaw > Legal Billing
CosmoLex > Legal Billing
PracticeMaster > Legal Case Management
LexisNexis Juris | ~=Juris > Legal Billing
ebillingHub | Elite ebillingHub > Legal E-Billing Portals
Bottomline Legal Exchange | Legal-X > Legal E-Billing Portals

## Graphic, brand and motion design
Brand Identity Systems | visual identity systems > Brand Identity
Visual Identity Design | visual identity > Brand Identity
Adobe Stock > Adobe Creative Cloud
Adobe Firefly | Firefly generative AI > Adobe Creative Cloud
Adobe Fresco > Digital Illustration
Adobe Character Animator > 2D Animation
Adobe Media Encoder > Video Editing
Adobe Substance 3D Painter > Adobe Substance 3D
Adobe Substance 3D Designer > Adobe Substance 3D
Adobe Substance 3D Stager > Adobe Substance 3D
Adobe InCopy | InCopy > Adobe InDesign
InDesign Data Merge > Adobe InDesign
InDesign GREP Styles | GREP styles > Adobe InDesign
Photoshop Actions > Adobe Photoshop
Generative Fill > Adobe Photoshop
Frequency Separation | frequency separation retouching > Photo Editing
High-End Retouching | beauty retouching | skin retouching > Photo Editing
Product Photo Retouching | e-commerce retouching > Photo Editing
Adobe Certified Professional | ~=ACP | Adobe Certified Expert | ~=ACE > Adobe Creative Cloud
Keyframe Animation | keyframing > Motion Graphics
Kinetic Typography | kinetic type | animated typography > Motion Graphics
Logo Animation | animated logos > Motion Graphics
Explainer Videos | explainer animation | animated explainers > Motion Graphics
Lower Thirds | lower-third graphics > Motion Graphics
Broadcast Design | broadcast graphics | on-air graphics > Motion Graphics
Title Sequences | title design > Motion Graphics
Character Animation | character rigging > 2D Animation
Rotoscoping > Visual Effects
Visual Effects | =VFX > Motion Graphics
Motion Tracking | camera tracking | match moving > Visual Effects
Chroma Keying | green screen keying | green screen > Visual Effects
Expressions in After Effects | After Effects expressions | =AE expressions > Adobe After Effects
Duik | Duik Angela | Duik Bassel > Adobe After Effects
Motion Bro > Adobe After Effects
Red Giant Trapcode | Trapcode Particular | Trapcode > Adobe After Effects
Element 3D | Video Copilot Element 3D > Adobe After Effects
Mocha Pro | Boris FX Mocha | Mocha AE > Motion Tracking
Lottie Animations | ~=Lottie | LottieFiles > Motion Graphics
Bodymovin > Lottie Animations
Rive Animation | ~=Rive > Motion Graphics
3D Rendering | 3D renders > 3D Modeling
Octane Render | OctaneRender > 3D Rendering
Arnold Renderer > 3D Rendering
V-Ray | Chaos V-Ray > 3D Rendering
KeyShot > 3D Rendering
Cinema 4D MoGraph | MoGraph > Cinema 4D
X-Particles > Cinema 4D
Maxon One > Cinema 4D
Unreal Engine Motion Design | Unreal Engine for motion graphics > Motion Graphics
Foundry Nuke | ~=Nuke > Visual Effects
Spline 3D | ~=Spline > 3D Modeling
Storyboarding | storyboards > Motion Graphics
Animatics | animatic > Storyboarding
Style Frames | styleframes > Motion Graphics
Frame.io | Frame io > Video Editing
Toon Boom Harmony | Toon Boom > 2D Animation
Adobe Color | Adobe Kuler > Color Theory
Font Licensing | font management > Typography
Extensis Connect | Suitcase Fusion > Font Licensing
Photography Art Direction | photo shoot art direction | photo direction > Art Direction
Marketing Collateral Design | collateral design | sales collateral design | brand collateral > Graphic Design
Book Cover Design | book design > Editorial Design

## UX/UI design, research and accessibility
Figma Dev Mode | Dev Mode > Figma
Figma Variables | Figma tokens > Figma
Figma Components | Figma component libraries | component variants > Figma
Figma Prototyping | Figma prototypes > Figma
Figma Plugins > Figma
Tokens Studio | Figma Tokens plugin > Design Tokens
Design System Governance | design system documentation | design system contribution model > Design System
Supernova Design System | ~=Supernova > Design System
Justinmind > Prototyping
Marvel App | MarvelApp > Prototyping
Clickable Prototypes | interactive prototypes > Prototyping
Think-Aloud Protocol | think aloud | think-aloud testing > Usability Testing
Preference Testing > Usability Testing
System Usability Scale | =SUS | =SUS scores > Usability Testing
Single Ease Question | ~=SEQ > Usability Testing
Task Success Rate | task completion rates > Usability Testing
Cognitive Walkthroughs | cognitive walkthrough > Usability Testing
Nielsen's Usability Heuristics | Nielsen heuristics | 10 usability heuristics | usability heuristics > Heuristic Evaluation
Tobii Pro Lab > Eye Tracking
Competitive UX Analysis | competitive audits | competitor UX audits > User Research
Experience Maps | experience mapping > User Journey Mapping
Research Repositories | research repository | insights repository > User Research
Userlytics > Usability Testing
Heatmap Analysis | heatmaps | click maps | scroll maps > Usability Testing
Microsoft Clarity > Heatmap Analysis
Qualtrics CoreXM > User Research
WCAG 2.2 | =WCAG 2.2 AA > WCAG
Americans with Disabilities Act Title III | =ADA Title III | =ADA website compliance > Web Accessibility
European Accessibility Act | =EAA > Web Accessibility
Color Contrast Checking | color contrast ratios | contrast checking | color contrast > Web Accessibility
PDF Accessibility | accessible PDFs | PDF remediation | =PDF/UA > Web Accessibility
Certified Professional in Accessibility Core Competencies | =CPACC > Web Accessibility
Web Accessibility Specialist | =WAS certification > Web Accessibility
=IAAP | International Association of Accessibility Professionals > Web Accessibility
Trusted Tester | =DHS Trusted Tester > Section 508
Nielsen Norman Group UX Certification | =NN/g UX Certification | NNg certification > User Experience Design
Google UX Design Certificate > User Experience Design
Human Factors International CUA | =CUA | Certified Usability Analyst > Usability Testing
Fluent Design System | Microsoft Fluent | Fluent UI > Design System
Carbon Design System | IBM Carbon > Design System
Salesforce Lightning Design System | =SLDS > Design System
Atlassian Design System > Design System
Dashboard Design | data visualization design > User Interface Design
Design QA | visual QA | design quality assurance > User Interface Design

## Print production and prepress
Color Trapping | prepress trapping > Prepress
Overprint Settings | overprinting | overprint preview > Prepress
Bleed and Trim Setup | crop marks | trim marks > Print-Ready Files
Total Area Coverage | ink limits > Color Management
ICC Profiles | ICC color profiles | color profiles > Color Management
Soft Proofing > Print Proofing
Contract Proofs | contract proofing > Print Proofing
Computer-to-Plate | platemaking > Prepress
Kodak Prinergy | Prinergy > Prepress
Heidelberg Prinect | Prinect > Prepress
Fiery Command WorkStation | EFI Fiery | Fiery RIP > Raster Image Processing
Caldera RIP > Raster Image Processing
Onyx RIP | Onyx Thrive > Raster Image Processing
SAi Flexi | Flexi RIP > Raster Image Processing
Callas pdfToolbox | pdfToolbox > Preflighting
Adobe Acrobat Preflight > Preflighting
X-Rite i1Pro | X-Rite spectrophotometer | i1Pro > Color Management
Delta E | ΔE color tolerance > Color Management
Halftone Screening | halftones | screen rulings | =LPI > Prepress
Variable Data Printing | =VDP | variable data > Digital Printing
XMPie > Variable Data Printing
Step and Repeat Layout | step-and-repeat | ganging > Print Imposition
Kodak Preps | Preps imposition > Print Imposition
Imposition Studio | Quite Imposing > Print Imposition
Saddle Stitching | saddle-stitch binding > Bindery Operations
Perfect Binding > Bindery Operations
Spot UV Coating | spot UV | aqueous coating > Bindery Operations
Print Estimating | print quotes | print job estimating > Print Production
Print MIS | PrintSmith | EFI Pace | EFI Monarch > Print Estimating
Flexo Plate Making | flexo plates > Flexographic Printing
FIRST Flexographic Image Reproduction Specifications | =FIRST certification | =FTA FIRST > Flexographic Printing
Idealliance Color Management Professional > Color Management
Mailing Prep | direct mail preparation | USPS mailing standards | presort > Print Production

## Construction management and estimating
Bluebeam Studio | Studio Sessions > Bluebeam Revu
Bluebeam Certified Associate | Bluebeam certification > Bluebeam Revu
Bluebeam Markups | Bluebeam markup > Bluebeam Revu
McCormick Estimating > Construction Estimating
Trimble FieldLink > Construction Staking
Togal.AI | Togal > Quantity Takeoff
SmartBid > Bid Management
Pantera Tools | ~=Pantera > Bid Management
Procore Certification | Procore Certified > Procore
Procore Financials | Procore Project Financials > Procore
Procore Quality & Safety > Procore
Submittal Logs | submittal register | submittal tracking > Submittal Review
Shop Drawing Review | shop drawings review > Submittal Review
Product Data Sheets Review | product data submittals > Submittal Review
Change Event Tracking > Change Order Management
Owner-Contractor Agreements | =AIA A101 | =AIA A102 > AIA Contract Documents
Mechanics Liens | mechanic's liens | construction liens | preliminary notices > Lien Waivers
Levelset > Lien Waivers
GCPay > Pay Applications
LCPtracker > Certified Payroll
Certificate of Occupancy | certificates of occupancy | temporary certificate of occupancy > Construction Closeout
Substantial Completion > Construction Closeout
Warranty Management | construction warranties > Construction Closeout
CPM Schedule Updates | P6 schedule updates | monthly schedule updates > Construction Scheduling
Resource-Loaded Schedules | cost-loaded schedules | resource loading > Construction Scheduling
Takt Planning | takt time planning > Lean Construction
Phoenix Project Manager > Construction Scheduling
Tilos | Linear scheduling > Construction Scheduling
Schedule Narratives > Construction Scheduling
Fragnets > Schedule Delay Analysis
UniFormat > Construction Specifications
Construction Documents Technologist | ?=CDT > Construction Specifications
Certified Construction Specifier | ?=CCS > Construction Specifications
Owner's Representative Services | owner's rep | owners representative | owner representation > Construction Management
ICC A117.1 | =ANSI A117.1 > ADA Standards for Accessible Design
Florida Building Code | =FBC > Building Codes
OSHA 510 > OSHA Compliance
Pre-Task Planning | pre-task plans | =PTP > Construction Safety
Scaffold Competent Person | scaffolding safety > Construction Safety
Silica Exposure Control Plans | silica compliance | OSHA silica standard > Construction Safety
LEED Documentation | LEED submittals | LEED credits | LEED Online > LEED

## BIM and MEP coordination
Navisworks Freedom > Autodesk Navisworks
Navisworks TimeLiner | TimeLiner > 4D Scheduling, Autodesk Navisworks
5D BIM | model-based estimating > Building Information Modeling
Autodesk Model Coordination | BIM 360 Model Coordination > Clash Detection
Revizto > BIM Coordination
BIMcollab > BIM Coordination
BIM Track > BIM Coordination
MSUITE | FabPro > MEP Coordination
Trimble SysQue | SysQue > MEP Coordination
Industry Foundation Classes | =IFC files | =IFC export | IFC models > Building Information Modeling
Level of Development | =LOD 300 | =LOD 400 | =LOD 350 > Building Information Modeling
ISO 19650 > Building Information Modeling
Common Data Environment > ISO 19650
Leica Cyclone | Cyclone REGISTER > 3D Laser Scanning
Faro Scene | FARO Focus > 3D Laser Scanning
Construction Documentation Photos | site photo documentation | 360 photo documentation > Daily Construction Reports
Sleeve and Penetration Drawings | sleeve drawings | penetration layouts > MEP Coordination
Coordinated Shop Drawings | composite drawings | MEP coordination drawings > MEP Coordination
Robotic Total Station Layout | Trimble RTS | robotic layout > Construction Staking
Autodesk BIM Collaborate Pro | BIM Collaborate > BIM Coordination
Autodesk Certified Professional Revit | Revit Certified Professional > Autodesk Revit
Enscape > 3D Rendering
Twinmotion > 3D Rendering
Lumion > 3D Rendering

## Network equipment and protocols
Cisco ISR Routers | Cisco ISR | =ASR routers | Cisco ASR > Cisco Networking
Cisco Meraki MX | Meraki MX > Cisco Meraki
Cisco Meraki MR | Meraki MR > Cisco Meraki
Cisco DNA Center | Catalyst Center | =DNAC | Cisco Catalyst Center | DNA Center > Cisco Networking
Cisco Prime Infrastructure > Cisco Networking
Cisco AnyConnect | Cisco Secure Client > Virtual Private Network
Cisco Webex Calling > Voice over IP
Juniper SRX | =SRX firewalls > Juniper Networks
Juniper EX Series | =EX switches > Juniper Networks
Juniper MX Series | =MX routers > Juniper Networks
Juniper QFX | =QFX > Juniper Networks
Juniper Mist | Mist AI | Mist wireless > Juniper Networks
Juniper Apstra | Apstra > Juniper Networks
Arista CloudVision | CloudVision > Arista Networks
Prisma Access > Palo Alto Networks
Prisma SD-WAN | CloudGenix > SD-WAN
Cortex XSIAM > SIEM
Palo Alto Certified Network Security Administrator | =PCNSA > Palo Alto Networks
FortiManager > Fortinet
FortiAnalyzer > Fortinet
FortiOS > Fortinet
FortiSwitch > Fortinet
FortiAP > Fortinet
FortiClient > Fortinet
FortiSIEM > SIEM
FortiNAC > Network Access Control
Fortinet Certified Expert | =FCX | =NSE 8 > Fortinet
Fortinet Certified Solution Specialist | =FCSS > Fortinet
Check Point Certified Security Administrator | =CCSA > Check Point Firewalls
Check Point Certified Security Expert | =CCSE > Check Point Firewalls
SonicWall > Firewall Administration
WatchGuard > Firewall Administration
Sophos Firewall | Sophos XG > Firewall Administration
F5 Certified BIG-IP Administrator | F5-CA > F5 BIG-IP
Citrix ADC | NetScaler > Load Balancing
Aruba Central > Aruba Networks
Aruba ClearPass | ClearPass > Network Access Control
Aruba Certified Mobility Associate | =ACMA | Aruba Certified Mobility Professional > Aruba Networks
Ubiquiti UniFi | UniFi | Ubiquiti > Wireless Networking
Ruckus Wireless | ~=Ruckus > Wireless Networking
Extreme Networks | ExtremeCloud IQ > Wireless Networking
Riverbed SteelHead | Riverbed > WAN Optimization
WAN Optimization > Wide Area Network
IP Address Management | =IPAM > Network Engineering
SolarWinds IPAM > IP Address Management
Cisco Viptela | Catalyst SD-WAN | vManage | Cisco SD-WAN | Viptela > SD-WAN
VMware VeloCloud | VeloCloud | VMware SD-WAN > SD-WAN
Fortinet Secure SD-WAN > SD-WAN
Silver Peak | Aruba EdgeConnect > SD-WAN
Versa Networks | Versa SD-WAN > SD-WAN
Meraki SD-WAN | Auto VPN > SD-WAN
Zscaler Private Access | =ZPA > Zscaler
Netskope > Secure Access Service Edge
Cato Networks > Secure Access Service Edge
IS-IS | Intermediate System to Intermediate System > Routing Protocols
Routing Information Protocol | =RIPv2 | =RIP > Routing Protocols
Routing Protocols | dynamic routing > Network Engineering
Policy-Based Routing | =PBR > Routing Protocols
Route Redistribution > Routing Protocols
Network Switching | Layer 2 switching | Layer 3 switching > Network Engineering
Link Aggregation | EtherChannel | port channels > Network Switching
Virtual Routing and Forwarding | ?=VRF | =VRFs > Routing Protocols
=IPsec VPN | IPsec tunnels > Virtual Private Network
=GRE tunnels | =DMVPN | Dynamic Multipoint VPN > Virtual Private Network
Multicast Routing | =IGMP snooping | multicast > Routing Protocols
LogicMonitor > Network Monitoring
Auvik > Network Monitoring
=LibreNMS > Network Monitoring
ThousandEyes | Cisco ThousandEyes > Network Monitoring
tcpdump > Packet Analysis
Gigamon | network packet brokers > Packet Analysis
Fiber Optic Testing | =OTDR | fiber splicing > Structured Cabling
Fluke Networks | Fluke DSX | Fluke cable certification > Structured Cabling
=BICSI | =RCDD | Registered Communications Distribution Designer > Structured Cabling
BICSI Installer | =INST1 | =INSTC > BICSI
Ansible for Network Automation | Ansible network modules > Network Automation
=NETCONF | =RESTCONF | =YANG models > Network Automation
Cisco pyATS | pyATS > Network Automation
Cisco Certified DevNet Associate | DevNet Associate > Network Automation
Juniper Networks Certified Specialist | =JNCIS | =JNCIS-ENT > Juniper Networks
Juniper Networks Certified Professional | =JNCIP | =JNCIE > Juniper Networks
Arista Certified Engineering Associate | =ACE-A | Arista ACE > Arista Networks

## Wireless networking and site surveys
Ekahau AI Pro | Ekahau Site Survey | Ekahau Sidekick > Wireless Site Surveys
Hamina Wireless | Hamina > Wireless Site Surveys
iBwave | iBwave Design > Wireless Site Surveys
AirMagnet Survey | NetAlly AirMagnet | AirMagnet > Wireless Site Surveys
NetAlly AirCheck | AirCheck G3 > Wireless Site Surveys
TamoGraph Site Survey | TamoGraph > Wireless Site Surveys
RF Spectrum Analysis | Wi-Spy > Wireless Site Surveys
Wi-Fi 6 | =802.11ax | Wi-Fi 6E > Wireless Networking
=802.11ac | Wi-Fi 5 > Wireless Networking
Wi-Fi 7 | =802.11be > Wireless Networking
WPA3 | =WPA2-Enterprise | =WPA3-Enterprise > Wireless Security
Wireless Security | Wi-Fi security | wireless intrusion prevention | =WIPS > Wireless Networking
Certified Wireless Network Administrator | =CWNA > Wireless Networking
Certified Wireless Design Professional | =CWDP > Wireless Networking
Certified Wireless Analysis Professional | =CWAP > Wireless Networking
Certified Wireless Security Professional | =CWSP > Wireless Networking
Certified Wireless Network Expert | =CWNE > Wireless Networking
Certified Wireless Specialist | =CWISA > Wireless Networking
Ekahau Certified Survey Engineer | =ECSE > Ekahau AI Pro
Distributed Antenna Systems | ~=DAS > Wireless Networking
Private LTE | =CBRS | private 5G > Wireless Networking
Point-to-Point Wireless Links | =PTP wireless | microwave backhaul > Wireless Networking

## IT service management and endpoint administration
ITIL 4 Managing Professional | =ITIL MP > ITIL
ITIL 4 Strategic Leader > ITIL
Problem Management | root cause problem management > ITIL
ITIL Change Enablement | change enablement | =CAB | change advisory board > ITIL
Request Fulfillment | service request management > ITIL
Service Level Management | =OLAs > ITIL
Configuration Management Database | =CMDB | =CMDB management > ITIL
Software Asset Management | ~=SAM | software license compliance | software license management | software licensing > IT Asset Management
ServiceNow ITSM | ServiceNow IT Service Management > ServiceNow
ServiceNow ITOM > ServiceNow
ServiceNow Discovery > ServiceNow ITOM
ServiceNow SecOps > ServiceNow
ServiceNow HAM Pro | ServiceNow SAM Pro > IT Asset Management
ServiceNow Flow Designer > ServiceNow
ServiceNow Service Portal > ServiceNow
ServiceNow Certified System Administrator | ServiceNow CSA > ServiceNow
ServiceNow Certified Implementation Specialist | =CIS-ITSM | ServiceNow CIS > ServiceNow
ServiceNow Certified Application Developer | ServiceNow CAD | ?=CAD > ServiceNow
Ivanti Neurons for ITSM | Ivanti Service Manager | Cherwell > IT Service Management
Freshservice > IT Service Management
ManageEngine ServiceDesk Plus | ServiceDesk Plus > IT Service Management
SolarWinds Service Desk | Samanage > IT Service Management
TOPdesk > IT Service Management
Autotask | Datto Autotask PSA > IT Service Management
HaloITSM | HaloPSA > IT Service Management
Active Directory Certificate Services | =ADCS | =AD CS | Microsoft PKI > Active Directory
Active Directory Sites and Services > Active Directory
Organizational Units | =OU structure | =OUs > Active Directory
Entra Connect | Azure AD Connect | =AAD Connect > Azure Active Directory
Windows Autopilot > Microsoft Intune
Intune Compliance Policies | device compliance policies > Microsoft Intune
Intune Configuration Profiles > Microsoft Intune
Endpoint Management | unified endpoint management | =UEM > Mobile Device Management
Jamf Connect > Jamf Pro
Jamf Protect > Jamf Pro
Jamf School > Jamf Pro
Jamf Certified Associate | Jamf 100 > Jamf Pro
Jamf Certified Tech | Jamf 200 > Jamf Pro
Jamf Certified Admin | Jamf 300 > Jamf Pro
Jamf Certified Expert | Jamf 400 > Jamf Pro
Apple Business Manager | Apple School Manager | Automated Device Enrollment | ~=DEP > Mobile Device Management
Kandji > Mobile Device Management
Mosyle > Mobile Device Management
VMware Workspace ONE | Workspace ONE | AirWatch > Mobile Device Management
MobileIron | Ivanti Neurons for MDM > Mobile Device Management
Apple Certified Support Professional | =ACSP > macOS Administration
Apple Certified IT Professional | =ACIT > macOS Administration
macOS Administration | Mac administration | macOS management > Endpoint Management
Ivanti Patch | Ivanti Endpoint Manager > Patch Management
NinjaOne | NinjaRMM > Remote Monitoring and Management
Datto RMM > Remote Monitoring and Management
ConnectWise ScreenConnect | ScreenConnect > Remote Support
Remote Support | remote desktop support > IT Support
BeyondTrust Remote Support | Bomgar > Remote Support
OS Imaging and Deployment | OS imaging | Windows imaging | ~=MDT | Microsoft Deployment Toolkit > Endpoint Management
Windows Deployment Services | =WDS > OS Imaging and Deployment
FOG Project | FOG imaging > OS Imaging and Deployment
SharePoint Administration | SharePoint Online administration > Microsoft 365 Administration
Microsoft Teams Administration | Teams admin > Microsoft 365 Administration
Microsoft 365 Certified: Endpoint Administrator Associate | =MD-102 > Microsoft Intune
Microsoft 365 Certified: Administrator Expert | =MS-102 > Microsoft 365 Administration
Microsoft Certified: Windows Server Hybrid Administrator Associate | =AZ-800 | =AZ-801 > Windows Server
BitLocker | BitLocker encryption > Endpoint Security
FileVault | FileVault 2 > macOS Administration
Local Administrator Password Solution | =LAPS | Windows LAPS > Active Directory
PowerShell Scripting | PowerShell scripts | PowerShell automation > PowerShell
Rubrik > Backup and Recovery
Cohesity > Backup and Recovery
Druva > Backup and Recovery

## Security operations, frameworks and certifications
Splunk Enterprise Certified Admin | Splunk Certified Admin > Splunk
Sumo Logic Cloud SIEM > SIEM
Torq SOAR | ~=Torq > SOAR
OpenVAS | Greenbone > Vulnerability Assessment
Common Vulnerability Scoring System | =CVSS > Vulnerability Management
Common Vulnerabilities and Exposures | =CVE | =CVEs > Vulnerability Management
Nikto > Vulnerability Assessment
BloodHound > Penetration Testing
Cobalt Strike > Red Teaming
KnowBe4 | phishing simulations | security awareness training platform > Security Awareness Training
BeyondTrust Password Safe > Privileged Access Management
SailPoint IdentityNow | SailPoint Identity Security Cloud > SailPoint
=ISO/IEC 27002 | =ISO 27002 > ISO/IEC 27001
ISO 27001 Lead Auditor | ISO/IEC 27001 Lead Auditor > ISO/IEC 27001
ISO 27001 Lead Implementer | ISO/IEC 27001 Lead Implementer > ISO/IEC 27001
Security Frameworks | information security frameworks | control frameworks > Information Security
Vanta > Security Compliance Automation
Drata > Security Compliance Automation
Secureframe > Security Compliance Automation
Security Compliance Automation | compliance automation platforms > Security Frameworks
GRC Platforms | =GRC tools | governance, risk and compliance platforms > Security Frameworks
OneTrust > GRC Platforms
Offensive Security Experienced Penetration Tester | =OSEP | =OSWE | =OSED
GIAC Security Leadership | =GSLC
Certified Information Privacy Professional | =CIPP/US | =CIPP/E | =CIPT | =CIPM | ?=CIPP
EC-Council Certified SOC Analyst | EC-Council CSA | Certified SOC Analyst
EnCase Certified Examiner | =EnCE > EnCase
Certified Forensic Computer Examiner | =CFCE
Security Clearance | =TS/SCI | Top Secret clearance | Secret clearance | active security clearance
DoD 8140 | =DoDD 8570 | DoD 8570 | =IAT Level II | =IAM Level II > Security Clearance
Business Continuity Planning | business continuity > Disaster Recovery
Certified Business Continuity Professional | =CBCP | =DRII > Business Continuity Planning
`;
