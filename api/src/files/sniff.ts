/** The file's type from its first bytes (magic numbers), never from its name or the Content-Type it was sent with. */

export type SniffedType =
  /** "%PDF-" in the first 1024 bytes, where Acrobat also accepts it. */
  | "pdf"
  /** A ZIP local file header: a DOCX candidate, confirmed by its parts (docx.ts). */
  | "zip"
  /** An OLE compound file: a legacy .doc, or an Office file encrypted with a password. */
  | "ole"
  /** A known binary or non-plain-text format: images, archives, RTF, executables. */
  | "other"
  /** No known signature: decoded and checked for binary content by txt.ts. */
  | "text";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const PDF_HEADER = ascii("%PDF-");
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Formats whose bytes could otherwise pass as text, or that are commonly uploaded by mistake. */
const OTHER_SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii("GIF87a"),
  ascii("GIF89a"),
  ascii("II*\0"), // TIFF, little-endian
  ascii("MM\0*"), // TIFF, big-endian
  ascii("BM"), // BMP
  ascii("{\\rtf"), // RTF: text, but markup rather than a resume's words
  [0x50, 0x4b, 0x05, 0x06], // empty ZIP
  [0x1f, 0x8b], // gzip
  ascii("Rar!"),
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  ascii("MZ"), // Windows executable
];

const PDF_HEADER_WINDOW = 1024;

function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let offset = 0; offset <= end; offset++) {
    if (startsWith(bytes, PDF_HEADER, offset)) return true;
  }
  return false;
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (findPdfHeader(bytes)) return "pdf";
  if (startsWith(bytes, ZIP_LOCAL_FILE)) return "zip";
  if (startsWith(bytes, OLE_COMPOUND_FILE)) return "ole";
  // "BM" and "MZ" are two letters a text file may well start with; only trust them on binary-looking bytes.
  for (const signature of OTHER_SIGNATURES) {
    if (!startsWith(bytes, signature)) continue;
    if (signature.length > 2 || bytes.subarray(0, 64).some((byte) => byte === 0)) return "other";
  }
  return "text";
}

const ENCRYPTED_PACKAGE = Buffer.from("EncryptedPackage", "utf16le");

/** Office files encrypted with a password are OLE files holding an "EncryptedPackage" stream. */
export function isEncryptedOfficeFile(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE);
}
