/** What the screen tests share: a screen inside the app's providers at a route, auth states, a stubbed API and the toast. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { expect, vi } from "vitest";
import { Toaster } from "../components/ui/toaster.tsx";
import { type AuthContextValue, StaticAuthProvider } from "../lib/auth/auth-provider.tsx";
import { dismissToast } from "../lib/toast.ts";

export const TEST_USER = { uid: "user-1", displayName: "Robin Tester", email: "robin@example.com", photoURL: null };

/** The test user's subscription request, as stubApi keys it. */
export const GET_SUBSCRIPTION = `GET /api/user/${TEST_USER.uid}/subscription`;

/** A subscription answer: the Free plan with its weekly AI optimization still open, changed by `overrides`. */
export function subscriptionInfo(overrides: Record<string, unknown> = {}) {
  return {
    subscriptionPlan: "free",
    subscriptionStatus: "active",
    currentPeriodEnd: null,
    monthlyOptimizerUsage: 0,
    optimizerAccess: { allowed: true, reason: "1 free AI optimization this week." },
    ...overrides,
  };
}

export function authAs(status: "signed-in" | "signed-out" | "loading"): AuthContextValue {
  const base = { signInMode: "google-popup" as const, signingIn: false, signIn: async () => {}, signOut: async () => {} };
  if (status === "signed-in") return { ...base, state: { status, user: TEST_USER } };
  return { ...base, state: { status, user: null } };
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** The screen at `route`; "/" is a stand-in home page, so a redirect there shows. */
export function renderScreen(ui: ReactElement, { auth = authAs("signed-in"), route }: { auth?: AuthContextValue; route: string }) {
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
            <Route path="/" element={<p>Home page</p>} />
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

/** `renderScreen` at this screen's route unless a test names another. */
export function screenRendererAt(defaultRoute: string, defaultAuth: AuthContextValue = authAs("signed-in")) {
  return (ui: ReactElement, { auth = defaultAuth, route = defaultRoute }: { auth?: AuthContextValue; route?: string } = {}) =>
    renderScreen(ui, { auth, route });
}

export const currentLocation = () => screen.getByTestId("location").textContent;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

export const apiError = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

export interface StubbedRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** Answers the API's calls by "METHOD /path"; anything unexpected is a 599, so the test sees it. */
export function stubApi(handlers: Record<string, (request: StubbedRequest) => Response | Promise<Response>>): StubbedRequest[] {
  const requests: StubbedRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === "GET" ? "" : await request.clone().text();
    const url = new URL(request.url);
    let body: unknown = text;
    try {
      body = text === "" ? null : JSON.parse(text);
    } catch {
      // A form body (an upload) stays text.
    }
    const stubbed = { method: request.method, path: url.pathname, url, body };
    requests.push(stubbed);
    const handler = handlers[`${stubbed.method} ${stubbed.path}`];
    return handler ? handler(stubbed) : new Response(`unexpected ${stubbed.method} ${stubbed.path}`, { status: 599 });
  });
  return requests;
}

export const pending = () => new Promise<Response>(() => {});

/** The one toast shows this title and, when given, this description. */
export async function expectToast(title: string, description?: string): Promise<void> {
  await vi.waitFor(() => {
    const toast = screen.getByTestId("toast");
    expect(within(toast).getByText(title)).toBeTruthy();
    if (description !== undefined) expect(within(toast).getByText(description)).toBeTruthy();
  });
}
