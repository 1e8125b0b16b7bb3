/** Node tools the release tool runs in a remote's folder: its rspack build, its tests, the smoke test. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '@cabinet/serving/apps';

/** A tool of the repository's node_modules (`typescript/bin/tsc`, `@rspack/cli/bin/rspack.js`). */
const toolBin = (file: string): string => path.join(root, 'node_modules', file);

const rspackCli = toolBin('@rspack/cli/bin/rspack.js');

/**
 * Runs a Node script to its end. `held`: its output is kept and printed
 * whole when it ends, so that steps running side by side do not interleave.
 */
function runNode(script: string, args: readonly string[], cwd: string, { held = false }: { held?: boolean } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (held) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(script)} ${args.join(' ')}: код выхода ${code}`));
    });
  });
}

export { rspackCli, runNode, toolBin };
