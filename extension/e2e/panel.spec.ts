/**
 * The built extension on saved job pages: reading postings (JSON-LD on any page, a job board's site adapter without
 * being asked, a single-page board's next posting), scoring in the panel, the time to the first score, and the
 * hand-over to the web optimizer.
 */
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { readExtensionImport } from "../../web/src/lib/extension/import-from-extension.ts";
import { type LoadedExtension, launchWithExtension, requireBrowser } from "./support/browser.ts";
import { type PageServer, SCRAPER_FIXTURES, startPageServer } from "./support/page-server.ts";
import { openPanelFor, readExtensionStorage, readTabState, setExtensionStorage, tabIdOf, timeToFirstScore } from "./support/panel.ts";
import { backendResume, nurseResume } from "./support/resumes.ts";

const SCORE = /^Overall score: \d+ out of 100$/;
const LINKEDIN = "www.linkedin.com";
const GREENHOUSE = "boards.greenhouse.io";
const LINKEDIN_VIEW = "https://www.linkedin.com/jobs/view/4012345678/?refId=8c1f2a7e";
const LINKEDIN_SEARCH = "https://www.linkedin.com/jobs/search/?currentJobId=4023456789&keywords=registered%20nurse";
const GREENHOUSE_JOB = "https://boards.greenhouse.io/halcyonpayments/jobs/4412345?gh_src=8f2c1a7b3";
/** How many times the panel is opened to time it; the first opening warms the browser's caches. */
const TIMED_OPENINGS = 7;

test.describe.configure({ mode: "serial" });

let server: PageServer;
let extension: LoadedExtension;

test.beforeAll(async () => {
  requireBrowser((condition, reason) => test.skip(condition, reason));
  server = await startPageServer();
  server.serve("/jobs/4821", join(SCRAPER_FIXTURES, "plain-object.html"));
  server.serve("/careers", join(SCRAPER_FIXTURES, "no-posting.html"));
  server.serve("/jobs/view/4012345678/", join(SCRAPER_FIXTURES, "sites/linkedin-signed-in-view.html"), LINKEDIN);
  server.serve("/jobs/search/", join(SCRAPER_FIXTURES, "sites/linkedin-signed-in-search.html"), LINKEDIN);
  server.serve("/halcyonpayments/jobs/4412345", join(SCRAPER_FIXTURES, "sites/greenhouse-boards.html"), GREENHOUSE);
  extension = await launchWithExtension({ boardHosts: [LINKEDIN, GREENHOUSE], boardPort: server.boardPort });
});

test.afterAll(async () => {
  await extension?.close();
  await server?.close();
});

async function openJobPage(url: string): Promise<{ page: Page; tabId: number }> {
  const page = await extension.context.newPage();
  await page.goto(url);
  return { page, tabId: await tabIdOf(extension.worker, page) };
}

test("reads the JSON-LD posting on any page and scores the resume pasted into the panel", async () => {
  const { tabId } = await openJobPage(`${server.origin}/jobs/4821`);
  const panel = await openPanelFor(extension, tabId);

  await expect(panel.getByLabel("Company")).toHaveValue("Larkspur Freight & Logistics");
  await expect(panel.getByLabel("Job Title")).toHaveValue("Senior Backend Engineer");
  await expect(panel.getByLabel("Job Description")).toHaveValue(/Design REST APIs in TypeScript and Node\.js/);
  await expect(panel.getByText("Paste your resume below or upload it to see your score.")).toBeVisible();

  await panel.getByLabel("Resume").fill(backendResume);
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();
  await expect(panel.getByRole("meter", { name: "Hard Skills" })).toBeVisible();
  await expect(panel.getByRole("region", { name: "Keywords" }).getByRole("listitem").filter({ hasText: "PostgreSQL" })).toBeVisible();
  // Kept in extension storage for the next posting.
  await expect.poll(() => readExtensionStorage(extension.worker, "resumeText")).toBe(backendResume);
  await panel.close();
});

test("says so when a page has no posting", async () => {
  const { tabId } = await openJobPage(`${server.origin}/careers`);
  const panel = await openPanelFor(extension, tabId);
  await expect(panel.getByText(/^No job posting found on this page\./)).toBeVisible();
  await expect(panel.getByRole("img", { name: SCORE })).toHaveCount(0);
  await panel.close();
});

test("reads a job board's posting by itself with the board's adapter (Greenhouse)", async () => {
  await setExtensionStorage(extension.worker, { resumeText: backendResume });
  const { tabId } = await openJobPage(GREENHOUSE_JOB);
  // The declared content script read the page and told the background before any panel opened.
  await expect
    .poll(() => readTabState(extension.worker, tabId))
    .toMatchObject({ status: "found", job: { title: "Senior Financial Analyst", company: "Halcyon Payments", source: "greenhouse" } });

  const panel = await openPanelFor(extension, tabId);
  await expect(panel.getByLabel("Job Title")).toHaveValue("Senior Financial Analyst");
  await expect(panel.getByLabel("Company")).toHaveValue("Halcyon Payments");
  await expect(panel.getByText("Read from boards.greenhouse.io")).toBeVisible();
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();
  await panel.close();
});

test("follows a single-page board (LinkedIn) to the next posting and updates the panel", async () => {
  await setExtensionStorage(extension.worker, { resumeText: nurseResume });
  const { page, tabId } = await openJobPage(LINKEDIN_SEARCH);
  const panel = await openPanelFor(extension, tabId);
  await expect(panel.getByLabel("Job Title")).toHaveValue("Registered Nurse, Cardiac Step-Down");
  await expect(panel.getByLabel("Company")).toHaveValue("Bramblewood Health");
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();

  // As LinkedIn does: the address changes at once, the picked job is drawn once it has loaded.
  await page.evaluate(async () => {
    history.pushState({}, "", "/jobs/search/?currentJobId=4027654321&keywords=registered%20nurse");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const container = document.querySelector(".jobs-search__job-details--container");
    if (container === null) throw new Error("The saved page has no details pane");
    container.innerHTML = `
      <div class="job-details-jobs-unified-top-card__company-name"><a href="https://www.linkedin.com/company/multnomah-learning-academy/life">Multnomah Learning Academy</a></div>
      <div class="job-details-jobs-unified-top-card__job-title"><h1><a href="/jobs/view/4027654321/?refId=c1">School Nurse (RN)</a></h1></div>
      <div class="jobs-description__content"><div class="jobs-box__html-content" id="job-details">
        <h2 class="text-heading-large">About the job</h2>
        <p>Multnomah Learning Academy is hiring a school nurse for its K-8 campus.</p>
        <p><strong>Requirements</strong></p>
        <ul><li>Active Oregon RN license</li><li>BLS certification</li><li>Experience with pediatric patients</li></ul>
      </div></div>`;
  });

  await expect(panel.getByLabel("Job Title")).toHaveValue("School Nurse (RN)");
  await expect(panel.getByLabel("Company")).toHaveValue("Multnomah Learning Academy");
  await expect(panel.getByLabel("Job Description")).toHaveValue(/school nurse for its K-8 campus/);
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();
  await panel.close();
  await page.close();
});

test("shows a score within the budget of opening the panel on a job page (measured, printed)", async () => {
  await setExtensionStorage(extension.worker, { resumeText: backendResume });
  const { tabId } = await openJobPage(LINKEDIN_VIEW);
  await expect.poll(() => readTabState(extension.worker, tabId)).toMatchObject({ status: "found" });

  const timings: number[] = [];
  for (let opening = 0; opening < TIMED_OPENINGS; opening++) {
    const panel = await openPanelFor(extension, tabId);
    await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();
    timings.push(await timeToFirstScore(panel));
    await panel.close();
  }
  const warm = timings.slice(1).sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)] ?? Number.NaN;
  console.log(
    `\n=== TIME TO SCORE (side panel opened on a saved LinkedIn posting, resume stored): first opening ${Math.round(timings[0] ?? 0)} ms; ` +
      `median of the next ${warm.length} ${Math.round(median)} ms (min ${Math.round(warm[0] ?? 0)}, max ${Math.round(warm[warm.length - 1] ?? 0)}); budget 300 ms ===\n`,
  );
  expect(timings.every((ms) => ms > 0)).toBe(true);
});

test("hands the posting and the resume to the web optimizer (Open in JobFit)", async () => {
  await setExtensionStorage(extension.worker, { resumeText: backendResume });
  const { tabId } = await openJobPage(`${server.origin}/jobs/4821`);
  const panel = await openPanelFor(extension, tabId);
  await expect(panel.getByRole("img", { name: SCORE })).toBeVisible();
  await panel.getByLabel("Job Title").fill("Staff Backend Engineer");

  // The web app is not running here: the test answers for it, so the new tab settles on the address it was sent to.
  await extension.context.route("http://127.0.0.1:8787/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>JobFit</title>" }),
  );
  const [optimizer] = await Promise.all([
    extension.context.waitForEvent("page"),
    panel.getByRole("button", { name: "Open in JobFit" }).click(),
  ]);
  await optimizer.waitForURL(/\/optimizer#import=/);
  const url = new URL(optimizer.url());
  expect(`${url.origin}${url.pathname}`).toBe("http://127.0.0.1:8787/optimizer");
  expect(readExtensionImport(url.hash)).toEqual({
    companyName: "Larkspur Freight & Logistics",
    jobTitle: "Staff Backend Engineer",
    jobDescription: expect.stringContaining("Design REST APIs in TypeScript and Node.js"),
    resumeText: backendResume,
  });
  await optimizer.close();
  await panel.close();
});
