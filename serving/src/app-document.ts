/**
 * The app document (app.html) as a deployment serves it, for whichever
 * server fills it — the Node static server, the renderer: the config as
 * served, the host's own registry while the config lists no `remotes`, and
 * the document with its includes filled (document-includes.ts): the config,
 * the registry — composed from the teams' records when the config lists
 * `remotes` (composed-registry.ts) — and what the caller adds (the
 * renderer: the visitor's identity). Read per document: a release may move
 * a remote, a redeploy the config.
 */
import path from 'node:path';
import type { RuntimeConfigInput } from '@cabinet/runtime/config';
import { REGISTRY_FILE } from '@cabinet/runtime/registry';
import { changedFileText } from './changed-file.ts';
import { composedRegistryText } from './composed-registry.ts';
import { servedConfigReader } from './deployment.ts';
import { withIncludes } from './document-includes.ts';
import { servedRegistryText } from './registry-file.ts';
import type { StoreLocation } from './store-location.ts';

interface AppDocumentSource {
  /** The host's own registry file (no store: dev builds, bench:scale). */
  registryFile: string;
  readConfig(): Promise<RuntimeConfigInput>;
  /** `/config.json` and the host's own registry as served at their paths; null for what is not served. */
  servedJson(uri: string, config: RuntimeConfigInput): Promise<string | null>;
  /**
   * What an include of `uri` gets: the same, but the registry composed when the config lists `remotes`.
   * `since`, here and below: when the request came in (`performance.now()`), so that it shares the files' checks
   * made since (changed-file.ts).
   */
  included(uri: string, config: RuntimeConfigInput, since?: number): Promise<string | null>;
  /** `file` (app.html) with its includes filled; `extra` answers the includes only the caller knows. */
  render(file: string, config: RuntimeConfigInput | null, extra?: (uri: string) => string | null, since?: number): Promise<string>;
}

function appDocumentSource(root: string, store: StoreLocation | null, telemetryUrl: string | null): AppDocumentSource {
  const registryFile = path.join(root, REGISTRY_FILE);
  const readConfig = servedConfigReader(root, store, telemetryUrl);
  // The config's text, written once per config as read (the same object while the file is unchanged).
  const configTexts = new WeakMap<RuntimeConfigInput, string>();
  const configText = (config: RuntimeConfigInput) => {
    let text = configTexts.get(config);
    if (text === undefined) configTexts.set(config, (text = JSON.stringify(config)));
    return text;
  };
  const servedJson = async (uri: string, config: RuntimeConfigInput): Promise<string | null> => {
    if (uri === '/config.json') return configText(config);
    if (uri === `/${REGISTRY_FILE}`) return config.remotes ? null : servedRegistryText(registryFile);
    return null;
  };
  const included = async (uri: string, config: RuntimeConfigInput, since?: number): Promise<string | null> =>
    uri === `/${REGISTRY_FILE}` && config.remotes ? composedRegistryText(config, store, undefined, since) : servedJson(uri, config);
  return {
    registryFile,
    readConfig,
    servedJson,
    included,
    async render(file, config, extra, since) {
      const page = await changedFileText(path.join(root, file), since);
      // What cannot be put inline (no config, a store out of reach) is left to the page to ask for.
      return withIncludes(page, async (uri) => extra?.(uri) ?? (config ? included(uri, config, since).catch(() => null) : null));
    },
  };
}

export { appDocumentSource };
export type { AppDocumentSource };
