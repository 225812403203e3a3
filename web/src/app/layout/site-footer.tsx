import { Link } from "react-router-dom";
import { blogArticleLinks } from "../../features/blog/article-links.ts";

const SUPPORT_EMAIL = "support@jobfit.app";

const linkClass = "text-slate-300 hover:text-white";

interface FooterLink {
  label: string;
  /** A route of the app, followed by the router. */
  to?: string;
  /** Anything else: company pages the app does not show (SPEC.md: plain anchors), social sites, mail. */
  href?: string;
}

const PRODUCT: FooterLink[] = [
  { label: "Resume Optimizer", to: "/optimizer" },
  { label: "Pricing", to: "/subscribe" },
  { label: "Analysis History", to: "/history" },
];
const RESOURCES: FooterLink[] = blogArticleLinks.map((article) => ({ label: article.title, to: `/blog/${article.slug}` }));
const COMPANY: FooterLink[] = [
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
];
const SOCIAL: FooterLink[] = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/jobfit" },
  { label: "X", href: "https://x.com/jobfit" },
  { label: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.to !== undefined) {
    return (
      <Link className={linkClass} to={link.to}>
        {link.label}
      </Link>
    );
  }
  const external = link.href?.startsWith("https://") ?? false;
  return (
    <a className={linkClass} href={link.href} rel={external ? "noopener noreferrer" : undefined}>
      {link.label}
    </a>
  );
}

function FooterList({ links, className = "mt-3 space-y-2 text-sm" }: { links: FooterLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <FooterAnchor link={link} />
        </li>
      ))}
    </ul>
  );
}

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
          <FooterList links={PRODUCT} />
        </nav>
        <nav aria-label="Resources links">
          <h2 className="font-semibold text-sm text-white">Resources</h2>
          <FooterList links={RESOURCES} />
        </nav>
        <nav aria-label="Company links">
          <h2 className="font-semibold text-sm text-white">Company</h2>
          <FooterList links={COMPANY} />
          <FooterList links={SOCIAL} className="mt-4 flex flex-wrap gap-3 text-sm" />
        </nav>
      </div>
      <p className="border-slate-800 border-t py-4 text-center text-slate-400 text-xs">© {new Date().getFullYear()} JobFit</p>
    </footer>
  );
}
