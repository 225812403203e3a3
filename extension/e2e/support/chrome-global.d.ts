// Code that tests run inside the extension's service worker (worker.evaluate) calls the browser's own `chrome`.
import type { WxtBrowser } from "wxt/browser";

declare global {
  const chrome: WxtBrowser;
}
