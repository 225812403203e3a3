/** What most end-to-end tests need: sign in through the local account chooser, read the one toast. */
import { expect, type Page } from "@playwright/test";

let accountCounter = 0;

/** A fresh Google account per call, so tests never share history, plans or usage. */
export function newAccount(label = "user"): { name: string; email: string } {
  accountCounter += 1;
  const unique = `${Date.now().toString(36)}-${process.pid}-${accountCounter}`;
  return { name: `Test ${label} ${accountCounter}`, email: `${label}-${unique}@example.com` };
}

/** Signs in with the header's button and the emulator's local account chooser; waits for the success toast. */
export async function signIn(page: Page, account = newAccount()): Promise<{ name: string; email: string }> {
  await page.getByRole("banner").getByRole("button", { name: "Sign In with Google" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a local Google account" });
  await dialog.getByLabel("Name").fill(account.name);
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByRole("button", { name: "Continue as this Google account" }).click();
  await expectToast(page, "Signed in successfully");
  await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toBeVisible();
  return account;
}

/** The one toast on screen has this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(toast).toContainText(description);
}
