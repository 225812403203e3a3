import { Link } from "react-router-dom";
import { blogArticleLinks } from "../../features/blog/article-links.ts";

const SUPPORT_EMAIL = "support@jobfit.app";

const linkClass = "text-slate-300 hover:text-white";

/** SPEC.md section 2: product links, the three articles, company pages (plain anchors), social and support mail. */
export function SiteFooter() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-lg text-white">JobFit</p>
          <p className="mt-2 text-sm">Match your resume to the job, see why, and close the gap.</p>
        </div>
        <nav aria-label="Product links">
          <h2 className="font-semibold text-sm text-white">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to="/optimizer">
                Resume Optimizer
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/subscribe">
                Pricing
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/history">
                Analysis History
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Resources links">
          <h2 className="font-semibold text-sm text-white">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {blogArticleLinks.map((article) => (
              <li key={article.slug}>
                <Link className={linkClass} to={`/blog/${article.slug}`}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company links">
          <h2 className="font-semibold text-sm text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={linkClass} href="/about">
                About
              </a>
            </li>
            <li>
              <a className={linkClass} href="/contact">
                Contact
              </a>
            </li>
            <li>
              <a className={linkClass} href="/privacy">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className={linkClass} href="/terms">
                Terms of Service
              </a>
            </li>
          </ul>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            <li>
              <a className={linkClass} href="https://www.linkedin.com/company/jobfit" rel="noopener noreferrer">
                LinkedIn
              </a>
            </li>
            <li>
              <a className={linkClass} href="https://x.com/jobfit" rel="noopener noreferrer">
                X
              </a>
            </li>
            <li>
              <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-slate-800 border-t py-4 text-center text-slate-400 text-xs">© {new Date().getFullYear()} JobFit</p>
    </footer>
  );
}
