// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
## B2B sales practice
# Segments and channels
Technology Sales | software sales | tech sales | =IT sales | technology solutions sales > B2B Sales
Freight Sales | logistics sales | transportation sales | =3PL sales | freight brokerage sales > Freight Brokerage, B2B Sales
Contract Management | managing contracts | contracts management | vendor contract management | supplier contract management > Contract Administration
# Prospecting methods and qualification frameworks
Warm Calling | warm calls | warm outreach calls > Cold Calling
Talk Tracks | talk track | sales talk tracks | talk track development > Call Scripts
=ANUM | ANUM qualification > Lead Qualification
FAINT Qualification | ~=FAINT | FAINT framework > Lead Qualification
GPCTBA/C&I | GPCT qualification > Lead Qualification
# Sales engagement, dialers and data tools
Regie.ai | Regie > Sales Cadences
Instantly.ai | ~=Instantly > Cold Emailing
Smartlead | Smartlead.ai > Cold Emailing
Mailshake > Cold Emailing
GMass > Cold Emailing
Kixie | Kixie PowerCall > Parallel Dialing
JustCall > Business Phone Systems
Kaspr > Contact Data Enrichment
Common Room | Common Room signals > Buyer Intent Data
Fireflies.ai | ~=Fireflies > Conversation Intelligence

## Customer success practice
Business Value Assessments | business value assessment | ?=BVA > Value Realization
Value Reviews | business value reviews | value review meetings > Value Realization
Adoption Campaigns | product adoption campaigns | feature adoption campaigns > Product Adoption
Account Health Monitoring | account health | account health reviews > Customer Health Scores
Chameleon.io | Chameleon in-app guides | ~=Chameleon > User Onboarding

## Customer support and call center practice
Knowledge Management | knowledge management systems | knowledge management practices > Knowledge Base Management
Queue Management | ticket queue management | queue monitoring | support queue management > Ticket Management
Call Routing | call routing configuration | call flow design | call flows > Automatic Call Distribution
Telephony Systems | ~telephony | telephony administration | telephony platforms > Voice over IP
Softphones | softphone | softphone applications > Voice over IP
LiveChat.com | =LiveChat | LiveChat software > Live Chat Support
Olark | Olark live chat > Live Chat Support
Stella Connect | Stella Connect by Medallia > Medallia
Forethought | Forethought AI | Forethought Solve > Conversational AI
Decagon | Decagon AI > Conversational AI
Ada Support | Ada CX | Ada AI agent | ?~=Ada > Chatbots

## Digital marketing practice
# Platforms and channels
Snapchat Marketing | Snapchat | Snapchat content > Social Media Marketing
Spotify Advertising | Spotify Ads | Spotify Ad Studio > Audio Advertising
Floodlight Tags | Floodlight tracking | Floodlight activities | ~=Floodlight > Campaign Manager 360
Cookiebot | Cookiebot consent management > Consent Management
Hyros | Hyros attribution > Marketing Attribution
Windsor.ai > Marketing Analytics
# Email, SMS and reviews
Drip.com | Drip ESP | Drip email platform > Email Marketing
SMSBump | Yotpo SMSBump | Yotpo SMS > SMS Marketing
Okendo | Okendo reviews > Online Review Management
PowerReviews > Online Review Management

## Brand management and marketing practice
# Brand planning and methods
Brand Marketing | brand marketing campaigns | brand-building campaigns > Brand Management
Marketing Mix | 4Ps | 4 Ps of marketing | =4P's | four Ps of marketing | marketing mix strategy > Marketing Strategy
ATL/BTL Marketing | =ATL/BTL | ATL and BTL | above-the-line and below-the-line | above-the-line advertising | below-the-line marketing > Integrated Marketing Communications
Brand Licensing | brand licensing programs | licensed brand programs > Brand Management
Line Extensions | line extension | line extension development > New Product Development
Brand Extensions | brand extension | brand extension strategy > Brand Strategy
Packaging Development | package development | packaging innovation | packaging development process > New Product Development
Advertising Claims Substantiation | claims substantiation | claim substantiation | substantiation of claims > Advertising Compliance Review
Product Sampling | sampling programs | product sampling programs | sampling events | in-store sampling > Experiential Marketing
~Creative Direction | ~creative direction | campaign creative direction > Art Direction
# Consumer and retail data
Numerator | ~=Numerator | Numerator panel data | Numerator Insights > Consumer Insights
Walmart Luminate | Luminate Charter > Walmart Retail Link
Veeva Vault PromoMats | Veeva PromoMats | PromoMats > MLR Review

## Retail store management practice
# Point of sale, pricing and backroom
Self-Checkout Monitoring | self-checkout | self-checkout lanes | self-checkout attendant duties > Cash Register Operation
Price Guns | price gun | pricing gun | labeling gun > Price Change Execution
Store Recovery | go-backs | =go backs | store recovery standards > Visual Merchandising
Layaway | layaway programs | layaways > Point of Sale Systems
Cardboard Baler Operation | cardboard baler | ~baler | ~balers | baling cardboard | baler operation > Material Handling
Trash Compactor Operation | ~compactor | trash compactors | compactor operation > Material Handling
Fitting Room Management | fitting rooms | fitting room operations > Store Operations
Gift Wrapping | gift wrap | gift-wrapping services > Retail Sales
Lottery Ticket Sales | lottery sales | lottery terminals | lottery machine > Cash Register Operation
Key Cutting | key duplication | key making machines > Retail Sales
Paint Tinting | paint mixing | paint tinting machines | paint shaker > Retail Sales

## Retail sales practice
# Selling and add-ons
Protection Plan Sales | ~protection plans | extended warranties | extended warranty sales | warranty sales > Retail Sales
Consumer Financing | retail financing | financing applications | customer financing | in-store financing > Retail Sales
Trade-In Processing | trade-ins | device trade-ins | trade-in programs > Retail Sales
Gift with Purchase | gift-with-purchase | gift with purchase events > Sales Promotions
Personal Styling | personal styling services | wardrobe styling | styling appointments > Clienteling
Bra Fitting | bra fittings | lingerie fitting > Retail Sales
Shoe Fitting | footwear fitting | foot measuring | Brannock device > Retail Sales
# Product categories
Wireless Sales | cell phone sales | mobile phone sales | wireless retail > Retail Sales
Furniture Sales | furniture retail sales | home furnishings sales > Retail Sales
Mattress Sales | mattress retail > Furniture Sales
Appliance Sales | home appliance sales > Retail Sales
Jewelry Sales | fine jewelry sales | jewelry retail > Retail Sales
Luxury Retail | luxury sales | luxury goods retail | high-end retail | luxury retail sales > Retail Sales
Firearms Sales | firearm sales | gun sales | firearms retail > Retail Sales
# Beauty counter
Cosmetics Sales | beauty sales | prestige beauty | cosmetics retail | beauty retail > Retail Sales
Makeup Application | makeup artistry | ~makeup | makeup techniques > Cosmetics Sales
Skin Care Consultations | skincare consultations | skin care consultation | skincare regimens > Cosmetics Sales
Shade Matching | foundation shade matching | foundation matching > Makeup Application
Fragrance Sales | fragrance knowledge | fragrance consultations > Cosmetics Sales
# Jewelry, firearms and dealership credentials and tools
Gemology | gemological knowledge | gem identification > Jewelry Sales
Diamond Grading | 4Cs of diamonds | four Cs of diamonds | diamond grading reports > Gemology
GIA Graduate Gemologist | =GIA GG | Graduate Gemologist > Gemology
GIA Diamonds Graduate | GIA Diamond Graduate | =GIA DG > Diamond Grading
Federal Firearms License | =FFL | =FFL compliance | =FFL/SOT > Firearms Sales
ATF Form 4473 | Form 4473 | =4473 forms > Federal Firearms License
NICS Background Checks | =NICS | NICS checks | National Instant Criminal Background Check System > ATF Form 4473
Automotive F&I | =F&I | F&I products | finance and insurance products > Automotive Sales
Vehicle Appraisals | vehicle appraisal | trade-in appraisals | used vehicle appraisals > Automotive Sales
DealerSocket > Dealer Management Systems
VinSolutions | VinSolutions Connect > Dealer Management Systems
Elead CRM | =eLEAD | =Elead > Dealer Management Systems

## K-12 teaching practice
# Subjects
STEAM Education | ~=STEAM | STEAM instruction | STEAM curriculum > STEM Education
Social Studies Instruction | teaching social studies | social studies teaching | ~social studies | social studies curriculum
United States History Instruction | ~US history | ~United States history | ~American history | teaching US history | US history instruction > Social Studies Instruction
World History Instruction | ~world history | teaching world history > Social Studies Instruction
Civics Instruction | ~civics | civics education | government instruction | teaching civics > Social Studies Instruction
Economics Instruction | high school economics | teaching economics > Social Studies Instruction
# Methods, curricula and tools
Google Jamboard | Jamboard > Interactive Whiteboards
# English learners and special education credentials
Specially Designed Academic Instruction in English | =SDAIE > Sheltered Instruction
BCLAD Certificate | =BCLAD | Bilingual Crosscultural Language and Academic Development > Bilingual Education

## Instructional design practice
# Methods and deliverables
Learning Experience Design | =LXD > Instructional Design
Cognitive Load Theory | cognitive load theory in instruction > Instructional Design
Mobile Learning | m-learning | mLearning | mobile-first learning > E-Learning Development
Participant Guides | participant guide | learner guides | participant workbooks > Instructor-Led Training
Interactive Video | interactive videos | interactive video design > E-Learning Development
Content Curation | learning content curation | curating learning content > Instructional Design
Electronic Performance Support Systems | ~performance support | ?=EPSS > Job Aids
# Authoring tools, standards and platforms
E-Learning Authoring Tools | authoring tools | course authoring | course authoring tools | rapid authoring tools | eLearning authoring tools > E-Learning Development
H5P | H5P interactive content > E-Learning Development
Genially | Genial.ly > E-Learning Development
=AICC | AICC standard > SCORM
Learning Record Store | learning record stores | ?=LRS > xAPI
SumTotal | SumTotal Systems | SumTotal LMS > Learning Management Systems
Saba Cloud | Saba LMS | ~=Saba > Learning Management Systems
Thinkific > Learning Management Systems
Teachable Course Platform | ~=Teachable > Learning Management Systems
Kajabi > Learning Management Systems
Skilljar > Customer Education
Northpass | Gainsight Customer Education > Customer Education
Thought Industries > Customer Education
`;
