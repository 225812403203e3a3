/** The subscribe tests' screen helpers: the shared ones (src/test/render-screen.tsx) with /subscribe as the route. */
import type { ReactElement } from "react";
import type { AuthContextValue } from "../../lib/auth/auth-provider.tsx";
import { authAs, renderScreen as renderAt } from "../../test/render-screen.tsx";

export {
  apiError,
  authAs,
  currentLocation,
  expectToast,
  jsonResponse,
  pending,
  type StubbedRequest,
  stubApi,
  TEST_USER,
} from "../../test/render-screen.tsx";

export function renderScreen(
  ui: ReactElement,
  { auth = authAs("signed-in"), route = "/subscribe" }: { auth?: AuthContextValue; route?: string } = {},
) {
  return renderAt(ui, { auth, route });
}
