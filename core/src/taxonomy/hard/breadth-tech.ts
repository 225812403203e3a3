// Skill data in the line format of ../README.md: breadth for professions the set of postings has not covered (written by the team without reading any evaluation posting).
export default String.raw`
## Front-end web development practice
# Frameworks, libraries and state
~=Qwik | Qwik framework | Qwik City > JavaScript
Stencil.js | StencilJS | ~=Stencil > Web Components
Inertia.js | InertiaJS > JavaScript
Jotai | Jotai state management > React
Recoil.js | Recoil state management | ~=Recoil > React
Immer.js | ~=Immer > Redux
React Context API | Context API > React
React Hooks | custom React hooks | custom hooks > React
TanStack Router > React
~=urql | urql GraphQL client > GraphQL
GraphQL Code Generator | GraphQL Codegen > GraphQL
Vue Router > Vue.js
Angular CLI > Angular
Angular Signals > Angular
Angular Universal | Angular SSR > Angular, Server-Side Rendering
Moment.js | MomentJS > JavaScript
date-fns > JavaScript
Tauri | Tauri apps > Rust
# UI kits and styling
Headless UI | Tailwind Headless UI > Tailwind CSS
DaisyUI > Tailwind CSS
Mantine | Mantine UI > React
PrimeReact > React
Quasar Framework | ~=Quasar > Vue.js
Bulma CSS | ~=Bulma > CSS
Zurb Foundation | Foundation CSS | Foundation framework > CSS
UnoCSS > CSS
Vanilla Extract | vanilla-extract > CSS-in-JS
Style Dictionary | Amazon Style Dictionary > Design Tokens
CSS Custom Properties | CSS variables > CSS
CSS Container Queries | container queries > CSS
CSS Animations | CSS keyframe animations > CSS
Critical CSS | critical CSS inlining | critical CSS extraction > Web Performance Optimization
Web Fonts | web font loading | font loading optimization > CSS
# Browser platform and JavaScript fundamentals
DOM Manipulation | Document Object Model | DOM APIs | DOM scripting | ~=DOM > JavaScript
Shadow DOM > Web Components
Fetch API | =window.fetch > Web APIs
Web Storage API | =localStorage | =sessionStorage | local storage API > Web APIs
Intersection Observer API | Intersection Observer | =IntersectionObserver > Web APIs
Web Audio API > Web APIs
WebRTC | Web Real-Time Communication > Web APIs
JavaScript Event Loop | event loop > JavaScript
JavaScript Closures | ~closures > JavaScript
JavaScript Promises | =ES6 promises | promise chaining > Asynchronous Programming
Workbox | Google Workbox > Service Workers
PixiJS | Pixi.js > WebGL
Babylon.js | BabylonJS > WebGL
HTTP/2 | =HTTP2 > HTTP
# Tooling, testing and templates
Speedy Web Compiler | ~=SWC | SWC compiler > JavaScript Bundlers
Biome.js | Biome toolchain | Biome linter | ~=Biome > JavaScript
Lerna | Lerna monorepo > Monorepos
lint-staged > Git Hooks
Changesets Versioning | changesets CLI > npm
Protractor E2E | ~=Protractor > Angular, Test Automation
Pa11y | pa11y-ci > Web Accessibility
Embedded JavaScript Templates | ~=EJS | EJS templates > Node.js
Pug.js | Pug templates | ~=Pug > HTML
Twig Templates | Twig template engine | ~=Twig > PHP
Gutenberg Block Development | Gutenberg blocks | WordPress block development | custom Gutenberg blocks > WordPress
# Performance and rendering
First Input Delay | =FID > Core Web Vitals
Time to First Byte | =TTFB > Web Performance Optimization
First Contentful Paint | =FCP > Web Performance Optimization
SpeedCurve > Web Performance Optimization
Image Optimization | web image optimization | image compression for web > Web Performance Optimization
Responsive Images | =srcset | picture element > Responsive Web Design
Edge Functions | edge runtime > Serverless Computing
Islands Architecture | island architecture | islands of interactivity > Server-Side Rendering

## Back-end Java and Spring practice
# Spring modules
Spring AOP | Spring aspect-oriented programming > Spring Framework
Spring Boot Actuator | Actuator endpoints > Spring Boot
Spring Cloud Gateway > Spring Cloud, API Gateways
Spring Cloud Config | Spring Cloud Config Server > Spring Cloud
Spring Cloud Stream > Spring Cloud, Apache Kafka
Spring Cloud Sleuth > Spring Cloud, Distributed Tracing
Spring Cloud OpenFeign | OpenFeign | Feign client | ~=Feign > Spring Cloud
Netflix Eureka | Eureka service discovery | Eureka Server | ~=Eureka > Spring Cloud
Netflix Hystrix | ~=Hystrix > Circuit Breaker Pattern
Netflix Zuul | ~=Zuul > API Gateways
Spring for Apache Kafka | Spring Kafka > Apache Kafka, Spring Framework
Spring AI > Spring Boot, Large Language Models
Spring Data MongoDB > MongoDB, Spring Framework
Spring Data Redis > Redis, Spring Framework
Spring JDBC | =JdbcTemplate > JDBC, Spring Framework
Spring Authorization Server > Spring Security, OAuth
Spring Web Services | =Spring-WS > SOAP, Spring Framework
Spring RestTemplate | =RestTemplate > Spring Framework
Spring WebClient | ~=WebClient > Spring WebFlux
Springdoc OpenAPI | springdoc | springdoc-openapi > OpenAPI, Spring Boot
Spring Certified Professional | VMware Spring Certified Professional | Spring Professional certification | Broadcom Spring Certified Professional > Spring Framework
# Persistence and transactions
Java Persistence Query Language | =JPQL > Java Persistence API
JPA Criteria API | Criteria API > Java Persistence API
Hibernate Envers > Hibernate ORM
HikariCP | Hikari connection pool > Connection Pooling
Java Transaction API | =JTA | Jakarta Transactions > Distributed Transactions
Bean Validation | Jakarta Bean Validation | Hibernate Validator | =JSR 380 > Jakarta EE
# Jakarta EE, servers and web services
Enterprise JavaBeans | =EJB | =EJBs > Jakarta EE
JavaServer Faces | =JSF | Jakarta Faces > Jakarta EE
=JAX-RS | Jakarta RESTful Web Services > Jakarta EE, REST APIs
=JAX-WS | Jakarta XML Web Services > SOAP
Java Message Service | =JMS | Jakarta Messaging > Jakarta EE
=JAXB | Jakarta XML Binding | Java Architecture for XML Binding > XML
=WSDL | Web Services Description Language > SOAP
XML Schema | =XSD | XML Schema Definition > XML
Apache CXF > SOAP
Eclipse Jetty | Jetty server | ~=Jetty > Java Servlets
Undertow | Undertow server > Java
Vaadin | Vaadin Flow > Java
# JVM, concurrency and language
Java Concurrency | java.util.concurrent | Java concurrency utilities | =CompletableFuture | =ExecutorService > Multithreading, Java
Java Virtual Threads | virtual threads | Project Loom > Java Concurrency
Java Streams API | Java Streams | Java 8 streams > Java
Java Lambda Expressions | Java lambdas > Java
Java Collections Framework | Java collections > Java
Java Generics > Java
Java Platform Module System | =JPMS | Java modules > Java
GraalVM | GraalVM Native Image | native image compilation > Java
G1 Garbage Collector | =G1GC | =G1 GC > JVM Performance Tuning
Thread Dump Analysis | thread dumps | =jstack > JVM Performance Tuning
Java Flight Recorder | =JFR | JDK Flight Recorder > JVM Performance Tuning
JProfiler > Performance Profiling
VisualVM | Java VisualVM > Performance Profiling
# Libraries, testing and quality
Project Lombok | ~=Lombok | Lombok annotations > Java
MapStruct > Java
Jackson JSON | FasterXML Jackson | Jackson databind | Jackson ObjectMapper > JSON, Java
=SLF4J | Simple Logging Facade for Java > Java, Log Management
Logback > SLF4J
Micrometer Metrics | Micrometer.io | Micrometer observability | Micrometer Tracing > Prometheus, Spring Boot
Zipkin | OpenZipkin > Distributed Tracing
Caffeine Cache | Caffeine caching | ~=Caffeine > Caching Strategies, Java
Hazelcast | Hazelcast IMDG > Caching Strategies
Apache POI > Java, Microsoft Excel
Quartz Scheduler | Quartz job scheduler > Java
Google Guava | ~=Guava | Guava libraries > Java
Drools | Drools rules engine | Red Hat Decision Manager > Java
AssertJ > JUnit
Hamcrest | Hamcrest matchers > JUnit
Spock Framework | ~=Spock | Spock tests > Groovy, Unit Testing
SpotBugs | FindBugs > Static Code Analysis
PMD static analysis | ~=PMD > Static Code Analysis

## Database administration practice
# SQL Server
SQL Server Always On Availability Groups | Always On Availability Groups | AlwaysOn Availability Groups | availability groups | AlwaysOn > Microsoft SQL Server, High Availability
SQL Server Failover Cluster Instances | failover cluster instances | =FCI > Failover Clustering, Microsoft SQL Server
Log Shipping | SQL Server log shipping > Disaster Recovery, Microsoft SQL Server
Database Mirroring | SQL Server database mirroring > High Availability, Microsoft SQL Server
Transactional Replication | SQL Server transactional replication > Database Replication
SQL Server Agent | SQL Agent jobs | SQL Server Agent jobs > Microsoft SQL Server
Query Store | SQL Server Query Store > Database Performance Tuning
Execution Plan Analysis | execution plans | query execution plans | query plans | explain plans | =EXPLAIN ANALYZE > Database Performance Tuning
Index Maintenance | index fragmentation | index rebuilds | index reorganization | index defragmentation > Database Indexing
Database Statistics Maintenance | statistics maintenance | update statistics | optimizer statistics > Database Performance Tuning
DBCC CHECKDB | =DBCC | database consistency checks | database integrity checks > Microsoft SQL Server
Ola Hallengren Maintenance Solution | Ola Hallengren scripts | Ola Hallengren > Microsoft SQL Server
Columnstore Indexes | columnstore index | clustered columnstore indexes > Database Indexing
Transparent Data Encryption | =TDE > Encryption
Always Encrypted | SQL Server Always Encrypted > Encryption, Microsoft SQL Server
SQL Server Audit | SQL Server auditing > Database Auditing
Database Auditing | database audit logging | database audits > Database Security
Extended Events | =XEvents | SQL Server Extended Events > Microsoft SQL Server
SQL Server Profiler | SQL Profiler | SQL Trace > Microsoft SQL Server
Deadlock Analysis | deadlock troubleshooting | deadlock graphs | deadlocks > Database Performance Tuning
Database Blocking Analysis | blocking and locking | lock contention | blocking chains > Database Performance Tuning
Wait Statistics Analysis | wait statistics | wait stats | wait events > Database Performance Tuning
dbatools | dbatools PowerShell module > PowerShell, Microsoft SQL Server
Azure SQL Managed Instance | =SQL MI | Azure SQL MI > Azure SQL Database
Redgate SQL Toolbelt | Redgate SQL Compare | SQL Compare > Microsoft SQL Server
SolarWinds Database Performance Analyzer | Database Performance Analyzer | =SolarWinds DPA > Database Monitoring, SolarWinds
SentryOne | SQL Sentry | SolarWinds SQL Sentry > Database Monitoring
Database Monitoring | database performance monitoring > Database Administration
Microsoft Certified: Azure Database Administrator Associate | =DP-300 | Azure Database Administrator Associate > Azure SQL Database
# Oracle
Oracle Real Application Clusters | =Oracle RAC | Real Application Clusters > Oracle Database, High Availability
Oracle Data Guard | Data Guard | Active Data Guard | Data Guard Broker > Oracle Database, Disaster Recovery
Oracle Recovery Manager | =RMAN | Oracle RMAN > Oracle Database, Backup and Recovery
Oracle Automatic Storage Management | =Oracle ASM | =ASM disk groups > Oracle Database
Oracle Grid Infrastructure | Oracle Clusterware | Grid Infrastructure > Oracle Real Application Clusters
Oracle Enterprise Manager | =Oracle OEM | =OEM 13c | Oracle Cloud Control | OEM Cloud Control > Oracle Database, Database Monitoring
Automatic Workload Repository | =AWR | =AWR reports > Oracle Database, Database Performance Tuning
Oracle SQL Developer | SQL Developer > Oracle Database
Oracle Multitenant | pluggable databases | =CDB/PDB | container databases > Oracle Database
Oracle Data Pump | Data Pump | =expdp | =impdp | =expdp/impdp > Oracle Database
Oracle Database Patching | =OPatch | Oracle patching | Oracle patch sets > Oracle Database, Database Patching
Oracle Autonomous Database | Autonomous Transaction Processing | Autonomous Data Warehouse > Oracle Cloud Infrastructure
Oracle APEX | Oracle Application Express > Oracle Database
Tablespace Management | tablespaces | Oracle tablespaces > Oracle Database
SQL Plan Management | SQL plan baselines > Oracle Database, Database Performance Tuning
Oracle Linux | Oracle Enterprise Linux > Linux
Oracle Certified Professional Database Administrator | Oracle Database Administrator Certified Professional | =OCP DBA | Oracle DBA OCP > Oracle Database
# PostgreSQL
PostgreSQL Streaming Replication | streaming replication | physical replication > Database Replication, PostgreSQL
PostgreSQL Logical Replication | logical replication | pglogical > Database Replication, PostgreSQL
Patroni > PostgreSQL, High Availability
pgBackRest > PostgreSQL, Backup and Recovery
Barman for PostgreSQL | Barman backup | ~=Barman > PostgreSQL, Backup and Recovery
WAL Archiving | write-ahead log archiving | =WAL shipping > PostgreSQL
Point-in-Time Recovery | =PITR | point in time recovery > Backup and Recovery
PostgreSQL Vacuum | =VACUUM | autovacuum | autovacuum tuning | vacuum tuning > PostgreSQL
Citus | Citus Data | Azure Cosmos DB for PostgreSQL > PostgreSQL, Database Sharding
EDB Postgres Advanced Server | EnterpriseDB | EDB Postgres > PostgreSQL
Azure Database for PostgreSQL > PostgreSQL, Microsoft Azure
# MySQL and MariaDB
Percona Toolkit > MySQL
Percona XtraBackup | XtraBackup > MySQL, Backup and Recovery
Galera Cluster | MariaDB Galera Cluster > MariaDB, High Availability
InnoDB | InnoDB storage engine > MySQL
MySQL Group Replication | MySQL InnoDB Cluster > MySQL, Database Replication
# Cross-platform administration
Database Security | database hardening | database security hardening > Database Administration, Information Security
Database Patching | database patch management > Patch Management, Database Administration
Database Upgrades | database version upgrades | database upgrade planning > Database Administration
Database Triggers | =SQL triggers | =DML triggers > SQL
AWS Schema Conversion Tool | =AWS SCT | Schema Conversion Tool > AWS Database Migration Service
Erwin Data Modeler | =ERwin | erwin DM > Data Modeling
ER/Studio | IDERA ER/Studio | ER Studio > Data Modeling
Veritas NetBackup | NetBackup > Backup and Recovery

## Security operations center practice
# Investigation and triage
Incident Triage | security incident triage | incident triaging > Incident Response, Incident Management
URL Analysis | suspicious URL analysis | malicious URL analysis > Phishing Analysis
Joe Sandbox > Sandbox Analysis
Cuckoo Sandbox | ~=Cuckoo > Sandbox Analysis
Hybrid Analysis | Falcon Sandbox > Sandbox Analysis
=urlscan.io | ~=urlscan > Phishing Analysis
AbuseIPDB > Threat Intelligence
Cisco Talos | Talos Intelligence > Threat Intelligence
Cofense | Cofense PhishMe | Cofense Triage | PhishMe > Phishing Analysis
Dark Web Monitoring | dark web intelligence | deep and dark web monitoring > Threat Intelligence
Sysinternals Process Explorer | Process Explorer > Sysinternals
Sysinternals Autoruns | Autoruns > Sysinternals
Linux Audit Framework | =auditd | Linux auditd | Linux auditing > Linux, Log Management
Amazon VPC Flow Logs | VPC Flow Logs | VPC flow log analysis > Amazon VPC, Network Traffic Analysis
# Attack techniques and detection
Detection Tuning | alert tuning | SIEM tuning | false positive reduction | false positive tuning | detection rule tuning > Detection Engineering
Microsoft Sentinel Analytics Rules | Sentinel analytics rules | Sentinel detection rules > Microsoft Sentinel
Lateral Movement Detection | lateral movement | detecting lateral movement > Threat Hunting
Privilege Escalation | privilege escalation techniques | privilege escalation attacks > Penetration Testing, Threat Hunting
Command and Control Detection | =C2 detection | =C2 traffic | command and control traffic | ~command and control | beaconing detection | =C2 beaconing > Threat Hunting, Network Traffic Analysis
Data Exfiltration Detection | data exfiltration | exfiltration detection > Data Loss Prevention
DNS Tunneling Detection | DNS tunneling > DNS, Network Traffic Analysis
Living off the Land Techniques | living off the land | =LOLBins | =LOLBAS > Threat Hunting
Credential Stuffing Detection | credential stuffing | credential stuffing attacks > Threat Detection
Password Spraying | password spray attacks > Threat Detection
Active Directory Security | Active Directory hardening | =AD security > Active Directory
Kerberoasting > Active Directory Security
Pass-the-Hash | pass the hash | =PtH attacks > Active Directory Security
~=Mimikatz > Active Directory Security
Event Query Language | =EQL | Elastic EQL > Elastic Security
Elasticsearch Query Language | =ESQL > Elasticsearch
Lucene Query Syntax | Lucene queries | Apache Lucene > Elasticsearch
=YARA-L | YARA-L 2.0 > Google Security Operations
Honeypots | honeypot deployment | honeynets > Deception Technology
Deception Technology | cyber deception | deception platforms > Threat Detection
Thinkst Canary | Canarytokens | canary tokens > Deception Technology
# Platforms, feeds and vulnerability intelligence
OSSEC | OSSEC HIDS > IDS/IPS
Arkime | Moloch packet capture > Packet Analysis
CrowdStrike Falcon LogScale | Falcon LogScale | Humio > SIEM, CrowdStrike Falcon
Panther SIEM | Panther Labs > SIEM
Stellar Cyber | Stellar Cyber Open XDR > Extended Detection and Response
Huntress | Huntress Managed EDR > Managed Detection and Response
Arctic Wolf | Arctic Wolf MDR > Managed Detection and Response
Red Canary | Red Canary MDR > Managed Detection and Response
SafeBreach > Breach and Attack Simulation
AttackIQ > Breach and Attack Simulation
Atomic Red Team > Purple Teaming
Exploit Prediction Scoring System | =EPSS | =EPSS scores > Vulnerability Management
CISA Known Exploited Vulnerabilities | =CISA KEV | =KEV catalog | Known Exploited Vulnerabilities catalog > Vulnerability Management
Certified CyberDefender | CyberDefenders certification | ?=CCD > Security Operations Center
Blue Team Level 2 | =BTL2 > Security Operations Center

## Cloud architecture practice
# Frameworks, governance and landing zones
Azure Well-Architected Framework > Microsoft Azure, Solution Architecture
Google Cloud Architecture Framework | Google Cloud Well-Architected Framework > Google Cloud Platform, Solution Architecture
Microsoft Cloud Adoption Framework | Cloud Adoption Framework | Azure Cloud Adoption Framework > Microsoft Azure, Cloud Migration
AWS Cloud Adoption Framework | =AWS CAF > Amazon Web Services, Cloud Migration
Well-Architected Reviews | Well-Architected review | AWS Well-Architected Tool > AWS Well-Architected Framework
Cloud Governance | cloud governance frameworks | cloud governance policies > Cloud Computing
Cloud Center of Excellence | =CCoE | =Cloud COE > Cloud Governance
Cloud Resource Tagging | cloud tagging strategy | resource tagging | cost allocation tags > Cloud Governance
GCP Organization Policies | Google Cloud organization policies | Organization Policy Service > Google Cloud Platform, Cloud Governance
Azure Management Groups > Azure Policy
Azure Lighthouse > Microsoft Azure
AWS Trusted Advisor > Amazon Web Services
Reference Architectures | reference architecture design > Solution Architecture
C4 Model | C4 diagrams | C4 architecture diagrams > Software Architecture
Architecture Diagramming | architecture diagrams | cloud architecture diagrams | solution architecture diagrams > Solution Architecture
Data Residency | data sovereignty | data localization > Cloud Governance
AWS GovCloud | AWS GovCloud (US) > Amazon Web Services, FedRAMP
Azure Government | Azure Government Cloud | Azure Gov > Microsoft Azure, FedRAMP
# Networking and hybrid connectivity
Hub-and-Spoke Network Topology | hub and spoke network | hub-and-spoke architecture | hub-spoke topology > Cloud Networking
VPC Peering | =VNet peering | virtual network peering > Cloud Networking
Shared VPC | GCP Shared VPC > Google Cloud Platform, Cloud Networking
Google Cloud Interconnect | Dedicated Interconnect | Partner Interconnect | Cloud Interconnect > Google Cloud Platform, Cloud Networking
Azure Private Link | Azure Private Endpoints > Microsoft Azure, Cloud Networking
Azure Virtual WAN | Azure vWAN > Azure Virtual Network
Site-to-Site VPN | =S2S VPN | site to site VPN | IPsec site-to-site VPN > Virtual Private Network
IP Address Planning | IP addressing schemes | IP address design | CIDR planning > Subnetting
Azure Bastion > Microsoft Azure
AWS Network Firewall > Amazon Web Services, Firewall Administration
AWS Firewall Manager > AWS WAF
AWS Global Accelerator > Amazon Web Services
Azure Front Door > Microsoft Azure, Content Delivery Network
Google Cloud CDN | Cloud CDN > Content Delivery Network, Google Cloud Platform
Azure DNS | Azure Private DNS > DNS, Microsoft Azure
Application Load Balancer | =AWS ALB | AWS Application Load Balancer | =ALB > Elastic Load Balancing
Azure Application Gateway | Azure App Gateway > Microsoft Azure, Load Balancing
Azure Load Balancer > Microsoft Azure, Load Balancing
Google Cloud Load Balancing | Cloud Load Balancing > Google Cloud Platform, Load Balancing
Azure Firewall > Microsoft Azure, Firewall Administration
Azure DDoS Protection > DDoS Protection, Microsoft Azure
Azure RBAC | Azure role-based access control > Role-Based Access Control, Microsoft Azure
Azure AD B2C | Azure Active Directory B2C | Entra External ID > Azure Active Directory
# Migration and hybrid platforms
Cloud Migration Strategies | =6 Rs of migration | =7 Rs of migration | =6 Rs | =7 Rs > Cloud Migration
Lift and Shift Migration | lift and shift | lift-and-shift | rehosting > Cloud Migration
Replatforming | replatform | lift and reshape > Cloud Migration
AWS Migration Hub > Cloud Migration, Amazon Web Services
AWS Application Migration Service | =AWS MGN | CloudEndure | CloudEndure Migration > Cloud Migration, Amazon Web Services
Azure Migrate > Cloud Migration, Microsoft Azure
Google Migrate to Virtual Machines | Migrate for Compute Engine | Migrate to VMs > Cloud Migration, Google Cloud Platform
VMware Cloud on AWS | =VMC on AWS > VMware, Amazon Web Services
Azure VMware Solution > VMware, Microsoft Azure
AWS Outposts > Hybrid Cloud, Amazon Web Services
AWS DataSync > Amazon Web Services, Data Migration
# Services and resilience patterns
Amazon FSx | FSx for Windows File Server | FSx for NetApp ONTAP | FSx for Lustre > Amazon Web Services
AWS Backup > Backup and Recovery, Amazon Web Services
Azure Backup > Backup and Recovery, Microsoft Azure
Azure Cache for Redis > Redis, Microsoft Azure
AWS X-Ray | Amazon X-Ray > Distributed Tracing, Amazon Web Services
Amazon MQ > Amazon Web Services, Apache ActiveMQ
AWS Batch > Amazon Web Services, Batch Processing
AWS AppSync > GraphQL, Amazon Web Services
Google Cloud Deploy > Continuous Delivery, Google Cloud Platform
Pilot Light Disaster Recovery | pilot light DR | pilot light strategy > Disaster Recovery
Warm Standby | warm standby disaster recovery > Disaster Recovery
# Cost management
AWS Cost Explorer > Cloud Cost Optimization
Reserved Instances | AWS Reserved Instances | Azure Reserved VM Instances | =RIs > Cloud Cost Optimization
AWS Savings Plans | Compute Savings Plans > Cloud Cost Optimization
Spot Instances | AWS Spot Instances | =EC2 Spot | Spot VMs | preemptible VMs > Cloud Cost Optimization
Cloud Rightsizing | ~rightsizing | ~right-sizing | instance rightsizing > Cloud Cost Optimization
Showback and Chargeback | cloud chargeback | cloud showback | IT chargeback > FinOps
Apptio Cloudability | Cloudability > FinOps

## Salesforce administration practice
# Salesforce clouds and products
Salesforce Experience Cloud | Experience Cloud | Salesforce Communities | Community Cloud | Experience Builder > Salesforce
Salesforce Field Service | Field Service Lightning | Salesforce Field Service Lightning | =Salesforce FSL > Salesforce
Nonprofit Success Pack | Salesforce Nonprofit Success Pack | =NPSP > Salesforce
Salesforce Nonprofit Cloud | Nonprofit Cloud > Salesforce
Salesforce Education Cloud | Education Cloud | =Salesforce EDA | Education Data Architecture > Salesforce
Salesforce Health Cloud | Health Cloud > Salesforce
CRM Analytics | Salesforce CRM Analytics | Tableau CRM | Einstein Analytics > Salesforce
Agentforce | Salesforce Agentforce | Einstein Copilot > Salesforce Einstein, AI Agents
Einstein Bots | Salesforce Einstein Bots > Salesforce Service Cloud, Chatbots
Salesforce Shield | Shield Platform Encryption | Salesforce Platform Encryption > Salesforce
Salesforce Knowledge | Lightning Knowledge > Salesforce Service Cloud, Knowledge Base Management
Salesforce Omni-Channel | Omni-Channel routing > Salesforce Service Cloud
Salesforce Service Console | Service Console > Salesforce Service Cloud
Email-to-Case | email to case > Salesforce Service Cloud
Web-to-Lead | web to lead > Salesforce
Case Assignment Rules > Salesforce Service Cloud
Salesforce Escalation Rules | case escalation rules > Salesforce Service Cloud
AppExchange | Salesforce AppExchange | AppExchange apps > Salesforce
Salesforce Trailhead | Trailhead Ranger | Trailhead badges > Salesforce
# Declarative automation
Salesforce Flow | Flow Builder | Salesforce Flows | Lightning Flow > Salesforce
Record-Triggered Flows | record-triggered flow | before-save flows | after-save flows > Salesforce Flow
Salesforce Screen Flows > Salesforce Flow
Process Builder | Salesforce Process Builder > Salesforce
Salesforce Workflow Rules > Salesforce
Salesforce Approval Processes | Salesforce approval process > Salesforce
Salesforce Validation Rules | ~validation rules > Salesforce
Salesforce Formula Fields | cross-object formulas > Salesforce
Roll-Up Summary Fields | roll-up summaries | rollup summary fields > Salesforce
Salesforce Custom Objects | ~custom objects > Salesforce
Salesforce Record Types | ~record types > Salesforce
Salesforce Page Layouts | Lightning page layouts | compact layouts > Salesforce
Lightning App Builder | Lightning pages | Lightning record pages > Salesforce
Salesforce Dynamic Forms > Lightning App Builder
Lightning Experience | Salesforce Lightning | =LEX > Salesforce
Classic to Lightning Migration | Lightning migration | Lightning transition | Salesforce Classic to Lightning > Lightning Experience
Custom Metadata Types > Salesforce
Aura Components | Aura framework | Lightning Aura Components > Lightning Web Components
Apex Triggers | Salesforce triggers > Apex
=SOSL | Salesforce Object Search Language > Apex
# Security, sharing and access
Salesforce Security Model | Salesforce sharing model | Salesforce sharing and visibility > Salesforce
Salesforce Permission Sets | profiles and permission sets | permission set groups > Salesforce Security Model
Salesforce Role Hierarchy | ~role hierarchy > Salesforce Security Model
Sharing Rules | Salesforce sharing rules | criteria-based sharing rules > Salesforce Security Model
Organization-Wide Defaults | =OWD | org-wide defaults | organization-wide sharing defaults > Salesforce Security Model
Field-Level Security | =FLS | field level security > Salesforce Security Model
# Data management
Salesforce Data Loader | Data Loader > Salesforce
Data Import Wizard | Salesforce Data Import Wizard > Salesforce
Salesforce Workbench | ~=Workbench > Salesforce
Salesforce Inspector | Salesforce Inspector Reloaded > Salesforce
Salesforce Duplicate Rules | duplicate rules | duplicate management > Salesforce
Salesforce Report Types | custom report types > Salesforce Reports and Dashboards
Joined Reports > Salesforce Reports and Dashboards
Field History Tracking > Salesforce
OwnBackup | Own Company | Salesforce Own > Salesforce, Backup and Recovery
# Release management and integration
Salesforce Change Sets | change sets | outbound change sets | inbound change sets > Salesforce
Salesforce Sandboxes | sandbox management | full sandbox | developer sandbox | sandbox refreshes > Salesforce
Salesforce DX | =SFDX > Salesforce
Salesforce CLI | =SF CLI > Salesforce DX
Salesforce DevOps | Salesforce DevOps Center | DevOps Center > Salesforce, DevOps
Gearset > Salesforce DevOps
Copado > Salesforce DevOps
Salesforce Release Management | Salesforce seasonal releases | Salesforce release updates > Release Management
Salesforce Platform Events | Platform Events > Salesforce
Salesforce Bulk API | Bulk API 2.0 > Salesforce
Jitterbit | Jitterbit Harmony > Integration Platform as a Service
# Certifications
Salesforce Certified Advanced Administrator | Advanced Administrator certification | Salesforce Advanced Admin > Salesforce Administration
Salesforce Certified Platform App Builder | Platform App Builder | Platform App Builder certification > Salesforce
Salesforce Certified Service Cloud Consultant | Service Cloud Consultant certification > Salesforce Service Cloud
Salesforce Certified Business Analyst | Salesforce Business Analyst certification > Salesforce
Salesforce Certified Platform Developer I | Platform Developer I | =PD1 > Apex

## IT support and help desk practice
# Remote support and endpoint tools
AnyDesk > Remote Support
LogMeIn Rescue | ~=LogMeIn > Remote Support
Splashtop > Remote Support
Windows Quick Assist | Quick Assist > Remote Support
N-able | N-able N-central | N-central | N-sight > Remote Monitoring and Management
PDQ Deploy > Software Deployment
PDQ Inventory > IT Asset Management
Chocolatey | Chocolatey package manager > Software Deployment
Software Deployment | software package deployment > Endpoint Management
Software Installation | software installs | application installation | software installations > Desktop Support
Snipe-IT > IT Asset Management
Lansweeper > IT Asset Management
Windows Admin Center > Windows Server
Remote Desktop Services | Terminal Services | Remote Desktop Session Host > Windows Server
Acronis Cyber Protect | Acronis | Acronis True Image | Acronis Backup > Backup and Recovery
Clonezilla > Disk Imaging
# Accounts and access
Password Resets | password reset requests | password reset support > IT Support
Account Lockout Troubleshooting | account unlocks | account lockouts | locked accounts > Active Directory
Self-Service Password Reset | =SSPR | self service password reset > Azure Active Directory
User Account Provisioning | user provisioning | account provisioning | user account creation > Identity and Access Management
User Account Deprovisioning | user deprovisioning | account deprovisioning > Identity and Access Management
IT Onboarding | IT onboarding and offboarding | new user setup | new hire IT onboarding > User Account Provisioning, Equipment Provisioning
Password Manager Administration | password managers | enterprise password managers > Identity and Access Management
LastPass | LastPass Enterprise > Password Manager Administration
1Password | 1Password Business > Password Manager Administration
Bitwarden > Password Manager Administration
Keeper Security | Keeper Password Manager > Password Manager Administration
# Hardware, peripherals and printing
Computer Hardware Repair | laptop repair | PC repair | computer repair | desktop and laptop repair > Hardware Troubleshooting
Computer Hardware Upgrades | hardware upgrades > Hardware Troubleshooting
Hardware Refresh Projects | hardware refresh | PC refresh | laptop refresh | tech refresh | device refresh > IT Asset Management
Hardware Warranty Claims | hardware warranty | warranty repairs | depot repair > Computer Hardware Repair
Dell TechDirect > Hardware Warranty Claims
Loaner Equipment Management | loaner laptops | loaner devices | loaner pool > IT Asset Management
Peripheral Device Support | peripheral setup | peripheral devices | computer peripherals > Desktop Support
Printer Troubleshooting | printer support | printer setup | printer installation | network printer setup > Desktop Support
Multifunction Printer Support | multifunction printers | =MFP support | copier support > Printer Troubleshooting
Print Server Administration | print servers | print management | print queues > Windows Server
PaperCut | PaperCut MF | PaperCut NG > Print Server Administration
BIOS and UEFI Configuration | BIOS configuration | UEFI configuration | BIOS settings | =BIOS | =UEFI > Hardware Troubleshooting
Driver Installation | driver updates | device driver installation | driver troubleshooting > Hardware Troubleshooting
Wireless Access Point Configuration | wireless access points | =WAP configuration | access point configuration > Wireless Networking
Video Conferencing Support | video conferencing troubleshooting | ~video conferencing | ~videoconferencing > Audio-Visual Setup
# Windows, Mac and mobile support
Windows 11 Migration | Windows 11 upgrades | Windows 10 to 11 migration | Windows 11 deployment > Microsoft Windows
Windows Event Viewer | Event Viewer > Microsoft Windows
Windows Registry | registry editing | =regedit | Windows registry editing > Microsoft Windows
Mac Support | Mac troubleshooting | macOS support | macOS troubleshooting | Apple device support > macOS
iOS Device Support | iPhone support | iPad support | iPhone and iPad support | iOS device troubleshooting > Mobile Device Troubleshooting
Malware Removal | virus removal | malware remediation | spyware removal > Endpoint Security
Antivirus Software | antivirus | anti-virus | antivirus management > Endpoint Security
Sophos Central | Sophos Endpoint | Sophos antivirus > Endpoint Security
Webroot | Webroot SecureAnywhere > Endpoint Security
ESET Endpoint Security | =ESET | ESET NOD32 > Endpoint Security
Malwarebytes | Malwarebytes Endpoint > Endpoint Security
# Files, email and collaboration
Email Migration | mailbox migration | Exchange migration | Office 365 migration | Microsoft 365 migration > Microsoft 365 Administration
Exchange Mailbox Administration | mailbox management | shared mailboxes | mailbox permissions | shared mailbox management > Microsoft Exchange Server
Distribution Lists | distribution groups | email distribution lists | mail-enabled groups > Microsoft Exchange Server
Email Client Troubleshooting | Outlook troubleshooting | email troubleshooting | Outlook profile repair > Microsoft Outlook
Data Recovery | file recovery | data recovery services | deleted file recovery > Backup and Recovery
NTFS Permissions | NTFS and share permissions | file share permissions | share permissions > Windows Server
Network Drive Mapping | mapped drives | drive mapping | mapped network drives > Group Policy
# Service models and credentials
Deskside Support | desk-side support | deskside IT support > Desktop Support
Tech Bar Support | tech bar | walk-up IT support | walk-up support | IT walk-up center > IT Support
VIP IT Support | executive IT support | white-glove IT support > IT Support
IMAC Support | =IMAC | =IMACD | =IMACs | moves adds and changes > Desktop Support
End-User Computing | =EUC | end user computing > End-User Support
Apple Certified Mac Technician | =ACMT > macOS
HDI Desktop Support Technician | HDI DST certification > Desktop Support
HDI Technical Support Professional > Technical Support
Google IT Support Professional Certificate | Google IT Support Certificate > IT Support

## Technical support engineering (SaaS) practice
# Integrations and APIs
Integration Troubleshooting | integration support | third-party integration troubleshooting | integration issues > API Integration
SDK Integration | SDK troubleshooting | SDK implementation > API Integration
API Authentication | API key authentication | API keys | API key management > API Integration
Payment Gateway Integration | payment gateways | payment gateway troubleshooting > Payment Processing
Twilio | Twilio API | Twilio Programmable Messaging | Twilio Programmable Voice > API Integration
=SMTP | Simple Mail Transfer Protocol | SMTP troubleshooting | SMTP relay > Email Deliverability
Swagger UI > OpenAPI
ngrok | ngrok tunnels > Webhook
Tray.io | Tray Platform | Tray.ai > Integration Platform as a Service
Pipedream > Integration Platform as a Service
CSV Data Imports | CSV imports | bulk data imports | data imports | CSV uploads > Data Migration
# Identity, network and configuration
Identity Provider Configuration | IdP configuration | =IdP setup | identity provider setup | =IdP integration > Single Sign-On
IP Allowlisting | IP whitelisting | IP allow lists | IP allowlists > Network Security
DNS Record Management | DNS record configuration | DNS records > DNS
Custom Domain Configuration | custom domains | custom domain setup > DNS
SSL Certificate Management | certificate management | SSL certificate renewals > SSL/TLS
Proxy Configuration | proxy settings | web proxy configuration > Network Troubleshooting
Fastly | Fastly CDN > Content Delivery Network
# Debugging and diagnostics
Stack Trace Analysis | stack traces | reading stack traces > Debugging
JavaScript Console Debugging | browser console | JavaScript console | console errors > Browser Developer Tools
Mobile App Troubleshooting | mobile app support | app troubleshooting > Mobile Device Troubleshooting
Mobile Crash Log Analysis | crash logs | crash log analysis > Crash Reporting
=logcat | Android logcat > Android Debug Bridge
Loggly | SolarWinds Loggly > Log Management
Papertrail | SolarWinds Papertrail > Log Management
Redash > Data Visualization
Retool > Low-Code Development
# Support process
Engineering Escalations | escalations to engineering | engineering escalation process > Escalation Management, Bug Reporting
Troubleshooting Guides | troubleshooting documentation | troubleshooting articles > Knowledge Base Management
Data Subject Access Requests | =DSAR | =DSARs | data subject requests | privacy rights requests > General Data Protection Regulation

## Product design (UX/UI) practice
# Product design practice
Product Design | digital product design | end-to-end product design > User Experience Design
Product Experimentation | product experiments | online experimentation | ~experimentation | experiment design > A/B Testing
AI Product Design | AI UX design | designing AI experiences | generative AI UX > User Experience Design
Cross-Platform Design | multi-platform design | cross-device design > User Experience Design
Dark Mode Design | dark theme design | dark mode UI > User Interface Design
Empty State Design | empty states > User Interface Design
Design Debt | UX debt | design debt reduction > Design System
Deceptive Design Patterns | dark patterns | deceptive patterns > User Experience Design
Laws of UX | UX laws > User Experience Design
Fitts's Law | Fitts' Law | Fitts law > Laws of UX
Hick's Law | Hick-Hyman law > Laws of UX
8-Point Grid System | =8pt grid | 8-point grid | 8px grid > Grid Systems
# Tools and references
Useberry > Usability Testing
Uizard > Prototyping
Galileo AI > Generative AI
Mobbin > User Interface Design
Lucidspark > Lucidchart
Penpot > Figma
Relume | Relume sitemap builder > Webflow
Flinto > Prototyping
Shopify Polaris | Polaris design system > Design System
Stark Accessibility Plugin | Stark accessibility | ~=Stark > Web Accessibility
Baymard Institute | Baymard guidelines | Baymard UX research > E-commerce UX
Interaction Design Foundation | =IxDF | IxDF certification > User Experience Design
Great Question | Great Question research platform > User Research
Condens | Condens research repository > Research Synthesis
EnjoyHQ > Research Synthesis

## Video editing and motion design practice
# Editorial workflow
Post-Production | post production | postproduction | video post-production > Video Editing
Video Pre-Production | ~pre-production | ~preproduction | ~pre production > Video Production
Multicam Editing | multi-camera editing | multicam sequences | multicamera editing > Video Editing
Proxy Workflows | proxy editing | proxy media | proxy files > Video Editing
Footage Logging | logging footage | footage organization | media logging > Video Editing
Rough Cut Editing | rough cuts | rough cut > Video Editing
Offline Editing | offline edit > Video Editing
Online Edit Finishing | ~online editing | ~online edit | video finishing > Post-Production
Edit Decision Lists | =EDL | =EDLs | edit decision list > Video Editing
Audio Turnovers | =AAF turnover | =OMF turnover | =AAF/OMF | audio turnover | sound turnover > Post-Production
Social Media Video Editing | social video editing | social media video | social-first video > Video Editing
Vertical Video Editing | vertical video > Short-Form Video
Long-Form Video Editing | long-form video | long-form content editing > Video Editing
YouTube Video Editing | YouTube editing | YouTube content editing > Video Editing, YouTube Channel Management
Documentary Editing | documentary post-production > Video Editing
Commercial Editing | commercial video editing | broadcast commercial editing > Video Editing
YouTube Analytics | YouTube Studio analytics > YouTube Channel Management
# Formats, color and delivery
Video Encoding and Transcoding | video encoding | video transcoding | ~transcoding | video compression > Post-Production
Video Codecs | video codec knowledge | ~codecs > Video Encoding and Transcoding
Apple ProRes | ProRes | ProRes 422 | ProRes 4444 > Video Codecs
Avid DNxHD | DNxHD | DNxHR > Video Codecs
=H.264 | =H264 | =x264 > Video Codecs
=H.265 | =HEVC | =H265 | =x265 > Video Codecs
RAW Video Workflows | RAW footage | camera RAW workflows > Color Grading
Log Footage Grading | log footage | log color grading > Color Grading
Color LUTs | =LUT | =LUTs | LUT creation | 3D LUTs > Color Grading
HDR Grading | =HDR grading | =HDR mastering | =HDR finishing > Color Grading
=Rec.709 | =Rec 709 | =BT.709 > Color Management
Academy Color Encoding System | ACES color management | =ACES workflow | =ACEScct > Color Management
Video Scopes | waveform monitor | vectorscope | video scope analysis > Color Grading
Broadcast Deliverables | broadcast delivery specifications | broadcast specs | network deliverables > Post-Production
Video Quality Control | =video QC | post-production QC | media QC > Post-Production
Closed Captioning | closed captions | video captioning | caption files > Video Production
Subtitling | subtitles | subtitle creation | =SRT files | =SRT subtitles > Closed Captioning
# Compositing, VFX and plugins
Video Compositing | VFX compositing | node-based compositing | green screen compositing > Visual Effects
DaVinci Resolve Fusion | Blackmagic Fusion | Resolve Fusion | Fusion page > DaVinci Resolve, Visual Effects
3D Camera Tracking | 3D tracking | camera solving | 3D camera solve > Motion Tracking
Boris FX Continuum | Continuum plugins | Boris Continuum | ~=BCC > Visual Effects
Red Giant Magic Bullet | Magic Bullet Looks | Magic Bullet Suite > Color Grading
# Motion design tools and techniques
Motion Graphics Templates | =MOGRT | =MOGRTs | Essential Graphics templates | Essential Graphics panel > Adobe Premiere Pro, Motion Graphics
After Effects Shape Layers | shape layers | shape layer animation > Adobe After Effects
Frame-by-Frame Animation | frame by frame animation | cel animation > 2D Animation
3D Character Rigging | 3D rigging | rigging for animation > 3D Animation
# Audio for video
Audio Editing | dialogue editing | audio editing software > Post-Production
Audio Mixing | audio mix | sound mixing | dialogue mixing > Post-Production
Sound Design | sound effects design > Post-Production
Audio Restoration | audio cleanup | audio noise reduction | dialogue cleanup > Audio Editing
iZotope RX | RX Audio Editor > Audio Restoration
Loudness Standards | broadcast loudness | loudness normalization | =LUFS | loudness compliance > Audio Mixing
=EBU R128 | =EBU R 128 > Loudness Standards
Voiceover Recording | voice-over recording | voiceover production > Audio Editing
Location Sound Recording | production sound | field audio recording | on-set audio recording > Video Production
Music Licensing | music clearance | music rights clearance > Copyright Law
Stock Footage | stock footage sourcing | stock video > Video Editing
# Production, camera and live
Videography | video shooting > Video Production
Cinematography | cinematographic techniques > Video Production
Camera Operation | camera operating | video camera operation > Videography
Gimbal Operation | gimbals | gimbal stabilizers > Camera Operation
Drone Videography | drone footage | aerial videography | drone cinematography > Videography
Video Lighting | lighting for video | three-point lighting | film lighting > Videography
Event Videography | event video | event video production > Videography
Live Streaming Production | live streaming | livestreaming | live stream production > Video Production
OBS Studio | Open Broadcaster Software | ~=OBS > Live Streaming Production
# Review, hosting and shared storage
Vimeo | Vimeo Review | Vimeo Pro > Video Marketing
Wistia > Video Marketing
Brightcove > Video Marketing
# AI video tools
AI Video Generation | generative AI video | AI video tools | text-to-video > Generative AI
RunwayML | Runway ML | Runway Gen-3 | Runway Gen-4 > AI Video Generation
# Certifications
Adobe Certified Professional in Premiere Pro | Adobe Certified Premiere Pro | Adobe Certified Expert Premiere Pro > Adobe Premiere Pro, Adobe Certified Professional
Apple Certified Pro Final Cut Pro | Final Cut Pro certification | Apple Final Cut Pro certification > Final Cut Pro
`;
