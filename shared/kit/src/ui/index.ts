// The UI kit (`@cabinet/kit/ui`). Not shared at run time: each app bundles
// the components it uses, tree-shaken, so a remote ships the version it was
// tested with. Only sonner's toast store is a singleton (federation-shared.ts).
// Re-exports only.
export * from './avatar.tsx';
export * from './badge.tsx';
export * from './button.tsx';
export * from './card.tsx';
export * from './checkbox.tsx';
export * from './empty-state.tsx';
export * from './error-state.tsx';
export * from './file-input.tsx';
export * from './filter-tabs.tsx';
export * from './form-field.tsx';
export * from './input.tsx';
export * from './label.tsx';
export * from './native-select.tsx';
export * from './page-title.ts';
export * from './pagination.tsx';
export * from './radio-group.tsx';
export * from './skeleton.tsx';
export * from './socials.ts';
export * from './spinner.tsx';
export * from './textarea.tsx';
export * from './toaster.tsx';
export { cn } from '../lib/cn.ts';
