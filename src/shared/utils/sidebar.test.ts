import {describe, expect, it} from 'vitest';
import {escapeHtml, sidebarDivider, sidebarSectionHeader} from './sidebar';

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
