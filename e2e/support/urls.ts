/**
 * Addresses of the servers under test. `CABINET_PORT_OFFSET` moves every
 * port (see scripts/apps.ts), so a run can go beside another one.
 */
const offset = Number(process.env.CABINET_PORT_OFFSET ?? 0);

export const hostUrl = `http://localhost:${3000 + offset}`;
export const apiUrl = `http://localhost:${8000 + offset}`;
export const controlUrl = `http://127.0.0.1:${3999 + offset}`;
export const remoteUrl = (port: 3001 | 3002 | 3003 | 3004): string => `http://localhost:${port + offset}`;
