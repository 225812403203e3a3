import { describe, expect, it } from "vitest";
import { blogArticleLinks } from "../article-links.ts";
import type { BlogArticle } from "./blog-article.ts";
import { blogArticles, findBlogArticle } from "./index.ts";

/** Every string a reader sees in the body: section headings, paragraphs and list items. */
function bodyTexts(article: BlogArticle): string[] {
  return article.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)),
  ]);
}

/** Every string of the article, its header fields included. */
function allTexts(article: BlogArticle): string[] {
  return [article.title, article.description, article.excerpt, ...article.tags, ...bodyTexts(article)];
}

/** Whitespace-separated tokens with at least one letter or digit: a lone dash is not a word. */
function countWords(article: BlogArticle): number {
  return bodyTexts(article)
    .join(" ")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

describe("blogArticles", () => {
  it("holds the spec's three articles in its order, with their dates and read times", () => {
    expect(blogArticles.map(({ slug, date, readTime }) => ({ slug, date, readTime }))).toEqual([
      { slug: "how-to-write-resume-todays-job-market", date: "2025-01-15", readTime: 8 },
      { slug: "how-to-create-ats-resume-easily", date: "2025-01-12", readTime: 6 },
      { slug: "unlock-next-interview-ai-powered-ats-resume-tailoring", date: "2025-01-10", readTime: 10 },
    ]);
  });

  it("has unique slugs", () => {
    expect(new Set(blogArticles.map((article) => article.slug)).size).toBe(blogArticles.length);
  });

  it("uses the titles and order of the footer's links", () => {
    expect(blogArticles.map(({ slug, title }) => ({ slug, title }))).toEqual(blogArticleLinks.map(({ slug, title }) => ({ slug, title })));
  });

  it.each(blogArticles)("$slug is between 1,000 and 1,500 words, about as long as its read time", (article) => {
    const words = countWords(article);
    expect(words).toBeGreaterThanOrEqual(1000);
    expect(words).toBeLessThanOrEqual(1500);
    // Read times assume roughly 140 to 220 words a minute.
    expect(words / article.readTime).toBeGreaterThanOrEqual(140);
    expect(words / article.readTime).toBeLessThanOrEqual(220);
  });

  it.each(blogArticles)("$slug has a header and no empty section, paragraph or list", (article) => {
    for (const field of [article.title, article.description, article.excerpt]) expect(field.trim()).not.toBe("");
    expect(article.tags.length).toBeGreaterThan(0);
    expect(article.sections.length).toBeGreaterThan(2);
    for (const section of article.sections) expect(section.blocks.length).toBeGreaterThan(0);
    for (const text of bodyTexts(article)) expect(text.trim()).not.toBe("");
  });

  // The article screen renders every string as text, so markup would show up literally.
  it.each(blogArticles)("$slug is plain text: no HTML and no markdown", (article) => {
    const markup = [
      /</, // HTML tags and entities' openers
      /&[a-z]+;|&#\d+;/i, // HTML entities
      /[*_`#]/, // emphasis, code, headings
      /\[[^\]]*\]\([^)]*\)/, // links
      /^\s*(?:[-+>]|\d+\.)\s/, // list items and quotes written as text
    ];
    for (const text of allTexts(article)) {
      for (const pattern of markup) expect(text, `${pattern} in: ${text}`).not.toMatch(pattern);
    }
  });
});

describe("findBlogArticle", () => {
  it.each(blogArticles)("finds $slug by its slug", (article) => {
    expect(findBlogArticle(article.slug)).toBe(article);
  });

  it.each(["", "how-to-write-resume", "HOW-TO-CREATE-ATS-RESUME-EASILY"])("finds nothing for %j", (slug) => {
    expect(findBlogArticle(slug)).toBeUndefined();
  });
});
