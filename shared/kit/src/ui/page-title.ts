import { useEffect } from 'react';

const PRODUCT = 'Кабинет';

/** `«События — Кабинет»`; the product name alone for an empty title. */
function pageTitle(title: string): string {
  return title ? `${title} — ${PRODUCT}` : PRODUCT;
}

/**
 * Sets the tab's title while the page is shown, so every page says where
 * the person is (the host announces the change to screen readers). Call it
 * once per page with its Russian title: a section («События»), or the
 * thing the page shows (the event's, the poll's own title).
 */
function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

export { pageTitle, usePageTitle };
