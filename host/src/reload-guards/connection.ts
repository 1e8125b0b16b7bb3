/**
 * What the browser says about the connection (Network Information API,
 * Chromium only; elsewhere nothing is known and nothing is skipped). The
 * manifest check skips its first look on `slow-2g`; prefetch stays off on
 * Save-Data and on any 2g.
 */
interface ConnectionInfo {
  saveData: boolean;
  effectiveType: string | undefined;
}

interface NetworkInformationLike {
  saveData?: unknown;
  effectiveType?: unknown;
}

function connectionInfo(): ConnectionInfo {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    saveData: connection?.saveData === true,
    effectiveType: typeof connection?.effectiveType === 'string' ? connection.effectiveType : undefined,
  };
}

/** SPEC §9: "unless the connection is very slow". */
function isVerySlowConnection(): boolean {
  return connectionInfo().effectiveType === 'slow-2g';
}

/** SPEC §9: prefetch is skipped on data-saver or 2g connections. */
function isDataSaving(): boolean {
  const { saveData, effectiveType } = connectionInfo();
  return saveData || effectiveType === '2g' || effectiveType === 'slow-2g';
}

export { isDataSaving, isVerySlowConnection };
