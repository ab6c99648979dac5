import {createElement, lazy, type ComponentType, type ReactNode} from 'react';

/**
 * A component in a chunk of its own, loaded on first render or ahead of it with `load()`.
 * Unlike `React.lazy` alone, a component already loaded renders at once: `lazy` suspends the
 * first render even then, and with no Suspense boundary above (a page's text) React renders
 * the whole page again when it resumes.
 */
export function lazyComponent<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): {
  Component: (props: Props) => ReactNode;
  load: () => Promise<{default: ComponentType<Props>}>;
} {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{default: ComponentType<Props>}> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Offline or a stale deployment: a later render (the error page's "Try again") or intent
        // tries again; React keeps a failed lazy component failed, so the next render gets a new one.
        loading = undefined;
        Lazy = lazy(loadOnce);
        throw error;
      },
    ));
  let Lazy = lazy(loadOnce);
  return {
    Component: (props: Props) => createElement(loaded ?? Lazy, props),
    load: loadOnce,
  };
}
