import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * Fails the test that caused stray console output (React's key and act() warnings among it).
 * Shared by the web and extension test setups through `@jobfit/web/testing`.
 */
export function failOnConsoleOutput(): void {
  let consoleCalls: unknown[][] = [];

  beforeEach(() => {
    consoleCalls = [];
    for (const method of ["error", "warn", "log"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleCalls.push([method, ...args]);
      });
    }
  });

  afterEach(() => {
    vi.restoreAllMocks();
    expect(consoleCalls, "unexpected console output").toEqual([]);
  });
}
