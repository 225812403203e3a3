// @vitest-environment happy-dom
import { analyzeResume } from "@jobfit/core";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeBrowser } from "wxt/testing/fake-browser";
import { handleMessages } from "../messaging/messages.ts";
import type { ScrapedJob } from "../scrapers/job-posting.ts";
import { jobPageStateItem, resumeTextItem, type SignedInAccount, signedInAccountItem } from "../storage.ts";
import { SidePanel } from "./side-panel.tsx";

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;
/** The browser API's overloads (promise and callback) defeat spyOn's inference; tests only use the promise form. */
const stub = (api: object, method: string) => vi.spyOn(api as Record<string, AsyncMethod>, method);

const TAB = 5;
const job: ScrapedJob = {
  company: "Larkspur Freight",
  title: "Backend Engineer",
  description: "Requirements\n- REST APIs in TypeScript and Node.js\n- PostgreSQL and Docker",
  url: "https://jobs.lever.co/larkspur/1",
  source: "lever",
};
const otherJob: ScrapedJob = {
  ...job,
  company: "Quillmark",
  title: "Data Engineer",
  description: "Requirements\n- Python and Airflow",
  url: "https://x/2",
};
const resume =
  "Sam Lee\nsam@example.com\n\nEXPERIENCE\nSoftware Engineer, Acme, 2020 – Present\n- Built REST APIs in TypeScript on Node.js\n\nSKILLS\nTypeScript, Node.js, PostgreSQL";
const ann: SignedInAccount = { uid: "uid-ann", email: "ann@example.com", displayName: "Ann" };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

/** Lets storage reads resolve and React render what they return. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

/** The tab's content script: answers the panel's request for the posting. */
function pageHolds(posting: ScrapedJob | null) {
  return stub(fakeBrowser.tabs, "sendMessage").mockResolvedValue(posting);
}

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fakeBrowser.reset();
  stub(fakeBrowser.scripting, "executeScript").mockResolvedValue([]);
  stub(fakeBrowser.tabs, "create").mockResolvedValue({ id: 99 });
  fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network in unit tests"));
  // The background's side of the panel's messages.
  fakeBrowser.runtime.onMessage.addListener(
    handleMessages({
      "jobfit:get-id-token": () => ({ idToken: "id-token-ann" }),
      "jobfit:sign-out": async () => {
        await signedInAccountItem.setValue(null);
        return { signedOut: true } as const;
      },
    }),
  );
});
afterEach(() => {
  cleanup();
});

describe("SidePanel: the page", () => {
  it("explains what to do before any page has been read", async () => {
    render(<SidePanel />);
    await settle();
    expect(screen.getByText("Open a job posting and click the JobFit button in the toolbar to analyze it.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("reads the tab it was opened for and scores the stored resume at once", async () => {
    await resumeTextItem.setValue(resume);
    const ask = pageHolds(job);
    render(<SidePanel tabId={TAB} />);
    expect(await screen.findByRole("img", { name: /^Overall score: \d+ out of 100$/ })).toBeTruthy();
    expect(ask).toHaveBeenCalledWith(TAB, { type: "jobfit:get-job-posting" });
    expect(field("Company").value).toBe("Larkspur Freight");
    expect(field("Job Title").value).toBe("Backend Engineer");
    expect(field("Job Description").value).toBe(job.description);
    expect(field("Resume").value).toBe(resume);
    expect(screen.getByText("Read from jobs.lever.co")).toBeTruthy();
    expect(screen.getByRole("meter", { name: "Hard Skills" })).toBeTruthy();
    const keywords = screen.getByRole("region", { name: "Keywords" });
    expect(within(keywords).getByText("TypeScript")).toBeTruthy();
    expect(within(keywords).getByText("Docker")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Suggestions" })).getAllByRole("listitem").length).toBeLessThanOrEqual(3);
  });

  it("says so when the page has no posting, and scores a description the user pastes", async () => {
    await resumeTextItem.setValue(resume);
    pageHolds(null);
    render(<SidePanel tabId={TAB} />);
    expect(await screen.findByText(/^No job posting found on this page\./)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    fireEvent.change(field("Job Description"), { target: { value: "Requirements\n- TypeScript and PostgreSQL" } });
    expect(await screen.findByRole("img", { name: /Overall score/ })).toBeTruthy();
  });

  it("says so when the browser does not let extensions read the page", async () => {
    stub(fakeBrowser.tabs, "sendMessage").mockRejectedValue(new Error("Receiving end does not exist."));
    stub(fakeBrowser.scripting, "executeScript").mockRejectedValue(new Error("Cannot access a chrome:// URL"));
    render(<SidePanel tabId={TAB} />);
    expect(await screen.findByText("JobFit can't read this page. Open a job posting and click the toolbar button again.")).toBeTruthy();
  });

  it("asks for a resume before scoring", async () => {
    pageHolds(job);
    render(<SidePanel tabId={TAB} />);
    expect(await screen.findByText("Paste your resume below or upload it to see your score.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("follows the page to its next posting without reopening (a single-page board's content script)", async () => {
    await resumeTextItem.setValue(resume);
    pageHolds(job);
    render(<SidePanel tabId={TAB} />);
    await waitFor(() => expect(field("Job Title").value).toBe("Backend Engineer"));
    await act(async () => {
      await jobPageStateItem(TAB).setValue({ status: "found", job: otherJob, readAt: Date.now() });
    });
    expect(field("Job Title").value).toBe("Data Engineer");
    expect(field("Company").value).toBe("Quillmark");
  });

  it("follows the active tab when it was not opened for one", async () => {
    await resumeTextItem.setValue(resume);
    vi.mocked(fakeBrowser.tabs.create).mockRestore();
    const window = await fakeBrowser.windows.create({ focused: true });
    const first = await fakeBrowser.tabs.create({ url: job.url, active: true, windowId: window?.id });
    const second = await fakeBrowser.tabs.create({ url: otherJob.url, active: false, windowId: window?.id });
    stub(fakeBrowser.tabs, "sendMessage").mockImplementation(async (tabId: unknown) => (tabId === first.id ? job : otherJob));
    render(<SidePanel />);
    await waitFor(() => expect(field("Job Title").value).toBe("Backend Engineer"));
    await act(async () => {
      await fakeBrowser.tabs.onActivated.trigger({ tabId: second.id ?? -1, windowId: window?.id ?? -1 });
    });
    await waitFor(() => expect(field("Job Title").value).toBe("Data Engineer"));
  });
});

describe("SidePanel: the resume", () => {
  it("saves resume edits to extension storage", async () => {
    render(<SidePanel />);
    await settle();
    fireEvent.change(field("Resume"), { target: { value: "New resume text" } });
    await waitFor(async () => expect(await resumeTextItem.getValue()).toBe("New resume text"), { timeout: 2000 });
  });

  it("reads a .txt resume in the browser, sending it nowhere", async () => {
    render(<SidePanel />);
    await settle();
    const file = new File([resume], "resume.txt", { type: "text/plain" });
    fireEvent.change(screen.getByLabelText("Upload PDF, DOCX or TXT"), { target: { files: [file] } });
    await waitFor(() => expect(field("Resume").value).toBe(resume));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("has the API turn a PDF into text", async () => {
    fetchSpy.mockResolvedValue(json({ text: resume, filename: "resume.pdf" }));
    render(<SidePanel />);
    await settle();
    fireEvent.change(screen.getByLabelText("Upload PDF, DOCX or TXT"), { target: { files: [new File(["%PDF-1.7"], "resume.pdf")] } });
    await waitFor(() => expect(field("Resume").value).toBe(resume));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:8787/api/upload-resume");
    expect((init.body as FormData).get("resume")).toBeInstanceOf(File);
  });

  it.each([
    ["another type", new File(["x"], "resume.png"), "Upload failed: File type must be .pdf, .docx, .txt"],
    ["a file over 5 MB", new File([new Uint8Array(5 * 1024 * 1024 + 1)], "resume.pdf"), "Upload failed: File is larger than 5242880 bytes"],
  ])("refuses %s", async (_what, file, message) => {
    render(<SidePanel />);
    await settle();
    fireEvent.change(screen.getByLabelText("Upload PDF, DOCX or TXT"), { target: { files: [file] } });
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("SidePanel: beyond the browser", () => {
  it("opens the web optimizer with the posting and the resume", async () => {
    await resumeTextItem.setValue(resume);
    pageHolds(job);
    render(<SidePanel tabId={TAB} />);
    await screen.findByRole("img", { name: /Overall score/ });
    fireEvent.click(screen.getByRole("button", { name: "Open in JobFit" }));
    const [{ url }] = vi.mocked(fakeBrowser.tabs.create).mock.calls[0] as unknown as [{ url: string }];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/optimizer#import=[A-Za-z0-9_-]+$/);
  });

  it("offers a visitor the way to sign in, and neither saving nor the optimizer", async () => {
    render(<SidePanel />);
    await settle();
    expect(screen.queryByRole("button", { name: "Save to history" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(fakeBrowser.tabs.create).toHaveBeenCalledWith({ url: "http://127.0.0.1:8787/settings" });
  });

  it("saves a signed-in user's analysis to their history with their ID token", async () => {
    await resumeTextItem.setValue(resume);
    await signedInAccountItem.setValue(ann);
    pageHolds(job);
    const saved = analyzeResume({ resumeText: resume, companyName: job.company, jobTitle: job.title, jobDescription: job.description });
    fetchSpy.mockResolvedValue(json({ ...saved, id: "a1" }));
    render(<SidePanel tabId={TAB} />);
    expect(await screen.findByText("Signed in as ann@example.com")).toBeTruthy();
    await screen.findByRole("img", { name: /Overall score/ });
    fireEvent.click(screen.getByRole("button", { name: "Save to history" }));
    expect((await screen.findByText(/^Saved to your history\./)).textContent).toBe("Saved to your history. View history");
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://127.0.0.1:8787/api/analyze-resume");
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer id-token-ann");
    expect(JSON.parse(String(init.body))).toEqual({
      resumeText: resume,
      companyName: job.company,
      jobTitle: job.title,
      jobDescription: job.description,
      userId: ann.uid,
    });
  });

  it("shows the optimizer's limit message with an Upgrade Plan link", async () => {
    await resumeTextItem.setValue(resume);
    await signedInAccountItem.setValue(ann);
    pageHolds(job);
    const reason = "You have used your 1 AI optimization this week. Upgrade to Plus for 30 per month.";
    fetchSpy.mockResolvedValue(json({ error: { code: "limit_reached", message: reason } }, 403));
    render(<SidePanel tabId={TAB} />);
    await screen.findByRole("img", { name: /Overall score/ });
    fireEvent.click(screen.getByRole("button", { name: "AI-Optimize" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`Optimization failed: 403: ${reason}`);
    expect(within(alert).getByRole("link", { name: "Upgrade Plan" }).getAttribute("href")).toBe("http://127.0.0.1:8787/subscribe");
  });

  it("puts the optimized resume up for review; accepting replaces the resume", async () => {
    await resumeTextItem.setValue(resume);
    await signedInAccountItem.setValue(ann);
    pageHolds(job);
    fetchSpy.mockResolvedValue(json({ optimizedText: `${resume}\n- Containerized services with Docker` }));
    render(<SidePanel tabId={TAB} />);
    await screen.findByRole("img", { name: /Overall score/ });
    fireEvent.click(screen.getByRole("button", { name: "AI-Optimize" }));
    expect(await screen.findByText("Review the AI optimizations below. You can edit the text before accepting.")).toBeTruthy();
    expect(JSON.parse(String((fetchSpy.mock.calls[0] as [string, RequestInit])[1].body))).toMatchObject({
      resumeText: resume,
      jobDescription: job.description,
      userId: ann.uid,
      analysisResult: { overallScore: expect.any(Number) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Accept & Rescan" }));
    expect(field("Resume").value).toBe(`${resume}\n- Containerized services with Docker`);
    expect(screen.queryByLabelText("Optimized resume")).toBeNull();
  });

  it("signs out from the panel", async () => {
    await signedInAccountItem.setValue(ann);
    render(<SidePanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});
