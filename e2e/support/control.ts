/** Test-only control of the static servers (tools/src/control-server.ts): real stop/start. */
import { controlUrl } from './urls.ts';

export type RemoteAction = 'stop' | 'start' | 'fail' | 'heal';

export async function controlApp(name: string, action: RemoteAction): Promise<void> {
  const response = await fetch(`${controlUrl}/apps/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`control ${name} ${action}: ${response.status}`);
}
