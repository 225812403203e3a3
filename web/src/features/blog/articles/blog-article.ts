/**
 * A static blog article (SPEC.md section 3) with its body as structured data: plain text in paragraphs and lists,
 * never HTML or markdown, so the article screen renders every string as text.
 */

export interface BlogParagraph {
  kind: "paragraph";
  text: string;
}

export interface BlogList {
  kind: "list";
  items: string[];
}

export type BlogBlock = BlogParagraph | BlogList;

export interface BlogSection {
  heading: string;
  blocks: BlogBlock[];
}

export interface BlogArticle {
  title: string;
  /** One sentence for the page's meta description and the article header. */
  description: string;
  /** The last segment of the article's route, /blog/{slug}. */
  slug: string;
  /** ISO calendar date, "2025-01-15". */
  date: string;
  /** Minutes. */
  readTime: number;
  tags: string[];
  /** The teaser shown on the blog list. */
  excerpt: string;
  sections: BlogSection[];
}
