import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {LOADER, loaderTag, paintFirst} from './paintFirst.mjs';

const page = (head: string, body: string) => `<!doctype html><html><head><meta charset=UTF-8>${head}</head><body>${body}</body></html>`;
const scripts = '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script>';

/** Runs the loader in a fake page and reports the scripts it added and when. */
function runLoader(sources: string[], {hidden = false} = {}) {
  const tag = loaderTag(sources);
  const attribute = /data-scripts='([^']*)'/.exec(tag)![1];
  const added: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    currentScript: {getAttribute: (name: string) => (name === 'data-scripts' ? attribute : null)},
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (element: {src: string; async: boolean}) => added.push(element)},
  };
  const window = {requestAnimationFrame: (callback: () => void) => frames.push(callback)};
  vm.runInNewContext(LOADER, {document, window, requestAnimationFrame: window.requestAnimationFrame, setTimeout: (callback: () => void) => timers.push(callback)});
  return {added, frames, timers};
}

describe('paintFirst', () => {
  it('moves the deferred scripts into one loader at the end of the body', () => {
    const html = paintFirst(page(`<link rel=stylesheet href=/a.css>${scripts}<script>early()</script>`, '<main>text</main>'));
    expect(html).not.toContain(' defer>');
    expect(html).toContain('<script>early()</script>');
    expect(html.indexOf('<main>text</main>')).toBeLessThan(html.indexOf('runtime~main.1.js'));
    expect(html).toMatch(/<script data-scripts='\["\/assets\/js\/runtime~main\.1\.js","\/assets\/js\/main\.2\.js"\]'>!function\(\)\{.*\}\(\)<\/script><\/body><\/html>$/);
  });

  it('gives every page the same loader code, so one CSP hash covers it', () => {
    const other = '<script src=/assets/js/1234.a.js defer></script>' + scripts;
    const code = (html: string) => /<script data-scripts='[^']*'>(.*?)<\/script>/.exec(html)![1];
    expect(code(paintFirst(page(scripts, 'a')))).toBe(LOADER);
    expect(code(paintFirst(page(other, 'b')))).toBe(LOADER);
    expect(paintFirst(page(other, 'b'))).toContain(`data-scripts='["/assets/js/1234.a.js","/assets/js/runtime~main.1.js","/assets/js/main.2.js"]'`);
  });

  it('leaves pages without deferred scripts or without a body as they are', () => {
    const plain = page('<script>early()</script>', 'text');
    expect(paintFirst(plain)).toBe(plain);
    expect(paintFirst(scripts)).toBe(scripts);
  });

  it('keeps the order of the scripts and requests them after the first frame', () => {
    const {added, frames, timers} = runLoader(['/r.js', '/m.js']);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      {src: '/r.js', async: false},
      {src: '/m.js', async: false},
    ]);
  });

  it('loads at once in a background tab, which gets no frames', () => {
    const {added, frames} = runLoader(['/r.js', '/m.js'], {hidden: true});
    expect(frames).toEqual([]);
    expect(added.map((element) => element.src)).toEqual(['/r.js', '/m.js']);
  });
});
