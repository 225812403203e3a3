import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { type PanelSnapshot, preloadPanel } from "../../panel/preload-panel.ts";
import { SidePanel } from "../../panel/side-panel.tsx";
import { tabIdFromPanelUrl } from "../../panel/tab-id-from-url.ts";
import "../../panel/side-panel.css";

const container = document.getElementById("root");
if (container === null) throw new Error("sidepanel.html has no #root element");

const requestedTabId = tabIdFromPanelUrl(location.search);
const render = (snapshot?: PanelSnapshot) =>
  createRoot(container).render(
    <StrictMode>
      <SidePanel tabId={requestedTabId} snapshot={snapshot} />
    </StrictMode>,
  );

preloadPanel(requestedTabId).then(render, (error: unknown) => {
  // The panel reads everything again itself; only its first render is slower.
  console.warn("JobFit could not preload the panel:", error);
  render();
});
