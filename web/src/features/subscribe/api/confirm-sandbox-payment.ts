/**
 * POST /api/sandbox/confirm-payment: the sandbox's stand-in for the card form's confirmation (Stripe's test cards:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined). Success changes the plan, so every subscription
 * reader is refreshed.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "../../../lib/api-client.ts";
import { subscriptionKeys } from "../../../lib/subscription/subscription-queries.ts";

export interface ConfirmSandboxPaymentInput {
  clientSecret: string;
  card: string;
}

export async function confirmSandboxPayment(input: ConfirmSandboxPaymentInput) {
  return readJson(await api.api.sandbox["confirm-payment"].$post({ json: input }));
}

export function useConfirmSandboxPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["confirm-sandbox-payment"],
    mutationFn: confirmSandboxPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
