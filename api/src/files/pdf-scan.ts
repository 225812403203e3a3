/**
 * A pass over a PDF's raw bytes before pdf.js sees it. It inflates every Flate-compressed stream that text extraction
 * would decode (content, fonts, object streams) with a cap on each and on the total, so a decompression bomb is refused
 * instead of filling memory; and it collects what text extraction does not report: image objects, font names, and
 * whether the file is encrypted.
 *
 * Image streams are counted but not inflated: text extraction never decodes them, and a scanned page's image may be big.
 */
import { constants, inflateSync } from "node:zlib";
import { fail, ok, type Result } from "./result.ts";

export interface PdfScanLimits {
  /** Any one stream, inflated. */
  maxStreamBytes: number;
  /** All streams that text extraction reads (images aside), inflated. */
  maxTotalBytes: number;
  /**
   * Page content (drawing instructions, forms, character maps: everything but fonts, images and object streams),
   * inflated. pdf.js reads it without yielding, at roughly a megabyte a second, and no time limit can stop it midway,
   * so this is the limit that bounds the time a page takes. Real resumes hold 13–350 KB of it.
   */
  maxContentBytes: number;
}

export const DEFAULT_PDF_SCAN_LIMITS: PdfScanLimits = {
  maxStreamBytes: 20 * 1024 * 1024,
  maxTotalBytes: 60 * 1024 * 1024,
  maxContentBytes: 4 * 1024 * 1024,
};

export interface PdfScan {
  encrypted: boolean;
  /** Image objects (an image used on every page counts once); soft masks of other images are not counted. */
  images: number;
  /** Distinct font names, without the "ABCDEF+" prefix of subset fonts. */
  fonts: string[];
}

const STREAM_KEYWORD = /\bstream(?:\r\n|\n|\r)/g;
const OBJECT_HEADER = /(\d+)\s+\d+\s+obj\b/g;
const DICTIONARY_WINDOW = 4096;
const BASE_FONT = /\/BaseFont\s*\/([^\s/[\]<>(){}%]+)/g;
const MASK_REFERENCE = /\/S?Mask\s+(\d+)\s+\d+\s+R/g;
/** Embedded font programs: /Length1–3 for Type 1 and TrueType, a /Subtype for CFF and OpenType. */
const FONT_FILE = /\/Length[123]\s|\/Subtype\s*\/(?:Type1C|CIDFontType0C|OpenType)\b/;
const ENCRYPT_ENTRY = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

interface RawStream {
  objectNumber: string | null;
  dictionary: string;
  data: Buffer;
}

function* rawStreams(buffer: Buffer, text: string): Generator<RawStream> {
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const keyword = match.index;
    const before = text.slice(Math.max(0, keyword - DICTIONARY_WINDOW), keyword);
    if (!before.trimEnd().endsWith(">>")) continue;
    let header: RegExpExecArray | null = null;
    for (const candidate of before.matchAll(OBJECT_HEADER)) header = candidate;
    const dictionary = header ? before.slice(header.index + header[0].length) : before;
    const start = keyword + match[0].length;
    const length = dictionary.match(/\/Length\s+(\d+)(\s+\d+\s+R)?/);
    let end = -1;
    if (length?.[1] && !length[2]) {
      const declaredEnd = start + Number(length[1]);
      if (/^\s*endstream/.test(text.slice(declaredEnd, declaredEnd + 32))) end = declaredEnd;
    }
    if (end < 0) end = text.indexOf("endstream", start);
    if (end < 0) end = text.length;
    yield { objectNumber: header?.[1] ?? null, dictionary, data: buffer.subarray(start, end) };
  }
}

const decodeName = (name: string): string =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A font's name without its subset prefix ("ABCDEF+") or a composite font's encoding suffix ("-Identity-H"). */
const fontName = (raw: string): string =>
  decodeName(raw)
    .replace(/^[A-Z]{6}\+/, "")
    .replace(/-Identity-[HV]$/, "");

export function scanPdf(bytes: Uint8Array, limits: PdfScanLimits = DEFAULT_PDF_SCAN_LIMITS): Result<PdfScan, string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString("latin1");
  // Object streams hold many small objects (font dictionaries among them) compressed: search them too.
  const searchable = [text];
  const imageObjects = new Set<string>();
  let anonymousImages = 0;
  let inflatedTotal = 0;

  let contentTotal = 0;

  for (const stream of rawStreams(buffer, text)) {
    const { dictionary } = stream;
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) {
      if (stream.objectNumber === null) anonymousImages++;
      else imageObjects.add(stream.objectNumber);
      continue;
    }
    let data = stream.data;
    if (/\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dictionary)) {
      try {
        // Sync flush: a stream cut short still yields what it holds, as pdf.js would decode it.
        data = inflateSync(stream.data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limits.maxStreamBytes });
      } catch (error) {
        if (error instanceof RangeError) return fail(`a compressed stream expands beyond ${limits.maxStreamBytes} bytes`);
        // Damaged or encrypted data: pdf.js decides what to make of it.
        continue;
      }
      inflatedTotal += data.length;
      if (inflatedTotal > limits.maxTotalBytes) return fail(`its compressed streams expand beyond ${limits.maxTotalBytes} bytes`);
    }
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      searchable.push(data.toString("latin1"));
    } else if (!FONT_FILE.test(dictionary) && !/\/Type\s*\/(?:XRef|Metadata)\b/.test(dictionary)) {
      contentTotal += data.length;
      if (contentTotal > limits.maxContentBytes) return fail(`its page content expands beyond ${limits.maxContentBytes} bytes`);
    }
  }

  const masks = new Set<string>();
  const fonts = new Set<string>();
  for (const part of searchable) {
    for (const [, objectNumber] of part.matchAll(MASK_REFERENCE)) if (objectNumber) masks.add(objectNumber);
    for (const [, name] of part.matchAll(BASE_FONT)) if (name) fonts.add(fontName(name));
  }
  const images = [...imageObjects].filter((objectNumber) => !masks.has(objectNumber)).length + anonymousImages;
  return ok({ encrypted: ENCRYPT_ENTRY.test(text), images, fonts: [...fonts].sort() });
}
