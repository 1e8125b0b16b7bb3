import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { HEALTH_COLLECTOR_PATH, HealthReportSchema } from '@cabinet/runtime/field-health';
import { healthPerson } from '../../health/health-person.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { isJsonTooDeep } from '../../lib/json.ts';
import { spend } from '../../lib/throttle.ts';
import { createHealthRecordsRepository } from '../../repositories/health-records.ts';

/** A report is at most 100 small records: 32 KB is ample, and all a stranger may make us read. */
const HEALTH_BODY_LIMIT = 32 * 1024;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const refused = (reason: string) => new HttpError(400, { message: `Отчёт не принят: ${reason}` });
const signInFirst = () => new HttpError(401, { message: 'Отчёт не принят: войдите в кабинет' });

/** The first problem of a report, with where it is: `records.3.phase: Неверное значение…`. */
function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'неверный формат';
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The report as JSON text, parsed; a body that is no JSON object of the format is a Russian 400. */
function parseReport(body: unknown) {
  if (typeof body !== 'string' || body.trim() === '') throw refused('пустое тело');
  if (isJsonTooDeep(body)) throw refused('слишком глубокая вложенность JSON');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw refused('некорректный JSON');
  }
  const result = v.safeParse(HealthReportSchema, json);
  if (!result.success) throw refused(firstIssue(result.issues));
  return result.output;
}

/**
 * The field-health collector, outside the Laravel contract: the host's
 * batched reports (`navigator.sendBeacon`) of loads, failures by phase,
 * first-render times and web vitals per remote and release, stored per
 * person and hour in `health_person_hours` (server/README.md, «Field health
 * collector»), so that figures count people, not requests: a release
 * decision is made on them (issue 30).
 *
 * - The body is JSON sent as `text/plain` (a beacon of that type needs no
 *   CORS preflight) or `application/json`; at most `HEALTH_BODY_LIMIT` (413).
 * - Signed-in only, by the session cookie or a bearer token (the auth
 *   plugin's user), else 401: an anonymous report could be anyone's, any
 *   number of times. No CSRF (a beacon cannot send the header; a report is
 *   no action, and another site's page is refused by its `Origin`, 403).
 * - Per IP at most `CABINET_THROTTLE_TELEMETRY_IP` reports (120 a minute).
 * - A person counts once per remote, release and hour in each figure
 *   (repositories/health-records.ts): a keyed hash of the user is stored,
 *   never the id; no path, session or address. A person's rows past the
 *   hourly cap (64) are dropped without an error: the beacon reads no
 *   answer, so a 429 would tell only a forger, and what the report says of
 *   the person's known rows still counts.
 */
const telemetryRoutes: FastifyPluginAsync = async (fastify) => {
  const records = createHealthRecordsRepository(fastify.db);
  const allowedOrigins = new Set(fastify.config.allowedOrigins);
  records.prune(fastify.now());
  const timer = setInterval(() => records.prune(fastify.now()), SWEEP_EVERY_MS);
  timer.unref();
  fastify.addHook('onClose', async () => clearInterval(timer));

  // Both types arrive as text and are parsed by the route, under one limit.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: HEALTH_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  fastify.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: `Отчёт не принят: больше ${HEALTH_BODY_LIMIT / 1024} КБ` });
    }
    // Everything else is the app's one error handler's.
    throw error;
  });

  fastify.post(HEALTH_COLLECTOR_PATH, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) throw forbidden('Отчёт не принят: страница не из кабинета');
    spend(fastify.rateLimiter, null, [
      { key: `telemetry-ip|${request.ip}`, limit: fastify.config.throttles.telemetryIp, message: 'Слишком много отчётов о работе разделов.' },
    ]);
    if (request.userId === null) throw signInFirst();
    const report = parseReport(request.body);
    const dropped = records.add(healthPerson(fastify.config.appKey, request.userId), report.records, fastify.now());
    if (dropped > 0) request.log.warn({ dropped }, 'field health: a person over the hourly cap of rows');
    return reply.code(204).send();
  });
};

export default telemetryRoutes;
