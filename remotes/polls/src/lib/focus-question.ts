const FOCUSABLE = 'input, textarea, select, button, [tabindex]';

/** The element a keyboard user would land on: the control itself, or the first one inside a group. */
function firstFocusable(control: HTMLElement): HTMLElement | null {
  const candidates = [control, ...control.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // Only what the keyboard reaches: not a disabled control, nor one out of the tab order or hidden from assistive technology.
  return (
    candidates.find(
      (element) =>
        element.matches(FOCUSABLE) &&
        element.tabIndex >= 0 &&
        !element.hasAttribute('disabled') &&
        element.getAttribute('aria-hidden') !== 'true',
    ) ?? null
  );
}

/**
 * Brings a question into view (its text, not only its control) and puts the
 * focus on its control, so the person lands on what needs fixing and hears
 * its message (the control is described by it).
 */
function focusQuestion(form: HTMLFormElement, controlId: string): void {
  const control = form.ownerDocument.getElementById(controlId);
  if (!control || !form.contains(control)) return;
  const field = control.closest<HTMLElement>('[data-slot="form-field"]') ?? control;
  field.scrollIntoView({ block: 'center' });
  firstFocusable(control)?.focus({ preventScroll: true });
}

export { focusQuestion };
