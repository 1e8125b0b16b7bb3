import { act, render, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSectionPressHold, holdPressScript, usePaintedPressHandover } from '../painted-press-handover.ts';

function Handover({ onLeave }: { onLeave: () => void }) {
  usePaintedPressHandover();
  return (
    <header>
      <button type="button">Тема</button>
      <button type="button" onClick={onLeave}>
        Выйти
      </button>
    </header>
  );
}

const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  document.body.innerHTML = '';
  delete scope.__cabinetHeldPress;
});

describe('a press held on the painted page', () => {
  it('is made again on the element that stands in its place when the page is rendered anew', async () => {
    // The painted page, pressed before its code ran: its elements are replaced by the app's own.
    document.body.innerHTML = '<div id="root" data-rendered=""><header><button>Тема</button><button>Выйти</button></header></div>';
    const root = document.getElementById('root') as HTMLElement;
    scope.__cabinetHeldPress = root.querySelectorAll('button')[1];
    root.innerHTML = '';
    const onLeave = vi.fn();
    render(<Handover onLeave={onLeave} />, { container: root });
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(root.hasAttribute('data-rendered')).toBe(false);
    expect(scope.__cabinetHeldPress).toBeUndefined();
  });

  it('sends what was typed before it: the press is made once the typed text is the form’s', async () => {
    const sent: string[] = [];
    function MessageForm() {
      usePaintedPressHandover();
      const [subject, setSubject] = useState('');
      const submit = (event: FormEvent) => {
        event.preventDefault();
        sent.push(subject);
      };
      return (
        <form aria-label="Сообщение оператору" onSubmit={submit}>
          <input id="subject" aria-label="Тема" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <button type="submit">Отправить</button>
        </form>
      );
    }
    document.body.innerHTML =
      '<div id="root" data-rendered=""><form aria-label="Сообщение оператору"><input id="subject" aria-label="Тема" value=""/><button type="submit">Отправить</button></form></div>';
    const root = document.getElementById('root') as HTMLElement;
    (root.querySelector('#subject') as HTMLInputElement).value = 'Вопрос о конференции';
    scope.__cabinetHeldPress = root.querySelector('button');
    await act(async () => {
      hydrateRoot(root, <MessageForm />);
    });
    await waitFor(() => expect(sent).toEqual(['Вопрос о конференции']));
  });

  // Found by e2e: «События» pressed on the painted page, then «Уведомления» as it came alive, led back to «События».
  it('is not made after a press made once the app owns the page: the newer press wins', async () => {
    document.body.innerHTML = '<div id="root" data-rendered=""><header><button>Тема</button><button>Выйти</button></header></div>';
    const root = document.getElementById('root') as HTMLElement;
    scope.__cabinetHeldPress = root.querySelectorAll('button')[1];
    const onLeave = vi.fn();
    const themes = vi.fn();
    function Newer() {
      usePaintedPressHandover();
      return (
        <header>
          <button type="button" onClick={themes}>
            Тема
          </button>
          <button type="button" onClick={onLeave}>
            Выйти
          </button>
        </header>
      );
    }
    await act(async () => {
      hydrateRoot(root, <Newer />);
    });
    expect(root.hasAttribute('data-rendered')).toBe(false);
    // Before the held press is made again (it waits for the next task): the user presses «Тема».
    act(() => root.querySelector('button')?.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(themes).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('on a link is made on the new page’s link to the same address, whatever count its text shows now', async () => {
    document.body.innerHTML = '<div id="root" data-rendered=""><nav><a href="/cabinet/events">События</a><a href="/cabinet/notifications">Уведомления<span>3</span></a></nav></div>';
    const root = document.getElementById('root') as HTMLElement;
    scope.__cabinetHeldPress = root.querySelectorAll('a')[1];
    root.innerHTML = '';
    const opened: string[] = [];
    function Links() {
      usePaintedPressHandover();
      const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        opened.push(event.currentTarget.getAttribute('href') ?? '');
      };
      return (
        <nav>
          <a href="/cabinet/events" onClick={open}>
            События
          </a>
          <a href="/cabinet/notifications" onClick={open}>
            Уведомления
          </a>
        </nav>
      );
    }
    render(<Links />, { container: root });
    await waitFor(() => expect(opened).toEqual(['/cabinet/notifications']));
  });

  it('is dropped when the new page has nothing like it', () => {
    document.body.innerHTML = '<div id="root" data-rendered=""><button>Удалить</button></div>';
    const root = document.getElementById('root') as HTMLElement;
    scope.__cabinetHeldPress = root.querySelector('button');
    root.innerHTML = '';
    const onLeave = vi.fn();
    render(<Handover onLeave={onLeave} />, { container: root });
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe('a painted section whose code comes after the rest of the page', () => {
  /** The page's hold script, run here; its listener is removed after each test (the files share one document). */
  let removeHold: (() => void) | null = null;
  function runHoldScript() {
    const added = vi.spyOn(document, 'addEventListener');
    window.eval(holdPressScript.replace(/^<script>|<\/script>$/g, ''));
    const [type, listener, options] = added.mock.calls[0] ?? [];
    added.mockRestore();
    if (type && listener) removeHold = () => document.removeEventListener(type, listener, options);
  }
  afterEach(() => {
    removeHold?.();
    removeHold = null;
  });

  function paintedSection() {
    // The page is the app's (its header hydrated), its section still the painted HTML.
    document.body.innerHTML =
      '<div id="root" data-section-pending=""><header><a href="/cabinet/polls">Опросы</a></header><main><a href="/cabinet/events/3">Конференция</a></main></div>';
    const root = document.getElementById('root') as HTMLElement;
    const [header, painted] = [...root.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    // What hydration leaves on the header's link.
    Object.assign(header, { __reactFiber$test: {} });
    header.addEventListener('click', (event) => event.preventDefault());
    return { root, header, painted };
  }

  it('holds a press on its painted link, and not one on what the app has hydrated, which drops the held one', () => {
    runHoldScript();
    const { header, painted } = paintedSection();
    const press = (element: HTMLElement) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(press(painted)).toBe(false);
    expect(scope.__cabinetHeldPress).toBe(painted);
    expect(press(header)).toBe(false);
    expect(scope.__cabinetHeldPress).toBeUndefined();
  });

  it('holds nothing once its routes have mounted', () => {
    runHoldScript();
    const { root, painted } = paintedSection();
    root.removeAttribute('data-section-pending');
    painted.addEventListener('click', (event) => event.preventDefault());
    painted.click();
    expect(scope.__cabinetHeldPress).toBeUndefined();
  });

  it('makes the held press once its routes mount', async () => {
    const { root, painted } = paintedSection();
    const opened = vi.fn((event: Event) => event.preventDefault());
    painted.addEventListener('click', opened);
    scope.__cabinetHeldPress = painted;
    endSectionPressHold();
    expect(root.hasAttribute('data-section-pending')).toBe(false);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(scope.__cabinetHeldPress).toBeUndefined();
  });

  it('leaves a press held before the page was hydrated to the page, when it is hydrated in the same pass', async () => {
    const { root, painted } = paintedSection();
    root.setAttribute('data-rendered', '');
    const opened = vi.fn((event: Event) => event.preventDefault());
    painted.addEventListener('click', opened);
    scope.__cabinetHeldPress = painted;
    endSectionPressHold();
    expect(root.hasAttribute('data-section-pending')).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(opened).not.toHaveBeenCalled();
    expect(scope.__cabinetHeldPress).toBe(painted);
  });
});
