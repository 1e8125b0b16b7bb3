// Every app in one rspack multi-compiler, so `npm run build` builds them in
// parallel on rspack's native threads. Loaded by the rspack CLI (not by tsx:
// tsx would rewrite the MF runtime templates with esbuild's `__name` helper).
import hostConfig from '../host/rspack.config.ts';
import landingConfig from '../host/rspack.landing.config.ts';
import eventsConfig from '../remotes/events/rspack.config.ts';
import notificationsConfig from '../remotes/notifications/rspack.config.ts';
import pollsConfig from '../remotes/polls/rspack.config.ts';
import profileConfig from '../remotes/profile/rspack.config.ts';

const factories = { host: hostConfig, landing: landingConfig, events: eventsConfig, notifications: notificationsConfig, polls: pollsConfig, profile: profileConfig };

export default (env: { only?: string }, argv: { mode?: string }) => {
  // The landing page belongs to the host.
  const only = env.only?.split(',').flatMap((name) => (name === 'host' ? ['host', 'landing'] : [name]));
  return Object.entries(factories)
    .filter(([name]) => !only || only.includes(name))
    .flatMap(([, factory]) => (Array.isArray(factory) ? factory : [factory]).map((make) => make(env, argv)));
};
