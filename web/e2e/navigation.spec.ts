import { expect, test } from "@playwright/test";
import { expectToast, signIn } from "./fixtures.ts";

test.describe("header and navigation", () => {
  test("a visitor sees Home, Optimizer and Blog and the sign-in button", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Optimizer", "Blog"]);
    await expect(page.getByRole("button", { name: "Sign In with Google" })).toBeVisible();
  });

  test("signing in shows History, Upgrade and Settings and the avatar menu; signing out hides them", async ({ page }) => {
    await page.goto("/");
    const account = await signIn(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Optimizer", "Blog", "History", "Upgrade", "Settings"]);
    await page.getByRole("button", { name: `Account menu for ${account.name}` }).click();
    await expect(page.getByRole("menu")).toContainText(account.email);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expectToast(page, "Signed out");
    await expect(nav.getByRole("link")).toHaveText(["Home", "Optimizer", "Blog"]);
  });

  test("the sign-in stays across a reload", async ({ page }) => {
    await page.goto("/");
    const account = await signIn(page);
    await page.reload();
    await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toBeVisible();
  });

  test("an unknown path shows Page Not Found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
  });
});
