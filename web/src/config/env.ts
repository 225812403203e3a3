/**
 * The web app's build-time settings, read once here (Vite inlines `import.meta.env`). Deployment facts that differ
 * per server (which Firebase, which billing mode) are NOT here: the app reads them from GET /api/client-config at run
 * time, so one build works on any host and port. (No zod here: it would weigh on the landing page's budget.)
 */
function readApiBaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  if (!URL.canParse(value)) throw new Error(`Invalid web configuration: VITE_API_BASE_URL must be a URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}

export const webEnv = {
  apiBaseUrl: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL) ?? globalThis.location?.origin ?? "http://127.0.0.1:8787",
} as const;
