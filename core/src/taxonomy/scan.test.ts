import { describe, expect, it } from "vitest";
import { tokenize } from "../text/tokens.ts";
import { scanSkills } from "./scan.ts";
import { buildTaxonomy, type Taxonomy } from "./taxonomy.ts";

const taxonomy = buildTaxonomy([
  {
    source: "test",
    kind: "hard",
    text: String.raw`
## Languages
JavaScript | JS | ECMAScript
Java
~=Go | Golang
~=C
~=R
C++ | CPP
~=Swift
## Data
Machine Learning | ML
Deep Learning > Machine Learning
Amazon Web Services | AWS
Amazon S3 | S3 > Amazon Web Services
REST API | RESTful API | REST
Coordinate Measuring Machine | CMM
Computerized Maintenance Management Systems | CMMS
`,
  },
  { source: "soft", kind: "soft", text: "## People\nCommunication | communication skills\n" },
]);

function names(text: string, within: Taxonomy = taxonomy): string[] {
  return scanSkills(tokenize(text), text, within).map((mention) => mention.entry.name);
}

/** The names a test taxonomy reads in a text. */
const namesIn = (within: Taxonomy) => (text: string) => names(text, within);

describe("scanSkills", () => {
  it("prefers the longest spelling", () => {
    expect(names("Strong communication skills and JavaScript")).toEqual(["Communication", "JavaScript"]);
  });

  it("finds aliases and plurals", () => {
    expect(names("Built REST APIs on AWS with JS")).toEqual(["REST API", "Amazon Web Services", "JavaScript"]);
  });

  it.each([
    ["multi-Java and C++", ["C++"]],
    ["non-JavaScript pages", []],
    ["Java-based services", ["Java"]],
    ["Deep-learning and machine learning", ["Deep Learning", "Machine Learning"]],
    ["Deep learning", ["Deep Learning"]],
  ])("does not start a skill inside a hyphenated word: %s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it.each([
    ["Close work orders in the CMMS", ["Computerized Maintenance Management Systems"]],
    ["Program the CMMs and the CMM", ["Coordinate Measuring Machine", "Coordinate Measuring Machine"]],
    ["SSRS and CMMS", ["Computerized Maintenance Management Systems"]],
  ])("an acronym in capitals is not another acronym's plural: %s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("does not find a skill inside a longer word", () => {
    expect(names("JavaScript developer")).toEqual(["JavaScript"]);
  });

  it.each([
    ["Languages: Go, Rust and C", ["Go", "C"]],
    ["Java, Go, R", ["Java", "Go", "R"]],
    ["Experience with Go", ["Go"]],
    ["We go the extra mile", []],
    ["Go to market with a plan", []],
    ["Grade C or better in a course", []],
    ["Java, C and C++", ["Java", "C", "C++"]],
    ["A swift response to incidents", []],
    ["Built iOS apps in Swift", ["Swift"]],
  ])("reads ambiguous names only in a skill context: %s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("does not join words across a comma", () => {
    expect(names("machine, learning")).toEqual([]);
  });

  it("joins words across one line break", () => {
    expect(names("deep\nlearning")).toEqual(["Deep Learning"]);
  });

  it("links related skills both ways", () => {
    const deep = taxonomy.byName.get("deep learning")!;
    const ml = taxonomy.byName.get("machine learning")!;
    expect(taxonomy.relatedTo(deep)).toContain(ml);
    expect(taxonomy.relatedTo(ml)).toContain(deep);
  });
});

describe("scanSkills word forms", () => {
  const forms = buildTaxonomy([
    { source: "t", kind: "hard", text: "## Methods\nA/B Testing\nData Cleaning\nGit\nProject Server\nWill Preparation\nLoan Closing\n" },
  ]);
  const found = namesIn(forms);

  it("finds a multi-word skill whose last word takes another form", () => {
    expect(found("Ran A/B tests weekly")).toEqual(["A/B Testing"]);
    expect(found("data cleaned nightly")).toEqual(["Data Cleaning"]);
  });

  it("keeps an agent noun's form: a product named for what it is does not match a verb", () => {
    expect(found("Lead the project serves as a model")).toEqual([]);
    expect(found("Project Servers in the lab")).toEqual(["Project Server"]);
  });

  it("keeps one-word skills exact", () => {
    expect(found("GitHub")).toEqual([]);
  });

  it("reads a verb after the modal 'will' as the sentence's verb", () => {
    expect(found("You will prepare monthly reports")).toEqual([]);
    expect(found("Drafting and will preparation for estates")).toEqual(["Will Preparation"]);
  });

  it("reads a first word in the plural as a noun of its own, not the skill's modifier", () => {
    expect(found("They make sure the loans close on time")).toEqual([]);
    expect(found("Every loan closed on time")).toEqual(["Loan Closing"]);
  });
});

describe("scanSkills ambiguous product names", () => {
  const names = buildTaxonomy([{ source: "t", kind: "hard", text: "## Tools\n~=Kafka\n~Spring\n~=Phoenix\n~=Juniper\n~=R\n" }]);
  const found = namesIn(names);

  it.each([
    ["Build Kafka consumers in production", ["Kafka"]],
    ["Services built on Spring and Kafka", ["Spring", "Kafka"]],
    ["Join us this spring", []],
    ["Kafka was a writer", []],
    ["Based in Phoenix, AZ", []],
    ["Nurse at Juniper Ridge Family Health", []],
    ["Nice to have:\n• R\n• Tableau", ["R"]],
    ["Grade R students", []],
    ["Job ID: R-0048213", []],
    ["Languages: R, Kafka", ["R", "Kafka"]],
    ["Languages: R-XE, Kafka", ["Kafka"]],
    ["Languages: R-based, Kafka", ["R", "Kafka"]],
    ["Languages: Kafka and R corporations", ["Kafka"]],
    ["Languages: Kafka or R-suite", ["Kafka"]],
    ["Languages: Kafka, R.T.(R)(ARRT)", ["Kafka"]],
  ])("reads %j", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});

describe("scanSkills people are not practices", () => {
  const practices = buildTaxonomy([
    { source: "t", kind: "hard", text: "## Practice\nProduct Management\nGraphic Design\nSales Forecasting\n" },
  ]);
  const found = namesIn(practices);

  it.each([["work with product managers"], ["Senior Graphic Designer"]])("does not read %j as a practice", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("still reads another form of the practice", () => {
    expect(found("built sales forecasts")).toEqual(["Sales Forecasting"]);
  });
});

describe("scanSkills ambiguous words after another skill", () => {
  const words = buildTaxonomy([{ source: "t", kind: "hard", text: "## Tax\nSales Tax\nTableau\nFiling Systems | ~filing\n" }]);
  const found = namesIn(words);

  it.each([
    ["Prepare sales tax filing each month", ["Sales Tax"]],
    ["Sales tax, filing and Tableau", ["Sales Tax", "Filing Systems", "Tableau"]],
    ["Sales tax / filing", ["Sales Tax", "Filing Systems"]],
  ])("reads %j: one plain space is the head of a phrase, not a list", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it("reads an ambiguous word as the skill when 'skills' or 'experience' follows it", () => {
    expect(found("Strong filing skills and a calm head")).toEqual(["Filing Systems"]);
    expect(found("Two years of filing experience")).toEqual(["Filing Systems"]);
    expect(found("Filing deadlines are met")).toEqual([]);
  });

  it("reads an ambiguous word as the skill after a word that rates it", () => {
    expect(found("Strong filing with a calm head")).toEqual(["Filing Systems"]);
    expect(found("Hands-on filing for the partners")).toEqual(["Filing Systems"]);
    expect(found("Deadlines for filing with the county")).toEqual([]);
  });

  it("reads an ambiguous word heading a bullet as the duty it names", () => {
    expect(found("Duties\n• Filing claims with carriers\n2. Filing appeals")).toEqual(["Filing Systems", "Filing Systems"]);
    expect(found("Duties\nFiling claims with carriers")).toEqual([]);
  });
});

describe("scanSkills homographs", () => {
  const senses = buildTaxonomy([
    {
      source: "t",
      kind: "hard",
      text: String.raw`
## Nursing practice
Glasgow Coma Scale | ?=GCS
Neuro Checks
## Google Cloud
Google Cloud Storage | =GCS
BigQuery
Pub/Sub
## Critical care nursing
Telemetry
## Agile
~=Agile
Scrum
`,
    },
  ]);
  const found = namesIn(senses);

  it.each([
    ["Load BigQuery tables from GCS and Pub/Sub", "Google Cloud Storage"],
    ["Neuro checks and GCS every hour", "Glasgow Coma Scale"],
    // A field shared by category words only ("nursing") still counts.
    ["Telemetry and GCS", "Glasgow Coma Scale"],
    // Nothing to go by: the skill that owns the spelling, though listed after the other sense.
    ["GCS", "Google Cloud Storage"],
  ])("reads %j as %s", (text, sense) => {
    expect(found(text)).toContain(sense);
  });

  it("keeps every sense on the mention, so a resume's 'GCS' is evidence for either", () => {
    const [mention] = scanSkills(tokenize("GCS"), "GCS", senses);
    expect(mention?.senses.map((s) => s.name)).toEqual(["Google Cloud Storage", "Glasgow Coma Scale"]);
  });

  it("reads a name after a slash as another skill, not the rest of one name", () => {
    expect(found("Waterfall or Agile/Scrum delivery")).toEqual(["Agile", "Scrum"]);
  });
});

describe("scanSkills places", () => {
  const codes = buildTaxonomy([{ source: "t", kind: "hard", text: "## Trades\nChartered Accountant | =CA\nComputed Tomography | =CT\n" }]);
  const found = namesIn(codes);

  it("reads a state's code after a place name as the place", () => {
    expect(found("Offices in Los Angeles, CA and Hartford, CT")).toEqual([]);
    expect(found("CT and CA preferred")).toEqual(["Computed Tomography", "Chartered Accountant"]);
    // An acronym before the comma is no place: "CT, CA" lists two.
    expect(found("CT, CA")).toEqual(["Computed Tomography", "Chartered Accountant"]);
  });
});

describe("scanSkills credentials with their certifying body", () => {
  const credentials = buildTaxonomy([
    {
      source: "t",
      kind: "hard",
      text: "## Credentials\nAAMA Certified Medical Assistant | CMA(AAMA)\nARRT Certification | =RT(R)\nASCP | =ASCP\nCertified Management Accountant | =CMA\n",
    },
  ]);

  it("reads the acronym and its body as one credential, with or without a space, and takes the closing parenthesis", () => {
    const mentions = scanSkills(tokenize("CMA (AAMA) or RT(R); ASCP"), "CMA (AAMA) or RT(R); ASCP", credentials);
    expect(mentions.map((m) => [m.surface, m.entry.name])).toEqual([
      ["CMA (AAMA)", "AAMA Certified Medical Assistant"],
      ["RT(R)", "ARRT Certification"],
      ["ASCP", "ASCP"],
    ]);
  });
});

describe("scanSkills units", () => {
  const units = buildTaxonomy([{ source: "t", kind: "hard", text: "## Water\nCertified Floodplain Manager | =CFM\n" }]);
  const found = namesIn(units);

  it("reads capitals after a quantity as its unit", () => {
    expect(found("Size fans for 1,200 CFM of airflow")).toEqual([]);
    expect(found("CFM preferred; a CFM within 2 years")).toEqual(["Certified Floodplain Manager", "Certified Floodplain Manager"]);
    // A list's number is no quantity.
    expect(found("Requirements:\n4. CFM preferred")).toEqual(["Certified Floodplain Manager"]);
  });
});

describe("scanSkills names after a colon", () => {
  it("reads a capitalised ambiguous name after a colon in a line as a name", () => {
    expect(names("Pick the approach for the work: Swift for the app, and more")).toEqual(["Swift"]);
    expect(names("Swift delivery matters here.")).toEqual([]);
  });
});

describe("scanSkills qualities named on their own", () => {
  const qualities = buildTaxonomy([
    {
      source: "s",
      kind: "soft",
      text: "## Character\n~Integrity | ~integrity\n~Flexibility | ~flexibility\n~Planning | planning skills\n",
    },
    { source: "h", kind: "hard", text: "## Data\nData Integrity\n" },
  ]);
  const found = namesIn(qualities);

  it("reads a quality that heads a bullet or a sentence with nothing after it but a colon, a comma or its own verb", () => {
    expect(found("- Integrity beyond question; you will handle members' money")).toEqual(["Integrity"]);
    expect(found("We move fast. Flexibility matters here, because benches change.")).toEqual(["Flexibility"]);
    expect(found("• Integrity: you tell us when something went wrong")).toEqual(["Integrity"]);
  });

  it("reads a quality people need to do something, and one the posting says it needs", () => {
    expect(found("You have the flexibility to shift your schedule when a new admission arrives")).toEqual(["Flexibility"]);
    expect(found("Above all, we need integrity: controlled substances are counted twice")).toEqual(["Integrity"]);
  });

  it("leaves the everyday word alone", () => {
    expect(found("Planning and scheduling of the work is done by the lead.")).toEqual([]);
    expect(found("Integrity of the records is audited monthly.")).toEqual([]);
    expect(found("We offer flexibility in scheduling.")).toEqual([]);
    expect(found("- Data integrity checks run nightly")).toEqual(["Data Integrity"]);
  });
});
