import * as ToastPrimitive from "@radix-ui/react-toast";
import { Link } from "react-router-dom";
import { cn } from "../../lib/class-names.ts";
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from "../../lib/toast.ts";

/** Renders the one current toast (lib/toast.ts); keyed by id so a replacement restarts the 5000 ms timer. */
export function Toaster() {
  const shown = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {shown && (
        <ToastPrimitive.Root
          key={shown.id}
          data-testid="toast"
          data-variant={shown.variant ?? "default"}
          onOpenChange={(open) => {
            if (!open) dismissToast(shown.id);
          }}
          className={cn(
            "grid w-full gap-1 rounded-lg border p-4 pr-8 shadow-lg",
            shown.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <ToastPrimitive.Title className="font-semibold text-sm">{shown.title}</ToastPrimitive.Title>
          {shown.description && <ToastPrimitive.Description className="text-sm opacity-90">{shown.description}</ToastPrimitive.Description>}
          {shown.action && (
            <ToastPrimitive.Action altText={shown.action.label} asChild>
              <Link
                to={shown.action.to}
                className="mt-1 w-fit rounded border border-current px-2 py-1 font-medium text-xs underline-offset-2 hover:underline"
              >
                {shown.action.label}
              </Link>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 rounded p-1 text-current opacity-70 hover:opacity-100">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
