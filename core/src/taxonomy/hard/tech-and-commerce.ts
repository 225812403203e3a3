// Skill data in the line format of ../README.md.
export default String.raw`
# Breadth for front-end web engineering, data engineering, security operations, B2B software sales, freight
# brokerage and transportation, property & casualty claims, and litigation support. Product names that are also
# everyday words carry "~" (counted only in a skill context) and, where capitals tell them apart, "=".

## Front-end web development
Semantic HTML | semantic markup | semantic HTML5 > HTML
~Keyboard Navigation | ~keyboard navigation | keyboard accessibility | keyboard-only navigation > Web Accessibility
Focus Management > Web Accessibility
=JAWS | JAWS screen reader > Screen Reader Testing
=NVDA | NonVisual Desktop Access > Screen Reader Testing
~=VoiceOver | Apple VoiceOver > Screen Reader Testing
~=TalkBack | Android TalkBack > Screen Reader Testing
Voluntary Product Accessibility Template | =VPAT > Section 508
EN 301 549 > Web Accessibility
Code Splitting | code-splitting > Web Performance Optimization
Lazy Loading | lazy-loading > Web Performance Optimization
Tree Shaking | tree-shaking > JavaScript Bundlers
Bundle Size Optimization | bundle optimization | bundle size reduction > Web Performance Optimization
Largest Contentful Paint | =LCP > Core Web Vitals
Cumulative Layout Shift | ?=CLS > Core Web Vitals
Interaction to Next Paint | =INP > Core Web Vitals
Google Lighthouse | Lighthouse audits | Lighthouse CI | ~=Lighthouse > Web Performance Optimization
WebPageTest > Web Performance Optimization
Chrome DevTools | Chrome Developer Tools | browser DevTools > Web Performance Optimization
Real User Monitoring | =RUM > Web Performance Optimization
Service Workers | service worker > Progressive Web Apps
Web Workers | web worker
Static Site Generation | =SSG > Server-Side Rendering
React Server Components | =RSC > React
JavaScript Bundlers | module bundlers | JS bundlers
esbuild > JavaScript Bundlers
Rollup.js | ~=Rollup > JavaScript Bundlers
Parcel.js | Parcel bundler > JavaScript Bundlers
Module Federation | Webpack Module Federation > Micro-Frontends
~=Gulp | Gulp.js | gulpjs
~=Grunt | Grunt.js | gruntjs
~=Bun | Bun.js | Bun runtime > JavaScript
Turborepo > Monorepos
~=Prettier | Prettier code formatter > JavaScript
PostCSS > CSS
CSS Modules > CSS
CSS-in-JS | CSS in JS > CSS
~=Emotion | Emotion CSS | emotion.js > CSS-in-JS
~=BEM | Block Element Modifier > CSS
CSS Grid | CSS grid layout > CSS
Flexbox | CSS Flexbox > CSS
Scalable Vector Graphics | =SVG
Remix.run | Remix framework | ~=Remix > React
~=Astro | Astro.js | Astro framework
SolidJS | Solid.js
Preact > React
Alpine.js | AlpineJS
=htmx
Zustand > React
TanStack Query | React Query > React
React Router > React
React Hook Form > React
~=Formik > React
Redux Saga | redux-saga > Redux
Radix UI | Radix Primitives > React
Chakra UI > React
Ant Design | AntD > React
shadcn/ui | shadcn > React
Angular Material > Angular
NgRx > Angular
Pinia > Vue.js
Vuex > Vue.js
Highcharts
Recharts > React
AG Grid
GSAP | GreenSock > JavaScript
Framer Motion | Motion for React > React

## Software testing and QA
Screen Reader Testing | screen-reader testing > Accessibility Testing
Axe DevTools | axe-core | Deque axe > Accessibility Testing
WAVE Accessibility Tool | WebAIM WAVE > Accessibility Testing
Testing Library | DOM Testing Library > Unit Testing
Vue Test Utils > Unit Testing, Vue.js
~=Enzyme | Enzyme testing > React
Mock Service Worker | msw.js > JavaScript
Visual Regression Testing | visual testing | screenshot testing > Software Testing
~=Chromatic | Chromatic visual testing > Visual Regression Testing
Percy.io | BrowserStack Percy > Visual Regression Testing
Applitools > Visual Regression Testing
~=Karma | Karma test runner > Unit Testing, JavaScript
WebdriverIO | WDIO > Test Automation
TestCafe > Test Automation
Component Testing > Unit Testing
Snapshot Testing > Unit Testing

## Data engineering platforms and practices
PII Classification | PII tagging | PII detection | PII discovery > Data Classification
Data Classification | sensitive data classification > Data Governance
Data Masking | dynamic data masking | data obfuscation | PII masking > Data Governance
Row-Level Security | row level security | =RLS > Data Governance
Column-Level Security | column level security > Data Governance
Data Stewardship | data steward program > Data Governance
Metadata Management > Data Governance
Data Retention Policies | data retention | data retention policy > Data Governance
Apache Atlas > Data Governance
Microsoft Purview | Azure Purview > Data Governance
Data Backfills | backfill jobs | data backfilling | backfills > Data Pipelines
Incremental Loads | incremental loading | incremental models > Data Pipelines
Schema Evolution > Data Pipelines
Data Ingestion | ingestion pipelines > Data Pipelines
Snowflake Cost Optimization | Snowflake cost management > Snowflake
Snowflake Streams and Tasks | Snowflake Streams | Snowflake Tasks > Snowflake
Snowflake Time Travel > Snowflake
Amazon Redshift Spectrum | Redshift Spectrum > Amazon Redshift
DuckDB
Apache Arrow > Data Engineering
SAP BW/4HANA | =SAP BW | SAP Business Warehouse | BW/4HANA
Oracle GoldenGate | GoldenGate | Oracle Golden Gate > Change Data Capture
Qlik Replicate | Attunity Replicate | Attunity > Change Data Capture
Striim > Change Data Capture
~=Meltano > ETL
RudderStack > Reverse ETL
Census Data Activation | Census.dev | Census reverse ETL > Reverse ETL
Azure Synapse Pipelines | Synapse pipelines > Azure Data Factory
Databricks SQL > Databricks

## Technology certifications
SnowPro Advanced: Data Engineer | SnowPro Advanced Data Engineer > Snowflake
SnowPro Advanced: Architect | SnowPro Advanced Architect > Snowflake
Microsoft Certified: Fabric Analytics Engineer Associate | =DP-600 | Fabric Analytics Engineer Associate > Microsoft Fabric
Microsoft Certified: Fabric Data Engineer Associate | =DP-700 | Fabric Data Engineer Associate > Microsoft Fabric
Confluent Certified Developer for Apache Kafka | =CCDAK > Apache Kafka
dbt Analytics Engineering Certification | dbt Certified Developer > dbt
Astronomer Certification for Apache Airflow | Astronomer Certified Apache Airflow Fundamentals > Apache Airflow
Certified Data Management Professional | =CDMP > Data Governance
AWS Certified Data Analytics Specialty | AWS Data Analytics Specialty | AWS Certified Data Analytics > Amazon Web Services
GIAC Certified Intrusion Analyst | =GCIA > IDS/IPS
GIAC Certified Forensic Analyst | =GCFA > Digital Forensics
GIAC Certified Forensic Examiner | =GCFE > Digital Forensics
GIAC Reverse Engineering Malware | =GREM > Malware Analysis
GIAC Cyber Threat Intelligence | =GCTI > Threat Intelligence
GIAC Certified Detection Analyst | =GCDA > SIEM
GIAC Security Operations Certified | =GSOC > Security Operations Center
Blue Team Level 1 | =BTL1 > Security Operations Center
Computer Hacking Forensic Investigator | =CHFI > Digital Forensics
EC-Council Certified Incident Handler | =ECIH > Incident Response
Microsoft Certified: Security Operations Analyst Associate | =SC-200 | Security Operations Analyst Associate > Microsoft Sentinel
Microsoft Certified: Security, Compliance, and Identity Fundamentals | =SC-900 > Cybersecurity
Splunk Core Certified Power User | Splunk Power User | Splunk Certified Power User > Splunk
Splunk Core Certified User > Splunk
Splunk Enterprise Security Certified Admin | Splunk ES Admin > Splunk Enterprise Security
Splunk Certified Cybersecurity Defense Analyst > Splunk
Cisco Certified CyberOps Associate | CCNA CyberOps | CyberOps Associate | Cisco CyberOps Associate > Security Operations Center, Cisco Networking
ISC2 Certified in Cybersecurity | ISC2 CC > Cybersecurity
CrowdStrike Certified Falcon Administrator | =CCFA > CrowdStrike Falcon
CrowdStrike Certified Falcon Responder | =CCFR > CrowdStrike Falcon

## Cybersecurity
Alert Triage | security alert triage | alert investigation | event triage > Security Operations Center
Security Monitoring | continuous security monitoring | 24x7 security monitoring > Security Operations Center
Detection Engineering | detection rule development | detection content development | detection rules > SIEM
SIEM Use Case Development | SIEM use cases | correlation rules > SIEM
Incident Containment | containment and eradication > Incident Response
Incident Response Playbooks | IR playbooks | SOAR playbooks > Incident Response
Tabletop Exercises | tabletop exercise | incident response tabletop > Incident Response
Phishing Analysis | phishing investigation | phishing triage | phishing email analysis > Incident Response
Email Header Analysis | email header review > Phishing Analysis
Business Email Compromise | =BEC > Phishing Analysis
Ransomware Response | ransomware incident response > Incident Response
Insider Threat Detection | insider threat program | insider threat > Security Operations Center
Indicators of Compromise | =IOC | =IoC > Threat Intelligence
Indicators of Attack | =IOA > Threat Intelligence
Network Traffic Analysis | =NTA | network detection and response | =NDR > Network Security
Memory Forensics > Digital Forensics
Windows Event Log Analysis | Windows event logs | Windows Security event logs | Windows Security Event IDs > Log Management
Sandbox Analysis | malware sandboxing | dynamic malware analysis | ~sandboxing > Malware Analysis
Static Malware Analysis > Malware Analysis
Purple Teaming | purple team exercises > Red Teaming
Attack Surface Management | external attack surface management | =EASM > Vulnerability Management
Evidence Preservation | forensic evidence handling | digital evidence handling > Digital Forensics
Search Processing Language | =SPL | Splunk SPL | Splunk Processing Language > Splunk
Kusto Query Language | =KQL | Kusto queries > Microsoft Sentinel
=YARA | YARA rules > Malware Analysis
Sigma Rules | Sigma detection rules | Sigma rule > Detection Engineering
Splunk Enterprise Security | Splunk ES > Splunk, SIEM
Splunk SOAR | Splunk Phantom > SOAR
Cortex XSOAR | =XSOAR | Demisto | Palo Alto Cortex XSOAR > SOAR
Cortex XDR | Palo Alto Cortex XDR > Extended Detection and Response
Google Security Operations | Chronicle SIEM | Google Chronicle | Chronicle Security Operations | Google SecOps > SIEM
Elastic Security | Elastic SIEM > SIEM
Elastic Defend | Elastic Endpoint Security > Endpoint Detection and Response
LogRhythm > SIEM
Exabeam > SIEM
Securonix > SIEM
ArcSight | Micro Focus ArcSight | OpenText ArcSight | ArcSight ESM > SIEM
Rapid7 InsightIDR | InsightIDR > SIEM
Wazuh > SIEM
Graylog > Log Management
AlienVault USM | AlienVault | AT&T USM Anywhere | USM Anywhere > SIEM
Swimlane SOAR | ~=Swimlane > SOAR
~=Tines | Tines automation > SOAR
TheHive | TheHive Project > Incident Response
Microsoft Defender XDR | Microsoft 365 Defender > Extended Detection and Response
Microsoft Defender for Office 365 | Defender for Office 365 > Email Security
Microsoft Defender for Identity | Defender for Identity > Active Directory
Microsoft Defender for Cloud | Defender for Cloud | Azure Security Center > Cloud Security
Microsoft Defender for Cloud Apps | Defender for Cloud Apps | Microsoft Cloud App Security > Cloud Security
Sophos Intercept X | Sophos EDR > Endpoint Detection and Response
Trend Micro Vision One > Extended Detection and Response
Trend Micro Apex One > Endpoint Security
Cybereason > Endpoint Detection and Response
Cisco Secure Endpoint | Cisco AMP for Endpoints > Endpoint Detection and Response
Tanium > Endpoint Security
Trellix Endpoint Security | =Trellix | McAfee Endpoint Security > Endpoint Security
McAfee ePolicy Orchestrator | McAfee ePO | Trellix ePO > Endpoint Security
Symantec Endpoint Protection | Symantec Endpoint Security > Endpoint Security
Darktrace > Network Traffic Analysis
Vectra AI | Vectra Cognito > Network Traffic Analysis
ExtraHop Reveal(x) | ExtraHop > Network Traffic Analysis
Zeek | Bro IDS > Network Traffic Analysis
Suricata > IDS/IPS
Zscaler | Zscaler Internet Access | =ZIA > Cloud Security
Cisco Umbrella | OpenDNS Umbrella > Network Security
Abnormal Security > Email Security
Sysmon | System Monitor Sysmon > Windows Event Log Analysis
Sysinternals | Sysinternals Suite > Digital Forensics
Volatility Framework | ~=Volatility > Memory Forensics
EnCase | EnCase Forensic > Digital Forensics
Forensic Toolkit | =FTK | Exterro FTK > Digital Forensics
~=Autopsy | Autopsy forensic browser > Digital Forensics
Magnet AXIOM | Magnet Forensics > Digital Forensics
Cellebrite | Cellebrite UFED > Digital Forensics
Velociraptor > Digital Forensics
VirusTotal > Malware Analysis
ANY.RUN > Sandbox Analysis
Recorded Future > Threat Intelligence
=MISP | Malware Information Sharing Platform > Threat Intelligence
ThreatConnect > Threat Intelligence
Anomali ThreatStream | Anomali > Threat Intelligence
Mandiant Advantage | Mandiant Threat Intelligence > Threat Intelligence
Shodan > Threat Intelligence
STIX/TAXII | =STIX | =TAXII > Threat Intelligence
Cyber Kill Chain | Lockheed Martin Cyber Kill Chain > Threat Intelligence
Diamond Model of Intrusion Analysis | Diamond Model > Threat Intelligence
MITRE D3FEND | D3FEND > MITRE ATT&CK
NIST SP 800-61 | NIST 800-61 | NIST Computer Security Incident Handling Guide | SP 800-61 > Incident Response
NIST SP 800-86 | NIST 800-86 > Digital Forensics
NIST SP 800-92 | NIST 800-92 > Log Management
ISO/IEC 27035 | ISO 27035 > Incident Response
SANS Incident Response Process | =PICERL | SANS PICERL > Incident Response
HIPAA Security Rule > Health Insurance Portability and Accountability Act

## B2B sales methods and metrics
Pricing Negotiation | price negotiation | price negotiations | pricing negotiations > Contract Negotiation
Discount Management | discount approvals | discounting strategy > Pricing Negotiation
Value Realization | value assessments > Value Selling
Security Questionnaires | vendor security questionnaires | security questionnaire responses > RFP Responses
Co-Selling | co-sell | co-selling motions > Channel Sales
Cloud Marketplace Sales | cloud marketplace selling > Channel Sales
AWS Marketplace > Cloud Marketplace Sales
Azure Marketplace | Microsoft commercial marketplace > Cloud Marketplace Sales
Google Cloud Marketplace > Cloud Marketplace Sales
Product-Led Sales | product-led selling > Product-Led Growth
Video Prospecting > Prospecting
Buyer Intent Data | intent data | buyer intent signals | intent signals > Account-Based Selling
=CHAMP | CHAMP qualification > Deal Qualification
JOLT Method | The JOLT Effect | JOLT selling > Closing Techniques
Winning by Design | Winning by Design bowtie > Sales Strategy
Net Revenue Retention | =NRR | net dollar retention | =NDR rate
Gross Revenue Retention | gross dollar retention | gross retention | ?=GRR > Net Revenue Retention
Win Rate | win rates | close rate | closed-won rate > Sales Reporting
Sales Cycle Length | sales cycle time | average sales cycle > Sales Reporting
Sales Velocity | pipeline velocity > Pipeline Management
Average Deal Size | average deal value > Sales Reporting
Bookings Forecasting | bookings forecast | commit forecast > Sales Forecasting
Stage Conversion Rates | funnel conversion rates | stage-to-stage conversion > Pipeline Management
Sales Qualified Leads > Lead Qualification
Sales Accepted Leads | =SAL > Lead Qualification
Sales Qualified Opportunities | =SQO | =SQOs > Lead Qualification
Expense Management | spend management | expense management software > Expense Reporting
Accounts Payable Automation | AP automation | invoice automation > Accounts Payable
Accounting Software

## CRM and sales tools
Chili Piper > Appointment Setting
UserGems > Prospecting
=Nooks | Nooks dialer > Cold Calling
~Lavender | Lavender AI > Cold Emailing
~=Avoma > Conversation Intelligence
~=Attio > Customer Relationship Management
Salesforce Einstein | Einstein Activity Capture > Salesforce
Salesforce Revenue Cloud | Revenue Cloud > Configure Price Quote
DealHub | DealHub CPQ > Configure Price Quote
Salesforce Spiff | Spiff commission software > Sales Compensation
CaptivateIQ > Sales Compensation
TechTarget Priority Engine | Priority Engine > Buyer Intent Data
G2 Buyer Intent | G2 intent data > Buyer Intent Data
lemlist > Cold Emailing
LeadIQ > Lead Generation
Clay.com | Clay data enrichment > Lead Generation
Qualified.com | Qualified Piper > Lead Qualification
~=Loom | Loom video messaging > Video Prospecting
Digital Sales Rooms | digital sales room | deal rooms > Mutual Action Plans

## Logistics, transportation and trade compliance
Rate Negotiation | freight rate negotiation | carrier rate negotiation | linehaul rate negotiation > Carrier Management
Carrier Onboarding | carrier setup | carrier vetting | carrier qualification > Carrier Management
Carrier Compliance | carrier compliance monitoring > Carrier Onboarding
Registry Monitoring Insurance Services | =RMIS | RMIS carrier onboarding > Carrier Onboarding
MyCarrierPackets | My Carrier Packets > Carrier Onboarding
Carrier411 | Carrier 411 > Carrier Onboarding
Highway.com | Highway carrier identity > Carrier Onboarding
FMCSA SAFER | SAFER system | SAFER web | SAFER Company Snapshot > FMCSA Compliance
Compliance, Safety, Accountability | CSA scores | CSA BASICs | CSA BASIC scores > FMCSA Compliance
Drug and Alcohol Clearinghouse | FMCSA Clearinghouse | FMCSA Drug and Alcohol Clearinghouse > DOT Compliance
Driver Qualification Files | =DQ files | driver qualification file maintenance > DOT Compliance
International Fuel Tax Agreement | =IFTA | IFTA reporting > DOT Compliance
International Registration Plan | =IRP | IRP registration > DOT Compliance
Unified Carrier Registration | =UCR > DOT Compliance
Hazardous Materials Regulations | =HMR | 49 CFR 171-180 | 49 CFR Parts 171-180 > Dangerous Goods Shipping
Hazmat Training | DOT hazmat training | hazmat certification | 49 CFR 172.704 > Hazardous Materials Regulations
Carmack Amendment > Freight Claims
Cargo Insurance | cargo liability insurance | motor truck cargo insurance > Freight Claims
Load Boards | load board | load board posting > Freight Brokerage
DAT RateView | RateView > DAT Load Board
123Loadboard > Load Boards
Trucker Tools > Shipment Tracking
Macropoint | Descartes MacroPoint > Shipment Tracking
Revenova TMS | Revenova > Transportation Management Systems
Aljex > Transportation Management Systems
Tai TMS | Tai Software > Transportation Management Systems
~=Turvo > Transportation Management Systems
Rose Rocket > Transportation Management Systems
Trimble TMW | TMW Systems | TMWSuite | TMW.Suite > Transportation Management Systems
Kuebix > Transportation Management Systems
AscendTMS > Transportation Management Systems
3Gtms | 3G TMS > Transportation Management Systems
BluJay TMS | BluJay Solutions | BluJay > Transportation Management Systems
Blue Yonder TMS | Blue Yonder Transportation Management > Transportation Management Systems
Manhattan TMS | Manhattan Active Transportation Management > Transportation Management Systems
PC*MILER | PCMiler | PC Miler > Route Planning
ProMiles > Route Planning
SMC3 RateWare | RateWare | CzarLite > Less-Than-Truckload
National Motor Freight Classification | =NMFC | NMFC codes > Freight Classification
Freight Classification | freight class | freight classes > Less-Than-Truckload
Density-Based Pricing | density-based classification | density rating > Freight Classification

## Freight brokerage and transportation practice
Capacity Sourcing | carrier sourcing | capacity procurement | finding capacity > Carrier Management
Spot Freight Pricing | spot quotes | spot market pricing | spot rates > Freight Quoting
Freight Quoting | freight quotes | freight pricing | load pricing
Lane Analysis | lane pricing | lane rate analysis > Freight Quoting
Contract Freight | contracted lanes > Freight Procurement
Track and Trace | track-and-trace > Shipment Tracking
Check Calls | carrier check calls > Track and Trace
Rate Confirmations | rate confirmation | rate cons | carrier rate confirmations > Freight Brokerage
Carrier Packets | carrier packet > Carrier Onboarding
Accessorial Charges | accessorials | accessorial fees | accessorial billing > Freight Audit
Lumper Fees | lumper receipts | lumper charges > Accessorial Charges
Fuel Surcharges | fuel surcharge > Accessorial Charges
Truck Ordered Not Used | =TONU > Accessorial Charges
Freight Invoicing | freight bills | freight billing > Freight Audit
Carrier Settlements | carrier pay | carrier payables > Freight Audit
Quick Pay Programs | quick pay | carrier quick pay > Carrier Settlements
Concealed Damage Claims | concealed damage > Freight Claims
Flatbed Freight | flatbed loads | flatbed hauling
Refrigerated Freight | reefer freight | reefer loads | temperature-controlled freight > Cold Chain Logistics
Dry Van Freight | dry van loads | dry van
Expedited Freight | expedited shipping | expedited shipments
Partial Truckload | =PTL | volume LTL > Less-Than-Truckload
Power-Only Freight | power only | power-only loads
Drop Trailer Programs | drop trailers | drop and hook
Cross-Border Freight | cross-border shipping | Mexico cross-border | US-Mexico cross-border > Import/Export
Dedicated Contract Carriage | =DCC > Fleet Management
Backhaul Planning | backhauls | backhaul > Load Planning
Delivery Appointment Scheduling | delivery appointments | pickup and delivery appointments | delivery scheduling > Dock Scheduling

## Insurance claims practice
Property Claims | property claims handling | property claim adjusting > Claims Adjusting
Homeowners Claims | homeowners insurance claims | homeowner claims > Property Claims
Auto Claims | automobile claims | auto insurance claims | motor claims > Claims Adjusting
Auto Physical Damage Claims | auto physical damage | =APD claims | vehicle damage claims | ?~=APD > Auto Claims
Commercial Property Claims > Property Claims
Commercial Auto Claims > Auto Claims
General Liability Claims | =GL claims | liability claims > Claims Adjusting
Bodily Injury Claims | =BI claims | injury claims | bodily injury > Claims Adjusting
Personal Injury Protection | =PIP claims | no-fault claims | ?=PIP > Auto Claims
Uninsured/Underinsured Motorist Claims | =UM/UIM | UM/UIM claims | uninsured motorist claims > Auto Claims
Flood Claims | flood insurance claims | =NFIP claims > Property Claims
Catastrophe Claims | =CAT claims | catastrophe adjusting | storm claims | hurricane claims > Property Claims
Large Loss Claims | large loss | complex property losses > Property Claims
Total Loss Valuation | total loss handling | total losses > Auto Claims
Salvage Recovery | salvage disposition | ~salvage > Auto Claims
Coverage Analysis | coverage analyses | coverage determination | coverage determinations | coverage evaluation > Claims Adjusting
Insurance Policy Interpretation | policy language interpretation | interpreting policy language | policy interpretation > Coverage Analysis
Reservation of Rights | reservation of rights letters | =ROR letters | =ROR letter > Coverage Analysis
Coverage Denial Letters | coverage denials | declination letters > Coverage Analysis
Recorded Statements | recorded statement | taking recorded statements > Claims Investigation
Claims Investigation | claim investigation | claims investigations > Claims Adjusting
Liability Determination | liability assessment | fault determination > Claims Investigation
Comparative Negligence | comparative fault | contributory negligence > Liability Determination
Field Inspections | field inspection > Claims Investigation
Roof Inspections | roof inspection | roof damage inspections > Field Inspections
Hail and Wind Damage Assessment | hail damage assessment | wind damage assessment | hail and wind claims | hail damage | wind damage > Roof Inspections
Damage Appraisal | vehicle damage appraisal | auto damage appraisal | physical damage appraisal > Auto Claims
Scope of Loss | damage scoping | loss scoping | scoping damages > Property Damage Estimating
Property Damage Estimating | property damage estimates | loss estimating > Property Claims
Replacement Cost Valuation | replacement cost value | =RCV | replacement cost > Property Damage Estimating
Actual Cash Value | actual cash value calculations | ?=ACV > Property Damage Estimating
Recoverable Depreciation | depreciation holdback > Property Damage Estimating
Contents Claims | ?contents inventory | personal property claims > Property Claims
Additional Living Expense | loss of use | =ALE > Homeowners Claims
Business Interruption Claims | business income claims > Commercial Property Claims
Case Reserving | setting reserves | reserve setting | case reserves > Loss Reserving
Claim Settlement | claims settlement | settling claims > Claims Adjusting
Claims Negotiation | claim negotiations > Claim Settlement
Proof of Loss | sworn proof of loss > Claims Investigation
Examinations Under Oath | examination under oath | =EUO > Claims Investigation
Special Investigations Unit Referrals | SIU referrals > Insurance Fraud Detection
Insurance Fraud Detection | insurance fraud | claims fraud detection > Fraud Detection
Litigated Claims Management | claims litigation management | litigated claims > Claims Adjusting
Appraisal Process | insurance appraisal | appraisal clause > Claim Settlement
Arbitration Forums | inter-company arbitration | intercompany arbitration > Subrogation
Claim File Documentation | claim file notes | claim documentation > Claims Adjusting
Unfair Claims Settlement Practices | Unfair Claims Settlement Practices Act | =UCSPA | unfair claims practices > Insurance Regulatory Compliance
California Fair Claims Settlement Practices Regulations | Fair Claims Settlement Practices Regulations > Unfair Claims Settlement Practices
Prompt Payment Statutes | prompt pay laws > Insurance Regulatory Compliance
Insurance Regulatory Compliance | state insurance regulations | insurance regulations | claims regulatory compliance
Bad Faith Claims Handling | insurance bad faith | bad faith claims | ~bad faith > Insurance Regulatory Compliance
National Flood Insurance Program | =NFIP > Flood Claims
Commercial General Liability | =CGL | general liability > General Liability Claims
Building Construction | building construction methods
Xactware | Verisk Xactware > Xactimate
XactAnalysis > Xactimate
XactContents > Contents Claims
Symbility | CoreLogic Symbility | Cotality Symbility | Symbility Mobile Claims > Property Damage Estimating
CCC ONE | CCC ONE Estimating > Damage Appraisal
Mitchell Estimating | Mitchell Cloud Estimating | Mitchell UltraMate | ~=Mitchell > Damage Appraisal
Audatex | Solera Audatex | Qapter > Damage Appraisal
EagleView | EagleView roof reports | EagleView Assess > Roof Inspections
HOVER 3D | Hover app | HOVER measurements > Property Damage Estimating
Matterport > Field Inspections
ISO ClaimSearch | ClaimSearch | Verisk ClaimSearch > Insurance Fraud Detection
CLUE Reports | Comprehensive Loss Underwriting Exchange | =CLUE > Claims Investigation
Duck Creek Claims > Duck Creek
Origami Risk > Claims Processing
Snapsheet > Auto Claims

## Insurance adjuster licences and certifications
Adjuster License | insurance adjuster license | claims adjuster license | adjuster licence | adjusters license | all-lines adjuster license > Claims Adjusting
Designated Home State License | designated home state adjuster license | =DHS adjuster license > Adjuster License
Texas Adjuster License | Texas all-lines adjuster license | =TX adjuster license | Texas adjuster licence > Adjuster License
Florida Adjuster License | =FL adjuster license | Florida all-lines adjuster license > Adjuster License
Florida 6-20 License | 6-20 license | Florida 6-20 all-lines adjuster | Florida 6-20 > Florida Adjuster License
Florida 7-20 License | 7-20 license | Florida 7-20 independent adjuster > Florida Adjuster License
Nebraska Adjuster License | =NE adjuster license | Nebraska adjuster licence > Adjuster License
California Adjuster License | California independent adjuster license | =CA adjuster license > Adjuster License
Georgia Adjuster License | =GA adjuster license > Adjuster License
Louisiana Adjuster License | =LA adjuster license > Adjuster License
New York Adjuster License | New York independent adjuster license | =NY adjuster license > Adjuster License
Haag Certified Inspector | Haag Certified Inspector - Residential Roofs | Haag certification | Haag certified > Roof Inspections
Haag Certified Inspector - Commercial Roofs | Haag commercial roofs certification > Haag Certified Inspector
Xactimate Certification | Xactimate certified > Xactimate
Associate in General Insurance | =AINS > Property and Casualty Insurance
Accredited Claims Adjuster > Claims Adjusting
Senior Claim Law Associate | =SCLA > Claims Adjusting
Associate in Insurance Services | =AIS designation | =AIS > Property and Casualty Insurance
Certified Insurance Counselor | =CIC designation | ?=CIC > Property and Casualty Insurance
Associate in Risk Management | =ARM designation > Property and Casualty Insurance
NFIP Flood Adjuster Certification | Flood Control Number | =FCN | NFIP flood certification > Flood Claims
Rope and Harness Certification | roof harness certification > Roof Inspections

## Litigation support software
eFileIL | eFile Illinois | Odyssey eFileIL | Illinois eFile | Illinois e-filing > Court Filing
eFileTexas | eFileTX | eFile Texas > Court Filing
=NYSCEF | New York State Courts Electronic Filing > Court Filing
TrueFiling > Court Filing
File & ServeXpress | File and ServeXpress > Court Filing
Odyssey File & Serve | Tyler Odyssey File & Serve | eFileAndServe > Court Filing
Florida Courts E-Filing Portal | Florida E-Filing Portal > Court Filing
One Legal > Court Filing
InfoTrack > Court Filing
NextGen CM/ECF > CM/ECF
Reveal Data | Reveal AI | Reveal eDiscovery > E-Discovery
Nextpoint > E-Discovery
Zapproved | ZDiscovery > Legal Hold
IPRO Eclipse | IPRO eCapture | =IPRO > E-Discovery
CloudNine | CloudNine Review > E-Discovery
Microsoft Purview eDiscovery | Office 365 eDiscovery | Microsoft 365 eDiscovery | Purview eDiscovery > E-Discovery
Google Vault > E-Discovery
Relativity Processing > Relativity
Relativity Assisted Review | Active Learning in Relativity > Technology-Assisted Review
LexisNexis Sanction | Sanction trial software | ~=Sanction > Trial Presentation
OnCue | OnCue trial presentation > Trial Presentation
TrialPad > Trial Presentation
LexisNexis TextMap | TextMap > Deposition Summaries
LawToolBox | LawToolBox365 > Docketing
Docket Alarm > Docketing
Docket Navigator > Docketing
CourtLink | Lexis CourtLink | LexisNexis CourtLink > Docketing
OpenText eDOCS | eDOCS DM | Hummingbird DM > Document Management
Litera Best Authority | Best Authority > Table of Authorities
Lex Machina > Legal Research
Opus 2 | Opus 2 Cases > Trial Preparation
Nuix Discover | Ringtail > E-Discovery

## Paralegal and legal support practice
Electronically Stored Information | ESI management | ?=ESI > E-Discovery
ESI Protocols | ESI protocol | ESI protocol negotiation > E-Discovery
Forensic Data Collection | forensic collections | data collection for litigation | defensible collection > E-Discovery
Early Case Assessment | =ECA > E-Discovery
Continuous Active Learning | =TAR 2.0 > Technology-Assisted Review
Load File Preparation | load files | =DAT files | =OPT files > Document Production
E-Discovery Processing | ESI processing | eDiscovery processing > E-Discovery
Search Term Development | search term reports | search term negotiation > Document Review
Clawback Agreements | Rule 502(d) orders | FRE 502(d) orders > Privilege Review
Protective Orders | protective order
Initial Disclosures | Rule 26 disclosures | Rule 26(a) disclosures > Written Discovery
Meet and Confer | meet-and-confer letters | meet and confer correspondence > Legal Discovery
Motions to Compel | motion to compel > Motion Practice
Sedona Principles | Sedona Conference principles > E-Discovery
Federal Rules of Appellate Procedure | =FRAP > Appellate Advocacy
Federal Rules of Criminal Procedure | =FRCrP > Criminal Law
~Local Rules | ~local rules | local court rules > Court Filing
State Rules of Civil Procedure | state civil procedure rules > Federal Rules of Civil Procedure
California Code of Civil Procedure | California CCP > State Rules of Civil Procedure
Texas Rules of Civil Procedure | =TRCP > State Rules of Civil Procedure
Illinois Supreme Court Rules > State Rules of Civil Procedure
New York CPLR | =CPLR | Civil Practice Law and Rules > State Rules of Civil Procedure
Rules-Based Calendaring | rules-based docketing | court deadline calendaring > Docketing
Trial Presentation | trial presentation software > Trial Preparation
Deposition Scheduling | deposition notices | scheduling depositions | noticing depositions | notices of deposition > Deposition Preparation
Deposition Designations | deposition designations and counter-designations | page-line designations > Trial Preparation
Jury Instructions | proposed jury instructions | jury instruction drafting > Trial Preparation
Voir Dire | jury selection > Trial Preparation
Motions in Limine | motion in limine > Trial Preparation
Pretrial Orders | pretrial statements | final pretrial order | joint pretrial order > Trial Preparation
Demonstrative Exhibits | demonstratives | trial demonstratives > Exhibit Preparation
Expert Witness Coordination | expert witness management | expert witnesses > Trial Preparation
Public Records Research | public records searches | court records research > Legal Research
Service of Subpoenas | subpoena service | serving subpoenas > Subpoenas
Records Depositions | deposition on written questions | =DWQ > Subpoenas
Mediation Statements | mediation briefs > Alternative Dispute Resolution
Appellate Record Preparation | record on appeal | appendix preparation | appellate appendices > Appellate Advocacy
Litigation Budgets | litigation budgeting | case budgets > Legal Billing
Complex Litigation | complex commercial litigation > Litigation
Employment Litigation > Litigation
Securities Litigation > Litigation
Intellectual Property Litigation | =IP litigation > Litigation
Patent Litigation > Intellectual Property Litigation

## Legal software and credentials
Relativity Certified Administrator | RelativityOne Certified Administrator | ?=RCA > Relativity
Relativity Certified User | =RCU > Relativity
Relativity Review Specialist > Relativity
Relativity Analytics Specialist > Relativity
Relativity Processing Specialist > Relativity
Everlaw Certified Professional | Everlaw certification > Everlaw
Advanced Certified Paralegal | NALA Advanced Certified Paralegal | ?=ACP > Certified Paralegal
NALS Professional Paralegal | NALS PP | Professional Paralegal certification > Certified Paralegal
NALS Accredited Legal Professional | =ALP certification | =ALP > Certified Paralegal
Florida Registered Paralegal | =FRP > Certified Paralegal
TBLS Board Certified Paralegal | Texas Board of Legal Specialization paralegal certification > Certified Paralegal

## Networking
Cisco Catalyst | Catalyst switches | Cisco Catalyst switches > Cisco Networking
Cisco Nexus | Nexus switches | Cisco Nexus switches > Cisco Networking, Data Center Networking
Cisco IOS-XE | IOS-XE | IOS XE > Cisco IOS
Cisco IOS-XR | IOS-XR | IOS XR > Cisco IOS
Cisco NX-OS | NX-OS > Cisco Nexus
Cisco Identity Services Engine | Cisco ISE > Network Access Control
Network Access Control | =NAC > Network Security
802.1X | IEEE 802.1X | 802.1X authentication > Network Access Control
Palo Alto Panorama | ~=Panorama > Palo Alto Networks
GlobalProtect | Palo Alto GlobalProtect > Virtual Private Network
Infoblox | Infoblox DDI > DNS
SolarWinds Network Performance Monitor | SolarWinds NPM > SolarWinds
Data Center Networking | data center network
VXLAN EVPN | EVPN-VXLAN | BGP EVPN | =EVPN > Data Center Networking
VXLAN | Virtual Extensible LAN > Data Center Networking
Cisco ACI | Cisco Application Centric Infrastructure > Data Center Networking
Arista Networks | Arista EOS | ~=Arista > Data Center Networking
CCNP Enterprise | =ENCOR > Cisco Certified Network Professional
CCNP Security > Cisco Certified Network Professional
CCNP Data Center > Cisco Certified Network Professional
Palo Alto Networks Certified Network Security Engineer | =PCNSE > Palo Alto Networks
Fortinet NSE Certification | Fortinet NSE 4 | =NSE 4 > Fortinet
Cisco Firepower | Firepower Threat Defense | =FTD | Cisco Secure Firewall | ~=Firepower > Firewall Administration
Cisco Wireless LAN Controllers | Cisco WLC | wireless LAN controllers > Wireless Networking
Wireless Site Surveys | wireless site survey | Ekahau > Wireless Networking
NetFlow | =sFlow | IPFIX > Network Monitoring
First Hop Redundancy Protocols | =HSRP | =VRRP > Routing and Switching
Network Source of Truth | NetBox | Nautobot > Network Automation
Netmiko | =NAPALM > Network Automation
Network Segmentation | microsegmentation | micro-segmentation > Network Security
Zero Trust Network Access | =ZTNA > Network Security

## Business analysis practice
Business Requirements Documents | business requirements document | =BRD | business requirements documentation > Requirements Gathering
Use Cases | use case modeling | use case diagrams > Requirements Gathering
Gap Analysis | gap assessments > Business Analysis
Business Process Mapping | process mapping | process maps | current-state and future-state mapping | as-is and to-be process mapping > Business Process Modeling
Business Process Modeling | =BPMN | Business Process Model and Notation | process modeling > Business Analysis
Business Analysis | business systems analysis
Data Mapping | data mapping documents | source-to-target mapping | field mapping > Data Migration
UAT Test Scripts | test scripts | test script writing > User Acceptance Testing
Requirements Workshops | facilitated workshops | =JAD sessions | joint application design > Requirements Gathering
Certified Business Analysis Professional | =CBAP > Business Analysis
Certification of Capability in Business Analysis | =CCBA > Business Analysis
Entry Certificate in Business Analysis | =ECBA > Business Analysis
IIBA Agile Analysis Certification | =IIBA-AAC > Business Analysis
BABOK | BABOK Guide > Business Analysis
Core Banking Systems | core banking | core banking platform | core processing systems
Fiserv DNA | Fiserv Premier > Core Banking Systems

## Customer success practice

## Product management practice
Pragmatic Institute Certification | Pragmatic Institute | =PMC Pragmatic | Pragmatic Marketing | Pragmatic Marketing Certified > Product Management
`;
