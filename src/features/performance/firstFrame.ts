// The first frame of a page shows its opening, laid out: the browser is told (with
// `<link rel=expect blocking=render>`) not to render before the main content's first section
// heading has been parsed, or the main content's wrapper when there is no such heading.
//
// Why: without it, Chromium runs a rendering update while only the top of a long page is parsed
// and paints a frame with nothing to show (no first contentful paint yet), then lays out the
// whole page (90 ms for the Chinese quick start on a fast machine, most of it font lookups) in
// the next task. Lighthouse takes that empty paint for the start of the page's first paint, so
// its phone simulation counts the real first layout as blocking the reader after the text has
// appeared. What the reader sees is unchanged (the empty frame was white); on a slow network the
// first paint waits for the page's opening section rather than the navigation bar alone.
// Browsers without `rel=expect` ignore the tag.

/** The wrapper of each page's main content (`SkipToContentFallbackId` of the theme), on every page. */
export const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';

/** An id a fragment can name without escaping (headings' slugs, React's `:R…:` ids). */
const PLAIN_ID = /^[\w:.-]+$/;

const MAIN_WRAPPER = new RegExp(`\\sid=["']?${MAIN_WRAPPER_ID}["'\\s>]`);

const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/;

/**
 * The id the first frame waits for: the first `<h2>` with a plain id after `<main`, otherwise the
 * main content's wrapper. Undefined when the page has neither.
 */
export function firstFrameTarget(html: string): string | undefined {
  const main = html.indexOf('<main');
  if (main >= 0) {
    for (const heading of html.slice(main).matchAll(/<h2\b[^>]*>/g)) {
      const match = ID_ATTRIBUTE.exec(heading[0]);
      const id = match?.[1] ?? match?.[2] ?? match?.[3];
      if (id && PLAIN_ID.test(id)) return id;
    }
  }
  return MAIN_WRAPPER.test(html) ? MAIN_WRAPPER_ID : undefined;
}

/** The tag that holds rendering until the element with `id` has been parsed. */
export function expectTag(id: string): string {
  return `<link rel=expect href="#${id}" blocking=render>`;
}

/**
 * Adds the tag for `firstFrameTarget` at the end of the page's <head>. Throws, naming the page,
 * when the page has no main content wrapper or no </head>: the theme's layout changed and the
 * rewrite would silently do nothing.
 */
export function holdFirstFrame(html: string, page = 'a page'): string {
  const id = firstFrameTarget(html);
  const at = html.indexOf('</head>');
  if (!id || at < 0) {
    throw new Error(
      `first frame: ${page} has no ${at < 0 ? '</head>' : `element with id ${MAIN_WRAPPER_ID}`}. ` +
        `The theme's layout changed: re-check src/features/performance/firstFrame.ts.`,
    );
  }
  return `${html.slice(0, at)}${expectTag(id)}${html.slice(at)}`;
}
