import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { RootLayout } from "./layout/root-layout.tsx";
import { RouteError } from "./layout/route-error.tsx";
import { HomeRoute } from "./routes/home-route.tsx";

/** Every screen but the landing page is its own chunk, loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute />, errorElement: <RouteError /> },
      {
        path: "optimizer",
        errorElement: <RouteError />,
        lazy: () => import("../features/optimizer/components/optimizer-page.tsx").then((m) => ({ Component: m.OptimizerPage })),
      },
      {
        path: "history",
        errorElement: <RouteError />,
        lazy: () => import("../features/history/components/history-page.tsx").then((m) => ({ Component: m.HistoryPage })),
      },
      {
        path: "subscribe",
        errorElement: <RouteError />,
        lazy: () => import("../features/subscribe/components/subscribe-page.tsx").then((m) => ({ Component: m.SubscribePage })),
      },
      {
        path: "settings",
        errorElement: <RouteError />,
        lazy: () => import("../features/settings/components/settings-page.tsx").then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: "blog",
        errorElement: <RouteError />,
        lazy: () => import("../features/blog/components/blog-page.tsx").then((m) => ({ Component: m.BlogPage })),
      },
      {
        path: "blog/:slug",
        errorElement: <RouteError />,
        lazy: () => import("../features/blog/components/blog-article-page.tsx").then((m) => ({ Component: m.BlogArticlePage })),
      },
      {
        path: "*",
        lazy: () => import("../features/not-found/components/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
