import { documentLayoutSchema } from "@jobfit/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { app } from "../app.ts";
import { createApiClient } from "../client.ts";
import { docxBytes, imageOnlyPdf, pngBytes, singleColumnPdf } from "../test/documents.ts";

const MAX_BYTES = 5 * 1024 * 1024;

const uploadSchema = z.object({ text: z.string(), filename: z.string(), layout: documentLayoutSchema });

function post(body: RequestInit["body"], headers: Record<string, string> = {}) {
  return app.request("/api/upload-resume", { method: "POST", body, headers });
}

function form(...files: Array<[field: string, bytes: Uint8Array | string, name?: string, type?: string]>): FormData {
  const data = new FormData();
  for (const [field, bytes, name, type] of files) {
    if (typeof bytes === "string" && name === undefined) data.append(field, bytes);
    else data.append(field, new File([bytes], name ?? "resume", type ? { type } : {}));
  }
  return data;
}

describe("POST /api/upload-resume", () => {
  it("answers a PDF with its text, its file name and its layout", async () => {
    const res = await post(form(["resume", await singleColumnPdf(), "Jordan Avery.pdf", "application/pdf"]));
    expect(res.status).toBe(200);
    const body = uploadSchema.parse(await res.json());
    expect(body.filename).toBe("Jordan Avery.pdf");
    expect(body.text).toMatch(/^Jordan Avery\n/);
    expect(body.layout).toMatchObject({ fileType: "pdf", pages: 1, columns: 1 });
  });

  it("answers a DOCX and a TXT", async () => {
    const docx = uploadSchema.parse(
      await (await post(form(["resume", await docxBytes({ paragraphs: ["Jordan Avery"] }), "cv.docx"]))).json(),
    );
    expect(docx).toEqual({ text: "Jordan Avery", filename: "cv.docx", layout: expect.objectContaining({ fileType: "docx" }) });
    const txt = uploadSchema.parse(await (await post(form(["resume", Buffer.from("Jordan Avery\r\nEngineer"), "cv.txt"]))).json());
    expect(txt).toEqual({ text: "Jordan Avery\nEngineer", filename: "cv.txt", layout: { fileType: "txt" } });
  });

  it("judges the type by the bytes: PNG bytes named resume.pdf are refused with 415", async () => {
    const res = await post(form(["resume", pngBytes(8, 8), "resume.pdf", "application/pdf"]));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: "unsupported_media_type", message: "File type must be PDF, DOCX or TXT" } });
  });

  it("judges the type by the bytes: PDF bytes named resume.txt are read as a PDF", async () => {
    const res = await post(form(["resume", await singleColumnPdf(), "resume.txt", "text/plain"]));
    expect(res.status).toBe(200);
    expect(uploadSchema.parse(await res.json()).layout.fileType).toBe("pdf");
  });

  it("answers 413 with react-dropzone's message for a file of 5 MB and one byte", async () => {
    const res = await post(form(["resume", Buffer.alloc(MAX_BYTES + 1, 0x41), "big.txt"]));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "File is larger than 5242880 bytes" } });
  });

  it("accepts a file of exactly 5 MB", async () => {
    const res = await post(form(["resume", Buffer.from("word ".repeat(MAX_BYTES / 5)), "exact.txt"]));
    // The size is allowed; the text is then too long for an analysis, which is a different, clear refusal.
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: "unprocessable", message: `This file holds ${MAX_BYTES} characters of text; the limit is 100000` },
    });
  });

  it("refuses a body far over the limit by its declared length, before reading it", async () => {
    const res = await post("x", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(20 * MAX_BYTES) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: "File is larger than 5242880 bytes" } });
  });

  it("answers 422 with the exact message for a scanned PDF", async () => {
    const res = await post(form(["resume", await imageOnlyPdf(), "scan.pdf"]));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: "unprocessable", message: "This PDF has no selectable text — it looks scanned" } });
  });

  it("answers 422 for a damaged PDF", async () => {
    const pdf = await singleColumnPdf();
    const res = await post(form(["resume", pdf.subarray(0, pdf.length / 2), "cut.pdf"]));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: "unprocessable", message: "This PDF is damaged and cannot be read" } });
  });

  it.each([
    ["no field at all", () => form(["other", "text value"])],
    ["text instead of a file", () => form(["resume", "Jordan Avery"])],
  ])("answers 400 when the form has %s", async (_, make) => {
    const res = await post(make());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "validation_failed", message: 'Send the resume as a file in the form field "resume"' },
    });
  });

  it.each([
    ["two files in the resume field", () => form(["resume", Buffer.from("one"), "a.txt"], ["resume", Buffer.from("two"), "b.txt"])],
    ["a second file in another field", () => form(["resume", Buffer.from("one"), "a.txt"], ["cover", Buffer.from("two"), "b.txt"])],
  ])("answers 400 Too many files for %s", async (_, make) => {
    const res = await post(make());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "validation_failed", message: "Too many files" } });
  });

  it("answers 415 for a body that is not multipart form data", async () => {
    const res = await post(JSON.stringify({ resume: "Jordan" }), { "Content-Type": "application/json" });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: "unsupported_media_type", message: "Content-Type must be multipart/form-data" } });
  });

  it("reports the uploaded name without its path", async () => {
    const res = await post(form(["resume", Buffer.from("Jordan Avery"), "C:\\Users\\jordan\\resume.txt"]));
    expect(uploadSchema.parse(await res.json()).filename).toBe("resume.txt");
  });

  it("is typed for the API client", async () => {
    const client = createApiClient("http://localhost", { fetch: (...args: Parameters<typeof fetch>) => app.request(...args) });
    const res = await client.api["upload-resume"].$post({ form: { resume: new File(["Jordan Avery"], "cv.txt") } });
    expect(res.status).toBe(200);
    if (res.status === 200) {
      const body = await res.json();
      expect(body.layout.fileType).toBe("txt");
    }
  });
});
