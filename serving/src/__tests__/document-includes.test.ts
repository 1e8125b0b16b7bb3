import { describe, expect, it } from 'vitest';
import { escapeJsonForHtml, registryJson } from '@cabinet/runtime/registry';
import { rawForInclude, withIncludes } from '../document-includes.ts';

const page = '<script type="application/json" id="a"><!--# include virtual="/config.json" --></script><script type="application/json" id="b"><!--# include virtual="/remotes.json" --></script>';

describe('the app document’s includes, filled in as nginx’s SSI fills them', () => {
  it('puts what the server answers at each path in place of its directive', async () => {
    const html = await withIncludes(page, async (uri) => (uri === '/config.json' ? '{"authMode":"cookie"}' : '{"remotes":[]}'));
    expect(html).toBe('<script type="application/json" id="a">{"authMode":"cookie"}</script><script type="application/json" id="b">{"remotes":[]}</script>');
  });

  it('escapes < so that a value cannot end its script element, and the JSON means the same', async () => {
    const value = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const html = await withIncludes(page, async (uri) => (uri === '/config.json' ? value : null));
    expect(html).not.toContain('</script><script>alert');
    const inline = /id="a">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('escapes U+2028 and U+2029 too, and the JSON means the same', async () => {
    const value = JSON.stringify({ title: 'a\u2028b\u2029c' });
    const html = await withIncludes(page, async (uri) => (uri === '/config.json' ? value : null));
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const inline = /id="a">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('\\u2028');
    expect(JSON.parse(inline)).toEqual({ title: 'a\u2028b\u2029c' });
  });

  it('escapes > and & too, as the registry’s writers do, so that a file nginx includes as it stands reads the same', async () => {
    const value = JSON.stringify({ title: 'a > b & <!-- c -->' });
    const html = await withIncludes(page, async (uri) => (uri === '/config.json' ? value : null));
    const inline = /id="a">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).not.toMatch(/[<>&]/);
    expect(inline).toBe(escapeJsonForHtml(value));
    expect(JSON.parse(inline)).toEqual({ title: 'a > b & <!-- c -->' });
  });

  it('puts a registry already written escaped (registryJson, as the composed one is) as it stands: escaping twice changes nothing', async () => {
    const registry = { remotes: [{ name: 'events', title: '</script> & \u2028', entry: 'http://localhost:3001/0.1.0-1a2b3c4d5e/mf-manifest.json' }] };
    const text = registryJson(registry).trim();
    const html = await withIncludes(page, async (uri) => (uri === '/remotes.json' ? text : null));
    const inline = /id="b">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(inline).toBe(text);
    expect(JSON.parse(inline)).toEqual(registry);
  });

  it('leaves the directive of a path the server does not answer (a composed registry out of reach), for the page to ask itself', async () => {
    const html = await withIncludes(page, async (uri) => (uri === '/config.json' ? '{}' : null));
    expect(html).toContain('<!--# include virtual="/remotes.json" -->');
  });
});

describe('a file nginx includes as it stands', () => {
  it('names the characters that would reach the document raw, and none in what registryJson writes', () => {
    const value = { title: '</script>\u2028\u2029' };
    expect(rawForInclude(JSON.stringify(value))).toEqual(['«<»', 'U+2028', 'U+2029']);
    expect(rawForInclude(registryJson(value))).toEqual([]);
  });
});
