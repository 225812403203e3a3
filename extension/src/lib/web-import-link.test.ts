import { describe, expect, it } from "vitest";
import { webImportUrl } from "./web-import-link.ts";

/** The web app's reading, in short (web/src/lib/extension/import-from-extension.ts tests it in full). */
function decode(url: string): unknown {
  const encoded = new URL(url).hash.replace(/^#import=/, "");
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

const data = {
  companyName: "Larkspur Freight & Logistics",
  jobTitle: "Senior Backend Engineer",
  jobDescription: "• TypeScript — Node.js",
  resumeText: "Zoë Ñúñez 💼\nSKILLS: 数据库",
};

describe("webImportUrl", () => {
  it("opens the web optimizer with the posting and resume as versioned JSON in the fragment", () => {
    const url = webImportUrl("http://127.0.0.1:8787", data);
    expect(url.startsWith("http://127.0.0.1:8787/optimizer#import=")).toBe(true);
    expect(decode(url)).toEqual({ v: 1, ...data });
  });

  it("uses only URL-safe characters and no padding", () => {
    const url = webImportUrl("https://jobfit.example", { ...data, resumeText: "?>>?".repeat(40) });
    expect(new URL(url).hash.slice("#import=".length)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("carries a long resume whole", () => {
    const resumeText = "Built REST APIs in TypeScript. ".repeat(4000);
    expect(decode(webImportUrl("https://jobfit.example", { ...data, resumeText }))).toMatchObject({ resumeText });
  });
});
