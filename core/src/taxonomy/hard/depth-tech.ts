// Skill data in the line format of ../README.md: second pass for backend, frontend and mobile software, SRE and DevOps, data engineering, data analysis and science, machine learning, QA automation, security operations, network engineering, IT project management, product management, business analysis.
export default String.raw`
## Backend engineering: frameworks, data stores and patterns
# Practices and patterns
Idempotency | idempotent APIs | idempotent operations | idempotency keys > API Design
Saga Pattern | saga orchestration | saga choreography > Microservices
Transactional Outbox | outbox pattern > Event-Driven Architecture
Distributed Transactions | two-phase commit | =2PC > Distributed Systems
CAP Theorem > Distributed Systems
Strangler Fig Pattern | strangler pattern | strangler fig migration > Legacy Modernization
Monolith Decomposition | monolith to microservices | breaking up the monolith > Microservices
API-First Development | API-first design | API-first approach > API Design
Backend for Frontend | =BFF pattern | backend-for-frontend > API Design
Multi-Tenant Architecture | multi-tenancy | multi-tenant SaaS architecture | tenant isolation > System Design
Connection Pooling | database connection pooling | connection pools > Database Performance Tuning
Database Indexing | index tuning | indexing strategies | query indexing > Database Performance Tuning
Read Replicas | read replica | read-replica scaling > Database Replication
Schema Migrations | database schema migrations | schema migration scripts > Database Migration
JVM Performance Tuning | JVM tuning | garbage collection tuning | =GC tuning | JVM garbage collection > Java
Memory Leak Analysis | memory leak detection | heap dump analysis | heap dumps > Performance Profiling
Server-Sent Events | server sent events > WebSocket
Mutual TLS | =mTLS | two-way TLS > SSL/TLS
API Management | =APIM | API lifecycle management > API Gateways
# Frameworks and libraries
Spring Security > Spring Framework
Spring Batch > Spring Framework
Spring WebFlux | WebFlux > Reactive Programming, Spring Framework
Spring Integration > Spring Framework
Spring Data JPA > Java Persistence API
Project Reactor | Reactor Core > Reactive Programming
Resilience4j > Circuit Breaker Pattern
Ktor > Kotlin
Vert.x | Eclipse Vert.x > Java
Dropwizard > Java
Netty > Java
Apache Log4j | Log4j | Log4j2 > Java
Fastify > Node.js
=tRPC > TypeScript
TypeORM > Object-Relational Mapping
Drizzle ORM | ~=Drizzle > Object-Relational Mapping
~=GORM > Object-Relational Mapping, Go
~ActiveRecord | Active Record ORM | Rails ActiveRecord > Ruby on Rails
~=Dapper | Dapper ORM > Object-Relational Mapping
=jOOQ > Java
MyBatis | iBATIS > Object-Relational Mapping
Gin Web Framework | Gin Gonic | gin-gonic | Go Gin | ~=Gin | Gin framework > Go
Goroutines | Go concurrency | Go channels > Go
Actix Web | =Actix > Rust
~=Axum > Rust
~=Tokio > Rust
~=Sidekiq > Ruby on Rails
BullMQ | Bull queue > Node.js
~=Hangfire > .NET
NATS | =NATS JetStream | NATS messaging > Message Queue
ZeroMQ | =ZMQ | =0MQ > Message Queue
Solace PubSub+ | ~=Solace > Message Queue
Apache Thrift | ~=Thrift > gRPC
Apollo Federation | GraphQL Federation | federated GraphQL > GraphQL
Hasura > GraphQL
PHP Composer | ~=Composer > PHP
Asyncio | Python asyncio > Asynchronous Programming, Python
Pydantic > Python
Python Poetry | Poetry package manager | Poetry dependency management | ~=Poetry > Python
Mypy > Python
Ruff Linter | ~=Ruff > Linting
Flake8 > Linting
Pylint > Linting
Checkstyle > Static Code Analysis
RuboCop > Linting
=JSX > React
Vue Composition API | Composition API > Vue.js
# Runtimes, servers and build
Gunicorn > Python
=sbt | Scala Build Tool > Scala
Nx Monorepo | =Nx | Nrwl Nx > Monorepos
Git Hooks | pre-commit hooks | pre-commit framework | ~=Husky > Git
# Data stores
YugabyteDB > PostgreSQL
Vitess > MySQL
PostGIS > PostgreSQL
PgBouncer > PostgreSQL
PL/pgSQL > PostgreSQL
Alembic > SQLAlchemy
MinIO > Amazon S3

## Frontend and mobile engineering
# Web frameworks, libraries and tooling
XState > State Management
~=SWR | SWR data fetching > React
Relay GraphQL | Relay Modern | Relay.js > GraphQL
Redux Toolkit Query | =RTK Query > Redux
Turbopack > Next.js
LitElement | Lit Element | Lit web components | Lit framework > Web Components
Incremental Static Regeneration > Next.js
Client-Side Hydration | React hydration | partial hydration | SSR hydration > Server-Side Rendering
i18next | react-i18next > Internationalization
Stylelint > Linting
Apache ECharts | ECharts > Data Visualization
HTML5 Canvas | Canvas API | HTML canvas > JavaScript
IndexedDB > JavaScript
~=Axios | Axios HTTP client > JavaScript
~=Zod | Zod schema validation > TypeScript
Browser Extension Development | Chrome extensions | Chrome extension development | browser extensions | WebExtensions > JavaScript
Vuetify > Vue.js
PrimeNG > Angular
Kendo UI | Telerik Kendo UI > JavaScript
Handlebars.js | ~=Handlebars > JavaScript
Thymeleaf > Spring Boot
Razor Pages | ~=Razor | Razor syntax > ASP.NET Core
Hotwire | Turbo and Stimulus | Hotwire Turbo > Ruby on Rails
Laravel Livewire | Livewire > Laravel
Frontend Architecture | front-end architecture > System Design
Content Security Policy | =CSP headers > Application Security
Cross-Origin Resource Sharing | =CORS > Application Security
Cross-Site Scripting Prevention | =XSS | cross-site scripting | =XSS prevention > Application Security
Cross-Site Request Forgery Prevention | =CSRF | cross-site request forgery > Application Security
Cloudflare Workers > Cloudflare, Serverless Computing
Mapbox | Mapbox GL JS > JavaScript
Google Maps Platform | Google Maps API | Google Maps JavaScript API | Google Maps SDK | Google Maps SDK for Android | Google Maps SDK for iOS > JavaScript
Leaflet.js | Leaflet maps > JavaScript
Braintree | Braintree payments > Payment Processing
# iOS and Apple platforms
CloudKit > iOS Development
Dynamic Type > iOS Development
=tvOS | Apple TV development > iOS Development
CarPlay > iOS Development
Biometric Authentication | Face ID | Touch ID | BiometricPrompt | biometric login > Mobile App Security
AVFoundation > iOS Development
Apple Vision Framework | Vision framework > iOS Development
Core Graphics | Quartz 2D > iOS Development
Grand Central Dispatch | Dispatch queues | =GCD > iOS Development
URLSession > iOS Development
Swift Testing > Swift
Apple Pay Integration | Apple Pay SDK | Apple Pay API > iOS Development
Google Pay Integration | Google Pay API > Android Development
Apple Privacy Manifests | privacy manifests | privacy nutrition labels > iOS Development
# Android and cross-platform
~=Gson > Android Development
~=Moshi > Android Development
Coil Image Loading | ~=Coil > Android Development
Glide Image Loading | ~=Glide > Android Development
ktlint > Kotlin
Detekt > Kotlin
Material Design 3 | Material 3 | Material You > Material Design
=MVI | Model-View-Intent > Android Development
React Native Reanimated | Reanimated > React Native
Maestro Mobile Testing | ~=Maestro | Maestro UI testing > Mobile App Testing
ML Kit | Google ML Kit > Android Development
Near Field Communication | =NFC | Core NFC > Mobile App Development
Mobile App Security | mobile application security | mobile security testing | mobile security > Application Security
OWASP MASVS | =MASVS | OWASP Mobile Application Security > Mobile App Security
Certificate Pinning | SSL pinning | public key pinning > Mobile App Security
Jailbreak and Root Detection | jailbreak detection | root detection > Mobile App Security
App Size Optimization | app size reduction | binary size optimization > Mobile App Development
App Launch Performance | app startup time | app startup optimization | cold start optimization > Mobile App Development

## DevOps, SRE and platform engineering
# Delivery and infrastructure as code
Argo Rollouts > Progressive Delivery
Progressive Delivery > Continuous Delivery
Jenkinsfile | Jenkins declarative pipelines | Jenkins shared libraries > Jenkins
Buildkite > Continuous Integration
Tekton | Tekton Pipelines > Continuous Integration
Concourse CI | ~=Concourse > Continuous Integration
Harness.io | Harness CD | Harness CI/CD > Continuous Delivery
OpenTofu > Terraform
Crossplane > Kubernetes
Terraform State Management | Terraform state | Terraform remote state > Terraform
Immutable Infrastructure > Infrastructure as Code
Cloud Landing Zones | landing zone design | AWS landing zone | Azure landing zones | landing zones > Cloud Architecture
# Containers and Kubernetes
containerd > Containerization
K3s | lightweight Kubernetes > Kubernetes
Kubernetes Operators | custom resource definitions | =CRDs | operator pattern > Kubernetes
Autoscaling | auto-scaling | auto scaling groups | =ASGs > Cloud Architecture
Horizontal Pod Autoscaler | =HPA autoscaling | pod autoscaling | =HPA > Kubernetes
=KEDA | Kubernetes Event-driven Autoscaling > Kubernetes
Karpenter > Kubernetes
Container Network Interface | =CNI plugins | Kubernetes CNI | =CNI > Kubernetes
Cilium > Kubernetes
~=Calico | Project Calico | Calico networking > Kubernetes
Kubernetes Ingress Controllers | ingress controllers | Kubernetes ingress | NGINX Ingress Controller > Kubernetes
Traefik | Traefik Proxy > Kubernetes
cert-manager > Kubernetes
Let's Encrypt > SSL/TLS
External Secrets Operator > Secrets Management
Velero > Kubernetes
Ceph | Rook Ceph | Ceph storage > Linux System Administration
Network File System | ~=NFS | NFS shares > Linux System Administration
# Linux and systems
systemd | systemctl | systemd units > Linux
Linux Kernel Tuning | kernel tuning | sysctl tuning | Linux performance tuning > Linux
eBPF | extended Berkeley Packet Filter > Linux
SELinux | Security-Enhanced Linux > Linux
iptables | nftables > Linux
Syslog | rsyslog | syslog-ng > Log Management
PXE Boot | =PXE | network boot > Server Administration
Dell iDRAC | =iDRAC > Server Administration
HPE iLO | =iLO > Server Administration
Failover Clustering | Windows Server Failover Clustering | =WSFC | high availability clustering > High Availability
Pacemaker Cluster | Pacemaker and Corosync | Corosync > High Availability
# Reliability, monitoring and incidents
PromQL > Prometheus
Thanos | Thanos Prometheus > Prometheus
Alertmanager | Prometheus Alertmanager > Prometheus
Fluent Bit > Log Management
Log Aggregation | centralized logging | log aggregation pipelines > Log Management
Honeycomb.io | ~=Honeycomb > Observability
Splunk On-Call | VictorOps > Incident Management
incident.io > Incident Management
FireHydrant > Incident Management
Toil Reduction | toil automation | eliminating toil > Site Reliability Engineering
Chaos Monkey > Chaos Engineering
Gremlin Chaos Engineering | ~=Gremlin > Chaos Engineering
LitmusChaos | Litmus Chaos > Chaos Engineering
Chaos Mesh > Chaos Engineering
Synthetic Monitoring | synthetic checks | synthetic transactions > Observability
Pingdom > Observability
DORA Metrics | =DORA four keys | deployment frequency and lead time metrics > DevOps
Recovery Time and Recovery Point Objectives | =RTO/RPO | recovery time objective | recovery point objective | =RTO and RPO | ?=RPO | =RPO/RTO > Disaster Recovery
Multi-Region Architecture | multi-region deployments | multi-region failover > High Availability
Active-Active Architecture | active-active | active-passive | active-active clustering > High Availability
Database Failover | database failover testing | automatic failover > High Availability
# Platform engineering and cost
Internal Developer Platform | internal developer platforms > Platform Engineering
Backstage.io | ~=Backstage | Spotify Backstage > Platform Engineering
Kubecost > FinOps
CloudHealth | VMware CloudHealth > FinOps
Harbor Registry | ~=Harbor | Harbor container registry > Containerization
Google Artifact Registry | Artifact Registry > Google Cloud Platform
Azure Log Analytics | Log Analytics workspace | Log Analytics workspaces > Azure Monitor
# Supply chain and code security tooling
Software Supply Chain Security | supply chain security | =SLSA | SLSA framework > DevSecOps
Sigstore | ~=cosign | image signing > Software Supply Chain Security
CodeQL > Static Application Security Testing
Semgrep > Static Application Security Testing
Fortify Static Code Analyzer | OpenText Fortify | Micro Focus Fortify | ~=Fortify | Fortify SCA > Static Application Security Testing
Black Duck | Synopsys Black Duck > Software Composition Analysis
Mend.io | WhiteSource | ~=Mend | Mend SCA > Software Composition Analysis
Secret Scanning | secrets detection | credential scanning > DevSecOps
Gitleaks > Secret Scanning
TruffleHog > Secret Scanning
GitHub Advanced Security | =GHAS > GitHub
# Certifications
Kubernetes and Cloud Native Associate | =KCNA > Kubernetes
Google Cloud Professional DevOps Engineer | Google Professional Cloud DevOps Engineer | Professional Cloud DevOps Engineer > DevOps
Linux Foundation Certified System Administrator | =LFCS > Linux

## Data engineering and analytics tooling
# Platforms and lakehouse
Databricks Lakeflow | Lakeflow | Lakeflow Connect | Lakeflow Jobs > Databricks
Databricks Auto Loader | ~=Auto Loader | Autoloader > Databricks
Delta Sharing > Delta Lake
Snowflake Cortex | Cortex AI > Snowflake
Clustering Keys | Snowflake clustering keys | table clustering > Data Partitioning
Hive Metastore | Hive metastore service > Apache Hive
Hadoop YARN | Apache Hadoop YARN > Apache Hadoop
Hortonworks Data Platform | Hortonworks | =HDP > Apache Hadoop
Oracle Exadata | Exadata > Oracle Database
SAP Datasphere | SAP Data Warehouse Cloud > Data Warehousing
Google Dataplex | Dataplex > Data Governance
Microsoft Fabric Data Factory | Fabric Data Factory | Fabric pipelines > Microsoft Fabric
Online Transaction Processing | =OLTP | OLTP systems > Database Design
SSAS Tabular | tabular models | Analysis Services tabular models > SQL Server Analysis Services
Multidimensional Expressions | =MDX | MDX queries > SQL Server Analysis Services
IBM DataStage | DataStage | InfoSphere DataStage | IBM InfoSphere DataStage > ETL
Workato > Integration Platform as a Service
Integration Platform as a Service | =iPaaS > API Integration
# Practices
Spark Performance Tuning | Spark optimization | Spark tuning | Spark job optimization | Spark job tuning > Apache Spark
Data Fabric | data fabric architecture > Data Architecture
Data Reconciliation | data reconciliations | source-to-target reconciliation > Data Validation
Business Glossary | business glossaries | business term glossary > Data Governance
SQLFluff > SQL
# Database and BI tools
DBeaver > SQL
DataGrip | JetBrains DataGrip > SQL
pgAdmin > PostgreSQL
Toad for Oracle | ~=Toad | Quest Toad > Oracle Database
Azure Data Studio > Microsoft SQL Server
Tabular Editor > Microsoft Power BI
Oracle Analytics Cloud | ?=OAC > Oracle Business Intelligence
Tableau LOD Expressions | LOD expressions | level of detail expressions | =LOD calculations > Tableau
Power BI Paginated Reports | paginated reports > Microsoft Power BI
Excel Solver | Solver add-in > Microsoft Excel
Quantum Metric > Session Replay

## Data science and machine learning engineering
# Statistics, experimentation and modelling
Multi-Armed Bandits | multi-armed bandit | bandit algorithms | contextual bandits > A/B Testing
=CUPED | variance reduction for A/B tests > A/B Testing
Sequential Testing | sequential A/B testing | always-valid inference > A/B Testing
GrowthBook > A/B Testing
Split.io | Split feature flags > Feature Flags
Panel Data Analysis | panel data | longitudinal data analysis > Econometrics
Classification Models | classification modeling | classification algorithms > Machine Learning
Imbalanced Data | class imbalance | =SMOTE | imbalanced classification > Machine Learning
Market Basket Analysis | association rules | association rule mining > Data Mining
Customer Analytics > Data Analysis
Price Optimization | pricing optimization > Pricing Analysis
Credit Risk Modeling | =PD/LGD/EAD models | credit scoring models > Credit Risk Management
Bayesian Optimization > Hyperparameter Tuning
DoWhy > Causal Inference
EconML > Causal Inference
CausalML > Causal Inference
Google OR-Tools | =OR-Tools > Mathematical Optimization
~=PuLP > Mathematical Optimization
Pyomo > Mathematical Optimization
Graph Analytics | graph analysis | graph algorithms > Data Analysis
NetworkX > Python
GeoPandas > Geospatial Analysis
Gensim > Natural Language Processing
Plotly Dash | ~=Dash | Dash by Plotly > Plotly
# Deep learning, LLMs and training
Graph Neural Networks | =GNNs | =GNN > Deep Learning
Variational Autoencoders | =VAEs | =VAE > Deep Learning
Contrastive Learning > Deep Learning
Self-Supervised Learning > Deep Learning
Few-Shot Learning | zero-shot learning | few-shot and zero-shot learning > Machine Learning
Federated Learning > Machine Learning
Multimodal Models | multimodal AI | multimodal machine learning | multimodal LLMs > Deep Learning
Vision-Language Models | =VLMs | =VLM > Multimodal Models
=CLIP | OpenAI CLIP > Multimodal Models
LLM Pretraining | pretraining | continued pretraining | foundation model pretraining > Large Language Models
Subword Tokenization | tokenizers | =BPE | byte-pair encoding | SentencePiece > Natural Language Processing
Megatron-LM | Megatron > Distributed Training
Model Parallelism | tensor parallelism | pipeline parallelism > Distributed Training
Mixed Precision Training | mixed precision | =FP16 training | =BF16 training > Deep Learning
=NCCL | NVIDIA Collective Communications Library > Distributed Training
CUDA Kernel Optimization | custom CUDA kernels | GPU kernel optimization | GPU kernel development > CUDA
OpenAI Triton | Triton kernels | Triton language > CUDA
Google Cloud TPU | Cloud TPU | Tensor Processing Units | Google TPUs | =TPU | =TPUs > Deep Learning
AWS Inferentia | AWS Trainium | Inferentia and Trainium > Amazon Web Services
NVIDIA NIM | NIM microservices > Model Deployment
NVIDIA Jetson | Jetson Orin | Jetson Nano > Edge Computing
On-Device Machine Learning | on-device ML | edge AI | edge ML | on-device inference > Machine Learning
TensorFlow.js > TensorFlow
Model Compression | model pruning | network pruning > Model Deployment
Inference Optimization | LLM inference optimization | model inference optimization > Model Deployment
Two-Tower Models | two-tower retrieval | dual encoder models > Recommender Systems
# Vision, speech and documents
Detectron2 > Computer Vision
MMDetection > Computer Vision
Semantic Segmentation | instance segmentation | panoptic segmentation > Image Segmentation
Tesseract OCR | ~=Tesseract > Optical Character Recognition
Azure AI Document Intelligence | Form Recognizer | Azure Form Recognizer | Document Intelligence > Optical Character Recognition
Amazon Textract | Textract > Optical Character Recognition
Intelligent Document Processing | document AI | document understanding > Optical Character Recognition
OpenAI Whisper | ~=Whisper | Whisper ASR > Speech Recognition
Speaker Diarization > Speech Recognition
# LLM applications and evaluation
OpenAI Agents SDK > AI Agents
Agentic Workflows | agentic AI workflows | agentic systems > AI Agents
~=promptfoo > LLM Evaluation
Hallucination Mitigation | hallucination detection | LLM hallucination reduction > LLM Evaluation
# Responsible AI and monitoring
WhyLabs > Model Monitoring
Fiddler AI > Model Monitoring
AI Governance | AI model governance | governance of AI systems > Responsible AI
# Certifications
NVIDIA Deep Learning Institute | =NVIDIA DLI | NVIDIA DLI certification > Deep Learning

## QA and test automation
# Test types and methods
Load and Stress Testing | stress testing software | performance and stress testing > Performance Testing
Scalability Testing > Performance Testing
Failover Testing | resilience testing | failover and recovery testing > Performance Testing
Non-Functional Testing | nonfunctional testing > Software Testing
~System Testing | ~system testing | software system testing | system-level software testing > Software Testing
Database Testing | database validation testing | backend database testing > Software Testing
ETL Testing | data warehouse testing | =DWH testing > Data Validation
~Security Testing | ~security testing | software security testing > Application Security
Software Compatibility Testing | ?compatibility testing | device compatibility testing | browser compatibility testing > Software Testing
Gray-Box Testing | grey-box testing | gray box testing > Software Testing
State Transition Testing > Test Case Design
Pairwise Testing | all-pairs testing | combinatorial testing > Test Case Design
Acceptance Test-Driven Development | =ATDD > Behavior-Driven Development
Specification by Example > Behavior-Driven Development
Three Amigos | three amigos sessions > Behavior-Driven Development
Test Pyramid | testing pyramid > Test Automation
Shift-Right Testing | testing in production > Software Testing
Service Virtualization | API virtualization | service virtualisation > Software Testing
API Mocking | mock APIs | mock servers > API Testing
Parallel Test Execution | test parallelization | parallel test runs > Test Automation
Headless Browser Testing | headless testing | headless Chrome testing | headless browsers > Test Automation
Test Environment Management | test environment setup | test environments > Software Testing
Synthetic Test Data Generation | synthetic test data | test data generation > Test Data Management
Flaky Test Remediation | flaky tests | flaky test triage | test flakiness > Test Automation
CI Quality Gates | SonarQube quality gates | pipeline quality gates > Continuous Integration
QA Metrics | test metrics | defect density | defect leakage | defect removal efficiency > Software Quality Assurance
# Frameworks and tools
Testcontainers > Integration Testing
Reqnroll > SpecFlow
Python Behave | ~=Behave | Behave BDD > Behavior-Driven Development
=MSTest | MSTest framework > Unit Testing
Chai.js | Chai assertions | Chai assertion library | ~=Chai > Mocha
Sinon.js | ~=Sinon | SinonJS > Unit Testing
SuperTest | ~=Supertest > API Testing
Python unittest | =unittest | PyUnit > Unit Testing
~=Moq | Moq framework > Unit Testing
=PHPUnit > PHP
~=Capybara > Ruby on Rails
Minitest > Ruby
StrykerJS | Stryker Mutator | Stryker.NET > Mutation Testing
Pitest | =PIT mutation testing | PIT mutation > Mutation Testing
JaCoCo > Code Coverage
Istanbul nyc | Istanbul.js | ~=Istanbul > Code Coverage
Coverage.py > Code Coverage
Azure Test Plans > Test Management
Bugzilla > Defect Tracking
Charles Proxy > API Testing
Telerik Fiddler | Fiddler Everywhere | Fiddler web debugging proxy | ~=Fiddler > API Testing
Insomnia REST Client | Kong Insomnia | Insomnia API client > API Testing
=cURL | =curl commands > API Testing

## Security operations and detection
# Investigation and forensics
Network Forensics | network forensic analysis > Digital Forensics
Windows Forensics | Windows artifact analysis | registry analysis | Windows registry forensics > Digital Forensics
Cloud Forensics | cloud incident forensics > Digital Forensics
Forensic Timeline Analysis | forensic timelines | super timelines > Digital Forensics
Forensic Imaging | forensic disk imaging | forensic acquisition | disk imaging for forensics | disk forensics > Digital Forensics
KAPE | Kroll Artifact Parser and Extractor > Digital Forensics
X-Ways Forensics | X-Ways > Digital Forensics
IDA Pro | Hex-Rays IDA > Reverse Engineering
Ghidra > Reverse Engineering
CyberChef > Malware Analysis
Open-Source Intelligence | =OSINT | OSINT investigations > Threat Intelligence
Maltego > Open-Source Intelligence
OpenCTI > Threat Intelligence
TTP Analysis | tactics, techniques and procedures | =TTPs > MITRE ATT&CK
# Detection and monitoring
Detection as Code | detection-as-code > Detection Engineering
User and Entity Behavior Analytics | =UEBA | user behavior analytics > SIEM
Managed Detection and Response | =MDR services | =MDR provider > Security Operations Center
Identity Threat Detection and Response | =ITDR > Identity and Access Management
Threat Detection | threat detection and response | cyber threat detection > Security Operations Center
Mean Time to Detect | =MTTD | mean time to detection > Security Operations Center
Information Security Continuous Monitoring | =ISCM | =ConMon | NIST continuous monitoring > NIST SP 800-53
Corelight > Zeek
Security Onion > IDS/IPS
RSA NetWitness | NetWitness > SIEM
Cribl Stream | ~=Cribl > Log Management
osquery > Endpoint Detection and Response
# Adversary emulation and testing
MITRE Caldera | ~=Caldera > Red Teaming
Breach and Attack Simulation | =BAS tools > Red Teaming
STRIDE Threat Modeling | =STRIDE > Threat Modeling
Bug Bounty Programs | bug bounty | bug bounty program management > Vulnerability Management
HackerOne > Bug Bounty Programs
Bugcrowd > Bug Bounty Programs
DDoS Protection | DDoS mitigation | anti-DDoS | DDoS defense | ~=DDoS > Network Security
Akamai | Akamai Kona Site Defender | Akamai CDN > Web Application Firewall
# Security vendors and platforms
Mandiant | FireEye Mandiant | Google Mandiant > Incident Response
Trend Micro > Endpoint Security
McAfee > Endpoint Security
Forcepoint | Forcepoint DLP > Data Loss Prevention
Varonis > Data Loss Prevention
Imperva | Imperva WAF > Web Application Firewall
Barracuda Networks | Barracuda firewall | Barracuda email security > Network Security
# Certifications
eLearnSecurity Junior Penetration Tester | =eJPT > Penetration Testing
Certified Red Team Operator | =CRTO > Red Teaming
Practical Network Penetration Tester | =PNPT > Penetration Testing

## Network engineering
# Routing, switching and protocols
MPLS Layer 3 VPN | =L3VPN | MPLS L3VPN | MPLS VPN > MPLS
Layer 2 VPN | =L2VPN | =VPLS | virtual private LAN service > MPLS
Segment Routing | =SR-MPLS | =SRv6 > MPLS
MPLS Traffic Engineering | =MPLS-TE | =RSVP-TE > MPLS
Rapid PVST+ | Rapid PVST | =RSTP | Rapid Spanning Tree > Spanning Tree Protocol
802.1Q Trunking | =802.1Q | VLAN trunking | dot1Q trunking > VLAN
Link Aggregation Control Protocol | =LACP > Link Aggregation
Virtual Port Channel | =vPC | Cisco vPC > Cisco Nexus
=GLBP | Gateway Load Balancing Protocol > First Hop Redundancy Protocols
Access Control Lists | =ACLs | router ACLs | =ACL > Network Security
Protocol Independent Multicast | =PIM-SM | PIM sparse mode | ?=PIM > Multicast Routing
=IGMP | Internet Group Management Protocol > Multicast Routing
Anycast | anycast routing > Routing and Switching
BGP Route Policy | route-maps | prefix lists | prefix-lists | BGP route maps > Border Gateway Protocol
Leaf-Spine Architecture | spine-leaf architecture | leaf-spine | spine-leaf | Clos fabric > Data Center Networking
Campus Networking | campus network design | campus LAN > Local Area Network
Carrier Ethernet | metro ethernet | =MetroE > Ethernet
Dense Wavelength Division Multiplexing | =DWDM | optical transport > Optical Networking
Optical Networking | optical transport networks > Fiber Optic Cabling
Network Time Protocol | NTP servers | =NTP > Network Administration
Precision Time Protocol | IEEE 1588 | PTPv2 | ?=PTP > Network Time Protocol
DNSSEC > DNS
ISC BIND | BIND9 | ~=BIND > DNS
Global Server Load Balancing | =GSLB > Load Balancing
F5 BIG-IP DNS | F5 GTM | BIG-IP GTM | ?~=GTM > F5 BIG-IP
F5 iRules | iRules > F5 BIG-IP
=TACACS+ | =TACACS > Network Access Control
YANG Data Models | =YANG > NETCONF
Streaming Telemetry | model-driven telemetry | =gNMI > Network Monitoring
Nornir > Network Automation
Cisco Network Services Orchestrator | Cisco NSO > Network Automation
# Platforms and products
VMware NSX | =NSX-T | VMware NSX-T | =NSX > Software-Defined Networking
Network Functions Virtualization | =NFV | network function virtualization > Software-Defined Networking
Cisco SD-Access | Cisco Software-Defined Access | =SDA fabric > Cisco DNA Center
Aruba CX Switching | AOS-CX | ArubaOS-CX | Aruba CX switches > Aruba Networks
Nokia SR OS | Nokia 7750 | Nokia Service Router > Routing and Switching
Ciena > Optical Networking
pfSense > Firewall Administration
Azure ExpressRoute | ExpressRoute > Microsoft Azure
AWS PrivateLink | PrivateLink | VPC endpoints > Amazon VPC
Cloud Networking | cloud network design | cloud network architecture > Cloud Architecture
Illumio > Network Segmentation
Tufin > Firewall Administration
AlgoSec > Firewall Administration
FireMon > Firewall Administration
BlueCat | BlueCat DDI > IP Address Management
Session Border Controllers | session border controller > Voice over IP
4G LTE | =LTE | LTE networks > Wireless Networking
5G Networks | 5G NR | 5G core | 5G network engineering | =5G > Wireless Networking
NetBrain > Network Automation
iPerf | =iperf3 | =iperf > Network Troubleshooting
# Operations and documentation
Network Diagrams | network topology diagrams | network diagramming > Microsoft Visio
Method of Procedure | =MOPs | methods of procedure | =MOP documents > ITIL Change Enablement
Network Device Upgrades | =IOS upgrades | network OS upgrades | firmware upgrades on network devices > Cisco IOS
Network Device Hardening | network hardening | router and switch hardening > Security Hardening
Out-of-Band Management | out-of-band network | console servers > Network Administration
Network Performance Monitoring | network performance management > Network Monitoring
# Certifications
Cisco Certified DevNet Professional | DevNet Professional > Network Automation
CCNP Collaboration > Cisco Certified Network Professional
CCNP Service Provider > Cisco Certified Network Professional
AWS Certified Advanced Networking - Specialty | AWS Certified Advanced Networking | =ANS-C01 > Amazon Web Services
Microsoft Certified: Azure Network Engineer Associate | Azure Network Engineer Associate | =AZ-700 > Microsoft Azure
Google Cloud Professional Cloud Network Engineer | Google Professional Cloud Network Engineer | Professional Cloud Network Engineer > Google Cloud Platform

## Product, project and business analysis practice
# Product discovery and strategy
Continuous Discovery | continuous discovery habits | continuous product discovery > Product Discovery
Assumption Testing | assumption mapping | riskiest assumption tests > Product Discovery
Fake Door Testing | fake door tests | painted door tests | painted door testing > Product Discovery
Hypothesis-Driven Development | hypothesis-driven product development > Product Discovery
Growth Experimentation | growth experiments | growth experiment design > Product-Led Growth
Product Metrics | activation metrics | engagement metrics | retention metrics | product KPIs > Product Analytics
Monetization Strategy | product monetization | monetization models | ~monetization > Pricing Strategy
Outcome-Based Roadmaps | outcome-based roadmap | Now-Next-Later roadmaps | now-next-later roadmap > Product Roadmapping
Product End-of-Life Planning | product sunsetting | feature deprecation | =EOL planning > Product Lifecycle Management
Release Notes Writing | release notes | writing release notes > Technical Writing
Shape Up | Shape Up methodology > Agile Methodology
New Product Development Professional | =NPDP > New Product Development
# Agile and delivery practices
Weighted Shortest Job First | =WSJF > Scaled Agile Framework
Definition of Done | =DoD checklist > Scrum
Definition of Ready > Scrum
Burnup Charts | burn-up charts | burnup chart > Burndown Charts
T-Shirt Sizing | t-shirt size estimation > Story Point Estimation
Flow Metrics | flow efficiency | SAFe flow metrics > Kanban
Agile Coaching | agile coach practices | team-level agile coaching > Agile Methodology
Linear.app | ~=Linear | Linear issue tracking > Agile Methodology
# IT project delivery
Data Center Migration | data center migrations | data centre migration | =DC migration > Cloud Migration
Mock Cutovers | mock cutover | cutover rehearsals | cutover dry runs > Cutover Planning
Project Schedule Management | schedule control | project schedule control | schedule management > Project Scheduling
Lessons Learned Sessions | lessons learned | lessons-learned reviews | post-implementation reviews > Project Closure
# Business analysis methods and artefacts
Current State and Future State Analysis | current state analysis | future state design | as-is to-be analysis | current and future state mapping | as-is analysis | to-be analysis | as-is/to-be | future state analysis > Business Process Mapping
Functional Requirements | functional requirements definition | functional requirements gathering > Requirements Gathering
Data Requirements | data requirements gathering | data requirements analysis > Requirements Gathering
Report Specifications | report requirements | report specs > Requirements Gathering
Interface Requirements | integration requirements | interface specifications > Requirements Gathering
Requirements Validation | requirements verification | requirements review sessions > Requirements Gathering
Entity Relationship Diagrams | =ERD | =ERDs | ER diagrams | entity-relationship diagrams | entity-relationship modeling > Data Modeling
UML Sequence Diagrams | sequence diagrams > Unified Modeling Language
UML Activity Diagrams | activity diagrams > Unified Modeling Language
UML Class Diagrams | class diagrams > Unified Modeling Language
UML State Diagrams | state diagrams | state machine diagrams > Unified Modeling Language
Impact Mapping > Business Analysis
Business Capability Modeling | capability mapping | business capability mapping | capability maps > Enterprise Architecture
Target Operating Model | operating model design | =TOM design | =TOM | ~operating model > Business Analysis
Business Process Reengineering | =BPR | process reengineering > Continuous Improvement
Process Documentation | documenting business processes > Business Process Mapping
Process Mining | process mining analysis > Continuous Improvement
Celonis | Celonis process mining > Process Mining
SAP LeanIX | LeanIX > Enterprise Architecture
ArchiMate > Enterprise Architecture
Camunda | Camunda BPM | Camunda 8 > Business Process Modeling
Draw.io | diagrams.net > Business Process Mapping
`;
