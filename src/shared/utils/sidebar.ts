/** Sidebar items that are not links: dividers and section headers. */

export type DividerType = 'solid' | 'dashed';

export interface SidebarHtmlItem {
  type: 'html';
  value: string;
  defaultStyle: boolean;
  className: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A horizontal rule between groups; dashed for a softer break. */
export function sidebarDivider(dividerType: DividerType = 'solid'): SidebarHtmlItem {
  return {
    type: 'html',
    value: `<hr class="sidebar-divider sidebar-divider--${dividerType}" />`,
    defaultStyle: false,
    className: 'sidebar-divider-item',
  };
}

/** A small heading inside a sidebar that is not itself a link. */
export function sidebarSectionHeader(text: string): SidebarHtmlItem {
  return {
    type: 'html',
    value: `<span class="sidebar-section-header">${escapeHtml(text)}</span>`,
    defaultStyle: true,
    className: 'sidebar-section-header-item',
  };
}
