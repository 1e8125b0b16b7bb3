import { useParams } from 'react-router-dom';
import { BackToList, parseRouteId } from '@cabinet/kit/lists';
import { InvalidPollId, PollView } from '../components/poll-view.tsx';

/** `/cabinet/polls/:id`: one poll; a malformed id is a «not found» without a request. */
export function PollPage() {
  const id = parseRouteId(useParams().id);
  return (
    <section className="flex flex-col gap-6">
      <BackToList label="Ко всем опросам" />
      {id === null ? <InvalidPollId /> : <PollView key={id} id={id} />}
    </section>
  );
}
