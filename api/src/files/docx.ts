/**
 * DOCX: mammoth reads the document model (paragraphs, lists, tables, text boxes) through our guarded ZIP reader;
 * we turn that model into lines of text and count the layout features ATS parsers stumble on.
 */
import type { DocumentLayout } from "@jobfit/core";
import mammoth from "mammoth";
import { type ExtractionResult, ok, unprocessable, unsupportedType } from "./result.ts";
import { countElements, outermostElements, replaceElements } from "./xml-scan.ts";
import { DEFAULT_ZIP_LIMITS, openZip, type ZipArchive, type ZipError, type ZipLimits } from "./zip.ts";

const DAMAGED = "This DOCX file is damaged and cannot be read";
const MAIN_DOCUMENT = "word/document.xml";
const WORD_CONTENT_TYPES = /wordprocessingml\.(document|template)\.main\+xml|ms-word\.(document|template)\.macroEnabled(\.main)?\+xml/;

class ZipReadError extends Error {
  override readonly name = "ZipReadError";
  constructor(readonly zipError: ZipError) {
    super(zipError.message);
  }
}

/**
 * The most XML elements a part may hold. mammoth parses a part in one go, at about 100,000 elements a second, and no
 * time limit can stop it midway, so this bounds the time a document takes. Real resumes hold 600–12,000.
 */
export const MAX_XML_ELEMENTS = 200_000;

function checkElementCount(name: string, xml: string): void {
  let elements = 0;
  for (let at = xml.indexOf("<"); at >= 0; at = xml.indexOf("<", at + 1)) elements++;
  if (elements > MAX_XML_ELEMENTS) {
    throw new ZipReadError({ kind: "limit", message: `The part ${name} holds ${elements} XML elements; the limit is ${MAX_XML_ELEMENTS}` });
  }
}

function readText(archive: ZipArchive, name: string): string | null {
  if (!archive.has(name)) return null;
  const result = archive.read(name);
  if (!result.ok) throw new ZipReadError(result.error);
  const xml = result.value.toString("utf8").replace(/^\uFEFF/, "");
  checkElementCount(name, xml);
  return xml;
}

/**
 * Text boxes drawn with DrawingML (`wps:txbx`) are only read by mammoth through their VML fallback. When a document has
 * no fallback, the box is rewritten as a VML picture (`w:pict`), which mammoth reads and places after its paragraph.
 */
export function exposeDrawingTextBoxes(xml: string): string {
  const asPicture = (element: string): string => {
    const boxes = outermostElements(element, "w:txbxContent").map(({ start, end }) => element.slice(start, end));
    return `<w:pict>${boxes.join("")}</w:pict>`;
  };
  const withAlternates = replaceElements(xml, "mc:AlternateContent", (alternate) => {
    const fallback = outermostElements(alternate, "mc:Fallback")[0];
    const fallbackHasBox = fallback !== undefined && alternate.slice(fallback.start, fallback.end).includes("<w:txbxContent");
    const choice = outermostElements(alternate, "mc:Choice")[0];
    const choiceHasBox = choice !== undefined && alternate.slice(choice.start, choice.end).includes("<w:txbxContent");
    return choiceHasBox && !fallbackHasBox ? asPicture(alternate.slice(choice.start, choice.end)) : alternate;
  });
  return replaceElements(withAlternates, "w:drawing", (drawing) => (drawing.includes("<w:txbxContent") ? asPicture(drawing) : drawing));
}

/** The subset of mammoth's document model that carries text. */
interface DocumentNode {
  type: string;
  children?: DocumentNode[];
  value?: string;
  breakType?: string;
  checked?: boolean;
  numbering?: { level?: string; isOrdered?: boolean } | null;
}

function inlineText(nodes: readonly DocumentNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (node.type === "text") text += node.value ?? "";
    else if (node.type === "tab") text += "\t";
    else if (node.type === "break") text += "\n";
    else if (node.type === "checkbox") text += node.checked ? "☒ " : "☐ ";
    else if (node.children) text += inlineText(node.children);
  }
  return text;
}

/** Paragraphs as lines; bullets as "• ", numbered items as "1. ", nested levels indented; table cells row by row. */
function documentLines(nodes: readonly DocumentNode[]): string[] {
  const lines: string[] = [];
  const counters: number[] = [];
  const walk = (blocks: readonly DocumentNode[]) => {
    for (const block of blocks) {
      if (block.type === "paragraph") {
        const text = inlineText(block.children ?? []).replace(/[ \t]+$/gm, "");
        const numbering = block.numbering;
        if (!numbering) {
          counters.length = 0;
          lines.push(...text.split("\n"));
          continue;
        }
        const level = Number.parseInt(numbering.level ?? "0", 10) || 0;
        counters.length = level + 1;
        counters[level] = (counters[level] ?? 0) + 1;
        const marker = numbering.isOrdered ? `${counters[level]}. ` : "• ";
        lines.push(...`${"  ".repeat(level)}${marker}${text.trimStart()}`.split("\n"));
      } else if (block.children) {
        // Tables, rows, cells and anything else that holds paragraphs: their contents in document order.
        walk(block.children);
      }
    }
  };
  walk(nodes);
  return lines;
}

function joinLines(lines: readonly string[]): string {
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const THEME_FONT = /<a:(major|minor)Font>[\s\S]*?<a:latin\b[^>]*\btypeface="([^"]*)"/g;

function collectFonts(parts: readonly string[], theme: string | null): string[] {
  const fonts = new Set<string>();
  const themeFonts = new Map<string, string>();
  for (const [, kind, typeface] of theme?.matchAll(THEME_FONT) ?? []) if (kind && typeface) themeFonts.set(kind, typeface);
  for (const xml of parts) {
    for (const [rFonts] of xml.matchAll(/<w:rFonts\b[^>]*>/g)) {
      for (const [, font] of rFonts.matchAll(/\bw:(?:ascii|hAnsi)="([^"]+)"/g)) if (font) fonts.add(font);
      for (const [, kind] of rFonts.matchAll(/\bw:(?:asciiTheme|hAnsiTheme)="(major|minor)/g)) {
        const font = kind ? themeFonts.get(kind) : undefined;
        if (font) fonts.add(font);
      }
    }
  }
  return [...fonts].sort();
}

function documentLayout(archive: ZipArchive, documentXml: string): DocumentLayout {
  // A fallback repeats its alternate's content for older readers: counting both would count everything twice.
  const xml = replaceElements(documentXml, "mc:Fallback", () => "");
  const columns = Math.max(1, ...[...xml.matchAll(/<w:cols\b[^>]*\bw:num="(\d+)"/g)].map(([, n]) => Number(n)));
  const pages = Number(readText(archive, "docProps/app.xml")?.match(/<Pages>(\d+)<\/Pages>/)?.[1] ?? 0);
  const fonts = collectFonts([documentXml, readText(archive, "word/styles.xml") ?? ""], readText(archive, "word/theme/theme1.xml"));
  return {
    fileType: "docx",
    // Word records the page count it last laid out; generators that do not lay out pages leave it out.
    ...(pages > 0 ? { pages } : {}),
    columns,
    tables: countElements(xml, "w:tbl"),
    images: countElements(xml, "pic:pic") + countElements(xml, "v:imagedata"),
    textBoxes: countElements(xml, "w:txbxContent"),
    ...(fonts.length > 0 ? { fonts } : {}),
  };
}

/** mammoth's undocumented `file` input (mammoth/lib/unzip.js): every part it reads comes through our guarded reader. */
interface MammothFile {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}
type ConvertWithFile = (
  input: { file: MammothFile },
  options: Parameters<typeof mammoth.convertToHtml>[1],
) => ReturnType<typeof mammoth.convertToHtml>;

function mammothFile(archive: ZipArchive, documentXml: string): MammothFile {
  return {
    exists: (name) => archive.has(name),
    async read(name, encoding) {
      if (name === MAIN_DOCUMENT && encoding) return documentXml;
      const result = archive.read(name);
      if (!result.ok) throw new ZipReadError(result.error);
      if (!encoding) return result.value;
      const text = new TextDecoder(encoding).decode(result.value);
      checkElementCount(name, text);
      return text;
    },
  };
}

function zipFailure(error: ZipError): ExtractionResult {
  return error.kind === "limit" ? unprocessable(`This DOCX file is too large to read: ${error.message}`) : unprocessable(DAMAGED);
}

export async function extractDocx(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ExtractionResult> {
  const opened = openZip(bytes, limits);
  if (!opened.ok) return zipFailure(opened.error);
  const archive = opened.value;
  try {
    const contentTypes = readText(archive, "[Content_Types].xml") ?? "";
    // A ZIP that is not a Word document (a spreadsheet, an OpenDocument file, any archive) is the wrong type.
    if (!WORD_CONTENT_TYPES.test(contentTypes) && !archive.has(MAIN_DOCUMENT)) return unsupportedType();
    const rawDocument = readText(archive, MAIN_DOCUMENT);
    if (rawDocument === null) return unprocessable(DAMAGED);
    const documentXml = exposeDrawingTextBoxes(rawDocument);

    const captured: { model?: DocumentNode } = {};
    const convert = mammoth.convertToHtml as unknown as ConvertWithFile;
    await convert(
      { file: mammothFile(archive, documentXml) },
      {
        ignoreEmptyParagraphs: false,
        // Keep the model and hand mammoth an empty document: the HTML is not needed.
        transformDocument: (document: DocumentNode) => {
          captured.model = document;
          return { ...document, children: [] };
        },
      },
    );
    if (!captured.model) return unprocessable(DAMAGED);
    const text = joinLines(documentLines(captured.model.children ?? []));
    if (text === "") return unprocessable("This DOCX file has no text");
    return ok({ text, layout: documentLayout(archive, rawDocument) });
  } catch (error) {
    if (error instanceof ZipReadError) return zipFailure(error.zipError);
    return unprocessable(DAMAGED);
  }
}
