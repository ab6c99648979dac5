import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {productFamily, toolStack, webInfra} from './tools';
import {parsePopoverTrigger} from '../../shared/utils/popover';
import {BLANK_LOGO, localizeToolLink, localizeToolLinkGroup, normalizeLogoScale, type ToolLink} from './toolLinks';

const root = path.resolve(__dirname, '../../..');
describe('tool links', () => {
  const link: ToolLink = {
    name: 'Tool',
    desc: '中文说明',
    descEn: 'English text',
    logo: '/img/tool.svg',
    url: 'https://example.test/zh/',
    urlEn: 'https://example.test/',
  };

  it('uses the English description and link on English pages', () => {
    expect(localizeToolLink(link, 'en')).toEqual({
      name: 'Tool',
      description: 'English text',
      url: 'https://example.test/',
      logo: '/img/tool.svg',
      logoScale: 1,
    });
  });

  it('uses the base (Chinese) description and link on Chinese pages', () => {
    expect(localizeToolLink(link, 'zh')).toMatchObject({description: '中文说明', url: 'https://example.test/zh/'});
  });

  it('falls back to the base texts when there is no English variant', () => {
    const bare: ToolLink = {name: 'Bare', desc: 'only one', url: 'https://example.test/bare', descEn: ''};
    expect(localizeToolLink(bare, 'en')).toMatchObject({description: 'only one', url: 'https://example.test/bare', logo: undefined});
  });

  it('localizes group titles the same way', () => {
    const group = {title: '标题', titleEn: 'Title', links: [link]};
    expect(localizeToolLinkGroup(group, 'en').title).toBe('Title');
    expect(localizeToolLinkGroup(group, 'zh').title).toBe('标题');
    expect(localizeToolLinkGroup({title: '标题', links: []}, 'en').title).toBe('标题');
  });

  it('keeps logo scales positive and finite', () => {
    expect(normalizeLogoScale(1.1)).toBe(1.1);
    expect(normalizeLogoScale(undefined)).toBe(1);
    expect(normalizeLogoScale(0)).toBe(1);
    expect(normalizeLogoScale(-2)).toBe(1);
    expect(normalizeLogoScale(Number.NaN)).toBe(1);
    expect(normalizeLogoScale('2')).toBe(1);
  });

  it('has an inline blank placeholder, so the fallback itself cannot fail to load', () => {
    expect(BLANK_LOGO.startsWith('data:image/svg+xml,')).toBe(true);
  });
});

describe('Rstack data', () => {
  const familyLinks = productFamily.flatMap((group) => group.links);

  it('lists the six cards of the product family and links the header to the organisation', () => {
    expect(familyLinks.map((link) => link.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'awesome-rspack']);
    expect(webInfra).toEqual({name: 'Web Infra', url: 'https://github.com/web-infra-dev'});
  });

  it('lists five tools in the tool stack, each with both languages', () => {
    expect(toolStack).toHaveLength(5);
    for (const tool of toolStack) {
      expect(tool.desc).not.toBe('');
      expect(tool.descEn).toBeTruthy();
      expect(/[\u4e00-\u9fff]/.test(tool.desc)).toBe(true);
    }
  });

  it('uses only https links and logos that exist in static/', () => {
    for (const tool of [...familyLinks, ...toolStack]) {
      for (const url of [tool.url, tool.urlEn].filter(Boolean)) expect(url).toMatch(/^https:\/\//);
      expect(tool.logo).toMatch(/^\/img\//);
      expect(fs.existsSync(path.join(root, 'static', tool.logo!))).toBe(true);
    }
  });
});

describe('popover constants', () => {
  it('open on hover unless configured for click', () => {
    expect(parsePopoverTrigger('click')).toBe('click');
    expect(parsePopoverTrigger('hover')).toBe('hover');
    expect(parsePopoverTrigger(undefined)).toBe('hover');
    expect(parsePopoverTrigger('focus')).toBe('hover');
  });
});

describe('tool data', () => {
  it('has every entry in both languages', () => {
    const missing: string[] = [];
    for (const group of productFamily) {
      if (!group.title || !group.titleEn) missing.push(`group ${group.title || group.titleEn}`);
      for (const link of group.links) if (!link.desc || !link.descEn) missing.push(link.name);
    }
    for (const link of toolStack) if (!link.desc || !link.descEn) missing.push(`tool stack ${link.name}`);
    expect(missing).toEqual([]);
  });
});
