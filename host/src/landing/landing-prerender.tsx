import { renderToString } from 'react-dom/server';
import { Landing } from './landing.tsx';

/** The landing's HTML, for host/build/prerender.ts (built for node by rspack). */
export function render(): string {
  return renderToString(<Landing />);
}
