import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { handOffToExtension, isExtensionInstalled, waitForExtensionConnection } from "../../../lib/extension/hand-off.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateExtensionToken } from "../api/create-extension-token.ts";
import { SettingsSection } from "./settings-section.tsx";

/** Signs the JobFit browser extension in with this account (ARCHITECTURE.md section 4: the custom-token hand-off). */
export function ExtensionCard() {
  const createToken = useCreateExtensionToken();
  const [connecting, setConnecting] = useState(false);

  const connect = async () => {
    // Without the extension nobody would take the token: none is minted.
    if (!isExtensionInstalled()) {
      toast({
        title: "Extension not found",
        description: "Install and enable the JobFit extension in this browser, then try again.",
        variant: "destructive",
      });
      return;
    }
    setConnecting(true);
    try {
      let customToken: string;
      try {
        ({ customToken } = await createToken.mutateAsync());
      } catch {
        toast({ title: "Could not connect the extension", description: "Please try again.", variant: "destructive" });
        return;
      }
      // Listening before handing off, so a quick answer is not missed.
      const answer = waitForExtensionConnection();
      handOffToExtension(customToken);
      const connection = await answer;
      if (connection.ok) {
        toast({ title: "Extension connected", description: connection.email ? `Signed in as ${connection.email}` : undefined });
      } else {
        toast({ title: "Could not connect the extension", description: connection.error, variant: "destructive" });
      }
    } finally {
      setConnecting(false);
    }
  };

  return (
    <SettingsSection
      id="browser-extension-title"
      title="Browser extension"
      description="Sign the JobFit extension in with this account, so it can save analyses from job pages and use your plan."
    >
      <Button variant="outline" onClick={() => void connect()} disabled={connecting}>
        {connecting ? "Connecting..." : "Connect the extension"}
      </Button>
    </SettingsSection>
  );
}
