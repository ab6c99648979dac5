// The copy and word-wrap buttons of every code block, one behaviour for every page: the buttons
// are in the server's HTML (theme/CodeBlock/Buttons), and listeners on the document work them in
// blocks React renders and in the text of the page a reader opens, which React does not hydrate.
import {COPIED_STATE_MS, copyText} from '@site/src/shared/utils/clipboard';
import {observeSize} from '@site/src/shared/hooks/observeSize';

/** Set on <html> once the buttons work: until then (and without scripts) they are not shown. */
export const READY_ATTRIBUTE = 'data-code-buttons';
const BLOCK = '.theme-code-block';
const BUTTON = 'button[data-code-button]';

/** The code of a block as the reader sees it: its lines, as rendered. */
export function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  if (lines.length === 0) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

const preOf = (element: Element) => element.closest(BLOCK)?.querySelector('pre') ?? null;
const wrapButtonOf = (pre: HTMLPreElement) => pre.closest(BLOCK)?.querySelector<HTMLButtonElement>('button[data-code-button="wrap"]') ?? null;

/** Whether the block's lines are laid out: not in a hidden tab, nor skipped by `content-visibility` (its own or a far block's). */
const laidOut = (pre: HTMLPreElement) => pre.firstElementChild?.checkVisibility?.({contentVisibilityAuto: true}) !== false;

/**
 * Shows each block's wrap button while its code scrolls sideways or is wrapped. A block whose lines
 * are not laid out is left as it is (reading its widths would lay it out now, and all such blocks at
 * once made a long task); it is checked when it comes near or is shown. All widths are read before
 * any button changes, so checking a page's blocks forces no layout between them.
 */
export function showWrapButtons(pres: readonly HTMLPreElement[]): void {
  pres = pres.filter(laidOut);
  const scrolls = pres.map((pre) => pre.scrollWidth > pre.clientWidth);
  pres.forEach((pre, i) => {
    const button = wrapButtonOf(pre);
    if (button) button.hidden = !scrolls[i] && button.getAttribute('aria-pressed') !== 'true';
  });
}

const timers = new WeakMap<HTMLElement, number>();

function setCopied(button: HTMLElement, copied: boolean): void {
  button.dataset.copied = String(copied);
  button.setAttribute('aria-label', (copied ? button.dataset.copiedLabel : button.dataset.copyLabel) ?? '');
}

/** Copies the block's code; the button shows the copied state for COPIED_STATE_MS. */
export async function copyCode(button: HTMLElement, pre: HTMLPreElement): Promise<void> {
  if (!(await copyText(codeOf(pre)))) return;
  setCopied(button, true);
  window.clearTimeout(timers.get(button));
  timers.set(button, window.setTimeout(() => setCopied(button, false), COPIED_STATE_MS));
}

/** Wraps the block's long lines (very long words too, so no scrollbar is left), or unwraps them. */
export function toggleWrap(button: HTMLElement, pre: HTMLPreElement): void {
  const code = pre.querySelector('code');
  if (!code) return;
  const wrapped = button.getAttribute('aria-pressed') !== 'true';
  code.style.whiteSpace = wrapped ? 'pre-wrap' : '';
  code.style.overflowWrap = wrapped ? 'anywhere' : '';
  button.setAttribute('aria-pressed', String(wrapped));
  showWrapButtons([pre]);
}

const observed = new Map<HTMLPreElement, () => void>();
const pending = new Set<HTMLPreElement>();
const checkSoon = (pre: HTMLPreElement) => {
  pending.add(pre);
  if (pending.size > 1) return;
  queueMicrotask(() => {
    const pres = [...pending];
    pending.clear();
    showWrapButtons(pres);
  });
};

/**
 * Follows the width of every block on the page (a window resize, a tab shown) and stops following
 * blocks that left it. Call after each render of a page.
 */
export function observeCodeBlocks(doc: Document): void {
  for (const [pre, stop] of observed) {
    if (!pre.isConnected) {
      stop();
      observed.delete(pre);
    }
  }
  doc.querySelectorAll<HTMLPreElement>(`${BLOCK} pre`).forEach((pre) => {
    if (!observed.has(pre)) observed.set(pre, observeSize(pre, checkSoon));
  });
}

/** Listens on `doc` for the buttons of every block, and marks them ready. */
export function attachCodeBlockButtons(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON);
    const pre = button && preOf(button);
    if (!button || !pre) return;
    if (button.dataset.codeButton === 'copy') void copyCode(button, pre);
    else toggleWrap(button, pre);
  });
  // A block out of view (or in a far part of the opened page's text) is not laid out, its
  // `content-visibility`: look at it when it comes near. Not when it leaves: the browser may then
  // still report the widths of the lines it laid out before.
  doc.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      const near = event.target as Element;
      if ((event as ContentVisibilityAutoStateChangeEvent).skipped) return;
      (near.matches(`${BLOCK} pre`) ? [near as HTMLPreElement] : Array.from(near.querySelectorAll<HTMLPreElement>(`${BLOCK} pre`))).forEach(checkSoon);
    },
    true,
  );
  doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
}
