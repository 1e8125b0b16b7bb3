/**
 * The API as the renderer asks it for a visitor's identity: a session
 * cookie `laravel_session=valid` is `user`, anything else a guest (401).
 * Every request's headers are kept in `asked`.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface IdentityApi {
  url: string;
  asked: IncomingHttpHeaders[];
  close(): Promise<void>;
}

async function startIdentityApi(user: unknown, options: { renewCookie?: string } = {}): Promise<IdentityApi> {
  const asked: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    asked.push(request.headers);
    const signedIn = request.headers.cookie?.includes('laravel_session=valid') ?? false;
    const renew = signedIn && options.renewCookie ? { 'set-cookie': options.renewCookie } : {};
    response.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json', ...renew });
    response.end(JSON.stringify(signedIn ? user : { message: 'Unauthenticated.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { startIdentityApi };
export type { IdentityApi };
