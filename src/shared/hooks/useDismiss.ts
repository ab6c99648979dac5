import {useEffect, type RefObject} from 'react';

export interface DismissOptions {
  /** Listen only while the popover or menu is open. */
  open: boolean;
  /** The element that holds both the trigger and the popover. */
  rootRef: RefObject<HTMLElement | null>;
  /** Called with `returnFocus: true` when focus was inside and should go back to the trigger. */
  onDismiss: (returnFocus: boolean) => void;
  /** A pointer press outside the root also dismisses (click-opened popovers). */
  outsidePointer?: boolean;
}

/**
 * The one way popovers and menus of the top bar close: Escape (focus returns to the trigger
 * when it was inside) and, when asked, a pointer press outside. Focus leaving the root is
 * handled by the root's own `onBlur`, see `isFocusLeaving`.
 */
export function useDismiss({open, rootRef, onDismiss, outsidePointer = false}: DismissOptions): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss(Boolean(rootRef.current?.contains(document.activeElement)));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) onDismiss(false);
    };
    document.addEventListener('keydown', onKeyDown);
    if (outsidePointer) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, rootRef, onDismiss, outsidePointer]);
}

/** For a root's `onBlur`: true when focus moves to something outside the root. */
export function isFocusLeaving(root: HTMLElement | null, event: {relatedTarget: EventTarget | null}): boolean {
  return !root?.contains(event.relatedTarget as Node | null);
}
