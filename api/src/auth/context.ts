/**
 * The running server's identity provider. server.ts creates it from the environment and calls `setIdentityProvider`
 * before listening; the identify middleware reads it with `getIdentityProvider`. Tests set the emulator's.
 */
import type { IdentityProvider } from "./identity.ts";

let current: IdentityProvider | null = null;

export function setIdentityProvider(provider: IdentityProvider | null): void {
  current = provider;
}

export function getIdentityProvider(): IdentityProvider {
  if (!current) throw new Error("No identity provider: call setIdentityProvider() at start-up, before serving requests");
  return current;
}
