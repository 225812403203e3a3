/** GET /api/user/{uid}/export: everything stored about the user, as one JSON document. */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function exportUserData(uid: string) {
  return readJson(await api.api.user[":uid"].export.$get({ param: { uid } }));
}

/** A mutation, not a query: each click is a fresh download, and the export (resume text included) is never cached. */
export function useExportUserData() {
  return useMutation({ mutationKey: ["export-user-data"], mutationFn: exportUserData });
}
