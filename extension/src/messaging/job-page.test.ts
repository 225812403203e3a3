import { describe, expect, it, vi } from "vitest";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { handleJobPageRequests } from "./job-page.ts";

const job: ScrapedJob = { company: "Acme", title: "Analyst", description: "Do analysis", url: "https://acme.example/1", source: "json-ld" };

describe("handleJobPageRequests", () => {
  it("answers a get-job-posting request with what the handler reads", () => {
    const sendResponse = vi.fn();
    const listener = handleJobPageRequests({ "get-job-posting": () => job });
    listener({ type: "jobfit:get-job-posting" }, {}, sendResponse);
    expect(sendResponse).toHaveBeenCalledWith(job);
  });

  it.each([[null], ["jobfit:get-job-posting"], [{ type: "something-else" }], [{ kind: "jobfit:get-job-posting" }]])(
    "ignores %j, leaving other listeners to answer",
    (message) => {
      const sendResponse = vi.fn();
      const handler = vi.fn(() => job);
      const answered = handleJobPageRequests({ "get-job-posting": handler })(message, {}, sendResponse);
      expect(answered).toBe(false);
      expect(handler).not.toHaveBeenCalled();
      expect(sendResponse).not.toHaveBeenCalled();
    },
  );
});
