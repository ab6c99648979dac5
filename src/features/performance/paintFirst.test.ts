import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {LOADER, PAGE_TEMPLATE} from './paintFirst';

/** Runs the loader in a fake page and reports the scripts it added and the tasks it queued. */
function runLoader(sources: string[], {hidden = false, messageChannel = true} = {}) {
  const attribute = JSON.stringify(sources);
  const added: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const messages: (() => void)[] = [];
  class FakeMessageChannel {
    port1: {onmessage: null | (() => void)} = {onmessage: null};
    port2 = {postMessage: () => messages.push(() => this.port1.onmessage?.())};
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    currentScript: {getAttribute: (name: string) => (name === 'data-scripts' ? attribute : null)},
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
  };
  const channel = messageChannel ? {MessageChannel: FakeMessageChannel} : {};
  const window = {requestAnimationFrame: (callback: () => void) => frames.push(callback), ...channel};
  vm.runInNewContext(LOADER, {document, window, requestAnimationFrame: window.requestAnimationFrame, setTimeout: (callback: () => void) => timers.push(callback), ...channel});
  /** Runs the queued message tasks, including those they queue, one at a time. */
  const runMessages = () => {
    let count = 0;
    for (let task = messages.shift(); task; task = messages.shift(), count++) task();
    return count;
  };
  return {added, frames, timers, runMessages};
}

/** What Docusaurus gives the page template for one page. */
const data = {
  appHtml: '<main>text</main>',
  baseUrl: '/docs/',
  htmlAttributes: 'lang="en" dir="ltr"',
  bodyAttributes: 'class="navigation-with-keyboard"',
  headTags: '<script>early()</script>',
  preBodyTags: '<svg></svg>',
  postBodyTags: '<div id="after"></div>',
  metaAttributes: ['<title>Quick start</title>', '<meta name="description" content="A page">'],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/1234.a.js'],
  stylesheets: ['assets/css/styles.3.css'],
  noIndex: false,
  version: '3.10.2',
};

describe('the page template', () => {
  it('is Docusaurus\'s, with the scripts in one loader at the end of the body instead of deferred in the head', async () => {
    const ours = (await compileSSGTemplate(PAGE_TEMPLATE))(data);
    const stock = (await compileSSGTemplate(stockTemplate))(data);
    const loader = `<script data-scripts='["/docs/assets/js/runtime~main.1.js","/docs/assets/js/main.2.js","/docs/assets/js/1234.a.js"]'>${LOADER}</script>`;
    expect(ours).toContain(`<div id="after"></div>${loader}\n</body>`);
    expect(ours).not.toMatch(/<script src=/);
    // Everything else is Docusaurus's, in its order: the text comes before any script address.
    expect(ours.replace(`${loader}\n`, '')).toBe(stock.replace(/\n<script src="[^"]+" defer><\/script>/g, ''));
    expect(ours.indexOf('<main>text</main>')).toBeLessThan(ours.indexOf('runtime~main'));
  });

  it('gives every page the same loader code (one CSP hash), whatever its scripts', async () => {
    const render = await compileSSGTemplate(PAGE_TEMPLATE);
    const code = (html: string) => /<script data-scripts='[^']*'>(.*?)<\/script>/.exec(html)![1];
    expect(code(render(data))).toBe(LOADER);
    expect(code(render({...data, scripts: ['assets/js/main.2.js']}))).toBe(LOADER);
  });
});

describe('the loader', () => {
  it('requests the scripts after the first frame, one per task, in their order', () => {
    const {added, frames, timers, runMessages} = runLoader(['/r.js', '/c.js', '/m.js']);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    // Each insert costs about a millisecond on a fast machine; eleven in one task made one of
    // the longest tasks of a page's start on a slow phone.
    expect(added).toEqual([{src: '/r.js', async: false}]);
    expect(runMessages()).toBe(2);
    expect(added).toEqual([
      {src: '/r.js', async: false},
      {src: '/c.js', async: false},
      {src: '/m.js', async: false},
    ]);
  });

  it('requests them all in one task where there is no MessageChannel', () => {
    const {added, frames, timers} = runLoader(['/r.js', '/m.js'], {messageChannel: false});
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(added.map((element) => element.src)).toEqual(['/r.js', '/m.js']);
  });

  it('starts at once in a background tab, which gets no frames', () => {
    const {added, frames, runMessages} = runLoader(['/r.js', '/m.js'], {hidden: true});
    expect(frames).toEqual([]);
    expect(added.map((element) => element.src)).toEqual(['/r.js']);
    runMessages();
    expect(added.map((element) => element.src)).toEqual(['/r.js', '/m.js']);
  });
});
