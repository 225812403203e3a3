import { deployment } from "../config/build-deployment.ts";
import { localApiOriginItem } from "../storage.ts";

export interface JobFitOrigins {
  /** Where the API answers. */
  api: string;
  /** Where the web app is served. */
  web: string;
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** The build's origins; development and e2e builds honour an API started elsewhere (which also serves the web app). */
export async function currentOrigins(): Promise<JobFitOrigins> {
  if (deployment.localTesting) {
    const local = await localApiOriginItem.getValue();
    if (local !== null && isOrigin(local)) return { api: local, web: local };
  }
  return { api: deployment.apiOrigin, web: deployment.webOrigin };
}
