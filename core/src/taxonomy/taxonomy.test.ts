import { describe, expect, it } from "vitest";
import { buildTaxonomy } from "./taxonomy.ts";

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

  it("lists every one-word spelling once", () => {
    expect(taxonomy.oneWordTerms().map((t) => t.term.text)).toEqual(["Data", "Go", "Golang"]);
  });
});
