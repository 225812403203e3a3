// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
## Software engineering practice
# Back-end frameworks, libraries and tooling
Uvicorn > FastAPI
Go Fiber | Fiber framework | GoFiber > Go
Koa.js | KoaJS | Koa framework | ~=Koa > Node.js
Hapi.js | hapi framework | ~=Hapi > Node.js
AdonisJS > Node.js
Hono framework | Hono.js | ~=Hono > TypeScript
Passport.js | PassportJS > Node.js
NextAuth.js | NextAuth | Auth.js > Next.js
Eclipse Jersey | Jersey framework | Jersey JAX-RS > JAX-RS
Grails > Groovy
Doctrine ORM | ~=Doctrine > Object-Relational Mapping
Laravel Blade | Blade templates | Blade templating > Laravel
Eloquent ORM | ~=Eloquent > Laravel
Laravel Artisan | Artisan CLI > Laravel
PHP-FIG PSR Standards | PSR standards | PSR-4 | PSR-12 > PHP
Xdebug > PHP
FactoryBot | factory_bot > RSpec
Puma web server | ~=Puma > Ruby on Rails
Stimulus.js | StimulusJS | ~=Stimulus > Hotwire
Wagtail CMS | ~=Wagtail > Django
Sanic framework | ~=Sanic > Python
Tornado web framework | Tornado framework | ~=Tornado > Python
aiohttp > Python
Starlette > Python
Pyramid framework | Pylons Pyramid | ~=Pyramid > Python
Marshmallow serialization | marshmallow library | ~=Marshmallow > Python
Python Type Hints | type hints | type annotations > Python
~=pip | pip package manager > Python
Python Virtual Environments | virtualenv | =venv | ~virtual environments > Python
Java Virtual Machine | =JVM | JVM internals > Java
NuGet | NuGet packages > .NET
AutoMapper > .NET
MediatR > .NET
Serilog > .NET
NLog > .NET
Polly resilience library | ~=Polly > .NET
Swashbuckle > OpenAPI
ASP.NET Core Minimal APIs | Minimal APIs | minimal API > ASP.NET Core
NHibernate > Object-Relational Mapping
FluentAssertions > Unit Testing
NSubstitute > Unit Testing
Universal Windows Platform | =UWP > Windows Presentation Foundation
POSIX | =POSIX > Unix
Socket Programming | network sockets | BSD sockets | sockets programming > TCP/IP
Valgrind > Debugging
JSON Schema | JSON schemas > JSON
HATEOAS > REST APIs
Application Logging | ~logging | logging frameworks > Observability
etcd > Kubernetes
Meilisearch > Elasticsearch
Typesense > Elasticsearch
ImageMagick > Image Processing
User Authentication | ~authentication | authentication flows > Identity and Access Management
# Front-end libraries and tooling
jQuery UI > jQuery
Knockout.js | KnockoutJS > JavaScript
DevExtreme > JavaScript
Yup validation | ~=Yup > JavaScript
Higher-Order Components | higher order components > React
HTTP Live Streaming | =HLS | HLS streaming > Video Streaming
Video Streaming | video streaming protocols | adaptive bitrate streaming
MPEG-DASH | =DASH streaming > Video Streaming

## Mobile development practice
# Android
RxKotlin > RxJava
Picasso image library | ~=Picasso > Android Development
Android ViewModel | Jetpack ViewModel | ~=ViewModel > Android Jetpack
Jetpack DataStore | ~=DataStore > Android Jetpack
Jetpack Paging | Paging 3 | Paging library > Android Jetpack
Android Data Binding | Data Binding Library | =DataBinding > Android Development
Android View Binding | View Binding | =ViewBinding > Android Development
RecyclerView > Android Development
ConstraintLayout > Android Development
Android Fragments | ~=Fragments > Android Development
Android Intents | ~=Intents > Android Development
Broadcast Receivers > Android Development
Android Content Providers > Android Development
Android Keystore > Android Development
Android Profiler | Android Studio Profiler > Android Studio
LeakCanary > Android Development
R8 code shrinker | ~=R8 > ProGuard
MockK > Kotlin
SQLDelight > Kotlin Multiplatform
Camera2 API | =Camera2 > Android Development
CameraX > Android Jetpack
ExoPlayer | Media3 ExoPlayer | Jetpack Media3 | =Media3 > Android Development
Java Native Interface | =JNI > Android NDK
Google Health Connect | Health Connect > Android Development
Google Fit > Android Development
Google Play Store | Play Store | ~Google Play > Google Play Console
Google Play Developer Policies | Google Play policies > Google Play Console
Google Sign-In | Sign in with Google > Firebase Authentication
# iOS
Apple App Store | iOS App Store | ~=App Store > App Store Submission
EarlGrey > XCTest
OperationQueue | Operation Queues | NSOperationQueue > Grand Central Dispatch
Swift Codable | ~=Codable > Swift
Core Motion | CoreMotion > iOS Development
CallKit > iOS Development
PushKit > Apple Push Notification Service
SiriKit > iOS Development
App Intents > iOS Development
Sign in with Apple | Apple Sign-In > iOS Development
App Clips > iOS Development
iPadOS > iOS Development
AVKit > AVFoundation
Kingfisher image library | ~=Kingfisher > iOS Development
Apple Pay > In-App Purchases
Google Pay | =GPay > In-App Purchases
Apple Wallet | PassKit > Apple Pay
# Cross-platform and release
React Native Native Modules | native modules | native module development > React Native
React Native New Architecture | Fabric renderer | TurboModules | Turbo Modules > React Native
Flutter Provider | Provider package > Flutter
FlutterFlow > Flutter
Model-View-Presenter | ?~=MVP > Design Patterns
Code Signing
Mobile Accessibility | mobile app accessibility > Web Accessibility
Mobile Analytics | mobile app analytics > Firebase Analytics
Code Obfuscation | obfuscation > Mobile App Security
Geofencing > Core Location
Firebase Realtime Database > Firebase
Firebase Dynamic Links > Deep Linking
Agora.io | Agora SDK > WebRTC
Sendbird > In-App Messaging

## DevOps and SRE practice
# Delivery, infrastructure as code and configuration
Drone CI | Drone.io > Continuous Integration
Skaffold > Kubernetes
Serverless Framework | Serverless.com > Serverless Computing
HCP Terraform | Terraform Cloud | Terraform Enterprise > Terraform
HashiCorp Configuration Language | ~=HCL > Terraform
Terratest > Terraform
tfsec > Terraform
Atlantis Terraform | Terraform Atlantis | runatlantis > Terraform
Spacelift > Terraform
HashiCorp Sentinel | Sentinel policies > Terraform
Jsonnet > Kubernetes
Ansible Automation Platform > Ansible
Ansible Molecule | Molecule testing > Ansible
Chef InSpec | ~=InSpec > Chef
cloud-init > Linux System Administration
Dockerfiles | Dockerfile | multi-stage Docker builds | multi-stage builds > Docker
Container Registries | container registry > Docker
# Kubernetes and cloud platforms
Cluster Autoscaler | Kubernetes Cluster Autoscaler > Kubernetes
Flannel CNI > Container Network Interface
Kubernetes Pod Security | Pod Security Standards | pod security policies | pod security > Kubernetes
Amazon S3 Glacier | S3 Glacier | ~=Glacier > Amazon S3
Amazon Machine Images | =AMIs | golden AMIs | golden images > Amazon EC2
Network ACLs | =NACLs | =NACL > Amazon VPC
AWS Security Groups | ~security groups > Amazon VPC
Amazon Linux | Amazon Linux 2 | Amazon Linux 2023 > Linux
Rocky Linux | AlmaLinux > Red Hat Enterprise Linux
# Observability
Grafana Tempo > Grafana
Grafana Mimir > Grafana
VictoriaMetrics > Prometheus
Icinga > Nagios
Checkmk > Nagios

## Data engineering practice
Apache Flume | ~=Flume > Apache Hadoop
Apache Kudu | ~=Kudu > Apache Hadoop
StarRocks > OLAP
DataOps > Data Engineering
Personally Identifiable Information | =PII | PII handling | PII protection > Data Privacy Compliance
Data Anonymization | data de-identification | de-identification | pseudonymization > Data Privacy Compliance
Zero-Copy Cloning | zero-copy clones > Snowflake
Data Transformation | data transformations > ETL
Google Cloud Data Fusion | Cloud Data Fusion > Google Cloud Platform
Trifacta | Google Cloud Dataprep | Dataprep by Trifacta > Data Cleaning
Informatica Intelligent Cloud Services | =IICS | Informatica Cloud | Informatica IDMC > Informatica
Informatica Data Quality | =IDQ > Informatica, Data Quality
Ab Initio > ETL
Pentaho Data Integration | Pentaho | Pentaho Kettle > ETL
SnapLogic > Integration Platform as a Service
Celigo > Integration Platform as a Service
SAP BusinessObjects Data Services | SAP Data Services | SAP BODS | =BODS > ETL
Distributed Computing > Distributed Systems
Data Integrity | data integrity checks > Data Quality

## Data analytics and data science practice
# Tools and libraries
COUNTIFS | =COUNTIF > Microsoft Excel
SQL Query Writing | ?query writing | writing SQL queries > SQL
Tableau Calculated Fields > Tableau
Bokeh > Python
Vega-Altair | Altair visualization > Python
tidyr > R
data.table > R
Kissmetrics > Web Analytics
IBM Data Science Professional Certificate > Data Science
Certified Analytics Professional | ?~=CAP > Data Analysis
# Statistics and modeling methods
Confidence Intervals | confidence interval > Inferential Statistics
Structural Equation Modeling | ?~=SEM > Statistical Analysis
Factor Analysis | exploratory factor analysis | confirmatory factor analysis > Statistical Analysis
MANOVA | multivariate analysis of variance > ANOVA
Mann-Whitney U Test | Mann-Whitney | Wilcoxon rank-sum test > Nonparametric Statistics
Kaplan-Meier Estimation | Kaplan-Meier | Kaplan-Meier curves > Survival Analysis
Cox Proportional Hazards | Cox regression | Cox model > Survival Analysis
Stratified Sampling > Statistical Sampling
Lasso Regression | =LASSO > Regression Analysis
Ridge Regression > Regression Analysis
Elastic Net > Regression Analysis
DBSCAN > Cluster Analysis
Naive Bayes | naive Bayes classifier > Machine Learning
K-Nearest Neighbors | =KNN | =k-NN | k-nearest neighbours > Machine Learning
Prescriptive Analytics > Data Analysis
Data Preparation | data prep > Data Cleaning
Healthcare Analytics | clinical analytics > Data Analysis

## Machine learning engineering practice
# Frameworks, platforms and serving
Flax JAX library | Flax NNX | ~=Flax > JAX
Ray Tune > Ray
Hyperopt > Hyperparameter Tuning
Spark MLlib | =MLlib | Spark ML > Apache Spark
Deep Graph Library | =DGL > Graph Neural Networks
PyTorch Geometric | =PyG > Graph Neural Networks
torchvision > PyTorch
NVIDIA RAPIDS | RAPIDS cuDF | =cuDF | =cuML > CUDA
GPU Computing | GPU acceleration | ~=GPUs | ~=GPU > CUDA
NVIDIA Riva > Speech Recognition
Kaldi > Speech Recognition
GPT Models | =GPT | =GPT-4 | =GPT-4o | =GPT-3.5 > Large Language Models
ML Infrastructure | machine learning infrastructure | ML platform | ML platforms > MLOps
# Methods
Gated Recurrent Units | =GRU > Recurrent Neural Networks
Attention Mechanisms | self-attention > Transformer Models
Vision Transformers | =ViT > Transformer Models
RoBERTa > BERT
Autoencoders | autoencoder > Deep Learning
Semi-Supervised Learning > Machine Learning
Representation Learning > Deep Learning
Data Augmentation > Deep Learning
Segment Anything Model | Segment Anything > Image Segmentation
Pose Estimation | human pose estimation > Computer Vision
Facial Recognition | face recognition > Computer Vision
Object Tracking | multi-object tracking > Computer Vision
Video Analytics | video analysis > Computer Vision
3D Computer Vision | 3D vision > Computer Vision
Simultaneous Localization and Mapping | =SLAM | visual SLAM > Computer Vision
Text Summarization | summarization models > Natural Language Processing
Machine Translation | neural machine translation > Natural Language Processing
Question Answering Systems | question answering > Natural Language Processing
Information Retrieval | =IR systems > Semantic Search
Search Relevance | relevance tuning | search ranking > Information Retrieval
Vector Search | vector similarity search > Vector Databases
Multi-Agent Systems | multi-agent orchestration > AI Agents
Model Governance | ML governance > Responsible AI
Ontology Engineering | ontologies > Knowledge Graphs

## Cybersecurity SOC practice
# Tools and platforms
Sophos > Endpoint Security
BlackBerry Cylance | CylancePROTECT | ~=Cylance > Endpoint Security
Rapid7 Nexpose | Nexpose > Rapid7
ThreatQuotient | ThreatQ > Threat Intelligence
National Vulnerability Database | =NVD > Common Vulnerabilities and Exposures
Hashcat > Penetration Testing
John the Ripper > Penetration Testing
x64dbg > Reverse Engineering
OllyDbg > Reverse Engineering
Eric Zimmerman Tools | =EZ Tools | EZTools > Digital Forensics
Plaso | log2timeline > Digital Forensics
Common Event Format | =CEF > SIEM
Windows Event Forwarding | =WEF > Windows Event Log Analysis
NXLog > Log Management
Splunk Universal Forwarder | universal forwarder > Splunk
Log Source Onboarding | log onboarding | log source integration > SIEM
Log Parsing | log parsers | parser development > Log Management
# Methods and knowledge
Pyramid of Pain > Threat Intelligence
Advanced Persistent Threats | =APT | =APTs > Threat Intelligence
Account Takeover Detection | account takeover fraud > Threat Detection
Blue Teaming | blue team operations | ~blue team > Security Operations Center
Windows Internals > Microsoft Windows
NTLM Authentication | =NTLM > Identity and Access Management
SQL Injection Prevention | SQL injection | =SQLi > Application Security
Cybersecurity Risk Assessment | security risk assessment | IT risk assessment | cyber risk assessment > Cybersecurity
Public Trust Clearance | ~=Public Trust > Security Clearance
GIAC Continuous Monitoring Certification | =GMON > Security Operations Center
GIAC Web Application Penetration Tester | =GWAPT > Penetration Testing

## Network engineering practice
# Protocols and concepts
VLAN Trunking Protocol | =VTP > VLAN
Multiple Spanning Tree Protocol | ?=MSTP > Spanning Tree Protocol
IPv4 | IPv4 addressing > IP Addressing
Link Layer Discovery Protocol | =LLDP > Network Troubleshooting
Cisco Discovery Protocol | ?~=CDP > Cisco Networking
Address Resolution Protocol | =ARP > TCP/IP
User Datagram Protocol | =UDP > TCP/IP
Internet Control Message Protocol | =ICMP > TCP/IP
Label Distribution Protocol | ~=LDP > MPLS
BGP Route Reflectors | route reflectors > Border Gateway Protocol
BGP Peering | internet peering | ~peering > Border Gateway Protocol
DMZ Network Design | =DMZ | demilitarized zone > Network Security
Switch Port Security | port security > Network Security
Dynamic ARP Inspection > Network Security
Traffic Shaping and Policing | traffic shaping | traffic policing > Quality of Service
DDI Platforms | ~=DDI | DDI solutions > IP Address Management
Security Service Edge > Secure Access Service Edge
# Platforms and equipment
F5 BIG-IP LTM | =LTM | F5 LTM | Local Traffic Manager > F5 BIG-IP
A10 Networks | A10 Thunder > Load Balancing
Kemp LoadMaster | Kemp load balancer > Load Balancing
Cisco Packet Tracer | Packet Tracer > Cisco Networking
GNS3 > Cisco Networking
EVE-NG > Cisco Networking
Cisco Modeling Labs | =CML | Cisco VIRL > Cisco Networking
Cumulus Linux > Leaf-Spine Architecture
SONiC | SONiC network OS > Leaf-Spine Architecture
Paramiko > Network Automation
NetDevOps | NetOps > Network Automation
Microsoft Teams Direct Routing | Teams Direct Routing > Microsoft Teams
Unified Communications | =UCaaS | unified communications as a service > Voice over IP
Satellite Communications | =SATCOM | satcom
Power over Ethernet | =PoE | PoE switches > Ethernet
Metropolitan Area Network | ~=MAN > Wide Area Network
Microwave Radio Links | microwave links | microwave radio > Wireless Networking
SONET | SONET/SDH > Dense Wavelength Division Multiplexing
T1/E1 Circuits | T1/E1 | T1 circuits | T1 lines | =DS3 > Wide Area Network
ISDN > Wide Area Network
Digital Subscriber Line | =ADSL | =VDSL | ~=DSL > Wide Area Network
DOCSIS | cable modems | =CMTS > Wide Area Network
Passive Optical Networks | =GPON | =XGS-PON | =PON > Fiber Optic Cabling
Fiber to the Home | =FTTH | =FTTx > Passive Optical Networks

## Software QA and test automation practice
UFT Developer | LeanFT > Unified Functional Testing
Page Factory > Page Object Model
Hybrid Test Automation Framework | hybrid framework | hybrid automation framework > Test Automation
Test Automation Framework Design | automation framework design | automation framework development | test framework development > Test Automation
API Test Automation | API automation | automated API testing > API Testing
UI Test Automation | UI automation | GUI automation | web UI automation > Test Automation
Mobile Test Automation | mobile automation | mobile automation testing > Mobile App Testing
Test Execution | test case execution > Software Testing
Test Estimation > Test Planning
Agile Testing | agile testing methodologies > Software Testing
Alpha Testing > Beta Testing
Software Testing Life Cycle | =STLC > Software Testing
IEEE 829 | IEEE 829 test documentation > Software Testing
ISO/IEC/IEEE 29119 | =ISO 29119 > Software Testing
ISO/IEC 25010 | =ISO 25010 | software quality model > Software Quality Assurance
Test Maturity Model integration | =TMMi > Software Quality Assurance
Capability Maturity Model Integration | =CMMI > Process Improvement
Independent Verification and Validation | =IV&V > Verification and Validation
XPath > XML
CSS Selectors > CSS
SikuliX | Sikuli > Test Automation
AutoIt > Test Automation
Watir > Test Automation
Behat > Behavior-Driven Development
Codeception > PHPUnit
Kobiton > Mobile App Testing
Eggplant Functional | Keysight Eggplant | ~=Eggplant > Test Automation
Parasoft SOAtest | Parasoft > API Testing
PractiTest > Test Management
MantisBT | Mantis Bug Tracker > Defect Tracking
Certified Software Test Professional | ?=CSTP > Software Testing

## Product management practice
Product Lifecycle | product life cycle | product lifecycle stages > Product Management
API Product Management | API products > Product Management
AI Product Management | AI products > Product Management
Data Products | data product management > Product Management
Product Portfolio Management > Product Management
Platform Strategy > Product Strategy
Amazon Working Backwards | Working Backwards | =PR/FAQ | =PRFAQ | PR FAQ > Product Requirements Documents
Competitive Landscape Analysis | competitive landscape > Competitive Analysis
Market Analysis | market analyses > Market Research
Active User Metrics | =DAU | =MAU | =WAU | =DAU/MAU | daily active users | monthly active users > Product Metrics
SDK Development | =SDK | =SDKs | software development kits > API Development
Two-Sided Marketplaces | two-sided marketplace | marketplace platforms | online marketplaces > Product Strategy
Advertising Technology | adtech | ad tech > Programmatic Advertising
Build vs. Buy Analysis | build vs buy | build versus buy | build-versus-buy > Product Strategy
Privacy by Design > Data Privacy Compliance

## UX and graphic design practice
Visual Composition | ~composition > Graphic Design
~Animation | ~animation > Motion Graphics
Advertising Design | ad design > Graphic Design
Textile Design > Graphic Design
Surface Pattern Design | surface design > Textile Design
Calligraphy > Hand Lettering
Style Tiles > Mood Boards
Human-Computer Interaction | =HCI > User Experience Design
Voice User Interface Design | =VUI | voice UI | voice interface design > Conversation Design
Certified Professional for Usability and User Experience | =CPUX | =CPUX-F > User Experience Design
Elementor > WordPress
Digital Signage | digital signage content > Signage Design

## Business analysis practice
Requirements Analysis > Requirements Gathering
Requirements Documentation | requirements documents > Requirements Gathering
Joint Application Development | =JAD > Requirements Workshops
Systems Analysis > Business Analysis
Systems Integration | system integration | system integrations > Enterprise Architecture
Workflow Analysis | workflow mapping | workflow design > Business Process Mapping
End-User Training | end user training | user training > User Documentation
PESTLE Analysis | =PESTLE | =PESTEL | PESTEL analysis | =PEST analysis > SWOT Analysis
Porter's Five Forces | five forces analysis | Porter's 5 Forces > Competitive Analysis
Business Architecture > Enterprise Architecture
Agile Epics | ~epics > User Stories
IBM Rational RequisitePro | RequisitePro > Requirements Traceability
FIX Protocol | Financial Information eXchange | =FIX protocol > Capital Markets
Trade Lifecycle | trade life cycle > Capital Markets
Business Process Analysis > Business Process Mapping
Solution Design > Solution Architecture
Elicitation Techniques | requirements elicitation techniques > Requirements Gathering
Change Impact Assessment > Organizational Change Management
`;
