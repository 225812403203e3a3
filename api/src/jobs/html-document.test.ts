import { describe, expect, it } from "vitest";
import { parseHtmlDocument, stripInertMarkup } from "./html-document.ts";

describe("stripInertMarkup", () => {
  it.each([
    ["<p>a</p><script>if (a < b) x()</script><p>b</p>", "<p>a</p><p>b</p>"],
    ["<SCRIPT src=x.js></SCRIPT ><p>b</p>", "<p>b</p>"],
    ['<script type="application/ld+json">{"a":1}</script>', '<script type="application/ld+json">{"a":1}</script>'],
    ["<style>p { color: red }</style><svg viewBox='0 0 1 1'><path/></svg><template><p>t</p></template>ok", "ok"],
    ["a<!-- <script>not a script</script> -->b", "ab"],
    ["<scripts>kept</scripts><svgx>kept</svgx>", "<scripts>kept</scripts><svgx>kept</svgx>"],
    ["İstanbul<style>x</style><p>after</p>", "İstanbul<p>after</p>"],
    ["<p>a</p><script>never closed", "<p>a</p><script>never closed"],
    ["<p>a</p><!-- never closed", "<p>a</p><!-- never closed"],
  ])("turns %j into %j", (html, stripped) => {
    expect(stripInertMarkup(html)).toBe(stripped);
  });

  it("stays fast on hostile input", () => {
    const started = performance.now();
    stripInertMarkup("<script<!--<style".repeat(100_000));
    parseHtmlDocument("<body".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("parseHtmlDocument", () => {
  it.each([
    ["a complete page", "<!doctype html><html><head><title>T</title></head><body><p>Hi</p></body></html>"],
    ["a page without <html> or <body>", "<title>T</title><p>Hi</p>"],
    ["a page with <body> but no <html>", "<!doctype html><title>T</title><body><p>Hi</p>"],
    ["a page with <html> but no <body>", "<html><title>T</title><p>Hi</p></html>"],
  ])("keeps the content and title of %s", (_label, html) => {
    const document = parseHtmlDocument(html);
    expect(document.body?.textContent).toContain("Hi");
    expect(document.querySelector("title")?.textContent).toBe("T");
  });

  it("parses an empty page", () => {
    expect(parseHtmlDocument("").body?.textContent).toBe("");
  });
});
