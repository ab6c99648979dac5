import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours for both colour themes, chosen for contrast: every token reaches WCAG AA (4.5:1)
 * on the block background and on a highlighted line (the stock Prism themes do not: axe
 * reports dozens of failures per page).
 */
export interface CodePalette {
  color: string;
  background: string;
  comment: string;
  string: string;
  number: string;
  keyword: string;
  fn: string;
  tag: string;
  className: string;
  deleted: string;
  inserted: string;
}

export type CodeColourRole = keyof CodePalette;

export const lightPalette: CodePalette = {
  color: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  string: '#0a3069',
  number: '#0550ae',
  keyword: '#a40e26',
  fn: '#6639ba',
  tag: '#116329',
  className: '#953800',
  deleted: '#82071e',
  inserted: '#116329',
};

export const darkPalette: CodePalette = {
  color: '#e6edf3',
  background: '#1c1e22',
  comment: '#a3aab3',
  string: '#a5d6ff',
  number: '#79c0ff',
  keyword: '#ff7b72',
  fn: '#d2a8ff',
  tag: '#7ee787',
  className: '#ffa657',
  deleted: '#ffa198',
  inserted: '#7ee787',
};

/** The custom property that carries a colour role, e.g. `--code-class-name`. */
export function colourVariable(role: CodeColourRole): string {
  return `--code-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Prism's token groups (prism's own type names) and the colour role of each. */
function prismTheme(colour: (role: CodeColourRole) => string): PrismTheme {
  return {
    plain: {color: colour('color'), backgroundColor: colour('background')},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: colour('comment'), fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: colour('color')}},
      {types: ['string', 'attr-value', 'char', 'regex', 'url'], style: {color: colour('string')}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'property', 'variable'], style: {color: colour('number')}},
      {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: colour('keyword')}},
      {types: ['function', 'function-variable'], style: {color: colour('fn')}},
      {types: ['tag', 'namespace'], style: {color: colour('tag')}},
      {types: ['attr-name'], style: {color: colour('number')}},
      {types: ['class-name', 'builtin', 'maybe-class-name'], style: {color: colour('className')}},
      {types: ['deleted'], style: {color: colour('deleted')}},
      {types: ['inserted'], style: {color: colour('inserted')}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
    ],
  };
}

/**
 * The one Prism theme of the site, for light and dark alike: its colours are custom properties
 * (`var(--code-keyword)`), which `codeColourCss` sets per colour theme. A block's HTML is
 * then the same in both themes, so the server's HTML is right for every reader and a block
 * never has to be tokenised again when the page starts or the theme changes.
 */
export const codeTheme: PrismTheme = prismTheme((role) => `var(${colourVariable(role)})`);

/** A palette written out as a Prism theme with literal colours (what a reader sees). */
export function resolvedTheme(palette: CodePalette): PrismTheme {
  return prismTheme((role) => palette[role]);
}

function declarations(palette: CodePalette): string {
  return (Object.keys(palette) as CodeColourRole[]).map((role) => `${colourVariable(role)}:${palette[role]}`).join(';');
}

/** Marks an element whose tokens carry only their classes (no inline colours): `tokenClassCss` colours them. */
export const TOKENS_BY_CLASS = 'code-tokens-by-class';

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The colours of `codeTheme` as rules on token classes, inside a `TOKENS_BY_CLASS` element: for
 * code rendered many times on a page (the type popups of code examples), where an inline style
 * on every token would weigh more than the code. Later groups win, as in the theme.
 */
export function tokenClassCss(theme: PrismTheme = codeTheme): string {
  return theme.styles
    .map(({types, style}) => {
      const selector = types.map((type) => `.${TOKENS_BY_CLASS} .token.${type}`).join(',');
      const declarations = Object.entries(style).map(([name, value]) => `${cssProperty(name)}:${value}`).join(';');
      return `${selector}{${declarations}}`;
    })
    .join('');
}

/** The stylesheet that gives the custom properties of `codeTheme` their values per colour theme. */
export function codeColourCss(light: CodePalette = lightPalette, dark: CodePalette = darkPalette): string {
  return `:root{${declarations(light)}}html[data-theme='dark']{${declarations(dark)}}`;
}
