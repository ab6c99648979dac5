// @vitest-environment happy-dom
// The shared way top-bar popovers and menus close: Escape, a press outside, focus leaving.
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {cleanup, fireEvent, renderHook} from '@testing-library/react';
import {isFocusLeaving, useDismiss, type DismissOptions} from './useDismiss';

let root: HTMLDivElement;
let inside: HTMLButtonElement;
let outside: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><button id="inside">in</button></div><button id="outside">out</button>';
  root = document.getElementById('root') as HTMLDivElement;
  inside = document.getElementById('inside') as HTMLButtonElement;
  outside = document.getElementById('outside') as HTMLButtonElement;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function renderDismiss(options: Partial<DismissOptions> = {}) {
  const onDismiss = vi.fn<(returnFocus: boolean) => void>();
  const initialProps: DismissOptions = {open: true, rootRef: {current: root}, onDismiss, ...options};
  const hook = renderHook((props: DismissOptions) => useDismiss(props), {initialProps});
  return {onDismiss, ...hook, initialProps};
}

describe('useDismiss', () => {
  test('Escape dismisses, asking for focus back when focus was inside', () => {
    const {onDismiss} = renderDismiss();
    inside.focus();
    fireEvent.keyDown(inside, {key: 'Escape'});
    expect(onDismiss).toHaveBeenLastCalledWith(true);

    outside.focus();
    fireEvent.keyDown(outside, {key: 'Escape'});
    expect(onDismiss).toHaveBeenLastCalledWith(false);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  test('other keys do nothing', () => {
    const {onDismiss} = renderDismiss();
    fireEvent.keyDown(document.body, {key: 'Enter'});
    fireEvent.keyDown(document.body, {key: 'Tab'});
    expect(onDismiss).not.toHaveBeenCalled();
  });

  test('does not listen while closed, and stops listening when closed', () => {
    const {onDismiss, rerender, initialProps} = renderDismiss({open: false, outsidePointer: true});
    fireEvent.keyDown(document.body, {key: 'Escape'});
    fireEvent.pointerDown(outside);
    expect(onDismiss).not.toHaveBeenCalled();

    rerender({...initialProps, open: true});
    fireEvent.keyDown(document.body, {key: 'Escape'});
    expect(onDismiss).toHaveBeenCalledTimes(1);

    rerender({...initialProps, open: false});
    fireEvent.keyDown(document.body, {key: 'Escape'});
    fireEvent.pointerDown(outside);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test('stops listening when unmounted', () => {
    const {onDismiss, unmount} = renderDismiss({outsidePointer: true});
    unmount();
    fireEvent.keyDown(document.body, {key: 'Escape'});
    fireEvent.pointerDown(outside);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  test('with outsidePointer, a press outside dismisses (focus stays) and a press inside does not', () => {
    const {onDismiss} = renderDismiss({outsidePointer: true});
    fireEvent.pointerDown(inside);
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(outside);
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(false);
  });

  test('without outsidePointer, a press outside does nothing', () => {
    const {onDismiss} = renderDismiss();
    fireEvent.pointerDown(outside);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('isFocusLeaving', () => {
  test('is true when focus goes outside the root or nowhere, false when it stays inside', () => {
    expect(isFocusLeaving(root, {relatedTarget: outside})).toBe(true);
    expect(isFocusLeaving(root, {relatedTarget: null})).toBe(true);
    expect(isFocusLeaving(root, {relatedTarget: inside})).toBe(false);
    expect(isFocusLeaving(root, {relatedTarget: root})).toBe(false);
    expect(isFocusLeaving(null, {relatedTarget: inside})).toBe(true);
  });
});
