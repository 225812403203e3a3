// Skill data in the line format of ../README.md: the practices and domain knowledge of each field.
export default String.raw`
## Accounting and audit practice
Accruals | accrued expenses | accrued liabilities > Accrual Accounting
Prepaid Expenses | prepaids | prepaid expense amortization
Deferred Revenue | unearned revenue > Revenue Recognition
Amortization Schedules | amortization schedule preparation
Cost Allocation | expense allocation | overhead allocation
Flux Analysis | fluctuation analysis | flux reviews
Subledger Reconciliation | sub-ledger reconciliation | subledger to GL reconciliation > Account Reconciliation
Credit Card Reconciliation | corporate card reconciliation > Account Reconciliation
Payroll Reconciliation > Account Reconciliation
Cash Reconciliation > Account Reconciliation
Travel and Expense Audit | T&E audit | expense report auditing > Expense Reporting
Vendor Master Data | vendor master file | vendor setup | supplier master data > Accounts Payable
Check Runs | payment runs | AP check runs > Accounts Payable
AP Aging | accounts payable aging > Accounts Payable
Expense Coding | GL coding | invoice coding > Accounts Payable
Cash Disbursements | disbursement processing > Accounts Payable
Cash Receipts | cash receipts processing > Accounts Receivable
Lockbox Processing | lockbox > Cash Application
Deposit Preparation | bank deposits
Credit Management | customer credit management | credit limit reviews > Accounts Receivable
Bad Debt Reserve | allowance for doubtful accounts | bad debt allowance > Accounts Receivable
Cost of Goods Sold | =COGS | cost of sales
Inventory Valuation > Inventory Accounting
Inventory Reserves | excess and obsolete reserve | inventory obsolescence reserve > Inventory Accounting
Asset Capitalization | capitalized costs > Fixed Asset Accounting
Impairment Testing | impairment analysis | asset impairment
Purchase Price Allocation | =PPA
Business Combinations | ASC 805
Stock-Based Compensation Accounting | ASC 718 | share-based payment accounting | stock compensation expense | stock-based compensation
Hedge Accounting | ASC 815
Segment Reporting | ASC 280
Equity Method Accounting | equity method investments | ASC 323 | equity method
Intercompany Eliminations | consolidation eliminations > Financial Consolidation
Multi-Entity Accounting | multi-company accounting | multi-entity consolidation
Financial Statement Disclosures | footnote disclosures | financial statement footnotes
Technical Accounting | technical accounting research | accounting memos
Accounting Policy Development | accounting policies
Escheatment | unclaimed property | escheat reporting
Royalty Accounting | royalty reporting
Commission Calculations | commission processing | sales commission accounting
Cost Center Accounting | cost center reporting | cost centers | cost center coding
Percentage-of-Completion Accounting | percentage of completion method | =POC accounting | percentage-of-completion | percentage-of-completion revenue recognition > Construction Accounting
WIP Schedules | work-in-progress schedules | WIP reporting > Construction Accounting
Property Accounting | real estate accounting
CAM Reconciliations | common area maintenance reconciliation | ?=CAM > Property Accounting
Cash Basis Accounting
Full-Charge Bookkeeping | full charge bookkeeper > Bookkeeping
Write-Up Work | client write-up > Bookkeeping
Review Engagements | financial statement reviews
Compilation Engagements | compilations
Agreed-Upon Procedures | =AUP
Employee Benefit Plan Audits | EBP audits | 401(k) plan audits | 401(k) audits
Single Audit | Uniform Guidance audit | OMB A-133 audit
Government Auditing Standards | Yellow Book | =GAGAS
Form 10-K | 10-K | annual report on Form 10-K > SEC Reporting
Form 10-Q | 10-Q > SEC Reporting
Form 8-K | 8-K > SEC Reporting
SEC EDGAR | =EDGAR | EDGAR filings > SEC Reporting
SOC 1 | SOC 1 Type II | SSAE 18
PBC Lists | prepared by client lists | PBC requests
Control Walkthroughs | process walkthroughs > Controls Testing
Risk and Control Matrix | risk control matrix | =RACM > Internal Controls
Control Deficiency Remediation | control remediation | deficiency remediation | remediation testing > Internal Controls
Analytical Procedures | analytical review
Audit Confirmations | external confirmations | ~confirmations | confirmation procedures
Vouching | vouching and tracing > Substantive Testing
Audit Materiality | materiality calculation > Audit Planning
Going Concern Assessment | going concern evaluation | going concern
Audit Report Writing | audit reporting | internal audit reports
DataSnipper
MindBridge | MindBridge AI
Trintech Cadency | Cadency | ~=Trintech > Month-End Close
ReconArt > Account Reconciliation
Sage 100
Blackbaud Financial Edge | Financial Edge NXT > Nonprofit Accounting
Abila MIP | MIP Fund Accounting > Fund Accounting
Deltek Costpoint | Costpoint > Project Accounting
Zoho Books
Wave Accounting | Wave Financial
AvidXchange > Accounts Payable
Stampli > Accounts Payable
~=Ramp | Ramp spend management
Brex

## Corporate finance and FP&A practice
Annual Operating Plan | =AOP > Budgeting
Zero-Based Budgeting | =ZBB > Budgeting
Driver-Based Forecasting | driver-based planning | driver-based models > Financial Forecasting
Revenue Forecasting > Financial Forecasting
Operating Expense Budgeting | opex budgeting | opex planning > Budgeting
Flash Reports | flash reporting
Board Reporting | board decks | board packs
P&L Management | =P&L | P&L responsibility | P&L ownership | profit and loss management | =P&Ls
Income Statement | profit and loss statement | P&L statement | statement of operations
Statement of Cash Flows | cash flow statement
Cash Flow Analysis
Gross Margin Analysis | margin analysis | gross margin | gross margins | gross margin management > Profitability Analysis
Contribution Margin Analysis | contribution margin > Profitability Analysis
Pricing Analysis | pricing analytics
Cost Reduction | cost savings initiatives | cost-out initiatives
Capital Allocation
Capital Structure | capital structure analysis
Weighted Average Cost of Capital | =WACC | cost of capital
Debt Financing | debt capital raising > Capital Raising
Debt Covenant Compliance | covenant compliance | covenant monitoring | loan covenants | financial covenants
Credit Agreements | loan agreements | credit facility agreements
Cash Positioning | daily cash position | daily cash reporting > Treasury Management
Liquidity Management | liquidity planning > Treasury Management
FX Hedging | foreign currency hedging | currency hedging > Treasury Management
Interest Rate Hedging | interest rate swaps > Treasury Management
Cash Pooling > Treasury Management
Bank Account Management | bank account administration > Treasury Management
Business Cases | business case development
EBITDA | adjusted EBITDA | EBITDA analysis
Earnings Per Share | =EPS | EPS calculation
Annual Recurring Revenue | =ARR
Monthly Recurring Revenue | =MRR
SaaS Metrics | subscription metrics
Accretion/Dilution Analysis | merger model | accretion/dilution > Mergers and Acquisitions
Sum-of-the-Parts Valuation | =SOTP | sum of the parts > Business Valuation
409A Valuations > Business Valuation
Purchase Agreements | stock purchase agreements | asset purchase agreements > Mergers and Acquisitions
Quality of Earnings | =QoE | quality of earnings analysis > Financial Due Diligence
Post-Merger Integration | M&A integration | post-acquisition integration > Mergers and Acquisitions
Carve-Out Financials | carve-out financial statements
Confidential Information Memorandum | =CIM | offering memorandum > Mergers and Acquisitions
Pitch Books | pitchbook preparation
Investment Memos | investment committee memos | IC memos
Deal Sourcing | deal origination
Capital Calls | capital call notices
Distribution Waterfalls | waterfall calculations | waterfall allocations
Investor Reporting | LP reporting | limited partner reporting
Investor Presentations | investor decks
Earnings Releases | earnings release preparation > Investor Relations
Earnings Calls | earnings call preparation > Investor Relations
Virtual Data Rooms | =VDR | data rooms
Cap Table | capitalization table | cap table management
Carta > Cap Table
~Pulley > Cap Table
Shareworks | Morgan Stanley Shareworks | Solium Shareworks > Equity Compensation
Intralinks > Virtual Data Rooms
Datasite | Merrill Datasite > Virtual Data Rooms
DealCloud
Macabacus
IBM Planning Analytics | Cognos TM1 | =TM1 > Budgeting
Oracle Smart View | Smart View > Oracle Hyperion
Prophix
Jedox
Datarails
~=Pigment | Pigment planning
Cube Software | Cube FP&A | ~=Cube
Board International
GTreasury > Treasury Management
Trovata > Treasury Management

## Tax practice
Form 1040 | 1040 returns | individual tax returns | ~1040 > Individual Income Tax
Form 1065 | partnership returns | partnership tax returns | ~1065 | 1065 returns > Partnership Taxation
Form 1120 | corporate tax returns | ~1120 | 1120 returns > Corporate Tax
Form 1120-S | 1120S | S corporation returns | S corp returns | =1120-S | 1120S returns > Corporate Tax
Form 1041 | fiduciary income tax returns | trust tax returns | fiduciary returns
Form 706 | estate tax returns > Estate and Gift Tax
Form 709 | gift tax returns > Estate and Gift Tax
Schedule K-1 | K-1s | K-1 preparation > Partnership Taxation
Form 941 | quarterly payroll tax returns | 941 filings | 941 returns | ~941 > Payroll Tax
Form 940 | FUTA returns > Payroll Tax
Form W-2 | W-2 processing | W-2 reporting | W-2 | year-end W-2s > Payroll Tax
Form W-9 | W-9 collection | W-9 | W-9s > 1099 Reporting
Form W-8BEN | W-8 forms | W-8BEN-E | W-8BEN > Withholding Tax
Form 1042-S | 1042-S reporting > Withholding Tax
Form 5471 | controlled foreign corporation reporting > International Tax
FBAR | FinCEN Form 114 | Report of Foreign Bank and Financial Accounts | FinCEN 114
GILTI | Global Intangible Low-Taxed Income > International Tax
Subpart F Income | Subpart F > International Tax
BEPS | Base Erosion and Profit Shifting > International Tax
Pillar Two | GloBE rules | global minimum tax > International Tax
Qualified Business Income Deduction | =QBI deduction | Section 199A
Tax Depreciation | tax fixed assets
MACRS | Modified Accelerated Cost Recovery System > Tax Depreciation
Bonus Depreciation > Tax Depreciation
Section 179 Deduction | Section 179 expensing | Section 179 > Tax Depreciation
Cost Segregation | cost segregation studies > Tax Depreciation
Book-to-Tax Reconciliation | book-tax differences | Schedule M-1 | Schedule M-3 | book-to-tax differences | book-tax reconciliation | M-1 adjustments | Schedule M-1 adjustments
Deferred Tax Accounting | deferred taxes | deferred tax assets and liabilities > Tax Provision
Uncertain Tax Positions | =UTP | FIN 48 > Tax Provision
Estimated Tax Payments | estimated taxes | quarterly estimated tax payments | quarterly estimates
Tax Extensions | extension filings
IRS Notices | IRS correspondence | tax notice resolution | tax notices > Tax Controversy
Penalty Abatement | IRS penalty abatement > Tax Controversy
Offers in Compromise | =OIC > Tax Controversy
IRS Installment Agreements | IRS payment plans > Tax Controversy
Tax Resolution | tax debt resolution > Tax Controversy
Nexus Analysis | nexus studies | economic nexus > State and Local Tax
State Apportionment | apportionment factors | ~apportionment | income apportionment > State and Local Tax
Exemption Certificate Management | resale certificates | sales tax exemption certificates | exemption certificates | tax exemption certificates > Sales and Use Tax
Franchise Tax | franchise tax returns > State and Local Tax
Excise Tax
Capital Gains Tax | capital gains
Work Opportunity Tax Credit | =WOTC
Low-Income Housing Tax Credit | =LIHTC
Tax Due Diligence
Tax Structuring | tax-efficient structuring
S Corporation Election | Form 2553 | S corp election
Exempt Organization Tax | tax-exempt organizations > Form 990 Preparation
Unrelated Business Income Tax | =UBIT > Exempt Organization Tax
Tax Workpapers | tax workpaper preparation
Tax Return Review | tax review
Tax Organizers | client tax organizers
Tax Basis Calculations | basis calculations | partner basis tracking
Expatriate Tax | expat tax | global mobility tax > International Tax
Circular 230
Preparer Tax Identification Number | =PTIN
Annual Filing Season Program | =AFSP
IRS E-File | electronic tax filing
Thomson Reuters Checkpoint | Checkpoint Edge | RIA Checkpoint > Tax Research
Bloomberg Tax | Bloomberg BNA > Tax Research
CCH IntelliConnect | IntelliConnect > Tax Research
Sovos > Indirect Tax
TaxJar > Sales and Use Tax
SurePrep > Tax Preparation
TaxDome > Tax Preparation
TaxAct > Tax Preparation
TaxSlayer Pro | TaxSlayer > Tax Preparation
CCH ATX > Tax Preparation
Longview Tax > Tax Provision

## Banking and lending practice
Account Opening | new account opening | new accounts processing > Retail Banking
Cash Drawer Balancing | teller drawer balancing | balancing cash drawers > Teller Operations
Vault Management | vault operations | vault cash > Teller Operations
Item Processing | check processing | check clearing
Remote Deposit Capture | ~=RDC
Deposit Operations | deposit ops
Safe Deposit Boxes | safe deposit box administration > Branch Operations
Positive Pay | positive pay fraud prevention
Identity Verification | ID verification > Know Your Customer
Customer Identification Program | ~=CIP > Know Your Customer
Beneficial Ownership | beneficial ownership rule | UBO verification > Customer Due Diligence
Politically Exposed Persons | =PEP screening > Customer Due Diligence
Currency Transaction Reports | ?=CTR | currency transaction reporting | CTR filing > Bank Secrecy Act
Regulation E | Reg E | Electronic Fund Transfer Act | =EFTA
Regulation CC | Reg CC | Expedited Funds Availability Act
Regulation O | Reg O
Regulation B | Reg B | Equal Credit Opportunity Act | =ECOA > Fair Lending
Truth in Savings Act | Regulation DD | Reg DD | Truth in Savings
Flood Compliance | flood insurance compliance | flood determinations | Flood Disaster Protection Act | =FDPA
Servicemembers Civil Relief Act | =SCRA
Military Lending Act
Ability-to-Repay Rule | ATR/QM | qualified mortgage rule | ability to repay | qualified mortgage
Loan Documentation | loan document preparation | loan documents
Loan Closing > Loan Processing
Loan Boarding > Loan Servicing
Loan Review | loan quality review | credit review
Credit Memos | credit memorandum | credit write-ups > Credit Analysis
Global Cash Flow Analysis > Credit Analysis
Debt Service Coverage Ratio | =DSCR | debt service coverage > Credit Analysis
Loan-to-Value Ratio | ?=LTV | LTV ratio | loan to value > Underwriting
Debt-to-Income Ratio | =DTI | debt to income > Underwriting
Borrower Income Calculation | income calculation > Mortgage Underwriting
Credit Report Analysis | credit report review | credit bureau reports | credit report > Underwriting
Appraisal Review > Real Estate Appraisal
Conditions Clearing | clearing conditions | underwriting conditions > Loan Processing
Mortgage Pre-Approval | pre-approvals > Mortgage Lending
Rate Locks | rate lock management | lock desk > Mortgage Lending
Fannie Mae Guidelines | Fannie Mae | =FNMA > Mortgage Underwriting
Freddie Mac Guidelines | Freddie Mac | =FHLMC > Mortgage Underwriting
FHA Loans | FHA lending | =FHA > Mortgage Lending
VA Loans | VA lending | ~=VA > Mortgage Lending
USDA Loans | USDA lending | ~=USDA | USDA Rural Development loans > Mortgage Lending
Jumbo Loans | jumbo lending > Mortgage Lending
Desktop Underwriter | Fannie Mae DU | =DU > Mortgage Underwriting
Loan Product Advisor | Freddie Mac LPA | ?=LPA > Mortgage Underwriting
Home Equity Lending | HELOC lending | home equity loans | HELOC | home equity lines of credit
Construction Lending | construction loans
Commercial Real Estate Lending | CRE lending | commercial real estate loans | ?=CRE > Commercial Lending
Equipment Finance | equipment leasing
Asset-Based Lending | =ABL
Leveraged Finance | leveraged lending
Loan Syndication | syndicated loans
Agricultural Lending | ag lending
Auto Lending | auto finance | auto loans > Consumer Lending
Small Business Lending > Commercial Lending
Loan Portfolio Management | credit portfolio management
Risk Rating | loan risk rating | risk grading | loan grading > Credit Risk Management
Special Assets | problem loan management | loan workouts | criticized assets | classified assets
Loan Modifications | loan mods > Loss Mitigation
Foreclosure | foreclosure processing
Skip Tracing | skiptracing > Debt Collection
Escrow Administration | escrow analysis > Loan Servicing
Payoff Statements | payoff quotes | payoff letters > Loan Servicing
Interest Rate Risk Management | interest rate risk
Asset Liability Management | =ALM
Capital Adequacy | regulatory capital | capital ratios
FFIEC Call Reports | call report preparation | call reports | FFIEC 031 | FFIEC 041 > Regulatory Reporting
Allowance for Loan and Lease Losses | =ALLL | loan loss reserves | allowance for loan losses > CECL
Trust Administration | personal trust administration | fiduciary administration
Finastra Loan IQ | Loan IQ > Loan Servicing
Abrigo | Sageworks > Credit Analysis
Moody's CreditLens | CreditLens > Credit Analysis
Finastra LaserPro | LaserPro > Loan Documentation
Calyx Point > Loan Origination
Optimal Blue | LoanSifter > Rate Locks
MeridianLink > Loan Origination
NICE Actimize | Actimize > Anti-Money Laundering
Verafin > Anti-Money Laundering
LexisNexis Bridger Insight | Bridger Insight > OFAC Sanctions Screening
Refinitiv World-Check | World-Check > Customer Due Diligence
Jack Henry Symitar | Symitar | Episys > Jack Henry & Associates

## HR and recruiting practice
Employee Handbook > HR Policy Development
Disability Management | disability claims administration | STD/LTD administration > Leave Management
Reasonable Accommodations | accommodation requests | interactive process > Americans with Disabilities Act
Paid Time Off Administration | PTO administration | PTO tracking > Leave Management
HR Audits | HR compliance audits > HR Compliance
Personnel Files | employee records | personnel records
Employment Verification | verification of employment | =VOE
New Hire Paperwork | new hire documentation > Employee Onboarding
New Hire Orientation | employee orientation > Employee Onboarding
Pre-Boarding | preboarding > Employee Onboarding
Employee Surveys | engagement surveys | pulse surveys > Employee Engagement
Stay Interviews
Employee Recognition Programs | recognition programs | rewards and recognition
Progressive Discipline | disciplinary actions | disciplinary process | ?corrective action > Employee Relations
Performance Improvement Plans | =PIP > Performance Management
Grievance Handling | grievance procedures | grievance processing | ~grievances > Employee Relations
Employee Terminations | termination processing | separation processing > Employee Relations
Separation Agreements | severance agreements
Union Contract Administration | collective bargaining agreements | collective bargaining agreement administration | =CBA administration > Labor Relations
WARN Act | Worker Adjustment and Retraining Notification Act > Reduction in Force
Title VII | Title VII of the Civil Rights Act > Equal Employment Opportunity
Age Discrimination in Employment Act | =ADEA > Equal Employment Opportunity
National Labor Relations Act | =NLRA | =NLRB | National Labor Relations Board > Labor Relations
USERRA | Uniformed Services Employment and Reemployment Rights Act
Harassment Prevention Training | sexual harassment prevention training | anti-harassment training | sexual harassment training | =SB 1343
Wage and Hour Compliance | wage and hour laws | ~wage and hour > Fair Labor Standards Act
Exempt Classification | FLSA classification | exempt vs non-exempt classification | exempt vs non-exempt | exempt and non-exempt > Fair Labor Standards Act
Worker Classification | independent contractor classification | contractor classification
EEO-1 Reporting | EEO-1 reports | =EEO-1 > Equal Employment Opportunity
Pay Transparency | pay transparency laws
Ban-the-Box | fair chance hiring | Fair Chance Act
Adverse Action Process | adverse action notices > Background Checks
Global Mobility | international assignments | expatriate management
Employee Relocation | relocation assistance | relocation management | relocation coordination
Salary Structures | pay bands | salary bands | pay structures > Compensation Planning
Merit Increases | merit cycle | merit planning | annual increase process | annual merit process > Compensation Planning
Bonus Administration | bonus programs > Incentive Compensation
Job Architecture > Job Evaluation
Compensation Surveys | salary surveys > Salary Benchmarking
Benefits Renewals | plan renewals > Benefits Administration
Benefits Reconciliation | carrier invoice reconciliation | benefit invoice reconciliation > Benefits Administration
Nondiscrimination Testing | 401(k) nondiscrimination testing > 401(k) Administration
Form 5500 | 5500 filings > ERISA
ACA Reporting | Form 1095-C | 1095-C reporting | 1095-C > Affordable Care Act
Off-Cycle Payroll | off-cycle payments > Payroll Processing
Training Coordination | training administration > Learning and Development
Competency Models | competency frameworks | competency modeling
360-Degree Feedback | 360 feedback | 360 reviews > Performance Management
Performance Calibration | calibration sessions | talent calibration > Performance Management
Talent Reviews | talent review process > Succession Planning
Nine-Box Grid | 9-box grid | 9 box > Talent Reviews
Career Pathing | career paths | career ladders
HR Metrics | HR KPIs | HR reporting > HR Analytics
Turnover Analysis | attrition analysis | retention analysis > HR Analytics
Org Charts | organizational charts | organization charts
HR Operations | HR ops | people operations
HR Case Management | employee case management > Employee Relations
Job Postings | job ads | job advertisements > Recruiting
Job Boards | job board management > Recruiting
Requisition Management | job requisitions | req management > Recruiting
Intake Meetings | hiring manager intake | intake sessions > Recruiting
Phone Screening | phone screens > Candidate Screening
Interview Scheduling | interview coordination | candidate scheduling > Recruiting
Interview Guides > Structured Interviewing
Candidate Assessment | pre-employment assessments | pre-employment testing > Candidate Screening
Reference Checks | reference checking
Offer Negotiation | salary negotiation > Recruiting
Offer Letters | offer letter preparation > Recruiting
Candidate Experience > Recruiting
Talent Pipelining | candidate pipelining | talent pipeline | talent pool > Candidate Sourcing
Talent Mapping | market mapping > Candidate Sourcing
X-Ray Search | LinkedIn X-ray | X-ray sourcing > Boolean Search
Diversity Recruiting | diversity sourcing | diverse sourcing > Recruiting
Employee Referral Programs | referral programs | employee referrals > Recruiting
Recruitment Marketing > Employer Branding
Career Fairs | job fairs | hiring events > Recruiting
Recruiting Metrics | recruitment metrics | recruiting analytics > Recruiting
Time to Fill > Recruiting Metrics
Recruitment Process Outsourcing | =RPO > Recruiting
Staffing Agency Management | recruitment agency management > Recruiting
Contingent Workforce Management | contingent labor management | contingent workforce | =MSP programs | ?~=MSP
Candidate Placement > Recruiting
Hourly Recruiting | hourly hiring > High-Volume Recruiting
Healthcare Recruiting | nurse recruiting | clinical recruiting > Recruiting
~=Indeed | Indeed Recruiter > Job Boards
ZipRecruiter > Job Boards
Glassdoor > Employer Branding
~=Dice | Dice.com > Job Boards
~=Handshake | Handshake recruiting > Campus Recruiting
SeekOut > Candidate Sourcing
hireEZ | Hiretual > Candidate Sourcing
~=Gem | Gem recruiting > Candidate Sourcing
Beamery > Talent Acquisition
Phenom People | Phenom TXM > Talent Acquisition
Eightfold AI | Eightfold > Talent Acquisition
Textio > Job Description Writing
GoodTime > Interview Scheduling
Checkr > Background Checks
HireRight > Background Checks
Sterling Check | Sterling background screening > Background Checks
First Advantage > Background Checks
SAP Fieldglass | Fieldglass > Contingent Workforce Management
Beeline VMS | Beeline > Contingent Workforce Management
Predictive Index | PI Behavioral Assessment > Candidate Assessment
Wonderlic > Candidate Assessment
Hogan Assessments | Hogan Personality Inventory > Candidate Assessment
CliftonStrengths | StrengthsFinder | Gallup StrengthsFinder
Myers-Briggs Type Indicator | =MBTI | Myers-Briggs
DiSC Assessment | =DiSC | DiSC profile
AIRS Certified Internet Recruiter | =CIR > Candidate Sourcing

## Paralegal and legal support practice
Deposition Summaries | deposition digests | depo summaries > Deposition Preparation
Exhibit Preparation | trial exhibits | exhibit lists > Trial Preparation
Trial Binders | trial notebooks > Trial Preparation
Interrogatories | drafting interrogatories > Written Discovery
Requests for Production | requests for production of documents > Written Discovery
Requests for Admission > Written Discovery
Written Discovery | discovery requests | discovery responses > Legal Discovery
Subpoenas | subpoena preparation | subpoena duces tecum
Service of Process | process service
Medical Chronologies | medical record summaries | medical records review
Case Chronologies | case timelines
Demand Letters | demand packages
Settlement Agreements | settlement documents
Legal Hold | litigation hold | legal hold notices > E-Discovery
Document Production | production sets > Legal Discovery
Bates Numbering | Bates stamping | Bates labeling > Document Production
Privilege Logs | privilege log preparation > Privilege Review
Redaction | document redaction
Technology-Assisted Review | =TAR | predictive coding > E-Discovery
Federal Rules of Civil Procedure | =FRCP
Federal Rules of Evidence | =FRE
Legal Research Memos | legal memoranda | research memos > Legal Research
Cite Checking | Shepardizing | KeyCite | citation checking > Bluebook Citation
Table of Authorities | =TOA > Brief Writing
Affidavits | affidavit preparation
Client Intake | new client intake | legal intake
Engagement Letters | client engagement letters
Billable Time Entry | time entry | billable hours tracking > Legal Billing
Personal Injury Law | personal injury litigation | personal injury
Insurance Defense > Litigation
Medical Malpractice | med mal
Mass Torts | mass tort litigation
Class Actions | class action litigation
Product Liability
Landlord-Tenant Law | eviction proceedings | evictions | landlord-tenant | landlord/tenant
Bankruptcy Petitions | bankruptcy petition preparation | bankruptcy filings > Bankruptcy Law
Proofs of Claim | proof of claim filing > Bankruptcy Law
Board Minutes | board meeting minutes | corporate minutes > Corporate Governance
Board Resolutions | written consents | unanimous written consents > Corporate Governance
Board Meeting Preparation | board of directors support | ~board meetings > Corporate Governance
Entity Management | legal entity management | subsidiary management > Corporate Governance
State Annual Report Filings | state annual reports | annual report filings > Entity Management
Registered Agent Services | registered agent > Entity Management
Foreign Qualification | qualification to do business > Entity Management
Certificates of Good Standing | good standing certificates > Entity Management
Minute Books | corporate minute books | corporate records maintenance > Entity Management
Bylaws | corporate bylaws
Operating Agreements | LLC operating agreements
Articles of Incorporation | certificate of incorporation | charter documents > Entity Formation
Delaware General Corporation Law | =DGCL | Delaware corporate law
Corporate Transparency Act | BOI reporting | beneficial ownership information reporting
Closing Checklists > Mergers and Acquisitions
Disclosure Schedules > Mergers and Acquisitions
UCC Filings | UCC-1 filings | UCC financing statements | =UCC-1 | UCC-1 financing statements
Lien Searches | UCC searches | judgment and lien searches | UCC lien searches
Proxy Statements | proxy statement preparation | =DEF 14A > SEC Reporting
Section 16 Filings | Section 16 | Section 16 reporting | Form 4 filings > SEC Reporting
Form D | Regulation D filings > Securities Law
Blue Sky Filings | blue sky compliance | state securities filings > Securities Law
Registration Statements | Form S-1 | S-1 registration statements | =S-1 > Securities Law
Insider Trading Compliance | insider trading policy | trading window administration > Securities Law
Trademark Prosecution | trademark applications | trademark filings > Trademark Law
Trademark Searches | trademark clearance | trademark clearance searches > Trademark Law
Office Action Responses | office actions > Intellectual Property Law
IP Docketing | patent docketing | trademark docketing > Intellectual Property Law
Patent Searches | prior art searches | patentability searches > Patent Prosecution
Copyright Registration > Copyright Law
Patent Cooperation Treaty | ~=PCT | PCT applications > Patent Prosecution
Contract Administration
Lease Abstraction | lease abstracts
Contract Redlining | contract redlines | ~redlining | legal redlines > Contract Review
Statements of Work | =SOW
Data Processing Agreements | =DPA | data processing addendum > Privacy Law
Employment Agreements | employment contracts > Employment Law
Restrictive Covenants
Non-Compete Agreements | non-competes | noncompete agreements > Restrictive Covenants
Commercial Lease Drafting | lease drafting > Real Estate Law
Real Estate Closings | property closings > Real Estate Law
Title Commitments | title commitment review > Title Search
Title Insurance | title policies > Real Estate Law
Deed Preparation | deed drafting | deeds | drafting deeds > Real Estate Law
Settlement Statements | closing statements | =HUD-1 > Real Estate Closings
Will Preparation | will drafting > Estate Planning
Powers of Attorney | =POA > Estate Planning
Estate Administration | estate settlement > Probate
Divorce Proceedings | dissolution of marriage > Family Law
Child Custody | custody agreements > Family Law
Prenuptial Agreements | prenups > Family Law
Qualified Domestic Relations Orders | =QDRO > Family Law
H-1B Petitions | H-1B visa processing | H-1B > Immigration Law
PERM Labor Certification | =PERM | labor certification > Immigration Law
Adjustment of Status | Form I-485 | =I-485 > Immigration Law
USCIS Filings | USCIS forms > Immigration Law
Freedom of Information Act | =FOIA | FOIA requests
TrialDirector > Trial Preparation
CaseMap | LexisNexis CaseMap > Legal Case Management
AccessData Summation | ~=Summation > E-Discovery
Casepoint > E-Discovery
~=DISCO | CS Disco > E-Discovery
Exterro > E-Discovery
Diligent Entities > Entity Management
Diligent Boards | Diligent Boardbook > Board Meeting Preparation
BoardEffect > Board Meeting Preparation
Ironclad > Contract Lifecycle Management
Agiloft > Contract Lifecycle Management
Conga CLM | Conga Contracts > Contract Lifecycle Management
DocuSign CLM > Contract Lifecycle Management
LinkSquares > Contract Lifecycle Management
Anaqua > IP Docketing
Corsearch > Trademark Searches
CompuMark | Clarivate CompuMark > Trademark Searches
CompuLaw | Aderant CompuLaw > Docketing
CourtAlert > Docketing
Filevine > Legal Case Management
Litify > Legal Case Management
ProLaw | Thomson Reuters ProLaw > Legal Case Management
Tabs3 > Legal Billing
PCLaw > Legal Billing
Worldox > Document Management
NFPA PACE | ~=PACE | Registered Paralegal > Certified Paralegal
Equity Administration | equity plan administration > Equity Compensation

## Sales practice
Discovery Calls | discovery meetings | sales discovery
Appointment Setting | meeting setting | meeting booking > Prospecting
Outbound Prospecting | outbound sales > Prospecting
Inbound Lead Follow-Up | inbound lead qualification > Lead Qualification
Sales Cadences | sales sequences | outreach cadences > Prospecting
LinkedIn Prospecting | LinkedIn outreach > Social Selling
Referral Selling | referral generation > Prospecting
Prospect Research | account research
Ideal Customer Profile | =ICP
Objection Handling | overcoming objections | handling objections
Closing Techniques | deal closing | closing deals
Sales Presentations | sales pitches
Pitch Decks | sales decks
Sales Quotes | ~quoting | quote preparation > Configure Price Quote
Deal Desk | deal desk operations > Sales Operations
Pipeline Reviews | deal reviews | forecast calls > Pipeline Management
Territory Design | territory alignment | territory carving > Territory Management
Account Mapping | org mapping | stakeholder mapping > Account Planning
Whitespace Analysis | white space analysis > Account Planning
Mutual Action Plans | mutual close plans | joint execution plans
Sales Call Planning | pre-call planning
Renewal Management | contract renewals | subscription renewals | renewals | renewal forecasting
Expansion Revenue | account expansion | land and expand > Upselling
New Logo Acquisition | new logo sales | net-new business > Business Development
Quarterly Business Reviews | =QBR | executive business reviews | =EBR > Account Management
Sales Reporting | sales analytics | sales reports
Sales Training | sales coaching > Sales Enablement
Quota Setting | quota planning > Sales Operations
Sales Capacity Planning > Sales Operations
Lead Routing | lead assignment > Sales Operations
CRM Hygiene | CRM data hygiene | CRM data management > Customer Relationship Management
Win/Loss Analysis | win/loss interviews
Route Sales | route accounts
Direct Store Delivery | =DSD > Route Sales
Retail Sales | retail selling
Clienteling > Retail Sales
Suggestive Selling | add-on selling > Upselling
Wholesale Sales | wholesale accounts
Distributor Management | distributor relations
Dealer Network Development | dealer relations | dealer management | dealer network | dealer recruitment
Medical Device Sales | device sales
Pharmaceutical Sales | pharma sales
Capital Equipment Sales
Advertising Sales | ad sales | media sales
Insurance Sales
Automotive Sales | car sales
Technical Sales | technical selling
Industrial Sales
Door-to-Door Sales | D2D sales | door-to-door canvassing
Solar Sales
SPICED | SPICED framework
NEAT Selling
SNAP Selling
Customer-Centric Selling
~=Seismic | Seismic Enablement > Sales Enablement
~=Groove | Clari Groove > Sales Engagement Platforms
Yesware > Sales Engagement Platforms
Mixmax > Sales Engagement Platforms
Vidyard > Prospecting
DocSend > Sales Enablement
PandaDoc > Sales Quotes
Proposify > Proposal Writing
Loopio > RFP Responses
RFPIO | Responsive.io > RFP Responses
Orum > Cold Calling
ConnectAndSell > Cold Calling
Crunchbase > Prospect Research
Bombora > Account-Based Marketing
Clearbit > Lead Generation
RocketReach > Lead Generation
Hunter.io > Lead Generation
UpLead > Lead Generation
People.ai > Sales Operations
Close CRM | Close.com > Customer Relationship Management
Copper CRM > Customer Relationship Management
Insightly > Customer Relationship Management

## Marketing practice
Campaign Management | marketing campaign management | campaign execution
Campaign Planning | campaign strategy > Campaign Management
Campaign Reporting | campaign performance reporting > Campaign Management
Marketing Budget Management | marketing budgets
Messaging Frameworks | messaging architecture | messaging hierarchy > Product Positioning
Value Propositions | value proposition development > Product Positioning
Competitive Battlecards | battlecards | battle cards > Competitive Analysis
Case Studies | customer case studies | customer stories > Content Marketing
White Papers | whitepapers > Content Marketing
eBooks | e-books > Content Marketing
Blog Writing | blogging | blog posts > Content Writing
Newsletters | email newsletters | newsletter production
Website Copy | web copy | website content > Copywriting
Product Descriptions | product copy > Copywriting
Ad Copy | ad copywriting > Copywriting
SEO Copywriting | SEO writing > Copywriting
Speechwriting | speech writing
Ghostwriting | ghost writing
Content Editing | editorial review > Copy Editing
Fact-Checking
Style Guides | editorial style guides | style guide development
Chicago Manual of Style | Chicago style
Content Repurposing > Content Strategy
Content Audits | content inventory > Content Strategy
Content Syndication > Demand Generation
Thought Leadership > Content Marketing
Brand Storytelling | brand narrative > Brand Management
User-Generated Content | =UGC
Short-Form Video | short-form video content > Video Marketing
Employee Advocacy > Social Media Marketing
Social Commerce > Social Media Marketing
Email Copywriting > Email Marketing
List Management | email list management | list hygiene > Email Marketing
Triggered Emails | behavioral emails | automated email campaigns > Marketing Automation
CAN-SPAM Act | CAN-SPAM > Email Marketing
CASL | Canada's Anti-Spam Legislation > Email Marketing
Telephone Consumer Protection Act | =TCPA
Webinar Production | webinars | webinar management
Virtual Events | virtual event production > Event Marketing
Event Logistics > Event Planning
Event Sponsorships | sponsorship management | sponsorship activation > Event Marketing
Event Registration | registration management > Event Planning
Venue Sourcing | venue selection > Event Planning
Run of Show > Event Planning
Media Lists | media list building | press lists > Media Relations
Media Pitching | story pitching | press pitching | media pitches | pitch writing > Media Relations
Press Kits > Public Relations
Media Training > Public Relations
Media Monitoring | press monitoring | news monitoring > Public Relations
Coverage Reports | clip reports | press clippings > Public Relations
Earned Media > Public Relations
Analyst Relations | analyst briefings > Public Relations
Reputation Management | online reputation management
Online Review Management | review management | review generation > Reputation Management
Executive Communications | exec comms
Internal Communications | internal comms | employee communications
Corporate Communications | corporate comms | corp comms
Op-Eds | bylined articles | contributed articles > Public Relations
Community Relations
Public Affairs
ROAS | return on ad spend > Performance Marketing
Click-Through Rate | =CTR
Cost per Acquisition | cost per action | ?=CPA > Performance Marketing
Cost per Mille | cost per thousand impressions | CPM pricing | ?=CPM > Media Buying
Customer Lifetime Value | =CLV | =LTV | =CLTV
Customer Acquisition Cost | ~=CAC
Incrementality Testing | lift testing | holdout testing > Marketing Attribution
Brand Lift Studies | brand lift > Brand Management
Marketing ROI | =ROMI | return on marketing investment > Marketing Analytics
Share of Voice > Brand Management
Brand Tracking | brand health tracking | brand tracker > Market Research
Audience Targeting | audience segmentation
Lookalike Audiences | lookalike modeling > Audience Targeting
Keyword Mapping > Keyword Research
Internal Linking > On-Page SEO
Bid Management | keyword bidding | bid optimization | bidding strategy | bid strategy | bidding strategies > Pay-Per-Click Advertising
Quality Score > Google Ads
Product Feed Management | shopping feed optimization | feed management | product feeds > Google Shopping Ads
Ad Trafficking | ad operations | ad ops | campaign trafficking > Programmatic Advertising
Google Ads Certification | Google Ads certified > Google Ads
Google Analytics Certification | =GAIQ | Google Analytics Individual Qualification > Google Analytics
HubSpot Inbound Marketing Certification | HubSpot Inbound Certification > HubSpot
Meta Blueprint Certification | Meta Blueprint | Facebook Blueprint > Meta Ads
Brand Architecture > Brand Strategy
Brand Audits > Brand Management
Rebranding | brand refresh > Brand Management
Co-Marketing | joint marketing > Partner Marketing
Brand Partnerships > Brand Management
Brand Ambassador Programs | ambassador programs
Customer Marketing > Lifecycle Marketing
Customer Reference Programs | reference programs | customer references > Customer Marketing
Cause Marketing | cause-related marketing
Multicultural Marketing
Sales Promotions | promotional campaigns | promotional planning
Secondary Research | desk research > Market Research
Creative Operations | creative ops > Marketing Operations
MLR Review | medical legal regulatory review | promotional review
FTC Endorsement Guides | FTC endorsement guidelines > Influencer Marketing
PR Newswire > Press Release Writing
Business Wire > Press Release Writing
Talkwalker > Social Listening
Emplifi | Socialbakers > Social Media Management
Khoros > Social Media Management
CreatorIQ > Influencer Marketing
Litmus > Email Marketing
~=Attentive | Attentive Mobile > SMS Marketing
Cvent > Event Planning
Eventbrite > Event Registration
ON24 > Webinar Production
GoToWebinar | GoTo Webinar > Webinar Production
BuzzSumo > Content Marketing
Surfer SEO | SurferSEO > SEO Copywriting
Yext > Local SEO
BrightLocal > Local SEO
Trustpilot > Online Review Management
Bazaarvoice > Online Review Management
Comscore > Market Research
Kantar > Market Research
Grammarly > Copy Editing

## Administrative and office practice
Executive Support | executive assistance | C-suite support
Inbox Management | email management | email triage
Travel Itineraries | itinerary preparation | ~itineraries > Travel Arrangements
Conference Room Scheduling | room booking | meeting room booking
Visitor Management | visitor check-in | guest registration | greeting visitors
Call Screening > Multi-Line Phone Systems
Office Supply Management | office supplies ordering | supply ordering | office supplies
Office Equipment Operation | office machines | copier operation | office equipment | fax machines | ~faxing | ~copying
Facilities Coordination | facilities support
Office Moves | office relocations > Facilities Coordination
Lease Administration > Facilities Coordination
Purchase Requisitions | requisitioning
Budget Tracking | departmental budget tracking
Timesheets | timesheet processing | timesheet management
Document Preparation | document formatting
Presentation Preparation | slide deck preparation
Document Scanning | scanning documents | document imaging | records digitization
Document Destruction | records destruction | shredding > Records Management
Records Retention | retention schedules | records retention schedules > Records Management
Agenda Preparation | meeting agendas > Meeting Planning
Catering Coordination | catering orders | catering > Meeting Planning
Team Offsites | offsite planning > Event Planning
Dictation | dictation transcription | Dictaphone
Shorthand
Typing Speed | =WPM | words per minute > Typing
Package Shipping | courier coordination | overnight shipping > Mail Handling
Postage Meters | postage meter operation | Pitney Bowes > Mail Handling
Administrative Support | clerical support | admin support
Virtual Assistance | virtual assistant services
Procedure Manuals | desk manuals | office procedures manuals
Electronic Signatures | e-signatures | eSignature routing
Access Badge Administration | badge administration | ID badges | security badges | badging > Visitor Management
Vendor Coordination | office vendor management > Office Administration
Certificates of Insurance | COI tracking | =COI | =COIs | insurance certificates
Purchase Card Reconciliation | P-card reconciliation | procurement card reconciliation > Credit Card Reconciliation
Form Letters | template letters > Correspondence Management
Egencia > Travel Arrangements
Navan | TripActions > Travel Arrangements
SAP Concur Travel | Concur Travel > Travel Arrangements
Adobe Acrobat Sign | Adobe Sign | EchoSign > Electronic Signatures
Dropbox Sign | HelloSign > Electronic Signatures
Doodle | Doodle polls > Appointment Scheduling
Acuity Scheduling > Appointment Scheduling
Microsoft Bookings > Appointment Scheduling
Envoy Visitors > Visitor Management
Robin Workplace | Robin Powered > Conference Room Scheduling
Evernote
Otter.ai > Dictation
~=Box | Box.com
Egnyte
Laserfiche > Document Management
M-Files > Document Management
Pitney Bowes SendPro | SendPro > Postage Meters

## Customer support practice
Ticket Triage | ticket prioritization > Ticketing Systems
Ticket Management | ticket handling | ticket resolution > Ticketing Systems
Tier 1 Support | tier one support | level 1 support | first-line support
Tier 2 Support | tier two support | level 2 support | second-line support > Tier 1 Support
Billing Inquiries | billing support | billing questions
Order Tracking | order status inquiries
Refund Processing | refunds > Returns Processing
Warranty Claims | warranty processing
QA Scorecards | quality scorecards | call scoring > Call Quality Monitoring
Call Calibration | QA calibration > Call Quality Monitoring
Call Scripts | call scripting | script adherence
Canned Responses | support macros | saved replies
Help Center Articles | help articles | support articles > Knowledge Base Management
Customer Self-Service | self-service support | self-service portals
Social Customer Care | social media customer service | social customer service
Customer Support Operations | support operations | support ops
Customer Experience Management | =CXM | customer experience
First Response Time | =FRT > Service Level Agreements
Average Speed of Answer | speed of answer | ?=ASA > Call Center Operations
Call Abandonment Rate | abandonment rate > Call Center Operations
Schedule Adherence > Contact Center Workforce Management
Call Volume Forecasting | contact volume forecasting > Contact Center Workforce Management
Intraday Management > Contact Center Workforce Management
Erlang C | Erlang calculations > Contact Center Workforce Management
Agent Coaching | call center coaching | agent training
Issue Reproduction | bug reproduction > Technical Support
Feature Requests | feature request management
Bug Escalation | escalating bugs > Escalation Management
Product Adoption | user adoption | adoption tracking | ~adoption > Customer Success Management
Customer Education | customer training | product training > Customer Success Management
Customer Implementation | client implementations > Customer Onboarding
Success Plans | customer success plans > Customer Success Management
Customer Success Management | customer success
Customer Health Scores | health scoring | customer health scoring | customer health > Customer Success Management
Customer Retention | client retention
Churn Reduction | churn prevention | churn management > Customer Retention
Subscription Management | subscription billing support
Chat Concurrency | concurrent chats | multiple chat handling > Live Chat Support
After-Call Work | call wrap-up | =ACW > Inbound Call Handling
Warm Transfers > Inbound Call Handling
Interactive Voice Response | =IVR | IVR systems > Call Center Operations
Automatic Call Distribution | =ACD > Call Center Operations
Service Dispatching | field service dispatch | service dispatch
Field Service Management
Customer Callbacks | callback management
Account Verification | caller verification | customer authentication
Outage Communications | incident communications | status page updates
Customer Complaint Logging | complaint tracking | complaint logs
~=Front | Front app > Ticketing Systems
Re:amaze > Ticketing Systems
LiveAgent > Ticketing Systems
HappyFox > Ticketing Systems
~=Kayako > Ticketing Systems
Gladly > Ticketing Systems
~=Dixa > Ticketing Systems
LivePerson > Live Chat Support
Freshchat > Live Chat Support
Tidio > Live Chat Support
~=Drift | Drift chat > Live Chat Support
MaestroQA > Call Quality Monitoring
Zendesk QA | ~=Klaus > Call Quality Monitoring
Playvox > Contact Center Workforce Management
Calabrio > Contact Center Workforce Management
Verint > Contact Center Workforce Management
~=Assembled | Assembled WFM > Contact Center Workforce Management
Medallia > Customer Experience Management
Totango > Customer Success Management
ChurnZero > Customer Success Management
~=Vitally > Customer Success Management
Planhat > Customer Success Management
ServiceNow Customer Service Management | ServiceNow CSM > ServiceNow
HDI Customer Service Representative | =HDI-CSR
HDI Support Center Analyst | =HDI-SCA > Tier 1 Support
Certified Customer Experience Professional | =CCXP > Customer Experience Management

## B2B sales methods and metrics
Force Management | Force Management methodology > Command of the Message
Conceptual Selling | Miller Heiman Conceptual Selling
Account-Based Selling | account based selling | =ABS selling
Mid-Market Sales | mid-market selling | midmarket sales
SMB Sales | small business sales | small and medium business sales
Complex Sales Cycles | complex sales | complex B2B sales | long sales cycles
Proof of Concept | ~=POC | ~=PoC | proofs of concept | proof-of-concept
C-Suite Selling | selling to the C-suite | executive-level selling | selling to C-level executives | C-level selling
Pipeline Generation | pipeline building | pipe generation | self-sourced pipeline > Pipeline Management
Pipeline Coverage | pipeline coverage ratio > Pipeline Management
Deal Qualification | opportunity qualification > Pipeline Management
Marketing Qualified Leads | =MQL | =MQLs
Multi-Threaded Selling | multi-threading deals | multithreading accounts | multi-threaded deals | Account Multi-Threading | multi-threaded relationships | multi-thread relationships | multi-threading relationships | multi-threading accounts | multi-threading across stakeholders | multithreaded relationships > Account Mapping
Revenue Intelligence | revenue intelligence platforms > Conversation Intelligence
Reply.io
`;
