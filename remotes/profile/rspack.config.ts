import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'profile',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3004,
  title: 'Профиль — Кабинет',
  exposes: { './module': './src/module.tsx' },
});
