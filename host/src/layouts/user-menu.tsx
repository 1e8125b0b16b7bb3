import { useUser } from '@cabinet/runtime';
import { Button } from '@cabinet/kit/ui';
import { LogOut, UserRound } from 'lucide-react';
import { useSignOut } from '../session/use-sign-out.ts';

/** The header's right side: who is signed in, and `Выйти`. */
function UserMenu() {
  const user = useUser();
  const signOut = useSignOut();
  return (
    <div className="flex items-center gap-3">
      {user && (
        // Always shown: responsive `hidden sm:flex` would lose to a remote's
        // own `.hidden` utility, loaded later in the cascade.
        <span className="flex max-w-48 items-center gap-1.5 truncate text-sm" data-testid="user-name">
          <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
          {user.name}
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
