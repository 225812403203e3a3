import { useEffect, useState } from "react";
import { browser } from "wxt/browser";

/**
 * The tab the panel analyzes: the one its address names (sidepanel.html?tabId=N, the panel opened as a page), else the
 * active tab of the panel's window, followed as the user switches tabs. `preloadedActiveTabId` is the active tab as
 * read before the first render.
 */
export function useTargetTab(requestedTabId: number | null, preloadedActiveTabId: number | null = null): number | null {
  const [activeTabId, setActiveTabId] = useState<number | null>(requestedTabId === null ? preloadedActiveTabId : null);
  useEffect(() => {
    if (requestedTabId !== null) return;
    let active = true;
    let panelWindowId: number | undefined;
    const onActivated = ({ tabId, windowId }: { tabId: number; windowId: number }) => {
      if (panelWindowId === undefined || windowId === panelWindowId) setActiveTabId(tabId);
    };
    browser.tabs.onActivated.addListener(onActivated);
    void browser.tabs.query({ active: true, currentWindow: true }).then(([tab]) => {
      if (!active || tab === undefined) return;
      panelWindowId = tab.windowId;
      setActiveTabId(tab.id ?? null);
    });
    return () => {
      active = false;
      browser.tabs.onActivated.removeListener(onActivated);
    };
  }, [requestedTabId]);
  return requestedTabId ?? activeTabId;
}
