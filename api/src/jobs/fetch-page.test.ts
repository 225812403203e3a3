import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeResolver, loopbackTestPolicy, type PageServer, sendHtml, startPageServer, testFetchOptions } from "../test/job-pages.ts";
import { publicWebPolicy } from "./address-policy.ts";
import {
  fetchPage,
  PAGE_FETCH_LIMITS,
  PAGE_FETCH_MESSAGES,
  type PageFetchErrorKind,
  productionFetchOptions,
  resolveTarget,
} from "./fetch-page.ts";

const PAGE = "<!doctype html><html><head><title>Job</title></head><body><p>Hello</p></body></html>";

async function errorKind(promise: ReturnType<typeof fetchPage>): Promise<PageFetchErrorKind | "ok"> {
  const result = await promise;
  return result.ok ? "ok" : result.error.kind;
}

describe("resolveTarget: the address check, without network access", () => {
  const production = (table: Record<string, string[]>) => ({ policy: publicWebPolicy, resolveHost: fakeResolver(table) });

  it.each([
    ["loopback", ["127.0.0.1"]],
    ["loopback elsewhere in 127/8", ["127.1.2.3"]],
    ["private 10/8", ["10.0.0.5"]],
    ["private 172.16/12", ["172.20.1.1"]],
    ["private 192.168/16", ["192.168.1.20"]],
    ["link-local (cloud metadata)", ["169.254.169.254"]],
    ["CGNAT 100.64/10", ["100.100.100.200"]],
    ["unspecified", ["0.0.0.0"]],
    ["multicast", ["224.0.0.251"]],
    ["IPv6 loopback", ["::1"]],
    ["IPv6 unspecified", ["::"]],
    ["IPv6 link-local", ["fe80::a00:27ff:fe4e:66a1"]],
    ["IPv6 unique-local", ["fd00:ec2::254"]],
    ["IPv4-mapped loopback", ["::ffff:127.0.0.1"]],
    ["IPv4-mapped private, hex form", ["::ffff:c0a8:0001"]],
    ["IPv4-mapped metadata address", ["::ffff:169.254.169.254"]],
    ["a public and a private record together", ["93.184.216.34", "10.0.0.1"]],
  ])("refuses a host resolving to %s", async (_label, addresses) => {
    const result = await resolveTarget(new URL("https://jobs.example/posting/1"), production({ "jobs.example": addresses }));
    expect(result).toEqual({ ok: false, error: { kind: "not_allowed", message: PAGE_FETCH_MESSAGES.not_allowed } });
  });

  it.each([
    ["http://127.0.0.1/"],
    ["http://[::1]/"],
    ["http://2130706433/"],
    ["http://0x7f.0.0.1/"],
    ["http://0177.0.0.1/"],
    ["http://[::ffff:127.0.0.1]/"],
    ["http://[::ffff:a9fe:a9fe]/latest/meta-data/"],
    ["http://169.254.169.254/latest/meta-data/"],
    ["http://[fe80::1]/"],
    ["http://0.0.0.0/"],
  ])("refuses the address literal %s without resolving anything", async (address) => {
    const resolveHost = fakeResolver({});
    const result = await resolveTarget(new URL(address), { policy: publicWebPolicy, resolveHost });
    expect(result.ok ? "ok" : result.error.kind).toBe("not_allowed");
    expect(resolveHost.calls).toEqual([]);
  });

  it("allows a host whose every address is public, and answers the address to connect to", async () => {
    const result = await resolveTarget(
      new URL("https://jobs.example/posting/1"),
      production({ "jobs.example": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"] }),
    );
    expect(result).toEqual({ ok: true, value: { address: "93.184.216.34", family: 4 } });
  });

  it("refuses ports other than 80 and 443 in production, before resolving", async () => {
    const resolveHost = fakeResolver({ "jobs.example": ["93.184.216.34"] });
    const result = await resolveTarget(new URL("http://jobs.example:8080/"), { policy: publicWebPolicy, resolveHost });
    expect(result.ok ? "ok" : result.error.kind).toBe("not_allowed");
    expect(resolveHost.calls).toEqual([]);
    const allowed = await resolveTarget(new URL("http://jobs.example:443/"), { policy: publicWebPolicy, resolveHost });
    expect(allowed.ok).toBe(true);
  });

  it("treats a name that resolves to nothing as unreachable", async () => {
    const result = await resolveTarget(new URL("https://empty.example/"), production({ "empty.example": [] }));
    expect(result.ok ? "ok" : result.error.kind).toBe("unreachable");
  });
});

describe("fetchPage: addresses", () => {
  it.each([
    ["ftp://jobs.example/file", "unsupported_scheme"],
    ["file:///etc/passwd", "unsupported_scheme"],
    ["javascript:alert(1)", "unsupported_scheme"],
    ["data:text/html,<p>hi</p>", "unsupported_scheme"],
    ["not a url", "invalid_url"],
    ["//jobs.example/no-scheme", "invalid_url"],
  ] as const)("refuses %s as %s", async (address, kind) => {
    expect(await errorKind(fetchPage(address, testFetchOptions()))).toBe(kind);
  });

  it("uses the production policy by default, which refuses localhost before connecting", async () => {
    expect(productionFetchOptions.policy).toBe(publicWebPolicy);
    // "localhost" resolves from the hosts file, without any network access.
    expect(await errorKind(fetchPage("http://localhost/"))).toBe("not_allowed");
    expect(await errorKind(fetchPage("http://127.0.0.1/"))).toBe("not_allowed");
  });

  it("answers unreachable when the name does not resolve", async () => {
    expect(await errorKind(fetchPage("https://nowhere.example/", testFetchOptions()))).toBe("unreachable");
  });
});

describe("fetchPage against a local server", () => {
  let server: PageServer;
  let handler: Parameters<typeof startPageServer>[0] = (_request, response) => sendHtml(response, PAGE);

  beforeAll(async () => {
    server = await startPageServer((request, response) => handler(request, response));
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.requests.length = 0;
    handler = (_request, response) => sendHtml(response, PAGE);
  });

  it("fetches an HTML page", async () => {
    const result = await fetchPage(server.url("/jobs/1?ref=x"), testFetchOptions());
    expect(result).toEqual({ ok: true, value: { url: server.url("/jobs/1?ref=x"), html: PAGE } });
    expect(server.requests).toEqual([{ method: "GET", path: "/jobs/1?ref=x", host: `127.0.0.1:${server.port}` }]);
  });

  it("the production policy refuses the same server on 127.0.0.1, which never sees a request", async () => {
    const result = await fetchPage(server.url("/jobs/1"), {
      ...productionFetchOptions,
      policy: { ...publicWebPolicy, allowsPort: () => true },
    });
    expect(result).toEqual({ ok: false, error: { kind: "not_allowed", message: "That address is not allowed" } });
    expect(await errorKind(fetchPage(server.url("/jobs/1"), productionFetchOptions))).toBe("not_allowed");
    expect(server.requests).toEqual([]);
  });

  it("connects to the address it checked (pinned), resolving the name once, and sends the name as Host", async () => {
    const resolveHost = fakeResolver({ "careers.example": ["127.0.0.1"] });
    const result = await fetchPage(`http://careers.example:${server.port}/jobs/7`, testFetchOptions({ resolveHost }));
    expect(result.ok).toBe(true);
    expect(resolveHost.calls).toEqual(["careers.example"]);
    expect(server.requests).toEqual([{ method: "GET", path: "/jobs/7", host: `careers.example:${server.port}` }]);
  });

  it("follows redirects, relative and absolute, checking each hop", async () => {
    const resolveHost = fakeResolver({ "careers.example": ["127.0.0.1"] });
    handler = (request, response) => {
      if (request.url === "/start") response.writeHead(301, { Location: "/middle" }).end();
      else if (request.url === "/middle") response.writeHead(302, { Location: `http://careers.example:${server.port}/end` }).end();
      else sendHtml(response, PAGE);
    };
    const result = await fetchPage(server.url("/start"), testFetchOptions({ resolveHost }));
    expect(result).toEqual({ ok: true, value: { url: `http://careers.example:${server.port}/end`, html: PAGE } });
    expect(server.requests.map((request) => request.path)).toEqual(["/start", "/middle", "/end"]);
    expect(resolveHost.calls).toEqual(["careers.example"]);
  });

  it.each([
    ["a private address literal", "http://10.0.0.1/admin"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["a mapped IPv6 private address", "http://[::ffff:192.168.0.1]/"],
    ["a name resolving to a private address", "http://intranet.example/"],
    ["a file: address", "file:///etc/passwd"],
  ])("refuses a redirect to %s", async (_label, location) => {
    const resolveHost = fakeResolver({ "intranet.example": ["192.168.1.10"] });
    handler = (_request, response) => response.writeHead(302, { Location: location }).end();
    expect(await errorKind(fetchPage(server.url("/go"), testFetchOptions({ resolveHost })))).toBe("not_allowed");
    expect(server.requests).toHaveLength(1);
  });

  it("follows at most five redirects", async () => {
    handler = (request, response) => {
      const [path = "", stop = "0"] = (request.url ?? "").slice(1).split("/stop");
      const hop = Number(path);
      if (hop < Number(stop)) response.writeHead(307, { Location: `/${hop + 1}/stop${stop}` }).end();
      else sendHtml(response, PAGE);
    };
    expect(await errorKind(fetchPage(server.url("/0/stop5"), testFetchOptions()))).toBe("ok");
    expect(server.requests).toHaveLength(6);
    server.requests.length = 0;
    expect(await errorKind(fetchPage(server.url("/0/stop6"), testFetchOptions()))).toBe("too_many_redirects");
    expect(server.requests).toHaveLength(6);
  });

  it("refuses a body over 2 MB, declared or streamed, and one that only grows that large when decompressed", async () => {
    const big = `<html><body>${"x".repeat(PAGE_FETCH_LIMITS.maxBytes)}</body></html>`;
    handler = (request, response) => {
      if (request.url === "/declared") sendHtml(response, big);
      else if (request.url === "/gzip") sendHtml(response, gzipSync(big), { "Content-Encoding": "gzip" });
      else {
        response.writeHead(200, { "Content-Type": "text/html" });
        const chunk = "y".repeat(64 * 1024);
        let sent = 0;
        const push = () => {
          // The server would go on for ever; the client must stop reading at the limit.
          while (sent < 100 && response.write(chunk)) sent++;
          if (sent < 100) response.once("drain", push);
          else response.end();
        };
        push();
      }
    };
    const options = testFetchOptions();
    expect(await fetchPage(server.url("/declared"), options)).toEqual({
      ok: false,
      error: { kind: "too_large", message: "The page is too large" },
    });
    expect(await errorKind(fetchPage(server.url("/streamed"), options))).toBe("too_large");
    expect(await errorKind(fetchPage(server.url("/gzip"), options))).toBe("too_large");
  });

  it("reads a compressed page within the limit", async () => {
    handler = (_request, response) => sendHtml(response, gzipSync(PAGE), { "Content-Encoding": "gzip" });
    const result = await fetchPage(server.url("/"), testFetchOptions());
    expect(result.ok && result.value.html).toBe(PAGE);
  });

  it("gives up on a server that does not answer in time", async () => {
    handler = () => {};
    const started = Date.now();
    const result = await fetchPage(server.url("/slow"), testFetchOptions({ limits: { timeoutMs: 300 } }));
    expect(result).toEqual({ ok: false, error: { kind: "timeout", message: "The page took too long to answer" } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up on a body that trickles in past the time limit", async () => {
    handler = (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.write("<html><body>");
      const timer = setInterval(() => response.write("."), 50);
      response.on("close", () => clearInterval(timer));
    };
    expect(await errorKind(fetchPage(server.url("/trickle"), testFetchOptions({ limits: { timeoutMs: 300 } })))).toBe("timeout");
  });

  it.each([
    ["application/json", '{"job":1}', "That address is not a web page (it sent application/json)"],
    ["application/pdf", "%PDF-1.7", "That address is not a web page (it sent application/pdf)"],
    ["image/png", "png", "That address is not a web page (it sent image/png)"],
    [undefined, "<html></html>", "That address is not a web page (it sent no content type)"],
  ])("refuses a %s answer as not HTML", async (contentType, body, message) => {
    handler = (_request, response) => {
      response.writeHead(200, contentType ? { "Content-Type": contentType } : {});
      response.end(body);
    };
    expect(await fetchPage(server.url("/file"), testFetchOptions())).toEqual({ ok: false, error: { kind: "not_html", message } });
  });

  it("accepts XHTML and decodes the charset the page declares", async () => {
    handler = (request, response) => {
      const body = Buffer.from("<html><body><p>Café – Zürich</p></body></html>", "latin1");
      if (request.url === "/header") response.writeHead(200, { "Content-Type": "application/xhtml+xml; charset=ISO-8859-1" }).end(body);
      else
        response.writeHead(200, { "Content-Type": "text/html" }).end(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), body]));
    };
    const fromHeader = await fetchPage(server.url("/header"), testFetchOptions());
    expect(fromHeader.ok && fromHeader.value.html).toContain("Café");
    const fromMeta = await fetchPage(server.url("/meta"), testFetchOptions());
    expect(fromMeta.ok && fromMeta.value.html).toContain("Zürich");
  });

  it("answers unreachable, with the status, for an error page", async () => {
    handler = (_request, response) => {
      response.writeHead(404, { "Content-Type": "text/html" });
      response.end("<html><body>Not found</body></html>");
    };
    expect(await fetchPage(server.url("/gone"), testFetchOptions())).toEqual({
      ok: false,
      error: { kind: "unreachable", message: "Could not reach that page (it answered 404)" },
    });
  });

  it("answers unreachable when nothing listens on the port", async () => {
    const closed = await startPageServer(() => {});
    await closed.close();
    expect(await errorKind(fetchPage(closed.url("/"), testFetchOptions()))).toBe("unreachable");
  });
});

describe("loopbackTestPolicy", () => {
  it("allows loopback and public addresses, and still refuses private ones", () => {
    expect(["127.0.0.1", "::1", "93.184.216.34", "10.0.0.1", "169.254.169.254"].map(loopbackTestPolicy.allowsAddress)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
