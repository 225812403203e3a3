import * as AvatarPrimitive from "@radix-ui/react-avatar";
import type { AuthUser } from "../../lib/auth/auth-user.ts";
import { cn } from "../../lib/class-names.ts";

function initials(user: AuthUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || "?";
  const words = source.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** The user's photo, or their initials while it loads or when there is none. */
export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn("inline-flex h-9 w-9 overflow-hidden rounded-full bg-indigo-100", className)}>
      {user.photoURL && <AvatarPrimitive.Image src={user.photoURL} alt="" className="h-full w-full object-cover" />}
      <AvatarPrimitive.Fallback className="flex h-full w-full items-center justify-center font-semibold text-indigo-800 text-sm">
        {initials(user)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
