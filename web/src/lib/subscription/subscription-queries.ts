/**
 * The subscription data more than one screen reads (the optimizer's AI gate, settings, subscribe): one query each,
 * keyed so a change made anywhere (checkout, cancel) refreshes every reader through invalidation.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, readJson, type SuccessBody } from "../api-client.ts";
import { useAuth } from "../auth/auth-provider.tsx";

export type SubscriptionInfo = SuccessBody<Awaited<ReturnType<(typeof api.api.user)[":uid"]["subscription"]["$get"]>>>;
export type SubscriptionPlan = SuccessBody<Awaited<ReturnType<(typeof api.api)["subscription-plans"]["$get"]>>>[number];

export const subscriptionKeys = {
  all: ["subscription"] as const,
  info: (uid: string | null) => ["subscription", "info", uid] as const,
  plans: ["subscription", "plans"] as const,
};

/** SPEC.md section 8: the subscription query throws "Not authenticated" when there is no user. */
export function subscriptionInfoQueryOptions(uid: string | null) {
  return queryOptions({
    queryKey: subscriptionKeys.info(uid),
    queryFn: async () => {
      if (uid === null) throw new Error("Not authenticated");
      return readJson(await api.api.user[":uid"].subscription.$get({ param: { uid } }));
    },
    enabled: uid !== null,
  });
}

export function useSubscriptionInfo() {
  const { state } = useAuth();
  return useQuery(subscriptionInfoQueryOptions(state.user?.uid ?? null));
}

export const subscriptionPlansQueryOptions = queryOptions({
  queryKey: subscriptionKeys.plans,
  queryFn: async () => readJson(await api.api["subscription-plans"].$get()),
});

export function useSubscriptionPlans() {
  return useQuery(subscriptionPlansQueryOptions);
}
