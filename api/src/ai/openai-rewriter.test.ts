import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiRewriter } from "./openai-rewriter.ts";
import { inventedSkills, isRewriterError, rewriteChecked } from "./rewriter.ts";

// A stand-in for a hosted model, in this test only: the OpenAI client talks to it on 127.0.0.1.
interface Seen {
  model: string;
  messages: Array<{ role: string; content: string }>;
}
let answer: { status: number; content: string } = { status: 200, content: "" };
const seen: Seen[] = [];
const fake = new Hono().post("/v1/chat/completions", async (c) => {
  seen.push((await c.req.json()) as Seen);
  if (answer.status !== 200) return c.json({ error: { message: "upstream trouble", type: "server_error" } }, 500);
  return c.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 0,
    model: "test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer.content } }],
  });
});
let server: ReturnType<typeof serve>;
let baseURL = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: fake.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) => {
      baseURL = `http://127.0.0.1:${info.port}/v1`;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const resumeText = "Experience\n• Responsible for building Python services on PostgreSQL\n\nSkills\nPython, PostgreSQL";
const input = {
  resumeText,
  jobDescription: "Requirements\n• Python\n• Kubernetes",
  analysis: { matchedKeywords: [{ text: "Kubernetes", matchType: "missing" as const }] },
};
const rewriter = () => createOpenAiRewriter({ apiKey: "test-key", model: "test-model", baseURL, timeoutMs: 5_000 });

describe("the OpenAI-compatible rewriter", () => {
  it("sends the resume and posting as delimited data and returns the model's text", async () => {
    answer = { status: 200, content: "```\nExperience\n• Built Python services on PostgreSQL\n\nSkills\nPython, PostgreSQL\n```" };
    const text = await rewriteChecked(rewriter(), input);
    expect(text).toBe("Experience\n• Built Python services on PostgreSQL\n\nSkills\nPython, PostgreSQL");
    const request = seen.at(-1)!;
    expect(request.model).toBe("test-model");
    expect(request.messages[0]?.role).toBe("system");
    expect(request.messages[0]?.content).toContain("Never invent experience");
    expect(request.messages[1]?.content).toContain(`<resume>\n${resumeText}\n</resume>`);
    expect(request.messages[1]?.content).toContain("<keywords_not_yet_matched>\nKubernetes\n</keywords_not_yet_matched>");
  });

  it("refuses a rewrite that claims a skill the resume does not show", async () => {
    answer = {
      status: 200,
      content: "Experience\n• Built Python services on PostgreSQL and Kubernetes\n\nSkills\nPython, PostgreSQL, Kubernetes",
    };
    const failure = await rewriteChecked(rewriter(), input).catch((error: unknown) => error);
    expect(isRewriterError(failure)).toBe(true);
    expect((failure as Error).message).toBe("The openai-compatible rewriter named skills the resume does not show: Kubernetes");
  });

  it("turns a provider failure into a rewriter error", async () => {
    answer = { status: 500, content: "" };
    expect(isRewriterError(await rewriteChecked(rewriter(), input).catch((error: unknown) => error))).toBe(true);
  });

  it("turns an empty answer into a rewriter error", async () => {
    answer = { status: 200, content: "   " };
    expect(isRewriterError(await rewriteChecked(rewriter(), input).catch((error: unknown) => error))).toBe(true);
  });
});

describe("inventedSkills", () => {
  it.each([
    ["Python and SQL", "Python, SQL", []],
    ["Python", "Python and Kubernetes", ["Kubernetes"]],
    ["JS developer", "JavaScript developer", []],
  ])("compares %j with %j", (original, rewritten, invented) => {
    expect(inventedSkills(original, rewritten)).toEqual(invented);
  });
});
