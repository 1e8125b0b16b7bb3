import { useSyncExternalStore } from 'react';
import { Eye } from 'lucide-react';
import { FormAlert } from '@cabinet/kit/forms';
import { Button } from '@cabinet/kit/ui';
import { pageReload } from '../../reload-guards/page-reload.ts';
import { isRemoteStale, rechooseReleases } from '../registry-sync.ts';
import { dismissPreviewNotice, leavePreview, previewState, subscribePreview } from './preview-session.ts';

const NO_PREVIEW = { active: null, notice: null } as const;
const noPreview = () => NO_PREVIEW;

/** Back to the live release: registered anew, or — when this tab runs the previewed code — the page loaded anew. */
function leave(): void {
  const name = leavePreview();
  rechooseReleases();
  if (name && isRemoteStale(name)) pageReload.assign(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

/**
 * The preview banner's content (preview-banner.tsx): which section and
 * release this tab previews, and the way out; a refused link's reason, as an
 * alert the person closes — it is the answer to the link they just opened.
 */
function PreviewBar() {
  // A server-rendered page shows none: the tab's preview is known only in the browser, which adds it after hydrating.
  const { active, notice } = useSyncExternalStore(subscribePreview, previewState, noPreview);
  if (!active && !notice) return null;
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto grid max-w-5xl gap-2 px-4 py-2 text-sm">
        {notice && (
          <FormAlert className="items-center bg-background">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="flex-1">{notice}</span>
              <Button size="sm" variant="outline" onClick={dismissPreviewNotice}>
                Закрыть
              </Button>
            </div>
          </FormAlert>
        )}
        {active && (
          <section aria-label="Предпросмотр выпуска" className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            <p className="min-w-0 flex-1 font-medium break-all">{`Предпросмотр: ${active.title} ${active.release}`}</p>
            <Button size="sm" onClick={leave}>
              Выйти из предпросмотра
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}

export { PreviewBar };
