/**
 * Where `promote --if-healthy` takes the field's figures from: `--health`, a
 * file or an address that serves them in the format of
 * `npm run health -- --json` (a team's own collector, or the reference
 * server's `/_dev/health.json`), else the reference server's own command —
 * run, not imported: its database is the server's to read, and a remote's
 * CI installs no server.
 */
import { spawn } from 'node:child_process';
import * as v from 'valibot';
import { HealthRowSchema, type HealthRow } from '@cabinet/runtime/field-health';
import { root } from '@cabinet/serving/apps';
import { readSource } from '../read-source.ts';

const HealthRowsSchema = v.array(HealthRowSchema);

/** The rows in `json`, or a Russian refusal naming `source` and the first value out of place (valibot says it in English). */
function healthRows(json: unknown, source: string): HealthRow[] {
  const parsed = v.safeParse(HealthRowsSchema, json);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const where = v.getDotPath(issue) ?? 'весь файл';
  throw new Error(`${source}: не тот формат (нужен формат npm run health -- --json) — ${where}: ожидалось ${issue.expected ?? 'другое'}, получено ${issue.received}`);
}

/** The rows `npm run health -- --json` prints, from a JSON file or an http(s) address. */
async function readHealthJson(source: string): Promise<HealthRow[]> {
  const text = await readSource(source);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`--health ${source}: это не JSON (нужен формат npm run health -- --json, например …/_dev/health.json)`);
  }
  return healthRows(json, `--health ${source}`);
}

/** The reference server's figures, from its `npm run health -- --json`. */
function referenceServerFigures(): Promise<HealthRow[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'health', '--workspace', 'server', '--', '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) {
        reject(new Error(`Нет данных о здоровье выпусков: ${err.trim() || `npm run health -w server: код ${code}`} (или укажите --health <файл или адрес>)`));
        return;
      }
      try {
        resolve(healthRows(JSON.parse(out), 'npm run health -w server'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** The field's figures for `--if-healthy`: `--health`, else the reference server's. */
function fieldFigures(source?: string): Promise<HealthRow[]> {
  return source ? readHealthJson(source) : referenceServerFigures();
}

export { fieldFigures };
