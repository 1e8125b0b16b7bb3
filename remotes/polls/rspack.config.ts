import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'polls',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: { './module': './src/module.tsx' },
});
