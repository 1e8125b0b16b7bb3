/**
 * bench:render reads the renderer's memory after a full collection through
 * its inspector: what the process retains, not what it had not collected yet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { openHeapInspector } from '../heap-inspector.ts';

let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill();
  child = undefined;
});

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Holds about 100 MB of objects until it is told «drop»; says «held» once they are made. */
const HOLDER = `
globalThis.held = Array.from({ length: 1_000_000 }, (_, index) => ({ index, text: 'x'.repeat(40) + index }));
process.on('message', () => { globalThis.held = null; process.send('dropped'); });
process.send('held');
setInterval(() => {}, 1000);
`;

function message(process: ChildProcess, expected: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (received: unknown) => {
      if (received !== expected) return;
      process.off('message', listener);
      resolve();
    };
    process.on('message', listener);
  });
}

it('collects the garbage of a process started with --inspect-port: what it dropped is not counted', async () => {
  const port = await freePort();
  const holder = spawn(process.execPath, [`--inspect-port=127.0.0.1:${port}`, '-e', HOLDER], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  child = holder;
  await message(holder, 'held');
  if (holder.pid === undefined) throw new Error('not started');

  const inspector = await openHeapInspector(holder.pid, port);
  try {
    const holding = await inspector.collect();
    holder.send('drop');
    await message(holder, 'dropped');
    const dropped = await inspector.collect();
    expect(holding.usedMb).toBeGreaterThan(60);
    // Not collected yet, it would still be there: a young, unprompted process seldom runs a full collection.
    expect(holding.usedMb - dropped.usedMb).toBeGreaterThan(50);
  } finally {
    inspector.close();
  }
}, 30_000);
