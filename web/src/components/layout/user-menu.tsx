import { Link } from "react-router-dom";
import { useAuth } from "../../lib/auth/auth-provider.tsx";
import type { AuthUser } from "../../lib/auth/auth-user.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import { UserAvatar } from "./user-avatar.tsx";

/** The avatar menu of a signed-in user: who they are, their pages, and sign-out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600">
        {/* Named by hidden text rather than aria-label: the avatar's initials are a picture of the user, not the button's
            label, and an aria-label that leaves out visible text fails axe's label-content-name-mismatch. */}
        <span className="sr-only">Account menu for {user.displayName ?? user.email ?? "you"}</span>
        <span aria-hidden="true" className="block">
          <UserAvatar user={user} />
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{user.displayName ?? "Signed in"}</span>
          {user.email && <span className="block text-slate-600 text-xs">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/history">History</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">Settings</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut().catch(() => {})}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
