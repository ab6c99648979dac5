import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {productFamily, toolStack, webInfra} from '../../src/data/rstack';
import {POPOVER, parsePopoverTrigger} from '../../src/utils/popover';
import {STAR_COUNT, STAR_FOLLOW_RADIUS, starOffset, starPlacements, starSize} from '../../src/utils/stars';
import {BLANK_LOGO, localizeToolLink, localizeToolLinkGroup, normalizeLogoScale, type ToolLink} from '../../src/utils/toolLinks';
import {
  NAV_SCREEN_BELOW,
  NAV_SCREEN_QUERY,
  SCROLL_LOCK_DELAY_MS,
  SIDEBAR_DRAWER_BELOW,
  SIDEBAR_DRAWER_QUERY,
  TRANSPARENT_TOP_BAR_THRESHOLD,
  isTopBarTransparent,
  parseTopBarShow,
  readTopBarSettings,
  shouldCloseNavScreen,
  shouldCloseSidebarDrawer,
} from '../../src/utils/topBar';
import {getUiText, uiLanguageOfPath, uiText} from '../../src/utils/uiText';

const root = path.resolve(__dirname, '../..');

describe('getUiText, the translatable keys of the landing page', () => {
  it('has the six keys of the spec, each in English and Chinese', () => {
    expect(Object.keys(uiText).sort()).toEqual(
      ['introduction', 'quickStart', 'slogan', 'subtitle', 'toolStackDesc', 'toolStackTitle'].sort(),
    );
    expect(getUiText('toolStackTitle', 'zh')).toBe('工具栈');
    expect(getUiText('slogan', 'en')).toBe('Create JavaScript libraries in a simple and intuitive way');
  });

  it('never returns undefined for inherited or hostile keys and languages', () => {
    for (const key of ['__proto__', 'constructor', 'hasOwnProperty', '']) {
      expect(getUiText(key, 'en')).toBe(key);
    }
    expect(getUiText('introduction', '__proto__')).toBe('Introduction');
    expect(getUiText('introduction', 'ZH')).toBe('Introduction');
  });
});

describe('uiLanguageOfPath, the language rule of the product family and tool stack', () => {
  it('is Chinese when the path has a zh segment', () => {
    expect(uiLanguageOfPath('/zh/')).toBe('zh');
    expect(uiLanguageOfPath('/zh')).toBe('zh');
    expect(uiLanguageOfPath('/zh/guide/start/quick-start')).toBe('zh');
    expect(uiLanguageOfPath('/next/zh/config/')).toBe('zh');
    expect(uiLanguageOfPath('/ZH/guide/')).toBe('zh');
  });

  it('is English otherwise', () => {
    expect(uiLanguageOfPath('/')).toBe('en');
    expect(uiLanguageOfPath('/guide/start/')).toBe('en');
    expect(uiLanguageOfPath('')).toBe('en');
    // Letters inside a word are not a language segment.
    expect(uiLanguageOfPath('/guide/zhuyin')).toBe('en');
    expect(uiLanguageOfPath('/guide/?lang=zh')).toBe('en');
    expect(uiLanguageOfPath('/guide/#zh')).toBe('en');
    expect(uiLanguageOfPath(undefined as unknown as string)).toBe('en');
  });
});

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

describe('stars', () => {
  it('has 35 stars whose size grows by index / 20 + 3', () => {
    const stars = starPlacements();
    expect(STAR_COUNT).toBe(35);
    expect(stars).toHaveLength(35);
    expect(stars.map((star) => star.size)).toEqual(Array.from({length: 35}, (_, i) => i / 20 + 3));
    expect(starSize(0)).toBe(3);
    expect(starSize(20)).toBe(4);
  });

  it('places them at the same spots every time, inside the hero', () => {
    expect(starPlacements()).toEqual(starPlacements());
    for (const {left, top} of starPlacements()) {
      expect(left).toBeGreaterThanOrEqual(4);
      expect(left).toBeLessThanOrEqual(96);
      expect(top).toBeGreaterThanOrEqual(4);
      expect(top).toBeLessThanOrEqual(96);
    }
    expect(new Set(starPlacements().map(({left, top}) => `${left},${top}`)).size).toBe(35);
  });

  it('moves a star towards a pointer within 100 px', () => {
    expect(STAR_FOLLOW_RADIUS).toBe(100);
    const offset = starOffset({x: 0, y: 0}, {x: 60, y: -30});
    expect(offset.x).toBeGreaterThan(0);
    expect(offset.y).toBeLessThan(0);
    // Towards, not past, the pointer.
    expect(Math.hypot(offset.x, offset.y)).toBeLessThan(Math.hypot(60, 30));
    expect(starOffset({x: 0, y: 0}, {x: 100, y: 0}).x).toBeGreaterThan(0);
  });

  it('leaves a star alone when the pointer is farther than 100 px or gone', () => {
    expect(starOffset({x: 0, y: 0}, {x: 100.5, y: 0})).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, {x: 80, y: 80})).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, null)).toEqual({x: 0, y: 0});
    expect(starOffset({x: 0, y: 0}, {x: Number.NaN, y: 0})).toEqual({x: 0, y: 0});
  });
});

describe('top bar', () => {
  it('is transparent on the landing page until 100 px of scroll', () => {
    expect(TRANSPARENT_TOP_BAR_THRESHOLD).toBe(100);
    expect(isTopBarTransparent(0)).toBe(true);
    expect(isTopBarTransparent(99)).toBe(true);
    expect(isTopBarTransparent(99.5)).toBe(true);
    expect(isTopBarTransparent(100)).toBe(false);
    expect(isTopBarTransparent(5000)).toBe(false);
    expect(isTopBarTransparent(-20)).toBe(true);
    expect(isTopBarTransparent(Number.NaN)).toBe(true);
  });

  it('reads the show setting calmly', () => {
    expect(parseTopBarShow('scroll')).toBe('scroll');
    expect(parseTopBarShow(' NEVER ')).toBe('never');
    expect(parseTopBarShow('always')).toBe('always');
    expect(parseTopBarShow('sometimes')).toBe('always');
    expect(parseTopBarShow(undefined, 'scroll')).toBe('scroll');
    expect(parseTopBarShow(42)).toBe('always');
    expect(readTopBarSettings({topBar: {show: 'scroll'}})).toEqual({show: 'scroll'});
    expect(readTopBarSettings({})).toEqual({show: 'always'});
    expect(readTopBarSettings(null)).toEqual({show: 'always'});
  });

  it('has the breakpoints and delay of spec 9', () => {
    expect(SIDEBAR_DRAWER_BELOW).toBe(1024);
    expect(NAV_SCREEN_BELOW).toBe(768);
    expect(SCROLL_LOCK_DELAY_MS).toBe(300);
    expect(SIDEBAR_DRAWER_QUERY).toBe('(max-width: 1023.98px)');
    expect(NAV_SCREEN_QUERY).toBe('(max-width: 767.98px)');
  });

  it('closes the full-screen nav from 768 px and the drawer from 1024 px', () => {
    expect(shouldCloseNavScreen(767)).toBe(false);
    expect(shouldCloseNavScreen(768)).toBe(true);
    expect(shouldCloseSidebarDrawer(1023)).toBe(false);
    expect(shouldCloseSidebarDrawer(1024)).toBe(true);
  });
});

describe('popover constants', () => {
  it('are those of spec 9', () => {
    expect(POPOVER).toEqual({hoverDelayMs: 100, tooltipMaxWidth: 250, titleMinWidth: 177, zIndexPopup: 100, zIndexSelect: 50});
    expect(parsePopoverTrigger('click')).toBe('click');
    expect(parsePopoverTrigger('hover')).toBe('hover');
    expect(parsePopoverTrigger(undefined)).toBe('hover');
    expect(parsePopoverTrigger('focus')).toBe('hover');
  });

  it('match the CSS custom properties the styles use', () => {
    const css = fs.readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');
    const value = (name: string) => css.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]?.trim();
    expect(value('--rslib-tooltip-max-width')).toBe(`${POPOVER.tooltipMaxWidth}px`);
    expect(value('--rslib-popover-title-min-width')).toBe(`${POPOVER.titleMinWidth}px`);
    expect(value('--rslib-z-index-popup')).toBe(String(POPOVER.zIndexPopup));
    expect(value('--rslib-z-index-select')).toBe(String(POPOVER.zIndexSelect));
  });
});
