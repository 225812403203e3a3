import { describe, expect, it } from "vitest";
import { htmlToInlineText, htmlToText } from "./html-to-text.ts";

describe("htmlToText", () => {
  it("puts paragraphs apart, list items on their own lines as bullets, and decodes entities", () => {
    const html =
      "<p>We move freight &amp; data.</p><h3>What you&rsquo;ll do</h3><ul><li>Design APIs</li><li>• Own&nbsp;PostgreSQL</li><li> </li></ul><p>Pay: $150,000&ndash;$180,000<br>Remote</p>";
    expect(htmlToText(html)).toBe(
      [
        "We move freight & data.",
        "",
        "What you’ll do",
        "",
        "• Design APIs",
        "• Own PostgreSQL",
        "",
        "Pay: $150,000–$180,000",
        "Remote",
      ].join("\n"),
    );
  });

  it("reads HTML that was entity-encoded twice", () => {
    expect(htmlToText("&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Go&lt;/li&gt;&lt;/ul&gt;")).toBe(
      "Hello & welcome\n\n• Go",
    );
  });

  it("keeps the line breaks of plain text", () => {
    expect(htmlToText("Line one\r\n\r\n\r\nLine   two")).toBe("Line one\n\nLine two");
  });

  it("skips scripts and styles, and survives stray document tags", () => {
    expect(htmlToText("<style>p{}</style><script>alert(1)</script><p>Kept</p></body></html><p>Also kept</p>")).toBe("Kept\n\nAlso kept");
  });
});

describe("htmlToInlineText", () => {
  it("puts a name on one line", () => {
    expect(htmlToInlineText("<b>Larkspur</b>\n Freight &amp; Logistics")).toBe("Larkspur Freight & Logistics");
  });
});
