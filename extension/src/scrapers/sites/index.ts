/** Every job site with an adapter. The first whose `matches(url)` is true reads the page. */
import { ashbyAdapter } from "./ashby.ts";
import { glassdoorAdapter } from "./glassdoor.ts";
import { greenhouseAdapter } from "./greenhouse.ts";
import { indeedAdapter } from "./indeed.ts";
import { leverAdapter } from "./lever.ts";
import { linkedInAdapter } from "./linkedin.ts";
import type { SiteAdapter } from "./site-adapter.ts";
import { smartRecruitersAdapter } from "./smartrecruiters.ts";
import { wellfoundAdapter } from "./wellfound.ts";
import { workdayAdapter } from "./workday.ts";
import { zipRecruiterAdapter } from "./ziprecruiter.ts";

export type { FieldSelector, SiteAdapter, SiteId } from "./site-adapter.ts";

export const siteAdapters: readonly SiteAdapter[] = [
  linkedInAdapter,
  indeedAdapter,
  greenhouseAdapter,
  leverAdapter,
  workdayAdapter,
  ashbyAdapter,
  smartRecruitersAdapter,
  glassdoorAdapter,
  zipRecruiterAdapter,
  wellfoundAdapter,
];

/** Every site's match patterns, once each: the manifest's host permissions and content-script matches. */
export const jobBoardHostPatterns: string[] = [...new Set(siteAdapters.flatMap((adapter) => adapter.hostPatterns))];

export function siteAdapterFor(url: URL): SiteAdapter | undefined {
  return siteAdapters.find((adapter) => adapter.matches(url));
}
