/**
 * The reference API started by the tools (npm start, the suites, the benches)
 * refuses a port another process answers on: its own listen fails there and it
 * exits, while its readiness check is answered by the other — a suite once ran
 * against a stray API and its own database stayed empty.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startApi } from '../api-process.ts';

let other: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
  other = undefined;
});

it('refuses to start on a port another server answers on, saying so in Russian', async () => {
  const server = createServer((_request, response) => response.writeHead(204).end());
  other = server;
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await expect(startApi({ PORT: String(port), CABINET_DATA_DIR: '/nonexistent-cabinet-api-test' })).rejects.toThrow(`Порт ${port} уже занят другим процессом`);
});
