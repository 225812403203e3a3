/**
 * PDF: text in reading order from pdf.js's positioned text items (pdf-layout.ts), after a raw pass that refuses
 * decompression bombs and encrypted files and counts images and fonts (pdf-scan.ts).
 *
 * pdf.js runs in this thread (its "fake worker") and reads a page without letting timers run, so the caller's time
 * limit stops it between pages; the scan's cap on page content bounds what one page can cost. pdf.js loads on the first
 * PDF: about 0.3 s under node, over a second under tsx, which transpiles its large modules as they load.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { setImmediate } from "node:timers/promises";
import { joinHyphenatedLines, type PageReading, type PositionedText, readPage, tidyLines } from "./pdf-layout.ts";
import { DEFAULT_PDF_SCAN_LIMITS, type PdfScanLimits, scanPdf } from "./pdf-scan.ts";
import { type ExtractionResult, ok, unprocessable } from "./result.ts";

export interface PdfOptions {
  maxPages: number;
  /** Aborted when the caller's time limit passes: reading stops at the next page, pdf.js is torn down. */
  signal?: AbortSignal;
  scanLimits?: PdfScanLimits;
  /** false: lines straight across the page, as a column-blind parser reads them (eval/extraction.ts compares). */
  columnAware?: boolean;
}

export const SCANNED_PDF_MESSAGE = "This PDF has no selectable text — it looks scanned";
export const ENCRYPTED_PDF_MESSAGE = "This PDF is encrypted or password-protected — save a copy without protection and upload that";
const DAMAGED = "This PDF is damaged and cannot be read";
/** Fewer letters and digits than this across the document is no resume's worth of text: a scan, maybe with a stamp. */
const MIN_TEXT_CHARACTERS = 20;

type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdf.js in Node: the legacy build. It imports its worker module itself, by a path next to its own file, and runs it in
 * this thread; so the build keeps pdfjs-dist external (api/package.json) rather than bundling it. Loaded once.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs;
}

/** The character maps some CJK fonts need, when the package's files are on disk (they are not bundled). */
function cMapUrl(): string | undefined {
  try {
    return `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "cmaps")}/`;
  } catch {
    return undefined;
  }
}

const STOPPED = "Reading this PDF was stopped";

interface TextItemLike {
  str?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
}

function readPageItems(items: readonly unknown[], columnAware: boolean): PageReading {
  const horizontal: PositionedText[] = [];
  const other: string[] = [];
  for (const raw of items) {
    const item = raw as TextItemLike;
    if (typeof item.str !== "string" || !Array.isArray(item.transform) || item.str.trim() === "") continue;
    const [a, b, c, d, x, y] = item.transform as number[];
    if (a === undefined || b === undefined || c === undefined || d === undefined || x === undefined || y === undefined) continue;
    // Rotated or mirrored text (a vertical label in a sidebar) has no place in the lines: it reads after them.
    if (a <= 0 || Math.abs(b) > 0.01 * a) {
      other.push(item.str.trim());
      continue;
    }
    const size = Math.hypot(c, d) || (typeof item.height === "number" ? item.height : 0);
    horizontal.push({ text: item.str, x, y, width: typeof item.width === "number" ? item.width : 0, size });
  }
  const reading = readPage(horizontal, { columnAware });
  return other.length > 0 ? { lines: [...reading.lines, "", ...other], columns: reading.columns } : reading;
}

export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<ExtractionResult> {
  const scan = scanPdf(bytes, options.scanLimits ?? DEFAULT_PDF_SCAN_LIMITS);
  if (!scan.ok) return unprocessable(`This PDF is too large to read: ${scan.error}`);
  if (scan.value.encrypted) return unprocessable(ENCRYPTED_PDF_MESSAGE);

  const { getDocument } = await loadPdfjs();
  const task = getDocument({
    // A copy: pdf.js takes ownership of the buffer it is given.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useWasm: false,
    verbosity: 0,
    cMapUrl: cMapUrl(),
    cMapPacked: true,
  });
  const stop = () => void task.destroy();
  options.signal?.addEventListener("abort", stop, { once: true });
  try {
    const document = await task.promise;
    if (document.numPages > options.maxPages) {
      return unprocessable(`This PDF has ${document.numPages} pages; the limit is ${options.maxPages}`);
    }
    const pages: string[][] = [];
    let columns = 1;
    for (let number = 1; number <= document.numPages; number++) {
      // pdf.js works through a page without letting timers run: a turn of the event loop lets the time limit fire.
      await setImmediate();
      if (options.signal?.aborted) return unprocessable(STOPPED);
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const reading = readPageItems(content.items, options.columnAware ?? true);
      pages.push(reading.lines);
      columns = Math.max(columns, reading.columns);
      page.cleanup();
    }
    const text = joinHyphenatedLines(tidyLines(pages.flatMap((lines) => [...lines, ""]))).join("\n");
    if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_TEXT_CHARACTERS) return unprocessable(SCANNED_PDF_MESSAGE);
    return ok({
      text,
      layout: {
        fileType: "pdf",
        pages: document.numPages,
        columns,
        images: scan.value.images,
        ...(scan.value.fonts.length > 0 ? { fonts: scan.value.fonts } : {}),
      },
    });
  } catch (error) {
    if (options.signal?.aborted) return unprocessable(STOPPED);
    if (error instanceof Error && error.name === "PasswordException") return unprocessable(ENCRYPTED_PDF_MESSAGE);
    return unprocessable(DAMAGED);
  } finally {
    options.signal?.removeEventListener("abort", stop);
    await task.destroy();
  }
}
