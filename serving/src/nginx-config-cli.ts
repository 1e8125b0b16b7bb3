/**
 * `npm run nginx:config`: the product's nginx server blocks for a deployment,
 * to include in its nginx (`include /etc/nginx/conf.d/cabinet.conf;`):
 *
 *   --out <file>     where to write them (default: standard output)
 *   --root <dir>     the host's build as deployed (default host/dist); its
 *                    config.json and documents.json are read there
 *   --store <where>  the release store: a folder the remotes' ports serve, or
 *                    s3://bucket/prefix (then only the host's server block; the
 *                    bucket's address, CABINET_STORE_PUBLIC_URL, goes into the CSP)
 *   --listen <addr>  `*` (default: every address) or `localhost`
 *   --server-name <names>  the names the server blocks answer, comma-separated
 *                    (`cabinet.example.ru,www.cabinet.example.ru`)
 *   --host-port <n>  the host's port (default apps.json's, 3000): 443 with TLS
 *   --renderer <url> the renderer (`npm run start:renderer`), e.g.
 *                    http://127.0.0.1:3010: the app's page loads and the guest-only
 *                    pages go there first, the static document when it does not answer
 *   --tls-cert <file> --tls-key <file>  TLS on every port, e.g. certbot's
 *                    fullchain.pem and privkey.pem; the host answers certbot's
 *                    webroot challenge from --root (`certbot certonly --webroot -w <root>`)
 *
 * Nothing in the file is to be edited by hand: every setting a deployment
 * needs is an option, and the file is written anew after each host build.
 * The ports are apps.json's. A release or a rollback changes only the store's
 * files, never this configuration; regenerate it after a new host build (the
 * documents' inline-script hashes) or a new config.json (the API's origin,
 * the remotes' folders). nginx serves the deployment's config.json as it
 * stands: it must list the `remotes` (the block release:all prints), from
 * whose records the browser composes the registry — said when it does not.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { host } from './apps.ts';
import { rawForInclude } from './document-includes.ts';
import { nginxServers } from './nginx-config.ts';
import { nginxSite } from './nginx-site.ts';
import { storeLocation } from './store-location.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    root: { type: 'string' },
    store: { type: 'string' },
    listen: { type: 'string', default: '*' },
    'server-name': { type: 'string' },
    'host-port': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    renderer: { type: 'string' },
  },
});
/** A mistake in the command line: one Russian line, no stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.listen !== '*' && values.listen !== 'localhost') fail('--listen: * или localhost');
if ((values['tls-cert'] === undefined) !== (values['tls-key'] === undefined)) fail('--tls-cert и --tls-key задаются вместе: сертификат и его ключ');
const hostPort = values['host-port'] === undefined ? undefined : Number(values['host-port']);
if (hostPort !== undefined && !(Number.isInteger(hostPort) && hostPort > 0 && hostPort < 65536)) fail('--host-port: номер порта, от 1 до 65535');
const serverNames = values['server-name']?.split(',').map((name) => name.trim()).filter(Boolean);
if (values.renderer !== undefined && !/^http:\/\/[\w.-]+(?::\d{1,5})?$/.test(values.renderer)) fail('--renderer: адрес рендерера без пути, например http://127.0.0.1:3010');
if (serverNames?.some((name) => !/^[\w.*-]+$/.test(name))) fail('--server-name: имена через запятую, например cabinet.example.ru,www.cabinet.example.ru');

const store = storeLocation(values.store);
// The bucket's address goes into the CSP: a guessed one would refuse every remote's code in the browser.
if (store.kind === 'bucket' && store.publicUrlFrom === 'guess') {
  fail(
    `Неизвестно, откуда браузеры читают ${store.label}: задайте CABINET_STORE_PUBLIC_URL (адрес CDN перед бакетом или самого бакета), либо AWS_REGION или AWS_ENDPOINT_URL_S3 — этот адрес попадёт в CSP`,
  );
}
if (store.kind === 'bucket') console.error(`Хранилище выпусков для браузеров (в CSP): ${new URL(store.publicUrl).origin} — из ${store.publicUrlFrom}`);
// nginx serves it as it stands: without `remotes` the browser would look for a registry no one keeps.
const configFile = path.join(values.root ? path.resolve(values.root) : path.join(host.dir, 'dist'), 'config.json');
const deployedText = await readFile(configFile, 'utf8').catch(() => '{}');
// nginx's SSI puts it into app.html as it stands: a raw '<' could end the script element it sits in.
const raw = rawForInclude(deployedText);
if (raw.length > 0) fail(`${configFile} содержит ${raw.join(', ')} как есть — nginx вставляет файл в app.html без экранирования: запишите их как \\u003c, \\u2028, \\u2029 (тот же JSON)`);
const deployed = JSON.parse(deployedText) as { remotes?: unknown };
if (!deployed.remotes) {
  console.error(`Внимание: ${configFile} не перечисляет "remotes" — nginx отдаёт его как есть, и разделов у кабинета не будет: впишите блок "remotes", который печатает release:all`);
}
const site = await nginxSite(store, {
  listen: values.listen,
  ...(values.root ? { hostRoot: path.resolve(values.root) } : {}),
  ...(hostPort ? { hostPort } : {}),
  ...(serverNames ? { serverNames } : {}),
  ...(values.renderer ? { renderer: values.renderer } : {}),
  ...(values['tls-cert'] && values['tls-key'] ? { tls: { certificate: path.resolve(values['tls-cert']), key: path.resolve(values['tls-key']) } } : {}),
});
const text = nginxServers(site);
if (values.out) {
  await writeFile(values.out, text);
  console.error(`Записан ${values.out}`);
} else {
  process.stdout.write(text);
}
