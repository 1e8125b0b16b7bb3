/**
 * The nginx configuration of the product, generated from the same rules the
 * Node server applies (static-rules.ts, deployment.ts) and the same list of
 * apps (apps.json): the host's three documents by path, the cache headers,
 * the security headers and the CSP, public CORS on the remotes, no source
 * map or dotfile, the API's `{message}` shape for a missing file.
 *
 * Each remote's port serves its folder of the release store, every release
 * under `/<release-id>/`, so a release or a rollback never needs the
 * configuration changed: only the store's files change. nginx decodes and
 * normalises the path before it matches a location, so `.ma%70` is `.map`.
 */
import { guestDocumentPatterns, prerenderedGuestPages } from '../../host/src/app/guest-paths.ts';
import { BASE_HEADERS } from '../security-headers.ts';
import { IMMUTABLE, NO_CACHE, REMOTE_FILE_HEADERS } from './static-rules.ts';

interface NginxRemote {
  name: string;
  port: number;
  /** The remote's folder of the release store. */
  root: string;
}

interface NginxSite {
  /** `localhost` on both loopbacks, as the Node server binds; `*` for every address. */
  listen: 'localhost' | '*';
  host: {
    port: number;
    /** The built host (`host/dist`). */
    root: string;
    /** A config.json to serve instead of the one in `root` (npm start's, on its ports). */
    configFile?: string;
    /** The folder store's registry; null when the store serves it at its own address. */
    registryFile: string | null;
    /** The documents' Content-Security-Policy. */
    policy: string;
  };
  /** Served from a folder store; empty when the remotes are in a bucket with its own address. */
  remotes: readonly NginxRemote[];
}

/** Types of what the builds emit; anything else is a download. */
const TYPES: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/javascript': 'js mjs',
  'application/json': 'json',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'application/wasm': 'wasm',
};

/** What every server block sets itself, so the blocks work as an include beside other sites. */
const COMMON = `    types {
${Object.entries(TYPES)
  .map(([type, extensions]) => `      ${type} ${extensions};`)
  .join('\n')}
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/css text/javascript application/json image/svg+xml;
    server_tokens off;
    sendfile on;
    gzip on;
    gzip_min_length 1024;
    gzip_vary on;
    gzip_types text/css text/javascript application/json image/svg+xml;`;

const quote = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function headers(values: Readonly<Record<string, string>>, indent: string): string {
  return Object.entries(values)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

function listen(site: NginxSite, port: number): string {
  return site.listen === '*' ? `    listen ${port};` : `    listen 127.0.0.1:${port};\n    listen [::1]:${port};`;
}

/** Refusals and the 404 every server shares (an `add_header` in a location drops the server's, so each repeats them). */
function refusals(extra: Readonly<Record<string, string>>): string {
  const all = { ...BASE_HEADERS, ...extra, 'cache-control': NO_CACHE };
  return `    # Source maps (however the name is encoded: nginx matches the decoded path) and dotfiles.
    location ~* \\.map$ { return 404; }
    location ~ /\\. { return 404; }
    error_page 400 = @bad_request;
    error_page 404 = @not_found;
    location @not_found {
${headers(all, '      ')}
      # An empty types block: the answer is JSON whatever the missing file's extension.
      types { }
      default_type "application/json; charset=utf-8";
      return 404 '{"message":"Файл не найден"}';
    }
    location @bad_request {
${headers(all, '      ')}
      types { }
      default_type "application/json; charset=utf-8";
      return 400 '{"message":"Неверный адрес"}';
    }`;
}

function hostServer(site: NginxSite): string {
  const { host } = site;
  const file = (cache: string) => headers({ ...BASE_HEADERS, 'cache-control': cache }, '      ');
  const documentHeaders = headers(
    { ...BASE_HEADERS, 'cache-control': NO_CACHE, 'content-security-policy': host.policy, 'x-frame-options': 'DENY' },
    '      ',
  );
  const guestPattern = `^(?:${guestDocumentPatterns.map((pattern) => pattern.source.replace(/^\^|\$$/g, '')).join('|')})$`;
  const alias = (location: string, target: string | null | undefined) =>
    target
      ? `    location = ${location} {
${file(NO_CACHE)}
      alias ${quote(target)};
    }\n`
      : '';
  // Before the guest pattern, which matches them too: the first regex location that matches wins.
  const prerendered = prerenderedGuestPages
    .map(
      (page) => `    location ~ ${quote(page.pattern.source)} {
${documentHeaders}
      try_files /${page.file} =404;
    }
`,
    )
    .join('');
  return `  # The host: the landing at /, a guest page's prerendered document or guest.html, app.html for every other page.
  server {
${listen(site, host.port)}
    root ${quote(host.root)};
${COMMON}
${refusals({})}
${alias('/config.json', host.configFile)}${alias('/remotes.json', host.registryFile)}    # Regex locations are tried in order, after the refusals above, and win over prefix ones.
    location ~ ^/static/ {
${file(IMMUTABLE)}
      try_files $uri =404;
    }
    location = / {
${documentHeaders}
      try_files /index.html =404;
    }
${prerendered}    location ~ ${quote(guestPattern)} {
${documentHeaders}
      try_files /guest.html =404;
    }
    # A file is told from a page by its path: an extension in the last segment.
    location ~ "\\.[A-Za-z0-9]+$" {
${file(NO_CACHE)}
      try_files $uri =404;
    }
    location / {
${documentHeaders}
      # The config and the registry inline (host/src/boot/early-start-head.html); one that
      # cannot be included is left out, and the page asks for it.
      ssi on;
      ssi_silent_errors on;
      try_files /app.html =404;
    }
  }`;
}

function remoteServer(site: NginxSite, remote: NginxRemote): string {
  const file = (cache: string) => headers({ ...BASE_HEADERS, ...REMOTE_FILE_HEADERS, 'cache-control': cache }, '      ');
  return `  # Remote ${remote.name}: its folder of the release store, every release under /<release-id>/.
  server {
${listen(site, remote.port)}
    root ${quote(remote.root)};
${COMMON}
${refusals(REMOTE_FILE_HEADERS)}
    location ~ "^/[^/]+/static/" {
${file(IMMUTABLE)}
      try_files $uri =404;
    }
    location / {
${file(NO_CACHE)}
      try_files $uri =404;
    }
  }`;
}

/** The server blocks alone: an include for an nginx that runs other sites too (`/etc/nginx/conf.d/cabinet.conf`). */
function nginxServers(site: NginxSite): string {
  return `# Generated by scripts/serving/nginx-config.ts from apps.json and the build: do not edit.
${[hostServer(site), ...site.remotes.map((remote) => remoteServer(site, remote))].join('\n\n')}
`;
}

/** A whole configuration for an nginx of its own, run in the foreground from `prefix`. */
function nginxConfig(site: NginxSite, process: { prefix: string; user?: string }): string {
  const temp = (name: string) => `  ${name}_temp_path ${quote(`${process.prefix}/tmp/${name}`)};`;
  return `${process.user ? `user ${process.user};\n` : ''}worker_processes 1;
pid ${quote(`${process.prefix}/nginx.pid`)};
error_log ${quote(`${process.prefix}/error.log`)} warn;
events { worker_connections 1024; }

http {
  access_log off;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n')}

${nginxServers(site)}}
`;
}

export { nginxConfig, nginxServers };
export type { NginxRemote, NginxSite };
