/**
 * The kit's error and success colours meet WCAG AA in both colour modes, on
 * the page and on a card: text 4.5:1 against what is behind it, a border or
 * an icon 3:1. The colours come from the rendered components' classes and
 * the values theme.css and Tailwind's palette give them.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from '../../forms/form-alert.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { contrast, over, type Rgba } from './support/contrast.ts';
import { paintOf, themeColor, type ColorMode } from './support/theme-colors.ts';

const modes: ColorMode[] = ['light', 'dark'];
const surfaces = ['background', 'card'];

/** Each mode and surface with its page colour, for one assertion each. */
function everyPage(check: (page: Rgba, where: string) => void): void {
  for (const mode of modes) for (const surface of surfaces) check(themeColor(surface, mode), `${mode}/${surface}`);
}

function paintIn(element: Element, where: string) {
  return paintOf(element.getAttribute('class') ?? '', where.startsWith('dark') ? 'dark' : 'light');
}

describe('FormAlert', () => {
  it.each([
    ['error', 'alert'],
    ['success', 'status'],
  ] as const)('%s: text 4.5:1 on its tint, border 3:1 against the page', (tone, role) => {
    render(<FormAlert tone={tone}>Текст</FormAlert>);
    const alert = screen.getByRole(role);
    everyPage((page, where) => {
      const { text, background, border } = paintIn(alert, where);
      if (!text || !background || !border) throw new Error(`FormAlert ${tone} paints no text, tint or border in ${where}`);
      const tint = over(background, page);
      expect(contrast(over(text, tint), tint), `text, ${where}`).toBeGreaterThanOrEqual(4.5);
      // The tint lies under the border too (background-clip: border-box).
      expect(contrast(over(border, tint), page), `border, ${where}`).toBeGreaterThanOrEqual(3);
    });
  });
});

describe('error colours beside the alert', () => {
  it("a field's error message reads 4.5:1", () => {
    render(
      <FormField label="Email" error="Обязательное поле">
        <Input />
      </FormField>,
    );
    const message = screen.getByText('Обязательное поле').parentElement;
    if (!message) throw new Error('no form message');
    everyPage((page, where) => {
      const { text } = paintIn(message, where);
      if (!text) throw new Error(`the form message has no colour in ${where}`);
      expect(contrast(over(text, page), page), where).toBeGreaterThanOrEqual(4.5);
    });
  });

  it("ErrorState's icon stands out 3:1", () => {
    const { container } = render(<ErrorState />);
    const icon = container.querySelector('[data-slot="error-state-icon"]');
    if (!icon) throw new Error('no error-state icon');
    everyPage((page, where) => {
      const { text } = paintIn(icon, where);
      if (!text) throw new Error(`the icon has no colour in ${where}`);
      expect(contrast(over(text, page), page), where).toBeGreaterThanOrEqual(3);
    });
  });
});
