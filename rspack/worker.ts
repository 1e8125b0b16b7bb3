/**
 * A service worker's bundle: one classic script at the root of the app's
 * `dist/` (a worker's scope cannot be wider than its script's folder),
 * never content-hashed (the browser looks for a new worker at the same
 * address), with its precache list put in after the build
 * (host/build/write-worker-precache.ts).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { defineConstants, moduleRules, resolve } from './common.ts';

interface WorkerOptions {
  /** The bundle's name: `dist/<name>.js`. */
  name: string;
  dir: string;
  entry: string;
}

function createWorkerConfig(worker: WorkerOptions) {
  return (): Configuration => ({
    name: worker.name,
    context: worker.dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { [worker.name]: worker.entry },
    output: { path: path.join(worker.dir, 'dist'), filename: '[name].js', clean: false },
    resolve,
    module: { rules: moduleRules(true) },
    plugins: [defineConstants(true), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: true, splitChunks: false },
    performance: false,
    stats: 'errors-warnings',
  });
}

export { createWorkerConfig };
