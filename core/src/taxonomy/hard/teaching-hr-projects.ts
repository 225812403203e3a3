// Skill data in the line format of ../README.md: K-12 subject teaching (math, science, ELA, social studies, world languages, special education, ESL, early childhood), human resources, and project and program management.
export default String.raw`
## K-12 mathematics instruction
# Courses and content areas
Algebra I | Algebra 1 | Algebra I instruction
Algebra II | Algebra 2 | Algebra II instruction
Geometry Instruction | high school geometry | ~Geometry | ~geometry
Precalculus | Pre-Calculus | Pre-Calc
Trigonometry
Calculus Instruction | high school calculus | ~Calculus | ~calculus
Integrated Mathematics | Integrated Math I | Integrated Math II | Integrated Math III | Integrated Math 1 | Integrated Math 2 | Integrated Math 3
Pre-Algebra | prealgebra
Financial Literacy Instruction | personal finance instruction | personal finance curriculum
AP Precalculus > Advanced Placement
AP Calculus | AP Calc > Advanced Placement
IB Mathematics Analysis and Approaches | IB Math AA | IB Mathematics: Analysis and Approaches > International Baccalaureate
IB Mathematics Applications and Interpretation | IB Math AI | IB Mathematics: Applications and Interpretation > International Baccalaureate
# Curricula, programs and tools
Amplify Desmos Math | Desmos Math | Desmos Classroom | Amplify Math > Desmos
Open Up Resources | Open Up Resources Math | OUR Math > Illustrative Mathematics
Kendall Hunt Illustrative Mathematics | Kendall Hunt IM > Illustrative Mathematics
CPM Educational Program | =CPM math | College Preparatory Mathematics | CPM curriculum | ?=CPM
Reveal Math | McGraw Hill Reveal Math
Ready Mathematics | Ready Classroom Mathematics | Curriculum Associates Ready Math
i-Ready Classroom Mathematics | i-Ready Classroom Math > i-Ready
Math Nation | Algebra Nation
Math 180 | Math 180 intervention > Math Intervention
Imagine Math | Imagine Learning Math
Prodigy Math | Prodigy Education | ~=Prodigy
Reflex Math | ExploreLearning Reflex
Freckle | Renaissance Freckle
ST Math | MIND Research Institute ST Math
TI-Nspire | TI-Nspire CX | TI-Nspire CAS > Graphing Calculators
Algebra Tiles > Math Manipulatives
Base Ten Blocks | base-ten blocks | place value blocks > Math Manipulatives
Three-Act Math Tasks | 3-Act Math | three-act tasks | 3-act tasks
Building Thinking Classrooms | thinking classrooms

## K-12 science, ELA, social studies and world languages
# Science
AP Physics 2 > Advanced Placement
AP Physics C | AP Physics C: Mechanics | AP Physics C: Electricity and Magnetism > Advanced Placement
AP Environmental Science | =APES > Advanced Placement
AP Computer Science A | =AP CSA > Advanced Placement
AP Psychology | =AP Psych > Advanced Placement
FOSS Science | Full Option Science System | =FOSS
Mystery Science
Smithsonian Science for the Classroom | Smithsonian Science
Modeling Instruction | AMTA Modeling Instruction | physics modeling instruction
CK-12 | CK-12 Foundation | CK-12 FlexBooks
Labster | Labster virtual labs
# English language arts
AP Seminar | AP Capstone > Advanced Placement
AP Research > Advanced Placement
HMH Into Literature | ~Into Literature
myPerspectives | Savvas myPerspectives
Achieve3000 | Achieve3000 Literacy | Actively Learn
NoRedInk
Reading Plus
Fountas and Pinnell Benchmark Assessment System | F&P Benchmark Assessment | F&P BAS | Fountas & Pinnell Benchmark Assessment > Fountas and Pinnell
Jolly Phonics > Phonics Instruction
Letterland > Phonics Instruction
Mentor Texts | mentor text instruction > Writing Instruction
Text-Dependent Questions | text-dependent analysis | =TDQs | =TDA > Close Reading
Argumentative Writing | argument writing | argumentative essay instruction > Writing Instruction
MLA Style | MLA format | MLA citation | =MLA
# Social studies
AP World History | AP World History: Modern | =AP World > Advanced Placement
AP European History | =APEH | AP Euro > Advanced Placement
AP Human Geography | =APHG | AP HuG > Advanced Placement
AP United States Government and Politics | AP US Government | AP Gov | AP Government and Politics > Advanced Placement
AP Macroeconomics | AP Macro > Advanced Placement
AP Microeconomics | AP Micro > Advanced Placement
Document-Based Questions | =DBQ | =DBQs | document-based question instruction
DBQ Project | The DBQ Project > Document-Based Questions
Primary Source Analysis | primary source instruction | primary sources analysis
Reading Like a Historian | Stanford History Education Group | =SHEG | Digital Inquiry Group
TCI Social Studies | Teachers' Curriculum Institute | History Alive | TCI History Alive
iCivics
National History Day | =NHD > Primary Source Analysis
# World languages
ACTFL Proficiency Guidelines | =ACTFL | ACTFL standards | ACTFL World-Readiness Standards | World-Readiness Standards for Learning Languages
ACTFL Oral Proficiency Interview | =ACTFL OPI | Oral Proficiency Interview | =OPI > ACTFL Proficiency Guidelines
=AAPPL | ACTFL Assessment of Performance toward Proficiency in Languages > ACTFL Proficiency Guidelines
Avant STAMP | =STAMP 4S | STAMP assessment
Comprehensible Input | comprehensible input instruction | CI-based instruction
=TPRS | Teaching Proficiency through Reading and Storytelling > Comprehensible Input
Integrated Performance Assessment | integrated performance assessments > ACTFL Proficiency Guidelines
Target Language Instruction | target language use | 90% target language
Seal of Biliteracy | State Seal of Biliteracy
Vista Higher Learning | Vista Supersite | VHL Central
AP Spanish Language and Culture | AP Spanish Language | AP Spanish > Advanced Placement
AP Spanish Literature and Culture | AP Spanish Literature > Advanced Placement
AP French Language and Culture | AP French > Advanced Placement
AP Chinese Language and Culture | AP Chinese > Advanced Placement
Spanish Instruction | Spanish teaching | teaching Spanish
French Instruction | French teaching | teaching French

## Special education, English learners and early childhood
# Special education
Professional Crisis Management | =PCM certification | PCM training > Nonviolent Crisis Intervention
Handle With Care | Handle With Care training > Nonviolent Crisis Intervention
Ukeru | Ukeru Systems > Nonviolent Crisis Intervention
Restraint and Seclusion Compliance | ?restraint and seclusion | physical restraint training > Nonviolent Crisis Intervention
PowerSchool Special Programs | PowerSchool SPED | PowerSchool Special Education > Individualized Education Program
IEP Progress Reports | IEP progress reporting | IEP progress monitoring > Individualized Education Program
IEP Compliance | IEP timelines | special education timelines > Special Education Law
Transition Assessments | age-appropriate transition assessments | vocational assessments > Secondary Transition Planning
Student Study Team | =SST | Student Support Team | Child Study Team | Student Assistance Team
Autism Endorsement | autism spectrum disorder endorsement | autism certificate | autism certification > Special Education
Learning Behavior Specialist | =LBS1 | =LBS I | Learning Behavior Specialist I > Special Education Certification
Intervention Specialist License | Ohio intervention specialist | intervention specialist licensure > Special Education Certification
Mild/Moderate Support Needs Credential | mild/moderate credential | mild to moderate support needs | =MMSN > Education Specialist Credential
Extensive Support Needs Credential | =ESN credential | moderate/severe credential > Education Specialist Credential
Teacher of Students with Disabilities | =TSWD | Students with Disabilities certification > Special Education Certification
# English learners
WIDA Can Do Descriptors | Can Do Descriptors > WIDA
WIDA MODEL | WIDA Screener | =W-APT > WIDA
=ELPA21 | English Language Proficiency Assessment for the 21st Century > English as a Second Language
=NYSESLAT | New York State English as a Second Language Achievement Test > English as a Second Language
LAS Links | =LAS Links assessment > English as a Second Language
~Title III | Title III compliance | Title III programs > English as a Second Language
Home Language Survey | home language surveys > English as a Second Language
English Learner Reclassification | reclassification | =EL reclassification | redesignation | =RFEP > English as a Second Language
Long-Term English Learners | =LTEL | =LTELs > English as a Second Language
Emergent Bilingual Instruction | emergent bilinguals | emergent bilingual students > Bilingual Education
Translanguaging > Bilingual Education
Imagine Learning English | Imagine Language & Literacy | Imagine Learning > English as a Second Language
# Early childhood
COR Advantage | HighScope COR | HighScope COR Advantage > HighScope
Procare | Procare Solutions | Procare Software
Brightwheel | brightwheel app
Kindergarten Entry Assessment | =KEA | kindergarten readiness assessment > Kindergarten Readiness
Program for Infant/Toddler Care | =PITC > Infant and Toddler Care
Devereux Early Childhood Assessment | =DECA-P2 | =DECA-I/T > Social-Emotional Learning

## K-12 assessment, school platforms and frameworks
# State and national assessments
PSSA | Pennsylvania System of School Assessment
Keystone Exams | Pennsylvania Keystone Exams
MCAS | Massachusetts Comprehensive Assessment System
Georgia Milestones | Georgia Milestones Assessment System | =GMAS
NJSLA | New Jersey Student Learning Assessments
TCAP | TNReady | Tennessee Comprehensive Assessment Program
ACT Aspire
Florida Assessment of Student Thinking | =FAST assessment | =F.A.S.T.
=NAEP | National Assessment of Educational Progress | Nation's Report Card
End-of-Course Exams | =EOC exams | =EOC assessments | end-of-course assessments | =EOCs
SAT Preparation | SAT prep | SAT test prep | SAT tutoring > Test Preparation
ACT Preparation | ACT prep | ACT test prep | ACT tutoring > Test Preparation
# Screening and progress-monitoring platforms
Universal Screening | universal screeners | universal screening assessments > Multi-Tiered System of Supports
Dyslexia Screening | dyslexia screeners | dyslexia screening assessments > Dyslexia Intervention
i-Ready Diagnostic | iReady Diagnostic | i-Ready Assessment > i-Ready
NWEA MAP Reading Fluency | MAP Reading Fluency > NWEA MAP
Edulastic | Pear Assessment
Socrative
Plickers
Boom Cards | Boom Learning
Flocabulary
# School operations systems
PowerTeacher Pro | PowerTeacher Gradebook > PowerSchool
Frontline Absence Management | =AESOP | Aesop substitute system | Frontline Absence & Time
Frontline Professional Growth | Frontline PG | My Learning Plan | MyLearningPlan
SchoolMessenger | West SchoolMessenger
Securly
Lightspeed Systems | Lightspeed Filter | Lightspeed Classroom Management
# Frameworks and evaluation
School-Wide Information System | =SWIS | PBISApps | PBIS SWIS > Positive Behavioral Interventions and Supports
Tiered Fidelity Inventory | =TFI | =SWPBIS TFI > Positive Behavioral Interventions and Supports
Texas Teacher Evaluation and Support System | =T-TESS > Teacher Evaluation
Stronge Teacher Effectiveness Performance Evaluation System | Stronge evaluation | Stronge TEPES > Teacher Evaluation
NIET TAP Rubric | TAP System | NIET Teacher Excellence Rubric > Teacher Evaluation
California Standards for the Teaching Profession | =CSTP > Teacher Evaluation
InTASC Standards | =InTASC | InTASC Model Core Teaching Standards
Visible Learning | Hattie Visible Learning | Hattie effect sizes
=CASEL Framework | CASEL competencies | CASEL 5 | CASEL > Social-Emotional Learning

## Educator certification and endorsements
Ohio Assessments for Educators | Ohio educator assessments > Teaching License
Michigan Test for Teacher Certification | =MTTC > Teaching License
Illinois Licensure Testing System | =ILTS > Illinois Professional Educator License
Pennsylvania Educator Certification Tests | =PECT > Pennsylvania Teaching Certificate
Virginia Communication and Literacy Assessment | =VCLA > Teaching License
Washington Educator Skills Tests | =WEST-B | =WEST-E > Teaching License
National Evaluation Series | =NES tests | Pearson NES > Teaching License
Praxis Subject Assessments | Praxis Subject Assessment | Praxis subject tests > Praxis Exams
Praxis Principles of Learning and Teaching | Praxis =PLT | Principles of Learning and Teaching > Praxis Exams
New Jersey Certificate of Eligibility | Certificate of Eligibility with Advanced Standing | New Jersey teaching certificate > Teaching License
Clear Teaching Credential | clear credential | California clear credential > California Teaching Credential
Preliminary Teaching Credential | preliminary credential > California Teaching Credential
Teacher Induction Program | teacher induction | induction program > California Teaching Credential
Mathematics Endorsement | math endorsement | mathematics certification | math certification | math 7-12 certification > Teaching License
Science Endorsement | science certification | biology certification | chemistry certification | physics certification > Teaching License
Social Studies Certification | social studies endorsement | history certification > Teaching License
English Language Arts Certification | =ELA certification | =ELA endorsement | English certification > Teaching License
World Language Certification | world language endorsement | foreign language certification | Spanish certification > Teaching License
Middle Grades Endorsement | middle grades certification | middle level endorsement > Teaching License
Elementary Education Certification | elementary certification | elementary endorsement | =K-6 certification | elementary education > Teaching License
Dual Language Endorsement | dual language certification | bilingual extension > Bilingual Education
CTE Certification | career and technical education certification | =CTE credential | industry-based teaching certificate > Career and Technical Education
Emergency Teaching Permit | emergency certification | emergency teaching certificate | emergency permit > Teaching License

## Human resources compliance and employment law
Pregnant Workers Fairness Act | =PWFA > Equal Employment Opportunity
Pregnancy Discrimination Act > Equal Employment Opportunity
Equal Pay Act > Pay Equity Analysis
Genetic Information Nondiscrimination Act | =GINA > Equal Employment Opportunity
Immigration Reform and Control Act | =IRCA > Form I-9
Remote I-9 Verification | remote I-9 | authorized representative I-9 > Form I-9
Equifax I-9 Management | Equifax Workforce Solutions I-9 > Form I-9
New Hire Reporting | state new hire reporting > Employee Onboarding
Form W-4 | =W-4 | W-4 processing | state withholding certificates > Payroll Processing
Paid Family and Medical Leave | =PFML | state paid family leave | paid family leave | =PFL > Leave Management
California Family Rights Act | =CFRA > Leave Management
Private Attorneys General Act | =PAGA > Wage and Hour Compliance
California Labor Code | California wage and hour law | California employment law > Wage and Hour Compliance
Predictive Scheduling Laws | fair workweek | fair workweek laws | predictive scheduling > Wage and Hour Compliance
Paid Sick Leave Compliance | paid sick leave laws | sick leave laws > Leave Management
Qualifying Life Events | =QLE | qualifying life event processing > Benefits Administration
Section 125 Cafeteria Plans | Section 125 | cafeteria plans | =POP plan > Benefits Administration
ACA Measurement Periods | look-back measurement method | ACA look-back period | ACA eligibility tracking > Affordable Care Act
EEOC Charge Responses | EEOC charges | position statements | agency charge responses | agency charges > Equal Employment Opportunity
Unfair Labor Practice Charges | =ULP charges | unfair labor practices | =ULP > Labor Relations
Union Organizing Campaigns | union avoidance | union elections | NLRB elections > Labor Relations
Workplace Accommodation Requests | religious accommodations | pregnancy accommodations > Reasonable Accommodations

## Compensation, benefits and payroll practice
Market Pricing | job pricing | market pricing analysis > Salary Benchmarking
Compa-Ratio | compa ratio | compa-ratio analysis > Compensation Planning
Range Penetration > Compensation Planning
Geographic Pay Differentials | geographic differentials | geo pay | location-based pay | geographic pay zones > Compensation Planning
Long-Term Incentive Plans | long-term incentives | =LTI plans | =LTIP > Incentive Compensation
Short-Term Incentive Plans | short-term incentives | =STI plans | annual incentive plans > Incentive Compensation
Total Rewards Statements | total compensation statements > Total Rewards
Payscale | PayScale MarketPay | Payfactors > Salary Benchmarking
Salary.com CompAnalyst | CompAnalyst | Salary.com > Salary Benchmarking
Radford Global Compensation Database | Aon Radford | Radford survey | Radford surveys | ~=Radford > Compensation Surveys
Mercer Total Remuneration Survey | Mercer compensation surveys | Mercer WIN | Mercer surveys > Compensation Surveys
WTW Compensation Surveys | Willis Towers Watson surveys | WTW surveys > Compensation Surveys
Syndio | Syndio PayEQ > Pay Equity Analysis
Self-Funded Health Plans | self-insured health plans | self-funded plans | self-funded benefits | self-funded medical plans | self-insured plans | self-insured medical plans > Benefits Administration
Summary Plan Descriptions | =SPD | =SPDs | summary plan description > Benefits Administration
Benefits Enrollment Audits | enrollment audits | post-enrollment audits | enrollment auditing > Benefits Administration
Stop-Loss Coverage | stop-loss contracts | stop-loss | stop loss > Medical Stop-Loss
Benefits Broker Management | broker management | benefits broker relations > Benefits Administration
Short-Term Disability Administration | short-term disability | =STD claims > Disability Management
Long-Term Disability Administration | long-term disability | =LTD claims > Disability Management
403(b) Administration | 403(b) plans | 403b plans > Benefits Administration
457(b) Plans | 457 plans | 457(b) deferred compensation > Benefits Administration
Dependent Care FSA | dependent care flexible spending account | =DCFSA > Flexible Spending Accounts
Benefitfocus > Benefits Administration
bswift > Benefits Administration
Businessolver | Benefitsolver > Benefits Administration
PlanSource > Benefits Administration
Payroll Audits | payroll audit | payroll auditing > Payroll Processing
Payroll Tax Filings | quarterly payroll tax filings | payroll tax returns > Payroll Tax
Retroactive Pay Adjustments | retro pay | retroactive pay > Payroll Processing
Global Payroll | international payroll | multi-country payroll > Payroll Processing
Employer of Record | =EOR services | employer of record services > Global Payroll
ADP TotalSource > ADP
Professional Employer Organization | =PEO | PEO administration > Human Resources Information System
TriNet > Professional Employer Organization
Insperity > Professional Employer Organization

## HRIS and people technology
Workday Payroll > Workday HCM
Workday Benefits > Workday HCM
Workday Compensation | Workday Advanced Compensation > Workday HCM
Workday Absence Management | Workday Absence > Workday HCM
Workday Learning > Workday HCM
Workday Report Writer | Workday reporting | Workday custom reports | Workday calculated fields > Workday HCM
Workday Enterprise Interface Builder | Workday EIB | =EIB > Workday HCM
Workday Business Process Configuration | Workday business processes | Workday BP configuration > Workday HCM
Workday Peakon Employee Voice | Peakon | Workday Peakon > Employee Engagement
UKG Ready | Kronos Workforce Ready > UKG Pro
UKG Pro Workforce Management | UKG Pro WFM > UKG Pro
isolved | iSolved People Cloud | isolved HCM > Human Resources Information System
~=Namely | Namely HR > Human Resources Information System
HiBob | Bob HRIS > Human Resources Information System
SAP SuccessFactors Employee Central | SuccessFactors Employee Central | Employee Central > SAP SuccessFactors
SAP SuccessFactors Learning | SuccessFactors Learning | SuccessFactors LMS > SAP SuccessFactors
ServiceNow HR Service Delivery | ServiceNow HRSD | =HRSD > HR Case Management
HR Acuity > Workplace Investigations
Visier | Visier People > HR Analytics
Qualtrics EmployeeXM | Qualtrics EX | Qualtrics Employee Experience > Employee Surveys
Microsoft Viva Glint | Glint | Viva Glint > Employee Surveys
Gallup Q12 | Q12 engagement survey > Employee Surveys
Leapsome > Performance Management
Betterworks > Performance Management
Workhuman > Employee Recognition Programs
HRIS Implementation | HRIS implementations | HCM implementation | HRIS migration > Human Resources Information System

## Learning development and employee relations practice
Leadership Development Programs | leadership development program | leadership training programs | management development programs > Learning and Development
New Manager Training | first-time manager training | new manager development > Leadership Development Programs
High-Potential Programs | HiPo programs | high-potential development | =HiPo > Succession Planning
Mentoring Programs | mentorship programs | mentoring program design > Learning and Development
Individual Development Plans | =IDP | =IDPs | individual development planning > Learning and Development
Skills Gap Analysis | skills gap assessments | skill gap analysis > Training Needs Analysis
Learning Experience Platforms | =LXP | learning experience platform > Learning Management Systems
Degreed > Learning Experience Platforms
LinkedIn Learning | Lynda.com > Learning and Development
Skillsoft Percipio | Skillsoft | Percipio > Learning and Development
SAP Litmos | Litmos > Learning Management Systems
Absorb LMS > Learning Management Systems
Associate Professional in Talent Development | =APTD > Learning and Development
Prosci Change Management | Prosci certification | Prosci Certified Change Practitioner | Prosci methodology | ~=Prosci > Organizational Development
ADKAR Model | =ADKAR > Prosci Change Management
Organizational Change Management | =OCM | organisational change management > Organizational Development
Certified Change Management Professional | =CCMP > Organizational Change Management
Investigation Reports | investigation report writing | investigative report writing > Workplace Investigations
Corrective Action Documentation | written warnings | corrective action forms > Progressive Discipline
Workplace Mediation | employee mediation | conflict mediation > Employee Relations
Retention Strategies | employee retention programs | retention planning > Turnover Analysis
FLSA Exemption Audits | exemption audits | classification audits > Exempt Classification
Certified Benefits Professional | ~=CBP > Benefits Administration
Global Remuneration Professional | =GRP > Compensation Planning
Certified Sales Compensation Professional | WorldatWork CSCP | ?CSCP > Incentive Compensation
Certified Leave Management Specialist | =CLMS > Leave Management
PHR California | =PHRca | Professional in Human Resources California > Professional in Human Resources
SHRM Certification | SHRM certified > SHRM-CP
HRCI Certification | =HRCI | HRCI certified | Human Resource Certification Institute > Professional in Human Resources

## Project management methods and controls
RACI Matrix | =RACI | =RACI chart | responsibility assignment matrix | =RASCI > Project Planning
RAID Log | RAID logs | =RAID | risks, assumptions, issues and dependencies > Project Management
Risk Register | risk registers | risk log | risk logs > Risk Management
Issue Log | issue logs | issue tracking log | issues log > Project Management
Project Charter | project charters | project initiation document | ~=PID > Project Planning
Project Management Plan | project management plans | project plans > Project Planning
Communication Plans | communications plan | project communication plan | stakeholder communication plans > Project Management
Stakeholder Register | stakeholder registers | power-interest grid > Stakeholder Analysis
Project Status Reporting | project status reports | status reporting | weekly status reports | RAG status | =RAG reporting > Project Management
Project Closure | project close-out | project closing > Project Management
Project Governance | project governance frameworks | steering committees | steering committee reporting > Project Management
Project Management Office | =PMO | PMO governance | PMO setup | =EPMO | enterprise PMO > Project Portfolio Management
Project Intake | project intake process | demand management | demand intake > Project Portfolio Management
Portfolio Prioritization | project prioritization | portfolio prioritisation > Project Portfolio Management
Benefits Realization | benefits realisation | benefits management | benefits tracking > Program Management
Project Baselines | baseline management | scope baseline | cost baseline > Project Planning
Schedule Variance Analysis | schedule variance | schedule performance index > Earned Value Management
Cost Variance Analysis | cost variance | cost performance index | =CPI reporting > Earned Value Management
Estimate at Completion | =EAC | estimate to complete | =ETC forecasting > Earned Value Management
ANSI/EIA-748 | =EIA-748 | EIA-748 compliance | ANSI EIA 748 > Earned Value Management
Integrated Master Schedule | =IMS | integrated master schedules > Project Scheduling
Integrated Master Plan | =IMP > Integrated Master Schedule
Integrated Baseline Review | =IBR | integrated baseline reviews > Earned Value Management
DCMA 14-Point Schedule Assessment | DCMA 14-point | DCMA 14 point assessment | schedule health checks > Project Scheduling
Basis of Estimate | =BOE | =BOEs | basis of estimates > Cost Estimating
Three-Point Estimating | three-point estimation | 3-point estimating > Cost Estimating
Parametric Estimating | parametric estimation > Cost Estimating
Analogous Estimating | analogous estimation | top-down estimating > Cost Estimating
PERT | Program Evaluation and Review Technique | PERT charts | PERT analysis > Project Scheduling
Critical Chain Project Management | =CCPM | critical chain > Project Scheduling
Schedule Risk Analysis | =SRA | schedule risk assessment | Monte Carlo schedule analysis > Project Scheduling
Resource Leveling | resource levelling | resource smoothing > Resource Planning
Resource Management | resource capacity planning | resource forecasting | resource management planning > Resource Planning
Dependency Mapping | cross-project dependencies | project dependencies | dependency tracking > Project Planning
Project Milestone Tracking | milestone planning | project milestones > Project Scheduling
Scope Change Management | scope creep management | scope changes > Project Scope Management
Change Requests | change request management | change request process | =CR process > Change Control
Change Control Board | =CCB > Change Control
Hybrid Project Management | hybrid agile | hybrid agile-waterfall | hybrid methodology > Project Management
Agile Release Planning | agile release plans > Release Planning
PI Planning | Program Increment Planning | =PI planning | program increment > Scaled Agile Framework
Agile Release Train | =ART | agile release trains > Scaled Agile Framework
Lean Portfolio Management | =LPM > Scaled Agile Framework
Daily Stand-Ups | daily standups | daily scrum | daily stand-up meetings > Scrum
Sprint Reviews | sprint demos | sprint review > Scrum
Velocity Tracking | team velocity | sprint velocity > Scrum
Kanban Boards | kanban board | Kanban metrics | =WIP limits | cumulative flow diagrams > Kanban
Dynamic Systems Development Method | =DSDM | =AgilePM | Agile Project Management certification > Agile Methodology
Disciplined Agile | =DASM | =DASSM | Disciplined Agile Scrum Master | Disciplined Agile Senior Scrum Master > Agile Methodology
Extreme Programming | =XP > Agile Methodology

## Project management certifications
PRINCE2 Agile | PRINCE2 Agile Practitioner | PRINCE2 Agile Foundation > PRINCE2
Managing Successful Programmes | =MSP certification | =MSP Practitioner | =MSP Foundation > Program Management
Management of Risk | =M_o_R | =MoR certification > Risk Management
APM Project Management Qualification | =APM PMQ | =PMQ | APM Project Fundamentals Qualification | =APM PFQ | =PFQ > Project Management
APM Chartered Project Professional | =ChPP | Chartered Project Professional > Project Management
=IPMA Certification | =IPMA Level C | =IPMA Level D | =IPMA > Project Management
Google Project Management Certificate | Google Project Management Professional Certificate > Project Management
SAFe Scrum Master | =SSM | Certified SAFe Scrum Master > Scaled Agile Framework
SAFe Product Owner/Product Manager | =POPM | SAFe POPM > Scaled Agile Framework
SAFe Release Train Engineer | SAFe RTE certification | Certified SAFe Release Train Engineer > Scaled Agile Framework
SAFe Practice Consultant | =SPC certification | =SAFe SPC | Certified SAFe Practice Consultant | ?SPC > Scaled Agile Framework
Certified Scrum Professional | =CSP-SM | =CSP-PO | Certified Scrum Professional ScrumMaster > Scrum
Advanced Certified ScrumMaster | =A-CSM > Scrum
ICAgile Certified Professional | =ICP-ACC | ICAgile certification | ICAgile Agile Coaching | =ICAgile > Agile Methodology
Kanban Management Professional | =KMP | =KMP I | =KMP II > Kanban
Team Kanban Practitioner | =TKP > Kanban

## Project management and portfolio tools
Microsoft Project Server | Project Server | Project Server 2019 > Microsoft Project
Project for the Web | Microsoft Project for the web > Microsoft Project
Jira Align | Agilecraft > Scaled Agile Framework
Jira Advanced Roadmaps | Jira Plans | Jira Portfolio | Advanced Roadmaps > Jira
Tempo Timesheets | Tempo for Jira | Tempo Planner > Jira
Rally Software | Broadcom Rally | =CA Agile Central | Rally Agile | ~=Rally > Agile Methodology
Digital.ai Agility | VersionOne > Agile Methodology
Targetprocess | Apptio Targetprocess > Agile Methodology
ServiceNow Strategic Portfolio Management | ServiceNow SPM | ServiceNow PPM | ServiceNow Project Portfolio Management > Project Portfolio Management
Planisware > Project Portfolio Management
Kantata | Mavenlink | Kantata OX > Resource Management
Changepoint | Planview Changepoint > Project Portfolio Management
Smartsheet Control Center > Smartsheet
Primavera Risk Analysis | Pertmaster | Oracle Primavera Risk Analysis > Schedule Risk Analysis
Deltek Acumen Fuse | Acumen Fuse | Acumen Risk > Project Scheduling
Deltek Cobra | =Cobra EVM > Earned Value Management

## IT project management and delivery
Cutover Planning | cutover plans | cutover management | cutover runbooks | cutover execution | ~cutover
Go-Live Planning | go-live readiness | go-live support | go-live coordination > Cutover Planning
Hypercare | hypercare support | post-go-live support > Go-Live Planning
Go/No-Go Criteria | go/no-go meetings | go-live go/no-go > Go-Live Planning
Deployment Readiness | operational readiness | readiness assessments > Go-Live Planning
UAT Coordination | UAT planning | UAT management | UAT execution | UAT sign-off > User Acceptance Testing
Mock Conversions | data conversion mocks | conversion dry runs > Data Migration
ERP Implementation Projects | =ERP implementation | ERP implementations | ERP rollouts > Enterprise Resource Planning
Vendor Statements of Work | =SOW management | statement of work management > Statements of Work
Vendor Performance Reviews | vendor business reviews | vendor QBRs | supplier QBRs > Supplier Performance Management
Service Level Agreement Management | =SLA management | =SLA tracking | =SLA monitoring > Service Level Agreements
Application Rationalization | application portfolio rationalization | application portfolio management | =APM rationalization > Project Portfolio Management
Service Transition | transition to operations | handover to support | =BAU transition > ITIL
Project Financials | project financial management | project accruals | capex/opex tracking > Project Budgeting
`;
