import {createHash} from 'node:crypto';
import {axeViolations} from './fixtures/axe';
import {expect, test, type Locator, type Page, type Route} from './fixtures/test';
import {useBuiltCopy} from './fixtures/siteCopy';
import {chineseRecall, englishRecall, type RecallCase} from './fixtures/searchRecall';
import {nextFrames, openHydrated} from './fixtures/visit';

const languages = [
  {
    lang: 'en',
    prefix: '',
    button: 'Search Docs',
    cancel: 'Cancel',
    initializing: 'Loading the search index…',
    idleHint: 'Type to search the docs.',
    loading: 'Searching…',
    noResults: (query: string) => `No results for “${query}”`,
    suggestion: 'Please try again with a different keyword',
    more: /^Show (\d+) more$/,
    advanced: 'Advanced',
    anchorQuery: 'umdName',
    federation: 'module federation',
    htmlInText: 'plain script tag',
    // A name readers use for Storybook's subject that only the page's keywords say.
    keywordQuery: 'component workshop',
  },
  {
    lang: 'zh',
    prefix: '/zh',
    button: '搜索文档',
    cancel: '取消',
    initializing: '正在加载搜索索引…',
    idleHint: '输入关键词搜索文档。',
    loading: '正在搜索…',
    noResults: (query: string) => `没有找到与「${query}」相关的结果`,
    suggestion: '请换个关键词再试试',
    more: /^再显示 (\d+) 条$/,
    advanced: '进阶',
    anchorQuery: 'umdName',
    federation: '模块联邦',
    htmlInText: 'script 标签',
    keywordQuery: '组件调试',
  },
];

const dialogOf = (page: Page) => page.getByRole('dialog');
const hitsOf = (page: Page) => page.locator('[data-search-state] [role="option"][href]');
const stateOf = (page: Page) => page.locator('[data-search-state]');

/** Types a query and waits until the results (or no results) of that query are shown. */
async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('combobox').fill(query);
  await expect(stateOf(page)).toHaveAttribute('data-search-state', /^(results|empty)$/);
  await expect(stateOf(page).locator('[aria-busy="false"]')).toHaveCount(1);
}

async function openWithShortcut(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page)).toBeVisible();
  return dialogOf(page);
}

/** The pages of the hits shown, without anchors, in order and without repeats. */
async function hitPages(page: Page): Promise<string[]> {
  const links = await hitsOf(page).evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  return [...new Set(links.map((link) => link.split('#')[0]))];
}

for (const t of languages) {
  test.describe(`search (${t.lang})`, () => {
    const home = `${t.prefix}/guide/start/`;

    test('the top bar has a Search Docs button with the Ctrl K hint that opens the dialog', async ({page}) => {
      await openHydrated(page, home);
      const button = page.getByRole('button', {name: t.button, exact: true});
      await expect(button).toBeVisible();
      await expect(button).toContainText(t.button);
      await expect(button.locator('kbd')).toHaveText('Ctrl K');
      await button.click();
      await expect(dialogOf(page)).toBeVisible();
      await expect(page.getByRole('combobox')).toBeFocused();
    });

    test('Ctrl+K and Cmd+K toggle the dialog from anywhere and focus returns to the button', async ({page}) => {
      await openHydrated(page, home);
      await page.locator('article p').first().click();
      for (const shortcut of ['Control+k', 'Meta+k']) {
        await page.keyboard.press(shortcut);
        await expect(dialogOf(page)).toBeVisible();
        await expect(page.getByRole('combobox')).toBeFocused();
        await page.keyboard.press(shortcut);
        await expect(dialogOf(page)).toHaveCount(0);
        await expect(page.getByRole('button', {name: t.button, exact: true})).toBeFocused();
      }
    });

    test('the index is fetched on intent only, and once', async ({page}) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (/search-index.*\.json/.test(request.url())) indexRequests.push(new URL(request.url()).pathname);
      });
      await page.goto(home, {waitUntil: 'networkidle'});
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      expect(indexRequests).toEqual([]);

      const loaded = page.waitForResponse(/search-index.*\.json/);
      await page.getByRole('button', {name: t.button, exact: true}).hover();
      await loaded;
      expect(indexRequests).toHaveLength(1);
      expect(indexRequests[0]).toMatch(new RegExp(`^${t.prefix}/search-index-[0-9a-f]{8}\\.json$`));

      await openWithShortcut(page);
      await search(page, 'storybook');
      await page.keyboard.press('Escape');
      await openWithShortcut(page);
      await search(page, 'typescript');
      expect(indexRequests).toHaveLength(1);
    });

    test('the index the page fetches is the one its manifest names, named by a hash of its content', async ({page}) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (/search-(index|manifest)/.test(request.url())) fetched.push(new URL(request.url()).pathname);
      });
      await openHydrated(page, home);
      await openWithShortcut(page);
      await search(page, 'storybook');
      const manifest = (await (await page.request.get(`${t.prefix}/search-manifest.json`)).json()) as {index: string};
      expect(fetched).toEqual([`${t.prefix}/search-manifest.json`, `${t.prefix}/${manifest.index}`]);
      const body = await (await page.request.get(`${t.prefix}/${manifest.index}`)).body();
      expect(manifest.index).toBe(`search-index-${createHash('sha256').update(body).digest('hex').slice(0, 8)}.json`);
    });

    test('arrows move the selection with wrapping and Enter opens the selected page at its heading', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      await search(page, t.anchorQuery);
      const options = dialogOf(page).getByRole('option');
      const count = await options.count();
      expect(count).toBeGreaterThan(2);
      const selected = dialogOf(page).locator('[role="option"][aria-selected="true"]');
      await expect(selected).toHaveCount(1);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('combobox')).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');

      // Move to the first hit that points at a heading.
      let href = (await selected.getAttribute('href')) ?? '';
      for (let i = 0; i < count && !href.includes('#'); i++) {
        await page.keyboard.press('ArrowDown');
        href = (await selected.getAttribute('href')) ?? '';
      }
      expect(href).toMatch(new RegExp(`^${t.prefix}/[^#]+#.+`));
      await expect(selected).toBeInViewport();
      await page.keyboard.press('Enter');

      await expect(dialogOf(page)).toHaveCount(0);
      const [pathname, hash] = href.split('#');
      await expect(page).toHaveURL((url) => url.pathname === pathname && url.hash === `#${hash}`);
      await expect(page.locator(`[id="${decodeURIComponent(hash)}"]`)).toBeInViewport();
    });

    test('Escape, the backdrop, Cancel and choosing a hit each close the dialog', async ({page}) => {
      await openHydrated(page, home);
      const button = page.getByRole('button', {name: t.button, exact: true});

      await openWithShortcut(page);
      await page.keyboard.press('Escape');
      await expect(dialogOf(page)).toHaveCount(0);
      await expect(button).toBeFocused();

      await openWithShortcut(page);
      await page.locator('[data-search-backdrop]').click({position: {x: 10, y: 400}});
      await expect(dialogOf(page)).toHaveCount(0);
      await expect(button).toBeFocused();

      await openWithShortcut(page);
      await dialogOf(page).getByRole('button', {name: t.cancel}).click();
      await expect(dialogOf(page)).toHaveCount(0);
      await expect(button).toBeFocused();

      // A click inside the dialog does not close it.
      await openWithShortcut(page);
      await search(page, 'storybook');
      await dialogOf(page).locator('[data-search-state]').click({position: {x: 5, y: 5}});
      await expect(dialogOf(page)).toBeVisible();
      const first = hitsOf(page).first();
      const href = (await first.getAttribute('href')) ?? '';
      await first.click();
      await expect(dialogOf(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    });

    test('focus stays inside the dialog', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      const input = page.getByRole('combobox');
      const cancel = dialogOf(page).getByRole('button', {name: t.cancel});
      await expect(input).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(cancel).toBeFocused();

      // With results, the result list is a stop too (to scroll it), and focus still cycles.
      await page.keyboard.press('Shift+Tab');
      await search(page, 'storybook');
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialogOf(page).locator('[aria-busy]')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    });

    test('shows initializing while the index loads, then grouped results with the terms highlighted', async ({page}) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/search-index-*.json', async (route) => {
        await held;
        await route.continue();
      });
      await openHydrated(page, home);
      await openWithShortcut(page);
      await page.getByRole('combobox').fill(t.federation);
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'initializing');
      await expect(page.getByRole('status')).toHaveText(t.initializing);
      release();

      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');
      const groups = dialogOf(page).getByRole('group');
      expect(await groups.count()).toBeGreaterThan(0);
      await expect(groups.first()).toHaveAccessibleName(t.advanced);
      const firstHit = hitsOf(page).first();
      await expect(firstHit).toHaveAttribute('href', `${t.prefix}/guide/advanced/module-federation`);
      // Marked: words starting like the query's (module, modules, federation...) or, in
      // Chinese, words made of the query's characters.
      const marks = await dialogOf(page).locator('mark').allTextContents();
      expect(marks.length).toBeGreaterThan(3);
      for (const mark of marks) {
        const ok = /^(modul|feder)/i.test(mark) || Array.from(mark).every((ch) => t.federation.includes(ch));
        expect(ok, mark).toBe(true);
      }
      // Content hits show an excerpt of at most 100 width units around the match.
      const statements = await dialogOf(page).locator('[data-hit-statement]').allTextContents();
      expect(statements.length).toBeGreaterThan(0);
      for (const text of statements) {
        const width = Array.from(text).reduce((sum, ch) => sum + (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(ch) ? 3 : 1), 0);
        expect(width).toBeLessThanOrEqual(100);
      }
    });

    test('no results shows the query and a suggestion', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      await search(page, 'xyzzyplugh');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'empty');
      await expect(page.getByRole('status')).toContainText(t.noResults('xyzzyplugh'));
      await expect(page.getByRole('status')).toContainText(t.suggestion);
      await expect(hitsOf(page)).toHaveCount(0);
    });

    test('a group shows seven hits and the rest on request', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      // A word many sections of many pages use, so that a group has more than seven hits.
      await search(page, 'bundleless');
      const more = dialogOf(page).getByRole('option', {name: t.more}).first();
      await expect(more).toBeVisible();
      const hidden = Number(((await more.textContent()) ?? '').match(t.more)?.[1]);
      expect(hidden).toBeGreaterThan(0);
      const groupName = await dialogOf(page)
        .getByRole('group')
        .filter({has: page.getByRole('option', {name: t.more})})
        .first()
        .evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
      const group = dialogOf(page).getByRole('group', {name: groupName, exact: true});
      await expect(group.locator('[role="option"][href]')).toHaveCount(7);
      await expect(group.getByRole('option', {name: t.more})).toHaveCount(1);

      // Reach "see more" with the arrows and open it with Enter.
      const options = dialogOf(page).getByRole('option');
      const target = await more.getAttribute('id');
      for (let i = 0; i < (await options.count()) && (await dialogOf(page).locator('[aria-selected="true"]').getAttribute('id')) !== target; i++) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await expect(dialogOf(page)).toBeVisible();
      await expect(group.locator('[role="option"][href]')).toHaveCount(7 + hidden);
      await expect(group.getByRole('option', {name: t.more})).toHaveCount(0);
    });

    test('results come only from this language', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      for (const query of ['storybook', 'output format', '模块联邦']) {
        await search(page, query);
        for (const link of await hitPages(page)) {
          if (t.lang === 'zh') expect(link).toMatch(/^\/zh\//);
          else expect(link).not.toMatch(/^\/zh(\/|$)/);
        }
      }
      await search(page, 'storybook');
      expect(await hitPages(page)).toContain(`${t.prefix}/guide/advanced/storybook`);
    });

    test('a name seen only in a code example finds the example, its hit showing the line in the code font', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      // An SWC helper of the output shown on lib.externalHelpers's page, named in no prose.
      await search(page, '_create_class');
      const first = hitsOf(page).first();
      await expect(first).toHaveAttribute('href', new RegExp(`^${t.prefix}/config/lib/external-helpers#`));
      const line = first.locator('[data-hit-statement]');
      await expect(line).toContainText('_create_class');
      await expect(line.locator('mark').first()).toBeVisible();
      const fontOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).fontFamily);
      const prose = await fontOf(page.locator('.theme-doc-markdown p').first());
      const code = await fontOf(page.locator('.theme-doc-markdown code').first());
      expect(await fontOf(line)).toBe(code);
      expect(code).not.toBe(prose);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/config/lib/external-helpers#`));
    });

    test('a name readers use for a subject finds its page through the page\'s keywords, shown by its title', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      await search(page, t.keywordQuery);
      const first = hitsOf(page).first();
      await expect(first).toHaveAttribute('href', `${t.prefix}/guide/advanced/storybook`);
      await expect(first).toHaveAttribute('data-hit-type', 'title');
      await expect(first).toContainText('Storybook');
    });

    test('the page-type test pages under /tests/ are not in the index', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      // Words of those pages' titles and text ("Test: home page", "a fixture for the tests").
      for (const query of ['fixture', 'test home page', 'blank page']) {
        await search(page, query);
        for (const link of await hitPages(page)) expect(link).not.toMatch(/\/tests\//);
      }
    });

    test('hostile input is harmless', async ({page, consoleErrors: errors}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);

      // Markup whose words are on no page: no results, and the query is shown as text.
      const html = '<qzxv onqzxv="__qzxv=1"><qzxb>zqvb</qzxb>';
      await search(page, html);
      await expect(page.getByRole('status')).toContainText(t.noResults(html));
      await expect(dialogOf(page).locator('qzxv, qzxb')).toHaveCount(0);
      // Markup whose words are (src, window, bold): hits, and still no element made of it.
      await search(page, '<img src=x onerror="window.__pwned=1"><b>bold</b>');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');
      await expect(dialogOf(page).locator('img, b')).toHaveCount(0);

      for (const query of ['.*+?^${}()|[]\\', 'lib.dts:bundle~2^3 +foo -bar *', 'a '.repeat(5000), '模块联邦打包'.repeat(2000), 'x'.repeat(10_000)]) {
        await search(page, query);
      }

      // Page text that looks like HTML shows as text.
      await search(page, t.htmlInText);
      const withTag = dialogOf(page).getByRole('option').filter({hasText: '<script>'});
      expect(await withTag.count()).toBeGreaterThan(0);
      await expect(dialogOf(page).locator('script')).toHaveCount(0);

      expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });

    test('search waits until typing pauses for 150 ms and ignores blank input', async ({page}) => {
      await page.clock.install();
      await openHydrated(page, home);
      await openWithShortcut(page);
      const input = page.getByRole('combobox');
      const busy = stateOf(page).locator('[aria-busy]');
      await search(page, 'rslib');
      // From here on, time moves only when the test says so.
      await page.clock.pauseAt(Date.now() + 1000);

      // Typing on: the results of "rslib" stay, marked busy, until 150 ms after the last key.
      await input.press('End');
      await input.pressSequentially(' config');
      await page.clock.runFor(149);
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');
      await page.clock.runFor(1);
      await expect(busy).toHaveAttribute('aria-busy', 'false');

      // A new query with nothing to show yet: loading, then results once 150 ms have passed.
      await input.fill('');
      await input.pressSequentially('declaration');
      await page.clock.runFor(149);
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'loading');
      await expect(page.getByRole('status')).toHaveText(t.loading);
      await page.clock.runFor(1);
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');
      await expect(hitsOf(page).first()).toHaveAttribute('href', new RegExp(`^${t.prefix}/(config/lib|guide/advanced)/dts(#|$)`));

      // Blank input searches nothing.
      await input.fill('   ');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'idle');
      await page.clock.runFor(1000);
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'idle');
      await expect(hitsOf(page)).toHaveCount(0);
    });

    test('the search page searches for ?q= and keeps the address in step @theme', async ({page}) => {
      await openHydrated(page, `${t.prefix}/search?q=storybook`);
      const main = page.locator('main');
      await expect(main.getByRole('combobox')).toHaveValue('storybook');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');
      expect(await hitPages(page)).toContain(`${t.prefix}/guide/advanced/storybook`);
      await main.getByRole('combobox').fill('monorepo');
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/search` && url.searchParams.get('q') === 'monorepo');
      await expect(stateOf(page).locator('[aria-busy="false"]')).toHaveCount(1);
      expect(await hitPages(page)).toContain(`${t.prefix}/guide/advanced/monorepo`);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });

    test('the search page on a phone keeps its height when the index is ready: a hint takes the loading line\'s place', async ({page}) => {
      await page.setViewportSize({width: 412, height: 823});
      // Every layout shift from the first paint on, as the browser reports it.
      await page.addInitScript(() => {
        const w = window as unknown as {shifts: number[]};
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifts.push((entry as unknown as {value: number}).value);
        }).observe({type: 'layout-shift', buffered: true});
      });
      // Twice: the second visit finds the index in the cache, ready right after hydration.
      for (const visit of [1, 2]) {
        await openHydrated(page, `${t.prefix}/search?visit=${visit}`);
        const main = page.locator('main');
        await expect(stateOf(page)).toHaveAttribute('data-search-state', 'idle');
        await expect(main.getByText(t.idleHint)).toBeVisible();
        await nextFrames(page);
        expect(await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts), `visit ${visit}`).toEqual([]);
      }
      await search(page, t.federation);
      await expect(page.locator('main').getByText(t.idleHint)).toHaveCount(0);
    });

    test('the open dialog passes axe @theme', async ({page}) => {
      await openHydrated(page, home);
      await openWithShortcut(page);
      await search(page, 'module federation');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await search(page, 'xyzzyplugh');
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    });
  });
}

test.describe('search recall', () => {
  const cases: Array<[string, RecallCase[]]> = [
    ['/guide/start/', englishRecall],
    ['/zh/guide/start/', chineseRecall],
  ];
  for (const [start, recall] of cases) {
    test(`each fixed query finds its page among the first five (${start})`, async ({page}) => {
      await openHydrated(page, start);
      await openWithShortcut(page);
      const misses: string[] = [];
      for (const [query, expected] of recall) {
        await search(page, query);
        const pages = (await hitPages(page)).slice(0, 5);
        if (!pages.includes(expected)) misses.push(`${query} → ${pages.join(', ') || 'nothing'} (expected ${expected})`);
      }
      expect(misses).toEqual([]);
    });
  }
});

test('focus is in the search field from the moment the dialog appears', async ({page}) => {
  await openHydrated(page, '/guide/start/');
  // Notes what has focus when the dialog enters the page: after React's commit, before any
  // later task. A key pressed as soon as the dialog shows goes there. (Only a shown dialog counts:
  // the product-family popover is a hidden dialog that may enter the page at any time.)
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="dialog"]:not([hidden])')) return;
      document.body.dataset.focusWhenShown = document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? '';
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await openWithShortcut(page);
  await expect(page.locator('body')).toHaveAttribute('data-focus-when-shown', 'combobox');
  await page.keyboard.press('Escape');
  await expect(dialogOf(page)).toHaveCount(0);
});

test('the hint reads ⌘ K on macOS', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'});
    Object.defineProperty(navigator, 'userAgentData', {get: () => ({platform: 'macOS'})});
  });
  await openHydrated(page, '/guide/start/');
  const button = page.getByRole('button', {name: 'Search Docs', exact: true});
  await expect(button.locator('kbd')).toHaveText('⌘ K');
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
});

test.describe('remote search mode', () => {
  test.describe.configure({mode: 'serial', timeout: 300_000});
  // A build of both languages in remote mode.
  const copy = useBuiltCopy('search-remote', {args: ['build'], env: {SEARCH_REMOTE_ENDPOINT: '/api/search'}});

  const answer = (lang: string) => [
    {
      index: 'rslib',
      hits: [
        {type: 'title', title: 'Remote page', header: 'Remote page', link: `${lang === 'zh' ? '/zh' : ''}/guide/start/glossary`, query: 'remote', highlightInfoList: [{start: 0, length: 6}], group: lang === 'zh' ? '远程' : 'Remote'},
        {type: 'content', title: 'Quick start', header: 'Install', link: `${lang === 'zh' ? '/zh' : ''}/guide/start/quick-start#install`, query: 'remote', statement: 'a remote <b>statement</b>', highlightInfoList: [{start: 2, length: 6}], group: lang === 'zh' ? '远程' : 'Remote'},
        {type: 'title', title: 'Evil', link: 'javascript:alert(1)', highlightInfoList: []},
      ],
    },
  ];

  for (const [lang, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
  ]) {
    test(`asks the service with keyword, limit, searchIndexes and lang (${lang})`, async ({page}) => {
      const calls: URL[] = [];
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (/search-index/.test(request.url())) indexRequests.push(request.url());
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/search?**', async (route) => {
        calls.push(new URL(route.request().url()));
        await held;
        await route.fulfill({json: answer(lang)});
      });
      await page.goto(`${copy.origin}${prefix}/guide/start/`);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('remote  thing ');
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'loading');
      await expect(page.getByRole('status')).toHaveText(languages.find((l) => l.lang === lang)!.loading);
      release();
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'results');

      expect(calls).toHaveLength(1);
      expect(calls[0].origin + calls[0].pathname).toBe(`${copy.origin}/api/search`);
      expect(Object.fromEntries(calls[0].searchParams)).toEqual({keyword: 'remote thing', limit: '100', searchIndexes: 'rslib', lang});
      await expect(hitsOf(page)).toHaveCount(2);
      await expect(dialogOf(page).getByRole('group')).toHaveAccessibleName(lang === 'zh' ? '远程' : 'Remote');
      await expect(hitsOf(page).first()).toHaveAttribute('href', `${prefix}/guide/start/glossary`);
      await expect(dialogOf(page).locator('mark').first()).toHaveText('Remote');
      await expect(hitsOf(page).nth(1)).toContainText('a remote <b>statement</b>');
      await expect(dialogOf(page).locator('mark').nth(1)).toHaveText('remote');
      expect(indexRequests).toEqual([]);
    });
  }

  test('a failing service logs the error and shows no results', async ({page, consoleErrors: errors}) => {
    const failures: Array<(route: Route) => Promise<void>> = [
      (route) => route.fulfill({status: 500, body: 'down'}),
      (route) => route.abort('connectionrefused'),
      (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"not": "a list"'}),
      (route) => route.fulfill({json: {hits: []}}),
    ];
    let next = 0;
    await page.route('**/api/search?**', (route) => failures[next++](route));
    await page.goto(`${copy.origin}/guide/start/`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    for (const query of ['first', 'second', 'third', 'fourth']) {
      await search(page, query);
      await expect(stateOf(page)).toHaveAttribute('data-search-state', 'empty');
      await expect(page.getByRole('status')).toContainText(`No results for “${query}”`);
    }
    expect(next).toBe(4);
    // Each failure is logged: bad status, no connection, broken JSON, wrong shape.
    for (const logged of [/HTTP 500/, /Failed to fetch/, /SyntaxError|JSON/, /expected a list/]) {
      expect(errors.some((error) => logged.test(error)), String(logged)).toBe(true);
    }
  });
});
