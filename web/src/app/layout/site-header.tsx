import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router-dom";
import { SignInButton } from "../../components/layout/sign-in-button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import { cn } from "../../lib/class-names.ts";

// Signed-in only, and it brings the menu primitives: not part of what a first visit downloads.
const UserMenu = lazy(() => import("../../components/layout/user-menu.tsx").then((m) => ({ default: m.UserMenu })));

const EVERYONE = [
  { to: "/", label: "Home" },
  { to: "/optimizer", label: "Optimizer" },
  { to: "/blog", label: "Blog" },
] as const;
const SIGNED_IN = [
  { to: "/history", label: "History" },
  { to: "/subscribe", label: "Upgrade" },
  { to: "/settings", label: "Settings" },
] as const;

/** SPEC.md section 2: Home, Optimizer, Blog for everyone; History, Upgrade, Settings only when signed in. */
export function SiteHeader() {
  const { state } = useAuth();
  const links = state.status === "signed-in" ? [...EVERYONE, ...SIGNED_IN] : EVERYONE;
  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="font-bold text-indigo-800 text-xl tracking-tight">
          JobFit
        </Link>
        <nav aria-label="Main" className="order-3 flex w-full gap-1 overflow-x-auto sm:order-none sm:w-auto">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900",
                  isActive && "bg-indigo-50 text-indigo-800",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center">
          {state.status === "loading" ? (
            <Skeleton className="h-9 w-36" />
          ) : state.status === "signed-in" ? (
            <Suspense fallback={<Skeleton className="h-9 w-9 rounded-full" />}>
              <UserMenu user={state.user} />
            </Suspense>
          ) : (
            <SignInButton size="sm" />
          )}
        </div>
      </div>
    </header>
  );
}
