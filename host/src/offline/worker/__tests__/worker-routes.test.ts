import { describe, expect, it } from 'vitest';
import { isCabinetDocument, isHashedFile, isListedFile, shellWith } from '../worker-routes.ts';

const ORIGIN = 'https://cabinet.example';
const request = (url: string, init: Partial<{ method: string; mode: string; credentials: string; destination: string }> = {}) => ({
  method: 'GET',
  mode: 'cors',
  credentials: 'same-origin',
  destination: '',
  url,
  ...init,
});
const page = (url: string) => request(url, { mode: 'navigate', destination: 'document', credentials: 'include' });

describe('what the service worker answers', () => {
  it('answers the loads of cabinet pages on its origin, and not the landing, a guest page or another site', () => {
    expect(isCabinetDocument(page(`${ORIGIN}/cabinet`), ORIGIN)).toBe(true);
    expect(isCabinetDocument(page(`${ORIGIN}/cabinet/polls/1?x=1`), ORIGIN)).toBe(true);
    for (const url of [`${ORIGIN}/`, `${ORIGIN}/login`, `${ORIGIN}/cabinetry`, 'https://other.example/cabinet']) {
      expect(isCabinetDocument(page(url), ORIGIN), url).toBe(false);
    }
    expect(isCabinetDocument(request(`${ORIGIN}/cabinet`), ORIGIN)).toBe(false);
  });

  it('keeps content-hashed files of the host and of any release, whether a script tag or a fetch asks', () => {
    expect(isHashedFile(request(`${ORIGIN}/static/js/main.1a2b3c4d.js`, { destination: 'script', credentials: 'include', mode: 'no-cors' }))).toBe(true);
    expect(isHashedFile(request('https://events.example/0.1.0-eb4fc1cc38/static/css/module.1a2b.css', { destination: 'style' }))).toBe(true);
    expect(isHashedFile(request(`${ORIGIN}/config.json`))).toBe(false);
  });

  it('asks the network first for the config, the registry, the records, a release’s manifest and entry', () => {
    for (const url of [`${ORIGIN}/config.json`, `${ORIGIN}/remotes.json`, 'https://events.example/releases.json', 'https://events.example/0.1.0-eb4fc1cc38/mf-manifest.json', 'https://events.example/0.1.0-eb4fc1cc38/remoteEntry.js']) {
      expect(isListedFile(request(url), ORIGIN), url).toBe(true);
    }
  });

  it('never stores an answer of the API (sent with the person’s cookies), a photo, a post, or the build manifest the reload guard reads', () => {
    const api = 'https://api.example';
    expect(isListedFile(request(`${api}/api/cabinet/user`, { credentials: 'include' }), ORIGIN)).toBe(false);
    // Whatever its path: a fetch with the cookies is someone's own answer.
    expect(isListedFile(request(`${api}/export/events.json`, { credentials: 'include' }), ORIGIN)).toBe(false);
    expect(isHashedFile(request(`${api}/static/avatars/1.jpg`, { credentials: 'include' }))).toBe(false);
    expect(isListedFile(request(`${api}/storage/avatars/1.jpg`, { destination: 'image' }), ORIGIN)).toBe(false);
    expect(isListedFile(request(`${ORIGIN}/config.json`, { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isListedFile(request(`${ORIGIN}/builds/latest.json`), ORIGIN)).toBe(false);
  });
});

describe('the shell of a page opened offline', () => {
  const document = [
    '<head><script type="application/json" id="cabinet-config"><!--# include virtual="/config.json" --></script>',
    '<script type="application/json" id="cabinet-registry">{"remotes":[]}</script>',
    '<script type="application/json" id="cabinet-identity">{"status":200,"body":{"data":{"name":"Анна"}}}</script></head>',
  ].join('');

  it('starts with the config and the registry the tab last ran, and with no visitor’s identity', () => {
    const shell = shellWith(document, { config: { apiBaseUrl: 'https://api.example' }, registry: { remotes: [{ name: 'events' }] } });
    expect(shell).toContain('<script type="application/json" id="cabinet-config">{"apiBaseUrl":"https://api.example"}</script>');
    expect(shell).toContain('<script type="application/json" id="cabinet-registry">{"remotes":[{"name":"events"}]}</script>');
    expect(shell).toContain('<script type="application/json" id="cabinet-identity"></script>');
    expect(shell).not.toContain('Анна');
  });

  it('leaves a part the tab never sent as the document has it', () => {
    expect(shellWith(document, { registry: { remotes: [] } })).toContain('<!--# include virtual="/config.json" -->');
  });

  it('cannot be broken out of by what it puts inline, and reads back as it was', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const shell = shellWith(document, { config: { title } });
    expect(shell).not.toContain('</script><script>alert(1)');
    expect(shell).not.toContain('<!--');
    expect(shell).not.toMatch(/[\u2028\u2029]/);
    const inline = /<script type="application\/json" id="cabinet-config">([\s\S]*?)<\/script>/.exec(shell)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual({ title });
  });
});
