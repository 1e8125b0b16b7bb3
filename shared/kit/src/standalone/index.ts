export { renderStandalone } from './render-standalone.tsx';
