import {describe, expect, it} from 'vitest';
import {markOpenedAtHash} from './openedAtHash';
import {earlyCall} from '../../shared/build/earlyScript';

const root = () => {
  const attributes = new Map<string, string>();
  return {attributes, setAttribute: (name: string, value: string) => attributes.set(name, value)} as unknown as Element & {attributes: Map<string, string>};
};

describe('markOpenedAtHash', () => {
  it('marks the page when the address names a part of it', () => {
    const page = root();
    markOpenedAtHash(page, '#create-a-new-project');
    expect(page.attributes.has('data-opened-at-hash')).toBe(true);
  });

  it('leaves a page without a hash, or with `#` alone, unmarked', () => {
    for (const hash of ['', '#']) {
      const page = root();
      markOpenedAtHash(page, hash);
      expect(page.attributes.size).toBe(0);
    }
  });

  it('runs as the inline script the pages get, which cannot import anything', () => {
    const page = root();
    new Function('document', 'location', earlyCall(markOpenedAtHash, 'document.documentElement', 'location.hash'))({documentElement: page}, {hash: '#a'});
    expect(page.attributes.has('data-opened-at-hash')).toBe(true);
  });
});
