import { afterEach, beforeEach, expect, vi } from "vitest";

// Stray console output (React's act() warnings among it) fails the test that caused it.
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
