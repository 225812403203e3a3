import { lazy, Suspense, useState } from "react";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import type { LocalGoogleAccount } from "../../lib/auth/auth-user.ts";
import { Button, type ButtonProps } from "../ui/button.tsx";

// Only against the local emulator, and only once clicked: the dialog primitives stay out of the first download.
const LocalAccountChooser = lazy(() => import("./local-account-chooser.tsx").then((m) => ({ default: m.LocalAccountChooser })));

/** "Sign In with Google": the Google popup in production, the local account chooser against the Auth emulator. */
export function SignInButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const { signIn, signingIn, signInMode } = useAuth();
  const [choosing, setChoosing] = useState(false);

  // The provider already toasted and logged a failure; nothing more to do here.
  const run = (account?: LocalGoogleAccount) => signIn(account).catch(() => {});

  return (
    <>
      <Button
        {...props}
        disabled={signingIn || signInMode === "unknown" || props.disabled}
        onClick={() => (signInMode === "local-emulator" ? setChoosing(true) : void run())}
      >
        {signingIn ? "Signing in..." : "Sign In with Google"}
      </Button>
      {signInMode === "local-emulator" && choosing && (
        <Suspense fallback={null}>
          <LocalAccountChooser
            open={choosing}
            onOpenChange={setChoosing}
            onChoose={(account) => {
              setChoosing(false);
              void run(account);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
