import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@cabinet/kit/offline';

// In the browser's own zone: the banner is never painted on a server. (Not the kit's formatters: every
// cabinet page's start carries this, and the bytes of its start are gated.)
const receivedAt = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

/** When the data on screen was last received: the newest answer any query holds. */
function lastReceived(updatedAt: readonly number[]): string | null {
  const newest = Math.max(0, ...updatedAt);
  return newest > 0 ? new Date(newest).toISOString() : null;
}

/**
 * Under the header while the browser has no connection: the page keeps
 * showing what it has, and says from when (queries wait for the connection
 * and refresh once it returns; actions say why they are disabled).
 */
function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const received = lastReceived(queryClient.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
  return (
    <div role="status" className="border-b bg-muted px-4 py-2 text-sm">
      <p className="mx-auto w-full max-w-5xl">
        {received ? (
          <>
            Нет связи — показаны данные от <time dateTime={received}>{receivedAt.format(new Date(received))}</time>
          </>
        ) : (
          'Нет связи — данные появятся, когда связь вернётся'
        )}
      </p>
    </div>
  );
}

export { OfflineBanner };
