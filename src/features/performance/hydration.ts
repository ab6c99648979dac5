/** False until the app has hydrated: what is rendered or loaded before that is for the page the reader opened. */
let hydrated = false;

/** Called by BrowserReady once the app has hydrated. */
export function markAppHydrated(): void {
  hydrated = true;
}

export function appHasHydrated(): boolean {
  return hydrated;
}

/**
 * `dangerouslySetInnerHTML` for an element whose server HTML React keeps without hydrating it (an
 * element with inner HTML has no children to hydrate). One object for every render: React sets
 * `innerHTML` again whenever this prop is a new object.
 */
export const KEEP_SERVER_HTML = {__html: ''};
