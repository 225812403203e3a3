/**
 * "Open in JobFit": the posting and the resume handed to the web optimizer in the address's fragment,
 * `<web>/optimizer#import=<base64url of UTF-8 JSON>`. A fragment never reaches a server, so the resume goes only to
 * the user's own new tab. The web app's reader is web/src/lib/extension/import-from-extension.ts.
 */

export interface WebImport {
  companyName: string;
  jobTitle: string;
  jobDescription: string;
  resumeText: string;
}

/** The format's version, so the web app can refuse what it does not understand. */
export const WEB_IMPORT_VERSION = 1;

/** btoa takes a "binary string": one character per byte, built in slices to stay within argument limits. */
function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function webImportUrl(webOrigin: string, data: WebImport): string {
  const { companyName, jobTitle, jobDescription, resumeText } = data;
  const json = JSON.stringify({ v: WEB_IMPORT_VERSION, companyName, jobTitle, jobDescription, resumeText });
  return `${webOrigin}/optimizer#import=${toBase64Url(new TextEncoder().encode(json))}`;
}
