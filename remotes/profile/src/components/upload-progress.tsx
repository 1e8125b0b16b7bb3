import { cn } from '@cabinet/kit/ui';

interface UploadProgressProps {
  loaded: number;
  /** 0 when the browser cannot tell the size: the bar then only says that it is busy. */
  total: number;
  label: string;
  className?: string;
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return (bytes / MB).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** How much of an upload has been sent: a progress bar with the share in words. */
function UploadProgress({ loaded, total, label, className }: UploadProgressProps) {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null;
  const words =
    percent === null
      ? 'Загрузка…'
      : percent < 100
        ? `Загружено ${percent} % (${megabytes(loaded)} из ${megabytes(total)} МБ)`
        : 'Загружено, сохраняем…';
  return (
    <div data-slot="upload-progress" className={cn('grid gap-1', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={words}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full bg-primary transition-[width] duration-200', percent === null && 'w-1/3 animate-pulse')}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p aria-hidden="true" className="text-sm tabular-nums text-muted-foreground">
        {words}
      </p>
    </div>
  );
}

export { UploadProgress };
