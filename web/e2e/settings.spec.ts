import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { posting, resume } from "./files/samples.ts";
import { expectToast, newAccount, signIn } from "./fixtures.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Signs in through the UI, keeping the ID token the app sends with its profile sync, to save an analysis by API. */
async function signInKeepingToken(page: Page, account: { name: string; email: string }) {
  const sync = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/user");
  await signIn(page, account);
  const request = await sync;
  return { uid: (request.postDataJSON() as { id: string }).id, authorization: (await request.allHeaders()).authorization ?? "" };
}

test.describe("settings", () => {
  test("the settings page sends a visitor home", async ({ page }) => {
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows the account, the Free plan with its weekly usage, and the upgrade", async ({ page }) => {
    await page.goto("/");
    const account = await signIn(page, newAccount("settings"));
    await nav(page).getByRole("link", { name: "Settings" }).click();
    const info = page.getByRole("region", { name: "Account Information" });
    await expect(info).toContainText(account.name);
    await expect(info).toContainText(account.email);
    await expect(page.getByTestId("plan-name")).toHaveText("Free");
    await expect(page.getByTestId("optimizer-usage")).toHaveText("0 of 1 this week");
    await page.getByRole("region", { name: "Upgrade your plan" }).getByRole("link", { name: "View Plans" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test("downloads everything stored as a dated JSON file", async ({ page }) => {
    await page.goto("/");
    const account = await signIn(page, newAccount("settings"));
    await nav(page).getByRole("link", { name: "Settings" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jobfit-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as { profile: { email: string }; analyses: unknown[] };
    expect(data.profile.email).toBe(account.email);
    expect(data.analyses).toEqual([]);
  });

  test("deleting the account signs out, and the same account comes back empty", async ({ page }) => {
    await page.goto("/");
    const account = newAccount("settings");
    const session = await signInKeepingToken(page, account);
    const saved = await page.request.post("/api/analyze-resume", {
      headers: { Authorization: session.authorization },
      data: { ...posting, resumeText: resume, userId: session.uid },
    });
    expect(saved.status()).toBe(200);
    await nav(page).getByRole("link", { name: "History" }).click();
    await expect(page.getByTestId("analysis-card")).toHaveCount(1);

    await nav(page).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await confirm.click();
    await expectToast(page, "Account deleted", "Your account and all of its data have been deleted.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign In with Google" })).toBeVisible();

    await signIn(page, account);
    await nav(page).getByRole("link", { name: "History" }).click();
    await expect(page.getByText("No analyses yet")).toBeVisible();
  });
});
