import {describe, expect, it} from 'vitest';
import {splitSocialLinks, VISIBLE_SOCIAL_LINKS} from '../../src/utils/socialLinks';
import {shouldShowVersionMenu} from '../../src/utils/versions';
import {escapeHtml, sidebarDivider, sidebarSectionHeader} from '../../src/utils/sidebar';
import {getUiText, uiText} from '../../src/utils/uiText';
import {PACKAGE_MANAGERS} from '../../src/utils/packageManagers';

describe('splitSocialLinks', () => {
  const links = ['github', 'x', 'discord', 'youtube', 'bluesky'];
  it('shows the first three and puts the rest in the menu', () => {
    expect(VISIBLE_SOCIAL_LINKS).toBe(3);
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

describe('shouldShowVersionMenu', () => {
  it('needs at least two versions', () => {
    expect(shouldShowVersionMenu(0)).toBe(false);
    expect(shouldShowVersionMenu(1)).toBe(false);
    expect(shouldShowVersionMenu(2)).toBe(true);
    expect(shouldShowVersionMenu(Number.NaN)).toBe(false);
  });
});

describe('sidebar items', () => {
  it('draws solid and dashed dividers', () => {
    expect(sidebarDivider().value).toContain('sidebar-divider--solid');
    expect(sidebarDivider('dashed').value).toContain('sidebar-divider--dashed');
  });
  it('escapes section header text', () => {
    expect(sidebarSectionHeader('<b>A & B</b>').value).toBe(
      '<span class="sidebar-section-header">&#60;b&#62;A &#38; B&#60;/b&#62;</span>',
    );
    expect(escapeHtml(`"'`)).toBe('&#34;&#39;');
  });
});

describe('getUiText', () => {
  it('returns the text of the page language', () => {
    expect(getUiText('quickStart', 'en')).toBe('Quick Start');
    expect(getUiText('quickStart', 'zh')).toBe('快速上手');
  });
  it('falls back to English for an unknown language', () => {
    expect(getUiText('toolStackTitle', 'fr')).toBe('Tool Stack');
    expect(getUiText('toolStackTitle', '')).toBe('Tool Stack');
  });
  it('returns the key itself for an unknown key, never undefined', () => {
    expect(getUiText('nope', 'zh')).toBe('nope');
    expect(getUiText('toString', 'en')).toBe('toString');
  });
  it('has every key in both languages', () => {
    for (const entry of Object.values(uiText)) {
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.zh.length).toBeGreaterThan(0);
    }
  });
});

describe('package managers', () => {
  it('lists npm, yarn, pnpm and bun in that order', () => {
    expect(PACKAGE_MANAGERS).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
});
