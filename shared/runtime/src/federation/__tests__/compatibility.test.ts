import { describe, expect, it } from 'vitest';
import { findMisfits, requirementsOf, type HostProvisions } from '../compatibility.ts';

const host: HostProvisions = {
  remoteContracts: [1],
  exposes: ['./module'],
  shared: { react: '19.3.1', 'react-dom': '19.3.1', '@cabinet/runtime': '1.2.0' },
};

function manifest({
  contract = 1,
  exposes = ['./module'],
  shared = { react: '^19.3.1', '@cabinet/runtime': '^1.0.0' } as Record<string, string>,
} = {}) {
  return {
    id: 'events',
    name: 'events',
    metaData: { name: 'events', cabinet: { contract, version: '0.2.0' } },
    shared: Object.entries(shared).map(([name, requiredVersion]) => ({ id: `events:${name}`, name, version: '0.0.0', singleton: true, requiredVersion })),
    exposes: exposes.map((path) => ({ id: `events:${path.slice(2)}`, name: path.slice(2), path })),
  };
}

describe('remote compatibility', () => {
  it('reads what a remote needs from its manifest', () => {
    expect(requirementsOf(manifest())).toEqual({
      name: 'events',
      version: '0.2.0',
      contract: 1,
      exposes: ['./module'],
      shared: { react: '^19.3.1', '@cabinet/runtime': '^1.0.0' },
    });
  });

  it('finds nothing wrong with a remote built for this host', () => {
    expect(findMisfits(requirementsOf(manifest()), host)).toEqual([]);
  });

  it('names a singleton major the host does not provide', () => {
    expect(findMisfits(requirementsOf(manifest({ shared: { react: '^20.0.0' } })), host)).toEqual(['нужен react ^20.0.0, хост даёт 19.3.1']);
  });

  it('names a runtime minor newer than the host’s (a remote needing what the host lacks)', () => {
    expect(findMisfits(requirementsOf(manifest({ shared: { '@cabinet/runtime': '^1.3.0' } })), host)).toEqual([
      'нужен @cabinet/runtime ^1.3.0, хост даёт 1.2.0',
    ]);
  });

  it('names a singleton the host does not share at all', () => {
    expect(findMisfits(requirementsOf(manifest({ shared: { zustand: '^5.0.0' } })), host)).toEqual(['нужен zustand ^5.0.0, у хоста его нет']);
  });

  it('names a contract the host does not accept', () => {
    expect(findMisfits(requirementsOf(manifest({ contract: 2 })), host)).toEqual(['контракт 2 хост не принимает: принимает 1']);
  });

  it('names a missing expose', () => {
    expect(findMisfits(requirementsOf(manifest({ exposes: ['./pages'] })), host)).toEqual(['нет экспорта ./module']);
  });

  it('refuses a build that recorded no contract', () => {
    const old = { ...manifest(), metaData: { name: 'events' } };
    expect(findMisfits(requirementsOf(old), host)).toEqual(['версия контракта удалённого модуля не записана: хост принимает 1']);
  });
});
