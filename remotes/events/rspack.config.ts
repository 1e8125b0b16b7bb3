import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'events',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3001,
  title: 'События — Кабинет',
  exposes: { './module': './src/module.tsx' },
});
