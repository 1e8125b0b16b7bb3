import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'events',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: { './module': './src/module.tsx' },
});
