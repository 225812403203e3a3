/**
 * Who is calling: a signed-in user verified from a Firebase ID token, or a visitor. The provider is chosen at
 * start-up: Firebase Auth in production, the Firebase Auth emulator locally (ARCHITECTURE.md sections 3 and 4).
 */

export interface SignedInUser {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

export interface IdentityProvider {
  readonly kind: "firebase" | "firebase-emulator";
  /** The user an ID token names, or null when the token is invalid, expired or revoked. */
  verify(idToken: string): Promise<SignedInUser | null>;
  /** A custom token the extension exchanges for its own sign-in (the hand-off of ARCHITECTURE.md section 4). */
  createCustomToken(uid: string): Promise<string>;
  /** Deletes the sign-in account (account deletion); an account that is already gone is not an error. */
  deleteAccount(uid: string): Promise<void>;
}
