/**
 * The AI optimizer's rewriter. Locally it is core's deterministic rewriter (no network, never invents experience);
 * an OpenAI-compatible provider (openai-rewriter.ts) in production. The route counts an optimization only when
 * `rewrite` succeeds, so a failing provider costs the user nothing.
 */
import { getTaxonomy, matchTypeSchema, prepareJob, rewriteResume, skillsNamedIn as scanResumeSkills } from "@jobfit/core";
import { z } from "zod";

/** What a rewriter may use from the user's analysis: the keywords and the suggestions. Other fields are dropped. */
export const optimizerAnalysisSchema = z.object({
  matchedKeywords: z
    .array(z.object({ text: z.string().max(200), matchType: matchTypeSchema }))
    .max(1_000)
    .optional(),
  suggestions: z
    .array(z.object({ title: z.string().max(500), description: z.string().max(5_000) }))
    .max(200)
    .optional(),
});
export type OptimizerAnalysis = z.infer<typeof optimizerAnalysisSchema>;

export interface RewriteInput {
  resumeText: string;
  jobDescription: string;
  analysis: OptimizerAnalysis;
}

export interface Rewriter {
  readonly kind: "local" | "openai-compatible";
  /** The optimized resume text. Throws when the provider fails. */
  rewrite(input: RewriteInput): Promise<string>;
}

export const localRewriter: Rewriter = {
  kind: "local",
  async rewrite({ resumeText, jobDescription }) {
    return rewriteResume(resumeText, prepareJob({ title: "", company: "", description: jobDescription }), getTaxonomy()).text;
  },
};

let current: Rewriter = localRewriter;

/** server.ts installs a provider when one is configured; `null` restores the local rewriter. */
export function setRewriter(rewriter: Rewriter | null): void {
  current = rewriter ?? localRewriter;
}

export function getRewriter(): Rewriter {
  return current;
}

/** Longest optimized text accepted from a rewriter: twice the longest resume the API takes. */
export const MAX_OPTIMIZED_CHARS = 200_000;

/** A rewriter failed or answered something unusable. The cause is kept for the log; it never holds resume text. */
export class RewriterError extends Error {
  override readonly name = "RewriterError";
}

export function isRewriterError(error: unknown): error is RewriterError {
  return error instanceof Error && error.name === "RewriterError";
}

/** Runs `rewriter` and checks its answer (a non-blank string within bounds); every failure becomes a RewriterError. */
export async function rewriteChecked(rewriter: Rewriter, input: RewriteInput): Promise<string> {
  let text: unknown;
  try {
    text = await rewriter.rewrite(input);
  } catch (error) {
    throw new RewriterError(`The ${rewriter.kind} rewriter failed`, { cause: error });
  }
  if (typeof text !== "string" || text.trim() === "" || text.length > MAX_OPTIMIZED_CHARS) {
    throw new RewriterError(`The ${rewriter.kind} rewriter answered no usable text`);
  }
  // The promise of the product: a rewrite never claims a skill the resume does not already show.
  const invented = inventedSkills(input.resumeText, text);
  if (invented.length > 0) {
    throw new RewriterError(`The ${rewriter.kind} rewriter named skills the resume does not show: ${invented.join(", ")}`);
  }
  return text;
}

/** Skills of the taxonomy that the rewritten text names and the original does not. */
export function inventedSkills(original: string, rewritten: string): string[] {
  const taxonomy = getTaxonomy();
  const shown = new Set(scanResumeSkills(original, taxonomy));
  return [...new Set(scanResumeSkills(rewritten, taxonomy))].filter((skill) => !shown.has(skill)).sort();
}
