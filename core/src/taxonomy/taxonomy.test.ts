import { describe, expect, it } from "vitest";
import { compileTaxonomy } from "./compile.ts";
import { buildTaxonomy, loadTaxonomy } from "./taxonomy.ts";

const taxonomy = buildTaxonomy([
  {
    source: "t",
    kind: "hard",
    text: "## Tools\nData Analysis | data analytics\nData\nData Warehousing | data warehouse\n=Go | Golang\n## Again\nAnalytics Data | data analysis\n",
  },
]);

describe("buildTaxonomy's index", () => {
  it("lists the spellings starting with a word longest first, the first skill keeping a spelling two share", () => {
    const spellings = taxonomy.startingWith("data").map((t) => `${t.term.text} -> ${t.entry.name}`);
    expect(spellings).toEqual([
      "Data Analysis -> Data Analysis",
      "data analytics -> Data Analysis",
      "Data Warehousing -> Data Warehousing",
      "data warehouse -> Data Warehousing",
      "Data -> Data",
    ]);
    expect(taxonomy.startingWith("spreadsheet")).toEqual([]);
  });

  it("splits them by the second word, with the last word's other forms under its stem", () => {
    const split = taxonomy.splitAt("data");
    expect(split?.single.map((t) => t.entry.name)).toEqual(["Data"]);
    expect(split?.bySecond.get("analysis")?.map((t) => t.term.text)).toEqual(["Data Analysis"]);
    expect(split?.bySecond.get("~warehous")?.map((t) => t.term.text)).toEqual(["Data Warehousing", "data warehouse"]);
    expect(taxonomy.splitAt("spreadsheet")).toBeUndefined();
  });

  it("lists the one-word spellings whose key starts with some letters, each once", () => {
    expect(taxonomy.oneWordTermsStartingWith("go").map((t) => t.term.text)).toEqual(["Go", "Golang"]);
    expect(taxonomy.oneWordTermsStartingWith("dat").map((t) => t.term.text)).toEqual(["Data"]);
    expect(taxonomy.oneWordTermsStartingWith("xyz")).toEqual([]);
  });
});

describe("compileTaxonomy and loadTaxonomy", () => {
  const sources = [
    { source: "a", kind: "hard" as const, text: "## Data\nData Analysis | data analytics > SQL\n## Databases\nSQL | =SQL Server\n" },
    { source: "b", kind: "hard" as const, text: "## Again\ndata analysis | analysis of data\nPostgreSQL > SQL, Not A Skill\n" },
    { source: "c", kind: "soft" as const, text: "## Social\nTeamwork | collaboration\n" },
  ];
  const compiled = compileTaxonomy(sources);

  it("keeps each skill's line once, the first file's, with its file and category in runs", () => {
    expect(compiled.lines.split("\n")).toEqual([
      "Data Analysis | data analytics > SQL",
      "SQL | =SQL Server",
      "PostgreSQL > SQL, Not A Skill",
      "Teamwork | collaboration",
    ]);
    expect(compiled.groups).toEqual([
      [0, "a", "hard", "Data"],
      [1, "a", "hard", "Databases"],
      [2, "b", "hard", "Again"],
      [3, "c", "soft", "Social"],
    ]);
  });

  it("indexes every spelling by its first word's key, and links related skills by line", () => {
    const keys = compiled.keys.split("\n");
    expect(keys).toEqual([...keys].sort());
    expect(compiled.spellings.split("\n")[keys.indexOf("sql")]).toBe("1.0 1.1");
    expect(compiled.spellings.split("\n")[keys.indexOf("data")]).toBe("0.0 0.1");
    expect(compiled.links).toEqual([0, 1, 2, 1]);
  });

  it("gives back the skills as parsed, one object per skill however it is reached", () => {
    const taxonomy = loadTaxonomy(compiled);
    const postgres = taxonomy.startingWith("postgresql")[0]!.entry;
    expect(postgres).toMatchObject({ name: "PostgreSQL", kind: "hard", category: "Again", source: "b" });
    expect(taxonomy.startingWith("teamwork")[0]!.entry).toMatchObject({ kind: "soft", category: "Social", source: "c" });
    const sql = taxonomy.startingWith("sql").map((t) => t.entry);
    expect(sql[0]).toBe(sql[1]);
    expect(taxonomy.byName.get("sql")).toBe(sql[0]);
    expect(taxonomy.relatedTo(sql[0]!).map((e) => e.name)).toEqual(["Data Analysis", "PostgreSQL"]);
    expect(taxonomy.relatedTo(postgres)).toEqual([sql[0]]);
    expect(taxonomy.entries.map((e) => e.name)).toEqual(["Data Analysis", "SQL", "PostgreSQL", "Teamwork"]);
  });

  it("reads the same as a taxonomy compiled from a JSON round trip, as a bundle holds it", () => {
    const bundled = loadTaxonomy(JSON.parse(JSON.stringify(compiled)));
    expect(bundled.startingWith("data").map((t) => `${t.term.text} ${t.entry.category}`)).toEqual([
      "Data Analysis Data",
      "data analytics Data",
    ]);
  });
});
