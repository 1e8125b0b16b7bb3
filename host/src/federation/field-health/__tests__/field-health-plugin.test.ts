import { describe, expect, it, vi } from 'vitest';
import fieldHealthPlugin from '../../runtime-plugins/field-health.ts';

type Hook = (args: Record<string, unknown>) => Promise<void>;

const ENTRY = 'http://localhost:3001/0.1.0-36a24ca0e1/mf-manifest.json';
const remote = { name: 'events', entry: ENTRY };

function plugin() {
  const record = vi.fn();
  const hooks = fieldHealthPlugin(record) as unknown as Record<'afterLoadManifest' | 'afterLoadEntry' | 'afterGetExpose' | 'afterLoadRemote', Hook>;
  return { record, hooks };
}

describe('the field-health runtime plugin', () => {
  it('records a load that worked, once per loadRemote', async () => {
    const { record, hooks } = plugin();
    await hooks.afterLoadManifest({ moduleInfo: remote, manifestUrl: ENTRY, response: new Response('{}') });
    await hooks.afterLoadRemote({ id: 'events/module', remote });
    expect(record.mock.calls).toEqual([['events', ENTRY, null]]);
  });

  it('names a manifest that answered 500 by its status', async () => {
    const { record, hooks } = plugin();
    await hooks.afterLoadManifest({ moduleInfo: remote, response: new Response('{"message":"Ошибка сервера"}', { status: 500 }), error: new Error('not a valid federation manifest') });
    await hooks.afterLoadRemote({ remote, error: new Error('Failed to get manifest. #RUNTIME-013'), recovered: true });
    expect(record.mock.calls).toEqual([['events', ENTRY, { phase: 'manifest', code: 'HTTP-500' }]]);
  });

  it('names an entry that did not load, and a chunk of the expose', async () => {
    const { record, hooks } = plugin();
    await hooks.afterLoadEntry({ remoteInfo: remote, error: new Error('Failed to load script resources. #RUNTIME-008') });
    await hooks.afterLoadRemote({ remote, error: new Error('#RUNTIME-008') });
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    await hooks.afterGetExpose({ moduleInfo: remote, error: chunk });
    await hooks.afterLoadRemote({ remote, error: chunk, recovered: true });
    expect(record.mock.calls).toEqual([
      ['events', ENTRY, { phase: 'entry', code: 'RUNTIME-008' }],
      ['events', ENTRY, { phase: 'chunk', code: 'ChunkLoadError' }],
    ]);
  });

  it('records nothing for a preload, and forgets where a load failed once it is recorded', async () => {
    const { record, hooks } = plugin();
    await hooks.afterLoadManifest({ moduleInfo: remote, error: new TypeError('Failed to fetch') });
    expect(record).not.toHaveBeenCalled();
    await hooks.afterLoadRemote({ remote, error: new Error('Failed to get manifest. #RUNTIME-003') });
    await hooks.afterLoadRemote({ remote, error: new Error('Failed to load script resources. #RUNTIME-008') });
    expect(record.mock.calls).toEqual([
      ['events', ENTRY, { phase: 'manifest', code: 'TypeError' }],
      ['events', ENTRY, { phase: 'entry', code: 'RUNTIME-008' }],
    ]);
  });
});
