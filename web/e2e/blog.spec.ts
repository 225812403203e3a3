import { expect, type Page, test } from "@playwright/test";
import { expectToast } from "./fixtures.ts";

const articles = [
  {
    slug: "how-to-write-resume-todays-job-market",
    title: "How to Write a Resume for Today's Job Market",
    date: "Jan 15, 2025",
    read: "8 min read",
  },
  {
    slug: "how-to-create-ats-resume-easily",
    title: "How to Create an ATS-Friendly Resume Easily",
    date: "Jan 12, 2025",
    read: "6 min read",
  },
  {
    slug: "unlock-next-interview-ai-powered-ats-resume-tailoring",
    title: "Unlock Your Next Interview with AI-Powered ATS Resume Tailoring",
    date: "Jan 10, 2025",
    read: "10 min read",
  },
];

let addressCounter = 0;
function newAddress(): string {
  addressCounter += 1;
  return `reader-${Date.now().toString(36)}-${process.pid}-${addressCounter}@example.com`;
}

/** Every POST /api/newsletter the page sends from now on. */
function recordNewsletterCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/newsletter") calls.push(request.postData() ?? "");
  });
  return calls;
}

async function subscribe(page: Page, email: string): Promise<void> {
  await page.getByLabel("Email address").fill(email);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/newsletter");
  await page.getByRole("button", { name: "Subscribe" }).click();
  expect((await answer).status()).toBe(200);
  await expectToast(page, "Subscribed", "You're on the list");
  await expect(page.getByLabel("Email address")).toHaveValue("");
  // Closed, so that a next subscription's toast is its own and not this one still on screen.
  await page.getByTestId("toast").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
}

test.describe("blog", () => {
  test("lists the three articles with their dates, read times and excerpts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog · JobFit");
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card).toContainText(article.date);
      await expect(card).toContainText(article.read);
      await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    }
  });

  test("Blog in the header opens the list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The JobFit Blog");
  });

  for (const article of articles) {
    test(`list → "${article.title}" → back to the list`, async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("list", { name: "Articles" }).getByRole("link", { name: article.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(`${article.title} · JobFit`);
      const body = page.getByRole("article");
      await expect(body).toContainText(article.date);
      await expect(body).toContainText(article.read);
      expect(await body.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(2);
      await page.getByRole("link", { name: "Back to Blog" }).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The JobFit Blog");
    });
  }

  test("an article opened directly by its address renders, and an unknown one is Page Not Found", async ({ page }) => {
    await page.goto(`/blog/${articles[1]?.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]?.title ?? "");
    await page.goto("/blog/no-such-article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page).toHaveTitle(/Page Not Found/);
  });
});

test.describe("newsletter", () => {
  test("subscribing shows the success toast", async ({ page }) => {
    const calls = recordNewsletterCalls(page);
    await page.goto("/blog");
    const email = newAddress();
    await subscribe(page, email);
    expect(calls.map((body) => JSON.parse(body))).toEqual([{ email }]);
  });

  test("an empty or invalid address is answered inline and never sent", async ({ page }) => {
    const calls = recordNewsletterCalls(page);
    await page.goto("/blog");
    const input = page.getByLabel("Email address");
    const subscribeButton = page.getByRole("button", { name: "Subscribe" });

    await subscribeButton.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter your email address" })).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();

    await input.fill("not-an-email");
    await subscribeButton.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test("subscribing the same address twice succeeds both times", async ({ page }) => {
    await page.goto("/blog");
    const email = newAddress();
    await subscribe(page, email);
    await subscribe(page, email);
    // Case and spaces do not make a new subscriber either.
    await subscribe(page, `  ${email.toUpperCase()} `);
  });

  test("the API answers a repeated subscription exactly like the first", async ({ request }) => {
    const email = newAddress();
    const first = await request.post("/api/newsletter", { data: { email } });
    const second = await request.post("/api/newsletter", { data: { email } });
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    expect(await second.json()).toEqual(await first.json());
  });
});
