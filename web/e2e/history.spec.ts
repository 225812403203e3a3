import { expect, type Page, test } from "@playwright/test";
import { posting, resume } from "./files/samples.ts";
import { expectToast, newAccount, signIn } from "./fixtures.ts";

interface Session {
  uid: string;
  authorization: string;
}

/**
 * Signs in through the UI and keeps the ID token the app itself sends (its profile sync after sign-in), so the test can
 * save analyses through the API without driving the optimizer.
 */
async function signInKeepingToken(page: Page, account = newAccount("history")): Promise<Session> {
  const sync = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/user");
  await signIn(page, account);
  const request = await sync;
  const authorization = (await request.allHeaders()).authorization ?? "";
  expect(authorization).toMatch(/^Bearer /);
  return { uid: (request.postDataJSON() as { id: string }).id, authorization };
}

async function saveAnalysis(page: Page, session: Session, fields: Partial<typeof posting> & { resumeText?: string } = {}) {
  const response = await page.request.post("/api/analyze-resume", {
    headers: { Authorization: session.authorization },
    data: { ...posting, resumeText: resume, ...fields, userId: session.uid },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; overallScore: number };
}

const openHistory = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();

test.describe("analysis history", () => {
  test("asks a visitor to sign in and links to the optimizer", async ({ page }) => {
    await page.goto("/history");
    await expect(page.getByRole("heading", { level: 1, name: "Analysis History" })).toBeVisible();
    await expect(page.getByText("Please sign in to view your analysis history.")).toBeVisible();
    await page.getByRole("link", { name: "Go to the optimizer" }).click();
    await expect(page).toHaveURL(/\/optimizer$/);
  });

  test("shows the empty state to a new account, with the way to the optimizer", async ({ page }) => {
    await page.goto("/");
    await signIn(page, newAccount("history"));
    await openHistory(page);
    await expect(page.getByText("No analyses yet")).toBeVisible();
    await page.getByRole("link", { name: "Analyze Resume" }).click();
    await expect(page).toHaveURL(/\/optimizer$/);
  });

  test("lists saved analyses newest first, charts repeated jobs, and opens one in the optimizer", async ({ page }) => {
    await page.goto("/");
    const session = await signInKeepingToken(page);
    const first = await saveAnalysis(page, session);
    await saveAnalysis(page, session, { companyName: "Northwind", jobTitle: "Analyst", jobDescription: "Excel and SQL reporting." });
    const latest = await saveAnalysis(page, session, { resumeText: `${resume}\nAirflow, Spark, Snowflake, Excel` });

    await openHistory(page);
    const cards = page.getByTestId("analysis-card");
    await expect(cards).toHaveCount(3);
    const title = `${posting.companyName} - ${posting.jobTitle}`;
    await expect(cards.nth(0).getByRole("heading")).toHaveText(title);
    await expect(cards.nth(1).getByRole("heading")).toHaveText("Northwind - Analyst");
    await expect(cards.nth(0).getByTestId("match-badge")).toHaveText(`${latest.overallScore}% match`);
    for (const tile of ["Overall", "Hard Skills", "Soft Skills", "Formatting"]) {
      await expect(cards.nth(0).getByRole("term").filter({ hasText: tile })).toHaveCount(1);
    }
    await expect(cards.nth(0).getByTestId("description-preview")).toHaveText(`${posting.jobDescription.slice(0, 150)}...`);

    // The overall trend across all three, and this job's two analyses on its newest card only.
    await expect(page.getByRole("img", { name: /^Overall score across 3 analyses/ })).toBeVisible();
    await expect(
      cards.nth(0).getByRole("img", { name: new RegExp(`^Overall score for ${title} across 2 analyses, from ${first.overallScore} `) }),
    ).toBeVisible();
    await expect(cards.nth(2).getByRole("img")).toHaveCount(0);

    await cards
      .nth(0)
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/optimizer\\?loadAnalysis=${latest.id}$`));
    await expectToast(page, "Analysis loaded", title);
  });
});
