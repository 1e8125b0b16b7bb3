/** A route param that is a database id (a positive integer), else null. */
function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export { parseRouteId };
