import { describe, expect, it, vi } from 'vitest';
import fallbackPlugin from '../runtime-plugins/fallback.ts';
import { isUnavailableRemote } from '../unavailable.ts';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('the fallback runtime plugin', () => {
  const errorLoadRemote = fallbackPlugin().errorLoadRemote as unknown as Hook;

  it('turns a failed load into a marked unavailable remote at onLoad', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('RUNTIME-003');
    const result = errorLoadRemote({ id: 'events/module', error, lifecycle: 'onLoad' });
    expect(isUnavailableRemote(result)).toBe(true);
    expect(result).toMatchObject({ id: 'events/module', error });
  });

  it('leaves earlier lifecycles to MF, which calls the hook again at onLoad', () => {
    expect(errorLoadRemote({ id: 'events/module', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});
