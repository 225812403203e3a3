/** Plain text: UTF-8 (a BOM is dropped), UTF-16 LE/BE (by BOM, or by the pattern of zero bytes), else Windows-1252. */
import { type ExtractionResult, fail, ok, UNSUPPORTED_TYPE_MESSAGE, unprocessable } from "./result.ts";

type TextEncoding = "utf-8" | "utf-16le" | "utf-16be";

function detectBom(bytes: Uint8Array): { encoding: TextEncoding; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", length: 2 };
  return null;
}

/**
 * UTF-16 without a BOM: text in Latin script has a zero high byte in nearly every code unit, so zeros sit at odd
 * offsets (LE) or even ones (BE) and almost never on the other side. Binary data has zeros on both.
 */
function detectUtf16WithoutBom(bytes: Uint8Array): TextEncoding | null {
  const units = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (units < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < units * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros >= units * 0.6 && evenZeros === 0) return "utf-16le";
  if (evenZeros >= units * 0.6 && oddZeros === 0) return "utf-16be";
  return null;
}

/** C0 control characters other than tab, line feed, vertical tab, form feed and carriage return. */
const isBinaryControl = (code: number): boolean =>
  code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0b && code !== 0x0c && code !== 0x0d;

/** Windows-1252's characters at 0x80–0x9F (elsewhere it is Latin-1); undefined bytes stay as their C1 code. */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Written out because Node 20's TextDecoder("windows-1252") decodes as Latin-1, losing curly quotes and dashes. */
function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] ?? char);
}

function decode(bytes: Uint8Array): string | null {
  const bom = detectBom(bytes);
  if (bom) return new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length));
  const utf16 = detectUtf16WithoutBom(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: text saved by older Windows editors is Windows-1252, which decodes any byte.
    return decodeWindows1252(bytes);
  }
}

export function extractTxt(bytes: Uint8Array): ExtractionResult {
  const decoded = decode(bytes);
  if (decoded === null) return fail({ kind: "unsupported_type", message: UNSUPPORTED_TYPE_MESSAGE });
  let controls = 0;
  for (let i = 0; i < decoded.length; i++) if (isBinaryControl(decoded.charCodeAt(i))) controls++;
  // A stray control character happens in real text; many of them mean the bytes are not text at all.
  if (controls > Math.max(8, decoded.length * 0.01)) return fail({ kind: "unsupported_type", message: UNSUPPORTED_TYPE_MESSAGE });
  const text = decoded.replace(/\r\n?/g, "\n");
  if (text.trim() === "") return unprocessable("This file has no text");
  return ok({ text, layout: { fileType: "txt" } });
}
