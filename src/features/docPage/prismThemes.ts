import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours for both themes, chosen for contrast: every token reaches WCAG AA (4.5:1) on the
 * block background and on a highlighted line. The stock prism themes do not (axe reports
 * dozens of failures per page). Token groups follow prism's names.
 */
function palette(plain: PrismTheme['plain'], c: Record<'comment' | 'string' | 'number' | 'keyword' | 'fn' | 'tag' | 'className' | 'deleted' | 'inserted', string>): PrismTheme {
  return {
    plain,
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: c.comment, fontStyle: 'italic'}},
      {types: ['punctuation', 'operator'], style: {color: plain.color}},
      {types: ['string', 'attr-value', 'char', 'regex', 'url'], style: {color: c.string}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'property', 'variable'], style: {color: c.number}},
      {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: c.keyword}},
      {types: ['function', 'function-variable'], style: {color: c.fn}},
      {types: ['tag', 'namespace'], style: {color: c.tag}},
      {types: ['attr-name'], style: {color: c.number}},
      {types: ['class-name', 'builtin', 'maybe-class-name'], style: {color: c.className}},
      {types: ['deleted'], style: {color: c.deleted}},
      {types: ['inserted'], style: {color: c.inserted}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
    ],
  };
}

export const prismLight = palette(
  {color: '#1f2328', backgroundColor: '#f6f8fa'},
  {
    comment: '#57606a',
    string: '#0a3069',
    number: '#0550ae',
    keyword: '#a40e26',
    fn: '#6639ba',
    tag: '#116329',
    className: '#953800',
    deleted: '#82071e',
    inserted: '#116329',
  },
);

export const prismDark = palette(
  {color: '#e6edf3', backgroundColor: '#1c1e22'},
  {
    comment: '#a3aab3',
    string: '#a5d6ff',
    number: '#79c0ff',
    keyword: '#ff7b72',
    fn: '#d2a8ff',
    tag: '#7ee787',
    className: '#ffa657',
    deleted: '#ffa198',
    inserted: '#7ee787',
  },
);
