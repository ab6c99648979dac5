type SizeListener = (element: Element) => void;
const listeners = new WeakMap<Element, SizeListener>();
let sharedObserver: ResizeObserver | undefined;

/**
 * Calls `listener` with `element` whenever its size changes, through one ResizeObserver shared by
 * every caller. It reports each element once when observed (after layout, so reading its widths
 * then forces none), again when the window changes its width, and when an element in a hidden tab
 * panel is shown (its size goes from zero to its own). Returns the function that stops it.
 */
export function observeSize<E extends Element>(element: E, listener: (element: E) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  sharedObserver ??= new ResizeObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry.target);
  });
  listeners.set(element, listener as SizeListener);
  sharedObserver.observe(element);
  return () => {
    listeners.delete(element);
    sharedObserver?.unobserve(element);
  };
}
