// Skill data in the line format of ../README.md: coverage for professions the set of postings lacks, written by the team without reading any evaluation posting.
export default String.raw`
## Database administration practice
# SQL Server engine and operations
TempDB Management | tempdb | tempdb configuration | tempdb contention > Microsoft SQL Server
SQL Server Recovery Models | recovery models | full recovery model | simple recovery model > Microsoft SQL Server, Backup and Recovery
Transaction Log Backups | log backups | transaction log backup | =t-log backups > Backup and Recovery
Differential Backups | differential backup | differential database backups > Backup and Recovery
Transaction Log Management | transaction log growth | log file management | =VLF management > Microsoft SQL Server
Merge Replication | SQL Server merge replication > Database Replication
Snapshot Replication | SQL Server snapshot replication > Database Replication
Peer-to-Peer Replication | SQL Server peer-to-peer replication > Database Replication
Distributed Availability Groups | distributed AGs > SQL Server Always On Availability Groups
Resource Governor | SQL Server Resource Governor > Microsoft SQL Server
Policy-Based Management | SQL Server Policy-Based Management > Microsoft SQL Server
Central Management Server | SQL Server Central Management Server | registered servers > Microsoft SQL Server
Database Snapshots | SQL Server database snapshots > Microsoft SQL Server
Database Engine Tuning Advisor | SQL Server Database Engine Tuning Advisor > Database Performance Tuning
Dynamic Management Views | =DMVs | =DMV | DMV queries | dynamic management views and functions > Microsoft SQL Server
WhoIsActive | sp WhoIsActive > Microsoft SQL Server, Database Monitoring
Brent Ozar First Responder Kit | First Responder Kit | =BlitzIndex | =BlitzCache > Microsoft SQL Server
Linked Servers | SQL Server linked servers > Microsoft SQL Server
SQL Server Service Broker > Microsoft SQL Server
Database Mail | SQL Server Database Mail > Microsoft SQL Server
SQL Server Configuration Manager > Microsoft SQL Server
In-Memory OLTP | memory-optimized tables | Hekaton > Microsoft SQL Server
Redgate SQL Monitor | =SQL Monitor > Database Monitoring
Idera SQL Diagnostic Manager | SQL Diagnostic Manager | =SQLDM > Database Monitoring
Quest Spotlight | Spotlight on SQL Server | Spotlight on Oracle > Database Monitoring
Quest Foglight | Foglight | Foglight for Databases > Database Monitoring
Microsoft Certified Database Administrator | =MCDBA > Microsoft SQL Server
# Oracle
Active Session History | =ASH reports | =ASH analysis > Automatic Workload Repository
Oracle Statspack | Statspack | Statspack reports > Oracle Database, Database Performance Tuning
Automatic Database Diagnostic Monitor | =ADDM | =ADDM reports > Oracle Database, Database Performance Tuning
Oracle Flashback Technology | Oracle Flashback | Flashback Database | flashback query | flashback table > Oracle Database
Oracle Wallet | Oracle Wallet Manager > Oracle Database
Oracle Net Services | Oracle Net | =tnsnames.ora | =listener.ora | Oracle listener | Oracle Net listener > Oracle Database
Oracle Scheduler | Oracle Scheduler jobs > Oracle Database
Oracle Partitioning | Oracle table partitioning > Oracle Database, Data Partitioning
Oracle Sharding > Oracle Database, Database Sharding
Oracle Real Application Testing | Real Application Testing | Oracle Database Replay | SQL Performance Analyzer > Oracle Database
Oracle Database Appliance > Oracle Database
Zero Data Loss Recovery Appliance | =ZDLRA | Oracle Recovery Appliance > Oracle Recovery Manager
Oracle Audit Vault and Database Firewall | Oracle Audit Vault | =AVDF > Database Auditing
Oracle Database Vault > Database Security
Oracle Fusion Middleware | =FMW | Oracle FMW > Oracle WebLogic Server
Oracle E-Business Suite DBA | Oracle Apps DBA | Apps DBA | =EBS DBA | =adop | =AD utilities > Oracle E-Business Suite, Database Administration
Oracle Certified Associate | =OCA | Oracle OCA > Oracle Database
Oracle Certified Master | ?=OCM | Oracle OCM > Oracle Database
# PostgreSQL
repmgr > PostgreSQL, High Availability
Pgpool-II | Pgpool > PostgreSQL, High Availability
PostgreSQL Extensions | Postgres extensions > PostgreSQL
Amazon Aurora PostgreSQL | Aurora PostgreSQL | Aurora PostgreSQL-Compatible > Amazon Aurora, PostgreSQL
Amazon Aurora MySQL | Aurora MySQL | Aurora MySQL-Compatible > Amazon Aurora, MySQL
Google AlloyDB | AlloyDB | AlloyDB for PostgreSQL > PostgreSQL, Google Cloud Platform
Azure Database for MySQL > MySQL, Microsoft Azure
# MySQL
MySQL Workbench > MySQL
mysqldump > MySQL, Backup and Recovery
MySQL Replication | MySQL binlog replication | binlog replication | MySQL source-replica replication > MySQL, Database Replication
ProxySQL > MySQL
MySQL Enterprise Monitor > MySQL, Database Monitoring
Percona Monitoring and Management > MySQL, Database Monitoring
Online Schema Changes | online schema change | =pt-online-schema-change | =gh-ost > MySQL, Schema Migrations
# MongoDB
MongoDB Atlas > MongoDB
MongoDB Ops Manager | MongoDB Cloud Manager > MongoDB
MongoDB Replica Sets | ~replica sets | replica set configuration > MongoDB, Database Replication
MongoDB Sharding | sharded clusters | MongoDB sharded clusters > MongoDB, Database Sharding
MongoDB Compass > MongoDB
mongodump | =mongorestore | mongodump/mongorestore > MongoDB, Backup and Recovery
WiredTiger | WiredTiger storage engine > MongoDB
MongoDB Certified DBA Associate | MongoDB Certified DBA | MongoDB DBA certification > MongoDB
AWS Certified Database Specialty | AWS Database Specialty | AWS database specialty certification > Amazon Web Services
# Db2 and other platforms
Db2 HADR | =HADR | Db2 high availability disaster recovery > IBM Db2, High Availability
Db2 Utilities | =RUNSTATS | Db2 REORG | Db2 LOAD utility | Db2 REORG and RUNSTATS > IBM Db2
IBM Data Studio > IBM Db2
IBM Security Guardium | IBM Guardium | Guardium | Guardium Data Protection > Database Auditing, Database Security
Progress OpenEdge | OpenEdge | Progress 4GL | OpenEdge ABL > Relational Databases
Delphix | Delphix data virtualization > Database Administration
Teradata Viewpoint > Teradata
# Cross-platform practice
Database Refreshes | database refresh | database cloning | database clones | non-production database refreshes > Database Administration
Database Provisioning | database provisioning automation > Database Administration
Database Automation | database task automation | DBA automation > Database Administration
Database DevOps | database CI/CD | DevOps for databases | database release automation > DevOps, Database Administration
Data Archiving | data archival | data archiving and purging | data purging | data purge jobs > Database Administration
Database Roles and Permissions | database roles | database permissions | database user management | database access control > Database Security
Transaction Isolation Levels | isolation levels | transaction isolation | =READ COMMITTED SNAPSHOT | snapshot isolation > Relational Databases
ACID Transactions | =ACID properties | =ACID compliance | =ACID-compliant > Relational Databases
Referential Integrity | foreign key constraints | ~foreign keys > Relational Databases
User-Defined Functions | =UDFs | SQL user-defined functions > SQL

## Game development practice
# Core programming and engines
Gameplay Programming | gameplay engineering | gameplay systems programming | gameplay code > Game Development
Multiplayer Networking | multiplayer game networking | multiplayer programming | game networking | netcode > Game Development
Game AI Programming | game AI | =NPC AI | game artificial intelligence > Gameplay Programming
Game Physics | physics programming | game physics programming | rigid body dynamics | rigid-body physics > Gameplay Programming
Game Performance Optimization | game optimization | frame rate optimization | =FPS optimization | game performance tuning > Game Development, Performance Profiling
Game Engine Development | game engine architecture | engine programming | game engine programming > Game Development, C++
Game Tools Programming | tools programming | game editor tools | editor scripting | engine tools development > Game Development
3D Math for Games | 3D math | 3D mathematics | vector math | game math | quaternion math > Linear Algebra
Finite State Machines | finite-state machines | =FSM | =FSMs | state machines | state machine design > Design Patterns
Behavior Trees | behaviour trees | behavior tree design > Game AI Programming
Navigation Meshes | navmesh | navmeshes | nav mesh | navigation mesh > Game AI Programming
Pathfinding | pathfinding algorithms | pathfinding systems > Game AI Programming
Procedural Generation | procedural content generation | =PCG | procedural level generation | procedural terrain generation > Game Development
Collision Detection | collision systems | collision handling > Game Physics
Character Controllers | character controller | character movement systems > Gameplay Programming
Entity Component System | ?=ECS | entity-component-system | =ECS architecture > Game Development
GameMaker Studio | GameMaker | GameMaker Language | =GML > Game Development
CryEngine | =CRYENGINE > Game Development
Cocos2d-x | Cocos2d | Cocos Creator | Cocos engine > Game Development
Phaser.js | Phaser 3 | Phaser framework | ~=Phaser > JavaScript, Game Development
Roblox Studio | Roblox development | ~=Roblox > Game Development
Luau | Roblox Luau > Lua, Roblox Studio
GDScript > Godot
# Unity ecosystem
Universal Render Pipeline | =URP | Unity URP > Unity, Rendering Pipelines
High Definition Render Pipeline | =HDRP | Unity HDRP > Unity, Rendering Pipelines
Unity Shader Graph | Shader Graph > Unity, Shader Programming
ScriptableObjects | Scriptable Objects | =ScriptableObject > Unity
Unity UI Toolkit | UI Toolkit | UIElements > Unity
Unity uGUI | =uGUI | Unity UI > Unity, User Interface Design
Unity Addressables | Addressable Asset System | ~Addressables > Unity
Unity DOTS | Data-Oriented Technology Stack | Unity ECS > Unity, Entity Component System
Netcode for GameObjects | Unity Netcode | Netcode for Entities > Unity, Multiplayer Networking
Photon Engine | Photon Fusion | Photon PUN | Photon Unity Networking | Photon Realtime | ~=Photon > Multiplayer Networking
Mirror Networking | Mirror for Unity > Unity, Multiplayer Networking
Cinemachine | Unity Cinemachine > Unity
Mecanim | Unity Animator | Unity animation system > Unity, Game Animation
Unity Profiler | Unity Memory Profiler | Unity Frame Debugger > Unity, Performance Profiling
Unity VFX Graph | =VFX Graph | Visual Effect Graph > Unity, Visual Effects
ShaderLab | Unity ShaderLab > Unity, Shader Programming
Unity Gaming Services | =UGS | Unity Multiplay > Unity, Live Operations
Unity Version Control | Plastic SCM | PlasticSCM > Version Control, Unity
Unity Certified Programmer | Unity Certified Professional Programmer | Unity Certified Professional > Unity
# Unreal ecosystem
Unreal Engine C++ | Unreal C++ | =UE C++ > Unreal Engine, C++
Gameplay Ability System | Unreal Gameplay Ability System | =GAS framework > Unreal Engine, Gameplay Programming
Unreal Motion Graphics | =UMG | =UMG UI > Unreal Engine, User Interface Design
Unreal Niagara | Niagara VFX | Niagara particle system | ~=Niagara > Unreal Engine, Visual Effects
Unreal Material Editor | material editor | Unreal materials > Unreal Engine, Shader Programming
Nanite | Nanite virtualized geometry > Unreal Engine
Unreal Lumen | Lumen global illumination | ~=Lumen > Unreal Engine, Global Illumination
Unreal Insights > Unreal Engine, Performance Profiling
Unreal Control Rig | Control Rig > Unreal Engine, 3D Character Rigging
Chaos Physics | Unreal Chaos > Unreal Engine, Game Physics
# Graphics, physics and profiling
Rendering Pipelines | rendering pipeline | render pipelines | graphics pipeline > Computer Graphics
Real-Time Rendering | real-time graphics | real-time 3D rendering > Computer Graphics
Post-Processing Effects | post-process effects | post-processing stack > Computer Graphics
Compute Shaders | compute shader programming > Shader Programming
Ray Tracing | real-time ray tracing | =DXR | hardware ray tracing > Computer Graphics
Global Illumination | real-time global illumination > Computer Graphics
Lightmapping | lightmap baking | baked lighting | light baking | lightmaps > Global Illumination
Level of Detail | =LOD | =LODs | =LOD systems | =LOD generation > Game Performance Optimization
Occlusion Culling | frustum culling > Game Performance Optimization
Draw Call Optimization | draw calls | draw call batching | =GPU instancing > Game Performance Optimization
Graphics Debugging | GPU debugging | GPU profiling | frame debugging | graphics profiling > Computer Graphics
RenderDoc > Graphics Debugging
Microsoft PIX | =PIX | PIX for Windows > Graphics Debugging, DirectX
NVIDIA Nsight | Nsight Graphics | Nsight Systems > Graphics Debugging
Havok | Havok Physics > Game Physics
NVIDIA PhysX | =PhysX > Game Physics
Box2D > Game Physics
# Online services, platforms and XR
Dedicated Game Servers | game servers | game server hosting | ~dedicated servers | dedicated server builds > Multiplayer Networking
Game Matchmaking | matchmaking systems | ~matchmaking | matchmaking services > Multiplayer Networking
Client-Side Prediction | client prediction | server reconciliation > Multiplayer Networking
Amazon GameLift | GameLift > Dedicated Game Servers, Amazon Web Services
Azure PlayFab | PlayFab > Live Operations, Microsoft Azure
Epic Online Services > Multiplayer Networking
Steamworks | Steamworks SDK | Steamworks API | Steam integration > Game Development
Anti-Cheat Systems | anti-cheat | game anti-cheat | cheat detection > Multiplayer Networking
Console Game Development | console development | console platforms | console game programming > Game Development
PlayStation Development | PlayStation SDK | =PS5 development | PlayStation 5 development | =PS4 development | PlayStation 5 | =PS5 | PlayStation 4 | =PS4 | ~=PlayStation > Console Game Development
Xbox Development | Xbox GDK | Microsoft GDK | Xbox Game Development Kit | Xbox Series X development | Xbox Series X/S | Xbox Series X | Xbox Series S | Xbox One | ~=Xbox > Console Game Development
Nintendo Switch Development | Nintendo SDK | =NintendoSDK | Nintendo Switch | Nintendo Switch 2 > Console Game Development
Console Certification | =TRC | =TCR | Lotcheck | console compliance | first-party certification | console submission | platform certification | Xbox Requirements | ?~=XR > Console Game Development
Mobile Game Development | mobile games | mobile game programming > Game Development, Mobile App Development
Meta Quest Development | Meta Quest | Oculus Quest | Oculus SDK | Meta XR SDK | Oculus Integration > Virtual Reality
SteamVR | OpenVR > Virtual Reality
XR Interaction Toolkit | =XRI | Unity XR Interaction Toolkit > Unity, Extended Reality
Microsoft HoloLens | HoloLens | HoloLens 2 | Mixed Reality Toolkit | =MRTK > Extended Reality
Git LFS | Git Large File Storage > Git
Autodesk ShotGrid | ShotGrid | Shotgun Software | Flow Production Tracking > 3D Animation

## Game design and art practice
# Design and production
Level Design | level layout | level blockouts | blockout | greyboxing | graybox levels > Game Design
Game Mechanics | core mechanics | gameplay mechanics | core gameplay loops > Game Design
Game Balancing | game balance | gameplay balancing | balance tuning > Game Design
Game Design Documents | =GDD | =GDDs | game design document > Game Design
Game UI Design | game UI | =HUD design | game user interface | in-game UI > User Interface Design, Game Design
Playtesting | playtests | playtest sessions | user playtesting > Game Design
Game Testing | game QA | video game testing | game quality assurance > Software Quality Assurance
Game Prototyping | gameplay prototyping | rapid game prototyping > Prototyping, Game Design
Game Economy Design | virtual economy design | in-game economy | game economies | economy balancing > Game Design
Game Monetization | free-to-play monetization | =F2P monetization | =F2P design | monetization design > Game Design
Live Operations | =LiveOps | live ops | live service games | live game operations > Game Development
Game Analytics | game telemetry | player analytics | player behavior analytics > Live Operations
Narrative Design | interactive narrative | branching narrative | branching dialogue | interactive storytelling > Game Design
Combat Design | combat systems design > Game Design
articy:draft | Articy Draft | articy > Narrative Design
Mobile Ad Monetization | ad mediation | mobile ad mediation | in-app advertising | rewarded ads > Game Monetization
Google AdMob | AdMob > Mobile Ad Monetization
AppLovin MAX | AppLovin > Mobile Ad Monetization
Unity LevelPlay | ironSource | ironSource LevelPlay > Mobile Ad Monetization
# Art, animation and audio
Game Animation | in-game animation | real-time animation | gameplay animation > 3D Animation
Animation State Machines | animation blueprints | animator controllers | =Anim Blueprints | animation graphs > Game Animation
Blend Trees | blend spaces | animation blending > Animation State Machines
Inverse Kinematics | =IK solvers | =IK rigs | inverse kinematics systems > 3D Character Rigging
Motion Capture | mocap | performance capture | motion capture cleanup > 3D Animation
Autodesk MotionBuilder | MotionBuilder > Motion Capture
Retopology | retopologizing > 3D Modeling
UV Unwrapping | UV mapping | UV layout | UV unwrap > 3D Modeling
3D Texturing | ~texturing | texture painting | texture creation > 3D Modeling
Substance 3D Designer | Substance Designer > Adobe Substance 3D
Quixel Megascans | Megascans | Quixel Bridge | Quixel Mixer > 3D Texturing
Technical Art | tech art | technical art pipelines > Shader Programming, 3D Modeling
Game Asset Pipelines | art pipeline | asset pipeline | asset import pipeline > Game Development
Particle Systems | particle effects | particle system design > Visual Effects
Real-Time VFX | real-time visual effects | game VFX > Visual Effects
Pixel Art | pixel art animation | pixel animation > 2D Animation
Spine 2D | Esoteric Spine | Spine animation | Spine skeletal animation > 2D Animation
Sprite Sheets | spritesheets | sprite animation | sprite atlases > 2D Animation
Tilemaps | tile maps | tilesets | tile-based level design > Level Design
Game Audio | game audio implementation | interactive audio | adaptive audio | game sound design > Game Development
Audiokinetic Wwise | Wwise > Game Audio
FMOD | FMOD Studio > Game Audio

## Embedded software practice
# Processors and microcontroller families
ARM Cortex-A | Cortex-A | Cortex-A53 | Cortex-A72 | Cortex-A7 > Embedded Linux
ARM Cortex-R | Cortex-R | Cortex-R5 | Cortex-R52 > Microcontrollers
ARM Architecture | ARM processors | =ARMv7 | =ARMv8 | =AArch64 > Embedded Systems
NXP Kinetis | Kinetis > Microcontrollers
NXP LPC Microcontrollers | =NXP LPC | =LPC55S69 | NXP LPC series > Microcontrollers
NXP MCUXpresso | MCUXpresso | MCUXpresso IDE | MCUXpresso SDK > Microcontrollers
TI MSP430 | =MSP430 > Microcontrollers
TI C2000 | =C2000 | =TMS320 | TMS320 DSP > Microcontrollers
TI Sitara | Sitara processors | =AM335x | =AM62x > Embedded Linux
TI Code Composer Studio | Code Composer Studio > Firmware Development
Atmel AVR | =AVR | AVR microcontrollers | =ATmega | =ATmega328 > Microcontrollers
Microchip SAM | =SAMD21 | Atmel SAM | SAM microcontrollers | =SAM E70 > Microcontrollers
Renesas Microcontrollers | Renesas RX | Renesas RA | Renesas RH850 | =RH850 | Renesas MCUs | Renesas e2 studio > Microcontrollers
Infineon AURIX | =AURIX | =TriCore | AURIX TC3xx > Microcontrollers
Silicon Labs EFR32 | =EFR32 | Silicon Labs Gecko > Microcontrollers
Simplicity Studio | Silicon Labs Simplicity Studio > Silicon Labs EFR32
Espressif ESP8266 | =ESP8266 > Microcontrollers
RISC-V | =RISC-V architecture | RISC-V cores > Embedded Systems
Digital Signal Processors | =DSP processors | TI DSP | =SHARC | Analog Devices SHARC | DSP programming > Signal Processing
Xilinx Zynq | =Zynq | Zynq UltraScale+ | =Zynq MPSoC | Zynq-7000 > FPGA Design
AMD Xilinx Vitis | Xilinx Vitis | =Vitis | Vitis HLS > FPGA Design
PetaLinux | Xilinx PetaLinux > Embedded Linux
BeagleBone | BeagleBone Black > Embedded Linux
# Peripherals, buses and protocols
General-Purpose Input/Output | =GPIO | GPIO programming | GPIO pins > Firmware Development
Analog-to-Digital Converters | ~=ADC | ~=ADCs | analog-to-digital conversion | =ADC drivers > Firmware Development
Digital-to-Analog Converters | digital-to-analog conversion | =DAC drivers > Firmware Development
Pulse-Width Modulation | =PWM | pulse width modulation | =PWM control > Firmware Development
Watchdog Timers | watchdog timer | hardware watchdog > Firmware Development
Hardware Timers | timer peripherals | timer interrupts > Firmware Development
RS-232 | =RS232 | RS-232 serial > UART
RS-485 | =RS485 | =RS-422 > UART
CANopen > CAN Bus
Time-Sensitive Networking | =TSN > Ethernet
=SOME/IP | Scalable service-Oriented MiddlewarE over IP > AUTOSAR
Diagnostics over IP | =DoIP > Unified Diagnostic Services
=ISO-TP | =ISO 15765 | =ISO 15765-2 > Unified Diagnostic Services
XCP Protocol | =XCP | Universal Measurement and Calibration Protocol > CAN Bus
Vector CANape | =CANape > CAN Bus
PEAK PCAN | =PCAN | =PCAN-USB | PCAN-View > CAN Bus
Bluetooth Development | ~=Bluetooth | Bluetooth Classic | Bluetooth stack | Bluetooth protocol stack > Embedded Systems
Cellular IoT Modules | cellular modems | cellular modules | =LTE modems | =LTE-M modules > Internet of Things
AT Command Set | =AT commands | =AT Commands | =AT command interface > Cellular IoT Modules
=NMEA 0183 | =NMEA | =NMEA sentences > GNSS
Inertial Measurement Units | =IMU | =IMUs | accelerometers and gyroscopes > Sensor Fusion
Sensor Drivers | sensor driver development | sensor interfacing | sensor integration > Device Drivers
Display Drivers | =LCD drivers | display driver development | =TFT displays | =LCD interfacing > Device Drivers
Touchscreen Controllers | touch controllers | capacitive touch sensing > Device Drivers
=ARINC 429 > Avionics
=ARINC 653 > Real-Time Operating Systems, Avionics
=MIL-STD-1553 | =1553 data bus > Avionics
# Operating systems and runtimes
Green Hills INTEGRITY | INTEGRITY RTOS | Green Hills INTEGRITY-178 > Real-Time Operating Systems
Green Hills MULTI | MULTI IDE | Green Hills MULTI IDE > Firmware Development
SEGGER embOS | =embOS > Real-Time Operating Systems
SafeRTOS | =SAFERTOS > Real-Time Operating Systems, Functional Safety
PikeOS | SYSGO PikeOS > Real-Time Operating Systems
Apache NuttX | NuttX > Real-Time Operating Systems
RT-Thread > Real-Time Operating Systems
RTOS Synchronization | mutexes | semaphores | mutexes and semaphores | RTOS message queues | task synchronization > Real-Time Operating Systems
Linux Kernel Modules | kernel modules | loadable kernel modules | kernel module development > Linux Kernel Development
Embedded Rust | Rust embedded | embedded-hal > Rust, Embedded Systems
MicroPython > Python, Microcontrollers
CircuitPython > Python, Microcontrollers
BusyBox > Embedded Linux
OpenWrt | OpenWRT firmware > Embedded Linux
Android BSP Development | Android BSP | Android platform bring-up | =AOSP | Android Open Source Project | Android HAL > Android Development, Board Support Packages
Hardware Abstraction Layers | =HAL | hardware abstraction layer | =HAL drivers > Firmware Development
=CMSIS | =CMSIS-DSP | =CMSIS-RTOS | Cortex Microcontroller Software Interface Standard > ARM Cortex-M
# Memory, storage and low-level code
Flash Memory Programming | flash memory | =NOR flash | =NAND flash | flash drivers | flash programming > Firmware Development
=EEPROM | =EEPROM emulation > Firmware Development
Embedded File Systems | embedded filesystems | flash file systems > Firmware Development
FatFs | =FATFS > Embedded File Systems
LittleFS > Embedded File Systems
Linker Scripts | linker script | linker files | memory map files > Firmware Development
Memory Protection Unit | =MPU | =MPU configuration > ARM Cortex-M
Memory Management Unit | =MMU > Embedded Linux
Memory-Mapped I/O | =MMIO | register-level programming | bare-metal register access > Firmware Development
Fixed-Point Arithmetic | fixed-point math | fixed point arithmetic | =Q15 | fixed-point DSP > Signal Processing
Bit Manipulation | bitwise operations | bit masking > Embedded C
Digital Filters | =FIR filters | =IIR filters | digital filter design | =FIR/IIR filters > Signal Processing
# Debug, test and toolchains
SEGGER Ozone | Ozone debugger > SEGGER J-Link
SEGGER SystemView | SystemView > Real-Time Operating Systems
Percepio Tracealyzer | Tracealyzer > Real-Time Operating Systems
OpenOCD | Open On-Chip Debugger > JTAG
Logic Analyzers | logic analyzer | logic analysers | logic analyser > Firmware Development
Saleae Logic | Saleae | Saleae logic analyzer > Logic Analyzers
Protocol Analyzers | protocol analyzer | bus analyzers | serial protocol analyzers > Firmware Development
Hardware/Software Integration | hardware-software integration | =HW/SW integration | hardware software integration > Embedded Systems
Power Profiling | current consumption measurement | power consumption profiling | Nordic Power Profiler Kit | =PPK2 > Low-Power Embedded Design
GCC Toolchain | ~=GCC | GNU Compiler Collection | =arm-none-eabi-gcc | GNU Arm Embedded Toolchain | Arm GNU Toolchain > Cross-Compilation
LLVM | =LLVM/Clang | =Clang | Clang compiler > Cross-Compilation
LDRA | LDRA Testbed | LDRA tool suite | LDRAunit > Static Code Analysis
Parasoft C/C++test | Parasoft C++test > Static Code Analysis
VectorCAST | Vector VectorCAST > Unit Testing
Razorcat TESSY | =TESSY > Unit Testing
QA Systems Cantata | Cantata++ > Unit Testing
Helix QAC | Perforce QAC | =QA-C | =QAC > Static Code Analysis
dSPACE | dSPACE SCALEXIO | dSPACE MicroAutoBox | dSPACE TargetLink > Hardware-in-the-Loop Testing
NI VeriStand | VeriStand > Hardware-in-the-Loop Testing
Model-Based Design | model-based development | =MBD | model-based software development > Simulink
V-Model | V-model development | V-cycle | =V-model lifecycle > Systems Engineering
Siemens Polarion | Polarion | Polarion ALM > Requirements Management
PTC Codebeamer | Codebeamer | codeBeamer ALM > Requirements Management
# Automotive, safety and applications
AUTOSAR Classic | Classic AUTOSAR | AUTOSAR Classic Platform > AUTOSAR
AUTOSAR Adaptive | Adaptive AUTOSAR | AUTOSAR Adaptive Platform > AUTOSAR
Vector DaVinci | DaVinci Configurator | DaVinci Developer | Vector DaVinci Configurator > AUTOSAR
EB tresos | Elektrobit tresos | =EB tresos Studio > AUTOSAR
Automotive Safety Integrity Level | =ASIL | =ASIL-D | =ASIL D | =ASIL-B | =ASIL B | ASIL decomposition > ISO 26262
IEC 60730 | =IEC 60730 Class B | Class B safety software | =UL 60730 > Functional Safety
Electronic Control Units | =ECU | =ECUs | =ECU software | =ECU development | automotive ECUs > AUTOSAR
Infotainment Systems | in-vehicle infotainment | =IVI systems | automotive infotainment > Automotive Industry
Field-Oriented Control | =FOC | field oriented control | =FOC motor control > Motor Controls
BLDC Motor Control | brushless DC motor control | =BLDC | =BLDC motors | =PMSM control > Motor Controls
Embedded GUI Development | embedded GUI | embedded graphics | embedded UI development > Embedded Systems
LVGL | Light and Versatile Graphics Library > Embedded GUI Development
TouchGFX | STM32 TouchGFX > Embedded GUI Development
SEGGER emWin | =emWin > Embedded GUI Development
Qt for MCUs > Qt, Embedded GUI Development

## IT help desk practice
# Service desk tools
Spiceworks | Spiceworks Help Desk > IT Service Management
TeamDynamix | =TDX > IT Service Management
SysAid | SysAid ITSM > IT Service Management
Call Logging | call logging and tracking | incident logging > Ticketing Systems
# Endpoints, devices and deployment
Quest KACE | =KACE | KACE Systems Management Appliance | Dell KACE > Endpoint Management
Automox > Patch Management
ManageEngine Endpoint Central | Desktop Central | ManageEngine Desktop Central > Endpoint Management
Absolute Secure Endpoint | Absolute Software | Absolute Computrace > Endpoint Security
Windows Update Troubleshooting | Windows Update | Windows updates | Windows Update for Business > Patch Management
Microsoft Defender Antivirus | Windows Defender | Defender Antivirus > Antivirus Software
Blue Screen Troubleshooting | =BSOD | blue screen of death | =BSOD troubleshooting | blue screen errors > Microsoft Windows
Windows Command Prompt | Command Prompt | Windows command line > Microsoft Windows
Command-Line Network Utilities | =ipconfig | =nslookup | =tracert | =traceroute | =netstat | network command-line tools > Network Troubleshooting
Web Browser Support | browser troubleshooting | browser support | web browser troubleshooting | clearing browser cache > Desktop Support
Samsung Knox | Knox Mobile Enrollment | Knox Manage | Samsung Knox Manage > Mobile Device Management
Android Enterprise | Android Enterprise enrollment | Android zero-touch enrollment > Mobile Device Management
Apple Configurator | Apple Configurator 2 > Mobile Device Management
Computer Setup | workstation setup | new computer setup | =PC setup | laptop setup | computer deployment | workstation deployment > Desktop Support
PC Builds | computer assembly | =PC assembly | building PCs | custom PC builds > Computer Hardware Repair
Mobile Device Setup | smartphone setup | mobile phone setup | mobile device configuration | cell phone setup > Mobile Device Troubleshooting
Asset Tagging | asset tags | IT asset tagging | hardware asset tagging > IT Asset Management
Dell Hardware | Dell laptops | Dell desktops | Dell Latitude | Dell OptiPlex | Dell PowerEdge > Computer Hardware Repair
HP Hardware | HP laptops | HP desktops | HP EliteBook | HP ProBook > Computer Hardware Repair
Lenovo ThinkPad | ThinkPad | Lenovo laptops | ThinkCentre | Lenovo hardware > Computer Hardware Repair
Dell ProSupport | ProSupport | Dell ProSupport Plus > Hardware Warranty Claims
Thin Clients | thin client support | Dell Wyse | =Wyse thin clients | IGEL thin clients > Virtual Desktop Infrastructure
Docking Stations | docking station setup | laptop docks | docking station troubleshooting > Peripheral Device Support
Dual Monitor Setup | monitor setup | multiple monitor setup | dual monitors > Peripheral Device Support
Remote Wipe | remote lock and wipe | device wipe | remote device wipe > Mobile Device Management
Device Enrollment | device enrollment programs | =DEP enrollment | zero-touch enrollment > Mobile Device Management
Windows Hello for Business | Windows Hello > Multi-Factor Authentication
Microsoft Authenticator | Microsoft Authenticator app > Multi-Factor Authentication
Microsoft Universal Print | Universal Print > Print Server Administration
Hardware Diagnostics | hardware diagnostic tools | Dell SupportAssist | HP PC Hardware Diagnostics | memory diagnostics > Hardware Troubleshooting
User State Migration | User State Migration Tool | =USMT | user profile migration | user data transfer > Computer Setup
Disk Sanitization | data destruction | hard drive wiping | secure data wiping | =NIST 800-88 | =DBAN > IT Asset Disposition
IT Asset Disposition | =ITAD | e-waste disposal | hardware disposal > IT Asset Management
# Software packaging and deployment
Software Packaging | application packaging | =MSI packaging | =MSIX packaging | app packaging > Software Deployment
Windows Installer | =MSI installers | =msiexec | =MSI files > Software Packaging
Ninite | Ninite Pro > Software Deployment
Windows Package Manager | =winget > Software Deployment
Intune Company Portal | Microsoft Company Portal > Microsoft Intune
Microsoft 365 Apps Deployment | Office deployment | Office Deployment Tool | Microsoft 365 Apps for enterprise | Office 365 ProPlus deployment > Microsoft 365 Administration
# Accounts, access and email
RSA SecurID | SecurID | RSA tokens | RSA SecurID tokens > Multi-Factor Authentication
YubiKey | YubiKeys | Yubico > Multi-Factor Authentication
Smart Card Authentication | smart cards | smart card readers | =PIV cards | =CAC cards | Common Access Card | =PIV/CAC > Multi-Factor Authentication
Active Directory Security Groups | =AD security groups | security group management | =AD groups > Active Directory
File Share Administration | file shares | shared drives | shared folders | network shares | network file shares > Windows Server
Spam Filtering | spam filters | email filtering | junk mail filtering | spam quarantine > Email Security
# Network, phones and conference rooms
Wireless Troubleshooting | Wi-Fi troubleshooting | wireless connectivity troubleshooting | WiFi troubleshooting | wireless connectivity issues > Wireless Networking
Cisco IP Phones | Cisco IP phone support | Cisco desk phones | Cisco phones > Voice over IP
Microsoft Teams Phone | Teams Phone | Teams Voice | Teams calling | Teams Phone System > Microsoft Teams, Voice over IP
=3CX | 3CX phone system > Voice over IP
Patch Panels | patch panel | patch panel installation | patch cabling > Structured Cabling
Punch-Down Termination | punch down | punch-down | punching down cable | punch down tool | =110 block > Structured Cabling
Cable Testing | cable testers | cable certification | cable certifiers | Fluke cable tester > Structured Cabling
Cat5e/Cat6 Cabling | =Cat6 | =Cat5e | =Cat6a | =Cat 6 | =Cat 5e | Category 6 cabling > Structured Cabling
RJ45 Termination | =RJ45 | =RJ-45 | =RJ45 connectors | crimping network cables > Structured Cabling
Toner and Probe | tone and probe | cable toner | tone generator and probe > Structured Cabling
Cable Management | cable dressing | rack cable management > Structured Cabling
Conference Room Technology | conference room support | meeting room technology | meeting room support | conference room setup > Audio-Visual Setup
Crestron | Crestron control systems | Crestron Flex | Crestron touch panels > Audio-Visual Setup
Polycom | Poly Studio | Poly video conferencing | Polycom phones | Poly phones > Video Conferencing Support
Projector Setup | projectors | projector troubleshooting | projector installation > Audio-Visual Setup
# Remote access and virtual desktops
Windows 365 | Windows 365 Cloud PC | Cloud PC > Virtual Desktop Infrastructure
Devolutions Remote Desktop Manager | Remote Desktop Manager | Devolutions RDM > Remote Desktop Protocol
Royal TS | Royal TSX > Remote Desktop Protocol
=PuTTY > SSH
# Certifications
Modern Desktop Administrator Associate | =MD-100 | =MD-101 | Microsoft 365 Modern Desktop Administrator | Microsoft 365 Certified Modern Desktop Administrator Associate > Microsoft 365 Administration
Microsoft 365 Fundamentals | =MS-900 | Microsoft 365 Certified Fundamentals > Microsoft 365 Administration
CompTIA IT Fundamentals | =ITF+ | =CompTIA ITF+ | CompTIA Tech+ > IT Support

## Quality engineering (manufacturing) practice
# Nonconformance, problem solving and quality system
Quality Alerts | quality alert | quality alert notices | quality bulletins > Containment Actions
Quick Response Quality Control | =QRQC > 8D Problem Solving
Deviations and Waivers | deviation requests | material deviations | customer waivers | concession requests | product deviations > Nonconforming Material Control
Quarantine and Hold Procedures | quarantine procedures | hold tags | material holds | quality hold tags > Nonconforming Material Control
Defect Reduction | defect reduction projects | defect rate reduction > Quality Improvement
Quality Metrics | quality KPIs | quality metrics reporting > Quality Management Systems
Quality Management Review | ~management review | management review meetings | =QMS management review > Quality Management Systems
Risk-Based Thinking | risk-based thinking approach > ISO 9001
Quality Manual | quality manuals | =QMS manual > Quality Management Systems
Quality Engineering | quality engineering principles | manufacturing quality engineering > Quality Management Systems
Defects Per Million Opportunities | =DPMO | =DPMO metrics > Six Sigma
Rolled Throughput Yield | =RTY > First Pass Yield
ISO 31000 | =ISO 31000 risk management > Risk Management
Internal Quality Audits | =QMS internal audits | ISO internal audits | internal quality auditing | =ISO 9001 internal audits | ?internal audit > Quality Audits
Customer Audits | customer quality audits | second-party audits | customer audit preparation > Quality Audits
Registrar Audits | certification body audits | surveillance audits | recertification audits | ISO registrar audits > ISO 9001
Gauge and Fixture Design | gauge design | gage design | checking fixtures | check fixtures | checking fixture design | checking aids > Dimensional Inspection
OGP SmartScope | SmartScope | =OGP > Vision Measuring Systems
Skip-Lot Sampling | skip-lot inspection | skip lot sampling > Acceptance Sampling
Burst Testing | burst pressure testing | burst tests > Pressure Testing
Customer Returns Analysis | returned parts analysis | =RMA analysis | field returns analysis > Failure Analysis
# Measurement, sampling and calibration
Type 1 Gage Study | type 1 gauge study | =Cgk | =Cg/Cgk | type 1 study > Measurement System Analysis
Bias and Linearity Studies | bias and linearity | linearity and bias study | gage linearity | gauge linearity and bias > Measurement System Analysis
Variables Sampling | variables sampling plans | =ANSI/ASQ Z1.9 | =Z1.9 | =ISO 3951 > Acceptance Sampling
Zero-Acceptance-Number Sampling | zero acceptance number sampling | Squeglia sampling | Squeglia sampling plans > Acceptance Sampling
=MIL-STD-1916 > Acceptance Sampling
NIST Traceable Calibration | =NIST traceability | traceable to NIST | =NIST-traceable calibration | =NIST traceable standards > Instrument Calibration
Calibration Certificates | calibration certs | calibration records > Gage Calibration
=ISO 10012 | ISO 10012 measurement management > Metrology
=ISO 2768 | ISO 2768 general tolerances > Geometric Dimensioning and Tolerancing
Geomagic Control X | Geomagic Control > Metrology
Coating Thickness Measurement | coating thickness | dry film thickness measurement | =DFT measurement | paint thickness gauges | plating thickness measurement > Quality Control
Color Measurement | color quality control | spectrophotometric color measurement | color matching inspection > Quality Control
Gloss Measurement | gloss meters | gloss meter > Color Measurement
X-Ray Fluorescence | =XRF | =XRF analysis | =XRF analyzers | X-ray fluorescence testing > Materials Testing
Positive Material Identification | =PMI testing | =PMI analysis > Materials Testing
Material Certifications | mill test reports | =MTRs | =MTR review | mill certs | material certs | material test reports > Incoming Inspection
Certificates of Conformance | certificate of conformance | =C of C | =CofC > Quality Control
Durometer Testing | durometer | Shore hardness | Shore A hardness | Shore durometer > Hardness Testing
Pull Testing | pull tests | pull force testing | wire pull testing > Materials Testing
Crimp Testing | crimp pull testing | crimp pull test | crimp height measurement | crimp cross-section analysis > Pull Testing
Peel Testing | peel strength testing | peel tests > Materials Testing
Shear Testing | shear strength testing | lap shear testing | shear tests > Materials Testing
Reliability Testing | reliability test | reliability tests | reliability test planning > Reliability Engineering
Drop Testing | drop tests | package drop testing > Reliability Testing
Burn-In Testing | burn-in | burn-in test > Reliability Testing
In-Circuit Testing | in-circuit test | =ICT testing | =ICT fixtures | =ICT programming > Functional Testing
Flying Probe Testing | flying probe | flying probe test > In-Circuit Testing
Solderability Testing | solderability > Soldering
Industrial X-Ray Inspection | X-ray inspection | automated X-ray inspection | =AXI | =BGA X-ray inspection | =BGA inspection > Nondestructive Testing
Electrostatic Discharge Control | =ESD control | =ESD control program | =ANSI/ESD S20.20 | =S20.20 | =ESD protection > Quality Control
=IPC/WHMA-A-620 | =IPC-A-620 | IPC 620 | wire harness workmanship > IPC-A-610
=IPC-A-600 | =IPC-600 | acceptability of printed boards > IPC-A-610
=IPC-6012 | IPC-6012 qualification > IPC-A-600
# Customer and industry requirements
=AS13100 | AS13100 aero engine supplier quality > AS9100
=AS9103 | AS9103 variation management > AS9100
=AS9138 | AS9138 sampling > AS9100
Source Inspection | source inspections | supplier source inspection | pre-shipment inspection > Supplier Quality Management
=VDA 6.1 > Quality Management Systems
=VDA Volume 2 | =VDA 2 | Production Process and Product Approval | =PPF approval > Production Part Approval Process
Formel Q | Formel-Q | VW Formel Q > IATF 16949
Ford Q1 | Ford Q1 certification | Ford Q1 award > IATF 16949
GM BIQS | =BIQS | Built-In Quality Supply > IATF 16949
=MAQMSR | Minimum Automotive Quality Management System Requirements for Sub-Tier Suppliers > IATF 16949
=MMOG/LE | Materials Management Operations Guideline > IATF 16949

## Chemical engineering practice
# Unit operations and equipment
Packed Column Design | packed columns | packed towers | column internals | tray and packing design > Distillation Column Design
Filtration Systems | industrial filtration | ~filtration | solid-liquid separation | filter selection > Unit Operations
Mixing and Agitation | agitator design | industrial mixing | ~agitation | mixing scale-up > Unit Operations
Continuous Stirred-Tank Reactors | =CSTR | =CSTRs | continuous stirred tank reactors > Reactor Design
Plug Flow Reactors | =PFR | =PFRs | plug flow reactor design > Reactor Design
Batch Reactors | batch reactor design | batch reactor operation > Reactor Design
Positive Displacement Pumps | =PD pumps | gear pumps | diaphragm pumps | metering pumps > Rotating Equipment
Pressure Vessels | pressure vessel | pressure vessel specification > ASME Boiler and Pressure Vessel Code
Pressure Safety Valves | =PSV | =PSVs | pressure relief valves | =PRVs | safety relief valves > Relief Valve Sizing
Emergency Shutdown Systems | =ESD systems | emergency shutdown | =ESD logic | emergency shutdown valves > Safety Instrumented Systems
Safety Interlocks | ~interlocks | process interlocks | interlock testing | interlock design > Safety Instrumented Systems
Depressurization Studies | blowdown studies | depressurization | emergency depressurization | =EDP studies > Flare Systems
Process Hydraulics | pipe hydraulics | hydraulic calculations for piping | two-phase flow calculations > Line Sizing
Bulk Solids Handling | solids handling | powder handling | bulk material handling | powder flow > Unit Operations
Pneumatic Conveying | pneumatic conveying systems | dense phase conveying > Bulk Solids Handling
Size Reduction | particle size reduction | milling and grinding | comminution > Unit Operations
Particle Size Analysis | particle size distribution | =PSD analysis | laser diffraction particle sizing > Unit Operations
Rheology | viscosity measurement | rheometry | rheological testing | rheological characterization > Fluid Mechanics
Ion Exchange | ion exchange systems | ion exchange resins | demineralizers > Water Treatment
Adsorption Processes | adsorption units | adsorption columns | adsorbent beds | activated carbon adsorption | molecular sieve dehydration > Separation Processes
Pressure Swing Adsorption | =PSA units | =PSA hydrogen purification | pressure swing adsorption units > Adsorption Processes
Membrane Separation | membrane separations | gas separation membranes | membrane processes > Separation Processes
Cryogenic Processes | cryogenics | cryogenic separation | air separation units | cryogenic distillation > Process Engineering
# Industry processes
Petrochemical Processes | petrochemicals | petrochemical processing | petrochemical plants > Process Engineering
Steam Cracking | ethylene crackers | ethylene cracker | olefins cracking | olefins production > Petrochemical Processes
Polymer Science | polymer chemistry | ~polymers | polymer engineering > Polymerization
Sulfur Recovery Units | =SRU | =SRUs | sulfur recovery | Claus process | Claus units > Petroleum Refining
Hydrogen Production | hydrogen generation | hydrogen plants | hydrogen production units > Process Engineering
Steam Methane Reforming | steam reforming | hydrogen reformers | =SMR units > Hydrogen Production
Water Electrolysis | electrolyzers | electrolyzer systems | =PEM electrolysis | alkaline electrolysis | electrolyser systems > Hydrogen Production
Green Hydrogen | renewable hydrogen | green hydrogen production > Hydrogen Production
Ammonia Synthesis | ammonia production | ammonia plants | Haber-Bosch process > Process Engineering
Liquefied Natural Gas | =LNG | =LNG plants | =LNG liquefaction | natural gas liquefaction > Natural Gas Processing
Natural Gas Liquids | =NGL | =NGLs | natural gas liquids recovery > Natural Gas Processing
Biofuels | biofuel production | biorefining | biorefineries > Process Engineering
Renewable Diesel | =HVO | renewable diesel production | hydrotreated vegetable oil > Biofuels
Biodiesel Production | biodiesel | transesterification > Biofuels
Fuel Ethanol Production | ethanol plants | ethanol production | corn ethanol > Biofuels
Bioprocess Engineering | bioprocessing | bioprocess development | bioprocess scale-up > Process Engineering
Industrial Fermentation | fermentation processes | fermentation scale-up | ~fermentation | fermenters > Bioprocess Engineering
Mineral Processing | mineral beneficiation | ore processing | mineral processing plants > Process Engineering
Froth Flotation | ~flotation | flotation circuits | flotation cells > Mineral Processing
Hydrometallurgy | hydrometallurgical processes > Mineral Processing
Leaching | heap leaching | tank leaching | agitated leaching > Hydrometallurgy
Solvent Extraction and Electrowinning | =SX/EW | =SX-EW | electrowinning > Hydrometallurgy
Pulp and Paper Processes | pulp and paper | papermaking | kraft pulping | paper machines > Process Engineering
Cement Manufacturing | cement kilns | clinker production | cement plant operations > Process Engineering
Kilo Lab | kilo-lab | kilo lab scale-up > Process Scale-Up
Bench-Scale Testing | bench-scale experiments | lab-scale experiments | bench scale testing | bench-scale studies > Process Scale-Up
Process Development | chemical process development | process R&D | process development chemistry > Process Engineering
# Simulation, data and economics
Aspen Properties > Aspen Plus
Aspen Custom Modeler > Process Simulation
Aspen Batch Modeler | Aspen Batch Process Developer > Process Simulation
Aspen InfoPlus.21 | =IP.21 | =IP21 | AspenTech IP.21 | InfoPlus.21 > Process Historians
Aspen Process Economic Analyzer | =APEA > Capital Cost Estimation
Aspen Capital Cost Estimator | =ACCE > Capital Cost Estimation
Capital Cost Estimation | capital cost estimates | =CAPEX estimation | =CAPEX estimates | =AACE estimate classes | factored cost estimates > Cost Estimating
Techno-Economic Analysis | =TEA | techno-economic assessment | techno-economics | techno-economic modeling > Chemical Process Design
PI Vision | AVEVA PI Vision | OSIsoft PI Vision > OSIsoft PI
PI ProcessBook | OSIsoft PI ProcessBook > OSIsoft PI
# Process safety and environment
HAZID Studies | =HAZID | hazard identification studies | hazard identification workshops | =HAZID workshops > Process Hazard Analysis
HAZOP Facilitation | HAZOP facilitator | HAZOP leader | HAZOP chair | HAZOP scribe > HAZOP
Dow Fire and Explosion Index | Dow F&EI | =F&EI | fire and explosion index > Process Hazard Analysis
CAMEO Chemicals | CAMEO suite | CAMEO software > Hazard Communication
Globally Harmonized System | =GHS | =GHS labeling | =GHS classification | =GHS SDS > Hazard Communication
Chemical Handling | hazardous chemical handling | chemical handling procedures | safe chemical handling > Hazard Communication
Chemical Compatibility | chemical compatibility charts | materials compatibility | chemical resistance > Material Selection
Steam-in-Place | ?=SIP | steam in place | =SIP systems | =SIP cycles > Clean-in-Place
Greenhouse Gas Reporting | =GHG reporting | =EPA GHGRP | =GHGRP | 40 CFR Part 98 | =Subpart W | greenhouse gas emissions reporting > Air Permitting
Industrial Wastewater Treatment | industrial wastewater | wastewater pretreatment | pretreatment programs | industrial pretreatment > Wastewater Treatment
Sludge Dewatering | filter presses | belt filter presses | sludge handling | centrifuge dewatering > Wastewater Treatment
Water Chemistry | water chemistry control | cooling water chemistry | boiler water chemistry > Industrial Water Treatment
Waste Heat Recovery | heat recovery | heat recovery systems | =WHRU | heat recovery steam generators | =HRSG > Steam Systems
Combined Heat and Power | cogeneration | =CHP plants | =CHP systems | cogeneration plants > Steam Systems
Industrial Decarbonization | decarbonization | decarbonisation | process decarbonization > Process Engineering

## Biomedical engineering (medical devices) practice
# Regulatory pathways and submissions
FDA Premarket Approval | =PMA | premarket approval | =PMA submissions | =PMA applications | =PMA supplements > 510(k) Submissions
De Novo Classification | De Novo requests | De Novo request | FDA De Novo | De Novo submissions > 510(k) Submissions
EU In Vitro Diagnostic Regulation | =IVDR | =EU IVDR > EU Medical Device Regulation
Quality Management System Regulation | =QMSR | FDA QMSR > FDA 21 CFR Part 820
Medical Device Single Audit Program | =MDSAP | =MDSAP audits > ISO 13485
Medical Device Reporting | =MDR reporting | =MDR reports | =eMDR | 21 CFR Part 803 | FDA MDR reporting > Post-Market Surveillance
Vigilance Reporting | vigilance reports | EU vigilance | =MIR reports | =FSCA | field safety corrective actions > Post-Market Surveillance
Medical Device Recalls | corrections and removals | 21 CFR Part 806 | device recalls > Post-Market Surveillance
Post-Market Surveillance | postmarket surveillance | post market surveillance | =PMS plans | =PMS reports | =PMSR | =PSUR > Medical Devices
Post-Market Clinical Follow-up | =PMCF | =PMCF plans | =PMCF studies > Post-Market Surveillance
Clinical Evaluation Reports | ?=CER | clinical evaluation report | =MEDDEV 2.7/1 > EU Medical Device Regulation
Medical Device Technical Files | technical files | technical file | design dossiers | =MDR technical documentation > EU Medical Device Regulation
Notified Body Audits | Notified Body | notified bodies | notified body submissions > EU Medical Device Regulation
Unique Device Identification | =UDI | =GUDID | =UDI labeling | =UDI-DI > Medical Device Labeling
=EUDAMED | European Database on Medical Devices > EU Medical Device Regulation
Medical Device Classification | device classification | Class II medical devices | Class III medical devices | Class II devices | Class III devices > Regulatory Affairs
Combination Products | drug-device combination products | 21 CFR Part 4 | combination product development > Medical Devices
In Vitro Diagnostics | =IVD | =IVDs | in vitro diagnostic devices | =IVD development > Medical Devices
Point-of-Care Diagnostics | point-of-care diagnostic devices | =POC diagnostics > In Vitro Diagnostics
FDA Form 483 Responses | =FDA 483 | FDA Form 483 | 483 observations | =FDA 483 responses | =483 responses > FDA Inspection Readiness
Regulatory Affairs Certification | =RAC | =RAC Devices | =RAPS RAC > Regulatory Affairs
Medical Device Cybersecurity | FDA premarket cybersecurity | =AAMI TIR57 | =IEC 81001-5-1 | medical device security > Cybersecurity, Medical Devices
Software as a Medical Device | =SaMD | software as medical device > Medical Devices, IEC 62304
# Standards, testing and validation
=ISO 10993 | =ISO 10993-1 | ISO 10993 biocompatibility > Biocompatibility Testing
Biocompatibility Testing | biocompatibility | biocompatibility evaluation | biological evaluation of medical devices > Medical Devices
Sterilization Validation | sterilization process validation | sterilization validations > Process Validation
=ISO 11135 | ethylene oxide sterilization validation > Ethylene Oxide Sterilization, Sterilization Validation
=ISO 11137 | radiation sterilization validation > Radiation Sterilization
Radiation Sterilization | gamma sterilization | gamma irradiation | e-beam sterilization | electron beam sterilization > Sterilization Validation
=ISO 17665 | moist heat sterilization validation > Steam Sterilization, Sterilization Validation
Bioburden Testing | bioburden | =ISO 11737 | bioburden monitoring > Sterilization Validation
Sterility Testing | sterility tests | =USP 71 > Sterilization Validation
Packaging Validation | sterile packaging validation | package validation | sterile barrier systems | sterile barrier packaging > Process Validation
=ISO 11607 | =ISO 11607-1 | =ISO 11607-2 > Packaging Validation
Accelerated Aging | =ASTM F1980 | accelerated aging studies | accelerated aging testing > Packaging Validation
Shelf-Life Testing | shelf life testing | shelf-life studies | real-time aging > Accelerated Aging
Seal Strength Testing | =ASTM F88 | seal peel testing | seal strength > Packaging Validation
Package Integrity Testing | =ASTM F2096 | =ASTM F1929 | bubble leak testing | dye penetration testing | package integrity > Packaging Validation
Distribution Simulation Testing | =ISTA | =ISTA 2A | =ISTA 3A | =ASTM D4169 | transit testing | shipping validation > Packaging Validation
Cleaning Validation | cleaning validations | cleaning process validation > Process Validation
Test Method Validation | ?=TMV | test method validations | =TMV protocols > Design Verification Testing
Medical Device Labeling | =IFU | =IFUs | instructions for use | device labeling | labeling review > Medical Devices
=ISO 15223-1 | =ISO 15223 | medical device symbols > Medical Device Labeling
=IEC 61010-1 | =IEC 61010 | =UL 61010-1 > Electrical Safety
=IEC 62133 | IEC 62133 battery safety > Electrical Safety
=CISPR 11 | =CISPR 11 emissions > Electromagnetic Compatibility
=IEC 62353 | medical equipment electrical safety | leakage current testing > Electrical Safety
# Design controls and verification
Design Validation | design validation testing > Design Controls
Design Inputs and Outputs | design inputs | design outputs | design input requirements > Design Controls
Design Transfer | design transfer to manufacturing | design transfers > Design Controls
Device Master Record | =DMR | device master records | =DMRs > Design Controls
Device History Record | =DHR | device history records | =DHRs | =DHR review > Design Controls
Use-Related Risk Analysis | =URRA | =UFMEA | use error analysis | use-related risk assessment > Human Factors Engineering
Risk-Benefit Analysis | benefit-risk analysis | benefit-risk determination | risk/benefit analysis > ISO 14971
=ISO/TR 24971 > ISO 14971
Computer Software Assurance | FDA computer software assurance > Computer System Validation
Sample Size Justification | statistical sample size justification | sample size rationale | sample size determination > Design Verification Testing
Bench Testing | benchtop testing | bench-top testing | bench test | bench testing protocols > Design Verification Testing
Simulated Use Testing | simulated-use testing | simulated use studies > Design Validation
Cadaver Labs | cadaver testing | cadaveric studies | cadaver lab | cadaver studies > Design Validation
Preclinical Device Studies | =GLP animal studies | preclinical studies | preclinical device testing > Good Laboratory Practice
Fatigue Testing | fatigue life testing | cyclic fatigue testing | fatigue tests > Materials Testing
Instron | Instron testing | Instron Bluehill | Bluehill software > Tensile Testing
Verification Test Protocols | test protocols | test protocol writing | test protocols and reports > Design Verification Testing
# Device technologies, materials and processes
Biomechanics | orthopedic biomechanics | biomechanical testing | biomechanical analysis > Medical Devices
Biomaterials | biomaterial selection | biomaterials science | implantable materials > Medical Devices
Bioinstrumentation | biomedical instrumentation | medical instrumentation > Medical Devices
Medical Imaging Systems | medical imaging | imaging systems | medical imaging devices > Medical Devices
3D Slicer | Slicer 3D > Image Processing
Insight Toolkit | =ITK | =SimpleITK > Image Processing
Wearable Medical Devices | ~wearables | wearable devices | wearable sensors | wearable health devices > Medical Devices
Patient Monitoring Systems | patient monitors | physiological monitoring | vital signs monitors | physiological monitors > Medical Devices
Mechanical Ventilators | ventilator design | ventilator repair | ventilator servicing | ventilator development > Medical Devices
Cardiac Rhythm Management Devices | pacemaker design | implantable cardioverter defibrillators | cardiac rhythm management | =CRM devices > Medical Devices
Neurostimulation Devices | neurostimulation | neuromodulation devices | spinal cord stimulators | neurostimulators > Medical Devices
Drug Delivery Devices | drug delivery systems | autoinjectors | auto-injectors | =on-body injectors | prefilled syringe systems > Combination Products
Catheter Design and Development | catheter design | catheter development | catheter manufacturing | catheter-based devices > Medical Devices
Orthopedic Device Design | orthopedic devices | orthopaedic devices | orthopedic device development | orthopedic implant design > Medical Devices
Cardiovascular Devices | structural heart devices | vascular devices | stent design | transcatheter heart valves > Medical Devices
Microfluidics | microfluidic devices | lab-on-a-chip | lab on a chip > In Vitro Diagnostics
Nitinol | nitinol processing | shape memory alloys | nitinol shape setting > Biomaterials
=PEEK | polyether ether ketone | =PEEK implants > Biomaterials
Liquid Silicone Rubber Molding | =LSR molding | =LSR injection molding | liquid silicone rubber | medical silicone molding > Injection Molding
Overmolding | insert molding | overmolded components > Injection Molding
Dip Molding | dip molded components > Medical Devices
Catheter Braiding and Coiling | catheter braiding | braiding and coiling | reinforced catheter shafts > Catheter Design and Development
Balloon Forming | balloon catheter forming | angioplasty balloons | balloon catheters > Catheter Design and Development
UV Adhesive Bonding | UV bonding | UV curing adhesives | UV cure bonding | medical adhesive bonding > Medical Device Assembly
Medical Device Assembly | medical device manufacturing | device assembly | medical device production > Medical Devices
Electropolishing | electropolish | electropolished stainless steel > Passivation
Passivation | =ASTM A967 | =ASTM F86 | citric passivation | stainless steel passivation > Medical Device Assembly
# Clinical engineering and healthcare technology management
Healthcare Technology Management | =HTM | clinical engineering | biomedical equipment management | medical equipment management > Medical Devices
Biomedical Equipment Repair | biomedical equipment maintenance | medical equipment repair | medical equipment maintenance | biomed equipment repair | biomedical equipment servicing > Healthcare Technology Management
Certified Biomedical Equipment Technician | =CBET | =AAMI CBET > Healthcare Technology Management
Certified Radiology Equipment Specialist | =CRES > Healthcare Technology Management
Certified Laboratory Equipment Specialist | =CLES > Healthcare Technology Management
Certified Healthcare Technology Manager | =CHTM > Healthcare Technology Management
Electrical Safety Analyzers | electrical safety analyzer | Fluke ESA620 | =ESA620 | =ESA615 | Fluke biomedical analyzers > IEC 62353
Patient Simulators | vital signs simulators | =SpO2 simulators | =ECG simulators > Healthcare Technology Management
ECRI Device Alerts | =ECRI | ECRI Institute | ECRI alerts | medical device hazard alerts > Healthcare Technology Management
Medical Equipment Incident Investigation | medical device incident investigations | equipment incident investigation > Healthcare Technology Management

## GIS analysis practice
# Esri platform
ArcGIS Online | =AGOL | ArcGIS Online administration > ArcGIS
ArcGIS Enterprise | ArcGIS Enterprise administration > ArcGIS
ArcGIS Server | ArcGIS for Server > ArcGIS Enterprise
Portal for ArcGIS | ArcGIS Portal > ArcGIS Enterprise
ArcGIS Field Maps | Field Maps | Esri Field Maps > ArcGIS Online
Collector for ArcGIS | ArcGIS Collector | Esri Collector > ArcGIS Online
ArcGIS Dashboards | Operations Dashboard for ArcGIS | ArcGIS Operations Dashboard > ArcGIS Online
ArcGIS StoryMaps | Esri StoryMaps | Esri Story Maps | StoryMaps > ArcGIS Online
ArcGIS Experience Builder > ArcGIS Online
ArcGIS Web AppBuilder | Web AppBuilder > ArcGIS Online
ArcGIS Spatial Analyst | Spatial Analyst extension > ArcGIS
ArcGIS Network Analyst | Network Analyst extension > ArcGIS, GIS Network Analysis
ArcGIS 3D Analyst | 3D Analyst > ArcGIS
ArcGIS Image Analyst > ArcGIS, Remote Sensing
ArcGIS Parcel Fabric | parcel fabric > ArcGIS, Cadastral Mapping
ArcGIS Roads and Highways | Roads and Highways > Linear Referencing
ArcGIS Business Analyst | Esri Business Analyst > ArcGIS
Arc Hydro | ArcHydro > Hydrology, ArcGIS
ArcPy | ArcPy scripting | ArcPy site package > Python, ArcGIS
ArcGIS API for Python | ArcGIS Python API > Python, ArcGIS
ArcGIS Maps SDK for JavaScript | ArcGIS API for JavaScript | ArcGIS JS API | ArcGIS JavaScript API > JavaScript, ArcGIS
ArcGIS Arcade | Arcade expressions | ~=Arcade > ArcGIS
ModelBuilder | ArcGIS ModelBuilder > ArcGIS
Esri Technical Certification | Esri certification | Esri certified | ArcGIS Pro certification > ArcGIS
Certified GIS Professional | =GISP | =GISP certification | GIS Certification Institute | =GISCI > Geographic Information Systems
# Geodatabases and spatial data management
Geodatabase Management | geodatabase | geodatabases | geodatabase design | geodatabase administration | Esri geodatabase > ArcGIS
Enterprise Geodatabase | enterprise geodatabases | ArcSDE | =SDE geodatabase | multiuser geodatabase > Geodatabase Management
File Geodatabase | file geodatabases | =FGDB > Geodatabase Management
Geodatabase Topology | ~topology | topology rules | GIS topology | topology validation > Geodatabase Management
Attribute Domains and Subtypes | attribute domains | domains and subtypes | subtypes and domains | coded value domains > Geodatabase Management
Attribute Rules | Arcade attribute rules > Geodatabase Management
Relationship Classes | geodatabase relationship classes > Geodatabase Management
Geodatabase Versioning | branch versioning | traditional versioning | versioned editing | reconcile and post > Enterprise Geodatabase
Spatial Databases | spatial database | spatial SQL | geospatial databases | spatial database design > Geographic Information Systems
Oracle Spatial | Oracle Spatial and Graph | Oracle Locator > Spatial Databases, Oracle Database
Geospatial Data Management | GIS data management | spatial data management | GIS data maintenance | geospatial data maintenance > Geographic Information Systems
GIS Data Editing | feature editing | attribute editing | =GIS editing | ~data editing > Geographic Information Systems
GIS Digitizing | ~digitizing | heads-up digitizing | on-screen digitizing | map digitizing > GIS Data Editing
CAD to GIS Conversion | CAD-to-GIS | CAD/GIS integration | CAD to GIS | CAD data conversion > Geographic Information Systems
AutoCAD Map 3D | Map 3D > AutoCAD, Geographic Information Systems
GIS Metadata | =FGDC metadata | =ISO 19115 | geospatial metadata | =FGDC standards > Geographic Information Systems
# Other GIS and remote sensing software
GDAL | =GDAL/OGR | =OGR | GDAL utilities > Geographic Information Systems, Python
Safe Software FME | =FME | FME Desktop | FME Form | FME Server | FME Flow | FME Workbench > Geographic Information Systems
Global Mapper | Blue Marble Global Mapper > Geographic Information Systems
ERDAS IMAGINE | =ERDAS | Hexagon ERDAS IMAGINE > Remote Sensing
=ENVI | ENVI image analysis | L3Harris ENVI > Remote Sensing
Google Earth Engine | =GEE | Earth Engine > Remote Sensing
GRASS GIS | =GRASS > Geographic Information Systems
MapInfo Pro | =MapInfo | Precisely MapInfo | Pitney Bowes MapInfo > Geographic Information Systems
Agisoft Metashape | Metashape | Agisoft PhotoScan > Photogrammetry
CloudCompare > Point Cloud Processing
LAStools | rapidlasso LAStools > LiDAR
Terrasolid TerraScan | TerraScan | Terrasolid > LiDAR
Trimble eCognition | eCognition > Object-Based Image Analysis
Shapely | Shapely library > Python, Geospatial Analysis
Rasterio > Python, Raster Analysis
pyproj > Python, Coordinate Reference Systems
# Web GIS and services
Web Mapping | web maps | web mapping applications | online mapping | web GIS > Geographic Information Systems
OpenLayers > JavaScript, Web Mapping
GeoServer > Web Mapping
MapServer > Web Mapping
=CARTO | CartoDB | CARTO platform > Web Mapping
CesiumJS | Cesium ion | ~=Cesium > Web Mapping, JavaScript
OGC Web Services | =OGC standards | ?WMS | =WFS | =WMTS | =OGC services | =OGC web services > Web Mapping
Esri Feature Services | feature services | hosted feature layers | feature layers | feature service publishing > ArcGIS Online
Map Services | map image services | map image layers | =REST map services | map service publishing > ArcGIS Enterprise
Vector Tiles | vector tile layers | vector tile services > Web Mapping
## GIS analysis methods and data
# Data formats and reference data
Shapefiles | shapefile | Esri shapefiles | Esri shapefile > Geographic Information Systems
GeoJSON > Geographic Information Systems
Keyhole Markup Language | =KML | =KMZ | =KML/KMZ | =KML files > Geographic Information Systems
GeoPackage | =GPKG > Geographic Information Systems
GeoTIFF | Cloud Optimized GeoTIFF > Raster Analysis
NetCDF | =netCDF files | =NetCDF data > Raster Analysis
LAS/LAZ Files | =LAS files | =LAZ files | =LAS/LAZ | =LAS format > LiDAR
OpenStreetMap | =OSM | OpenStreetMap data > Geographic Information Systems
Census TIGER/Line Data | =TIGER/Line | TIGER/Line shapefiles | census geography | census tracts > Geographic Information Systems
National Hydrography Dataset | ?=NHD | =NHDPlus > Hydrology
National Land Cover Database | =NLCD > Land Cover Classification
=NAIP Imagery | =NAIP | National Agriculture Imagery Program > Aerial Imagery
=SSURGO | SSURGO soils data | Soil Survey Geographic Database > Geographic Information Systems
# Remote sensing and imagery
Remote Sensing | remote sensing analysis | satellite remote sensing | earth observation | remote sensing data > Geospatial Analysis
Satellite Imagery Analysis | satellite imagery | satellite image analysis | satellite data analysis > Remote Sensing
Multispectral Imagery | multispectral imaging | multispectral analysis | multispectral data > Remote Sensing
Hyperspectral Imaging | hyperspectral imagery | hyperspectral analysis | hyperspectral data > Remote Sensing
Landsat | Landsat imagery | Landsat 8 | Landsat 9 > Satellite Imagery Analysis
Copernicus Sentinel | Sentinel-2 | Sentinel-1 | Sentinel imagery | Sentinel-2 imagery > Satellite Imagery Analysis
Normalized Difference Vegetation Index | =NDVI | vegetation indices | =NDVI analysis > Remote Sensing
Land Cover Classification | land cover mapping | land use classification | =LULC | land use/land cover | land use land cover > Remote Sensing
Object-Based Image Analysis | =OBIA | =GEOBIA | object-based classification > Remote Sensing
Remote Sensing Change Detection | land cover change detection | change detection analysis > Remote Sensing
Synthetic Aperture Radar | =SAR imagery | =SAR data | radar imagery | radar remote sensing > Remote Sensing
InSAR | interferometric SAR | =InSAR analysis | radar interferometry > Synthetic Aperture Radar
Orthoimagery | orthophotos | orthophotography | ortho imagery | orthomosaics > Aerial Imagery
Orthorectification | orthorectified imagery | image orthorectification > Remote Sensing
Aerial Imagery | aerial imagery interpretation | aerial photo interpretation | aerial image analysis > Remote Sensing
# Spatial analysis methods
Coordinate Reference Systems | coordinate systems | projected coordinate systems | geographic coordinate systems | coordinate system transformations > Geographic Information Systems
Map Projections | map projection | projection systems | projecting data > Coordinate Reference Systems
Georeferencing | georeferenced imagery | image georeferencing | georectification > Geographic Information Systems
Geocoding | address geocoding | batch geocoding | reverse geocoding | geocoding services > Geospatial Analysis
Geoprocessing | geoprocessing tools | geoprocessing workflows | geoprocessing services | geoprocessing scripts > Geospatial Analysis
Raster Analysis | raster data analysis | raster processing | map algebra | raster calculator > Geospatial Analysis
Spatial Statistics | spatial statistical analysis > Geospatial Analysis
Geostatistics | geostatistical analysis | kriging | ordinary kriging > Spatial Statistics
Spatial Interpolation | inverse distance weighting | =IDW | =IDW interpolation | interpolated surfaces > Spatial Statistics
Hot Spot Analysis | hotspot analysis | hot spot mapping | Getis-Ord Gi* > Spatial Statistics
Spatial Autocorrelation | Moran's I | global Moran's I | local Moran's I > Spatial Statistics
Geographically Weighted Regression | =GWR > Spatial Statistics
Kernel Density Analysis | kernel density | kernel density mapping | point density analysis > Spatial Statistics
GIS Network Analysis | routing analysis | service area analysis | drive-time analysis | closest facility analysis | network dataset > Geospatial Analysis
Overlay Analysis | spatial overlay | overlay operations | intersect and union analysis > Geospatial Analysis
Buffer Analysis | proximity analysis | buffer and proximity analysis > Geospatial Analysis
Site Suitability Analysis | suitability modeling | weighted overlay | site selection analysis | suitability analysis modeling > Geospatial Analysis
Spatial Joins | spatial join > Geospatial Analysis
Digital Elevation Models | =DEM | =DEMs | digital terrain models | =DTM | =DTMs | digital surface models > Geospatial Analysis
Terrain Analysis | viewshed analysis | slope and aspect analysis | hillshade | terrain modeling > Digital Elevation Models
Watershed Delineation | watershed analysis | drainage basin delineation | flow accumulation > Hydrology
Linear Referencing | linear referencing systems | =LRS | route event layers > Geographic Information Systems
Address Point Management | address points | address point maintenance | site addressing > Geospatial Data Management
NG9-1-1 GIS | =NG911 | NG9-1-1 | =NENA GIS data model | =NG911 GIS > Address Point Management
Location Intelligence | location analytics | location-based analytics > Geospatial Analysis
Geospatial Intelligence | =GEOINT > Geospatial Analysis
GPS Data Collection | GNSS data collection | =GPS field data collection | =GPS mapping | =GPS data collection > GNSS
Trimble Pathfinder Office | Pathfinder Office > GPS Data Collection
Trimble TerraSync | TerraSync > GPS Data Collection
# Cartography
Cartography | cartographic design | map design | map making | mapmaking | cartographic production > Geographic Information Systems
Map Production | map series | map books | Data Driven Pages | map atlases | map layouts > Cartography
Thematic Mapping | choropleth maps | choropleth mapping | thematic maps | graduated symbols > Cartography
Map Symbology | symbology | map symbolization | labeling and symbology > Cartography
Cartegraph | Cartegraph OMS > Computerized Maintenance Management Systems
HAZUS | =Hazus | FEMA Hazus > Flood Insurance Studies

## Land surveying practice (field and office)
# Boundary, title and cadastral work
Metes and Bounds | metes-and-bounds | metes and bounds surveys > Legal Descriptions
Plat Drafting | ~plats | final plat preparation | preliminary plat preparation | survey plat drafting > Subdivision Design, Boundary Surveys
Deed Research | deed research and analysis | courthouse research > Boundary Surveys
Deed Plotting | deed plots | deed plotting software > Deed Research
Boundary Retracement | retracement surveys | boundary resolution | boundary line resolution | boundary retracement surveys > Boundary Surveys
Boundary Law | boundary law principles | boundary evidence | rules of evidence for boundaries > Boundary Surveys
Riparian and Water Boundaries | riparian boundaries | water boundaries | littoral boundaries > Boundary Surveys
Encroachment Analysis | ~encroachments | encroachment identification | boundary encroachments > ALTA/NSPS Land Title Surveys
Mortgage Location Surveys | mortgage surveys | location surveys | mortgage inspections | house location surveys > Land Surveying
Improvement Location Certificates | =ILC | =ILCs > Mortgage Location Surveys
Plot Plans | plot plan | building permit plot plans | plot plan preparation > Site Plans
Survey Monumentation | monumentation | setting monuments | setting iron pins | property corner monuments | survey markers | setting property corners > Boundary Surveys
Corner Records | corner record filing | corner perpetuation | corner perpetuation and filing > Monument Recovery
BLM Manual of Surveying Instructions | Manual of Surveying Instructions | =BLM Manual | =BLM Manual of Instructions > Public Land Survey System
State Minimum Technical Standards | minimum technical standards | state survey standards | survey minimum standards | minimum standards of practice > Land Surveying
FEMA Letter of Map Amendment | =LOMA | =LOMAs | =LOMR-F | Letter of Map Amendment | =LOMA applications > Elevation Certificates, FEMA Map Revisions
# Construction layout and topographic work
Slope Staking | slope stakes > Construction Staking
Grade Staking | grade stakes | rough grade staking | finish grade staking | blue tops | blue-topping > Construction Staking
Curb and Gutter Staking | curb staking | curb and gutter layout > Construction Staking
Sewer and Storm Staking | storm and sanitary staking | sewer staking | pipe staking | storm sewer staking > Construction Staking
Road Staking | centerline staking | roadway staking | road layout | alignment staking > Construction Staking
Building Layout | building staking | gridline layout | column line layout | anchor bolt layout | building layout surveys > Construction Staking
Offset Staking | offset stakes | offset hubs > Construction Staking
Topographic Mapping | contour mapping | topo mapping | topographic map preparation > Topographic Surveys
Planimetric Mapping | planimetrics | planimetric features > Topographic Mapping
Contour Generation | contour lines | contour intervals > Surface Modeling
Breaklines | breakline editing | breaklines and mass points > Surface Modeling
Triangulated Irregular Networks | =TIN surfaces | =TIN models | triangulated irregular network > Surface Modeling
Spot Elevations | spot grades | spot elevation shots > Topographic Surveys
Tree Surveys | tree location surveys | tree inventories | specimen tree surveys > Topographic Surveys
Field-to-Finish | field to finish | field-to-finish automation | field-to-finish processing > AutoCAD Civil 3D
Survey Feature Coding | feature coding | field coding | point coding | linework coding | survey code lists > Survey Data Collectors
Civil 3D Survey Database | Civil 3D survey | survey databases | =Civil 3D description keys | description keys | figure prefixes > AutoCAD Civil 3D
Survey Drafting | survey CAD drafting | survey mapping | survey drawings > Land Surveying
Survey Calculations | survey computations | surveying calculations | survey math | surveying mathematics > Coordinate Geometry
Survey Field Notes | ~field notes | ~field books | survey field books | field note keeping > Land Surveying
Chaining and Taping | ~chaining | steel taping | taping distances | survey chaining > Land Surveying
Trigonometric Leveling | trig leveling | trigonometric heighting > Differential Leveling
Survey Benchmarks | vertical benchmarks | benchmark leveling | benchmark establishment | survey bench marks > Differential Leveling
Automatic Levels | auto level | automatic level | builder's level | dumpy level > Differential Leveling
Deformation Monitoring | structural monitoring surveys | settlement monitoring | monitoring surveys | movement monitoring | deformation surveys > Control Surveys
Tunnel Surveying | tunnel surveys | tunnel alignment surveys | tunnel guidance > Land Surveying
Grid-to-Ground Conversion | grid to ground | combined scale factor | grid-to-ground > State Plane Coordinate Systems
GNSS Site Calibration | site calibration | =GPS localization | =GNSS localization | GPS site calibration > RTK GPS
# GNSS, instruments and data
GNSS Base and Rover | base and rover | =RTK base and rover | GNSS rovers | base station setup | GNSS base station setup > RTK GPS
=NTRIP | =NTRIP corrections | =NTRIP caster > Network RTK
Continuously Operating Reference Stations | ?=CORS | =CORS stations | =CORS network | =CORS data > Static GNSS Surveys
=RINEX | =RINEX files | =RINEX data > Static GNSS Surveys
Post-Processed Kinematic | =PPK | =PPK GPS | =PPK processing | post-processed kinematic GNSS > GNSS
GNSS Post-Processing | GPS post-processing | GNSS data processing | baseline processing | GNSS baseline processing > Static GNSS Surveys
Trimble GNSS Receivers | Trimble R12 | Trimble R12i | Trimble R10 | Trimble R8s | Trimble R8 > GNSS
Leica GNSS Receivers | Leica GS18 | Leica GS18 T | Leica GS18 I | Leica GS16 > GNSS
Topcon | Topcon HiPer | Topcon total stations | Topcon GNSS | Topcon instruments > Total Station
Sokkia | Sokkia total stations | Sokkia instruments > Total Station
Carlson BRx7 | Carlson BRx6 | Carlson GNSS > GNSS
Emlid Reach | Emlid | Emlid Reach RS2 | Emlid Reach RS3 > GNSS
Topcon Magnet | Magnet Field | Magnet Office | =MAGNET Field > Survey Data Collectors
Leica SmartWorx | SmartWorx Viva > Survey Data Collectors
Robotic Total Stations | robotic total station | robotic instruments | robotic total station operation > Total Station
Leica RTC360 | =RTC360 > 3D Laser Scanning
Leica BLK360 | =BLK360 > 3D Laser Scanning
Trimble X7 | Trimble X12 | Trimble X9 > 3D Laser Scanning
Mobile Mapping | mobile mapping systems | mobile LiDAR | vehicle-mounted LiDAR | mobile laser scanning > LiDAR
NavVis | NavVis VLX > Mobile Mapping
GeoSLAM | GeoSLAM ZEB | =ZEB Horizon | =ZEB Revo > Mobile Mapping
SLAM Scanning | =SLAM scanners | handheld SLAM scanning | =SLAM laser scanning > Mobile Mapping
Airborne LiDAR | aerial LiDAR | drone LiDAR | =UAV LiDAR | =UAS LiDAR | airborne laser scanning > LiDAR
Ground Control Points | photo control | ground control surveys | aerial targets > Photogrammetry
Bentley ContextCapture | ContextCapture | iTwin Capture Modeler | iTwin Capture > Photogrammetry
Propeller Aero | Propeller drone surveying > UAV Surveying
DJI Terra > Photogrammetry
DJI Enterprise Drones | =DJI Matrice | =DJI Phantom 4 RTK | =DJI Mavic 3 Enterprise | =DJI drones | =DJI > UAV Surveying
FAA Part 107 Remote Pilot Certificate | =FAA Part 107 | =Part 107 | =Part 107 certification | remote pilot certificate | =Part 107 license | =Part 107 certificate > UAV Surveying
=HYPACK | Xylem HYPACK | =HYSWEEP > Hydrographic Surveying
Multibeam Echosounders | multibeam | multibeam sonar | multibeam bathymetry | multibeam echosounder > Hydrographic Surveying
Single-Beam Echosounders | single beam sonar | singlebeam echosounder | single-beam echosounder > Hydrographic Surveying
National Spatial Reference System | =NSRS | =NATRF2022 | =NAPGD2022 | NSRS modernization > Geodetic Datums
NGS Datasheets | =NGS data sheets | =NGS control | =NGS benchmarks | =NGS monuments > Control Surveys
`;
