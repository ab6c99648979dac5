// The type popups of code blocks marked `twoslash`, one behaviour for every page: listeners on the
// document open a name's popup when it is pointed at, focused or tapped, and place it beside the
// name. The popups are the page's own HTML (TypedLines), shown as popovers in the top layer, so no
// scrolling block clips them; the browser closes one on Escape and on a press elsewhere.
import {POPUP_CLASS, TARGET_ATTRIBUTE} from './types';

const TARGET = `[${TARGET_ATTRIBUTE}]`;
const POPUP = `.${POPUP_CLASS}`;
/** Time to move the pointer from a name into its popup before it closes. */
export const CLOSE_DELAY_MS = 150;
const GAP = 4;
const MARGIN = 8;

const popupOf = (target: Element) => target.ownerDocument.getElementById(target.getAttribute('aria-describedby') ?? '');
const isOpen = (popup: Element) => popup.matches(':popover-open');

/**
 * Where a popup goes: under the name, or over it when there is no room below; its left edge at
 * the name's, kept inside the window.
 */
export function placement(name: {left: number; top: number; bottom: number}, popup: {width: number; height: number}, view: {width: number; height: number}): {left: number; top: number} {
  const left = Math.max(MARGIN, Math.min(name.left, view.width - popup.width - MARGIN));
  const below = name.bottom + GAP;
  const fitsBelow = below + popup.height <= view.height - MARGIN || name.top - GAP - popup.height < MARGIN;
  return {left, top: fitsBelow ? below : name.top - GAP - popup.height};
}

function place(popup: HTMLElement, target: Element): void {
  const view = target.ownerDocument.documentElement;
  const {left, top} = placement(target.getBoundingClientRect(), popup.getBoundingClientRect(), {width: view.clientWidth, height: view.clientHeight});
  popup.style.left = `${left}px`;
  popup.style.top = `${top}px`;
}

/** Set on <html> once the popups work (tests wait for it; scripts start after the first paint). */
export const READY_ATTRIBUTE = 'data-type-popups';

/** Attaches the behaviour to a document (once). */
export function attachTypePopups(doc: Document): void {
  const view = doc.defaultView;
  if (!view || !('showPopover' in view.HTMLElement.prototype)) return;
  let shown: {target: Element; popup: HTMLElement} | undefined;
  let closeTimer = 0;

  const open = (target: Element) => {
    view.clearTimeout(closeTimer);
    const popup = popupOf(target);
    if (!popup) return;
    if (shown && shown.popup !== popup) close();
    if (!isOpen(popup)) popup.showPopover();
    place(popup, target);
    shown = {target, popup};
  };
  const close = () => {
    view.clearTimeout(closeTimer);
    if (shown && isOpen(shown.popup)) shown.popup.hidePopover();
    shown = undefined;
  };
  const closeSoon = () => {
    view.clearTimeout(closeTimer);
    closeTimer = view.setTimeout(close, CLOSE_DELAY_MS);
  };
  const inShown = (node: EventTarget | null) => !!shown && node instanceof view.Node && (shown.target.contains(node) || shown.popup.contains(node));

  // A mouse's pointer only: a tap opens by its click, and the compatibility mouse events a tap
  // leaves behind (a page that scrolls under the last touch) must not close it.
  doc.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const element = event.target instanceof view.Element ? event.target : null;
    const target = element?.closest(TARGET);
    if (target) open(target);
    else if (element?.closest(POPUP) && inShown(element)) view.clearTimeout(closeTimer);
  });
  doc.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse' && inShown(event.target) && !inShown(event.relatedTarget)) closeSoon();
  });
  doc.addEventListener('focusin', (event) => {
    const target = event.target instanceof view.Element ? event.target.closest(TARGET) : null;
    if (target) open(target);
  });
  doc.addEventListener('focusout', (event) => {
    if (inShown(event.target) && !inShown(event.relatedTarget)) close();
  });
  // A tap: the press outside closed any other popup (the browser's light dismiss).
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof view.Element ? event.target.closest(TARGET) : null;
    if (target) open(target);
  });
  // The name moves with the page; its popup follows.
  doc.addEventListener('scroll', () => shown && isOpen(shown.popup) && place(shown.popup, shown.target), {capture: true, passive: true});
  // The browser closed it (Escape, a press elsewhere).
  doc.addEventListener(
    'toggle',
    (event) => {
      if (shown && event.target === shown.popup && (event as ToggleEvent).newState === 'closed') shown = undefined;
    },
    true,
  );
  doc.documentElement.setAttribute(READY_ATTRIBUTE, '');
}
