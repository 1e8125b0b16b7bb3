import { formatDate } from '@cabinet/kit/format';
import { isHttpUrl, type User, type UserSocial } from '@cabinet/runtime';
import { Avatar, Badge, isSocialId, socialTitle } from '@cabinet/kit/ui';

/**
 * One link: a known network by its name; a network this client does not
 * know as «Неизвестно» with its plain address; an address that is not
 * http(s) as text only — a `javascript:` link must never be clickable.
 */
function SocialLink({ social }: { social: UserSocial }) {
  const title = socialTitle(social.type);
  const text = isSocialId(social.type) ? title : `${title}: ${social.url}`;
  if (!isHttpUrl(social.url)) return <span>{text}</span>;
  return (
    <a href={social.url} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
      {text}
    </a>
  );
}

/** Who the user is at a glance: photo, name, email (confirmed or not), links. */
function ProfileSummary({ user }: { user: User }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Avatar name={user.name} url={user.avatar_url} className="text-2xl" />
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
        {user.created_at !== null && (
          <p className="text-sm text-muted-foreground">
            В кабинете с <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
          </p>
        )}
        {user.socials.length > 0 && (
          <ul aria-label="Соцсети" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {user.socials.map((social, index) => (
              <li key={`${index}:${social.type}:${social.url}`} className="min-w-0 break-all">
                <SocialLink social={social} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export { ProfileSummary };
