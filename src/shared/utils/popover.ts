/** Popovers of the top bar. Their sizes and layers are CSS custom properties in src/css/custom.css. */
export const POPOVER = {
  /** A hover popover opens this long after the pointer arrives, and closes this long after it leaves. */
  hoverDelayMs: 100,
} as const;

export type PopoverTrigger = 'hover' | 'click';

/** Hover unless configured otherwise; unknown values fall back to hover. */
export function parsePopoverTrigger(value: unknown): PopoverTrigger {
  return value === 'click' ? 'click' : 'hover';
}
