/**
 * Route rules of the runtime config (SPEC §2: "route rules may redirect to an
 * external address"): `{ "/help": "https://example.com/help" }`. A key ending
 * in `/**` covers the whole subtree (`/docs/**`). An exact key wins over a
 * subtree, and a longer subtree over a shorter one.
 */

function findRouteRule(rules: Readonly<Record<string, string>>, pathname: string): string | null {
  const exact = rules[pathname];
  if (exact !== undefined) return exact;
  let best: { prefix: string; target: string } | null = null;
  for (const [pattern, target] of Object.entries(rules)) {
    if (!pattern.endsWith('/**')) continue;
    const prefix = pattern.slice(0, -'/**'.length);
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`) || prefix === '';
    if (matches && (!best || prefix.length > best.prefix.length)) best = { prefix, target };
  }
  return best?.target ?? null;
}

export { findRouteRule };
