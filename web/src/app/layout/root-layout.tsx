import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
      {/* Inside the router: a toast's action is a router link ("Upgrade Plan" to /subscribe). */}
      <Toaster />
    </div>
  );
}

function PageLoading() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 p-6" role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
