import { createConfig } from '../../rspack.config.base.ts';

export default createConfig({
  name: 'notifications',
  kind: 'remote',
  dir: import.meta.dirname,
  port: 3002,
  title: 'Уведомления — Кабинет',
  exposes: { './module': './src/module.tsx' },
});
