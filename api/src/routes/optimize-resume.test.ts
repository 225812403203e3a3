import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localRewriter, setRewriter } from "../ai/rewriter.ts";
import { manualClock, setClock } from "../billing/clock.ts";
import { billingClient, createBillingTestApp, errorOf } from "../test/billing-app.ts";
import { backendPosting, backendResume } from "../test/fixtures.ts";
import { signUpTestUser, type TestUser } from "../test/identity.ts";
import { useServerContext } from "../test/server-context.ts";
import { NO_ANALYSIS_MESSAGE, REWRITER_FAILED_MESSAGE } from "./optimize-resume.ts";

const _server = useServerContext();
const { get, optimize } = billingClient(createBillingTestApp());
const FREE_LIMIT_REASON = "You have used your 1 free AI optimization per week. Upgrade to Plus for 30 per month.";

beforeAll(() => setClock(manualClock(new Date("2031-03-04T10:00:00.000Z"))));
afterEach(() => setRewriter(null));
afterAll(() => setClock(null));

const usageOf = async (user: TestUser) =>
  ((await (await get(`/api/user/${user.uid}/subscription`, user)).json()) as { monthlyOptimizerUsage: number }).monthlyOptimizerUsage;

describe("POST /api/optimize-resume", () => {
  it("answers the local rewriter's text for the resume and posting", async () => {
    const ann = await signUpTestUser("ann");
    const res = await optimize(ann);
    expect(res.status).toBe(200);
    const expected = await localRewriter.rewrite({
      resumeText: backendResume,
      jobDescription: backendPosting.jobDescription,
      analysis: {},
    });
    expect(await res.json()).toEqual({ optimizedText: expected });
    expect(expected).not.toBe(backendResume);
    expect(await usageOf(ann)).toBe(1);
  });

  it.each([
    ["null", { analysisResult: null }],
    ["missing", { analysisResult: undefined }],
  ])("answers 400 when the analysis is %s, and counts nothing", async (_, overrides) => {
    const bob = await signUpTestUser("bob");
    const res = await optimize(bob, overrides);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(NO_ANALYSIS_MESSAGE);
    expect(await usageOf(bob)).toBe(0);
  });

  it.each([
    ["a blank resume", { resumeText: "   " }, "Please upload a resume or enter resume text"],
    ["a blank posting", { jobDescription: "" }, "Please enter the job description"],
  ])("answers 400 to %s", async (_, overrides, message) => {
    const res = await optimize(await signUpTestUser("cal"), overrides);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("answers 401 to a visitor whose userId is null", async () => {
    expect((await optimize(null, { userId: null })).status).toBe(401);
  });

  it("lets exactly 1 of 20 simultaneous calls from a Free user through; the other 19 are 403 with the reason", async () => {
    const dee = await signUpTestUser("dee");
    const responses = await Promise.all(Array.from({ length: 20 }, () => optimize(dee)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    const refused = responses.find((res) => res.status === 403);
    expect(await errorOf(refused!)).toEqual({ code: "limit_reached", message: FREE_LIMIT_REASON });
    expect(await usageOf(dee)).toBe(1);
  });

  it.each([
    ["throws", async () => Promise.reject(new Error("upstream answered 503"))],
    ["answers blank text", async () => "  "],
  ])("counts nothing when the rewriter %s, so the next call still succeeds", async (_, rewrite) => {
    const eve = await signUpTestUser("eve");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    setRewriter({ kind: "openai-compatible", rewrite });
    const failed = await optimize(eve);
    expect(failed.status).toBe(502);
    expect(await errorOf(failed)).toEqual({ code: "rewriter_failed", message: REWRITER_FAILED_MESSAGE });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).not.toContain(backendResume.slice(0, 20));
    logged.mockRestore();
    expect(await usageOf(eve)).toBe(0);

    setRewriter(null);
    expect((await optimize(eve)).status).toBe(200);
    expect(await usageOf(eve)).toBe(1);
    expect((await optimize(eve)).status).toBe(403);
  });
});
