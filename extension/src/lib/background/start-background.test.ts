import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import type { Browser } from "wxt/browser";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ScrapedJob } from "../../scrapers/job-posting.ts";
import { jobPageStateItem } from "../../storage.ts";
import type { ExtensionAuth } from "./extension-auth.ts";
import { ANALYZE_COMMAND, ANALYZE_MENU_ITEM_ID, startBackground } from "./start-background.ts";

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;
/** The browser API's overloads (promise and callback) defeat spyOn's inference; tests only use the promise form. */
const stub = (api: object, method: string) => vi.spyOn(api as Record<string, AsyncMethod>, method);

/** An event the fake browser leaves unimplemented (context menus, commands), fired by the test. */
function testEvent<Args extends unknown[]>() {
  const listeners: Array<(...args: Args) => unknown> = [];
  return {
    addListener: (listener: (...args: Args) => unknown) => listeners.push(listener),
    removeListener: () => {},
    hasListener: () => listeners.length > 0,
    fire: (...args: Args) => {
      for (const listener of listeners) listener(...args);
    },
  };
}

const job: ScrapedJob = {
  company: "Larkspur Freight",
  title: "Backend Engineer",
  description: "Requirements\n- TypeScript",
  url: "https://jobs.lever.co/larkspur/1",
  source: "lever",
};
const tab: Browser.tabs.Tab = {
  id: 12,
  windowId: 3,
  url: job.url,
  index: 0,
  pinned: false,
  highlighted: true,
  active: true,
  incognito: false,
  selected: true,
  discarded: false,
  autoDiscardable: true,
  frozen: false,
  groupId: -1,
  lastAccessed: 0,
};

let onMenuClicked: ReturnType<typeof testEvent<[{ menuItemId: string | number }, typeof tab | undefined]>>;
let onCommand: ReturnType<typeof testEvent<[string, typeof tab | undefined]>>;
let createMenu: ReturnType<typeof vi.fn>;
let openPanel: ReturnType<typeof vi.fn>;
let auth: { [K in keyof ExtensionAuth]: Mock<ExtensionAuth[K]> };

beforeEach(() => {
  fakeBrowser.reset();
  onMenuClicked = testEvent();
  onCommand = testEvent();
  createMenu = vi.fn();
  openPanel = vi.fn().mockResolvedValue(undefined);
  Object.assign(fakeBrowser.contextMenus, { create: createMenu, onClicked: onMenuClicked });
  Object.assign(fakeBrowser.commands, { onCommand });
  Object.assign(fakeBrowser.sidePanel, { open: openPanel });
  auth = {
    signIn: vi.fn<ExtensionAuth["signIn"]>(),
    getIdToken: vi.fn<ExtensionAuth["getIdToken"]>(),
    signOut: vi.fn<ExtensionAuth["signOut"]>(),
  };
  stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue(job);
  startBackground({ auth });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const storedState = (tabId: number) => jobPageStateItem(tabId).getValue();

describe("analyzing the current tab", () => {
  it("opens the side panel within the toolbar click's gesture and reads the posting for it", async () => {
    void fakeBrowser.action.onClicked.trigger(tab);
    // Synchronously: the browser refuses to open the panel once the gesture's task has ended.
    expect(openPanel).toHaveBeenCalledWith({ windowId: 3 });
    await vi.waitFor(async () => expect(await storedState(12)).toMatchObject({ status: "found", job }));
  });

  it("adds the context-menu item at install, and its click does what the toolbar button does", async () => {
    await fakeBrowser.runtime.onInstalled.trigger({ reason: "install" });
    expect(createMenu).toHaveBeenCalledWith({
      id: ANALYZE_MENU_ITEM_ID,
      title: "Analyze this job with JobFit",
      contexts: ["page", "selection"],
    });

    onMenuClicked.fire({ menuItemId: ANALYZE_MENU_ITEM_ID }, tab);
    expect(openPanel).toHaveBeenCalledWith({ windowId: 3 });
    await vi.waitFor(async () => expect(await storedState(12)).toMatchObject({ status: "found" }));
  });

  it("ignores other menu items and other commands", async () => {
    onMenuClicked.fire({ menuItemId: "something-else" }, tab);
    onCommand.fire("another-command", tab);
    await Promise.resolve();
    expect(openPanel).not.toHaveBeenCalled();
    expect(await storedState(12)).toBeNull();
  });

  it("does the same on the keyboard shortcut", async () => {
    onCommand.fire(ANALYZE_COMMAND, tab);
    expect(openPanel).toHaveBeenCalledWith({ windowId: 3 });
    await vi.waitFor(async () => expect(await storedState(12)).toMatchObject({ status: "found" }));
  });

  it("takes the active tab when the shortcut's event names none", async () => {
    const window = await fakeBrowser.windows.create({ focused: true });
    const active = await fakeBrowser.tabs.create({ url: job.url, active: true, windowId: window?.id });
    onCommand.fire(ANALYZE_COMMAND, undefined);
    await vi.waitFor(async () => expect(await storedState(active.id ?? -1)).toMatchObject({ status: "found" }));
    expect(openPanel).toHaveBeenCalledOnce();
  });

  it("opens Firefox's sidebar where there is no side panel", async () => {
    const sidebarOpen = vi.fn().mockResolvedValue(undefined);
    const sidePanel = fakeBrowser.sidePanel;
    Object.assign(fakeBrowser, { sidePanel: undefined, sidebarAction: { open: sidebarOpen } });
    try {
      void fakeBrowser.action.onClicked.trigger(tab);
      expect(sidebarOpen).toHaveBeenCalledOnce();
    } finally {
      Object.assign(fakeBrowser, { sidePanel, sidebarAction: undefined });
    }
    await vi.waitFor(async () => expect(await storedState(12)).toMatchObject({ status: "found" }));
  });

  it("forgets a closed tab's reading", async () => {
    await jobPageStateItem(12).setValue({ status: "found", job, readAt: 1 });
    await fakeBrowser.tabs.onRemoved.trigger(12, { windowId: 3, isWindowClosing: false });
    await vi.waitFor(async () => expect(await storedState(12)).toBeNull());
  });
});

describe("messages", () => {
  const ask = (message: unknown, sender: object = {}) =>
    new Promise<unknown>((resolve) => void fakeBrowser.runtime.onMessage.trigger(message, sender, resolve));

  it("stores a job board's reading for the tab it came from", async () => {
    expect(await ask({ type: "jobfit:job-page-read", job, url: job.url }, { tab: { id: 21 } })).toEqual({ stored: true });
    expect(await storedState(21)).toMatchObject({ status: "found", job });
    expect(await ask({ type: "jobfit:job-page-read", job: null, url: "https://www.linkedin.com/feed/" }, { tab: { id: 21 } })).toEqual({
      stored: true,
    });
    expect(await storedState(21)).toMatchObject({ status: "not-found", url: "https://www.linkedin.com/feed/" });
  });

  it("stores nothing for a reading that names no tab", async () => {
    expect(await ask({ type: "jobfit:job-page-read", job, url: job.url })).toEqual({ stored: false });
  });

  it("signs in with the web app's custom token and answers how it went", async () => {
    const account = { uid: "u1", email: "ann@example.com", displayName: "Ann" };
    auth.signIn.mockResolvedValue({ ok: true, account });
    expect(await ask({ type: "jobfit:sign-in-with-custom-token", customToken: "custom-1" }, { tab: { id: 2 } })).toEqual({
      ok: true,
      account,
    });
    expect(auth.signIn).toHaveBeenCalledWith("custom-1");
  });

  it("hands the panel an ID token, and signs out", async () => {
    auth.getIdToken.mockResolvedValue("id-token-1");
    expect(await ask({ type: "jobfit:get-id-token" })).toEqual({ idToken: "id-token-1" });
    auth.signOut.mockResolvedValue(undefined);
    expect(await ask({ type: "jobfit:sign-out" })).toEqual({ signedOut: true });
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});
