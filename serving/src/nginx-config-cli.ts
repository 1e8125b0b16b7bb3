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
 *
 * The ports are apps.json's. A release or a rollback changes only the store's
 * files, never this configuration; regenerate it after a new host build (the
 * documents' inline-script hashes) or a new config.json (the API's origin).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxServers } from './nginx-config.ts';
import { nginxSite } from './nginx-site.ts';
import { storeLocation } from './store-location.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, root: { type: 'string' }, store: { type: 'string' }, listen: { type: 'string', default: '*' } },
});
if (values.listen !== '*' && values.listen !== 'localhost') throw new Error('--listen: * или localhost');

const site = await nginxSite(storeLocation(values.store), { listen: values.listen, ...(values.root ? { hostRoot: path.resolve(values.root) } : {}) });
const text = nginxServers(site);
if (values.out) {
  await writeFile(values.out, text);
  console.error(`Записан ${values.out}`);
} else {
  process.stdout.write(text);
}
