import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../lib/cn.ts';

interface FormAlertProps {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}

/**
 * A message above a form: an error that belongs to no field (announced at
 * once, role="alert"), or a success note such as «Пароль изменён» (polite).
 */
function FormAlert({ tone = 'error', children, className }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        // A faint tint of the tone; text at least 4.5:1 on it and a border at
        // least 3:1 against the page in both modes (alert-contrast.test.ts):
        // the theme's red-600 `destructive` reads only 4.4:1 on its own tint.
        tone === 'error'
          ? 'border-red-700/70 bg-destructive/5 text-red-700 dark:border-destructive/70 dark:text-destructive'
          : 'border-emerald-700/80 bg-emerald-600/5 text-emerald-800 dark:border-emerald-400/60 dark:text-emerald-300',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

export { FormAlert };
