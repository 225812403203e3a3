import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedAnalysesKey } from "../../../lib/saved-analyses-key.ts";
import { useAnalyzeResume } from "./analyze-resume.ts";

afterEach(() => vi.restoreAllMocks());

const request = { resumeText: "Sam", companyName: "Acme", jobTitle: "Engineer", jobDescription: "TypeScript", userId: "user-1" };

function setUp(answer: Record<string, unknown>) {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(answer), { status: 200 }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(savedAnalysesKey("user-1"), { pages: [], pageParams: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useAnalyzeResume(), { wrapper });
  return { queryClient, result };
}

describe("useAnalyzeResume", () => {
  it("marks the saved-analyses list stale once an analysis is saved, so History shows it", async () => {
    const { queryClient, result } = setUp({ id: "a-1", overallScore: 80 });
    await act(() => result.current.mutateAsync(request));
    expect(queryClient.getQueryState(savedAnalysesKey("user-1"))?.isInvalidated).toBe(true);
  });

  it("leaves the list alone when nothing was saved (a visitor's analysis)", async () => {
    const { queryClient, result } = setUp({ overallScore: 80 });
    await act(() => result.current.mutateAsync({ ...request, userId: null }));
    expect(queryClient.getQueryState(savedAnalysesKey("user-1"))?.isInvalidated).toBe(false);
  });
});
