import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { toast } from "../../../lib/toast.ts";
import { newsletterEmailError, useNewsletterSubscription } from "../api/subscribe-to-newsletter.ts";

/** Email in, one request out: an empty or malformed address is answered inline and never sent. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const subscription = useNewsletterSubscription();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscription.isPending) return;
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    subscription.mutate(address, {
      onSuccess: () => {
        setEmail("");
        toast({ title: "Subscribed", description: `You're on the list. New articles will be sent to ${address}.` });
      },
      onError: (failure) => {
        toast({ title: "Subscription failed", description: failure.message, variant: "destructive" });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter" className="grid gap-2">
      <Label htmlFor={inputId}>Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={subscription.isPending} className="sm:w-32">
          {subscription.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-red-700 text-sm" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
