import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, skipping empty ones. No tailwind-merge: it would cost the landing page ~7 KB gzip, so a caller's
 * className adds classes and must not contradict the component's own (use a variant instead).
 */
export function cn(...names: ClassValue[]): string {
  return clsx(names);
}
