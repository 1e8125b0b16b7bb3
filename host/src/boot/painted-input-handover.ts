/**
 * What was put into a painted page's fields before its code ran — text typed
 * (the profile's name, a message), an option chosen, a file picked: the
 * page's React does not know it. A hydrated field keeps it but its form's
 * state does not; a page rendered anew has new, empty fields. Once the page is
 * the app's, it is handed to the fields as the person's own input, so that
 * the form has it (kept, validated, saved) as if put there a moment later.
 * A press (a button, a link) is the press hold's (painted-press-handover.ts).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Put = { kind: 'text'; value: string } | { kind: 'choice'; value: string } | { kind: 'file'; files: FileList };

interface KeptInput {
  /** The field's id, or its name. */
  key: string;
  put: Put;
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'hidden']);

const TYPED = '__cabinetTyped';

/**
 * Text typed into a painted page's fields, recorded as it is typed until React owns the field: React's
 * hydration of a `<textarea>` puts its painted text back (react-dom 19's initTextarea sets its value to its
 * default), so the field itself cannot say afterwards what was typed into it. This script of the page
 * (app.html, after #root: host/build/prerender.ts) runs on a painted page only.
 */
const recordTypedInputScript = `<script>(function(){var r=document.getElementById('root');if(!r||!r.hasAttribute('data-rendered'))return;document.addEventListener('input',function(e){var f=e.target;if(!(f instanceof HTMLTextAreaElement||f instanceof HTMLInputElement)||!r.contains(f)||/^(${[...NOT_TYPED, 'file'].join('|')})$/.test(f.type))return;var o=Object.keys(f);for(var i=0;i<o.length;i++)if(o[i].indexOf('__reactFiber')===0)return;var k=f.id||(f.name?'name:'+f.name:'');if(k)(window.${TYPED}=window.${TYPED}||{})[k]=f.value},true)})()</script>`;

/** What was typed into the painted field `key` before React owned it (taken once). */
function takeTyped(key: string): string | undefined {
  const typed = (window as unknown as Record<string, Record<string, string> | undefined>)[TYPED];
  const value = typed?.[key];
  if (typed) delete typed[key];
  return value;
}

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) => !(field instanceof HTMLInputElement) || !NOT_TYPED.has(field.type));
}

const keyOf = (field: Field): string => field.id || (field.name ? `name:${field.name}` : '');

/** What the person put into `field` that its page did not (null: nothing). */
function putInto(field: Field): Put | null {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? { kind: 'choice', value: field.value } : null;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return field.files && field.files.length > 0 ? { kind: 'file', files: field.files } : null;
  return field.value !== field.defaultValue ? { kind: 'text', value: field.value } : null;
}

/**
 * The painted page whose input is still to hand over: its address, and what was put into it when it was
 * rendered anew (null: hydrated, the fields hold it). Its section may be hydrated, or rendered, after the rest
 * of the page; it takes what is left then.
 */
let pending: { path: string; kept: KeptInput[] | null } | null = null;

/** Before a painted page is rendered anew (its fields replaced): what was put into it. */
function keepTypedInput(root: HTMLElement): void {
  const kept: KeptInput[] = [];
  for (const field of fieldsOf(root)) {
    const put = putInto(field);
    if (put && keyOf(field) !== '') kept.push({ key: keyOf(field), put });
  }
  pending = { path: window.location.pathname, kept };
}

/** `put` into `field` as the person's input, which React takes as a change. */
function handTo(field: Field, put: Put): void {
  if (put.kind === 'text' && !(field instanceof HTMLSelectElement)) {
    // React compares a text field with the value it last saw: through its tracking first (the painted value),
    // then past it, and an input event.
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    field.value = field.defaultValue;
    nativeSetter?.call(field, put.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    return;
  }
  // A choice and a file are React's on their change event.
  if (put.kind === 'choice') field.value = put.value;
  if (put.kind === 'file' && field instanceof HTMLInputElement && field.files !== put.files) field.files = put.files;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function handOver(root: HTMLElement, kept: KeptInput[] | null): void {
  const fields = fieldsOf(root);
  if (kept === null) {
    // Hydrated: the same fields, holding what React has not seen. (Again for one already handed over: the same
    // input, no change to the form.)
    for (const field of fields) {
      // A field hydration has put its painted text back into: what was typed, as recorded.
      const typed = field instanceof HTMLSelectElement || keyOf(field) === '' ? undefined : takeTyped(keyOf(field));
      const reset = typed !== undefined && !(field instanceof HTMLSelectElement) && field.value === field.defaultValue && typed !== field.value;
      const put = reset ? { kind: 'text' as const, value: typed } : putInto(field);
      if (put) handTo(field, put);
    }
    return;
  }
  for (const { key, put } of kept) {
    const field = fields.find((candidate) => keyOf(candidate) === key);
    // A field the new page has filled itself (a restored draft, or the input already handed) keeps what it has.
    if (field && putInto(field) === null) handTo(field, put);
  }
}

/** Once the painted page in `root` is the app's (hydrated, or rendered anew): what was put in goes to its fields. */
function handOverTypedInput(root: HTMLElement): void {
  pending ??= { path: window.location.pathname, kept: null };
  handOver(root, pending.kept);
}

/** Once the section of that page is hydrated or rendered (later than the rest): what was put into it. */
function handOverTypedInputToSection(root: HTMLElement | null): void {
  const page = pending;
  pending = null;
  if (root && page?.path === window.location.pathname) handOver(root, page.kept);
}

export { handOverTypedInput, handOverTypedInputToSection, keepTypedInput, recordTypedInputScript };
