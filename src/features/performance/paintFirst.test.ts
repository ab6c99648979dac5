import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {LOADER, loaderTag, paintFirst} from './paintFirst';

const page = (head: string, body: string) => `<!doctype html><html><head><meta charset=UTF-8>${head}</head><body>${body}</body></html>`;
const scripts = '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>';

/** Runs the loader in a fake page and reports the scripts it added and the tasks it queued. */
function runLoader(sources: string[], {hidden = false, messageChannel = true} = {}) {
  const tag = loaderTag(sources);
  const attribute = /data-scripts='([^']*)'/.exec(tag)![1];
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

const startup = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

describe('paintFirst', () => {
  it('moves the start-up bundles into one loader at the end of the body', () => {
    const html = paintFirst(page(`<link rel=stylesheet href=/a.css>${scripts}<script>early()</script>`, '<main>text</main>'), {startup});
    expect(html).not.toContain(' defer>');
    expect(html).toContain('<script>early()</script>');
    expect(html.indexOf('<main>text</main>')).toBeLessThan(html.indexOf('runtime~main.1.js'));
    expect(html).toMatch(/<script data-scripts='\["\/assets\/js\/runtime~main\.1\.js","\/assets\/js\/main\.2\.js"\]'>!function\(\)\{.*\}\(\)<\/script><\/body><\/html>$/);
  });

  it('lists the route chunks first, each once, and the same loader code on every page (one CSP hash)', () => {
    const code = (html: string) => /<script data-scripts='[^']*'>(.*?)<\/script>/.exec(html)![1];
    const a = paintFirst(page(scripts, 'a'), {startup});
    const b = paintFirst(page(scripts, 'b'), {startup, routeChunks: ['/assets/js/1234.a.js', '/assets/js/1234.a.js', '/assets/js/5678.b.js']});
    expect(code(a)).toBe(LOADER);
    expect(code(b)).toBe(LOADER);
    expect(b).toContain(`data-scripts='["/assets/js/1234.a.js","/assets/js/5678.b.js","/assets/js/runtime~main.1.js","/assets/js/main.2.js"]'`);
  });

  it('moves only the start-up bundles: any other deferred script stays where it is', () => {
    const other = '<script src="https://example.org/widget.js" defer></script>';
    const html = paintFirst(page(other + scripts, 'a'), {startup});
    expect(html).toContain(`<head><meta charset=UTF-8>${other}</head>`);
    expect(html).not.toContain('widget.js"]');
  });

  it('reads the quoted form of the tags as well as the minified one', () => {
    const quoted = '<script src="/docs/assets/js/runtime~main.c.js" defer="defer"></script>';
    expect(paintFirst(page(quoted, 'x'), {startup: ['/docs/assets/js/runtime~main.c.js']})).toContain(`data-scripts='["/docs/assets/js/runtime~main.c.js"]'`);
  });

  it('stops the build, naming the page template, when a page lacks a start-up tag or a body', () => {
    expect(() => paintFirst(page('<script src=/assets/js/main.2.js defer></script>', 'x'), {startup, page: 'guide/index.html'})).toThrow(
      /guide\/index\.html has no <script src="\/assets\/js\/runtime~main\.1\.js" defer>.*ssgTemplate\.html\.js/,
    );
    expect(() => paintFirst(`<head>${scripts}</head>`, {startup})).toThrow(/has no <\/body>/);
    expect(() => paintFirst(page('', 'x'), {startup: []})).toThrow(/page template changed/);
  });

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
