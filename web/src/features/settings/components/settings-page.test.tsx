import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EXTENSION_PRESENCE_ATTRIBUTE } from "../../../lib/extension/hand-off.ts";
import {
  apiError,
  authAs,
  currentLocation,
  expectToast,
  GET_SUBSCRIPTION,
  jsonResponse,
  pending,
  screenRendererAt,
  stubApi,
  subscriptionInfo,
  TEST_USER,
} from "../../../test/render-screen.tsx";
import { formatLongDate } from "../utils/subscription-display.ts";
import { SettingsPage } from "./settings-page.tsx";

const renderScreen = screenRendererAt("/settings");

const PERIOD_END = "2025-04-09T10:00:00.000Z";

const plus = (overrides: Record<string, unknown> = {}) =>
  subscriptionInfo({ subscriptionPlan: "plus", currentPeriodEnd: PERIOD_END, ...overrides });

const region = (name: string) => screen.getByRole("region", { name });

async function renderWith(subscription: unknown, { route = "/settings", handlers = {} as Parameters<typeof stubApi>[0] } = {}) {
  const requests = stubApi({ [GET_SUBSCRIPTION]: () => jsonResponse(subscription), ...handlers });
  const view = renderScreen(<SettingsPage />, { route });
  await screen.findByTestId("plan-name");
  return { ...view, requests };
}

afterEach(() => {
  document.documentElement.removeAttribute(EXTENSION_PRESENCE_ATTRIBUTE);
});

describe("SettingsPage", () => {
  it("sends a signed-out visitor to the home page without asking the API", () => {
    const requests = stubApi({});
    renderScreen(<SettingsPage />, { auth: authAs("signed-out") });
    expect(currentLocation()).toBe("/");
    expect(requests).toEqual([]);
  });

  it("waits while auth is still loading instead of redirecting", () => {
    stubApi({});
    renderScreen(<SettingsPage />, { auth: authAs("loading") });
    expect(currentLocation()).toBe("/settings");
    expect(screen.getByRole("status", { name: "Loading settings" })).toBeTruthy();
  });

  it("shows the account's name and email, and a placeholder while the subscription loads", () => {
    stubApi({ [GET_SUBSCRIPTION]: pending });
    renderScreen(<SettingsPage />);
    const account = region("Account Information");
    expect(within(account).getByText("Robin Tester")).toBeTruthy();
    expect(within(account).getByText("robin@example.com")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Loading subscription" })).toBeTruthy();
  });

  it.each([
    ["plus", "active", "Active", "bg-green-100", `Next billing date: ${formatLongDate(PERIOD_END)}`],
    ["pro", "canceled", "Canceled", "bg-orange-100", `Access until ${formatLongDate(PERIOD_END)}`],
    ["plus", "past_due", "Past due", "bg-red-100", `Payment past due since ${formatLongDate(PERIOD_END)}`],
    ["pro", "incomplete", "Incomplete", "bg-slate-100", `Next billing date: ${formatLongDate(PERIOD_END)}`],
  ])("shows %s with status %s as a %s badge coloured %s, and the date", async (plan, status, label, colour, dateLine) => {
    await renderWith(subscriptionInfo({ subscriptionPlan: plan, subscriptionStatus: status, currentPeriodEnd: PERIOD_END }));
    expect(screen.getByTestId("plan-name").textContent).toBe(plan === "plus" ? "Plus" : "Pro");
    const badge = screen.getByTestId("status-badge");
    expect(badge.textContent).toBe(label);
    expect(badge.className).toContain(colour);
    expect(within(region("Current Subscription")).getByText(dateLine)).toBeTruthy();
  });

  it("shows no badge and no date for an active Free plan", async () => {
    await renderWith(subscriptionInfo());
    expect(screen.getByTestId("plan-name").textContent).toBe("Free");
    expect(screen.queryByTestId("status-badge")).toBeNull();
    expect(within(region("Current Subscription")).queryByText(/Next billing date|Access until/)).toBeNull();
  });

  it.each([
    ["free", 1, "1 of 1 this week", null],
    ["plus", 12, "12 of 30 this month", "40"],
    ["plus", 45, "45 of 30 this month", "100"],
    ["pro", 7, "Unlimited (7 this month)", null],
  ])("shows %s usage of %i as %j with a progress bar only on Plus", async (plan, usage, text, progress) => {
    await renderWith(subscriptionInfo({ subscriptionPlan: plan, monthlyOptimizerUsage: usage, currentPeriodEnd: PERIOD_END }));
    expect(screen.getByTestId("optimizer-usage").textContent).toBe(text);
    const bar = screen.queryByRole("progressbar", { name: "AI optimizations used this month" });
    if (progress === null) expect(bar).toBeNull();
    else expect(bar?.getAttribute("aria-valuenow")).toBe(progress);
  });

  it("shows why the optimizer is not allowed, and nothing when it is", async () => {
    const reason = "You have used all 30 AI optimizations for this month. Upgrade to Pro for unlimited optimizations.";
    await renderWith(plus({ monthlyOptimizerUsage: 30, optimizerAccess: { allowed: false, reason } }));
    expect(screen.getByRole("note", { name: "Optimizer access" }).textContent).toBe(reason);
  });

  it("hides the reason box when the optimizer is allowed", async () => {
    await renderWith(plus());
    expect(screen.queryByRole("note", { name: "Optimizer access" })).toBeNull();
  });

  it("offers the upgrade on Free and billing management on a paid plan", async () => {
    await renderWith(subscriptionInfo());
    expect(within(region("Upgrade your plan")).getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/subscribe");
    expect(screen.queryByRole("region", { name: "Billing Management" })).toBeNull();
  });

  it("offers Cancel Subscription only while the paid plan is active", async () => {
    await renderWith(plus({ subscriptionStatus: "canceled" }));
    const billing = region("Billing Management");
    expect(within(billing).getByRole("button", { name: "Manage Billing" })).toBeTruthy();
    expect(within(billing).queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Upgrade your plan" })).toBeNull();
  });

  it("toasts and says so when the subscription cannot be loaded", async () => {
    stubApi({ [GET_SUBSCRIPTION]: () => new Response("down", { status: 503 }) });
    renderScreen(<SettingsPage />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load subscription information");
    await expectToast("Error", "Failed to load subscription information");
  });

  it("shows a success banner after checkout, and the sandbox billing panel where Manage Billing lands", async () => {
    await renderWith(plus(), { route: "/settings?subscription=success&billing=sandbox" });
    expect(screen.getByText("Subscription successful")).toBeTruthy();
    expect(within(region("Sandbox billing")).getByText(/No card is charged/)).toBeTruthy();
  });

  it("cancels after confirmation, toasts the end date and reads the subscription again", async () => {
    let infoCalls = 0;
    const { requests } = await renderWith(plus(), {
      handlers: {
        [GET_SUBSCRIPTION]: () => jsonResponse(infoCalls++ === 0 ? plus() : plus({ subscriptionStatus: "canceled" })),
        "POST /api/cancel-subscription": () => jsonResponse({ cancelAt: PERIOD_END }),
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your Plus subscription?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, cancel subscription" }));
    await expectToast("Subscription Canceled", `Your Plus subscription ends on ${formatLongDate(PERIOD_END)}. You keep access until then.`);
    expect(await screen.findByText(`Access until ${formatLongDate(PERIOD_END)}`)).toBeTruthy();
    expect(screen.getByTestId("status-badge").textContent).toBe("Canceled");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.find((r) => r.path === "/api/cancel-subscription")?.body).toEqual({ userId: TEST_USER.uid });
  });

  it("toasts when cancelling fails", async () => {
    await renderWith(plus(), { handlers: { "POST /api/cancel-subscription": () => new Response("down", { status: 500 }) } });
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes, cancel subscription" }));
    await expectToast("Error", "Failed to cancel subscription. Please try again.");
  });

  it("opens the billing portal's address in a new tab", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { requests } = await renderWith(plus(), {
      handlers: { "POST /api/create-portal-session": () => jsonResponse({ url: "/settings?billing=sandbox" }) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Manage Billing" }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith("/settings?billing=sandbox", "_blank"));
    // A blocked tab falls back to this one.
    expect(assign).toHaveBeenCalledWith("/settings?billing=sandbox");
    expect(requests.find((r) => r.path === "/api/create-portal-session")?.body).toEqual({ userId: TEST_USER.uid });
  });

  it("toasts when the billing portal cannot be opened", async () => {
    await renderWith(plus(), { handlers: { "POST /api/create-portal-session": () => apiError(500, "internal", "Internal server error") } });
    fireEvent.click(screen.getByRole("button", { name: "Manage Billing" }));
    await expectToast("Error", "Failed to open billing portal. Please try again.");
  });
});

describe("SettingsPage: your data", () => {
  it("downloads the export as jobfit-data-YYYY-MM-DD.json", async () => {
    const exported = { exportedAt: "2025-03-09T10:00:00.000Z", profile: { email: TEST_USER.email }, analyses: [] };
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:export";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderWith(subscriptionInfo(), { handlers: { [`GET /api/user/${TEST_USER.uid}/export`]: () => jsonResponse(exported) } });
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toMatch(/^jobfit-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]?.download).toBe(`jobfit-data-${new Date().toLocaleDateString("sv-SE")}.json`);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(exported);
  });

  it("toasts when the export fails", async () => {
    await renderWith(subscriptionInfo(), {
      handlers: { [`GET /api/user/${TEST_USER.uid}/export`]: () => new Response("", { status: 500 }) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    await expectToast("Download failed", "Could not download your data. Please try again.");
  });

  it("deletes the account only after DELETE is typed, then signs out, toasts and goes home", async () => {
    const signOut = vi.fn(async () => {});
    const requests = stubApi({
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()),
      [`DELETE /api/user/${TEST_USER.uid}`]: () => jsonResponse({ deleted: true }),
    });
    renderScreen(<SettingsPage />, { auth: { ...authAs("signed-in"), signOut } });
    fireEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Type DELETE to confirm"), { target: { value: "delete" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Type DELETE to confirm"), { target: { value: "DELETE" } });
    fireEvent.click(confirm);
    await expectToast("Account deleted", "Your account and all of its data have been deleted.");
    expect(signOut).toHaveBeenCalledOnce();
    // The router commits the move home in a render of its own, which may come after the toast's.
    await vi.waitFor(() => expect(currentLocation()).toBe("/"));
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/api/user/${TEST_USER.uid}`]);
  });

  it("keeps the user signed in and toasts when the deletion fails", async () => {
    const signOut = vi.fn(async () => {});
    stubApi({
      [GET_SUBSCRIPTION]: () => jsonResponse(subscriptionInfo()),
      [`DELETE /api/user/${TEST_USER.uid}`]: () => new Response("", { status: 500 }),
    });
    renderScreen(<SettingsPage />, { auth: { ...authAs("signed-in"), signOut } });
    fireEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.change(within(dialog).getByLabelText("Type DELETE to confirm"), { target: { value: "DELETE" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await expectToast("Error", "Failed to delete your account. Please try again.");
    expect(signOut).not.toHaveBeenCalled();
    expect(currentLocation()).toBe("/settings");
  });
});

describe("SettingsPage: browser extension", () => {
  it("says the extension is missing, and mints no token, when its script is not on the page", async () => {
    const { requests } = await renderWith(subscriptionInfo());
    fireEvent.click(screen.getByRole("button", { name: "Connect the extension" }));
    await expectToast("Extension not found", "Install and enable the JobFit extension in this browser, then try again.");
    expect(requests.some((r) => r.path === "/api/extension/custom-token")).toBe(false);
  });

  it("hands the custom token to the extension and reports the account it signed in as", async () => {
    document.documentElement.setAttribute(EXTENSION_PRESENCE_ATTRIBUTE, "ready");
    const posted: unknown[] = [];
    vi.spyOn(window, "postMessage").mockImplementation((message: unknown) => {
      posted.push(message);
      const answer = new MessageEvent("message", {
        data: { source: "jobfit-extension", type: "jobfit:extension-connected", ok: true, email: TEST_USER.email },
        origin: window.location.origin,
        source: window,
      });
      setTimeout(() => window.dispatchEvent(answer), 0);
    });
    await renderWith(subscriptionInfo(), {
      handlers: { "POST /api/extension/custom-token": () => jsonResponse({ customToken: "token-1" }) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Connect the extension" }));
    await expectToast("Extension connected", `Signed in as ${TEST_USER.email}`);
    expect(posted).toEqual([{ source: "jobfit-web", type: "jobfit:connect-extension", customToken: "token-1" }]);
  });
});
