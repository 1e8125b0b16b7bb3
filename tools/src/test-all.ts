/**
 * `npm test`: every check of the repository from one production build —
 *
 *   build, typecheck, lint        first (the suites serve this one build)
 *   e2e (in shards), unit, laravel, nginx, s3, deploy, bench, static
 *
 * — three at a time by default (`CABINET_TEST_JOBS`): the e2e suite in two
 * shards (`CABINET_E2E_SHARDS`), each with its own server, and the others in
 * turn beside them. Each suite runs on its own ports (CABINET_PORT_OFFSET:
 * its own offset added to the one `npm test` was given, so that it runs
 * beside an `npm start`),
 * database, release store, scratch copies and results folder, so none sees
 * another. On this 2-core machine (the same tree): one at a time 16.3 min,
 * two at a time with one e2e shard 12.5 min, three with two shards 10.7,
 * four with three 11.1 — the CPU is busy 97 % of the run, so more at once
 * only shares it; what made the rest was less work (no trace recorded under
 * CI, vitest in threads, one test environment per workspace instead of per
 * file, fewer page loads in the e2e specs): 9.0–10.6 min on a fresh clone,
 * as fast as the machine is that hour — 18–19.5 min since the renderer and
 * its specs came, 17.5–19 once Chromium started no renderer a test never uses,
 * 12.5–13.7 once the pages asked for reduced motion and axe ran in the page,
 * 10.0–11.8 once the tests ran in Chromium's headless shell (598 s in a fast
 * hour), 9.5–11.3 (572 and 675 s) once the type check ran TypeScript 7's native compiler (the cores busy
 * 93–99 % of the run: what would make it shorter is less work, not more at
 * once). A task's output is printed whole
 * when it ends, never interleaved; a failed task does not stop the others,
 * and the run fails at the end naming it and its first lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { root } from '@cabinet/serving/apps';
import { failureLines, pageSnapshots } from './failure-lines.ts';

interface Task {
  name: string;
  command: string[];
  /** Tasks that must have passed first. */
  needs?: string[];
  /** Its CABINET_PORT_OFFSET: every suite that listens has its own. */
  offset?: number;
  env?: Record<string, string>;
}

const jobs = Number(process.env.CABINET_TEST_JOBS ?? 3);
/** The user's own offset (a copy already running on the default ports): each suite's is added to it. */
const baseOffset = Number(process.env.CABINET_PORT_OFFSET ?? 0);
const shards = Number(process.env.CABINET_E2E_SHARDS ?? 2);
const logDir = path.join(root, 'e2e/test-results/logs');
const reuse = { CABINET_REUSE_BUILD: '1' };

/** In the order they are started when a place is free: the longest first. */
function plan(): Task[] {
  const e2e: Task[] = Array.from({ length: shards }, (_, index) => ({
    name: `e2e ${index + 1}/${shards}`,
    command: ['npx', 'playwright', 'test', `--shard=${index + 1}/${shards}`],
    needs: ['build'],
    offset: 20 * index,
    env: reuse,
  }));
  return [
    { name: 'build', command: ['npm', 'run', 'build'] },
    { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', 'lint'] },
    ...e2e,
    { name: 'unit', command: ['npm', 'run', 'test:unit'] },
    { name: 'laravel', command: ['npm', 'run', 'test:laravel', '--', '--reuse-build'], needs: ['build'], offset: 100 },
    // 78–160 s in the last runs, beside nginx's 42–95: started last, it ran alone at the end of the run.
    { name: 'static', command: ['npm', 'run', 'test:static', '--', '--reuse-build'], needs: ['build'], offset: 200 },
    { name: 'nginx', command: ['npm', 'run', 'test:nginx', '--', '--reuse-build'], needs: ['build'], offset: 120 },
    { name: 's3', command: ['npm', 'run', 'test:s3', '--', '--reuse-build'], needs: ['build'], offset: 140 },
    { name: 'bench', command: ['npm', 'run', 'bench', '--', '--no-build'], needs: ['build'], offset: 160 },
    { name: 'deploy', command: ['npm', 'run', 'test:deploy', '--', '--reuse-build'], needs: ['build'], offset: 180 },
  ];
}

type Outcome = 'passed' | 'failed' | 'skipped';

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

/** The machine's CPU time so far, busy and in all, from /proc/stat (Linux; null elsewhere). */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the cores' waiting.
    const total = fields.slice(0, 8).reduce((sum, each) => sum + each, 0);
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}
const logFile = (task: Task): string => path.join(logDir, `${task.name.replace(/\W+/g, '-')}.log`);

const children = new Set<ChildProcess>();

interface Result {
  passed: boolean;
  /** CPU seconds of the processes it started (those reaped: its servers and browsers too). */
  cpu?: number;
}

/** `times`' line of the children's user and system time, "0m12.5s 0m1.25s", in seconds. */
function cpuSeconds(times: string): number | undefined {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : undefined;
}

/** Where a task runs: Playwright's suites from e2e/ (their reports are relative to it). */
const cwdOf = (task: Task): string => (task.command[1] === 'playwright' ? path.join(root, 'e2e') : root);

/** Runs one task with its output in its log file; resolves to whether it passed and the CPU it took. */
function run(task: Task): Promise<Result> {
  const log = createWriteStream(logFile(task));
  const cwd = cwdOf(task);
  // Through bash for its `times` on fd 3: which suite costs the 2 cores what.
  const child = spawn('bash', ['-c', '"$@"; code=$?; times >&3; exit $code', task.name, ...task.command], {
    cwd,
    // Its own process group, so that an interrupted run stops all it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    env: { ...process.env, CI: process.env.CI ?? '1', CABINET_PORT_OFFSET: String(baseOffset + (task.offset ?? 0)), ...task.env },
  });
  children.add(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let times = '';
  (child.stdio[3] as NodeJS.ReadableStream | null)?.on('data', (chunk: Buffer) => {
    times += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('close', (code) => {
      children.delete(child);
      log.end(() => resolve({ passed: code === 0, cpu: cpuSeconds(times) }));
    });
    child.once('error', (error) => {
      log.write(`${error.message}\n`);
    });
  });
}

function stopAll(): void {
  for (const child of children) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main(): Promise<number> {
  await mkdir(logDir, { recursive: true });
  const tasks = plan();
  const outcome = new Map<string, Outcome>();
  const took = new Map<string, number>();
  const cpu = new Map<string, number>();
  const running = new Map<string, number>();
  const started = Date.now();
  const cpuAtStart = machineCpu();

  const heartbeat = setInterval(() => {
    const list = [...running].map(([name, since]) => `${name} ${seconds(Date.now() - since)}`).join(', ');
    console.log(`… ${seconds(Date.now() - started)}: ${list}`);
  }, 60_000);

  await new Promise<void>((done) => {
    const next = (): void => {
      for (const task of tasks) {
        if (outcome.has(task.name) || running.has(task.name)) continue;
        const needs = task.needs ?? [];
        if (needs.some((name) => outcome.get(name) === 'failed' || outcome.get(name) === 'skipped')) {
          outcome.set(task.name, 'skipped');
          console.log(`− ${task.name}: skipped (${needs.join(', ')} did not pass)`);
          continue;
        }
        if (running.size >= jobs || !needs.every((name) => outcome.get(name) === 'passed')) continue;
        running.set(task.name, Date.now());
        console.log(`▶ ${task.name}`);
        void run(task).then(async ({ passed, cpu: used }) => {
          took.set(task.name, Date.now() - (running.get(task.name) ?? Date.now()));
          if (used !== undefined) cpu.set(task.name, used);
          running.delete(task.name);
          outcome.set(task.name, passed ? 'passed' : 'failed');
          const output = await readFile(logFile(task), 'utf8');
          console.log(`\n${'─'.repeat(30)} ${task.name} ${'─'.repeat(30)}\n${output.trimEnd()}`);
          console.log(`${passed ? '✓' : '✗'} ${task.name} (${seconds(took.get(task.name) ?? 0)})\n`);
          next();
        });
      }
      if (outcome.size === tasks.length) done();
    };
    next();
  });
  clearInterval(heartbeat);

  const wall = Date.now() - started;
  const used = [...cpu.values()].reduce((sum, each) => sum + each, 0);
  const cores = availableParallelism();
  const cpuAtEnd = machineCpu();
  // The suites' own count misses what their processes did not wait for (Chromium's renderers): the machine's is whole.
  const busy = cpuAtStart && cpuAtEnd ? ` (the cores were busy ${Math.round(((cpuAtEnd.busy - cpuAtStart.busy) / Math.max(cpuAtEnd.total - cpuAtStart.total, 1)) * 100)} % of the run)` : '';
  console.log(`npm test: ${seconds(wall)} with ${jobs} at once; the suites counted ${Math.round(used)} CPU s of the ${cores} cores' ${Math.round((wall / 1000) * cores)}${busy}`);
  for (const task of tasks) {
    const time = took.has(task.name) ? seconds(took.get(task.name) ?? 0).padStart(6) : '';
    const used = cpu.has(task.name) ? `  CPU ${Math.round(cpu.get(task.name) ?? 0)} s` : '';
    console.log(`  ${outcome.get(task.name) === 'passed' ? '✓' : outcome.get(task.name) === 'failed' ? '✗' : '−'} ${task.name.padEnd(10)} ${time}${used}`);
  }
  const failed = tasks.filter((task) => outcome.get(task.name) !== 'passed').map((task) => task.name);
  if (failed.length > 0) {
    console.log(`Failed or not run: ${failed.join(', ')} (logs in ${path.relative(root, logDir)}/)`);
    // Again at the very end: a CI page that shows only the last lines still names what failed.
    for (const task of tasks.filter((each) => outcome.get(each.name) === 'failed')) {
      const lines = failureLines(await readFile(logFile(task), 'utf8'));
      console.log(`\n${task.name}, what failed:\n${lines}`);
      const snapshots = await pageSnapshots(lines, cwdOf(task));
      if (snapshots) console.log(snapshots);
    }
  }
  return failed.length > 0 ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

process.exitCode = await main();
