import { formatDate } from '@cabinet/kit/format';
import type { User } from '@cabinet/runtime';
import { Badge, socialTitle } from '@cabinet/kit/ui';
import { Avatar } from './avatar.tsx';

/** Who the user is at a glance: photo, name, email (confirmed or not), links. */
function ProfileSummary({ user }: { user: User }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Avatar name={user.name} url={user.avatar_url} />
      <div className="grid min-w-0 gap-1">
        <p className="text-lg font-semibold">{user.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {user.email}
          {user.email_verified_at === null ? (
            <Badge variant="destructive">Email не подтверждён</Badge>
          ) : (
            <Badge variant="secondary">Email подтверждён</Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          В кабинете с <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
        </p>
        {user.socials.length > 0 && (
          <ul aria-label="Соцсети" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {user.socials.map((social) => (
              <li key={`${social.type}:${social.url}`}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {socialTitle(social.type)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export { ProfileSummary };
