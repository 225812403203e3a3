// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import type { ScrapedJob } from "../../scrapers/job-posting.ts";
import { jobPageStateItem, resumeTextItem } from "../../storage.ts";
import { SidePanel } from "./side-panel.tsx";

const job: ScrapedJob = {
  company: "Larkspur Freight",
  title: "Backend Engineer",
  description: "Requirements\n- REST APIs in TypeScript and Node.js\n- PostgreSQL and Docker",
  url: "https://larkspur.example/jobs/1",
  source: "json-ld",
};
const resume =
  "Sam Lee\nsam@example.com\n\nEXPERIENCE\nSoftware Engineer, Acme, 2020 – Present\n- Built REST APIs in TypeScript on Node.js\n\nSKILLS\nTypeScript, Node.js, PostgreSQL";

/** Lets storage reads resolve and React render what they return. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  cleanup();
});

describe("SidePanel", () => {
  it("explains what to do before any page has been read", async () => {
    render(<SidePanel />);
    await settle();
    expect(screen.getByText("Open a job posting and click the JobFit button in the toolbar to analyze it.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows the posting and scores the stored resume at once", async () => {
    await resumeTextItem.setValue(resume);
    await jobPageStateItem.setValue({ status: "found", job, readAt: 1 });
    render(<SidePanel />);
    await settle();
    expect(screen.getByText("Backend Engineer")).toBeTruthy();
    expect(screen.getByText("Larkspur Freight")).toBeTruthy();
    expect((screen.getByLabelText("Resume") as HTMLTextAreaElement).value).toBe(resume);
    expect(await screen.findByRole("img", { name: /^Overall score: \d+ out of 100$/ })).toBeTruthy();
    expect(screen.getByRole("meter", { name: "Hard Skills" })).toBeTruthy();
  });

  it("follows a newly read page without reopening", async () => {
    await resumeTextItem.setValue(resume);
    render(<SidePanel />);
    await settle();
    await act(async () => {
      await jobPageStateItem.setValue({ status: "not-found", url: "https://example.com", readAt: 2 });
    });
    expect(screen.getByText("No job posting found on this page.")).toBeTruthy();
    await act(async () => {
      await jobPageStateItem.setValue({ status: "found", job, readAt: 3 });
    });
    expect(await screen.findByRole("img", { name: /Overall score/ })).toBeTruthy();
  });

  it("saves resume edits to extension storage", async () => {
    render(<SidePanel />);
    await settle();
    fireEvent.change(screen.getByLabelText("Resume"), { target: { value: "New resume text" } });
    await waitFor(async () => expect(await resumeTextItem.getValue()).toBe("New resume text"), { timeout: 2000 });
  });
});
