import { describe, expect, it } from "vitest";
import { blogArticleLinks } from "./article-links.ts";
import { blogArticles, findBlogArticle } from "./articles/index.ts";

describe("blogArticleLinks", () => {
  it("links to the spec's three article routes, in its order", () => {
    expect(blogArticleLinks.map((link) => `/blog/${link.slug}`)).toEqual([
      "/blog/how-to-write-resume-todays-job-market",
      "/blog/how-to-create-ats-resume-easily",
      "/blog/unlock-next-interview-ai-powered-ats-resume-tailoring",
    ]);
  });

  it.each(blogArticleLinks)("names /blog/$slug by the article's own title", (link) => {
    expect(findBlogArticle(link.slug)?.title).toBe(link.title);
  });

  it("leaves no article out", () => {
    expect(blogArticleLinks).toHaveLength(blogArticles.length);
  });
});
