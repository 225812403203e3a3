import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { failOnConsoleOutput } from "./console-guard.ts";

// After-hooks run last-registered first: cleanup() runs before the guard reads what was printed.
failOnConsoleOutput();
afterEach(() => cleanup());
