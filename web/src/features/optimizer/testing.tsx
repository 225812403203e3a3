/** What the optimizer's component tests share: providers around a screen, auth states, and a stubbed API. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
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

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders `ui` at `route` with a fresh QueryClient (the app's settings), a fixed auth state and the one Toaster. */
export function renderWithProviders(ui: ReactElement, { auth = authAs("signed-out"), route = "/optimizer" } = {}) {
  dismissToast();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StaticAuthProvider value={auth}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentLocation />
          <Toaster />
        </MemoryRouter>
      </StaticAuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export interface StubbedRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: StubbedRequest) => Response | Promise<Response>;

/**
 * Answers the API's calls by "METHOD /path" (the path without the query); anything unexpected is a 599 so a test
 * fails on it. Returns the requests made, for assertions.
 */
export function stubApi(handlers: Record<string, Handler>): StubbedRequest[] {
  const requests: StubbedRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = request.method === "GET" ? "" : await request.clone().text();
    let body: unknown = text;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      // A form body stays text.
    }
    const stubbed = { method: request.method, path, body };
    requests.push(stubbed);
    const handler = handlers[`${request.method} ${path}`];
    return handler ? handler(stubbed) : new Response(`unexpected ${request.method} ${path}`, { status: 599 });
  });
  return requests;
}

/** A promise that never settles: a request still in flight. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => {});
}
