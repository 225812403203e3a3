import { useEffect, useState } from "react";
import { currentOrigins, type JobFitOrigins } from "../lib/origins.ts";

/** Where the API and the web app are; null for the moment it takes to read them. */
export function useOrigins(): JobFitOrigins | null {
  const [origins, setOrigins] = useState<JobFitOrigins | null>(null);
  useEffect(() => {
    let active = true;
    void currentOrigins().then((value) => {
      if (active) setOrigins(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return origins;
}
