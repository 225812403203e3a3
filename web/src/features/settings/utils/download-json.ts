/** Saving data the page already holds as a file, without another request. */

/** "jobfit-data-2025-03-09.json", by the user's local calendar date. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `jobfit-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Offers `data` as a JSON file download named `fileName`. */
export function downloadJson(data: unknown, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = doc.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // Firefox downloads only from a link that is in the document.
  doc.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has started reading the file before its address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
