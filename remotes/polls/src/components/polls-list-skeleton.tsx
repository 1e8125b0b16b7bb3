import { ListSkeleton, Skeleton } from '@cabinet/kit/ui';

/** The list's shape while the first page loads. */
function PollsListSkeleton() {
  return (
    <ListSkeleton label="Загрузка опросов">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-8 w-28" />
    </ListSkeleton>
  );
}

export { PollsListSkeleton };
