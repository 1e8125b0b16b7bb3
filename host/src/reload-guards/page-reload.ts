/**
 * The two ways the reload guards leave the current document. One object, so
 * that tests can spy on it: a real reload would end the test's window.
 */
const pageReload = {
  /** Loads the current address again (a chunk failed to load). */
  reload: (): void => {
    window.location.reload();
  },
  /** A full page load of `url` instead of a client-side navigation (a newer build is out). */
  assign: (url: string): void => {
    window.location.assign(url);
  },
};

export { pageReload };
