import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { handOverTypedInputToSection, keepTypedInput, recordTypedInputScript } from '../painted-input-handover.ts';
import { usePaintedPressHandover } from '../painted-press-handover.ts';

/** The form: its state says what React knows was typed. */
function Fields() {
  const [name, setName] = useState('Анна');
  return (
    <form aria-label="Личные данные">
      <input id="name" name="name" aria-label="Имя" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{`Имя в форме: ${name}`}</output>
    </form>
  );
}

/** The form in a painted page's app. */
function NameForm() {
  usePaintedPressHandover();
  return <Fields />;
}

/** The form in a section, hydrated or rendered after the rest of the page, as the host's outlet renders one. */
function SectionForm() {
  useEffect(() => handOverTypedInputToSection(document.getElementById('root')), []);
  return <Fields />;
}

const PAINTED = '<form aria-label="Личные данные"><input id="name" name="name" aria-label="Имя" value="Анна"/><output>Имя в форме: Анна</output></form>';

afterEach(() => {
  document.body.innerHTML = '';
});

function paintedRoot(): HTMLElement {
  document.body.innerHTML = `<div id="root" data-rendered="">${PAINTED}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  // Typed before the page's code ran.
  (root.querySelector('#name') as HTMLInputElement).value = 'Анна Петровна';
  return root;
}

describe('text typed into a painted page before its code ran', () => {
  it('reaches the form from a textarea too, whose hydration puts the painted text back', async () => {
    function AboutForm() {
      usePaintedPressHandover();
      const [about, setAbout] = useState('Руковожу проектами');
      return (
        <form aria-label="Личные данные">
          <textarea id="about" aria-label="О себе" value={about} onChange={(event) => setAbout(event.target.value)} />
          <output>{`О себе в форме: ${about}`}</output>
        </form>
      );
    }
    document.body.innerHTML = '<div id="root" data-rendered=""><form aria-label="Личные данные"><textarea id="about" aria-label="О себе">Руковожу проектами</textarea><output>О себе в форме: Руковожу проектами</output></form></div>';
    const root = document.getElementById('root') as HTMLElement;
    new Function(/<script>([\s\S]*)<\/script>/.exec(recordTypedInputScript)?.[1] ?? '')();
    const about = root.querySelector('textarea') as HTMLTextAreaElement;
    about.value = 'Пишу тексты';
    about.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      hydrateRoot(root, <AboutForm />);
    });
    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('О себе в форме: Пишу тексты'));
    expect(about.value).toBe('Пишу тексты');
  });


  it('reaches the form once the page is hydrated, the field keeping it', async () => {
    const root = paintedRoot();
    await act(async () => {
      hydrateRoot(root, <NameForm />);
    });
    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Имя в форме: Анна Петровна'));
    expect((root.querySelector('#name') as HTMLInputElement).value).toBe('Анна Петровна');
  });

  it('is given to the same field of a page rendered anew', () => {
    const root = paintedRoot();
    keepTypedInput(root);
    root.innerHTML = '';
    render(<NameForm />, { container: root });
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Петровна');
    expect(screen.getByText('Имя в форме: Анна Петровна')).toBeInTheDocument();
  });

  it('reaches a section rendered after the rest of a page rendered anew, once', () => {
    const root = paintedRoot();
    keepTypedInput(root);
    root.innerHTML = '';
    // The shell first (its handover finds no field yet), then the section.
    function Shell({ withSection }: { withSection: boolean }) {
      usePaintedPressHandover();
      return withSection ? <SectionForm /> : <p>Загрузка раздела</p>;
    }
    const { rerender, unmount } = render(<Shell withSection={false} />, { container: root });
    rerender(<Shell withSection />);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна Петровна');
    unmount();
    // The section opened again later starts empty: what was typed went to its first render.
    render(<SectionForm />, { container: document.body.appendChild(document.createElement('div')) });
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
  });

  it('hands an option chosen on the painted page to its form', async () => {
    function NetworkForm() {
      usePaintedPressHandover();
      const [network, setNetwork] = useState('vk');
      return (
        <form aria-label="Соцсети">
          <select id="network" aria-label="Сеть" value={network} onChange={(event) => setNetwork(event.target.value)}>
            <option value="vk">ВКонтакте</option>
            <option value="telegram">Telegram</option>
          </select>
          <output>{`Сеть в форме: ${network}`}</output>
        </form>
      );
    }
    document.body.innerHTML =
      '<div id="root" data-rendered=""><form aria-label="Соцсети"><select id="network" aria-label="Сеть"><option value="vk" selected="">ВКонтакте</option><option value="telegram">Telegram</option></select><output>Сеть в форме: vk</output></form></div>';
    const root = document.getElementById('root') as HTMLElement;
    (root.querySelector('#network') as HTMLSelectElement).value = 'telegram';
    await act(async () => {
      hydrateRoot(root, <NetworkForm />);
    });
    await waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Сеть в форме: telegram'));
  });
});
