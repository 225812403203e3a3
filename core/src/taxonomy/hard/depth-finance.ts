// Skill data in the line format of ../README.md: second pass for accounting, accounts payable and receivable, payroll, tax, external and internal audit, FP&A and finance analysis, banking and mortgage lending, insurance claims.
export default String.raw`
## General ledger, close and technical accounting
# Close and reconciliation work
Reversing Entries | reversing journal entries | auto-reversing entries | reversing entry > Journal Entries
Quarter-End Close | quarterly close | quarter-end closing | quarter close > Month-End Close
Close Checklist Management | close checklist | close checklists | close calendar | close task management > Month-End Close
Roll-Forward Schedules | roll-forward schedule | rollforward schedules | rollforwards | roll-forwards | account roll-forwards > Account Reconciliation
Suspense Account Clearing | suspense account reconciliation | suspense accounts | clearing account reconciliation | clearing accounts > Account Reconciliation
Bank-to-Book Reconciliation | bank to book reconciliation | book-to-bank reconciliation > Bank Reconciliation
Debt Schedules | debt schedule | debt roll-forward | debt amortization schedules | debt schedule maintenance > Debt Covenant Compliance
Cash to Accrual Conversion | cash-to-accrual conversion | cash basis to accrual | accrual basis conversion > Accruals
Disclosure Checklists | disclosure checklist | GAAP disclosure checklist > Financial Statement Disclosures
Monthly Reporting Packages | monthly reporting package | reporting packages | month-end reporting packages | close reporting packages > Financial Reporting
Intercompany Settlements | intercompany settlement | intercompany cash settlements | intercompany netting settlements > Intercompany Accounting
# Standards and technical topics
Fair Value Measurement | =ASC 820 | fair value hierarchy | Level 3 valuations | fair value measurements > Generally Accepted Accounting Principles
Goodwill Impairment | goodwill impairment testing | =ASC 350 | intangible asset impairment > Impairment Testing
Long-Lived Asset Impairment | =ASC 360 | impairment of long-lived assets > Impairment Testing
Loss Contingencies | =ASC 450 | contingent liabilities | contingency accruals | litigation accruals > Generally Accepted Accounting Principles
Asset Retirement Obligations | =ASC 410 | asset retirement obligation | ~=ARO | ~=AROs > Fixed Asset Accounting
Variable Interest Entities | =VIE analysis | =VIEs | variable interest entity | =ASC 810 | =VIE > Financial Consolidation
Investment Accounting | =ASC 320 | =ASC 321 | investment securities accounting | accounting for investments > Generally Accepted Accounting Principles
Debt Modification Accounting | debt modifications | debt extinguishment | =ASC 470 | troubled debt restructuring accounting > Generally Accepted Accounting Principles
Capitalized Software Costs | software capitalization | capitalized software | internal-use software | =ASC 350-40 | =ASC 985-20 | software development cost capitalization > Fixed Asset Accounting
Construction in Progress | construction-in-progress | CIP accounting | CIP capitalization | CIP schedules > Fixed Asset Accounting
Capitalization Policy | capitalization threshold | capitalization policies | capitalization analysis | capitalize vs expense > Fixed Asset Accounting
Lower of Cost or Net Realizable Value | lower of cost or market | =LCM adjustments | =LCNRV | lower of cost or NRV > Inventory Valuation
Overhead Absorption | overhead absorption rates | burden rates | overhead rates | fixed overhead absorption > Cost Accounting
Foreign Currency Remeasurement | FX remeasurement | foreign currency revaluation | FX revaluation | =ASC 830 > Foreign Currency Translation
Cumulative Translation Adjustment | ~=CTA | =CTA calculations | cumulative translation adjustments > Foreign Currency Translation
Unbilled Revenue | unbilled receivables | unbilled revenue analysis | unbilled accounts receivable > Revenue Recognition
Gross-to-Net Accounting | gross-to-net | gross-to-net accruals | =GTN accruals | gross to net reserves | rebate accruals > Revenue Recognition
Deferred Revenue Waterfalls | revenue waterfall | revenue waterfalls | deferred revenue waterfall > Deferred Revenue
Contract Assets and Liabilities | contract assets | contract liabilities | contract balances > ASC 606
Standalone Selling Price Analysis | standalone selling price | standalone selling prices | =SSP analysis | =SSP studies > ASC 606
Capitalized Commissions | =ASC 340-40 | commission capitalization | contract cost capitalization | capitalized contract costs > ASC 606
ASC 958 | not-for-profit accounting standards | FASB ASC 958 > Nonprofit Accounting
# Nonprofit and government contract accounting
Net Asset Releases | release of restrictions | donor restriction releases | net assets released from restriction > Nonprofit Accounting
Donor-Restricted Funds | restricted funds | donor restrictions | restricted net assets | donor-restricted net assets > Fund Accounting
Pledges Receivable | pledge accounting | pledge receivables | pledge tracking > Nonprofit Accounting
In-Kind Contributions | in-kind donations | gifts in kind | contributed nonfinancial assets | in-kind gifts > Nonprofit Accounting
Indirect Cost Rates | indirect cost rate | indirect rates | provisional billing rates | indirect rate calculations | =NICRA | negotiated indirect cost rate agreement > Government Contracts
Incurred Cost Submissions | incurred cost submission | incurred cost proposals | incurred cost proposal > DCAA Compliance
Wrap Rates | wrap rate | wrap rate calculations | fully burdened rates > Indirect Cost Rates
Public Vouchers | =SF 1034 | =SF1034 | public voucher billing | Standard Form 1034 > Government Contracts
Over/Under Billings | over and under billings | overbillings and underbillings | billings in excess of costs | costs in excess of billings > WIP Schedules
# Accounting systems
Oracle E-Business Suite | =Oracle EBS | Oracle R12 | Oracle EBS R12 | Oracle E-Business Suite R12 > Oracle Financials, Enterprise Resource Planning
Acumatica | Acumatica ERP | Acumatica Cloud ERP > Enterprise Resource Planning
Sage X3 | Sage Enterprise Management > Enterprise Resource Planning
Sage 300 | Sage 300 ERP | Sage Accpac | Accpac > Enterprise Resource Planning
Deltek Vantagepoint | Vantagepoint > Project Accounting
Deltek Vision > Project Accounting
Unanet | Unanet GovCon | Unanet ERP | Unanet CRM > Project Accounting
LeaseQuery | LeaseQuery software > Lease Accounting
Visual Lease > Lease Accounting
Nakisa Lease Administration | Nakisa > Lease Accounting
LeaseAccelerator > Lease Accounting

## Accounts payable and receivable operations
# Payables processing
PO Invoice Matching | =PO matching | PO-backed invoices | PO invoice processing | purchase order invoice matching | invoice matching > Three-Way Matching
Invoice Approval Workflows | invoice approval workflow | invoice approval routing | invoice routing | approval routing for invoices > Invoice Processing
Vendor Inquiry Resolution | vendor inquiries | supplier inquiries | vendor hotline > Accounts Payable
Payment Batch Processing | payment batches | payment proposals | payment proposal | payment batch review | payment run preparation > Cash Disbursements
Vendor Credits and Debit Memos | vendor credits | debit memos | vendor credit memos | debit memo processing > Accounts Payable
Stop Payments and Voids | stop payments | stop payment requests | check voids | voided checks | void and reissue > Cash Disbursements
Check Printing | check stock management | MICR check printing > Cash Disbursements
Outstanding Check Review | outstanding checks | stale-dated checks | stale dated checks | uncashed checks > Escheatment
Recurring Invoice Processing | recurring invoices | utility bill processing | utility invoices > Invoice Processing
Vendor Prepayments | prepayments to vendors | vendor deposits | vendor advances > Accounts Payable
Vendor ACH Enrollment | ACH enrollment | vendor ACH setup | vendor banking setup > Vendor Master Data
Foreign Currency Payments | international vendor payments | =FX payments | foreign currency wires > Wire Transfers
Employee Reimbursements | employee reimbursement | out-of-pocket reimbursements | employee expense reimbursements > Expense Reporting
1099 Vendor Classification | 1099 eligibility review | 1099 box classification | 1099 vendor tracking > 1099 Reporting
Accounts Payable Close | =AP close | AP month-end close | payables close | =AP subledger close > Month-End Close
Cash Position Reporting | cash position reports > Cash Positioning
13-Week Cash Flow Forecast | 13-week cash flow | 13-week cash forecast | thirteen-week cash flow | 13 week cash flow > Cash Flow Forecasting
# Receivables and collections
Collection Strategies | collections strategy | collection strategy | collection prioritization | collections workflows > Debt Collection
Collection Letters | past due notices | past-due statements > Debt Collection
Customer Credit Memo Processing | credit memo processing | issuing credit memos | credit and rebill | credit/rebill | credit and rebill processing > Accounts Receivable
Customer Statements | customer account statements | statement of account | statements of account > Accounts Receivable
Credit Limit Setting | credit limits | credit line assignments | credit limit approvals > Credit Management
Customer Payment Plans | payment plans | installment payment plans > Debt Collection
Delinquent Account Management | delinquent accounts | past due accounts | past-due accounts | delinquency management > Debt Collection
Merchant Statement Reconciliation | merchant services reconciliation | merchant processing reconciliation | merchant deposits reconciliation | credit card settlement reconciliation > Cash Application
Recurring Billing | recurring invoicing | subscription billing | subscription invoicing > Invoicing
Usage-Based Billing | usage billing | consumption billing | metered billing > Invoicing
Milestone Billing | milestone invoicing | milestone-based billing > Invoicing
Time and Materials Billing | =T&M billing | time-and-materials billing | time and materials invoicing > Invoicing
Contract Billing | contract invoicing | contract billing review | contract-based billing > Invoicing
Quote to Cash | quote-to-cash | =QTC | quote to cash process > Order to Cash
# AP and AR platforms
Kofax AP Agility | Kofax ReadSoft | ReadSoft | Kofax Capture > Accounts Payable Automation
Tungsten Network | Tungsten e-invoicing > Electronic Invoicing
Yooz > Accounts Payable Automation
Airbase > Expense Management
Paymerang > Cash Disbursements
Nvoicepay | AvidXchange Nvoicepay > Cash Disbursements
Procurify > Purchase Order Management
Precoro > Purchase Order Management
Chargebee > Recurring Billing
Recurly > Recurring Billing
Maxio | Chargify | SaaSOptics > Recurring Billing
Gaviti > Accounts Receivable
Cforia > Accounts Receivable
YayPay > Accounts Receivable
Upflow > Accounts Receivable

## Payroll operations
# Payroll processing tasks
Union Payroll | union dues deductions | union payroll processing | collective bargaining pay rules | union remittances > Payroll Processing
Payroll Implementation | payroll implementations | payroll system implementation | payroll conversions | payroll conversion | payroll parallel testing | parallel payroll testing > Payroll Processing
Payroll Tax Reconciliation | payroll tax reconciliations | quarterly payroll tax reconciliation | Form 941 reconciliation | 941 to W-2 reconciliation > Payroll Tax
Payroll Tax Notice Resolution | payroll tax notices | tax agency notices | payroll tax amendments > Payroll Tax
Labor Distribution | labor distribution reports | labor distributions | payroll labor distribution > Cost Allocation
Benefit Deductions | benefits deductions | pre-tax deductions | post-tax deductions > Payroll Processing
Retirement Plan Deferrals | retirement deferrals | retirement plan deferral processing | retirement plan remittances | catch-up contributions > Payroll Processing
Child Support Withholding | child support orders | income withholding orders | child support garnishments > Wage Garnishments
Tax Levies | IRS levies | state tax levies | levy processing > Wage Garnishments
Imputed Income | imputed income calculations | group-term life imputed income | =GTL imputed income > Fringe Benefit Taxation
Fringe Benefit Taxation | fringe benefits taxation | taxable fringe benefits | fringe benefit reporting | taxable benefits > Payroll Tax
Supplemental Wage Withholding | supplemental wages | supplemental withholding | bonus withholding > Withholding Tax
Equity Compensation Payroll | stock compensation payroll | equity payroll processing | =RSU tax withholding | =RSU payroll | stock option exercises payroll > Payroll Processing
Expatriate Payroll | expat payroll | shadow payroll | shadow payrolls | tax equalization > Global Payroll
Final Paychecks | final wage payments > Payroll Processing
Manual Checks | manual payroll checks | off-cycle checks > Off-Cycle Payroll
Timecard Approvals | timecard approval | timecard review | timecard audits | time card corrections > Time and Attendance
Form W-2c | =W-2c | W-2 corrections | corrected W-2s > Form W-2
Payroll Year-End Processing | year-end payroll | payroll year-end | year-end payroll processing | payroll year-end close > Form W-2
EFTPS | Electronic Federal Tax Payment System | =EFTPS payments > Payroll Tax
Payroll Tax Deposits | tax deposit schedules | semiweekly deposits | semi-weekly depositor > Payroll Tax
Workers' Compensation Premium Audits | workers' comp audits | workers' compensation audits | workers comp premium audits | workers' comp premium audits > Workers' Compensation
Tip Reporting | tip credit | =FICA tip credit | tip allocation | tipped employee payroll > Payroll Processing
Tax Gross-Ups | gross-up calculations | tax gross-up | gross-ups | net-to-gross calculations > Payroll Processing
Form 1094-C | =1094-C > ACA Reporting
Federal Unemployment Tax | =FUTA | Federal Unemployment Tax Act | FUTA tax > Payroll Tax
Local Payroll Taxes | local income tax withholding | local earned income tax | Pennsylvania Act 32 | =Act 32 | local tax withholding | municipal income tax > Payroll Tax
State Tax Reciprocity | reciprocity agreements | state reciprocity agreements | reciprocal tax agreements > Multi-State Payroll
State Withholding Registration | state tax registrations | state withholding accounts | payroll tax registrations | state tax account setup > Payroll Tax
Direct Deposit Administration | direct deposit setup | direct deposit changes | direct deposit > Payroll Processing
Paycard Programs | payroll cards | payroll debit cards | paycard administration | paycards > Payroll Processing
# Payroll platforms and credentials
ADP SmartCompliance | SmartCompliance > ADP Workforce Now
ADP GlobalView | ADP Celergo | Celergo > Global Payroll
ADP Enterprise | ADP Enterprise HR | ADP Enterprise V5 > Payroll Processing
PrismHR > Professional Employer Organization

## Tax compliance and planning
# Forms, schedules and filings
Form 4562 | depreciation and amortization form > Tax Depreciation
Form 8825 | rental real estate income form > Form 1065
Form 8858 > International Tax
Form 8992 | =GILTI calculation form > GILTI
Form 1042 | 1042 reporting | Form 1042 filings > Withholding Tax
Form 8832 | entity classification election | check-the-box elections | check-the-box election > Tax Structuring
Schedule E | Schedule E rental income | Schedule E supplemental income > Form 1040
Schedule D | capital gains and losses reporting | Form 8949 > Form 1040
Form 2848 | IRS power of attorney | Form 8821 | tax information authorization > Tax Controversy
Estimated Tax Vouchers | quarterly estimated taxes | estimated tax calculations > Estimated Tax Payments
Tax Return E-Filing | electronic filing of returns | e-file rejects | e-file reject resolution > IRS E-File
Individual Tax Planning | personal tax planning | high net worth tax planning | =HNW tax planning > Tax Planning
Tax Calendar Management | tax calendar | tax compliance calendar | filing calendar management > Tax Compliance
# Technical tax areas
Outside Basis Calculations | outside basis | partner basis calculations | partner outside basis | inside basis | inside and outside basis > Partnership Taxation
At-Risk Limitations | at-risk rules | at-risk basis | Section 465 > Passive Activity Loss Rules
Installment Sales | installment sale reporting | installment method | Form 6252 > Tax Planning
Section 174 Capitalization | =Section 174 | R&E capitalization | research and experimental expenditures > R&D Tax Credits
R&D Credit Studies | =Section 41 | research credit studies | research tax credit studies | R&D credit documentation > R&D Tax Credits
Historic Tax Credits | historic rehabilitation tax credits | historic rehabilitation credits | =HTC > Tax Planning
New Markets Tax Credits | =NMTC | new markets tax credit > Tax Planning
Energy Tax Credits | energy credits | clean energy tax credits | Inflation Reduction Act credits | =IRA credits | Section 45L | Section 179D | =45L | =179D > Tax Planning
Base Erosion and Anti-Abuse Tax | =BEAT > International Tax
Carried Interest | carried interest allocations | carried interest taxation | carry allocations > Partnership Taxation
Fund Taxation | fund tax | investment fund taxation | fund tax compliance | private equity fund taxation | hedge fund taxation > Partnership Taxation
REIT Compliance | =REIT testing | REIT qualification testing | REIT asset and income tests | REIT distribution requirements > Corporate Tax
RIC Compliance | =RIC testing | regulated investment company compliance | RIC diversification testing > Corporate Tax
Combined and Unitary Returns | unitary returns | combined reporting | unitary combined returns | combined state returns > State and Local Tax
State Tax Modifications | state modifications | state addbacks > State Income Tax
State Tax Notices | state notice resolution | state tax correspondence > Tax Controversy
IRS Examinations | =IRS audits | tax examinations | IRS audit support | tax audits > Tax Controversy
Nonresident Withholding | nonresident alien withholding | =NRA withholding | Chapter 3 withholding | Chapter 4 withholding > Withholding Tax
Tax Basis Balance Sheets | tax basis balance sheet | tax balance sheet | tax basis balance sheet reconciliation > Deferred Tax Accounting
PFIC Reporting | Form 8621 | =PFIC | =PFICs | passive foreign investment company > International Tax
Form 3520 | Form 3520-A | foreign trust reporting | foreign gift reporting > International Tax
Foreign Earned Income Exclusion | Form 2555 | =FEIE | expatriate tax returns | expat tax returns > Individual Income Tax
Form 1040-NR | =1040-NR | nonresident alien returns | nonresident alien tax returns > Individual Income Tax
Family Office Tax | family office tax services | family office tax compliance > Individual Income Tax
# Tax practice software
GruntWorx | GruntWorx Organize > Tax Preparation
TaxCaddy > Tax Preparation
CCH Scan | CCH Axcess Scan | ProSystem fx Scan > Tax Preparation
Thomson Reuters Practice CS | =Practice CS > Practice Management Software
CCH Axcess Practice | CCH Practice Management | Axcess Practice > Practice Management Software
XCM Solutions | =XCM workflow > Tax Preparation
Karbon | Karbon practice management > Practice Management Software
Canopy Tax | Canopy practice management > Practice Management Software
SmartVault > Document Management
Citrix ShareFile | ShareFile > Document Management
Vertex Cloud | Vertex Indirect Tax | Vertex sales tax > Sales and Use Tax

## External audit and assurance
# Audit procedures
Audit Programs | audit program | audit program development | tailored audit programs > Audit Planning
Risk Assessment Procedures | =RMM assessment | risk of material misstatement | risks of material misstatement > Audit Risk Assessment
Performance Materiality | tolerable misstatement | planning materiality | materiality determination > Audit Materiality
Process Narratives | process documentation narratives | walkthrough documentation > Control Walkthroughs
Tests of Details | substantive tests of details | detail testing > Substantive Testing
Attribute Sampling | attributes testing | attribute testing > Audit Sampling
Bank Confirmations | bank confirmation requests > Audit Confirmations
Accounts Receivable Confirmations | =AR confirmations | receivable confirmations | positive confirmations | negative confirmations > Audit Confirmations
Subsequent Events Review | subsequent events | subsequent events testing | subsequent event procedures > External Audit
Related Party Transactions | related-party transactions | related party disclosures | related party review > External Audit
Management Representation Letters | management representation letter | representation letters | rep letters > External Audit
Audit Opinions | audit opinion | auditor's report | audit report drafting | unmodified opinion > External Audit
Management Letter Comments | management letters | management letter > External Audit
Lead Schedules | lead schedule | audit lead sheets > Audit Workpapers
Tickmarks | tick marks | tickmarking > Audit Workpapers
Audit Adjustments | proposed audit adjustments | =AJEs | audit adjusting entries > External Audit
Summary of Unadjusted Differences | =SUD | summary of passed adjustments | passed adjustments | schedule of uncorrected misstatements > External Audit
Group Audits | group audit | component auditors | component auditor instructions > External Audit
Engagement Quality Review | =EQR | concurring partner review | engagement quality control review | =EQCR > External Audit
Audit Engagement Management | audit engagements | engagement economics > External Audit
FDICIA Compliance | =FDICIA | FDICIA audits | FDICIA reporting | FDICIA internal controls > External Audit
OMB Compliance Supplement | Compliance Supplement | federal compliance supplement > Single Audit
Schedule of Expenditures of Federal Awards | =SEFA | =SEFA preparation > Single Audit
AICPA Peer Review | =AICPA peer review | peer review program | firm peer review > External Audit
NAIC Model Audit Rule | Model Audit Rule | =MAR compliance | NAIC MAR > Insurance Regulatory Compliance
# Audit firm platforms
EY Canvas > Audit Workpapers
KPMG Clara > Audit Workpapers
Deloitte Omnia | Omnia audit platform > Audit Workpapers
PwC Aura | =Aura audit platform > Audit Workpapers
PwC Halo | Halo for Journals > Audit Data Analytics
Validis > Audit Data Analytics
CaseWare IDEA Smart Analyzer | IDEA Smart Analyzer > CaseWare IDEA

## Internal audit and SOX
# SOX control work
Test of Design | tests of design | design effectiveness testing > Controls Testing
Test of Operating Effectiveness | =TOE | tests of operating effectiveness | operating effectiveness testing > Controls Testing
Key Controls | key control identification | key controls testing > Internal Controls
Internal Control Questionnaires | =ICQ | =ICQs | internal control questionnaire > Internal Controls
Control Deficiency Evaluation | control deficiencies | deficiency evaluation | significant deficiencies | material weaknesses | material weakness | significant deficiency | deficiency aggregation > Internal Controls
Change Management Controls | program change controls | =ITGC change management > IT General Controls
Logical Access Controls | logical access | logical access testing | access provisioning controls | access controls testing > IT General Controls
SOC Report Bridge Letters | bridge letters | bridge letter | gap letters > SOC Report Reviews
Control Rationalization | controls rationalization | key control rationalization > Internal Controls
# Internal audit practice
Audit Findings | audit observations | audit issues | finding write-ups > Internal Audit
Audit Issue Tracking | issue tracking and validation | action plan follow-up | management action plans > Internal Audit
Follow-Up Audits > Internal Audit
Audit Committee Reporting | audit committee presentations | audit committee reports | audit committee materials > Internal Audit
IT Audits | =IT audit | information technology audits | technology audits > IT General Controls
Internal Audit Advisory Engagements | internal audit consulting | internal audit advisory > Internal Audit
Audit Fieldwork | fieldwork testing > Internal Audit
Fraud Risk Controls | anti-fraud controls | antifraud programs > Fraud Risk Assessment
Vendor Bank Account Verification | bank account change verification | vendor banking changes | callback verification | call-back verification | bank detail verification > Payment Fraud Prevention
Third-Party Audits | vendor audits | third-party risk audits | right-to-audit reviews > Internal Audit
Construction Audits | construction audit | construction contract audits | construction cost audits > Internal Audit
# Audit software and credentials
TeamMate Analytics > Audit Data Analytics
Certified Bank Auditor | =CBA credential > Internal Audit
Certified Financial Services Auditor | =CFSA > Internal Audit

## FP&A and financial analysis
Budget-to-Actual Analysis | budget vs actual | budget versus actual | budget to actual | budget-to-actual reporting | =BvA | budget vs. actual | actual vs budget | plan vs actual | plan versus actual | forecast vs actual > Variance Analysis
Operating Budget | operating budgets | operating budget development > Budgeting
Capital Expenditure Analysis | capex analysis | capital expenditure tracking | capex tracking | capex budgeting | capital expenditure budgeting | capex reporting > Capital Budgeting
Expense Forecasting | opex forecasting | operating expense forecasting | expense forecasts | expense planning > Financial Forecasting
Headcount Forecasting | headcount forecasts | headcount reporting | headcount reconciliation > Headcount Planning
Revenue Planning | revenue plans | revenue budgeting | sales planning and forecasting > Revenue Forecasting
Product Profitability Analysis | product profitability | product line profitability | =SKU profitability > Profitability Analysis
Customer Profitability Analysis | customer profitability | customer margin analysis | account profitability > Profitability Analysis
Working Capital Analysis | working capital forecasting | net working capital analysis | =NWC analysis > Working Capital Management
What-If Analysis | what-if scenarios | what-if modeling | what if analysis > Scenario Analysis
Variance Commentary | variance explanations | variance commentaries | flux commentary | budget variance explanations > Variance Analysis
Monthly Business Reviews | monthly business review | monthly business review decks | ?=MBR > Management Reporting
Bookings Analysis | bookings reporting | bookings and billings | billings analysis > Revenue Forecasting
Allocation Methodologies | allocation methodology | shared services allocations | corporate allocations | overhead allocation models > Cost Allocation
Planning Model Administration | planning model maintenance | planning system administration | EPM administration > Financial Planning and Analysis

## Banking operations and credit analysis
# Deposit and payment operations
Deposit Account Maintenance | account maintenance requests > Deposit Operations
Deposit Account Closures | account closures > Deposit Operations
Dormant Account Processing | dormant accounts | dormant account monitoring | dormancy processing > Escheatment
Deceased Account Processing | deceased customer accounts | deceased account handling | estate account processing | decedent accounts > Deposit Operations
Signature Cards | signature card maintenance | signature card verification > Account Opening
Certificates of Deposit | =CD processing | =CD maturities | time deposits | certificate of deposit processing | =CDs > Deposit Operations
IRA Account Processing | =IRA processing | IRA distributions processing | IRA contributions processing | IRA deposit accounts > Deposit Operations
Deposit Holds | hold placement | check holds | funds availability holds | deposit hold notices | exception holds > Regulation CC
Returned Item Processing | returned deposit items | return item processing | returned checks > Item Processing
Exception Item Processing | exception items | =NSF decisioning | overdraft decisioning > Item Processing
Image Exchange | check image exchange | =X9 files | X9.37 files > Item Processing
Official Checks | cashier's checks | cashiers checks | official check processing | money orders processing | money orders > Deposit Operations
Teller Cash Recyclers | cash recyclers | teller cash recycler | ?=TCR > Teller Operations
Elder Financial Exploitation | elder financial abuse | elder financial exploitation prevention | elder abuse reporting for banks > Fraud Detection
ATM Settlement | =ATM balancing | ATM reconciliation | ATM cash settlement > Branch Operations
Debit Card Operations | debit card processing | card operations | card services operations > Payment Processing
Visa and Mastercard Dispute Rules | Visa dispute rules | Mastercard chargeback rules | card network rules | Visa Core Rules > Card Dispute Processing
ACH Returns and NOCs | =ACH returns | notifications of change | =NOCs | ACH exceptions | ACH return processing > ACH Processing
ACH Origination | =ODFI operations | =RDFI operations > ACH Processing
International Wire Transfers | international wires | foreign wires | cross-border wires | =SWIFT MT103 | =MT103 > Wire Transfers
Zelle | Zelle payments > Real-Time Payments
Monetary Instrument Logs | monetary instrument log | monetary instrument recordkeeping > Bank Secrecy Act
Adverse Media Screening | negative news screening | adverse media checks | negative news searches > Enhanced Due Diligence
FinCEN 314(a) Requests | FinCEN 314(a) | Section 314(a) | Section 314(b) | 314(b) information sharing > Bank Secrecy Act
Legal Order Processing | legal orders | legal process requests | bank levies | account levies | levy and garnishment orders > Deposit Operations
Cash Vault Operations | cash vault | currency orders | cash shipments > Vault Management
Branch Audits | branch audit | branch operations audits | branch compliance reviews | teller audits > Branch Operations
# Banking regulations
Regulation D | =Reg D | Regulation D reserve requirements | Reg D transaction limits > Deposit Operations
Regulation W | =Reg W | affiliate transactions rules > Regulatory Reporting
FFIEC Guidelines | =FFIEC | =FFIEC IT Examination Handbook | FFIEC BSA/AML Examination Manual | FFIEC examination > Regulatory Reporting
OCC Regulations | =OCC | Office of the Comptroller of the Currency | =OCC guidelines > Regulatory Reporting
Federal Reserve Regulations | Federal Reserve guidance > Regulatory Reporting
Community Reinvestment Act Reporting | =CRA reporting | =CRA data collection | =CRA compliance > Community Reinvestment Act
# Credit analysis and portfolio work
Leverage Ratios | leverage ratio analysis | debt-to-EBITDA | debt to EBITDA | senior leverage | total leverage ratio > Credit Analysis
Personal Financial Statement Analysis | personal financial statements | =PFS analysis | =PFS review > Credit Analysis
Guarantor Analysis | guarantor support analysis | guarantor financial analysis | guarantor strength > Global Cash Flow Analysis
Debt Yield Analysis | debt yield | debt yield ratio > Commercial Real Estate Lending
Cap Rate Analysis | cap rates | capitalization rates | capitalization rate analysis > Commercial Real Estate Lending
Covenant Testing | covenant analysis | covenant calculations | covenant compliance testing | financial covenant testing > Debt Covenant Compliance
Borrowing Base Certificates | borrowing base | borrowing base analysis | borrowing base monitoring | =BBC review > Asset-Based Lending
Collateral Analysis | collateral valuation | collateral monitoring | collateral evaluation | collateral coverage analysis > Credit Analysis
Credit Portfolio Monitoring | loan portfolio monitoring | portfolio monitoring reports > Loan Portfolio Management
Troubled Debt Restructurings | =TDR | =TDRs | troubled debt restructuring | loan restructurings > Special Assets
Loan Charge-Offs | charge-offs | charge-off processing | loan charge-off | net charge-offs > Allowance for Loan and Lease Losses
Loan Structuring | loan structure | credit structuring | structuring credit facilities > Commercial Lending
Loan Pricing | loan pricing models | relationship pricing | relationship profitability models | loan pricing analysis > Commercial Lending
Commercial and Industrial Lending | =C&I lending | =C&I loans | commercial and industrial loans | C&I credit > Commercial Lending
Commercial Real Estate Underwriting | =CRE underwriting | income property underwriting > Commercial Real Estate Lending
Construction Draw Administration | draw requests | construction draws | draw administration | draw inspections | construction loan draws > Construction Lending
Operating Statement Analysis | =T-12 analysis | trailing twelve months analysis | property operating statements > Commercial Real Estate Lending
Term Sheets | term sheet | term sheet preparation | loan term sheets > Commercial Lending
Annual Reviews of Credits | annual credit reviews | loan annual reviews | credit annual reviews > Loan Review
Mortgage Lien Releases | lien release processing | mortgage satisfactions | satisfaction of mortgage > Loan Servicing
Force-Placed Insurance | lender-placed insurance | force placed insurance | collateral protection insurance > Loan Servicing
Personal Loans | personal lending | unsecured personal loans | installment loans > Consumer Lending
Indirect Auto Lending | indirect lending | indirect auto loans | dealer indirect lending | dealer-originated loans > Auto Lending
Credit Card Underwriting | credit card lending | card underwriting > Consumer Lending
USDA Business and Industry Loans | =USDA B&I | =B&I loans | USDA Business & Industry > SBA Lending
Warehouse Lending | warehouse lines | mortgage warehouse lending | warehouse lines of credit > Secondary Mortgage Market
# Core banking and credit platforms
FIS IBS | FIS Systematics > Core Banking Systems
Corelation KeyStone | KeyStone core > Core Banking Systems
Finastra Fusion Phoenix | Fusion Phoenix | Finastra | Finastra Fusion > Core Banking Systems
Moody's RiskAnalyst | RiskAnalyst > Financial Spreading
Baker Hill | Baker Hill NextGen > Commercial Lending
Ncontracts | Ncontracts Nvendor | Nvendor > Vendor Management
Velocify | ICE Velocify > Customer Relationship Management
Wolters Kluwer Expere | Expere > Loan Documentation

## Mortgage lending operations
# Processing and underwriting workflow
Mortgage Origination | mortgage loan origination | residential mortgage origination | mortgage originations > Loan Origination, Mortgage Lending
Mortgage Loan Processing | mortgage processing | residential loan processing > Loan Processing
Loan Setup | loan set-up | loan file setup | new loan setup > Loan Processing
Conditional Approvals | conditional approval | conditional loan approvals | loan approval conditions | underwriting approval conditions > Conditions Clearing
Prior-to-Doc Conditions | prior to doc conditions | =PTD conditions | prior-to-document conditions | =PTDs > Conditions Clearing
Prior-to-Funding Conditions | prior to funding conditions | =PTF conditions | =PTFs > Conditions Clearing
Suspense Resolution | suspense conditions | suspended loans | loan suspense | suspense items resolution > Conditions Clearing
Change of Circumstance | changed circumstances | changed circumstance | change of circumstance forms | =COC redisclosure | redisclosures | redisclosure > TILA-RESPA Integrated Disclosure
Tolerance Cures | tolerance cure | fee tolerance | tolerance violations | zero tolerance fees > TILA-RESPA Integrated Disclosure
Lock Extensions | lock extension | rate lock extensions | relocks > Rate Locks
Mortgage Pricing Engines | product and pricing engines | pricing engine | product pricing engine > Rate Locks
Borrower Income Analysis | income analysis | income analysis worksheets | qualifying income | qualifying income calculation > Borrower Income Calculation
Asset Verification | asset documentation | reserves verification | large deposit review | sourcing large deposits > Mortgage Underwriting
Earnest Money Verification | earnest money deposits | =EMD verification | earnest money deposit verification > Asset Verification
Purchase Contract Review | real estate purchase contract review | sales contract review for mortgages > Mortgage Underwriting
HOA Certifications | HOA certification | HOA questionnaires | homeowners association certification > Condo Project Review
Title Curative | title curative work | curative title work | title cure | title curative requirements > Title Search
Gift Fund Documentation | gift letters | gift funds | gift fund verification > Asset Verification
Letters of Explanation | letter of explanation | borrower letters of explanation > Loan Processing
Automated Underwriting Findings | =AUS findings | automated underwriting systems | automated underwriting findings review | =AUS > Desktop Underwriter, Loan Product Advisor
Appraisal Waivers | appraisal waiver | property inspection waivers | property inspection waiver | =PIW > Appraisal Review
Tri-Merge Credit Reports | tri-merge | tri-merge credit | merged credit reports | mortgage credit reports > Credit Report Analysis
Rapid Rescore | rapid rescores | credit rescoring | credit rescore > Credit Report Analysis
Title Review | title examination for lending | preliminary title review | title exceptions review > Title Commitments
Hazard Insurance Verification | hazard insurance | homeowners insurance binders > Homeowners Insurance
Flood Zone Determinations | flood certifications | flood certificates | flood zone determination | =SFHDF > Flood Compliance
Flood Insurance | flood insurance requirements | flood insurance verification | flood insurance coverage > National Flood Insurance Program, Flood Compliance
Appraisal Management | appraisal ordering | appraisal management companies | appraisal management company | appraisal orders | =AMC management > Appraisal Review
Condo Project Review | condo questionnaire | condo questionnaires | condo project approval | condo review | condominium project review | condo budgets review | condo approvals > Mortgage Underwriting
Escrow Account Setup | escrow setup | escrow accounts | impound accounts | impounds | initial escrow account disclosure > Escrow Administration
Loan Funding | mortgage funding | funding conditions | funding authorization | wire funding > Loan Closing
Loan Delivery | investor delivery | loan sales delivery | loan purchase review > Secondary Mortgage Market
Final Document Tracking | recorded documents tracking | final title policy tracking > Post-Closing Review
Mortgage Pipeline Management | loan pipeline | loan pipeline management | mortgage pipeline > Loan Processing
Subordination Agreements | subordinations | subordinate financing | subordinate liens > Mortgage Lending
Loan Assumptions | mortgage assumptions | assumable loans > Mortgage Servicing
Construction-to-Permanent Loans | construction-to-permanent | construction-to-perm | construction to permanent loans | one-time close construction loans | =OTC construction loans > Construction Lending
Renovation Loans | renovation lending | renovation mortgages > Mortgage Lending
Bank Statement Loans | bank statement programs | bank statement income | 12-month bank statement loans | 24-month bank statement loans > Non-QM Lending
ITIN Loans | =ITIN mortgages | ITIN lending > Non-QM Lending
Jumbo Underwriting | jumbo loan underwriting | jumbo mortgage underwriting > Jumbo Loans
HomeReady | Fannie Mae HomeReady | HomeReady mortgage > Conventional Loans
Home Possible | Freddie Mac Home Possible > Conventional Loans
Housing Finance Agency Programs | =HFA programs | state housing finance agency programs | =HFA loans | state bond programs > Down Payment Assistance Programs
First-Time Homebuyer Programs | first time homebuyer programs > Down Payment Assistance Programs
Mortgage Pre-Qualification | prequalification letters | mortgage prequalification | borrower prequalification | pre-qualification letters | pre-qualification | prequalification > Mortgage Pre-Approval
VA Guidelines | =VA lending guidelines | =VA Lenders Handbook | VA Pamphlet 26-7 | VA underwriting guidelines | VA Lender's Handbook > VA Loans
USDA Guidelines | =HB-1-3555 | USDA Handbook 3555 | USDA underwriting guidelines > USDA Loans
Agency Guidelines | agency underwriting guidelines | =GSE guidelines | investor guidelines | investor overlays > Mortgage Underwriting
Higher-Priced Mortgage Loans | =HPML | =HPMLs | =HPML rules | =HPML testing > Regulation Z
Default Servicing | mortgage default servicing > Loss Mitigation
Bankruptcy Servicing | bankruptcy processing | bankruptcy loan servicing | bankruptcy case management > Loan Servicing
Realtor Referral Relationships | realtor relationships | builder relationships | realtor partnerships > Mortgage Lending
# Mortgage software
Byte Software | =BytePro | Byte Enterprise | =Byte LOS > Loan Origination Systems
Calyx PointCentral | PointCentral | Calyx Path > Calyx Point
LendingQB | MeridianLink LendingQB | MeridianLink Mortgage > MeridianLink
OpenClose LOS | =OpenClose > Loan Origination Systems
Mortgage Builder > Loan Origination Systems
ComplianceEase | ComplianceAnalyzer | ICE ComplianceEase > Regulation Z
Wolters Kluwer Mavent | =Mavent | Mavent compliance > Regulation Z
Polly Pricing Engine | Polly pricing | PollyEx > Mortgage Pricing Engines
Mortech | Mortech pricing engine > Mortgage Pricing Engines
LoanPASS | LoanPASS pricing engine > Mortgage Pricing Engines
Total Expert > Customer Relationship Management
Jungo | Jungo CRM > Customer Relationship Management
Surefire CRM | Top of Mind Surefire > Customer Relationship Management
Fannie Mae DU Validation Service | DU validation service | Day 1 Certainty > Desktop Underwriter
Freddie Mac AIM | Asset and Income Modeler > Loan Product Advisor

## Insurance claims adjusting
# Claim handling practice
First Notice of Loss | =FNOL | first notice of loss intake | loss reporting intake | claims intake > Claims Processing
Coverage Verification | coverage confirmation | policy coverage verification | coverage validation > Coverage Analysis
Witness Statements | witness statement | claimant interviews | insured interviews > Claims Investigation
Scene Investigations | scene investigation | loss scene inspections | accident scene investigation | scene inspections > Claims Investigation
Damage Estimates | damage estimate | supplement review > Damage Appraisal
Vehicle Damage Estimates | auto repair estimates | collision estimates | auto damage estimates > Damage Appraisal
Diminished Value Claims | diminished value | diminished value evaluation > Auto Claims
Claim Reinspections > Property Claims
Settlement Authority | claims authority > Claims Negotiation
Medical Bill Review | medical bills review | medical billing review for claims > Bodily Injury Claims
Attorney-Represented Claims | attorney represented claims | represented claimants | plaintiff attorney negotiations > Bodily Injury Claims
First-Party Claims | first party claims | first-party property claims > Claims Adjusting
Third-Party Claims | third party claims | third-party liability claims > Claims Adjusting
Casualty Claims | casualty claims handling | casualty adjusting > Claims Adjusting
Premises Liability Claims | slip and fall claims | trip and fall claims | premises liability claim handling > General Liability Claims
Professional Liability Claims | errors and omissions claims | =E&O claims | =D&O claims | malpractice claims > Claims Adjusting
Construction Defect Claims | construction defect claim handling | construction defect claims handling > General Liability Claims
Trucking Claims | transportation claims | commercial trucking claims | motor carrier claims > Commercial Auto Claims
Crop Insurance Adjusting | crop adjusting | =MPCI | multi-peril crop insurance | crop hail claims | crop loss adjusting > Claims Adjusting
Indemnity Benefits | indemnity benefit payments | indemnity payments | wage loss benefits > Workers' Compensation
Temporary Total Disability Benefits | temporary total disability | =TTD benefits | =TTD | temporary partial disability | =TPD benefits > Workers' Compensation
Permanent Disability Ratings | permanent partial disability | =PPD ratings | =PPD benefits | impairment ratings | permanent disability benefits > Workers' Compensation
Average Weekly Wage Calculations | average weekly wage | =AWW calculations | =AWW | average weekly wage calculation > Workers' Compensation
Compensability Determinations | compensability | compensability investigations | compensability decisions > Workers' Compensation
Workers' Compensation Jurisdictional Rules | jurisdictional requirements | state workers' compensation laws | workers' compensation statutes > Workers' Compensation
Return-to-Work Programs | return to work programs | modified duty programs | =RTW programs | light duty programs | transitional duty | ~return to work > Workers' Compensation
Independent Medical Examinations | independent medical examination | =IME | =IMEs | =IME scheduling > Claims Investigation
Workers' Compensation EDI Filings | state EDI filings | =EDI state filings | state filings for claims | =FROI | =SROI | first report of injury > Workers' Compensation
Medicare Section 111 Reporting | Section 111 reporting | =MMSEA Section 111 | Medicare mandatory insurer reporting > Medicare Secondary Payer
Medicare Set-Asides | Medicare set-aside | =WCMSA | =MSA allocations | ?~=MSA > Medicare Secondary Payer
Fraud Indicators | red flags of fraud | fraud red flags | insurance fraud indicators > Insurance Fraud Detection
Wind and Hail Claims | wind and hail | hail claims | wind claims > Property Claims
Water Damage Claims | water loss claims | water losses > Property Claims
Fire Claims | fire losses | fire loss claims | smoke damage claims | fire damage | fire and smoke damage | fire damage claims > Property Claims
Ladder Assist Inspections | ladder assist | ladder assists | roof ladder assist > Roof Inspections
Field Adjusting | field adjuster inspections | field claims handling > Claims Adjusting
Desk Adjusting | inside adjusting | desk claims handling | telephonic adjusting > Claims Adjusting
Independent Adjusting | independent adjuster work > Claims Adjusting
Rental Reimbursement | rental car coverage | loss of use rentals > Auto Claims
Denial Letters | denial letter | claim denial letters | coverage position letters | coverage letters > Coverage Denial Letters
Claim Diary Management | claim diaries | diary reviews | file diaries > Claim File Documentation
Claim File Reviews | claim audits | claims auditing | claims file audits > Claim File Documentation
Fair Claims Practices | fair claims settlement practices | claims handling regulations > Unfair Claims Settlement Practices
Medical Payments Coverage | med pay | =MedPay > Personal Injury Protection
No-Fault Insurance | no-fault benefits | no-fault insurance laws > Personal Injury Protection
Uninsured Motorist Coverage | uninsured motorist | underinsured motorist > Uninsured/Underinsured Motorist Claims
Auto Liability Claims | auto liability | automobile liability claims | auto bodily injury > Auto Claims
Dwelling Fire Policies | dwelling fire | =DP-3 | dwelling property policies > Homeowners Insurance
Life Insurance Claims | life claims | death claims | life insurance claims processing | beneficiary claims > Claims Adjusting
Disability Claims Management | disability claims | disability claims examination | =STD and LTD claims | disability claim management > Long-Term Disability Administration
Health Insurance Claims | health insurance claims processing | medical claims examination > Claims Adjudication
SIU Investigations | =SIU | SIU investigation > Insurance Fraud Detection
NICB Reporting | =NICB | NICB referrals | National Insurance Crime Bureau reporting > Insurance Fraud Detection
# Claims software and credentials
Mitchell WorkCenter | Mitchell Cloud | Mitchell International > Mitchell Estimating
CCC Pathways | =CCC estimating | CCC Intelligent Solutions > CCC ONE
CoreLogic Claims Connect | CoreLogic Claims Workspace | Claims Workspace > Property Claims
Riskonnect > Claims Processing
Ventiv Claims | Ventiv Technology | Ventiv IQ > Claims Processing
ClaimVantage > Claims Processing
Hi Marley | HiMarley > Claims Processing
Verisk Claims Analytics | Verisk ClaimDirector | ClaimDirector > Insurance Fraud Detection
Workers' Compensation Claims Professional | =WCCP | =WCCP designation > Workers' Compensation
Certified Workers' Compensation Professional | =CWCP > Workers' Compensation
`;
