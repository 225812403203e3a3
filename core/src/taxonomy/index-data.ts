import type { TaxonomySource } from "./compile.ts";
import alliedHealth from "./hard/allied-health.ts";
import basicsA from "./hard/basics-a.ts";
import basicsB from "./hard/basics-b.ts";
import basicsC from "./hard/basics-c.ts";
import basicsD from "./hard/basics-d.ts";
import basicsE from "./hard/basics-e.ts";
import breadthBusiness from "./hard/breadth-business.ts";
import breadthHealth from "./hard/breadth-health.ts";
import breadthOperations from "./hard/breadth-operations.ts";
import breadthTech from "./hard/breadth-tech.ts";
import buildingAndTrades from "./hard/building-and-trades.ts";
import businessHealth from "./hard/business-health.ts";
import careAndTeaching from "./hard/care-and-teaching.ts";
import coverageA from "./hard/coverage-a.ts";
import coverageB from "./hard/coverage-b.ts";
import coverageC from "./hard/coverage-c.ts";
import coverageD from "./hard/coverage-d.ts";
import coverageE from "./hard/coverage-e.ts";
import coverageF from "./hard/coverage-f.ts";
import depthEngineeringTrades from "./hard/depth-engineering-trades.ts";
import depthFinance from "./hard/depth-finance.ts";
import depthHealth from "./hard/depth-health.ts";
import depthLegalEducation from "./hard/depth-legal-education.ts";
import depthMarketingSalesDesign from "./hard/depth-marketing-sales-design.ts";
import depthOperations from "./hard/depth-operations.ts";
import depthTech from "./hard/depth-tech.ts";
import engineeringAndPlant from "./hard/engineering-and-plant.ts";
import financeAndLending from "./hard/finance-and-lending.ts";
import industries from "./hard/industries.ts";
import industry from "./hard/industry.ts";
import legalDesignBuildIt from "./hard/legal-design-build-it.ts";
import logisticsSalesRetail from "./hard/logistics-sales-retail.ts";
import nursingPharmacyRehab from "./hard/nursing-pharmacy-rehab.ts";
import officeLegalAndService from "./hard/office-legal-and-service.ts";
import practiceBusiness from "./hard/practice-business.ts";
import practiceHealthEducation from "./hard/practice-health-education.ts";
import practiceTechIndustry from "./hard/practice-tech-industry.ts";
import serviceAndProduct from "./hard/service-and-product.ts";
import softwareAndMarketing from "./hard/software-and-marketing.ts";
import teachingHrProjects from "./hard/teaching-hr-projects.ts";
import techAndCommerce from "./hard/tech-and-commerce.ts";
import technology from "./hard/technology.ts";
import softSkills from "./soft/soft-skills.ts";

/** Every taxonomy file, with the kind of skill it lists. Add a new file here. */
export const taxonomySources: readonly TaxonomySource[] = [
  { source: "hard/technology.ts", kind: "hard", text: technology },
  { source: "hard/business-health.ts", kind: "hard", text: businessHealth },
  { source: "hard/industry.ts", kind: "hard", text: industry },
  { source: "hard/practice-business.ts", kind: "hard", text: practiceBusiness },
  { source: "hard/practice-health-education.ts", kind: "hard", text: practiceHealthEducation },
  { source: "hard/practice-tech-industry.ts", kind: "hard", text: practiceTechIndustry },
  { source: "hard/building-and-trades.ts", kind: "hard", text: buildingAndTrades },
  { source: "hard/care-and-teaching.ts", kind: "hard", text: careAndTeaching },
  { source: "hard/tech-and-commerce.ts", kind: "hard", text: techAndCommerce },
  { source: "hard/service-and-product.ts", kind: "hard", text: serviceAndProduct },
  { source: "hard/allied-health.ts", kind: "hard", text: alliedHealth },
  { source: "hard/finance-and-lending.ts", kind: "hard", text: financeAndLending },
  { source: "hard/engineering-and-plant.ts", kind: "hard", text: engineeringAndPlant },
  { source: "hard/office-legal-and-service.ts", kind: "hard", text: officeLegalAndService },
  { source: "hard/software-and-marketing.ts", kind: "hard", text: softwareAndMarketing },
  { source: "hard/nursing-pharmacy-rehab.ts", kind: "hard", text: nursingPharmacyRehab },
  { source: "hard/teaching-hr-projects.ts", kind: "hard", text: teachingHrProjects },
  { source: "hard/logistics-sales-retail.ts", kind: "hard", text: logisticsSalesRetail },
  { source: "hard/legal-design-build-it.ts", kind: "hard", text: legalDesignBuildIt },
  { source: "hard/depth-finance.ts", kind: "hard", text: depthFinance },
  { source: "hard/depth-health.ts", kind: "hard", text: depthHealth },
  { source: "hard/depth-tech.ts", kind: "hard", text: depthTech },
  { source: "hard/depth-operations.ts", kind: "hard", text: depthOperations },
  { source: "hard/depth-marketing-sales-design.ts", kind: "hard", text: depthMarketingSalesDesign },
  { source: "hard/depth-engineering-trades.ts", kind: "hard", text: depthEngineeringTrades },
  { source: "hard/depth-legal-education.ts", kind: "hard", text: depthLegalEducation },
  { source: "hard/industries.ts", kind: "hard", text: industries },
  { source: "hard/breadth-tech.ts", kind: "hard", text: breadthTech },
  { source: "hard/breadth-health.ts", kind: "hard", text: breadthHealth },
  { source: "hard/breadth-business.ts", kind: "hard", text: breadthBusiness },
  { source: "hard/breadth-operations.ts", kind: "hard", text: breadthOperations },
  { source: "hard/coverage-a.ts", kind: "hard", text: coverageA },
  { source: "hard/coverage-b.ts", kind: "hard", text: coverageB },
  { source: "hard/coverage-c.ts", kind: "hard", text: coverageC },
  { source: "hard/coverage-d.ts", kind: "hard", text: coverageD },
  { source: "hard/coverage-e.ts", kind: "hard", text: coverageE },
  { source: "hard/coverage-f.ts", kind: "hard", text: coverageF },
  { source: "hard/basics-a.ts", kind: "hard", text: basicsA },
  { source: "hard/basics-b.ts", kind: "hard", text: basicsB },
  { source: "hard/basics-c.ts", kind: "hard", text: basicsC },
  { source: "hard/basics-d.ts", kind: "hard", text: basicsD },
  { source: "hard/basics-e.ts", kind: "hard", text: basicsE },
  { source: "soft/soft-skills.ts", kind: "soft", text: softSkills },
];
