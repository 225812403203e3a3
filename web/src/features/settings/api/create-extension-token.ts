/** POST /api/extension/custom-token: a Firebase custom token for this user, to sign the browser extension in. */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function createExtensionToken() {
  return readJson(await api.api.extension["custom-token"].$post());
}

export function useCreateExtensionToken() {
  return useMutation({ mutationKey: ["extension-custom-token"], mutationFn: createExtensionToken });
}
