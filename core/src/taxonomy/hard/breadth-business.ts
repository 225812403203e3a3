// Skill data in the line format of ../README.md: breadth for professions the set of postings has not covered (written by the team without reading any evaluation posting).
export default String.raw`
## Payroll practice
# Payroll systems
Oracle Cloud Payroll | Oracle HCM Cloud Payroll | Oracle Fusion Payroll | Oracle HCM Payroll > Oracle HCM Cloud, Payroll Processing
PeopleSoft Payroll | PeopleSoft Payroll for North America | Oracle PeopleSoft Payroll > Oracle PeopleSoft, Payroll Processing
SAP SuccessFactors Employee Central Payroll | Employee Central Payroll | =SAP ECP > SAP SuccessFactors Employee Central, Payroll Processing
SAP Payroll | SAP HCM Payroll | SAP HR Payroll | SAP payroll processing > SAP HCM, Payroll Processing
QuickBooks Payroll | QuickBooks Online Payroll | Intuit QuickBooks Payroll | Intuit Payroll > QuickBooks, Payroll Processing
QuickBooks Time | =TSheets | QuickBooks Time Tracking > QuickBooks, Time and Attendance
TimeClock Plus | TimeClock Plus timekeeping > Time and Attendance
Papaya Global > Global Payroll
Symmetry Tax Engine | Symmetry payroll tax engine > Payroll Tax
MasterTax | ADP MasterTax > Payroll Tax
# Payroll tax forms and withholding
Form W-3 | =W-3 | W-3 transmittal > Form W-2
Form 945 | =945 filing | Form 945 annual return > Payroll Tax Filings
Form 943 | agricultural employer's tax return > Payroll Tax Filings
FICA Taxes | =FICA | FICA tax | FICA withholding | Social Security and Medicare taxes > Payroll Tax
State Disability Insurance | ?=SDI | California SDI | state disability insurance withholding > Payroll Tax
Third-Party Sick Pay | third-party sick pay reporting | third party sick pay > Payroll Tax
Nonresident Alien Payroll | nonresident alien tax withholding | =NRA payroll | nonresident alien payroll processing > Payroll Tax, Nonresident Withholding
Form 8233 | Form 8233 treaty exemptions > Nonresident Alien Payroll
Sprintax | Sprintax Calculus > Nonresident Alien Payroll
GLACIER Tax Compliance | =GLACIER | GLACIER Online Tax Compliance > Nonresident Alien Payroll
# Payroll processing tasks
Severance Pay Processing | severance payments | severance processing | severance pay calculations > Payroll Processing
Earned Wage Access | =EWA | on-demand pay | earned wage access programs > Payroll Processing
# Canadian and UK payroll
Canadian Payroll | Canada payroll | Canadian payroll processing | Canadian payroll legislation > Payroll Processing
Record of Employment | records of employment | ROE submissions > Canadian Payroll
T4 Slips | =T4A | T4 reporting | T4 and T4A slips > Canadian Payroll
Quebec Payroll | Québec payroll | =RL-1 | Relevé 1 | Revenu Québec payroll > Canadian Payroll
Employer Health Tax | ~=EHT | Ontario Employer Health Tax > Canadian Payroll
Payroll Compliance Practitioner | Canadian Payroll Association PCP | =PCP certification > Canadian Payroll
Certified Payroll Manager | Canadian Payroll Association CPM | =CPM payroll | ?=CPM > Canadian Payroll
UK Payroll | UK payroll processing | United Kingdom payroll > Payroll Processing
=PAYE | Pay As You Earn | PAYE payroll | PAYE tax > UK Payroll
Real Time Information Submissions | =RTI submissions | =RTI payroll | HMRC RTI | Full Payment Submission | =FPS and EPS > UK Payroll
=P11D | =P11Ds | P11D benefits reporting | P11D forms > UK Payroll
Pension Auto-Enrolment | auto-enrolment | automatic enrolment | pension auto enrolment > UK Payroll

## Commercial credit analysis practice
# Credit risk measures and models
Probability of Default | probability of default models | default probability | =PD estimates > Credit Risk Modeling
Loss Given Default | =LGD | =LGD models | loss given default models > Credit Risk Modeling
Exposure at Default | ?=EAD | exposure at default models > Credit Risk Modeling
Expected Credit Loss Models | expected credit losses | =ECL models | =ECL provisioning > IFRS 9
Moody's EDF | Expected Default Frequency | =EDF-X | Moody's EDF-X > Probability of Default
Moody's CreditEdge | CreditEdge > Probability of Default
Altman Z-Score | Altman Z score | Altman Z-score model > Credit Analysis
FICO SBSS | FICO Small Business Scoring Service | =SBSS | =SBSS score > FICO Scores
Experian Business Credit Reports | Experian Business | Experian business credit | Experian Intelliscore > Credit Management
# Credit analysis and underwriting work
Fixed Charge Coverage Ratio | =FCCR | fixed charge coverage | fixed charge coverage ratios > Covenant Testing
Tangible Net Worth | =TNW | tangible net worth covenants | tangible net worth analysis > Covenant Testing
Liquidity Ratios | current ratio | quick ratio | acid-test ratio | liquidity ratio analysis > Ratio Analysis
Covenant Structuring | financial covenant structuring | covenant setting | covenant design > Loan Structuring
Financial Projections Analysis | financial projections | pro forma projections | borrower projections | projection analysis > Financial Modeling
Debt Capacity Analysis | debt capacity | debt capacity modeling > Credit Analysis
Sources and Uses Analysis | sources and uses | sources and uses of funds | sources and uses tables > Loan Structuring
Industry Analysis | industry research | industry risk analysis | industry risk assessment > Market Research, Credit Analysis
RMA Annual Statement Studies | RMA Statement Studies | RMA eStatement Studies | =RMA industry benchmarks > Ratio Analysis
Omega Performance Credit Training | Omega Performance | Omega commercial lending training > Credit Analysis
Loan Committee Presentations | credit committee presentations | loan committee | credit committee | loan committee packages > Credit Memos
Credit Policy | credit policy exceptions | loan policy exceptions | credit policy administration > Credit Risk Management
Risk-Based Pricing | risk based pricing | risk-adjusted pricing > Loan Pricing
Field Examinations | field exams | collateral field exams | =ABL field exams | field examiner reports > Asset-Based Lending
Intercreditor Agreements | intercreditor agreement | intercreditor arrangements > Loan Documentation
Floor Plan Financing | floor plan lending | floorplan financing | dealer floor plan lending > Commercial Lending
Franchise Lending | franchise finance | franchise loans > Commercial Lending
# Problem loans and portfolio oversight
Loan Watch List Monitoring | watch list credits | loan watch list | watch list loans | watchlist loans > Special Assets
Loan Portfolio Stress Testing | portfolio stress testing | =CRE stress testing | credit stress testing | loan stress testing > Financial Stress Testing
Shared National Credit Program | =SNC | =SNC exams | Shared National Credit > Loan Syndication
Credit Risk Certification | RMA Credit Risk Certification | =RMA CRC | ?=CRC > Credit Risk Management

## Treasury analysis practice
# Bank connectivity, statements and accounts
SWIFT Alliance | SWIFT Alliance Access | SWIFT Alliance Lite2 > SWIFT Payments
MT940 | =MT940 statements | MT940 bank statements | MT940 files > Bank Reconciliation
BAI2 | BAI2 files | BAI2 bank statements | =BAI format | =BAI2 reporting > Bank Reconciliation
camt.053 | =CAMT.053 | camt.053 statements | camt.053 files > ISO 20022
Bank Connectivity | host-to-host connectivity | SWIFT connectivity | host-to-host bank connections | bank file integrations | bank connectivity setup > Treasury Management Systems
EBICS | Electronic Banking Internet Communication Standard > Bank Connectivity
SAP Bank Communication Management | =SAP BCM > Bank Connectivity
SAP In-House Cash | =SAP IHC > In-House Banking
SAP Cash Management | SAP Cash and Liquidity Management | SAP cash positioning > Cash Positioning
ION Wallstreet Suite | Wallstreet Suite | Wall Street Systems > Treasury Management Systems
Clearwater Analytics | Clearwater investment accounting > Investment Accounting
Bloomberg FXGO | =FXGO > Foreign Exchange
Bank Signatory Management | signatory management | bank signers | authorized signers | bank signer updates | signer maintenance > Bank Account Management
Virtual Account Management | virtual accounts | =VAM | virtual bank accounts > Bank Account Management
Cash Visibility | global cash visibility | cash visibility reporting > Cash Positioning
Cash Concentration | cash concentration structures | concentration accounts > Cash Pooling
Notional Pooling | notional cash pooling > Cash Pooling
Payment Factory | payments factory | payment hub | payments hub > Treasury Management
# Funding, debt and capital
Intercompany Loans | intercompany lending | intercompany loan agreements | intercompany funding > Treasury Management
Corporate Debt Management | debt portfolio management > Debt Financing
Debt Issuance | bond issuance | notes issuance | debt offerings | bond offerings > Debt Financing
Credit Facility Administration | credit facility management | revolver draws | revolver borrowings | revolver administration > Revolving Credit Facilities
Bank Guarantees | bank guarantee | guarantee issuance | bank guarantee administration > Letters of Credit
Surety Bond Administration | surety bond management | surety bond portfolio | surety bonds administration > Letters of Credit
Supply Chain Finance | supply chain financing | reverse factoring | supplier finance programs | =SCF programs > Working Capital Management
Receivables Factoring | invoice factoring | accounts receivable factoring | receivables financing > Working Capital Management
Share Repurchase Programs | share repurchases | stock buybacks | share buybacks | buyback programs > Capital Markets
Rating Agency Relations | rating agency presentations | credit rating agency relations | rating agency reviews > Capital Markets
Cash Repatriation | dividend repatriation | repatriation of cash | cash repatriation planning > Treasury Management
Treasury Investment Policy | cash investment policy | corporate investment policy | treasury investment guidelines > Short-Term Investments
Treasury Policy | treasury policies | treasury policy development > Treasury Management
# Risk management and hedging
FX Exposure Management | FX exposure | foreign currency exposure management | currency exposure analysis | FX exposure reporting > FX Hedging
Balance Sheet Hedging | balance sheet FX hedging | balance sheet hedges > FX Hedging
Cash Flow Hedging | cash flow hedges | cash flow hedge accounting > Hedge Accounting
Net Investment Hedging | net investment hedges | net investment hedge accounting > Hedge Accounting
FX Forwards | FX forward contracts | currency forwards | foreign exchange forwards | forward contracts > FX Hedging
FX Options | currency options | foreign exchange options > FX Hedging
FX Trade Execution | FX execution | FX deal execution | spot FX trades | FX spot trades > Foreign Exchange
Cross-Currency Swaps | cross currency swaps | cross-currency interest rate swaps > Interest Rate Hedging
Interest Rate Caps | interest rate cap agreements > Interest Rate Hedging
Commodity Hedging | commodity risk management | commodity hedges | commodity price hedging > Financial Derivatives
Counterparty Risk Management | counterparty risk | counterparty credit risk | counterparty exposure | counterparty limits > Credit Risk Management
Mark-to-Market Valuation | mark-to-market | derivative valuation | derivatives valuation | =MTM valuations > Financial Derivatives
EMIR Reporting | =EMIR | European Market Infrastructure Regulation > Financial Derivatives
Swap Data Reporting | Dodd-Frank swap reporting | =CFTC swap reporting | swap reporting > Financial Derivatives
# Treasury credentials
Certified Treasury Associate | AFP Certified Treasury Associate | AFP CTA | ?=CTA > Certified Treasury Professional

## Actuarial analysis practice
# Actuarial exams and credentials
SOA Exam P | Exam P | Exam P/1 | SOA Probability exam > Actuarial Exams
SOA Exam FM | Exam FM | Exam FM/2 | SOA Financial Mathematics exam > Actuarial Exams
SOA Exam FAM | Exam FAM | Fundamentals of Actuarial Mathematics exam > Actuarial Exams
SOA Exam ALTAM | Exam ALTAM | Advanced Long-Term Actuarial Mathematics > Actuarial Exams
SOA Exam ASTAM | Exam ASTAM | Advanced Short-Term Actuarial Mathematics > Actuarial Exams
SOA Exam SRM | Exam SRM | Statistics for Risk Modeling exam > Actuarial Exams
SOA Exam PA | Exam PA | SOA Predictive Analytics exam > Actuarial Exams
CAS MAS Exams | Exam MAS-I | Exam MAS-II | =MAS-I | =MAS-II | Modern Actuarial Statistics exams > Actuarial Exams
CAS Exam 5 | CAS Exam 5 Basic Ratemaking and Reserving > Actuarial Exams
Member of the American Academy of Actuaries | =MAAA | American Academy of Actuaries membership > Actuarial Science
Chartered Enterprise Risk Analyst | =CERA | CERA credential > Enterprise Risk Management
Enrolled Actuary | =JBEA enrolled actuary | Enrolled Actuary designation | ?=EA > Pension Valuation
Actuarial Standards of Practice | =ASOPs | =ASOP | actuarial standards > Actuarial Science
# Reserving and valuation
Chain Ladder Method | chain-ladder method | chain ladder reserving | chain-ladder reserving | chain ladder | chain-ladder > Loss Reserving
Bornhuetter-Ferguson Method | Bornhuetter-Ferguson | Bornhuetter Ferguson method > Loss Reserving
Loss Development Triangles | loss triangles | claims triangles | development triangles | loss development factors | =LDFs | loss development analysis > Loss Reserving
IBNR Reserves | =IBNR | incurred but not reported | IBNR estimation | IBNR reserving > Loss Reserving
Unearned Premium Reserves | =UPR | unearned premium reserve | unearned premium calculations > Statutory Accounting Principles
Premium Deficiency Reserves | premium deficiency reserve | premium deficiency testing > Loss Reserving
Statement of Actuarial Opinion | statements of actuarial opinion | actuarial opinions | =SAO | actuarial opinion summary > Loss Reserving
Schedule P | NAIC Schedule P | Schedule P analysis > NAIC Annual Statement
Statutory Reserves | statutory reserving | statutory reserve calculations | statutory reserve valuation > Statutory Accounting Principles
Principles-Based Reserving | principle-based reserving | =PBR reserving | =VM-20 | =VM-20 reserves > Statutory Reserves
=VM-21 | VM-21 variable annuity reserves | variable annuity reserving > Principles-Based Reserving
Cash Flow Testing | asset adequacy analysis | asset adequacy testing | cash-flow testing > Asset Liability Management
Long-Duration Targeted Improvements | =LDTI | =ASU 2018-12 | =LDTI implementation > Generally Accepted Accounting Principles
=ASC 944 | insurance contract accounting | =ASC 944 reserves > Generally Accepted Accounting Principles
Embedded Value | =MCEV | market consistent embedded value | embedded value reporting > Actuarial Modeling
Stochastic Modeling | stochastic models | stochastic modelling | stochastic projections > Actuarial Modeling, Monte Carlo Simulation
Economic Scenario Generators | economic scenario generator | economic scenario generation | Moody's Scenario Generator > Stochastic Modeling
# Experience studies and assumptions
Experience Studies | experience study | lapse studies | policyholder behavior studies | persistency studies > Actuarial Science
Mortality Tables | mortality table | =VBT tables | valuation basic tables | =CSO tables | mortality assumptions | life tables > Actuarial Science
Mortality Improvement Scales | mortality improvement | =MP-2021 | mortality improvement assumptions > Mortality Tables
Credibility Theory | credibility weighting | Bühlmann credibility | Buhlmann credibility | credibility analysis > Ratemaking
# Pricing
Loss Ratio Analysis | loss ratios | loss ratio monitoring | loss ratio trends > Ratemaking
Rate Indications | rate level indications | rate adequacy analysis | rate adequacy | rate level analysis > Ratemaking
Life and Annuity Pricing | life insurance pricing | annuity pricing | life product pricing | annuity product pricing > Actuarial Modeling
Reinsurance Pricing | treaty pricing | reinsurance modeling | reinsurance structure analysis > Reinsurance
Health Insurance Pricing | health plan pricing | premium rate development | =ACA rate filings | small group rate filings > Ratemaking
Medicare Advantage Bids | =MA bids | Medicare Advantage bid pricing | =MA bid pricing | =CMS bid pricing tool > Medicare Advantage
Medical Loss Ratio | medical loss ratio reporting | =MLR reporting | =MLR rebates | =MLR > Life and Health Insurance
Medical Trend Analysis | healthcare cost trend | claims trend analysis | medical cost trend | utilization trend analysis > Health Insurance Pricing
Risk Score Analysis | risk adjustment modeling | risk score modeling | risk adjustment revenue forecasting | risk adjustment transfers > CMS-HCC Risk Adjustment Model
Milliman Health Cost Guidelines | Health Cost Guidelines | =HCGs > Medical Trend Analysis
Milliman MedInsight | MedInsight > Medical Trend Analysis
# Pension and benefits valuation
Defined Benefit Plan Administration | =DB plan administration | pension plan administration > Retirement Plan Administration
Pension Valuation | pension valuations | defined benefit valuations | pension plan valuations | actuarial valuations > Defined Benefit Plan Administration
=ASC 715 | pension accounting | =FAS 87 | =SFAS 158 | =ASC 715 disclosures > Pension Valuation, Generally Accepted Accounting Principles
OPEB Valuation | =OPEB | =OPEB valuations | other postemployment benefits > Pension Valuation
Pension Funding Valuation | pension funding | minimum required contributions | pension funding calculations > Pension Valuation
ProVal | Winklevoss ProVal > Pension Valuation
# Actuarial software
Milliman Integrate | Milliman Integrate platform > Actuarial Modeling
Milliman MG-ALFA | =MG-ALFA > Actuarial Modeling
=MoSes | WTW MoSes | Towers Watson MoSes > Actuarial Modeling
WTW ResQ | =ResQ | ResQ reserving > Loss Reserving
Milliman Arius | Arius | Arius reserving > Loss Reserving
WTW Igloo | ~=Igloo | Igloo stochastic modeling > Stochastic Modeling
Akur8 | Akur8 pricing > Ratemaking

## Bank teller and universal banker practice
# Teller transactions and cash
Teller Transactions | deposits and withdrawals | deposit and withdrawal processing | teller deposits | processing deposits and withdrawals > Teller Operations
Check Cashing | check cashing procedures | on-us check cashing | non-customer check cashing > Teller Operations
Negotiable Instruments | negotiable instruments law | =UCC Article 3 | =UCC Articles 3 and 4 | check negotiability > Teller Operations
Check Endorsement Verification | check endorsements | endorsement verification | check endorsement requirements > Check Fraud Prevention
Counterfeit Currency Detection | counterfeit detection | counterfeit bill detection | counterfeit money detection | currency authentication | counterfeit currency | counterfeit bills > Cash Handling
Night Depository Processing | night depository | night drop | night deposits | night drop processing > Teller Operations
ATM Replenishment | ATM cash replenishment | ATM loading | ATM cassette loading | ATM cash loading > ATM Settlement
Dual Control Procedures | dual control | dual custody | dual control procedures for vaults > Vault Management
Savings Bond Redemption | savings bonds | =EE bonds | savings bond redemptions | US savings bond redemption > Teller Operations
Foreign Currency Orders | foreign currency exchange services | foreign cash orders | foreign currency exchange for customers > Teller Operations
Credit Card Cash Advances | cash advances | cash advance processing | teller cash advances > Teller Operations
Loan Payment Processing | loan payments | mortgage payments | loan payment posting | loan payments processing > Loan Servicing
Interactive Teller Machines | ~=ITM | interactive teller machine | video teller machines | video banking > Teller Operations
Branch Capture | teller capture | branch image capture | teller image capture > Item Processing
Bank Security Procedures | robbery procedures | bank robbery procedures | robbery response procedures | Bank Protection Act > Branch Operations
ABA Bank Teller Certificate | ABA teller certification | American Bankers Association teller certificate | bank teller certificate > Teller Operations
# Accounts, products and account screening
Deposit Products | deposit product knowledge | checking and savings products | consumer deposit products | deposit accounts | money market accounts > Deposit Operations
Business Account Opening | business account openings | business deposit account opening | commercial account opening > Account Opening
Payable on Death Accounts | payable on death | payable-on-death accounts | =POD accounts | =POD beneficiaries | transfer on death accounts > Deposit Operations
Credit Union Share Certificates | ?share certificates | share certificate accounts > Credit Unions, Certificates of Deposit
Instant Issue Debit Cards | instant issue cards | instant card issuance | debit card issuance | instant issue debit card > Debit Card Operations
FDIC Deposit Insurance | FDIC insurance coverage | FDIC coverage | deposit insurance coverage | =EDIE | FDIC insurance > FDIC Regulations
ChexSystems | ChexSystems screening | ChexSystems reports > Account Opening
Early Warning Services | =EWS account screening > Account Opening
Identity Theft Prevention | identity fraud prevention > Red Flags Rule
Mobile Deposit | mobile check deposit | mobile deposits | mobile deposit support > Remote Deposit Capture
# Digital banking and banker sales practice
Digital Banking | online banking | mobile banking | internet banking | digital banking platforms
Digital Banking Enrollment | online banking enrollment | mobile banking enrollment | digital banking adoption | digital banking support | online banking support > Digital Banking
Q2 Digital Banking | Q2 online banking | Q2 Software | Q2 banking platform | Q2 eBanking > Digital Banking
Alkami | Alkami digital banking | Alkami Platform > Digital Banking
Jack Henry Synergy | Synergy document imaging | Synergy imaging > Jack Henry & Associates
Financial Needs Assessment | financial needs analysis | financial needs review | financial needs conversations > Customer Needs Analysis
Needs-Based Selling | needs based selling | needs-based sales | needs-based conversations > Consultative Selling

## Social media management practice
# Channels and communities
Facebook Groups | Facebook group management | Facebook community groups > Community Management, Facebook Marketing
LinkedIn Newsletters | LinkedIn newsletter > LinkedIn Marketing
Discord Community Management | Discord server management | Discord moderation | Discord communities > Community Management
Twitch Marketing | Twitch channel management | Twitch community management > Social Media Marketing
WhatsApp Business | WhatsApp Business API | WhatsApp marketing | WhatsApp Channels > Social Media Marketing
Meta Shops | Instagram Shopping | Instagram Shop | Facebook Shops > Social Commerce
Comment Moderation | social media moderation > Community Management
Social SEO | social search optimization | TikTok SEO | Instagram SEO > Search Engine Optimization
# Social strategy and governance
Hashtag Strategy | hashtag research | hashtag strategies > Social Media Strategy
Social Media Audits | social media audit | social channel audits > Social Media Strategy
Social Media Policy | social media policies | social media guidelines | social media governance > Social Media Management
Social Trend Monitoring | social media trends | trendjacking | social trend tracking > Social Listening
Social Media Contests | social media giveaways | social giveaways | social sweepstakes | social contests > Social Media Marketing
Accessible Social Media | social media accessibility | accessible social content | captioning social video > Web Accessibility
Social Ad Creative | paid social creative | social ad creatives | social ads creative > Paid Social
# Influencer programs
Influencer Contracts | influencer agreements | creator contracts | influencer contracting > Influencer Marketing
Influencer Briefs | creator briefs | influencer campaign briefs > Influencer Marketing
Influencer Discovery | creator discovery | influencer identification | influencer search > Influencer Marketing
# Social tools
Sked Social > Social Media Management
SocialPilot > Social Media Management
Sendible > Social Media Management
Vista Social > Social Media Management
Rival IQ | RivalIQ > Social Media Analytics
Brand24 > Social Listening
Pulsar Platform | Pulsar TRAC | Pulsar social listening > Social Listening
Linktree | link-in-bio tools | link in bio > Social Media Management

## Product marketing practice
# Positioning, messaging and launches
Positioning Statements | positioning statement | positioning documents | positioning docs > Product Positioning
April Dunford Positioning Framework | Obviously Awesome | Dunford positioning method > Product Positioning
Category Design | category creation | category design strategy | new category creation > Product Positioning
Message House | messaging house | message houses > Messaging Frameworks
Strategic Narrative | strategic narratives | corporate narrative | sales narrative | company narrative > Messaging Frameworks
Launch Tiering | launch tiers | tiered launch framework | launch tier framework | launch tiering framework > Product Launch
Early Access Programs | early access program | customer beta programs | beta program management | limited availability programs > Product Launch, Beta Testing
Market Requirements Documents | =MRD | =MRDs | market requirements document > Product Marketing
Sales Kickoff | sales kickoffs | =SKO | =SKO content | sales kickoff content > Sales Enablement
Competitive Teardowns | product teardowns | competitor teardowns | competitive product teardowns > Competitive Analysis
Software Review Site Programs | software review sites | review sites | review generation campaigns > Online Review Management
Capterra | Capterra listings > Software Review Site Programs
Product Marketing Certified | =PMA certification | Product Marketing Alliance certification | Product Marketing Certified: Core > Product Marketing
# Pricing and product-led growth
Value-Based Pricing | value based pricing | value pricing | value-based pricing models > Pricing Strategy
Freemium Models | freemium | freemium model | freemium pricing > Product-Led Growth
Free Trial Optimization | trial conversion | trial-to-paid conversion | free trial conversion > Product-Led Growth
Product Tours | in-app product tours | interactive product tours | guided product tours | in-app guides > User Onboarding
Interactive Demos | interactive product demos | click-through demos | demo automation | self-guided demos > Product Demonstrations
Storylane | Storylane interactive demos > Interactive Demos
Consensus Demo Automation | Consensus video demos | Consensus demos > Interactive Demos
# Competitive and win/loss tools
Klue | Klue competitive intelligence | Klue battlecards > Competitive Intelligence
Crayon Competitive Intelligence | ~=Crayon | Crayon.co > Competitive Intelligence
Clozd | Clozd win-loss | Clozd win/loss > Win/Loss Analysis
Wynter | Wynter message testing > Message Testing

## Content writing and copywriting practice
# Copywriting forms
Conversion Copywriting | conversion-focused copywriting | conversion copy > Copywriting
Direct Response Copywriting | direct-response copywriting | direct response copy > Copywriting, Direct Response Marketing
Sales Copy | sales copywriting | sales pages | sales page copy | sales letters > Copywriting
Email Sequences | email sequence writing | nurture emails | nurture email sequences | email nurture copy > Email Copywriting, Lead Nurturing
Call-to-Action Copy | call to action | calls to action | =CTA copy > Copywriting
Taglines | tagline writing | slogans | slogan writing | taglines and slogans > Copywriting
Packaging Copy | packaging copywriting | on-pack copy | label copy | package copy | label copy development > Copywriting
Catalog Copy | catalog copywriting | catalogue copy > Product Descriptions
B2B Copywriting | B2B content writing | B2B writing > Copywriting
# Editorial writing
Brand Journalism | brand newsroom content | brand journalism stories > Content Marketing
News Writing | newswriting | news reporting | journalistic writing > Content Writing
Feature Writing | feature articles | magazine feature writing | long-form features > Content Writing
Creative Writing | fiction writing > Content Writing
Web Writing | writing for the web | web content writing | online content writing > Content Writing
Plain Language Writing | plain-language writing | Plain Writing Act > Content Writing
# Editing and quality checks
Developmental Editing | developmental edits | structural editing | substantive editing > Copy Editing
Line Editing | line edits > Copy Editing
APA Style | =APA format | =APA formatting | APA 7th edition | =APA citations > Style Guides
Readability Scoring | readability scores | Flesch-Kincaid | Flesch reading ease | readability analysis > Plain Language Writing
Hemingway Editor | Hemingway App > Readability Scoring
Plagiarism Checking | plagiarism detection | plagiarism checks | originality checks > Fact-Checking
Copyscape > Plagiarism Checking
Originality.ai | Originality AI > Plagiarism Checking
AI Content Detection | AI-generated content detection | AI writing detection > Plagiarism Checking
Acrolinx | Acrolinx content governance > Style Guides
Frase | Frase.io > SEO Content Briefs
Writer.com | Writer AI platform > AI-Assisted Content Creation

## B2B account management practice
# Account growth and coverage
Account Penetration | account penetration strategy | share of wallet | wallet share | wallet share growth > Expansion Revenue
Account Segmentation | customer tiering | account segmentation models | tiered account coverage > Key Account Management
SAMA Certified Strategic Account Manager | SAMA CSAM | SAMA certification | Strategic Account Management Association certification > Strategic Account Management
Altify | Upland Altify | Altify Max > Account Planning
# Renewals, pricing and agreements
Price Increase Management | price increases | price increase negotiations | price increase communications | price uplift negotiations > Pricing Negotiation
Co-Terming | co-termination | co-termed contracts | coterming | co-term renewals > Renewal Management
True-Ups | license true-ups | true-up negotiations | true-up reviews > Renewal Management
Enterprise License Agreements | enterprise license agreement > Contract Negotiation
Customer Pricing Agreements | pricing agreements | price agreements | customer price lists > Pricing Strategy
Customer Rebate Programs | rebate programs | rebate management | customer rebates | rebate agreements > Pricing Strategy
Karrass Effective Negotiating | Karrass negotiation training | Karrass > Contract Negotiation

## HR business partner practice
# Organization and workforce design
Span of Control Analysis | span of control | spans and layers | spans and layers analysis > Organizational Design
Organizational Effectiveness | org effectiveness | organization effectiveness | organisational effectiveness > Organizational Design
Workforce Restructuring | reorganizations | reorgs | organizational restructuring | org restructuring | workforce restructurings > Organizational Design
Organizational Network Analysis | organizational network analysis studies | =ONA > HR Analytics
Culture Transformation | culture change | cultural transformation | culture change initiatives | culture transformation programs > Change Management
Employee Lifecycle Management | employee lifecycle | employee life cycle | hire-to-retire | hire to retire > HR Operations
People Strategy | HR strategy | human resources strategy | people strategy development > HR Business Partnering
OrgPlus | OrgPlus org charts > Org Charts
ChartHop | ChartHop org planning > Org Charts
# Talent, careers and rewards
Career Frameworks | career frameworks and ladders | leveling frameworks | engineering ladders | career architecture > Job Architecture, Career Pathing
Skills Taxonomy | skills taxonomies | skills ontology | skills framework | skills frameworks > Competency Models
Skills-Based Organization | skills-based talent practices | skills-first organization | skills-based organisation > Talent Management
Internal Mobility | internal mobility programs | internal talent mobility > Talent Management
Talent Marketplace | internal talent marketplace | talent marketplaces | opportunity marketplace > Internal Mobility
Gloat | Gloat talent marketplace > Talent Marketplace
Promotion Processes | promotion cycles | promotion calibration | promotion committees | promotion process design > Performance Calibration
Equity Refresh Grants | equity refreshes | refresh grants | equity refresh | equity refresh programs > Equity Compensation
Hay Method | Hay Guide Chart | Korn Ferry Hay Guide Chart | Hay job evaluation | Hay points > Job Evaluation
Flight Risk Analysis | flight risk assessment | retention risk assessment | attrition risk analysis > Retention Strategies
# Employee relations and listening
Older Workers Benefit Protection Act | =OWBPA | =OWBPA disclosures | =OWBPA compliance > Age Discrimination in Employment Act, Separation Agreements
HR Due Diligence | HR M&A due diligence | people due diligence | human capital due diligence > Due Diligence, Post-Merger Integration
Employee Listening Strategy | employee listening | listening strategy | employee listening programs > Employee Surveys
Employee Net Promoter Score | =eNPS | employee NPS > Employee Engagement

## Training and development practice
# Design methods and evaluation
Phillips ROI Methodology | Phillips ROI | Phillips ROI model | ROI Institute certification | training ROI analysis > Kirkpatrick Model, Training Evaluation
Merrill's First Principles of Instruction | Merrill's principles | First Principles of Instruction > Instructional Design
Action Mapping | Cathy Moore action mapping | action mapping method > Instructional Design
Scenario-Based Learning | scenario-based training | scenario based learning | scenario-based e-learning > Instructional Design
Assessment Design | assessment development | knowledge checks | quiz design | training assessments > Instructional Design, Item Writing
Performance Consulting | human performance improvement | performance gap analysis | human performance technology > Training Needs Analysis
Learning Paths | learning path design | learning pathways | learning journeys > Curriculum Development
Onboarding Program Design | onboarding programs | onboarding curriculum | onboarding program development > Employee Onboarding, New Hire Orientation
Certification Program Development | certification program design | credentialing program development > Curriculum Development
Role-Play Exercises | role plays | role-playing exercises | role-play scenarios | role play exercises > Instructor-Led Training
Soft Skills Training | soft-skills training | interpersonal skills training | soft skills workshops > Training Delivery
Training Records Management | training records | training recordkeeping | training matrix | training matrices > Learning Management Systems, Training Coordination
Training Videos | instructional videos | training video production | video-based learning > E-Learning Development, Video Production
# Authoring, media and delivery tools
Lectora | Lectora Inspire | Lectora Online > E-Learning Development
iSpring Suite | iSpring | iSpring Learn > E-Learning Development
Elucidat > E-Learning Development
dominKnow | dominKnow ONE > E-Learning Development
Powtoon > E-Learning Development
Synthesia | Synthesia AI video > E-Learning Development
cmi5 | =CMI5 > xAPI
Audacity > Audio Editing
Mentimeter | Menti > Training Delivery
Slido | sli.do > Training Delivery
# Learning platforms and content libraries
360Learning > Learning Management Systems
EdCast | Cornerstone EdCast > Learning Experience Platforms
Udemy Business | Udemy for Business > Learning and Development
Coursera for Business | Coursera enterprise > Learning and Development
# Leadership programs, coaching and trainer credentials
DDI Leadership Training | DDI Interaction Management | Development Dimensions International | DDI certified facilitator > Leadership Development Programs
Crucial Conversations | Crucial Conversations certification | Crucial Conversations for Mastering Dialogue > Leadership Development Programs
FranklinCovey | Franklin Covey | FranklinCovey certified facilitator > Leadership Development Programs
Situational Leadership | Situational Leadership II | =SLII | Blanchard Situational Leadership > Leadership Development Programs
Insights Discovery | Insights Discovery profiles > DiSC Assessment
Lominger Competencies | Lominger | Korn Ferry Leadership Architect | Lominger competency model > Competency Models
Executive Coaching | executive coach | leadership coaching | executive coaching engagements > Leadership Development Programs
ICF Coaching Credential | ICF certified coach | =ICF ACC | =ICF PCC | =ICF MCC | Associate Certified Coach | Professional Certified Coach > Executive Coaching
ATD Master Trainer | ATD Master Trainer Program > Train-the-Trainer
ATD Master Instructional Designer | ATD Master Instructional Designer Program > Instructional Design
CompTIA CTT+ | =CTT+ | Certified Technical Trainer > Training Delivery
Certified Professional Facilitator | =IAF CPF | IAF certification | ?=CPF > Training Delivery

## Compliance analysis practice
# Compliance program work
Compliance Monitoring | compliance monitoring programs | compliance monitoring reviews | ongoing compliance monitoring > Regulatory Compliance
Compliance Testing | compliance testing programs | compliance test scripts | transactional testing | compliance test plans > Compliance Audit
Compliance Risk Assessment | compliance risk assessments | regulatory risk assessments | compliance risk assessment programs > Regulatory Compliance
Compliance Management System | compliance management systems | compliance program framework > Regulatory Compliance
Regulatory Change Management | regulatory change | regulatory change tracking | horizon scanning | regulatory horizon scanning > Regulatory Compliance
Compliance Issues Management | compliance issue management | issue remediation tracking | findings remediation tracking | compliance findings remediation > Regulatory Compliance
Regulatory Examinations | regulatory exams | regulatory exam preparation | regulator examinations | =SEC examinations | =FINRA examinations > Regulatory Compliance
Consent Order Remediation | consent orders | consent order compliance | matters requiring attention | =MRA remediation > Bank Regulatory Examinations
Key Risk Indicators | =KRI | =KRIs | key risk indicator | key risk indicator reporting > Operational Risk
Compliance Calendar | compliance calendars | regulatory calendar | regulatory filing calendar > Regulatory Compliance
Regulatory Complaint Management | regulatory complaint handling | complaint management program | complaint root cause analysis | =CFPB complaints > UDAAP
ISO 37301 | ISO 37301 compliance management systems > Compliance Management System
# Financial crime and sanctions
Sanctions Compliance | EU sanctions | UK sanctions | global sanctions compliance | sanctions programs | =OFSI sanctions > OFAC Sanctions Screening
Fircosoft | Firco Continuity | Firco Trust | Accuity Firco > OFAC Sanctions Screening
Dow Jones Risk & Compliance | Dow Jones Risk and Compliance | Dow Jones watchlist > OFAC Sanctions Screening
Crypto Compliance | crypto AML | cryptocurrency compliance | virtual asset compliance | digital asset compliance > Anti-Money Laundering
FATF Travel Rule | Travel Rule | crypto travel rule | Travel Rule compliance > Anti-Money Laundering, Crypto Compliance
Chainalysis | Chainalysis Reactor | Chainalysis KYT > Crypto Compliance
TRM Labs | TRM Forensics > Crypto Compliance
Elliptic Navigator | ~=Elliptic | Elliptic Lens > Crypto Compliance
UK Bribery Act | Bribery Act 2010 > Foreign Corrupt Practices Act
ISO 37001 | ISO 37001 anti-bribery management systems > Foreign Corrupt Practices Act
Gifts and Entertainment Compliance | gifts and entertainment | gifts and entertainment policy | gift and entertainment tracking | =G&E tracking > Foreign Corrupt Practices Act
Convercent | Convercent ethics platform > Ethics and Compliance Hotlines
# Securities and investment adviser compliance
SEC Rules and Regulations | SEC rules | SEC regulations | SEC compliance | SEC regulatory compliance > Securities Law
Trade Surveillance | trade surveillance reviews | market abuse surveillance | trade monitoring > FINRA Rules
Electronic Communications Surveillance | e-communications surveillance | =eComms surveillance | communications surveillance | email surveillance | electronic communications review > FINRA Rules
Smarsh > Electronic Communications Surveillance
Global Relay | Global Relay Archive > Electronic Communications Surveillance
Material Nonpublic Information | =MNPI | =MNPI controls | =MNPI handling > Insider Trading Compliance
Information Barriers | ethical walls | restricted list | watch and restricted lists | restricted list management > Insider Trading Compliance
Code of Ethics Administration | code of ethics reporting | code of ethics certifications | =Rule 204A-1 > Investment Advisers Act of 1940
Personal Trading Compliance | personal trading | personal trading pre-clearance | personal securities transactions | employee trading monitoring > Code of Ethics Administration
ComplySci > Personal Trading Compliance
StarCompliance | StarCompliance Code of Ethics > Personal Trading Compliance
SEC Marketing Rule | marketing rule | =Rule 206(4)-1 | Advisers Act marketing rule > Investment Advisers Act of 1940
Annual Compliance Program Review | =Rule 206(4)-7 | annual compliance review | compliance program rule > Investment Advisers Act of 1940
Advertising Compliance Review | advertising review | marketing compliance review | =FINRA Rule 2210 > FINRA Rules
Red Oak Compliance | Red Oak Compliance Solutions > Advertising Compliance Review
Saifr > Advertising Compliance Review
SEC Rule 17a-4 | =Rule 17a-4 | =17a-4 | =SEC 17a-4 > Securities Exchange Act of 1934
Regulation SHO | =Reg SHO > Securities Exchange Act of 1934
MiFID II | =MiFID | Markets in Financial Instruments Directive > Securities Law
FCA Handbook | Financial Conduct Authority rules | =FCA rules | =FCA regulations | =FCA regulated firms > Regulatory Compliance
FCA Consumer Duty | Consumer Duty > FCA Handbook
Senior Managers and Certification Regime | =SMCR | =SM&CR > FCA Handbook
CFPB Section 1071 | Section 1071 | small business lending data collection > Fair Lending
# Privacy and GRC tools
Data Privacy Compliance | data privacy | privacy compliance | privacy program management | data protection compliance > Privacy Law
Privacy Impact Assessments | privacy impact assessment | =PIA | =PIAs | data protection impact assessments | =DPIA | =DPIAs > Data Privacy Compliance
LogicGate | LogicGate Risk Cloud > Enterprise Risk Management
Hyperproof > Enterprise Risk Management

## Contracts management practice
# Contract terms and clauses
Terms and Conditions Review | =T&Cs review | =T&C negotiation | negotiating terms and conditions > Contract Review
Force Majeure Clauses | force majeure | force majeure provisions > Contract Review
Governing Law Clauses | governing law | choice of law clauses | governing law and venue > Contract Review
Termination Clauses | termination provisions | termination for convenience | termination for default > Contract Review
Assignment Clauses | assignment provisions | anti-assignment clauses > Contract Review
Warranty Provisions | warranty terms | warranty clauses > Contract Review
Intellectual Property Clauses | IP clauses | IP provisions | intellectual property provisions > Contract Review
Contractual Insurance Requirements | insurance provisions | insurance clauses | contract insurance requirements | insurance requirements review > Contract Review
Contract Risk Assessment | contract risk management | contract risk review | contract risk analysis > Contract Review
# Contract administration
Contract Intake | contract intake process | contract request intake | contract triage > Contract Lifecycle Management
Contract Repository Management | contract repository | contract repositories | contract database management > Contract Lifecycle Management
Contract Obligations Management | obligations management | obligation tracking | contract obligation tracking | post-award obligations > Contract Administration
Contract Expiration Tracking | auto-renewal tracking | contract expirations | renewal and expiration tracking | evergreen clause tracking > Contract Administration
Contract Closeout | contract closeouts | contract close-out | contract closeout procedures > Contract Administration
Flow-Down Clauses | flowdown clauses | flow-down provisions | flow down clauses | =FAR flow-downs > Subcontract Administration
Juro | Juro contract management > Contract Lifecycle Management
SpotDraft > Contract Lifecycle Management
WorldCC Certification | WorldCC | World Commerce & Contracting certification | =IACCM | =IACCM certification > Contract Administration
National Contract Management Association Certification | NCMA contract management certification | National Contract Management Association > Contract Administration
# Government contracts
Firm-Fixed-Price Contracts | firm fixed price | firm-fixed-price | =FFP contracts | fixed-price contracts | fixed price contracts > Government Contracts
Cost-Reimbursement Contracts | cost-reimbursable contracts | cost-type contracts | cost-plus-fixed-fee | =CPFF | =CPIF | =CPAF > Government Contracts, Cost-Plus Contracts
Time-and-Materials Contracts | time and materials contracts | =T&M contracts | labor-hour contracts | =T&M/LH contracts | =T&M > Government Contracts
Standard Form 30 | =SF-30 | =SF 30 | SF-30 modifications | bilateral modifications | unilateral modifications > Contract Amendments
Task Order Management | task orders | task order proposals | task order administration > IDIQ Contracts
Other Transaction Authority | =OTA agreements | other transaction agreements | other transactions authority > Government Contracts
Contractor Purchasing System Review | =CPSR | =CPSRs | purchasing system reviews > Federal Acquisition Regulation
Truthful Cost or Pricing Data Act | =TINA | Truth in Negotiations Act | certified cost or pricing data > Cost and Price Analysis
Forward Pricing Rate Agreements | =FPRA | =FPRAs | forward pricing rate proposals | =FPRP > Cost and Price Analysis
Price Negotiation Memorandum | =PNM | price negotiation memorandums | price negotiation memoranda > Cost and Price Analysis
SAM.gov Registration | SAM.gov | SAM registration | System for Award Management | unique entity identifier | =UEI > Government Contracts
Contract Data Requirements List | =CDRL | =CDRLs | =DD Form 1423 | contract data requirements lists > Government Contracts
Government Property Management | government-furnished property | government furnished property | =GFP | government-furnished equipment > Government Contracts
Buy American Act | Buy American requirements | Buy American compliance > Federal Acquisition Regulation
Trade Agreements Act | =TAA compliance | =TAA compliant > Federal Acquisition Regulation
Section 889 Compliance | Section 889 | Section 889 certifications > Federal Acquisition Regulation
Service Contract Labor Standards | Service Contract Act | =SCA wage determinations | =SCLS > Federal Acquisition Regulation
Compusearch PRISM | PRISM contract writing system | Unison PRISM > Government Contracts

## Legal secretary practice
# Document production and formatting
Legal Document Formatting | legal formatting | court document formatting | legal document production > Legal Drafting, Pleading Paper Formatting
Microsoft Word Advanced Formatting | Word styles | Word templates | Word auto-numbering | multilevel list numbering > Microsoft Word
Word Macros | Microsoft Word macros | Word VBA macros > Microsoft Word
Document Comparison | blacklining | blacklines | redline comparisons | document compare > Legal Drafting
Litera Contract Companion | Contract Companion > Proofreading
PDF Bookmarking | PDF bookmarks | bookmarking PDFs | PDF bookmarking and hyperlinking > Adobe Acrobat
Philips SpeechExec | SpeechExec | Philips dictation software > Dictation
Continuing Education of the Bar | =CEB forms | =CEB OnLAW | CEB practice guides > Legal Research
# Filing, service and court logistics
Courtesy Copies | chambers copies | judge's courtesy copies | chambers copy delivery > Court Filing
Process Server Coordination | process servers | coordinating service of process > Service of Process
Transcript Ordering | deposition transcript ordering | ordering transcripts | hearing transcript orders > Court Reporter Coordination
Probate Filings | probate petitions | probate court filings | probate forms > Probate
Will Execution Ceremonies | will execution | estate plan signings | will signing ceremonies > Estate Planning
# Law office records, billing and credentials
Legal File Management | client file management | matter file maintenance | file opening and closing | closed file management > Records Retention
Intapp Terms | Intapp Terms engagement management > Engagement Letters
Certified Legal Secretary Specialist | Legal Secretaries International certification | =CLSS > NALS Professional Legal Secretary

## Litigation attorney practice
# Trial and hearing advocacy
Trial Advocacy | trial practice | courtroom advocacy | trial advocacy skills > Trial Preparation
Jury Trials | jury trial experience | jury trial practice > Trial Advocacy
Bench Trials | bench trial experience | court trials > Trial Advocacy
First-Chair Trial Experience | first chair | first-chair trials | first chair trial experience > Trial Advocacy
Second-Chair Trial Experience | second chair | second-chair trials | second chair trial experience > Trial Advocacy
Evidentiary Hearings | evidentiary hearing | evidentiary hearing practice > Trial Advocacy
Opening Statements | opening statement > Trial Advocacy
Closing Arguments | closing argument | summations > Trial Advocacy
Direct Examination | direct examinations | direct examination of witnesses > Trial Advocacy
Cross-Examination | cross examination | cross-examinations | witness cross-examination > Trial Advocacy
Trial Briefs | trial memoranda | trial brief drafting > Trial Preparation
Oral Argument | oral arguments | oral advocacy > Appellate Advocacy
Writ Petitions | writs of mandate | writ of mandamus | writ practice > Appellate Advocacy
# Motions and procedure
Daubert Motions | Daubert challenges | Daubert hearings | Frye motions | =Rule 702 motions > Motion Practice, Expert Witness Coordination
Post-Trial Motions | motions for new trial | =JNOV motions | =JMOL motions | post-trial briefing > Motion Practice
Preliminary Injunctions | preliminary injunction motions | injunctive relief | preliminary injunction hearings > Motion Practice
Temporary Restraining Orders | =TRO | =TROs | TRO applications | temporary restraining order > Preliminary Injunctions
Anti-SLAPP Motions | anti-SLAPP | anti-SLAPP motion practice > Motion Practice
Sanctions Motions | motions for sanctions | =Rule 11 motions | =Rule 37 sanctions > Motion Practice
Venue Transfer Motions | motions to transfer venue | venue motions | forum non conveniens > Motion Practice
Personal Jurisdiction | personal jurisdiction motions | jurisdictional challenges > Federal Rules of Civil Procedure
Removal and Remand | removal to federal court | notices of removal | motions to remand | remand motions > Federal Court Practice
Federal Court Practice | federal practice | federal court litigation | federal district court practice > Litigation
State Court Practice | state court litigation | state trial court practice | state court procedures > Litigation
Scheduling Orders | case management orders | scheduling order deadlines > Litigation Calendaring
Discovery Disputes | discovery dispute resolution | discovery motions | discovery letter briefs > Motions to Compel
Expert Discovery | expert depositions | expert discovery practice | expert witness depositions > Expert Witness Coordination
Taking and Defending Depositions | taking depositions | defending depositions | deposition taking | first-chair depositions > Deposition Preparation
Settlement Negotiation | settlement negotiations | negotiating settlements | settlement conferences > Alternative Dispute Resolution
# Case handling and practice areas
Case Evaluation | case valuation | litigation case evaluation > Litigation
Case Strategy | litigation strategy | case theory development | case strategy development > Litigation
Insurance Carrier Reporting | reporting to insurance carriers | litigation reports to carriers | reporting to carriers > Insurance Defense
Professional Liability Defense | legal malpractice defense | professional negligence defense | =E&O defense > Insurance Defense
Business Torts | business tort litigation | tortious interference | unfair competition litigation > Commercial Litigation
Trade Secret Litigation | trade secret misappropriation | trade secrets litigation | =DTSA litigation > Intellectual Property Litigation
Defamation Litigation | defamation | libel and slander | defamation claims > Litigation
Qui Tam Litigation | qui tam | qui tam actions | whistleblower litigation > False Claims Act
Continuing Legal Education | ~=CLE | =CLE credits | =MCLE | =MCLE compliance > Bar Admission

## Property management practice
# Leasing, residents and operations
Occupancy Management | occupancy tracking | occupancy optimization | occupancy reporting | occupancy goals > Property Management
Move-In and Move-Out Processing | move-ins | move-outs | move-in processing | move-out processing | move-in coordination > Residential Leasing
Resident Retention | resident retention programs | tenant retention | resident renewal retention > Lease Renewals
Resident Events | resident events planning | resident engagement events > Resident Retention
Resident Satisfaction Surveys | resident satisfaction scores > Resident Retention
Kingsley Surveys | Kingsley Index | Grace Hill Kingsley > Resident Satisfaction Surveys
SatisFacts | SatisFacts surveys > Resident Satisfaction Surveys
J Turner Research | =ORA score | Online Reputation Assessment > Online Review Management
Rent Pricing Optimization | multifamily revenue management | rent pricing | lease pricing strategy | dynamic rent pricing > RealPage Revenue Management
Internet Listing Services | =ILS advertising | =ILS management | apartment listing sites | rental listing sites > Residential Leasing
Apartments.com | Apartments.com listings > Internet Listing Services
Zillow Rental Manager | Zillow Rentals > Internet Listing Services
Former Resident Collections | collection agency placements | former resident balances | skip tracing for collections > Rent Delinquency Management
Assistance Animal Requests | assistance animals | service animals | emotional support animals | assistance animal accommodations > Fair Housing Act
Lead-Based Paint Disclosure | lead-based paint disclosures | lead paint disclosure | lead disclosure forms > Landlord-Tenant Law, Lead Abatement
Bed Bug Management | bed bugs | bed bug treatment | bed bug protocols > Integrated Pest Management
Emergency Maintenance Response | emergency maintenance | after-hours emergency response | maintenance emergencies | after-hours maintenance > Work Order Management
Property Service Contracts | snow removal contracts | landscaping contracts | landscape contracts | vendor service agreements > Vendor Management
Elevator Inspections | elevator inspection | elevator maintenance contracts | elevator certificates > Property Inspections
Energy Benchmarking | building energy benchmarking | energy benchmarking ordinances | benchmarking compliance > ENERGY STAR Portfolio Manager
Smart Home Technology | smart locks | keyless entry | smart apartment technology | smart home systems > Property Management
SmartRent > Smart Home Technology
Package Lockers | package locker systems | package rooms > Property Management
Luxer One | Luxer One lockers > Package Lockers
# Property types
Student Housing | student housing management | purpose-built student housing > Property Management
Senior Housing Management | senior housing | senior apartments | 55+ communities | age-restricted communities > Property Management
Military Housing | military family housing | privatized military housing | =MHPI > Property Management
Manufactured Housing Communities | manufactured housing | mobile home parks | manufactured home communities > Property Management
Single-Family Rental Management | single-family rental | single-family rentals | =SFR property management > Property Management
# Affordable housing programs and credentials
Management and Occupancy Reviews | management and occupancy review | =HUD MOR | =MOR reviews > HUD Multifamily Housing
HOME Investment Partnerships Program | =HOME program | =HOME funds | =HOME compliance > Affordable Housing Compliance
USDA Rural Development Housing | =USDA RD | USDA Section 515 | Rural Development multifamily | =RD 515 > Affordable Housing Compliance
Certified Occupancy Specialist | =NAHMA COS | =COS certification | =COS > HUD Multifamily Housing
Tax Credit Specialist | =NAHMA TCS > Section 42 Compliance
Specialist in Housing Credit Management | =SHCM > Section 42 Compliance
Tax Credit Compliance Professional | =C3P | Spectrum C3P > Section 42 Compliance
Certificate for Apartment Maintenance Technicians | =CAMT | NAA CAMT > Preventive Maintenance
# Commercial property and community associations
BOMA Standards | =BOMA | BOMA measurement standards | BOMA floor measurement | =ANSI/BOMA Z65.1 > Commercial Leasing
Real Property Administrator | =BOMI RPA | =RPA designation | ?RPA > Property Management
Facilities Management Administrator | =BOMI FMA > Facilities Management
Angus AnyWhere | Angus Systems > Work Order Management
Building Engines | Building Engines Prism > Work Order Management
BuildingLink > Property Management
ResMan | ResMan property management > Property Management
Conservice | Conservice utility billing > Ratio Utility Billing System
Professional Community Association Manager | =PCAM > Community Association Management
Association Management Specialist | =CAI AMS | =AMS designation > Community Association Management
Covenant Enforcement | =CC&R enforcement | HOA violations | violation letters | covenant violations > Community Association Management
HOA Architectural Review | architectural review committee | =ARC applications | architectural modification requests > Community Association Management
Vantaca > Community Association Management
CINC Systems | =CINC > Community Association Management
TOPS ONE | TOPS Software > Community Association Management

## Event planning practice
# Event types
Corporate Event Planning | corporate events | corporate event management > Event Planning
Executive Events | executive summits | executive event planning | executive retreats > Event Planning
Incentive Travel | incentive trips | incentive travel programs | incentive travel planning > Event Planning
Fundraising Events | fundraising event planning | special events fundraising | benefit events | fundraisers > Event Planning
Gala Planning | galas | gala events | fundraising galas | benefit galas > Fundraising Events
Charity Auctions | silent auctions | live auctions | auction management | auction item procurement > Fundraising Events
Greater Giving > Charity Auctions
OneCause > Charity Auctions
Givebutter > Fundraising Events
# Planning, production and onsite work
Venue Site Visits | venue site inspections | venue walkthroughs | event site visits | venue site visit > Venue Sourcing
Event Design | event decor | event styling | event theming | decor design > Event Planning
Floral Design | floral arrangements | floral coordination | florals > Event Design
Event Rentals | event rental coordination | party rentals | rental coordination for events > Event Logistics
Tents and Temporary Structures | tent rentals | event tents | tent layouts > Event Logistics
Event Permits | special event permits | event permitting | fire marshal permits | temporary event permits > Event Logistics
Event Production | live event production | event producing | show production > Event Planning
Stage Management | stage managing | backstage management > Event Production
Show Calling | show caller | calling shows > Event Production
Entertainment Booking | talent booking | entertainment coordination | celebrity talent booking > Event Production
Onsite Event Management | onsite event execution | on-site event management | event day management > Event Logistics
Event Staffing | event staff coordination | event staff scheduling | event staffing plans > Onsite Event Management
Volunteer Management | volunteer coordination | volunteer recruitment | volunteer scheduling
Attendee Management | attendee communications | attendee experience | attendee engagement > Event Registration
VIP Guest Management | VIP guest services | VIP hospitality | VIP experiences > Attendee Management
Dietary Restrictions Management | dietary restrictions | food allergy accommodations | allergen accommodations > Food and Beverage Planning
Group Air Travel | group air | group flights | group air bookings | attendee air travel > Travel Arrangements
Accessible Events | event accessibility | accessible event planning | ADA accessibility for events > Event Planning
Event Sustainability | sustainable events | green meetings | event sustainability planning > Event Planning
ISO 20121 | event sustainability management system > Event Sustainability
# Risk, sponsorship and measurement
Event Risk Management | event risk assessments | event risk management plans > Event Planning
Event Emergency Plans | event emergency action plans | event contingency planning | event emergency response plans > Event Risk Management
Event Security Planning | event security | event security coordination | security planning for events > Crowd Management
Event Insurance | special event insurance | event liability insurance | event cancellation insurance > Event Risk Management
Sponsorship Sales | selling sponsorships | sponsorship prospectus | sponsorship packages > Event Sponsorships
Event Ticketing | ticket sales management | event ticket sales | ticketing platforms for events > Event Registration
Ticketmaster | Ticketmaster ticketing > Event Ticketing
Post-Event Surveys | post-event survey | attendee surveys | event surveys | event feedback surveys > Event ROI Analysis
Event ROI Analysis | event ROI | event performance reporting > Event Marketing
Lead Retrieval | lead retrieval apps | lead capture at events | badge scanning > Trade Show Marketing
Swag Management | event swag | branded swag | swag sourcing | promotional products | promotional merchandise > Event Marketing
Event Photography | event photographers | event photo coverage > Photography
# Speakers, content and credit
Call for Papers | call for speakers | call for presentations | call for papers management > Speaker Management
Abstract Management | abstract submission management | abstract review process | speaker abstracts > Call for Papers
CEU Tracking | continuing education credit tracking | =CEU tracking | =CE credit tracking | session accreditation > Continuing Education
# Event technology and credentials
Event Technology | event tech | event technology platforms > Event Planning
Event Apps | event app management | mobile event apps | conference apps > Event Technology
Hopin | RingCentral Events > Virtual Events
Swoogo > Event Registration
RainFocus > Event Registration
Stova | Aventri > Event Registration
Hubilo > Virtual Events
vFairs > Virtual Events
Goldcast > Virtual Events
Airmeet > Virtual Events
Pathable > Event Apps
Hubb | Hubb.me > Speaker Management
Prismm | AllSeated > Event Diagramming
Digital Event Strategist | =PCMA DES | =DES certification > Virtual Events
Certified in Exhibition Management | =CEM designation | =IAEE CEM | ?CEM > Trade Show Marketing

`;
