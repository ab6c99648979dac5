import {describe, expect, it} from 'vitest';
import {MAIN_WRAPPER_ID, expectTag, firstFrameTarget, holdFirstFrame} from './firstFrame';

const page = (body: string) => `<!doctype html><html><head><meta charset=UTF-8><title>t</title></head><body>${body}</body></html>`;
const wrapper = (inner: string) => `<nav><h2 id=menu>Menu</h2></nav><div id=${MAIN_WRAPPER_ID} class=main-wrapper>${inner}</div><footer>f</footer>`;

describe('firstFrameTarget', () => {
  it("is the main content's first section heading, quoted or not", () => {
    expect(firstFrameTarget(page(wrapper('<main><h1>Title</h1><p>intro</p><h2 class=anchor id=requirements>R</h2><h2 id=next>N</h2></main>')))).toBe('requirements');
    expect(firstFrameTarget(page(wrapper('<main><h2 id="set-up" class="anchor">S</h2></main>')))).toBe('set-up');
    expect(firstFrameTarget(page(wrapper("<main><h2 id='react-id'>S</h2></main>")))).toBe('react-id');
  });

  it('ignores headings before <main>, headings without an id and ids a fragment would have to escape', () => {
    const html = page(wrapper('<main><h2>No id</h2><h2 id="两个 字">Spaces</h2><h2 id=":R5ba9:">Features</h2></main>'));
    expect(firstFrameTarget(html)).toBe(':R5ba9:');
  });

  it('does not read an <h2> inside a longer tag name or a <h3>', () => {
    expect(firstFrameTarget(page(wrapper('<main><h3 id=deep>D</h3><h2x id=odd></h2x></main>')))).toBe(MAIN_WRAPPER_ID);
  });

  it('is the wrapper of the main content on a page without section headings, and undefined without it', () => {
    expect(firstFrameTarget(page(wrapper('<main><h1>Page not found</h1><p>Sorry.</p></main>')))).toBe(MAIN_WRAPPER_ID);
    expect(firstFrameTarget(page(`<div id="${MAIN_WRAPPER_ID}"><main></main></div>`))).toBe(MAIN_WRAPPER_ID);
    expect(firstFrameTarget(page('<main><p>no wrapper</p></main>'))).toBeUndefined();
    expect(firstFrameTarget(page(`<div id=${MAIN_WRAPPER_ID}-not>x</div>`))).toBeUndefined();
  });
});

describe('holdFirstFrame', () => {
  it('adds one render-blocking expect link at the end of <head>', () => {
    const html = page(wrapper('<main><h2 id=values>V</h2></main>'));
    const held = holdFirstFrame(html);
    expect(held).toBe(html.replace('</head>', '<link rel=expect href="#values" blocking=render></head>'));
    expect(expectTag('values')).toBe('<link rel=expect href="#values" blocking=render>');
  });

  it('stops the build, naming the page, when the layout has no main content wrapper or the page no </head>', () => {
    expect(() => holdFirstFrame(page('<main><p>x</p></main>'), 'zh/a/index.html')).toThrow(/zh\/a\/index\.html has no element with id __docusaurus_skipToContent_fallback.*firstFrame\.ts/);
    expect(() => holdFirstFrame(`<html><body>${wrapper('<main></main>')}</body></html>`, 'b.html')).toThrow(/b\.html has no <\/head>/);
  });
});
