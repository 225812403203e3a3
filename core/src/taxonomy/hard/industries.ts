// Skill data in the line format of ../README.md: industries and sectors, the domain knowledge a posting asks for ("experience in the utility industry", "a healthcare background").
// A posting's mention of one counts only in such a frame (see industryAskedFor in keywords/asked.ts): an industry
// word in passing ("verify patient insurance", "our manufacturing clients") asks for nothing.
export default String.raw`
## Industries and domains
Healthcare | health care | healthcare industry | health care industry | healthcare sector
Digital Health | health tech | healthtech | digital health industry
Insurance | insurance industry | insurance sector | insurance domain
Financial Services | financial services industry | financial services sector | finserv
Banking | banking industry | banking sector
Fintech | financial technology | fintech industry
Mortgage Industry | mortgage sector
Manufacturing | manufacturing industry | manufacturing sector
Distribution | distribution industry | wholesale distribution | wholesale
Retail | retail industry | retail sector
Construction | construction industry | construction sector
Real Estate | real estate industry | real estate sector
Architecture, Engineering and Construction | =AEC | AEC industry | architecture, engineering, and construction | architecture/engineering/construction
Utilities | utility industry | utilities industry | utility sector | utilities sector
Energy Industry | energy sector
Oil and Gas | oil & gas | oil and gas industry | oil and gas sector | oil & gas industry
SaaS | software as a service | =B2B SaaS | B2B software-as-a-service | business-to-business SaaS | SaaS industry
Subscription Business | subscription businesses | subscription model
Telecommunications | telecom | telecommunications industry | telecom industry | telco
Media and Entertainment | media industry | entertainment industry | media and entertainment industry
Gaming Industry | video game industry | games industry
Hospitality | hospitality industry | hospitality sector
Restaurant Industry | food service industry | foodservice industry | foodservice
Travel Industry | travel and hospitality
Consumer Packaged Goods | =CPG | consumer goods | =FMCG | fast-moving consumer goods | =CPG industry
Food and Beverage | food & beverage | =F&B | food and beverage industry
Agriculture | agriculture industry | agricultural industry | agribusiness
Pharmaceutical Industry | pharmaceutical | pharmaceuticals | pharma | pharma industry
Biotechnology | biotech | biotech industry | biotechnology industry
Life Sciences | life sciences industry | life science industry
Medical Devices | medical device | medical device industry | medical devices industry | medtech
Automotive Industry | automotive
Aerospace | aerospace industry | aerospace and defense | aerospace & defense | =A&D
Defense Industry | defense sector | defense contracting
Semiconductor Industry | semiconductor | semiconductors
Transportation Industry | transportation sector
Logistics Industry | logistics sector
Public Sector | government sector | public-sector
Nonprofit Sector | nonprofit | non-profit | not-for-profit | non-profit sector
Higher Education | higher ed | higher education industry
Education Technology | edtech | ed tech | education technology industry
Professional Services | professional services industry | professional services firm
Staffing Industry | staffing | staffing agency | staffing agencies | recruitment agency
Legal Industry | legal sector
`;
