import { Outlet } from 'react-router-dom';
import type { RemoteEntry } from '@cabinet/runtime';
import { UnconfirmedEmailNotice } from '../auth/unconfirmed-email-notice.tsx';
import { PreviewBanner } from '../federation/preview/preview-banner.tsx';
import { UnsavedChangesGuard } from '../session/unsaved-changes-guard.tsx';
import { ColorModeSwitch } from '../theme/color-mode-switch.tsx';
import { HeaderBar } from './header-bar.tsx';
import { PhoneMenu } from './phone-menu.tsx';
import { SectionLinks } from './section-links.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The default layout (SPEC §2): a header with the sections of the remote
 * registry (`События`, `Уведомления` with the unread count, `Опросы`,
 * `Профиль`), the colour-mode switch, the user's name and `Выйти`; the
 * page below it. Hovering or focusing a section's link preloads its remote;
 * leaving a page with unsaved input by a link asks first. Under the header
 * on every page: a release previewed in this tab, and a changed e-mail
 * awaiting confirmation.
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
      <PreviewBanner />
      <UnconfirmedEmailNotice />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <UnsavedChangesGuard />
    </div>
  );
}

export { DefaultLayout };
