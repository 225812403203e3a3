/**
 * pdf-parse's plain text (pdf.js text in content-stream order, lines joined by baseline): a column-blind reference
 * that eval/extraction.ts holds JobFit's reading order against. Not used by the API.
 */
import { PDFParse } from "pdf-parse";

/**
 * pdf-parse brings its own pdf.js (5.4), while the API uses 5.7. pdf.js finds its in-thread worker through the global
 * `pdfjsWorker`, which the first copy to load leaves behind; each copy keeps the worker it found first. So call this
 * only after the API's extraction has run once, and it drops the global so that pdf-parse loads its own worker.
 */
export async function pdfParseText(bytes: Uint8Array): Promise<string> {
  delete (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker;
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
