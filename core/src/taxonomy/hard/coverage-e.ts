// Skill data in the line format of ../README.md: coverage for professions the set of postings lacks, written by the team without reading any evaluation posting.
export default String.raw`
## Restaurant management practice
# Restaurant systems and vendors
Square for Restaurants | Square Restaurants POS | Square KDS > Point of Sale Systems
Lightspeed Restaurant | Lightspeed Restaurant POS | Lightspeed K-Series > Point of Sale Systems
Simphony POS Programming | ~=Simphony | Simphony menu programming > Oracle MICROS
POS Menu Programming | POS programming | POS menu setup | POS menu build | POS menu programming and maintenance > Point of Sale Systems
Kitchen Display Systems | =KDS | kitchen display system | kitchen display screens > Kitchen Management
QR Code Ordering | QR ordering | scan-to-order | order-at-table ordering | mobile order and pay > Online Ordering Systems
Sling Scheduling | Sling scheduling app | ~=Sling > Staff Scheduling
Schedulefly > Staff Scheduling
Jolt Software | Jolt checklists | Jolt food safety | ~=Jolt > Food Temperature Logs
ComplianceMate > Food Temperature Logs
Zenput | Crunchtime Zenput > Restaurant Audits
MarginEdge > Food Cost Control
Plate IQ | Ottimate > Food Cost Control
Meez Recipe Software | =Meez | meez recipe management > Recipe Costing
Galley Solutions | Galley recipe management > Recipe Costing
ChefTec > Recipe Costing
Avero | Avero restaurant analytics > Restaurant Operations
Punchh | PAR Punchh > Loyalty Programs
Paytronix > Loyalty Programs
Thanx Loyalty | ~=Thanx > Loyalty Programs
ezCater | ezCater orders > Catering Management
Perfect Venue > Private Dining Events
Ovation Guest Feedback | ~=Ovation > Guest Satisfaction Scores
Tattle Guest Feedback | ~=Tattle > Guest Satisfaction Scores
Yelp for Business | Yelp reviews | Yelp business page | ~=Yelp > Online Review Management
Tripadvisor Management | Tripadvisor reviews | ~=Tripadvisor | ~=TripAdvisor > Online Review Management
# Purchasing, receiving and cost
Foodservice Vendor Ordering | vendor ordering | food ordering | food and supply ordering | order guides | order guide management > Food and Beverage Inventory
Sysco | Sysco Shop | Sysco ordering > Foodservice Vendor Ordering
US Foods | US Foods MOXe > Foodservice Vendor Ordering
Gordon Food Service | ~=GFS > Foodservice Vendor Ordering
Performance Foodservice | ~=PFG | Performance Food Group > Foodservice Vendor Ordering
Food Receiving | receiving deliveries | delivery receiving | food receiving procedures | checking in deliveries | receiving and storing deliveries > Food and Beverage Inventory
Food Waste Tracking | waste sheets | food waste logs | food waste reduction > Food Cost Control
Restaurant Labor Cost Control | labor percentage | labor cost percentage | labor cost targets > Prime Cost Management
Beverage Cost Control | beverage cost | beverage costs | pour cost | pour costs | liquor cost | liquor costs | bar cost > Bar Management
Menu Pricing | menu price setting | menu price increases | menu price analysis > Menu Engineering
Average Check Management | average check | check average | average check size | per-person average > Restaurant Operations
Cover Counts | guest counts | covers per night | cover count | covers per service > Restaurant Operations
Tip Pooling | tip pools | tip distribution | tip-outs | tip out | tip outs > Tip Reporting
Drawer Audits | till audits | cash drawer audits > Cash Handling
# Front of house and service
Guest Satisfaction Scores | guest satisfaction | ~=GSS | guest satisfaction surveys | guest feedback scores > Restaurant Operations
Table Turn Management | table turns | table turnover | table turn times > Dining Room Management
Server Section Assignments | server sections | section assignments | floor charts | section charts | station assignments > Dining Room Management
Restaurant Waitlist Management | guest waitlists | restaurant waitlist > Restaurant Reservation Systems
Host Stand Operations | host stand | seating guests | guest seating | seating rotation > Front-of-House Operations
Steps of Service | sequence of service | service sequence | steps-of-service standards > Front-of-House Operations
Table Service | tableside service | full table service > Front-of-House Operations
Side Work | sidework | opening and closing side work | side duties > Front-of-House Operations
Table Bussing | bussing tables | table clearing | table resets | resetting tables > Dining Room Management
Buffet Service | buffet setup | buffet operations | buffet line | buffet presentation | buffet replenishment > Banquet Operations
Room Service | in-room dining | ~=IRD | in-room dining service > Food and Beverage
Menu Boards | digital menu boards | menu board updates | menu board changes > Quick-Service Restaurant Operations
Product Holding Times | holding cabinets | universal holding cabinets | product hold times > Quick-Service Restaurant Operations
# Bar and beverage service
Mixology | craft cocktails | cocktail development | cocktail creation | cocktail recipes > Bar Management
Bartending | bartending skills | drink preparation | drink mixing | bar service > Bar Management
Spirits Knowledge | spirits education | spirits knowledge and service | whiskey knowledge > Bar Management
Beer Knowledge | beer styles | craft beer knowledge | beer service > Cicerone Certification
Draft Beer Systems | draft systems | draught beer systems | draft line cleaning | beer line cleaning | keg changes > Bar Management
Espresso Preparation | espresso drinks | espresso machine operation | barista skills | latte art | milk steaming > Food and Beverage
# Sanitation, audits and franchise standards
Kitchen Sanitation | kitchen cleaning | kitchen cleaning schedules | cleaning and sanitizing | sanitizing procedures | three-compartment sink | 3-compartment sink > Food Safety
Ecolab Chemical Systems | ~=Ecolab | Ecolab dish machines | Ecolab chemicals > Kitchen Sanitation
Kitchen Hood Cleaning | hood cleaning | exhaust hood cleaning | hood and duct cleaning | hood filter cleaning > Kitchen Exhaust Systems
Kitchen Fire Suppression Systems | Ansul system | Ansul systems | Ansul fire suppression | hood fire suppression | kitchen hood suppression > Kitchen Exhaust Systems
Allergen Awareness Training | allergen awareness | food allergen awareness | allergen training | allergen awareness certification > Allergen Control
Restaurant Audits | restaurant operations audits | brand standards audits | operations excellence audits | restaurant inspections audits > Restaurant Operations
Steritech | Rentokil Steritech | Steritech audits > Restaurant Audits
Franchise Operations | franchise operations management | franchise compliance | franchisee operations | franchise standards > Restaurant Operations
Local Store Marketing | =LSM | local restaurant marketing | neighborhood marketing > Local Marketing
Gift Card Programs | gift cards | gift card sales | gift card management > Loyalty Programs
Catering Sales | catering sales management | catering business development | catering order sales > Catering Management

## Culinary practice
# Core culinary skills and methods
Culinary Arts | culinary skills | culinary techniques | cooking techniques | ~cooking | ~cookery | classical culinary techniques
Knife Skills | knife work | knife cuts | classic knife cuts | knife handling > Culinary Arts
Classical Knife Cuts | julienne | brunoise | chiffonade | batonnet | tourne cuts > Knife Skills
Knife Sharpening | whetstone sharpening | knife honing | knife maintenance > Knife Skills
Mise en Place | mise-en-place | station mise en place > Culinary Arts
Line Cooking | cooking on the line | working the line | hot line cooking > Culinary Arts
Sautéing | Sauteing | sauté | saute | pan searing | pan-searing > Culinary Arts
Grilling | grill cooking | chargrilling | char-grilling | open-flame grilling > Culinary Arts
Broiling | broiler cooking | broiled dishes > Culinary Arts
Braising | braises | braised dishes | slow braising > Culinary Arts
Oven Roasting | ~roasting | roasting meats | roasted meats > Culinary Arts
Deep Frying | deep-frying | fry cooking | deep-fried foods > Culinary Arts
Sous Vide Cooking | sous vide | sous-vide | sous vide cooking techniques > Culinary Arts
Moist-Heat Cooking | moist heat cooking | moist-heat methods | moist-heat cooking methods > Culinary Arts
~Poaching | ~poaching | poached dishes > Moist-Heat Cooking
~Steaming | ~steaming | steam cooking > Moist-Heat Cooking
Dry-Heat Cooking | dry heat cooking | dry-heat methods > Culinary Arts
Blanching | blanching vegetables | blanch and shock > Moist-Heat Cooking
Short-Order Cooking | short order cooking | short-order cooking skills > Line Cooking
Breakfast Cooking | breakfast line cooking | breakfast and brunch cooking > Line Cooking
Egg Cookery | egg cooking | eggs to order | omelet station | omelette station > Breakfast Cooking
Volume Cooking | high-volume cooking | batch cooking | large-batch cooking | quantity food production | quantity cooking | institutional cooking > Culinary Arts
Scratch Cooking | scratch kitchen | from-scratch cooking | made-from-scratch cooking > Culinary Arts
À la Carte Cooking | a la carte cooking | à la carte service | a la carte service > Line Cooking
Banquet Food Production | banquet cooking | banquet production | banquet kitchen | banquet prep > Banquet Operations
Sauce Making | mother sauces | classical sauces | sauce work | ~sauces | saucier skills > Culinary Arts
Soups and Stocks | soup preparation | stock preparation | stock making | stocks and sauces | soup making | broths > Culinary Arts
Plating and Presentation | food presentation | plate presentation | food plating > Culinary Arts
Seasoning and Flavor Balancing | ~seasoning | flavor balancing | flavor profiles | flavor development | palate development > Culinary Arts
Spice Blending | spice blends | dry rubs | spice mixes > Seasoning and Flavor Balancing
Smoking Meats | meat smoking | smoked meats | smokehouse cooking | smoker operation | commercial smokers > Barbecue Cooking
Barbecue Cooking | ~barbecue | ~barbeque | =BBQ | =BBQ cooking | pitmaster skills > Culinary Arts
Wok Cooking | wok skills | wok station | wok hei | stir-frying > Culinary Arts
Wood-Fired Cooking | wood-fired oven | wood-fired ovens | wood-fired grill | hearth cooking | live-fire cooking > Culinary Arts
Pizza Making | pizza dough | pizza stretching | Neapolitan pizza | pizza production > Culinary Arts
Fresh Pasta Making | pasta making | fresh pasta | handmade pasta | extruded pasta > Culinary Arts
Sushi Preparation | sushi making | sushi rolling | sushi rice | sashimi preparation > Culinary Arts
Tandoor Cooking | tandoor | tandoori cooking | tandoor oven > Culinary Arts
Rotisserie Cooking | rotisserie | rotisserie ovens | rotisserie chicken > Culinary Arts
Induction Cooking | induction cooktops | induction ranges | induction burners > Culinary Arts
# Kitchen stations and brigade
Kitchen Brigade System | brigade system | brigade de cuisine | kitchen brigade | kitchen hierarchy > Kitchen Management
Garde Manger | garde-manger | cold kitchen | cold food preparation | cold appetizers > Culinary Arts
Pantry Station | salad station | cold station | cold line > Garde Manger
Sauté Station | saute station | sauté line | saute line > Line Cooking
Grill Station | grill line | broiler station | grill and broiler station > Line Cooking
Fry Station | fryer station | fry line > Line Cooking
# Menus, recipes and diets
Recipe Development | recipe creation | recipe testing | developing recipes > Menu Development
Recipe Conversion | recipe yield conversion | converting recipes > Recipe Development
Kitchen Yield Testing | yield testing | yield tests | butcher yield tests | cooking yield tests > Recipe Costing
Tasting Menu Development | tasting menus | chef's tasting menu | prix fixe menus | multi-course menus > Menu Development
Seasonal Menu Development | seasonal menus | seasonal cooking | farm-to-table cooking | farm-to-table | locally sourced menus > Menu Development
Daily Specials | chef's specials | chef specials | specials creation | daily specials development > Menu Development
Culinary Nutrition | nutritional cooking | healthy cooking | healthy menu development | healthy recipe development > Culinary Arts
Gluten-Free Cooking | gluten-free menus | gluten-free food preparation | gluten free cooking > Food Allergy Management
Plant-Based Cooking | vegan cooking | vegetarian cooking | plant-based cuisine | plant-based menus | vegan cuisine > Culinary Arts
Kosher Food Preparation | kosher cooking | kosher kitchen | kosher dietary laws | kashrut | ~kosher > Culinary Arts
Halal Food Preparation | halal cooking | halal food handling | ~halal > Culinary Arts
French Cuisine | classical French cuisine | French cooking | French culinary techniques > Culinary Arts
Italian Cuisine | Italian cooking | regional Italian cuisine > Culinary Arts
Mexican Cuisine | Mexican cooking | regional Mexican cuisine > Culinary Arts
Japanese Cuisine | Japanese cooking | washoku > Culinary Arts
Chinese Cuisine | Chinese cooking | Cantonese cuisine | Sichuan cuisine > Culinary Arts
Asian Cuisine | Asian cooking | Pan-Asian cuisine | Asian fusion cuisine > Culinary Arts
Indian Cuisine | Indian cooking | regional Indian cuisine > Culinary Arts
Mediterranean Cuisine | Mediterranean cooking > Culinary Arts
Southern Cuisine | Southern cooking | soul food > Culinary Arts
# Pastry and baking
Baking | bakery production | commercial baking | baked goods production > Culinary Arts
Pastry Arts | ~pastry | pastry production | pâtisserie | patisserie > Baking
Bread Baking | bread making | breadmaking | artisan bread | artisan bread baking | sourdough baking | ~sourdough > Baking
Laminated Doughs | laminated dough | dough lamination | croissant production | puff pastry > Pastry Arts
Viennoiserie | viennoiseries > Laminated Doughs
Dough Fermentation | bulk fermentation | dough proofing | levain | sourdough starter maintenance > Bread Baking
Baker's Percentages | baker's percentage | bakers percentages | baker's math | bakers math > Bread Baking
Cake Production | cake baking | layer cakes | wedding cake production | cake making > Baking
Cake Decorating | cake design | fondant work | buttercream decorating | sugar flowers > Pastry Arts
Chocolate Tempering | tempering chocolate | chocolate work | chocolate showpieces | bonbon making > Pastry Arts
Sugar Work | pulled sugar | blown sugar | sugar showpieces | isomalt work > Pastry Arts
Plated Desserts | plated dessert | dessert plating | dessert menu development > Pastry Arts
Frozen Desserts | ice cream making | gelato making | gelato production | sorbet making | ice cream production > Pastry Arts
Custards and Creams | custards | pastry cream | crème anglaise | creme anglaise > Pastry Arts
Pies and Tarts | pie making | tart making | pies and tarts production > Pastry Arts
Petits Fours | petit fours | mignardises > Pastry Arts
Gluten-Free Baking | gluten-free pastry | gluten free baking > Baking
# Butchery and preservation
Butchery | meat butchery | meat fabrication | butchering | in-house butchery > Culinary Arts
Primal and Subprimal Cuts | primal cuts | subprimal cuts | breaking down primals | whole animal butchery | whole-animal butchery | nose-to-tail butchery > Butchery
Fish Butchery | fish fabrication | fish filleting | filleting fish | fish breakdown | whole fish butchery > Butchery
Poultry Fabrication | poultry butchery | breaking down chickens | chicken fabrication | poultry breakdown > Butchery
Shellfish Preparation | shellfish handling | oyster shucking | shucking oysters | lobster preparation | raw bar > Culinary Arts
Charcuterie | salumi | cured meats | pâtés and terrines | pates and terrines > Butchery
Sausage Making | sausage production | house-made sausage > Charcuterie
Meat Curing | curing meats | dry curing | dry-curing | brining > Charcuterie
Dry Aging | dry-aged beef | dry aging meat | dry-aging > Butchery
Pickling and Fermentation | pickling | lacto-fermentation | fermented foods | quick pickles | vegetable fermentation > Culinary Arts
Canning and Preserving | food preserving | jams and preserves | ~canning | home canning > Pickling and Fermentation
Vacuum Sealing | vacuum packing | vacuum sealer | ~=Cryovac | Cryovac packaging > Sous Vide Cooking
Cook-Chill Systems | cook-chill | cook chill | cook-chill production > Volume Cooking
# Kitchen equipment
Commercial Kitchen Equipment | commercial kitchen equipment operation | kitchen equipment operation | foodservice equipment operation > Kitchen Management
Combi Ovens | combi oven | combination ovens | combi-steamers | combi steamer > Commercial Kitchen Equipment
Rational Combi Ovens | Rational iCombi | Rational SelfCookingCenter | Rational ovens > Combi Ovens
Alto-Shaam | Alto-Shaam ovens | cook and hold ovens > Commercial Kitchen Equipment
Convection Ovens | convection oven | commercial convection ovens > Commercial Kitchen Equipment
Deck Ovens | deck oven | hearth ovens | stone deck ovens > Commercial Kitchen Equipment
Conveyor Ovens | conveyor oven | conveyor pizza ovens | impinger ovens > Commercial Kitchen Equipment
Salamander Broilers | salamander broiler | ~salamander > Commercial Kitchen Equipment
Flat-Top Griddles | flat top griddle | flat-top griddle | flattop | ~griddle | griddle cooking | flat-top cooking > Commercial Kitchen Equipment
Charbroilers | charbroiler | char broiler | char-broilers > Commercial Kitchen Equipment
Commercial Fryers | deep fryers | deep fryer | fryers | pressure fryers | fryer operation > Commercial Kitchen Equipment
Fryer Oil Management | fryer oil filtration | fryer filtering | oil filtering | frying oil quality | fryer oil changes > Commercial Fryers
Steam-Jacketed Kettles | steam kettles | steam kettle | tilting kettles | steam jacketed kettles > Commercial Kitchen Equipment
Tilt Skillets | tilt skillet | tilting braising pans | braising pans | tilting skillets > Commercial Kitchen Equipment
Commercial Mixers | planetary mixers | spiral mixers | dough mixers | commercial stand mixers > Commercial Kitchen Equipment
Hobart Mixers | Hobart mixer | Hobart equipment > Commercial Mixers
Meat Slicers | meat slicer | deli slicers | deli slicer | slicer operation > Commercial Kitchen Equipment
Commercial Food Processors | food processors | commercial food processor > Commercial Kitchen Equipment
Robot Coupe | Robot-Coupe > Commercial Food Processors
Immersion Circulators | immersion circulator | thermal circulators > Sous Vide Cooking
Vitamix Blenders | =Vitamix | high-speed blenders | commercial blenders > Commercial Kitchen Equipment
Thermomix > Commercial Kitchen Equipment
Pacojet > Frozen Desserts
Blast Chillers | blast chiller | blast freezers | blast chilling > Commercial Kitchen Equipment
Commercial Dish Machines | dish machine | dish machines | commercial dishwashers | dish machine operation > Kitchen Sanitation
Warewashing | dishwashing | dish washing | ware washing | pot washing | pots and pans washing > Kitchen Sanitation
Kitchen Thermometers | food thermometers | probe thermometers | thermometer calibration | calibrating thermometers > Food Temperature Logs
# Kitchen food safety
Time and Temperature Control | time/temperature control | =TCS foods | time and temperature control for safety | temperature danger zone | ~danger zone > Food Safety
Food Cooling Procedures | cooling logs | two-stage cooling | cooling food > Food Temperature Logs
Hot and Cold Holding | hot holding | cold holding | holding temperatures | hot-holding | cold-holding > Time and Temperature Control
Food Date Labeling | date labeling | day dots | date marking | labeling and dating | food labeling and dating | food rotation labels > Food Safety
Cross-Contamination Prevention | cross-contact prevention | food cross-contamination prevention > Food Safety
Food Storage Procedures | food storage | proper food storage | food storage practices | walk-in organization > Food Safety
Kitchen Safety | kitchen safety practices | knife safety | burn prevention | kitchen slip prevention > Kitchen Management
# Culinary credentials
American Culinary Federation Certification | =ACF certification | =ACF certified | ACF certifications | American Culinary Federation > Culinary Arts
ACF Certified Culinarian | Certified Culinarian > American Culinary Federation Certification
ACF Certified Sous Chef | Certified Sous Chef > American Culinary Federation Certification
ACF Certified Chef de Cuisine | Certified Chef de Cuisine > American Culinary Federation Certification
ACF Certified Executive Chef | Certified Executive Chef | =CEC > American Culinary Federation Certification
ACF Certified Pastry Culinarian | Certified Pastry Culinarian > American Culinary Federation Certification
ACF Certified Working Pastry Chef | Certified Working Pastry Chef | =CWPC > American Culinary Federation Certification
ProStart | ProStart certificate | =NRAEF ProStart | ProStart program > Culinary Arts

## Public relations practice
# Media relations work
Talking Points | talking point development | key messages | key message development | message points > Media Relations
Message Development | messaging development | key messaging | message strategy > Messaging Frameworks
Corporate Narrative Development | narrative development | core narrative > Corporate Communications
Strategic Communications | strategic communication | strategic comms | communications strategy > Corporate Communications
Stakeholder Communications | stakeholder communication | stakeholder messaging | stakeholder updates > Strategic Communications
PR Strategy | public relations strategy | PR planning | PR plans | public relations plans > Public Relations
Media Inquiries | media inquiry response | responding to media inquiries | press inquiries | media requests | reporter inquiries > Media Relations
Press Office Management | press office | press office operations | news bureau > Media Relations
Media Advisories | media advisory | press advisories | press advisory > Press Release Writing
Press Release Distribution | wire distribution | newswire distribution | wire services | release distribution | press release distribution services > Press Release Writing
EIN Presswire > Press Release Distribution
=ACCESSWIRE | Accesswire > Press Release Distribution
Embargo Management | media embargoes | news embargoes | embargoed announcements | embargoed news > Media Relations
Deskside Briefings | desk-side briefings | deskside meetings | editor briefings | media briefings > Media Relations
Press Tours | media tours | press junkets | media days > Media Relations
Broadcast Media Relations | broadcast media | broadcast pitching | TV pitching | broadcast outreach | broadcast placements > Media Relations
Satellite Media Tours | ?SMT | satellite media tour > Broadcast Media Relations
Radio Media Tours | =RMT | =RMTs | radio media tour > Broadcast Media Relations
Video News Releases | =VNR | =VNRs | video news release > Broadcast Media Relations
Trade Media Relations | trade media | trade press | trade publications | trade press relations > Media Relations
Securing Media Coverage | securing coverage | earned media placements | securing placements | earned coverage | press coverage > Earned Media
Media Interview Preparation | media interview prep | interview briefing documents | media briefing books > Media Training
Media Databases | media database | journalist databases | media contact databases > Media Lists
Newsjacking | reactive PR | reactive media opportunities > Media Pitching
Fact Sheets | fact sheet | media fact sheets | company fact sheets > Press Kits
Backgrounders | backgrounder | company backgrounders | background briefing documents > Press Kits
Company Boilerplate | press release boilerplate | ~boilerplate | boilerplate copy > Press Release Writing
Online Newsroom | online newsroom management | digital newsroom | online press room | media center management > Press Kits
Prezly > Online Newsroom
# Crisis, issues and reputation
Issues Management | issues monitoring | issues and crisis management | issue response > Crisis Communications
Holding Statements | holding statement | crisis statements | reactive statements | reactive statement drafting > Crisis Communications
Crisis Simulations | crisis simulation exercises | crisis communications drills > Crisis Communications
Rapid Response Communications | rapid-response communications | rapid-response messaging > Crisis Communications
Joint Information Center | =JIC | joint information system | =JIS | joint information center operations > Crisis Communications
Communications Audits | communication audits | communications audit | comms audits > Corporate Communications
# Specialties and programs
Publicity Campaigns | publicity campaign | ~publicity | publicity planning > Public Relations
Entertainment Publicity | entertainment PR | talent publicity | film publicity | celebrity publicity | unit publicity > Publicity Campaigns
Book Publicity | book PR | author publicity | book launch publicity | book tours > Publicity Campaigns
Event PR | event media relations | event press coverage > Publicity Campaigns
Consumer PR | consumer public relations | lifestyle PR | consumer publicity > Public Relations
B2B PR | B2B public relations | business-to-business PR | business-to-business public relations > Public Relations
Technology PR | tech PR | technology public relations | tech public relations > Public Relations
Healthcare PR | healthcare public relations | health care PR | pharma PR > Public Relations
Product Launch PR | launch PR | product PR | product launch publicity > Public Relations, Product Launch
Financial Communications | financial PR | financial public relations | earnings communications | transaction communications > Investor Relations
CSR Communications | corporate social responsibility communications | sustainability communications | ESG communications | impact communications > Corporate Communications
Political Communications | political communication | campaign communications | political messaging > Public Affairs
Government Relations | government affairs | legislative affairs | =GR strategy | government relations strategy > Public Affairs
Grassroots Advocacy | grassroots campaigns | grassroots advocacy campaigns | advocacy campaigns > Public Affairs
Influencer Relations | creator relations | influencer engagement | influencer seeding > Influencer Marketing
Executive Visibility Programs | executive visibility | executive positioning | executive profiling | executive thought leadership programs > Executive Communications
Annual Report Content | annual report content development > Corporate Communications
# Measurement and tools
PR Measurement | PR metrics | PR analytics | communications measurement | media measurement | PR reporting > Public Relations
Advertising Value Equivalency | =AVE | =AVEs | ad value equivalency | advertising value equivalents > PR Measurement
PESO Model | =PESO | =PESO model | paid earned shared owned > Public Relations
Prowly > Media Relations
Propel PRM | Propel media relations > Media Relations
Qwoted > Media Relations
Google Alerts > Media Monitoring
Signal AI > Media Monitoring
NewsWhip > Media Monitoring
LexisNexis Newsdesk > Media Monitoring
BurrellesLuce | Burrelles > Media Monitoring
Roxhill Media | Roxhill > Media Lists
# Credentials and ethics
PRSA Code of Ethics | =PRSA Code of Ethics | =PRSA ethics | public relations ethics > Public Relations
Certificate in Principles of Public Relations | =PRSA Certificate in Principles | Principles of Public Relations certificate > Public Relations
Strategic Communication Management Professional | =SCMP | =IABC SCMP > Corporate Communications
Communication Management Professional | =IABC CMP | IABC Communication Management Professional > Corporate Communications

## Video editing practice
# Editing software and plugins
Apple Motion | Motion 5 | Apple Motion 5 > Motion Graphics
Apple Compressor | Compressor for Final Cut > Video Encoding and Transcoding
=iMovie | Apple iMovie > Video Editing
LumaFusion > Video Editing
VEGAS Pro | Sony Vegas | Magix Vegas | Sony Vegas Pro > Video Editing
Filmora | Wondershare Filmora > Video Editing
Adobe Premiere Rush | Premiere Rush > Adobe Premiere Pro
Adobe Dynamic Link | Dynamic Link | Premiere to After Effects Dynamic Link > Adobe Premiere Pro
VEED | =VEED.io | VEED video editor > Video Editing
OpusClip | Opus Clip > Short-Form Video
Logic Pro | Logic Pro X | Apple Logic Pro > Audio Editing
Red Giant Universe > Adobe Premiere Pro
Boris FX Sapphire | Sapphire plugins | Sapphire effects > Visual Effects
FilmConvert | FilmConvert Nitrate > Color Grading
Neat Video | Neat Video denoiser > Video Noise Reduction
Video Noise Reduction | video denoising | denoising footage | temporal noise reduction > Color Grading
HandBrake > Video Encoding and Transcoding
FFmpeg | ffmpeg encoding > Video Encoding and Transcoding
Kyno | Lesspain Kyno > Footage Logging
PostLab | Hedge PostLab > Remote Editing Workflows
LucidLink > Remote Editing Workflows
Avid NEXIS | Avid ISIS | NEXIS shared storage > Avid Media Composer
EditShare | EditShare FLOW > Video Editing
Media Asset Management | =MAM | media asset management systems | video asset management > Digital Asset Management
Iconik | =iconik > Media Asset Management
CatDV | Quantum CatDV > Media Asset Management
Avid MediaCentral | MediaCentral > Media Asset Management
# Ingest, media and conform
Remote Editing Workflows | remote editing | cloud editing workflows | remote post-production | cloud-based editing > Post-Production
Footage Ingest | media ingest | ingesting footage | card offloading | footage offloading | data offloading | dailies ingest > Post-Production
Hedge OffShoot | OffShoot | Hedge for Mac > Footage Ingest
ShotPut Pro > Footage Ingest
Silverstack | Pomfort Silverstack > Footage Ingest
Post-Production Media Management | media wrangling | footage management | project media management | post media management > Post-Production
LTO Archiving | =LTO | LTO tape archiving | LTO backups | footage archiving | =LTFS > Post-Production Media Management
Audio Syncing | syncing audio | audio sync | dual-system sound syncing | syncing dual-system audio | waveform syncing > Video Editing
PluralEyes | Red Giant PluralEyes > Audio Syncing
Tentacle Sync | Tentacle Sync Studio > Audio Syncing
Timecode Workflows | =SMPTE timecode | timecode sync | jam sync | ~timecode | timecode management > Post-Production
Picture Lock | picture locking | locked cut | locking picture > Post-Production
Conforming | online conform | conforming edits | ~conform > Online Edit Finishing
XML Round-Tripping | XML round trips | round-trip workflows | =FCPXML > Post-Production
Aspect Ratio Reframing | aspect ratios | auto reframe | aspect ratio conversion > Video Editing
Frame Rate Conversion | frame rates | frame rate conversions > Video Encoding and Transcoding
4K Video Workflows | 4K editing | 4K video | =UHD video | 4K footage | 8K workflows > Post-Production
=R3D | REDCODE RAW | RED R3D | R3D files > RAW Video Workflows
Blackmagic RAW | =BRAW > RAW Video Workflows
ARRIRAW | ARRI RAW > RAW Video Workflows
Sony S-Log | =S-Log | =S-Log3 | =S-Log2 > Log Footage Grading
Canon Log | =C-Log | =C-Log3 > Log Footage Grading
ARRI LogC | =LogC | =LogC3 | =LogC4 > Log Footage Grading
Broadcast Safe Compliance | broadcast safe | broadcast-safe levels | legal levels | title safe | action safe | safe title areas > Broadcast Deliverables
# Editing techniques and story
Narrative Editing | story editing | scripted editing | narrative storytelling editing > Video Editing
Continuity Editing | match cuts | match on action | continuity cutting > Video Editing
J-Cuts and L-Cuts | J-cuts | L-cuts | J and L cuts | split edits > Video Editing
Paper Edits | paper edit | paper editing > Rough Cut Editing
Selects and String-Outs | ~selects | string-outs | stringouts | selects reels | pulling selects > Rough Cut Editing
Assembly Edits | assembly edit | assembly cut | assembly cuts > Rough Cut Editing
Fine Cut Editing | fine cut | fine cuts > Video Editing
Text-Based Editing | transcript-based editing | text-based video editing | transcript editing > Video Editing
B-Roll Footage | B-roll | B-roll selection | B-roll editing | B-roll shooting > Video Editing
Speed Ramping | speed ramps | time remapping | time remap > Video Editing
Video Stabilization | footage stabilization | stabilizing footage | image stabilization in post > Video Editing
Warp Stabilizer | Adobe Warp Stabilizer > Video Stabilization
Music Editing | music cutting | cutting to music | editing to music | music selection | music edits > Video Editing
Sound Effects Editing | sound effects | =SFX editing | sound effects libraries > Sound Design
~Foley | ~foley | foley recording | foley artistry | foley editing > Sound Design
Automated Dialogue Replacement | dialogue replacement | =ADR sessions | =ADR recording > Audio Editing
Audio Sweetening | sweetening audio | audio polish > Audio Mixing
Interview Editing | interview-based content | talking-head editing | talking head videos | interview cutdowns > Video Editing
Cutdowns | cutdown edits | video cutdowns | versioning cutdowns | :30 and :15 cutdowns > Commercial Editing
Trailer Editing | movie trailers | film trailers | trailer cutting > Video Editing
Promo Editing | broadcast promos | on-air promos | promo spots > Commercial Editing
Sizzle Reels | sizzle reel | sizzle videos | sizzle tapes > Video Editing
Highlight Reels | highlight reel | highlight videos | sports highlights | event highlight videos > Video Editing
Corporate Video | corporate videos | corporate video editing | internal corporate videos > Video Production
Video Podcast Editing | video podcasts | vodcast editing | podcast video editing > Podcast Production
Screen Recording | screencasts | screencasting | screen recordings | screen capture video > Video Production
Shot Lists | shot list | shot list creation | shot listing > Video Pre-Production
360-Degree Video | 360 video | VR video | immersive video > Video Production
Video Review and Approval | video approval workflows | client video review | video feedback rounds > Frame.io
# Live, stock and certifications
=vMix | vMix live production > Live Streaming Production
Wirecast | Telestream Wirecast > Live Streaming Production
Blackmagic ATEM | ATEM switcher | ATEM Mini | ATEM switchers > Live Streaming Production
StreamYard > Live Streaming Production
Artlist | Artlist.io > Music Licensing
Musicbed > Music Licensing
Epidemic Sound > Music Licensing
Storyblocks > Stock Footage
Envato Elements | ~=Envato > Stock Footage
Motion Array > Stock Footage
Pond5 > Stock Footage
Shutterstock | Shutterstock video > Stock Footage
Getty Images | Getty Images video | ~=Getty > Stock Footage
Avid Certified User | =ACU | Avid Certified User Media Composer | Avid Media Composer certification > Avid Media Composer
DaVinci Resolve Certification | Blackmagic Design certification | DaVinci Resolve certified | DaVinci Resolve Certified User > DaVinci Resolve

## Architecture practice
# Design studies and presentation
Massing Studies | massing models | building massing | massing study | massing options > Conceptual Design
Site Planning | site layout planning | site planning and design > Site Plans
Site Analysis | site context analysis | site studies | site and context analysis > Site Planning
Architectural Diagrams | architectural diagramming | design diagrams | concept diagrams | parti diagrams > Architectural Design
Design Narratives | design narrative | design statements | design intent narratives > Architectural Design
Design Presentations | client design presentations | presentation drawings | design presentation packages > Architectural Design
Hand Rendering | hand-drawn renderings | watercolor rendering | marker rendering | hand renderings > Architectural Rendering
Walkthrough Animations | architectural animations | walkthrough animation | flythrough animations | fly-through animations | fly-throughs > Architectural Rendering
VR Design Reviews | VR walkthroughs | virtual reality walkthroughs | immersive design reviews | virtual reality design review > Architectural Rendering
Interior Rendering | interior renderings | interior visualization | photorealistic interior renderings > Architectural Rendering
Computational Design | algorithmic design | design computation | computational design workflows > Rhino Grasshopper
Parametric Design | parametric architecture | parametric design tools | parametric facade design > Computational Design
Rhino.Inside.Revit | Rhino.Inside | Rhino Inside Revit > Rhinoceros 3D, Autodesk Revit
Speckle | Speckle Systems > BIM Coordination
# Drawings, detailing and documentation
Drawing Set Production | drawing sets | sheet setup | sheet layout | drawing production > Construction Documents
Architectural Drafting | architectural CAD drafting | architectural drafting standards > CAD Drafting
Manual Drafting | hand drafting | board drafting | manual drafting techniques > CAD Drafting
Exterior Elevations | building elevations | exterior elevation drawings > Construction Documents
Building Sections | section drawings | building cross sections > Construction Documents
Interior Elevations | interior elevation drawings | millwork elevations | casework elevations > Construction Documents
Enlarged Plans | enlarged floor plans | enlarged restroom plans | enlarged stair plans > Construction Documents
Roof Plans | roof plan | roof drainage plans | roof plan drawings > Construction Documents
Wall Types | wall type schedules | partition types | wall type details | partition schedules > Architectural Detailing
Fire-Rated Assemblies | fire rated assemblies | rated assemblies | fire-resistance-rated assemblies | =UL assemblies | UL fire-rated assemblies | =UL design numbers > Building Code Analysis
Fire Separation Design | fire separations | fire barriers | fire partitions | fire separation distance > Building Code Analysis
Occupancy Classification | occupancy classifications | occupancy groups | use and occupancy classification > Building Code Analysis
IBC Construction Types | construction type classification | =IBC construction type > Building Code Analysis
Sound Transmission Class | =STC | =STC ratings | =IIC | impact insulation class | acoustical ratings > Architectural Acoustics
Storefront Systems | aluminum storefront | storefront glazing | storefront design > Facade Design
Fenestration Design | fenestration | fenestration details | window design | window and door openings design > Facade Design
Revit Family Creation | Revit families | Revit family editor | parametric Revit families | Revit content creation > Autodesk Revit
Revit Standards and Templates | Revit templates | Revit standards | Revit project templates | Revit view templates > Autodesk Revit
Revit Worksharing | worksharing | Revit central model | central models | workset management | Revit worksets > Autodesk Revit
pyRevit > Autodesk Revit
Ideate BIMLink | Ideate Software | Ideate Explorer > Autodesk Revit
SketchUp LayOut | LayOut for SketchUp > SketchUp
Architectural Woodwork Standards | =AWI standards | AWI quality standards | AWI/AWMAC standards > Millwork Design
# Codes, approvals and contracts
Plan Check Corrections | plan check comments | plan check responses | plan review comments | responding to plan check | plan check > Building Permits
Design Review Board Approvals | design review boards | design review board | architectural review board | =ARB approvals | design review commission > Land Use Entitlements
Bidding and Negotiation Phase | bidding and negotiation | bid phase services | bidding phase services > Construction Administration
Bid Addenda | addenda | addendum preparation | drawing addenda | bid addendum > Bidding and Negotiation Phase
Consultant Coordination | design consultant coordination | subconsultant coordination | coordinating engineering consultants | engineering consultant coordination > Architectural Design
AIA B101 | =B101 | owner-architect agreement | AIA B101 agreement | owner-architect agreements > AIA Contract Documents
Fitwel | Fitwel certification | Fitwel Ambassador > Sustainable Design
ENERGY STAR Certification | =ENERGY STAR | =Energy Star | ENERGY STAR certified > Sustainable Design
LEED for Neighborhood Development | =LEED ND | =LEED-ND > LEED
Certified Construction Contract Administrator | =CCCA | CSI CCCA > Construction Administration
# Project types and delivery
Core and Shell | core & shell | shell and core | base building design | core and shell projects > Architectural Design
Prototype Site Adaptation | prototype adaptations | site adapts | site adaptation | store prototypes | prototype store design > Architectural Design
Residential Architecture | residential design | custom home design | single-family home design | custom residential design > Architectural Design
Senior Living Design | senior living architecture | assisted living design | senior housing design | memory care design > Architectural Design
Landscape Architecture | landscape architectural design | landscape design | planting plans | hardscape design > Site Planning

Justice Facility Design | correctional facility design | justice architecture | detention facility design | courthouse design > Architectural Design
Aviation Facility Design | airport terminal design | aviation architecture | airport terminal architecture > Architectural Design
Affordable Housing Design | affordable housing architecture | affordable multifamily design > Multifamily Design
# Building science, envelope and standards
Passive Design Strategies | passive design | passive solar design | passive strategies > Sustainable Design
Solar and Shadow Studies | sun studies | shadow studies | solar studies | sun path analysis | shadow analysis > Site Analysis
Thermal Bridging Analysis | thermal bridging | thermal bridge analysis | thermal bridge modeling > Building Science
LBNL THERM | =THERM | THERM software | LBNL WINDOW > Thermal Bridging Analysis
Air and Vapor Barrier Design | air barrier design | vapor retarder design | air and vapor barrier detailing | air barrier detailing > Building Envelope Design
Flashing Details | flashing design | sheet metal flashing details | flashing detailing > Building Envelope Design
Masonry Detailing | masonry details | brick detailing | masonry veneer detailing > Architectural Detailing
Stair and Ramp Design | stair design | ramp design | stair details | stair and ramp details > Architectural Detailing
Restroom Layout Design | restroom layouts | toilet room layouts | accessible restroom design | restroom design > Accessible Design
Construction Materials and Methods | materials and methods of construction | building materials and methods | construction methods and materials > Architectural Detailing
GSA P-100 | =P100 | PBS-P100 | Facilities Standards for the Public Buildings Service > Building Codes
Antiterrorism Force Protection | =AT/FP | anti-terrorism force protection | antiterrorism/force protection | =UFC 4-010-01 > Unified Facilities Criteria
International Green Construction Code | =IgCC > Building Codes
Living Future Accredited | Living Future Accreditation | =LFA > Living Building Challenge
Autodesk Docs | =ACC Docs > Autodesk Construction Cloud
Karamba3D | Karamba 3D > Rhino Grasshopper
BQE Core | =BQE CORE > Project Accounting
ArchiOffice > Project Accounting

## Interior design practice details
# Lighting, finishes and materials
Lighting Plans | lighting layouts | lighting design plans | lighting layout plans > Lighting Design
Lighting Fixture Specification | lighting specification | light fixture selection | decorative lighting selection | decorative lighting | lighting selections > Lighting Design
Ceiling Design | ceiling treatments | ceiling details | feature ceilings > Reflected Ceiling Plans
Acoustic Panels | acoustical panels | acoustic treatments | sound-absorbing panels | acoustic wall panels | acoustical treatments > Architectural Acoustics
Tile Selection | tile specification | tile specifications | tile selections | porcelain tile selection > Finish Selections
Natural Stone Selection | natural stone | stone selection | marble and granite selection | stone slabs | slab selection > Finish Selections
Countertop Selection | countertop specification | countertop materials | countertop selections > Finish Selections
Resilient Flooring | luxury vinyl tile | =LVT flooring | luxury vinyl plank | =LVP | resilient flooring specification | sheet vinyl > Flooring Selection
Carpet Specification | carpet selection | carpet tile specification > Flooring Selection
Paint Color Selection | paint colors | paint selection | paint color schedules | paint specifications > Color Palettes
Benjamin Moore | Benjamin Moore paints > Paint Color Selection
Sherwin-Williams | Sherwin Williams | Sherwin-Williams paints > Paint Color Selection
Plumbing Fixture Selection | plumbing fixture selections | plumbing fixture specification | faucet selection | fixture selections > Finish Selections
Decorative Hardware Selection | cabinet hardware | decorative hardware | hardware selections > Finish Selections
Appliance Selection | appliance specification | appliance selections | appliance packages > Kitchen and Bath Design
Color Consulting | color consultation | color consultations | color consultant services > Color Theory
Memo Samples | memo sample ordering > Materials Libraries
Material Bank | Material Bank samples > Materials Libraries
# Furniture and soft goods
Custom Furniture Design | custom furniture | bespoke furniture design | furniture design | custom furnishings > FF&E Specification
Contract Furniture | commercial furniture | contract furnishings | contract furniture specification > FF&E Specification
Furniture Dealer Coordination | furniture dealers | dealer coordination | furniture dealer relationships > FF&E Procurement
Case Goods | casegoods | case goods specification | casegood specification > FF&E Specification
Upholstery Specification | upholstery selection | upholstery specifications | upholstered furniture | reupholstery > FF&E Specification
Customer's Own Material | =COM fabric | customer's own leather | =COM/COL > Textile Selection
Soft Furnishings | soft furnishings design | ~soft goods | textiles and soft goods > Finish Selections
Area Rug Design | area rugs | custom rugs | rug design | rug specification | rug selection > Finish Selections
Workroom Coordination | drapery workrooms | workroom orders | soft goods workroom | drapery workroom coordination > Window Treatments
Cabinetry Design | cabinet design | cabinetry layout | cabinet layouts | custom cabinetry design > Millwork Design
Closet Design | custom closet design | closet systems design | closet systems > Interior Design
OS&E | =OS&E | operating supplies and equipment | OS&E procurement | OS&E specification > FF&E Procurement
Furniture Inventory | furniture inventories | furniture audits | existing furniture inventory | furniture reuse audits > FF&E Procurement
Kimball International | Kimball furniture | ~=Kimball > FF&E Specification
Allsteel > FF&E Specification
Humanscale > FF&E Specification
Spec Books | specification books | design spec books | selections binders | specification binders > FF&E Specification
# Practice areas and methods
Residential Interior Design | residential interiors | home interior design | residential interior projects > Interior Design
Interior Architecture | interior architectural design | interior architecture projects > Interior Design
Model Home Merchandising | model home design | model merchandising | model home staging > Interior Styling
Multifamily Amenity Design | amenity design | clubhouse design | amenity space design > Multifamily Design
Hospitality Brand Standards | hotel brand standards | hospitality brand standards compliance | hotel brand guidelines > Hospitality Interior Design
Workplace Strategy | workplace strategies | workplace consulting | workplace strategy consulting > Workplace Design
Activity-Based Working | =ABW | activity-based workplace | activity based working > Workplace Strategy
Ergonomic Workstation Design | ergonomic workstations | workstation ergonomics | ergonomic furniture selection | ergonomic furniture > Workplace Design
Office Move Management | office relocation management | move coordination > Workplace Design
Perspective Drawing | perspective sketches | hand perspective drawing | one-point perspective | two-point perspective > Sketching
Feng Shui | feng shui design | feng shui principles > Interior Design

# Sustainability, wellbeing and tools
Evidence-Based Design | ?=EBD | evidence based design | evidence-based healthcare design > Healthcare Interior Design
EDAC Certification | =EDAC | Evidence-Based Design Accreditation and Certification > Evidence-Based Design
Trauma-Informed Design | trauma informed design | trauma-informed interiors > Interior Design
Sensory-Friendly Design | neuroinclusive design | neurodiverse design | sensory-inclusive design > Inclusive Design
Red List Free Materials | Red List | =LBC Red List | Red List free > Sustainable Interior Materials
Health Product Declarations | =HPD | =HPDs | health product declaration > Sustainable Interior Materials
Environmental Product Declarations | =EPD | =EPDs | environmental product declaration > Embodied Carbon Analysis
GREENGUARD Certification | =GREENGUARD | GREENGUARD Gold | =UL GREENGUARD > Sustainable Interior Materials
California Certified Interior Designer | =CCIDC | Certified Interior Designer | =CID certification > NCIDQ Certification
Furniture Standards Programs | furniture standards | furniture standards program | furniture standardization > FF&E Specification
Finish Plans | finish floor plans | finish plan drawings > Finish Schedules
Design Trend Forecasting | trend forecasting | color trends | design trends research | color forecasting > Interior Design
Antique Sourcing | antiques sourcing | vintage sourcing | antique and vintage furniture sourcing > Interior Styling
Foyr Neo | ~=Foyr > Interior Rendering
Planner 5D > Space Planning
Homestyler > Space Planning
RoomSketcher > Space Planning
Cedreo > Residential Architecture

## Urban planning practice
# Plans and planning areas
Urban Planning | city planning | town planning | municipal planning | urban and regional planning | city and regional planning
Comprehensive Planning | ~comprehensive plans | ~comprehensive plan | ~general plans | ~general plan | comprehensive plan updates | general plan updates > Urban Planning
Land Use Planning | land-use planning | land use plans | land use planning studies > Urban Planning
~Current Planning | ~current planning | current planning review | development services review > Development Review
Neighborhood Plans | neighborhood planning | neighborhood plan | neighborhood plan updates > Comprehensive Planning
Small Area Plans | small area plan | sector plans | area plans | station area plans > Comprehensive Planning
~Specific Plans | ~specific plans | specific plan preparation > Comprehensive Planning
Plan Amendments | comprehensive plan amendments | general plan amendments | plan amendment applications > Comprehensive Planning
Regional Planning | regional plans | regional planning studies > Urban Planning
Growth Management | growth management plans | urban growth boundaries | urban growth boundary > Comprehensive Planning
Smart Growth | smart growth principles | smart growth planning > Comprehensive Planning
New Urbanism | new urbanist design | traditional neighborhood development | =TND > Urban Design
Placemaking | creative placemaking | tactical urbanism | placemaking projects > Urban Design
Parks and Open Space Planning | parks master plans | open space planning | park planning | parks and recreation master planning > Comprehensive Planning
Sustainability Planning | community sustainability planning | sustainability action plans > Comprehensive Planning
Climate Action Plans | climate action planning | climate action plan | climate plans > Sustainability Planning
Resilience Planning | climate resilience planning | climate adaptation planning | resilience plans | climate resilience | climate adaptation | climate vulnerability assessment > Sustainability Planning
Hazard Mitigation Plans | hazard mitigation planning | local hazard mitigation plans | =LHMP | hazard mitigation plan > Resilience Planning
# Zoning and development review
Zoning Codes | zoning ordinances | zoning regulations | zoning code | ~zoning | zoning bylaws | zoning ordinance | zoning laws > Land Use Law
Zoning Administration | zoning interpretations | zoning determinations | zoning enforcement | zoning plan review > Zoning Codes
Zoning Code Updates | zoning code rewrites | zoning ordinance amendments | text amendments | zoning text amendments | code amendments > Zoning Codes
Zoning Maps | zoning map | zoning map updates | zoning map amendments > Zoning Codes
Rezoning | rezonings | rezoning applications | rezoning requests > Land Use Entitlements
Form-Based Codes | form-based code | form based codes | SmartCode > Zoning Codes
Overlay Districts | overlay zones | zoning overlays | overlay zoning > Zoning Codes
Conditional Use Permits | =CUP | =CUPs | conditional use permit | special use permits | special use permit | =SUP > Land Use Entitlements
Planned Unit Developments | =PUD | =PUDs | planned unit development > Land Use Entitlements
Development Review | development applications review | land development review | development review process > Land Use Entitlements
Subdivision Regulations | subdivision ordinances | subdivision review | subdivision code | plat review | plat approval | platting > Development Review
Development Agreements | development agreement | development agreement negotiation > Land Use Entitlements
Impact Fees | impact fee studies | development impact fees | impact fee calculations > Development Review
Accessory Dwelling Units | =ADU | =ADUs | =ADU regulations | accessory dwelling unit | =ADU ordinances > Zoning Codes
Short-Term Rental Regulation | short-term rental ordinances | =STR regulations | short-term rental permitting | short-term rental regulations > Zoning Codes
Sign Codes | sign code | sign ordinances | sign permits | sign regulations | sign permit review > Zoning Codes
Landscape Ordinances | landscaping requirements | landscape codes | tree preservation ordinances | tree ordinances | landscape code compliance > Zoning Codes
Transfer of Development Rights | transferable development rights | development rights transfer | =TDR program > Land Use Law
Annexation | annexations | annexation agreements | municipal annexation | annexation petitions > Land Use Law
Ordinance Drafting | drafting ordinances | ordinance writing | land use ordinances | ordinance preparation > Land Use Law
Planning Staff Reports | staff reports | staff report writing | staff report preparation > Development Review
Planning Commission Presentations | planning commission | planning commission meetings | city council presentations | council presentations > Public Hearings
Public Hearings | public hearing process | public hearing notices | public hearing presentations | public hearing notification > Land Use Entitlements
Certificates of Appropriateness | certificate of appropriateness | historic district review | historic design review > Historic Preservation
# Housing, economic and community development
Housing Policy | housing policy analysis | housing plans | housing strategies | housing strategy > Urban Planning
Housing Elements | housing element | housing element updates > Housing Policy
Regional Housing Needs Allocation | =RHNA | =RHNA allocation > Housing Elements
Housing Needs Assessments | housing needs assessment | housing studies | housing market studies > Housing Policy
Inclusionary Zoning | inclusionary housing | inclusionary zoning ordinances | inclusionary housing programs > Housing Policy
Density Bonus | density bonuses | density bonus law | density bonus programs > Housing Policy
Economic Development | economic development planning | economic development strategies | economic development programs > Urban Planning
Downtown Revitalization | Main Street program | Main Street Approach | downtown redevelopment | downtown revitalization strategies > Economic Development
Redevelopment Planning | redevelopment plans | urban redevelopment | urban renewal | ~redevelopment > Economic Development
Tax Increment Financing | ~=TIF | =TIF districts | tax increment financing districts | =TIRZ > Economic Development
Brownfield Redevelopment | brownfields | brownfield sites | brownfield grants | =EPA Brownfields | brownfields redevelopment > Redevelopment Planning
Fiscal Impact Analysis | fiscal impact studies | fiscal impact models | fiscal impact assessments > Economic Development
Community Development | community development planning | community development programs > Urban Planning
Community Development Block Grant | =CDBG | =CDBG program | =CDBG-DR | CDBG administration | =CDBG grants > Community Development
HUD Consolidated Plan | =ConPlan | consolidated plans | consolidated plan | =HUD Consolidated Plan > Community Development Block Grant
=CAPER | Consolidated Annual Performance and Evaluation Report | =CAPER reports > HUD Consolidated Plan
Affirmatively Furthering Fair Housing | =AFFH | analysis of impediments to fair housing | fair housing analysis > Fair Housing Act
# Environmental and historic review
Environmental Review | environmental review process | environmental review documents | environmental clearance > NEPA Compliance
Environmental Impact Reports | =EIR | =EIRs | environmental impact report > California Environmental Quality Act
Environmental Impact Statements | ~=EIS | environmental impact statement | environmental impact assessment | environmental impact assessments > NEPA Compliance
NEPA Environmental Assessments | =NEPA EA | environmental assessments | =FONSI | finding of no significant impact > NEPA Compliance
Mitigated Negative Declarations | =MND | =IS/MND | negative declarations > California Environmental Quality Act
Mitigation Monitoring and Reporting Programs | =MMRP | mitigation monitoring | mitigation monitoring programs > California Environmental Quality Act
Section 106 Review | =Section 106 | Section 106 consultation | =NHPA Section 106 | National Historic Preservation Act > Historic Preservation
National Register Nominations | National Register of Historic Places | =NRHP | National Register eligibility > Historic Preservation
Environmental Justice | environmental justice analysis | =EJ analysis | EJScreen | environmental justice screening > Environmental Review
Title VI Compliance | =Title VI | Title VI of the Civil Rights Act | Title VI programs | Title VI analysis > Environmental Justice
# Transportation planning
Transit-Oriented Development | =TOD | transit oriented development | transit-oriented development planning > Transit Planning
Metropolitan Planning Organizations | =MPO | =MPOs | metropolitan planning organization | metropolitan planning > Transportation Planning
Long-Range Transportation Plans | =LRTP | long range transportation plan | long-range transportation plan | metropolitan transportation plan > Metropolitan Planning Organizations
Transportation Improvement Program | =STIP | statewide transportation improvement program | =TIP development | transportation improvement programs > Metropolitan Planning Organizations
Micromobility | micromobility planning | bike share | bikeshare | scooter share | shared micromobility > Active Transportation Planning
Remix Transit Planning | Remix by Via | ?=Remix > Transit Planning
Replica Travel Data | Replica HQ | ~=Replica > Transportation Planning
PTV Visum | Visum > Travel Demand Modeling
# Engagement, data and software
Public Participation | public involvement | public participation plans | public involvement plans | public outreach programs > Community Engagement
IAP2 Certification | =IAP2 | IAP2 Certificate in Public Participation | IAP2 spectrum > Public Participation
Social Pinpoint > Public Participation
PublicInput | PublicInput.com > Public Participation
EngagementHQ | Granicus EngagementHQ | Bang the Table > Public Participation
Maptionnaire > Public Participation
Konveio > Public Participation
Demographic Analysis | demographic research | demographic data analysis | demographic studies | demographic trends analysis > Data Analysis
Population Projections | population forecasting | population forecasts | demographic projections | population estimates > Demographic Analysis
Buildout Analysis | build-out analysis | buildout scenarios | build-out scenarios > Land Use Planning
CommunityViz > Scenario Planning
UrbanFootprint > Scenario Planning
ArcGIS Urban | Esri ArcGIS Urban > ArcGIS
Permit Tracking Systems | permit tracking | permitting software | land management systems | permit tracking software | land management software > Building Permits
Accela | Accela Civic Platform | Accela Automation > Permit Tracking Systems
Tyler EnerGov | EnerGov > Permit Tracking Systems
OpenGov Permitting | OpenGov Permitting & Licensing | ViewPoint Cloud > Permit Tracking Systems
AICP Certification | =AICP | American Institute of Certified Planners | =AICP certified | =AICP candidate | =AICP certification > Urban Planning
AICP Certified Transportation Planner | =AICP CTP > AICP Certification, Transportation Planning
Professional Transportation Planner | =PTP certification | =PTP certified > Transportation Planning
Certified Environmental Planner | =AICP CEP > AICP Certification

## Technical writing practice
# Document types
Technical Documentation | technical docs | product documentation | technical manuals > Technical Writing
User Documentation | user manuals | user guides | end-user documentation | user manual | user guide | help documentation > Technical Documentation
Installation Guides | install guides | installation manuals | setup guides > User Documentation
Quick Start Guides | quick-start guides | getting started guides | quickstart guides | quick reference guides > User Documentation
Online Help Systems | online help | help systems | help center content | online help systems authoring > User Documentation
Context-Sensitive Help | embedded help | in-product help | in-app help | contextual help > Online Help Systems
Operator Manual Authoring | operating manuals | operation manuals | owner's manuals | operator's manuals | operator manual development | operator manual writing > Technical Documentation
Maintenance Manual Authoring | maintenance procedures documentation | maintenance manual writing | service manual writing > Technical Documentation
Tutorial Writing | writing tutorials | how-to guides | how-to articles | step-by-step guides > Technical Writing
SDK Documentation | SDK docs | developer documentation | developer docs > API Documentation
API Reference Documentation | API reference | API reference docs | reference documentation > API Documentation
Code Samples | code examples | sample code | code snippets for documentation > API Documentation
Developer Portals | developer portal | dev portals | developer hub > API Documentation
Documentation Plans | documentation planning | doc plans | documentation roadmaps > Technical Writing
Documentation Reviews | documentation review | technical accuracy reviews | SME reviews > Technical Writing
Technical Editing | technical editor review | editing technical documents | technical copyediting > Copy Editing
Glossary Development | glossaries | glossary creation | glossary management > Technical Writing
Terminology Management | term bases | termbases | terminology databases | controlled terminology > Software Localization
Writing for Translation | localization-ready content | translation-ready content | global English | writing for localization > Software Localization
Technical Illustration | technical illustrations | exploded views | exploded-view drawings | line art illustrations > Technical Documentation
Screen Captures | ~screenshots | annotated screenshots | screenshot annotation > Technical Documentation
Snagit | TechSmith Snagit > Screen Captures
Interactive Electronic Technical Manuals | =IETM | =IETMs | interactive electronic technical manual > S1000D
# Methods and standards
Structured Authoring | structured writing | structured content authoring | structured content > Technical Writing
Topic-Based Authoring | topic-based writing | topic based authoring | topic-based documentation > Structured Authoring
Single-Sourcing | single sourcing | single-source publishing | single source publishing | multi-channel publishing > Structured Authoring
Content Reuse | content reuse strategy | reusable content | content reuse strategies | conrefs > Single-Sourcing
Conditional Text | conditional content | conditional processing | conditional tagging > Single-Sourcing
Darwin Information Typing Architecture | =DITA | DITA XML | DITA authoring | DITA topics | =DITA 1.3 | DITA maps > Structured Authoring
DITA Open Toolkit | =DITA-OT | DITA OT > Darwin Information Typing Architecture
=DocBook | DocBook XML > Structured Authoring
=S1000D | S1000D data modules | S1000D issue 4 > Structured Authoring
ATA iSpec 2200 | iSpec 2200 | =ATA 100 | ATA Spec 100 > Technical Documentation
Simplified Technical English | ASD-STE100 | ASD Simplified Technical English | =STE writing > Technical Writing
Information Mapping | Information Mapping method | information mapping methodology > Structured Authoring
Diátaxis | Diataxis | Diátaxis framework | Diataxis framework > Technical Writing
Minimalist Documentation | minimalism in technical writing | minimalist writing | minimalism principles > Technical Writing
Audience Analysis | audience analyses | reader analysis | audience needs analysis > Technical Writing
Docs-as-Code | docs as code | documentation as code | docs-as-code workflows > Technical Writing
Microsoft Writing Style Guide | Microsoft Manual of Style | =MSTP > Style Guides
Google Developer Documentation Style Guide | Google developer style guide | Google developer documentation style > Style Guides
ISO/IEC/IEEE 26514 | =IEEE 26514 | ISO 26514 | =ISO/IEC 26514 > Technical Documentation
IEC/IEEE 82079-1 | =IEC 82079 | IEC 82079-1 | =IEC/IEEE 82079 > Operator Manual Authoring
ANSI Z535 | =ANSI Z535.4 | =ANSI Z535.6 | Z535 safety labels | product safety labels | safety messages in manuals > Operator Manual Authoring
MIL-STD-40051 | MIL-STD-40051-2 > Technical Documentation
MIL-STD-38784 > Technical Documentation
Certified Professional Technical Communicator | =CPTC | CPTC Foundation | CPTC certification > Technical Writing
# Authoring tools and platforms
Help Authoring Tools | help authoring software > Online Help Systems
MadCap Flare | Flare authoring | MadCap Software > Help Authoring Tools
MadCap Central > MadCap Flare
Adobe FrameMaker | FrameMaker | structured FrameMaker > Structured Authoring
Adobe RoboHelp | RoboHelp > Help Authoring Tools
Oxygen XML Editor | Oxygen XML Author | Oxygen XML Web Author | oXygen XML > Darwin Information Typing Architecture
XMetaL | XMetaL Author > Darwin Information Typing Architecture
Arbortext Editor | PTC Arbortext | Arbortext > Structured Authoring
Arbortext IsoDraw | IsoDraw | PTC Arbortext IsoDraw > Technical Illustration
Component Content Management Systems | =CCMS | component content management | component content management system > Structured Authoring
Paligo > Component Content Management Systems
Heretto | easyDITA > Component Content Management Systems
IXIASOFT CCMS | =IXIASOFT > Component Content Management Systems
RWS Tridion Docs | Tridion Docs | SDL Tridion Docs | SDL LiveContent > Component Content Management Systems
Author-it | Author-it Cloud > Component Content Management Systems
reStructuredText | =reST | reStructuredText markup > Sphinx Documentation
AsciiDoc | Asciidoctor > Docs-as-Code
Sphinx Documentation | Sphinx documentation generator | ~=Sphinx | Sphinx docs > Docs-as-Code
Read the Docs | ReadTheDocs > Sphinx Documentation
MkDocs | Material for MkDocs > Docs-as-Code
Docusaurus > Docs-as-Code
Hugo Static Site Generator | ~=Hugo | Hugo SSG > Static Site Generation
Jekyll | ~=Jekyll | Jekyll static site generator > Static Site Generation
Antora > AsciiDoc
GitBook > Docs-as-Code
Vale Linter | Vale prose linter | ~=Vale | Vale style linter > Docs-as-Code
ReadMe.com | =ReadMe.io | ReadMe developer hub | ReadMe API docs > API Documentation
Redocly | =Redoc > API Documentation
Stoplight | Stoplight Studio > API Documentation
Mintlify > API Documentation
Archbee > Docs-as-Code
Doxygen > API Documentation
Javadoc > API Documentation
JSDoc > API Documentation
Document Type Definitions | =DTD | =DTDs | document type definition > XML
XSL-FO | XSL Formatting Objects > XSLT
Schematron > XML Schema
Typesetting | typesetting skills | book typesetting > Desktop Publishing

## Library science practice
# Cataloging and metadata
Original Cataloging | original cataloguing | original cataloging of print and media > Library Cataloging
Copy Cataloging | copy cataloguing | copy cataloging workflows > Library Cataloging
MARC 21 | =MARC21 | =MARC | MARC format | MARC bibliographic format | MARC 21 bibliographic > Library Cataloging
Resource Description and Access | RDA Toolkit | ?=RDA | =RDA standards > Library Cataloging
=AACR2 | Anglo-American Cataloguing Rules | Anglo-American Cataloging Rules > Library Cataloging
BIBFRAME | =BIBFRAME 2.0 > Library Cataloging
Authority Control | authority records | name authority records | authority work | authority file maintenance > Library Cataloging
Name Authority Cooperative Program | =NACO | =NACO training > Authority Control
Sears List of Subject Headings | Sears subject headings | Sears headings > Library Cataloging
MarcEdit > Library Cataloging
Classification Web | =ClassWeb > Library of Congress Classification
OCLC Connexion | Connexion client | OCLC Connexion client > OCLC WorldCat
OCLC WorldShare Management Services | OCLC WorldShare | WorldShare | WorldShare Record Manager > Integrated Library Systems
Library Metadata Standards | library metadata | descriptive metadata | metadata creation > Library Cataloging
Dublin Core | Dublin Core metadata | qualified Dublin Core > Library Metadata Standards
Metadata Object Description Schema | =MODS | =MODS metadata > Library Metadata Standards
Metadata Encoding and Transmission Standard | =METS | =METS metadata > Library Metadata Standards
OAI-PMH | =OAI-PMH harvesting | Open Archives Initiative Protocol for Metadata Harvesting > Library Metadata Standards
Controlled Vocabularies | controlled vocabulary | thesaurus construction | subject vocabularies > Library Metadata Standards
Library Linked Data | linked data | linked open data | library linked open data > Library Metadata Standards
Subject Analysis | subject cataloging | subject heading assignment | subject indexing > Library Cataloging
# Library systems and discovery
Library Discovery Systems | discovery layers | discovery layer | library discovery platforms > Integrated Library Systems
Ex Libris Primo | Primo VE | ~=Primo | Primo discovery > Library Discovery Systems
EBSCO Discovery Service | EBSCO Discovery > Library Discovery Systems
ProQuest Summon | ~=Summon | Summon discovery > Library Discovery Systems
Innovative Sierra | Sierra ILS | III Sierra | ~=Sierra > Integrated Library Systems
Polaris ILS | Innovative Polaris | ~=Polaris > Integrated Library Systems
Evergreen ILS | ~=Evergreen > Integrated Library Systems
SirsiDynix Symphony | SirsiDynix | Symphony ILS > Integrated Library Systems
SirsiDynix Horizon | Horizon ILS > Integrated Library Systems
Follett Destiny | Destiny Library Manager | Follett Destiny Library Manager > Integrated Library Systems
=FOLIO | FOLIO LSP | FOLIO library services platform > Integrated Library Systems
Aspen Discovery > Library Discovery Systems
BiblioCommons | BiblioCore > Library Discovery Systems
LibCal | Springshare LibCal > LibGuides
LibAnswers | Springshare LibAnswers | LibChat > Reference Services
LibWizard | Springshare LibWizard > LibGuides
LibInsight | Springshare LibInsight > Library Assessment
# Electronic resources and acquisitions
Electronic Resources Management | e-resources management | electronic resources | e-resources | electronic resource management | e-resource licensing | electronic resources licensing > Collection Development
EZproxy | OCLC EZproxy > Electronic Resources Management
OpenAthens > Electronic Resources Management
Link Resolvers | link resolver | OpenURL | OpenURL link resolvers > Electronic Resources Management
COUNTER Usage Statistics | =COUNTER statistics | =COUNTER 5 | =COUNTER reports | =SUSHI harvesting | e-resource usage statistics > Electronic Resources Management
Serials Management | serials control | serials processing | serials acquisitions | periodicals management > Collection Development
Library Acquisitions | materials acquisitions | collection acquisitions | library acquisitions workflows > Collection Development
=GOBI | GOBI Library Solutions | EBSCO GOBI > Library Acquisitions
Approval Plans | approval plan | approval plan management > Library Acquisitions
Demand-Driven Acquisition | =DDA | patron-driven acquisition | demand-driven acquisitions | patron-driven acquisitions > Library Acquisitions
Baker & Taylor | Baker and Taylor > Library Acquisitions
Library Collection Management | collection maintenance | collection assessment | library collection analysis > Collection Development
Collection Weeding | ~weeding | deselection | CREW method | =MUSTIE | weeding library collections > Library Collection Management
GreenGlass | OCLC GreenGlass > Library Collection Management
Government Documents Librarianship | =FDLP | Federal Depository Library Program | depository library | government documents collections management > Collection Development
Subject Liaison Services | liaison librarianship | subject liaison work | library liaison services > Collection Development
Digital Library Collections | e-book collections | e-content collections > Collection Development
OverDrive | OverDrive Marketplace | Libby by OverDrive | ~=Libby > Digital Library Collections
=Hoopla | hoopla digital > Digital Library Collections
Kanopy > Digital Library Collections
# Public services, circulation and programming
Circulation Services | ~circulation | circulation desk | library circulation | checkouts and returns | circulation procedures > Integrated Library Systems
Access Services | library access services | access services department > Circulation Services
Course Reserves | e-reserves | electronic reserves | course reserve processing > Circulation Services
Library Shelving | shelf reading | shelving library materials | stacks maintenance | ~shelving | shelving books > Circulation Services
Self-Checkout Systems | self-check kiosks | library self-checkout | self-check machines > Circulation Services
Library RFID Systems | library RFID | RFID circulation | RFID tagging of library materials > Radio Frequency Identification
Library Materials Processing | book processing | library processing | ~materials processing > Library Technical Services
Library Technical Services | ~technical services | technical services department > Library Cataloging
Book Repair | book mending | book repairs | ~mending > Library Preservation
Library Preservation | preservation of library materials | collections preservation | collections care | preservation of collections > Library Collection Management
Reader's Advisory | readers' advisory | readers advisory | =RA services | reader's advisory services | book recommendations > Reference Services
NoveList | NoveList Plus | NoveList K-8 > Reader's Advisory
Research Consultations | research appointments | one-on-one research consultations | research consultation services > Reference Services
Embedded Librarianship | embedded librarian | embedded library instruction > Information Literacy Instruction
ACRL Framework | ACRL Framework for Information Literacy | =ACRL framework | =ACRL standards > Information Literacy Instruction
Digital Literacy Instruction | digital literacy | digital literacy training | computer literacy classes | technology instruction for patrons > Information Literacy Instruction
Storytime | storytimes | story time | toddler storytime | baby storytime | preschool storytime > Early Literacy
Every Child Ready to Read | =ECRR | Every Child Ready to Read 2nd Edition > Early Literacy
Summer Reading Programs | summer reading program | summer reading | summer learning programs | summer reading challenge > Library Programming
Library Programming | library programs | adult programming | teen programming | public programming > Library Outreach
Library Outreach | library outreach services | outreach programming | bookmobile services | homebound delivery services > Community Outreach
Youth Services | children's library services | youth library services | ~children's services | children's librarianship > Library Programming
Teen Services | young adult services | =YA services | teen librarianship | young adult librarianship > Youth Services
Intellectual Freedom | intellectual freedom principles | Library Bill of Rights | censorship issues > Patron Privacy
Challenged Materials | book challenges | materials challenges | reconsideration procedures | reconsideration requests > Intellectual Freedom
Patron Privacy | patron confidentiality | library privacy | patron records confidentiality > Library Cataloging
Library Assessment | library statistics | library data analysis | library assessment programs > Library Programming
LibQUAL+ | =LibQUAL > Library Assessment
AASL Standards | =AASL National School Library Standards | AASL National School Library Standards | =AASL standards > Information Literacy Instruction
School Library Media Certification | school library media specialist certification | library media endorsement | school librarian certification | teacher librarian credential | school library endorsement > Teaching License
# Research support and scholarly communication
Literature Searching | literature search strategies | expert searching | database searching | advanced database searching > Systematic Reviews
PubMed | =MEDLINE | PubMed/MEDLINE | PubMed searching > Literature Searching
=CINAHL | CINAHL Complete | CINAHL Plus > Literature Searching
=Embase > Literature Searching
Cochrane Library > Literature Searching
Web of Science | Clarivate Web of Science > Literature Searching
Scopus | Elsevier Scopus > Literature Searching
Google Scholar > Literature Searching
EBSCOhost | EBSCO databases | =EBSCO | Academic Search Complete > Literature Searching
ProQuest | ProQuest databases | ProQuest Central > Literature Searching
=JSTOR > Literature Searching
Gale Databases | Gale Cengage databases | Gale Virtual Reference Library | ~=Gale > Literature Searching
Credo Reference > Reference Services
Covidence > Systematic Reviews
PRISMA Reporting Guidelines | PRISMA flow diagram | PRISMA statement | =PRISMA 2020 | ?PRISMA > Systematic Reviews
Citation Management | citation management tools | reference management | reference managers | reference management software > Literature Searching
=Zotero > Citation Management
=EndNote | EndNote X9 | EndNote 21 > Citation Management
=Mendeley > Citation Management
Research Data Management | research data services | research data management services > Scholarly Communication
Scholarly Communication | scholarly communications | scholarly publishing | open access publishing > Library Programming
~Open Access | ~open access | open access policies | =OA publishing > Scholarly Communication
Institutional Repositories | institutional repository | institutional repository management > Scholarly Communication
DSpace Repository | ?DSpace | DSpace institutional repository > Institutional Repositories
Samvera Hyrax | Hyrax | Samvera > Institutional Repositories
bepress Digital Commons | Digital Commons | =bepress > Institutional Repositories
=ORCID | ORCID iD | ORCID identifiers > Scholarly Communication
Digital Object Identifiers | =DOIs | DOI registration | Crossref DOIs > Scholarly Communication
Crossref > Digital Object Identifiers
Bibliometrics | bibliometric analysis | citation analysis | research impact metrics | h-index analysis > Scholarly Communication
Altmetrics | Altmetric | Altmetric Explorer > Bibliometrics
Fair Use | fair use doctrine | fair use analysis | fair use guidance > Copyright Law
# Archives and digital collections
Archives Management | archival management | archives administration | archival collections | ~archives > Records Management
Archival Processing | processing archival collections | arrangement and description | archival arrangement and description | =MPLP | More Product Less Process > Archives Management
Finding Aids | finding aid | finding aid creation | finding aid preparation > Archival Processing
Encoded Archival Description | ?=EAD | =EAD finding aids | =EAD3 > Finding Aids
Describing Archives | Describing Archives: A Content Standard | =DACS > Archival Processing
ArchivesSpace > Archives Management
Archivematica > Digital Preservation
Special Collections | rare books and special collections | rare books | rare book cataloging | special collections management > Archives Management
Oral History | oral histories | oral history interviews | oral history projects > Archives Management
Digital Preservation | long-term digital preservation | =OAIS | digital preservation planning | digital preservation workflows > Archives Management
Preservica > Digital Preservation
=LOCKSS | Lots of Copies Keep Stuff Safe > Digital Preservation
Digital Collections | digital libraries | digital library | digital collections management | digital archives > Archives Management
Collections Digitization | digitization projects | digitizing collections | ~digitization | mass digitization | scanning collections > Digital Collections
=CONTENTdm | OCLC CONTENTdm > Digital Collections
Omeka | Omeka S | Omeka Classic > Digital Collections
Islandora > Digital Collections
International Image Interoperability Framework | =IIIF > Digital Collections
HathiTrust > Digital Collections
# Interlibrary loan
=ILLiad | Atlas ILLiad | OCLC ILLiad > Interlibrary Loan
Tipasa | OCLC Tipasa > Interlibrary Loan
RapidILL | Rapid ILL > Interlibrary Loan
Document Delivery | document delivery services | article delivery > Interlibrary Loan

## School counseling practice details
# Counseling services
Small Group Counseling | small groups counseling | small-group counseling | counseling groups | small group interventions > Group Therapy
Academic Counseling | academic guidance | academic counseling services > Academic Advising
Social-Emotional Counseling | social/emotional counseling | personal/social counseling | social-emotional support | social emotional counseling > School Counseling
School-Based Mental Health | school-based mental health services | school mental health | =SBMH | school mental health services > School Counseling
Mental Health Referrals | mental health referral | outside counseling referrals | referrals to outside providers | community mental health referrals > Community Resource Referral
Suicide Re-Entry Planning | return-to-school plans | suicide re-entry meetings | re-entry after hospitalization > Safety Planning
Test Anxiety Intervention | test anxiety | test anxiety groups | test anxiety strategies > School Counseling
Study Skills Instruction | study skills | study skills groups | organizational skills coaching > Academic Counseling
Coping Skills Instruction | coping skills | coping strategies instruction | coping skills groups > Social-Emotional Learning
Cyberbullying Prevention | cyberbullying | cyber bullying | online bullying | cyberbullying intervention > Bullying Prevention
Peer Mediation | peer mediation programs | student mediation | peer mediators training > Mediation
Truancy Prevention | truancy | truancy reduction | =SARB | school attendance review board | =SART > Attendance Intervention
Check & Connect | Check and Connect | Check & Connect mentoring > Dropout Prevention
Substance Abuse Prevention | substance use prevention | drug prevention education | =ATOD prevention | drug and alcohol prevention > School Counseling
Botvin LifeSkills Training | Botvin LifeSkills | LifeSkills Training > Substance Abuse Prevention
Lifelines Suicide Prevention | Hazelden Lifelines | Lifelines curriculum > Suicide Prevention Training
WhyTry | WhyTry curriculum | WhyTry program > Social-Emotional Learning
Advisory Programs | advisory program | advisory curriculum | student advisory program | advisory period > Social-Emotional Learning
# Screening and program management
=SAEBRS | FastBridge SAEBRS > Universal Screening
Behavioral and Emotional Screening System | ?BESS | =BASC-3 BESS > Universal Screening
Individual Student Planning | individual student planning sessions | student planning conferences > ASCA National Model
Responsive Services | responsive services delivery | school counseling responsive services > ASCA National Model
Use-of-Time Assessment | use-of-time analysis | use of time assessment | time-use assessment > ASCA National Model
ASCA Annual Agreement | annual administrative conference | school counseling annual agreement > ASCA National Model
School Counseling Needs Assessments | student needs assessments | school counseling needs assessment > Data-Informed School Counseling
Section 504 Coordination | 504 coordination | 504 plan coordination | 504 meetings | 504 coordinator duties > Section 504 Plans
Student Records Management | student records | cumulative files | cumulative records | cum files | permanent records > Family Educational Rights and Privacy Act
Foster Youth Education Services | foster youth support | foster youth liaison | foster youth education > School Counseling
School Testing Coordination | state testing coordination | state assessment administration | test site coordination > School Counseling
Standardized Testing | standardized tests | standardized assessment administration > School Testing Coordination
# College and career readiness
College Entrance Exams | =SAT | =SAT/ACT | =ACT exam | =ACT test | college admissions testing | SAT exam > College Counseling
College Essay Coaching | college essay support | college essays | personal statement coaching | college essay editing > College Application Support
College Application Fee Waivers | application fee waivers | =SAT fee waivers > College Application Support
College Access Programs | college access | =GEAR UP | =TRIO programs | Upward Bound > College Counseling
BigFuture | College Board BigFuture > College Counseling
School Profile | school profile development | school profiles > College Counseling
GPA and Class Rank Calculation | =GPA calculation | class rank | class rank calculation | =GPA/class rank > Graduation Requirements Monitoring
=A-G Requirements | =A-G | =UC a-g requirements | a-g course requirements | =a-g requirements > Graduation Requirements Monitoring
Course Placement | course placement decisions | student course placement | placement decisions > Course Scheduling
Career Pathways | =CTE pathways | career clusters > Career and Technical Education
Kuder Navigator | =Kuder | Kuder Career Planning System > Career Assessments
Holland Code | =RIASEC | Holland Codes | Holland code assessment | Holland interest inventory > Career Assessments
O*NET Interest Profiler | Interest Profiler | ONET Interest Profiler | =ONET > Career Assessments
Career Day Events | career day | career days | career day coordination > Career Exploration
Minor Work Permits | work permits for minors | youth work permits | minor work permit processing > School Counseling
# Prevention programs and safety
Brief Counseling | brief counseling interventions | short-term counseling | brief solution-focused counseling > School Counseling
Behavior Contracts | behavior contracting | behavior contract | student behavior contracts > Behavior Intervention Plans
High School Transition Programs | freshman transition | 8th grade transition | ninth grade transition | middle-to-high school transition > School Counseling
Teen Dating Violence Prevention | dating violence prevention | healthy relationships education | teen dating violence education > School Counseling
Child Sexual Abuse Prevention | Erin's Law | body safety education | child abuse prevention education > Mandated Reporting
Human Trafficking Awareness | human trafficking prevention | trafficking awareness training | human trafficking awareness training > Mandated Reporting
Gang Prevention | gang intervention | gang prevention programs | gang awareness > School Counseling
Trauma Screening | trauma screenings | trauma screening tools | trauma screeners > Trauma-Informed Care
Mindfulness Instruction | mindfulness lessons | ~mindfulness | student mindfulness programs > Social-Emotional Learning
~Positive Action | Positive Action curriculum | Positive Action program > Social-Emotional Learning
Move This World > Social-Emotional Learning
PATHS Curriculum | =PATHS program | Promoting Alternative Thinking Strategies > Social-Emotional Learning
Too Good for Drugs | Too Good for Violence | Too Good programs > Substance Abuse Prevention
Comprehensive School Threat Assessment Guidelines | =CSTAG | Virginia student threat assessment model > Behavioral Threat Assessment
Student Online Safety Monitoring | student safety monitoring | online safety alerts | student safety alerts > Suicide Risk Assessment
Gaggle | Gaggle Safety Management > Student Online Safety Monitoring
# Career planning tools
Career Portfolios | student career portfolios | career portfolio development > Career Exploration
Registered Apprenticeships | registered apprenticeship programs | apprenticeship pathways | pre-apprenticeship programs > Career and Technical Education
MajorClarity | Major Clarity > Career Exploration
`;
