import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'polls',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3003,
  title: 'Опросы — Кабинет',
  exposes: { './module': './src/module.tsx' },
});
