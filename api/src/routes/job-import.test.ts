import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getIdentityProvider } from "../auth/context.ts";
import { type IdentityVariables, identify } from "../auth/middleware.ts";
import { handleError } from "../errors.ts";
import type { PageFetchOptions } from "../jobs/fetch-page.ts";
import { type PageHandler, type PageServer, pageWithJsonLd, sendHtml, startPageServer, testFetchOptions } from "../test/job-pages.ts";
import { createJobImportRoutes, jobImportRoutes } from "./job-import.ts";

function appWith(routes: ReturnType<typeof createJobImportRoutes>) {
  return new Hono<{ Variables: IdentityVariables }>()
    .use("/api/*", identify(getIdentityProvider))
    .route("/api/job/import", routes)
    .onError(handleError);
}

const postingPage = pageWithJsonLd([
  {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: "Senior Backend Engineer",
    hiringOrganization: { "@type": "Organization", name: "Larkspur Freight" },
    description: "<p>We move freight.</p><ul><li>TypeScript</li><li>PostgreSQL</li></ul>",
  },
]);

const articlePage = `<!doctype html><html><head><meta property="og:title" content="Registered Nurse, ICU - Bramblewood Health"></head><body>
  <nav><a href="/">Home</a></nav>
  <article><h1>Registered Nurse, ICU</h1>
    <p>Join our 24-bed intensive care unit, where nurses lead daily rounds and mentor new graduates through a twelve-week residency.</p>
    <ul><li>Assess and monitor critically ill patients</li><li>Current RN license and BLS certification</li></ul>
  </article></body></html>`;

let server: PageServer;
let handler: PageHandler = (_request, response) => sendHtml(response, postingPage);

beforeAll(async () => {
  server = await startPageServer((request, response) => handler(request, response));
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  handler = (_request, response) => sendHtml(response, postingPage);
});

const post = (body: unknown, options: PageFetchOptions = testFetchOptions()) =>
  appWith(createJobImportRoutes(options)).request("/api/job/import", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function failure(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
}

describe("POST /api/job/import", () => {
  it("imports a JSON-LD posting for a visitor, without sign-in", async () => {
    const res = await post({ url: server.url("/jobs/4821") });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      company: "Larkspur Freight",
      title: "Senior Backend Engineer",
      description: "We move freight.\n\n• TypeScript\n• PostgreSQL",
    });
  });

  it("falls back to the page's main text and metadata", async () => {
    handler = (_request, response) => sendHtml(response, articlePage);
    const res = await post({ url: `  ${server.url("/nurse")}  ` });
    expect(res.status).toBe(200);
    const job = (await res.json()) as { company: string; title: string; description: string };
    expect(job).toMatchObject({ company: "Bramblewood Health", title: "Registered Nurse, ICU" });
    expect(job.description).toContain("• Assess and monitor critically ill patients");
  });

  it("answers 422 when the page holds no posting", async () => {
    handler = (_request, response) => sendHtml(response, "<!doctype html><html><head></head><body><div id=root></div></body></html>");
    expect(await failure(await post({ url: server.url("/") }))).toEqual({
      status: 422,
      code: "unprocessable",
      message: "No job posting found at that address",
    });
  });

  it.each([
    [{}, "url: Please enter the job posting's address"],
    [{ url: "   " }, "Please enter the job posting's address"],
    [{ url: 42 }, "url: Please enter the job posting's address"],
    [{ url: `https://jobs.example/${"a".repeat(2048)}` }, "url: The address is longer than 2048 characters"],
    [{ url: "jobs.example/posting" }, "That is not a valid web address"],
    [{ url: "ftp://jobs.example/posting" }, "Only http and https addresses can be imported"],
    [{ url: "file:///etc/passwd" }, "Only http and https addresses can be imported"],
  ])("answers 400 to %j", async (body, message) => {
    expect(await failure(await post(body))).toEqual({ status: 400, code: "validation_failed", message });
  });

  it("answers 400 to a body that is not JSON", async () => {
    expect((await failure(await post("{ url:"))).status).toBe(400);
  });

  it("refuses 127.0.0.1 with the production policy, and the server never sees a request", async () => {
    for (const url of [server.url("/jobs/1"), "http://127.0.0.1/jobs/1", "http://localhost/jobs/1", "http://[::1]/"]) {
      const res = await appWith(jobImportRoutes).request("/api/job/import", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url }),
      });
      expect(await failure(res)).toEqual({ status: 400, code: "address_not_allowed", message: "That address is not allowed" });
    }
    expect(server.requests).toEqual([]);
  });

  it("refuses a redirect to a private address", async () => {
    handler = (_request, response) => response.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
    expect(await failure(await post({ url: server.url("/go") }))).toEqual({
      status: 400,
      code: "address_not_allowed",
      message: "That address is not allowed",
    });
  });

  it("answers 502 after too many redirects", async () => {
    handler = (request, response) => response.writeHead(302, { Location: `${request.url}x` }).end();
    expect(await failure(await post({ url: server.url("/r") }))).toEqual({
      status: 502,
      code: "page_unreachable",
      message: "The page redirected too many times",
    });
    expect(server.requests).toHaveLength(6);
  });

  it("answers 422 to a page over the size limit", async () => {
    handler = (_request, response) => sendHtml(response, `<html><body>${"x".repeat(5000)}</body></html>`);
    expect(await failure(await post({ url: server.url("/") }, testFetchOptions({ limits: { maxBytes: 4096 } })))).toEqual({
      status: 422,
      code: "unprocessable",
      message: "The page is too large",
    });
  });

  it("answers 504 when the page takes too long", async () => {
    handler = () => {};
    expect(await failure(await post({ url: server.url("/slow") }, testFetchOptions({ limits: { timeoutMs: 200 } })))).toEqual({
      status: 504,
      code: "page_timeout",
      message: "The page took too long to answer",
    });
  });

  it("answers 415 to an address that is not a web page", async () => {
    handler = (_request, response) => response.writeHead(200, { "Content-Type": "application/pdf" }).end("%PDF-1.7");
    expect(await failure(await post({ url: server.url("/posting.pdf") }))).toEqual({
      status: 415,
      code: "unsupported_media_type",
      message: "That address is not a web page (it sent application/pdf)",
    });
  });

  it("answers 502 when the page cannot be reached", async () => {
    handler = (_request, response) => response.writeHead(500, { "Content-Type": "text/html" }).end("<p>Oops</p>");
    expect(await failure(await post({ url: server.url("/") }))).toEqual({
      status: 502,
      code: "page_unreachable",
      message: "Could not reach that page (it answered 500)",
    });
    expect((await failure(await post({ url: "https://unknown-host.example/" }))).status).toBe(502);
  });
});
