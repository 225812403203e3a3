// Skill data in the line format of ../README.md: coverage for professions the set of postings lacks, written by the team without reading any evaluation posting.
export default String.raw`
## Warehouse operations practice
# Systems, devices and automation
Microsoft Dynamics 365 Warehouse Management | Dynamics 365 Warehouse Management | D365 warehouse management | Dynamics 365 Supply Chain > Warehouse Management Systems
Vertical Lift Modules | ?=VLM | ?=VLMs | vertical lift module | vertical carousels | horizontal carousels | carousel storage systems > Automated Storage and Retrieval Systems
Kardex Remstar | =Kardex | Kardex Shuttle | Kardex VLM > Vertical Lift Modules
# Picking, packing and shipping
Full Pallet Picking | pallet picking | full-pallet picking | layer picking | layer picks > Pick and Pack
Mixed Pallet Building | mixed pallets | rainbow pallets | mixed-SKU pallets > Palletizing
Shrink Wrapping | shrink wrap | shrink-wrapping | heat shrink wrapping | shrink wrap machines > Stretch Wrapping
Order Staging | staging orders | outbound staging | shipment staging | staging lanes > Shipping and Receiving
Outbound Shipping | outbound shipments | outbound freight | outbound shipping operations > Shipping and Receiving
Hand Unloading | hand unload | hand-unloading freight | manual unloading | hand stacking freight > Container Unloading
Blocking and Bracing | blocking and bracing loads | ~dunnage | dunnage bags | load bars | load locks > Cargo Securement
Air Cargo Handling | =ULD build-up | ULD buildup | unit load device build-up | air cargo build-up > Dangerous Goods Shipping
Known Shipper Program | known shipper | =KSMS | Known Shipper Management System > Air Cargo Handling
# Storage, racking and cold chain
Cold Storage Warehousing | freezer warehouse | freezer warehousing | refrigerated warehousing | temperature-controlled warehousing | temperature-controlled storage | cold storage operations > Cold Chain Logistics
Pharmaceutical Serialization | drug serialization | product serialization | serialized product tracking > Drug Supply Chain Security Act
Rack Load Capacity | rack capacity ratings | load capacity plaques | =ANSI MH16.1 | =RMI standards > Pallet Racking
Cantilever Racking | cantilever racks | cantilever rack > Pallet Racking
Double-Deep Racking | double-deep racks | double deep racking > Pallet Racking
Pallet Flow Racking | pallet flow > Pallet Racking
Block Stacking | block stacked storage | floor stacking | bulk floor storage | block-stacked pallets > Warehouse Layout
Pallet Exchange Programs | pallet exchange | =CHEP | CHEP pallets | =PECO pallets | pallet pooling | pallet management > Palletizing
# Equipment and dock safety
Loading Dock Safety | dock safety | dock safety procedures | trailer creep prevention | loading dock safety procedures > Forklift Pedestrian Safety
Trailer Restraints | vehicle restraints | dock locks | dock lock systems | truck restraints | trailer restraint systems > Loading Dock Safety
Wheel Chocking | wheel chocks | chocking trailers | chocking wheels > Loading Dock Safety
Side Loader Forklift | sideloader | sideloader forklift | multidirectional forklift | multi-directional forklift | ~side loader > Forklift Operation
Forklift Battery Changing | battery changing | battery change-outs | forklift battery changes | battery watering | forklift battery maintenance > Forklift Operation
Propane Cylinder Changing | propane tank changes | changing propane tanks | forklift propane tanks | =LP tank changes > Forklift Operation
Pre-Shift Equipment Inspections | pre-shift inspections | pre-shift inspection | pre-use inspections | pre-use equipment checks | daily equipment checklists | forklift pre-shift checklist > Forklift Operation

RF-SMART | RF-SMART mobile inventory > RF Scanning
Datalogic | Datalogic scanners > Barcode Scanning
Order Consolidation | consolidating orders > Shipping and Receiving
Pack-Out Stations | pack-out | packing stations | pack stations > Pick and Pack
Poly Bagging | polybagging | poly-bagging > Pick and Pack
Heat Sealing | heat sealers | impulse sealers | heat seal packaging > Pick and Pack
Carton Sealing | carton sealers | case sealing | case taping | tape machines > Pick and Pack
Packsize | right-sized packaging | on-demand box making | box-on-demand > Cartonization
Void Fill | air pillows | packing peanuts | void fill packaging | void-fill > Pick and Pack
Purchase Order Receiving | =PO receiving | receiving against purchase orders | purchase order receipts > Inbound Receiving
Receiving Discrepancy Resolution | receiving discrepancies | receipt discrepancies | receiving variances > Inbound Receiving
Returns Grading | returns inspection | returned goods inspection | return disposition | returns disposition > Returns Processing
Yard Checks | yard audits | trailer yard checks | yard inventory checks > Yard Management
Export Crating | export packaging | wood crating | custom crating > ISPM 15
6 River Systems | 6 River Systems Chuck | =Chuck AMR > Autonomous Mobile Robots
Geek+ | Geek Plus | Geekplus > Goods-to-Person
Berkshire Grey > Autonomous Mobile Robots
Exotec | Exotec Skypod > Goods-to-Person
Shuttle Systems | pallet shuttle systems | multi-level shuttle systems | shuttle-based storage > Automated Storage and Retrieval Systems
Pallet Inverter | pallet inverters | pallet exchangers > Palletizing

## Truck driving (CDL) practice
# Licences, endorsements and compliance
Class C CDL | CDL Class C | CDL-C > Commercial Driver's License
Doubles/Triples Endorsement | doubles and triples endorsement | doubles/triples | doubles and triples | =T endorsement | doubles endorsement > Commercial Driver's License
Passenger Endorsement | =P endorsement | passenger vehicle endorsement | CDL passenger endorsement > Commercial Driver's License
School Bus Endorsement | =S endorsement | CDL school bus endorsement > Passenger Endorsement
Tank-Hazmat Combination Endorsement | =X endorsement | tanker/hazmat endorsement | tanker and hazmat endorsements | hazmat and tanker endorsements | tanker-hazmat endorsement > Hazmat Endorsement, Tanker Endorsement
FAST Card | =FAST card | Free and Secure Trade card | Free and Secure Trade program > Cross-Border Freight
ACE eManifest | ACE e-Manifest > Cross-Border Freight
ACI eManifest | ACI e-Manifest | Canada eManifest > Cross-Border Freight
Driver Logbooks | paper logs | paper logbooks | record of duty status | records of duty status | =RODS > Hours of Service
Roadside Inspections | DOT roadside inspections | roadside inspection | =CVSA inspections | =CVSA | =CVSA Level I inspections | Level 1 inspections > FMCSA Compliance
CVSA Out-of-Service Criteria | out-of-service criteria | =OOS criteria | North American Standard Out-of-Service Criteria | out-of-service violations > Roadside Inspections
Weigh Station Compliance | weigh stations | weigh station procedures | scale houses | weigh station bypass > FMCSA Compliance
PrePass | PrePass bypass > Weigh Station Compliance
Drivewyze | Drivewyze bypass > Weigh Station Compliance
Axle Weight Management | axle weights | sliding tandems | sliding the tandems | scaling loads | =CAT scale | =CAT scales > Load Planning
Vehicle Accident Reporting | accident scene procedures > DOT Compliance
Spill Response | spill cleanup | spill containment | spill kits | spill response procedures | spill kit use > Hazardous Materials Handling
# Vehicles, trailers and driving technique
Tractor-Trailer Operation | tractor-trailer | tractor trailer | tractor-trailers | tractor trailers | semi-truck | semi truck | semi-trucks | 18-wheeler | 18-wheelers | big rig | combination vehicles > Class A CDL
Manual Transmission Driving | 10-speed | 10-speed transmission | 13-speed | 13-speed transmission | 18-speed | 18-speed transmission | stick shift | double clutching | manual shifting > Tractor-Trailer Operation
Engine Braking | engine brake | engine brakes | Jake brake | Jake brakes | Jacobs engine brake | jake braking > Air Brake Systems
Coupling and Uncoupling | coupling and uncoupling trailers | hooking and unhooking trailers | hook and unhook trailers | fifth wheel coupling | ~fifth wheel > Tractor-Trailer Operation
Backing Maneuvers | straight-line backing | alley dock backing | alley docking | offset backing | 90-degree backing | blind-side backing | backing skills > Tractor-Trailer Operation
Defensive Driving | defensive driving course | defensive driving techniques | defensive driving certification | =NSC defensive driving
Smith System | Smith System driver training | Smith5Keys | Smith System 5 Keys > Defensive Driving
Winter Driving | adverse weather driving | winter driving conditions | mountain driving | mountain grades | snow and ice driving > Defensive Driving
Tire Chaining | chaining up | tire chains | chain installation | chaining tires > Winter Driving
Fuel-Efficient Driving | eco-driving | progressive shifting | idle reduction | fuel-efficient driving techniques | fuel economy driving
Double Trailers | pulling doubles | twin trailers | pup trailers | ~doubles > Doubles/Triples Endorsement
Longer Combination Vehicles | =LCV | =LCVs | turnpike doubles | Rocky Mountain doubles | triple trailers | ~triples > Doubles/Triples Endorsement
Reefer Unit Operation | reefer units | reefer unit | reefer trailers | refrigerated trailers | reefer temperature settings | pre-cooling trailers | ~reefer > Refrigerated Freight
Thermo King | Thermo King reefer units | Thermo King units > Reefer Unit Operation
Carrier Transicold | Carrier Transicold reefers | Carrier Transicold units > Reefer Unit Operation
Load Tarping | tarping | tarping loads | tarp loads | lumber tarps | steel tarps > Flatbed Freight
Chains and Binders | load binders | chain binders | ratchet binders | ratchet straps | tie-down straps | tie-downs > Cargo Securement
Step Deck Trailers | step deck | step-deck | drop deck | drop-deck trailers > Flatbed Freight
Lowboy Trailers | lowboy | lowboys | =RGN | =RGN trailers | removable gooseneck | removable gooseneck trailers | lowbed trailers > Heavy Haul Trucking
Heavy Haul Trucking | heavy haul | heavy hauling | oversize loads | oversized loads | oversize/overweight loads | =OSOW loads > Oversize/Overweight Permits
Tanker Truck Driving | tanker hauling | tanker trucks | tank trucks | tanker driving | liquid bulk hauling | liquid bulk | liquid surge > Tanker Endorsement
Dry Bulk Pneumatic Trailers | pneumatic trailers | dry bulk hauling | pneumatic tankers | pneumatic unloading | dry bulk tankers | blower unloading > Tanker Truck Driving
Hopper Bottom Trailers | hopper bottom | hopper bottoms | grain hopper trailers | grain hauling | hopper trailers
Livestock Hauling | cattle hauling | livestock trailers | livestock transport | cattle pot trailers
Car Hauling | car hauler | car haulers | auto transport trucking | car carrier trailers | vehicle transport trailers
Dump Truck Operation | dump trucks | dump truck | end dump | end dumps | belly dump | belly dumps | side dump trailers | tri-axle dump truck | tandem dump truck | super dump
Box Truck Driving | box truck | box trucks | straight truck | straight trucks | 26-foot box truck | 26' box truck > Class B CDL
Liftgate Operation | liftgate | lift gate | liftgates | tail lift | liftgate deliveries > Box Truck Driving
Hand Truck Operation | hand truck | hand trucks | two-wheel dolly | appliance dolly | appliance dollies > Material Handling
Concrete Mixer Truck Operation | mixer truck | mixer trucks | ready-mix truck | ready mix truck | concrete mixer truck | concrete mixer trucks
Roll-Off Truck Operation | roll-off truck | roll-off trucks | roll-off containers | roll off truck
Refuse Truck Operation | garbage truck | garbage trucks | refuse truck | refuse trucks | front-load refuse trucks | rear-load refuse trucks | automated side loader > Roll-Off Truck Operation
Tow Truck Operation | tow truck | tow trucks | wrecker | wreckers | rollback truck | rollback trucks | wheel-lift towing | light-duty towing | heavy-duty towing
Boom Truck Operation | boom truck | boom trucks | knuckle boom | knuckle boom crane | knuckleboom | crane truck | crane trucks > Crane Operation
Water Truck Operation | water truck | water trucks > Dump Truck Operation
Fuel Truck Operation | fuel truck | fuel trucks | fuel tanker | petroleum transport | fuel delivery driving | fuel hauling > Tanker Truck Driving
Propane Delivery | propane delivery driving | propane bobtail | bobtail truck | ~bobtail | =LP gas delivery > Hazmat Endorsement
Power Take-Off Operation | power take-off | =PTO operation | =PTO pumps | product pumping | pump offloading > Tanker Truck Driving
Truck GPS Navigation | truck GPS | truck-specific GPS | commercial truck GPS | truck routing apps > Route Planning
Rand McNally TND | Rand McNally truck GPS | Rand McNally | Rand McNally DriverConnect > Truck GPS Navigation
Trucker Path > Truck GPS Navigation
Hot Shot Trucking | ~hot shot | hotshot trucking | hot shot loads | hot shot hauling > Expedited Freight

## Plumbing service and installation practice
# Piping materials and joining
Copper Piping | copper pipe | copper tubing | type L copper | type M copper | type K copper | copper water lines > Plumbing
PEX Crimping | PEX crimp | PEX crimp rings | crimp rings | PEX cinch clamps | cinch clamps | cinch rings | PEX crimp tool > PEX Installation
PEX Expansion Fittings | PEX expansion | PEX-A expansion | expansion PEX | cold expansion fittings | =ASTM F1960 | F1960 fittings > PEX Installation
Galvanized Pipe | galvanized steel pipe | galvanized piping | galvanized water lines | galvanized pipe replacement > Repiping
Black Iron Gas Pipe | black iron pipe | black steel pipe | black iron piping | threaded black iron | black iron gas lines > Gas Piping
Viega MegaPress | MegaPress | Mega Press | MegaPress fittings > Press-Fit Piping
HDPE Piping | =HDPE | HDPE pipe | high-density polyethylene pipe | polyethylene pipe | poly pipe > Plumbing
Pipe Fusion | butt fusion | socket fusion | electrofusion | plastic pipe fusion | fusion machines | McElroy fusion > HDPE Piping
Ductile Iron Pipe | ductile iron | ductile iron piping | =DI pipe > Water Line Repair
Process Piping | industrial process piping | process pipe | process pipe installation | process piping systems > Pipefitting
Acid Waste Piping | acid waste | chemical waste piping | acid-resistant drain piping | acid waste systems > Plumbing
Pipe Hangers and Supports | pipe hangers | pipe supports | pipe hanger installation | Unistrut > Pipefitting
Pipe Insulation | pipe insulating | mechanical insulation | pipe lagging | insulating piping > Plumbing
Firestopping | firestop | firestop systems | penetration firestopping | through-penetration firestop > Life Safety Systems
Pipe Grade Setting | setting pipe grade | pipe slope | pipe grading | drain pipe slope | grade lasers > Underground Plumbing
Plumbing Fixture Unit Calculations | fixture units | fixture unit calculations | drainage fixture units | =DFU | =DFUs | water supply fixture units | =WSFU | =WSFUs > Plumbing Design
# Water heaters, fixtures and valves
Tank-Type Water Heaters | tank water heaters | tank-style water heaters | storage tank water heaters | gas water heaters | electric water heaters > Water Heater Installation
Water Heater Venting | B-vent | power vent water heaters | direct vent water heaters | water heater flues > Water Heater Installation
Water Heater Strapping | seismic strapping | earthquake straps | water heater earthquake straps | seismic straps > Water Heater Installation
Water Heater Maintenance | water heater flushing | tank flushing | anode rods | anode rod replacement | tankless descaling | tankless water heater descaling | tankless flushing > Water Heater Repair
Navien | Navien tankless > Tankless Water Heaters
Rinnai | Rinnai tankless | Rinnai water heaters > Tankless Water Heaters
Noritz | Noritz tankless > Tankless Water Heaters
Rheem Water Heaters | =Rheem | Rheem tankless > Water Heater Installation
Bradford White | Bradford White water heaters > Water Heater Installation
A. O. Smith | AO Smith | A.O. Smith | A. O. Smith water heaters > Water Heater Installation
Shower Valve Installation | shower valves | tub and shower valves | tub/shower valves | shower valve replacement | pressure-balance valves | pressure balancing valves | thermostatic shower valves > Plumbing Fixture Installation
Tub and Shower Installation | bathtub installation | tub installation | shower pan installation | shower base installation | tub and shower replacement > Plumbing Fixture Installation
Toilet Flange Repair | closet flanges | toilet flanges | toilet flange replacement | wax rings | closet flange repair > Plumbing Fixture Repair
Flushometer Valves | flushometers | flushometer | flush valves | Sloan flush valves | Sloan flushometers | Sloan valves | Zurn flush valves > Commercial Plumbing Fixtures
Commercial Plumbing Fixtures | commercial fixtures | wall-hung fixtures | wall-hung toilets | fixture carriers | ~urinals | ~lavatories > Plumbing Fixture Installation
Drinking Fountain Installation | drinking fountains | bottle filling stations | electric water coolers | water fountains > Commercial Plumbing Fixtures
Shut-Off Valves | shutoff valves | shut-off valve replacement | angle stops | supply stops | main shutoff valves | stop valves > Plumbing
Plumbing Valve Repair | plumbing valve replacement | ~ball valves | ~gate valves | ~check valves > Plumbing
Hose Bibbs | hose bibb | hose bibs | sillcocks | sill cocks | frost-free sillcocks | frost-free hose bibbs | outdoor faucets | wall hydrants > Plumbing
Dishwasher Installation | dishwasher hookups | dishwasher hook-ups | dishwasher installs > Plumbing Fixture Installation
Ice Maker Line Installation | ice maker lines | ice maker water lines | refrigerator water lines > Plumbing
Backwater Valves | backwater valve | backwater valve installation | sewer backwater valves > Sewer Line Repair
Floor Drains | floor drain | floor drain installation | trench drains | area drains > Plumbing
Trap Primers | trap primer | trap primer valves | trap seal primers > Plumbing
Sewer Cleanout Installation | sewer cleanouts | cleanout installation | two-way cleanouts | ~cleanouts > Sewer Line Repair
Plumbing Venting | vent piping | vent stacks | plumbing vents | vent pipes > Plumbing
Air Admittance Valves | =AAV | =AAVs | air admittance valve | Studor vents > Plumbing Venting
Septic Systems | septic tanks | septic system installation | septic system repair | septic repair | drain fields | leach fields | septic pumping > Plumbing
Booster Pumps | domestic booster pumps | booster pump systems | water pressure booster systems | pressure booster pumps > Domestic Water Systems
RO System Installation | reverse osmosis systems | =RO systems | under-sink RO > Water Filtration Systems
Water Meter Installation | water meters | water meter replacement | water meter setting | meter sets > Water Line Repair
Gas Pressure Testing | ~manometer | manometer testing | gas line pressure test | gas line pressure testing | gas pressure tests > Gas Piping
Gas Pressure Regulators | gas regulators | gas regulator installation | gas pressure regulator > Gas Piping
Condensate Drain Lines | condensate lines | condensate pumps | condensate drains | condensate piping | condensate line cleaning > Plumbing
Rainwater Harvesting | rainwater harvesting systems | rainwater catchment | rainwater collection > Storm Drainage Piping
Greywater Systems | greywater | gray water systems | graywater | greywater recycling > Plumbing
Frozen Pipe Repair | frozen pipes | pipe thawing | thawing frozen pipes | burst pipe repair | burst pipes > Plumbing
# Backflow, codes and credentials
Reduced Pressure Zone Assemblies | =RPZ | =RPZs | reduced pressure zone | =RP assemblies | reduced pressure principle assemblies | =RPZ valves > Backflow Testing
Double Check Valve Assemblies | =DCVA | =DCVAs | double check valve assembly | double check assemblies | =DCDA | double check detector assemblies > Backflow Testing
Pressure Vacuum Breakers | =PVB | =PVBs | pressure vacuum breaker | spill-resistant vacuum breakers | atmospheric vacuum breakers > Backflow Testing
National Standard Plumbing Code | =NSPC > Plumbing
Lead-Free Plumbing Compliance | lead-free plumbing | =NSF/ANSI 372 | =NSF 372 | Reduction of Lead in Drinking Water Act > Plumbing
NSF/ANSI 61 | =NSF 61 | NSF/ANSI/CAN 61 > Lead-Free Plumbing Compliance
Medical Gas Certification | med gas certification | ASSE 6010 certification | ASSE 6010 certified | medical gas installer certification | ASSE 6010 > Medical Gas Piping
Medical Gas Verifier Certification | =ASSE 6030 | medical gas verification | medical gas verifier > Medical Gas Piping
Permit Pulling | pulling permits | obtaining permits > Building Codes
Maintenance Agreement Sales | maintenance agreements | selling maintenance agreements | membership plan sales | service plan sales | service memberships > Flat Rate Pricing
Good-Better-Best Pricing | good-better-best | good better best options | tiered option presentation > Flat Rate Pricing

## CNC machining shop practice
# Machines, axes and controls
3-Axis Machining | 3-axis | 3 axis machining | three-axis machining | 3-axis milling > CNC Milling
3+2 Machining | 3+2 positional machining | positional 5-axis | 3+2 axis machining > 5-Axis Machining
Live Tooling | live tool lathes | live-tool turning | driven tools | live tooling lathes > CNC Turning
Sub-Spindle Operations | sub-spindle | subspindle | sub spindle | twin-spindle lathes | dual-spindle lathes > CNC Turning
Vertical Turret Lathes | =VTL | =VTLs | vertical turret lathe | vertical lathes | vertical boring mills | =VBM > CNC Turning
Horizontal Boring Mills | =HBM | horizontal boring mill | table-type boring mills > CNC Milling
Rotary Tables | rotary table | trunnion tables | trunnion table | rotary indexers | 4th axis rotary > 4-Axis Machining
EDM Hole Drilling | hole popper | hole poppers | small hole EDM | fast hole EDM | EDM drilling > Electrical Discharge Machining
Mill Tramming | tramming | tramming the head | tramming a mill | head tramming > Manual Milling
Multi-Spindle Screw Machines | multi-spindle | multi-spindle automatics | screw machines | screw machine | cam-driven screw machines | Acme-Gridley | Davenport screw machines | Brown & Sharpe screw machines > CNC Turning
Guide Bushing Setup | guide bushings | guide bushing | guide bushing adjustment > Swiss Machining
Doosan Machine Tools | DN Solutions | Doosan lathes | Doosan Puma > CNC Machining
Makino | Makino machines > CNC Machining
Matsuura | Matsuura 5-axis > CNC Machining
Hermle | Hermle 5-axis > CNC Machining
Brother Speedio | Speedio > CNC Machining
Nakamura-Tome | Nakamura Tome > CNC Turning
Hardinge | Hardinge lathes | Kellenberger > CNC Turning
Fadal > CNC Milling
Kitamura | Kitamura machines > CNC Milling
Fagor CNC Controls | Fagor | Fagor controls > CNC Programming
# Programming and CAM
Fanuc Macro B | Macro B | Custom Macro B | macro B programming | parametric programming > CNC Programming
Canned Cycles | canned cycle | drilling cycles | canned drilling cycles | peck drilling | =G81 | =G83 > G-code
CNC Subprograms | subprograms | sub-programs | subprogram calls | =M98 > G-code
Circular and Helical Interpolation | helical interpolation | circular interpolation | helical milling | =G02 | =G03 > G-code
CAM Post Processors | ~post processor | ~post processors | ~post-processors | ~post-processor | post processor editing > Computer-Aided Manufacturing
DNC Systems | ~=DNC | direct numerical control | distributed numerical control | DNC program transfer | DNC software > CNC Programming
CIMCO Edit | =CIMCO | CIMCO DNC-Max | CIMCO NC editor > DNC Systems
Predator DNC > DNC Systems
NCSIMUL | Hexagon NCSIMUL > CNC Programming
Edgecam | Hexagon Edgecam > Computer-Aided Manufacturing
BobCAD-CAM | BobCAD | BobCAM > Computer-Aided Manufacturing
SURFCAM > Computer-Aided Manufacturing
Setup Sheets | setup sheet | tooling sheets | tool sheets | setup documentation > CNC Programming
# Cutting operations
Climb Milling | climb cutting | down milling > CNC Milling
Face Milling | face mills | facing operations > CNC Milling
Single-Point Threading | single point threading | single-point thread turning | thread turning | =G76 > CNC Turning
Grooving and Parting | ~grooving | parting off | part-off | cut-off operations | parting tools | grooving tools > CNC Turning
Boring Operations | boring bars | boring bar | line boring | ~boring | precision boring | boring heads > CNC Machining
Reaming Operations | ~reaming | reamers | hole reaming > CNC Machining
Jig Boring | jig borer | jig boring machines > Precision Machining
Keyseating | keyseat | keyseat cutting | keyway cutting | keyways | keyseater > Broaching
Bore Honing | ~honing | Sunnen honing | honing machines | precision honing > Precision Grinding
Precision Lapping | ~lapping | flat lapping | lapping machines | lapping and polishing > Precision Grinding
Gun Drilling | gundrilling | gun drill | deep hole drilling | deep-hole drilling | =BTA drilling > CNC Machining
Thread Rolling | thread rolling machines | rolled threads > CNC Turning
Aluminum Machining | machining aluminum | aluminum parts machining | aluminium machining > CNC Machining
Stainless Steel Machining | machining stainless steel | stainless machining | machining stainless > CNC Machining
Casting and Forging Machining | machining castings | castings machining | machining forgings | forging machining > CNC Machining
Vibratory Finishing | mass finishing | vibratory tumblers > Deburring
Part Marking | laser part marking | dot peen marking | part engraving | laser etching parts > CNC Machining
# Workholding, tooling and inspection
Soft Jaws | soft jaw | soft jaw machining | cutting soft jaws | boring soft jaws > Workholding
Collet Workholding | ~collets | collet chucks | =5C collets | =ER collets | collet fixtures > Workholding
Lathe Chucks | 3-jaw chuck | three-jaw chuck | 4-jaw chuck | four-jaw chuck | hydraulic chucks | ~chucks > Workholding
Milling Vises | Kurt vise | Kurt vises | ~vise | ~vises | machinist vise | vise setup > Workholding
Tombstone Fixtures | ~tombstones | ~tombstone > Workholding
End Mills | end mill | carbide end mills | ball end mills | ~end milling | corner radius end mills > Cutting Tool Selection
Tool Holders | toolholders | tool holder | =CAT40 | =CAT50 | =BT30 | =BT40 | =HSK | shrink fit holders | shrink-fit tool holders | hydraulic tool holders > Tool Presetting
Tool Crib Management | tool crib | tool inventory | tool vending | tool vending machines > Tool Life Management
Tool Touch-Off | touch off | touching off tools | tool touch off | tool length setting > Tool Offsets
Edge Finding | edge finder | edge finders | edge-finding | picking up part zero > Work Offsets
Machinery's Handbook | Machinery Handbook > Shop Math
Sine Bars | sine bar | sine plates | sine plate > Precision Measuring Instruments
Thread Measurement | three-wire thread measurement | 3-wire thread measurement | thread wires > Precision Measuring Instruments
Micro-Vu | Micro-Vu vision systems > Vision Measuring Systems
Granite Surface Plates | surface plate | surface plates | granite surface plate > Height Gauges
Job Travelers | job traveler | shop travelers | job packets > Work Instructions
Ballbar Testing | Renishaw ballbar | ballbar calibration | machine tool calibration | ballbar tests > Machine Tool Maintenance
Machine Tool Maintenance | machine tool repair | spindle maintenance > Preventive Maintenance
ProShop ERP | ~=ProShop | ProShop Web > Enterprise Resource Planning
E2 Shop System | ECi E2 | E2 ERP | Shoptech E2 | E2 Shop > Enterprise Resource Planning

## Facilities management practice
# Software and building controls
Computer-Aided Facility Management | =CAFM | CAFM software | CAFM systems > Integrated Workplace Management Systems
FM:Systems | FMS:Workplace | FM Systems > Integrated Workplace Management Systems
Accruent | Accruent software > Computerized Maintenance Management Systems, Integrated Workplace Management Systems
Accruent Maintenance Connection | Maintenance Connection > Accruent
Accruent FAMIS 360 | FAMIS 360 | =FAMIS | Accruent FAMIS > Accruent
OfficeSpace Software | =OfficeSpace | OfficeSpace desk booking > Desk Booking
Eptura | Condeco | =iOffice | iOFFICE + SpaceIQ | SpaceIQ | Serraview > Integrated Workplace Management Systems
# Services, space and workplace
Hard Services | hard FM | hard facilities services > Facilities Management
Soft Services | soft FM | soft facilities services > Facilities Management
Grounds Maintenance | grounds keeping | groundskeeping | landscape maintenance | grounds management | ~landscaping > Soft Services
Snow and Ice Removal | snow removal | snow plowing | snow and ice management | ice melt application | snow removal operations > Grounds Maintenance
Waste and Recycling Programs | waste management programs | recycling programs | ~recycling | waste diversion | waste hauling contracts | solid waste management | ~waste management > Soft Services
Space Management | space allocation | space inventory | space utilization | space utilization analysis | space data management > Space Planning
Occupancy Planning | workplace occupancy planning | occupancy analytics > Space Management
Parking Management | parking operations | parking lot management | parking programs | parking garage operations > Facilities Management
Critical Facilities Management | critical environments | critical facility operations | mission critical facilities | mission-critical facilities > Data Center Operations
Contractor Management | contractor oversight | contractor coordination | contractor safety management | managing contractors > Vendor Management
Building Systems | building systems maintenance | building mechanical systems | building systems operations > Facilities Maintenance
Facilities Budgeting | facility budgets | facilities budget | facilities budget management | facility operating budgets > Facilities Management
# Energy, capital and lifecycle
Energy Management | energy management programs | building energy management | energy efficiency programs > Facilities Management
Demand Response | demand response programs | peak load management | load shedding > Energy Management
Utility Bill Management | utility bill auditing | utility tracking | utility cost management > Energy Management
Facility Capital Planning | capital planning | capital plans | long-range capital planning > Facilities Management
Asset Lifecycle Management | asset lifecycle planning | equipment lifecycle planning | lifecycle replacement planning | asset life-cycle management > Facility Capital Planning
BOMA 360 | BOMA 360 Performance Program > BOMA Standards
# Building repairs and trades
Physical Key Control | master key systems | master keying | keying systems | key inventory | key cabinets > Locksmithing
KeyTrak > Physical Key Control
Door Hardware | door closers | panic hardware | exit devices | door hardware installation | door hardware repair > Locksmithing
Roof Repair | roof repairs | roof leak repair | roof maintenance | roof patching > Roofing
Drywall Repair | drywall patching | drywall patch | drywall repairs | patching drywall > Drywall Finishing
Painting and Touch-Up | touch-up painting | painting and patching | interior painting | exterior painting | ~painting > Facilities Maintenance
# Life safety, compliance and credentials
Statement of Conditions | =eSOC > Life Safety Code
Fire Door Inspections | fire door inspection | fire door testing | =NFPA 80 | fire and smoke door inspections > Life Safety Code
Fire Extinguisher Inspections | fire extinguisher inspection | monthly extinguisher inspections | =NFPA 10 | portable fire extinguishers > Life Safety Systems
Emergency Eyewash Stations | eyewash stations | eyewash station testing | emergency showers | safety showers | =ANSI Z358.1 > Life Safety Systems
Asbestos Management | asbestos operations and maintenance | =AHERA | asbestos surveys | asbestos management plans | asbestos | asbestos inspections > Environmental Health and Safety
FDNY Fire Safety Director | Fire Safety Director | Fire Life Safety Director | =FLSD | =F-89 | FDNY F-89 > Life Safety Systems
Facility Management Professional | =FMP | IFMA FMP | =FMP credential > Facilities Management
Sustainability Facility Professional | =SFP | IFMA SFP > Facilities Management

Facility Rounds | building rounds | building walkthroughs | facility walkthroughs | facility inspections > Facilities Maintenance
HVAC Filter Replacement | HVAC filter changes > Preventive Maintenance
Window Cleaning | window washing | high-rise window cleaning | window cleaning services > Soft Services
Pressure Washing | power washing | pressure cleaning > Soft Services
Floor Care | floor stripping and waxing | floor stripping | floor burnishing | floor scrubbing > Soft Services
Carpet Cleaning | carpet extraction | carpet shampooing | hot water extraction | carpet care > Floor Care
Parking Lot Maintenance | asphalt repair | sealcoating | line striping | parking lot striping | pothole repair > Parking Management
Facility Condition Index | facility condition index scores > Facility Condition Assessments
Deferred Maintenance | deferred maintenance backlog | maintenance backlog reduction > Facility Capital Planning
Local Law 97 | =LL97 | NYC Local Law 97 > Building Performance Standards
BERDO | Boston BERDO | Building Emissions Reduction and Disclosure Ordinance > Building Performance Standards
Building Performance Standards | building emissions limits | building performance standard compliance > Energy Management
Site Selection | location selection > Corporate Real Estate
Corporate Real Estate | corporate real estate management | corporate real estate portfolio | real estate portfolio management > Facilities Management

## Construction estimating and bidding practice
# Estimating and takeoff software
Quick Bid | On Center Quick Bid | QuickBid > Construction Estimating
CoConstruct > Buildertrend
PlanHub > Subcontractor Bid Solicitation
BidClerk > ConstructConnect
Buildsoft Cubit | ~=Cubit | Cubit Estimating > Quantity Takeoff
Buildxact > Construction Estimating
Clear Estimates > Construction Estimating
Carlson Takeoff | Carlson Takeoff Suite > Sitework Estimating
InSite SiteWork | InSite Elevation | InSite Software > Sitework Estimating
Bid Express | Infotech Bid Express | BidExpress > DOT Bid Lettings
# Estimating methods and trades
Unit Price Estimating | unit price bids | unit-price estimating > Construction Estimating
Assembly-Based Estimating | assembly estimating | assemblies estimating | assembly-based takeoff > Construction Estimating
Estimate Reconciliation | estimate reconciliations | cost estimate reconciliation | reconciling estimates > Cost Estimating
Cost Risk Analysis | estimate risk analysis | range estimating | cost risk assessment | Monte Carlo cost risk analysis > Construction Contingency
Equipment Rate Development | equipment rates | equipment costing | equipment cost rates | Blue Book rates | Rental Rate Blue Book | EquipmentWatch | Equipment Watch > Construction Estimating
Crew Cost Buildups | crew rates | crew composition | crew cost buildup | crew buildups > Labor Productivity Rates
Material Cost Pricing | material pricing | material price tracking | material price quotes > Construction Estimating
MEP Estimating | MEP estimates | MEP takeoffs | MEP cost estimating > Mechanical Estimating, Electrical Estimating
Drywall Estimating | drywall takeoffs | drywall and framing estimating | metal stud estimating > Construction Estimating
Framing Takeoffs | lumber takeoffs | framing estimating | lumber estimating | framing estimates > Construction Estimating
Roofing Estimating | roofing takeoffs | roofing estimates | roof measurement reports > Construction Estimating
Painting Estimating | painting takeoffs | painting estimates > Construction Estimating
Flooring Estimating | flooring takeoffs | flooring estimates > Construction Estimating
Masonry Estimating | masonry takeoffs | masonry estimates > Construction Estimating
Glazing Estimating | glazing takeoffs | glazing estimates > Construction Estimating
Fire Protection Estimating | fire protection takeoffs > Construction Estimating
Demolition Estimating | demolition takeoffs | demo estimating | demolition estimates > Construction Estimating
Landscape Estimating | landscaping estimates | landscape takeoffs | landscape estimates > Construction Estimating
Restoration Estimating | water damage estimating | fire damage estimating | restoration estimates > Xactimate
Bills of Quantities | =BOQ | =BoQ | =BOQs | bill of quantities | priced bills of quantities > Quantity Surveying
New Rules of Measurement | =NRM | =NRM1 | =NRM2 | =RICS NRM > Quantity Surveying
Standard Method of Measurement | =SMM7 | =CESMM4 | =CESMM > Quantity Surveying
Certified Cost Technician | =AACE CCT > Cost Estimating
# Bidding and contracts
Public Works Bidding | public bidding | public works bids | public bid openings > Hard Bid Projects
DOT Bid Lettings | bid lettings | DOT lettings | highway lettings | highway bidding | DOT bidding > Public Works Bidding
Scope Review | scope reviews | bid scope review | scope gaps > Bid Leveling
Bid Qualifications and Exclusions | exclusions and qualifications | qualifications and exclusions | bid clarifications | scope exclusions | bid exclusions | bid qualifications > Bid Preparation
Pre-Bid Site Visits | job walks | pre-bid meetings | pre-bid conferences | pre-bid walkthroughs | pre-bid site visit > Bid Preparation
Plan Rooms | online plan rooms | plan room | digital plan rooms > Subcontractor Bid Solicitation
Bid Coverage | sub coverage | subcontractor coverage | trade coverage | bid coverage tracking > Subcontractor Bid Solicitation
Bid Calendar Management | bid calendar | bid board management | bid boards > Bid Preparation
Post-Bid Reviews | post-bid analysis | bid debriefs | post-bid debriefs > Bid Preparation
Bid Hit Ratio | ~hit ratio | bid win ratio | bid hit rate | bid-to-win ratio > Win Rate
Construction Means and Methods | means and methods | construction methods | construction means and methods knowledge > Constructability Review

Material Waste Factors | waste factors | waste allowances | material waste allowances > Quantity Takeoff
Allowance Pricing | owner allowances | allowance schedules > Bid Preparation
RIB iTWO | =iTWO | RIB iTWO 4.0 > Construction Estimating
CCS Candy | Candy estimating | Candy software > Construction Estimating
Procore Estimating | Esticom | Procore takeoff > Procore
JobTread > Construction Estimating
Mass Haul Analysis | mass haul diagrams | mass haul | mass haul calculations > Sitework Estimating
Paving Estimating | asphalt estimating | paving takeoffs | paving estimates > Sitework Estimating
Rebar Estimating | rebar takeoffs | reinforcing steel takeoffs | reinforcing steel estimating > Concrete Estimating
Door and Hardware Estimating | door hardware takeoffs | doors and hardware estimating | door schedules takeoffs > Construction Estimating
Millwork Estimating | casework estimating | millwork takeoffs | casework takeoffs > Construction Estimating
Estimate Review | estimate reviews | peer estimate reviews > Cost Estimating
Gordian | Gordian JOC | Gordian PROGEN | RSMeans JOC > Job Order Contracting
Cost Breakdown Structure | cost breakdown structures > Cost Codes

## Security officer and guard services practice
# Licences and certifications
Security Guard License | guard card | security guard card | security officer license | security guard licence | unarmed guard license | unarmed security license | guard registration
Armed Security License | armed guard license | armed guard card | armed security officer license | exposed firearm permit | firearm permit for security > Security Guard License
BSIS Guard Card | =BSIS | BSIS security guard license | California guard card > Security Guard License
Florida Class D Security License | Class D security license | Florida Class D | Class D security officer license > Security Guard License
Florida Class G License | Class G statewide firearm license | Class G firearms license > Armed Security License
Texas Level III Commission | Level III commission | Level III security license | Level 3 commissioned security | commissioned security officer license > Armed Security License
Texas Level II Security License | Level II security license | Level II non-commissioned | Level 2 security license > Security Guard License
PERC Card | Illinois PERC card | Permanent Employee Registration Card > Security Guard License
DCJS Security Officer Registration | =DCJS | DCJS registration | Virginia DCJS | DCJS security license > Security Guard License
New York State Security Guard License | NYS security guard license | NYS guard card | 8-hour pre-assignment training | 16-hour on-the-job training > Security Guard License
Certified Protection Professional | =ASIS CPP | ?=CPP > Physical Security
Physical Security Professional | =ASIS PSP | ?=PSP > Physical Security
Professional Certified Investigator | =ASIS PCI > Physical Security
Associate Protection Professional | =ASIS APP > Physical Security
Certified Protection Officer | =IFPO CPO > Security Patrol
Certified Security Supervisor | =IFPO CSS > Certified Protection Officer
IAHSS Certification | =IAHSS | IAHSS Basic Certification | IAHSS Advanced Certification | Certified Healthcare Security Officer | =CHSO > Hospital Security
Certified Healthcare Protection Administrator | =CHPA | =IAHSS CHPA > Hospital Security
# Duties and procedures
Security Patrol | foot patrol | foot patrols | vehicle patrol | vehicle patrols | mobile patrol | mobile patrols | roving patrols | patrol duties | ~patrols | ~patrol
Post Orders | site post orders | post order compliance > Security Patrol
Daily Activity Reports | ~=DAR | ~=DARs | daily activity logs | shift logs | security incident logs > Incident Reporting
Security Report Writing | incident narratives > Incident Reporting
Alarm Monitoring | alarm response | alarm dispatching | central station monitoring | central station alarm monitoring | intrusion alarm monitoring > Security Patrol
Intrusion Alarm Systems | burglar alarms | burglar alarm systems | intrusion alarm panels | alarm panels | alarm arming and disarming > Alarm Monitoring
Security Screening | walk-through metal detectors | handheld metal detectors | metal detector wands | magnetometer screening | wanding > Access Control Systems
X-Ray Baggage Screening | baggage screening | X-ray scanners | X-ray package screening | mail screening > Security Screening
Bag Checks | bag searches | bag inspections | package inspections | bag check procedures > Security Screening
Gatehouse Operations | gatehouse | gate guard duties | entry control points | vehicle access control | gate access control > Access Control Systems
Vehicle Screening | vehicle searches | truck inspections at gate | under-vehicle inspections | vehicle checkpoints > Gatehouse Operations
Fire Watch | fire watch patrols | fire watch duties | fire watch services > Security Patrol
Radio Protocol | 10-codes | ten-codes | radio etiquette | radio codes | NATO phonetic alphabet > Two-Way Radio Dispatch
Emergency Response Procedures | emergency procedures | ~emergency response > Emergency Preparedness
Lockdown Procedures | ~lockdowns | lockdown drills | building lockdowns > Emergency Response Procedures
Bomb Threat Procedures | bomb threat response | suspicious package procedures | suspicious package handling | suspicious packages | bomb threats > Emergency Response Procedures
Parking Enforcement | parking citations | parking patrol | parking ticket writing | parking violations enforcement > Security Patrol
Traffic Direction | directing traffic | traffic control posts | manual traffic direction | traffic direction and control > Security Patrol
Trespass Enforcement | trespass warnings | trespass notices | trespassing enforcement | trespass procedures > Security Patrol
Powers to Arrest | powers of arrest | citizen's arrest | arrest authority | citizens arrest > Security Guard License
Patient Watch | patient watches | patient standby | patient sitter watches > Hospital Security
Hospital Security | healthcare security > Security Patrol
Executive Protection | close protection | dignitary protection | executive protection details | protective details > Physical Security
Cash-in-Transit | cash escorts | armored car services | armored transport | armored car operations > Security Patrol
Crowd Control | crowd control techniques | crowd control barriers | crowd dispersal > Crowd Management
Body-Worn Cameras | body cams | body cameras | body-worn camera | =BWC > Incident Reporting
# Use of force and defensive tactics
Use of Force | use-of-force continuum | force continuum | use of force policy | use of force reporting > Defensive Tactics
Defensive Tactics | defensive tactics training | self-defense techniques | control tactics | pressure point control tactics | =PPCT > Use of Force
Handcuffing | handcuffing techniques | handcuff certification | handcuff training | handcuffs > Defensive Tactics
OC Spray Certification | =OC spray | pepper spray | =OC certification | oleoresin capsicum | =OC/pepper spray > Defensive Tactics
Baton Certification | expandable baton | =ASP baton | baton permit | =PR-24 | baton training > Defensive Tactics
TASER Certification | =TASER | =Taser certified | conducted energy weapon | =CEW | conducted electrical weapons > Defensive Tactics
Firearms Qualification | firearms training | firearm proficiency | range qualification | firearms certification | firearm qualification > Armed Security License
Concealed Carry Permit | =CCW | concealed carry | concealed weapons permit | concealed handgun license | license to carry > Firearms Qualification
Verbal Judo | verbal judo training > De-escalation
MOAB Training | =MOAB | Management of Aggressive Behavior > De-escalation
Prevention and Management of Aggressive Behavior | =PMAB | PMAB training > De-escalation
Pro-ACT | Professional Assault Crisis Training | Pro-ACT certification > De-escalation
SAMA Training | Satori Alternatives to Managing Aggression > De-escalation
# Security systems and software
Physical Security | physical security assessments | physical security surveys | site security assessments
Security Threat Assessment > Physical Security
CPTED | Crime Prevention Through Environmental Design > Physical Security
Perimeter Security | perimeter patrols | perimeter checks | perimeter intrusion detection > Physical Security
Video Management Systems | video management software | video surveillance systems | surveillance systems > CCTV Monitoring
Lenel OnGuard | =Lenel | =OnGuard | LenelS2 OnGuard | LenelS2 | Lenel S2 > Access Control Systems
S2 NetBox | =S2 Security | LenelS2 NetBox > Access Control Systems
Software House C-CURE 9000 | C-CURE 9000 | C•CURE 9000 | CCURE 9000 | C-CURE | =Software House > Access Control Systems
Genetec Security Center | =Genetec | Genetec Synergis | Genetec Omnicast > Video Management Systems
Milestone XProtect | Milestone VMS | =XProtect > Video Management Systems
Avigilon Control Center | =Avigilon | Avigilon ACC > Video Management Systems
exacqVision | Exacq > Video Management Systems
Axis Camera Station | Axis Communications | Axis cameras > Video Management Systems
AMAG Symmetry | =AMAG | AMAG Technology > Access Control Systems
Gallagher Command Centre | Gallagher Command Center | Gallagher Security > Access Control Systems
Honeywell Pro-Watch | Pro-Watch > Access Control Systems
Hirsch Velocity | Identiv Velocity > Access Control Systems
Kastle Systems | Kastle access control | =Kastle > Access Control Systems
Guard Tour Systems | guard tour | guard tours | guard tour system | tour wands | patrol checkpoints | checkpoint tours > Security Patrol
TrackTik > Guard Tour Systems
Silvertrac > Guard Tour Systems
Guard1 | Guard1 Plus > Guard Tour Systems
Trackforce Valiant | Trackforce | GuardTek > Guard Tour Systems
Global Security Operations Center | ?=GSOC > Security Operations Center
Everbridge | Everbridge mass notification > Mass Notification Systems
Mass Notification Systems | mass notification | emergency notification systems | emergency mass notification > Emergency Preparedness
AlertMedia > Mass Notification Systems
Dataminr | Dataminr Pulse > Global Security Operations Center
MTSA Compliance | =MTSA | Maritime Transportation Security Act | =MTSA security > Physical Security

## Operations management practice
# Methods and frameworks
Operations Management | business operations management | operations management principles
Process Improvement | process improvements | process improvement initiatives | business process improvement | process improvement projects > Continuous Improvement
Operational Excellence | operational excellence programs | operational excellence frameworks > Continuous Improvement
Operations Strategy | operations strategy development | operational strategy > Operations Management
Operational Benchmarking | ~benchmarking | best-practice benchmarking | operational benchmarks > Key Performance Indicators
Management Operating System | management operating systems | operating rhythm | operating cadence | business operating rhythm > Operations Management
Entrepreneurial Operating System | =EOS framework | =EOS Traction | Traction EOS | Level 10 meetings | =L10 meetings > Operations Management
OGSM | =OGSM framework | Objectives, Goals, Strategies and Measures > Objectives and Key Results
Shingo Model | Shingo Prize | Shingo principles | Shingo Institute > Lean Manufacturing
Baldrige Excellence Framework | Baldrige Criteria | Malcolm Baldrige | Baldrige Performance Excellence | Baldrige criteria for performance excellence > Total Quality Management
EFQM Excellence Model | =EFQM | EFQM Model | EFQM framework > Total Quality Management
Transactional Lean | lean office | lean administration | lean for services | office lean > Lean Manufacturing
Business Process Management | ~=BPM | =BPM tools | business process management suites > Business Process Reengineering
Shared Services | shared services centers | shared service center | shared services model > Operations Management
Plant Start-Ups | plant startups | plant start-up | new plant launches | facility start-ups | greenfield start-ups > Operations Management
Crisis Management | crisis management planning | crisis management plans | crisis response planning > Business Continuity Planning
Service Delivery Management | ~service delivery | service delivery operations | service delivery models > Service Level Management
Safety Incident Rates | =TRIR | total recordable incident rate | =DART rate | =LTIR | lost time incident rate | =LTIFR > OSHA Recordkeeping
Decision Matrix | decision matrices | Pugh matrix | weighted decision matrix > Root Cause Analysis
IFS Cloud | IFS Applications | =IFS ERP > Enterprise Resource Planning
One-Piece Flow | single-piece flow | single piece flow | one piece flow | continuous flow manufacturing > Lean Manufacturing
Overtime Management | overtime control | overtime reduction | overtime tracking > Labor Planning
# Lean and daily management tools
SQDC Boards | =SQDC | =SQDCP | =SQDCM | =SQCDP | SQDC metrics > Tiered Daily Management
Leader Standard Work > Standardized Work
Kamishibai Boards | kamishibai | kamishibai audits | kamishibai cards > Visual Management
Obeya Rooms | obeya | obeya room > Visual Management
Huddle Boards | huddle board | daily huddle boards > Visual Management
Bowling Charts | bowling chart | bowler charts | hoshin bowling charts > Hoshin Kanri
X-Matrix | Hoshin X-matrix | X matrix > Hoshin Kanri
Run Charts | run chart > Statistical Process Control
# Capacity, flow and performance
Queueing Theory | queuing theory | queueing models | queuing models | Little's Law > Capacity Planning
Throughput Improvement | throughput optimization | throughput analysis | throughput management > Theory of Constraints
Sales and Operations Execution | =S&OE > Sales and Operations Planning
Shop Floor Management | shop floor control | shop-floor management > Manufacturing Execution Systems
# ERP platforms
Microsoft Dynamics 365 | Dynamics 365 | =D365 | Microsoft Dynamics | =MS Dynamics | Dynamics 365 ERP > Enterprise Resource Planning
Oracle Fusion Cloud ERP | Oracle Fusion | Oracle Cloud ERP | Oracle ERP Cloud | Oracle Fusion Applications > Enterprise Resource Planning

## Property management operations practice
# Software and services
Propertyware | RealPage Propertyware > Property Management
Rentec Direct > Property Management
TenantCloud > Property Management
DoorLoop > Property Management
Rentvine > Property Management
Hemlane > Property Management
Yardi Matrix > Yardi
Yardi CommercialCafe | CommercialCafe > Yardi
Funnel Leasing > Residential Leasing
Knock CRM | ~=Knock > Residential Leasing
LeaseHawk > Residential Leasing
AnyoneHome > Residential Leasing
Rently | Rently self-guided tours > Self-Guided Tours
HappyCo | HappyCo inspections | Happy Inspector > Property Inspections
Property Meld > Work Order Management
Latchel > Work Order Management
Snappt > Tenant Screening
CoreLogic SafeRent | SafeRent | SafeRent Solutions | SafeRent Score > Tenant Screening
RentGrow > Tenant Screening
Grace Hill | Grace Hill training | Grace Hill Vision > Fair Housing Certification
ClickPay | ClickPay payments > Rent Collection
Zego | =PayLease | Zego payments > Rent Collection
ARGUS Enterprise | =ARGUS | ARGUS Developer | Altus ARGUS | ARGUS modeling > Commercial Leasing
# Leasing and residents
Self-Guided Tours | self-guided touring | self-guided property tours | self-touring > Residential Leasing
Property Tours | leasing tours | apartment tours | unit tours | giving property tours > Residential Leasing
Model Unit Merchandising | model units | model apartments | model unit setup > Residential Leasing
Rental Market Surveys | apartment market surveys | competitive rent surveys | comp surveys | rent comp surveys > Rent Pricing Optimization
Leasing Funnel Management | leasing funnel | lead-to-lease conversion | lead-to-lease | leasing conversion rates > Residential Leasing
Leasing Concessions | rent concessions | lease concessions > Residential Leasing
Lease Expiration Management | lease expirations | lease expiration matrix > Lease Renewals
Rent Increase Notices | rent increases | rent increase letters > Lease Renewals
Lease Enforcement | lease violations | lease violation notices | lease compliance enforcement > Landlord-Tenant Law
Resident Portals | resident portal | tenant portal | tenant portals | online resident portal > Property Management
Renters Insurance Compliance | renters insurance | renter's insurance | renters insurance tracking | =HO4 > Property Management
Economic Occupancy | physical occupancy | vacancy loss | economic vacancy > Occupancy Management
Tenant Billing | tenant billings | tenant charges > Property Accounting
Tenant Coordination > Tenant Improvements
Property Takeovers | property takeover | property transitions > Property Management
Capital Improvements | property capital improvements > Property Management
Real Estate Asset Management | property asset management | asset management for real estate > Property Management
Pool Maintenance | pool chemistry | pool water chemistry | pool chemical balancing | swimming pool maintenance | pool and spa maintenance > Property Management
Certified Pool Operator | Certified Pool/Spa Operator | =CPO certification | pool operator certification > Pool Maintenance
Vacation Rental Management | short-term rental management | short-term rentals > Property Management
Guesty > Vacation Rental Management
Hostaway > Vacation Rental Management
Self-Storage Management | self storage | self-storage | self storage operations > Property Management
SiteLink Web Edition | storEDGE > Self-Storage Management
# Affordable and assisted housing
HUD Handbook 4350.3 | =HUD 4350.3 | =4350.3 | HUD Occupancy Handbook > HUD Multifamily Housing
Project-Based Section 8 | =PBS8 | project-based rental assistance | =PBRA | project-based vouchers | =PBV > HUD Multifamily Housing
HAP Contracts | =HAP contracts | =HAP contract | housing assistance payments | housing assistance payment contracts > Project-Based Section 8
Rental Assistance Demonstration | =RAD conversions | =RAD program | RAD conversion > Public Housing Management
Public Housing Management | public housing | public housing operations | housing authority operations > Affordable Housing Compliance
VAWA Housing Protections | Violence Against Women Act | VAWA compliance | VAWA emergency transfers > Fair Housing Act
Utility Allowances | utility allowance | utility allowance calculations | utility allowance studies > Affordable Housing Compliance
Income and Rent Limits | income limits | rent limits | area median income | =HUD income limits | =AMI limits > Section 42 Compliance
Affirmative Fair Housing Marketing Plan | =AFHMP | affirmative fair housing marketing > Fair Housing Act
Lease File Audits | resident file audits | tenant file audits | compliance file audits > Affordable Housing Compliance

`;
