import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ClosingCtaSection } from "./closing-cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { PlansSection } from "./plans-section.tsx";

/**
 * The landing page (SPEC.md section 2). It ships in the entry chunk, so it stays static: no API calls, no images
 * beyond inline SVG, nothing heavier than the shared UI primitives.
 */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <PlansSection />
      <ClosingCtaSection />
    </>
  );
}
