import { useId, type ComponentType, type SVGProps } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Button, Label, Popover, PopoverContent, PopoverTrigger, RadioGroup, RadioGroupItem } from '@cabinet/shared/ui';
import { COLOR_MODE_PREFERENCES, isPreference, type ColorModePreference } from './color-mode.ts';
import { setColorModePreference, useColorModePreference } from './color-mode-store.ts';

const SWITCH_LABEL = 'Цветовая тема';

const options: Record<ColorModePreference, { title: string; icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  system: { title: 'Системная', icon: Monitor },
  light: { title: 'Светлая', icon: Sun },
  dark: { title: 'Тёмная', icon: Moon },
};

/**
 * The header's colour-mode switch: an icon button «Цветовая тема» (showing
 * the current choice) that opens a radio group «Системная», «Светлая»,
 * «Тёмная». A radio group rather than a menu: the choice is a state, arrow
 * keys move it, and screen readers announce which one is on. The popover
 * stays open while the user tries the modes; Escape or a click outside closes it.
 */
function ColorModeSwitch() {
  const preference = useColorModePreference();
  const id = useId();
  const CurrentIcon = options[preference].icon;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={SWITCH_LABEL}
          title={`${SWITCH_LABEL}: ${options[preference].title.toLowerCase()}`}
          data-testid="color-mode-switch"
        >
          <CurrentIcon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-48 p-3">
        <p id={`${id}-title`} className="mb-3 text-sm font-medium">
          {SWITCH_LABEL}
        </p>
        <RadioGroup
          aria-labelledby={`${id}-title`}
          value={preference}
          onValueChange={(value) => {
            if (isPreference(value)) setColorModePreference(value);
          }}
        >
          {COLOR_MODE_PREFERENCES.map((value) => {
            const { title, icon: Icon } = options[value];
            return (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${value}`} value={value} />
                <Label htmlFor={`${id}-${value}`} className="cursor-pointer font-normal">
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {title}
                </Label>
              </div>
            );
          })}
        </RadioGroup>
      </PopoverContent>
    </Popover>
  );
}

export { ColorModeSwitch };
