/**
 * Signing the extension in from the web app, against the Firebase Auth emulator and the real API: the web app's
 * hand-off (web/src/lib/extension/hand-off.ts) posts a custom token from POST /api/extension/custom-token, the
 * extension signs in with firebase/auth/web-extension, and the panel then saves, optimizes and signs out.
 * Run by `pnpm --filter @jobfit/extension test:e2e`, which starts the emulator around the tests.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { connectExtensionMessage } from "../../web/src/lib/extension/hand-off.ts";
import { type RunningApi, startApi } from "./support/api-server.ts";
import { IN_CI, type LoadedExtension, launchWithExtension, requireBrowser } from "./support/browser.ts";
import { E2E_PAGES, type PageServer, SCRAPER_FIXTURES, startPageServer } from "./support/page-server.ts";
import { openPanelFor, readExtensionStorage, setExtensionStorage, tabIdOf } from "./support/panel.ts";
import { backendResume } from "./support/resumes.ts";

const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const SCORE = /^Overall score: \d+ out of 100$/;

test.describe.configure({ mode: "serial" });

let api: RunningApi;
let server: PageServer;
let extension: LoadedExtension;
let user: { uid: string; email: string; idToken: string };

async function emulator<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=local`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the web app's "Connect the extension" does: a custom token from the API, handed to the extension. */
async function connectExtension(page: Page, customToken: string): Promise<unknown> {
  await expect(page.locator("html[data-jobfit-extension=ready]")).toHaveCount(1);
  return page.evaluate(
    (message) =>
      new Promise((resolve) => {
        window.addEventListener("message", (event) => {
          if (event.data?.type === "jobfit:extension-connected") resolve(event.data);
        });
        window.postMessage(message, window.location.origin);
      }),
    connectExtensionMessage(customToken),
  );
}

test.beforeAll(async () => {
  requireBrowser((condition, reason) => test.skip(condition, reason));
  if (!EMULATOR_HOST) {
    const reason = "FIREBASE_AUTH_EMULATOR_HOST is not set: run `pnpm --filter @jobfit/extension test:e2e`, which starts the Auth emulator";
    if (IN_CI) throw new Error(reason);
    console.warn(`\n!!! SKIPPING the extension's sign-in tests: ${reason} !!!\n`);
    test.skip(true, reason);
    return;
  }
  [api, server] = await Promise.all([startApi(EMULATOR_HOST), startPageServer()]);
  server.serve("/settings", join(E2E_PAGES, "web-app.html"));
  server.serve("/jobs/4821", join(SCRAPER_FIXTURES, "plain-object.html"));
  extension = await launchWithExtension();
  // The e2e build's API origin is the one this test started.
  await setExtensionStorage(extension.worker, { localApiOrigin: api.origin, resumeText: backendResume });

  const email = `ann-${Date.now()}@example.com`;
  const signedUp = await emulator<{ localId: string; idToken: string }>("accounts:signUp", {
    email,
    password: "correct-horse-9",
    returnSecureToken: true,
  });
  user = { uid: signedUp.localId, email, idToken: signedUp.idToken };
});

test.afterAll(async () => {
  await extension?.close();
  await Promise.all([api?.stop(), server?.close()]);
});

test("refuses a token that is not one, and tells the page why", async () => {
  const page = await extension.context.newPage();
  await page.goto(`${server.origin}/settings`);
  expect(await connectExtension(page, "not-a-custom-token")).toMatchObject({
    source: "jobfit-extension",
    ok: false,
    error: expect.stringMatching(/^The extension could not sign in: /),
  });
  expect(await readExtensionStorage(extension.worker, "signedInAccount")).toBeNull();
  await page.close();
});

test("signs the extension in with the web app's hand-off, then saves, optimizes and signs out from the panel", async () => {
  const minted = await fetch(`${api.origin}/api/extension/custom-token`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.idToken}` },
  });
  expect(minted.status).toBe(200);
  const { customToken } = (await minted.json()) as { customToken: string };

  const settings = await extension.context.newPage();
  await settings.goto(`${server.origin}/settings`);
  expect(await connectExtension(settings, customToken)).toEqual({
    source: "jobfit-extension",
    type: "jobfit:extension-connected",
    ok: true,
    email: user.email,
  });
  expect(await readExtensionStorage(extension.worker, "signedInAccount")).toMatchObject({ uid: user.uid, email: user.email });

  const job = await extension.context.newPage();
  await job.goto(`${server.origin}/jobs/4821`);
  const panel = await openPanelFor(extension, await tabIdOf(extension.worker, job));
  await expect(panel.getByText(`Signed in as ${user.email}`)).toBeVisible();
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();

  // Save: the API stores it in the user's history.
  await panel.getByRole("button", { name: "Save to history" }).click();
  await expect(panel.getByText(/^Saved to your history\./)).toBeVisible();
  const history = await fetch(`${api.origin}/api/user/${user.uid}/analyses`, { headers: { Authorization: `Bearer ${user.idToken}` } });
  expect(await history.json()).toEqual([
    expect.objectContaining({
      companyName: "Larkspur Freight & Logistics",
      jobTitle: "Senior Backend Engineer",
      resumeText: backendResume,
    }),
  ]);

  // The latest resume from the account.
  await panel.getByLabel("Resume").fill("");
  await panel.getByRole("button", { name: "Use my latest resume" }).click();
  await expect(panel.getByLabel("Resume")).toHaveValue(backendResume);

  // The AI optimizer (the API's local rewriter), reviewed and accepted.
  await panel.getByRole("button", { name: "AI-Optimize" }).click();
  await expect(panel.getByLabel("Optimized resume")).not.toHaveValue("");
  const optimized = await panel.getByLabel("Optimized resume").inputValue();
  await panel.getByRole("button", { name: "Accept & Rescan" }).click();
  await expect(panel.getByLabel("Resume")).toHaveValue(optimized);
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();

  await panel.getByRole("button", { name: "Sign out" }).click();
  await expect(panel.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await readExtensionStorage(extension.worker, "signedInAccount")).toBeNull();
  await expect(panel.getByRole("button", { name: "Save to history" })).toHaveCount(0);
});
