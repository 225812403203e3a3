import { Navigate, useSearchParams } from "react-router-dom";
import { LandingPage } from "../../features/landing/components/landing-page.tsx";

/** "/" is the landing page, except /?loadAnalysis={id} (SPEC.md section 2), which opens that analysis in the optimizer. */
export function HomeRoute() {
  const [params] = useSearchParams();
  const analysisId = params.get("loadAnalysis");
  if (analysisId) return <Navigate to={`/optimizer?loadAnalysis=${encodeURIComponent(analysisId)}`} replace />;
  return <LandingPage />;
}
