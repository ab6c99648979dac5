// The React root of a component test: after each test it is unmounted, the body emptied and any
// stubbed globals restored, so tests cannot see each other's DOM. Use it as
//   const root = testRoot();  ...  root.current = createRoot(container);
import {act} from '@testing-library/react';
import type {Root} from 'react-dom/client';
import {afterEach, vi} from 'vitest';

export function testRoot(): {current: Root | undefined} {
  const holder: {current: Root | undefined} = {current: undefined};
  afterEach(() => {
    act(() => holder.current?.unmount());
    holder.current = undefined;
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
  return holder;
}
