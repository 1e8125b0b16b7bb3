import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeAfterPaintScript } from '../painted-code-after-paint.ts';

const script = /<script[^>]*>([\s\S]*)<\/script>/.exec(codeAfterPaintScript('/static/js/main.1.js', ['/static/js/2.js', '/static/js/3.js']))?.[1] ?? '';

let frames: FrameRequestCallback[] = [];
/** What the script put in the head (kept out of it: jsdom would try to load the script). */
let added: string[] = [];
const asked = () => added;
/** The tasks the script posted itself (MessageChannel), run one at a time by the test. */
let tasks: (() => void)[] = [];
class TaskChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
}
/** Runs the next task the script posted; false when there was none. */
const nextTask = (): boolean => {
  const task = tasks.shift();
  task?.();
  return task !== undefined;
};
const allTasks = () => {
  while (nextTask());
};

beforeEach(() => {
  frames = [];
  added = [];
  tasks = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const element = node as unknown as Element;
    added.push(element.tagName === 'LINK' ? `preload ${element.getAttribute('href')}` : `script ${element.getAttribute('src')}`);
    return node;
  });
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('MessageChannel', TaskChannel);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-painted');
  delete window.__cabinetStart;
});

/** The document painted by the renderer (its head's code taken out) or not, then the script as the end of app.html's body runs it. */
function run(painted: boolean) {
  document.documentElement.toggleAttribute('data-painted', painted);
  document.body.innerHTML = painted ? '<div id="root" data-rendered=""><main>Кабинет</main></div>' : '<div id="root"></div>';
  new Function(script)();
}

describe('the painted page’s code, asked for after its first paint', () => {
  it('is asked for after the next frame where paints are not timed: the chunks’ preloads and the app’s script, and the head’s held preloads go too', () => {
    const painted = vi.fn();
    window.__cabinetStart = { painted };
    run(true);
    expect(asked()).toEqual([]);
    for (const frame of frames) frame(0);
    expect(asked()).toEqual([]);
    vi.runAllTimers();
    expect(painted).toHaveBeenCalledOnce();
    allTasks();
    expect(asked()).toEqual(['preload /static/js/2.js', 'preload /static/js/3.js', 'script /static/js/main.1.js']);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('asks for one file a task, so that no long task holds the page as it becomes usable', () => {
    window.__cabinetStart = { painted: vi.fn() };
    run(true);
    for (const frame of frames) frame(0);
    vi.runAllTimers();
    expect(asked()).toEqual([]);
    expect(nextTask()).toBe(true);
    expect(asked()).toEqual(['preload /static/js/2.js']);
    expect(nextTask()).toBe(true);
    expect(asked()).toEqual(['preload /static/js/2.js', 'preload /static/js/3.js']);
    expect(nextTask()).toBe(true);
    expect(asked()).toEqual(['preload /static/js/2.js', 'preload /static/js/3.js', 'script /static/js/main.1.js']);
    expect(nextTask()).toBe(false);
  });

  it('waits for the first paint to be on the screen where the browser times paints, and at most 3 s', () => {
    let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    const disconnect = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    run(true);
    for (const frame of frames) frame(0);
    observed?.({ getEntriesByName: () => [] }, { disconnect });
    expect(asked()).toEqual([]);
    observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    allTasks();
    expect(asked()).toHaveLength(3);
    expect(disconnect).toHaveBeenCalled();
    vi.runAllTimers();
    allTasks();
    expect(asked()).toHaveLength(3);

    added = [];
    run(true);
    vi.advanceTimersByTime(2999);
    allTasks();
    expect(asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    allTasks();
    expect(asked()).toHaveLength(3);
  });

  it('is asked for at once in a tab opened in the background, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(true);
    allTasks();
    expect(asked()).toContain('script /static/js/main.1.js');
  });

  it('is left to the head on the static document, and never asked for twice', () => {
    run(false);
    vi.runAllTimers();
    for (const frame of frames) frame(0);
    allTasks();
    expect(asked()).toEqual([]);

    // The head's own script, left there by a renderer that does not take it out.
    const head = document.createElement('script');
    head.type = 'text/plain';
    head.src = '/static/js/main.1.js';
    Node.prototype.appendChild.call(document.head, head);
    run(true);
    for (const frame of frames) frame(0);
    vi.runAllTimers();
    allTasks();
    expect(asked()).toEqual([]);
  });

  it('writes the addresses it asks for as JSON no HTML parser can end early', () => {
    const written = codeAfterPaintScript('/static/js/</script><script>alert(1)</script>.js', ['/a\u2028b.js']);
    expect(written.match(/<\/script>/g)).toHaveLength(1);
    expect(written).not.toContain('\u2028');
    expect(written).toContain('\\u003c/script\\u003e');
  });
});
