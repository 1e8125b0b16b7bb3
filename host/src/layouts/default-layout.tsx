import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useUser, type RemoteEntry } from '@cabinet/runtime';
import { PreviewBanner } from '../federation/preview/preview-banner.tsx';
import { UnsavedChangesGuard } from '../session/unsaved-changes-guard.tsx';
import { ColorModeSwitch } from '../theme/color-mode-switch.tsx';
import { HeaderBar } from './header-bar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PhoneMenu } from './phone-menu.tsx';
import { SectionLinks } from './section-links.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * A changed e-mail awaiting confirmation (auth/unconfirmed-email-notice.tsx).
 * Its code — a form that sends the letter again — is loaded only for the few
 * whose address awaits its link, once the page has started; no one else's
 * page carries it.
 */
function EmailNotice() {
  const user = useUser();
  const unconfirmed = user !== null && user.email_verified_at === null;
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!unconfirmed) return;
    void import('../auth/unconfirmed-email-notice.tsx').then(({ UnconfirmedEmailNotice }) => setNotice(() => UnconfirmedEmailNotice));
  }, [unconfirmed]);
  return unconfirmed && Notice ? <Notice /> : null;
}

/**
 * The default layout (SPEC §2): a header with the sections of the remote
 * registry (`События`, `Уведомления` with the unread count, `Опросы`,
 * `Профиль`), the colour-mode switch, the user's name and `Выйти`; the
 * page below it. Hovering or focusing a section's link preloads its remote;
 * leaving a page with unsaved input by a link asks first. Under the header
 * on every page: a lost connection, a release previewed in this tab, and a
 * changed e-mail awaiting confirmation.
 */
function DefaultLayout({ remotes }: { remotes: RemoteEntry[] }) {
  return (
    <div className="flex min-h-screen flex-col">
      <HeaderBar>
        <SectionLinks remotes={remotes} className="cabinet-desktop-only flex-1 flex-wrap gap-4 text-sm" />
        <div className="cabinet-desktop-only items-center gap-3">
          <ColorModeSwitch />
          <UserMenu />
        </div>
        <PhoneMenu remotes={remotes} />
      </HeaderBar>
      <OfflineBanner />
      <PreviewBanner />
      <EmailNotice />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}

export { DefaultLayout };
