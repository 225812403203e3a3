// Skill data in the line format of ../README.md: coverage for professions the set of postings lacks, written by the team without reading any evaluation posting.
export default String.raw`
## Real estate agent practice
# Listings, buyers and sellers
Comparative Market Analysis | comparative market analyses | ?=CMA | =CMAs | competitive market analysis | market analysis for listings > Real Estate Appraisal
Cloud CMA | Cloud CMA reports > Comparative Market Analysis
Listing Pricing Strategy | listing pricing | pricing listings | list price strategy | list price recommendations > Comparative Market Analysis
Listing Agreements | listing agreement | exclusive right to sell agreements | exclusive right-to-sell listings | listing contracts
Listing Presentations | listing presentation | listing appointments | listing consultations > Listing Agreements
Seller Representation | representing sellers | seller representation services
Buyer Representation | buyer agency | representing buyers | buyer representation services
Buyer Representation Agreements | buyer representation agreement | buyer broker agreements | buyer agency agreements | buyer-broker agreements > Buyer Representation
Buyer Consultations | buyer consultation | buyer presentations | buyer consultation meetings > Buyer Representation
Dual Agency | dual agency disclosure | designated agency | transaction brokerage > Agency Disclosure
Agency Disclosure | agency disclosures | agency disclosure forms | real estate agency relationships > Real Estate Law
Real Estate Open Houses | ~open houses | ~open house | hosting open houses | host open houses | open house marketing
Showing Coordination | property showings | ~showings | home showings | private showings | showing appointments | showing scheduling
MLS Listing Input | MLS listing management | MLS input | listing input | listing data entry > Multiple Listing Service
Listing Descriptions | listing remarks | listing copy | property descriptions | listing description writing > Real Estate Marketing
Virtual Tours | virtual property tours | 3D virtual tours | 3D tours | 3D home tours > Real Estate Marketing
Real Estate Photography | listing photography | property photography | real estate photos > Real Estate Marketing
Residential Market Analysis | housing market analysis | real estate market analysis | local housing market trends | housing market trends > Comparative Market Analysis
Absorption Rate Analysis | housing absorption rate | market absorption rate | housing absorption rates > Residential Market Analysis
Broker Price Opinions | broker price opinion | =BPO | =BPOs > Comparative Market Analysis
# Offers, contracts and closing
Real Estate Offers | purchase offers | multiple offers | multiple-offer situations | offer writing for buyers
Residential Purchase Agreements | residential purchase agreement | home purchase agreements | home purchase contracts | residential purchase contracts > Purchase Agreements
Real Estate Contract Addenda | contract addenda | contract addendums > Residential Purchase Agreements
Purchase Contract Contingencies | contingency removal | contingency removals | inspection contingency | appraisal contingency | financing contingency | contingency deadlines > Residential Purchase Agreements
Earnest Money Handling | earnest money | earnest money deposit handling | earnest money escrow > Real Estate Closings
Escrow Coordination | escrow management | escrow process | managing escrow | opening escrow | ~escrow > Real Estate Closings
Real Estate Transaction Coordination | transaction coordination | real estate transaction management | contract-to-close coordination | contract to close | transaction files > Real Estate Closings
Seller Disclosures | seller disclosure | seller disclosure statements | property disclosures | real estate disclosures | disclosure packages | transfer disclosure statements > Real Estate Law
Inspection Repair Negotiations | request for repairs | inspection response | repair addendums | repair negotiations | inspection negotiations > Real Estate Offers
Final Walk-Throughs | final walkthrough | final walk-through | final walkthroughs | pre-closing walkthrough > Real Estate Closings
Home Warranties | home warranty | home warranty plans | home warranty coverage
Seller Net Sheets | seller net sheet | net sheets | estimated net proceeds | seller proceeds estimates > Real Estate Closings
HOA Resale Documents | =HOA documents | HOA resale certificates | HOA resale packages | condo resale documents > Community Association Management
Real Estate Wire Fraud Prevention | closing wire fraud prevention | real estate wire fraud > Real Estate Closings
# Property types and markets
Residential Real Estate Sales | residential real estate | residential sales | home sales | residential real estate transactions | residential brokerage
New Home Sales | new construction sales | new construction home sales | builder sales | model home sales > Residential Real Estate Sales
Luxury Real Estate Sales | luxury real estate | luxury home sales | luxury homes | luxury property marketing > Residential Real Estate Sales
Investment Property Sales | investment properties | income property sales | rental property sales | investment real estate > Residential Real Estate Sales
Land Sales | vacant land sales | lot sales | land brokerage > Residential Real Estate Sales
Short Sales | short sale | short sale transactions | short sale negotiation > Residential Real Estate Sales
REO Properties | =REO | =REO listings | real estate owned properties | bank-owned properties | =REO sales > Foreclosure
Relocation Real Estate Services | ~relocation services | corporate relocation sales | relocation clients | relocation referrals > Residential Real Estate Sales
Commercial Real Estate Brokerage | commercial brokerage | commercial real estate sales | =CRE brokerage | commercial property sales
Investment Sales Brokerage | commercial investment sales | =CRE investment sales > Commercial Real Estate Brokerage
Tenant Representation | tenant rep | tenant representation services | tenant advisory > Commercial Leasing
Landlord Representation | landlord rep | agency leasing | landlord leasing representation > Commercial Leasing
# Prospecting and lead generation
Sphere of Influence Marketing | sphere of influence | =SOI marketing | =SOI database | sphere marketing > Referral Marketing
Geographic Farming | geographic farm | neighborhood farming | farm area marketing | real estate farming > Prospecting
FSBO Prospecting | =FSBO | =FSBOs | for sale by owner | for-sale-by-owner leads > Prospecting
Expired Listing Prospecting | expired listings | expired listing leads > Prospecting
Door Knocking | door-knocking campaigns > Door-to-Door Sales
# Real estate platforms and tools
Zillow | Zillow listings | Zillow profile
Zillow Premier Agent | Premier Agent > Zillow
Realtor.com | Realtor.com listings | Realtor.com Connections Plus > Internet Listing Services
Redfin | Redfin listings > Internet Listing Services
Trulia > Internet Listing Services
Homes.com > Internet Listing Services
kvCORE | BoldTrail | Inside Real Estate kvCORE | kvCORE CRM > Customer Relationship Management
Follow Up Boss | =FUB | FollowUpBoss > Customer Relationship Management
Lofty CRM | ~=Lofty | Chime CRM | Chime real estate CRM > Customer Relationship Management
Sierra Interactive > Customer Relationship Management
BoomTown | BoomTown CRM > Customer Relationship Management
Real Geeks > Customer Relationship Management
Commissions Inc | CINC Pro | ?=CINC > Customer Relationship Management
Top Producer CRM | ~=Top Producer | Top Producer X > Customer Relationship Management
Wise Agent | Wise Agent CRM > Customer Relationship Management
LionDesk > Customer Relationship Management
KW Command | Keller Williams Command | Command CRM > Customer Relationship Management
MoxiWorks | MoxiEngage | MoxiPresent | MoxiCloud > Customer Relationship Management
Ylopo > Real Estate Marketing
Luxury Presence > Real Estate Marketing
Placester > Real Estate Marketing
Real Estate Webmasters > Real Estate Marketing
BombBomb | BombBomb video email > Video Marketing
IDX Websites | =IDX | =IDX feeds | IDX integration | Internet Data Exchange | =IDX website > Multiple Listing Service
Showcase IDX > IDX Websites
Realtors Property Resource | =RPR | =RPR reports | Realtors Property Resource reports > Comparative Market Analysis
Homesnap | Homesnap Pro > Multiple Listing Service
Paragon MLS | Black Knight Paragon | Paragon Connect > Multiple Listing Service
Flexmls | FBS Flexmls > Multiple Listing Service
Bright MLS > Multiple Listing Service
Stellar MLS > Multiple Listing Service
=CRMLS | California Regional MLS > Multiple Listing Service
ShowingTime | ShowingTime+ | ShowingTime appointment center > Showing Coordination
Supra eKEY | Supra lockboxes | Supra lockbox | Supra eKey app > Showing Coordination
SentriLock | SentriKey | SentriLock lockboxes > Showing Coordination
Lone Wolf Technologies | Lone Wolf | Lone Wolf Back Office > Real Estate Transaction Coordination
zipForm | zipForm Plus | Lone Wolf Transactions | zipForm Edition > Lone Wolf Technologies
Brokermint > Lone Wolf Technologies
Authentisign | Lone Wolf Authentisign > Electronic Signatures
DocuSign Rooms | DocuSign Transaction Rooms | DocuSign Rooms for Real Estate > DocuSign
Paperless Pipeline > Real Estate Transaction Coordination
# Real estate credentials and ethics
NAR Code of Ethics | REALTOR Code of Ethics | Code of Ethics and Standards of Practice > Real Estate License
National Association of Realtors Membership | =NAR membership | =NAR member | REALTOR membership | member of the National Association of Realtors > Real Estate License
Accredited Buyer's Representative | =ABR | =ABR designation | Accredited Buyer Representative > Buyer Representation
Certified Residential Specialist | =CRS designation | Certified Residential Specialist designation > Residential Real Estate Sales
Graduate REALTOR Institute | =GRI | =GRI designation > Real Estate License
Seniors Real Estate Specialist | =SRES | =SRES designation > Residential Real Estate Sales
Seller Representative Specialist | =SRS designation > Seller Representation
Certified International Property Specialist | =CIPS | =CIPS designation > Residential Real Estate Sales
Real Estate Negotiation Expert | =RENE | =RENE certification > Real Estate Offers
Pricing Strategy Advisor | =PSA certification | =PSA designation > Comparative Market Analysis
Military Relocation Professional | =MRP certification | =MRP designation > Residential Real Estate Sales
e-PRO Certification | =e-PRO | e-PRO designation > Real Estate Marketing
Certified Luxury Home Marketing Specialist | =CLHMS > Luxury Real Estate Sales
Short Sales and Foreclosure Resource | =SFR certification | =SFR designation > Short Sales
Accredited Land Consultant | =ALC designation > Land Sales
Certified Real Estate Brokerage Manager | =CRB designation > Real Estate Broker License
Society of Industrial and Office Realtors | =SIOR | =SIOR designation > Commercial Real Estate Brokerage
Real Estate Pre-Licensing Course | real estate pre-licensing | pre-licensing education | prelicensing course > Real Estate License

## Actuarial science practice
# Reserving methods
Cape Cod Method | Stanard-Bühlmann method | Stanard-Buhlmann method | Cape Cod reserving > Loss Reserving
Expected Loss Ratio Method | =ELR method | expected loss ratio reserving > Loss Reserving
Mack Model | Mack method | Mack chain ladder | Mack standard error > Chain Ladder Method
Bootstrap Reserving | bootstrap chain ladder | =ODP bootstrap | over-dispersed Poisson bootstrap | bootstrapping reserves > Loss Reserving
Reserve Reviews | reserve review | quarterly reserve reviews | reserve adequacy analysis | reserve adequacy | reserve analysis > Loss Reserving
Case Reserve Analysis | case reserve development | case reserve adequacy | case incurred development > Loss Reserving
ChainLadder R Package | =ChainLadder | chainladder-python | chainladder Python package > Chain Ladder Method
# Pricing and ratemaking
Premium On-Leveling | on-leveling | on-level premium | on-level premiums | parallelogram method | extension of exposures > Ratemaking
Loss Trend Analysis | loss trend | loss trends | loss trending | trend selection | frequency and severity trends > Ratemaking
Rating Factor Relativities | rate relativities | rating relativities | class relativities | territorial relativities | rating factors > Ratemaking
Increased Limits Factors | =ILF | =ILFs | increased limit factors | increased limits ratemaking > Ratemaking
Deductible Pricing | deductible credits | loss elimination ratios | loss elimination ratio | deductible relativities > Ratemaking
Risk Load | risk loads | risk loading > Reinsurance Pricing
Profit and Contingency Provisions | profit provision | profit and contingency load | underwriting profit provision | profit loads > Rate Indications
Expense Provisions | expense loads | expense loading | fixed expense provision | variable expense provision > Rate Indications
Frequency-Severity Modeling | frequency-severity analysis | frequency and severity modeling | frequency/severity models | frequency severity modeling > Ratemaking
Pure Premium Analysis | pure premium | pure premiums | loss cost analysis | pure premium modeling > Ratemaking
ISO Loss Costs | advisory loss costs | ISO loss cost filings | loss cost multipliers | =LCM filings > Ratemaking
Exposure Rating | exposure rating curves | exposure-based pricing | exposure curves > Reinsurance Pricing
Tweedie GLM | Tweedie regression | Tweedie distribution | Tweedie models > Generalized Linear Models
Poisson Regression | Poisson GLM | Poisson models | Poisson regression models > Generalized Linear Models
Gamma Regression | gamma GLM | gamma regression models > Generalized Linear Models
Generalized Additive Models | =GAM | =GAMs | generalized additive model > Generalized Linear Models
Actuarial Memorandums | actuarial memorandum | actuarial memoranda | rate filing memorandums > Insurance Rate Filings
National Council on Compensation Insurance | ?=NCCI | =NCCI class codes | NCCI rules | NCCI ratemaking | NCCI experience rating > Workers' Compensation
# Life, health and valuation
Assumption Setting | actuarial assumption setting | assumption reviews | assumption development | assumption governance > Experience Studies
Mortality Studies | mortality experience studies | mortality analysis | mortality experience > Experience Studies
Morbidity Analysis | morbidity assumptions | morbidity studies | morbidity experience > Experience Studies
Lapse Analysis | lapse rates | lapse assumptions | lapse experience | surrender rates > Experience Studies
Policyholder Behavior Modeling | policyholder behavior | policyholder behavior assumptions | dynamic lapse | dynamic lapses > Experience Studies
Deferred Acquisition Costs | =DAC | =DAC amortization | =DAC unlocking | deferred acquisition cost > ASC 944
=FAS 60 | =SFAS 60 | =FAS 60 reserves > ASC 944
=FAS 97 | =SFAS 97 | =FAS 97 products > ASC 944
=VM-22 | VM-22 non-variable annuity reserves | non-variable annuity reserving > Principles-Based Reserving
Actuarial Guideline 43 | =AG 43 | =AG43 | =AG XLIII | Actuarial Guideline XLIII > VM-21
Actuarial Guideline 38 | =AG 38 | =AG38 | =AG XXXVIII | Actuarial Guideline XXXVIII > Statutory Reserves
Actuarial Guideline 49 | =AG 49 | =AG 49-A | =AG49 | Actuarial Guideline XLIX > Life and Annuity Pricing
Profit Testing | product profit testing | profitability testing | pricing profit tests | profit test models > Life and Annuity Pricing
Value of New Business | =VNB | new business value | value of new business analysis > Embedded Value
In-Force Management | inforce management | in-force analysis | inforce analysis | in-force block management > Actuarial Modeling
Seriatim Modeling | seriatim valuation | seriatim models | ~seriatim > Actuarial Modeling
Model Point Compression | model points | model point generation | model point files > Actuarial Modeling
Actuarial Model Conversion | actuarial model conversions | actuarial system conversions | model conversion projects > Actuarial Modeling
Deterministic Modeling | deterministic projections | deterministic scenarios | deterministic models > Actuarial Modeling
Duration Matching | asset-liability duration matching | duration gap analysis | portfolio immunization | immunization strategies > Asset Liability Management
Dynamic Hedging | dynamic hedging programs | delta hedging | hedge rebalancing > Financial Derivatives
Variable Annuity Hedging | =VA hedging | variable annuity hedge programs > Dynamic Hedging
Economic Capital Modeling | economic capital | capital modeling | economic capital models | internal capital models > Enterprise Risk Management
# IFRS 17 and Solvency II
Contractual Service Margin | ?=CSM | =CSM calculations | =CSM release > IFRS 17
Premium Allocation Approach | =PAA | =PAA eligibility > IFRS 17
Variable Fee Approach | =VFA | variable fee approach measurement > IFRS 17
General Measurement Model | =GMM | building block approach | =BBA measurement > IFRS 17
Liability for Remaining Coverage | =LRC | liability for remaining coverage calculations > IFRS 17
Liability for Incurred Claims | =LIC | liability for incurred claims calculations > IFRS 17
Solvency Capital Requirement | Solvency II SCR | =SCR calculation | =SCR calculations | standard formula SCR > Solvency II
Best Estimate Liabilities | best estimate liability | =BEL | technical provisions > Solvency II
# Actuarial exams, credentials and software
SOA Exam IFM | Exam IFM | Investment and Financial Markets exam > Actuarial Exams
SOA Exam LTAM | Exam LTAM | Long-Term Actuarial Mathematics exam > Actuarial Exams
SOA Exam STAM | Exam STAM | Short-Term Actuarial Mathematics exam > Actuarial Exams
SOA Exam ATPA | Exam ATPA | =ATPA | Advanced Topics in Predictive Analytics > Actuarial Exams
CAS Exam 6 | Exam 6U | Exam 6C | CAS Exam 6 Regulation and Financial Reporting > Actuarial Exams
CAS Exam 7 | CAS Exam 7 Estimation of Policy Liabilities > Actuarial Exams
CAS Exam 8 | CAS Exam 8 Advanced Ratemaking > Actuarial Exams
CAS Exam 9 | CAS Exam 9 Financial Risk and Rate of Return > Actuarial Exams
VEE Credits | Validation by Educational Experience | =VEE | =VEE credits | =VEE requirements > Actuarial Exams
Fundamentals of Actuarial Practice | =FAP | =FAP modules | =SOA FAP > Actuarial Exams
Associateship Professionalism Course | =SOA APC | =APC course > Actuarial Exams
Fellow of the Institute and Faculty of Actuaries | =FIA designation | =IFoA Fellow | =IFoA fellowship > Actuarial Science
Fellow of the Canadian Institute of Actuaries | =FCIA > Actuarial Science
Associate of the Canadian Institute of Actuaries | =ACIA > Actuarial Science
PolySystems | Polysys | PolySystems valuation > Actuarial Modeling
WTW RiskAgility FM | RiskAgility FM | RiskAgility Financial Modeller | RiskAgility > Actuarial Modeling
Moody's RiskIntegrity | RiskIntegrity > Actuarial Modeling
RNA Analytics Tyche | ~=Tyche | Tyche actuarial software > Actuarial Modeling
Slope Software | =SLOPE actuarial | SLOPE actuarial modeling > Actuarial Modeling
Conning GEMS | =GEMS Economic Scenario Generator | Conning GEMS ESG > Economic Scenario Generators

## Insurance underwriting practice
# Risk evaluation and account work
Insurance Risk Assessment | underwriting risk assessment | risk selection | insurance risk evaluation | risk appetite alignment > Insurance Underwriting
Underwriting Submission Review | underwriting submissions | insurance submissions | submission triage | submission clearance > Insurance Underwriting
Insurance Quoting | insurance quotes | quote issuance | quoting and binding > Insurance Underwriting
Policy Binding | insurance binders | binding coverage | bind requests | ~binders > Policy Issuance
Policy Issuance | issuing policies | policy issuance processing > Policy Administration
Policy Endorsements | policy endorsement processing | endorsement processing | mid-term endorsements | policy change endorsements > Policy Administration
Manuscript Endorsements | manuscript forms | manuscript policy language | manuscript wording > Policy Endorsements
Policy Cancellations and Non-Renewals | policy cancellations | non-renewals | nonrenewals | nonrenewal notices | cancellation notices > Policy Administration
Policy Wording Review | policy wordings | policy language review | policy forms review | coverage forms review > Coverage Analysis
Underwriting Portfolio Management | book management | portfolio underwriting | underwriting portfolio reviews > Insurance Underwriting
Underwriting Audits | underwriting file audits | underwriting quality reviews | underwriting file reviews > Insurance Underwriting
Underwriting Referrals | referral underwriting | referrals to underwriting authority | underwriting authority referrals > Insurance Underwriting
Delegated Underwriting Authority | binding authority | delegated underwriting | =DUA | coverholder management > Insurance Underwriting
Managing General Agents | =MGA | =MGAs | managing general agent | =MGA oversight > Delegated Underwriting Authority
Program Business Underwriting | program business | program underwriting | insurance programs underwriting > Insurance Underwriting
Lloyd's of London | Lloyd's market | Lloyd's syndicates | Lloyd's > Excess and Surplus Lines
Non-Admitted Insurance | non-admitted carriers | non-admitted markets | admitted and non-admitted markets | non-admitted > Excess and Surplus Lines
Wholesale Insurance Brokerage | wholesale brokers | wholesale insurance | wholesale brokerage | wholesale insurance brokers > Excess and Surplus Lines
Surplus Lines Tax Filings | surplus lines taxes | surplus lines tax | surplus lines filings | surplus lines stamping fees > Excess and Surplus Lines
Producer Relationship Management | producer relationships | producer management | insurance broker relationships > Insurance Underwriting
Quote-to-Bind Ratio | quote to bind ratio | bind ratio | quote-to-bind > Insurance Underwriting
Renewal Rate Monitoring | renewal rate change | rate change monitoring | renewal rate tracking > Renewal Underwriting
Combined Ratio | combined ratios | combined ratio analysis | underwriting combined ratio > Loss Ratio Analysis
Market Conduct Examinations | market conduct | market conduct exams | market conduct compliance > Insurance Regulatory Compliance
# Rating and property data
Schedule Rating | schedule rating plans | schedule credits | schedule debits | schedule credits and debits > Premium Rating
Retrospective Rating | retro rating | retrospective rating plans | retrospectively rated policies | retro plans > Workers' Compensation
Insurance Class Codes | class codes | =GL class codes | =ISO class codes | =WC class codes > Premium Rating
Rating Engines | insurance rating engines | rating engine configuration | rating algorithms > Premium Rating
COPE Analysis | =COPE | =COPE data | =COPE information | construction occupancy protection exposure > Commercial Property Underwriting
ISO Construction Classes | ISO construction codes | construction class codes | ISO construction class | construction classes > Commercial Property Underwriting
Public Protection Classification | ISO PPC | ISO protection class | protection class | fire protection class | ?PPC > Commercial Property Underwriting
Coinsurance Provisions | coinsurance clauses | coinsurance penalty | coinsurance penalties | property coinsurance > Commercial Property Underwriting
Business Interruption Insurance | business interruption | business income coverage | business income insurance | business income and extra expense > Commercial Property Underwriting
Probable Maximum Loss | =PML | =PMLs | probable maximum loss analysis | =PML analysis > Catastrophe Modeling
Catastrophe Exposure Management | accumulation management | aggregate management | =CAT exposure management | catastrophe accumulations > Catastrophe Modeling
Wildfire Risk Assessment | wildfire risk | wildfire risk scoring | wildfire exposure | wildfire risk scores > Catastrophe Modeling
Verisk ISO | Verisk | Verisk Analytics | Insurance Services Office > Property and Casualty Insurance
LexisNexis Risk Solutions | LexisNexis Risk | LexisNexis Current Carrier | LexisNexis C.L.U.E. > Insurance Underwriting
Credit-Based Insurance Scores | insurance scores | insurance credit scores | LexisNexis Attract > Personal Lines Insurance
Nearmap | Nearmap aerial imagery > Insurance Underwriting
Cape Analytics | CAPE Analytics property intelligence > Insurance Underwriting
HazardHub | Guidewire HazardHub > Guidewire
Google Earth Pro | Google Earth > Geographic Information Systems
# Lines of business
Ocean Marine Insurance | ocean marine | ocean cargo insurance | marine cargo | marine cargo insurance > Commercial Lines Insurance
Marine Hull Insurance | hull and machinery | =H&M insurance | marine hull | hull insurance > Ocean Marine Insurance
Crime Insurance | commercial crime insurance | crime coverage | fidelity bonds | employee dishonesty coverage > Commercial Lines Insurance
Medical Professional Liability Insurance | medical malpractice insurance | =MPL insurance | healthcare professional liability | medical professional liability > Professional Liability Insurance
Environmental Liability Insurance | pollution liability | pollution liability insurance | pollution legal liability | =PLL | contractors pollution liability > Commercial Lines Insurance
Products Liability Insurance | products liability coverage | products-completed operations | products and completed operations > Commercial General Liability
Liquor Liability Insurance | liquor liability | liquor liability coverage > Commercial General Liability
Habitational Underwriting | habitational risks | habitational | habitational insurance | apartment risks > Commercial Property Underwriting
Trucking Insurance | motor carrier insurance | commercial trucking insurance | fleet insurance | fleet underwriting | transportation insurance > Commercial Auto Insurance
Contractors Insurance | construction casualty | contractors liability | construction risks underwriting | construction insurance > Commercial Lines Insurance
Farm and Ranch Insurance | farmowners insurance | farm insurance | agribusiness insurance | ranch insurance > Commercial Lines Insurance
Crop Insurance | crop-hail insurance | crop hail | federal crop insurance > Farm and Ranch Insurance
Term Life Insurance | term life | term insurance | term life products > Life and Health Insurance
Disability Income Insurance | disability insurance | individual disability insurance | =IDI | disability income > Life and Health Insurance
Critical Illness Insurance | critical illness coverage | critical illness products > Life and Health Insurance
# Life underwriting
Preferred Risk Classification | preferred risk classes | preferred underwriting | preferred criteria | risk class assignment | risk classes > Life Insurance Underwriting
Table Ratings | table rating | substandard ratings | substandard risks | substandard risk classification > Life Insurance Underwriting
Flat Extra Premiums | flat extras | flat extra ratings | flat extra > Table Ratings
Build Charts | height and weight charts | build tables | build and weight tables > Life Insurance Underwriting
Accelerated Underwriting | accelerated underwriting programs | fluidless underwriting | algorithmic underwriting > Life Insurance Underwriting
Simplified Issue | simplified issue products | simplified issue underwriting > Life Insurance Underwriting
Guaranteed Issue | guaranteed issue products | guaranteed issue underwriting > Life Insurance Underwriting
Swiss Re Life Guide | Life Guide | Swiss Re underwriting manual > Life Insurance Underwriting
RGA Global Underwriting Manual | RGA underwriting manual | =GUM manual > Life Insurance Underwriting
Hannover Re ReFlex | ReFlex underwriting manual > Life Insurance Underwriting
Munich Re ALLFINANZ | ALLFINANZ | Munich Re automated underwriting > Accelerated Underwriting
SCOR Velogica | Velogica > Accelerated Underwriting
ExamOne | Quest ExamOne | ExamOne ScriptCheck | ScriptCheck > Life Insurance Underwriting
# Underwriting credentials
Associate, Academy of Life Underwriting | =ALU | =ALU designation > Life Insurance Underwriting
Fellow, Academy of Life Underwriting | =FALU | =FALU designation > Life Insurance Underwriting
Associate, Life Management Institute | =ALMI > Life and Health Insurance
Registered Professional Liability Underwriter | =RPLU | =RPLU+ > Professional Liability Insurance
Associate in Surplus Lines Insurance | =ASLI > Excess and Surplus Lines
Associate in Marine Insurance Management | =AMIM > Ocean Marine Insurance
Associate in Fidelity and Surety Bonding | =AFSB > Surety Underwriting
Construction Risk and Insurance Specialist | =CRIS designation | =CRIS > Contractors Insurance
Certified Insurance Service Representative | =CISR | =CISR designation > Property and Casualty Insurance

## Bank teller practice
# Cash and balancing
Currency Counters | currency counting machines | bill counters | cash counting machines | money counters | currency counting > Cash Handling
Coin Processing | coin counting | coin sorting | coin wrapping | coin counters | coin orders > Cash Handling
Currency Strapping | strapping currency | bill strapping | cash strapping | currency straps > Cash Handling
End-of-Day Balancing | end of day balancing | daily balancing | teller settlement | branch settlement | daily teller settlement > Cash Drawer Balancing
Cash Discrepancy Resolution | cash discrepancies | out-of-balance research | teller differences | overages and shortages | cash overages and shortages > Cash Drawer Balancing
Surprise Cash Counts | surprise cash audits | surprise counts | teller cash counts > Branch Audits
Teller Cash Limits | drawer limits | teller drawer limits | branch cash limits | teller cash limit compliance > Cash Drawer Balancing
Branch Cash Ordering | cash orders | vault cash orders | branch cash orders | cash ordering > Vault Management
Teller Cash Dispensers | ?=TCD | =TCDs | teller cash dispenser > Teller Cash Recyclers
Branch Opening and Closing Procedures | branch opening procedures | branch closing procedures | branch opening and closing > Branch Operations
Drive-Up Teller Operations | drive-up teller | drive-thru teller | drive-up window transactions | drive-through banking > Teller Operations
Teller Overrides | supervisor overrides | transaction overrides | override approvals > Teller Operations
# Transactions and account servicing
Commercial Teller Services | commercial deposits | business deposits | merchant deposits | commercial teller transactions > Teller Transactions
Account Transfers | transfers between accounts | funds transfers between accounts | book transfers > Teller Transactions
Bill Payment Processing | utility bill payments | bill payment services > Teller Transactions
Online Bill Pay | bill pay | bill pay services | bill pay enrollment > Digital Banking
Account Inquiry Handling | account inquiries | balance inquiries | account history requests | account balance inquiries > Deposit Operations
Transaction Research | transaction inquiries | transaction research requests > Deposit Operations
Check Verification | check authentication | verifying checks | check review | check verification services > Check Fraud Prevention
Signature Verification | signature comparison | signature authentication | verifying signatures > Identity Verification
Structuring Detection | cash structuring | transaction structuring | structured cash transactions | structuring red flags > Bank Secrecy Act
Product Referrals | banking referrals | customer referrals to partners | referrals to bankers > Cross-Selling
Merchant Services | merchant accounts | merchant card processing | merchant services sales | merchant processing > Payment Processing
Money Transfer Services | money transfers | money transfer processing | remittance services > Payment Processing
Western Union | Western Union transfers > Money Transfer Services
MoneyGram | MoneyGram transfers > Money Transfer Services
Credit Union Share Accounts | share accounts | share savings accounts | share drafts | share draft accounts > Credit Unions
# Teller platforms
Jack Henry SilverLake System | SilverLake System | =SilverLake | SilverLake core > Jack Henry & Associates
Fiserv Signature | Signature core banking > Fiserv
Fiserv Precision | Precision core > Fiserv
Fiserv Cleartouch | Cleartouch > Fiserv
Fiserv Portico | Portico core > Fiserv
FIS Global | Fidelity National Information Services | FIS core banking | =FIS > Core Banking Systems

## Payroll administration practice
# Payroll processing and records
PTO Accruals | leave accruals | vacation accruals | paid time off accruals | PTO accrual tracking | sick leave accruals > Paid Time Off Administration
Minimum Wage Compliance | minimum wage laws | minimum wage rates | minimum wage requirements | ~minimum wage > Wage and Hour Compliance
State Wage Payment Laws | state wage laws | wage payment laws | pay frequency requirements | final pay laws | final paycheck laws > Wage and Hour Compliance
Bonus Payroll Processing | bonus processing | bonus payments processing | bonus payouts | bonus payroll > Payroll Processing
Pay Statements | pay stubs | paystubs | earnings statements | pay statement compliance | wage statements > Payroll Processing
Employee Master Data Maintenance | employee master data | payroll master data | employee record maintenance > Payroll Processing
Personnel Action Forms | =PAF | =PAFs | personnel action form processing | personnel action notices > Payroll Processing
Payroll Change Processing | payroll changes | pay rate changes | payroll data entry | payroll change requests > Payroll Processing
Payroll Register Review | payroll registers | payroll register | payroll register reconciliation | payroll register audits > Payroll Audits
Pre-Payroll Audits | pre-payroll audit | pre-payroll review | pre-process payroll audits > Payroll Audits
Payroll Journal Entries | payroll GL entries | payroll general ledger posting | payroll journal entry preparation | payroll GL reconciliation > Payroll Processing
Payroll Accruals | accrued payroll | payroll accrual entries | wage accruals > Payroll Journal Entries
Bankruptcy Wage Orders | Chapter 13 wage orders | bankruptcy garnishments | bankruptcy orders > Wage Garnishments
Payroll Inquiries | employee payroll inquiries | payroll inquiry resolution | payroll help desk | payroll questions > Payroll Processing
Payroll Funding | payroll funding requests | payroll cash funding | payroll wire funding > Payroll Processing
Payroll Interfaces | payroll integrations | payroll interface files | time import | time-to-payroll interfaces | timekeeping interfaces > Payroll Processing
Payroll Internal Controls | payroll controls | payroll SOX controls | payroll control testing > Internal Controls
Payroll Policies and Procedures | payroll policies | payroll procedures | payroll desk procedures | payroll SOPs > Payroll Processing
Payroll Vendor Management | payroll vendors | payroll provider management | payroll outsourcing | payroll service providers > Vendor Management
Payroll Bank Reconciliation | payroll bank reconciliations | payroll bank account reconciliation > Payroll Reconciliation
Payroll Calendar Management | payroll calendars | payroll calendar | payroll processing calendar | pay schedules > Payroll Processing
Earnings and Deduction Codes | pay codes | earnings codes | deduction codes | earning codes | payroll code setup > Payroll Implementation
Payroll Tax Setup | tax setup | employee tax setup | tax jurisdiction setup | payroll tax configuration > Payroll Tax
Premium Pay Calculations | holiday pay | holiday pay calculations | premium pay | holiday premium pay > Overtime Calculation
Military Differential Pay | military pay differential | military leave pay | military differential > Payroll Processing
Mexico Payroll | Mexican payroll | =IMSS | =INFONAVIT | Mexico payroll processing > Global Payroll
# UK and Canadian payroll
HMRC Payroll Compliance | =HMRC | HMRC reporting | HMRC regulations > UK Payroll
National Insurance Contributions | National Insurance | =NICs | employer NICs | National Insurance deductions > UK Payroll
Statutory Sick Pay | =SSP | statutory sick pay calculations > UK Payroll
Statutory Maternity Pay | =SMP | statutory maternity pay calculations > UK Payroll
Salary Sacrifice | salary sacrifice schemes | salary exchange > UK Payroll
P45 and P60 Forms | =P45 | =P60 | =P45s | =P60s > UK Payroll
Student Loan Deductions | postgraduate loan deductions | student loan repayments payroll > UK Payroll
Attachment of Earnings Orders | attachment of earnings | attachment of earnings order > UK Payroll
Apprenticeship Levy | apprenticeship levy reporting > UK Payroll
Gender Pay Gap Reporting | gender pay gap | gender pay gap analysis > Pay Equity Analysis
Chartered Institute of Payroll Professionals | ?=CIPP | =CIPP qualification | CIPP payroll qualification > UK Payroll
BrightPay > UK Payroll
Moorepay > UK Payroll
IRIS Payroll | IRIS Payroll Business | IRIS Bureau Payroll > UK Payroll
Sage 50 Payroll | Sage 50cloud Payroll > UK Payroll
Canada Pension Plan Contributions | Canada Pension Plan | CPP contributions | =CPP/EI | =CPP/QPP > Canadian Payroll
Employment Insurance Premiums | =EI premiums | =EI deductions > Canadian Payroll
CRA Payroll Remittances | source deductions | =CRA remittances | payroll source deductions | =PD7A > Canadian Payroll
=WSIB | Workplace Safety and Insurance Board | =WSIB premiums | =WCB premiums > Workers' Compensation
Wagepoint > Canadian Payroll
Payworks > Canadian Payroll
Nethris > Canadian Payroll
# Australian payroll
Australian Payroll | Australia payroll | Australian payroll processing > Payroll Processing
Single Touch Payroll | ?=STP | =STP Phase 2 | Single Touch Payroll Phase 2 | =STP reporting > Australian Payroll
Superannuation Guarantee | superannuation | super guarantee | superannuation contributions | =SG contributions > Australian Payroll
PAYG Withholding | =PAYG | pay as you go withholding | PAYG payment summaries > Australian Payroll
Modern Awards Interpretation | modern awards | award interpretation | award rates | Fair Work modern awards > Australian Payroll
Fair Work Act | Fair Work Act 2009 | Fair Work compliance > Australian Payroll
Employment Hero Payroll | KeyPay | Employment Hero > Australian Payroll
=MYOB | MYOB AccountRight | MYOB Payroll > Australian Payroll
Xero Payroll > Xero

## Corporate FP&A practice
# Planning and forecasting work
Latest Estimate Forecasting | latest estimates | latest estimate process | quarterly reforecasts | reforecasting | reforecasts | reforecast > Financial Forecasting
Run-Rate Analysis | run rate analysis | run-rate | annualized run rate | run-rate modeling > Financial Forecasting
Balance Sheet Forecasting | balance sheet forecasts | balance sheet projections | balance sheet planning > Financial Forecasting
Departmental Budgeting | department budgets | departmental budgets | cost center budgets | budget owner support > Budgeting
Budget Process Management | annual budget process | budget cycle | budget calendar | budget process | budget cycle management > Budgeting
Budget Consolidation | consolidating budgets | budget roll-ups | budget rollup > Budgeting
Finance Business Partnering | financial business partnering | partnering with business leaders > Financial Planning and Analysis
Cost Modeling | cost models | cost modelling | cost model development > Financial Modeling
Lease vs Buy Analysis | lease versus buy | lease vs. buy | lease-versus-buy analysis | lease or buy analysis > Capital Budgeting
Deal Modeling | deal models | deal economics | deal pricing models | deal economics analysis > Deal Desk
Trend Analysis | trend analyses | trending analysis
Financial Benchmarking | peer benchmarking | peer group analysis | financial benchmarking analysis > Financial Analysis
Bottom-Up Forecasting | bottom-up forecasts | bottoms-up forecasting | bottom-up budgeting > Financial Forecasting
Top-Down Planning | top-down targets | top-down budgeting | top-down forecasting > Budgeting
Driver Trees | driver tree | value driver trees | value driver analysis > Driver-Based Forecasting
Unit Cost Analysis | unit costing | unit cost modeling > Cost Modeling
Fully Loaded Cost Analysis | fully loaded cost | fully loaded labor cost | fully loaded costs > Cost Modeling
Revenue Modeling | revenue models | revenue model development | revenue modelling > Financial Modeling
Pricing Models | price modeling | pricing model development | pricing modelling > Pricing Analysis
Cash Flow Modeling | cash flow models | cash flow modelling > Financial Modeling
Sensitivity Tables | Excel data tables | sensitivity table analysis > Sensitivity Analysis
Contract Profitability Analysis | contract profitability | contract margin analysis > Profitability Analysis
Bid Pricing | bid pricing models | bid price analysis > Pricing Analysis
Cash Runway Analysis | cash runway | runway analysis | burn rate | burn rate analysis | cash burn analysis > Cash Flow Analysis
Rule of 40 | Rule of 40 analysis > SaaS Metrics
Constant Currency Reporting | constant currency | constant currency analysis | FX-neutral reporting > Variance Analysis
FX Impact Analysis | foreign exchange impact analysis | currency impact analysis > Variance Analysis
Budget Reviews | budget review meetings | opex reviews | spend reviews > Budgeting
Planning Hierarchy Management | EPM hierarchy management | account hierarchies | cost center hierarchies | dimension maintenance > Planning Model Administration
Enterprise Performance Management | corporate performance management | =EPM | =EPM software | =EPM systems | =CPM software > Financial Planning and Analysis
Balanced Scorecard | balanced scorecards | balanced scorecard framework > Key Performance Indicators
Investor Updates | investor update | monthly investor updates | shareholder updates > Investor Relations
Travel and Expense Management | =T&E | =T&E expenses | travel and expense policies | travel & expense > Expense Management
# FP&A tools and credentials
Mosaic Strategic Finance | ~=Mosaic | Mosaic FP&A > Financial Planning and Analysis
Abacum > Financial Planning and Analysis
NetSuite Planning and Budgeting | =NSPB | Oracle NetSuite Planning and Budgeting > Oracle NetSuite
SUMIFS | =SUMIF | SUMIF functions | SUMIFS formulas > Microsoft Excel
Excel Goal Seek | Goal Seek > Microsoft Excel
Financial Modeling & Valuation Analyst | =FMVA | =CFI FMVA | Financial Modeling and Valuation Analyst > Financial Modeling

## Event planning practice
# Planning and logistics
Event Timelines | event timeline | event planning timelines | event schedules | event planning calendars > Event Planning
Event Site Selection | site selection for events | destination selection | event destination selection > Venue Sourcing
Venue Contracts | venue contract negotiation | venue agreements | event contracts | event contract negotiation > Venue Sourcing
Function Space Management | function space | meeting space management | function room management | function space planning > Venue Sourcing
Strategic Meetings Management | =SMMP | strategic meetings management program | meetings consolidation > Meeting Planning
Room Setups | room sets | room set-ups | meeting room setups | room set styles | room setup styles > Event Diagramming
Load-In and Load-Out | load-in | load-out | load in and load out | move-in and move-out for events > Event Logistics
Event Setup and Teardown | event setup | event teardown | event breakdown | setup and teardown > Event Logistics
Post-Event Reconciliation | event reconciliation | master bill reconciliation | master account reconciliation | event invoice reconciliation > Event Budgeting
Post-Event Reports | event recaps | post-event recaps | event wrap reports | post-event reporting | event wrap-up reports > Event ROI Analysis
Event Registration Websites | registration websites | event websites | event microsites | event website management > Event Registration
# Guests, sponsors and content
RSVP Tracking | RSVP management | RSVPs | RSVP lists > Attendee Management
Guest List Management | guest lists | guest list | guest list coordination > Attendee Management
Event Invitations | invitation management | invitation design | ~invitations | save the dates | save-the-dates > Attendee Management
Name Badges | badge design | badge production | event badges > Onsite Registration
Sponsor Fulfillment | sponsorship fulfillment | sponsor deliverables | sponsor benefits fulfillment | sponsorship activation tracking > Event Sponsorships
Sponsor Management | sponsor relations | sponsor servicing | sponsor relationship management > Event Sponsorships
Event Promotion | promoting events | event promotions > Event Marketing
Corporate Gifting | corporate gifts | client gifting | gift sourcing | employee gifting | gift ordering > Swag Management
LED Video Walls | LED walls | LED wall | video walls | LED screens for events > Event Audio-Visual Coordination
# Event types
User Conferences | user conference planning | customer conferences | customer conference planning > Conference Management
Awards Ceremonies | awards ceremony planning | award shows | awards events | awards ceremony > Event Planning
Employee Event Planning | employee events | company events | holiday parties | company holiday parties | staff appreciation events | office events > Corporate Event Planning
Corporate Retreats | retreat planning | company retreats | team retreats | ~retreats > Corporate Event Planning
Day-of Coordination | day-of wedding coordination | day of coordination | month-of coordination > Wedding Planning
# Event software
~=Splash | Splash events platform | SplashThat | Splash event marketing > Event Registration
Planning Pod > Event Planning
Aisle Planner > Wedding Planning
Momentus Technologies | Momentus | Ungerboeck | Momentus Elite | Ungerboeck EBMS > Venue Sourcing
Amadeus Delphi | Delphi.fdc | Delphi sales and catering | Amadeus Sales and Event Management > Catering Coordination
Caterease | Caterease software > Catering Coordination
Cvent Supplier Network | =CSN | Cvent CSN > Venue Sourcing
Cvent OnArrival | OnArrival | Cvent check-in app > Onsite Registration
Ticket Tailor > Event Ticketing
Accelevents > Virtual Events
Brella > Event Apps
Swapcard > Event Apps
EventsAir > Event Registration
Map Your Show > Exhibitor Management
a2z Events | Personify a2z > Exhibitor Management
Paperless Post > Event Invitations
# Event credentials
Certificate in Meeting Management | =MPI CMM | =CMM certificate | Certificate in Meeting Management program > Meeting Planning
Certified Professional in Catering and Events | =CPCE > Catering Coordination
Certified Trade Show Marketer | =CTSM > Trade Show Marketing
Certified Destination Management Executive | =CDME > Destination Management
Certified Incentive Travel Professional | =CITP > Incentive Travel
Healthcare Meeting Compliance Certificate | =HMCC | =CMP-HC | CMP Healthcare Subspecialty > Certified Meeting Professional

## Nonprofit program management practice
# Program design and delivery
Nonprofit Program Development | program development | program design | program planning | new program development > Program Management
Program Delivery | program implementation | program delivery oversight | program rollout > Program Management
Program Monitoring | program performance monitoring | program quality monitoring | program monitoring plans > Monitoring and Evaluation
Strategic Planning | strategic plans | strategic plan development | strategic planning process | strategic plan implementation
Participant Tracking | participant data tracking | client tracking | participant records | participant tracking systems > Program Monitoring
Program Budgets | program budget management | program budgeting | program budget monitoring > Budgeting
Partnership Development | partnership building | community partnership development > Community Engagement
Capacity Building | organizational capacity building | nonprofit capacity building | capacity-building > Nonprofit Sector
Collective Impact | collective impact model | collective impact initiatives > Community Engagement
Youth Development | positive youth development | =PYD | youth programs
After-School Programs | afterschool programs | after-school programming | out-of-school time | =OST programs > Youth Development
Food Security Programs | food security | food insecurity programs | food access programs
Food Bank Operations | food banks | food pantry operations | food pantries | food distribution programs > Food Security Programs
Workforce Development Programs | workforce development | workforce programs | job training programs | workforce training programs
Homeless Services | homelessness services | homeless services programs | homelessness prevention > Housing First
Nonprofit Board Development | board development | board recruitment | board engagement | board relations > Nonprofit Corporate Governance
Charitable Solicitation Registration | charitable registration | state charitable solicitation registration | charitable solicitations compliance > Nonprofit Sector
501(c)(3) Compliance | 501(c)(3) | 501(c)(3) organizations | tax-exempt status compliance | =501c3 > Nonprofit Sector
# Outcomes, evaluation and data
Theory of Change | theories of change | theory of change development | theory of change models > Logic Models
Logical Framework Approach | logframe | logframes | log frame | logical framework | logical frameworks > Monitoring and Evaluation
Results Frameworks | results framework | results-based frameworks > Monitoring and Evaluation
Outcome Measurement | outcomes measurement | outcome tracking | outcomes tracking | outcome indicators | program outcomes measurement > Program Evaluation
Impact Measurement | social impact measurement | impact metrics | impact measurement and management | impact reporting > Program Evaluation
Impact Evaluation | impact evaluations | counterfactual impact evaluation | impact evaluation design > Program Evaluation
Impact Reports | impact report | impact report writing | social impact reports > Impact Measurement
Results-Based Accountability | =RBA | results based accountability | =RBA framework > Outcome Measurement
Pre/Post Surveys | pre and post surveys | pre-post assessments | pre/post tests | pre- and post-tests > Outcome Measurement
Needs Assessment | needs assessments | community needs assessment | community needs assessments > Program Evaluation
Data Collection | data collection methods | data collection tools | primary data collection | data collection instruments
# Grants management
Grant Management | grants management | grant administration | grants administration | grant oversight
Grant Compliance | grant compliance monitoring | grants compliance | funder compliance | grant requirements compliance > Grant Management
Grant Reporting | grant reports | funder reports | funder reporting | grant progress reports | interim and final reports > Grant Management
Grant Budget Monitoring | grant budget tracking | grant spend-down | spend-down tracking | grant burn rate > Grant Management
Grant Closeout | grant close-out | award closeout | grant closeouts > Grant Management
Federal Grants Management | federal grants | federal grant management | federal awards management | federally funded programs > Grant Management
Subrecipient Monitoring | subrecipient oversight | subrecipient risk assessments | subgrantee monitoring | subrecipient monitoring plans > Uniform Guidance
Subaward Management | subawards | subgrants | sub-grants | subgrant management | subaward agreements > Grant Management
Allowable Costs | allowable cost determination | cost allowability | allowable and unallowable costs | unallowable costs > Uniform Guidance
Grant Cost Sharing | cost share | grant matching funds | matching funds | match requirements | in-kind match | grant match > Grant Management
Grant Drawdowns | federal drawdowns | drawdown requests | grant reimbursement requests | grant draws > Grant Management
HHS Payment Management System | =HHS PMS | Payment Management System drawdowns > Grant Drawdowns
ASAP.gov | Automated Standard Application for Payments > Grant Drawdowns
GrantSolutions > Federal Grants Management
Federal Financial Report | =SF-425 | =FFR | SF-425 reporting | federal financial reports > Grant Reporting
OMB Circular A-133 | =A-133 | A-133 audits | Circular A-133 > Single Audit
Emergency Solutions Grant Program | Emergency Solutions Grants | =HUD ESG | ESG program funds > Federal Grants Management
HUD Continuum of Care Program | Continuum of Care | =CoC program | =CoC funding | CoC NOFO > Federal Grants Management
=HOPWA | Housing Opportunities for Persons With AIDS > Federal Grants Management
Ryan White HIV/AIDS Program | Ryan White | Ryan White Part A | Ryan White funding | Ryan White Part B > Federal Grants Management
=WIOA | Workforce Innovation and Opportunity Act | =WIOA programs | =WIOA compliance > Workforce Development Programs
=VOCA | Victims of Crime Act | =VOCA grants | =VOCA funding > Federal Grants Management
AmeriCorps | AmeriCorps programs | AmeriCorps grants | AmeriCorps member management > Volunteer Management
# Fundraising and donor systems
Fundraising | fund raising | fundraising strategy | fundraising campaigns | fund development
Donor Stewardship | ~stewardship | stewardship programs | donor stewardship plans > Fundraising
Donor Relations | donor relationship management | donor engagement | donor communications > Fundraising
Donor Cultivation | donor cultivation strategies | prospect cultivation > Fundraising
Major Gifts | major gift fundraising | major gift solicitation | major donor cultivation | major gift officers portfolio > Fundraising
Annual Fund | annual giving | annual fund campaigns | annual appeal > Fundraising
Capital Campaigns | capital campaign | capital campaign planning | comprehensive campaigns > Fundraising
Planned Giving | legacy giving | bequest giving | gift planning | planned gifts > Fundraising
Individual Giving | individual donor fundraising | individual donors | individual giving programs > Fundraising
Corporate Giving | corporate philanthropy | corporate donations | corporate giving programs > Fundraising
Foundation Relations | foundation relationships | foundation giving | foundation stewardship > Fundraising
Peer-to-Peer Fundraising | peer to peer fundraising | =P2P fundraising | peer-to-peer campaigns > Fundraising
Online Fundraising | online giving | digital fundraising | online donation campaigns | giving days > Fundraising
Crowdfunding | crowdfunding campaigns | crowd funding > Fundraising
Recurring Giving | monthly giving | sustainer programs | recurring donations | monthly donor programs > Fundraising
Fundraising Appeals | direct mail appeals | year-end appeals | appeal letters > Fundraising
Matching Gifts | matching gift programs | corporate matching gifts | matching gift processing > Corporate Giving
Moves Management | moves management process | donor moves management > Major Gifts
Wealth Screening | donor wealth screening | wealth screenings | wealth screening tools > Prospect Research
Gift Processing | gift entry | donation processing | gift batch processing | donation entry > Fundraising
Gift Acknowledgments | donor acknowledgments | acknowledgment letters | donation receipts | tax receipts for donors > Gift Processing
Donor Database Management | donor database | donor databases | donor records management | donor data management > Fundraising
Donor Retention | donor retention rates | donor retention strategies | donor attrition > Donor Stewardship
Raiser's Edge | Raiser's Edge NXT | Blackbaud Raiser's Edge | =RE NXT | Raisers Edge > Donor Database Management
Blackbaud CRM > Donor Database Management
Blackbaud Luminate Online | Luminate Online | Luminate CRM | Convio > Online Fundraising
Blackbaud eTapestry | eTapestry > Donor Database Management
Bloomerang > Donor Database Management
DonorPerfect > Donor Database Management
Little Green Light > Donor Database Management
Neon CRM | NeonCRM | Neon One > Donor Database Management
Kindful > Donor Database Management
Virtuous CRM | ~=Virtuous > Donor Database Management
~=Classy | GoFundMe Pro | Classy fundraising > Online Fundraising
Donorbox > Online Fundraising
EveryAction | Bonterra EveryAction > Donor Database Management
Network for Good > Online Fundraising
Qgiv > Online Fundraising
Funraise > Online Fundraising
DonorSearch > Wealth Screening
iWave | iWave KindSight | Kindsight > Wealth Screening
WealthEngine > Wealth Screening
Double the Donation > Matching Gifts
VolunteerHub > Volunteer Management
Volgistics > Volunteer Management
Certified Fund Raising Executive | =CFRE > Fundraising
Advanced Certified Fund Raising Executive | =ACFRE > Fundraising
Certified Nonprofit Professional | =CNP | =CNP credential > Nonprofit Sector
Certified Association Executive | =CAE | =CAE designation > Nonprofit Sector

## Grant writing practice
# Proposal components
Letters of Inquiry | letter of inquiry | inquiry letters | ?=LOI > Grant Writing
Concept Papers | concept notes | concept paper development | pre-proposals | preliminary proposals > Grant Writing
Case for Support | case statements | case for support development | case statement > Fundraising
Statement of Need | needs statements | need statements | statement of need development | needs statement > Grant Writing
Grant Narratives | grant narrative | program narratives | program narrative | proposal narratives > Grant Writing
Grant Budgets | grant budget development | grant budget preparation | proposal budgets | grant budget > Grant Writing
Budget Narratives | budget narrative | budget justification | budget justifications | budget justification narratives > Grant Budgets
Evaluation Plans | evaluation plan development | evaluation plan | program evaluation plans > Program Evaluation
Program Sustainability Planning | program sustainability plans | program sustainability > Grant Writing
Letters of Support | letter of support | letters of commitment > Grant Writing
SMART Objectives | =SMART objectives | =SMART goals | SMART goal setting
Grant Boilerplate Library | grant boilerplate | grant boilerplate language > Grant Writing
Specific Aims | specific aims page | specific aims pages > NIH Grant Applications
NIH Biosketches | =NIH biosketch | =NIH biosketches | biographical sketches | =SciENcv > NIH Grant Applications
Data Management and Sharing Plans | =DMS plans | =DMSP | data sharing plans > Grant Writing
# Funders and applications
Federal Grant Writing | federal grant applications | federal grant proposals | government grant writing | government grant applications > Grant Writing
Foundation Grant Writing | foundation grant proposals | foundation proposals | private foundation grants | foundation grants > Grant Writing
Corporate Grant Proposals | corporate grant applications | corporate foundation proposals > Grant Writing
NIH Grant Applications | NIH grant writing | NIH proposals | =R01 | =R01 applications | =R21 | NIH grants > Federal Grant Writing
NSF Grant Proposals | NSF proposals | NSF grant writing | NSF grants > Federal Grant Writing
Notice of Funding Opportunity | =NOFO | =NOFOs | funding opportunity announcements | =FOA | =FOAs > Federal Grant Writing
SF-424 Forms | =SF-424 | =SF424 | =SF-424A | =SF-424B | SF-424 application package > Grants.gov
NIH ASSIST | =ASSIST submission > eRA Commons
Research.gov > Research Administration
DUNS Number | =DUNS | D-U-N-S number | =DUNS number > SAM.gov Registration
# Grant research and pipeline
Grant Research | grant prospecting | funder research | funding research | grant opportunity research | funding opportunity research > Grant Writing
Grant Pipeline Management | grant pipeline | grants pipeline | grant prospect pipeline > Grant Writing
Grant Calendars | grant calendar | grant deadline tracking | grants calendar | grant deadline calendars > Grant Pipeline Management
Foundation Directory Online | =FDO | Candid Foundation Directory | Foundation Directory > Grant Research
Candid GuideStar | GuideStar | GuideStar profile | Candid Seal of Transparency | Foundation Center | ~=Candid > Grant Research
Instrumentl > Grant Research
GrantStation > Grant Research
GrantForward > Grant Research
GrantWatch > Grant Research
Pivot-RFP | ProQuest Pivot | Pivot funding database > Grant Research
# Grantmaking and research administration systems
Submittable > Grant Management
Fluxx | Fluxx Grantmaker > Grant Management
Foundant GLM | Foundant | Foundant grant lifecycle manager > Grant Management
SmartSimple | SmartSimple Cloud > Grant Management
Blackbaud Grantmaking | Blackbaud GIFTS | GIFTS Online > Grant Management
GivingData > Grant Management
Cayuse | Cayuse 424 | Cayuse SP > Research Administration
Kuali Research | Kuali Coeus | ~=Kuali > Research Administration
InfoEd | InfoEd Global | InfoEd SPIN > Research Administration
# Grant writing credentials
Grant Professional Certified | =GPC | =GPC credential | =GPCI > Grant Writing
Certified Grants Management Specialist | =CGMS > Grant Management
Certified Research Administrator | =CRA certification | research administrator certification > Research Administration
Certified Pre-Award Research Administrator | ?=CPRA > Pre-Award Administration
Certified Financial Research Administrator | ?=CFRA > Post-Award Administration
`;
