/** POST /api/cancel-subscription: the paid plan ends at its period's end; answers when (cancelAt, ISO 8601). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";
import { subscriptionKeys } from "../../../lib/subscription/subscription-queries.ts";

export async function cancelSubscription(userId: string) {
  return readJson(await api.api["cancel-subscription"].$post({ json: { userId } }));
}

/** SPEC.md section 4: after cancelling, the subscription info is refetched. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["cancel-subscription"],
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
