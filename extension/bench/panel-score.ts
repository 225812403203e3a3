/**
 * How long the side panel takes to show a score after it opens on a job page (ARCHITECTURE.md section 10: 300 ms).
 * The e2e build in Debian's Chromium, a saved LinkedIn posting at its real address, a stored resume; the panel is
 * opened as a page for the posting's tab, and the time is its first-score mark from its navigation start.
 *
 *   pnpm --filter @jobfit/extension build:e2e && pnpm --filter @jobfit/extension bench:panel [openings]
 */
import { join } from "node:path";
import { browserProblem, launchWithExtension } from "../e2e/support/browser.ts";
import { SCRAPER_FIXTURES, startPageServer } from "../e2e/support/page-server.ts";
import { openPanelFor, readTabState, setExtensionStorage, tabIdOf, timeToFirstScore } from "../e2e/support/panel.ts";
import { backendResume } from "../e2e/support/resumes.ts";

const OPENINGS = Number(process.argv[2] ?? 15);
const LINKEDIN = "www.linkedin.com";

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const problem = browserProblem();
if (problem !== null) {
  console.error(`panel-score: cannot run: ${problem}`);
  process.exit(1);
}

const server = await startPageServer();
server.serve("/jobs/view/4012345678/", join(SCRAPER_FIXTURES, "sites/linkedin-signed-in-view.html"), LINKEDIN);
const extension = await launchWithExtension({ boardHosts: [LINKEDIN], boardPort: server.boardPort });
try {
  await setExtensionStorage(extension.worker, { resumeText: backendResume });
  const job = await extension.context.newPage();
  await job.goto("https://www.linkedin.com/jobs/view/4012345678/");
  const tabId = await tabIdOf(extension.worker, job);
  // The board's content script reads the posting by itself, as it does before a user opens the panel.
  for (let waited = 0; (await readTabState(extension.worker, tabId)) === null; waited += 100) {
    if (waited > 10_000) throw new Error("The job page's content script reported nothing");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const timings: number[] = [];
  for (let opening = 0; opening < OPENINGS; opening++) {
    const panel = await openPanelFor(extension, tabId);
    await panel.getByRole("img", { name: /^Overall score: \d+ out of 100$/ }).waitFor();
    timings.push(await timeToFirstScore(panel));
    await panel.close();
  }
  const [first, ...rest] = timings;
  const sorted = [...rest].sort((a, b) => a - b);
  process.stdout.write(`panel opened ${OPENINGS} times: ${timings.map((ms) => Math.round(ms)).join(", ")} ms\n`);
  process.stdout.write(
    `time to score: first ${Math.round(first ?? Number.NaN)} ms; then median ${Math.round(percentile(sorted, 50))} ms, ` +
      `p90 ${Math.round(percentile(sorted, 90))} ms, min ${Math.round(sorted[0] ?? Number.NaN)} ms (budget 300 ms)\n`,
  );
} finally {
  await extension.close();
  await server.close();
}
