import { ListSkeleton, Skeleton } from '@cabinet/kit/ui';

/** The list's shape while the first page loads. */
function NotificationsListSkeleton() {
  return (
    <ListSkeleton label="Загрузка уведомлений" className="gap-2">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-5/6" />
    </ListSkeleton>
  );
}

export { NotificationsListSkeleton };
