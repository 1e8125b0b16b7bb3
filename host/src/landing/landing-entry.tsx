/**
 * The light entry of `/` (SPEC §2: public, light, excluded from session
 * checks). No Module Federation runtime, no router, no session, no query
 * client: React and the landing itself. The build prerenders its HTML
 * (host/build/prerender.ts), so the text is there before any JS runs; this
 * only hydrates it.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installRussianMessages } from '@cabinet/runtime';
import { Landing } from './landing.tsx';
import './landing.css';

// The subscribe form checks the address with the contract's schema, in Russian.
installRussianMessages();

const root = document.getElementById('root');
if (root) {
  const page = (
    <StrictMode>
      <Landing />
    </StrictMode>
  );
  if (root.dataset.prerendered === 'landing') hydrateRoot(root, page);
  else createRoot(root).render(page);
}
