import { expect, type Page, test } from "@playwright/test";
import { expectToast, newAccount, signIn } from "./fixtures.ts";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Signs a new account in, then checks Plus out in the sandbox with `card`. */
async function checkOutPlus(page: Page, card: string) {
  await page.goto("/");
  await signIn(page, newAccount("billing"));
  await nav(page).getByRole("link", { name: "Upgrade" }).click();
  await page.getByRole("button", { name: "Choose Plus" }).click();
  await expect(page.getByText("Complete Your Subscription")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sandbox — no card is charged" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Complete Subscription" }).click();
}

async function subscribeToPlus(page: Page) {
  await checkOutPlus(page, "4242 4242 4242 4242");
  await expectToast(page, "Payment Successful");
  await expect(page).toHaveURL(/\/settings\?subscription=success$/);
}

test.describe("subscribe and billing", () => {
  test("the subscribe page sends a visitor home", async ({ page }) => {
    await page.goto("/subscribe");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Analyze My Resume" }).first()).toBeVisible();
  });

  test("lists Free, Plus and Pro with Free marked as the current plan", async ({ page }) => {
    await page.goto("/");
    await signIn(page, newAccount("billing"));
    await nav(page).getByRole("link", { name: "Upgrade" }).click();
    const plans = page.getByRole("region", { name: "Plans" });
    await expect(plans.getByRole("heading")).toHaveText(["Free", "Plus", "Pro"]);
    await expect(plans.getByRole("region", { name: "Free" })).toContainText("Current Plan");
    await expect(plans.getByRole("region", { name: "Plus" })).toContainText("$24.95/month");
    await expect(plans.getByRole("region", { name: "Pro" })).toContainText("$44.95/month");
  });

  test("a sandbox checkout with the test card activates Plus and lands on settings", async ({ page }) => {
    await subscribeToPlus(page);
    await expect(page.getByText("Subscription successful")).toBeVisible();
    await expect(page.getByTestId("plan-name")).toHaveText("Plus");
    await expect(page.getByTestId("status-badge")).toHaveText("Active");
    await expect(page.getByTestId("optimizer-usage")).toHaveText("0 of 30 this month");
    await expect(page.getByText(/^Next billing date: /)).toBeVisible();
  });

  test("a declined card says why and keeps the form", async ({ page }) => {
    await checkOutPlus(page, "4000 0000 0000 0002");
    await expectToast(page, "Payment Failed", "Your card was declined.");
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole("button", { name: "Complete Subscription" })).toBeVisible();
  });

  test("canceling keeps the plan until the period ends", async ({ page }) => {
    await subscribeToPlus(page);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await page
      .getByRole("dialog", { name: "Cancel your Plus subscription?" })
      .getByRole("button", { name: "Yes, cancel subscription" })
      .click();
    await expectToast(page, "Subscription Canceled", /ends on .+\./);
    const toastText = (await page.getByTestId("toast").textContent()) ?? "";
    const endDate = /ends on (.+?)\. You keep access/.exec(toastText)?.[1];
    expect(endDate).toBeTruthy();
    await expect(page.getByTestId("status-badge")).toHaveText("Canceled");
    await expect(page.getByText(`Access until ${endDate}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  });

  test("Manage Billing opens the sandbox billing page in a new tab", async ({ page, context }) => {
    await subscribeToPlus(page);
    const [billingPage] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Manage Billing" }).click()]);
    await billingPage.waitForLoadState();
    expect(new URL(billingPage.url()).pathname + new URL(billingPage.url()).search).toBe("/settings?billing=sandbox");
    await expect(billingPage.getByRole("region", { name: "Sandbox billing" })).toContainText("No card is charged");
    await expect(billingPage.getByTestId("plan-name")).toHaveText("Plus");
  });
});
