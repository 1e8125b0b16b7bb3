import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Laravel's RateLimiter in memory: counts hits per key within a decay
 * window. One process serves the reference API, so memory is enough; a
 * restart forgets the counters, which is acceptable for login throttling.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => Date) {}

  private entry(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now().getTime()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  tooManyAttempts(key: string, maxAttempts: number): boolean {
    return (this.entry(key)?.count ?? 0) >= maxAttempts;
  }

  hit(key: string, decaySeconds: number): number {
    const entry = this.entry(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    this.hits.set(key, { count: 1, resetAt: this.now().getTime() + decaySeconds * 1000 });
    if (this.hits.size > 10_000) this.sweep();
    return 1;
  }

  /** Whole seconds until the key may try again (at least 1 while locked). */
  availableIn(key: string): number {
    const entry = this.entry(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - this.now().getTime()) / 1000)) : 0;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(): void {
    const now = this.now().getTime();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('rateLimiter', new RateLimiter(fastify.now));
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
