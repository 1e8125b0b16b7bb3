import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '@cabinet/testing';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn() }));
const { loadRegistry, resetRegistry } = await import('../registry.ts');

const { server } = setupApiServer();
const remotes = [
  { name: 'events', title: 'События', store: 'https://cdn.example.com/prod/events' },
  { name: 'polls', title: 'Опросы', store: 'https://cdn.example.com/prod/polls' },
];
const record = (id: string) => ({ releases: [{ id }], history: [id] });

afterEach(() => {
  resetRegistry();
  vi.restoreAllMocks();
});

describe('the registry composed from the teams’ records (config `remotes`)', () => {
  it('reads each team’s releases.json and points each section into its own folder', async () => {
    server.use(
      http.get('https://cdn.example.com/prod/events/releases.json', () => HttpResponse.json(record('0.1.0-aaaaaaaaaa'))),
      // A record claiming another team's folder changes nothing: the host's config says where polls live.
      http.get('https://cdn.example.com/prod/polls/releases.json', () => HttpResponse.json({ ...record('0.1.0-bbbbbbbbbb'), public_url: 'https://cdn.example.com/prod/events' })),
    );
    expect((await loadRegistry({ remotes })).map((entry) => entry.entry)).toEqual([
      'https://cdn.example.com/prod/events/0.1.0-aaaaaaaaaa/mf-manifest.json',
      'https://cdn.example.com/prod/polls/0.1.0-bbbbbbbbbb/mf-manifest.json',
    ]);
  });

  it('leaves out a section never released or whose record cannot be read, and keeps the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('https://cdn.example.com/prod/events/releases.json', () => new HttpResponse(null, { status: 404 })),
      http.get('https://cdn.example.com/prod/polls/releases.json', () => HttpResponse.json(record('0.1.0-bbbbbbbbbb'))),
    );
    expect((await loadRegistry({ remotes })).map((entry) => entry.name)).toEqual(['polls']);
    server.use(http.get('https://cdn.example.com/prod/events/releases.json', () => HttpResponse.error()));
    expect((await loadRegistry({ remotes })).map((entry) => entry.name)).toEqual(['polls']);
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('asks for each record in a task of its own, not all in the task that loaded the code', async () => {
    server.use(http.get('https://cdn.example.com/prod/*/releases.json', () => HttpResponse.json(record('0.1.0-aaaaaaaaaa'))));
    const requests = vi.spyOn(globalThis, 'fetch');
    const composing = loadRegistry({ remotes });
    // What the task that started it runs before the next task: its microtasks.
    for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    const inThatTask = requests.mock.calls.length;
    expect(await composing).toHaveLength(2);
    expect(inThatTask).toBe(0);
    expect(requests).toHaveBeenCalledTimes(2);
  });

  it('fails as a registry would when no record can be read (offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('https://cdn.example.com/prod/*', () => HttpResponse.error()));
    await expect(loadRegistry({ remotes })).rejects.toThrow('No release record');
  });
});
