import type { User } from "firebase/auth";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { api, readJson, setIdTokenSource } from "../api-client.ts";
import { toast } from "../toast.ts";
import type { AuthState, AuthUser, LocalGoogleAccount } from "./auth-user.ts";
import { localGoogleSubject } from "./auth-user.ts";
import { loadFirebaseAuth } from "./firebase-client.ts";

export interface AuthContextValue {
  state: AuthState;
  /** Which sign-in the button offers: the real Google popup, or the local account chooser of the emulator. */
  signInMode: "google-popup" | "local-emulator" | "unknown";
  signingIn: boolean;
  /** Production: the Google popup. Local emulator: signs in as the given account (the chooser collects it). */
  signIn(localAccount?: LocalGoogleAccount): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

/** POST /api/user after every sign-in; SPEC.md section 4: a failure is only logged. */
async function syncUserProfile(user: AuthUser): Promise<void> {
  try {
    await readJson(
      await api.api.user.$post({ json: { id: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL } }),
    );
  } catch (error) {
    console.error("Failed to sync user profile with backend", error);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null });
  const [signInMode, setSignInMode] = useState<AuthContextValue["signInMode"]>("unknown");
  const [signingIn, setSigningIn] = useState(false);
  const currentUser = useRef<User | null>(null);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    setIdTokenSource(async () => (currentUser.current ? currentUser.current.getIdToken() : null));
    loadFirebaseAuth().then(
      ({ auth, config, sdk }) => {
        if (cancelled) return;
        setSignInMode(config.mode === "emulator" ? "local-emulator" : "google-popup");
        unsubscribe = sdk.onAuthStateChanged(auth, (user) => {
          currentUser.current = user;
          setState(user ? { status: "signed-in", user: toAuthUser(user) } : { status: "signed-out", user: null });
        });
      },
      (error: unknown) => {
        // Without the identity provider the app still works signed out (analysis needs no account).
        console.error("Could not load sign-in", error);
        if (!cancelled) setState({ status: "signed-out", user: null });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);

  const signIn = useCallback(async (localAccount?: LocalGoogleAccount) => {
    setSigningIn(true);
    try {
      const { auth, config, sdk } = await loadFirebaseAuth();
      let credential: Awaited<ReturnType<typeof sdk.signInWithPopup>>;
      if (config.mode === "emulator") {
        if (!localAccount) throw new Error("The local sign-in needs a name and an email");
        const googleIdToken = JSON.stringify({
          sub: localGoogleSubject(localAccount.email),
          email: localAccount.email.trim(),
          email_verified: true,
          name: localAccount.name.trim(),
        });
        credential = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(googleIdToken));
      } else {
        const provider = new sdk.GoogleAuthProvider();
        provider.addScope("email");
        provider.addScope("profile");
        credential = await sdk.signInWithPopup(auth, provider);
      }
      currentUser.current = credential.user;
      await syncUserProfile(toAuthUser(credential.user));
      toast({ title: "Signed in successfully" });
    } catch (error) {
      console.error("Sign in failed", error);
      toast({ title: "Sign in failed", description: "Please try again", variant: "destructive" });
      throw error;
    } finally {
      setSigningIn(false);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      const { auth, sdk } = await loadFirebaseAuth();
      await sdk.signOut(auth);
      currentUser.current = null;
      toast({ title: "Signed out" });
    } catch (error) {
      console.error("Sign out failed", error);
      toast({ title: "Sign out failed", description: "Please try again", variant: "destructive" });
      throw error;
    }
  }, []);

  const value = useMemo(() => ({ state, signInMode, signingIn, signIn, signOut }), [state, signInMode, signingIn, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** The signed-in user or null (also null while loading). */
export function useCurrentUser(): AuthUser | null {
  return useAuth().state.user;
}

/** A provider for tests and the extension-free component tests: a fixed auth state, sign-in and -out as given. */
export function StaticAuthProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext value={value}>{children}</AuthContext>;
}
