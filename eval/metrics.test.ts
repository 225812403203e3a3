import { describe, expect, it } from "vitest";
import { cosine, grainMatches, prf, spearman, TfIdf } from "./metrics.ts";

describe("prf", () => {
  it("computes precision, recall and F1", () => {
    const result = prf(8, 10, 16);
    expect(result.precision).toBeCloseTo(0.8);
    expect(result.recall).toBeCloseTo(0.5);
    expect(result.f1).toBeCloseTo(0.6154, 3);
  });

  it("gives zeros rather than NaN when nothing is predicted", () => {
    expect(prf(0, 0, 5)).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});

describe("spearman", () => {
  it.each([
    [[1, 2, 3, 4], [10, 20, 30, 40], 1],
    [[1, 2, 3, 4], [40, 30, 20, 10], -1],
    [[1, 2, 3], [1, 3, 2], 0.5],
  ])("ranks %j against %j as %d", (a, b, rho) => {
    expect(spearman(a, b)).toBeCloseTo(rho);
  });

  it("shares ranks between ties", () => {
    expect(spearman([1, 1, 2], [1, 2, 3])).toBeCloseTo(0.866, 3);
  });
});

describe("TfIdf", () => {
  const tfidf = new TfIdf(["python developer with django", "registered nurse icu", "python data analyst"]);

  it("scores a text closest to the document that shares its rare terms", () => {
    const query = tfidf.vector("django python");
    expect(cosine(query, tfidf.vector("python developer with django"))).toBeGreaterThan(cosine(query, tfidf.vector("python data analyst")));
  });

  it("orders top terms the same way every run", () => {
    expect(tfidf.topTerms("nurse nurse icu python", 2)).toEqual(tfidf.topTerms("nurse nurse icu python", 2));
  });
});

describe("grainMatches", () => {
  it("pairs a keyword with a label whose words run inside its own, or the other way, each once", () => {
    const keyword = (...spellings: string[]) => spellings.map((s) => s.split(" "));
    expect(grainMatches([keyword("linux administr"), keyword("sysmex xn")], [keyword("linux"), keyword("sysmex xn seri")])).toBe(2);
    // Words must run in order and side by side; one label serves one keyword.
    expect(grainMatches([keyword("switch rout")], [keyword("rout switch")])).toBe(0);
    expect(grainMatches([keyword("vpn"), keyword("site to site vpn")], [keyword("vpn")])).toBe(1);
    // Any spelling of the keyword may carry it (its text or its skill's name).
    expect(grainMatches([keyword("ehr", "electron health record")], [keyword("electron health record system")])).toBe(1);
  });
});
