import { useState } from "react";
import { browser } from "wxt/browser";
import type { JobFitOrigins } from "../lib/origins.ts";
import { sendToExtension } from "../messaging/messages.ts";
import type { SignedInAccount } from "../storage.ts";

/**
 * Signed in: who, and Sign out. Signed out: the way in, which is the web app's Settings page ("Connect the extension"
 * hands the web app's sign-in over to the extension).
 */
export function AccountBar({ account, origins }: { account: SignedInAccount | null; origins: JobFitOrigins | null }) {
  const [error, setError] = useState<string | null>(null);
  if (account === null) {
    return (
      <div className="panel__account">
        <button
          type="button"
          className="panel__link-button"
          disabled={origins === null}
          onClick={() => origins && void browser.tabs.create({ url: `${origins.web}/settings` })}
        >
          Sign in
        </button>
      </div>
    );
  }
  const signOut = async () => {
    setError(null);
    try {
      await sendToExtension({ type: "jobfit:sign-out" });
    } catch {
      setError("Sign out failed");
    }
  };
  return (
    <div className="panel__account">
      <span className="panel__account-name">Signed in as {account.email ?? account.displayName ?? account.uid}</span>
      <button type="button" className="panel__link-button" onClick={() => void signOut()}>
        Sign out
      </button>
      {error !== null && (
        <span className="panel__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
