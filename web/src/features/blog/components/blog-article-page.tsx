import { Link, useParams } from "react-router-dom";
import { PageNotFound } from "../../../components/layout/page-not-found.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { type BlogArticle, type BlogBlock, blogArticles, findBlogArticle } from "../articles/index.ts";
import { ArticleMeta, ArticleTags } from "./article-meta.tsx";

/** /blog/:slug — the article rendered from its structured data. Every string is React text, never HTML. */
export function BlogArticlePage() {
  const { slug = "" } = useParams();
  const article = findBlogArticle(slug);
  useDocumentTitle(article ? article.title : "Page Not Found");
  return article ? <BlogArticleView article={article} /> : <ArticleNotFound />;
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1 font-medium text-indigo-800 text-sm hover:underline">
      <span aria-hidden="true">←</span> Back to Blog
    </Link>
  );
}

/** One article's page body; exported so its rendering can be tested with any data. */
export function BlogArticleView({ article }: { article: BlogArticle }) {
  const others = blogArticles.filter((other) => other.slug !== article.slug);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <BackToBlog />
      <article className="mt-6">
        <header>
          <ArticleTags tags={article.tags} />
          <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{article.description}</p>
          <ArticleMeta date={article.date} readTime={article.readTime} className="mt-4" />
        </header>
        {article.sections.map((section, index) => {
          const headingId = `section-${index + 1}`;
          return (
            <section key={section.heading} aria-labelledby={headingId} className="mt-10">
              <h2 id={headingId} className="font-semibold text-2xl text-slate-900">
                {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are fixed data that never reorder: their position is their identity.
                <ArticleBlock key={blockIndex} block={block} />
              ))}
            </section>
          );
        })}
      </article>

      <aside aria-labelledby="article-cta-heading" className="mt-14 rounded-2xl bg-indigo-50 p-6 sm:p-8">
        <h2 id="article-cta-heading" className="font-bold text-slate-900 text-xl">
          Put it into practice
        </h2>
        <p className="mt-2 text-slate-700">
          Paste a job description and your resume to see your match score and the keywords you are missing. No account needed.
        </p>
        <Button asChild className="mt-5">
          <Link to="/optimizer">Analyze My Resume</Link>
        </Button>
      </aside>

      <nav aria-label="More articles" className="mt-12 border-slate-200 border-t pt-8">
        <h2 className="font-semibold text-lg text-slate-900">More articles</h2>
        <ul className="mt-3 space-y-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={`/blog/${other.slug}`} className="text-indigo-800 hover:underline">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <BackToBlog />
        </div>
      </nav>
    </div>
  );
}

function ArticleBlock({ block }: { block: BlogBlock }) {
  if (block.kind === "paragraph") return <p className="mt-4 text-slate-800 leading-relaxed">{block.text}</p>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800 leading-relaxed marker:text-indigo-700">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** An unknown slug reads like the app's 404 page: the same "Page Not Found" heading and tab title. */
function ArticleNotFound() {
  return (
    <PageNotFound explanation="There is no article at this address. It may have moved, or the link may be mistyped.">
      <Button asChild>
        <Link to="/blog">Browse the Blog</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/">Go to Home</Link>
      </Button>
    </PageNotFound>
  );
}
