import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import type { SubscriptionPlan } from "../../../lib/subscription/subscription-queries.ts";
import { toast } from "../../../lib/toast.ts";
import { useConfirmSandboxPayment } from "../api/confirm-sandbox-payment.ts";
import { useBillingMode } from "../api/get-billing-mode.ts";
import { paymentFailure } from "../utils/payment-failure.ts";

export interface CheckoutFormProps {
  plan: SubscriptionPlan;
  clientSecret: string;
  onBack: () => void;
}

/** SPEC.md section 7: the return URL after a successful payment. */
export const CHECKOUT_RETURN_PATH = "/settings?subscription=success";

/**
 * The payment step of checkout. With the sandbox billing provider the card number goes to the API's sandbox, which
 * confirms locally and charges nothing; with Stripe the Payment Element would take the card, and this build has none.
 */
export function CheckoutForm({ plan, clientSecret, onBack }: CheckoutFormProps) {
  const billingMode = useBillingMode();
  const confirm = useConfirmSandboxPayment();
  const navigate = useNavigate();
  const [card, setCard] = useState("");
  const cardId = useId();
  const sandboxHeadingId = useId();
  const sandbox = billingMode.data === "sandbox";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sandbox || card.trim() === "") return;
    confirm.mutate(
      { clientSecret, card: card.trim() },
      {
        onSuccess: () => {
          toast({ title: "Payment Successful", description: `Welcome to ${plan.name}! Your subscription is active.` });
          navigate(CHECKOUT_RETURN_PATH);
        },
        onError: (error) => toast({ ...paymentFailure(error), variant: "destructive" }),
      },
    );
  };

  return (
    <Card className="mx-auto w-full max-w-lg">
      <form onSubmit={submit} aria-label="Payment">
        <CardHeader>
          <h2 className="font-semibold text-lg leading-tight">Complete Your Subscription</h2>
          <CardDescription>
            {plan.name} — ${plan.price.toFixed(2)}/{plan.interval}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {billingMode.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : sandbox ? (
            <>
              <section
                aria-labelledby={sandboxHeadingId}
                className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800 text-sm"
              >
                <p id={sandboxHeadingId} className="font-semibold">
                  Sandbox — no card is charged
                </p>
                <p>
                  This server uses the sandbox billing provider: the payment is confirmed locally. Use the test card 4242 4242 4242 4242;
                  4000 0000 0000 0002 is declined.
                </p>
              </section>
              <div className="grid gap-2">
                <Label htmlFor={cardId}>Card number</Label>
                <Input
                  id={cardId}
                  value={card}
                  onChange={(event) => setCard(event.target.value)}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  maxLength={64}
                  required
                />
              </div>
            </>
          ) : (
            <p role="alert" className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700 text-sm">
              {billingMode.isError
                ? "Payment is not available right now. Please try again later."
                : "This server bills through Stripe, and the Stripe Payment Element is not available in this build."}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          <Button type="submit" disabled={!sandbox || card.trim() === "" || confirm.isPending}>
            {confirm.isPending ? "Processing..." : "Complete Subscription"}
          </Button>
          <Button type="button" variant="ghost" onClick={onBack} disabled={confirm.isPending}>
            Back to plans
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
