import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '../runtime-config.ts';

describe('the runtime config', () => {
  it('reads the registry beside the host unless told otherwise', () => {
    expect(v.parse(RuntimeConfigSchema, {}).registryUrl).toBe('/remotes.json');
  });

  it('takes the release store’s own address for the registry', () => {
    const config = v.parse(RuntimeConfigSchema, { registryUrl: 'https://cdn.example.com/releases/remotes.json' });
    expect(config.registryUrl).toBe('https://cdn.example.com/releases/remotes.json');
  });

  it.each(['//evil.example/remotes.json', 'javascript:alert(1)', 'remotes.json'])('refuses %s as the registry’s address', (registryUrl) => {
    expect(v.safeParse(RuntimeConfigSchema, { registryUrl }).success).toBe(false);
  });

  it('lets preview links open a release unless told otherwise (runtime 1.5.0)', () => {
    expect(v.parse(RuntimeConfigSchema, {}).previews).toBe(true);
    expect(v.parse(RuntimeConfigSchema, { previews: false }).previews).toBe(false);
    expect(v.safeParse(RuntimeConfigSchema, { previews: 'no' }).success).toBe(false);
  });
});
