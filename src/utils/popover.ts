/**
 * Popover constants of spec 9. The sizes and layers are also CSS custom properties in
 * src/css/custom.css (`--rslib-tooltip-max-width` ...), where the styles read them.
 */
export const POPOVER = {
  /** A hover popover opens this long after the pointer arrives, and closes this long after it leaves. */
  hoverDelayMs: 100,
  tooltipMaxWidth: 250,
  titleMinWidth: 177,
  zIndexPopup: 100,
  zIndexSelect: 50,
} as const;

export type PopoverTrigger = 'hover' | 'click';

/** Hover unless configured otherwise; unknown values fall back to hover. */
export function parsePopoverTrigger(value: unknown): PopoverTrigger {
  return value === 'click' ? 'click' : 'hover';
}
