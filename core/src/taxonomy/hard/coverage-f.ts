// Skill data in the line format of ../README.md: deeper coverage for game programming, marketing operations, channel sales and plant quality engineering, written by the team without reading any evaluation posting.
export default String.raw`
## Game programming practice
# Multiplayer networking
Network Replication | game state replication | actor replication | property replication | replicated properties | network replication systems | variable replication > Multiplayer Networking
Remote Procedure Calls | =RPC | =RPCs | remote procedure call | server RPCs | client RPCs | multicast RPCs > Distributed Systems, Multiplayer Networking
Lag Compensation | latency compensation | server-side rewind | server rewind | lag-compensated hit detection > Multiplayer Networking
Rollback Netcode | rollback networking | rollback-based netcode | =GGPO > Multiplayer Networking
Deterministic Lockstep | lockstep networking | lockstep simulation | deterministic simulation > Multiplayer Networking
Network Interpolation | snapshot interpolation | entity interpolation | network smoothing > Multiplayer Networking
Interest Management | network relevancy | net relevancy | relevancy culling | area of interest management > Multiplayer Networking
Network Serialization | net serialization | delta compression | bit packing | bitpacking > Multiplayer Networking
Server-Authoritative Networking | server-authoritative architecture | authoritative servers | authoritative game servers | server-authoritative gameplay > Multiplayer Networking
Network Profiling | network performance profiling | bandwidth profiling | network bandwidth optimization | Unreal Network Profiler | Networking Insights > Multiplayer Networking, Performance Profiling
Cross-Platform Play | cross-play | crossplay | cross-platform multiplayer > Multiplayer Networking
Cross-Progression | cross-save | cross-platform progression > Live Operations
Steam Networking Sockets | GameNetworkingSockets | Steam Datagram Relay > Steamworks, Multiplayer Networking
Fish-Networking | FishNet | Fish-Net > Unity, Multiplayer Networking
# Online services and live operations
Game Backend Services | game backend development | online services programming | online game services | game backend > Live Operations
Nakama | Heroic Labs Nakama > Game Backend Services
AccelByte | AccelByte Gaming Services > Game Backend Services
Agones | Agones game servers > Dedicated Game Servers, Kubernetes
Open Match | OpenMatch > Game Matchmaking
Easy Anti-Cheat | Epic Easy Anti-Cheat > Anti-Cheat Systems
BattlEye > Anti-Cheat Systems
In-Game Events | in-game event systems | limited-time events | live event tooling > Live Operations
Game Patching | title updates | day-one patches | game patches | patch pipelines for games > Live Operations
Battle Pass Design | battle passes | battle pass systems | season pass design > Game Monetization
Gacha Systems | gacha mechanics | gacha design | gacha games > Game Monetization
# Unreal Engine systems and tools
Unreal Gameplay Framework | Unreal Engine gameplay framework | UE gameplay framework | gameplay framework | =GameMode | =PlayerController > Unreal Engine, Gameplay Programming
Unreal Replication Graph | Replication Graph | =ReplicationGraph > Unreal Engine, Network Replication
Unreal Iris | Iris replication | Iris replication system > Unreal Engine, Network Replication
Character Movement Component | =CharacterMovementComponent | Unreal character movement | Unreal Engine character movement > Unreal Engine, Character Controllers
Unreal Enhanced Input | Enhanced Input | Enhanced Input System > Unreal Engine
Unreal Gameplay Tags | Gameplay Tags | =GameplayTags > Unreal Engine
Unreal StateTree | =StateTree > Unreal Engine, Game AI Programming
Unreal Mass Entity | =MassEntity | Mass Entity framework | Unreal Mass AI > Unreal Engine, Entity Component System
Environment Query System | Unreal Environment Query System | =EQS | Unreal EQS > Unreal Engine, Game AI Programming
Unreal Sequencer | Sequencer cinematics | Unreal cinematics > Unreal Engine
Unreal World Partition | World Partition > Unreal Engine, Level Streaming
Level Streaming | world streaming | open-world streaming | level streaming systems | streaming levels > Game Development
Unreal PCG Framework | PCG framework | Unreal procedural content generation framework > Unreal Engine, Procedural Generation
Unreal Common UI | =CommonUI > Unreal Engine, Unreal Motion Graphics
Unreal Slate | Slate UI | Slate UI framework | ?~=Slate > Unreal Engine, Game Tools Programming
Editor Utility Widgets | Unreal Editor Utility Widgets | Editor Utility Blueprints > Unreal Engine, Game Tools Programming
Unreal Editor Python | Unreal Python | Unreal Python scripting | Unreal Python API > Unreal Engine, Python
Unreal Build Tool | =UnrealBuildTool | =UBT > Unreal Engine, Build Automation
Unreal Automation Tool | =UnrealAutomationTool | BuildGraph | Unreal BuildGraph > Unreal Engine, Build Automation
Unreal Game Sync > Unreal Engine, Perforce Helix
Unreal Horde | Horde build system > Unreal Engine, Build Automation
Unreal Gauntlet | Gauntlet automation framework | Gauntlet test framework > Unreal Engine, Test Automation
MetaHuman | MetaHuman Creator | MetaHuman Animator > Unreal Engine
Unreal Pixel Streaming | Pixel Streaming > Unreal Engine
Unreal MetaSounds | MetaSounds > Unreal Engine, Game Audio
Unreal Editor for Fortnite | =UEFN | Fortnite Creative > Unreal Engine
Verse Programming Language | Verse language | Verse programming | Epic Verse > Unreal Editor for Fortnite
# Unity subsystems
Unity C# Job System | Unity Job System | C# Job System > Unity, Multithreading
Unity Burst Compiler | Burst compiler | Unity Burst > Unity
Unity Input System | Unity new Input System > Unity
Unity Timeline > Unity, Cinemachine
ProBuilder | Unity ProBuilder > Unity, Level Design
Unity AssetBundles | =AssetBundles > Unity, Unity Addressables
=IL2CPP | Unity IL2CPP > Unity
Unity ML-Agents | =ML-Agents | ML-Agents Toolkit > Unity, Reinforcement Learning
Unity Scriptable Render Pipeline | Scriptable Render Pipeline | Unity SRP > Unity, Rendering Pipelines
Unity Build Automation | Unity Cloud Build | Unity DevOps > Unity, Build Automation
Unity Editor Scripting | Unity editor tools | Unity custom editors | Unity custom inspectors | =EditorWindow > Unity, Game Tools Programming
Unity Animation Rigging | Animation Rigging package > Unity, Game Animation
Unity Physics | Unity PhysX | Unity physics engine > Unity, Game Physics
Unity Particle System | Shuriken | Shuriken particle system > Unity, Particle Systems
Unity NavMesh | Unity AI Navigation | NavMesh Components > Unity, Navigation Meshes
Unity Visual Scripting | Bolt visual scripting > Unity, Visual Scripting
# Other engines and frameworks
Frostbite Engine | EA Frostbite | Frostbite game engine > Game Development
Source Engine | Valve Source engine | Source 2 | Source SDK > Game Development
Open 3D Engine | =O3DE | Amazon Lumberyard | Lumberyard > Game Development
MonoGame | =XNA | XNA Framework | Microsoft XNA > Game Development, C#
libGDX > Game Development, Java
Defold | Defold engine > Game Development, Lua
Bevy Engine | Bevy game engine > Game Development, Rust
PlayCanvas > Game Development, WebGL
AngelScript | Unreal AngelScript > Game Development, C++
# Consoles and platform services
Console Dev Kits | devkits | console devkits | console development kits > Console Game Development
Steam Deck Development | Steam Deck | Steam Deck Verified | Steam Deck verification > Steamworks
PlayStation Network Integration | PlayStation Network | ~=PSN | =PSN integration > PlayStation Development
Xbox Services Integration | Xbox Live | Xbox services | Xbox network | =XBL > Xbox Development
Apple Game Center | Game Center > Mobile Game Development, iOS Development
Google Play Games Services | Play Games Services | Google Play Games > Mobile Game Development, Google Play Console
Achievements and Trophies | achievement systems | trophy integration | trophies and achievements | achievements integration > Console Game Development
Game Age Ratings | =ESRB | =PEGI | =IARC | =ESRB ratings | age rating submissions > Console Certification
# Crash analysis, profiling and performance
Crash Dump Analysis | crash dumps | crash dump debugging | minidumps | minidump analysis | core dumps | core dump analysis > Debugging, Crash Reporting
Backtrace.io | Sauce Labs Backtrace | Backtrace crash reporting > Crash Reporting
BugSplat > Crash Reporting
=WinDbg | Windows Debugger > Debugging
Frame Time Budgeting | frame budget | frame budgets | frame time budgets | frame time analysis | frame time optimization > Game Performance Optimization
Memory Budgeting | memory budgets | memory footprint optimization | memory footprint reduction > Game Performance Optimization
Load Time Optimization | loading time optimization | level load optimization | load time reduction > Game Performance Optimization
Input Latency Optimization | input latency | input lag | input lag reduction > Game Performance Optimization
Texture Streaming | mip streaming | texture streaming systems | virtual texture streaming > Game Performance Optimization
Texture Compression | block compression | =BCn | =BC7 | =ASTC | =ETC2 > Game Performance Optimization
Shader Compilation | shader permutations | shader permutation management | shader compile times | shader compilation pipeline > Shader Programming
PSO Caching | pipeline state object caching | =PSO precaching | pipeline state caching > Shader Compilation
Superluminal | Superluminal Performance > Performance Profiling
Tracy Profiler | Tracy frame profiler > Performance Profiling
Intel VTune | VTune | VTune Profiler | VTune Amplifier > Performance Profiling
Intel Graphics Performance Analyzers | Intel GPA > Graphics Debugging
AMD Radeon GPU Profiler | Radeon GPU Profiler | AMD RGP > Graphics Debugging
Snapdragon Profiler | Qualcomm Snapdragon Profiler > Graphics Debugging, Mobile Game Development
Arm Performance Studio | Arm Mobile Studio | Arm Streamline | Mali Graphics Debugger > Graphics Debugging, Mobile Game Development
PlayStation Razor | Razor CPU | Razor GPU | Sony Razor | ?~=Razor > PlayStation Development, Performance Profiling
# Engine and systems programming
Data-Oriented Design | data-oriented programming | data oriented design > Game Engine Development
Custom Memory Allocators | memory allocators | pool allocators | arena allocators | linear allocators | memory allocation strategies > C++, Game Engine Development
Multithreaded Job Systems | job systems | job system architecture | fiber-based job systems | task-based parallelism > Multithreading, Game Engine Development
Lock-Free Programming | lock-free data structures | lock-free algorithms | wait-free data structures > Multithreading
SIMD Programming | =SIMD | =SIMD intrinsics | =SSE intrinsics | =AVX | =AVX2 | =AVX-512 | =NEON intrinsics | =SSE/AVX > C++, Performance Tuning
Spatial Partitioning | octrees | quadtrees | bounding volume hierarchies | =BVH | spatial hashing > Collision Detection
Recast Navigation | Recast & Detour | Recast/Detour > Navigation Meshes
Utility AI | utility-based AI | utility AI systems | utility scoring AI > Game AI Programming
Goal-Oriented Action Planning | =GOAP | goal oriented action planning > Game AI Programming
Hierarchical Task Network Planning | =HTN planning | hierarchical task networks > Game AI Programming
Steering Behaviors | steering behaviours | flocking | boids > Game AI Programming
Crowd Simulation | crowd systems | crowd AI > Game AI Programming
Save Game Systems | save/load systems | save game serialization | save data management | ~save systems > Gameplay Programming
Gameplay Camera Systems | gameplay cameras | camera programming | third-person cameras | camera controllers > Gameplay Programming
Game Input Systems | gamepad input | controller input handling | input remapping | controller remapping > Gameplay Programming
Game Hit Detection | hit registration | hitboxes | hurtboxes | hitbox systems | ~hit detection > Gameplay Programming, Collision Detection
Level Scripting | level scripts | scripted sequences | scripted gameplay events > Level Design
Visual Scripting | visual scripting systems | node-based scripting > Game Development
# Graphics and rendering
DirectX 12 | =DX12 | Direct3D 12 | =D3D12 > DirectX
WebGPU > Computer Graphics
Deferred Rendering | deferred shading | deferred lighting | =G-buffer > Rendering Pipelines
Forward+ Rendering | Forward Plus rendering | clustered forward rendering | tiled forward rendering | clustered shading | tiled shading > Rendering Pipelines
GPU-Driven Rendering | GPU-driven pipelines | GPU culling | multi-draw indirect | indirect drawing > Rendering Pipelines
Shadow Mapping | shadow maps | cascaded shadow maps | virtual shadow maps | shadow rendering > Real-Time Rendering
Ambient Occlusion | =SSAO | screen-space ambient occlusion | =HBAO | =GTAO > Real-Time Rendering
Screen-Space Reflections | screen space reflections | =SSR reflections > Real-Time Rendering
Anti-Aliasing Techniques | anti-aliasing | temporal anti-aliasing | =MSAA | =FXAA | =SMAA > Real-Time Rendering
Temporal Upscaling | temporal super resolution | upscaling techniques | image upscaling for games > Real-Time Rendering
NVIDIA DLSS | =DLSS | Deep Learning Super Sampling > Temporal Upscaling
AMD FidelityFX Super Resolution | AMD FSR | FidelityFX Super Resolution | =FSR 2 | =FSR 3 | AMD FidelityFX > Temporal Upscaling
Intel XeSS | =XeSS > Temporal Upscaling
Mesh Shaders | mesh shading | amplification shaders | task shaders > Shader Programming
Virtual Texturing | sparse virtual textures | runtime virtual texturing | virtual textures > Real-Time Rendering
Volumetric Rendering | volumetric fog | volumetric clouds | volumetric lighting | ray marching > Real-Time Rendering
Terrain Rendering | terrain systems | heightmap terrain | terrain LOD > Real-Time Rendering
GPU Skinning | skeletal mesh skinning | linear blend skinning | dual quaternion skinning > Game Animation
HDR Rendering | high dynamic range rendering | tone mapping | tonemapping > Real-Time Rendering
Image-Based Lighting | =IBL | reflection probes | environment lighting > Physically Based Rendering
Subsurface Scattering | subsurface scattering shaders | skin shading > Physically Based Rendering
# Physics and animation
Jolt Physics | Jolt Physics engine > Game Physics
Bullet Physics | Bullet physics library | Bullet physics engine > Game Physics
Vehicle Physics | vehicle physics programming | vehicle physics simulation | vehicle handling models > Game Physics
Ragdoll Physics | ragdolls | active ragdolls | physical animation > Game Physics, Game Animation
Cloth Simulation | cloth physics | Chaos Cloth | real-time cloth simulation > Game Physics
Destruction Systems | destructible environments | destruction physics | fracture systems | Chaos Destruction > Game Physics
Root Motion | root motion animation | root-motion locomotion > Game Animation
Motion Warping | Unreal Motion Warping > Game Animation, Unreal Engine
Motion Matching | motion matching systems | Unreal Pose Search > Game Animation
Animation Montages | anim montages | =AnimMontage | =AnimMontages > Game Animation, Unreal Engine
Animation Retargeting | =IK Retargeter | IK retargeting | retargeting animations | animation retargeting pipeline > Game Animation
Procedural Animation | procedural animation systems | runtime procedural animation > Game Animation
Locomotion Systems | character locomotion | locomotion system | locomotion animation > Game Animation
Facial Animation | facial animation systems | facial rigs | facial capture | lip-sync animation | lip sync animation > Game Animation
# Audio, UI, tools and content pipelines
CRIWARE | =CRI ADX | CRI ADX2 > Game Audio
Spatial Audio | 3D audio | positional audio | =HRTF | binaural audio > Game Audio
Coherent Gameface | Coherent UI | Coherent Labs > Game UI Design
Autodesk Scaleform | Scaleform | Scaleform GFx > Game UI Design
NoesisGUI | Noesis GUI > Game UI Design
Game Accessibility | accessibility in games | accessible game design | Xbox Accessibility Guidelines | =XAG > Game Design
JetBrains Rider | Rider for Unreal Engine | Rider IDE | ~=Rider > C#
Visual Assist | Whole Tomato Visual Assist | Visual Assist X > Microsoft Visual Studio, C++
IncrediBuild > Build Automation
FASTBuild > Build Automation, C++
Build Engineering | build and release engineering | ~build infrastructure | build pipeline engineering > Release Engineering, Build Automation
Perforce Streams | P4 Streams | Helix Core streams > Perforce Helix
=P4V | Perforce P4V | Helix Visual Client > Perforce Helix
Hansoft | Perforce Hansoft | =P4 Plan | Helix Plan > Agile Methodology
Dear ImGui | =ImGui > Game Tools Programming, C++
Houdini Engine | Houdini Digital Assets | Houdini HDAs > SideFX Houdini, Procedural Generation
Maya Python Scripting | Maya Python | =PyMEL | =maya.cmds > Autodesk Maya, Python
Blender Python API | Blender Python | =bpy | Blender scripting > Blender, Python
MAXScript | 3ds Max scripting > Autodesk 3ds Max
Universal Scene Description | OpenUSD | Pixar USD | =USD pipelines > Game Asset Pipelines, Computer Graphics
=FBX | =FBX SDK | Autodesk FBX > Game Asset Pipelines
glTF | glTF 2.0 > Game Asset Pipelines, 3D Modeling

## Marketing operations practice
# Marketo
Marketo Administration | Marketo admin | Marketo instance administration | Marketo instance management > Marketo
Marketo Workspaces and Partitions | Marketo workspaces | lead partitions | Marketo lead partitions | person partitions > Marketo Administration
Marketo Sales Insight | Marketo Sales Insight for Salesforce | =MSI Actions > Marketo, CRM Integration
Marketo Interesting Moments | =Interesting Moments > Marketo Sales Insight
Marketo Measure | Adobe Marketo Measure | =Bizible | Adobe Bizible > Marketing Attribution, Marketo
Marketo Revenue Cycle Modeler | Revenue Cycle Modeler | Marketo revenue cycle models > Marketo, Lifecycle Stage Management
Marketo Forms | Marketo Forms 2.0 | Marketo form fills > Marketo
Marketo Landing Pages | Marketo landing page templates | Marketo guided landing pages > Marketo, Landing Page Design
Marketo Email Templates | Marketo email template development | Marketo email modules > Marketo, Email Template Development
Marketo Webhooks | Marketo webhook integrations > Marketo, Webhook
Marketo Program Channels | program channels | Marketo program statuses | progression statuses | Marketo period costs > Marketo
Marketo Segmentations | Marketo segmentation | Marketo snippets > Marketo, Dynamic Content
Marketo Lead Scoring | Marketo scoring | Marketo scoring programs > Marketo, Lead Scoring
Marketo API | Marketo REST API | Marketo Bulk API > Marketo, REST APIs
Marketo Munchkin | Munchkin tracking code | Munchkin JavaScript > Marketo
Marketo Dynamic Chat | Dynamic Chat > Marketo, Conversational Marketing
Marketo Operational Programs | Marketo operational campaigns | Marketo data management campaigns > Marketo, Marketing Database Management
Marketo Custom Objects > Marketo
Marketo LaunchPoint | LaunchPoint integrations > Marketo
Marketo Revenue Explorer | Revenue Explorer | Marketo Email Insights > Marketo, Marketing Analytics
# Eloqua, Account Engagement and HubSpot
Eloqua Program Canvas | Program Canvas > Oracle Eloqua
Eloqua Contact Washing Machine | Contact Washing Machine > Oracle Eloqua, Data Standardization
Eloqua Custom Objects | Eloqua custom data objects | Eloqua CDOs > Oracle Eloqua
Eloqua Segments | Eloqua segmentation | Eloqua segment builder > Oracle Eloqua, Email Segmentation
Eloqua Lead Scoring | Eloqua Lead Scoring Model | Eloqua scoring > Oracle Eloqua, Lead Scoring
Eloqua Profiler | Oracle Eloqua Profiler > Oracle Eloqua
Oracle Eloqua Certification | Eloqua certification | Eloqua product certification | Oracle Eloqua Implementation Specialist > Oracle Eloqua
Pardot Completion Actions | completion actions | Account Engagement completion actions > Salesforce Pardot
Pardot Automation Rules | Account Engagement automation rules > Salesforce Pardot
Pardot Dynamic Lists | Account Engagement dynamic lists > Salesforce Pardot
Pardot Form Handlers | form handlers | Pardot forms | Account Engagement form handlers > Salesforce Pardot
Pardot Business Units | Account Engagement business units > Salesforce Pardot
Pardot Scoring Categories | scoring categories | Account Engagement scoring categories > Salesforce Pardot, Lead Scoring
Pardot Custom Redirects | custom redirects | Account Engagement custom redirects > Salesforce Pardot
Connected Campaigns | Pardot connected campaigns | Account Engagement connected campaigns > Salesforce Campaign Management, Salesforce Pardot
B2B Marketing Analytics | =B2BMA | Account Engagement analytics | CRM Analytics for Account Engagement > Salesforce Pardot, Marketing Analytics
HubSpot Lists | HubSpot active lists | HubSpot static lists | active lists > HubSpot, Email Segmentation
HubSpot Custom Objects > HubSpot
HubSpot Administration | HubSpot admin | HubSpot portal administration | HubSpot portal management > HubSpot
HubSpot Reporting | HubSpot dashboards | HubSpot reports | HubSpot custom reports > HubSpot, Marketing Dashboards
HubSpot Forms | HubSpot form embeds > HubSpot
HubSpot Lead Scoring | HubSpot score property | HubSpot scoring > HubSpot, Lead Scoring
=HubL | HubSpot Markup Language | HubL templating > HubSpot CMS
HubSpot Smart Content | smart content > HubSpot, Dynamic Content
HubSpot Lifecycle Stages | HubSpot lifecycle stage > HubSpot, Lifecycle Stage Management
HubSpot Properties | HubSpot custom properties | HubSpot calculated properties > HubSpot
HubSpot Solutions Partner Program | HubSpot Solutions Partner | HubSpot partner agency > HubSpot
=Act-On | Act-On Software > Marketing Automation
SharpSpring | Constant Contact Lead Gen & CRM > Marketing Automation
Mautic | Acquia Campaign Studio > Marketing Automation
Ortto | Autopilot email > Marketing Automation
Dynamics 365 Customer Insights Journeys | Dynamics 365 Marketing | =D365 Marketing > Marketing Automation, Microsoft Dynamics 365
Zoho Campaigns > Email Marketing
# Lead management, scoring and routing
Lead Grading | prospect grading | lead grades | Pardot grading | prospect grades > Lead Scoring
Behavioral Lead Scoring | behavioral scoring | engagement scoring | activity-based scoring > Lead Scoring
Demographic Lead Scoring | demographic scoring | firmographic scoring | fit scoring > Lead Scoring
Predictive Lead Scoring | predictive scoring models | AI lead scoring > Lead Scoring, Predictive Analytics
Lead Score Decay | score decay | lead score degradation > Lead Scoring
MadKudu > Predictive Lead Scoring
Lead Recycling | lead recycle programs | recycled leads | lead recycling programs > Lead Management
Lead Conversion | lead-to-opportunity conversion | lead conversion process | Salesforce lead conversion > Lead Management
Lead Capture | lead capture forms | lead capture pages > Lead Generation
Form Spam Prevention | form spam | bot form submissions | honeypot fields > Lead Capture
Lead-to-Revenue Management | =L2RM | lead to revenue management | lead-to-revenue process > Lead Management
Marketing-Sales SLA | sales and marketing SLA | marketing and sales SLA | lead follow-up SLA | lead response SLA > Lead Management
Demand Waterfall | SiriusDecisions Demand Waterfall | Forrester Demand Waterfall > Lifecycle Stage Management
Distribution Engine > Lead Routing
Traction Complete | Complete Leads > Lead Routing
Website Visitor Identification | visitor identification | reverse IP lookup | website visitor tracking > Lead Generation
Sales Alerts | lead alerts | sales alert emails | lead notification emails > Lead Management
Opportunity Contact Roles | contact roles | opportunity contact role management > Marketing Attribution, Salesforce
# Data management and hygiene
Data Standardization | data normalization | data standardisation | field value normalization | field standardization > Data Quality
Job Title Normalization | title normalization | job title standardization | job function mapping > Data Standardization
Persona Assignment | persona tagging | persona mapping rules > Data Standardization
Country and State Normalization | country normalization | state normalization | country and state picklists > Data Standardization
Picklist Management | picklists | picklist values | global picklists | picklist governance > Salesforce Administration
Syncari > Marketing Database Management
ZoomInfo FormComplete | FormComplete > Contact Data Enrichment, ZoomInfo
Marketing Data Governance | marketing data standards | marketing data dictionary | marketing data governance policies > Marketing Database Management, Data Governance
Email Verification | email address verification | email list verification | email list validation | email list cleaning > List Management, Email Deliverability
ZeroBounce > Email Verification
NeverBounce > Email Verification
Validity BriteVerify | BriteVerify > Email Verification
RingLead | ZoomInfo RingLead > CRM Deduplication
Cloudingo > CRM Deduplication
Insycle > CRM Deduplication
Openprise > Marketing Database Management
Lead Source Tracking | lead source taxonomy | original source tracking | lead source attribution | lead source values > Marketing Attribution
Hidden Form Fields | hidden fields | =UTM hidden fields > Lead Source Tracking
Campaign Naming Conventions | campaign taxonomy | campaign naming taxonomy | campaign naming standards > Marketing Operations
Unsubscribe Management | unsubscribe processing | opt-out management | opt-out processing | global unsubscribes > Consent Management
# Email production and deliverability
Email Template Development | email templates | email template builds | email template management | email template creation > HTML Email Development, Email Design
Spam Trap Management | spam traps | spam trap monitoring | blocklist monitoring | blacklist monitoring | blocklist removal > Email Deliverability
ISP Feedback Loops | complaint feedback loops | =FBL | =FBLs > Email Deliverability
Dedicated IP Management | dedicated IPs | dedicated sending IPs | shared IP pools > Email Deliverability
Bulk Sender Requirements | Gmail and Yahoo sender requirements | Google and Yahoo bulk sender requirements | bulk sender guidelines > Email Authentication
Spam Filter Testing | spam testing | spam filter tests | spam score testing > Email Testing
Email Send Throttling | send throttling | throttled sends | email throttling > Email Deliverability
Sending Domain Setup | sending domain setup | branded sending domains | custom sending domains | sending subdomains > Email Authentication
Email Localization | localized email campaigns | email translation > Content Localization, Email Marketing
# Campaign operations, webinars and attribution
Campaign Operations | campaign ops | campaign setup | campaign builds > Campaign Management
Marketing Request Intake | campaign intake | campaign request intake | marketing request intake process > Marketing Operations
Marketing Automation Migration | marketing automation platform migration | =MAP migration | Marketo migration | Pardot to Marketo migration > Marketing Automation
MarTech Vendor Management | martech vendor management | martech vendor evaluation | martech procurement > Marketing Technology
Zoom Webinars | Zoom Webinar > Webinar Production, Zoom
BrightTALK > Webinar Production
Livestorm > Webinar Production
Webex Webinars | Webex Events | Cisco Webex Webinars > Webinar Production, Cisco Webex
Zuddl > Virtual Events
Webinar Integrations | webinar platform integrations | ON24 Marketo integration | Zoom Marketo integration > Webinar Production, Marketing Automation
Campaign ROI Analysis | campaign ROI | campaign ROI reporting > Marketing ROI
W-Shaped Attribution | W-shaped attribution | U-shaped attribution | position-based attribution > Multi-Touch Attribution
Dreamdata > Marketing Attribution
HockeyStack > Marketing Attribution
CaliberMind > Marketing Attribution
Full Circle Insights | Full Circle Funnel Metrics > Marketing Attribution, Funnel Reporting
Sendoso > Account-Based Marketing
Reachdesk > Account-Based Marketing
Mutiny > Website Personalization, Account-Based Marketing
Allocadia > Marketing Budget Management
# Google's "smart campaigns", another sense of Marketo's
Google Ads Smart Campaigns | Google Smart campaigns | ?smart campaigns > Google Ads

## Channel and partner sales practice
# Partner programs and recruitment
Partner Recruitment | partner recruiting | partner acquisition | channel partner recruitment | reseller recruitment | channel recruitment > Channel Partner Management
Ideal Partner Profile | ideal partner profiles | partner profiling > Partner Recruitment
Partner Landscape Mapping | partner mapping | partner landscape analysis > Partner Recruitment
Partner Program Design | partner program management | ~partner programs | channel programs | channel program management | partner program development > Channel Partner Management
Partner Tiers | partner tiering | partner tier structure | tiered partner programs | partner levels > Partner Program Design
Partner Certification Programs | partner certifications | partner competencies | partner accreditation > Partner Enablement
Partner Playbooks | partner sales playbooks | channel playbooks > Partner Enablement
Partner Sales Kits | partner enablement content | partner sales tools | channel sales kits > Partner Enablement
Partner Sales Engineering | partner technical enablement | channel sales engineering | partner SE enablement > Partner Enablement
Not-for-Resale Licenses | =NFR licenses | =NFR programs | not for resale licenses > Partner Enablement
Partner Portals | partner portal | partner portal management | partner portal administration > Partner Relationship Management
Partner Lifecycle Management | partner lifecycle | partner journey > Partner Relationship Management
Partner Advisory Councils | partner advisory council | partner advisory board > Channel Partner Management
Partner Ecosystem Management | partner ecosystems | partner ecosystem | ecosystem partnerships | ecosystem-led growth | ecosystem sales > Channel Partner Management
Strategic Alliances | alliance management | strategic alliance management | alliance partnerships > Business Development
Technology Partnerships | technology alliance partners | integration partnerships | technology partner programs > Partner Ecosystem Management
ISV Partnerships | =ISV | =ISVs | =ISV partners | =ISV partnerships | independent software vendors > Technology Partnerships
Hyperscaler Partnerships | hyperscaler alliances | hyperscaler co-sell | cloud provider partnerships > Technology Partnerships
OEM Partnerships | =OEM partnerships | =OEM agreements | =OEM licensing | embedded partnerships > Channel Sales
White-Label Partnerships | white-label reselling | white label partnerships | white-label partners > Reseller Management
Referral Partner Programs | referral partners | referral partner program | referral partnerships > Channel Partner Management
Partner Due Diligence | partner vetting | channel partner due diligence | partner screening > Channel Partner Management
Partner Compliance | partner compliance audits | channel compliance | partner audits > Channel Partner Management
Partner Contracting | partner contract negotiation | partner contract management > Distribution Agreements
Territory Exclusivity | exclusive territories | territory exclusivity agreements | exclusive distribution rights > Distribution Agreements
Reseller Authorization | authorized reseller programs | authorized resellers | authorized dealer programs > Reseller Management
Agency Partner Programs | agency partner program | agency partner ecosystem > Partner Ecosystem Management
Implementation Partners | consulting partners | implementation partner ecosystem | services partners > Partner Ecosystem Management
Partner-Led Growth | partner-led motions | partner-led sales > Partner Ecosystem Management
Partner Success Management | partner success | partner success managers > Channel Partner Management
Partner Operations | partner ops | channel operations | channel ops > Channel Partner Management
Partner Locators | partner locator | dealer locator | reseller locator > Partner Relationship Management
Partner Communications | partner newsletters | partner communications planning > Partner Marketing
Partner Events | partner summits | partner conferences | partner kickoffs > Partner Marketing
# Joint planning, performance and conflict
Joint Business Plans | =JBP | =JBPs | joint business planning | partner business plans | partner business planning > Channel Partner Management
Partner Account Management | partner account planning | channel account management | partner account managers > Channel Partner Management
Partner Business Reviews | partner QBRs | quarterly partner business reviews > Joint Business Plans
Partner Scorecards | partner performance scorecards | partner KPIs | partner performance management | partner performance metrics > Channel Partner Management
Partner Satisfaction Surveys | partner satisfaction | partner NPS > Channel Partner Management
Partner Segmentation | channel partner segmentation | partner segments > Channel Partner Management
Partner-Sourced Pipeline | partner-sourced revenue | partner-sourced deals | partner-sourced opportunities | partner-sourced bookings > Channel Sales
Partner-Influenced Revenue | partner-influenced pipeline | partner-influenced deals > Channel Sales
Partner Attribution | partner-touched revenue | partner attribution reporting > Partner-Influenced Revenue
Partner Analytics | partner reporting | channel analytics | partner dashboards > Channel Data Management
Channel Forecasting | channel sales forecasting | partner forecasting | partner pipeline forecasting > Sales Forecasting
Channel Conflict Management | channel conflict | channel conflict resolution | channel conflict rules > Channel Sales
Channel Strategy | channel go-to-market strategy | channel GTM strategy | route-to-market strategy | route to market | partner go-to-market > Channel Sales
Sales Channel Development | sales channel expansion | new sales channel development | channel partner development > Channel Sales
Partner Coverage Models | partner coverage | partner coverage model > Channel Strategy
Channel Sales Compensation | channel compensation | partner-neutral compensation | comp neutrality > Sales Compensation
Partner Lead Distribution | partner lead sharing | lead passing | partner lead routing | lead distribution to partners > Partner Relationship Management
# Funds, incentives, pricing and channel data
Co-op Advertising | cooperative advertising | co-op advertising programs | co-op marketing | co-op ad programs > Market Development Funds
MDF Claims Processing | =MDF claims | co-op claims | MDF proof of performance > Market Development Funds
Channel Incentive Programs | channel incentives | partner incentives | partner incentive programs | reseller incentives | channel incentive design > Channel Partner Management
Sales Performance Incentive Funds | =SPIFF | =SPIFFs | =SPIF | =SPIFs | spiff programs | sales spiffs > Channel Incentive Programs
Channel Rebates | partner rebates | back-end rebates | channel rebate programs | volume incentive rebates > Channel Incentive Programs
Partner Incentive Payouts | partner payouts | incentive payouts | rebate payouts > Channel Incentive Programs
Ship and Debit | ship-and-debit | ship and debit claims > Channel Incentive Programs
Price Protection | price protection programs | price protection claims > Channel Sales
Special Pricing Requests | special bids | special bid requests | special pricing agreements | deal pricing approvals > Channel Sales
Channel Margin Management | channel margins | partner margins | partner discounts | partner discount structures | reseller margins > Channel Partner Management
Reseller Price Lists | partner price lists | reseller price books | partner pricing > Channel Margin Management
Gray Market Enforcement | gray market | grey market | unauthorized resellers | product diversion monitoring > Channel Sales
Channel Revenue Management | channel revenue | channel accounting | channel claims processing > Channel Incentive Programs
Distributor Chargebacks | distributor chargeback claims | wholesaler chargebacks > Channel Revenue Management
Channel Renewals | partner renewals | partner-led renewals > Renewal Management, Channel Sales
Partner Profitability Analysis | partner profitability | partner ROI > Channel Margin Management
Minimum Advertised Price | =MAP policy | =MAP pricing | =MAP enforcement | minimum advertised price policy > Channel Sales
Channel Data Management | channel data | channel sales data | channel sales reporting | partner sales reporting > Channel Sales
Distributor POS Reporting | distributor POS data | distributor point-of-sale reporting | distributor sell-through reporting > Channel Data Management
Distributor Training | distributor sales training | distributor education > Distributor Management
Sell-In Management | sell-in targets | sell-in sales | ~sell-in > Channel Sales
Channel Inventory Management | channel inventory | distributor inventory | channel inventory levels > Channel Sales
Recurring Revenue Models | recurring revenue | recurring revenue model | subscription revenue model | as-a-service model | =XaaS > Annual Recurring Revenue
Call Blitzes | call blitz | calling blitz | partner call blitzes | phone blitzes | phone blitz > Cold Calling
# Partner types and routes to market
Managed Service Providers | managed service provider | =MSPs | =MSP partners | =MSP channel | managed service provider partners | ~=MSP > Channel Sales
Managed Security Service Providers | managed security service provider | =MSSP partners | ?~=MSSP > Managed Service Providers, Cybersecurity
Two-Tier Distribution | two-tier distribution model | 2-tier distribution | two-tier channel > Distributor Management
Value-Added Distributors | value-added distribution | value-added distributor > Two-Tier Distribution
Broadline Distributors | broadline distribution | broadline IT distributors > Two-Tier Distribution
Ingram Micro | Ingram Micro Xvantage | Ingram Micro Cloud Marketplace > Two-Tier Distribution
TD SYNNEX | Tech Data | SYNNEX | TD SYNNEX StreamOne > Two-Tier Distribution
Arrow Electronics | Arrow ECS | Arrow Enterprise Computing Solutions > Two-Tier Distribution
D&H Distributing > Two-Tier Distribution
Westcon-Comstor | Westcon | Comstor > Two-Tier Distribution
Pax8 | Pax8 marketplace > Managed Service Providers, Cloud Marketplace Sales
Large Account Resellers | large account reseller > Reseller Management
Technology Services Distributors | master agents | telecom master agents | technology services distributor > Two-Tier Distribution
Telarus > Technology Services Distributors
Intelisys | ScanSource Intelisys > Technology Services Distributors
Avant Communications > Technology Services Distributors
Telecom Agent Channel | agent channel | telecom agents | trusted advisor channel > Technology Services Distributors
Manufacturers' Representatives | manufacturers' reps | manufacturer's representatives | manufacturer's rep | manufacturers rep agencies | rep agencies | independent rep firms > Channel Sales
# Cloud marketplaces and vendor partner programs
AWS Marketplace Private Offers | AWS private offers | channel partner private offers | ?=CPPO | private offers > AWS Marketplace
Microsoft CSP Program | Microsoft CSP | Cloud Solution Provider program | =CSP program | =CSP partners | =CSP indirect reseller > Microsoft Azure
AWS Partner Network | AWS partner programs | AWS Partner Path > Amazon Web Services
AWS ISV Accelerate | ISV Accelerate program > Co-Selling, AWS Partner Network
AWS ACE Pipeline Manager | =AWS ACE | =APN Customer Engagements | ACE Pipeline Manager > AWS Partner Network
Microsoft AI Cloud Partner Program | Microsoft Partner Network | Microsoft partner program | Microsoft Solutions Partner > Microsoft Azure
Google Cloud Partner Advantage | Partner Advantage | Google Cloud partner program > Google Cloud Platform
Tackle.io | Tackle cloud marketplace > Cloud Marketplace Sales
Clazar > Cloud Marketplace Sales
WorkSpan | WorkSpan co-sell > Co-Selling
PartnerTap > Co-Selling
Salesforce AppExchange Partner Program | AppExchange partner | Salesforce ISV partner > AppExchange, ISV Partnerships
Shopify Partner Program | Shopify Partners | Shopify Plus Partner > Shopify
Google Partners Program | Google Partners | Google Premier Partner | Google Partner badge > Google Ads
# PRM and channel software
ZINFI | ZINFI PRM > Partner Relationship Management
Allbound > Partner Relationship Management
Channeltivity > Partner Relationship Management
Magentrix > Partner Relationship Management
Kiflo | Kiflo PRM > Partner Relationship Management
Mindmatrix | Mindmatrix Bridge > Partner Relationship Management
Through-Channel Marketing Automation | =TCMA | through-channel marketing | partner marketing automation | through-partner marketing > Partner Marketing
Campaigns-in-a-Box | campaign-in-a-box | campaigns in a box | partner campaign kits > Through-Channel Marketing Automation
Co-Branded Marketing | co-branded collateral | co-branding | co-branded content > Co-Marketing
Zift Solutions | ZiftONE | =Zift > Through-Channel Marketing Automation
Channel Mechanics > Channel Incentive Programs
Model N | Model N Revenue Management > Channel Incentive Programs
Vistex | SAP Vistex | Vistex incentive management > Channel Incentive Programs

## Plant and supplier quality engineering practice
# Scientific molding and plastics quality
Scientific Molding | scientific injection molding | scientific molding principles | scientific processing > Injection Molding
Decoupled Molding | decoupled II molding | decoupled III molding | decoupled molding process > Scientific Molding
RJG Master Molder | Master Molder | Master Molder I | Master Molder II | RJG certification | RJG certified | RJG training > Scientific Molding
Cavity Pressure Monitoring | cavity pressure sensing | cavity pressure sensors | in-mold pressure sensors | cavity pressure transducers | in-mold sensing > Scientific Molding
RJG eDART | =eDART | RJG CoPilot > Cavity Pressure Monitoring
Molding Process Window Studies | process window studies | molding process window | process window development > Scientific Molding
Gate Freeze Studies | gate freeze study | gate seal studies | gate seal study | gate freeze | gate seal > Scientific Molding
Viscosity Curve Studies | viscosity curves | relative viscosity curves | in-mold rheology studies | in-mold rheology > Scientific Molding
Cavity Balance Studies | cavity balance | cavity balancing | fill balance studies | cavity imbalance > Scientific Molding
Molding Pressure Drop Studies | injection pressure drop studies > Scientific Molding
Mold Qualification | mold validation | mold qualification runs | mold trials | tool trials | tooling trials > Injection Molding
Injection Molding Defects | molding defects | molded part defects | molding defect analysis | molding troubleshooting | injection molding troubleshooting > Injection Molding
Resin Drying | resin moisture analysis | plastic resin drying | desiccant dryers | dew point dryers > Injection Molding
Regrind Management | regrind | regrind ratios | regrind control > Injection Molding
Mold Maintenance | preventive mold maintenance | mold PM > Injection Molding
Mattec MES | =Mattec | Mattec production monitoring > Manufacturing Execution Systems
Melt Flow Testing | melt flow index | =MFI testing | melt flow rate | =ASTM D1238 > Materials Testing
Differential Scanning Calorimetry | =DSC analysis | =DSC testing > Thermal Analysis
Thermogravimetric Analysis | =TGA analysis > Thermal Analysis
FTIR Spectroscopy | =FTIR | =FT-IR | Fourier transform infrared spectroscopy | FTIR analysis > Materials Testing
Impact Testing | Izod impact testing | =Izod | Charpy impact testing | Charpy > Materials Testing
# PPAP elements, launch and change
Appearance Approval Report | =AAR form | appearance approval | appearance approval reports > Production Part Approval Process
Master Samples | master sample | golden samples | golden sample > Production Part Approval Process
Boundary Samples | boundary sample | limit samples | limit sample | boundary sample programs | defect boundary samples | appearance boundary samples > Visual Inspection
Design Records | part design records | customer design records > Production Part Approval Process
Initial Process Studies | initial process capability studies | preliminary process capability studies | initial process study > Process Capability Analysis
Qualified Laboratory Documentation | lab scope of accreditation | accredited laboratory documentation > Production Part Approval Process
Bulk Material Requirements Checklist | bulk materials checklist | bulk material PPAP > Production Part Approval Process
Interim PPAP Approval | interim PPAP > Production Part Approval Process
Phased PPAP | Ford Phased PPAP | phased PPAP process > Production Part Approval Process
Team Feasibility Commitment | feasibility commitment | manufacturing feasibility review > Advanced Product Quality Planning
Characteristics Matrix | characteristic matrix | characteristics matrices > Process FMEA
Pre-Launch Control Plans | pre-launch control plan | prelaunch control plans | prototype control plans > Control Plan
Launch Quality | launch quality management | production launch quality | manufacturing launch readiness > Advanced Product Quality Planning
Early Production Containment | =GP-12 | =GP12 | early production containment plans | pre-launch containment | safe launch | safe launch plans | safe launch planning > Containment Actions
Third-Party Sorting | third-party containment | third party sort | sort services | containment sorting > Containment Actions
Quality Walls | quality wall | quality firewall | quality firewalls > Containment Actions
Product Safety Representative | product safety and conformity representative | =PSCR | =PS&C representative | =PSB representative > IATF 16949
4M Change Management | 4M changes | 4M change control | change point management | changepoint management | 5M change > Change Control
VDA 6.5 | VDA 6.5 product audit > Product Audits
VDA 19 Technical Cleanliness | =VDA 19 | =VDA 19.1 | technical cleanliness | component cleanliness | =ISO 16232 > Quality Control
VDA Maturity Level Assurance | maturity level assurance | =VDA MLA > Advanced Product Quality Planning
AIAG Effective Problem Solving | =CQI-10 | =CQI-20 | AIAG CQI-20 > 8D Problem Solving
Is/Is Not Analysis | is/is not analysis | is-is not analysis | is/is-not analysis > Root Cause Analysis
Toyota Practical Problem Solving | Toyota Business Practices | =TBP problem solving > Root Cause Analysis
Three-Legged 5 Why | 3-legged 5 why | three-legged 5 why | 3x5 why | 3-legged 5-why analysis > 5 Whys
Error-Proofing Verification | error-proofing device verification | poka-yoke verification | red rabbit verification | red rabbit parts | red rabbits | challenge parts > Poka-Yoke
No Fault Found Analysis | no fault found | =NFF | no trouble found | ?=NTF > Customer Returns Analysis
Rework Instructions | rework procedures | repair and rework instructions | rework and repair > Nonconforming Material Control
Scrap and Rework Tracking | scrap and rework | rework tracking | scrap tracking > Cost of Quality
Field Quality | field quality engineering | field quality issues > Warranty Analysis
Customer Quality Scorecards | customer scorecards | customer PPM scorecards > Customer-Specific Requirements
Reverse PFMEA | reverse FMEA | reverse process FMEA > Process FMEA
FMEA Facilitation | =FMEA facilitator | FMEA moderation > Failure Mode and Effects Analysis
CAPA Effectiveness Checks | effectiveness checks | effectiveness verification | CAPA effectiveness verification > Corrective and Preventive Action
Quality Records Management | quality records | quality record retention > Document Control
Quality Objectives | quality policy and objectives | quality objectives deployment > Quality Management Systems
Product Traceability | part traceability | serial number traceability | product traceability systems > Lot Tracking
GM 1927 Supplier Quality Requirements | =GM 1927 | =GM1927 > Customer-Specific Requirements
# Supplier quality
Sub-Tier Supplier Management | sub-tier supplier control | sub-tier supplier quality | =CQI-19 | tier-2 supplier management > Supplier Quality Management
Supplier Quality Manuals | supplier quality manual | supplier requirements manual > Supplier Quality Management
Supplier PPAP Approval | supplier PPAP | supplier PPAP review | supplier PPAP approvals > Production Part Approval Process, Supplier Quality Management
Supplier Cost Recovery | supplier chargebacks | quality chargebacks | supplier debit memos | cost recovery from suppliers > Supplier Corrective Action Requests
Supplier Change Requests | supplier change request | =SREA | supplier request for engineering approval | supplier change notification > Change Control
Supplier Escalation Process | supplier escalation | supplier escalation levels > Supplier Quality Management
New Business Hold | new business hold status > Supplier Quality Management
GM SupplyPower | SupplyPower > Supplier Quality Management
Stellantis eSupplierConnect | eSupplierConnect > Supplier Quality Management
# Aerospace and medical device quality
=AS9101 | AS9101 audit requirements > AS9100
AS9100 Internal Auditor | AS9100 internal auditing | AS9100 auditor training > AS9100
AS9115 | AS9115 software > AS9100
AS9117 | delegated product release verification > AS9100
=AS9146 | AS9146 foreign object damage prevention > Foreign Object Debris Prevention
=AS13000 | AS13000 problem solving > 8D Problem Solving
=AS13004 | AS13004 PFMEA and control plans > Process FMEA
=AS13006 | AS13006 process control methods > Statistical Process Control
=AS9131 | AS9131 nonconformance documentation > AS9100
=AS9136 | 9S problem solving | AS9136 root cause analysis > Root Cause Analysis
=AS9162 | operator self-verification | operator self-verification programs > AS9100
Pyrometry | =AMS 2750 | =AMS2750 | furnace pyrometry | temperature uniformity surveys | =TUS > Heat Treating
IAQG OASIS | OASIS database | IAQG OASIS database | ?=OASIS > AS9100
PRI eAuditNet | eAuditNet > Nadcap
Special Process Control | special processes | special process qualification | special process validation > AS9100
Government Source Inspection | =DCMA source inspection | government source inspections > Source Inspection
Medical Device Complaint Handling | device complaint handling | complaint handling unit | 21 CFR 820.198 | ?complaint handling > Post-Market Surveillance
Production and Process Controls | =P&PC | 21 CFR 820.70 > FDA 21 CFR Part 820
Acceptance Activities | 21 CFR 820.80 > FDA 21 CFR Part 820
Line Clearance | line clearance procedures | line clearances > Good Manufacturing Practices
# Measurement, calibration and SPC tools
Industrial CT Scanning | industrial CT | industrial computed tomography | CT metrology | =CT inspection | X-ray CT metrology > Metrology
Keyence Image Dimension Measurement | Keyence IM | Keyence IM-8000 | Keyence image measurement > Vision Measuring Systems
Air Gauging | air gages | air gauges | air gauging systems > Dimensional Inspection
Renishaw Equator | Equator gauging system > Dimensional Inspection
Verisurf > Metrology
IndySoft > Gage Calibration
GageList > Gage Calibration
Qualer > Gage Calibration
GAGEpack | PQ Systems GAGEpack > Gage Calibration
Beamex CMX | Beamex calibrators | =Beamex > Instrument Calibration
Fluke MET/CAL | MET/CAL | MET/TEAM > Instrument Calibration
Calibration Intervals | calibration interval analysis | calibration frequency > Gage Calibration
Out-of-Tolerance Investigations | out-of-tolerance investigation | out of tolerance impact assessments | out-of-tolerance impact assessments > Gage Calibration
Western Electric Rules | =WECO rules | Western Electric run rules > Control Charts
Nelson Rules | Nelson run rules > Control Charts
Pre-Control Charts | pre-control | precontrol | pre-control charting > Statistical Process Control
Attribute Control Charts | p-charts | np-charts | c-charts | u-charts > Control Charts
CUSUM and EWMA Charts | =CUSUM charts | =EWMA control charts | cumulative sum control charts > Control Charts
Short-Run SPC | short run SPC | short-run control charts > Statistical Process Control
Destructive Gage R&R | nested gage R&R | destructive testing MSA > Gage R&R
Non-Normal Capability Analysis | non-normal capability | non-normal process capability > Process Capability Analysis
SQCpack | PQ Systems SQCpack > Statistical Process Control
WinSPC | DataNet WinSPC > Statistical Process Control
GainSeeker | Hertzler GainSeeker > Statistical Process Control
DataLyzer | DataLyzer Spectrum > Statistical Process Control
QI Macros | QI Macros for Excel > Statistical Process Control
SigmaXL > Statistical Process Control
Minitab Workspace | Companion by Minitab | Minitab Companion > Minitab
Statgraphics | Statgraphics Centurion > Statistical Analysis
# Quality management software
Qualio > Quality Management Systems
Ideagen Q-Pulse | Q-Pulse > Quality Management Systems
Omnex EwQIMS | EwQIMS | Omnex Systems > Quality Management Systems
ComplianceQuest | ComplianceQuest QMS > Quality Management Systems
Veeva Vault QMS | Vault QMS > Quality Management Systems, Veeva Vault
`;
