import type { FastifyPluginAsync } from 'fastify';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { plural } from '@cabinet/runtime/validation';
import { RELEASE_COLUMNS, REMOTE_COLUMN } from '../../health/health-columns.ts';
import { HEALTH_RETENTION_DAYS, readHealthRows } from '../../repositories/health-records.ts';

/** The page may style itself inline and load nothing: no script runs on it. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const COLUMNS = [REMOTE_COLUMN, ...RELEASE_COLUMNS];
const DAYS = ['день', 'дня', 'дней'] as const;

function rowHtml(row: HealthRow): string {
  const cells = COLUMNS.map(({ cell, label }) => {
    const text = escapeHtml(cell(row));
    return label ? `<th scope="row">${text}</th>` : `<td>${text}</td>`;
  });
  return `<tr>${cells.join('')}</tr>`;
}

/** The figures of `npm run health` as a page for a person (the same rows, readHealthRows). */
export function healthPageHtml(rows: readonly HealthRow[]): string {
  const table = rows.length
    ? `<table><caption>Разделы и выпуски</caption><thead><tr>${COLUMNS.map(({ title }) => `<th scope="col">${escapeHtml(title)}</th>`).join('')}</tr></thead><tbody>${rows.map(rowHtml).join('')}</tbody></table>`
    : '<p>Отчётов пока нет: откройте кабинет и походите по разделам.</p>';
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>Здоровье разделов — Кабинет</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; }
caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
th, td { border: 1px solid #ccc; padding: .3rem .6rem; text-align: right; }
th[scope=row], thead th:first-child, thead th:nth-child(2) { text-align: left; }
</style>
</head>
<body>
<h1>Здоровье разделов</h1>
<p>Люди, загрузившие выпуск; загрузки и отказы по этапам — каждый человек не больше одного раза в час; p75 времени до первой отрисовки раздела и его LCP, INP и CLS — по худшему значению человека за час. По отчётам вошедших в кабинет за последние ${HEALTH_RETENTION_DAYS} ${plural(HEALTH_RETENTION_DAYS, DAYS)}.</p>
${table}
</body>
</html>
`;
}

/**
 * `GET /_dev/health` (registered with the dev helpers, under their guard: a
 * person opens it by its address). It changes nothing, cannot be framed,
 * and runs no script. Its twin `GET /_dev/health.json` answers the same rows
 * as `npm run health -- --json` prints, for a program: the release tool's
 * `--health <URL>`.
 */
const devHealthPage: FastifyPluginAsync = async (fastify) => {
  fastify.get('/_dev/health', async (_request, reply) =>
    reply.header('content-security-policy', PAGE_POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(healthPageHtml(readHealthRows(fastify.db))),
  );
  fastify.get('/_dev/health.json', async (_request, reply) => reply.header('cache-control', 'no-store').send(readHealthRows(fastify.db)));
};

export default devHealthPage;
