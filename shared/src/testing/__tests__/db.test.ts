import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventSchema, NotificationSchema, PollSchema, UserSchema } from '../../contract/index.ts';
import { createTestDb, resetTestDb } from '../index.ts';

describe('test db', () => {
  it('seeds records that pass the contract schemas', () => {
    const db = createTestDb();
    for (const account of db.accounts) expect(v.safeParse(UserSchema, account.user).issues).toBeUndefined();
    for (const event of db.events) expect(v.safeParse(EventSchema, event).issues).toBeUndefined();
    for (const item of db.notifications) expect(v.safeParse(NotificationSchema, item).issues).toBeUndefined();
    for (const poll of db.polls) expect(v.safeParse(PollSchema, poll).issues).toBeUndefined();
  });

  it('signs the demo user in unless asked not to', () => {
    expect(createTestDb().session.userId).toBe(1);
    expect(createTestDb({ signedIn: false }).session.userId).toBeNull();
  });

  it('resets in place, so the handlers keep their reference', () => {
    const db = createTestDb();
    const first = db.events[0];
    if (first) first.marked = true;
    resetTestDb(db);
    expect(db.events[0]?.marked).toBe(false);
  });
});
