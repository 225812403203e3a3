/** Joins class names, skipping empty ones; the caller's className comes last so it can override. */
export function cn(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
