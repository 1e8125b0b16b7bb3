import { describe, expect, it } from 'vitest';
import { assertSupportedNode } from '../supported-node.ts';

describe('the Node the database runs on', () => {
  it('refuses Node 20, on which better-sqlite3 13 would crash, saying what to install', () => {
    expect(() => assertSupportedNode('20.20.2')).toThrow('Node 20.20.2 не поддерживается: нужен Node 22.19+');
  });

  it('accepts Node 22 and 24', () => {
    expect(() => assertSupportedNode('22.19.0')).not.toThrow();
    expect(() => assertSupportedNode('24.21.0')).not.toThrow();
  });
});
