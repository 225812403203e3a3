import { describe, expect, it } from "vitest";
import { parsePage } from "./fixtures/saved-page.ts";
import { blockText, inlineText } from "./page-text.ts";

function body(html: string): HTMLElement {
  return parsePage(`<!doctype html><html><head></head><body>${html}</body></html>`).body;
}

describe("blockText", () => {
  it.each([
    ["paragraphs apart, list items as bullets", "<p>Intro</p><ul><li>Python</li><li>SQL</li></ul>", "Intro\n\n• Python\n• SQL"],
    ["a paragraph inside a list item keeps its bullet", "<ul><li><p>Python</p></li><li><p>SQL</p></li></ul>", "• Python\n• SQL"],
    ["two paragraphs in one item stay one line, two words apart", "<ul><li><p>Python</p><p>3.12</p></li></ul>", "• Python 3.12"],
    ["a div inside a list item keeps its bullet", "<ol><li><div>Lift 50 lbs</div></li></ol>", "• Lift 50 lbs"],
    ["a paragraph deeper in an item keeps its bullet", "<ul><li><span><p>Deep</p></span></li></ul>", "• Deep"],
    ["a nested list starts its own items", "<ul><li><p>Skills</p><ul><li><p>Python</p></li></ul></li></ul>", "• Skills\n• Python"],
    ["scripts and buttons left out", "<p>Text<script>alert(1)</script></p><button>Apply</button>", "Text"],
  ])("puts %s", (_case, html, text) => {
    expect(blockText(body(html))).toBe(text);
  });

  it("leaves out the skipped elements and what they hold", () => {
    const root = body('<h2 class="skip">About the job</h2><p>Kept <span class="skip">not this</span>text</p>');
    expect(blockText(root, new Set(Array.from(root.querySelectorAll(".skip"))))).toBe("Kept text");
  });
});

describe("inlineText", () => {
  it("puts a name on one line without a bullet", () => {
    expect(inlineText(body("<li>Acme<br>Foods</li>"))).toBe("Acme Foods");
  });
});
