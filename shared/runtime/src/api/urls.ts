/** Only http(s) addresses are followed or linked: a `javascript:` or `data:` one must never run. */
function isHttpUrl(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export { isHttpUrl };
