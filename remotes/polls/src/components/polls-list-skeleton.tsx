import { Skeleton } from '@cabinet/kit/ui';

const PLACEHOLDERS = 3;

/** The list's shape while the first page loads; announced once as a status. */
function PollsListSkeleton() {
  return (
    <div role="status" aria-label="Загрузка опросов" className="grid gap-3">
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </div>
  );
}

export { PollsListSkeleton };
