/**
 * Resume file → text and layout. The size is checked before anything is parsed, the type comes from the bytes
 * (sniff.ts), and PDF and DOCX parsing runs under a time limit. Every expected failure is a value (result.ts).
 */
import { analyzeResumeRequestSchema } from "@jobfit/core";
import { extractDocx } from "./docx.ts";
import { extractPdf } from "./pdf.ts";
import type { PdfScanLimits } from "./pdf-scan.ts";
import { type ExtractionResult, fail, unprocessable, unsupportedType } from "./result.ts";
import { isEncryptedOfficeFile, sniffFileType } from "./sniff.ts";
import { extractTxt } from "./txt.ts";
import type { ZipLimits } from "./zip.ts";

export interface ExtractOptions {
  maxBytes: number;
  maxPages: number;
  timeoutMs: number;
  zipLimits?: ZipLimits;
  pdfScanLimits?: PdfScanLimits;
  /** PDF only: false reads lines straight across the page, ignoring columns (for comparisons). */
  columnAware?: boolean;
}

/** SPEC.md section 9 (5 MB) and ARCHITECTURE.md section 11 (page limit, time limit). */
export const UPLOAD_LIMITS: ExtractOptions = { maxBytes: 5 * 1024 * 1024, maxPages: 20, timeoutMs: 5000 };

/** react-dropzone's wording, which the web app also shows (SPEC.md section 5). */
export const fileTooLargeMessage = (maxBytes: number): string => `File is larger than ${maxBytes} bytes`;
export const timeoutMessage = (timeoutMs: number): string => `Reading this file took longer than ${timeoutMs / 1000} seconds`;

/** What the analysis accepts: longer text would be refused there, so it is refused here, where the cause is clear. */
const MAX_TEXT_LENGTH = analyzeResumeRequestSchema.shape.resumeText.maxLength ?? 100_000;

async function withTimeLimit(timeoutMs: number, parse: (signal: AbortSignal) => Promise<ExtractionResult>): Promise<ExtractionResult> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ExtractionResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(unprocessable(timeoutMessage(timeoutMs)));
    }, timeoutMs);
  });
  try {
    return await Promise.race([parse(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function extractByType(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionResult> {
  switch (sniffFileType(bytes)) {
    case "pdf":
      return withTimeLimit(options.timeoutMs, (signal) =>
        extractPdf(bytes, {
          maxPages: options.maxPages,
          signal,
          ...(options.pdfScanLimits ? { scanLimits: options.pdfScanLimits } : {}),
          ...(options.columnAware === undefined ? {} : { columnAware: options.columnAware }),
        }),
      );
    case "zip":
      return withTimeLimit(options.timeoutMs, () => extractDocx(bytes, options.zipLimits));
    case "ole":
      return isEncryptedOfficeFile(bytes)
        ? unprocessable("This Word file is password-protected — save a copy without a password and upload that")
        : unsupportedType();
    case "other":
      return unsupportedType();
    case "text":
      return extractTxt(bytes);
  }
}

export async function extractResume(bytes: Uint8Array, options: Partial<ExtractOptions> = {}): Promise<ExtractionResult> {
  const limits: ExtractOptions = { ...UPLOAD_LIMITS, ...options };
  if (bytes.byteLength > limits.maxBytes) return fail({ kind: "too_large", message: fileTooLargeMessage(limits.maxBytes) });
  const result = await extractByType(bytes, limits);
  if (result.ok && result.value.text.length > MAX_TEXT_LENGTH) {
    return unprocessable(`This file holds ${result.value.text.length} characters of text; the limit is ${MAX_TEXT_LENGTH}`);
  }
  return result;
}
