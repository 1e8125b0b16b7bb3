import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from 'lucide-react';

/** «Ко всем опросам»: the poll's page leads back to the list. */
function BackToList() {
  return (
    <Link
      to=".."
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Ко всем опросам
    </Link>
  );
}

export { BackToList };
