/** Expected failures of file extraction are values, not exceptions (STYLE.md, "zod, ky"). */
import type { DocumentLayout } from "@jobfit/core";

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/**
 * Why a file could not be turned into text. The route maps each kind to one status:
 * too_large 413, unsupported_type 415, unprocessable 422 (encrypted, damaged, scanned, too many pages, bombs, too slow).
 */
export interface ExtractionError {
  kind: "too_large" | "unsupported_type" | "unprocessable";
  message: string;
}

export interface ExtractedDocument {
  text: string;
  layout: DocumentLayout;
}

export type ExtractionResult = Result<ExtractedDocument, ExtractionError>;

export const unprocessable = (message: string): { ok: false; error: ExtractionError } => fail({ kind: "unprocessable", message });

export const UNSUPPORTED_TYPE_MESSAGE = "File type must be PDF, DOCX or TXT";
export const unsupportedType = (): { ok: false; error: ExtractionError } =>
  fail({ kind: "unsupported_type", message: UNSUPPORTED_TYPE_MESSAGE });
