/** POST /api/upload-resume: one PDF, DOCX or TXT file (form field `resume`) read into text on the server. */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function uploadResume(file: File) {
  return readJson(await api.api["upload-resume"].$post({ form: { resume: file } }));
}

export type UploadResumeResponse = Awaited<ReturnType<typeof uploadResume>>;

export function useUploadResume() {
  return useMutation({ mutationKey: ["upload-resume"], mutationFn: uploadResume });
}
