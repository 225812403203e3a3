/**
 * axe on every screen, signed out and signed in, failing on "serious" and "critical" violations; every rule found at
 * any level is printed ("[axe] <route>: rule(impact)×nodes") so a reviewer can see the minor and moderate ones too.
 * Then the same screen at 375 px wide must not scroll sideways.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { signIn } from "./fixtures.ts";

const BLOCKING = new Set(["serious", "critical"]);
const NARROW_WIDTH = 375;

const articleRoutes = [
  "/blog/how-to-write-resume-todays-job-market",
  "/blog/how-to-create-ats-resume-easily",
  "/blog/unlock-next-interview-ai-powered-ats-resume-tailoring",
];
const signedOutRoutes = ["/", "/optimizer", "/blog", ...articleRoutes, "/history", "/no-such-page"];
const signedInRoutes = ["/history", "/settings", "/subscribe", "/optimizer"];

/** The route's chunk has loaded and rendered, and the page has stopped fetching. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("status", { name: "Loading page" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("main")).not.toBeEmpty();
}

async function auditAccessibility(page: Page, route: string, testInfo: TestInfo): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => `${violation.id}(${violation.impact ?? "unknown"})×${violation.nodes.length}`);
  console.log(`[axe] ${testInfo.title}: ${found.length ? found.join(", ") : "no violations"}`);
  testInfo.annotations.push({ type: "axe", description: found.join(", ") || "none" });

  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target.join(" "), summary: node.failureSummary })),
    }));
  // Soft, so that the narrow-screen check below still runs and reports on a page axe has failed.
  expect.soft(blocking, `serious or critical axe violations on ${route}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, route: string): Promise<void> {
  await page.setViewportSize({ width: NARROW_WIDTH, height: 800 });
  await page.reload();
  await settle(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    // The widest elements, to say what overflows when something does.
    culprits: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
  }));
  expect(widths.page, `${route} scrolls sideways at ${NARROW_WIDTH} px; overflowing: ${widths.culprits.join(" | ")}`).toBeLessThanOrEqual(
    NARROW_WIDTH,
  );
}

test.describe("accessibility, signed out", () => {
  for (const route of signedOutRoutes) {
    test(`signed out ${route}`, async ({ page }, testInfo) => {
      await page.goto(route);
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign In with Google" })).toBeVisible();
      await settle(page);
      await auditAccessibility(page, route, testInfo);
      await expectNoSidewaysScroll(page, route);
    });
  }
});

test.describe("accessibility, signed in", () => {
  for (const route of signedInRoutes) {
    test(`signed in ${route}`, async ({ page }, testInfo) => {
      await page.goto("/blog");
      const account = await signIn(page);
      await page.goto(route);
      await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      await settle(page);
      await auditAccessibility(page, route, testInfo);
      await expectNoSidewaysScroll(page, route);
    });
  }
});
