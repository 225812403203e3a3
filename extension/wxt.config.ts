import { compiledTaxonomyPlugin } from "@jobfit/core/build";
import { defineConfig } from "wxt";
import { COMPILED_TAXONOMY_FILE } from "./src/config/compiled-taxonomy-file.ts";
import { apiHostPermissions, resolveDeployment } from "./src/config/deployment.ts";

/** The build's deployment from its mode and JOBFIT_API_ORIGIN / JOBFIT_WEB_ORIGIN; a bad value stops the build. */
const deploymentFor = (mode: string) => resolveDeployment(mode, process.env);

const JOB_PAGE_SCRIPT = "content-scripts/job-page.js";

export default defineConfig({
  srcDir: "src",
  modules: ["@wxt-dev/module-react"],
  // Explicit imports everywhere: the code says where each name comes from.
  imports: false,
  vite: ({ mode }) => ({
    define: { __JOBFIT_DEPLOYMENT__: JSON.stringify(deploymentFor(mode)) },
    // The panel opens the skill taxonomy compiled at build time, packed as a file: a score within 300 ms of opening.
    plugins: [compiledTaxonomyPlugin({ fileName: COMPILED_TAXONOMY_FILE })],
  }),
  manifest: ({ mode, browser }) => ({
    name: "JobFit",
    description: "Scores your resume against the job posting you are reading, locally in your browser.",
    // activeTab + scripting read any other page only after the user asks (toolbar button, menu item, shortcut).
    // WXT adds sidePanel to Chrome's build, which has a side panel; Firefox has a sidebar instead.
    permissions: ["activeTab", "storage", "scripting", "contextMenus"],
    // The API's origin only (and 127.0.0.1 in development and e2e builds); the job boards are added below.
    host_permissions: apiHostPermissions(deploymentFor(mode)),
    action: { default_title: "Analyze this job" },
    commands: {
      "analyze-job": { suggested_key: { default: "Alt+Shift+J" }, description: "Analyze this job" },
    },
    ...(browser === "firefox" ? { browser_specific_settings: { gecko: { id: "extension@jobfit.app", strict_min_version: "115.0" } } } : {}),
  }),
  hooks: {
    // The job boards the posting is read on anyway may also be read by the panel itself, e.g. in tabs that were
    // open before the extension was installed or updated and so have no content script yet. No new hosts, no new warning.
    "build:manifestGenerated": (_wxt, manifest) => {
      const boards = manifest.content_scripts?.find((script) => script.js?.includes(JOB_PAGE_SCRIPT))?.matches ?? [];
      if (manifest.manifest_version === 3) {
        manifest.host_permissions = [...new Set([...(manifest.host_permissions ?? []), ...boards])];
      } else {
        manifest.permissions = [...new Set([...(manifest.permissions ?? []), ...boards])];
      }
    },
  },
});
