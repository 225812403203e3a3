import { describe, expect, it } from "vitest";
import { scanSkills } from "../taxonomy/scan.ts";
import { buildTaxonomy } from "../taxonomy/taxonomy.ts";
import { tokenize } from "../text/tokens.ts";
import {
  acronymSpelledOtherwise,
  categoryStandIn,
  countsPeople,
  degreeField,
  describesPeople,
  expansionStart,
  fieldOfYears,
  impliedLanguage,
  industryAskedFor,
  insideSpelledOutAcronym,
  madeWithProduct,
  modifiesListHead,
  namesAccreditingBody,
  namesCredentialHolder,
  namesDepartment,
  namesDepartmentOfRole,
  namesGroupInList,
  namesGroupOrRole,
  namesPlace,
  participleOfSkill,
  purposeOfTool,
  softSkillInPassing,
  titleFieldSkills,
  titleLines,
  unknownNameInPassing,
  workplaceSetting,
} from "./asked.ts";

const taxonomy = buildTaxonomy([
  {
    source: "hard",
    kind: "hard",
    text: String.raw`
## Tools
Grafana
Dashboards
Python
Git
Redis
Outreach
Amplitude
## Practice
Version Control
Caching
ServiceNow
Change Management
Health Savings Accounts | =HSA
Flexible Spending Accounts | =FSA
Rate Limiting
Data Collection
Data Science
Accounting
Mechanical Design
Manufacturing Engineering
Content Marketing
Sales Engagement Platforms
Product Analytics
Endpoint Detection and Response | ~=EDR
Security Operations Center | ~=SOC
Inventory Planning
Release Engineering
Engineering Change Orders | ECO
Change Orders
Registered Nurse | RN
Neonatal Intensive Care | NICU
Applied Behavior Analysis | =ABA
Paralegal Certificate
Procurement
Finance
## Finance certifications
Certified Public Accountant | CPA
## Licences
Physician Assistant | =PA
Nurse Practitioner | =NP
## Project management certifications
Project Management
Engineer in Training | =EIT
Licensed Practical Nurse | LPN
Certified Occupational Therapy Assistant | =COTA
International Building Code | IBC
## Therapy practice
Psychosocial Assessment
## Systems
Computerized Maintenance Management System | CMMS
Customer Relationship Management | CRM
Salesforce
Learning Management System
Canvas
Nursing
ACCA
## Industries and domains
Healthcare | health care
Insurance
Financial Services
Manufacturing
Distribution
Retail
Real Estate
Construction
SaaS | =B2B SaaS
## Languages
English
Spanish
Bilingual
`,
  },
]);

function mentionsOf(text: string) {
  return scanSkills(tokenize(text), text, taxonomy);
}

/** The mention of `name` in `text`, and whether `rule` says it is named in passing. */
function judged(text: string, name: string, rule: (text: string, mentions: ReturnType<typeof mentionsOf>, index: number) => boolean) {
  const mentions = mentionsOf(text);
  const index = mentions.findIndex((m) => m.entry.name === name);
  expect(index, `${name} is found in "${text}"`).toBeGreaterThanOrEqual(0);
  return rule(text, mentions, index);
}

describe("namesGroupOrRole", () => {
  it.each([
    ["Work with the data science team", true],
    ["Experience working on Data Science teams", false],
    ["Our Mechanical Design Engineer leads this", true],
    ["Partner with special accounting staff", true],
    ["Two years at a public data science firm", true],
    ["a law firm's content marketing group", true],
    ["Our Inventory Planning group meets weekly", true],
    ["Lead daily content marketing groups", false],
    ["Strong data science skills", false],
    ["Accounting teammates", false],
    ["As an engineer on the Inventory Planning squad you will", true],
    ["our in-house Security Operations Center, a team of eleven analysts", true],
    ["Data science, a core skill here", false],
    ["Data science specialist certification preferred", false],
  ])("%s -> %s", (text, expected) => {
    const mention = mentionsOf(text)[0]!;
    expect(namesGroupOrRole(text, mention)).toBe(expected);
  });
});

describe("namesDepartmentOfRole", () => {
  it.each([
    ["Report to the Director of Inventory Planning", true],
    ["You will join the VP of Content Marketing", true],
    ["Experience in inventory planning", false],
    ["This role reports to the Manager, Inventory Planning.", true],
    ["As a manager, inventory planning is yours", false],
  ])("%s -> %s", (text, expected) => {
    expect(namesDepartmentOfRole(text, mentionsOf(text)[0]!)).toBe(expected);
  });
});

describe("workplaceSetting", () => {
  it.each([
    ["one year as a technician in a hospital, nursing, home infusion or retail setting", true],
    ["experience in a nursing or acute care environment", true],
    ["Drawings are produced in a nursing environment", false],
    ["Strong nursing skills", false],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Nursing", (t, m, i) => workplaceSetting(t, m[i]!))).toBe(expected);
  });
});

describe("industryAskedFor", () => {
  it.each([
    ["Prior experience in insurance or another regulated financial services environment", "Insurance", true],
    ["Prior experience in insurance or another regulated financial services environment", "Financial Services", true],
    ["Background in a manufacturing or distribution environment", "Manufacturing", true],
    ["Background in a manufacturing or distribution environment", "Distribution", true],
    ["Exposure to real estate or construction clients", "Construction", true],
    ["Healthcare, insurance or financial services experience", "Healthcare", true],
    ["Hands-on experience with B2B SaaS products", "SaaS", true],
    ["Knowledge of the healthcare industry", "Healthcare", true],
    ["Experience supporting manufacturing clients", "Manufacturing", true],
    ["Work in a regulated industry such as healthcare or financial services", "Healthcare", true],
    ["Verticals (e.g. retail, insurance)", "Insurance", true],
    ["Prior work in healthcare or another regulated industry", "Healthcare", true],
    ["Financial services or credit union experience", "Financial Services", true],
    ["Selling to finance buyers, for example in insurance", "Insurance", true],
    ["Domain experience in freight or insurance", "Insurance", true],
    ["Our healthcare clients or partners", "Healthcare", false],
    ["Verify patient insurance at check-in", "Insurance", false],
    ["Hunt for techniques used against healthcare organizations", "Healthcare", false],
    ["Experience in manufacturing processes", "Manufacturing", false],
    ["One year as a technician in a hospital or retail setting", "Retail", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, industryAskedFor)).toBe(expected);
  });
});

describe("modifiesListHead", () => {
  it.each([
    ["bring point-of-sale (POS), CRM, loyalty and inventory data into Snowflake", true],
    ["log analysis across firewall, CRM and VPN sources", true],
    ["partnering with our claims, CRM and customer service teams", true],
    ["Track loads with Macropoint and CRM data", false],
    ["Analyze CRM data weekly", false],
    ["Excellent CRM skills, including for customers", false],
    // The noun goes on: no list of kinds of it.
    ["Own CRM, invoicing and accounts receivable follow-up", false],
    ["Handle CRM and offboarding, and keep personnel files organized", false],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Customer Relationship Management", (t, m, i) => modifiesListHead(t, m[i]!))).toBe(expected);
  });

  it.each([
    // The head is the skills' own last word: HSAs and FSAs are the accounts.
    ["Administer HSA and FSA accounts", false],
    ["Pull payroll, HSA and FSA data into Excel", true],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Flexible Spending Accounts", (t, m, i) => modifiesListHead(t, m[i]!))).toBe(expected);
  });
});

describe("countsPeople", () => {
  it.each([
    ["Supervise 6 RNs and 2 LPNs", "Licensed Practical Nurse", true],
    ["Supervise six RNs", "Registered Nurse", true],
    ["Active RN license", "Registered Nurse", false],
    ["Work alongside LPNs", "Licensed Practical Nurse", true],
    ["Co-sign notes for certified occupational therapy assistants", "Certified Occupational Therapy Assistant", true],
    ["Active LPN license", "Licensed Practical Nurse", false],
    ["Complete psychosocial assessments daily", "Psychosocial Assessment", false],
    ["Integrate CRMs with billing", "Customer Relationship Management", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => countsPeople(t, m[i]!))).toBe(expected);
  });
});

describe("fieldOfYears", () => {
  it.each([
    ["5+ years of data science experience", "Data Science", true],
    ["2+ years of general accounting experience, ideally in retail", "Accounting", true],
    ["3-5 years of manufacturing engineering background", "Manufacturing Engineering", true],
    ["5+ years of professional backend caching", "Caching", true],
    ["3 years of Python experience", "Python", false],
    ["5+ years of experience, including data science projects", "Data Science", false],
    ["Experience with caching", "Caching", false],
    ["Four or more years of mechanical design, ideally in retail", "Mechanical Design", true],
    ["Two or more years of nursing in a Level I trauma center", "Nursing", true],
    ["3+ years in an ACCA, Data Science or release engineering role", "ACCA", true],
    ["3+ years in an ACCA, Data Science or release engineering role", "Data Science", true],
    ["1+ year in a quota-carrying role, ideally caching, data science or sales", "Data Science", true],
    ["1+ year in a quota-carrying role, ideally B2B data science or sales", "Data Science", true],
    ["3+ years in an ACCA, Data Science or release engineering role", "Release Engineering", true],
    ["One year of accounting RN experience", "Accounting", true],
    ["3+ years as a planner in data science", "Data Science", false],
    ["4+ years in product analytics at a Python shop", "Python", false],
    ["5 years of experience with caching", "Caching", false],
    ["3 years of Python and Git experience", "Git", false],
    ["2+ years of experience in data science, accounting, or operations", "Accounting", true],
    ["2+ years of experience in Python", "Python", false],
    ["5+ years of Data Science experience", "Data Science", true],
    ["2+ years of experience with caching", "Caching", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => fieldOfYears(t, m[i]!))).toBe(expected);
  });
});

describe("purposeOfTool", () => {
  it.each([
    ["Familiarity with Git for version control", "Version Control", true],
    ["Redis for caching and rate limiting", "Rate Limiting", true],
    ["Redis for caching and rate limiting", "Caching", true],
    ["Version control and Git", "Version Control", false],
    ["Design tests for caching, and apply rate limiting", "Rate Limiting", false],
    ["Git for Version Control", "Version Control", false],
    ["Our stack is Salesforce for CRM and Outreach", "Customer Relationship Management", true],
    // After "and a" comes another thing, not the purpose.
    ["We use Git for large programs and a CRM for small ones", "Customer Relationship Management", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, purposeOfTool)).toBe(expected);
  });
});

describe("madeWithProduct", () => {
  it.each([
    ["Grafana dashboards", "Dashboards", true],
    ["Redis caching", "Caching", true],
    ["Redis, caching", "Caching", false],
    ["Redis Caching", "Caching", false],
    ["version control caching", "Caching", false],
    // A practice run in the product is asked for itself.
    ["ServiceNow change management", "Change Management", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, madeWithProduct)).toBe(expected);
  });
});

describe("categoryStandIn", () => {
  it.each([
    ["Salesforce and a sales engagement platform such as Outreach", "Sales Engagement Platforms", true],
    ["Amplitude or a similar product analytics tool", "Product Analytics", true],
    ["Product analytics tools (e.g. Amplitude)", "Product Analytics", true],
    ["a product analytics tool such as athenaOne or Grafana", "Product Analytics", true],
    ["a product analytics tool such as retention or funnels", "Product Analytics", false],
    ["our product analytics tool (Amplitude)", "Product Analytics", true],
    ["Own product analytics for the app", "Product Analytics", false],
    ["Amplitude or another product analytics platform", "Product Analytics", true],
    ["comfortable with product analytics (Amplitude or Grafana)", "Product Analytics", true],
    ["Product Analytics (Amplitude, Grafana)", "Product Analytics", false],
    ["product analytics (PA) every week", "Product Analytics", false],
    ["a product analytics tool, preferably Amplitude", "Product Analytics", true],
    ["experience with product analytics specifically is a plus", "Product Analytics", false],
    ["product analytics such as funnels and cohorts", "Product Analytics", false],
    ["product analytics using a tool such as Amplitude", "Product Analytics", true],
    ["experience with EDR tools (CrowdStrike Falcon and Microsoft Defender)", "Endpoint Detection and Response", true],
    ["Amplitude-based product analytics", "Product Analytics", true],
    ["The school uses Canvas as its learning management system", "Learning Management System", true],
    ["assessments such as the learning management system", "Learning Management System", false],
    ["cloud-based product analytics", "Product Analytics", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => categoryStandIn(t, m[i]!))).toBe(expected);
  });
});

describe("acronyms spelled out in parentheses", () => {
  it.each([
    ["release engineering change orders (ECOs)", "ECOs", "engineering change orders (ECOs)"],
    ["Certified Paralegal (CP)", "CP", "Certified Paralegal (CP)"],
    ["Texas Essential Knowledge and Skills (TEKS)", "TEKS", "Texas Essential Knowledge and Skills (TEKS)"],
    ["the plan (ECO)", "ECO", null],
  ])("%s", (text, acronym, spelled) => {
    const paren = text.indexOf(`(${acronym})`);
    const start = expansionStart(text, paren, acronym);
    expect(start === null ? null : text.slice(start)).toBe(spelled);
  });

  it("sets aside other skills inside the spelled-out words, not the acronym's own", () => {
    const text = "Own BOMs and release engineering change orders (ECOs) weekly; Release Engineering experience";
    const mentions = mentionsOf(text);
    const inside = [...insideSpelledOutAcronym(text, mentions)].map((m) => m.surface);
    expect(inside).toEqual(["release engineering", "change orders"]);
  });

  it("keeps a skill that spells out the whole acronym, when the letters name another skill too", () => {
    // PA is Physician Assistant in the taxonomy; here the posting spells it out as Product Analytics.
    const text = "Own Product Analytics (PA) for the app";
    const mentions = mentionsOf(text);
    expect(mentions.map((m) => m.entry.name)).toEqual(["Product Analytics", "Physician Assistant"]);
    expect([...insideSpelledOutAcronym(text, mentions)]).toEqual([]);
  });
});

describe("impliedLanguage", () => {
  it.each([
    ["Bilingual in English and Spanish", "English", true],
    ["Bilingual in English and Spanish", "Bilingual", true],
    ["Bilingual in English and Spanish", "Spanish", false],
    ["Fluent English. Spanish a plus", "English", false],
    ["Bilingual", "Bilingual", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, impliedLanguage)).toBe(expected);
  });
});

describe("titleFieldSkills", () => {
  it.each([
    ["Senior Data Scientist, Pricing & Risk", ["data science"]],
    ["Staff Accountant", ["accounting"]],
    ["Mechanical Design Engineer", ["mechanical design"]],
    ["Senior Manufacturing Engineer – Welding & Assembly", ["manufacturing", "manufacturing engineering"]],
    ["Content Marketing Specialist", ["content marketing"]],
    ["Data Science & Content Marketing Specialist", ["content marketing", "data science"]],
    ["Staff Nurse", ["nursing"]],
    ["Clinic Nurse", []],
    ["Registered Nurse", []],
    ["Python Developer", ["python"]],
    ["Head of Growth", []],
    ["Data", []],
    ["Full-Time Content Marketing Specialist", ["content marketing"]],
    ["Full-Charge Accountant", []],
    ["Data Science (DS) Manager", ["data science"]],
    ["Security Operations Center (SOC) Analyst II", ["security operations center"]],
    ["Full Mechanical Design Engineer", []],
  ])("%s -> %j", (title, expected) => {
    expect([...titleFieldSkills(title, taxonomy)].sort()).toEqual(expected);
  });
});

describe("titleLines", () => {
  it("finds lines that repeat the title, however punctuated", () => {
    const text = "Senior Engineer - Welding & Assembly\nAcme\n\nWe need a senior engineer for welding & assembly work";
    expect(titleLines(text, "Senior Engineer – Welding & Assembly")).toEqual([[0, 36]]);
  });

  it("finds the title with a suffix at the top of the posting", () => {
    const text = "Occupational Therapist (OTR/L) - Skilled Nursing\nAcme\n\nAn occupational therapist (OTR/L) - ours";
    expect(titleLines(text, "Occupational Therapist (OTR/L)")).toEqual([[0, 48]]);
  });
});

describe("degreeField", () => {
  it.each([
    ["Bachelor's degree in Accounting or a related field", "Accounting", true],
    ["B.S. in Python, Data Science or a related field", "Data Science", true],
    ["Bachelor's degree in business administration, Accounting or similar", "Accounting", true],
    ["a Data Science or Accounting degree", "Data Science", true],
    ["Bachelor's degree and current Python certification", "Python", false],
    ["Bachelor of Science in Nursing with Git experience", "Git", false],
    ["A valid Grafana credential and a bachelor's degree", "Grafana", false],
    ["Bachelor's degree in Accounting and 3 years of Python", "Python", false],
    ["A high degree of Python skill", "Python", false],
    ["Paralegal certificate from an approved program, or a bachelor's degree", "Paralegal Certificate", true],
    ["Bachelor's degree required; paralegal certificate preferred.", "Paralegal Certificate", true],
    ["Paralegal certificate preferred.", "Paralegal Certificate", false],
    ["Bachelor's degree in graphic design, applied data science, or a related field", "Data Science", true],
    ["Degree in nursing and current Python certification", "Python", false],
    ["Strong Python skills", "Python", false],
  ])("%j: %s is a field of study: %s", (text, name, expected) => {
    expect(judged(text, name, degreeField)).toBe(expected);
  });
});

describe("namesAccreditingBody", () => {
  it.each([
    ["Certificate from an ABA-approved program", true],
    ["An ABA accredited school", true],
    ["Experience with ABA therapy", false],
    ["ABA and ACCA", false],
    ["Certified as a BCBA (ABA) or RBT", true],
    ["Applied Behavior Analysis (ABA)", false],
    ["BCBA(ABA)", false],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Applied Behavior Analysis", (t, m, i) => namesAccreditingBody(t, m[i]!))).toBe(expected);
  });
});

describe("namesGroupOrRole: a job level", () => {
  it.each([
    ["As a Python II engineer", "Python", true],
    ["As an ACCA III you will", "ACCA", true],
    ["Teach Spanish II and III", "Spanish", false],
    ["Python and Git", "Python", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => namesGroupOrRole(t, m[i]!))).toBe(expected);
  });
});

describe("namesCredentialHolder", () => {
  it.each([
    ["so our CPA can review the books", "Certified Public Accountant", true],
    ["depreciation schedules for the CPA", "Certified Public Accountant", true],
    ["Active CPA license required", "Certified Public Accountant", false],
    ["Sit for the CPA exam within a year", "Certified Public Accountant", false],
    ["close work orders in our CMMS", "Computerized Maintenance Management System", false],
    ["a practice governed by the IBC", "International Building Code", false],
    ["report to the PA on duty", "Physician Assistant", true],
    ["support month-end close with our outside CPA", "Certified Public Accountant", true],
    ["three family physicians and one nurse practitioner", "Nurse Practitioner", true],
    ["Two years as a nurse practitioner", "Nurse Practitioner", false],
    ["a nurse practitioner license", "Nurse Practitioner", false],
    ["help improve our project management methodology", "Project Management", false],
    ["rounds with PA preceptors", "Physician Assistant", true],
    ["PA certification preferred", "Physician Assistant", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => namesCredentialHolder(t, m[i]!))).toBe(expected);
  });
});

describe("namesPlace", () => {
  it.each([
    // A state's code after a place ("Lancaster, PA") is dropped when the text is scanned (scan.test.ts).
    ["Supervise one PA and two nurses", false],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Physician Assistant", (t, m, i) => namesPlace(t, m[i]!))).toBe(expected);
  });

  it.each([
    ["Performs portable X-rays in the ICU, NICU and PACU", true],
    ["Float to the NICU as needed", true],
    ["Two years of NICU nursing", false],
    ["NICU experience preferred", false],
  ])("a hospital unit: %s -> %s", (text, expected) => {
    expect(judged(text, "Neonatal Intensive Care", (t, m, i) => namesPlace(t, m[i]!))).toBe(expected);
  });
});

describe("acronymSpelledOtherwise", () => {
  it.each([
    ["Pennsylvania local earned income tax (EIT)", "Engineer in Training", true],
    ["Engineer in Training (EIT) certificate", "Engineer in Training", false],
    ["Hold an EIT", "Engineer in Training", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => acronymSpelledOtherwise(t, m[i]!))).toBe(expected);
  });
});

describe("namesDepartment", () => {
  it.each([
    ["Lead contract negotiation with operations, IT, finance, and procurement", "Procurement", true],
    ["Monitor supplier performance with procurement and lead reviews", "Procurement", true],
    ["Partner closely with finance", "Finance", true],
    ["Experience with procurement", "Procurement", false],
    ["Own procurement for the plant", "Procurement", false],
    ["Prepare journal entries for procurement.", "Procurement", true],
    ["Build tools for procurement teams", "Procurement", false],
    ["Familiarity with finance and procurement", "Procurement", false],
    // A field's department in two words, where the clause ends.
    ["Complete the annual assessment with manufacturing engineering.", "Manufacturing Engineering", true],
    ["Plan spend with content marketing, and measure the return", "Content Marketing", true],
    ["Partner with content marketing to plan launches", "Content Marketing", true],
    ["Experience with content marketing.", "Content Marketing", false],
    ["Work with content marketing campaigns", "Content Marketing", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judged(text, name, (t, m, i) => namesDepartment(t, m[i]!))).toBe(expected);
  });
});

describe("unknownNameInPassing", () => {
  it.each([
    ["Certified Bookkeeper (CB) from AIPB", "AIPB", true],
    ["APICS CPIM, or ISM ACCA", "ISM", true],
    ["on top of SDR-sourced leads", "SDR", true],
    ["Experience with SAS and Python", "SAS", false],
    ["certification through PTCB or NHA", "NHA", true],
    ["Certified Bookkeeper. From AIPB only", "AIPB", true],
    ["Float to the PICU and CICU as needed", "PICU", true],
    ["Tools: DataRobot, Python", "DataRobot", false],
    ["Book meetings for our Account Executives, then hand off to an AE", "AE", true],
    ["Book meetings for our Account Executives using ABC", "ABC", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    const start = text.indexOf(name);
    expect(unknownNameInPassing(text, { start, end: start + name.length }, mentionsOf(text))).toBe(expected);
  });
});

describe("soft skills named in passing", () => {
  const withSoft = buildTaxonomy([
    { source: "hard", kind: "hard", text: "## Security\nThreat Hunting\nFiber Optics\n" },
    {
      source: "soft",
      kind: "soft",
      text: "## People\nLeadership\nTeam Leadership | team lead | team leads\nSupervision\nSelf-Motivated | proactive\n~Reliability | dependable\nCommunication | communications\nMentoring | mentor\n",
    },
  ]);
  const softMentions = (text: string) => scanSkills(tokenize(text), text, withSoft);
  const judge = (text: string, name: string) => {
    const mentions = softMentions(text);
    const index = mentions.findIndex((m) => m.entry.name === name);
    expect(index, `${name} is found in "${text}"`).toBeGreaterThanOrEqual(0);
    return softSkillInPassing(text, mentions, index);
  };

  it.each([
    ["Works under the direct supervision of a licensed pharmacist", "Supervision", true],
    ["Provide supervision of two technicians", "Supervision", false],
    ["You can run a territory with little day-to-day supervision", "Supervision", true],
    ["Works independently without close supervision", "Supervision", true],
    ["Experience with supervision of staff", "Supervision", false],
    ["write summaries that leadership and privacy officers can act on", "Leadership", true],
    ["present results to leadership monthly", "Leadership", true],
    ["Strong leadership and judgment", "Leadership", false],
    ["experience with leadership skills training", "Leadership", false],
    ["Carry out proactive threat hunting every week", "Self-Motivated", true],
    ["Proactive, with an eye for risk", "Self-Motivated", false],
    ["Hire and coach your team leads", "Team Leadership", true],
    ["Experience as a team lead", "Team Leadership", false],
    ["Refer customers to our Project Leadership fund", "Leadership", true],
    ["Requirements:\n• Strong Leadership", "Leadership", false],
    ["We value Leadership above all", "Leadership", false],
    // The head of a hard skill's phrase.
    ["Install fiber optics communications lines", "Communication", true],
    ["Fiber optics, and communication with crews", "Communication", false],
  ])("%s: %s -> %s", (text, name, expected) => {
    expect(judge(text, name)).toBe(expected);
  });

  it("reads a quality written as an adjective before people as asked for", () => {
    // The role rule alone would read "Dependable techs" as a role; describesPeople lets extraction keep the quality.
    const [mention] = softMentions("Dependable techs who show up on time");
    expect(mention && namesGroupOrRole("Dependable techs who show up on time", mention)).toBe(true);
    expect(mention && describesPeople(mention)).toBe(true);
    const [adjective] = softMentions("Self-motivated techs who work alone");
    expect(adjective && describesPeople(adjective)).toBe(true);
    const [noun] = softMentions("the leadership team");
    expect(noun && describesPeople(noun)).toBe(false);
  });

  it("reads a quality written as a verb before people as the work done with them", () => {
    const [verb] = softMentions("Review test code and mentor developers on test design");
    expect(verb && namesGroupOrRole("Review test code and mentor developers on test design", verb)).toBe(true);
    expect(verb && describesPeople(verb)).toBe(true);
  });
});

describe("namesGroupInList", () => {
  it.each([
    ["the bridge between our business units (lending, procurement, accounting) and IT", true],
    ["Experience with spend tools (procurement, sourcing)", false],
    ["our teams (procurement) and vendors", true],
  ])("%s -> %s", (text, expected) => {
    const start = text.indexOf("procurement");
    expect(namesGroupInList(text, { start, end: start + "procurement".length })).toBe(expected);
  });
});

describe("participleOfSkill", () => {
  it.each([
    ["Review the data collected by each teacher", true],
    ["Lead data collection for the study", false],
    ["Run weekly data collection", false],
  ])("%s -> %s", (text, expected) => {
    expect(judged(text, "Data Collection", (_t, m, i) => participleOfSkill(m[i]!))).toBe(expected);
  });
});
