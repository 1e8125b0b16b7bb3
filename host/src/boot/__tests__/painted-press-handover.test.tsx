import { act, render, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedPressHandover } from '../painted-press-handover.ts';

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
