import { useEffect } from "react";

/** Sets the tab title for a screen ("Analysis History · JobFit"); the bare product name on the landing page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · JobFit` : "JobFit — resume match score and ATS checks";
  }, [title]);
}
