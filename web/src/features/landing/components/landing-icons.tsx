import { cn } from "../../../lib/class-names.ts";

/** Simple stroke icons drawn for the landing page: inline SVG, so no image requests and no icon library. */
const paths = {
  upload: "M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4",
  analysis: "M4 19h16M7 16v-5m5 5V7m5 9v-3M5 5l4 3 4-3 6 2",
  sparkle: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM18 16l.8 2.2L21 19l-2.2.8L18 22l-.8-2.2L15 19l2.2-.8L18 16z",
  gauge: "M4.5 16a8 8 0 1 1 15 0M12 13l3.5-4.5M12 13a1 1 0 1 0 0 .01",
  tag: "M3 12V4h8l10 10-8 8L3 12zM7.5 8.5h.01",
  pen: "M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4",
  document: "M7 3h7l5 5v13H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM14 3v5h5M9 13h6M9 17h4",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  list: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  check: "M5 12.5l4.5 4.5L19 7",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M18 14a5 5 0 0 1 4 5v2",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3z",
  shield: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-4.5",
  puzzle: "M10 4a2 2 0 1 1 4 0v2h4v4h-2a2 2 0 1 0 0 4h2v4h-4v-2a2 2 0 1 0-4 0v2H6v-4h2a2 2 0 1 0 0-4H6V6h4V4z",
} as const;

export type LandingIconName = keyof typeof paths;

/** `size` rather than a className height: cn() does not merge conflicting Tailwind classes. */
export function LandingIcon({ name, size = "md", className }: { name: LandingIconName; size?: "sm" | "md"; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", size === "sm" ? "h-5 w-5" : "h-6 w-6", className)}
    >
      <path d={paths[name]} />
    </svg>
  );
}
