/**
 * Stands in for a federated section in tests (vi.mock of RemoteOutlet): the
 * MF runtime cannot load remotes under vitest, and the host's own behaviour
 * around a section is what these tests are about.
 */
import type { RemoteEntry } from '@cabinet/runtime';

function RemoteStub({ entry }: { entry: RemoteEntry }) {
  return <h1>{entry.title}</h1>;
}

const testRemotes: RemoteEntry[] = [
  { name: 'events', title: 'События', entry: 'http://localhost:3001/mf-manifest.json' },
  {
    name: 'notifications',
    title: 'Уведомления',
    entry: 'http://localhost:3002/mf-manifest.json',
    badge: 'unread-notifications',
  },
  { name: 'polls', title: 'Опросы', entry: 'http://localhost:3003/mf-manifest.json' },
  { name: 'profile', title: 'Профиль', entry: 'http://localhost:3004/mf-manifest.json' },
];

export { RemoteStub, testRemotes };
