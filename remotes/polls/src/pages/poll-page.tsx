import { useParams } from 'react-router-dom';
import { BackToList } from '../components/back-to-list.tsx';
import { PollNotFound, PollView } from '../components/poll-view.tsx';

/** A route param that is a database id (a positive integer), else null. */
function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `/cabinet/polls/:id`: one poll; a malformed id is a «not found» without a request. */
export function PollPage() {
  const id = parseId(useParams().id);
  return (
    <section className="flex flex-col gap-6">
      <BackToList />
      {id === null ? <PollNotFound /> : <PollView key={id} id={id} />}
    </section>
  );
}
