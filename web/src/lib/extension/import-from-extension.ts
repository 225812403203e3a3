/**
 * "Open in JobFit" from the browser extension: the extension opens `/optimizer#import=<payload>`, where the payload
 * is the base64url encoding (RFC 4648 section 5, no padding) of the UTF-8 JSON
 * `{ "v": 1, "companyName", "jobTitle", "jobDescription", "resumeText" }`. The data rides in the fragment, which the
 * browser never sends to a server. This module only reads it; the optimizer page fills its form with the result and
 * should then clear the fragment (history.replaceState) so a reload or a shared link does not carry the resume.
 */
export interface ExtensionImport {
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  resumeText: string;
}

/** The limits of POST /api/analyze-resume, so whatever is imported can also be analyzed. */
const FIELD_LIMITS: Readonly<Record<keyof ExtensionImport, number>> = {
  companyName: 200,
  jobTitle: 200,
  jobDescription: 50_000,
  resumeText: 100_000,
};

/** Far above the largest valid payload (about 200 KB of JSON as base64), far below what would hurt to decode. */
const MAX_ENCODED_LENGTH = 1_000_000;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeBase64Url(encoded: string): string | null {
  if (encoded.length > MAX_ENCODED_LENGTH || !BASE64URL.test(encoded) || encoded.length % 4 === 1) return null;
  const base64 = encoded
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(encoded.length / 4) * 4, "=");
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The posting and resume the extension handed over in the address's fragment (`location.hash`, with or without its
 * leading "#"), or null when there is none or it is not a valid hand-over.
 */
export function readExtensionImport(hash: string): ExtensionImport | null {
  const encoded = new URLSearchParams(hash.replace(/^#/, "")).get("import");
  if (encoded === null) return null;
  const json = decodeBase64Url(encoded);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  return toExtensionImport(value);
}

function toExtensionImport(value: unknown): ExtensionImport | null {
  if (typeof value !== "object" || value === null) return null;
  const payload = value as Record<string, unknown>;
  if (payload.v !== 1) return null;
  const fields: Partial<ExtensionImport> = {};
  for (const [name, limit] of Object.entries(FIELD_LIMITS) as Array<[keyof ExtensionImport, number]>) {
    const field = payload[name];
    if (typeof field !== "string" || field.length > limit) return null;
    fields[name] = field;
  }
  const { companyName = "", jobTitle = "", jobDescription = "", resumeText = "" } = fields;
  return { companyName, jobTitle, jobDescription, resumeText };
}
