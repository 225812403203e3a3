/** The signed-in user as the app sees it (SPEC.md section 3). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export type AuthState = { status: "loading"; user: null } | { status: "signed-in"; user: AuthUser } | { status: "signed-out"; user: null };

/** A local account for the Auth emulator's Google sign-in (ENVIRONMENT.md: the real popup needs Google's servers). */
export interface LocalGoogleAccount {
  name: string;
  email: string;
}

/** The emulator keys a Google account by its `sub`; deriving it from the email keeps the same uid on every sign-in. */
export function localGoogleSubject(email: string): string {
  let hash = 0;
  for (const char of email.trim().toLowerCase()) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return `local-${(hash >>> 0).toString(36)}-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`.slice(0, 120);
}
