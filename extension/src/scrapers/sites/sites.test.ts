import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractJobPosting } from "../extract-job-posting.ts";
import { loadSavedPage, parsePage, savedPageExists } from "../fixtures/saved-page.ts";
import { readSitePosting } from "../read-site-posting.ts";
import { jobBoardHostPatterns, siteAdapterFor, siteAdapters } from "./index.ts";
import type { FieldSelector, SiteAdapter } from "./site-adapter.ts";

interface ExpectedReading {
  company: string;
  title: string;
  url: string;
  /** The description's first line, then lines (paragraphs, headings, bullets) it must hold, each a whole line. */
  firstLine: string;
  lines: string[];
}

/** What each saved page must read as. A new example without an entry here fails the table below. */
const expectedReadings: Record<string, ExpectedReading> = {
  "linkedin-signed-in-view.html": {
    company: "Corvane Analytics",
    title: "Senior Data Engineer",
    url: "https://www.linkedin.com/jobs/view/4012345678/",
    firstLine:
      "Corvane Analytics helps regional hospitals forecast staffing and supply needs. Our data platform ingests two billion events a day from scheduling, pharmacy and supply-chain systems.",
    lines: ["What you'll do", "• Model our warehouse in dbt on Snowflake", "What we're looking for", "• AWS: S3, Glue and IAM"],
  },
  "linkedin-signed-in-search.html": {
    company: "Bramblewood Health",
    title: "Registered Nurse, Cardiac Step-Down",
    url: "https://www.linkedin.com/jobs/view/4023456789/",
    firstLine:
      "Bramblewood Health's 32-bed cardiac step-down unit cares for patients after heart surgery and catheter procedures. We work twelve-hour shifts with a 1:4 ratio.",
    lines: ["Responsibilities", "• Monitor telemetry and respond to arrhythmias", "Requirements", "• BLS and ACLS certification"],
  },
  "linkedin-guest-view.html": {
    company: "Ironbridge Builders",
    title: "Construction Project Manager",
    url: "https://www.linkedin.com/jobs/view/4034567890/",
    firstLine: "About Ironbridge",
    lines: [
      "The role",
      "• Own budgets, schedules in Primavera P6, and change orders",
      "You bring",
      "• OSHA 30 certification",
      "Pay range: $115,000 – $140,000 plus bonus and a truck allowance.",
    ],
  },
  "linkedin-guest-search.html": {
    company: "Harbor Point Rehabilitation",
    title: "Physical Therapist - Inpatient Rehab",
    url: "https://www.linkedin.com/jobs/view/4045678901/",
    firstLine: "Harbor Point Rehabilitation is a 40-bed inpatient rehabilitation hospital for stroke, spinal cord and orthopedic patients.",
    lines: ["What you will do", "• Deliver three hours of therapy a day alongside OT and speech", "• Washington PT license"],
  },
  "indeed-viewjob.html": {
    company: "Northgate Distribution",
    title: "Warehouse Lead - 2nd Shift",
    url: "https://www.indeed.com/viewjob?jk=4f2a9c81d3e7b605",
    firstLine: "About Northgate",
    lines: ["What you'll do", "• Lead a team of 12 associates on second shift (2:30 pm – 11 pm)", "• Comfort lifting 50 lbs"],
  },
  "indeed-search-pane.html": {
    company: "Brightline Dental Group",
    title: "Dental Hygienist",
    url: "https://www.indeed.com/viewjob?jk=0a1b2c3d4e5f6789",
    firstLine:
      "Brightline Dental Group is a four-chair general practice in Cherry Creek. We book 60-minute hygiene appointments and never double-book our hygienists.",
    lines: ["Responsibilities:", "• Periodontal charting in Dentrix", "Requirements:", "• Colorado RDH license"],
  },
  "greenhouse-boards.html": {
    company: "Halcyon Payments",
    title: "Senior Financial Analyst",
    url: "https://boards.greenhouse.io/halcyonpayments/jobs/4412345?gh_src=8f2c1a7b3",
    firstLine:
      "Halcyon Payments processes $40 billion a year for independent retailers. Our finance team is twelve people who partner closely with product and sales.",
    lines: [
      "What you'll do",
      "• Own the monthly forecast for revenue and processing costs",
      "• 4+ years of FP&A or investment banking experience",
    ],
  },
  "greenhouse-job-boards.html": {
    // Named only by the page title, "Job Application for Product Designer at Lumen Transit".
    company: "Lumen Transit",
    title: "Product Designer",
    url: "https://job-boards.greenhouse.io/lumentransit/jobs/5123456007",
    firstLine:
      "Lumen Transit builds the trip planner and fare app used by 30 transit agencies. Riders open it more than four million times a week.",
    lines: ["What you'll do", "• Maintain our design system in Figma with engineering", "About you", "• Working knowledge of WCAG 2.2"],
  },
  "lever.html": {
    company: "Orbitfold",
    title: "Site Reliability Engineer",
    url: "https://jobs.lever.co/orbitfold/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90",
    firstLine:
      "Orbitfold runs the scheduling and payments platform behind 9,000 veterinary clinics. Our infrastructure team is five engineers who keep it fast and available.",
    lines: [
      "What you'll do",
      "• Run our Kubernetes clusters on AWS with Terraform and Argo CD",
      "• Prometheus and Grafana",
      "The salary range for this role is $150,000 – $175,000. We hire anywhere in the United States.",
    ],
  },
  "workday.html": {
    company: "Evergreen Regional Medical Center",
    title: "Pharmacy Technician II",
    url: "https://evergreenregional.wd5.myworkdayjobs.com/en-US/EvergreenCareers/job/Spokane-WA/Pharmacy-Technician-II_R-20931",
    firstLine: "Position Summary",
    lines: ["Essential Functions", "• Compound sterile IV admixtures using aseptic technique", "• PTCB certification (CPhT)"],
  },
  "ashby.html": {
    company: "Quillmark",
    title: "Analytics Engineer",
    url: "https://jobs.ashbyhq.com/quillmark/3f2a9c1e-8b7d-4c6a-a1e2-5d9f0b3c7e41",
    firstLine:
      "Quillmark makes accounting and inventory software for 2,300 independent bookstores. Our analytics team turns their sales data into the reports booksellers use to order.",
    // Ashby wraps each list item's text in a paragraph.
    lines: ["What you'll do", "• Build and test dbt models on BigQuery", "• dbt in production"],
  },
  "smartrecruiters.html": {
    company: "Silver Birch Senior Living",
    title: "Licensed Practical Nurse (LPN) - Memory Care",
    url: "https://jobs.smartrecruiters.com/SilverBirchSeniorLiving/743999912345678-licensed-practical-nurse-lpn-memory-care",
    firstLine: "Company Description",
    lines: ["Job Description", "• Chart in PointClickCare", "Qualifications", "• Ohio LPN license", "Additional Information"],
  },
  "glassdoor.html": {
    company: "Summit Ridge CPAs",
    title: "Staff Accountant",
    url: "https://www.glassdoor.com/job-listing/staff-accountant-summit-ridge-cpas-JV_IC1148170_KO0,16_KE17,34.htm?jl=1009876543210",
    firstLine:
      "Summit Ridge CPAs is a 45-person accounting firm serving restaurants, dental practices and construction companies along the Front Range.",
    lines: ["Responsibilities", "• Prepare bank and credit card reconciliations", "• Bachelor's degree in accounting"],
  },
  "ziprecruiter.html": {
    company: "Redline Freight Lines",
    title: "CDL-A Regional Truck Driver",
    url: "https://www.ziprecruiter.com/c/Redline-Freight-Lines/Job/CDL-A-Regional-Truck-Driver/-in-Salt-Lake-City,UT?jid=9f8e7d6c5b4a3210",
    firstLine:
      "Home every weekend. Redline Freight Lines hauls dry van freight for grocery distributors across Utah, Idaho, Nevada and Wyoming.",
    lines: ["What we offer", "• $1,700 – $2,100 per week, paid weekly", "• Valid Class A CDL"],
  },
  "wellfound.html": {
    company: "Tallyho Labs",
    title: "Founding Frontend Engineer",
    url: "https://wellfound.com/jobs/2987654-founding-frontend-engineer",
    firstLine:
      "Tallyho Labs builds scorekeeping and scheduling software for youth sports leagues. We are six people, profitable, and hiring our first frontend engineer.",
    lines: ["You will", "• Set up our frontend testing with Vitest and Playwright", "You have", "• Strong CSS and accessibility skills"],
  },
};

const examples = siteAdapters.flatMap((adapter) => adapter.examples.map((example) => ({ adapter, example })));
const exampleTable = examples.map(({ adapter, example }) => [adapter.id, example, adapter] as const);

describe.each(exampleTable)("the %s adapter's saved page %s", (_id, example, adapter) => {
  const page = () => loadSavedPage(`sites/${example}`);

  it("is saved with the address it came from, which this adapter (and no earlier one) claims", () => {
    expect(savedPageExists(`sites/${example}`)).toBe(true);
    expect(siteAdapterFor(new URL(page().url))?.id).toBe(adapter.id);
  });

  it("holds no JSON-LD, so the adapter's selectors are what read it", () => {
    expect(page().html).not.toMatch(/application\/ld\+json/i);
  });

  it("reads as the expected posting", () => {
    const expected = expectedReadings[example];
    expect(expected, `add ${example} to expectedReadings`).toBeDefined();
    const { document, url } = page();
    const job = extractJobPosting(document, url);
    expect(job).toMatchObject({ company: expected?.company, title: expected?.title, url: expected?.url, source: adapter.id });
    const lines = job?.description.split("\n") ?? [];
    expect(lines[0]).toBe(expected?.firstLine);
    expect(lines).toEqual(expect.arrayContaining(expected?.lines ?? []));
    // Page chrome stays out: buttons, apply links, hidden labels.
    expect(job?.description).not.toMatch(/Apply for this job|Easy Apply|Show more|See more|- job post|About the job/);
  });
});

describe("the saved site pages", () => {
  it("are each some adapter's example, and each expected reading belongs to one", () => {
    const saved = readdirSync(new URL("../fixtures/sites/", import.meta.url)).filter((name) => name.endsWith(".html"));
    const listed = examples.map(({ example }) => example);
    expect([...listed].sort()).toEqual([...saved].sort());
    expect(Object.keys(expectedReadings).sort()).toEqual([...listed].sort());
  });

  it.each([
    ["linkedin", 4],
    ["indeed", 2],
    ["greenhouse", 2],
  ])("include several page kinds for %s", (id, count) => {
    expect(siteAdapters.find((adapter) => adapter.id === id)?.examples).toHaveLength(count);
  });
});

describe("which adapter an address belongs to", () => {
  it.each([
    // LinkedIn: signed in, public guest pages (also on country subdomains), and lists with a job open.
    ["https://www.linkedin.com/jobs/view/4012345678/", "linkedin"],
    ["https://www.linkedin.com/jobs/view/4012345678/?refId=8c1f&trackingId=Zk3", "linkedin"],
    ["https://www.linkedin.com/jobs/view/construction-project-manager-at-ironbridge-builders-4034567890", "linkedin"],
    ["https://uk.linkedin.com/jobs/view/data-analyst-at-fenwick-4011111111?trk=public_jobs", "linkedin"],
    ["https://www.linkedin.com/jobs/search/?currentJobId=4023456789&keywords=nurse", "linkedin"],
    ["https://www.linkedin.com/jobs/search?keywords=Physical%20Therapist&currentJobId=4045678901", "linkedin"],
    ["https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4023456789", "linkedin"],
    ["https://www.linkedin.com/jobs/search/?keywords=nurse", null],
    ["https://www.linkedin.com/jobs/search/?currentJobId=not-a-job", null],
    ["https://www.linkedin.com/feed/", null],
    ["https://www.linkedin.com/in/jordan-reyes/", null],
    ["https://www.linkedin.com.evil.example/jobs/view/4012345678/", null],
    ["https://notlinkedin.com/jobs/view/4012345678/", null],
    ["http://www.linkedin.com/jobs/view/4012345678/", null],
    // Indeed: the job's own page and searches with the right pane.
    ["https://www.indeed.com/viewjob?jk=4f2a9c81d3e7b605", "indeed"],
    ["https://uk.indeed.com/viewjob?jk=4f2a9c81d3e7b605&from=serp", "indeed"],
    ["https://www.indeed.com/jobs?q=accountant&l=Denver%2C+CO&vjk=0a1b2c3d4e5f6789", "indeed"],
    ["https://www.indeed.com/q-dental-hygienist-l-denver,-co-jobs.html?vjk=0a1b2c3d4e5f6789", "indeed"],
    ["https://www.indeed.com/cmp/Northgate-Distribution/reviews", null],
    ["https://www.indeed.com/career/salaries", null],
    // Greenhouse: classic boards, newer job boards, the EU data centre and the embedded job page.
    ["https://boards.greenhouse.io/halcyonpayments/jobs/4412345", "greenhouse"],
    ["https://boards.greenhouse.io/embed/job_app?for=halcyonpayments&token=4412345", "greenhouse"],
    ["https://job-boards.greenhouse.io/lumentransit/jobs/5123456007", "greenhouse"],
    ["https://job-boards.eu.greenhouse.io/fernhollow/jobs/4455667", "greenhouse"],
    ["https://boards.greenhouse.io/halcyonpayments", null],
    ["https://job-boards.greenhouse.io/lumentransit", null],
    ["https://boards.greenhouse.io/embed/job_app?for=halcyonpayments", null],
    ["https://www.greenhouse.com/careers", null],
    // Lever
    ["https://jobs.lever.co/orbitfold/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90", "lever"],
    ["https://jobs.lever.co/orbitfold/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90/apply", "lever"],
    ["https://jobs.eu.lever.co/orbitfold/7c1e8d2a-4b6f-4e0a-9d3c-2f5b8a1e6c90", "lever"],
    ["https://jobs.lever.co/orbitfold", null],
    // Workday: any tenant, any data centre, with or without a locale; the search's split view too.
    ["https://evergreenregional.wd5.myworkdayjobs.com/en-US/EvergreenCareers/job/Spokane-WA/Pharmacy-Technician-II_R-20931", "workday"],
    ["https://northgate.wd1.myworkdayjobs.com/External/job/Reno-NV/Warehouse-Lead_R-10432", "workday"],
    ["https://cascadia.wd12.myworkdayjobs.com/en-US/Careers/details/Data-Analyst_JR1234?q=analyst", "workday"],
    ["https://wd3.myworkdaysite.com/en-US/recruiting/fenwick/Careers/job/Boston-MA/Data-Analyst_JR1234", "workday"],
    ["https://evergreenregional.wd5.myworkdayjobs.com/en-US/EvergreenCareers", null],
    ["https://www.workday.com/en-us/company/careers/overview.html", null],
    ["https://myworkdayjobs.com.evil.example/x/job/y", null],
    // Ashby, SmartRecruiters
    ["https://jobs.ashbyhq.com/quillmark/3f2a9c1e-8b7d-4c6a-a1e2-5d9f0b3c7e41", "ashby"],
    ["https://jobs.ashbyhq.com/quillmark/3f2a9c1e-8b7d-4c6a-a1e2-5d9f0b3c7e41/application", "ashby"],
    ["https://jobs.ashbyhq.com/quillmark", null],
    [
      "https://jobs.smartrecruiters.com/SilverBirchSeniorLiving/743999912345678-licensed-practical-nurse-lpn-memory-care",
      "smartrecruiters",
    ],
    ["https://jobs.smartrecruiters.com/SilverBirchSeniorLiving", null],
    // Glassdoor (several countries), ZipRecruiter, Wellfound
    [
      "https://www.glassdoor.com/job-listing/staff-accountant-summit-ridge-cpas-JV_IC1148170_KO0,16_KE17,34.htm?jl=1009876543210",
      "glassdoor",
    ],
    ["https://www.glassdoor.co.uk/Job/london-accountant-jobs-SRCH_IL.0,6_IC2671300_KO7,17.htm?jl=1009876543299", "glassdoor"],
    ["https://www.glassdoor.com/Reviews/Summit-Ridge-CPAs-Reviews-E2837465.htm", null],
    [
      "https://www.ziprecruiter.com/c/Redline-Freight-Lines/Job/CDL-A-Regional-Truck-Driver/-in-Salt-Lake-City,UT?jid=9f8e7d6c5b4a3210",
      "ziprecruiter",
    ],
    ["https://www.ziprecruiter.com/jobs/redline-freight-lines-1a2b3c4d/cdl-a-regional-truck-driver-5e6f7a8b", "ziprecruiter"],
    ["https://www.ziprecruiter.com/Salaries/Truck-Driver-Salary", null],
    ["https://wellfound.com/jobs/2987654-founding-frontend-engineer", "wellfound"],
    ["https://wellfound.com/company/tallyho-labs/jobs/2987654-founding-frontend-engineer", "wellfound"],
    ["https://wellfound.com/company/tallyho-labs", null],
    // Anywhere else: Readability's.
    ["https://careers.harborview-logistics.example/jobs/warehouse-operations-supervisor", null],
  ])("%s → %s", (url, expectedId) => {
    const adapter = siteAdapterFor(new URL(url));
    expect(adapter?.id ?? null).toBe(expectedId);
    // The manifest's host permissions (from hostPatterns) must reach every page an adapter reads.
    if (adapter !== undefined) expect(adapter.hostPatterns.some((pattern) => matchesPattern(pattern, url))).toBe(true);
  });
});

describe("the addresses an adapter reports", () => {
  it.each([
    ["https://www.linkedin.com/jobs/search/?currentJobId=4023456789&keywords=nurse", "https://www.linkedin.com/jobs/view/4023456789/"],
    [
      "https://uk.linkedin.com/jobs/view/data-analyst-at-fenwick-4011111111?trk=public_jobs",
      "https://www.linkedin.com/jobs/view/4011111111/",
    ],
    ["https://www.indeed.com/jobs?q=accountant&vjk=0a1b2c3d4e5f6789", "https://www.indeed.com/viewjob?jk=0a1b2c3d4e5f6789"],
    ["https://ca.indeed.com/viewjob?jk=4f2a9c81d3e7b605&from=serp&tk=1hq8", "https://ca.indeed.com/viewjob?jk=4f2a9c81d3e7b605"],
    ["https://www.indeed.com/jobs?q=accountant", "https://www.indeed.com/jobs?q=accountant"],
  ])("%s is reported as the posting %s", (url, postingUrl) => {
    const pageUrl = new URL(url);
    const adapter = siteAdapterFor(pageUrl);
    expect(adapter?.postingUrl?.(pageUrl)).toBe(postingUrl);
  });
});

describe("a LinkedIn list page", () => {
  it("reads nothing while the right pane still shows another job than the one picked", () => {
    const { document, url } = loadSavedPage("sites/linkedin-signed-in-search.html");
    const pickedElsewhere = new URL(url);
    pickedElsewhere.searchParams.set("currentJobId", "4027654321");
    expect(readSitePosting(siteAdapterForSure(pickedElsewhere), document, pickedElsewhere)).toEqual({ status: "not-shown" });
  });

  it("reads the picked job from the pane, not the list beside it", () => {
    const { document, url } = loadSavedPage("sites/linkedin-signed-in-search.html");
    const reading = readSitePosting(siteAdapterForSure(new URL(url)), document, new URL(url));
    expect(reading).toMatchObject({
      status: "found",
      job: { title: "Registered Nurse, Cardiac Step-Down", company: "Bramblewood Health" },
    });
  });
});

describe("jobBoardHostPatterns", () => {
  it("holds every adapter's match patterns, once each", () => {
    const all = siteAdapters.flatMap((adapter) => adapter.hostPatterns);
    expect(new Set(jobBoardHostPatterns)).toEqual(new Set(all));
    expect(jobBoardHostPatterns).toHaveLength(new Set(all).size);
  });

  it.each(jobBoardHostPatterns)("%s is an https match pattern for a whole host", (pattern) => {
    expect(pattern).toMatch(/^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\*$/);
  });
});

describe("every adapter's selectors", () => {
  const selectorsOf = (adapter: SiteAdapter): string[] => {
    const field = (entry: FieldSelector) => (typeof entry === "string" ? entry : entry.selector);
    return [...adapter.title.map(field), ...adapter.company.map(field), ...adapter.description, ...(adapter.ignore ?? [])];
  };
  const table = siteAdapters.flatMap((adapter) => selectorsOf(adapter).map((selector) => [adapter.id, selector] as const));

  it.each(table)("%s: %s is valid CSS", (_id, selector) => {
    const empty = parsePage("<!doctype html><html><head></head><body></body></html>");
    expect(() => empty.querySelectorAll(selector)).not.toThrow();
  });
});

function siteAdapterForSure(url: URL): SiteAdapter {
  const adapter = siteAdapterFor(url);
  if (adapter === undefined) throw new Error(`no adapter for ${url.href}`);
  return adapter;
}

/** A browser extension match pattern ("https://*.linkedin.com/*") against a URL, as the browser applies it. */
function matchesPattern(pattern: string, url: string): boolean {
  const parts = pattern.match(/^(https?|\*):\/\/(\*|\*\.[^/]+|[^/*]+)(\/.*)$/);
  if (parts === null) return false;
  const [, scheme, host = "", path = ""] = parts;
  const target = new URL(url);
  const schemeMatches = scheme === "*" ? ["http:", "https:"].includes(target.protocol) : target.protocol === `${scheme}:`;
  const hostMatches =
    host === "*" ||
    (host.startsWith("*.") ? target.hostname === host.slice(2) || target.hostname.endsWith(host.slice(1)) : target.hostname === host);
  const pathPattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`);
  return schemeMatches && hostMatches && pathPattern.test(target.pathname + target.search);
}
