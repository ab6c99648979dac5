import {describe, expect, it} from 'vitest';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {findSidebarLabel, normalizeHref, paginationFromSidebar} from './pagination';

const link = (label: string, href: string): PropSidebarItem => ({type: 'link', label, href, docId: href});
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: false,
  collapsible: true,
  ...(href ? {href} : {}),
});

const sidebar: PropSidebarItem[] = [
  category('开始', [link('介绍', '/zh/guide/start/'), link('快速上手', '/zh/guide/start/quick-start')]),
  {type: 'html', value: '<hr />', defaultStyle: false},
  category('解决方案', [link('Node.js', '/zh/guide/solution/nodejs')], '/zh/guide/solution/'),
  category('外层', [category('内层', [link('深处的页面', '/zh/guide/deep/page')])]),
  link('Rsbuild 配置参考', 'https://rsbuild.rs/config/'),
];

describe('normalizeHref', () => {
  it('drops a trailing slash, a query and a hash but keeps the root', () => {
    expect(normalizeHref('/zh/guide/start/')).toBe('/zh/guide/start');
    expect(normalizeHref('/zh/guide/start?x=1#top')).toBe('/zh/guide/start');
    expect(normalizeHref('/')).toBe('/');
  });
});

describe('findSidebarLabel', () => {
  it('finds a doc link at any depth by its href', () => {
    expect(findSidebarLabel(sidebar, '/zh/guide/start/quick-start')).toBe('快速上手');
    expect(findSidebarLabel(sidebar, '/zh/guide/deep/page')).toBe('深处的页面');
  });
  it('matches with or without the trailing slash', () => {
    expect(findSidebarLabel(sidebar, '/zh/guide/start')).toBe('介绍');
    expect(findSidebarLabel(sidebar, '/zh/guide/start/quick-start/')).toBe('快速上手');
  });
  it('does not take a category label for the category page', () => {
    expect(findSidebarLabel(sidebar, '/zh/guide/solution/')).toBeUndefined();
  });
  it('returns undefined for pages that are not in the sidebar', () => {
    expect(findSidebarLabel(sidebar, '/zh/guide/elsewhere')).toBeUndefined();
    expect(findSidebarLabel([], '/zh/guide/start/')).toBeUndefined();
  });
});

describe('paginationFromSidebar', () => {
  const navigation = {
    previous: {title: 'Introduction', permalink: '/zh/guide/start/'},
    next: {title: 'Glossary', permalink: '/zh/guide/start/glossary'},
  };
  it('takes the titles from the sidebar and leaves unknown pages alone', () => {
    expect(paginationFromSidebar(navigation, sidebar)).toEqual({
      previous: {title: '介绍', permalink: '/zh/guide/start/'},
      next: {title: 'Glossary', permalink: '/zh/guide/start/glossary'},
    });
  });
  it('keeps the navigation when there is no sidebar or no neighbour', () => {
    expect(paginationFromSidebar(navigation, undefined)).toBe(navigation);
    expect(paginationFromSidebar({}, sidebar)).toEqual({previous: undefined, next: undefined});
  });
  it('keeps a category page titled by Docusaurus', () => {
    const toCategory = {next: {title: '解决方案概览', permalink: '/zh/guide/solution/'}};
    expect(paginationFromSidebar(toCategory, sidebar).next).toEqual(toCategory.next);
  });
});
