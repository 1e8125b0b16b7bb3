/**
 * The static servers' rules (static-rules.ts, host-documents.ts), decided on
 * the path the file system will be asked for: an encoded suffix is the
 * suffix, a dotfile anywhere in the path is refused, a page address is told
 * from a file by its path and not by the client's Accept header.
 */
import { describe, expect, it } from 'vitest';
import { HostDocuments } from '../host-documents.ts';
import { cacheControlFor, contentTypeOf, decodedPath, isAssetPath, isRefusedPath } from '../static-rules.ts';
import { documentsTable } from './support/host-build.ts';

const documentFor = (pathname: string) => new HostDocuments(documentsTable).documentFor(pathname);

const refused = (url: string): boolean => {
  const decoded = decodedPath(url);
  return decoded === null || isRefusedPath(decoded);
};

describe('what is never published', () => {
  it.each([
    '/0.1.0-abc/remoteEntry.js.map',
    '/0.1.0-abc/remoteEntry.js.ma%70',
    '/0.1.0-abc/remoteEntry.js%2emap',
    '/0.1.0-abc/remoteEntry.js.%6dap',
    '/static/js/main.1234.js.MAP',
    '/static/js/main.1234.js.map?x=1',
  ])('refuses the source map %s', (url) => {
    expect(refused(url)).toBe(true);
  });

  it.each(['/.env', '/.git/config', '/%2egit/HEAD', '/events/.lock/1-2.json', '/static/../.env', '/a/%2E%2E/.lock/x'])(
    'refuses the dotfile %s',
    (url) => {
      expect(refused(url)).toBe(true);
    },
  );

  it.each(['/releases.json.4242.k3j9.tmp', '/remotes.json.4242.k3j9.tmp', '/0.1.0-abc/mf-manifest.json.1.x.TMP'])('refuses the temporary file %s a folder store writes before its rename', (url) => {
    expect(refused(url)).toBe(true);
  });

  it('refuses a path that cannot be decoded or hides a NUL', () => {
    expect(decodedPath('/static/%E0%A4%A')).toBeNull();
    expect(decodedPath('/static/a%00.js')).toBeNull();
  });

  // A team's record (the registry is composed from it), and a registry a host keeps beside itself without a store.
  it.each(['/', '/static/js/main.1234.js', '/0.1.0-abc/mf-manifest.json', '/releases.json', '/remotes.json', '/cabinet/events/12'])('serves %s', (url) => {
    expect(refused(url)).toBe(false);
  });
});

describe('pages and files', () => {
  it.each(['/login', '/cabinet', '/cabinet/events', '/cabinet/events/12', '/verify/3/0a1b2c', '/password-recovery'])(
    '%s is a page',
    (url) => {
      expect(isAssetPath(decodedPath(url) ?? '')).toBe(false);
    },
  );

  it.each(['/static/js/gone.js', '/static/anything', '/favicon.ico', '/releases.json', '/remotes.json', '/robots.txt'])('%s is a file', (url) => {
    expect(isAssetPath(decodedPath(url) ?? '')).toBe(true);
  });

  it('gives / the landing', () => {
    expect(documentFor('/')).toBe('index.html');
  });

  it('gives the guest pages the guest document and every other page the app', () => {
    expect(documentFor('/callback')).toBe('guest.html');
    expect(documentFor('/verify/3/0a1b2c')).toBe('guest.html');
    expect(documentFor('/cabinet/events')).toBe('app.html');
    expect(documentFor('/no/such/page')).toBe('app.html');
  });

  it('gives a prerendered guest page its own copy of the guest document', () => {
    expect(documentFor('/login')).toBe('login.html');
    expect(documentFor('/login/')).toBe('login.html');
    expect(documentFor('/register')).toBe('register.html');
    expect(documentFor('/password-recovery')).toBe('password-recovery.html');
    expect(documentFor('/confirm-email')).toBe('confirm-email.html');
    expect(documentFor('/login/more')).toBe('app.html');
  });
});

describe('cache headers', () => {
  it('keeps content-hashed files a year and revalidates entries, manifests and documents', () => {
    expect(cacheControlFor('static/js/main.1234.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('0.1.0-abc/static/css/module.1a2b.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('0.1.0-abc/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('0.1.0-abc/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('app.html')).toBe('no-cache');
  });
});

describe('types', () => {
  it('gives what the builds emit its type, with the charset of text, and anything else is a download', () => {
    expect(contentTypeOf('static/js/main.1234.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('0.1.0-abc/mf-manifest.json')).toBe('application/json; charset=utf-8');
    expect(contentTypeOf('site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeOf('favicon.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeOf('static/media/font.WOFF2')).toBe('font/woff2');
    expect(contentTypeOf('archive.zip')).toBe('application/octet-stream');
  });
});
