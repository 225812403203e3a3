/** How a saved analysis reads on the history screen (SPEC.md sections 2, 4 and 9). */
import type { BadgeProps } from "../../../components/ui/badge.tsx";

/** SPEC.md section 9: the history card previews this many characters of the job description. */
export const DESCRIPTION_PREVIEW_LENGTH = 150;

/** "company - job title"; one of them alone when the other is blank; "Resume Analysis" when both are. */
export function analysisTitle({ companyName, jobTitle }: { companyName: string; jobTitle: string }): string {
  const parts = [companyName.trim(), jobTitle.trim()].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" - ") : "Resume Analysis";
}

/** The first 150 characters (code points, so an emoji is never cut in half), with an ellipsis when there is more. */
export function descriptionPreview(description: string): string {
  const characters = Array.from(description.trim());
  if (characters.length <= DESCRIPTION_PREVIEW_LENGTH) return characters.join("");
  return `${characters.slice(0, DESCRIPTION_PREVIEW_LENGTH).join("")}...`;
}

/** SPEC.md section 4: 80 or more green, 60 or more yellow, else red. */
export function matchBadgeVariant(score: number): NonNullable<BadgeProps["variant"]> {
  if (score >= 80) return "success";
  if (score >= 60) return "warning";
  return "error";
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
