// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {attachCodeBlockButtons, codeOf, showWrapButtons} from './buttons';

// A block as theme/CodeBlock/Buttons and CodeBlock/Content render it.
const BLOCK = `<div class="theme-code-block"><div>
  <pre><code><span class="token-line">npm add -D</span><span class="token-line">  @rslib/core</span></code></pre>
  <div><button data-code-button="wrap" aria-pressed="false" hidden></button>
  <button data-code-button="copy" aria-label="Copy code to clipboard" data-copied="false" data-copy-label="Copy code to clipboard" data-copied-label="Copied"></button></div>
</div></div>`;

/** Makes `pre` report the given widths, as a browser's layout would. */
function widths(pre: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(pre, 'scrollWidth', {value: scrollWidth, configurable: true});
  Object.defineProperty(pre, 'clientWidth', {value: clientWidth, configurable: true});
}

attachCodeBlockButtons(document);
const pre = () => document.querySelector('pre')!;
const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-code-button="${name}"]`)!;

describe('code block buttons', () => {
  beforeEach(() => {
    document.body.innerHTML = BLOCK;
  });
  afterEach(() => vi.useRealTimers());

  it('are marked ready on the page once their behaviour is attached', () => {
    expect(document.documentElement.hasAttribute('data-code-buttons')).toBe(true);
  });

  it('copy the lines as the reader sees them, and show the copied state for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    expect(codeOf(pre())).toBe('npm add -D\n  @rslib/core');
    button('copy').click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('npm add -D\n  @rslib/core');
    expect(button('copy').dataset.copied).toBe('true');
    expect(button('copy').getAttribute('aria-label')).toBe('Copied');
    // A second copy starts the 2 s again.
    await vi.advanceTimersByTimeAsync(1500);
    button('copy').click();
    await vi.advanceTimersByTimeAsync(1999);
    expect(button('copy').dataset.copied).toBe('true');
    await vi.advanceTimersByTimeAsync(1);
    expect(button('copy').dataset.copied).toBe('false');
    expect(button('copy').getAttribute('aria-label')).toBe('Copy code to clipboard');
  });

  it('show the wrap button while the code scrolls sideways, and keep it while the lines are wrapped', () => {
    widths(pre(), 300, 300);
    showWrapButtons([pre()]);
    expect(button('wrap').hidden).toBe(true);
    widths(pre(), 600, 300);
    showWrapButtons([pre()]);
    expect(button('wrap').hidden).toBe(false);
    button('wrap').click();
    const code = pre().querySelector('code')!;
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    expect(button('wrap').getAttribute('aria-pressed')).toBe('true');
    // Wrapped, the code no longer scrolls: the button stays to unwrap it.
    widths(pre(), 300, 300);
    showWrapButtons([pre()]);
    expect(button('wrap').hidden).toBe(false);
    button('wrap').click();
    expect(code.style.whiteSpace).toBe('');
    expect(button('wrap').getAttribute('aria-pressed')).toBe('false');
    expect(button('wrap').hidden).toBe(true);
  });
});
