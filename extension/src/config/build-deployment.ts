/** This build's deployment, baked in by wxt.config.ts (and by vitest.config.ts for the unit tests). */
import type { Deployment } from "./deployment.ts";

declare const __JOBFIT_DEPLOYMENT__: Deployment;

export const deployment: Deployment = __JOBFIT_DEPLOYMENT__;
