/**
 * The extension's one way to the JobFit API. Every answer is parsed with zod at this edge; a non-success answer is
 * @jobfit/api's RequestError ("status: message", SPEC.md section 8), the same the web app reads.
 * It knows nothing of the UI.
 */
import { requestErrorFrom } from "@jobfit/api";
import { type AnalysisResult, analysisResultSchema } from "@jobfit/core";
import { z } from "zod";

export interface ApiCaller {
  /** The API's origin, e.g. http://127.0.0.1:8787. */
  origin: string;
  /** The signed-in user's Firebase ID token; null for a visitor. */
  idToken: string | null;
}

async function callApi<T>(caller: ApiCaller, path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  const headers = new Headers(init.headers);
  if (caller.idToken) headers.set("Authorization", `Bearer ${caller.idToken}`);
  const response = await fetch(`${caller.origin}${path}`, { ...init, headers, credentials: "include" });
  if (!response.ok) throw await requestErrorFrom(response);
  return schema.parse(await response.json());
}

const jsonBody = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

export const clientAuthConfigSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("emulator"), projectId: z.string().min(1), emulatorUrl: z.url() }),
  z.object({ mode: z.literal("firebase"), projectId: z.string().min(1), apiKey: z.string().min(1), authDomain: z.string().min(1) }),
]);
export type ClientAuthConfig = z.infer<typeof clientAuthConfigSchema>;

/** Which Firebase this deployment signs in with (GET /api/client-config). */
export async function fetchClientAuthConfig(origin: string): Promise<ClientAuthConfig> {
  const config = await callApi({ origin, idToken: null }, "/api/client-config", {}, z.object({ auth: clientAuthConfigSchema }));
  return config.auth;
}

const uploadedResumeSchema = z.object({ text: z.string(), filename: z.string() });
export type UploadedResume = z.infer<typeof uploadedResumeSchema>;

/** PDF or DOCX to text on the server (POST /api/upload-resume, multipart field `resume`); nothing is stored. */
export function uploadResume(caller: ApiCaller, file: File): Promise<UploadedResume> {
  const form = new FormData();
  form.append("resume", file, file.name);
  return callApi(caller, "/api/upload-resume", { method: "POST", body: form }, uploadedResumeSchema);
}

const savedResumeSchema = z.array(z.object({ resumeText: z.string() }).loose());

/** The resume of the user's newest saved analysis (GET /api/user/{uid}/analyses), or null when there is none. */
export async function fetchLatestResumeText(caller: ApiCaller, uid: string): Promise<string | null> {
  const analyses = await callApi(caller, `/api/user/${encodeURIComponent(uid)}/analyses?limit=1`, {}, savedResumeSchema);
  return analyses[0]?.resumeText ?? null;
}

export interface AnalysisToSave {
  resumeText: string;
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  userId: string;
}

const savedAnalysisSchema = analysisResultSchema.extend({ id: z.string().optional() });

/** Saves the analysis to the user's history: the API scores it again with the same core and stores it. */
export function saveAnalysis(caller: ApiCaller, analysis: AnalysisToSave): Promise<z.infer<typeof savedAnalysisSchema>> {
  return callApi(caller, "/api/analyze-resume", jsonBody(analysis), savedAnalysisSchema);
}

export interface OptimizeRequest {
  resumeText: string;
  jobDescription: string;
  analysisResult: AnalysisResult;
  userId: string;
}

/** The AI optimizer (POST /api/optimize-resume), within the user's plan's limit. */
export function optimizeResume(caller: ApiCaller, request: OptimizeRequest): Promise<{ optimizedText: string }> {
  return callApi(caller, "/api/optimize-resume", jsonBody(request), z.object({ optimizedText: z.string() }));
}
