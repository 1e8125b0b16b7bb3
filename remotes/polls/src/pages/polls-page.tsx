import { useSearchParams } from 'react-router-dom';
import { PollsList } from '../components/polls-list.tsx';

/** `?page=2`; anything that is not a page number after the first means the first. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const pageHref = (page: number) => (page > 1 ? `?page=${page}` : '?');

/** `/cabinet/polls`: the user's polls, a page at a time (`?page=` in the URL). */
export function PollsPage() {
  const [searchParams, setSearchParams] = useSearchParams();

  function changePage(page: number) {
    setSearchParams(page > 1 ? { page: String(page) } : {});
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Опросы</h1>
        <p className="text-muted-foreground">Опросы, в которых можно поучаствовать, и те, что вы уже прошли.</p>
      </header>
      <PollsList page={readPage(searchParams)} pageHref={pageHref} onPageChange={changePage} />
    </section>
  );
}
