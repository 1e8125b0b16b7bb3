import { lazy, Suspense } from 'react';
import { previewAsked } from './release-preview.ts';

// Loaded only when a preview was asked for: every other page pays nothing for it.
const PreviewBar = lazy(async () => ({ default: (await import('./preview-bar.tsx')).PreviewBar }));

/** Under the header of every cabinet page: the release this tab previews, or why a preview link was refused. */
function PreviewBanner() {
  if (!previewAsked()) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar />
    </Suspense>
  );
}

export { PreviewBanner };
