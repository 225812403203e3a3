import { describe, expect, it } from "vitest";
import { type ClientConfigSource, createClientConfigRoutes } from "./client-config.ts";

const emulator: ClientConfigSource = {
  identity: { mode: "emulator", projectId: "demo-jobfit", emulatorHost: "127.0.0.1:9199" },
  webApiKey: undefined,
  authDomain: undefined,
  billing: { kind: "sandbox" },
};
const account = { projectId: "jobfit-prod", clientEmail: "api@jobfit-prod.iam", privateKey: "-----KEY-----" };

describe("GET /api/client-config", () => {
  it("points the browser at the emulator the API verifies tokens with", async () => {
    const res = await createClientConfigRoutes(() => emulator).request("/");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      auth: { mode: "emulator", projectId: "demo-jobfit", emulatorUrl: "http://127.0.0.1:9199" },
      billing: "sandbox",
    });
  });

  it("gives real Firebase's public web config, defaulting the auth domain to the project's", async () => {
    const source: ClientConfigSource = {
      identity: { mode: "firebase", projectId: "jobfit-prod", serviceAccount: account },
      webApiKey: "web-key",
      authDomain: undefined,
      billing: { kind: "stripe" },
    };
    const res = await createClientConfigRoutes(() => source).request("/");
    expect(await res.json()).toEqual({
      auth: { mode: "firebase", projectId: "jobfit-prod", apiKey: "web-key", authDomain: "jobfit-prod.firebaseapp.com" },
      billing: "stripe",
    });
  });

  it("never reveals the service account", async () => {
    const source: ClientConfigSource = {
      identity: { mode: "firebase", projectId: "jobfit-prod", serviceAccount: account },
      webApiKey: "web-key",
      authDomain: "login.jobfit.example",
      billing: { kind: "sandbox" },
    };
    const text = await (await createClientConfigRoutes(() => source).request("/")).text();
    expect(text).not.toContain("KEY");
    expect(text).not.toContain("iam");
    expect(JSON.parse(text).auth.authDomain).toBe("login.jobfit.example");
  });
});
