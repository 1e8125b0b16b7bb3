/**
 * Which forms hold input the user has not saved, across every app in the
 * tab. It must be one registry (a remote's form, the host's guards): the
 * host asks it before leaving a page or reloading for a new release, and
 * the kit's `useUnsavedChanges` fills it.
 */
type Listener = (unsaved: boolean) => void;

const owners = new Set<string>();
const listeners = new Set<Listener>();

/** Marks the form `key` as holding unsaved input, or not any more. */
function setUnsavedChanges(key: string, unsaved: boolean): void {
  const before = owners.size > 0;
  if (unsaved) owners.add(key);
  else owners.delete(key);
  const after = owners.size > 0;
  if (before !== after) for (const listener of listeners) listener(after);
}

function hasUnsavedChanges(): boolean {
  return owners.size > 0;
}

/** Called when the tab goes from "nothing unsaved" to "something unsaved" and back. */
function subscribeUnsavedChanges(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { setUnsavedChanges, hasUnsavedChanges, subscribeUnsavedChanges };
