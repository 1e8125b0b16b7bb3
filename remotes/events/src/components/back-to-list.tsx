import { Link, useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from 'lucide-react';
import { readFromListState } from '../lib/list-params.ts';

/** «Ко всем событиям»: back to the tab and page the user came from, if known. */
function BackToList() {
  const { state } = useLocation();
  const from = readFromListState(state);
  return (
    <Link
      to={{ pathname: '..', search: from?.listSearch ?? '' }}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Ко всем событиям
    </Link>
  );
}

export { BackToList };
