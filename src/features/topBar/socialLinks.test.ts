import {describe, expect, it} from 'vitest';
import {splitSocialLinks} from './socialLinks';

describe('splitSocialLinks', () => {
  const links = ['github', 'x', 'discord', 'youtube', 'bluesky'];
  it('shows the first three and puts the rest in the menu', () => {
    expect(splitSocialLinks(links)).toEqual({visible: ['github', 'x', 'discord'], overflow: ['youtube', 'bluesky']});
  });
  it('has no overflow with three or fewer', () => {
    expect(splitSocialLinks(links.slice(0, 3)).overflow).toEqual([]);
    expect(splitSocialLinks([])).toEqual({visible: [], overflow: []});
  });
  it('treats a negative or fractional limit sanely', () => {
    expect(splitSocialLinks(links, -1).visible).toEqual([]);
    expect(splitSocialLinks(links, 1.7).visible).toEqual(['github']);
  });
});
