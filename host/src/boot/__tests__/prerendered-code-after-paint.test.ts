import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedCodeAfterPaintScript } from '../prerendered-code-after-paint.ts';

const script = /<script>([\s\S]*)<\/script>/.exec(prerenderedCodeAfterPaintScript('/static/js/guest.1.js'))?.[1] ?? '';

let frames: FrameRequestCallback[] = [];
/** The scripts put in the head (kept out of it: jsdom would try to load them). */
let asked: string[] = [];
let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
class PaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  constructor(callback: typeof observed) {
    observed = callback;
  }
  observe() {}
}
const firstPaintShown = () => observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined });
const aFrame = () => {
  for (const frame of frames.splice(0)) frame(0);
  vi.advanceTimersByTime(0);
};

beforeEach(() => {
  frames = [];
  asked = [];
  observed = undefined;
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    asked.push((node as unknown as Element).getAttribute('src') ?? '');
    return node;
  });
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a prerendered page’s code, asked for after its first paint', () => {
  it('waits for the first paint to be on the screen, not for a frame drawn, where the browser times paints', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    new Function(script)();
    aFrame();
    aFrame();
    expect(asked).toEqual([]);
    firstPaintShown();
    expect(asked).toEqual(['/static/js/guest.1.js']);
    vi.runAllTimers();
    expect(asked).toHaveLength(1);
  });

  it('asks after 3 s at most when no paint is shown', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    new Function(script)();
    vi.advanceTimersByTime(2999);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked).toEqual(['/static/js/guest.1.js']);
  });

  it('asks after the next frame where paints are not timed, and at once in a tab opened in the background', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    new Function(script)();
    expect(asked).toEqual([]);
    aFrame();
    expect(asked).toEqual(['/static/js/guest.1.js']);

    asked = [];
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(script)();
    expect(asked).toEqual(['/static/js/guest.1.js']);
  });

  it('writes the address as JSON no HTML parser can end early', () => {
    const written = prerenderedCodeAfterPaintScript('/static/js/</script><script>alert(1)</script>\u2028\u2029.js');
    expect(written.match(/<\/script>/g)).toHaveLength(1);
    expect(written).not.toMatch(/[\u2028\u2029]/);
    expect(written).toContain('\\u003c/script\\u003e');
  });
});
