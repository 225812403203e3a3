/** What a failed request says to the user, and whether it is a plan limit (SPEC.md section 8). */

/** An error's own message ("status: message" for a failed request, see lib/api-client.ts), else the fallback. */
export function userFacingMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

/** SPEC.md section 8: a message mentioning "limit", "per week" or "Upgrade" offers the Upgrade Plan link. */
export function mentionsPlanLimit(message: string): boolean {
  return /\blimit|per week|upgrade/i.test(message);
}
