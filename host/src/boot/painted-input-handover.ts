/**
 * Text typed into a painted page's fields (the profile's name, a message)
 * before its code has run: the page's React does not know it — a hydrated
 * field keeps the text but its form's state does not, a page rendered anew
 * has new, empty fields. Once the page is the app's, what was typed is handed
 * to the fields as typing, so that the form has it (it is kept, validated,
 * saved) as if typed a moment later. Text fields only: a box or a choice is a
 * press, which the press hold keeps (painted-press-handover.ts).
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

interface TypedText {
  /** The field's id, or its name. */
  key: string;
  value: string;
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

function textFields(root: ParentNode): TextField[] {
  return [...root.querySelectorAll<TextField>('input, textarea')].filter((field) => field instanceof HTMLTextAreaElement || !NOT_TEXT.has(field.type));
}

const keyOf = (field: TextField): string => field.id || (field.name ? `name:${field.name}` : '');

/**
 * The painted page whose text is still to hand over: its address, and what was typed into it when it was
 * rendered anew (null: hydrated, the fields hold it). Its section may be hydrated, or rendered, after the rest
 * of the page; it takes what is left then.
 */
let pending: { path: string; kept: TypedText[] | null } | null = null;

/** Before a painted page is rendered anew (its fields replaced): what was typed into it. */
function keepTypedInput(root: HTMLElement): void {
  const kept = textFields(root)
    .filter((field) => field.value !== field.defaultValue && keyOf(field) !== '')
    .map((field) => ({ key: keyOf(field), value: field.value }));
  pending = { path: window.location.pathname, kept };
}

/** `value` into `field` as typing: React compares the field with the value it last saw, and takes an input event then. */
function typeInto(field: TextField, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  // Through React's own tracking first (what it saw: the painted value), then past it.
  field.value = field.defaultValue;
  nativeSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function handOver(root: HTMLElement, kept: TypedText[] | null): void {
  const fields = textFields(root);
  if (kept === null) {
    // Hydrated: the same fields, holding the text React has not seen. (Again for one already handed over: the
    // same value, no change.)
    for (const field of fields) if (field.value !== field.defaultValue) typeInto(field, field.value);
    return;
  }
  for (const { key, value } of kept) {
    const field = fields.find((candidate) => keyOf(candidate) === key);
    // A field the new page has filled itself (a restored draft, or the text already handed) keeps what it has.
    if (field && field.value === field.defaultValue) typeInto(field, value);
  }
}

/** Once the painted page in `root` is the app's (hydrated, or rendered anew): what was typed goes to its fields. */
function handOverTypedInput(root: HTMLElement): void {
  pending ??= { path: window.location.pathname, kept: null };
  handOver(root, pending.kept);
}

/** Once the section of that page is hydrated or rendered (later than the rest): what was typed into it. */
function handOverTypedInputToSection(root: HTMLElement | null): void {
  const page = pending;
  pending = null;
  if (root && page?.path === window.location.pathname) handOver(root, page.kept);
}

export { handOverTypedInput, handOverTypedInputToSection, keepTypedInput };
