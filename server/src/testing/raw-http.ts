import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port (for what `inject` cannot show: sockets, timeouts, header limits). */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no TCP address');
  return address.port;
}

interface RawAnswer {
  /** Everything the server wrote before closing the socket. */
  text: string;
  status: number | null;
  /** The JSON body, if the answer had one. */
  body: unknown;
  elapsedMs: number;
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Writes `data` to a new connection and never sends more (a slow or broken
 * client), then waits until the server closes the socket or `waitMs` passes.
 */
export function rawExchange(port: number, data: string, waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const bodyText = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      resolve({ text, status: status ? Number(status) : null, body: parseOrNull(bodyText), elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
}
