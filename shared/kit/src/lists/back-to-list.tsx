import { Link, useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from 'lucide-react';

/**
 * Router state an item's link passes on, so that its page leads back to
 * the same view and page of the list.
 */
interface FromListState {
  listSearch: string;
}

function fromListState(listSearch: string): FromListState {
  return { listSearch };
}

function readFromListState(state: unknown): FromListState | null {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return null;
  return typeof state.listSearch === 'string' ? { listSearch: state.listSearch } : null;
}

/** «Ко всем …»: back to the list, on the view and page the user came from when known. */
function BackToList({ label }: { label: string }) {
  const { state } = useLocation();
  const from = readFromListState(state);
  return (
    <Link
      to={{ pathname: '..', search: from?.listSearch ?? '' }}
      data-slot="back-to-list"
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

export { BackToList, fromListState };
