/** The uploaded file's name as the response reports it: no path, no control or direction-override characters, bounded. */

export const MAX_FILENAME_LENGTH = 200;
const FALLBACK_NAME = "resume";

// C0 and C1 controls, and the bidirectional overrides that can disguise an extension ("resume\u202Efdp.exe").
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function sanitizeFilename(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "").normalize("NFC").replace(UNSAFE_CHARACTERS, "").trim();
  if (base === "" || /^\.+$/.test(base)) return FALLBACK_NAME;
  const characters = Array.from(base);
  if (characters.length <= MAX_FILENAME_LENGTH) return base;
  // Too long: shorten the stem and keep a short extension, so "…docx" still says what the file is.
  const extension = base.match(/\.[\p{L}\p{N}]{1,10}$/u)?.[0] ?? "";
  return characters.slice(0, MAX_FILENAME_LENGTH - extension.length).join("") + extension;
}
