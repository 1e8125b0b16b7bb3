import { createConfig } from '../rspack.config.base.ts';

export default createConfig({
  name: 'host',
  kind: 'host',
  dir: import.meta.dirname,
  port: 3000,
  title: 'Кабинет',
});
