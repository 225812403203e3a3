import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AppProviders, createAppQueryClient } from "./providers.tsx";
import { createAppRouter } from "./router.tsx";

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
