/**
 * The query of `GET /api/cabinet/verify/email` from a verification link.
 *
 * Laravel signs a link over its parameters sorted by name
 * (`URL::signedRoute` calls `ksort`), and its `signed` middleware checks the
 * raw query string in the order it arrives, `signature` taken out. A link
 * may carry `id` and `hash` in its path only (`/verify/{id}/{hash}?expires&signature`,
 * as Laravel's own mail puts them), so they are added to the query and
 * every parameter goes in name order, `signature` last as Laravel writes
 * it. Each `name=value` keeps the link's own encoding: re-encoding a value
 * would change the signed text.
 */
function verificationQuery(id: string, hash: string, search: string): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => ({ name: new URLSearchParams(pair).keys().next().value ?? '', pair }));
  const has = (name: string) => pairs.some((entry) => entry.name === name);
  if (!has('id')) pairs.push({ name: 'id', pair: `id=${encodeURIComponent(id)}` });
  if (!has('hash')) pairs.push({ name: 'hash', pair: `hash=${encodeURIComponent(hash)}` });
  const rank = (name: string) => (name === 'signature' ? 1 : 0);
  return pairs
    .sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((entry) => entry.pair)
    .join('&');
}

export { verificationQuery };
