import { describe, expect, it } from 'vitest';
import { readHealthRows } from '../../repositories/health-records.ts';
import { databaseBefore } from '../../testing/database-before.ts';
import { migrate } from '../open-database.ts';

const NOW = '2030-01-01T10:00:00.000Z';

describe('migration 6: field health per person and hour', () => {
  it('applies on a database with anonymous records, dropping them: they cannot be counted by person', () => {
    const db = databaseBefore(6);
    db.exec(`
      INSERT INTO health_records (type, remote, release, path, phase, code, metric, value, received_at) VALUES
        ('load', 'events', '0.1.0-36a24ca0e1', '/cabinet/events', NULL, NULL, NULL, NULL, '${NOW}'),
        ('failure', 'events', '0.1.0-36a24ca0e1', '/password-recovery/token=x&email=y', 'entry', 'RUNTIME-008', NULL, NULL, '${NOW}'),
        ('vital', 'events', '0.1.0-36a24ca0e1', '/cabinet/events', NULL, NULL, 'LCP', 1830, '${NOW}');
    `);
    expect(migrate(db)).toContain(6);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'health_records%'").all()).toEqual([]);
    expect(readHealthRows(db)).toEqual([]);
    db.prepare("INSERT INTO health_person_hours (remote, release, hour, person, loaded) VALUES ('events', '0.1.0-36a24ca0e1', '2030-01-01T10', 'a1b2c3d4e5f60718', 1)").run();
    expect(readHealthRows(db)).toEqual([expect.objectContaining({ people: 1, loads: 1, failures: 0 })]);
    expect(() => db.prepare("INSERT INTO health_person_hours (remote, release, hour, person, loaded) VALUES ('events', '0.1.0-36a24ca0e1', '2030-01-01T10', 'ffffffffffffffff', 2)").run()).toThrow(/CHECK/);
  });
});
