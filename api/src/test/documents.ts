/**
 * Test documents, generated on the fly (no binary fixtures): PDFs with pdfkit, DOCX with docx, and the small binary
 * formats (PNG, ZIP) written by hand. Shared by the file-extraction tests, bench/extract.bench.ts and eval/extraction.ts.
 */

import { constants, crc32, deflateRawSync, deflateSync } from "node:zlib";
import { Document, Packer, Paragraph, Table, TableCell, TableRow, Textbox, TextRun, WidthType } from "docx";
import PDFDocument from "pdfkit";

export async function renderPdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 54, ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export const resumeParagraphs = {
  summary:
    "Backend engineer with seven years of experience building TypeScript and Node.js services on AWS. Known for calm incident response, careful code review and clear design documents.",
  experience: [
    "Designed and built REST APIs in TypeScript serving two thousand requests per second",
    "Cut PostgreSQL query latency by sixty percent by rewriting slow queries and adding indexes",
    "Moved fourteen services to Docker on AWS ECS with Terraform and GitHub Actions",
    "Mentored three engineers and led design reviews for the billing team",
  ],
};

/** One column: a name, contact line, headings, a paragraph and bullets, as a word processor would lay them out. */
export function singleColumnPdf(pages = 1): Promise<Buffer> {
  return renderPdf((doc) => {
    for (let page = 0; page < pages; page++) {
      if (page > 0) doc.addPage();
      doc.font("Helvetica-Bold").fontSize(20).text("Jordan Avery");
      doc.font("Helvetica").fontSize(10).text("jordan.avery@example.com | (555) 201-3344 | Denver, CO");
      doc.moveDown();
      doc.font("Helvetica-Bold").fontSize(12).text("SUMMARY");
      doc.font("Helvetica").fontSize(10).text(resumeParagraphs.summary);
      doc.moveDown();
      doc.font("Helvetica-Bold").fontSize(12).text("EXPERIENCE");
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(`Senior Software Engineer, Parcelwise (page ${page + 1})`);
      doc.font("Helvetica").fontSize(10);
      for (const bullet of resumeParagraphs.experience) doc.text(`• ${bullet}`);
      doc.moveDown();
      doc.font("Helvetica-Bold").fontSize(12).text("EDUCATION");
      doc.font("Helvetica").fontSize(10).text("B.S. Computer Science, University of Colorado, 2016");
    }
  });
}

/** The two-column test resume's lines: a sidebar on the left, the main column on the right. */
export const twoColumnLines = {
  left: [
    "SKILLS",
    "TypeScript and Node.js",
    "PostgreSQL and Redis",
    "Terraform and AWS",
    "LANGUAGES",
    "English (native)",
    "Spanish (fluent)",
    "CONTACT",
    "Denver, CO",
    "jordan@example.com",
  ],
  right: [
    "EXPERIENCE",
    "Senior Software Engineer at Parcelwise",
    "Designed and built REST APIs in TypeScript",
    "Cut query latency by sixty percent",
    "Moved fourteen services to Docker",
    "PROJECTS",
    "An open source command line tool",
    "Used by two thousand developers",
  ],
};

/**
 * Two columns under a full-width name: a narrow sidebar in a smaller font on the left, the main column on the right.
 * Their baselines fall at different heights, as they do in real two-column templates.
 */
export function twoColumnPdf(): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.font("Helvetica-Bold").fontSize(22).text("Jordan Avery  Senior Backend Engineer", 54, 54, { width: 504, align: "center" });
    let y = 110;
    for (const line of twoColumnLines.left) {
      doc.font(line === line.toUpperCase() ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      doc.text(line, 54, y, { width: 150, lineBreak: false });
      y += line === line.toUpperCase() ? 17 : 12.5;
    }
    y = 112;
    for (const line of twoColumnLines.right) {
      doc.font(line === line.toUpperCase() ? "Helvetica-Bold" : "Helvetica").fontSize(11);
      doc.text(line, 230, y, { width: 328, lineBreak: false });
      y += line === line.toUpperCase() ? 22 : 15;
    }
    doc.font("Helvetica").fontSize(8).text("Page 1 of 1", 54, 700, { width: 504, align: "center" });
  });
}

/** A PNG of one flat colour: a stand-in for a scanned page or a photo. */
export function pngBytes(width: number, height: number, rgb: readonly [number, number, number] = [200, 200, 200]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A page that is only a picture, as a scanner produces. */
export function imageOnlyPdf(): Promise<Buffer> {
  return renderPdf((doc) => {
    doc.image(pngBytes(85, 110), 0, 0, { width: 612, height: 792 });
  });
}

export interface DocxContent {
  paragraphs?: string[];
  bullets?: string[];
  table?: string[][];
  textBox?: string[];
}

/** A DOCX with any of: plain paragraphs, a bulleted list, a table (rows of cells), a VML text box. */
export function docxBytes(content: DocxContent): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [];
  for (const text of content.paragraphs ?? []) children.push(new Paragraph({ children: [new TextRun(text)] }));
  for (const text of content.bullets ?? []) children.push(new Paragraph({ text, bullet: { level: 0 } }));
  if (content.table) {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: content.table.map(
          (cells) => new TableRow({ children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
        ),
      }),
    );
  }
  if (content.textBox) {
    children.push(
      new Paragraph({
        children: [
          new TextRun("Anchor paragraph"),
          new Textbox({ style: { width: "3in", height: "1in" }, children: content.textBox.map((text) => new Paragraph(text)) }),
        ],
      }),
    );
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

export interface ZipEntryInput {
  name: string;
  data: Buffer;
  /** Store instead of deflate. */
  stored?: boolean;
  /** Already-compressed bytes to write as the entry's data (deflate), with `data` ignored. */
  compressed?: Buffer;
  /** The uncompressed size to declare, when a test needs the archive to lie about it. */
  declaredSize?: number;
}

/** A ZIP archive, written by hand so tests can make the malformed and malicious ones real tools refuse to write. */
export function zipBytes(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = entry.compressed ?? (entry.stored ? entry.data : deflateRawSync(entry.data));
    const method = entry.stored && !entry.compressed ? 0 : 8;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A raw deflate stream of `megabytes` MB of zeros, about 1 KB per MB: one flushed block of a megabyte of zeros,
 * repeated (each copy decodes from the window the previous left), then a final empty block.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The smallest DOCX Word opens, around a body of WordprocessingML written by hand. */
export function minimalDocx(body: string, extraEntries: readonly ZipEntryInput[] = []): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" mc:Ignorable="wps"><w:body>${body}</w:body></w:document>`;
  return zipBytes([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "_rels/.rels", data: Buffer.from(PACKAGE_RELS) },
    { name: "word/document.xml", data: Buffer.from(document) },
    ...extraEntries,
  ]);
}

export const paragraphXml = (text: string): string => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A DrawingML text box (wps:txbx) with no VML fallback: what mammoth alone does not read. */
export const drawingTextBoxXml = (lines: readonly string[]): string =>
  `<w:p><w:r><w:t>Before the box</w:t></w:r><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>${lines.map(paragraphXml).join("")}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice></mc:AlternateContent></w:r></w:p>`;

/** A one-page PDF written by hand around a content stream, for streams pdfkit would never write (a bomb). */
export function minimalPdf(stream: Buffer, dictionary = ""): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  push(Buffer.from(`4 0 obj\n<< /Length ${stream.length} ${dictionary} >>\nstream\n`));
  push(stream);
  push(Buffer.from("\nendstream\nendobj\n"));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}
