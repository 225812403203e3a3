import { afterEach, describe, expect, it, vi } from "vitest";
import { api, isRequestError, RequestError, readJson } from "./api-client.ts";

afterEach(() => vi.restoreAllMocks());

function answer(status: number, body: string, statusText = "") {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body === "" ? null : body, { status, statusText }));
}

describe("readJson", () => {
  it("returns the body of a success", async () => {
    answer(200, JSON.stringify({ status: "ok" }));
    await expect(readJson(await api.api.health.$get())).resolves.toMatchObject({ status: "ok" });
  });

  it.each([
    [429, JSON.stringify({ error: { code: "rate_limited", message: "Too many requests" } }), "", "429: Too many requests"],
    [502, "upstream failed", "Bad Gateway", "502: upstream failed"],
    [503, "", "Service Unavailable", "503: Service Unavailable"],
    [400, JSON.stringify({ error: { code: "x", message: "" } }), "", '400: {"error":{"code":"x","message":""}}'],
  ])("turns a %i into a RequestError reading 'status: message'", async (status, body, statusText, message) => {
    answer(status, body, statusText);
    const error = await readJson(await api.api.health.$get()).catch((caught: unknown) => caught);
    expect(isRequestError(error)).toBe(true);
    expect(error).toMatchObject({ name: "RequestError", status, message });
  });

  it("recognises a RequestError by its name, as errors lose their prototype across boundaries", () => {
    expect(isRequestError({ name: "RequestError", status: 500, message: "500: x" })).toBe(false);
    expect(isRequestError(Object.assign(new Error("500: x"), { name: "RequestError", status: 500 }))).toBe(true);
    expect(isRequestError(new RequestError(404, "404: Not found"))).toBe(true);
  });
});
