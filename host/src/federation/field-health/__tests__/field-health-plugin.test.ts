import { describe, expect, it, vi } from 'vitest';
import fieldHealthPlugin from '../../runtime-plugins/field-health.ts';

type Hook = (args: Record<string, unknown>) => Promise<void>;

const ENTRY = 'http://localhost:3001/0.1.0-36a24ca0e1/mf-manifest.json';
const remote = { name: 'events', entry: ENTRY };

function plugin() {
  const tell = vi.fn();
  const hooks = fieldHealthPlugin(tell) as unknown as Record<'afterLoadManifest' | 'afterLoadEntry' | 'afterGetExpose' | 'afterLoadRemote', Hook>;
  return { tell, hooks };
}

describe('the field-health runtime plugin', () => {
  it('tells a load that worked, once per loadRemote, and nothing about a manifest that loaded', async () => {
    const { tell, hooks } = plugin();
    await hooks.afterLoadManifest({ moduleInfo: remote, manifestUrl: ENTRY, response: new Response('{}') });
    await hooks.afterLoadRemote({ id: 'events/module', remote });
    expect(tell.mock.calls).toEqual([[{ type: 'load', remote: 'events', entry: ENTRY, failed: false, error: undefined }]]);
  });

  it('tells where a load failed: the manifest with its status, the entry, the expose’s chunks', async () => {
    const { tell, hooks } = plugin();
    const invalid = new Error('not a valid federation manifest');
    await hooks.afterLoadManifest({ moduleInfo: remote, response: new Response('{"message":"Ошибка сервера"}', { status: 500 }), error: invalid });
    const script = new Error('Failed to load script resources. #RUNTIME-008');
    await hooks.afterLoadEntry({ remoteInfo: remote, error: script });
    await hooks.afterLoadEntry({ remoteInfo: remote, error: script, recovered: true });
    const chunk = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    await hooks.afterGetExpose({ moduleInfo: remote, error: chunk });
    await hooks.afterLoadRemote({ remote, error: chunk, recovered: true });
    expect(tell.mock.calls.map(([event]) => event)).toEqual([
      { type: 'failed-at', remote: 'events', phase: 'manifest', error: invalid, status: 500 },
      { type: 'failed-at', remote: 'events', phase: 'entry', error: script },
      { type: 'failed-at', remote: 'events', phase: 'chunk', error: chunk },
      { type: 'load', remote: 'events', entry: ENTRY, failed: true, error: chunk },
    ]);
  });
});
