/**
 * What the release tool gives for the host's config.json since runtime 1.6.0
 * (config-remotes.ts): `remotes`, each section of apps.json with the address
 * of its team's folder of the store — the folder the tool publishes it into.
 */
import { RuntimeConfigSchema } from '@cabinet/runtime/config';
import { remotes } from '@cabinet/serving/apps';
import { parseStoreLocation, type StoreLocation } from '@cabinet/serving/store-location';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configuredRemote, configuredRemotes, remoteItemBlock, remotesBlock } from '../config-remotes.ts';

const bucket: StoreLocation = {
  kind: 'bucket',
  label: 's3://cabinet-releases/prod',
  bucket: 'cabinet-releases',
  prefix: 'prod',
  publicUrl: 'https://cdn.example.com/prod',
  publicUrlFrom: 'CABINET_STORE_PUBLIC_URL',
};

describe('config.json’s `remotes` for a store', () => {
  it('lists every remote of apps.json in its order, under the bucket’s public address, with its title and badge', () => {
    const listed = configuredRemotes(bucket);
    expect(listed).toEqual(
      remotes.map((remote) => ({ name: remote.name, title: remote.title, ...(remote.badge ? { badge: remote.badge } : {}), store: `https://cdn.example.com/prod/${remote.name}` })),
    );
    expect(listed.find((remote) => remote.name === 'notifications')).toEqual({
      name: 'notifications',
      title: 'Уведомления',
      badge: 'unread-notifications',
      store: 'https://cdn.example.com/prod/notifications',
    });
    expect(v.parse(RuntimeConfigSchema, { remotes: listed }).remotes).toEqual(listed);
  });

  it('gives each remote of a folder store its own port, where `npm start` serves its folder', () => {
    const listed = configuredRemotes(parseStoreLocation('/srv/releases'));
    expect(listed.map((remote) => remote.store)).toEqual(remotes.map((remote) => `http://localhost:${remote.port}`));
  });

  it('prints them as JSON that reads back the same: all of them, or one remote’s item', () => {
    const listed = configuredRemotes(bucket);
    const [label, ...json] = remotesBlock(listed).split('\n');
    expect(label).toContain('"remotes" для config.json хоста');
    expect(JSON.parse(json.join('\n'))).toEqual(listed);
    const [itemLabel, ...item] = remoteItemBlock(listed[0]!).split('\n');
    expect(itemLabel).toBe(`Раздел ${listed[0]!.name} в "remotes" из config.json хоста:`);
    expect(JSON.parse(item.join('\n'))).toEqual(listed[0]);
  });

  it('refuses, in Russian, a badge the host does not know', () => {
    const app = { ...remotes[0]!, badge: 'sparkles' };
    expect(() => configuredRemote(app, 'https://cdn.example.com/prod/events')).toThrow(`apps.json: у ${app.name} значок «sparkles», которого хост не знает`);
  });
});
