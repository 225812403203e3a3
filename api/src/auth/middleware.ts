/**
 * Identity on every request: a Bearer token is verified and its user set on the context; no token is a visitor.
 * The client never decides who it is: a userId in a body or a uid in a path must equal the verified uid.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { ApiError } from "../errors.ts";
import type { IdentityProvider, SignedInUser } from "./identity.ts";

export interface IdentityVariables {
  user: SignedInUser | null;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Sets `user` (or null for a visitor); a token that is present but invalid is a 401, never a visitor. */
export function identify(identityProvider: () => IdentityProvider) {
  return createMiddleware<{ Variables: IdentityVariables }>(async (c, next) => {
    const header = c.req.header("Authorization");
    if (header === undefined || header.trim() === "") {
      c.set("user", null);
      return next();
    }
    const token = header.match(BEARER)?.[1];
    const user = token ? await identityProvider().verify(token) : null;
    if (!user) throw new ApiError(401, "unauthenticated", "Your sign-in has expired or is invalid. Please sign in again.");
    c.set("user", user);
    return next();
  });
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(c: Context<{ Variables: IdentityVariables }>): SignedInUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, "unauthenticated", "Authentication required");
  return user;
}

/** A userId or uid from the request must be the caller's own: else 403. */
export function requireSameUser(c: Context<{ Variables: IdentityVariables }>, claimedUid: string): SignedInUser {
  const user = requireUser(c);
  if (user.uid !== claimedUid) throw new ApiError(403, "forbidden", "That account is not yours");
  return user;
}
