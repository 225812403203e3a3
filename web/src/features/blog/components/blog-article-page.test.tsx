import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { type BlogArticle, blogArticles } from "../articles/index.ts";
import { BlogArticlePage, BlogArticleView } from "./blog-article-page.tsx";

function renderArticleRoute(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/blog/:slug", element: <BlogArticlePage /> },
      { path: "/blog", element: <h1>Blog list</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function renderArticle(article: BlogArticle) {
  const router = createMemoryRouter([{ path: "*", element: <BlogArticleView article={article} /> }]);
  return render(<RouterProvider router={router} />);
}

const firstArticle = blogArticles[0] as BlogArticle;

describe("BlogArticlePage", () => {
  it.each([
    ["how-to-write-resume-todays-job-market", "How to Write a Resume for Today's Job Market", "Jan 15, 2025", "8 min read"],
    ["how-to-create-ats-resume-easily", "How to Create an ATS-Friendly Resume Easily", "Jan 12, 2025", "6 min read"],
    [
      "unlock-next-interview-ai-powered-ats-resume-tailoring",
      "Unlock Your Next Interview with AI-Powered ATS Resume Tailoring",
      "Jan 10, 2025",
      "10 min read",
    ],
  ])("/blog/%s shows its title, date and read time, and names the tab", (slug, title, date, readTime) => {
    renderArticleRoute(`/blog/${slug}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    const article = screen.getByRole("article");
    expect(within(article).getByText(date).tagName).toBe("TIME");
    expect(within(article).getByText(readTime)).toBeTruthy();
    expect(document.title).toBe(`${title} · JobFit`);
  });

  it("renders every section heading, paragraph and list item of the article, and its tags", () => {
    renderArticleRoute(`/blog/${firstArticle.slug}`);
    const article = screen.getByRole("article");
    expect(
      within(article)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(firstArticle.sections.map((section) => section.heading));
    for (const block of firstArticle.sections.flatMap((section) => section.blocks)) {
      if (block.kind === "paragraph") expect(within(article).getByText(block.text).tagName).toBe("P");
      else for (const item of block.items) expect(within(article).getByText(item).tagName).toBe("LI");
    }
    const tags = within(article).getByRole("list", { name: "Tags" });
    expect(
      within(tags)
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(firstArticle.tags);
  });

  it("links back to the blog and to the two other articles", async () => {
    const router = renderArticleRoute(`/blog/${firstArticle.slug}`);
    const more = screen.getByRole("navigation", { name: "More articles" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([...blogArticles.slice(1).map((article) => `/blog/${article.slug}`), "/blog"]);
    screen.getAllByRole("link", { name: "Back to Blog" })[0]?.click();
    expect(await screen.findByRole("heading", { name: "Blog list" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/blog");
  });

  it.each(["no-such-article", "HOW-TO-CREATE-ATS-RESUME-EASILY"])("an unknown slug (%s) shows Page Not Found", (slug) => {
    renderArticleRoute(`/blog/${slug}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByRole("link", { name: "Browse the Blog" }).getAttribute("href")).toBe("/blog");
    expect(document.title).toBe("Page Not Found · JobFit");
  });

  it("renders the data as text, never as HTML: markup in an article shows literally", () => {
    const hostile: BlogArticle = {
      ...firstArticle,
      title: "A <b>bold</b> title",
      description: "<i>not italic</i>",
      tags: ["<script>alert(1)</script>"],
      sections: [
        {
          heading: "<em>Heading</em>",
          blocks: [
            { kind: "paragraph", text: 'Text with <b>tags</b> and <img src="x" onerror="alert(1)">' },
            { kind: "list", items: ["<a href='https://example.com'>link</a>", "&amp; stays &amp;"] },
          ],
        },
      ],
    };
    const { container } = renderArticle(hostile);
    const article = screen.getByRole("article");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("A <b>bold</b> title");
    expect(within(article).getByText("<i>not italic</i>")).toBeTruthy();
    expect(within(article).getByText("<script>alert(1)</script>")).toBeTruthy();
    expect(within(article).getByRole("heading", { level: 2 }).textContent).toBe("<em>Heading</em>");
    expect(within(article).getByText('Text with <b>tags</b> and <img src="x" onerror="alert(1)">')).toBeTruthy();
    expect(within(article).getByText("<a href='https://example.com'>link</a>")).toBeTruthy();
    expect(within(article).getByText("&amp; stays &amp;")).toBeTruthy();
    expect(container.querySelectorAll("article b, article i, article em, article img, article script, article a")).toHaveLength(0);
  });
});
