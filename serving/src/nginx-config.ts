/**
 * The nginx configuration of the product, generated from the same patterns,
 * tables and functions the Node server applies (static-rules.ts,
 * security-headers.ts, error-bodies.ts, the host build's documents.json) and
 * the same list of apps (apps.json): the host's documents by path and by
 * file name, the cache headers and types, the security headers and the CSP,
 * public CORS on the remotes, no source map, dotfile or temporary file, the
 * `{message}` shape of a refusal.
 *
 * Each remote's port serves its folder of the release store, every release
 * under `/<release-id>/`, so a release or a rollback never needs the
 * configuration changed: only the store's files change. nginx decodes and
 * normalises the path before it matches a location, so `.ma%70` is `.map`.
 * nginx composes nothing: the store holds no shared registry (runtime 1.6.0),
 * the served config.json lists the remotes, and the browser reads each team's
 * `releases.json` from its folder (served with the remotes' public CORS).
 */
import { REGISTRY_FILE } from '@cabinet/runtime/registry';
import { errorBody } from './error-bodies.ts';
import type { HostDocuments } from './host-documents.ts';
import { BASE_HEADERS, documentHeaders } from './security-headers.ts';
import { CONTENT_TYPES, DOWNLOAD, FILE_PATH, IMMUTABLE, IMMUTABLE_PATH, NO_CACHE, REFUSED_PATHS, REMOTE_FILE_HEADERS } from './static-rules.ts';

interface NginxRemote {
  name: string;
  port: number;
  /** The remote's folder of the release store. */
  root: string;
}

interface NginxSite {
  /** `localhost` on both loopbacks, as the Node server binds; `*` for every address. */
  listen: 'localhost' | '*';
  /** The names each server block answers (`server_name`); none: nginx's default. */
  serverNames?: readonly string[];
  /** TLS on every port: the certificate (full chain) and its key, as certbot writes them. */
  tls?: { certificate: string; key: string };
  host: {
    port: number;
    /** The built host (`host/dist`). */
    root: string;
    /** Its documents and the addresses each answers. */
    documents: HostDocuments;
    /** A config.json to serve instead of the one in `root` (npm start's, on its ports). */
    configFile?: string;
    /** The documents' Content-Security-Policy. */
    policy: string;
  };
  /** Served from a folder store; empty when the remotes are in a bucket with its own address. */
  remotes: readonly NginxRemote[];
  /**
   * The renderer's address (`http://127.0.0.1:3010`): the app's page loads and the guest-only pages
   * go there first, and the static document answers when it does not (down, 5xx, past its bounds).
   */
  renderer?: string;
}

const quote = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** A JavaScript pattern as an nginx regex location's operator and argument (`~*` when it ignores case). */
const regex = (pattern: RegExp): string => `${pattern.flags.includes('i') ? '~*' : '~'} ${quote(pattern.source)}`;

/** The bare types of the table that are text (a charset, and gzip); nginx always counts text/html in, and warns at a repeat. */
function textTypes(): string[] {
  const text = Object.values(CONTENT_TYPES).filter((type) => type.includes('charset=')).map((type) => type.split(';')[0] ?? type);
  return [...new Set(text)].filter((type) => type !== 'text/html');
}

/** The types block, from the one table of static-rules.ts. */
function typesBlock(): string {
  const extensions = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(';')[0] ?? type;
    extensions.set(bare, [...(extensions.get(bare) ?? []), extension]);
  }
  const lines = [...extensions].map(([type, list]) => `      ${type} ${list.join(' ')};`).join('\n');
  return `    types {
${lines}
    }
    default_type ${DOWNLOAD};
    charset utf-8;
    charset_types ${textTypes().join(' ')};`;
}

/** What every server block sets itself, so the blocks work as an include beside other sites. */
function common(): string {
  return `${typesBlock()}
    server_tokens off;
    sendfile on;
    gzip on;
    # The host's JS and CSS as its build compressed them (file.gz beside each): at the best level, once.
    gzip_static on;
    gzip_min_length 1024;
    gzip_vary on;
    # Behind a CDN or a load balancer (a request with Via) too: the JS went out whole.
    gzip_proxied any;
    gzip_types ${textTypes().join(' ')};`;
}

function headers(values: Readonly<Record<string, string>>, indent: string): string {
  return Object.entries(values)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/** The listen lines, the names and the certificate every server block starts with. */
function listen(site: NginxSite, port: number): string {
  const ssl = site.tls ? ' ssl' : '';
  const lines = site.listen === '*' ? [`    listen ${port}${ssl};`] : [`    listen 127.0.0.1:${port}${ssl};`, `    listen [::1]:${port}${ssl};`];
  if (site.serverNames && site.serverNames.length > 0) lines.push(`    server_name ${site.serverNames.join(' ')};`);
  if (site.tls) lines.push(`    ssl_certificate ${quote(site.tls.certificate)};`, `    ssl_certificate_key ${quote(site.tls.key)};`);
  return lines.join('\n');
}

/**
 * certbot's webroot challenge (`certbot certonly --webroot -w <host root>`):
 * a prefix location with `^~` is chosen before the regex ones, so the dotfile
 * refusal does not catch `/.well-known/acme-challenge/` and nothing else
 * under a dot is served.
 */
function acmeChallenge(): string {
  return `    location ^~ /.well-known/acme-challenge/ {
${headers({ ...BASE_HEADERS, 'cache-control': NO_CACHE }, '      ')}
      default_type text/plain;
      try_files $uri =404;
    }`;
}

/**
 * Where an error's answer is made: an internal location of its own, not a
 * named one — nginx cannot redirect a request whose first line it could not
 * read (`GET /%`) to a named location, and answered those with its own 500.
 */
const errorUri = (status: number) => `/.cabinet-errors/${status}.json`;

/** An error's answer: its JSON body, whatever the missing file's extension (an empty types block). */
function errorLocation(status: number, all: Readonly<Record<string, string>>): string {
  return `    location = ${errorUri(status)} {
      internal;
${headers(all, '      ')}
      types { }
      default_type ${quote(CONTENT_TYPES.json)};
      return ${status} '${JSON.stringify(errorBody(status))}';
    }`;
}

/** Refusals and the errors every server shares (an `add_header` in a location drops the server's, so each repeats them). */
function refusals(extra: Readonly<Record<string, string>>): string {
  const all = { ...BASE_HEADERS, ...extra, 'cache-control': NO_CACHE };
  return `    # Never published (static-rules.ts): source maps, dotfiles, temporary files — however encoded: nginx matches the decoded path.
${REFUSED_PATHS.map((pattern) => `    location ${regex(pattern)} { return 404; }`).join('\n')}
    error_page 400 ${errorUri(400)};
    error_page 404 ${errorUri(404)};
${errorLocation(404, all)}
${errorLocation(400, all)}`;
}

function hostServer(site: NginxSite): string {
  const { host } = site;
  const { table } = host.documents;
  const file = (cache: string) => headers({ ...BASE_HEADERS, 'cache-control': cache }, '      ');
  const document = headers(documentHeaders(host.policy), '      ');
  const alias = (location: string, target: string | null | undefined) =>
    target
      ? `    location = ${location} {
${file(NO_CACHE)}
      alias ${quote(target)};
    }\n`
      : '';
  const documentLocation = (pattern: string, target: string) => `    location ~ ${quote(pattern)} {
${document}
      try_files /${target} =404;
    }
`;
  const guestOnly = new Set(table.guestOnly ?? []);
  // A page the renderer answers first: its answer as it is — a redirect, a 401 or 404 with the
  // document, its headers (the policy too) — and the static document where it gives none. Only
  // the 5xx go to the fallback (an error_page here replaces the server's 404 one).
  const rendered = (fallback: string) => `      proxy_pass ${site.renderer ?? ''};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 1s;
      proxy_read_timeout 3s;
      proxy_intercept_errors on;
      error_page 500 502 503 504 = ${fallback};
`;
  const named = (file: string) => `@static-${file.replace(/\.html$/, '')}`;
  const fallbackLocation = (file: string, extra = '') => `    location ${named(file)} {
${document}
${extra}      try_files /${file} =404;
    }
`;
  // Before the guest patterns, which match them too: the first regex location that matches wins.
  const prerendered = table.prerendered
    .map((page) =>
      site.renderer && guestOnly.has(page.pattern)
        ? `    location ~ ${quote(page.pattern)} {
${rendered(named(page.file))}    }
${fallbackLocation(page.file)}`
        : documentLocation(page.pattern, page.file),
    )
    .join('');
  const guestPattern = `^(?:${table.guest.patterns.map((pattern) => pattern.replace(/^\^|\$$/g, '')).join('|')})$`;
  return `  # The host: the landing at /, a guest page's prerendered document or the guest document, the app for every other page.
  server {
${listen(site, host.port)}
    root ${quote(host.root)};
${common()}
${refusals({})}
${acmeChallenge()}
${alias('/config.json', host.configFile)}    # No shared registry: config.json lists the remotes, and the browser composes the registry from each
    # team's releases.json. The build's copy here is stale: a request for it is answered 404 (internal),
    # and the document's include (a subrequest) gets nothing, not the 404's body, so the page composes.
    location = /${REGISTRY_FILE} {
      internal;
      return 204;
    }
    # The visitor's identity is the renderer's to put into the document: here the include gets nothing
    # and the page asks the API itself.
    location = /identity.json {
      internal;
      return 204;
    }
    # Regex locations are tried in order, after the refusals above, and win over prefix ones.
    location ${regex(IMMUTABLE_PATH)} {
${file(IMMUTABLE)}
      try_files $uri =404;
    }
    location = / {
${document}
      try_files /${table.landing} =404;
    }
${prerendered}${documentLocation(guestPattern, table.guest.file)}    # A document asked for by its file name is still a document: the same headers, nothing filled in.
    location ~ "\\.html$" {
${document}
      try_files $uri =404;
    }
    # A file is told from a page by its path: an extension in the last segment.
    location ${regex(FILE_PATH)} {
${file(NO_CACHE)}
      try_files $uri =404;
    }
${
  site.renderer
    ? `    location / {
${rendered(named(table.app))}    }
    # The renderer down: the static app document, as below.
${fallbackLocation(table.app, '      ssi on;\n      ssi_silent_errors on;\n')}`
    : `    location / {
${document}
      # The config inline (host/src/boot/early-start-head.html); the registry's include gets
      # nothing (above), and the page composes it from the teams' records.
      ssi on;
      ssi_silent_errors on;
      try_files /${table.app} =404;
    }
`
}  }`;
}

function remoteServer(site: NginxSite, remote: NginxRemote): string {
  const file = (cache: string) => headers({ ...BASE_HEADERS, ...REMOTE_FILE_HEADERS, 'cache-control': cache }, '      ');
  return `  # Remote ${remote.name}: its folder of the release store, every release under /<release-id>/.
  server {
${listen(site, remote.port)}
    root ${quote(remote.root)};
${common()}
${refusals(REMOTE_FILE_HEADERS)}
    location ${regex(IMMUTABLE_PATH)} {
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
  return `# Generated by serving/src/nginx-config.ts from apps.json and the build: do not edit.
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
export type { NginxSite };
