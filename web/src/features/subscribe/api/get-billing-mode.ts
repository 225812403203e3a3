/** GET /api/client-config, for its billing mode: "sandbox" (local, no card is charged) or "stripe". */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export async function getBillingMode() {
  const config = await readJson(await api.api["client-config"].$get());
  return config.billing;
}

export type BillingMode = Awaited<ReturnType<typeof getBillingMode>>;

export const billingModeQueryOptions = queryOptions({ queryKey: ["client-config", "billing"] as const, queryFn: getBillingMode });

export function useBillingMode() {
  return useQuery(billingModeQueryOptions);
}
