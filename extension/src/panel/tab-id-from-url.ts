/** sidepanel.html?tabId=N analyzes tab N (the panel opened as a page); otherwise the panel follows the active tab. */
export function tabIdFromPanelUrl(search: string): number | null {
  const value = new URLSearchParams(search).get("tabId");
  if (value === null || !/^\d+$/.test(value)) return null;
  const tabId = Number(value);
  return Number.isSafeInteger(tabId) ? tabId : null;
}
