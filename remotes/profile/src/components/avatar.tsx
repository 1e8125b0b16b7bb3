import { cn } from '@cabinet/kit/ui';

/** «Анна Смирнова» → «АС». */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's photo, or their initials on a tinted circle when there is none. */
function Avatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const shape = cn('size-20 shrink-0 rounded-full', className);
  if (url) return <img src={url} alt="Фото профиля" className={cn(shape, 'object-cover')} />;
  return (
    <div aria-hidden="true" className={cn(shape, 'flex items-center justify-center bg-muted text-2xl font-medium text-muted-foreground')}>
      {initials(name)}
    </div>
  );
}

export { Avatar };
