// Skill data in the line format of ../README.md: second pass for paralegals and legal assistants (litigation, corporate, real estate, immigration) and K-12 teaching (elementary, mathematics, science, special education).
export default String.raw`
## Litigation paralegal practice
# Pleadings, motions and case events
Complaint Drafting | drafting complaints | civil complaints | summons and complaints | summons and complaint > Pleadings Preparation
Answers and Affirmative Defenses | affirmative defenses | answers to complaints | drafting answers > Pleadings Preparation
Dispositive Motions | dispositive motion practice | dispositive motion briefing > Motion Practice
Summary Judgment Motions | motions for summary judgment | motion for summary judgment | =MSJ | =MSJs | summary judgment briefing > Dispositive Motions
Motions to Dismiss | motion to dismiss | motions to dismiss briefing > Dispositive Motions
Default Judgments | default judgment | motions for default judgment | default judgment packages > Motion Practice
Pleadings Index | pleadings indexes | pleading indices | pleadings index maintenance > Pleadings Preparation
Litigation Calendaring | legal calendaring | court calendaring | case calendaring | docket calendaring | litigation calendar | ?calendaring > Docketing
Discovery Tracking | discovery logs | discovery deadline tracking | discovery trackers | discovery tracking charts > Legal Discovery
Lis Pendens | notice of lis pendens | notices of pendency | notice of pendency of action > Real Estate Litigation
Abstracts of Judgment | abstract of judgment | judgment liens | judgment lien filings > Judgment Enforcement
Brief Formatting | appellate brief formatting | brief preparation and formatting > Brief Writing
Declaration Drafting | client declarations | drafting declarations | sworn declarations | declarations in support > Affidavits
Legal Correspondence | drafting legal correspondence | legal correspondence drafting > Legal Drafting
Judicial Council Forms | California Judicial Council forms | mandatory Judicial Council forms > Court Filing
Legal Ethics | professional responsibility | ABA Model Rules of Professional Conduct | Model Rules of Professional Conduct | ABA Model Rules | rules of professional conduct | legal professional ethics
# Depositions, trial and investigation
Corporate Representative Depositions | Rule 30(b)(6) | 30(b)(6) | corporate designee depositions | corporate representative deposition preparation > Deposition Preparation
Court Reporter Coordination | court reporter scheduling | scheduling court reporters | booking court reporters > Deposition Scheduling
Expert Disclosures | expert designations | expert witness disclosures | Rule 26(a)(2) > Expert Witness Coordination
Jury Questionnaires | juror questionnaires | supplemental juror questionnaires > Voir Dire
Hearing Binders | hearing notebooks | hearing binder preparation > Trial Binders
Trial Logistics | trial war room setup | war room setup | trial logistics coordination > Trial Preparation
Witness Interviews | interviewing witnesses | witness interview summaries > Litigation
Witness Locates | locating witnesses | witness location searches > Public Records Research
Asset Searches | asset investigations | asset search reports | asset searching > Public Records Research
Damages Calculations | damages calculation | damages analysis | damages summaries > Litigation
# Personal injury and claims
Medical Records Retrieval | medical records requests | medical record requests | requesting medical records | medical records and bills requests | chart retrieval > Medical Chronologies
HIPAA Authorizations | HIPAA authorization forms | HIPAA releases | medical authorizations > Medical Records Retrieval
Medical Specials | medical specials calculations | medical specials summaries > Demand Letters
Policy Limits Demands | policy limits demand letters | time-limited demands | time-limited demand letters > Demand Letters
Medical Lien Resolution | medical lien negotiations | lien negotiations | lien resolution | lien reductions | healthcare lien resolution > Personal Injury Law
Settlement Disbursements | settlement disbursement | settlement disbursement statements | settlement distribution statements | settlement distribution sheets > Personal Injury Law
Property Damage Claims | property damage claim handling | =PD claims > Claims Adjusting
Premises Liability | premises liability cases | premises liability litigation | slip and fall cases > Personal Injury Law
Motor Vehicle Accident Cases | motor vehicle accident claims | auto accident cases | car accident cases | =MVA cases | =MVA claims > Personal Injury Law
Wrongful Death | wrongful death cases | wrongful death claims | wrongful death litigation > Personal Injury Law
Catastrophic Injury Cases | catastrophic injury | catastrophic injury litigation > Personal Injury Law
# Practice areas
Construction Litigation | construction disputes | construction claims litigation > Litigation
Construction Defect Litigation | construction defect cases | construction defect lawsuits > Construction Litigation
Real Estate Litigation | real property litigation | real estate disputes > Litigation
Toxic Tort Litigation | toxic torts | toxic tort cases > Mass Torts
Asbestos Litigation | asbestos cases | asbestos claims > Toxic Tort Litigation
Multidistrict Litigation | =MDL | =MDLs | MDL proceedings > Mass Torts
Wage and Hour Litigation | wage and hour class actions | wage-and-hour litigation | =FLSA collective actions > Employment Litigation
Antitrust Litigation | antitrust disputes | competition litigation > Litigation
Civil Rights Litigation | Section 1983 | Section 1983 litigation | civil rights cases > Litigation
Insurance Coverage Litigation | coverage litigation | insurance coverage disputes | coverage disputes > Litigation
Environmental Litigation > Litigation
Probate Litigation | will contests | trust and estate litigation | fiduciary litigation > Litigation
ERISA Litigation | ERISA claims litigation | benefits litigation > Litigation
Government Investigations | regulatory investigations | government enforcement investigations > Litigation
Internal Investigations | corporate internal investigations | internal investigation support > Litigation
White Collar Defense | white collar criminal defense | white-collar defense > Criminal Defense
Social Security Disability Law | Social Security disability | =SSDI | =SSDI claims | Social Security disability claims | =SSDI appeals > Administrative Law
Administrative Hearings | administrative hearing preparation | administrative law hearings > Administrative Law
Small Claims Actions | small claims court | small claims cases | small claims filings > Litigation
Creditors' Rights | creditor's rights | creditors rights | creditors' rights litigation > Bankruptcy Law
Adversary Proceedings | bankruptcy adversary proceedings | adversary complaints > Bankruptcy Law
Chapter 7 Bankruptcy | Chapter 7 bankruptcies | Chapter 7 cases | Chapter 7 petitions | Chapter 7 filings | ~Chapter 7 > Bankruptcy Law
Chapter 11 Bankruptcy | Chapter 11 cases | Chapter 11 reorganizations | Chapter 11 restructuring | Chapter 11 filings | ~Chapter 11 > Bankruptcy Law
Chapter 13 Bankruptcy | Chapter 13 bankruptcies | Chapter 13 cases | Chapter 13 plans | Chapter 13 petitions | ~Chapter 13 > Bankruptcy Law
Bankruptcy Means Test | means test | means test calculations | means testing > Chapter 7 Bankruptcy
American Arbitration Association | AAA arbitration | AAA filings | AAA commercial arbitration > Arbitration
=JAMS | JAMS arbitration | JAMS mediation > Arbitration
# Paralegal credentials
ABA-Approved Paralegal Program | ABA-approved paralegal certificate | ABA approved paralegal certificate | ABA approved paralegal program | ABA-approved paralegal studies > Paralegal Certificate
NALS Professional Legal Secretary | Professional Legal Secretary | =PLS certification | NALS PLS | ?=PLS > Certified Paralegal
CORE Registered Paralegal | Paralegal Core Competency Exam | =PCCE | NFPA CORE Registered Paralegal > Certified Paralegal
IOLTA Accounts | =IOLTA | Interest on Lawyers' Trust Accounts | IOLTA trust accounts | IOLTA reconciliation > Trust Accounting
Certified Translations | certified translation | translation certifications | certificates of translation | certified English translations

## Law office, litigation and investigation software
# Case management and intake
Needles Case Management | ~=Needles | Needles Neos | Needles case management software > Legal Case Management
SmartAdvocate > Legal Case Management
CASEpeer > Legal Case Management
TrialWorks > Legal Case Management
AbacusLaw | Abacus Law | AbacusNext > Legal Case Management
Amicus Attorney > Legal Case Management
~Time Matters | LexisNexis Time Matters > Legal Case Management
Rocket Matter > Legal Case Management
LEAP Legal Software | LEAP practice management > Legal Case Management
Centerbase > Legal Case Management
Actionstep > Legal Case Management
MerusCase > Legal Case Management
Lawmatics > Client Intake
Lead Docket > Client Intake
# Documents, PDFs and transcripts
Metadata Scrubbing | metadata removal | document metadata cleaning | metadata cleansing > Document Management
Litera Metadact | Metadact > Metadata Scrubbing
Workshare Protect > Metadata Scrubbing
DocsCorp cleanDocs | cleanDocs > Metadata Scrubbing
DocsCorp pdfDocs | pdfDocs > Adobe Acrobat
DocsCorp compareDocs | compareDocs > Litera Compare
Kofax Power PDF | Nuance Power PDF | Tungsten Power PDF > Adobe Acrobat
CaseViewNet > Deposition Summaries
RealLegal E-Transcript | RealLegal | E-Transcript > Deposition Summaries
TranscriptPad > Deposition Summaries
LiveNote | Thomson Reuters LiveNote > Deposition Summaries
ExhibitView > Trial Presentation
BigHand | BigHand dictation > Dictation
Dragon NaturallySpeaking | Dragon Professional | Dragon Legal | Nuance Dragon | Dragon speech recognition > Dictation
# Bankruptcy and investigation tools
Best Case Bankruptcy | Best Case bankruptcy software | Stretto Best Case | Best Case software > Bankruptcy Petitions
NextChapter | NextChapter bankruptcy software > Bankruptcy Petitions
Epiq AACER | =AACER > Bankruptcy Law
Thomson Reuters CLEAR | =TR CLEAR | CLEAR public records > Public Records Research
LexisNexis Accurint | Accurint > Public Records Research
TLOxp | TransUnion TLOxp | =TLO searches | =TLO > Public Records Research

## Corporate, securities and fund paralegal practice
# SEC reporting and securities law
Regulation S-K | Reg S-K > SEC Reporting
Regulation S-X | Reg S-X > SEC Reporting
Regulation FD | Reg FD | Regulation Fair Disclosure > Securities Law
Regulation A | Regulation A+ | Reg A+ | Reg A offerings | Regulation A offerings > Securities Law
Regulation Crowdfunding | =Reg CF | Regulation CF | crowdfunding offerings > Securities Law
Regulation S Offerings | =Regulation S | =Reg S | Reg S offerings > Securities Law
Rule 506 Offerings | Rule 506(b) | Rule 506(c) | Rule 506 exempt offerings > Regulation D
Accredited Investor Verification | accredited investor questionnaires | accredited investor status verification > Regulation D
Securities Act of 1933 | =Securities Act | 1933 Act | '33 Act > Securities Law
Securities Exchange Act of 1934 | =Exchange Act | 1934 Act | '34 Act > Securities Law
Rule 144 | Rule 144 sales | Form 144 | Form 144 filings > Securities Law
Legend Removal | restrictive legend removal | legend removal requests | legend removals > Rule 144
Rule 10b5-1 Plans | 10b5-1 plans | 10b5-1 trading plans | Rule 10b5-1 trading plans > Insider Trading Compliance
Form S-3 | S-3 registration statements | shelf registration statements | shelf registrations > Registration Statements
Form S-4 | S-4 registration statements > Registration Statements
Form S-8 | S-8 registration statements | S-8 filings > Registration Statements
Form 20-F | 20-F filings > SEC Reporting
Form 6-K | 6-K filings > SEC Reporting
Form 13F | 13F filings | Form 13F filings > SEC Reporting
Form SD | specialized disclosure reports > Conflict Minerals Reporting
Form PF | Form PF filings > Investment Advisers Act of 1940
Form N-PORT | =N-PORT | N-PORT filings > Investment Company Act of 1940
Form N-CEN | =N-CEN | N-CEN filings > Investment Company Act of 1940
Form N-CSR | =N-CSR | shareholder reports on Form N-CSR > Investment Company Act of 1940
Form N-PX | =N-PX | proxy voting record filings > Investment Company Act of 1940
SEC Comment Letters | SEC comment letter responses | comment letter responses | responding to SEC comments > SEC Reporting
Stock Exchange Listing Standards | NYSE listing standards | Nasdaq listing rules | NYSE Listed Company Manual | Nasdaq listing requirements | exchange listing requirements | NYSE listing rules | Nasdaq listing standards > Securities Law
GoFiler | Novaworks GoFiler > SEC EDGAR
# Public company governance and equity
Proxy Solicitation | proxy solicitations | proxy distribution | proxy mailing > Proxy Statements
D&O Questionnaires | directors and officers questionnaires | D&O questionnaire | director and officer questionnaires > Proxy Statements
Broadridge | Broadridge Financial Solutions | Broadridge proxy services > Annual Shareholder Meetings
Committee Charters | board committee charters | committee charter reviews > Corporate Governance
Nonprofit Corporate Governance | nonprofit governance | nonprofit board governance > Corporate Governance
Corporate Compliance Calendar | corporate compliance calendars | entity compliance calendar | compliance calendar maintenance > Entity Management
Employee Stock Purchase Plans | =ESPP | =ESPPs | employee stock purchase plan > Equity Administration
Restricted Stock Units | =RSU | =RSUs | restricted stock unit grants | =RSU grants > Equity Administration
Stock Option Exercises | option exercises | stock option exercise processing | option exercise processing > Equity Administration
Transfer Agent Coordination | transfer agent | transfer agents | transfer agent relations | transfer agent instructions > Equity Administration
Share Issuances | stock issuances | share issuance documentation | issuance of shares > Cap Table
E*TRADE Equity Edge Online | Equity Edge Online | Equity Edge | Morgan Stanley Equity Edge > Equity Administration
Certent Equity Management | Certent | Certent equity software > Equity Administration
~Global Shares | Global Shares equity plan software | J.P. Morgan Global Shares > Equity Administration
# Transactions and funds
Merger Agreements | merger agreement | agreement and plan of merger > Mergers and Acquisitions
Escrow Agreements | escrow agreement drafting | escrow agreement > Closing Documents
Closing Sets | closing binders | closing books | closing volumes | closing set compilation | transaction bibles > Closing Documents
Secured Transactions | secured lending transactions | security interest perfection | perfection of security interests | perfecting security interests | collateral perfection | lien perfection > Uniform Commercial Code
Securities Offerings | securities offering documentation | public and private securities offerings > Securities Law
Private Placement Memoranda | private placement memorandum | private placement memorandums > Securities Offerings
Fund Formation | investment fund formation | private fund formation | private equity fund formation | fund formation documents > Corporate Law
Limited Partnership Agreements | =LPA | =LPAs | limited partnership agreement > Fund Formation
Subscription Documents | subscription document review | investor subscription documents | subscription booklets > Fund Formation
Side Letters | side letter agreements | side letter tracking | side letter compliance > Fund Formation
CFIUS Filings | =CFIUS | CFIUS declarations | CFIUS notices | Committee on Foreign Investment in the United States > Mergers and Acquisitions
Firmex > Virtual Data Rooms
iDeals Virtual Data Room | =iDeals | iDeals VDR > Virtual Data Rooms

## Commercial real estate paralegal practice
# Acquisitions, title and closings
Commercial Real Estate Transactions | commercial real estate closings | =CRE transactions | commercial property transactions | commercial real estate acquisitions > Real Estate Law
Purchase and Sale Agreements | purchase and sale agreement | real estate purchase agreements | purchase and sale contracts | =PSA drafting > Real Estate Law
Real Estate Due Diligence | property due diligence | real estate diligence | due diligence for real estate > Due Diligence
Title Objection Letters | title objections | title and survey objections | title objection letter > Title Commitments
Land Survey Review | ALTA survey review | title and survey review | survey objections > ALTA/NSPS Land Title Surveys
Title Endorsements | ALTA endorsements | title policy endorsements | title insurance endorsements > Title Insurance
Pro Forma Title Policies | pro forma title policy | pro forma policies | pro forma owner's policies > Title Insurance
Owner's Title Affidavits | owner's affidavits | title affidavits | seller's affidavits | owner's affidavit > Title Insurance
Legal Descriptions | legal description review | property legal descriptions | metes and bounds descriptions > Title Search
Chain of Title | chain of title review | chain-of-title research | chain of title analysis > Title Search
Municipal Lien Searches | municipal searches | municipal lien certificates | municipal search requests > Lien Searches
Zoning Compliance Letters | zoning letters | zoning verification letters | zoning compliance reports > Zoning Reports
Property Condition Assessments | property condition reports | property condition assessment | =PCA reports > Real Estate Due Diligence
Closing Prorations | prorations | tax prorations | closing proration calculations | rent prorations > Settlement Statements
Real Estate Transfer Tax | transfer tax returns | transfer tax declarations | real property transfer tax | realty transfer tax > Real Estate Closings
1099-S Reporting | Form 1099-S | 1099-S | 1099-S filings > Real Estate Closings
Document Recording | recording documents | deed recording | document recordation | county recording | recording requirements > Real Estate Closings
Electronic Document Recording | eRecording | e-recording | electronic recording of documents | e-recording submissions > Document Recording
Simplifile | ICE Simplifile > Electronic Document Recording
CSC eRecording > Electronic Document Recording
Qualia | Qualia Connect > Real Estate Closings
SoftPro | SoftPro Select | SoftPro Standard > Real Estate Closings
ResWare | Adeptive ResWare > Real Estate Closings
RamQuest | RamQuest Closing Market > Real Estate Closings
# Leasing, land use and property documents
Lease Amendments | lease amendment drafting | lease amendments and extensions > Commercial Lease Drafting
Lease Guaranties | lease guaranty | lease guarantees | lease guaranty drafting > Commercial Lease Drafting
Work Letters | tenant work letters | work letter agreements | construction work letters > Tenant Improvements
Critical Date Tracking | lease critical dates | critical date management | critical dates tracking | lease critical date tracking | tracking critical dates > Lease Administration
Easement Agreements | easements | easement drafting | access easements > Real Estate Law
Reciprocal Easement Agreements | reciprocal easement agreement | reciprocal easements > Easement Agreements
Condominium Documents | condominium declarations | condo declarations | condominium documents review > Real Estate Law
Land Use Law | land use | land use and zoning | zoning and land use | land use matters > Real Estate Law
Zoning Variances | variance applications | zoning variance applications | zoning variance > Land Use Entitlements
ProLease > Lease Administration
CoStar Real Estate Manager | CoStar Lease Administration > Lease Administration
Lucernex | Accruent Lucernex > Lease Administration

## Business and family immigration practice
# Nonimmigrant and student visas
Nonimmigrant Visas | nonimmigrant visa petitions | nonimmigrant petitions | temporary work visas | nonimmigrant visa processing > Immigration Law
J-1 Visas | =J-1 | J-1 visa | J-1 exchange visitor | exchange visitor visas | J-1 sponsorship | J-1 program > Nonimmigrant Visas
Form DS-2019 | =DS-2019 | DS-2019 issuance > J-1 Visas
F-1 Student Visas | F-1 visa | F-1 visas | F-1 status | student visas | F-1 students > Nonimmigrant Visas
Student and Exchange Visitor Program | =SEVP | SEVP certification > SEVIS
B-1/B-2 Visitor Visas | =B-1/B-2 | B-1 visa | B-2 visa | business visitor visas | visitor visas | =B-1 visas | tourist visas > Nonimmigrant Visas
E-1 Treaty Trader Visas | E-1 visa | E-1 visas | treaty trader visas | E-1 treaty trader > Nonimmigrant Visas
H-1B1 Visas | =H-1B1 | H-1B1 visa | Chile and Singapore H-1B1 > H-1B Petitions
R-1 Religious Worker Visas | R-1 visa | R-1 visas | religious worker visas | R-1 petitions > Nonimmigrant Visas
P-1 Visas | P-1 visa | P-1 athlete visas | P-1 petitions | =P-1A > Nonimmigrant Visas
Specialty Occupation Analysis | specialty occupation | specialty occupation determinations | specialty occupation requirements > H-1B Petitions
Cap-Gap Extensions | cap-gap | cap gap | cap-gap extension | cap-gap relief > H-1B Cap Registration
Visa Appointment Scheduling | visa appointments | consular appointments | visa interview scheduling | visa appointment booking > Consular Processing
Consular Electronic Application Center | =CEAC > Consular Processing
Foreign Affairs Manual | 9 FAM | =9 FAM > Consular Processing
# Green cards, family and humanitarian cases
Green Card Processing | green card applications | permanent residence applications | permanent residency applications | green card process | lawful permanent residence applications | ~green card > Immigration Law
Marriage-Based Green Cards | marriage-based petitions | marriage-based adjustment | spousal petitions | spousal green cards | spousal visas | =CR-1 | =IR-1 | =CR-1 visas | =IR-1 visas > Family-Based Immigration
K-1 Fiance Visas | K-1 visa | K-1 visas | K-1 fiance visa | K-1 fiancé visa | fiancé visas | fiance visas | =I-129F | Form I-129F > Family-Based Immigration
Form I-693 | =I-693 | I-693 medical examination | immigration medical exams | immigration medical examinations | civil surgeon medical exams > Adjustment of Status
Form I-485 Supplement J | Supplement J | I-485 Supplement J > Adjustment of Status
Form I-90 | =I-90 | green card renewals | green card replacement | green card renewal | permanent resident card renewal > U.S. Citizenship and Immigration Services
Form N-600 | =N-600 | certificate of citizenship | certificates of citizenship | certificate of citizenship applications > Naturalization
Form I-134 | =I-134 | declaration of financial support > Immigration Law
Form I-212 | =I-212 | permission to reapply for admission > Unlawful Presence Waivers
Form I-290B | =I-290B | Administrative Appeals Office | =AAO appeals | USCIS appeals and motions > USCIS Filings
Motions to Reopen | motion to reopen | motions to reopen and reconsider > Immigration Court Practice
Form I-730 | =I-730 | refugee/asylee relative petitions | follow-to-join petitions > Asylum Applications
Public Charge | public charge analysis | public charge rule | public charge inadmissibility > Family-Based Immigration
Humanitarian Parole | humanitarian parole applications | urgent humanitarian parole > Immigration Law
Parole in Place | parole in place applications | military parole in place > Immigration Law
Special Immigrant Visas | =SIV | =SIVs | Afghan SIV | special immigrant visa applications > Immigration Law
Withholding of Removal | withholding of removal claims | Convention Against Torture | Convention Against Torture claims | =CAT protection > Asylum Applications
Credible Fear Interviews | credible fear | reasonable fear interviews | credible fear interview preparation > Asylum Applications
Country Conditions Research | country condition reports | country conditions evidence | country conditions documentation > Asylum Applications
Cancellation of Removal | =EOIR-42A | =EOIR-42B | cancellation of removal applications > Removal Defense
Immigration Bond Hearings | immigration bond | immigration bond motions | bond redeterminations > Immigration Court Practice
Detained Removal Defense | detained immigration cases | immigration detention cases > Removal Defense
Crimmigration | immigration consequences of criminal convictions | criminal immigration consequences | immigration consequences analysis > Immigration Law
# Employer immigration work
Immigration Form Preparation | immigration forms preparation | preparing immigration forms | immigration forms | immigration petition preparation | immigration petitions > USCIS Filings
USCIS Online Account | myUSCIS | USCIS online filing | USCIS e-filing | online USCIS filings | USCIS online account filings > USCIS Filings
Immigration Support Letters | support letters | petition support letters | employer support letters | petition letters > Employment-Based Immigration
Expert Opinion Letters | expert opinion letter | expert letters for petitions | advisory opinion letters > Employment-Based Immigration
Foreign Credential Evaluations | credential evaluations | foreign degree evaluations | educational equivalency evaluations | foreign education evaluations | degree equivalency evaluations | foreign credential evaluation
PERM Notice of Filing | notice of filing postings | =NOF postings | PERM posting notices | PERM notice of filing posting > PERM Recruitment
Business Necessity Letters | business necessity documentation | business necessity letter > PERM Labor Certification
Board of Alien Labor Certification Appeals | =BALCA | BALCA appeals > PERM Labor Certification
Immigration Status Tracking | visa expiration tracking | visa expiration dates | immigration expiration tracking | status expiration tracking | immigration compliance tracking | work authorization expiration tracking > Employment-Based Immigration
Global Immigration | international immigration | global immigration programs | international work permits | foreign work permits > Global Mobility
Canadian Work Permits | Canada work permits | Canadian immigration | =IRCC applications | Canadian work permit applications > Immigration Law
Schengen Visas | Schengen visa | Schengen visa applications > Passport and Visa Coordination
LollyLaw > Legal Case Management
Imagility > Employment-Based Immigration
ImmigrationTracker | Immigration Tracker software > Legal Case Management

## Elementary literacy, math and classroom programs
# Literacy programs, assessments and practices
English Language Arts Instruction | English language arts | ELA instruction | teaching English language arts | =ELA > Literacy Instruction
Reading Instruction | teaching reading | early reading instruction | reading teaching > Literacy Instruction
LETRS | =LETRS training | Language Essentials for Teachers of Reading and Spelling | LETRS certification > Science of Reading
=Daily 5 | Daily Five | =The Daily 5 | Daily 5 and CAFE | Daily 5/CAFE | Daily 5 literacy framework > Literacy Instruction
Open Court Reading | SRA Open Court | Open Court phonics > Phonics Instruction
Reading Mastery | SRA Reading Mastery | Reading Mastery Signature Edition > Reading Intervention
Corrective Reading | SRA Corrective Reading > Reading Intervention
SRA Direct Instruction | =DISTAR | Engelmann Direct Instruction | SRA DI programs > Explicit Instruction
=Being a Reader | Collaborative Classroom Being a Reader > Phonics Instruction
95 Percent Group | 95 Phonics Core Program | 95 Percent Phonics > Phonics Instruction
Saxon Phonics | Saxon Phonics and Spelling > Phonics Instruction
Read Naturally | Read Naturally Live | Read Naturally Encore > Reading Fluency
Amira Learning | Amira reading tutor > Reading Fluency
Core Phonics Survey | =CORE Phonics Survey > Phonics Instruction
Phonological Awareness Screening Test | =PAST assessment | =PAST screener > Phonological Awareness
Scholastic Reading Inventory | HMH Reading Inventory > Lexile
Qualitative Reading Inventory | =QRI | =QRI-7 | =QRI-6 > Reading Comprehension
Spelling Inventories | spelling inventory | developmental spelling inventory | primary spelling inventory > Word Study
Interactive Writing | interactive writing instruction > Writing Instruction
Shared Writing | shared writing instruction > Writing Instruction
Reciprocal Teaching | reciprocal teaching strategies > Reading Comprehension
Keyboarding Instruction | typing instruction | keyboarding skills instruction > Typing
# Elementary math, science and SEL programs
Connecting Math Concepts | SRA Connecting Math Concepts > Math Intervention
Scholastic Do The Math | Do The Math intervention > Math Intervention
Bridges Intervention | Bridges in Mathematics Intervention > Math Intervention
TransMath | Voyager TransMath > Math Intervention
XtraMath > Math Fact Fluency
MobyMax | Moby Max
Generation Genius > STEM Education
RULER Approach | =RULER | Yale RULER | RULER program > Social-Emotional Learning
MindUP | MindUP curriculum > Social-Emotional Learning
Sanford Harmony > Social-Emotional Learning
Caring School Community > Social-Emotional Learning
CharacterStrong > Social-Emotional Learning
Positive Discipline | Positive Discipline approach | Positive Discipline in the Classroom > Classroom Management
# Assessment and grading practices
Standards-Based Report Cards | standards-based reporting | standards-based report card > Standards-Based Grading
Portfolio Assessment | student portfolios | portfolio-based assessment | student work portfolios > Student Assessment
Tier 1 Instruction | tier 1 core instruction | tier one instruction > Multi-Tiered System of Supports
Data Meetings | data team meetings | data chats | student data meetings > Data-Driven Instruction
Student Growth Objectives | =SGO | =SGOs | student growth goals | student growth targets > Teacher Evaluation
PLC Meetings | PLC collaboration | PLC team meetings | PLC meeting participation > Professional Learning Communities
English Learner Support | English language learners | English learners | =ELLs | =ELL students | multilingual learners | =MLLs | supporting English learners > English as a Second Language
Personalized Learning | personalized instruction | personalized learning plans > Differentiated Instruction
Mastery-Based Learning | mastery learning | mastery-based grading | mastery-based instruction > Competency-Based Education
Problem-Based Learning | problem based learning | problem-based instruction > Inquiry-Based Learning
Jigsaw Method | jigsaw strategy | jigsaw activities | jigsaw cooperative learning > Cooperative Learning
Retrieval Practice | retrieval-based learning | retrieval practice strategies
Spiral Review | spiraled review | spiral review practice
Co-Planning | co-planning sessions | co-planning with general education teachers > Co-Teaching

## Secondary mathematics and science instruction
# Mathematics courses, methods and tools
Mathematics Instruction | math instruction | mathematics teaching | teaching mathematics | math teaching | elementary math instruction
Probability and Statistics Instruction | statistics instruction | high school statistics | teaching statistics > Mathematics Instruction
Mathematical Modeling | math modeling | mathematical modelling | mathematical models
Mathematical Discourse | math discourse | math talk | mathematical discussions | math talks > Standards for Mathematical Practice
Five Practices for Orchestrating Productive Mathematics Discussions | 5 Practices for Orchestrating Productive Mathematics Discussions > Mathematical Discourse
Productive Struggle | productive struggle in mathematics > Standards for Mathematical Practice
Math Competition Coaching | math team coaching | math competitions | math league coaching | math team advising > STEM Education
MATHCOUNTS | MATHCOUNTS coaching > Math Competition Coaching
American Mathematics Competitions | =AMC 8 | =AMC 10 | =AMC 12 | =AMC 10/12 > Math Competition Coaching
Pearson MyLab Math | MyLab Math | MyMathLab | MathXL | MathXL for School > Learning Management Systems
Agile Mind | Agile Mind mathematics
EquatIO | Texthelp EquatIO > Classroom Technology Integration
MathType | Wiris MathType > Classroom Technology Integration
SMART Notebook | SMART Notebook software > SMART Board
# Science courses, frameworks and curricula
Science Instruction | science teaching | teaching science | K-12 science instruction | elementary science instruction > STEM Education
Biology Instruction | high school biology | biology teaching | teaching biology > Science Instruction
Chemistry Instruction | high school chemistry | chemistry teaching | teaching chemistry > Science Instruction
Physics Instruction | high school physics | physics teaching | teaching physics > Science Instruction
Earth and Space Science Instruction | earth science instruction | earth and space science | earth science teaching | teaching earth science > Science Instruction
Physical Science Instruction | teaching physical science | physical science teaching > Science Instruction
Life Science Instruction | teaching life science | life science teaching | middle school life science > Science Instruction
Environmental Science Instruction | teaching environmental science | environmental science teaching > Science Instruction
Anatomy and Physiology Instruction | teaching anatomy and physiology | high school anatomy and physiology > Anatomy and Physiology
IB Biology | IB Biology HL | IB Biology SL > International Baccalaureate
IB Chemistry | IB Chemistry HL | IB Chemistry SL > International Baccalaureate
IB Physics | IB Physics HL | IB Physics SL > International Baccalaureate
Pre-AP | College Board Pre-AP | Pre-AP courses | Pre-AP training > Advanced Placement
Cambridge AICE | =AICE | Cambridge AS and A Level | Cambridge AS and A Levels | Cambridge International AS and A Level
Cambridge IGCSE | =IGCSE | Cambridge International IGCSE
Science and Engineering Practices | science and engineering practice > Next Generation Science Standards
Crosscutting Concepts | crosscutting concept | cross-cutting concepts > Next Generation Science Standards
Three-Dimensional Learning | three-dimensional science learning | three-dimensional instruction | 3-D science instruction | three-dimensional teaching > Next Generation Science Standards
Science Storylines | storyline units | storyline approach | science storyline units > Phenomenon-Based Learning
Argument-Driven Inquiry | argument driven inquiry > Inquiry-Based Learning
=POGIL | Process Oriented Guided Inquiry Learning | process-oriented guided inquiry learning > Inquiry-Based Learning
Science Lab Preparation | science lab setup | science lab prep | preparing science labs > Laboratory Safety
Dissection Labs | dissection lab | dissection activities > Biology Instruction
Pivot Interactives > Physics Instruction
HHMI BioInteractive | BioInteractive > Biology Instruction
Carolina Biological Supply | Carolina Science kits | Carolina kits > STEM Education
Elevate Science | Savvas Elevate Science > Next Generation Science Standards
HMH Into Science | ~Into Science > Next Generation Science Standards
Inspire Science | McGraw Hill Inspire Science > Next Generation Science Standards
Discovery Education Science Techbook | Science Techbook > Discovery Education
Twig Science > Next Generation Science Standards

## Special education practice, assessment and assistive technology
# Populations and instructional practice
Autism Spectrum Disorder | autism | =ASD | autism spectrum | autism spectrum disorders > Special Education
Emotional and Behavioral Disorders | =EBD | =E/BD | emotional/behavioral disorders | emotional disturbance > Special Education
Early Childhood Special Education | early childhood special ed | preschool special education > Special Education
Executive Functioning Skills | executive functioning | executive function skills | executive functioning instruction | executive function coaching > Special Education
Self-Advocacy Instruction | self-advocacy skills | self-determination instruction | self-advocacy training > Secondary Transition Planning
Community-Based Instruction | community based instruction | community-based instruction outings | ?=CBI > Life Skills Instruction
Work-Based Learning | work-based learning programs | =WBL > Career and Technical Education
Toileting Assistance | toileting | toileting support | toileting and personal care > Activities of Daily Living Assistance
Incidental Teaching > Applied Behavior Analysis
Assessment of Functional Living Skills | =AFLS > Applied Behavior Analysis
STAR Autism Program | STAR Autism Support | Strategies for Teaching based on Autism Research > Applied Behavior Analysis
Adapted Curriculum | modified curriculum | alternate curriculum | curriculum adaptations | adapted curricula > Accommodations and Modifications
DLM Essential Elements | Dynamic Learning Maps Essential Elements > Dynamic Learning Maps
Florida Access Points | Access Points curriculum | Access Points standards > Alternate Assessments
Therapeutic Crisis Intervention | TCI training | TCI certification | Therapeutic Crisis Intervention for Schools > Nonviolent Crisis Intervention
# Compliance and records
Special Education Eligibility | special education eligibility determinations | eligibility meetings | special education eligibility meetings > Individualized Education Program
Evaluation Team Reports | evaluation team report | =ETR meetings > Psychoeducational Evaluations
Independent Educational Evaluations | =IEE | =IEEs | independent educational evaluation > Special Education Law
Special Education Due Process | due process hearings | due process complaints | special education due process hearings > Special Education Law
Procedural Safeguards | procedural safeguards notice | procedural safeguards notices > Special Education Law
Compensatory Education | compensatory services | compensatory education services > Special Education Law
IEP Service Logs | service minutes | service minute tracking | special education service logs > Individualized Education Program
School-Based Medicaid Billing | school-based Medicaid | school Medicaid billing | Medicaid service logging | school-based Medicaid claiming > Medicaid Billing
TIENET | PowerSchool TIENET > Individualized Education Program
eSped | Frontline eSped > Individualized Education Program
SameGoal > Individualized Education Program
Exceptional Student Education Certification | =ESE certification | ESE endorsement | =ESE K-12 certification > Special Education Certification
# Assessments and assistive technology
BRIEF-2 | Behavior Rating Inventory of Executive Function > Psychoeducational Evaluations
Conners Rating Scales | =Conners 4 | =Conners-3 | =Conners 3 > Psychoeducational Evaluations
CARS-2 | Childhood Autism Rating Scale > Psychoeducational Evaluations
GARS-3 | Gilliam Autism Rating Scale > Psychoeducational Evaluations
News-2-You | News2You | n2y News-2-You > Unique Learning System
Read&Write | Texthelp Read&Write | Read&Write for Google Chrome | Read and Write for Google > Assistive Technology
Kurzweil 3000 | Kurzweil Education > Assistive Technology
Bookshare > Assistive Technology
Learning Ally > Assistive Technology
Co:Writer | CoWriter | Don Johnston CoWriter > Assistive Technology

## School platforms, standards and educator credentials
# State standards
Texas Essential Knowledge and Skills | =TEKS
Ohio Learning Standards | Ohio's Learning Standards
North Carolina Standard Course of Study | =NCSCOS | NC Standard Course of Study
Massachusetts Curriculum Frameworks | Massachusetts curriculum framework
New Jersey Student Learning Standards | =NJSLS
Pennsylvania Core Standards | PA Core Standards | PA Core
Louisiana Student Standards
Tennessee Academic Standards
Indiana Academic Standards
Oklahoma Academic Standards
Illinois Learning Standards
Colorado Academic Standards
Missouri Learning Standards
# Platforms and classroom tools
Edgenuity | Imagine Edgenuity > Credit Recovery
Apex Learning > Credit Recovery
Edmentum | Edmentum Courseware | Plato Courseware > Credit Recovery
Edmentum Exact Path > Edmentum
Study Island | Edmentum Study Island > Edmentum
Odysseyware | Imagine Odysseyware > Credit Recovery
Veracross > Student Information Systems
Blackbaud Education Management | myBlackbaud | Blackbaud onCampus | Blackbaud K-12 > Student Information Systems
FACTS SIS | RenWeb | FACTS Student Information System > Student Information Systems
Genesis SIS | Genesis Student Information System > Student Information Systems
eSchoolPlus | eSchoolPLUS SIS > Student Information Systems
Focus SIS | Focus School Software > Student Information Systems
Eduphoria | Eduphoria Aware > Data-Driven Instruction
PowerSchool Performance Matters > Data-Driven Instruction
SchoolCity > Data-Driven Instruction
TalkingPoints | TalkingPoints app > Family Communication
Bloomz | Bloomz app > Family Communication
Kiddom > Learning Management Systems
Khanmigo > Khan Academy
MagicSchool AI | MagicSchool > Classroom Technology Integration
Book Creator > Classroom Technology Integration
Screencastify > Classroom Technology Integration
WeVideo > Classroom Technology Integration
~=Kami | Kami PDF | Kami app > Classroom Technology Integration
# Educator certifications and training
Google Certified Educator | Google Certified Educator Level 1 | Google Certified Educator Level 2 | Google Educator Level 1 | Google Educator Level 2 > Google Workspace for Education
Google Certified Trainer | Google for Education Certified Trainer > Google Certified Educator
Microsoft Innovative Educator | =MIE | =MIE Expert | Microsoft Innovative Educator Expert > Classroom Technology Integration
Apple Teacher | Apple Teacher certification > Classroom Technology Integration
Highly Qualified Teacher | =HQT | highly qualified status | highly qualified teacher status > Teaching License
Suicide Prevention Training | suicide prevention | youth suicide prevention | suicide prevention gatekeeper training
ALICE Active Shooter Training | ALICE training | ALICE certification | =ALICE certified
`;
