import { documentLayoutSchema } from "@jobfit/core";
import { describe, expect, it } from "vitest";
import {
  deflatedZeros,
  imageOnlyPdf,
  minimalPdf,
  pngBytes,
  renderPdf,
  resumeParagraphs,
  singleColumnPdf,
  twoColumnLines,
  twoColumnPdf,
} from "../test/documents.ts";
import { ENCRYPTED_PDF_MESSAGE, extractPdf, SCANNED_PDF_MESSAGE } from "./pdf.ts";
import { DEFAULT_PDF_SCAN_LIMITS, scanPdf } from "./pdf-scan.ts";

const options = { maxPages: 20 };

async function extractText(bytes: Uint8Array): Promise<{ text: string; lines: string[]; layout: unknown }> {
  const result = await extractPdf(bytes, options);
  if (!result.ok) throw new Error(result.error.message);
  return { ...result.value, lines: result.value.text.split("\n").filter((line) => line !== "") };
}

describe("extractPdf", () => {
  it("reads a single-column resume line by line, top to bottom, and reports its layout", async () => {
    const { lines, layout } = await extractText(await singleColumnPdf());
    expect(lines.slice(0, 4)).toEqual([
      "Jordan Avery",
      "jordan.avery@example.com | (555) 201-3344 | Denver, CO",
      "SUMMARY",
      expect.stringMatching(/^Backend engineer with seven years/),
    ]);
    const experience = lines.indexOf("EXPERIENCE");
    expect(lines.slice(experience + 2, experience + 6)).toEqual(resumeParagraphs.experience.map((bullet) => `• ${bullet}`));
    expect(lines.at(-1)).toBe("B.S. Computer Science, University of Colorado, 2016");
    expect(documentLayoutSchema.parse(layout)).toEqual({
      fileType: "pdf",
      pages: 1,
      columns: 1,
      images: 0,
      fonts: ["Helvetica", "Helvetica-Bold"],
    });
  });

  it("reads a two-column resume column by column: every left line before every right line, none mixing the two", async () => {
    const { lines, layout } = await extractText(await twoColumnPdf());
    const left = new Set(twoColumnLines.left);
    const right = new Set(twoColumnLines.right);
    const leftAt = lines.flatMap((line, i) => (left.has(line) ? [i] : []));
    const rightAt = lines.flatMap((line, i) => (right.has(line) ? [i] : []));
    // Every line of each column comes out whole, as its own line.
    expect(leftAt).toHaveLength(left.size);
    expect(rightAt).toHaveLength(right.size);
    expect(Math.max(...leftAt)).toBeLessThan(Math.min(...rightAt));
    expect(lines.filter((line) => left.has(line))).toEqual(twoColumnLines.left);
    expect(lines.filter((line) => right.has(line))).toEqual(twoColumnLines.right);
    expect(lines[0]).toBe("Jordan Avery Senior Backend Engineer");
    expect(lines.at(-1)).toBe("Page 1 of 1");
    expect(layout).toMatchObject({ pages: 1, columns: 2 });
  });

  it("reads every page of a multi-page resume in order", async () => {
    const { lines, layout } = await extractText(await singleColumnPdf(3));
    expect(lines.filter((line) => line.startsWith("Senior Software Engineer"))).toEqual(
      [1, 2, 3].map((page) => `Senior Software Engineer, Parcelwise (page ${page})`),
    );
    expect(layout).toMatchObject({ pages: 3 });
  });

  it("refuses more than the page limit before reading any page", async () => {
    expect(await extractPdf(await singleColumnPdf(21), options)).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: "This PDF has 21 pages; the limit is 20" },
    });
  });

  it("refuses a scanned page (an image, no text) with the scanned message", async () => {
    expect(await extractPdf(await imageOnlyPdf(), options)).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: SCANNED_PDF_MESSAGE },
    });
  });

  it("refuses empty pages with the scanned message", async () => {
    const empty = await renderPdf((doc) => doc.addPage());
    expect(await extractPdf(empty, options)).toEqual({ ok: false, error: { kind: "unprocessable", message: SCANNED_PDF_MESSAGE } });
  });

  it("counts the images on a page that also has text", async () => {
    const withPhoto = await renderPdf((doc) => {
      doc.text("Jordan Avery, backend engineer, with a photo beside the name");
      doc.image(pngBytes(16, 16), 450, 54, { width: 72 });
    });
    const { layout } = await extractText(withPhoto);
    expect(layout).toMatchObject({ images: 1 });
  });

  it.each([
    ["cut in half", (pdf: Buffer) => pdf.subarray(0, Math.floor(pdf.length / 2))],
    ["with its body overwritten", (pdf: Buffer) => Buffer.concat([pdf.subarray(0, 16), Buffer.alloc(pdf.length - 16, 0x41)])],
  ])("refuses a damaged PDF (%s)", async (_, damage) => {
    expect(await extractPdf(damage(await singleColumnPdf()), options)).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: "This PDF is damaged and cannot be read" },
    });
  });

  it.each([
    ["a user password", { userPassword: "secret", ownerPassword: "owner" }],
    ["only an owner password (restrictions)", { ownerPassword: "owner", permissions: { printing: "highResolution" as const } }],
  ])("refuses a PDF encrypted with %s", async (_, security) => {
    const encrypted = await renderPdf((doc) => doc.text("Jordan Avery, backend engineer"), security);
    expect(await extractPdf(encrypted, options)).toEqual({ ok: false, error: { kind: "unprocessable", message: ENCRYPTED_PDF_MESSAGE } });
  });

  it("refuses a decompression bomb before pdf.js inflates it: a 64 KB stream of a gigabyte of zeros", async () => {
    const zlibHeader = Buffer.from([0x78, 0x9c]);
    const bomb = minimalPdf(Buffer.concat([zlibHeader, deflatedZeros(1024)]), "/Filter /FlateDecode");
    expect(await extractPdf(bomb, options)).toEqual({
      ok: false,
      error: {
        kind: "unprocessable",
        message: "This PDF is too large to read: a compressed stream expands beyond 20971520 bytes",
      },
    });
  });

  it("refuses more page content than can be read in the time limit, before pdf.js reads it", async () => {
    const scanLimits = { ...DEFAULT_PDF_SCAN_LIMITS, maxContentBytes: 100 };
    expect(await extractPdf(await singleColumnPdf(), { ...options, scanLimits })).toEqual({
      ok: false,
      error: { kind: "unprocessable", message: "This PDF is too large to read: its page content expands beyond 100 bytes" },
    });
  });

  it("stops when its signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await extractPdf(await singleColumnPdf(), { ...options, signal: controller.signal });
    expect(result.ok).toBe(false);
  });
});

describe("scanPdf", () => {
  it("names fonts without subset prefixes or encoding suffixes, and does not count soft masks as images", () => {
    const raw = Buffer.from(
      [
        "%PDF-1.7",
        "5 0 obj << /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+Lato-Bold-Identity-H >> endobj",
        "6 0 obj << /Type /Font /Subtype /TrueType /BaseFont /Open#20Sans >> endobj",
        "7 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /SMask 8 0 R /Length 1 >>\nstream\nx\nendstream endobj",
        "8 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length 1 >>\nstream\nx\nendstream endobj",
      ].join("\n"),
      "latin1",
    );
    expect(scanPdf(raw)).toEqual({ ok: true, value: { encrypted: false, images: 1, fonts: ["Lato-Bold", "Open Sans"] } });
  });
});
