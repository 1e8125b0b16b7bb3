// Standalone page for the owning team: `npm run dev` renders this remote's
// pages inside the shared providers, without the host.
import { renderStandalone } from '@cabinet/kit/standalone';
import remote from './module.tsx';

renderStandalone(remote);
