/** POST /api/create-subscription: starts checkout for a plan's price; answers the payment's client secret. */
import { useMutation } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";

export interface CreateSubscriptionInput {
  priceId: string;
  userId: string;
}

export async function createSubscription(input: CreateSubscriptionInput) {
  return readJson(await api.api["create-subscription"].$post({ json: input }));
}

export function useCreateSubscription() {
  return useMutation({ mutationKey: ["create-subscription"], mutationFn: createSubscription });
}
