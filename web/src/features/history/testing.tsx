/** What the history tests share: the screen inside the app's providers, auth states and a stubbed API. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { vi } from "vitest";
import { Toaster } from "../../components/ui/toaster.tsx";
import { type AuthContextValue, StaticAuthProvider } from "../../lib/auth/auth-provider.tsx";
import { dismissToast } from "../../lib/toast.ts";

export const TEST_USER = { uid: "user-1", displayName: "Robin Tester", email: "robin@example.com", photoURL: null };

export function authAs(status: "signed-in" | "signed-out" | "loading"): AuthContextValue {
  const base = { signInMode: "google-popup" as const, signingIn: false, signIn: async () => {}, signOut: async () => {} };
  if (status === "signed-in") return { ...base, state: { status, user: TEST_USER } };
  return { ...base, state: { status, user: null } };
}

export function renderScreen(ui: ReactElement, { auth = authAs("signed-in"), route = "/history" } = {}) {
  dismissToast();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <StaticAuthProvider value={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </StaticAuthProvider>
    </QueryClientProvider>,
  );
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** Answers the API's calls by "METHOD /path"; anything unexpected is a 599, so the test sees it. Returns the URLs asked. */
export function stubApi(handlers: Record<string, (url: URL) => Response | Promise<Response>>): URL[] {
  const requested: URL[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requested.push(url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(url) : new Response(`unexpected ${request.method} ${url.pathname}`, { status: 599 });
  });
  return requested;
}
