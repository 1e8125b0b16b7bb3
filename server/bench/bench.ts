import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench -w server`: the API in a child process on a free loopback
 * port (fresh seeded database, logging off), signed in as the demo user, then
 * autocannon against a list and a write endpoint. Target (2 cores): list
 * ≥ 5,000 req/s, p99 ≤ 20 ms, 0 errors.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
/** BENCH_ONLY=list or BENCH_ONLY=write runs one of the two. */
const ONLY = process.env.BENCH_ONLY;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-'));
const child = fork(path.join(here, 'bench-server.ts'), {
  // BENCH_PROFILE=<dir> writes a CPU profile of the server process there.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
  env: { ...process.env, CABINET_DATA_DIR: dataDir, NODE_ENV: 'production' },
});
const port = await new Promise<number>((resolve, reject) => {
  child.once('message', (message) => {
    if (typeof message === 'object' && message !== null && 'port' in message && typeof message.port === 'number') {
      resolve(message.port);
    } else reject(new Error('unexpected message from the bench server'));
  });
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

/** Cookie-mode sign-in, as the SPA does it. */
async function signIn(): Promise<{ cookie: string; xsrf: string }> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
  };
  keep(csrf);
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${base}/api/cabinet/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: cookieHeader(), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  keep(login);
  return { cookie: cookieHeader(), xsrf };
}

/** The server process's CPU time in µs. */
function serverCpu(): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => {
      resolve(typeof message === 'object' && message !== null && 'cpu' in message ? Number(message.cpu) : Number.NaN);
    });
    child.send('cpu');
  });
}

async function run(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  const cpuBefore = await serverCpu();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ ...options, connections: CONNECTIONS, duration: DURATION }, (error, outcome) => {
      if (error) reject(error);
      else resolve(outcome);
    });
  });
  const cpuPerRequest = (await serverCpu()) - cpuBefore;
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title}\n  ${Math.round(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ` +
      `errors ${result.errors} · timeouts ${result.timeouts} · non-2xx ${result.non2xx} · ` +
      `server CPU ${Math.round(cpuPerRequest / Math.max(1, result.requests.total))} µs/request${failed > 0 ? '  ← FAILURES' : ''}`,
  );
  return result;
}

try {
  const { cookie, xsrf } = await signIn();
  console.log(`Cabinet API bench: ${CONNECTIONS} connections × ${DURATION} s, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  if (ONLY !== 'write') {
    await run('GET /api/cabinet/events?per_page=15 (authenticated list)', {
      url: `${base}/api/cabinet/events?per_page=15`,
      headers: { cookie, accept: 'application/json' },
    });
  }
  // Saving an optional text answer: a real upsert on every request, the poll stays in progress.
  if (ONLY !== 'list') await run('PUT /api/cabinet/polls/set-answer-questions (write: upsert one answer)', {
    url: `${base}/api/cabinet/polls/set-answer-questions`,
    method: 'PUT',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ poll_id: 1, answers: [{ question_id: 3, value: 'Нагрузочный тест: быстрее, пожалуйста' }] }),
  });
} finally {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
