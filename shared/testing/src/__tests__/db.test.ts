import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UserSchema } from '@cabinet/runtime';
import { createTestDb, resetTestDb, type TestDb, type TestDomain } from '../index.ts';

declare module '../db.ts' {
  interface TestDb {
    notes?: string[];
  }
}

const notesDomain: TestDomain = {
  seed: (db: TestDb) => {
    db.notes = ['первая'];
  },
  handlers: () => [],
};

describe('test db', () => {
  it('seeds a demo user that passes the contract schema', () => {
    const db = createTestDb();
    for (const account of db.accounts) expect(v.safeParse(UserSchema, account.user).issues).toBeUndefined();
  });

  it('signs the demo user in unless asked not to', () => {
    expect(createTestDb().session.userId).toBe(1);
    expect(createTestDb([], { signedIn: false }).session.userId).toBeNull();
  });

  it('seeds the tables of the domains it is given', () => {
    expect(createTestDb([notesDomain]).notes).toEqual(['первая']);
  });

  it('resets in place, domains included, so the handlers keep their reference', () => {
    const db = createTestDb([notesDomain]);
    db.notes?.push('вторая');
    db.session.userId = null;
    resetTestDb(db, [notesDomain]);
    expect(db.notes).toEqual(['первая']);
    expect(db.session.userId).toBe(1);
  });
});
