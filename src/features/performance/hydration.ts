/** False until the app has hydrated: what is rendered or loaded before that is for the page the reader opened. */
let hydrated = false;

/** Called by BrowserReady once the app has hydrated. */
export function markAppHydrated(): void {
  hydrated = true;
}

export function appHasHydrated(): boolean {
  return hydrated;
}
