import { describe, expect, it } from "vitest";
import { joinHyphenatedLines, type PositionedText, readPage } from "./pdf-layout.ts";

/** A run of text as pdf.js reports it: baseline origin, width from an average glyph of half the font size. */
const run = (text: string, x: number, y: number, size = 10): PositionedText => ({ text, x, y, size, width: text.length * size * 0.5 });

/** A line of words, each its own item, one space apart. */
function words(line: string, x: number, y: number, size = 10): PositionedText[] {
  const items: PositionedText[] = [];
  let cursor = x;
  for (const word of line.split(" ")) {
    items.push(run(word, cursor, y, size));
    cursor += (word.length + 1) * size * 0.5;
  }
  return items;
}

describe("readPage", () => {
  it("joins the words of a line and reads lines top to bottom, whatever order the items come in", () => {
    const items = [...words("second line here", 50, 686), ...words("first line here", 50, 700)].reverse();
    expect(readPage(items)).toEqual({ lines: ["first line here", "second line here"], columns: 1 });
  });

  it("keeps a raised superscript on its line", () => {
    const items = [run("2014 1", 50, 700), run("st", 80, 703.5, 6), run("place", 90, 700)];
    expect(readPage(items).lines).toEqual(["2014 1st place"]);
  });

  it("does not merge a small subtitle into the large name above it", () => {
    const items = [run("Claud Park", 200, 795, 32), run("DevOps Engineer", 230, 783, 7.6)];
    expect(readPage(items).lines).toEqual(["Claud Park", "DevOps Engineer"]);
  });

  it("puts a blank line at a paragraph-sized gap", () => {
    const items = [...words("one", 50, 700), ...words("two", 50, 688), ...words("three", 50, 676), ...words("four", 50, 640)];
    expect(readPage(items).lines).toEqual(["one", "two", "three", "", "four"]);
  });

  it("drops one copy of a word printed twice a hair apart to fake bold", () => {
    expect(readPage([run("EXPERIENCE", 50, 700), run("EXPERIENCE", 50.3, 700)]).lines).toEqual(["EXPERIENCE"]);
  });

  it("reads two columns column by column, with a full-width header before and a footer after", () => {
    const left = ["SKILLS", "TypeScript and Node", "PostgreSQL", "Terraform", "LANGUAGES", "English"];
    const right = [
      "EXPERIENCE",
      "Senior engineer at Parcelwise",
      "Built REST APIs in TypeScript",
      "Cut latency by sixty percent",
      "Mentored three engineers",
    ];
    const items = [
      ...words("Jordan Avery Senior Backend Engineer", 150, 740, 16),
      ...left.flatMap((line, i) => words(line, 50, 700 - i * 13, 9)),
      ...right.flatMap((line, i) => words(line, 230, 698 - i * 17, 11)),
      ...words("Page 1 of 1", 280, 60, 8),
    ];
    const reading = readPage(items);
    expect(reading.columns).toBe(2);
    expect(reading.lines.filter((line) => line !== "")).toEqual(["Jordan Avery Senior Backend Engineer", ...left, ...right, "Page 1 of 1"]);
  });

  it("reads a title and its dates across, as a row, not as two columns", () => {
    const rows = [
      ["Senior Engineer, Parcelwise", "2021 - Present"],
      ["Denver, CO", "Full-time"],
      ["Software Engineer, Tillhouse", "2017 - 2021"],
      ["Boulder, CO", "Full-time"],
    ];
    const items = rows.flatMap(([title, date], i) => [...words(title!, 50, 700 - i * 14), ...words(date!, 460, 700 - i * 14)]);
    expect(readPage(items)).toEqual({ lines: rows.map(([title, date]) => `${title}\t${date}`), columns: 1 });
  });

  it("reads a skills table (category beside its list) row by row", () => {
    const rows = [
      ["Languages", "TypeScript, Go, Python"],
      ["Databases", "PostgreSQL, Redis"],
      ["Cloud", "AWS, Terraform, Docker"],
      ["Practices", "Code review, CI/CD"],
    ];
    const items = rows.flatMap(([category, list], i) => [...words(category!, 50, 700 - i * 13), ...words(list!, 160, 700 - i * 13)]);
    expect(readPage(items).columns).toBe(1);
    expect(readPage(items).lines[0]).toBe("Languages\tTypeScript, Go, Python");
  });

  it("finds no text on an empty page", () => {
    expect(readPage([run("   ", 50, 700)])).toEqual({ lines: [], columns: 1 });
  });
});

describe("joinHyphenatedLines", () => {
  it.each([
    ["a suffix after the break", ["managed the develop-", "ment of APIs"], ["managed the development of APIs"]],
    [
      "a word the document spells whole elsewhere",
      ["built infra-", "structure", "owned infrastructure"],
      ["built infrastructure", "owned infrastructure"],
    ],
    ["a compound the document hyphenates elsewhere", ["cloud-", "native apps", "cloud-native"], ["cloud-native apps", "cloud-native"]],
    ["a compound after a compound prefix", ["a self-", "motivated engineer"], ["a self-motivated engineer"]],
    ["an unknown compound, which keeps its hyphen", ["community-", "driven work"], ["community-driven work"]],
    ["a soft hyphen", ["engi\u00AD", "neering"], ["engineering"]],
  ])("joins %s", (_, lines, expected) => {
    expect(joinHyphenatedLines(lines)).toEqual(expected);
  });

  it.each([
    ["a dash before a capitalised line", ["Jan 2020 -", "Present"]],
    ["a hyphen across a blank line", ["the develop-", "", "ment"]],
    ["a line ending in a number range", ["2019-", "2021 at Parcelwise"]],
  ])("leaves %s alone", (_, lines) => {
    expect(joinHyphenatedLines(lines)).toEqual(lines);
  });
});
