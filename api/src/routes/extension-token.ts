/**
 * The browser extension's sign-in hand-off (ARCHITECTURE.md section 4): the signed-in web app asks for a Firebase
 * custom token for its user and passes it to the extension, which signs in with it. Only the verified caller's own
 * uid is ever put in a token. POST, with the ID token in the Authorization header (never a cookie), so no other site
 * can make a signed-in browser mint one.
 */
import { Hono } from "hono";
import { getIdentityProvider } from "../auth/context.ts";
import { type IdentityVariables, requireUser } from "../auth/middleware.ts";

export const extensionTokenRoutes = new Hono<{ Variables: IdentityVariables }>().post("/custom-token", async (c) => {
  const user = requireUser(c);
  const customToken = await getIdentityProvider().createCustomToken(user.uid);
  // A credential: no cache may keep it.
  c.header("Cache-Control", "no-store");
  return c.json({ customToken }, 200);
});
