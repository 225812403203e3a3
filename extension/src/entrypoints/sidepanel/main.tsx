import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { SidePanel } from "./side-panel.tsx";
import "./side-panel.css";

const container = document.getElementById("root");
if (container === null) throw new Error("sidepanel.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <SidePanel />
  </StrictMode>,
);
