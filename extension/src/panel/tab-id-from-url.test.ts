import { describe, expect, it } from "vitest";
import { tabIdFromPanelUrl } from "./tab-id-from-url.ts";

describe("tabIdFromPanelUrl", () => {
  it.each([
    ["?tabId=42", 42],
    ["?foo=1&tabId=7", 7],
    ["", null],
    ["?tabId=", null],
    ["?tabId=-1", null],
    ["?tabId=4.5", null],
    ["?tabId=abc", null],
    ["?tabId=99999999999999999999", null],
  ])("reads %j as %j", (search, expected) => {
    expect(tabIdFromPanelUrl(search)).toBe(expected);
  });
});
