import { type FormEvent, useState } from "react";
import type { LocalGoogleAccount } from "../../lib/auth/auth-user.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog.tsx";
import { Input } from "../ui/input.tsx";
import { Label } from "../ui/label.tsx";

export interface LocalAccountChooserProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(account: LocalGoogleAccount): void;
}

/**
 * The local stand-in for Google's account popup: the Auth emulator signs the user in as a Google account with this
 * name and email. Shown only when the API runs on the emulator, and labelled so nobody mistakes it for Google.
 */
export function LocalAccountChooser({ open, onOpenChange, onChoose }: LocalAccountChooserProps) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose({ name: name.trim() || email.trim(), email: email.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Choose a local Google account</DialogTitle>
        <DialogDescription>
          Local sign-in (Firebase Auth emulator): no Google servers are contacted. The account lives only on this machine.
        </DialogDescription>
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-1.5">
            <Label htmlFor="local-account-name">Name</Label>
            <Input id="local-account-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="local-account-email">Email</Label>
            <Input
              id="local-account-email"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={email.trim() === ""}>
            Continue as this Google account
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
