import { useEffect, useId } from 'react';
import { setUnsavedChanges } from '@cabinet/runtime';

/**
 * Tells the tab that this form holds input the user has not saved: the
 * browser asks before a reload or close (`beforeunload`), and the host asks
 * before leaving the page inside the cabinet and never reloads for a new
 * release meanwhile (the runtime's registry).
 */
function useUnsavedChanges(unsaved: boolean): void {
  const key = useId();
  useEffect(() => {
    setUnsavedChanges(key, unsaved);
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      setUnsavedChanges(key, false);
    };
  }, [key, unsaved]);
}

export { useUnsavedChanges };
