import { useUser } from '@cabinet/runtime';
import { Avatar, Button } from '@cabinet/kit/ui';
import { LogOut } from 'lucide-react';
import { useSignOut } from '../session/use-sign-out.ts';

/**
 * The header's right side: who is signed in (their photo, or initials, from
 * the identity query — a new photo shows here as soon as the profile saves
 * it), and `Выйти`.
 */
function UserMenu() {
  const user = useUser();
  const signOut = useSignOut();
  return (
    <div className="flex items-center gap-3">
      {user && (
        // Always shown: responsive `hidden sm:flex` would lose to a remote's
        // own `.hidden` utility, loaded later in the cascade.
        <span className="flex max-w-56 items-center gap-2 text-sm">
          <Avatar name={user.name} url={user.avatar_url} alt="" className="size-7 text-xs" />
          <span className="truncate" data-testid="user-name">
            {user.name}
          </span>
        </span>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden="true" />
        Выйти
      </Button>
    </div>
  );
}

export { UserMenu };
