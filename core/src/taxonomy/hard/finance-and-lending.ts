// Skill data in the line format of ../README.md: tax, audit, AP/AR, banking and mortgage lending, treasury, FP&A, insurance underwriting and wealth management.
export default String.raw`
## Tax accounting
# Federal forms and schedules
Schedule K-2 and K-3 | Schedule K-2 | Schedule K-3 | K-2/K-3 reporting > Partnership Taxation
Schedule C Returns | Schedule C tax returns | Schedule C preparation | sole proprietor returns | Schedule C > Form 1040
Form 1099-NEC | 1099-NEC > 1099 Reporting
Form 1099-MISC | 1099-MISC > 1099 Reporting
Form 990-PF | private foundation returns > Form 990 Preparation
Form 990-T > Unrelated Business Income Tax
Form 1023 | tax-exempt status applications | 501(c)(3) applications > Exempt Organization Tax
Form 3115 | accounting method changes | change in accounting method > Tax Accounting
Form 7004 | business extension filings > Tax Extensions
Amended Tax Returns | amended returns | Form 1040-X | Form 1120-X > Tax Preparation
Form 5472 > International Tax
Form 8865 > International Tax
Form 8938 | specified foreign financial assets reporting > International Tax
Partnership Withholding | Form 8804 | Form 8805 | Section 1446 withholding > Partnership Taxation
Backup Withholding > Withholding Tax
TIN Matching | IRS TIN matching | TIN validation > 1099 Reporting
# Technical tax areas
Partnership Capital Accounts | 704(b) capital accounts | Section 704(b) | tax capital accounts | capital account maintenance > Partnership Taxation
Section 704(c) Allocations | Section 704(c) | 704(c) allocations > Partnership Taxation
Partnership Special Allocations | special allocations | targeted allocations > Partnership Taxation
Section 754 Elections | Section 754 | Section 743(b) adjustments | 743(b) adjustments > Partnership Taxation
Section 163(j) | Section 163j | business interest expense limitation | 163(j) interest limitation > Corporate Tax
Section 382 Limitation | Section 382 | ownership change analysis > Corporate Tax
Net Operating Losses | =NOL | =NOLs | NOL carryforwards | net operating loss carryforwards > Corporate Tax
Uniform Capitalization | =UNICAP | Section 263A | 263A calculations > Tax Accounting
Qualified Small Business Stock | =QSBS | Section 1202 > Tax Planning
Qualified Opportunity Zones | opportunity zone investments | =QOZ | qualified opportunity funds | opportunity zones | =QOF > Tax Planning
Tax Cuts and Jobs Act | =TCJA > Internal Revenue Code
Foreign Tax Credit | foreign tax credits | Form 1118 | Form 1116 > International Tax
Foreign-Derived Intangible Income | =FDII > International Tax
Country-by-Country Reporting | =CbCR | CbC reporting > Transfer Pricing
Alternative Minimum Tax | =AMT calculations > Individual Income Tax
Net Investment Income Tax | =NIIT > Individual Income Tax
Passive Activity Loss Rules | passive activity losses | Section 469 | passive loss limitations | passive activity > Individual Income Tax
Tax Projections | tax projection | tax planning projections > Tax Planning
Multistate Individual Returns | nonresident state returns | part-year resident returns > Individual Income Tax, State and Local Tax
Generation-Skipping Transfer Tax | generation-skipping tax | =GSTT > Estate and Gift Tax
Grantor Trusts | grantor trust reporting | grantor trust returns > Form 1041
Fiduciary Accounting | fiduciary accountings | ?trust accountings | estate accountings > Trust Administration
Employee Retention Credit | =ERTC | employee retention tax credit | =ERC > Payroll Tax
# Tax provision (ASC 740)
Effective Tax Rate Reconciliation | =ETR reconciliation | rate reconciliation | effective tax rate analysis | effective tax rate | =ETR > Tax Provision
Valuation Allowance | valuation allowance analysis | deferred tax asset realizability > Deferred Tax Accounting
Return-to-Provision | return to provision | return-to-provision true-ups | provision-to-return > Tax Provision
Interim Tax Provision | ASC 740-270 | quarterly tax provision > Tax Provision
IAS 12 | IAS 12 Income Taxes > Tax Provision
# State and local tax
Pass-Through Entity Tax | =PTET | PTE tax elections | pass-through entity tax elections > State and Local Tax
Composite Returns | composite tax returns | composite filings > State and Local Tax
State Income Tax | state corporate income tax | state income tax returns | state tax returns > State and Local Tax
Gross Receipts Tax | gross receipts taxes | commercial activity tax > State and Local Tax
Business Personal Property Tax Returns | personal property tax returns | personal property renditions > Property Tax
Property Tax Appeals | property tax assessment appeals | assessment appeals > Property Tax
Sales Tax Audits | sales and use tax audits | sales tax audit defense > Sales and Use Tax
Use Tax Accrual | use tax accruals | use tax self-assessment > Sales and Use Tax
Voluntary Disclosure Agreements | =VDA filings | voluntary disclosure programs > State and Local Tax
# Tax practice standards and credentials
Statements on Standards for Tax Services | =SSTS > Tax Preparation
Volunteer Income Tax Assistance | ~=VITA | VITA program | VITA certification > Tax Preparation

## Tax software and research tools
CCH Axcess Engagement | Axcess Engagement > CCH Axcess
CCH ProSystem fx Engagement | ProSystem fx Engagement > CCH ProSystem fx
CCH Axcess Tax | Axcess Tax > CCH Axcess
ONESOURCE Tax Provision | Thomson Reuters ONESOURCE Tax Provision > ONESOURCE, Tax Provision
ONESOURCE Income Tax | Thomson Reuters ONESOURCE Income Tax > ONESOURCE, Corporate Tax
Intuit ProConnect Tax | ProConnect Tax | ProConnect > Tax Preparation
Thomson Reuters Fixed Assets CS | Fixed Assets CS | FixedAssets CS > Tax Depreciation
CCH SureTax | SureTax > Sales and Use Tax
SafeSend Returns | SafeSend > Tax Preparation
Holistiplan > Tax Planning
CCH AnswerConnect | AnswerConnect > Tax Research

## External and internal audit
# Standards and frameworks
Statements on Auditing Standards | AICPA auditing standards | clarified auditing standards | =AU-C > Generally Accepted Auditing Standards
AICPA Professional Standards | =AICPA standards | AICPA Code of Professional Conduct > Generally Accepted Auditing Standards
PCAOB AS 2201 | AS 2201 | Auditing Standard No. 5 | =AS5 | integrated audit of internal control > PCAOB Standards
Critical Audit Matters | =CAMs | critical audit matter reporting > PCAOB Standards
Statements on Standards for Accounting and Review Services | =SSARS > Review Engagements
Auditor Independence | independence rules | independence compliance | independence monitoring > External Audit
IIA Standards | International Professional Practices Framework | =IPPF | Global Internal Audit Standards | IIA Global Internal Audit Standards > Internal Audit
Three Lines Model | three lines of defense | three lines of defence | =3LoD > Internal Audit
Quality Assurance and Improvement Program | =QAIP | internal audit quality assessment > Internal Audit
SOX 302 | Section 302 certifications | SOX 302 sub-certifications | sub-certifications > Sarbanes-Oxley
SOX Scoping | SOX risk assessment | SOX scoping and risk assessment > Sarbanes-Oxley
DCAA Compliance | =DCAA | DCAA audits | Defense Contract Audit Agency > Government Auditing Standards
Cost Accounting Standards | =CAS compliance | CAS disclosure statements > Cost Accounting
# Controls
Entity-Level Controls | entity level controls | =ELC testing > Internal Controls
Management Review Controls | ~=MRC | ~=MRCs > Internal Controls
IT Application Controls | =ITAC | application controls | automated controls testing > Internal Controls, IT General Controls
Information Produced by the Entity | =IPE testing | key reports testing > Controls Testing
SOC Report Reviews | SOC 1 report reviews | SOC report review | service organization reports | complementary user entity controls | =CUEC | =CUECs > SOC 1
Risk and Control Self-Assessment | =RCSA | control self-assessment | control self-assessments > Operational Risk
Continuous Controls Monitoring | continuous auditing | continuous monitoring of controls > Internal Audit
Fraud Risk Assessment | fraud risk assessments | fraud risk management > Fraud Detection
# Audit procedures
Audit Risk Assessment | audit universe | audit risk assessments | annual audit plan > Audit Planning
Journal Entry Testing | =JE testing | journal entry analysis | manual journal entry testing > Substantive Testing
Cutoff Testing | cut-off testing | revenue cutoff testing > Substantive Testing
Search for Unrecorded Liabilities | unrecorded liabilities testing | =SURL > Substantive Testing
Proof of Cash | cash proofs > Substantive Testing
Inventory Observation | inventory count observation | physical inventory observation | inventory observations > External Audit
Monetary Unit Sampling | =MUS | dollar unit sampling > Audit Sampling
Audit Data Analytics | audit analytics | computer-assisted audit techniques | =CAATs | =CAAT > Internal Audit

## Audit software and credentials
AuditBoard SOXHUB | SOXHUB > AuditBoard
Diligent HighBond | HighBond | Galvanize HighBond > ACL Analytics
CaseWare Cloud | Caseware Cloud Audit > CaseWare Working Papers
Arbutus Analyzer | Arbutus > Audit Data Analytics
=Inflo | Inflo audit platform > Audit Data Analytics
Suralink > PBC Lists
Confirmation.com | Capital Confirmation | Thomson Reuters Confirmation > Audit Confirmations
Thomson Reuters Engagement CS | Engagement CS > Audit Workpapers
CCH Axcess Knowledge Coach | Knowledge Coach > Audit Workpapers
Archer GRC | =RSA Archer | Archer IRM | Archer Integrated Risk Management > Enterprise Risk Management
MetricStream > Enterprise Risk Management
ServiceNow GRC | ServiceNow IRM | ServiceNow Integrated Risk Management > Enterprise Risk Management
SAP GRC | SAP Access Control | SAP Process Control > Enterprise Risk Management
Certification in Risk Management Assurance | =CRMA > Internal Audit
Certified Government Auditing Professional | =CGAP > Government Auditing Standards
Certified Government Financial Manager | =CGFM > Governmental Accounting
Certified in Financial Forensics | =CFF credential | =CFF > Forensic Accounting

## Accounts payable and receivable
# Payables
Two-Way Matching | 2-way match | two-way match > Accounts Payable
Non-PO Invoice Processing | non-PO invoices | non-PO invoice approvals > Invoice Processing
Invoice Exception Handling | invoice exceptions | invoice discrepancies | invoice holds | price and quantity variances > Invoice Processing
Duplicate Payment Prevention | duplicate payment detection | duplicate invoice checks | duplicate payment audits | duplicate payments > Accounts Payable
Invoice Data Capture | invoice capture | invoice scanning | =OCR invoice capture > Accounts Payable Automation
Electronic Invoicing | e-invoicing | electronic invoices | =EDI invoicing | e-invoices > Accounts Payable Automation
Early Payment Discounts | early pay discounts | dynamic discounting | prompt payment discounts > Accounts Payable
Virtual Card Payments | virtual card programs | virtual credit card payments | supplier virtual cards | virtual cards > Cash Disbursements
Purchasing Card Administration | P-card administration | P-card program | purchasing card program | procurement card program | purchasing cards | =P-cards > Accounts Payable
Payment Fraud Prevention | payment fraud | vendor fraud prevention | business email compromise prevention > Fraud Detection
Accounts Payable Accruals | =AP accruals | invoice accruals | goods received not invoiced | =GRNI > Accounts Payable
Days Payable Outstanding | ?=DPO > Working Capital Management
# Receivables and credit
Days Sales Outstanding | =DSO reduction | days sales outstanding reduction > Accounts Receivable, Working Capital Management
Cash Conversion Cycle > Working Capital Management
Dunning | dunning letters | dunning process | dunning notices > Accounts Receivable
Customer Deductions | deductions management | short pays | short payments | customer short-pays | deduction resolution | deduction research > Accounts Receivable
Billing Disputes | invoice disputes | dispute resolution for invoices | customer dispute management > Accounts Receivable
Unapplied Cash | unapplied cash resolution | unidentified receipts | unidentified cash > Cash Application
Remittance Processing | remittance advice | remittance matching > Cash Application
Bad Debt Write-Offs | write-off processing | bad debt write-off > Bad Debt Reserve
Credit Applications | customer credit applications | credit application review > Credit Management
Credit Holds | credit hold releases | credit hold management > Credit Management
Trade Credit Insurance | credit insurance > Credit Management
Collection Calls | past-due account follow-up | past due collections calls > Debt Collection, Accounts Receivable
# AP and AR software
Dun & Bradstreet Credit Reports | =D&B credit reports | D&B Finance Analytics | Dun & Bradstreet credit | Dun & Bradstreet > Credit Management
Creditsafe > Credit Management
HighRadius | HighRadius Order to Cash > Accounts Receivable
Billtrust > Accounts Receivable
Versapay > Accounts Receivable
Esker | Esker on Demand > Accounts Payable Automation
Basware > Accounts Payable Automation
Medius | Medius AP Automation > Accounts Payable Automation
Paymode-X | Bottomline Paymode | Paymode > Cash Disbursements
Corpay | Comdata | Fleetcor Corpay | Fleetcor > Cash Disbursements
Emburse | Emburse Certify | Chrome River > Expense Management
BILL Spend & Expense | Divvy > Expense Management
# AP and AR credentials
Certified Accounts Payable Professional | =CAPP > Accounts Payable
IOFM Accounts Payable Specialist | =IOFM APS | IOFM certification > Accounts Payable
Certified Credit Executive | =CCE credential | =CCE > Credit Management

## Banking and credit
Accredited ACH Professional | ?=AAP | =AAP certification > Nacha Operating Rules, ACH Processing
# Commercial and consumer credit
Five Cs of Credit | 5 Cs of credit | five C's of credit | 5 C's of credit > Credit Analysis
Uniform Credit Analysis | =UCA cash flow | UCA cash flow analysis > Credit Analysis
Tax Return Analysis | business tax return analysis | personal tax return analysis > Credit Analysis
Commercial Credit Underwriting | commercial loan underwriting > Underwriting, Commercial Lending
Loan Participations | participation loans | loan participation agreements > Commercial Lending
SBA 7(a) Loans | SBA 7(a) | SBA 7a | 7(a) loans | 7a loans > SBA Lending
SBA 504 Loans | SBA 504 | 504 loans > SBA Lending
SBA E-Tran | E-Tran > SBA Lending
SBA SOP 50 10 | SOP 50 10 > SBA Lending
Standby Letters of Credit | =SBLC | =SBLCs | standby LCs > Letters of Credit
Repossession | auto repossessions | repossession management > Auto Lending
FICO Scores | =FICO | FICO score | FICO scoring > Credit Scoring
Deposit Account Control Agreements | deposit account control agreement > Cash Management
# Deposits, payments and branch operations
Card Dispute Processing | debit card disputes | Reg E claims | Reg E disputes | card disputes > Regulation E
Check Fraud Prevention | check kiting | check kiting detection | counterfeit check detection | check fraud > Fraud Detection
Overdraft Management | overdraft reviews | =NSF processing | overdraft and NSF processing > Deposit Operations
Fedwire | Fedwire Funds Service > Wire Transfers
Nacha Operating Rules | =NACHA | Nacha rules > ACH Processing
Real-Time Payments | instant payments | RTP network > Payment Processing
FedNow | FedNow Service > Real-Time Payments
Check 21 | Check 21 Act | image cash letter > Item Processing
# Bank regulation and regulatory reporting
Regulation X | Reg X > Real Estate Settlement Procedures Act
Regulation C | Reg C > Home Mortgage Disclosure Act
Regulation P | Reg P > Gramm-Leach-Bliley Act
HMDA Data Collection | =HMDA LAR | loan application register | HMDA reporting > Home Mortgage Disclosure Act
Fair Housing Act | fair housing compliance | fair housing | fair housing laws > Fair Lending
CFPB Regulations | =CFPB | Consumer Financial Protection Bureau regulations | CFPB compliance
FDIC Regulations | =FDIC | FDIC compliance | FDIC rules
NCUA Regulations | =NCUA | NCUA rules and regulations | NCUA compliance > Credit Unions
Bank Regulatory Examinations | bank examinations | regulatory exam management | bank exam preparation > Regulatory Reporting
FR Y-9C | Y-9C > Regulatory Reporting
FR Y-14 | FR Y-14Q | FR Y-14A | FR Y-14M > Financial Stress Testing
DFAST | Dodd-Frank Act Stress Test > Financial Stress Testing
Risk-Weighted Assets | =RWA | =RWAs > Capital Adequacy
Liquidity Coverage Ratio | =LCR > Liquidity Risk Management
Net Stable Funding Ratio | =NSFR > Liquidity Risk Management
Net Interest Margin | net interest margin analysis > Asset Liability Management
Funds Transfer Pricing | funds transfer pricing models > Asset Liability Management
AxiomSL | Adenza | Axiom SL > Regulatory Reporting
Wolters Kluwer OneSumX | OneSumX > Regulatory Reporting
# Core banking systems
FIS Horizon | Horizon core > Core Banking Systems
Jack Henry Core Director | Core Director > Jack Henry & Associates
Jack Henry CIF 20/20 | CIF 20/20 > Jack Henry & Associates
Salesforce Financial Services Cloud | Financial Services Cloud > Salesforce
# Banking credentials
Certified Regulatory Compliance Manager | =CRCM > Regulatory Reporting
Certified Trust and Fiduciary Advisor | =CTFA > Trust Administration
Certified Lender Business Banker | =CLBB > Commercial Lending
Certified AML and Fraud Professional | =CAFP > Anti-Money Laundering
Certified Community Banking Compliance | =CCBCO | Certified Community Bank Compliance Officer > Regulatory Reporting

## Mortgage lending
# Disclosures, forms and documents
Loan Estimate | Loan Estimates | loan estimate disclosures > TILA-RESPA Integrated Disclosure
Closing Disclosure | Closing Disclosures | closing disclosure preparation > TILA-RESPA Integrated Disclosure
Uniform Residential Loan Application | =URLA | Form 1003 | 1003 applications | ~1003 > Loan Origination
Form 1008 | Uniform Underwriting and Transmittal Summary > Mortgage Underwriting
Uniform Residential Appraisal Report | =URAR | Form 1004 > Appraisal Review
Verification of Deposit | verifications of deposit > Loan Processing
Form 4506-C | 4506-C | Form 4506-T | 4506-T | IRS tax transcripts | tax transcripts | IRS transcripts | wage and income transcripts > Loan Processing
Self-Employed Income Analysis | self-employed borrower income | Form 1084 | self-employed income calculation | self-employed borrowers > Borrower Income Calculation
Post-Closing Review | post-closing mortgage review | post-closing audits | trailing documents > Loan Closing
eClosing | eClosings | e-closings | hybrid eClosings | hybrid closings > Loan Closing
Mortgage Quality Control | mortgage QC | post-closing quality control | pre-funding quality control | loan quality control > Mortgage Lending
# Loan products and programs
Conventional Loans | conventional mortgages | conforming loans > Mortgage Lending
Non-QM Lending | =Non-QM | non-QM loans | non-qualified mortgages > Mortgage Lending
DSCR Loans | debt service coverage ratio loans | investor DSCR loans > Non-QM Lending
Reverse Mortgages | =HECM | home equity conversion mortgage | reverse mortgage lending > Mortgage Lending
FHA 203(k) Loans | FHA 203(k) | FHA 203k | 203k loans | 203(k) renovation loans > FHA Loans
FHA Streamline Refinance | FHA streamline > FHA Loans
VA IRRRL | =IRRRL | interest rate reduction refinance loan > VA Loans
Mortgage Refinancing | mortgage refinance | refinance transactions | cash-out refinance | ~refinance | refinance loans > Mortgage Lending
Homebuyer Education | homebuyer education seminars | first-time homebuyer education | homebuyer seminars | first-time homebuyer seminars | homebuyer education classes | homebuyer counseling > Mortgage Lending
Adjustable-Rate Mortgages | adjustable rate mortgages | adjustable-rate mortgage | =ARM loans | =ARMs > Mortgage Lending
Fannie Mae HomeStyle | HomeStyle Renovation | HomeStyle renovation loans | =HomeStyle > Renovation Loans
Freddie Mac CHOICERenovation | CHOICERenovation > Renovation Loans
Down Payment Assistance Programs | down payment assistance | =DPA programs | homebuyer assistance programs | ?=DPA > Mortgage Lending
Private Mortgage Insurance | mortgage insurance > Mortgage Lending
Secondary Mortgage Market | mortgage secondary marketing | secondary marketing | mortgage loan sales > Mortgage Lending
Ginnie Mae | =GNMA | Government National Mortgage Association > Secondary Mortgage Market
Mortgage Electronic Registration Systems | =MERS registration | =MERS > Secondary Mortgage Market
Mortgage Servicing | mortgage loan servicing | residential mortgage servicing > Loan Servicing
Forbearance Plans | mortgage forbearance | forbearance processing | ~forbearance > Loss Mitigation
Short Sales and Deeds in Lieu | short sale processing | deed in lieu | deed-in-lieu of foreclosure > Loss Mitigation
# Agency systems and guidelines
HUD Handbook 4000.1 | =HUD 4000.1 | FHA Handbook 4000.1 | FHA Single Family Housing Policy Handbook | FHA guidelines | HUD guidelines > FHA Loans
FHA TOTAL Scorecard | TOTAL Mortgage Scorecard > FHA Loans
FHA Direct Endorsement Underwriter | =DE underwriter | Direct Endorsement underwriter | =DE certification | FHA DE underwriter > FHA Loans, Mortgage Underwriting
VA Staff Appraisal Reviewer | =VA SAR | =LAPP | Lender Appraisal Processing Program > VA Loans
VA Certificate of Eligibility | VA COE > VA Loans
USDA Guaranteed Underwriting System | USDA GUS | =GUS | Guaranteed Underwriting System > USDA Loans
Collateral Underwriter | Fannie Mae Collateral Underwriter > Appraisal Review
Uniform Collateral Data Portal | =UCDP > Appraisal Review
Appraiser Independence Requirements | appraiser independence > Appraisal Review
# Mortgage regulation and licensing
SAFE Act | Secure and Fair Enforcement for Mortgage Licensing Act | SAFE Mortgage Licensing Act > NMLS License
NMLS SAFE MLO Test | SAFE MLO test | NMLS exam | NMLS national test > NMLS License
Home Ownership and Equity Protection Act | =HOEPA | high-cost mortgage rules > Regulation Z
Loan Originator Compensation Rule | LO compensation rule | =LO comp rule | LO compensation | loan officer compensation rule | loan originator compensation | =LO comp > Regulation Z
# Mortgage software
Mortgage Cadence > Loan Origination
Black Knight Empower | Empower LOS | ICE Empower > Loan Origination
SimpleNexus | nCino Mortgage > Loan Origination
~=Blend | Blend Labs | Blend mortgage platform > Loan Origination
Floify > Loan Processing
Black Knight MSP | MSP servicing system | Mortgage Servicing Platform | ICE MSP | LoanSphere MSP | Black Knight LoanSphere > Mortgage Servicing
DocMagic > Loan Documentation
Docutech | ConformX > Loan Documentation
AllRegs | Ellie Mae AllRegs > Mortgage Underwriting
The Work Number | Equifax The Work Number > Employment Verification
LoanBeam > Self-Employed Income Analysis
Encompass Administration | Encompass admin | Encompass business rules | Encompass configuration > Ellie Mae Encompass
Loan Origination Systems | loan origination software | =LOS platform > Loan Origination

## Treasury
In-House Banking | in-house bank | =IHB > Treasury Management
Intercompany Netting | multilateral netting | netting center > Treasury Management
Zero Balance Accounts | =ZBA | =ZBAs | zero balance account structures > Cash Pooling
Sweep Accounts | cash sweeps | sweep arrangements | investment sweeps > Cash Management
Short-Term Investments | money market funds | short-term investment management | cash investment portfolios > Treasury Management
Commercial Paper | commercial paper programs | commercial paper issuance > Debt Financing
Revolving Credit Facilities | revolving credit facility | revolving lines of credit > Debt Financing
Bank Fee Analysis | account analysis statements | bank fee reviews | =AFP service codes > Bank Account Management
Bank Relationship Management | banking relationships | bank relationships > Treasury Management
Treasury Management Systems | treasury management system | treasury workstation | treasury technology > Treasury Management
Hedge Effectiveness Testing | hedge effectiveness | hedge documentation > Hedge Accounting
SAP Treasury and Risk Management | SAP Treasury | SAP TRM > Treasury Management
ION Reval | Reval > Treasury Management
FIS Quantum | FIS Integrity | FIS Treasury and Risk Manager > Treasury Management
Coupa Treasury | Bellin tm5 | tm5 > Treasury Management
360T | 360T FX trading > Foreign Exchange
FXall | Refinitiv FXall | LSEG FXall > FX Hedging

## Financial planning and analysis
Bridge Analysis | =EBITDA bridge | revenue bridge | waterfall bridge | walk analysis | budget-to-actual bridge > Variance Analysis
Price-Volume-Mix Analysis | =PVM analysis | price volume mix | price/volume/mix > Variance Analysis
Management's Discussion and Analysis | =MD&A | management discussion and analysis > SEC Reporting
Oracle EPBCS | Enterprise Planning and Budgeting Cloud Service | =EPBCS | Oracle Enterprise Planning > Oracle EPM Cloud
Oracle FCCS | Financial Consolidation and Close Cloud Service | =FCCS | Oracle Financial Consolidation and Close > Oracle EPM Cloud, Financial Consolidation
Oracle ARCS | Account Reconciliation Cloud Service | Oracle Account Reconciliation > Oracle EPM Cloud, Account Reconciliation
SAP Business Planning and Consolidation | SAP BPC > Budgeting, Financial Consolidation
SAP Analytics Cloud | ~=SAC | SAP Analytics Cloud Planning > Budgeting
CCH Tagetik | Tagetik > Financial Consolidation
Certified Corporate FP&A Professional | =FPAC | AFP FP&A certification > Financial Planning and Analysis

## Insurance underwriting
# Underwriting practice
Loss Run Analysis | loss runs | loss run reviews | loss history analysis > Insurance Underwriting
Premium Rating | policy rating | premium calculation | rating worksheets | premium audits > Insurance Underwriting
Experience Modification Rate | experience mod | experience modification factor | =X-Mod | =XMOD | experience rating | ?=EMR > Workers' Compensation
Motor Vehicle Report Reviews | =MVR reviews | =MVR ordering | motor vehicle record reviews | =MVR | =MVRs | motor vehicle records > Insurance Underwriting
ACORD Forms | =ACORD | ACORD applications | ACORD certificates > Policy Administration
ISO Forms | ISO policy forms | ISO coverage forms | Insurance Services Office forms > Property and Casualty Insurance
Renewal Underwriting | policy renewals | renewal underwriting reviews > Insurance Underwriting
Insurance Rate Filings | rate filings | rate and form filings | =SERFF > Ratemaking
Commercial Property Underwriting | commercial property insurance | property underwriting > Insurance Underwriting, Commercial Lines Insurance
General Liability Underwriting | general liability insurance | =GL underwriting > Insurance Underwriting, Commercial General Liability
Commercial Auto Insurance | commercial auto | business auto insurance > Commercial Lines Insurance
Professional Liability Insurance | errors and omissions insurance | =E&O insurance | =E&O | professional liability > Commercial Lines Insurance
Directors and Officers Liability Insurance | =D&O insurance | =D&O liability | =D&O > Commercial Lines Insurance
Cyber Liability Insurance | cyber insurance | cyber underwriting > Commercial Lines Insurance
Umbrella and Excess Liability | umbrella insurance | excess liability | excess casualty | umbrella liability | umbrella policies > Commercial Lines Insurance
Inland Marine Insurance | inland marine > Commercial Lines Insurance
Business Owners Policy | =BOP policies | businessowners policy | business owner's policy > Commercial Lines Insurance
Builders Risk Insurance | builder's risk | builders risk > Commercial Lines Insurance
Employment Practices Liability Insurance | =EPLI | employment practices liability > Commercial Lines Insurance
Surety Underwriting | surety bonds | surety bond underwriting | contract surety | commercial surety > Insurance Underwriting
Excess and Surplus Lines | =E&S | E&S lines | surplus lines | excess & surplus lines > Property and Casualty Insurance
Homeowners Insurance | homeowners policies | homeowners underwriting | =HO-3 > Personal Lines Insurance
Personal Auto Insurance | personal auto | private passenger auto > Personal Lines Insurance
Life Insurance Underwriting | life underwriting | mortality underwriting > Insurance Underwriting, Life and Health Insurance
Attending Physician Statements | =APS review | attending physician statement review > Life Insurance Underwriting
MIB Checks | Medical Information Bureau | ~=MIB > Life Insurance Underwriting
Milliman IntelliScript | IntelliScript | prescription history checks > Life Insurance Underwriting
Medical Stop-Loss | stop-loss insurance | stop-loss underwriting | medical stop loss > Life and Health Insurance
Group Benefits Underwriting | group underwriting | group health underwriting > Insurance Underwriting, Life and Health Insurance
Treaty Reinsurance | treaty underwriting | treaty placements > Reinsurance
Facultative Reinsurance | facultative placements | facultative underwriting > Reinsurance
# Insurance regulation and solvency
NAIC Model Laws | =NAIC | NAIC regulations | National Association of Insurance Commissioners > Insurance Regulatory Compliance
NAIC Annual Statement | statutory annual statement | statutory financial statements > Statutory Accounting Principles
Risk-Based Capital | NAIC risk-based capital | risk-based capital ratio > Statutory Accounting Principles
Own Risk and Solvency Assessment | =ORSA > Enterprise Risk Management
# Underwriting software and models
Moody's RMS | =RMS RiskLink | RiskLink | Risk Management Solutions > Catastrophe Modeling
Verisk Touchstone | AIR Touchstone | Touchstone Re | AIR Worldwide > Catastrophe Modeling
Earnix > Ratemaking
WTW Radar | Willis Towers Watson Radar > Ratemaking
WTW Emblem | Emblem pricing software > Ratemaking
Verisk 360Value | 360Value > Replacement Cost Valuation
Insurance-to-Value | =ITV calculations | insurance to value > Replacement Cost Valuation
Marshall & Swift | Marshall & Swift/Boeckh | CoreLogic Commercial Express > Replacement Cost Valuation
EZLynx > Personal Lines Insurance
Vertafore Sagitta | Sagitta > Policy Administration
# Underwriting credentials and licences
Associate in Commercial Underwriting | =AU designation > Insurance Underwriting
Associate in Personal Insurance | =AIP designation | =AIP > Personal Lines Insurance
Associate in Reinsurance | =ARe designation | =ARe > Reinsurance
Fellow, Life Management Institute | =FLMI > Life and Health Insurance
Property and Casualty License | P&C license | property and casualty insurance license | property & casualty license > Insurance Producer License
Life and Health License | life and health insurance license | L&H license | life & health license > Insurance Producer License

## Financial planning and wealth management
# Planning domains
Required Minimum Distributions | =RMD | =RMDs > Retirement Planning
Roth Conversions | Roth IRA conversions | Roth conversion analysis > Retirement Planning
Individual Retirement Accounts | =IRAs | =IRA accounts | Roth IRA | traditional IRA > Retirement Planning
Retirement Plan Rollovers | 401(k) rollovers | IRA rollovers | rollover processing > Retirement Planning
529 Plans | 529 college savings plans | education savings plans | college savings planning > Financial Planning
Insurance Needs Analysis | life insurance needs analysis | insurance planning > Financial Planning
Risk Tolerance Assessment | risk profiling | risk tolerance questionnaires > Financial Planning
Investment Policy Statements | investment policy statement > Portfolio Management
Portfolio Rebalancing | rebalancing trades | portfolio rebalance > Asset Allocation
Tax-Loss Harvesting | tax loss harvesting > Wealth Management
Donor-Advised Funds | =DAFs | donor advised funds > Wealth Management
Charitable Remainder Trusts | charitable remainder trust | charitable trusts > Estate Planning
Annuities | fixed annuities | variable annuities | indexed annuities | annuity products > Life and Health Insurance
Permanent Life Insurance | whole life insurance | universal life insurance | indexed universal life | =IUL > Life and Health Insurance
Long-Term Care Insurance | =LTC insurance | long-term care planning > Life and Health Insurance
Medicare Supplement Insurance | Medigap | Medicare Supplement plans > Medicare
# Investment products and operations
Separately Managed Accounts | =SMA accounts | separately managed account > Investment Management
Unified Managed Accounts | =UMA | =UMAs > Investment Management
Mutual Funds | mutual fund analysis | mutual fund selection > Investment Management
Exchange-Traded Funds | =ETF | =ETFs | exchange traded funds > Investment Management
Municipal Bonds | municipal securities | munis | muni bonds > Fixed Income
Options Strategies | options trading | equity options | covered calls > Financial Derivatives
Alternative Investments | alternatives allocation | alternative asset classes > Investment Management
ACATS Transfers | =ACATS | =ACAT transfers | ACATS account transfers > Investment Operations
Securities-Based Lending | securities based lending | margin lending | pledged asset lines > Investment Operations
Trade Reconciliation | trade breaks | trade break resolution > Trade Settlement
# Securities regulation
FINRA Rules | =FINRA | FINRA regulations | FINRA compliance > Securities Law
Regulation Best Interest | =Reg BI | Reg Best Interest > FINRA Rules
Form CRS | client relationship summary > Regulation Best Interest
Investment Advisers Act of 1940 | Investment Advisers Act | Advisers Act > Securities Law
Investment Company Act of 1940 | Investment Company Act | =40 Act | '40 Act funds > Securities Law
Form ADV | Form ADV Part 2 | ADV filings > Investment Advisers Act of 1940
Form U4 | Form U5 | U4 amendments > FINRA Rules
Suitability Reviews | suitability analysis | suitability requirements | =FINRA 2111 > FINRA Rules
# Wealth management software
eMoney Advisor | eMoney | eMoney Pro > Financial Planning
MoneyGuidePro | MoneyGuide | Envestnet MoneyGuide > Financial Planning
RightCapital > Financial Planning
Orion Advisor Tech | Orion Advisor | Orion portfolio management > Portfolio Management
Envestnet | Envestnet platform > Wealth Management
Envestnet Tamarac | Tamarac > Portfolio Management
SS&C Black Diamond | Black Diamond Wealth Platform > Portfolio Management
Redtail CRM | ~=Redtail > Wealth Management
Wealthbox | Wealthbox CRM > Wealth Management
Nitrogen Wealth | Riskalyze | Nitrogen risk number > Risk Tolerance Assessment
Schwab Advisor Center | Schwab Advisor Services | Schwab Institutional > Investment Operations
Fidelity Wealthscape | Wealthscape > Investment Operations
Pershing NetX360 | NetX360 | BNY Pershing > Investment Operations
SS&C Advent Geneva | Advent Geneva > Fund Administration

## Securities licences and wealth management credentials
~Series 3 | Series 3 license | National Commodity Futures Examination > Securities Industry Essentials
~Series 4 | Series 4 license | Registered Options Principal > Securities Industry Essentials
Series 6 | Series 6 license | Investment Company and Variable Contracts Products Representative > Securities Industry Essentials
~Series 9 | Series 9/10 | Series 9 and 10 | General Securities Sales Supervisor > Securities Industry Essentials
~Series 10 | Series 10 license > Series 9
Series 26 | Series 26 license | Investment Company and Variable Contracts Products Principal > Securities Industry Essentials
Series 27 | Series 27 license | Financial and Operations Principal > Securities Industry Essentials
Series 52 | Series 52 license | Municipal Securities Representative > Securities Industry Essentials
Series 57 | Series 57 license | Securities Trader Representative > Securities Industry Essentials
Series 79 | Series 79 license | Investment Banking Representative > Securities Industry Essentials
Series 86 | Series 86/87 | Research Analyst exam > Securities Industry Essentials
Series 99 | Series 99 license | Operations Professional exam > Securities Industry Essentials
Chartered Retirement Planning Counselor | =CRPC > Retirement Planning
Accredited Investment Fiduciary | =AIF designation > Wealth Management
Certified Investment Management Analyst | ?CIMA > Investment Management
Certified Private Wealth Advisor | =CPWA > Wealth Management
Retirement Income Certified Professional | =RICP > Retirement Planning
Certified Divorce Financial Analyst | =CDFA designation | =CDFA > Financial Planning
Accredited Asset Management Specialist | =AAMS > Wealth Management
Personal Financial Specialist | =CPA/PFS | =PFS credential | =PFS > Financial Planning
`;
