/** How long a code block's copy button shows its copied state. */
export const COPIED_STATE_MS = 2000;

/**
 * Copies text; resolves true on success. The async clipboard needs a secure context and
 * permission; without it the text is copied through a hidden textarea. A refusal is logged as a
 * warning, never thrown: a failed copy shows nothing to the reader.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    return copyWithTextarea(text);
  } catch (error) {
    if (copyWithTextarea(text)) return true;
    console.warn('Could not copy the code block:', error);
    return false;
  }
}

function copyWithTextarea(text: string): boolean {
  const focused = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  focused?.focus();
  if (previous && selection) {
    selection.removeAllRanges();
    selection.addRange(previous);
  }
  return copied;
}
