import { describe, expect, it } from "vitest";
import { type MarkupNode, markupNodeToText, markupToInlineText, markupToText } from "./markup-text.ts";

// Hand-built nodes: core has no DOM, and the reader needs only these properties.
const text = (value: string): MarkupNode => ({ nodeType: 3, nodeValue: value, textContent: value, childNodes: [] });
const el = (tagName: string, ...childNodes: MarkupNode[]): MarkupNode => ({
  nodeType: 1,
  nodeValue: null,
  tagName,
  childNodes,
  textContent: childNodes.map((c) => c.textContent ?? "").join(""),
});

describe("markupNodeToText", () => {
  it("puts paragraphs apart, list items on their own lines with one bullet, and skips scripts and buttons", () => {
    const body = el(
      "body",
      el("p", text("About the role")),
      el("ul", el("li", text("• Python")), el("li", text("SQL")), el("li")),
      el("script", text("alert(1)")),
      el("button", text("Apply")),
      el("p", text("Line"), el("br"), text("break")),
    );
    expect(markupNodeToText(body)).toBe("About the role\n\n• Python\n• SQL\n\nLine\nbreak");
  });

  it("keeps the bullet when each list item wraps its text in a paragraph or div", () => {
    const body = el(
      "body",
      el("p", text("Requirements")),
      el("ul", el("li", text("\n  "), el("p", text("Python"))), el("li", el("div", text("SQL")), el("p", text("daily")))),
      el("p", text("Benefits")),
    );
    expect(markupNodeToText(body)).toBe("Requirements\n\n• Python\n• SQL daily\n\nBenefits");
  });

  it("separates table cells", () => {
    expect(markupNodeToText(el("table", el("tr", el("td", text("A")), el("td", text("B")))))).toBe("A B");
  });
});

describe("markupToText", () => {
  it("strips tags and keeps lines when no parser is at hand", () => {
    expect(markupToText("<p>Python</p>\n<p>SQL  and Go</p>", () => null)).toBe("Python\nSQL and Go");
  });

  it("parses twice when the first parse yields only text that looks like markup", () => {
    const calls: string[] = [];
    const parse = (html: string) => {
      calls.push(html);
      return calls.length === 1 ? el("body", text("<p>Hi</p>")) : el("body", el("p", text("Hi")));
    };
    expect(markupToText("&lt;p&gt;Hi&lt;/p&gt;", parse)).toBe("Hi");
    expect(calls).toEqual(["&lt;p&gt;Hi&lt;/p&gt;", "<p>Hi</p>"]);
  });

  it("keeps the line breaks of plain text", () => {
    expect(markupToText("one\n\n\n\ntwo", (html) => el("body", text(html)))).toBe("one\n\ntwo");
  });
});

describe("markupToInlineText", () => {
  it("puts a name on one line without a bullet", () => {
    expect(markupToInlineText("<li>Acme\nCorp</li>", () => el("body", el("li", text("Acme")), el("br"), text("Corp")))).toBe("Acme Corp");
  });
});
