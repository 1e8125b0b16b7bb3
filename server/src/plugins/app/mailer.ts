import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { DevMail } from '@cabinet/runtime/contract';
import { parseJsonAs } from '../../lib/json.ts';
import { redactUrl } from '../../lib/redact-url.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links in the text, listed so e2e tests need not parse prose. */
  links: string[];
}

interface MailRow {
  to_address: string;
  subject: string;
  text: string;
  links: string;
  created_at: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Mailer {
  send(mail: Mail): void;
  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): DevMail[];
}

const LinksSchema = v.array(v.string());

/**
 * The reference server never sends mail: every message is written to the log
 * (its links' secret query values hidden) and kept whole in `mail_outbox`,
 * which `GET /_dev/mail` lists while the dev endpoints are on.
 */
export default fp(
  async (fastify) => {
    const insert = fastify.db.prepare(
      'INSERT INTO mail_outbox (to_address, subject, text, links, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const all = fastify.db.prepare<[], MailRow>(
      'SELECT to_address, subject, text, links, created_at FROM mail_outbox ORDER BY id DESC LIMIT 200',
    );
    const byRecipient = fastify.db.prepare<[string], MailRow>(
      'SELECT to_address, subject, text, links, created_at FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 200',
    );

    const mailer: Mailer = {
      send(mail) {
        insert.run(mail.to, mail.subject, mail.text, JSON.stringify(mail.links), fastify.now().toISOString());
        // The log gets the links without their signatures and tokens; the outbox keeps them whole.
        const links = mail.links.map(redactUrl);
        fastify.log.info({ mail: { to: mail.to, subject: mail.subject, links } }, `mail (not sent): ${mail.subject}`);
      },
      list(to) {
        const rows = to ? byRecipient.all(to) : all.all();
        return rows.map((row) => ({
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          links: parseJsonAs(LinksSchema, row.links, []),
          created_at: row.created_at,
        }));
      },
    };
    fastify.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['db'] },
);
