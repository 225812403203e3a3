import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures.ts";

const articles = [
  { slug: "how-to-write-resume-todays-job-market", title: "How to Write a Resume for Today's Job Market" },
  { slug: "how-to-create-ats-resume-easily", title: "How to Create an ATS-Friendly Resume Easily" },
  {
    slug: "unlock-next-interview-ai-powered-ats-resume-tailoring",
    title: "Unlock Your Next Interview with AI-Powered ATS Resume Tailoring",
  },
];

function hero(page: Page) {
  return page.getByRole("region", { name: "Know how well your resume fits the job before you apply" });
}

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

test.describe("landing page", () => {
  test("shows the hero claims, three steps, six features and three plans with their prices", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("JobFit — resume match score and ATS checks");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know how well your resume fits the job before you apply");
    await expect(page.getByRole("list", { name: "Why job seekers trust JobFit" }).getByRole("listitem")).toHaveText([
      "Trusted by 10,000+ job seekers",
      "4.9/5 average rating",
      "Secure and private",
    ]);
    await expect(page.getByRole("region", { name: "How it works" }).getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Upload your resume",
      "Step 2: AI analysis",
      "Step 3: Get optimized",
    ]);
    const features = page.getByRole("region", { name: "Everything you need to tailor a resume" }).getByRole("list").first();
    await expect(features.getByRole("heading", { level: 3 })).toHaveText([
      "Detailed scoring",
      "Keyword optimization",
      "AI resume rewriting",
      "ATS compatibility",
      "Real-time analysis",
      "Expert suggestions",
    ]);
    const plans = page.getByRole("region", { name: "Plans for every stage of your search" }).getByRole("article");
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText("Free");
    await expect(plans.nth(0)).toContainText("$0");
    await expect(plans.nth(1)).toContainText("$24.95/month");
    await expect(plans.nth(2)).toContainText("$44.95/month");
  });

  test("makes no API call: the page is static", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      // The app's own start-up (run-time config, auth state) is not the landing page's doing.
      if (path.startsWith("/api/") && path !== "/api/client-config") calls.push(`${request.method()} ${path}`);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
  });

  test("Analyze My Resume opens the optimizer", async ({ page }) => {
    await page.goto("/");
    await hero(page).getByRole("link", { name: "Analyze My Resume" }).click();
    await expect(page).toHaveURL(/\/optimizer$/);
  });

  test("the closing call to action opens the optimizer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start My Free Analysis" }).click();
    await expect(page).toHaveURL(/\/optimizer$/);
  });

  test("View Pricing Plans, the plan cards and Compare Plans open /subscribe for a signed-in user", async ({ page }) => {
    await page.goto("/");
    await signIn(page);
    for (const name of ["View Pricing Plans", "Choose Plus", "Choose Pro", "Compare Plans"]) {
      await page.getByRole("link", { name: "Home", exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole("link", { name, exact: true }).click();
      await expect(page, `${name} goes to /subscribe`).toHaveURL(/\/subscribe$/);
    }
  });

  test("every call to action points where the spec says", async ({ page }) => {
    await page.goto("/");
    const expected: [string, string][] = [
      ["Analyze My Resume", "/optimizer"],
      ["View Pricing Plans", "/subscribe"],
      ["Start for Free", "/optimizer"],
      ["Choose Plus", "/subscribe"],
      ["Choose Pro", "/subscribe"],
      ["Start My Free Analysis", "/optimizer"],
      ["Compare Plans", "/subscribe"],
    ];
    for (const [name, href] of expected) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });
});

test.describe("footer", () => {
  for (const article of articles) {
    test(`links to the article "${article.title}"`, async ({ page }) => {
      await page.goto("/");
      await footer(page).getByRole("link", { name: article.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    });
  }

  test("has the product links, the company pages as plain anchors, social links and a support mail link", async ({ page }) => {
    await page.goto("/");
    const product = footer(page).getByRole("navigation", { name: "Product" });
    await expect(product.getByRole("link", { name: "Resume Optimizer" })).toHaveAttribute("href", "/optimizer");
    await expect(product.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/subscribe");
    await expect(product.getByRole("link", { name: "Analysis History" })).toHaveAttribute("href", "/history");

    const company = footer(page).getByRole("navigation", { name: "Company" });
    const companyPages: [string, string][] = [
      ["About", "/about"],
      ["Contact", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ];
    for (const [name, href] of companyPages) {
      await expect(company.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(company.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(company.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", /^https:\/\//);
  });

  test("a company link is a plain anchor: following it loads a new document", async ({ page }) => {
    await page.goto("/");
    // A client-side route change keeps the window object; a plain anchor replaces it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await footer(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState("domcontentloaded");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});
