// Skill data in the line format of ../README.md: mobile, ML/MLOps, data, QA, cloud security, embedded software; email, SEO, social, PR, brand, e-commerce and marketing analytics.
export default String.raw`
## iOS development
~=Combine | Combine framework | Apple Combine > Swift, iOS Development
Swift Concurrency | Swift async/await | Swift structured concurrency > Swift
Swift Package Manager | =SPM | SwiftPM > iOS Development
~=Carthage | Carthage dependency manager > iOS Development
TestFlight > iOS Development
App Store Connect > iOS Development
Xcode Instruments | Instruments profiler > Xcode
Xcode Cloud > Xcode, CI/CD
SwiftData > iOS Development
Core Animation > iOS Development
Core Location > iOS Development
MapKit > iOS Development
Core Bluetooth | CoreBluetooth > iOS Development, Bluetooth Low Energy
HealthKit > iOS Development
StoreKit | StoreKit 2 > In-App Purchases, iOS Development
WidgetKit > iOS Development
RealityKit > ARKit
Auto Layout | AutoLayout > UIKit
Interface Builder | iOS storyboards | Xcode storyboards > UIKit
iOS Keychain | Keychain Services | ~=Keychain > iOS Development
iOS Code Signing | provisioning profiles | Apple code signing | code signing certificates > iOS Development
App Store Review Guidelines | App Store guidelines | App Review Guidelines > App Store Connect
Apple Push Notification Service | =APNs > Push Notifications
Alamofire > Swift
RxSwift > Swift
The Composable Architecture | =TCA architecture | swift-composable-architecture > SwiftUI
=VIPER | VIPER architecture > iOS Development
SwiftLint > Swift
watchOS | WatchKit > iOS Development
visionOS | Apple Vision Pro development > iOS Development
AppKit | macOS app development | Cocoa development > macOS
Apple Metal | Metal API | Metal Shading Language > Shader Programming

## Android development
Room Persistence Library | Android Room | Room database | Jetpack Room > Android Jetpack
Kotlin Coroutines | coroutines > Kotlin
Kotlin Flow | StateFlow | SharedFlow > Kotlin Coroutines
=Hilt | Dagger Hilt | Dagger-Hilt > Dependency Injection, Android Development
~=Dagger | Dagger 2 | Dagger2 > Dependency Injection
~=Koin | Koin DI > Kotlin, Dependency Injection
Retrofit2 | Square Retrofit | Retrofit HTTP client | ~=Retrofit > Android Development
OkHttp > Android Development
WorkManager > Android Jetpack
Jetpack Navigation | Navigation Component | Android Navigation Component > Android Jetpack
LiveData > Android Jetpack
Android Architecture Components > Android Jetpack
Compose Multiplatform > Jetpack Compose, Kotlin Multiplatform
Google Play Console | Play Console | Google Play Developer Console > Android Development
Android App Bundles | Android App Bundle | =AAB > Android Development
=ProGuard | R8 code shrinking | ProGuard/R8 > Android Development
Android NDK | =NDK | Android Native Development Kit > Android Development
Android Debug Bridge | =ADB > Android Development
UI Automator | UiAutomator > Android Development, Mobile App Testing
Robolectric > Unit Testing, Android Development
Google Play Billing | Play Billing Library | Google Play Billing Library > In-App Purchases, Android Development
Wear OS | Android Wear > Android Development
Android Automotive OS | =AAOS | Android Automotive > Android Development

## Cross-platform mobile and mobile release
Push Notifications | push notification | push notification services | mobile push > Mobile App Development
In-App Purchases | in-app purchase | =IAP | in-app purchase integration > Mobile App Development
Deep Linking | deep links | universal links | Android App Links > Mobile App Development
Offline-First Architecture | offline-first | offline sync | offline data sync > Mobile App Development
~=Realm | Realm Database | MongoDB Realm | Realm DB | Realm Swift | Realm Kotlin > Mobile App Development
~=Expo | Expo EAS | Expo Application Services | Expo SDK > React Native
React Navigation > React Native
CodePush | App Center CodePush > React Native
Wix Detox | Detox E2E testing | Detox testing framework | ?detox > React Native, Mobile App Testing
=BLoC | flutter_bloc | BLoC pattern > Flutter
Riverpod > Flutter
=GetX > Flutter
~=Capacitor | Ionic Capacitor | Capacitor.js > Ionic
NativeScript > Mobile App Development
fastlane | fastlane tools > Mobile App Development, CI/CD
Bitrise > CI/CD, Mobile App Development
Codemagic > CI/CD, Flutter
Visual Studio App Center | App Center | Microsoft App Center > Mobile App Development
App Store Submission | app store submissions | app store publishing | app store deployment > Mobile App Development
Staged Rollouts | staged rollout | phased rollouts | phased release > Continuous Delivery
Firebase Crashlytics | Crashlytics > Firebase
Firebase Remote Config | Remote Config > Firebase
Firebase Analytics | Google Analytics for Firebase > Firebase
Firebase Authentication | Firebase Auth > Firebase
Firebase Test Lab > Firebase, Mobile App Testing
Firebase App Distribution > Firebase
Crash Reporting | crash reporting tools | crash analytics > Mobile App Development
Bugsnag > Crash Reporting
Instabug > Crash Reporting
AWS Device Farm > Mobile App Testing, Amazon Web Services
Perfecto | Perfecto Mobile > Mobile App Testing
Mobile Attribution | mobile app attribution | mobile measurement > Marketing Attribution
Mobile Measurement Partners | =MMP | =MMPs > Mobile Attribution
AppsFlyer > Mobile Attribution
Adjust.com | Adjust attribution | Adjust SDK > Mobile Attribution
Branch.io | Branch Metrics > Deep Linking, Mobile Attribution
SKAdNetwork | =SKAN > Mobile Attribution
App Tracking Transparency | ATT framework | ATT prompt > Mobile Attribution
TensorFlow Lite | =TFLite | LiteRT > TensorFlow

## Machine learning frameworks and training
PyTorch Lightning | Lightning AI > PyTorch
TensorFlow Extended | =TFX > TensorFlow, MLOps
Distributed Training | multi-GPU training | distributed deep learning | multi-node training > Deep Learning
DeepSpeed | Microsoft DeepSpeed > Distributed Training
Horovod > Distributed Training
Fully Sharded Data Parallel | =FSDP | PyTorch FSDP > Distributed Training, PyTorch
Distributed Data Parallel | PyTorch DDP > Distributed Training, PyTorch
cuDNN | NVIDIA cuDNN > CUDA
NVIDIA NeMo | NeMo framework | ~=NeMo > Large Language Models
Model Quantization | post-training quantization | quantization-aware training | weight quantization | quantization > Deep Learning
Knowledge Distillation | model distillation > Deep Learning
Collaborative Filtering > Recommender Systems
Learning to Rank | =LTR | ranking models > Recommender Systems
Word2Vec | word embeddings > Natural Language Processing
Sentence Transformers | =SBERT | sentence-transformers | SentenceTransformers > Vector Embeddings
Precision and Recall | precision/recall | precision-recall > Model Validation
F1 Score | F1-score | F1 measure > Model Validation
=BLEU | BLEU score > LLM Evaluation
=ROUGE | ROUGE score > LLM Evaluation
Label Studio > Data Labeling
Labelbox > Data Labeling
Scale AI > Data Labeling

## MLOps and model serving
Tecton | Tecton feature platform > Feature Stores
Hopsworks > Feature Stores
Model Registry | ML model registry | MLflow Model Registry > MLOps
Experiment Tracking | ML experiment tracking > MLOps
ML Pipelines | machine learning pipelines | training pipelines > MLOps
Continuous Training | continuous model training | automated retraining | model retraining > MLOps
Kubeflow Pipelines > Kubeflow
Amazon SageMaker Pipelines | SageMaker Pipelines > Amazon SageMaker
Vertex AI Pipelines > Google Vertex AI
Metaflow > MLOps
ZenML > MLOps
=Flyte | Flyte workflows > MLOps
=Kedro > MLOps
ClearML > MLOps
Comet ML | Comet.ml > Experiment Tracking
Neptune.ai > Experiment Tracking
Domino Data Lab > MLOps
Dataiku | Dataiku DSS > Machine Learning
Ray Serve > Ray, Model Deployment
NVIDIA Triton Inference Server | Triton Inference Server | Triton server | ~=Triton > Model Deployment
TorchServe > Model Deployment, PyTorch
BentoML > Model Deployment
KServe | KFServing > Model Deployment, Kubernetes
Seldon Core | Seldon Deploy | ~=Seldon > Model Deployment, Kubernetes
TensorFlow Serving | TF Serving > Model Deployment, TensorFlow
=vLLM > Model Deployment, Large Language Models
Text Generation Inference | Hugging Face TGI | =TGI > Model Deployment, Hugging Face
NVIDIA TensorRT | TensorRT | TensorRT-LLM > Model Deployment
ONNX Runtime > ONNX
OpenVINO | Intel OpenVINO > Model Deployment
~=Ollama > Large Language Models
llama.cpp > Large Language Models
Batch Inference | batch scoring | batch predictions > Model Deployment
Real-Time Inference | online inference | real-time model serving | low-latency inference > Model Deployment
Shadow Deployment | shadow mode deployment | shadow testing > Model Deployment
Model A/B Testing | A/B testing of models | champion-challenger testing | champion/challenger models | online model experimentation > Model Deployment
Concept Drift | data drift | feature drift | training-serving skew | model drift > Model Monitoring
Arize AI | Arize Phoenix | ~=Arize > Model Monitoring
Model Cards | model documentation cards > Responsible AI
ML Fairness Testing | algorithmic fairness | bias and fairness testing | fairness metrics | bias mitigation | ML fairness > Responsible AI
EU AI Act | European Union Artificial Intelligence Act > Responsible AI
NIST AI Risk Management Framework | NIST AI RMF | =AI RMF > Responsible AI
ISO/IEC 42001 | ISO 42001 > Responsible AI

## LLM engineering, RAG and evaluation
Parameter-Efficient Fine-Tuning | =PEFT > LLM Fine-Tuning
=LoRA | Low-Rank Adaptation | =QLoRA > Parameter-Efficient Fine-Tuning
Supervised Fine-Tuning | =SFT > LLM Fine-Tuning
Instruction Tuning | instruction fine-tuning > LLM Fine-Tuning
Reinforcement Learning from Human Feedback | =RLHF > LLM Fine-Tuning
Direct Preference Optimization | ~=DPO > LLM Fine-Tuning
Document Chunking | chunking strategies | text chunking > Retrieval-Augmented Generation
Hybrid Search | hybrid retrieval > Semantic Search
Okapi BM25 | =BM25 > Hybrid Search
Reranking | rerankers | cross-encoder reranking | re-ranking models > Retrieval-Augmented Generation
Approximate Nearest Neighbor Search | approximate nearest neighbour search | ANN search | =HNSW > Vector Databases
=FAISS | Facebook AI Similarity Search > Vector Databases
ChromaDB | ~=Chroma | Chroma vector database > Vector Databases
~=Vespa | Vespa.ai > Vector Databases
MongoDB Atlas Vector Search | Atlas Vector Search > MongoDB, Vector Databases
Azure AI Search | Azure Cognitive Search > Microsoft Azure, Semantic Search
Function Calling | tool calling | LLM tool use | tool use > AI Agents
~=CrewAI > AI Agents
~=AutoGen | Microsoft AutoGen > AI Agents
Semantic Kernel | Microsoft Semantic Kernel > Large Language Models
=DSPy > Large Language Models
~=Haystack | deepset Haystack > Retrieval-Augmented Generation
~=Cohere | Cohere API > Large Language Models
Mistral AI | Mistral models | ~=Mistral > Large Language Models
LLM Guardrails | NeMo Guardrails | Guardrails AI > Large Language Models
Prompt Injection Defense | prompt injection | prompt injection mitigation > Large Language Models
LLM-as-a-Judge | LLM as a judge | LLM judges > LLM Evaluation
=RAGAS | Ragas evaluation > LLM Evaluation
DeepEval > LLM Evaluation
LangSmith > LangChain, LLM Evaluation
Langfuse > LLMOps
LLM Observability | LLM tracing | LLM monitoring > LLMOps

## Machine learning certifications
AWS Certified Machine Learning Engineer Associate | AWS ML Engineer Associate | =MLA-C01 > Amazon Web Services, Machine Learning
AWS Certified AI Practitioner | =AIF-C01 > Amazon Web Services, Artificial Intelligence
Microsoft Certified: Azure AI Engineer Associate | =AI-102 | Azure AI Engineer Associate > Microsoft Azure
Microsoft Certified: Azure Data Scientist Associate | =DP-100 | Azure Data Scientist Associate > Azure Machine Learning
Databricks Certified Machine Learning Associate | Databricks Certified Machine Learning Professional | Databricks ML certification > Databricks, Machine Learning
TensorFlow Developer Certificate > TensorFlow

## Data engineering and analytics engineering
Amazon Data Firehose | Amazon Kinesis Data Firehose | Kinesis Firehose | Kinesis Data Firehose > Amazon Kinesis
Exactly-Once Semantics | exactly-once processing | exactly-once delivery > Stream Processing
Astronomer Astro | Astronomer.io | ~=Astronomer > Apache Airflow
Control-M | BMC Control-M > Batch Processing
AutoSys | CA AutoSys | Autosys Workload Automation > Batch Processing
Apache Oozie | Oozie > Apache Hadoop
Databricks Workflows | Databricks Jobs > Databricks
Open Table Formats | open table format | lakehouse table formats > Data Lakehouse
BigQuery ML | =BQML > Google BigQuery, Machine Learning
Dataform | Google Dataform > Google BigQuery
Azure Data Explorer | =ADX > Microsoft Azure
Jinja | Jinja2 | Jinja templating > Python
dbt Semantic Layer > dbt MetricFlow, Semantic Layer
Fact and Dimension Tables | fact tables | dimension tables > Dimensional Modeling
Inmon Methodology | Inmon approach > Data Warehousing
Data Marts | data mart > Data Warehousing
Operational Data Store | =ODS > Data Warehousing
Bigeye > Data Observability
Datafold > Data Quality
AWS Glue Data Catalog | Glue Data Catalog > AWS Glue, Data Catalog
Fivetran HVR | =HVR | HVR replication > Change Data Capture
Hevo Data > ETL
Databricks Certified Associate Developer for Apache Spark | Databricks Spark certification > Apache Spark

## QA and test automation
Zephyr Scale | Zephyr Squad | Zephyr for Jira | Zephyr Enterprise | ~=Zephyr > Test Management
Test Management | test case management | test management tools > Software Testing
Xray for Jira | Xray Test Management | Jira Xray | ~=Xray > Test Management
qTest | Tricentis qTest > Test Management
Micro Focus ALM | HP ALM | HP Quality Center | OpenText ALM | ALM Quality Center | ?=ALM | Quality Center > Test Management
TestLink > Test Management
~=Pact | Pact contract testing | PactFlow | Pact.io > Contract Testing
Spring Cloud Contract > Contract Testing
WireMock > API Testing
Karate DSL | Karate framework | Karate API testing > API Testing
~=Newman | Postman Newman > Postman
BlazeMeter > Performance Testing
NeoLoad | Tricentis NeoLoad > Performance Testing
Soak Testing | endurance testing | spike testing > Performance Testing
Serenity BDD > Behavior-Driven Development
Page Object Model | ~=POM | page object pattern | page objects > Test Automation
Data-Driven Testing > Test Automation
Keyword-Driven Testing > Test Automation
Selenium IDE > Selenium WebDriver
Nightwatch.js | ~=Nightwatch > Test Automation
Testim > Test Automation
~=mabl > Test Automation
Ranorex > Test Automation
LambdaTest > Cross-Browser Testing
Allure Report | Allure TestOps | Allure reporting | Allure > Test Automation
ExtentReports | Extent Reports > Test Automation
Test Data Management | test data provisioning > Software Testing
Test Strategy | test strategies > Test Planning
Risk-Based Testing > Test Planning
Boundary Value Analysis | =BVA > Test Case Design
Equivalence Partitioning | equivalence class partitioning > Test Case Design
Defect Life Cycle | bug life cycle | defect lifecycle > Defect Tracking
Sanity Testing > Software Testing
System Integration Testing | =SIT > Integration Testing
Localization Testing | L10n testing | globalization testing > Software Testing
Fuzz Testing | fuzzing > Application Security
ISTQB Advanced Level | =CTAL | ISTQB Advanced Test Automation Engineer > ISTQB Certified Tester
Certified Software Tester | =CSTE > Software Testing
Certified Software Quality Analyst | =CSQA > Software Quality Assurance

## Cloud security and identity
Cloud-Native Application Protection Platform | =CNAPP > Cloud Security
Cloud Workload Protection Platform | =CWPP > Cloud Security
Cloud Infrastructure Entitlement Management | =CIEM > Cloud Security, Identity and Access Management
Cloud Access Security Broker | =CASB > Cloud Security
Secure Access Service Edge | =SASE > Network Security
Shared Responsibility Model | cloud shared responsibility model > Cloud Security
~=Wiz | Wiz.io | Wiz cloud security > Cloud Security
Prisma Cloud | Palo Alto Prisma Cloud > Cloud Security
Orca Security > Cloud Security
Lacework > Cloud Security
Aqua Security | Aqua Trivy > Container Security
Sysdig Secure | ~=Sysdig > Container Security
~=Falco | Falco runtime security > Container Security
Container Security | container image scanning | Kubernetes security > Cloud Security
~=Trivy > Container Security
Open Policy Agent | =OPA | ~=Rego > Policy as Code
Policy as Code | policy-as-code > Cloud Security
Kyverno > Policy as Code, Kubernetes
Checkov > Infrastructure as Code
IaC Security Scanning | IaC scanning | infrastructure as code scanning > Infrastructure as Code, Cloud Security
Amazon Inspector | AWS Inspector > Amazon Web Services
Amazon Macie | AWS Macie > Amazon Web Services
AWS Shield | AWS Shield Advanced > Amazon Web Services
AWS IAM Identity Center | AWS Single Sign-On | AWS SSO > AWS IAM
AWS Control Tower > AWS Organizations
Service Control Policies | =SCPs | =SCP > AWS Organizations
AWS Certificate Manager > Amazon Web Services
Microsoft Entra Conditional Access | Conditional Access | Azure AD Conditional Access > Azure Active Directory
Privileged Identity Management | ?=PIM | Azure PIM | Entra PIM | Microsoft Entra Privileged Identity Management > Azure Active Directory
Google Security Command Center | Security Command Center > Google Cloud Platform
VPC Service Controls > Google Cloud Platform
Google Cloud Armor | Cloud Armor > Google Cloud Platform
Google Cloud KMS | Cloud KMS | Cloud Key Management Service > Google Cloud Platform
Security Assertion Markup Language | =SAML | SAML 2.0 | SAML SSO > Single Sign-On
=SCIM | System for Cross-domain Identity Management | SCIM provisioning > Identity and Access Management
~=Auth0 | Okta Customer Identity Cloud > Identity and Access Management
ForgeRock > Identity and Access Management
Keycloak > Identity and Access Management
Duo Security | Cisco Duo | Duo MFA > Multi-Factor Authentication
OneLogin > Single Sign-On
JumpCloud > Identity and Access Management
BeyondTrust > Privileged Access Management
Delinea | Thycotic | Delinea Secret Server | Thycotic Secret Server > Privileged Access Management
Saviynt > Identity Governance and Administration
Identity Governance and Administration | =IGA | identity governance > Identity and Access Management
Customer Identity and Access Management | =CIAM > Identity and Access Management
Attribute-Based Access Control | =ABAC > Identity and Access Management
Just-in-Time Access | =JIT access | just-in-time privileged access > Privileged Access Management
Least Privilege | principle of least privilege | least-privilege access > Identity and Access Management
User Access Reviews | access reviews | access certifications | access recertification > Identity Governance and Administration
Identity Federation | federated identity | federated authentication > Single Sign-On
Passwordless Authentication | passkeys | =FIDO2 | WebAuthn > Multi-Factor Authentication
Hardware Security Modules | hardware security module | ?=HSM > Cryptography
Key Management | encryption key management | key rotation | cryptographic key management > Cryptography
Cloud Controls Matrix | CSA Cloud Controls Matrix | CSA CCM > Cloud Security
CSA STAR | Cloud Security Alliance STAR > Cloud Security
ISO/IEC 27017 | ISO 27017 > Cloud Security
ISO/IEC 27018 | ISO 27018 > Cloud Security
Certificate of Cloud Security Knowledge | =CCSK > Cloud Security
Google Cloud Professional Cloud Security Engineer | Professional Cloud Security Engineer > Google Cloud Platform, Cloud Security
Microsoft Certified: Identity and Access Administrator Associate | =SC-300 | Identity and Access Administrator Associate > Azure Active Directory
Microsoft Certified: Cybersecurity Architect Expert | =SC-100 | Cybersecurity Architect Expert > Cybersecurity
Okta Certified Professional | Okta Certified Administrator | Okta certification > Okta
GIAC Cloud Security Automation | =GCSA > Cloud Security
GIAC Public Cloud Security | =GPCS > Cloud Security

## Embedded software
ARM Cortex-M | Cortex-M | Cortex-M4 | Cortex-M0 | Cortex-M3 | Cortex-M7 | Cortex-M33 > Microcontrollers
=STM32 | STM32CubeIDE | STM32CubeMX | STM32 HAL > Microcontrollers
Espressif ESP32 | =ESP32 | =ESP-IDF > Microcontrollers
Nordic nRF52 | nRF Connect SDK | Nordic nRF5 SDK > Bluetooth Low Energy, Microcontrollers
PIC Microcontrollers | Microchip PIC | MPLAB X | MPLAB X IDE > Microcontrollers
NXP i.MX | i.MX RT > Embedded Linux
Bare-Metal Programming | bare-metal firmware | bare metal programming > Firmware Development
Bootloader Development | bootloaders | =U-Boot | Das U-Boot > Firmware Development
Board Support Packages | =BSP | BSP development > Embedded Linux
Device Tree | device tree overlays > Embedded Linux
Buildroot > Embedded Linux
Interrupt Service Routines | ~=ISR | =ISRs | interrupt handling > Firmware Development
Direct Memory Access | =DMA controllers | DMA transfers > Firmware Development
Cross-Compilation | cross-compiling | cross-compiler toolchains > Embedded Systems
Embedded C++ > C++, Embedded Systems
JTAG | JTAG debugging > Firmware Development
Serial Wire Debug | ~=SWD > Firmware Development
SEGGER J-Link | J-Link > Firmware Development
Lauterbach TRACE32 | TRACE32 > Firmware Development
IAR Embedded Workbench | =IAR EWARM > Firmware Development
Keil MDK | Keil uVision | Keil µVision | Keil > Firmware Development
GNU Debugger | =GDB > Debugging
Hardware-in-the-Loop Testing | =HIL testing | hardware-in-the-loop > Embedded Systems
Software-in-the-Loop Testing | =SIL testing | software-in-the-loop > Embedded Systems
Embedded Coder | Simulink Embedded Coder > Simulink
MISRA C | MISRA C++ | =MISRA | MISRA compliance > Embedded C
SEI CERT C Coding Standard | CERT C | CERT C coding standard > Secure Coding
IEC 62304 | IEC 62304 medical device software > Functional Safety
Automotive SPICE | =ASPICE > ISO 26262
=QNX | QNX Neutrino RTOS > Real-Time Operating Systems
Azure RTOS ThreadX | =ThreadX | Eclipse ThreadX > Real-Time Operating Systems
Mbed OS | Arm Mbed | Arm Mbed OS > Real-Time Operating Systems
Micrium uC/OS | uC/OS-II | uC/OS-III | µC/OS > Real-Time Operating Systems
Over-the-Air Updates | =OTA updates | firmware over-the-air | =FOTA | =OTA firmware updates > Firmware Development
Secure Boot | secure bootloader > Firmware Development
Arm TrustZone | TrustZone > Firmware Development
Low-Power Embedded Design | low-power firmware | ultra-low-power design > Firmware Development
LIN Bus | Local Interconnect Network > CAN Bus
=CAN FD | CAN Flexible Data-Rate > CAN Bus
Unified Diagnostic Services | =UDS | ISO 14229 > CAN Bus
Vector CANoe | =CANoe | CANalyzer | Vector CANalyzer > CAN Bus
=LoRaWAN | =LoRa > Internet of Things
Zigbee > Internet of Things
=Z-Wave > Internet of Things
Matter Smart Home Standard | Matter protocol | Thread networking protocol > Internet of Things
=NB-IoT | =LTE-M | Narrowband IoT > Internet of Things
AWS IoT Core | AWS IoT | AWS IoT Greengrass > Amazon Web Services, Internet of Things
Azure IoT Hub | Azure IoT > Microsoft Azure, Internet of Things
=lwIP | lightweight IP stack > Firmware Development
USB Device Stack | USB stack | USB protocol | USB firmware > Firmware Development
TinyML | TensorFlow Lite for Microcontrollers | TFLite Micro > Machine Learning, Embedded Systems
Kalman Filtering | Kalman filter | extended Kalman filter > Sensor Fusion
Sensor Fusion | sensor data fusion > Embedded Systems
Ceedling | Unity test framework | CMock > Unit Testing, Embedded C
CppUTest > Unit Testing, C++
GoogleTest | =gtest | Google Test | GoogleMock > Unit Testing, C++
Coverity | Synopsys Coverity | Black Duck Coverity > Static Code Analysis
Polyspace | MATLAB Polyspace | Polyspace Bug Finder > Static Code Analysis
PC-lint | PC-lint Plus | FlexeLint > Static Code Analysis
Klocwork | Perforce Klocwork > Static Code Analysis

## Email, lifecycle and CRM marketing
Email Authentication | email authentication protocols > Email Deliverability
Sender Policy Framework | =SPF | =SPF records > Email Authentication
DomainKeys Identified Mail | =DKIM > Email Authentication
=DMARC | Domain-based Message Authentication, Reporting and Conformance | DMARC policy > Email Authentication
=BIMI | Brand Indicators for Message Identification > Email Authentication
IP Warming | IP warm-up | IP warmup | domain warming > Email Deliverability
Sender Reputation | sender score | domain reputation > Email Deliverability
Inbox Placement Testing | inbox placement | seed list testing > Email Deliverability
Google Postmaster Tools > Email Deliverability
Validity Everest | Everest deliverability | 250ok > Email Deliverability
Bounce Management | bounce handling | hard bounces | soft bounces > List Management
Suppression Lists | suppression list management | email suppression > List Management
Email Sunset Policies | email sunset policy | sunset policies > List Management
List-Unsubscribe Header | one-click unsubscribe | RFC 8058 > Email Deliverability
Double Opt-In | confirmed opt-in > Email Marketing
Consent Management | consent management platforms | cookie consent management | marketing consent management | ?=CMP | consent tracking | opt-in management > General Data Protection Regulation
Dynamic Content | dynamic email content | dynamic content blocks > Email Marketing
Email Personalization | personalization tokens | merge tags > Email Marketing
Send Time Optimization | =STO | predictive send time > Email Marketing
Email A/B Testing | subject line testing | email split testing > A/B Testing, Email Marketing
Apple Mail Privacy Protection | =MPP > Email Marketing
Click-to-Open Rate | =CTOR > Email Marketing
HTML Email Development | HTML email | HTML email coding | responsive email design | email development > Email Marketing, HTML
=MJML > HTML Email Development
Email Testing | email QA | email rendering testing | email rendering tests > Email Marketing
Email on Acid > Email Testing
~=AMPscript > Salesforce Marketing Cloud
Server-Side JavaScript for Marketing Cloud | =SSJS | Marketing Cloud SSJS > Salesforce Marketing Cloud
Liquid Template Language | Shopify Liquid | Liquid templating | ~=Liquid > Shopify
Salesforce Journey Builder | Journey Builder > Salesforce Marketing Cloud
Marketing Cloud Email Studio | Email Studio > Salesforce Marketing Cloud
Marketing Cloud Automation Studio | Automation Studio > Salesforce Marketing Cloud
Marketing Cloud Contact Builder | Contact Builder > Salesforce Marketing Cloud
Marketing Cloud Data Extensions | data extensions | =SFMC data extensions > Salesforce Marketing Cloud
Marketing Cloud CloudPages | CloudPages > Salesforce Marketing Cloud
Marketing Cloud Personalization | Interaction Studio | Evergage > Salesforce Marketing Cloud
Salesforce Data Cloud | Salesforce CDP > Customer Data Platforms, Salesforce
Braze Canvas | Canvas Flow > Braze
Braze Connected Content > Braze
Klaviyo Flows | Klaviyo automations > Klaviyo
HubSpot Workflows | HubSpot marketing automation > HubSpot
Sailthru > Email Marketing
=Cordial | Cordial ESP > Email Marketing
Bluecore > Email Marketing
Listrak > Email Marketing
Omnisend > Email Marketing
Emarsys | SAP Emarsys > Marketing Automation
Dotdigital | dotmailer > Email Marketing
Acoustic Campaign | IBM Watson Campaign Automation | Silverpop > Email Marketing
Oracle Responsys | Responsys > Email Marketing
Movable Ink > Dynamic Content
Twilio SendGrid | SendGrid > Email Marketing
Mailgun > Email Marketing
Amazon Simple Email Service | Amazon SES | AWS SES > Amazon Web Services
Brevo | Sendinblue > Email Marketing
ConvertKit | Kit email marketing > Email Marketing
MailerLite > Email Marketing
~=Airship | Urban Airship > Push Notifications
OneSignal > Push Notifications
CleverTap > Lifecycle Marketing
MoEngage > Lifecycle Marketing
Optimove > Lifecycle Marketing
Blueshift > Lifecycle Marketing
Postscript SMS | Postscript.io > SMS Marketing
=10DLC | 10DLC registration > SMS Marketing
In-App Messaging | in-app messages > Lifecycle Marketing
Welcome Series | welcome email series | welcome flows | welcome journeys > Lifecycle Marketing
Abandoned Cart Emails | cart abandonment emails | abandoned cart flows | browse abandonment > Lifecycle Marketing
Post-Purchase Flows | post-purchase emails | post-purchase journeys > Lifecycle Marketing
Win-Back Campaigns | winback campaigns | re-engagement campaigns | reactivation campaigns > Lifecycle Marketing
Customer Journey Orchestration | journey orchestration | cross-channel journeys > Lifecycle Marketing
RFM Analysis | =RFM | recency frequency monetary > Market Segmentation
First-Party Data Strategy | first-party data | zero-party data > Customer Data Platforms
ePrivacy Directive | =PECR | Privacy and Electronic Communications Regulations > General Data Protection Regulation
Yotpo > Online Review Management, Loyalty Programs
Smile.io > Loyalty Programs
LoyaltyLion > Loyalty Programs
Salesforce Certified Marketing Cloud Email Specialist | Marketing Cloud Email Specialist > Salesforce Marketing Cloud
Salesforce Certified Marketing Cloud Administrator | Marketing Cloud Administrator certification > Salesforce Marketing Cloud
Salesforce Certified Marketing Cloud Developer | Marketing Cloud Developer certification > Salesforce Marketing Cloud
Salesforce Certified Marketing Cloud Consultant | Marketing Cloud Consultant certification > Salesforce Marketing Cloud
Braze Certified Marketer | Braze Certified Practitioner | Braze certification > Braze
Adobe Marketo Engage Certified Expert | Marketo Certified Expert | =MCE > Marketo
HubSpot Email Marketing Certification > HubSpot

## Search engine optimization
XML Sitemaps | XML sitemap | sitemap.xml > Technical SEO
Robots.txt | robots.txt file > Technical SEO
Canonical Tags | canonicalization | rel=canonical | canonical URLs > Technical SEO
International SEO | multilingual SEO > Search Engine Optimization
Hreflang | hreflang tags > International SEO
Crawl Budget Optimization | crawl budget > Technical SEO
SEO Log File Analysis | log file analysis for SEO | server log analysis for SEO > Technical SEO
JavaScript SEO > Technical SEO
SEO Site Migrations | site migrations | SEO migration | website migrations | domain migrations > Technical SEO
Redirect Mapping | 301 redirects | redirect management > Technical SEO
Meta Tags | title tags | meta descriptions | title tag optimization > On-Page SEO
Topic Clusters | pillar pages | pillar-cluster model > Content Strategy, Search Engine Optimization
SEO Content Briefs | content briefs > SEO Copywriting
=E-E-A-T | =EEAT | =E-A-T | Experience, Expertise, Authoritativeness, and Trustworthiness > Search Engine Optimization
Google Search Quality Rater Guidelines | Search Quality Rater Guidelines | quality rater guidelines > Search Engine Optimization
Featured Snippets | featured snippet optimization > Search Engine Optimization
Generative Engine Optimization | ~=GEO | Answer Engine Optimization | =AEO | AI search optimization > Search Engine Optimization
SERP Analysis | SERP features | =SERP > Search Engine Optimization
Rank Tracking | keyword rank tracking | keyword ranking tracking > Search Engine Optimization
Backlink Analysis | backlink audits | link audits | disavow files > Link Building
Digital PR | digital PR link building > Link Building, Public Relations
E-commerce SEO | ecommerce SEO > Search Engine Optimization
Programmatic SEO > Search Engine Optimization
YouTube SEO | video SEO > Search Engine Optimization
Amazon SEO | Amazon listing optimization | Amazon product listing optimization > Marketplace Management
Local Citations | citation building | =NAP consistency | local citation management > Local SEO
Moz Local > Local SEO
Conductor SEO | Conductor Searchlight > Search Engine Optimization
seoClarity > Search Engine Optimization
Botify > Technical SEO
Lumar | Deepcrawl > Technical SEO
Sitebulb > Technical SEO
Majestic SEO | ~=Majestic > Link Building
Google Trends > Keyword Research
AnswerThePublic > Keyword Research
Clearscope > SEO Copywriting
MarketMuse > Content Strategy
Rank Math | RankMath > Search Engine Optimization, WordPress
Bing Webmaster Tools > Search Engine Optimization
Google Rich Results Test | Rich Results Test > Schema Markup
=JSON-LD | JSON for Linking Data > Schema Markup
Google PageSpeed Insights | PageSpeed Insights > Core Web Vitals

## Social media
Social Media Strategy | social strategy > Social Media Marketing
Instagram Marketing | Instagram | Instagram management | Instagram Reels | Instagram content | Instagram Stories > Social Media Marketing
TikTok Marketing | TikTok | TikTok content creation | organic TikTok > Social Media Marketing
LinkedIn Marketing | LinkedIn content strategy | LinkedIn page management | LinkedIn Company Pages > Social Media Marketing
YouTube Channel Management | YouTube | YouTube marketing | YouTube Studio > Social Media Marketing, Video Marketing
Pinterest Marketing | Pinterest | organic Pinterest > Social Media Marketing
Facebook Marketing | Facebook | Facebook page management > Social Media Marketing
Creator Partnerships | creator marketing | creator collaborations > Influencer Marketing
Meta Creator Studio | Creator Studio > Meta Business Suite
TikTok Shop > Social Commerce
Later.com | Later social media scheduler > Social Media Management
Agorapulse > Social Media Management
Loomly > Social Media Management
Planoly > Social Media Management
Dash Hudson | Dash Social > Social Media Management
Tailwind for Pinterest | Tailwind app > Pinterest Marketing
CapCut > Short-Form Video
=GRIN | GRIN influencer platform > Influencer Marketing
AspireIQ | Aspire influencer platform > Influencer Marketing
Upfluence > Influencer Marketing
Traackr > Influencer Marketing
NetBase Quid | NetBase > Social Listening

## PR and communications
Press Conferences | press briefings | news conferences > Media Relations
Awards Submissions | award entries | awards programs > Public Relations
Speaker Placement | speaking opportunities | speaker programs > Public Relations
Change Communications | change management communications > Internal Communications
Barcelona Principles | =AMEC framework | AMEC measurement framework > Public Relations
Accreditation in Public Relations | =APR credential | =APR accreditation > Public Relations
Agility PR Solutions | Agility PR > Media Relations
Critical Mention > Media Monitoring
=TVEyes > Media Monitoring
GlobeNewswire > Press Release Writing
=PRWeb > Press Release Writing
Onclusive > Media Monitoring
Staffbase > Internal Communications
Poppulo > Internal Communications

## Brand marketing
Brand Equity | brand equity measurement > Brand Management
Brand Equity Tracking | brand equity tracking study | brand equity studies > Brand Tracking
Advertising and Promotion Budgets | ?=A&P | =A&P budget | advertising and promotion spend > Brand Management
Brand Activation | brand activations > Experiential Marketing
Brand Naming | naming strategy > Brand Strategy
Brand Archetypes > Brand Strategy
Brand Safety | brand suitability > Programmatic Advertising
Integral Ad Science | =IAS > Brand Safety
DoubleVerify > Brand Safety

## E-commerce marketing
Shopify Plus > Shopify
Adobe Commerce | Magento | Magento 2 > E-commerce
commercetools > E-commerce
Online Merchandising | e-commerce merchandising | site merchandising | digital merchandising > E-commerce
Product Information Management | =PIM > E-commerce
Akeneo > Product Information Management
Salsify > Product Information Management
Feedonomics > Product Feed Management
ChannelAdvisor | Rithum > Marketplace Management
Amazon A+ Content | A+ Content | Enhanced Brand Content > Amazon Seller Central
Amazon Brand Registry | Brand Registry > Amazon Seller Central
Amazon DSP > Amazon Advertising, Programmatic Advertising
Helium 10 > Marketplace Management
Jungle Scout > Marketplace Management
Walmart Marketplace | Walmart Seller Center > Marketplace Management
eBay Seller Hub | eBay Marketplace > Marketplace Management
Retail Media | retail media networks | retail media advertising > Display Advertising
Walmart Connect > Retail Media
~=Criteo > Retail Media, Retargeting
Average Order Value | =AOV > E-commerce
Checkout Optimization | checkout conversion optimization > Conversion Rate Optimization
Website Personalization | web personalization | on-site personalization > Conversion Rate Optimization
Dynamic Yield > Website Personalization
~=Nosto > Website Personalization
Bloomreach | Bloomreach Engagement | Exponea > Website Personalization
Subscription Commerce | subscription e-commerce > E-commerce
ReCharge Payments | Recharge subscriptions > Subscription Commerce

## Marketing analytics
Multi-Touch Attribution | =MTA | multi-touch attribution modeling > Marketing Attribution
Data-Driven Attribution | data driven attribution > Marketing Attribution
Last-Click Attribution | last-touch attribution | last click attribution > Marketing Attribution
First-Touch Attribution | first-click attribution > Marketing Attribution
Meta Robyn | Robyn MMM > Marketing Mix Modeling
Google Meridian | Meridian MMM > Marketing Mix Modeling
Geo Experiments | geo-lift tests | GeoLift | matched market tests | geo testing > Incrementality Testing
Server-Side Tagging | server-side tracking | server-side GTM | =sGTM > Google Tag Manager
Tag Management Systems | tag management | tag governance > Web Analytics
Adobe Experience Platform Tags | Adobe Launch | Adobe Experience Platform Launch > Tag Management Systems
ObservePoint > Tag Management Systems
Data Layer Implementation | =dataLayer | GTM data layer > Google Tag Manager
Event Tracking | analytics instrumentation | tracking plans | event instrumentation > Web Analytics
Enhanced Conversions | Google Enhanced Conversions > Google Ads
Google Consent Mode | Consent Mode v2 | consent mode > Google Analytics 4
GA4 BigQuery Export | BigQuery export for GA4 > Google Analytics 4, Google BigQuery
GA4 Ecommerce Tracking | Enhanced Ecommerce | ecommerce tracking > Google Analytics 4
Google Analytics 360 | =GA360 > Google Analytics
Adobe Customer Journey Analytics | Customer Journey Analytics > Adobe Analytics
Adobe Experience Platform | =AEP | Adobe Real-Time CDP > Customer Data Platforms
Matomo | Piwik > Web Analytics
Snowplow Analytics | ~=Snowplow > Web Analytics
Supermetrics > Marketing Analytics
Funnel.io > Marketing Analytics
Improvado > Marketing Analytics
Adverity > Marketing Analytics
Data Clean Rooms | data clean room > Marketing Analytics
LiveRamp > Marketing Analytics
Search Ads 360 | =SA360 | DoubleClick Search > Search Engine Marketing
Marketing Efficiency Ratio | =MER | blended ROAS > Performance Marketing
Cost per Lead | cost-per-lead | ?=CPL > Performance Marketing
Cost per Click | cost-per-click | ?=CPC > Pay-Per-Click Advertising
Adobe Analytics Certification | Adobe Certified Expert Adobe Analytics | Adobe Analytics Business Practitioner > Adobe Analytics
`;
