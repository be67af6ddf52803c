// In the production build `react` resolves to this file (vite.config.ts `resolve.alias`): React's API on
// preact/compat, ≈ 4 kB instead of React 19 + react-dom + scheduler's ≈ 59 kB on every page (
// decision 0112). preact/compat has every hook Mantine 9, React Router 7 and TanStack Query call
// (useId, useSyncExternalStore, useEffectEvent, startTransition, `use`) but not `<Activity>`, which Mantine
// renders only for content kept mounted while hidden (`keepMounted` on Transition, Collapse, Tabs, Stepper).
import type { ReactNode } from 'react';

// preact/compat's types are written `export =`; what matters here is the module it resolves to at build.
// @ts-expect-error TS2498
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `<Activity>`: hidden content is not rendered (React keeps it in the DOM, hidden, with its
 * state). What shows is the same; what a hidden panel held (a half-typed field) is lost, as with
 * `keepMounted={false}`, which is what the app asks for where it matters.
 */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : children;
}

/** React Router uses it when React has it and falls back otherwise; named here so the build says nothing. */
export const useOptimistic = undefined;
