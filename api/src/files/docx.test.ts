import { documentLayoutSchema } from "@jobfit/core";
import { describe, expect, it } from "vitest";
import { deflatedZeros, docxBytes, drawingTextBoxXml, minimalDocx, paragraphXml, zipBytes } from "../test/documents.ts";
import { exposeDrawingTextBoxes, extractDocx, MAX_XML_ELEMENTS } from "./docx.ts";

async function extractText(bytes: Uint8Array) {
  const result = await extractDocx(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("extractDocx", () => {
  it("reads paragraphs in order, one per line", async () => {
    const { text, layout } = await extractText(await docxBytes({ paragraphs: ["Jordan Avery", "Backend engineer", "Denver, CO"] }));
    expect(text).toBe("Jordan Avery\nBackend engineer\nDenver, CO");
    expect(documentLayoutSchema.parse(layout)).toEqual({ fileType: "docx", columns: 1, tables: 0, images: 0, textBoxes: 0 });
  });

  it("writes a bulleted list with bullets", async () => {
    const { text } = await extractText(await docxBytes({ paragraphs: ["EXPERIENCE"], bullets: ["Built REST APIs", "Cut latency by 60%"] }));
    expect(text).toBe("EXPERIENCE\n• Built REST APIs\n• Cut latency by 60%");
  });

  it("reads a table's cells row by row and counts the table", async () => {
    const { text, layout } = await extractText(
      await docxBytes({
        table: [
          ["Languages", "TypeScript, Go"],
          ["Cloud", "AWS, Terraform"],
        ],
      }),
    );
    expect(text).toBe("Languages\nTypeScript, Go\nCloud\nAWS, Terraform");
    expect(layout.tables).toBe(1);
  });

  it("reads the text in a text box, after the paragraph it is anchored to, and counts the box", async () => {
    const { text, layout } = await extractText(await docxBytes({ paragraphs: ["Intro"], textBox: ["Jordan Avery", "jordan@example.com"] }));
    expect(text).toBe("Intro\nAnchor paragraph\nJordan Avery\njordan@example.com");
    expect(layout.textBoxes).toBe(1);
  });

  it("reads a DrawingML text box that has no VML fallback, which mammoth alone would drop", async () => {
    const { text, layout } = await extractText(minimalDocx(drawingTextBoxXml(["SKILLS", "TypeScript, PostgreSQL"])));
    expect(text).toBe("Before the box\nSKILLS\nTypeScript, PostgreSQL");
    expect(layout.textBoxes).toBe(1);
  });

  it("reads a text box with both a DrawingML choice and a VML fallback once, and counts it once", async () => {
    const box = (lines: string[]) => `<w:txbxContent>${lines.map(paragraphXml).join("")}</w:txbxContent>`;
    const body = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${box(["Boxed text"])}</wps:txbx></w:drawing></mc:Choice><mc:Fallback><w:pict>${box(["Boxed text"])}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
    const { text, layout } = await extractText(minimalDocx(body));
    expect(text).toBe("Boxed text");
    expect(layout.textBoxes).toBe(1);
  });

  it("reports section columns, and the page count Word recorded", async () => {
    const body = `${paragraphXml("Two columns")}<w:sectPr><w:cols w:space="720" w:num="2"/></w:sectPr>`;
    const appXml = Buffer.from("<Properties><Pages>3</Pages></Properties>");
    const { layout } = await extractText(minimalDocx(body, [{ name: "docProps/app.xml", data: appXml }]));
    expect(layout).toMatchObject({ columns: 2, pages: 3 });
  });

  it("refuses a zip bomb without inflating it: a gigabyte of zeros behind a 1 KB claim", async () => {
    const bomb = zipBytes([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.alloc(1024), compressed: deflatedZeros(1024) },
    ]);
    expect(await extractDocx(bomb)).toEqual({
      ok: false,
      error: {
        kind: "unprocessable",
        message: "This DOCX file is too large to read: The entry word/document.xml unpacks to more than its declared 1024 bytes",
      },
    });
  });

  it("refuses an archive whose entry declares a huge size, before inflating anything", async () => {
    const declared = zipBytes([{ name: "word/document.xml", data: Buffer.from("<w:document/>"), declaredSize: 4_000_000_000 }]);
    const result = await extractDocx(declared);
    expect(!result.ok && result.error.message).toMatch(/^This DOCX file is too large to read: /);
  });

  it("refuses a document with more XML elements than mammoth can parse in the time limit", async () => {
    const elementsPerParagraph = 6;
    const bloated = minimalDocx(paragraphXml("Built REST APIs").repeat(Math.ceil(MAX_XML_ELEMENTS / elementsPerParagraph) + 1));
    const result = await extractDocx(bloated);
    expect(!result.ok && result.error.message).toMatch(
      new RegExp(
        `^This DOCX file is too large to read: The part word/document.xml holds \\d+ XML elements; the limit is ${MAX_XML_ELEMENTS}$`,
      ),
    );
  });

  it("refuses a ZIP that is not a Word document as the wrong type", async () => {
    const archive = zipBytes([{ name: "notes.txt", data: Buffer.from("not a resume") }]);
    expect(await extractDocx(archive)).toEqual({
      ok: false,
      error: { kind: "unsupported_type", message: "File type must be PDF, DOCX or TXT" },
    });
  });

  it.each([
    ["truncated", async () => (await docxBytes({ paragraphs: ["Jordan Avery"] })).subarray(0, 400)],
    ["with malformed XML", async () => minimalDocx("<w:p><w:r><w:t>unclosed")],
  ])("refuses a damaged DOCX (%s)", async (_, make) => {
    expect(await extractDocx(await make())).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: "This DOCX file is damaged and cannot be read" },
    });
  });
});

describe("exposeDrawingTextBoxes", () => {
  it("turns a DrawingML-only text box into a VML picture holding the same content", () => {
    expect(exposeDrawingTextBoxes(drawingTextBoxXml(["A"]))).toBe(
      `<w:p><w:r><w:t>Before the box</w:t></w:r><w:r><w:pict><w:txbxContent>${paragraphXml("A")}</w:txbxContent></w:pict></w:r></w:p>`,
    );
  });

  it("leaves drawings without text boxes alone", () => {
    const picture = "<w:r><w:drawing><wp:inline><pic:pic/></wp:inline></w:drawing></w:r>";
    expect(exposeDrawingTextBoxes(picture)).toBe(picture);
  });
});
