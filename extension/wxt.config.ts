import { defineConfig } from "wxt";

export default defineConfig({
  srcDir: "src",
  modules: ["@wxt-dev/module-react"],
  // Explicit imports everywhere: the code says where each name comes from.
  imports: false,
  manifest: {
    name: "JobFit",
    description: "Scores your resume against the job posting you are reading, locally in your browser.",
    // activeTab + scripting read the page only when the user clicks the toolbar button: no host permissions.
    permissions: ["activeTab", "sidePanel", "storage", "scripting"],
    action: { default_title: "Analyze this job" },
  },
});
