import type { ApiCaller } from "../lib/api/jobfit-api.ts";
import { currentOrigins } from "../lib/origins.ts";
import { sendToExtension } from "../messaging/messages.ts";
import type { SignedInAccount } from "../storage.ts";

/** Who calls the API from the panel: the signed-in account with a fresh ID token from the background, or a visitor. */
export async function apiCallerFor(account: SignedInAccount | null): Promise<ApiCaller> {
  const { api } = await currentOrigins();
  if (account === null) return { origin: api, idToken: null };
  const { idToken } = await sendToExtension({ type: "jobfit:get-id-token" });
  // SPEC.md section 8's internal error for a call that needs a sign-in.
  if (idToken === null) throw new Error("Authentication required");
  return { origin: api, idToken };
}
