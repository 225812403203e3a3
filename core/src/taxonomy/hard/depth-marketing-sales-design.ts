// Skill data in the line format of ../README.md: second pass for digital, performance, content, SEO and lifecycle email marketing, B2B sales (account executives, sales development), UX and graphic design.
export default String.raw`
## Paid search, paid social and performance marketing
# Search campaign mechanics
Search Query Reports | search query report | search terms report analysis | search query analysis | search query mining > Search Engine Marketing
Negative Keywords | negative keyword lists | negative keyword management | negative keyword research > Pay-Per-Click Advertising
Keyword Match Types | match types | broad match | phrase match | exact match keywords > Pay-Per-Click Advertising
Smart Bidding | Google Smart Bidding | automated bidding | automated bid strategies > Bid Management
Target CPA Bidding | =Target CPA | =tCPA | target cost per acquisition > Smart Bidding
Target ROAS Bidding | =Target ROAS | =tROAS | target return on ad spend > Smart Bidding
=Maximize Conversions | =Maximize Conversion Value | =Max Conversions > Smart Bidding
Value-Based Bidding | value based bidding | conversion value bidding | profit-based bidding | conversion value rules > Smart Bidding
Responsive Search Ads | responsive search ad > Google Ads
Dynamic Search Ads | dynamic search ad | =DSA campaigns > Google Ads
Ad Extensions | sitelink extensions | sitelinks | callout extensions | structured snippet extensions > Google Ads
Google Demand Gen Campaigns | Google Demand Gen | Google Discovery ads | Discovery campaigns > Google Ads
Google App Campaigns | Universal App Campaigns | =UAC campaigns > Google Ads, Mobile User Acquisition
Impression Share | search impression share | lost impression share | impression share analysis > Search Engine Marketing
Auction Insights | auction insights reports > Google Ads
Google Ads Editor > Google Ads
Microsoft Advertising Editor | Bing Ads Editor > Microsoft Advertising
Google Ads Scripts | AdWords scripts | Google Ads script > Google Ads
Paid Search Audits | =PPC audits | Google Ads audits | paid media audits | paid search account audits > Pay-Per-Click Advertising
Campaign Structure | paid search campaign structure | account restructures | campaign architecture > Pay-Per-Click Advertising
Dayparting | ad scheduling > Pay-Per-Click Advertising
Skai | Kenshoo | Skai.io > Search Engine Marketing
Marin Software > Search Engine Marketing
Optmyzr > Pay-Per-Click Advertising
Google Ads Search Certification | Google Ads Search certified > Google Ads Certification
Google Ads Display Certification > Google Ads Certification
Google Ads Video Certification > Google Ads Certification
Microsoft Advertising Certified Professional | Microsoft Advertising certification | Bing Ads certification > Microsoft Advertising
# Paid social and audiences
Paid Media Management | paid media | paid media strategy | paid media campaigns | paid digital media > Performance Marketing
Meta Advantage+ | =Advantage+ | Advantage+ Shopping Campaigns | Advantage+ campaigns | Advantage+ audiences | Advantage Plus > Meta Ads
Facebook Lead Ads | Meta lead ads | Meta instant forms | instant forms > Meta Ads
Meta Partnership Ads | partnership ads | branded content ads > Meta Ads, Influencer Marketing
Meta Events Manager | Facebook Events Manager > Meta Ads, Conversion Tracking
TikTok Creator Marketplace | TikTok One > Influencer Marketing, TikTok Ads
Live Shopping | livestream shopping | live commerce > Social Commerce
TikTok Spark Ads | Spark Ads > TikTok Ads
TikTok Pixel | TikTok Events API > TikTok Ads
LinkedIn Insight Tag | LinkedIn conversion tracking > LinkedIn Ads
LinkedIn Lead Gen Forms | LinkedIn lead gen ads | Lead Gen Forms > LinkedIn Ads
Custom Audiences | Meta Custom Audiences | Facebook Custom Audiences > Audience Targeting
Customer Match | Google Customer Match | customer match lists > Audience Targeting
Behavioral Targeting | behavioural targeting | interest targeting | interest-based targeting > Audience Targeting
Paid Social Prospecting | prospecting campaigns | prospecting audiences > Audience Targeting, Paid Social
Geotargeting | geo-targeting | location targeting | geographic targeting > Audience Targeting
Geofencing Advertising | geofence advertising | geofencing campaigns | geofencing marketing > Mobile Marketing
Contextual Targeting | contextual advertising > Programmatic Advertising
Cookieless Targeting | cookieless advertising | third-party cookie deprecation | cookie deprecation > First-Party Data Strategy
Creator Whitelisting | influencer whitelisting | creator ad licensing | whitelisted creator ads > Influencer Marketing, Paid Social
Smartly.io | =Smartly > Paid Social
Meta Certified Media Buying Professional | Meta Media Buying Professional certification > Meta Blueprint Certification
Meta Certified Digital Marketing Associate | Meta Digital Marketing Associate > Meta Blueprint Certification
# Creative performance
Creative Fatigue | ad fatigue | creative fatigue analysis | creative refresh cadence > Creative Testing
Creative Strategy | performance creative strategy | paid social creative strategy | ad creative strategy | performance creative > Creative Testing
Dynamic Creative Optimization | dynamic creative > Programmatic Advertising
# Measurement, tracking and landing pages
Offline Conversion Tracking | offline conversion imports | offline conversion import | offline conversions | offline conversion uploads > Conversion Tracking
Call Tracking | phone call tracking | call tracking software > Conversion Tracking
Cross-Domain Tracking | cross domain tracking > Google Analytics 4
CallRail > Call Tracking
Invoca > Call Tracking
Landing Page Design | landing page creation | landing page development | landing page builds | landing pages > Landing Page Optimization
Instapage > Landing Page Optimization
Leadpages > Landing Page Optimization
Full-Funnel Marketing | full-funnel strategy | full funnel marketing | full-funnel campaigns > Performance Marketing
Acquisition Marketing | paid acquisition | customer acquisition strategy | customer acquisition marketing > Growth Marketing
Marketing Dashboards | marketing performance dashboards | marketing reporting dashboards > Marketing Analytics
Funnel Reporting | funnel metrics | marketing funnel metrics | funnel performance reporting > Marketing Analytics
Marketing-Sourced Pipeline | marketing sourced pipeline | pipeline contribution | marketing-influenced pipeline | marketing influenced pipeline > Demand Generation
Account-Based Advertising | ABM advertising | account-based ads > Account-Based Marketing
Pricing and Packaging | packaging and pricing > Pricing Strategy
Omnichannel Marketing | omni-channel marketing | multichannel marketing | multi-channel marketing | cross-channel marketing | cross-channel campaigns > Integrated Marketing Communications
Marketing Calendar | integrated marketing calendar | campaign calendar > Campaign Planning
Brand Awareness Campaigns | upper-funnel marketing | upper-funnel campaigns > Brand Management
Local Marketing | hyperlocal marketing | franchise marketing > Field Marketing
Healthcare Marketing | health system marketing | hospital marketing > Digital Marketing
Pharmaceutical Marketing | pharma marketing | =HCP marketing | healthcare professional marketing > Marketing Strategy
Real Estate Marketing | property marketing | listing marketing > Digital Marketing
Affiliate Program Management | affiliate management | affiliate partnerships management | affiliate recruitment > Affiliate Marketing
Influencer Campaign Management | influencer campaigns | influencer outreach | influencer sourcing | influencer vetting > Influencer Marketing
Awin | Awin affiliate network > Affiliate Marketing
Partnerize > Affiliate Marketing
Lob.com | Lob direct mail > Direct Mail Marketing
Certified Digital Marketing Professional | Digital Marketing Institute certification | =DMI certification | ?=CDMP > Digital Marketing
Professional Certified Marketer | =AMA PCM | AMA Professional Certified Marketer > Marketing Strategy
Google Digital Marketing and E-commerce Certificate | Google Digital Marketing Certificate > Digital Marketing
Mobile User Acquisition | user acquisition | app user acquisition | app install campaigns | user acquisition campaigns > Performance Marketing
Apple Search Ads | Apple Ads > Mobile User Acquisition

## Programmatic, video and media buying
Connected TV Advertising | connected TV | =CTV advertising | =CTV campaigns | =OTT advertising | over-the-top advertising | streaming TV advertising | =CTV > Programmatic Advertising
Audio Advertising | streaming audio advertising | digital audio advertising | programmatic audio > Media Buying
Podcast Advertising | podcast ads | host-read ads > Audio Advertising
Digital Out-of-Home Advertising | digital out-of-home | =DOOH | programmatic DOOH > Out-of-Home Advertising
YouTube TrueView | TrueView | TrueView in-stream ads > YouTube Ads
Private Marketplace Deals | private marketplaces | =PMP deals > Programmatic Advertising
Programmatic Guaranteed | programmatic direct | deal IDs > Programmatic Advertising
Ad Viewability | viewability | viewability measurement > Brand Safety
Ad Fraud Prevention | ad fraud | invalid traffic | invalid traffic detection > Brand Safety
Frequency Capping | frequency caps > Programmatic Advertising
Insertion Orders | insertion order management | =IO management > Media Buying
Media Flowcharts | media flowchart | media plan flowcharts > Media Planning
Reach and Frequency Planning | reach and frequency | reach and frequency analysis > Media Planning
Gross Rating Points | gross rating point | target rating points > Television Advertising
Linear TV Buying | linear TV | linear television | spot TV | spot television buying > Television Advertising
TV Upfronts | upfront negotiations | upfront buying > Media Buying
Media Negotiations | media vendor negotiations | media rate negotiations | media negotiation > Media Buying
Cost per View | cost-per-view > Media Buying
Nielsen Ratings | Nielsen audience measurement | Nielsen ratings data > Television Advertising
Ad Serving | ad servers | third-party ad serving > Ad Trafficking
Flashtalking > Ad Serving
Innovid > Ad Serving, Connected TV Advertising
Google Marketing Platform > Programmatic Advertising
Display and Video 360 Certification | =DV360 certification > Display & Video 360
Campaign Manager 360 Certification | =CM360 certification > Campaign Manager 360
The Trade Desk Edge Academy Certification | Trade Desk Edge Academy | The Trade Desk certification > The Trade Desk
StackAdapt > Programmatic Advertising
Xandr | AppNexus | Microsoft Invest > Programmatic Advertising
Yahoo DSP | Verizon Media DSP > Programmatic Advertising
Simpli.fi > Programmatic Advertising
Basis Technologies | Centro Basis | Basis DSP > Programmatic Advertising
AdRoll > Retargeting
Taboola > Native Advertising
Outbrain > Native Advertising
Amazon Sponsored Brands | Sponsored Brands > Amazon Advertising
Amazon Sponsored Display | Sponsored Display > Amazon Advertising
Amazon Marketing Cloud > Amazon Advertising, Data Clean Rooms
Amazon Ads Certification | Amazon Advertising certification | Amazon Ads Retail Certified > Amazon Advertising
Pacvue > Retail Media
Instacart Ads | Instacart advertising > Retail Media
Roundel | Target Roundel > Retail Media
Google Ads Data Hub | Ads Data Hub > Data Clean Rooms

## SEO and organic search
Keyword Cannibalization | keyword cannibalisation | content cannibalization > On-Page SEO
Search Intent Analysis | search intent | keyword intent | search intent mapping > Keyword Research
Keyword Clustering | keyword grouping | keyword clusters > Keyword Research
Content Gap Analysis | keyword gap analysis | content gap audits > Content Strategy, Keyword Research
Site Architecture | URL structure | site structure for SEO | website architecture for SEO > Technical SEO
Site Speed Optimization | page speed optimization | page speed | site speed > Web Performance Optimization, Technical SEO
Mobile-First Indexing > Technical SEO
Indexation Management | index coverage | indexability | crawlability | crawling and indexing > Technical SEO
Faceted Navigation SEO | faceted navigation | faceted search SEO > Technical SEO
Dynamic Rendering | prerendering | pre-rendering | Prerender.io > JavaScript SEO
Anchor Text Optimization | anchor text | anchor text distribution > Internal Linking, Link Building
Alt Text | alt text writing | image alt text | alt tags | alternative text > Web Accessibility, On-Page SEO
Image SEO | image search optimization > On-Page SEO
Open Graph Tags | Open Graph | Open Graph protocol | =OG tags > On-Page SEO
Rich Results | rich snippets | rich results optimization > Schema Markup
Entity SEO | entity-based SEO | semantic SEO | entity optimization > Search Engine Optimization
Topical Authority | topical maps | topic authority > Topic Clusters
SEO Reporting | SEO performance reporting | organic search reporting | SEO dashboards > Search Engine Optimization
SEO Forecasting | organic traffic forecasting | SEO traffic forecasting > Search Engine Optimization
SEO A/B Testing | SEO split testing | SEO experiments > Search Engine Optimization, A/B Testing
Google Algorithm Updates | Google core updates | core algorithm updates | algorithm update recovery | Google penalties | Google penalty recovery > Search Engine Optimization
Google Search Central | Google Search Essentials | Google Webmaster Guidelines > Search Engine Optimization
Google AI Overviews | AI Overviews | Search Generative Experience > Generative Engine Optimization
LLM Visibility Tracking | LLM visibility | AI search visibility | AI visibility tracking > Generative Engine Optimization
Google Discover Optimization | Google Discover > Search Engine Optimization
News SEO | Google News SEO | Google News optimization | Google News Publisher Center > Search Engine Optimization
Link Outreach | blogger outreach | backlink outreach | link building outreach | guest posting | guest post outreach | guest blogging > Link Building
=HARO | Help a Reporter Out | Connectively > Digital PR
Unlinked Brand Mentions | link reclamation | unlinked mentions > Link Building
Domain Authority | Domain Rating | Moz Domain Authority > Link Building
Local Pack Optimization | local pack | map pack | Google Maps optimization | Google Maps SEO > Local SEO
Multi-Location SEO | multi-location local SEO | location pages > Local SEO
Whitespark > Local SEO
SE Ranking > Search Engine Optimization
AccuRanker > Rank Tracking
STAT Search Analytics | getSTAT > Rank Tracking
GTmetrix > Web Performance Optimization
Site Search Optimization | on-site search optimization | site search merchandising | internal site search > Conversion Rate Optimization
Algolia > Site Search Optimization
Content Refresh | content refreshes | historical optimization | content decay analysis | content pruning > Content Audits, Search Engine Optimization
HubSpot SEO Certification > HubSpot, Search Engine Optimization
Sanity.io | Sanity CMS > Headless CMS
Optimizely CMS | Episerver | Optimizely Content Management > Content Management Systems
Acquia | Acquia Drupal Cloud > Drupal
Adobe Experience Cloud | Adobe Marketing Cloud > Marketing Technology

## Content marketing and editorial operations
Content Creation | content production > Content Marketing
Content Distribution | content promotion | content amplification | content distribution strategy > Content Marketing
Content Performance Analysis | content analytics | content performance reporting | content performance measurement > Content Marketing
Content Governance | content governance frameworks | content lifecycle management > Content Strategy
Content Operations | ContentOps | content ops | content production workflows | content workflows > Content Strategy
Content Modeling | content models | structured content modeling > Content Strategy
Content Pillars | content themes > Content Strategy
Content Mapping | buyer's journey content mapping | funnel content mapping > Content Strategy
Buyer's Journey | buyer journey | buyer's journey stages > Customer Journey Mapping
Editorial Strategy | editorial planning > Content Strategy
Long-Form Content | long-form writing | long-form articles > Content Writing
Gated Content | gated assets | content gating | lead magnets > Demand Generation
Sales Enablement Content | sales enablement materials | enablement content > Sales Enablement, Marketing Collateral
One-Pagers | one-pager | sales one-pagers | product one-pagers | solution briefs | product datasheets > Marketing Collateral
Original Research Reports | original research content | proprietary research reports > Content Marketing
SME Interviews | subject matter expert interviews | interviewing subject matter experts > Content Writing
Landing Page Copy | landing page copywriting > Copywriting
Headline Writing | headline optimization | headline testing > Copywriting
Social Copywriting | social copy | social media copywriting | caption writing | social captions > Copywriting
Scriptwriting | video scripts | video scriptwriting > Copywriting
Brand Messaging | brand messaging frameworks > Messaging Frameworks
Message Testing | messaging testing | copy testing > Market Research
Interactive Content | interactive content experiences > Content Marketing
Ceros > Interactive Content
PathFactory > Content Marketing
Uberflip > Content Marketing
CoSchedule > Editorial Calendar
Jasper AI | Jasper.ai > Generative AI
AI-Assisted Content Creation | AI-assisted writing | AI content generation | generative AI for content | AI writing tools > Generative AI, Content Writing
Technical Writing | technical writing skills | technical content writing > Content Writing
Content Localization | marketing localization | content localisation | localization of marketing content > Content Strategy
Transcreation | marketing transcreation > Content Localization
Smartling > Content Localization
Phrase TMS | Memsource | Phrase Strings > Content Localization
Video Production | video shoots | corporate video production | video producing > Video Marketing
Product Videos | product demo videos | demo videos > Video Marketing
Podcast Production | podcast editing | podcast producing > Content Marketing
Podcast Marketing | podcast strategy | podcast launches | podcast growth > Content Marketing
Descript > Podcast Production, Video Editing
Substack > Newsletters
beehiiv > Newsletters
Audience Development | audience growth strategy | subscriber growth | subscriber acquisition > Content Marketing
Parse.ly > Content Performance Analysis
HubSpot Content Marketing Certification > HubSpot, Content Marketing
HubSpot Social Media Marketing Certification | HubSpot social media certification > HubSpot, Social Media Marketing
Hootsuite Platform Certification | Hootsuite Social Marketing Certification | Hootsuite certification > Hootsuite
# Social and community channels
Social Media Scheduling | social post scheduling | content scheduling > Social Media Management
Engagement Rate | engagement rates | social engagement rate > Social Media Analytics
YouTube Shorts > Short-Form Video
Twitter Marketing | X/Twitter marketing | Twitter content strategy | Twitter > Social Media Marketing
Reddit Marketing | Reddit community engagement | organic Reddit > Social Media Marketing
Audience Research | audience insights | audience insight analysis > Market Research
Pricing Research | pricing studies | price sensitivity research | Van Westendorp > Pricing Strategy
Gartner Magic Quadrant | Magic Quadrant | Forrester Wave > Analyst Relations

## Lifecycle, email and CRM marketing operations
Lifecycle Email Marketing | lifecycle email | lifecycle emails | lifecycle email programs | lifecycle campaigns > Lifecycle Marketing
Lead Management | lead management process | lead management systems > Marketing Automation
Lifecycle Stage Management | lead lifecycle management | lead lifecycle | lifecycle stage mapping | lead status management > Lead Management
Lead-to-Account Matching | lead to account matching | =L2A matching > Lead Routing
LeanData > Lead Routing
Marketing Database Management | marketing database | marketing data hygiene | database hygiene | data hygiene > Marketing Operations
List Imports | list uploads | list loading | list import processes > List Management
CRM Deduplication | CRM duplicate management | duplicate lead management | lead deduplication | contact deduplication | ~deduplication | ~de-duplication > CRM Hygiene
DemandTools | Validity DemandTools > CRM Deduplication
Contact Data Enrichment | contact enrichment | lead enrichment | B2B data enrichment | data enrichment tools | data enrichment > Lead Generation
Data Appends | data append | email appends | contact data appends > Contact Data Enrichment
Progressive Profiling > Marketing Automation
Preference Centers | preference center | email preference center | subscription preference center | subscription center | subscription centre > Email Marketing
Propensity Modeling | propensity models | propensity scoring | propensity-to-buy models > Predictive Analytics
Retention Marketing | retention campaigns | customer retention marketing > Lifecycle Marketing
Onboarding Emails | onboarding email series | customer onboarding journeys | onboarding nurture > Lifecycle Marketing
Transactional Emails | transactional email > Email Marketing
Email Production | email builds | email campaign builds | email campaign production | email deployment | email deployments > Email Marketing
Campaign QA | campaign quality assurance | campaign QA checklists > Campaign Management
Email Analytics | email reporting | email performance reporting | email metrics | email performance analysis > Email Marketing
Open Rate | open rates | email open rates > Email Marketing
Email List Growth | email list building | email capture | email signup forms | opt-in forms | list growth strategies > Email Marketing
Privy > Email List Growth
Modular Email Templates | modular email design | modular email systems | email template systems > Email Design
Stripo > Email Design
Knak > Email Design
Beefree | BEE Free | BEE Pro > Email Design
Holdout Groups | holdout group design | universal control groups | global control groups > Incrementality Testing
Repeat Purchase Rate | repeat purchase rate optimization | repeat purchases > Customer Retention
Account Scoring | account scoring models | account engagement scoring > Account-Based Marketing
Marketing Qualified Accounts | =MQA | =MQAs > Account-Based Marketing
Campaign Influence | Salesforce campaign influence | campaign influence reporting > Marketing Attribution
Salesforce Campaign Management | Salesforce campaigns | campaign member statuses | Salesforce campaign hierarchy > Salesforce
CRM Integration | CRM integrations | CRM sync | marketing automation CRM integration | Marketo Salesforce sync | HubSpot Salesforce integration > Customer Relationship Management
Marketo Smart Campaigns | Marketo smart lists | smart lists | smart campaigns > Marketo
Marketo Engagement Programs | Marketo engagement streams | Marketo nurture programs | ?~engagement programs > Marketo
Marketo Program Building | Marketo programs | Marketo program builds | Marketo program templates | Marketo tokens | program tokens | =My Tokens > Marketo
Velocity Scripting | Marketo Velocity scripting | Apache Velocity > Marketo
Adobe Certified Professional Marketo Engage | Adobe Marketo Engage Certified Professional | Marketo Certified Associate > Marketo
Pardot Engagement Studio | Engagement Studio | Account Engagement Engagement Studio > Salesforce Pardot
Salesforce Certified Marketing Cloud Account Engagement Specialist | Salesforce Certified Pardot Specialist | Pardot Specialist certification | Account Engagement Specialist > Salesforce Pardot
Salesforce Certified Marketing Cloud Account Engagement Consultant | Salesforce Certified Pardot Consultant | Pardot Consultant certification > Salesforce Pardot
Salesforce Certified Administrator | Salesforce Administrator certification | Salesforce Certified Admin > Salesforce Administration
Eloqua Campaign Canvas | Eloqua Canvas > Oracle Eloqua
HubSpot Operations Hub | HubSpot Data Hub > HubSpot
HubSpot Sequences | HubSpot sales sequences > HubSpot, Sales Cadences
HubSpot Marketing Software Certification | HubSpot Marketing Hub Software Certification > HubSpot
Klaviyo Product Certification | Klaviyo certification | Klaviyo Certified | Klaviyo Marketing Strategy Certification > Klaviyo
Marketing Cloud Intelligence | Datorama | Salesforce Marketing Cloud Intelligence > Marketing Analytics, Salesforce Marketing Cloud
Marketing Cloud MobileConnect | MobileConnect > Salesforce Marketing Cloud, SMS Marketing
Marketing Cloud MobilePush | MobilePush > Salesforce Marketing Cloud, Push Notifications
Adobe Journey Optimizer | =AJO > Customer Journey Orchestration
Iterable Workflow Studio | Iterable workflows | Iterable journeys > Iterable
mParticle > Customer Data Platforms
Amperity > Customer Data Platforms
Treasure Data > Customer Data Platforms
ActionIQ > Customer Data Platforms
Web Push Notifications | web push | browser push notifications > Push Notifications
Conversational Marketing | conversational marketing platforms > Marketing Automation
SMS Compliance | SMS marketing compliance | text messaging compliance | CTIA messaging guidelines > SMS Marketing, Telephone Consumer Protection Act
Customer Referral Programs | customer referral program | referral program management > Referral Marketing
Friendbuy > Customer Referral Programs
Extole > Customer Referral Programs
Salesforce Loyalty Management > Loyalty Programs, Salesforce
Sweepstakes Administration | sweepstakes | sweepstakes and contests | sweepstakes rules > Sales Promotions
Promo Code Management | promo codes | coupon codes | coupon code management | offer codes > Sales Promotions
Offer Testing | promotional offer testing > Sales Promotions
Zapier > Marketing Operations
Make.com | Integromat > Marketing Operations

## B2B sales development and account executive practice
Predictable Revenue | Predictable Revenue methodology > Outbound Prospecting
Prospect List Building | list building | prospect lists > Prospecting
Target Account Lists | target account list building | target account selection > Account-Based Selling
Account Tiering | account tiers | account prioritization > Account Planning
Multichannel Outreach | multi-channel outreach | multichannel prospecting | omnichannel outreach | multi-touch outreach > Sales Cadences
Outreach Personalization | personalized outreach | personalization at scale | hyper-personalized outreach > Cold Emailing
Trigger-Based Prospecting | trigger event prospecting | sales trigger events > Prospecting
Signal-Based Selling | signal-based prospecting | signal-led outbound > Buyer Intent Data
Sales Intelligence | sales intelligence tools | sales intelligence platforms > Lead Generation
Speed to Lead | speed-to-lead | lead response time | inbound response time > Inbound Lead Follow-Up
Lead Handoff | lead handoffs | SDR-to-AE handoff | SDR to AE handoff > Lead Qualification
Connect Rate | connect rates | dial-to-connect rate | call connect rate > Cold Calling
Parallel Dialing | parallel dialers | parallel dialer > Cold Calling
PhoneBurner > Predictive Dialers
Salesforce High Velocity Sales | Salesforce Sales Engagement > Salesforce Sales Cloud, Sales Engagement Platforms
Sales Activity Metrics | sales activity tracking | activity metrics > Sales Reporting
Persona-Based Selling | persona-based messaging | persona-based outreach > Consultative Selling
Customer Needs Analysis | customer needs assessment | sales needs analysis > Consultative Selling
Champion Building | champion development | building champions | champion enablement > MEDDIC
Economic Buyer Engagement | economic buyer | economic buyer access | identifying the economic buyer > MEDDIC
Buying Committee Mapping | buying committees | buying committee > Account Mapping
Competitive Selling | selling against competitors | competitive sales strategy > Competitive Analysis
Competitive Displacement | competitive displacements | competitive takeouts | competitive replacement > Competitive Selling
Procurement Navigation | navigating procurement | navigating customer procurement > Complex Sales Cycles
MSA Negotiation | master service agreement negotiation | =MSA redlines > Contract Negotiation
Deal Structuring | deal structure | structuring deals | multi-year deals | multi-year deal structuring > Contract Negotiation
Usage-Based Pricing | consumption-based pricing | usage based pricing | consumption pricing | pay-as-you-go pricing > Pricing Strategy
Subscription Pricing | SaaS pricing | seat-based pricing | per-seat pricing > Pricing Strategy
Pipeline Hygiene | opportunity hygiene | deal hygiene > Pipeline Management, CRM Hygiene
Sales Stage Definitions | opportunity stages | sales stages | stage exit criteria > Opportunity Management
Sales Process Design | sales process optimization | sales process development > Sales Operations
SLED Sales | =SLED | state and local government and education sales > Government Sales
Federal Sales | federal government sales | selling to federal agencies | federal civilian sales > Government Sales
Healthcare Sales | healthcare technology sales | selling to health systems | health system sales > B2B Sales
~=Conga | Conga CPQ | Conga Composer | Apttus > Configure Price Quote
G2.com | G2 Crowd | G2 reviews | G2 review management > Online Review Management
TrustRadius > Online Review Management
Gartner Peer Insights > Online Review Management

## UX research and UX design practice
# Research methods
Qualitative Research | qualitative research methods | qualitative methods | qual research > User Research
Mixed-Methods Research | mixed methods research | mixed-methods > User Research
Quantitative UX Research | quant UX research | quantitative user research > User Research, Quantitative Research
Unmoderated Usability Testing | unmoderated testing | unmoderated research | unmoderated studies > Usability Testing
Moderated Usability Testing | moderated testing | moderated research > Usability Testing
Remote Usability Testing | remote user testing > Usability Testing
Usability Benchmarking | UX benchmarking | benchmark usability studies | usability benchmark studies > Usability Testing
Formative Usability Testing | formative usability studies > Usability Testing
Summative Usability Testing | summative usability studies | human factors validation testing > Usability Testing
Concept Testing | concept tests > User Research
Desirability Studies | desirability testing > User Research
MaxDiff Analysis | =MaxDiff | best-worst scaling > Conjoint Analysis
UX Metrics | UX measurement | experience metrics | UX KPIs > User Research
HEART Framework | Google HEART framework | =HEART metrics > UX Metrics
SUPR-Q | =SUPR-Q scores > Usability Benchmarking
Thematic Analysis | thematic coding | qualitative coding | qualitative data analysis > Research Synthesis
Research Readouts | usability reports | usability test reports | research findings presentations > Research Synthesis
UX Research Plans | user research plans | research plans for UX > User Research
Discussion Guides | discussion guide | moderator guides > User Interviews
Research Participant Recruitment | user research recruiting | UX research recruitment | recruiting research participants > Research Operations
Screener Surveys | participant screeners | recruitment screeners > Research Participant Recruitment
Respondent.io > Research Participant Recruitment
Ethnio > Research Participant Recruitment
Research Roadmaps | research roadmap | UX research roadmaps > Research Operations
Research Democratization | democratizing research | research democratisation > Research Operations
Typeform > Survey Design
Session Replay | session recordings | session replay analysis | session replays > Product Analytics, Conversion Rate Optimization
Behavioral Analytics | behavioural analytics > Product Analytics
Funnel Optimization | conversion funnel optimization > Conversion Rate Optimization
Growth Design | growth UX | growth product design > Conversion Rate Optimization, User Experience Design
Paywall Optimization | paywall design | paywall testing > Conversion Rate Optimization
# Human factors and standards
Human Factors Engineering | =HFE | usability engineering > Usability Testing
IEC 62366 | IEC 62366-1 | usability engineering for medical devices > Human Factors Engineering
FDA Human Factors Guidance | applying human factors and usability engineering to medical devices > IEC 62366
ISO 9241 | ISO 9241-210 | ISO 9241-11 > Human-Centered Design
Universal Design | universal design principles > Inclusive Design
Accessibility Audits | accessibility audit | =WCAG audits > Web Accessibility
# Design practice
UX Strategy | user experience strategy | experience strategy > User Experience Design
Design Vision | north star vision | vision prototypes | vision prototyping > UX Strategy
Double Diamond | Double Diamond model | Double Diamond design process > Design Thinking
Participatory Design | participatory design methods | co-design sessions | co-design workshops > Human-Centered Design
Design Workshops | design workshop facilitation | UX workshops | design thinking workshops > Design Thinking
Lean UX > User Experience Design
DesignOps | Design Ops | design operations > Design System
Mobile App Design | mobile UI design | mobile app UI design | native app design | iOS app design | Android app design | mobile UX design | mobile design > User Interface Design
Web Application Design | web app design | SaaS product design | SaaS design > User Interface Design
Enterprise UX | enterprise UX design | =B2B UX | enterprise software design > User Experience Design
E-commerce UX | ecommerce UX | checkout UX | checkout flow design > User Experience Design
Customer Experience Design | =CX design > Service Design
XR Design | AR/VR design | AR design | VR design | immersive experience design > User Experience Design
Interaction Patterns | UI patterns | interaction design patterns | UX patterns > Interaction Design
UI Animation | interface animation | UI motion design | motion design for UI | product motion design > Interaction Design, Microinteractions
Form Design | web form design | form UX > Interaction Design
Navigation Design | site navigation design | navigation patterns > Information Architecture
Gestalt Principles | Gestalt principles of design > Visual Design
Information Design > Data Visualization
UI Design Specifications | UI specs | design annotations | annotated designs | design redlines > Design Handoff
Design System Theming | multi-brand theming > Design Tokens
Wireflows | wireflow > Wireframing, User Flow
Flowcharting | flowcharts | flow charts | flowchart diagrams > Business Process Mapping
Sketching | concept sketching | design sketching | hand sketching | UI sketching > Visual Design
Code Prototyping | prototyping in code | coded prototypes | front-end prototyping > Prototyping
AI Prototyping | AI-assisted prototyping | AI prototyping tools > Prototyping, Generative AI
Figma Auto Layout | auto layout in Figma > Figma
Figma Make > Figma, AI Prototyping
v0.dev | v0 by Vercel > AI Prototyping
Lovable.dev | ~=Lovable > AI Prototyping

## Graphic design and creative production
Packaging Graphic Design | package graphic design | packaging graphics | packaging artwork | consumer packaging graphics > Graphic Design, Packaging Engineering
Packaging Artwork Management | artwork approval workflows > Packaging Graphic Design
Esko WebCenter | WebCenter artwork management > Packaging Artwork Management
GlobalVision | GlobalVision proofreading > Print Proofing
Illustration | editorial illustration | illustrative design > Digital Illustration
Photography | commercial photography | digital photography > Photo Editing
Product Photography | e-commerce photography | product shoots > Photography
Photo Shoot Production | photo shoot coordination | photo shoot planning | photo shoot management > Photography Art Direction
Color Grading | colour grading > Video Editing
Capture One > Photo Editing
Adobe Fonts | Typekit > Typography
Kerning | kerning and tracking | letterspacing > Typography
Color Palettes | color palette development | color palette creation | colour palettes > Color Theory
RGB Color Model | =RGB | RGB color space | hex color codes > Color Management
Desktop Publishing | desktop publishing software > Page Layout
Template Design | branded templates | design templates > Graphic Design
Presentation Templates | PowerPoint templates | slide templates | presentation template design > Presentation Design
Web Graphics | website graphics > Web Design
HTML5 Banner Ads | HTML5 banners | HTML5 display ads | rich media banners | rich media ads > Display Ad Design
Google Web Designer > HTML5 Banner Ads
Animated GIFs | GIF animation | GIF creation | animated GIF design > Motion Graphics
YouTube Thumbnails | thumbnail design | video thumbnails > Social Media Graphics, YouTube Channel Management
Creative Automation | creative automation platforms | automated creative production > Creative Operations
Celtra > Creative Automation
Creative Versioning | creative resizing | asset resizing | ad resizing | creative adaptations > Creative Operations
Creative Production | creative production management | creative asset production > Creative Operations
Online Proofing | creative proofing | proof routing | online proofing tools | digital proofing > Creative Operations
Ziflow > Online Proofing
Adobe Workfront Proof | Workfront Proof | ProofHQ > Online Proofing, Adobe Workfront
Brand Governance | brand compliance | brand compliance reviews > Brand Guidelines
AI Image Generation | generative AI imagery | AI-generated imagery | text-to-image generation > Generative AI
Midjourney > AI Image Generation
=DALL-E | DALL-E 3 > AI Image Generation
Print Specifications | print specs | bleed and trim specifications | bleeds and margins > Print-Ready Files
Paper Selection | paper stock selection > Print Production
Interactive PDFs | interactive PDF design > Adobe InDesign
Annual Report Design | annual report layout > Editorial Design
Brochure Design | brochure layout | tri-fold brochures > Print Design
Catalog Design | catalogue design | catalog layout > Editorial Design
Flyer Design | flyer layout | ~flyers > Print Design
Print Ad Design | print advertisement design | magazine ad design > Print Advertising
Event Branding | event graphics | event signage | event collateral > Graphic Design
In-Store Signage | retail signage | store signage | in-store marketing materials > Point-of-Purchase Displays
Sign Making | sign production | sign shop production > Signage Design
Vinyl Graphics | vinyl lettering | vinyl plotter > Sign Making
Apparel Graphics | apparel graphic design | t-shirt design | tee design | apparel artwork > Graphic Design
Merchandise Design | merch design | promotional products design | swag design > Graphic Design
Embroidery Digitizing | embroidery digitising | digitizing for embroidery | Wilcom EmbroideryStudio > Apparel Graphics
Print-on-Demand | print on demand > E-commerce
`;
