import { browser } from "wxt/browser";
import type { JobPageState } from "../../storage.ts";
import { readJobPage } from "../read-job-page.ts";
import { openSidePanel } from "./open-side-panel.ts";

/** The tab fields a click, a menu item or a shortcut hands over. */
export interface ClickedTab {
  id?: number;
  windowId?: number;
  url?: string;
}

/** "Analyze this job": opens the panel at once (still inside the gesture), then reads the posting for it. */
export async function analyzeTab(tab: ClickedTab | undefined): Promise<JobPageState | null> {
  if (tab?.id === undefined) return null;
  openSidePanel(tab.windowId);
  return readJobPage(tab.id, tab.url);
}

/** Some browsers leave the tab out of a shortcut's event; the active tab of the focused window is the one meant. */
export async function analyzeActiveTab(tab: ClickedTab | undefined): Promise<JobPageState | null> {
  if (tab?.id !== undefined) return analyzeTab(tab);
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return analyzeTab(active);
}
