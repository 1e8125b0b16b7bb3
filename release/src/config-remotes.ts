/**
 * config.json's `remotes` (serving/src/configured-remotes.ts) as the release
 * tool prints it (`release`: the remote's item; `release-all`:
 * all of them) where it used to print the registry's address; the dev tools
 * write it into the config.json they serve.
 */
import type { ConfiguredRemote } from '@cabinet/runtime/config';
import { configuredRemote, configuredRemotes } from '@cabinet/serving/configured-remotes';

/** For a person: config.json's whole `remotes` (release-all), to paste. */
function remotesBlock(list: readonly ConfiguredRemote[]): string {
  return [
    '"remotes" для config.json хоста (реестр хост составит из releases.json каждого раздела; registryUrl не нужен):',
    JSON.stringify(list, null, 2),
  ].join('\n');
}

/** For a person: one remote's item of config.json's `remotes` (release). */
function remoteItemBlock(item: ConfiguredRemote): string {
  return [`Раздел ${item.name} в "remotes" из config.json хоста:`, JSON.stringify(item, null, 2)].join('\n');
}

export { configuredRemote, configuredRemotes, remoteItemBlock, remotesBlock };
