import { createConfig } from '../../rspack.config.base.ts';

// The federation name is the package's (`@cabinet/<name>`), as in apps.json.
export default createConfig({
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: { './module': './src/module.tsx' },
});
