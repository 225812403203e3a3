import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { toast } from "../../../lib/toast.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { useExportUserData } from "../api/export-user-data.ts";
import { downloadJson, exportFileName } from "../utils/download-json.ts";
import { SettingsSection } from "./settings-section.tsx";

const CONFIRMATION_WORD = "DELETE";

/** The user's own data: a download of all of it, or its deletion. */
export function YourDataCard({ userId }: { userId: string }) {
  const exportData = useExportUserData();
  const [deleting, setDeleting] = useState(false);

  const download = () =>
    exportData.mutate(userId, {
      onSuccess: (data) => downloadJson(data, exportFileName()),
      onError: () =>
        toast({ title: "Download failed", description: "Could not download your data. Please try again.", variant: "destructive" }),
    });

  return (
    <>
      <SettingsSection
        id="your-data-title"
        title="Your data"
        description="Download everything JobFit stores about you, or delete your account and all of its data."
        contentClassName="flex flex-wrap gap-2"
      >
        <Button variant="outline" onClick={download} disabled={exportData.isPending}>
          {exportData.isPending ? "Preparing download..." : "Download my data"}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </SettingsSection>
      {deleting && <DeleteAccountDialog userId={userId} onClose={() => setDeleting(false)} />}
    </>
  );
}

function DeleteAccountDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const deleteAccount = useDeleteAccount();
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const inputId = useId();

  // Awaited here, not in mutate callbacks: signing out unmounts this screen, and the steps after it must still run.
  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync(userId);
    } catch {
      toast({ title: "Error", description: "Failed to delete your account. Please try again.", variant: "destructive" });
      return;
    }
    // The account is gone whether or not signing out works; the provider has toasted and logged a failure.
    await signOut().catch(() => {});
    // Nothing of the deleted account may be served from the cache, should the same account sign in again.
    queryClient.clear();
    toast({ title: "Account deleted", description: "Your account and all of its data have been deleted." });
    navigate("/", { replace: true });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !deleteAccount.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This permanently deletes your profile, saved analyses and usage, and cancels a paid plan at once. It cannot be undone.
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === CONFIRMATION_WORD) void confirm();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Type {CONFIRMATION_WORD} to confirm</Label>
            <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" disabled={deleteAccount.isPending}>
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={typed !== CONFIRMATION_WORD || deleteAccount.isPending}>
              {deleteAccount.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
