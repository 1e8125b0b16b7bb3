import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { HEALTH_COLLECTOR_PATH, HealthReportSchema } from '@cabinet/runtime/field-health';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { isJsonTooDeep } from '../../lib/json.ts';
import { spend } from '../../lib/throttle.ts';
import { createHealthRecordsRepository } from '../../repositories/health-records.ts';

/** A report is at most 100 small records: 32 KB is ample, and all a stranger may make us read. */
const HEALTH_BODY_LIMIT = 32 * 1024;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const refused = (reason: string) => new HttpError(400, { message: `Отчёт не принят: ${reason}` });

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
 * first-render times and web vitals per remote and release, stored in
 * `health_records` (server/README.md, «Field health collector»).
 *
 * - The body is JSON sent as `text/plain` (a beacon of that type needs no
 *   CORS preflight) or `application/json`; at most `HEALTH_BODY_LIMIT` (413).
 * - No CSRF (a beacon cannot send the header, and a report acts for no one);
 *   a browser's `Origin` must be one of the front ends, or it is a 403.
 * - Per IP at most `CABINET_THROTTLE_TELEMETRY_IP` reports (120 a minute).
 * - Records are anonymous: no session or user is read or stored.
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
    records.add(parseReport(request.body).records, fastify.now());
    return reply.code(204).send();
  });
};

export default telemetryRoutes;
