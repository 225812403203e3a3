/**
 * The one toast helper. SPEC.md section 8: only one toast is shown at a time, so a new toast replaces the current
 * one; each closes after 5000 ms unless the user closes it first.
 */
import { useSyncExternalStore } from "react";

export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A link inside the toast, such as "Upgrade Plan" to /subscribe. */
  action?: { label: string; to: string };
}

export interface ShownToast extends ToastOptions {
  id: number;
}

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ShownToast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): void {
  publish({ ...options, id: nextId++ });
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ShownToast | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
