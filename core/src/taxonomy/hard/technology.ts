// Skill data in the line format of ../README.md.
export default String.raw`
# Technology: software development, data, AI, cloud, DevOps, testing, security, IT, design and UX.
# Aliases are exact synonyms, abbreviations and alternative spellings. Product names that are also
# everyday words or personal names carry "~" (counted only in a skill context) and, where capitalisation
# tells them apart, "=".

## Programming languages
Python
Java | Core Java | Java SE
JavaScript | JS | ECMAScript | ES6 | Vanilla JavaScript | Vanilla JS
TypeScript | ~=TS
~=C | C Programming | C Language | ANSI C
C++ | C Plus Plus | Modern C++
C# | C Sharp | CSharp | C#.NET
~=Go | Golang | Go Language
~=Rust | Rust Lang | Rustlang
~=Ruby | Ruby Language
PHP
~=Swift | Swift Language
Kotlin
Scala
~=R | R Programming | R Language
Perl
Lua
Haskell
~=Elixir
Erlang
Clojure
ClojureScript > Clojure
~=F# | F Sharp | FSharp
OCaml
~=Julia | Julia Language | JuliaLang
~=Dart | Dart Language
Objective-C | Objective C | ObjC | Obj-C
Visual Basic .NET | VB.NET | Visual Basic.NET
Visual Basic | ~=VB | VB6 | Visual Basic 6
VBA | Visual Basic for Applications | Excel VBA
COBOL
Fortran
Assembly Language | x86 Assembly | ARM Assembly | MIPS Assembly
~=Groovy | Apache Groovy
Bash Scripting | ~=Bash | Bash Shell > Shell Scripting
Shell Scripting | ~Shell | Unix Shell | Unix Shell Scripting
PowerShell | Windows PowerShell | PowerShell Core | pwsh
Common Lisp | ~=Lisp
~=Pascal
~=Delphi | Object Pascal | Embarcadero Delphi
~=Ada
ABAP | SAP ABAP | ABAP Objects
~=Apex | Salesforce Apex | Apex Code
Prolog
CoffeeScript > JavaScript
Tcl
Solidity
HTML | HTML5 | Hypertext Markup Language
CSS | CSS3 | Cascading Style Sheets
XML | Extensible Markup Language
XSLT | XSL Transformations > XML
JSON | JavaScript Object Notation
YAML
~Markdown
=LaTeX
Protocol Buffers | Protobuf

## Front-end web development
Front-End Development | Frontend Development | Front End Development | Front-End Engineering | Frontend Engineering
Web Development | Web Dev
=React | React.js | ReactJS | React JS
Next.js | NextJS | Next JS > React
=Angular | Angular Framework
AngularJS | Angular.js | Angular JS | Angular 1 > Angular
Vue.js | Vue | VueJS | Vue JS
Nuxt.js | Nuxt | NuxtJS > Vue.js
Svelte
SvelteKit > Svelte
jQuery > JavaScript
Redux | Redux Toolkit > React
MobX
RxJS
Ember.js | EmberJS | ~=Ember
Backbone.js | BackboneJS | ~=Backbone
Gatsby.js | GatsbyJS | ~=Gatsby > React
~Bootstrap | Twitter Bootstrap
Tailwind CSS | ~Tailwind | TailwindCSS > CSS
Sass | SCSS > CSS
Less CSS | ~=Less | ~=LESS > CSS
Material UI | MUI | Material-UI > React
Styled Components | styled-components > React
Webpack
Vite | Vite.js
~=Babel | Babel.js
npm | Node Package Manager
~=Yarn | Yarn Package Manager
pnpm
D3.js | ~=D3 | D3JS
Chart.js | ChartJS
Three.js | ThreeJS > WebGL
WebGL
Web Components
Progressive Web Apps | PWA | Progressive Web Applications
Single-Page Applications | Single Page Applications | ~=SPA
Responsive Web Design | Responsive Design
Server-Side Rendering | ~=SSR
AJAX | Asynchronous JavaScript and XML
WebAssembly | Wasm
Micro-Frontends | Micro Frontends | Microfrontends
Cross-Browser Compatibility | browser compatibility
Web Performance Optimization | Website Performance Optimization | Web Performance | front-end performance | frontend performance
Core Web Vitals | Web Vitals > Web Performance Optimization
~=Storybook
Electron.js | ElectronJS | ~=Electron
Apollo GraphQL | Apollo Client | Apollo Server | Apollo iOS | Apollo Kotlin | Apollo Android > GraphQL
Lodash
Web APIs | Browser APIs

## Back-end development and frameworks
Oracle ADF | ?~=ADF | Oracle Application Development Framework
Back-End Development | Backend Development | Back End Development | Back-End Engineering | Backend Engineering
Full-Stack Development | Full Stack Development | Fullstack Development | Full-Stack Engineering
MERN Stack | ~=MERN > MongoDB, Express.js, React, Node.js
MEAN Stack | ~=MEAN > MongoDB, Express.js, Angular, Node.js
LAMP Stack | ~=LAMP > Linux, MySQL, PHP
Node.js | NodeJS | Node JS | ~=Node
Express.js | ExpressJS | ~Express > Node.js
NestJS | Nest.js > Node.js, TypeScript
Deno
Socket.IO | SocketIO > Node.js
Django > Python
Django REST Framework | ~=DRF > Django
~Flask | Python Flask > Python
FastAPI > Python
~=Celery > Python
SQLAlchemy > Python
Spring Framework | ~Spring | Spring MVC > Java
Spring Boot | SpringBoot > Spring Framework, Java
Spring Cloud > Spring Boot
Hibernate ORM | ~=Hibernate > Java
Java Persistence API | JPA | Jakarta Persistence > Java
JDBC | Java Database Connectivity > Java
Jakarta EE | Java EE | J2EE | JEE | Java Enterprise Edition > Java
JavaServer Pages | JSP > Java
Java Servlets | Servlets > Java
Apache Struts | Struts > Java
Micronaut > Java
Quarkus > Java
JavaFX > Java
Java Swing | ~=Swing > Java
Apache Tomcat | Tomcat
JBoss | WildFly | JBoss EAP
Oracle WebLogic Server | WebLogic | Oracle WebLogic
IBM WebSphere Application Server | WebSphere | IBM WebSphere
.NET | dotnet | .NET Framework | Microsoft .NET
.NET Core | dotnet core > .NET
ASP.NET | ASP.NET MVC | ASP.NET Web Forms > .NET, C#
ASP.NET Core > ASP.NET, .NET Core
ASP.NET Web API > ASP.NET
Entity Framework | EF Core | Entity Framework Core > .NET
LINQ | Language Integrated Query > C#
ADO.NET > .NET
Windows Presentation Foundation | WPF > .NET
Windows Forms | WinForms > .NET
Windows Communication Foundation | WCF > .NET
Blazor > .NET
SignalR > .NET
Ruby on Rails | ~=Rails | RoR > Ruby
Laravel > PHP
Symfony > PHP
CodeIgniter > PHP
CakePHP > PHP
Zend Framework | Laminas > PHP
Phoenix Framework | ~=Phoenix > Elixir
Akka > Scala
Play Framework > Scala
~=Qt | Qt Framework > C++
Microsoft Foundation Classes | MFC > C++
Nginx
Apache HTTP Server | Apache httpd | Apache Web Server
Internet Information Services | =IIS | Microsoft IIS
Prisma | Prisma ORM
Sequelize
Headless CMS
Contentful > Headless CMS
Strapi > Headless CMS

## Low-code, automation and enterprise platforms
Low-Code Development | Low-Code Platforms
Microsoft Power Platform | Power Platform
Microsoft Power Apps | Power Apps | PowerApps > Microsoft Power Platform
Microsoft Power Automate | Power Automate | Microsoft Flow > Microsoft Power Platform
Robotic Process Automation | RPA
UiPath > Robotic Process Automation
Automation Anywhere > Robotic Process Automation
Blue Prism > Robotic Process Automation
OutSystems > Low-Code Development
Mendix > Low-Code Development
Appian > Low-Code Development
Pega | Pegasystems | Pega PRPC
Visualforce > Apex
Lightning Web Components | ~=LWC > Apex
SOQL | Salesforce Object Query Language > Apex
ServiceNow Development | ServiceNow Developer > ServiceNow
SharePoint Development | SharePoint Framework | SPFx

## Mobile development
Mobile App Development | Mobile Development | Mobile Application Development
iOS Development | iOS | iOS App Development | iPhone App Development
Android Development | Android | Android App Development | Android SDK
SwiftUI > Swift, iOS Development
UIKit > iOS Development
Xcode > iOS Development
Core Data > iOS Development
CocoaPods > iOS Development
Jetpack Compose > Kotlin, Android Development
Android Jetpack > Android Development
Android Studio > Android Development
React Native | ReactNative > React
=Flutter > Dart
Xamarin | Xamarin.Forms > C#
.NET MAUI | ~=MAUI > .NET
=Ionic | Ionic Framework
Apache Cordova | ~=Cordova | PhoneGap
Kotlin Multiplatform | Kotlin Multiplatform Mobile | KMM | ?=KMP > Kotlin
RxJava
Firebase Cloud Messaging | FCM > Firebase

## Game development, graphics and AR/VR
Physically Based Rendering | ?=PBR | physically-based rendering | =PBR texturing | =PBR materials > 3D Modeling
Game Development | Game Programming
Game Design
~=Unity | Unity3D | Unity 3D | Unity Engine
Unreal Engine | UE4 | UE5
Unreal Blueprints | Unreal Engine Blueprints | Blueprint scripting | Blueprint visual scripting | =UE Blueprints | =UE5 Blueprints | ?~=Blueprints > Unreal Engine
Godot | Godot Engine
Computer Graphics
OpenGL
Vulkan
DirectX | Direct3D
Shader Programming
HLSL | High-Level Shading Language > Shader Programming
GLSL | OpenGL Shading Language > OpenGL, Shader Programming
Augmented Reality | ?=AR
Virtual Reality | ~=VR
Extended Reality | ~=XR | Mixed Reality
ARKit > Augmented Reality
ARCore > Augmented Reality
OpenXR > Extended Reality

## Embedded systems, IoT and high-performance computing
Embedded Systems | Embedded Software | Embedded Software Development
Embedded C > C, Embedded Systems
Embedded Linux > Linux, Embedded Systems
Firmware Development | Firmware Engineering
Real-Time Operating Systems | RTOS | Real-Time Operating System
FreeRTOS > Real-Time Operating Systems
Zephyr RTOS > Real-Time Operating Systems
VxWorks > Real-Time Operating Systems
Device Drivers | Device Driver Development
Linux Kernel Development | Linux Kernel
Systems Programming
Yocto Project | ~=Yocto > Embedded Linux
Arduino
Raspberry Pi
Internet of Things | IoT
MQTT > Internet of Things
Bluetooth Low Energy | BLE
I2C | I²C
Serial Peripheral Interface | ~=SPI
UART
CAN Bus | CANbus | Controller Area Network
AUTOSAR
Edge Computing
High-Performance Computing | HPC
Parallel Computing | Parallel Programming
GPU Programming
CUDA | NVIDIA CUDA > GPU Programming
OpenCL > GPU Programming
OpenMP > Parallel Computing
Message Passing Interface | ~=MPI > Parallel Computing
Slurm | Slurm Workload Manager > High-Performance Computing

## Databases and data warehouses
IBM IMS | ?=IMS | =IMS DB | =IMS/DB | =IMS DB/DC | =IMS TM > IBM Mainframe
SQL | Structured Query Language
MySQL > SQL
PostgreSQL | Postgres | PostgresSQL | Postgre SQL | psql > SQL
Microsoft SQL Server | SQL Server | MS SQL | MSSQL | MS SQL Server > SQL
SQL Server Management Studio | SSMS > Microsoft SQL Server
T-SQL | Transact-SQL | TSQL > Microsoft SQL Server
PL/SQL | PLSQL > Oracle Database
Oracle Database | Oracle DB | Oracle RDBMS | ~=Oracle > SQL
IBM Db2 | Db2
SQLite
MariaDB > MySQL
Sybase | SAP ASE | Sybase ASE
IBM Informix | Informix
NoSQL
MongoDB | Mongo | Mongo DB > NoSQL
Mongoose > MongoDB
Redis > NoSQL
Memcached
Apache Cassandra | ~=Cassandra > NoSQL
ScyllaDB > Apache Cassandra
Couchbase > NoSQL
Apache CouchDB | CouchDB > NoSQL
Apache HBase | HBase > NoSQL
Neo4j > Graph Databases
~=Cypher | Cypher Query Language > Neo4j
Graph Databases
Elasticsearch | Elastic Search
OpenSearch | Amazon OpenSearch Service > Elasticsearch
Apache Solr | Solr
Amazon DynamoDB | DynamoDB | Dynamo DB > Amazon Web Services, NoSQL
Azure Cosmos DB | Cosmos DB | CosmosDB > Microsoft Azure, NoSQL
Firebase | Google Firebase
Cloud Firestore | Firestore > Firebase
Supabase > PostgreSQL
Amazon RDS | ~=RDS | Amazon Relational Database Service > Amazon Web Services
Amazon Aurora | ~=Aurora > Amazon Web Services
Azure SQL Database | Azure SQL > Microsoft Azure, Microsoft SQL Server
Google Cloud SQL | Cloud SQL > Google Cloud Platform
Google Cloud Spanner | Cloud Spanner > Google Cloud Platform
Google Cloud Bigtable | Bigtable | Cloud Bigtable > Google Cloud Platform
CockroachDB
InfluxDB > Time-Series Databases
TimescaleDB > Time-Series Databases, PostgreSQL
Time-Series Databases | Time Series Databases | TSDB
ClickHouse
Apache Druid | ~=Druid
SAP HANA
~=Snowflake | Snowflake Data Cloud | Snowflake DB
Amazon Redshift | Redshift | AWS Redshift > Amazon Web Services, Data Warehousing
Google BigQuery | BigQuery > Google Cloud Platform, Data Warehousing
Azure Synapse Analytics | Azure Synapse | Synapse Analytics > Microsoft Azure, Data Warehousing
Teradata > Data Warehousing
Vertica > Data Warehousing
Greenplum > Data Warehousing
IBM Netezza | Netezza > Data Warehousing
Vector Databases | Vector Database | Vector DB | Vector Store
~=Pinecone > Vector Databases
Weaviate > Vector Databases
Milvus > Vector Databases
Qdrant > Vector Databases
pgvector > PostgreSQL, Vector Databases
Relational Databases | RDBMS | Relational Database Management Systems
Database Design | Database Schema Design | Schema Design
Database Administration | ~=DBA | DB Administration
Database Performance Tuning | SQL Tuning | SQL Performance Tuning | Query Optimization | Query Tuning
Stored Procedures > SQL
Database Normalization | =3NF | third normal form > Database Design
Database Migration
Database Replication
Liquibase > Database Migration
Flyway > Database Migration

## Data engineering and big data
Data Engineering
ETL | Extract Transform Load | Extract, Transform, Load
=ELT | Extract Load Transform > ETL
Data Pipelines | Data Pipeline Development
Data Warehousing | DWH | Enterprise Data Warehouse | EDW
Data Lake
Data Lakehouse | Lakehouse > Data Lake, Data Warehousing
Data Modeling | Data Modelling
Dimensional Modeling | Dimensional Modelling | Kimball Methodology > Data Warehousing
Star Schema > Dimensional Modeling
Data Vault | Data Vault 2.0 > Data Warehousing
Data Architecture
Big Data
Apache Spark | ~=Spark | Spark SQL > Big Data
PySpark > Apache Spark, Python
Apache Hadoop | Hadoop > Big Data
HDFS | Hadoop Distributed File System > Apache Hadoop
MapReduce | Map Reduce > Apache Hadoop
Apache Hive | ~=Hive | HiveQL > Apache Hadoop
Apache Pig | ~=Pig > Apache Hadoop
Apache Sqoop | Sqoop > Apache Hadoop
Apache Impala | ~=Impala > Apache Hadoop
Cloudera | Cloudera CDH | Cloudera Data Platform > Apache Hadoop
Apache ZooKeeper | ZooKeeper
Apache Kafka | ~Kafka | Confluent Kafka
Kafka Streams > Apache Kafka
Apache Flink | Flink
Apache Beam | ~=Beam
Apache Storm | ~=Storm
Stream Processing | Data Streaming | Real-Time Data Processing
Apache Airflow | ~=Airflow
Dagster
~=Prefect
Apache NiFi | NiFi
Apache Iceberg | ~=Iceberg
Apache Hudi | Hudi
Delta Lake > Databricks
Apache Parquet | ~Parquet
Apache Avro | Avro
Databricks > Apache Spark
=dbt | data build tool | dbt Core | dbt Cloud
Fivetran
Airbyte
Matillion
Talend
Informatica | Informatica PowerCenter | Informatica IICS
SQL Server Integration Services | SSIS > Microsoft SQL Server, ETL
Azure Data Factory | ~=ADF > Microsoft Azure, ETL
Azure Data Lake Storage | =ADLS | Azure Data Lake > Microsoft Azure, Data Lake
AWS Glue | ~=Glue > Amazon Web Services, ETL
Amazon EMR | AWS EMR | Elastic MapReduce | ?=EMR > Amazon Web Services, Apache Spark
Amazon Kinesis | Kinesis | Kinesis Data Streams > Amazon Web Services, Stream Processing
Amazon Athena | ~=Athena > Amazon Web Services
Amazon MSK | Amazon Managed Streaming for Apache Kafka > Apache Kafka
Google Cloud Dataflow | ~=Dataflow > Google Cloud Platform, Apache Beam
Google Cloud Dataproc | Dataproc > Google Cloud Platform, Apache Spark
Google Cloud Pub/Sub | Pub/Sub | Cloud Pub/Sub | PubSub > Google Cloud Platform
Google Cloud Composer | Cloud Composer > Apache Airflow
~=Presto | PrestoDB
Trino > Presto
Change Data Capture
Debezium > Change Data Capture
Data Integration
Data Migration
Data Governance
Data Quality | Data Quality Management
Data Lineage > Data Governance
Data Catalog > Data Governance
Collibra > Data Governance
Alation > Data Catalog
Master Data Management | ?~=MDM
Data Mesh

## Analytics, business intelligence and statistics
Business Intelligence | ~=BI
Data Analysis | Data Analytics
Data Visualization | Data Visualisation | Data Viz | DataViz
Dashboard Development
Tableau | Tableau Desktop | Tableau Server
Tableau Prep > Tableau
Microsoft Power BI | Power BI | PowerBI | Power BI Desktop
DAX | Data Analysis Expressions > Microsoft Power BI
~=Looker | Google Looker
LookML > Looker
Qlik Sense | Qlik
QlikView > Qlik Sense
MicroStrategy
SAP BusinessObjects | BusinessObjects | SAP BO | BOBJ
IBM Cognos | Cognos | Cognos Analytics
Oracle Business Intelligence | OBIEE | Oracle BI
SQL Server Reporting Services | SSRS > Microsoft SQL Server
SQL Server Analysis Services | SSAS > Microsoft SQL Server
OLAP | Online Analytical Processing
Crystal Reports | SAP Crystal Reports
~=Domo
Sisense
ThoughtSpot
Apache Superset | ~=Superset
Metabase
Alteryx
KNIME
RapidMiner
SAS | Base SAS | SAS Base | SAS Enterprise Guide
IBM SPSS | SPSS | SPSS Statistics
Stata
JMP | SAS JMP
RStudio | Posit RStudio > R
Jupyter Notebook | Jupyter | JupyterLab
Google Colab | ~Colab | Google Colaboratory
~=Anaconda | Conda
~pandas | Python Pandas > Python
NumPy > Python
SciPy > Python
Matplotlib > Python
Seaborn > Python
Plotly
~=Polars > Python
ggplot2 > R
tidyverse > R
dplyr > R
R Shiny | ~=Shiny > R
Streamlit > Python
statsmodels > Python
Statistical Analysis | applied statistics | statistical methods | ~statistics
Statistical Modeling | Statistical Modelling
Regression Analysis | regression models | regression modeling
Hypothesis Testing | Significance Testing | statistical significance | statistical significance testing
Time Series Analysis | Time-Series Analysis | time series
Bayesian Statistics | Bayesian Analysis | Bayesian Inference
Multivariate Analysis
Exploratory Data Analysis | ~=EDA
Predictive Analytics
Data Mining
Data Cleaning | Data Cleansing | Data Scrubbing | data cleanup
Data Wrangling | Data Munging
Web Scraping
Beautiful Soup | BeautifulSoup > Web Scraping
Scrapy > Web Scraping
Retail Analytics | retail data analytics

## Data science and machine learning
Data Science
Machine Learning | ~=ML
Deep Learning > Machine Learning
Artificial Intelligence | ~=AI
Neural Networks | Artificial Neural Networks | ~=ANN > Deep Learning
Convolutional Neural Networks | ~=CNN > Deep Learning
Recurrent Neural Networks | ~=RNN > Deep Learning
Long Short-Term Memory | LSTM > Recurrent Neural Networks
Transformer Models | Transformer Architecture > Deep Learning
Generative Adversarial Networks | ~=GAN > Deep Learning
Natural Language Processing | NLP
Natural Language Understanding | NLU > Natural Language Processing
Text Mining | Text Analytics > Natural Language Processing
Sentiment Analysis > Natural Language Processing
Named Entity Recognition | ~=NER > Natural Language Processing
Computer Vision
Image Processing > Computer Vision
Object Detection > Computer Vision
Image Classification > Computer Vision
Image Segmentation > Computer Vision
Optical Character Recognition | OCR > Computer Vision
Speech Recognition | Automatic Speech Recognition | ~=ASR
Text-to-Speech | Text to Speech | ~=TTS
Reinforcement Learning | ~=RL > Machine Learning
Supervised Learning > Machine Learning
Unsupervised Learning > Machine Learning
Transfer Learning > Deep Learning
Feature Engineering > Machine Learning
Hyperparameter Tuning | Hyperparameter Optimization > Machine Learning
Predictive Modeling | Predictive Modelling > Machine Learning
Cluster Analysis | Clustering > Unsupervised Learning
Dimensionality Reduction > Unsupervised Learning
Anomaly Detection | Outlier Detection > Machine Learning
Recommender Systems | Recommendation Systems | Recommendation Engines > Machine Learning
Time Series Forecasting > Time Series Analysis
Gradient Boosting > Machine Learning
XGBoost > Gradient Boosting
LightGBM > Gradient Boosting
CatBoost > Gradient Boosting
Support Vector Machines | ~=SVM > Machine Learning
scikit-learn | sklearn | scikit learn > Machine Learning, Python
TensorFlow > Deep Learning
Keras > TensorFlow, Deep Learning
PyTorch > Deep Learning
~=JAX > Deep Learning
OpenCV > Computer Vision
spaCy > Natural Language Processing
NLTK | Natural Language Toolkit > Natural Language Processing
~=YOLO > Object Detection
ONNX > Deep Learning
MLOps | ML Ops > Machine Learning
MLflow > MLOps
Kubeflow > MLOps, Kubernetes
Weights & Biases | ~=W&B | wandb > MLOps
Amazon SageMaker | SageMaker | AWS SageMaker > Machine Learning, Amazon Web Services
Azure Machine Learning | Azure ML > Machine Learning, Microsoft Azure
Google Vertex AI | Vertex AI > Machine Learning, Google Cloud Platform
AutoML > Machine Learning
H2O.ai | ~=H2O > Machine Learning
DataRobot > Machine Learning
Core ML > Machine Learning, iOS Development
Explainable AI | ~=XAI | Model Interpretability | model explainability | ~interpretability > Machine Learning
Responsible AI | Ethical AI | AI Ethics
Knowledge Graphs > Graph Databases

## Generative AI and large language models
Generative AI | GenAI | Gen AI | Generative Artificial Intelligence
Large Language Models | ~=LLM > Generative AI, Natural Language Processing
Prompt Engineering | prompt design > Large Language Models
Retrieval-Augmented Generation | Retrieval Augmented Generation | ~=RAG > Large Language Models
LLM Fine-Tuning | Model Fine-Tuning | fine-tuning > Large Language Models
AI Agents | Agentic AI > Large Language Models
LangChain > Large Language Models
LangGraph > LangChain
LlamaIndex > Large Language Models
OpenAI API | ~=OpenAI | OpenAI models > Large Language Models
ChatGPT > Generative AI
GitHub Copilot > Generative AI
Microsoft Copilot | Microsoft 365 Copilot > Generative AI
Anthropic Claude | ~=Claude | Anthropic API | Claude API > Large Language Models
Google Gemini | Gemini API | ~=Gemini > Large Language Models
Meta Llama | ~=Llama > Large Language Models
Hugging Face | HuggingFace | Hugging Face Transformers > Natural Language Processing
~=BERT > Transformer Models
Stable Diffusion > Diffusion Models
Diffusion Models > Generative AI
Semantic Search > Vector Databases
Vector Embeddings | Embeddings > Large Language Models
Amazon Bedrock | AWS Bedrock | ~=Bedrock > Generative AI, Amazon Web Services
Azure OpenAI Service | Azure OpenAI > Generative AI, Microsoft Azure
Conversational AI > Natural Language Processing
Chatbot Development > Conversational AI
Dialogflow | Google Dialogflow > Conversational AI
Model Context Protocol > AI Agents
LLMOps > MLOps, Large Language Models
LLM Evaluation > Large Language Models
Chatbots | chatbot | AI chatbots > Conversational AI

## Cloud platforms and virtualization
Cloud Computing
Amazon Web Services | =AWS
Microsoft Azure | Azure | Azure Cloud
Google Cloud Platform | =GCP | Google Cloud
Oracle Cloud Infrastructure | OCI | Oracle Cloud
IBM Cloud
Alibaba Cloud
DigitalOcean | Digital Ocean
Heroku
Netlify
Vercel
Cloudflare
OpenStack
Cloud Architecture > Cloud Computing
Cloud Migration > Cloud Computing
Multi-Cloud | Multicloud > Cloud Computing
Hybrid Cloud > Cloud Computing
Serverless Computing | Serverless | Serverless Architecture > Cloud Computing
Infrastructure as a Service | IaaS > Cloud Computing
Platform as a Service | PaaS > Cloud Computing
Cloud Cost Optimization > Cloud Computing
FinOps | Cloud Financial Management > Cloud Cost Optimization
Virtualization
VMware | VMware vSphere | vSphere > Virtualization
VMware ESXi | ESXi > VMware
VMware vCenter | vCenter > VMware
Microsoft Hyper-V | Hyper-V > Virtualization
Citrix | Citrix Virtual Apps and Desktops | XenApp | XenDesktop > Virtual Desktop Infrastructure
Virtual Desktop Infrastructure | VDI > Virtualization
Azure Virtual Desktop | Windows Virtual Desktop > Virtual Desktop Infrastructure, Microsoft Azure
KVM | Kernel-based Virtual Machine > Virtualization
Proxmox | Proxmox VE > Virtualization
Nutanix > Virtualization

## Amazon Web Services (AWS)
Amazon EC2 | EC2 | AWS EC2 | Elastic Compute Cloud > Amazon Web Services
Amazon S3 | ~=S3 | AWS S3 | Simple Storage Service > Amazon Web Services
AWS Lambda | ~=Lambda > Amazon Web Services, Serverless Computing
Amazon VPC | AWS VPC | ~=VPC | Virtual Private Cloud > Amazon Web Services
AWS IAM | AWS Identity and Access Management > Amazon Web Services
Amazon CloudWatch | CloudWatch > Amazon Web Services
AWS CloudFormation | CloudFormation > Amazon Web Services, Infrastructure as Code
AWS CDK | AWS Cloud Development Kit > Amazon Web Services, Infrastructure as Code
AWS SAM | AWS Serverless Application Model > AWS Lambda
Amazon ECS | ~=ECS | Elastic Container Service > Amazon Web Services, Docker
Amazon EKS | EKS | Elastic Kubernetes Service > Amazon Web Services, Kubernetes
AWS Fargate | Fargate > Amazon ECS
Amazon ECR | Elastic Container Registry | ?=ECR > Amazon Web Services
Amazon SQS | SQS | Simple Queue Service > Amazon Web Services
Amazon SNS | SNS | Simple Notification Service > Amazon Web Services
Amazon API Gateway | AWS API Gateway > Amazon Web Services
Amazon Route 53 | Route 53 | Route53 > Amazon Web Services
Amazon CloudFront | CloudFront > Amazon Web Services
Elastic Load Balancing | AWS ELB | ~=ELB > Amazon Web Services
AWS Step Functions | Step Functions > Amazon Web Services
Amazon EventBridge | EventBridge > Amazon Web Services
AWS Elastic Beanstalk | Elastic Beanstalk > Amazon Web Services
AWS CodePipeline | CodePipeline > Amazon Web Services
AWS CodeBuild | CodeBuild > Amazon Web Services
AWS CodeDeploy | CodeDeploy > Amazon Web Services
Amazon ElastiCache | ElastiCache > Amazon Web Services, Redis
Amazon EBS | Elastic Block Store | Amazon Elastic Block Store | =EBS > Amazon Web Services
Amazon EFS | Elastic File System | Amazon Elastic File System | =EFS > Amazon Web Services
AWS KMS | AWS Key Management Service > Amazon Web Services
AWS Secrets Manager > Amazon Web Services
AWS Systems Manager | AWS SSM | ?=SSM > Amazon Web Services
AWS CloudTrail | CloudTrail > Amazon Web Services
AWS Config > Amazon Web Services
Amazon GuardDuty | GuardDuty > Amazon Web Services
AWS Security Hub > Amazon Web Services
Amazon Cognito | Cognito > Amazon Web Services
AWS Amplify | ~=Amplify > Amazon Web Services
AWS Direct Connect > Amazon Web Services
AWS Transit Gateway | Transit Gateway | =TGW > Amazon VPC
AWS Organizations > Amazon Web Services
AWS Well-Architected Framework > Amazon Web Services
Amazon Lightsail | Lightsail > Amazon Web Services

## Microsoft Azure
Azure Active Directory | Azure AD | Microsoft Entra ID | Entra ID | AAD | Microsoft Entra > Microsoft Azure, Active Directory
Azure DevOps | Azure DevOps Services | VSTS | Visual Studio Team Services | =ADO > Microsoft Azure
Azure Pipelines > Azure DevOps, CI/CD
Azure Repos > Azure DevOps
Azure Boards > Azure DevOps
Azure Functions > Microsoft Azure, Serverless Computing
Azure App Service | Azure Web Apps > Microsoft Azure
Azure Kubernetes Service | ~=AKS > Microsoft Azure, Kubernetes
Azure Virtual Machines | Azure VM > Microsoft Azure
Azure Blob Storage | Blob Storage > Microsoft Azure
Azure Logic Apps | Logic Apps > Microsoft Azure
Azure Service Bus > Microsoft Azure
Azure Event Hubs | Event Hubs > Microsoft Azure
Azure Event Grid | Event Grid > Microsoft Azure
Azure Monitor > Microsoft Azure
Azure Application Insights | Application Insights | App Insights > Azure Monitor
Azure Key Vault | Key Vault > Microsoft Azure
Azure Resource Manager | ARM Templates > Microsoft Azure, Infrastructure as Code
Azure Bicep | ~=Bicep > Azure Resource Manager
Azure API Management | APIM > Microsoft Azure
Azure Virtual Network | Azure VNet | VNet > Microsoft Azure
Azure Container Registry > Microsoft Azure
Azure Container Apps > Microsoft Azure
Azure Databricks > Databricks, Microsoft Azure
Azure Stream Analytics > Microsoft Azure
Azure AI Services | Azure Cognitive Services > Microsoft Azure
Azure Policy > Microsoft Azure
Azure Site Recovery > Microsoft Azure, Disaster Recovery
Azure Arc > Microsoft Azure

## Google Cloud
Google Compute Engine | Compute Engine > Google Cloud Platform
Google Kubernetes Engine | GKE > Google Cloud Platform, Kubernetes
Google Cloud Storage | =GCS > Google Cloud Platform
Google Cloud Functions | Cloud Functions > Google Cloud Platform, Serverless Computing
Google Cloud Run | Cloud Run > Google Cloud Platform
Google App Engine | App Engine | GAE > Google Cloud Platform
Google Cloud Build | Cloud Build > Google Cloud Platform, CI/CD
Google Cloud IAM | GCP IAM > Google Cloud Platform
Google Cloud Monitoring | Cloud Monitoring | Stackdriver > Google Cloud Platform
Google Cloud Logging | Cloud Logging > Google Cloud Platform
Google Anthos | Anthos > Google Cloud Platform, Kubernetes
Apigee | Google Apigee > Google Cloud Platform
Google Cloud Deployment Manager > Google Cloud Platform, Infrastructure as Code
Google Workspace Administration | G Suite Administration | Google Workspace Admin | Google Admin console

## DevOps, CI/CD and containers
DevOps
CI/CD | CICD | CI / CD | Continuous Integration and Continuous Delivery | Continuous Integration/Continuous Deployment > DevOps
Continuous Integration | ~=CI > CI/CD
Continuous Delivery | Continuous Deployment > CI/CD
~=Jenkins | Jenkins CI | Jenkins Pipeline > CI/CD
GitHub Actions > CI/CD, GitHub
GitLab CI/CD | GitLab CI > CI/CD, GitLab
CircleCI | Circle CI > CI/CD
Travis CI > CI/CD
TeamCity > CI/CD
Atlassian Bamboo | ~=Bamboo > CI/CD
Argo CD | ArgoCD > GitOps
Flux CD | FluxCD > GitOps
~=Spinnaker > Continuous Delivery
Octopus Deploy > Continuous Delivery
GitOps > DevOps
Docker | Docker Engine
Docker Compose | docker-compose > Docker
Docker Swarm > Docker
Containerization > Docker
Kubernetes | K8s
Kubernetes Network Policies | network policies | NetworkPolicy | NetworkPolicies | network policy > Kubernetes
~=Helm | Kubernetes Helm > Kubernetes
Kustomize > Kubernetes
Red Hat OpenShift | OpenShift > Kubernetes
~=Rancher > Kubernetes
Podman > Containerization
Istio > Service Mesh
Service Mesh > Kubernetes
Envoy Proxy | ~=Envoy > Service Mesh
Linkerd > Service Mesh
Infrastructure as Code | IaC > DevOps
Terraform | HashiCorp Terraform > Infrastructure as Code
Terragrunt > Terraform
Pulumi > Infrastructure as Code
Ansible | Red Hat Ansible | Ansible Tower | AWX > Infrastructure as Code
~=Chef | Chef Infra | Opscode Chef > Infrastructure as Code
~=Puppet | Puppet Enterprise > Infrastructure as Code
SaltStack | ~=Salt > Infrastructure as Code
HashiCorp Packer | ~=Packer > Infrastructure as Code
HashiCorp Vault | ~=Vault
HashiCorp Consul | ~=Consul
HashiCorp Nomad | ~=Nomad > Containerization
~=Vagrant | HashiCorp Vagrant
Site Reliability Engineering | SRE > DevOps
Platform Engineering > DevOps
Release Engineering > CI/CD
Build Automation > CI/CD
Apache Maven | ~=Maven > Java
Gradle > Java
Apache Ant | ~=Ant > Java
GNU Make | Makefile
CMake > C++
Bazel
MSBuild > .NET
JFrog Artifactory | Artifactory
Sonatype Nexus | Nexus Repository
Blue-Green Deployment | Blue/Green Deployment > Continuous Delivery
Canary Deployment | Canary Releases > Continuous Delivery
Feature Flags | Feature Toggles > Continuous Delivery
LaunchDarkly > Feature Flags
Load Balancing | load balancers
HAProxy > Load Balancing
Content Delivery Network | ~=CDN
Chaos Engineering | chaos testing > Site Reliability Engineering

## Monitoring and observability
Observability
Application Performance Monitoring | ~=APM | Application Performance Management > Observability
~=Prometheus > Observability
Grafana > Observability
Datadog > Observability
New Relic > Application Performance Monitoring
Splunk
ELK Stack | Elastic Stack | ~=ELK > Elasticsearch
Logstash > ELK Stack
Kibana > ELK Stack
Dynatrace > Application Performance Monitoring
AppDynamics > Application Performance Monitoring
Nagios
Zabbix
PagerDuty
Opsgenie
OpenTelemetry | OTel > Observability
Distributed Tracing > Observability
Jaeger Tracing | ~=Jaeger > Distributed Tracing
~=Sentry > Application Performance Monitoring
SolarWinds | SolarWinds Orion
Sumo Logic
PRTG | PRTG Network Monitor
Log Management | Log Analysis
Fluentd > Log Management
Grafana Loki | ~=Loki > Log Management

## Software engineering practices and architecture
Software Engineering | Software Development
Software Development Life Cycle | SDLC | Software Development Lifecycle
Object-Oriented Programming | OOP | Object Oriented Programming
Object-Oriented Design | OOD | Object-Oriented Analysis and Design | OOAD
Functional Programming
Data Structures
Algorithms
Design Patterns | Software Design Patterns
SOLID Principles | ~=SOLID
Test-Driven Development | TDD | Test Driven Development
Behavior-Driven Development | BDD | Behaviour-Driven Development | Behavior Driven Development
Domain-Driven Design | DDD
Code Review | Peer Code Review
Pair Programming
Code Refactoring | Refactoring
Clean Code
Microservices | Microservices Architecture | Microservice Architecture
Service-Oriented Architecture | ~SOA
Event-Driven Architecture
Event Sourcing > Event-Driven Architecture
CQRS | Command Query Responsibility Segregation
Distributed Systems
System Design | Systems Design
Software Architecture
Solution Architecture
Enterprise Architecture
Multithreading | Multi-Threading | Concurrent Programming | Concurrency
Asynchronous Programming | Async Programming | async/await
Model-View-Controller | MVC
Model-View-ViewModel | MVVM
Dependency Injection
Object-Relational Mapping | ORM
Debugging
Unified Modeling Language | UML
Cross-Platform Development
Desktop Application Development

## APIs, integration and messaging
Oracle Integration Cloud | ?=OIC | Oracle Integration Cloud Service
REST APIs | =REST | RESTful APIs | RESTful | RESTful Web Services | REST API
GraphQL
gRPC
~=SOAP | SOAP Web Services
WebSocket | WebSockets
API Development
API Design > API Development
API Integration
OpenAPI | ~=Swagger | OpenAPI Specification
~=Postman | Postman API Platform
Webhook
OAuth | OAuth 2.0 | OAuth2
JSON Web Tokens | JWT
OpenID Connect | OIDC > OAuth
Message Queue | Message Broker | Message Queuing
RabbitMQ > Message Queue
Apache ActiveMQ | ActiveMQ > Message Queue
IBM MQ | WebSphere MQ | MQSeries > Message Queue
Apache Pulsar | ~=Pulsar > Message Queue
MuleSoft | Mule ESB | MuleSoft Anypoint Platform
Enterprise Service Bus | ESB
Apache Camel | ~=Camel
Boomi | Dell Boomi
TIBCO | TIBCO BusinessWorks
Microsoft BizTalk Server | BizTalk
Kong Gateway | ~=Kong
Enterprise Application Integration | ~=EAI

## Software testing and QA
Software Testing
Software Quality Assurance | SQA | Software QA | ~=QA
Manual Testing > Software Testing
Test Automation | Automated Testing | Automation Testing > Software Testing
Unit Testing > Software Testing
Integration Testing > Software Testing
End-to-End Testing | E2E Testing | End to End Testing > Software Testing
Regression Testing > Software Testing
Functional Testing > Software Testing
Performance Testing > Software Testing
Load Testing > Performance Testing
API Testing > Software Testing
User Acceptance Testing | UAT > Software Testing
Smoke Testing > Software Testing
Exploratory Testing > Software Testing
Black-Box Testing | Black Box Testing > Software Testing
White-Box Testing | White Box Testing > Software Testing
Mobile App Testing | Mobile Testing > Software Testing
Cross-Browser Testing > Software Testing
Test Planning > Software Testing
Test Case Design | Test Case Writing | test cases | test design > Software Testing
Defect Tracking | Bug Tracking | Defect Management > Software Testing
Selenium WebDriver | ~=Selenium > Test Automation
Selenium Grid > Selenium WebDriver
~=Cypress | Cypress.io > Test Automation
~=Playwright | Microsoft Playwright > Test Automation
~=Puppeteer > Test Automation
~=Jest > Unit Testing, JavaScript
~=Mocha | Mocha.js > Unit Testing, JavaScript
~=Jasmine > Unit Testing, JavaScript
Vitest > Unit Testing
React Testing Library > React
JUnit > Unit Testing, Java
TestNG > Java
NUnit > Unit Testing, .NET
xUnit.net | xUnit > Unit Testing, .NET
pytest > Unit Testing, Python
RSpec > Ruby
Mockito > Unit Testing, Java
~=Cucumber > Behavior-Driven Development
~=Gherkin > Behavior-Driven Development
SpecFlow > Behavior-Driven Development
Appium > Mobile App Testing
~=Espresso > Android Development
XCTest | XCUITest > iOS Development
Robot Framework > Test Automation
Apache JMeter | JMeter > Performance Testing
LoadRunner | Micro Focus LoadRunner | HP LoadRunner > Performance Testing
~=Gatling > Performance Testing
~=k6 | Grafana k6 > Performance Testing
~=Locust > Performance Testing
SoapUI | ReadyAPI > API Testing
REST Assured | RestAssured > API Testing
Katalon Studio | Katalon > Test Automation
TestComplete > Test Automation
Tricentis Tosca | ~=Tosca > Test Automation
Unified Functional Testing | UFT | QTP | QuickTest Professional > Test Automation
TestRail > Test Planning
BrowserStack > Cross-Browser Testing
Sauce Labs > Cross-Browser Testing
SonarQube > Static Code Analysis
Static Code Analysis | Static Analysis
Contract Testing > API Testing

## Version control and developer tools
Version Control | Source Control | Revision Control | Version Control Systems | VCS
Git > Version Control
GitHub > Git
GitLab > Git
Bitbucket | Atlassian Bitbucket > Git
GitFlow | Git Flow > Git
Apache Subversion | SVN | ~=Subversion > Version Control
~=Mercurial > Version Control
Perforce Helix | ~=Perforce | Helix Core > Version Control
Team Foundation Server | TFS | Azure DevOps Server > Version Control
Microsoft Visual Studio | Visual Studio
Visual Studio Code | VS Code | VSCode
IntelliJ IDEA | IntelliJ
Eclipse IDE | ~=Eclipse
PyCharm
WebStorm
~=Vim | ~=Vi | Neovim
Emacs | GNU Emacs
Sublime Text
Notepad++
Command-Line Interface | Command Line | Command-Line | CLI
Regular Expressions | Regex | RegExp
ESLint > JavaScript

## Cybersecurity
One-Time Passwords | ?=OTP | one-time passcodes | =TOTP | =HOTP > Multi-Factor Authentication
Unified Threat Management | ?=UTM | =UTM appliances | =UTM firewalls > Firewall Administration
File Integrity Monitoring | ?=FIM > Information Security
Assured Compliance Assessment Solution | ?=ACAS | DISA ACAS > Tenable Nessus, Vulnerability Management
Cybersecurity | Cyber Security | Cyber-Security
Information Security | InfoSec | IT Security > Cybersecurity
Network Security > Cybersecurity
Application Security | AppSec > Cybersecurity
Cloud Security > Cybersecurity
Endpoint Security | Endpoint Protection > Cybersecurity
Security Architecture > Cybersecurity
Penetration Testing | Pen Testing | Pentesting | Ethical Hacking > Cybersecurity
Red Teaming | Red Team Operations > Penetration Testing
Vulnerability Assessment | Vulnerability Scanning > Vulnerability Management
Vulnerability Management | vulnerability remediation > Cybersecurity
Threat Intelligence | Cyber Threat Intelligence | ~=CTI > Cybersecurity
Threat Modeling | Threat Modelling > Application Security
Threat Hunting > Threat Intelligence
Incident Response | Security Incident Response | Cyber Incident Response > Cybersecurity
Digital Forensics | Computer Forensics | ~=DFIR > Incident Response
Malware Analysis > Cybersecurity
Security Operations Center | ~=SOC | Security Operations | SecOps > Cybersecurity
SIEM | Security Information and Event Management > Security Operations Center
~SOAR | Security Orchestration, Automation and Response > Security Operations Center
IBM QRadar | QRadar > SIEM
Microsoft Sentinel | Azure Sentinel > SIEM
CrowdStrike Falcon | CrowdStrike > Endpoint Detection and Response
SentinelOne > Endpoint Detection and Response
Microsoft Defender for Endpoint | Microsoft Defender | Defender for Endpoint > Endpoint Detection and Response
VMware Carbon Black | Carbon Black > Endpoint Detection and Response
Endpoint Detection and Response | ~=EDR > Endpoint Security
Extended Detection and Response | ~=XDR > Endpoint Detection and Response
Palo Alto Networks | Palo Alto Firewalls | PAN-OS > Firewall Administration
Fortinet | FortiGate | Fortinet FortiGate | FortiGate firewalls > Firewall Administration
Check Point Firewalls | ~Check Point > Firewall Administration
Cisco ASA | Cisco Adaptive Security Appliance | ?=ASA > Firewall Administration
Firewall Administration | Firewall Configuration | Firewall Management | firewalls | next-generation firewalls | =NGFW > Network Security
IDS/IPS | Intrusion Detection Systems | Intrusion Prevention Systems | ~=IDS | ~=IPS | intrusion detection | intrusion prevention > Network Security
~=Snort > IDS/IPS
Wireshark > Network Security
Nmap > Penetration Testing
Metasploit > Penetration Testing
Burp Suite > Penetration Testing
Kali Linux > Penetration Testing
Tenable Nessus | Nessus > Vulnerability Management
Qualys > Vulnerability Management
Rapid7 | Rapid7 InsightVM | InsightVM > Vulnerability Management
OWASP | OWASP Top 10 > Application Security
OWASP ZAP | Zed Attack Proxy | ~=ZAP > Penetration Testing
Static Application Security Testing | SAST > Application Security
Dynamic Application Security Testing | DAST > Application Security
Software Composition Analysis | ~=SCA > Application Security
Veracode > Application Security
Checkmarx > Application Security
Snyk > Application Security
DevSecOps > DevOps, Application Security
Secure Coding | Secure Software Development > Application Security
Identity and Access Management | ~=IAM > Cybersecurity
Privileged Access Management | ~=PAM > Identity and Access Management
Multi-Factor Authentication | ~=MFA | Two-Factor Authentication | 2FA > Identity and Access Management
Single Sign-On | ~=SSO > Identity and Access Management
Okta > Identity and Access Management
CyberArk > Privileged Access Management
SailPoint > Identity and Access Management
Ping Identity > Identity and Access Management
Public Key Infrastructure | PKI > Cryptography
Cryptography > Cybersecurity
Encryption | Data Encryption > Cryptography
SSL/TLS | TLS | SSL | TLS/SSL > Encryption
Zero Trust | Zero Trust Architecture | ~=ZTA > Network Security
Data Loss Prevention | ~=DLP > Information Security
Web Application Firewall | ~=WAF > Application Security
AWS WAF > Web Application Firewall, Amazon Web Services
Security Hardening | System Hardening | Server Hardening > Cybersecurity
Cloud Security Posture Management | CSPM > Cloud Security
Security Awareness Training > Information Security
Cyber Risk Management | Cybersecurity Risk Management | IT Risk Management > Cybersecurity
Governance, Risk and Compliance | GRC | Governance Risk and Compliance > Information Security
NIST Cybersecurity Framework | NIST CSF > Cybersecurity
NIST SP 800-53 | NIST 800-53 > Cybersecurity
NIST SP 800-171 | NIST 800-171 > Cybersecurity
ISO/IEC 27001 | ISO 27001 | ISO27001 > Information Security
SOC 2 | SOC2 | SOC 2 Type II > Information Security
PCI DSS | PCI-DSS | PCI Compliance > Information Security
FedRAMP > Cloud Security
CMMC | Cybersecurity Maturity Model Certification > Cybersecurity
CIS Controls | CIS Benchmarks > Security Hardening
MITRE ATT&CK | ATT&CK | MITRE ATTACK > Threat Intelligence
FISMA | Federal Information Security Management Act > Information Security
HITRUST | HITRUST CSF > Information Security
Risk Management Framework | ~=RMF > Cybersecurity
Security Technical Implementation Guides | STIG | DISA STIG > Security Hardening
COBIT > Information Security

## Networking
TCP/IP | TCP/IP Networking
OSI Model
DNS | Domain Name System
DHCP | Dynamic Host Configuration Protocol
Local Area Network | LAN
Wide Area Network | WAN
SD-WAN | Software-Defined WAN > Wide Area Network
Virtual Private Network | VPN
Routing and Switching | Routing & Switching
Border Gateway Protocol | BGP > Routing and Switching
OSPF | Open Shortest Path First > Routing and Switching
EIGRP > Routing and Switching
MPLS | Multiprotocol Label Switching > Wide Area Network
VLAN | Virtual LAN > Routing and Switching
Subnetting | IP Subnetting | CIDR | =VLSM > IP Addressing
IP Addressing
IPv6 > IP Addressing
Network Address Translation | ~=NAT
Quality of Service | ~=QoS
Spanning Tree Protocol | ~=STP | spanning tree > Routing and Switching
Wireless Networking | Wi-Fi | WiFi | WLAN | 802.11 | IEEE 802.11
Cisco IOS > Routing and Switching
Cisco Networking | Cisco Routers | Cisco Switches > Routing and Switching
Cisco Meraki | Meraki > Cisco Networking
Juniper Networks | Junos | ~=Juniper > Routing and Switching
Aruba Networks | ~=Aruba | HPE Aruba > Wireless Networking
F5 BIG-IP | BIG-IP | ~=F5 > Load Balancing
Network Administration
Network Engineering
Network Design | Network Architecture
Network Monitoring
Network Troubleshooting
Network Automation
Software-Defined Networking | ~=SDN
SNMP | Simple Network Management Protocol | SNMPv3 > Network Monitoring
Ethernet
Voice over IP | VoIP
Session Initiation Protocol | ~=SIP > Voice over IP
Cisco Unified Communications Manager | CUCM | Cisco CallManager > Voice over IP
IPsec > Virtual Private Network
HTTP | HTTPS
SSH | Secure Shell
FTP | File Transfer Protocol
SFTP | SSH File Transfer Protocol
~=RADIUS > Network Security
Network Attached Storage | ~=NAS
Storage Area Network | ~=SAN
Packet Analysis | Packet Capture | =PCAP | PCAP analysis > Network Troubleshooting

## IT support and systems administration
RAID Storage | ?=RAID | RAID arrays | RAID configuration | redundant array of independent disks > System Administration
IT Support | IT Help Desk | Help Desk Support | Help Desk | Helpdesk | Service Desk
Technical Support | Tech Support
Desktop Support > IT Support
End-User Support | End User Support > IT Support
Hardware Troubleshooting > IT Support
Active Directory | Microsoft Active Directory | Active Directory Domain Services | AD DS | =ADUC
Group Policy | =GPO | Group Policy Objects > Active Directory
Active Directory Federation Services | ADFS > Active Directory
LDAP | Lightweight Directory Access Protocol
Kerberos
Microsoft Exchange Server | Microsoft Exchange | Exchange Server | MS Exchange | Exchange Online | Exchange Admin Center
Microsoft 365 Administration | Office 365 Administration | O365 Administration | M365 Administration | Microsoft 365 admin center
Microsoft Intune | Intune | Microsoft Endpoint Manager > Mobile Device Management
Microsoft Endpoint Configuration Manager | SCCM | System Center Configuration Manager | MECM | ConfigMgr
Windows Server Update Services | WSUS > Patch Management
Jamf Pro | Jamf > Mobile Device Management
Mobile Device Management | ~=MDM
ServiceNow > IT Service Management
Jira Service Management | Jira Service Desk > IT Service Management
BMC Remedy | BMC Helix > IT Service Management
IT Service Management | ITSM
ITIL | Information Technology Infrastructure Library | ITIL Foundation | ITIL 4 Foundation > IT Service Management
Change Management | IT change management | change management process | change management processes > ITIL Change Enablement, Organizational Change Management
Remote Desktop Protocol | ~=RDP | Remote Desktop
TeamViewer > IT Support
System Administration | Systems Administration | Sysadmin
Linux System Administration | Linux Administration | Linux Admin > Linux, System Administration
Windows Server Administration | Windows Administration > Windows Server, System Administration
Server Administration | Server Management > System Administration
Patch Management > System Administration
Backup and Recovery | Backup and Restore | Data Backup
Disaster Recovery | Disaster Recovery Planning | ?=DRP > Backup and Recovery
Veeam | Veeam Backup & Replication > Backup and Recovery
Commvault > Backup and Recovery
Data Center Operations | Data Centre Operations | Datacenter Operations
IT Asset Management | ITAM
Remote Monitoring and Management | ~=RMM
ConnectWise | ConnectWise Automate | ConnectWise Manage > Remote Monitoring and Management
Kaseya > Remote Monitoring and Management
Disk Imaging | System Imaging | device imaging > Desktop Support
Cron | Crontab > Linux
IT Infrastructure

## Operating systems
Linux
Unix
Microsoft Windows | MS Windows | ~=Windows | Windows 10 | Windows 11
Windows Server | Microsoft Windows Server | Windows Server 2019 | Windows Server 2022 > Microsoft Windows
macOS | Mac OS | Mac OS X | OS X | OSX
Red Hat Enterprise Linux | RHEL | Red Hat Linux > Linux
Ubuntu > Linux
CentOS > Linux
Debian > Linux
~=Fedora > Linux
SUSE Linux Enterprise | SUSE | SLES > Linux
Oracle Solaris | Solaris | SunOS > Unix
IBM AIX | AIX > Unix
HP-UX > Unix
FreeBSD > Unix
IBM z/OS | z/OS > IBM Mainframe
IBM Mainframe | Mainframe | IBM System z
JCL | Job Control Language > IBM z/OS
CICS > IBM Mainframe
IBM i | AS/400 | AS400 | iSeries
ChromeOS | Chrome OS

## Design and creative software
Adobe Creative Cloud | Adobe Creative Suite | Adobe CC | Creative Cloud
Adobe Photoshop | Photoshop > Adobe Creative Cloud
Adobe Illustrator | ~Illustrator > Adobe Creative Cloud
Adobe InDesign | InDesign > Adobe Creative Cloud
Adobe XD | ~=XD > Adobe Creative Cloud
Adobe After Effects | After Effects > Adobe Creative Cloud, Motion Graphics
Adobe Premiere Pro | Premiere Pro | ~=Premiere > Adobe Creative Cloud, Video Editing
Adobe Lightroom | Lightroom > Adobe Creative Cloud, Photo Editing
Adobe Audition > Adobe Creative Cloud
Adobe Animate > Adobe Creative Cloud
Adobe Dreamweaver | Dreamweaver > Adobe Creative Cloud
Adobe Substance 3D | Substance Painter > 3D Modeling
Figma
FigJam > Figma
~=Sketch | Sketch App
InVision | InVision Studio
Axure RP | Axure
Balsamiq > Wireframing
~=Framer
Zeplin
~=Miro | Miro Board
Canva
~=Blender | Blender 3D > 3D Modeling
Cinema 4D | C4D | Maxon Cinema 4D > 3D Modeling
Autodesk Maya | ~=Maya > 3D Modeling, 3D Animation
Autodesk 3ds Max | 3ds Max | 3D Studio Max > 3D Modeling
ZBrush > 3D Modeling
SideFX Houdini | ~=Houdini > 3D Animation
Final Cut Pro | Final Cut Pro X | =FCPX > Video Editing
DaVinci Resolve > Video Editing
Avid Media Composer > Video Editing
Avid Pro Tools | Pro Tools
CorelDRAW | Corel Draw
Affinity Designer
~=Procreate
~=GIMP
Inkscape
Graphic Design
Web Design
Motion Graphics | motion design
Video Editing
Photo Editing | Photo Retouching | Image Editing | ~retouching
3D Modeling | 3D Modelling
3D Animation
2D Animation
Digital Illustration

## UX and UI design
User Experience Design | UX Design | ~=UX | User Experience
User Interface Design | UI Design | ~=UI | GUI Design
UI/UX Design | UX/UI Design | UI/UX | UX/UI > User Experience Design, User Interface Design
Interaction Design | IxD > User Experience Design
Visual Design
Wireframing | wireframes > User Experience Design
Prototyping > User Experience Design
User Research | UX Research | UXR
Usability Testing | User Testing > User Research
User Interviews > User Research
User Personas | Personas > User Research
User Journey Mapping | Journey Mapping | User Journey Maps > User Experience Design
User Flow > User Experience Design
Information Architecture > User Experience Design
Card Sorting > Information Architecture
Tree Testing > Information Architecture
Heuristic Evaluation | expert reviews > Usability Testing
Contextual Inquiry > User Research
Diary Studies > User Research
Affinity Mapping | Affinity Diagramming > User Research
Design System
Atomic Design > Design System
Material Design
Human Interface Guidelines | Apple HIG | =HIG
Design Thinking
Human-Centered Design | Human-Centred Design | HCD | User-Centered Design | User-Centred Design | UCD
Web Accessibility | Digital Accessibility | a11y | ~accessibility
WCAG | Web Content Accessibility Guidelines | =WCAG 2.1 | =WCAG 2.0 | =WCAG 2.1 AA | =WCAG 2.0 AA > Web Accessibility
Section 508 > Web Accessibility
WAI-ARIA | ~=ARIA > Web Accessibility
Accessibility Testing > Web Accessibility
Typography
Color Theory
UX Writing | UX Copywriting
Service Design
UserTesting | UserTesting.com > Usability Testing
Optimal Workshop > Information Architecture

## Blockchain and Web3
Blockchain | Blockchain Technology
Ethereum > Blockchain
Smart Contract > Blockchain
Web3 | Web 3.0 > Blockchain
Hyperledger Fabric | Hyperledger > Blockchain
~=Hardhat > Solidity
Web3.js > Ethereum
Decentralized Finance | DeFi > Blockchain

## Technology certifications
AWS Certified Solutions Architect | AWS Solutions Architect Associate | AWS Solutions Architect Professional | AWS Certified Solutions Architect Associate | AWS Certified Solutions Architect Professional | AWS SAA > Amazon Web Services
AWS Certified Developer | AWS Certified Developer Associate | AWS Developer Associate > Amazon Web Services
AWS Certified SysOps Administrator | AWS SysOps Administrator Associate > Amazon Web Services
AWS Certified DevOps Engineer | AWS DevOps Engineer Professional > Amazon Web Services
AWS Certified Cloud Practitioner | AWS Cloud Practitioner > Amazon Web Services
AWS Certified Security Specialty | AWS Security Specialty > Amazon Web Services
AWS Certified Machine Learning | AWS Machine Learning Specialty > Amazon Web Services
AWS Certified Data Engineer | AWS Data Engineer Associate | AWS Certified Data Engineer Associate > Amazon Web Services
Microsoft Certified: Azure Fundamentals | AZ-900 | Azure Fundamentals > Microsoft Azure
Microsoft Certified: Azure Administrator Associate | AZ-104 | Azure Administrator Associate > Microsoft Azure
Microsoft Certified: Azure Developer Associate | AZ-204 | Azure Developer Associate > Microsoft Azure
Microsoft Certified: Azure Solutions Architect Expert | AZ-305 | Azure Solutions Architect Expert > Microsoft Azure
Microsoft Certified: DevOps Engineer Expert | AZ-400 | Azure DevOps Engineer Expert > Microsoft Azure
Microsoft Certified: Azure Security Engineer Associate | AZ-500 | Azure Security Engineer Associate > Microsoft Azure
Microsoft Certified: Azure Data Engineer Associate | DP-203 | Azure Data Engineer Associate > Microsoft Azure
Microsoft Certified: Power BI Data Analyst Associate | PL-300 | DA-100 | Power BI Data Analyst Associate > Microsoft Power BI
Google Cloud Professional Cloud Architect | GCP Professional Cloud Architect | Professional Cloud Architect > Google Cloud Platform
Google Cloud Professional Data Engineer | GCP Professional Data Engineer | Google Professional Data Engineer > Google Cloud Platform
Google Cloud Associate Cloud Engineer | Associate Cloud Engineer > Google Cloud Platform
Google Cloud Professional Machine Learning Engineer | GCP Professional Machine Learning Engineer | Google Professional Machine Learning Engineer > Google Cloud Platform
Certified Kubernetes Administrator | CKA > Kubernetes
Certified Kubernetes Application Developer | CKAD > Kubernetes
Certified Kubernetes Security Specialist | CKS > Kubernetes
HashiCorp Certified: Terraform Associate | Terraform Associate > Terraform
Cisco Certified Network Associate | CCNA > Cisco Networking
Cisco Certified Network Professional | CCNP > Cisco Networking
Cisco Certified Internetwork Expert | CCIE > Cisco Networking
Juniper Networks Certified Associate | JNCIA | JNCIA-Junos > Juniper Networks
CompTIA A+ | ~=A+ > IT Support
CompTIA Network+ | Network+ > TCP/IP
CompTIA Security+ | Security+ | Sec+ > Cybersecurity
CompTIA Linux+ | Linux+ > Linux
CompTIA Cloud+ | Cloud+ > Cloud Computing
CompTIA Server+ | Server+ > Server Administration
CompTIA CySA+ | CySA+ | CompTIA Cybersecurity Analyst > Cybersecurity
CompTIA PenTest+ | PenTest+ > Penetration Testing
CompTIA CASP+ | CASP+ | CompTIA SecurityX > Cybersecurity
CompTIA Data+ > Data Analysis
CISSP | Certified Information Systems Security Professional > Cybersecurity
CISM | Certified Information Security Manager > Information Security
CISA | Certified Information Systems Auditor > Information Security
CRISC | Certified in Risk and Information Systems Control > Cyber Risk Management
CCSP | Certified Cloud Security Professional > Cloud Security
SSCP | Systems Security Certified Practitioner > Cybersecurity
Certified Ethical Hacker | CEH > Penetration Testing
Offensive Security Certified Professional | OSCP > Penetration Testing
GIAC Security Essentials | GSEC > Cybersecurity
GIAC Certified Incident Handler | GCIH > Incident Response
GIAC Penetration Tester | GPEN > Penetration Testing
Red Hat Certified System Administrator | RHCSA > Red Hat Enterprise Linux
Red Hat Certified Engineer | RHCE > Red Hat Enterprise Linux
Microsoft Certified Solutions Expert | MCSE
Microsoft Certified Solutions Associate | MCSA
VMware Certified Professional | ~=VCP > VMware
Linux Professional Institute Certification | LPIC | LPIC-1 | ?=LPI > Linux
ISTQB Certified Tester | ISTQB | ISTQB Foundation Level | =CTFL > Software Testing
TOGAF | TOGAF Certification > Enterprise Architecture
Oracle Certified Professional Java Programmer | OCPJP | Oracle Certified Java Programmer | OCP Java | Oracle Certified Professional Java SE > Java
Oracle Certified Professional MySQL Database Administrator > MySQL
Google Data Analytics Professional Certificate | Google Data Analytics Certificate > Data Analysis
Tableau Desktop Specialist | Tableau Certified Data Analyst > Tableau
Databricks Certified Data Engineer > Databricks
SnowPro Core Certification | SnowPro | SnowPro Core > Snowflake

## Data engineering platforms and practices
Data Orchestration | workflow orchestration | pipeline orchestration | data pipeline orchestration
Airflow DAGs | Airflow DAG development | DAG authoring > Apache Airflow
Amazon Managed Workflows for Apache Airflow | =MWAA > Apache Airflow
Spark Structured Streaming | Structured Streaming | Spark Streaming > Apache Spark, Stream Processing
=ksqlDB | =KSQL > Apache Kafka
Kafka Connect > Apache Kafka
Confluent Platform | Confluent Cloud | =Confluent > Apache Kafka
Confluent Schema Registry | Schema Registry > Apache Kafka
Redpanda > Apache Kafka
Flink SQL > Apache Flink
RisingWave > Stream Processing
Streaming Data Pipelines | real-time data pipelines | streaming pipelines > Stream Processing
Apache ORC | ~=ORC | Optimized Row Columnar
Medallion Architecture | bronze, silver and gold layers | bronze/silver/gold layers > Data Lakehouse
Snowflake Schema > Dimensional Modeling
Slowly Changing Dimensions | =SCD | =SCD Type 2 | =SCD2 > Dimensional Modeling
Data Partitioning | table partitioning | partitioning strategies | database partitioning
AWS Database Migration Service | =AWS DMS | Database Migration Service > Change Data Capture
AWS Lake Formation | Lake Formation > Data Lake
Microsoft Fabric | =MS Fabric | Fabric Data Engineering
OneLake > Microsoft Fabric
Databricks Unity Catalog | Unity Catalog > Databricks
Delta Live Tables | ~=DLT | Lakeflow Declarative Pipelines > Databricks
Snowpark > Snowflake
Snowpipe > Snowflake
Starburst Data | Starburst Galaxy | Starburst Enterprise > Trino
Dremio
Apache Pinot | ~Pinot
QuestDB > Time-Series Databases
=kdb+ | q/kdb+ > Time-Series Databases
Monte Carlo Data | Monte Carlo data observability > Data Observability
Soda Core | Soda Cloud | =SodaCL > Data Quality
OpenLineage > Data Lineage
DataHub | Acryl DataHub > Data Catalog
Amundsen > Data Catalog
Atlan > Data Catalog
Hightouch > Reverse ETL
Stitch Data > ETL
~Luigi | Spotify Luigi > Data Orchestration
Mage AI | Mage.ai > Data Orchestration
Kestra > Data Orchestration
Temporal.io | Temporal workflows | ~=Temporal > Data Orchestration
Argo Workflows > Data Orchestration
SQLMesh
Cube.dev | Cube semantic layer | Cube.js > Semantic Layer
dbt MetricFlow | MetricFlow > Semantic Layer
Feast | Feast feature store > Feature Stores
`;
