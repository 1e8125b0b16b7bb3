/**
 * Schema migrations, applied in order at start and recorded in
 * `schema_migrations`. Never edit an applied migration: add a new one.
 * Timestamps are ISO 8601 UTC strings (they sort and compare as text);
 * session activity is epoch milliseconds because it is compared on every request.
 */
import { HEALTH_PHASES, WEB_VITALS } from '@cabinet/runtime/field-health';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `'a', 'b'`: a list of known words for an `IN (…)` check. */
const sqlWords = (words: readonly string[]) => words.map((word) => `'${word}'`).join(', ');

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        email_verified_at TEXT,
        password_hash TEXT NOT NULL,
        avatar_url TEXT,
        phone TEXT,
        about TEXT,
        socials TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        remember INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        last_activity INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_user_id ON sessions(user_id);
      CREATE INDEX sessions_last_activity ON sessions(last_activity);

      CREATE TABLE personal_access_tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        last_used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX personal_access_tokens_user_id ON personal_access_tokens(user_id);

      CREATE TABLE password_reset_tokens (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        location TEXT NOT NULL,
        cover_url TEXT
      );
      CREATE INDEX events_starts_at ON events(starts_at, id);
      CREATE INDEX events_ends_at ON events(ends_at);

      CREATE TABLE event_marks (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        marked_at TEXT NOT NULL,
        PRIMARY KEY (user_id, event_id)
      ) WITHOUT ROWID;

      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        link TEXT,
        created_at TEXT NOT NULL,
        read_at TEXT
      );
      CREATE INDEX notifications_user_created ON notifications(user_id, created_at, id);

      CREATE TABLE polls (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        ends_at TEXT
      );

      CREATE TABLE poll_questions (
        id INTEGER PRIMARY KEY,
        poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('single', 'multiple', 'text', 'number', 'file')),
        required INTEGER NOT NULL DEFAULT 0,
        min REAL,
        max REAL,
        accept TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX poll_questions_poll ON poll_questions(poll_id, position);

      CREATE TABLE poll_question_options (
        id INTEGER PRIMARY KEY,
        question_id INTEGER NOT NULL REFERENCES poll_questions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        text TEXT NOT NULL
      );
      CREATE INDEX poll_question_options_question ON poll_question_options(question_id, position);

      CREATE TABLE poll_attempts (
        id INTEGER PRIMARY KEY,
        poll_id INTEGER NOT NULL REFERENCES polls(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        started_at TEXT NOT NULL,
        completed_at TEXT,
        UNIQUE (poll_id, user_id)
      );
      CREATE INDEX poll_attempts_user ON poll_attempts(user_id, poll_id);

      CREATE TABLE poll_answers (
        id INTEGER PRIMARY KEY,
        attempt_id INTEGER NOT NULL REFERENCES poll_attempts(id) ON DELETE CASCADE,
        question_id INTEGER NOT NULL REFERENCES poll_questions(id) ON DELETE CASCADE,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (attempt_id, question_id)
      );

      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL UNIQUE,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL
      );

      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        links TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX mail_outbox_to ON mail_outbox(to_address, id);
    `,
  },
  {
    version: 2,
    name: 'data generation counter',
    // Bumped by every reseed, so in-memory caches of seed-only data (events)
    // notice a reset, even one made by another process (`npm run seed`).
    sql: `
      CREATE TABLE app_state (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO app_state (key, value) VALUES ('data_generation', 0);
    `,
  },
  {
    version: 3,
    name: 'rate limits',
    // Throttle counters (failed logins, letters sent) outlive a restart, as
    // Laravel's cache-backed RateLimiter does. Keys are hashed: they hold
    // e-mail addresses and IPs. Times are epoch milliseconds.
    sql: `
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);
    `,
  },
  {
    version: 4,
    name: 'private uploads',
    // A poll's file answer is a person's document: served to its owner only
    // (signed links), unlike a profile photo. Files stored before are private
    // when an answer names them, or when they are not images.
    sql: `
      ALTER TABLE uploads ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
      UPDATE uploads SET private = 1
      WHERE mime NOT LIKE 'image/%'
        OR EXISTS (
          SELECT 1 FROM poll_answers a
          WHERE substr(CASE WHEN json_valid(a.value) THEN json_extract(a.value, '$.url') END, -length(uploads.file_name) - 1)
            = '/' || uploads.file_name
        );
      CREATE INDEX uploads_created_at ON uploads(created_at);
    `,
  },
  {
    version: 5,
    name: 'field health',
    // What hosts report about each remote and release (POST /_telemetry/health):
    // anonymous — no user, no session, no query string. `value` is a render
    // time or a web vital; `phase` and `code` describe a failure. The phases
    // and vitals are the wire format's lists, which give today the text this
    // migration has always had; a phase added there needs a migration of its
    // own, since a database made before keeps this check.
    sql: `
      CREATE TABLE health_records (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL CHECK (type IN ('load', 'failure', 'render', 'vital')),
        remote TEXT NOT NULL,
        release TEXT NOT NULL,
        path TEXT NOT NULL,
        phase TEXT CHECK (phase IN (${sqlWords(HEALTH_PHASES)})),
        code TEXT,
        metric TEXT CHECK (metric IN (${sqlWords(WEB_VITALS)})),
        value REAL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX health_records_release ON health_records(remote, release);
      CREATE INDEX health_records_received_at ON health_records(received_at);
    `,
  },
  {
    version: 6,
    name: 'field health per person and hour',
    // Field health counts people, not requests (issue 30): one row per
    // remote, release, hour (UTC, `2030-01-01T10`) and person — a keyed hash
    // of the user (health/health-person.ts), never the id. A person's row
    // says whether they loaded the release and failed in each phase (0/1),
    // and holds their worst sample of the hour of each figure. No path: the
    // rows are per release. `health_records` (migration 5) is dropped with
    // its rows: they were anonymous, so neither can they be counted by person
    // nor a forged one be told from a real one. A phase added to the wire
    // format needs a column of its own, by a migration.
    sql: `
      DROP TABLE health_records;
      CREATE TABLE health_person_hours (
        id INTEGER PRIMARY KEY,
        remote TEXT NOT NULL,
        release TEXT NOT NULL,
        hour TEXT NOT NULL,
        person TEXT NOT NULL,
        loaded INTEGER NOT NULL DEFAULT 0 CHECK (loaded IN (0, 1)),
        failed_manifest INTEGER NOT NULL DEFAULT 0 CHECK (failed_manifest IN (0, 1)),
        failed_entry INTEGER NOT NULL DEFAULT 0 CHECK (failed_entry IN (0, 1)),
        failed_chunk INTEGER NOT NULL DEFAULT 0 CHECK (failed_chunk IN (0, 1)),
        failed_render INTEGER NOT NULL DEFAULT 0 CHECK (failed_render IN (0, 1)),
        render_ms REAL,
        lcp_ms REAL,
        inp_ms REAL,
        cls REAL,
        UNIQUE (remote, release, hour, person)
      );
      CREATE INDEX health_person_hours_hour ON health_person_hours(hour, person);
    `,
  },
  {
    version: 7,
    name: 'demo covers as WebP',
    // The demo covers are served as WebP since `npm run make:covers` (routes/covers): a database seeded
    // before names their SVG files, which are no longer served.
    sql: `
      UPDATE events SET cover_url = substr(cover_url, 1, length(cover_url) - 4) || '.webp'
        WHERE cover_url LIKE '/storage/covers/%.svg';
    `,
  },
];
