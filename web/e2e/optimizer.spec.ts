import { expect, type Page, test } from "@playwright/test";
import { posting, resume } from "./files/samples.ts";
import { expectToast, signIn } from "./fixtures.ts";

const scoreRing = (page: Page) => page.getByRole("img", { name: /^Overall score: \d+ out of 100$/ });

async function scoreOf(page: Page): Promise<number> {
  const label = (await scoreRing(page).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) out of/.exec(label)?.[1]);
}

async function fillPosting(page: Page) {
  await page.getByRole("textbox", { name: "Company", exact: true }).fill(posting.companyName);
  await page.getByRole("textbox", { name: "Job Title", exact: true }).fill(posting.jobTitle);
  await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(posting.jobDescription);
}

async function pasteResume(page: Page, text = resume) {
  await page.getByRole("button", { name: "or paste your resume text" }).click();
  await page.getByRole("textbox", { name: "Resume", exact: true }).fill(text);
}

/** Fills the four fields and analyzes; answers the analysis's response body. */
async function analyze(page: Page): Promise<{ id?: string; overallScore: number }> {
  await fillPosting(page);
  await pasteResume(page);
  const response = page.waitForResponse((r) => r.url().endsWith("/api/analyze-resume") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  const body = (await (await response).json()) as { id?: string; overallScore: number };
  await expectToast(page, "Analysis complete", `ATS match score: ${body.overallScore}%`);
  return body;
}

/** Signs in on the landing page (the optimizer has a second sign-in button, in the AI gate), then opens the optimizer. */
async function signInAndOpenOptimizer(page: Page) {
  await page.goto("/");
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Optimizer" }).click();
  await expect(page.getByTestId("document-name")).toContainText("Untitled Document");
}

test.describe("optimizer", () => {
  // A crash of the page (an uncaught error) fails the test that caused it, with the error's own message.
  let pageErrors: Error[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error));
  });
  test.afterEach(() => {
    expect(pageErrors.map((error) => error.message)).toEqual([]);
  });

  test("checks Resume, Company, Job title and Job description in that order, from the keyboard", async ({ page }) => {
    await page.goto("/optimizer");
    await expect(page.getByTestId("document-name")).toContainText("Untitled Document");
    const analyzeButton = page.getByRole("button", { name: "Analyze", exact: true });
    await expect(analyzeButton).toBeDisabled();
    const company = page.getByRole("textbox", { name: "Company", exact: true });

    await company.press("Enter");
    await expectToast(page, "Resume required", "Please upload a resume or enter resume text");
    await pasteResume(page);
    await company.press("Enter");
    await expectToast(page, "Company name required", "Please enter the company name");
    await company.fill(posting.companyName);
    await company.press("Enter");
    await expectToast(page, "Job title required", "Please enter the job title");
    await page.getByRole("textbox", { name: "Job Title", exact: true }).fill(posting.jobTitle);
    await page.getByRole("textbox", { name: "Job Title", exact: true }).press("Enter");
    await expectToast(page, "Job description required", "Please enter the job description");
    await expect(page.getByTestId("toast")).toHaveAttribute("data-variant", "destructive");
    await expect(analyzeButton).toBeDisabled();
    await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(posting.jobDescription);
    await expect(analyzeButton).toBeEnabled();
  });

  test("a visitor's analysis is not saved, shows highlights with tooltips, and the AI gate asks to sign in", async ({ page }) => {
    await page.goto("/optimizer");
    const sidebar = page.getByRole("complementary", { name: "Analysis" });
    await expect(sidebar).toContainText("Ready to analyze your resume");
    await expect(sidebar).toContainText("Add a job description above to get started");
    await expect(sidebar).toContainText("Personalized suggestions will appear here");
    const gate = sidebar.getByRole("region", { name: "AI Optimizer", exact: true });
    await expect(gate).toContainText("Authentication Required");
    await expect(gate).toContainText("Sign in to use the AI Optimizer feature");
    await expect(gate).toContainText("Create a free account to start optimizing your resume with AI.");
    await expect(gate.getByRole("button", { name: "Sign In with Google" })).toBeVisible();

    const { overallScore } = await analyze(page);
    await expectToast(page, "Analysis complete", `ATS match score: ${overallScore}% (Sign in to save results)`);
    await expect(scoreRing(page)).toHaveAttribute("aria-label", `Overall score: ${overallScore} out of 100`);
    for (const label of ["Hard Skills", "Soft Skills", "Formatting"])
      await expect(sidebar.getByRole("meter", { name: label })).toBeVisible();

    const highlighted = page.getByRole("region", { name: "Resume with keyword highlights" });
    await expect(highlighted.locator("mark.perfect").first()).toHaveText("Python");
    await expect(highlighted.locator("mark.partial", { hasText: "Optimized delivery routes" })).toBeVisible();
    await expect(highlighted.locator("mark.missing").first()).toHaveText("go");
    await highlighted.locator("mark.partial", { hasText: "Optimized delivery routes" }).hover();
    await expect(page.getByRole("tooltip")).toContainText("the posting asks for 'Route optimization'");
    // Keyboard users reach the same tooltip by focus.
    await highlighted.locator("mark.missing").first().focus();
    await expect(page.getByRole("tooltip")).toContainText("Not found");
    await expect(sidebar.getByRole("region", { name: "Keywords" })).toContainText("Snowflake");
  });

  test("editing re-scores in the browser as you type, with no new server call", async ({ page }) => {
    await page.goto("/optimizer");
    const analyzeCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/analyze-resume")) analyzeCalls.push(request.url());
    });
    const { overallScore } = await analyze(page);
    expect(await scoreOf(page)).toBe(overallScore);

    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("textbox", { name: "Resume", exact: true });
    await expect(editor).toBeFocused();
    await editor.fill(resume.replace("Python, SQL, PostgreSQL", "Python, SQL, PostgreSQL, Airflow, Snowflake"));
    await expect.poll(() => scoreOf(page)).toBeGreaterThan(overallScore);
    // A keyword from Quick improvements goes into the Skills line and is scored too.
    const before = await scoreOf(page);
    await page.getByRole("textbox", { name: "Keyword" }).fill("  Apache Spark ");
    await page.getByRole("textbox", { name: "Keyword" }).press("Enter");
    await expectToast(page, "Keyword added");
    await expect(page.getByRole("textbox", { name: "Keyword" })).toHaveValue("");
    await expect(editor).toHaveValue(/Python, SQL, PostgreSQL, Airflow, Snowflake, Apache Spark$/);
    await expect.poll(() => scoreOf(page)).toBeGreaterThan(before);
    expect(analyzeCalls).toHaveLength(1);
  });

  test("signed in, an analysis is saved to the account and ?loadAnalysis brings it back", async ({ page }) => {
    await signInAndOpenOptimizer(page);
    const { id, overallScore } = await analyze(page);
    await expectToast(page, "Analysis complete", `ATS match score: ${overallScore}% (Saved to your account)`);
    expect(id).toBeTruthy();

    await page.goto(`/?loadAnalysis=${id}`);
    await expect(page).toHaveURL(new RegExp(`/optimizer\\?loadAnalysis=${id}$`));
    await expectToast(page, "Analysis loaded", `${posting.companyName} - ${posting.jobTitle}`);
    await expect(page.getByRole("textbox", { name: "Company", exact: true })).toHaveValue(posting.companyName);
    await expect(page.getByRole("textbox", { name: "Job Title", exact: true })).toHaveValue(posting.jobTitle);
    await expect(page.getByRole("textbox", { name: "Job Description", exact: true })).toHaveValue(posting.jobDescription);
    await expect(scoreRing(page)).toHaveAttribute("aria-label", `Overall score: ${overallScore} out of 100`);
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Resume", exact: true })).toHaveValue(resume);

    await page.goto("/optimizer?loadAnalysis=00000000-0000-4000-8000-000000000000");
    await expectToast(page, "Failed to load analysis", "Analysis not found");
  });

  test("History, already visited, lists an analysis saved afterwards without a reload", async ({ page }) => {
    await signInAndOpenOptimizer(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "History" }).click();
    await expect(page.getByText("No analyses yet")).toBeVisible();
    await nav.getByRole("link", { name: "Optimizer" }).click();
    await analyze(page);
    await nav.getByRole("link", { name: "History" }).click();
    await expect(page.getByText(`${posting.companyName} - ${posting.jobTitle}`)).toBeVisible();
  });

  test("an optimization is reviewed, edited, and Accept & Rescan keeps it and analyzes it again", async ({ page }) => {
    await signInAndOpenOptimizer(page);
    const optimizeButton = page.getByRole("button", { name: "AI-Optimize" });
    await optimizeButton.click();
    await expectToast(page, "No analysis available", "Please analyze your resume first");

    await analyze(page);
    await optimizeButton.click();
    await expectToast(page, "Resume optimized");
    await expect(page.getByText("Review the AI optimizations below. You can edit the text before accepting.")).toBeVisible();
    const review = page.getByRole("textbox", { name: "Optimized resume" });
    const optimized = await review.inputValue();
    expect(optimized).not.toBe(resume);
    const edited = `${optimized}\nVolunteer: Portland food bank`;
    await review.fill(edited);

    // The re-analysis starts 100 ms after accepting; held back here so both toasts can be read.
    const rescan = page.waitForRequest((r) => r.url().endsWith("/api/analyze-resume"));
    await page.route("**/api/analyze-resume", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Accept & Rescan" }).click();
    await expectToast(page, "Changes accepted");
    expect((await rescan).postDataJSON()).toMatchObject({ resumeText: edited });
    await expectToast(page, "Analysis complete", "(Saved to your account)");
    await expect(review).toHaveCount(0);
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Resume", exact: true })).toHaveValue(edited);
  });

  test("Cancel discards an optimization; the Free plan's second one this week offers Upgrade Plan", async ({ page }) => {
    await signInAndOpenOptimizer(page);
    await analyze(page);
    const sidebar = page.getByRole("complementary", { name: "Analysis" });
    await expect(sidebar).toContainText("1 free AI optimization this week.");
    await sidebar.getByRole("button", { name: "AI-Optimize" }).click();
    await expectToast(page, "Resume optimized");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expectToast(page, "Optimization cancelled");
    await expect(page.getByRole("textbox", { name: "Optimized resume" })).toHaveCount(0);
    await page.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Resume", exact: true })).toHaveValue(resume);

    // The usage was counted: the gate now shows the plan and the reason instead of the button.
    const gate = sidebar.getByRole("region", { name: "AI Optimizer", exact: true });
    await expect(gate).toContainText("Access restricted");
    await expect(gate).toContainText("You have used your 1 free AI optimization per week.");
    await expect(gate.getByRole("link", { name: "Upgrade to Plus" })).toHaveAttribute("href", "/subscribe");

    // Apply on a suggestion the optimizer can apply asks the server, which refuses past the limit.
    await sidebar.getByRole("region", { name: "For you" }).getByRole("button", { name: "Apply" }).first().click();
    await expectToast(page, "Optimization failed", "per week");
    const upgrade = page.getByTestId("toast").getByRole("link", { name: "Upgrade Plan" });
    await expect(upgrade).toHaveAttribute("href", "/subscribe");
    await upgrade.click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});
