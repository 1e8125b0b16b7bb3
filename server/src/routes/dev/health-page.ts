import type { FastifyPluginAsync } from 'fastify';
import type { HealthRow } from '@cabinet/runtime/field-health';
import { readHealthRows } from '../../repositories/health-records.ts';

/** The page may style itself inline and load nothing: no script runs on it. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const figure = (value: number | null, unit = '') => (value === null ? '—' : `${value.toLocaleString('ru-RU')}${unit}`);

const HEAD = ['Раздел', 'Выпуск', 'Загрузки', 'Отказы', 'манифест', 'entry', 'чанки', 'отрисовка', 'Первая отрисовка, p75', 'LCP, p75', 'INP, p75', 'CLS, p75'];

function rowHtml(row: HealthRow): string {
  const cells = [
    row.remote,
    row.release,
    figure(row.loads),
    figure(row.failures),
    figure(row.failures_by_phase.manifest),
    figure(row.failures_by_phase.entry),
    figure(row.failures_by_phase.chunk),
    figure(row.failures_by_phase.render),
    figure(row.render_p75_ms, ' мс'),
    figure(row.lcp_p75_ms, ' мс'),
    figure(row.inp_p75_ms, ' мс'),
    figure(row.cls_p75),
  ];
  return `<tr>${cells.map((cell, index) => (index < 2 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`;
}

/** The figures of `npm run health` as a page for a person (the same rows, readHealthRows). */
export function healthPageHtml(rows: readonly HealthRow[]): string {
  const table = rows.length
    ? `<table><caption>Разделы и выпуски</caption><thead><tr>${HEAD.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead><tbody>${rows.map(rowHtml).join('')}</tbody></table>`
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
<p>Загрузки и отказы по этапам, p75 времени до первой отрисовки раздела и его LCP, INP и CLS — по отчётам хоста за последние 30 дней.</p>
${table}
</body>
</html>
`;
}

/**
 * `GET /_dev/health` (registered with the dev helpers, under their guard: a
 * person opens it by its address). It changes nothing, cannot be framed,
 * and runs no script.
 */
const devHealthPage: FastifyPluginAsync = async (fastify) => {
  fastify.get('/_dev/health', async (_request, reply) =>
    reply.header('content-security-policy', PAGE_POLICY).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(healthPageHtml(readHealthRows(fastify.db))),
  );
};

export default devHealthPage;
