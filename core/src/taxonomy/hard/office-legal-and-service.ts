// Skill data in the line format of ../README.md: office administration, recruiting, procurement, contact centers, immigration and other legal work, property management and event planning.
export default String.raw`
## Administrative and executive support tools
# Travel and expense
SAP Concur Request | Concur Request | Concur travel requests > SAP Concur
SAP Concur Invoice | Concur Invoice > SAP Concur
Amex GBT | American Express Global Business Travel | Amex Global Business Travel | Amex Travel > Travel Arrangements
Travel Management Companies | travel management company | =TMC bookings > Travel Arrangements
Travel Policy Compliance | corporate travel policy | travel policy > Travel Arrangements
Passport and Visa Coordination | travel visa applications | passport and visa processing | business visa coordination > Travel Arrangements
# Microsoft 365, Google Workspace and other office tools
Microsoft Forms | MS Forms > Microsoft Office
Microsoft Lists | SharePoint Lists > Microsoft SharePoint
Microsoft Teams Rooms | Teams Rooms > Microsoft Teams
Zoom Rooms > Zoom
Google Sites > Google Workspace
Google Chat | Google Hangouts Chat > Google Workspace
Google Apps Script | Apps Script > Google Workspace
Google Voice > Google Workspace
Nitro PDF | Nitro Pro > Adobe Acrobat
Foxit PDF Editor | Foxit PhantomPDF | Foxit > Adobe Acrobat
Stamps.com > Mail Handling
Audio-Visual Setup | =AV setup | =AV equipment | audiovisual setup | audio-visual equipment | =AV support | conference room AV
# Boards, governance support and records
Robert's Rules of Order | Roberts Rules of Order | Robert's Rules | Roberts Rules | parliamentary procedure > Board Minutes
Board Book Preparation | board books | board packets | board materials > Board Meeting Preparation
Board Portals | board portal | board portal software > Board Meeting Preparation
Nasdaq Boardvantage | Boardvantage > Board Portals
OnBoard Board Portal | Passageways OnBoard > Board Portals
BoardDocs | Diligent BoardDocs > Board Portals
Annual Shareholder Meetings | annual meeting of shareholders | shareholder meetings | annual meeting preparation > Corporate Governance
Information Governance | records and information management | =RIM program > Records Management
Iron Mountain | Iron Mountain records storage > Records Management
Offsite Records Storage | records storage | off-site records storage | records archiving > Records Management
Electronic Records Management | electronic recordkeeping | electronic records > Records Management
ISO 15489 > Records Management
Certified Records Manager | =ICRM certification | ?CRM > Records Management
Information Governance Professional | =IGP certification | ?=IGP > Information Governance
# Notary work
Remote Online Notarization | =RON | online notarization | remote notarization > Notary Public
Notary Signing Agent | loan signing agent | certified signing agent | loan signings > Notary Public
Document Notarization | notarization | notarizations | notarizing documents | notarial acts | acknowledgments and jurats > Notary Public
Apostille | apostilles | apostille processing | apostille certification | document legalization | consular legalization
# Facilities and vendor tasks
Integrated Workplace Management Systems | =IWMS | integrated workplace management system > Facilities Management
Planon > Integrated Workplace Management Systems
Desk Booking | hot desking | desk hoteling | office hoteling | desk reservations | hoteling > Conference Room Scheduling

## Recruiting and talent acquisition
# Applicant tracking and staffing systems
Ashby | Ashby ATS | AshbyHQ > Applicant Tracking System
Recruitee > Applicant Tracking System
Teamtailor > Applicant Tracking System
Breezy HR | BreezyHR > Applicant Tracking System
Zoho Recruit > Applicant Tracking System
ClearCompany > Applicant Tracking System
PeopleFluent > Applicant Tracking System
Oracle Recruiting Cloud | Oracle Recruiting | Oracle Fusion Recruiting > Applicant Tracking System
SAP SuccessFactors Recruiting | SuccessFactors Recruiting | SuccessFactors Recruiting Management > SAP SuccessFactors
=Paradox | Paradox Olivia | Paradox.ai > Applicant Tracking System
JobDiva > Applicant Tracking System
Ceipal | CEIPAL ATS > Applicant Tracking System
Avionte | Avionté > Applicant Tracking System
JobAdder > Applicant Tracking System
Recruitment CRM | recruiting CRM | candidate relationship management | talent CRM > Candidate Sourcing
# Sourcing tools and job distribution
Entelo > Candidate Sourcing
LinkedIn Talent Insights > Talent Mapping
Programmatic Job Advertising | programmatic recruitment advertising | programmatic job ads > Job Postings
Appcast > Programmatic Job Advertising
Joveo > Programmatic Job Advertising
PandoLogic | pandoIQ > Programmatic Job Advertising
=Monster | Monster.com > Job Boards
CareerBuilder > Job Boards
Wellfound | AngelList Talent > Job Boards
USAJOBS | USA Jobs > Job Boards
# Interviewing, assessment and offers
Interview Scorecards | interview scorecard | candidate scorecards | interview rubrics > Structured Interviewing
Competency-Based Interviewing | competency-based interviews | competency based interviewing > Behavioral Interviewing
STAR Interview Method | STAR method | STAR technique | STAR interviewing > Behavioral Interviewing
Interviewer Training | interview training | interviewer certification > Structured Interviewing
Technical Screening | technical screens | technical phone screens | technical pre-screening > Technical Recruiting
Coding Assessments | coding challenges | coding tests | coding assessment platforms > Candidate Assessment
HackerRank > Coding Assessments
Codility > Coding Assessments
CodeSignal > Coding Assessments
CoderPad > Coding Assessments
=Karat | Karat interviewing > Technical Screening
TestGorilla > Candidate Assessment
Criteria Cognitive Aptitude Test | =CCAT | Criteria Corp > Candidate Assessment
=SHL | SHL assessments | SHL tests > Candidate Assessment
Spark Hire > HireVue
Offer Management | offer approvals | offer packages > Offer Letters
# Metrics
Time to Hire > Recruiting Metrics
Cost per Hire | cost-per-hire > Recruiting Metrics
Quality of Hire > Recruiting Metrics
Offer Acceptance Rate | offer acceptance rates | offer accept rate > Recruiting Metrics
Source of Hire | source-of-hire reporting > Recruiting Metrics
Recruiting Funnel Metrics | pass-through rates | recruiting pass-through rates | recruiting funnel analytics > Recruiting Metrics
# Campus and early careers
Early Career Recruiting | early talent recruiting | early careers recruiting | new grad recruiting > Campus Recruiting
RippleMatch > Campus Recruiting
WayUp > Campus Recruiting
# Staffing and search
Retained Search | retained executive search | retained recruiting > Executive Search
Contingency Search | contingent search | contingency recruiting > Recruiting
Temporary Staffing | temp staffing | temporary placements | temp placements > Recruiting
Direct Hire Placement | direct hire recruiting | permanent placement recruiting | perm placements > Candidate Placement
Vendor Management Systems | vendor management system | VMS platforms > Contingent Workforce Management
# Hiring compliance and reporting
Applicant Flow Logs | applicant flow data | applicant flow log > OFCCP Compliance
Internet Applicant Rule | internet applicant recordkeeping > OFCCP Compliance
VEVRAA | Vietnam Era Veterans' Readjustment Assistance Act > OFCCP Compliance
Section 503 of the Rehabilitation Act | Section 503 > OFCCP Compliance
Executive Order 11246 | =EO 11246 | =E.O. 11246 > OFCCP Compliance
Adverse Impact Analysis | adverse impact | disparate impact analysis | four-fifths rule | 80% rule > Affirmative Action Plans
Voluntary Self-Identification | self-identification forms | self-ID forms | =CC-305 | voluntary self-ID > OFCCP Compliance
VETS-4212 | =VETS-4212 report | VETS-4212 reporting > OFCCP Compliance
EEO-4 Reporting | =EEO-4 | EEO-4 reports > Equal Employment Opportunity
# Recruiting credentials
AIRS Certified Diversity and Inclusion Recruiter | Certified Diversity and Inclusion Recruiter | Certified Diversity Recruiter | ?=CDR > Diversity Recruiting

## Procurement and strategic sourcing
# Sourcing events and methods
RFP Development | RFP drafting | RFP creation | RFP issuance | solicitation development | drafting RFPs > RFx Process
Bid Evaluation | proposal evaluation | bid tabulation | bid tabulations | bid evaluations | bid tabs > RFx Process
Competitive Bidding | competitive bids | competitive quotes | competitive solicitations > RFx Process
Reverse Auctions | reverse auction | e-auctions | online reverse auctions > Strategic Sourcing
E-Sourcing | eSourcing | sourcing events | sourcing event management > Strategic Sourcing
Sole Source Justification | sole source procurement | sole source justifications | single source justification | sole source | sole-source > Procurement
Supplier Negotiations | supplier negotiation | vendor negotiations | vendor negotiation > Contract Negotiation
BATNA | best alternative to a negotiated agreement > Contract Negotiation
Kraljic Matrix | Kraljic portfolio matrix | Kraljic model > Category Management
Category Strategy | category strategies | category plans | category sourcing strategies > Category Management
Supply Market Analysis | supply market intelligence | supplier market research | market intelligence for sourcing > Category Management
IT Procurement | software procurement | technology procurement | SaaS procurement | IT sourcing > Procurement
Sustainable Procurement | sustainable sourcing | responsible sourcing | green procurement | ethical sourcing > Procurement
# Spend and cost
Tail Spend Management | tail spend | tail-spend management > Spend Analysis
Maverick Spend | off-contract spend | rogue spend | maverick spending > Spend Analysis
Spend Classification | spend categorization | spend taxonomy | spend cube > Spend Analysis
UNSPSC | United Nations Standard Products and Services Code | UNSPSC codes > Spend Classification
Cost and Price Analysis | price analysis | cost analysis of proposals | cost/price analysis > Should-Cost Analysis
Cost Avoidance | cost avoidance tracking > Procurement Savings Tracking
Procurement Savings Tracking | savings tracking | cost savings tracking | procurement savings reporting | savings validation > Strategic Sourcing
Purchase Price Variance | =PPV | =PPV analysis | purchase price variances > Procurement
# Purchasing operations
Blanket Purchase Orders | blanket POs | blanket orders | blanket purchase agreements > Purchase Order Management
PunchOut Catalogs | punchout | punch-out catalogs | cXML punchout > E-Procurement
Supplier Onboarding | vendor onboarding | supplier enablement | supplier registration > Vendor Management
Supplier Diversity | supplier diversity programs | diverse suppliers | diverse spend | supplier diversity reporting > Procurement
Supplier Risk Management | supplier risk | supplier risk assessments | vendor risk assessments | vendor risk management | supplier risk monitoring > Vendor Management
Third-Party Risk Management | =TPRM | third-party risk | third-party risk assessments
Vendor Agreements | supplier agreements | supply agreements | vendor contracts | supplier contracts > Contract Administration
Contract Compliance | supplier contract compliance | contract compliance monitoring | contract compliance audits > Contract Administration
Group Purchasing Organizations | group purchasing organization | group purchasing | group purchasing contracts | ?=GPO > Procurement
# Public sector purchasing
Public Procurement | public sector procurement | government procurement | government purchasing | public purchasing > Procurement
Invitation for Bid | =IFB | invitation to bid | =ITB | invitations for bid > Public Procurement
Federal Acquisition Regulation | FAR clauses | FAR compliance | FAR/DFARS | ?=FARs | =FAR > Public Procurement
DFARS | Defense Federal Acquisition Regulation Supplement | DFARS clauses > Federal Acquisition Regulation
GSA Schedules | GSA Multiple Award Schedule | GSA schedule contracts | =GSA MAS | GSA Advantage > Public Procurement
Cooperative Purchasing | cooperative contracts | cooperative purchasing agreements | piggyback contracts > Public Procurement
Sourcewell > Cooperative Purchasing
Government Contracts | government contracting | federal contracting | federal government contracts | government contract administration
# Procurement software
Ivalua > E-Procurement
GEP SMART | =GEP procurement software > E-Procurement
Zycus > E-Procurement
Fairmarkit > E-Sourcing
Workday Strategic Sourcing | Scout RFP > E-Sourcing
Oracle Procurement Cloud | Oracle Fusion Procurement | Oracle Procurement > E-Procurement
Oracle iProcurement | iProcurement > E-Procurement
PeopleSoft eProcurement | PeopleSoft Purchasing > E-Procurement
Tradeshift > Procure-to-Pay
Bonfire | Bonfire Interactive | Bonfire sourcing > Public Procurement
Sievo > Spend Analysis
EcoVadis | EcoVadis ratings > Sustainable Procurement
Aravo > Third-Party Risk Management
GHX | Global Healthcare Exchange > E-Procurement
# Procurement credentials
Certified Public Procurement Officer | =CPPO > Public Procurement
Certified Professional Public Buyer | =CPPB > Public Procurement
NIGP Certified Procurement Professional | =NIGP-CPP | =NIGP CPP > Public Procurement
Certified Federal Contracts Manager | =CFCM > Government Contracts
Certified Professional Contracts Manager | =CPCM > Contract Administration
Federal Acquisition Certification in Contracting | =FAC-C > Government Contracts

## Customer service and contact centers
# CRM, telephony and contact center platforms
Microsoft Dynamics 365 Customer Service | Dynamics 365 Customer Service | Dynamics CRM Customer Service > Ticketing Systems
Oracle Service Cloud | Oracle RightNow | RightNow CX > Ticketing Systems
Zendesk Talk > Zendesk
Amazon Connect > Call Center Operations
Cisco Finesse > Call Center Operations
Cisco Unified Contact Center Enterprise | =UCCE | Cisco UCCX | =UCCX > Call Center Operations
Webex Contact Center | Cisco Webex Contact Center > Call Center Operations
Twilio Flex > Call Center Operations
=Mitel | Mitel phone systems > Multi-Line Phone Systems
NICE IEX | =IEX WFM | IEX TotalView > Contact Center Workforce Management
NICE Nexidia | Nexidia > Speech Analytics
CallMiner | CallMiner Eureka > Speech Analytics
Observe.AI > Speech Analytics
eGain > Knowledge Base Management
LanguageLine Solutions | LanguageLine | Language Line | over-the-phone interpretation > Phone Support
Contact Center as a Service | =CCaaS > Call Center Operations
Computer Telephony Integration | computer-telephony integration | =CTI screen pops | ?=CTI > Call Center Operations
Predictive Dialers | predictive dialer | auto dialers | power dialers | autodialer > Outbound Calling
Skills-Based Routing | skill-based routing | skills based routing > Automatic Call Distribution
# Contact center metrics and quality
Agent Occupancy | contact center occupancy | agent occupancy rate > Contact Center Workforce Management
Agent Shrinkage | contact center shrinkage | call center shrinkage > Contact Center Workforce Management
Real-Time Adherence | =RTA monitoring | real-time adherence monitoring > Schedule Adherence
Average Hold Time | hold time | hold times > Average Handle Time
Speech Analytics | interaction analytics | voice analytics > Call Quality Monitoring
Closed-Loop Feedback | closed-loop feedback process | closing the loop with detractors > Net Promoter Score
Call Disposition | call dispositions | disposition codes | call dispositioning > Inbound Call Handling
Knowledge-Centered Service | =KCS | KCS methodology | knowledge-centered support > Knowledge Base Management
COPC Standard | =COPC | COPC certification | COPC CX Standard > Call Center Operations
# Billing, payments and utility service calls
Payment Arrangements | payment arrangement | payment plan setup | promise to pay | promise-to-pay > Billing Inquiries
Billing Adjustments | account adjustments | account credits | billing corrections | bill adjustments > Billing Inquiries
High Bill Complaints | high bill inquiries | high bill investigations > Billing Inquiries
Budget Billing | levelized billing | average monthly billing | equal payment plan > Billing Inquiries
Utility Service Orders | start/stop/transfer service | start, stop and transfer requests | connect and disconnect orders | disconnect and reconnect orders | service connects and disconnects > Billing Inquiries
Outage Call Handling | outage calls | outage reporting | power outage calls | outage inquiries > Outage Communications
Utility Billing Systems | utility billing | utility customer information system | utility CIS > Billing Inquiries
Oracle Customer Care and Billing | Oracle CC&B | =CC&B > Utility Billing Systems
SAP IS-U | SAP for Utilities | SAP ISU | SAP IS-U/CCS > Utility Billing Systems
LIHEAP | Low Income Home Energy Assistance Program | energy assistance programs > Payment Arrangements
Bilingual Customer Service | bilingual support | bilingual customer support | bilingual English/Spanish support > Bilingual

## Immigration law practice
# Nonimmigrant visas
L-1 Visas | =L-1 | =L-1A | =L-1B | L-1 visa | L-1 petitions | Blanket L | blanket L petitions | intracompany transferee petitions > Immigration Law
O-1 Visas | =O-1 | =O-1A | =O-1B | O-1 visa | O-1 petitions | extraordinary ability visas > Immigration Law
TN Visas | TN visa | TN status | TN visa status | USMCA professionals | NAFTA professionals | TN applications > Immigration Law
E-2 Treaty Investor Visas | =E-2 | E-2 visa | E-2 visas | treaty investor visas | E-2 treaty investor > Immigration Law
E-3 Visas | E-3 visa | E-3 Australian specialty occupation | E-3 petitions > Immigration Law
H-2A Visas | =H-2A | H-2A visa | H-2A program | H-2A petitions > Immigration Law
H-2B Visas | =H-2B | H-2B visa | H-2B program | H-2B petitions > Immigration Law
H-4 Visas | =H-4 | H-4 visa | H-4 EAD | H-4 dependents > H-1B Petitions
H-1B Cap Registration | H-1B cap | H-1B lottery | H-1B registration | H-1B cap petitions > H-1B Petitions
H-1B Extensions and Amendments | H-1B extensions | H-1B amendments | H-1B transfers | change of employer petitions > H-1B Petitions
J-1 Waivers | J-1 waiver | Conrad 30 | Conrad 30 waivers | two-year home residency waiver > Immigration Law
Optional Practical Training | STEM OPT | STEM OPT extension | OPT EAD | =F-1 OPT > Immigration Law
Form I-20 | I-20 issuance | I-20 forms > SEVIS
U Visas | U visa | =I-918 | U nonimmigrant status | U visa certifications > Immigration Law
T Visas | T visa | =I-914 | T nonimmigrant status > Immigration Law
# Immigrant visas and green cards
Employment-Based Immigration | business immigration | corporate immigration | employment-based green cards | employment-based petitions > Immigration Law
Family-Based Immigration | family immigration | family-based petitions | family-based green cards > Immigration Law
EB-1 Petitions | =EB-1 | =EB-1A | =EB-1B | =EB-1C | EB-1 green card | multinational manager petitions > Employment-Based Immigration
EB-2 Petitions | =EB-2 | EB-2 green card > Employment-Based Immigration
National Interest Waiver | =NIW | EB-2 NIW | national interest waivers > EB-2 Petitions
EB-3 Petitions | =EB-3 | EB-3 green card > Employment-Based Immigration
EB-5 Immigrant Investor Program | =EB-5 | EB-5 visas | EB-5 investor | =I-526 | =I-526E | =I-829 > Employment-Based Immigration
Consular Processing | =NVC processing | National Visa Center | immigrant visa processing | visa interview preparation | =NVC > Immigration Law
Visa Bulletin | priority dates | priority date tracking | visa bulletin tracking > Employment-Based Immigration
Naturalization | citizenship applications | naturalization applications | =N-400 | Form N-400 > Immigration Law
Removal of Conditions | =I-751 | Form I-751 | removal of conditions petitions > Immigration Law
Affidavit of Support | =I-864 | Form I-864 > Family-Based Immigration
DACA | Deferred Action for Childhood Arrivals | DACA renewals > Immigration Law
Temporary Protected Status | TPS applications | TPS re-registration > Immigration Law
Special Immigrant Juvenile Status | =SIJS | =SIJ petitions > Immigration Law
VAWA Self-Petitions | =VAWA | VAWA petitions | =I-360 > Immigration Law
Asylum Applications | asylum | =I-589 | affirmative asylum | defensive asylum | asylum cases > Immigration Law
Unlawful Presence Waivers | =I-601 | =I-601A | provisional unlawful presence waivers | inadmissibility waivers | waivers of inadmissibility > Immigration Law
# USCIS and DOL forms
Form I-129 | =I-129 | I-129 petitions | petition for a nonimmigrant worker > USCIS Filings
Form I-140 | =I-140 | I-140 petitions | immigrant petition for alien workers > Employment-Based Immigration
Form I-765 | =I-765 | I-765 applications > Employment Authorization Document
Employment Authorization Document | =EAD | =EADs | EAD card | EAD applications > Immigration Law
Form I-131 | =I-131 | advance parole | reentry permits | travel document applications > USCIS Filings
Form I-130 | =I-130 | petition for alien relative > Family-Based Immigration
Form I-539 | =I-539 | change/extension of status | extension of stay | change of status | extension of status > USCIS Filings
Premium Processing | =I-907 | Form I-907 | premium processing requests > USCIS Filings
Form I-94 | I-94 records | I-94 arrival records | I-94 > Immigration Law
Form G-28 | =G-28 | notice of entry of appearance > USCIS Filings
Form DS-160 | =DS-160 | nonimmigrant visa application > Consular Processing
Form DS-260 | =DS-260 | immigrant visa application > Consular Processing
Labor Condition Application | ~=LCA | ~=LCAs | =ETA-9035 | ETA Form 9035 | labor condition applications > H-1B Petitions
LCA Public Access Files | public access files | public access file > Labor Condition Application
Prevailing Wage Determinations | prevailing wage requests | =ETA-9141 | ETA Form 9141 | prevailing wage analysis > PERM Labor Certification
Form ETA-9089 | =ETA-9089 | ETA Form 9089 > PERM Labor Certification
PERM Recruitment | PERM advertising | PERM recruitment reports | PERM ads | PERM audit responses > PERM Labor Certification
DOL FLAG System | FLAG system | Foreign Labor Application Gateway | =OFLC | Office of Foreign Labor Certification | =FLAG > PERM Labor Certification
Requests for Evidence | =RFE | =RFEs | RFE responses | request for evidence responses | responding to RFEs > USCIS Filings
Notice of Intent to Deny | =NOID | =NOIDs | NOID responses > USCIS Filings
I-9 Audits | Form I-9 audits | I-9 remediation | I-9 internal audits > Form I-9
FDNS Site Visits | =FDNS | H-1B site visits > H-1B Petitions
# Law, regulations and forums
U.S. Citizenship and Immigration Services | =USCIS | USCIS adjudications | USCIS procedures > USCIS Filings
Immigration and Nationality Act | =INA > Immigration Law
8 CFR | Title 8 Code of Federal Regulations | =8 C.F.R. > Immigration Law
20 CFR Part 656 | 20 CFR 656 > PERM Labor Certification
Removal Defense | removal proceedings | deportation defense | removal defense cases > Immigration Law
Immigration Court Practice | =EOIR | immigration court | Executive Office for Immigration Review | =ECAS | EOIR filings > Removal Defense
Board of Immigration Appeals | =BIA appeals | =BIA briefs > Immigration Court Practice
DOJ Accredited Representative | accredited representative | =EOIR accreditation | partially accredited representative > Immigration Law
# Other countries
Labour Market Impact Assessment | =LMIA | LMIA applications > Immigration Law
UK Skilled Worker Visas | Skilled Worker visa | Tier 2 visas | certificate of sponsorship | certificates of sponsorship | UK sponsor licence > Immigration Law
# Immigration case management software
INSZoom | Mitratech INSZoom > Legal Case Management
LawLogix | LawLogix Edge | LawLogix Guardian > Legal Case Management
Docketwise > Legal Case Management
eImmigration | Cerenade eImmigration | Cerenade > Legal Case Management
Envoy Global | ?~=Envoy > Employment-Based Immigration

## Contracts, compliance and legal operations
# Contracts
Contract Playbooks | negotiation playbooks | contract negotiation playbooks | legal playbooks > Contract Review
Clause Libraries | clause library | contract clause library | fallback clauses > Contract Drafting
Contract Abstraction | contract abstracts | contract metadata extraction | contract summaries > Contract Lifecycle Management
Uniform Commercial Code | UCC Article 2 | UCC Article 9
Software License Agreements | =EULA | =EULAs | end user license agreements | SaaS agreements | software licensing agreements | subscription agreements > Licensing Agreements
Distribution Agreements | distributor agreements | reseller agreements | channel partner agreements
Independent Contractor Agreements | consulting agreements | consultant agreements | contractor agreements
~Letters of Intent | ~letters of intent | =LOI | =LOIs
Memorandums of Understanding | memorandum of understanding | memoranda of understanding | =MOU | =MOUs
SirionLabs | Sirion > Contract Lifecycle Management
Evisort > Contract Lifecycle Management
ContractWorks > Contract Lifecycle Management
# Compliance
Foreign Corrupt Practices Act | =FCPA | anti-bribery and corruption | anti-corruption compliance | anti-bribery compliance
Ethics and Compliance Hotlines | ethics hotline | whistleblower hotline | compliance hotline | whistleblower programs | hotline case management
NAVEX | NAVEX Global | EthicsPoint | NAVEX EthicsPoint > Ethics and Compliance Hotlines
Policy and Procedure Management | policy and procedure administration | policy lifecycle management
NAVEX PolicyTech | PolicyTech > Policy and Procedure Management
Conflict of Interest Disclosures | conflict of interest management | conflicts of interest disclosures | conflict of interest program | conflict of interest reviews | ?=COI
Third-Party Due Diligence | third-party compliance due diligence | =TPDD | vendor due diligence | third-party screening > Third-Party Risk Management
Certified Compliance and Ethics Professional | =CCEP | =CCEP-I | CCEP certification
# Legal operations and e-billing
Legal Operations | legal ops | legal department operations
Matter Management | legal matter management | matter intake | matter management systems > Legal Operations
Outside Counsel Management | managing outside counsel | outside counsel coordination | panel counsel management > Legal Operations
Legal Spend Management | legal spend | legal spend analytics | legal e-billing | legal invoice review > Legal Billing
Legal Tracker | Thomson Reuters Legal Tracker | Serengeti Tracker > Legal Spend Management
Brightflag > Legal Spend Management
Mitratech TeamConnect | TeamConnect > Matter Management
Onit | Onit Enterprise Legal Management > Matter Management
SimpleLegal > Legal Spend Management
CounselLink | LexisNexis CounselLink > Legal Spend Management
# Litigation and legal support
Judgment Enforcement | post-judgment collections | judgment collections | writs of execution | writs of garnishment | post-judgment discovery > Litigation
Legal Terminology | legal vocabulary
Legal Transcription | legal dictation > Transcription

## Real estate and property management
# Property management software
AppFolio | AppFolio Property Manager | AppFolio Property Management
MRI Software | MRI Property Management | MRI Residential Management | MRI Commercial Management | MRI Qube
Entrata
RealPage | RealPage OneSite | OneSite | OneSite Leasing & Rents
RealPage Revenue Management | YieldStar | Lease Rent Options | =LRO > RealPage
Buildium
Rent Manager
Yardi Breeze > Yardi
Yardi RentCafe | RentCafe > Yardi
=VTS | VTS leasing | VTS Lease
CoStar | CoStar Suite | CoStar Group
LoopNet > CoStar
TransUnion SmartMove | SmartMove > Tenant Screening
# Real estate sales tools
Multiple Listing Service | =MLS listings | MLS systems | Matrix MLS | MLS database | =MLS
Dotloop
SkySlope
# Property management practice
Property Management | residential property management | commercial property management | multifamily property management | rental property management
Residential Leasing | apartment leasing | multifamily leasing | leasing consulting > Property Management
Commercial Leasing | commercial lease negotiations | office leasing | retail leasing > Property Management
Tenant Screening | resident screening | rental applicant screening | tenant background checks | rental applications > Residential Leasing
Guest Cards | guest card follow-up | prospect guest cards | guest card management > Residential Leasing
Lease Preparation | lease agreements | rental agreements | lease execution | lease paperwork > Residential Leasing
Lease Renewals | lease renewal | renewal leases | lease renewal offers > Property Management
Lease-Up | lease-ups | new construction lease-up | lease-up marketing > Residential Leasing
Rent Collection | rent collections | collecting rent > Property Management
Rent Delinquency Management | rent delinquency | delinquent rent collection > Rent Collection
Notices to Vacate | 3-day notices | three-day notices | notices to pay or quit | eviction notices | notices to quit > Landlord-Tenant Law
Unlawful Detainer Actions | unlawful detainer | unlawful detainers | eviction filings > Landlord-Tenant Law
Move-In and Move-Out Inspections | move-out inspections | move-in inspections | unit inspections | move-in/move-out inspections > Property Management
Unit Turns | unit turnover | unit make-ready | ?make readies | turn schedules > Property Management
Property Inspections | property inspection | property condition inspections > Property Management
Security Deposit Dispositions | security deposit accounting | security deposit reconciliation | deposit dispositions | security deposit returns > Property Accounting
Rent Rolls | rent roll | rent roll reconciliation | rent roll management > Property Accounting
Owner Reporting | owner statements | owner reports | monthly owner reports | owner distributions > Property Accounting
Property Operating Budgets | property budgets | annual property budgets | property budgeting > Property Accounting
Net Operating Income | =NOI analysis | net operating income analysis | =NOI > Property Accounting
Operating Expense Reconciliations | operating expense reconciliation | =OpEx reconciliations | expense recovery reconciliations | tenant recoveries | expense recoveries > CAM Reconciliations
Common Area Maintenance | =CAM charges | =CAM budgets | common area maintenance charges > CAM Reconciliations
Percentage Rent | percentage rent calculations | percentage rent reporting > Lease Administration
Ratio Utility Billing System | =RUBS | utility billback | utility billbacks | utility bill-back > Property Accounting
Triple Net Leases | triple net | =NNN | =NNN leases | triple-net leases > Lease Administration
Ground Leases | ground lease | ground lease administration > Lease Administration
# Community associations
Community Association Management | =HOA management | homeowners association management | condominium association management | condo association management
Reserve Studies | reserve study | =HOA reserve studies > Community Association Management
CC&Rs | covenants, conditions and restrictions | =CC&R | covenants conditions and restrictions > Community Association Management
Certified Manager of Community Associations | =CMCA > Community Association Management
# Housing regulation and affordable housing compliance
Rent Stabilization | rent control | rent-stabilized units | rent stabilization laws | rent regulated apartments
Affordable Housing Compliance | affordable housing | income-restricted housing compliance | affordable housing programs
Section 42 Compliance | Section 42 | tax credit compliance | LIHTC compliance > Low-Income Housing Tax Credit
Tenant Income Certifications | tenant income certification | income certifications | annual recertifications | resident recertifications > Affordable Housing Compliance
HUD Multifamily Housing | HUD housing programs | HUD-assisted housing | HUD compliance | HUD regulations | HUD multifamily programs > Affordable Housing Compliance
HUD Form 50059 | HUD 50059 | =TRACS | 50059 certifications > HUD Multifamily Housing
Enterprise Income Verification | =EIV | EIV reports > HUD Multifamily Housing
NSPIRE Inspections | =NSPIRE | =REAC | REAC inspections | =UPCS inspections > HUD Multifamily Housing
Housing Quality Standards | =HQS | HQS inspections > Housing Choice Vouchers
# Licences and credentials
Real Estate License | real estate salesperson license | real estate sales license | licensed real estate agent | real estate agent license | real estate licence
Real Estate Broker License | real estate broker's license | broker's license | real estate broker licence > Real Estate License
Certified Property Manager | =IREM CPM | CPM designation | ?=CPM > Property Management
Accredited Residential Manager | =IREM ARM > Property Management
Certified Apartment Manager | =NAA CAM | ?=CAM > Property Management
National Apartment Leasing Professional | =NAA NALP | =NALP > Residential Leasing
Certified Apartment Portfolio Supervisor | =CAPS designation | ?=CAPS > Property Management
Certified Commercial Investment Member | =CCIM > Commercial Leasing
Housing Credit Certified Professional | =HCCP > Section 42 Compliance
Fair Housing Certification | fair housing training | fair housing certified > Fair Housing Act

## Event planning
# Event software
Bizzabo > Event Registration
Whova > Event Registration
Cvent Passkey | Passkey housing > Room Block Management
Social Tables > Event Diagramming
Zoom Events > Virtual Events
Tripleseat > Banquet Event Orders
HoneyBook > Event Planning
# Event practice
Room Block Management | room blocks | hotel room blocks | room block | attendee housing | event housing > Event Logistics
Hotel Contract Negotiation | hotel contracts | hotel contracting | attrition clauses | hotel attrition | group sales contracts > Venue Sourcing
Hotel Sourcing | hotel RFPs | group hotel sourcing > Venue Sourcing
Banquet Event Orders | =BEO | =BEOs | banquet event order > Catering Coordination
Food and Beverage Planning | =F&B planning | =F&B minimums | food and beverage minimums | menu selection > Catering Coordination
Event Diagramming | event floor plans | seating charts | room diagrams | event layouts > Event Logistics
Event Audio-Visual Coordination | =AV coordination | =AV production | event AV | audiovisual production > Audio-Visual Setup
Speaker Management | speaker coordination | speaker logistics > Event Planning
Ground Transportation Coordination | ground transportation | shuttle coordination | airport transfers > Event Logistics
Event Budgeting | event budgets | event budget management > Event Planning
Crowd Management | crowd control planning | crowd management plans > Event Logistics
Exhibitor Management | exhibitor services | exhibitor kits | exhibitor manuals | exhibitor relations > Trade Show Marketing
Trade Show Logistics | booth logistics | booth shipping | exhibit logistics | booth setup and teardown | trade show shipping > Trade Show Marketing
Onsite Registration | event check-in | badge printing | onsite check-in | event badging > Event Registration
Hybrid Events | hybrid event production | hybrid meetings > Virtual Events
Conference Management | conference planning | conference logistics | conference coordination > Event Planning
Destination Management | =DMC | destination management companies | =DMCs > Event Planning
Wedding Planning | wedding coordination | wedding planning services > Event Planning
TIPS Certification | =TIPS certified | Training for Intervention Procedures | TIPS alcohol certification
# Event credentials
Certified Meeting Professional | =CMP certification | =CMP designation | =CMP credential | =CMP > Event Planning
Certified Special Events Professional | =CSEP > Event Planning
Certified Government Meeting Professional | =SGMP CGMP > Event Planning
`;
