import { Link } from "react-router-dom";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { type BlogArticle, blogArticles } from "../articles/index.ts";
import { ArticleMeta, ArticleTags } from "./article-meta.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

/** /blog: the three static articles, newest first, and the newsletter sign-up. */
export function BlogPage() {
  useDocumentTitle("Blog");
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="font-bold text-4xl text-slate-900 tracking-tight">The JobFit Blog</h1>
        <p className="mt-3 text-lg text-slate-700">
          Practical advice on writing a resume that applicant tracking systems can read and recruiters want to read.
        </p>
      </header>

      <ul aria-label="Articles" className="mt-10 grid gap-6">
        {blogArticles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>

      <section aria-labelledby="newsletter-heading" className="mt-14 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:p-8">
        <h2 id="newsletter-heading" className="font-bold text-2xl text-slate-900">
          Get new articles by email
        </h2>
        <p className="mt-2 mb-5 max-w-xl text-slate-700">We send one email when a new article is published, and nothing else.</p>
        <div className="max-w-xl">
          <NewsletterForm />
        </div>
      </section>
    </div>
  );
}

function ArticleCard({ article }: { article: BlogArticle }) {
  const href = `/blog/${article.slug}`;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <ArticleTags tags={article.tags} />
      <h2 className="mt-3 font-semibold text-2xl text-slate-900 leading-snug">
        <Link to={href} className="hover:text-indigo-800 hover:underline">
          {article.title}
        </Link>
      </h2>
      <ArticleMeta date={article.date} readTime={article.readTime} className="mt-2" />
      <p className="mt-3 text-slate-700 leading-relaxed">{article.excerpt}</p>
      <Link
        to={href}
        aria-label={`Read article: ${article.title}`}
        className="mt-4 inline-block font-medium text-indigo-800 text-sm hover:underline"
      >
        Read article <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}
