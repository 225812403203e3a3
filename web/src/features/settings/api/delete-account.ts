/** DELETE /api/user/{uid}: deletes the profile, saved analyses, usage and API keys (and cancels a paid plan first). */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function deleteAccount(uid: string) {
  return readJson(await api.api.user[":uid"].$delete({ param: { uid } }));
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ["delete-account"], mutationFn: deleteAccount });
}
