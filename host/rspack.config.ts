import { createConfig } from '../rspack.config.base.ts';

export default createConfig({ name: 'host', kind: 'host', dir: import.meta.dirname });
