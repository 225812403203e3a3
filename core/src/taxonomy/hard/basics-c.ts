// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
## Accounting practice
# Statements, entries and close
~Balance Sheet | ~balance sheet | statement of financial position > Financial Statement Preparation
~Amortization | ~amortization | amortization expense > Accounting
Subledger Accounting | subledger | sub-ledger | subledger maintenance > General Ledger
Reclassification Entries | reclass entries | reclasses | reclassing entries | reclassification journal entries > Journal Entries
Closing Entries | closing journal entries > Year-End Close
Bank Feeds | bank feed management | bank feed reconciliation > Bank Reconciliation
Absorption Costing | full absorption costing > Cost Accounting
Cost Analysis | cost analyses > Cost Accounting
Noncontrolling Interests | noncontrolling interest | non-controlling interests | non-controlling interest | =NCI accounting > Financial Consolidation
Audit Preparation | audit prep | audit schedules | audit support schedules | year-end audit preparation > External Audit
Form 1096 | 1096 transmittal > 1099 Reporting
Business License Management | business license renewals | ~business licenses > Regulatory Compliance
# Bookkeeping and close tools
Hubdoc > Bookkeeping
Dext | Dext Prepare | Receipt Bank > Bookkeeping
Botkeeper > Bookkeeping
Bench Accounting > Bookkeeping
Adra by Trintech | Trintech Adra | ~=Adra > Account Reconciliation

## Accounts payable and receivable practice
Check Requests | check request processing | check request forms > Accounts Payable
Vendor Payment Processing | vendor payments | supplier payments > Accounts Payable
Electronic Funds Transfer | =EFT | =EFT payments | electronic funds transfers > Payment Processing
Customer Master Data | customer master file | customer master data maintenance > Master Data Management
Sales Order Processing | sales orders | sales order entry > Order Entry
Oracle Payables | Oracle AP | Oracle Accounts Payable > Oracle Financials
Oracle Receivables | Oracle AR | Oracle Accounts Receivable > Oracle Financials
MineralTree > Accounts Payable Automation
AppZen > Travel and Expense Audit

## Tax accounting practice
S Corporation Taxation | S corporation | S corp taxation | S-corp > Form 1120-S
C Corporation Taxation | C corporation | C corp taxation | C-corp > Form 1120
Multistate Tax Returns | multistate tax | multi-state tax | multi-state tax returns > State and Local Tax
Tax Treaties | tax treaty | income tax treaties | tax treaty analysis > International Tax
Tax Footnote Disclosures | tax footnotes | income tax footnote > Tax Provision
Tax Preparation Software | tax software | professional tax software > Tax Preparation
GoFileRoom | Thomson Reuters GoFileRoom > Document Management
FileCabinet CS | Thomson Reuters FileCabinet CS > Document Management
CCH Axcess Document | CCH Document > Document Management

## Audit practice
Performance Audits | performance auditing > Government Auditing Standards

## FP&A practice
Waterfall Charts | waterfall chart | bridge charts > Data Visualization
Jirav > Financial Planning and Analysis

## Mortgage lending practice
# Channels, products and pricing
Wholesale Mortgage Lending | wholesale lending | wholesale mortgage | third-party origination | =TPO | =TPO lending > Mortgage Lending
Correspondent Lending | correspondent mortgage lending | correspondent channel > Mortgage Lending
Retail Mortgage Lending | retail lending | retail mortgage | retail mortgage origination > Mortgage Lending
Manufactured Home Lending | manufactured home loans | manufactured housing loans | chattel loans > Mortgage Lending
Loan-Level Price Adjustments | =LLPA | =LLPAs | loan level price adjustments | loan-level pricing adjustments > Mortgage Pricing Engines
Mortgage Rate Buydowns | buydowns | temporary buydowns | =2-1 buydowns | discount points | rate buydowns > Rate Locks
APR Calculations | annual percentage rate | ~=APR > Regulation Z
Mortgage Credit Certificates | mortgage credit certificate | =MCC program > First-Time Homebuyer Programs
# Underwriting, compliance and servicing
Rental Income Analysis | rental income calculation | ~rental income > Borrower Income Calculation
CAIVRS | Credit Alert Verification Reporting System | =CAIVRS checks > FHA Loans
LDP/GSA Exclusion Checks | =LDP/GSA | LDP and GSA checks | =GSA exclusion list > FHA Loans
Mortgage Compliance | mortgage regulatory compliance | mortgage compliance reviews > Regulatory Compliance
Promissory Notes | promissory note | promissory note drafting > Loan Documentation
Mortgage Servicing Rights | =MSR | =MSRs | servicing rights > Mortgage Servicing
Servicing Transfers | loan servicing transfers | servicing transfer > Mortgage Servicing
# Mortgage and banking software
LendingPad > Loan Origination Systems
Arive | Arive LOS > Loan Origination Systems
Lender Price | LenderPrice > Mortgage Pricing Engines
Mortgage Coach > Loan Origination
BNTouch | BNTouch CRM > Loan Origination
Xactus | Xactus credit > Credit Report Analysis
CoreLogic Credco | Credco > Credit Report Analysis
Snapdocs > eClosing
Jack Henry Banno | Banno | Banno Digital Platform > Digital Banking
VA LGY Portal | WebLGY | VA Portal | VA LGY > VA Loans

## Insurance claims adjusting practice
Medical-Only Claims | medical only claims | med-only claims > Workers' Compensation
Photo Estimating | photo-based estimating | virtual estimating | photo estimates > Damage Appraisal
Virtual Inspections | virtual claims inspections | virtual inspection > Field Inspections
Drone Roof Inspections | drone inspections | drone roof inspection | =UAS roof inspections > Roof Inspections
Tort Law | torts | tort liability | tort claims > Civil Litigation
I-CAR Training | I-CAR | I-CAR Gold Class | I-CAR Platinum > Damage Appraisal
Workers' Compensation Claims Law Associate | =WCLA > Workers' Compensation
Florida 5-20 License | 5-20 license | Florida public adjuster license > Florida Adjuster License
Florida 3-20 License | 3-20 license | Florida company employee adjuster > Florida Adjuster License

## Paralegal practice
# Litigation
Wolters Kluwer TyMetrix 360 | TyMetrix | TyMetrix 360 | =T360 > Legal Spend Management
# Corporate, intellectual property, immigration and employment
USPTO Practice | =USPTO | USPTO filings | USPTO procedures > Patent Prosecution, Trademark Prosecution
IPfolio > IP Docketing
California Civil Rights Department | =DFEH | Department of Fair Employment and Housing | =CRD complaints > Equal Employment Opportunity

## Human resources practice
# Benefits
Health Reimbursement Arrangements | =HRA | =HRAs | =ICHRA | health reimbursement arrangement | health reimbursement accounts > Benefits Administration
Summary of Benefits and Coverage | =SBC | =SBCs > Affordable Care Act
Qualified Medical Child Support Orders | =QMCSO | =QMCSOs > Benefits Administration
Defined Contribution Plan Administration | defined contribution plans | =DC plan administration > Retirement Plan Administration
Benefit Plan Design | benefits plan design | ~plan design > Benefits Administration
# Compensation and hiring
Accurate Background > Background Checks
Workday Time Tracking | Workday Time > Workday HCM

## Office administration practice
Office Procedures | administrative procedures | office policies and procedures > Office Administration
Courier Services Coordination | courier services | messenger services | courier scheduling > Package Shipping
Certified Mail | certified mail processing | certified and registered mail | return receipt requested > Mail Handling
Bulk Mailings | bulk mail | mass mailings | bulk mail preparation > Mail Handling
Fillable PDF Forms | fillable PDFs | fillable forms | PDF form creation > Adobe Acrobat
Track Changes | Word track changes | tracked changes > Microsoft Word
DocuWare > Document Management
IBM FileNet | FileNet | FileNet P8 > Document Management
TravelPerk > Travel Arrangements
Household Management | household administration | private household management > Executive Support
Investor Roadshows | roadshow logistics | roadshow coordination | ~roadshows > Investor Relations
Conference Call Coordination | conference call setup | ~conference calls | dial-in coordination > Meeting Planning
Message Taking | taking messages | phone messages > Telephone Etiquette
Contract Tracking | contract tracking logs | contract database maintenance > Contract Administration
Intranet Content Management | intranet updates | intranet management | intranet content > Internal Communications
Fire Warden | fire warden duties | floor warden | floor warden duties > Emergency Preparedness
`;
