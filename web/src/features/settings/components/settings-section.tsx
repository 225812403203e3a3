import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card.tsx";

interface SettingsSectionProps {
  /** The heading's id: the card is a region named by its heading. */
  id: string;
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One card of the settings page: a region with an h2 heading, an optional description, and its content. */
export function SettingsSection({ id, title, description, contentClassName, children }: SettingsSectionProps) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <h2 className="font-semibold text-lg leading-tight" id={id}>
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
