import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/class-names.ts";

export const badgeVariants = cva("inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs", {
  variants: {
    variant: {
      default: "border-transparent bg-indigo-700 text-white",
      secondary: "border-transparent bg-slate-100 text-slate-800",
      outline: "border-slate-300 text-slate-800",
      success: "border-transparent bg-green-100 text-green-800",
      warning: "border-transparent bg-yellow-100 text-yellow-900",
      error: "border-transparent bg-red-100 text-red-800",
      orange: "border-transparent bg-orange-100 text-orange-900",
    },
  },
  defaultVariants: { variant: "default" },
});

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
