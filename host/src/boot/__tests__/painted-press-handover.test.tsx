import { render } from '@testing-library/react';
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
  it('is made again on the element that stands in its place when the page is rendered anew', () => {
    // The painted page, pressed before its code ran: its elements are replaced by the app's own.
    document.body.innerHTML = '<div id="root" data-rendered=""><header><button>Тема</button><button>Выйти</button></header></div>';
    const root = document.getElementById('root') as HTMLElement;
    scope.__cabinetHeldPress = root.querySelectorAll('button')[1];
    root.innerHTML = '';
    const onLeave = vi.fn();
    render(<Handover onLeave={onLeave} />, { container: root });
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(root.hasAttribute('data-rendered')).toBe(false);
    expect(scope.__cabinetHeldPress).toBeUndefined();
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
