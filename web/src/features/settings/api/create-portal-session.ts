/** POST /api/create-portal-session: where the user manages billing (Stripe's portal, or this app's sandbox page). */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function createPortalSession(userId: string) {
  return readJson(await api.api["create-portal-session"].$post({ json: { userId } }));
}

export function useCreatePortalSession() {
  return useMutation({ mutationKey: ["create-portal-session"], mutationFn: createPortalSession });
}
