import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type RefObject, type SVGProps } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '@cabinet/kit/ui';
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from './color-mode.ts';
import { setColorModePreference, useColorModePreference } from './color-mode-store.ts';

const SWITCH_LABEL = 'Цветовая тема';

const options: Record<ColorModePreference, { title: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  system: { title: 'Системная', icon: Monitor },
  light: { title: 'Светлая', icon: Sun },
  dark: { title: 'Тёмная', icon: Moon },
};

/** Closes the open panel on Escape (focus back to the button) and on a press outside it. */
function useDismiss(open: boolean, close: (refocus: boolean) => void, root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root]);
}

/**
 * The header's colour-mode switch: an icon button «Цветовая тема» (showing
 * the current choice) that discloses a radio group «Системная», «Светлая»,
 * «Тёмная». A radio group rather than a menu: the choice is a state, arrow
 * keys move it, and screen readers announce which one is on. Native radios
 * and a plain disclosure, not a Radix popover: every cabinet page renders
 * the header, and a popper and focus scope would cost each of them script
 * for three options.
 * The panel stays open while the user tries the modes; Escape or a press
 * outside closes it.
 */
function ColorModeSwitch() {
  const preference = useColorModePreference();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const checked = useRef<HTMLInputElement>(null);
  const CurrentIcon = options[preference].icon;

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useDismiss(open, close, root);

  // Opened, the current choice has the focus: arrow keys change it at once.
  useEffect(() => {
    if (open) checked.current?.focus();
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={SWITCH_LABEL}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        title={`${SWITCH_LABEL}: ${options[preference].title.toLowerCase()}`}
        onClick={() => setOpen((value) => !value)}
      >
        <CurrentIcon aria-hidden="true" />
      </Button>
      {open && (
        <div
          id={`${id}-panel`}
          className="absolute top-full right-0 z-50 mt-1 w-48 rounded-md border bg-popover p-3 text-popover-foreground shadow-md"
        >
          <p id={`${id}-title`} className="mb-2 text-sm font-medium">
            {SWITCH_LABEL}
          </p>
          <div role="radiogroup" aria-labelledby={`${id}-title`} className="grid gap-1">
            {COLOR_MODE_PREFERENCES.map((value) => {
              const { title, icon: Icon } = options[value];
              return (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-sm px-1 py-1 text-sm hover:bg-accent"
                >
                  <input
                    ref={value === preference ? checked : undefined}
                    type="radio"
                    name={`${id}-mode`}
                    value={value}
                    checked={value === preference}
                    onChange={() => setColorModePreference(value)}
                    className="size-4 accent-primary"
                  />
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {title}
                </label>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

export { ColorModeSwitch };
