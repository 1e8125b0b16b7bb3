/**
 * A full garbage collection in another Node process, through its inspector,
 * so that a memory figure is what the process retains rather than what it
 * had not collected yet when sampled. The process starts with
 * `--inspect-port` and no inspector; SIGUSR1 opens it on that port (Node's
 * own switch), so nothing listens or slows the process before the bench asks.
 */

interface HeapUsage {
  /** The V8 heap in use after the collection, MB. */
  usedMb: number;
}

interface HeapInspector {
  /** Collects every generation's garbage; then the heap in use. */
  collect(): Promise<HeapUsage>;
  close(): void;
}

async function debuggerUrl(port: number): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      (response) => response.json() as Promise<{ webSocketDebuggerUrl?: string }[]>,
      () => [],
    );
    const url = targets[0]?.webSocketDebuggerUrl;
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Инспектор процесса не открылся на порту ${port}`);
}

/** Opens the inspector of `pid` (started with `--inspect-port=127.0.0.1:<port>`). */
async function openHeapInspector(pid: number, port: number): Promise<HeapInspector> {
  process.kill(pid, 'SIGUSR1');
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('Инспектор не принял соединение')), { once: true });
  });
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    waiting.delete(message.id ?? -1);
  });
  const send = (method: string) =>
    new Promise<unknown>((resolve) => {
      nextId += 1;
      waiting.set(nextId, resolve);
      socket.send(JSON.stringify({ id: nextId, method }));
    });
  return {
    async collect() {
      await send('HeapProfiler.collectGarbage');
      const { usedSize } = (await send('Runtime.getHeapUsage')) as { usedSize: number };
      return { usedMb: usedSize / 1024 / 1024 };
    },
    close: () => socket.close(),
  };
}

export { openHeapInspector };
export type { HeapInspector, HeapUsage };
