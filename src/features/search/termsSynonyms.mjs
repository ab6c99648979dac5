// The forms that i18n/zh/TERMS.md tells translators to avoid (its `terms-avoid` block:
// `form => settled term`, one a line) are words readers type: 构建缓存 for 持久化缓存, 懒编译
// for 按需编译, 工作区 for workspace. The build turns each line into a one-way synonym rule (the
// form asks for the settled term, never the other way round), so the search and the term list
// cannot drift apart. The block's format is the one tests/unit/chineseTerms/terms.ts reads for
// the page check; synonyms.json keeps every other synonym.

/** How the block is tagged in TERMS.md. */
export const TERMS_BLOCK = 'terms-avoid';
/** Spellings a `/regex/` form is expanded into at most; a larger one is skipped. */
const MAX_SPELLINGS = 32;

/**
 * The body lines of every fenced block of `markdown` whose info string includes `tag`.
 * @param {string} markdown
 * @param {string} tag
 * @returns {string[]}
 */
export function fencedLines(markdown, tag) {
  /** @type {string[]} */
  const out = [];
  let fence = '';
  let wanted = false;
  for (const text of String(markdown ?? '').replace(/\r\n/g, '\n').split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(text);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length && !marker[2].trim()) fence = '';
      else if (wanted) out.push(text);
      continue;
    }
    if (marker) {
      fence = marker[1];
      wanted = marker[2].trim().split(/\s+/).includes(tag);
    }
  }
  return out;
}

/**
 * The literal spellings a `/regex/` form matches, when it is made of literal characters,
 * alternatives (`a|b`), groups and optional parts (`?`); lookarounds, which only narrow where
 * a form is wrong, are dropped. `null` for anything else (character classes, repeats, `.`) or
 * more than MAX_SPELLINGS spellings.
 * @param {string} source the pattern between the slashes
 * @returns {string[] | null}
 */
export function regexSpellings(source) {
  let at = 0;
  /** @returns {string[] | null} */
  const alternatives = () => {
    /** @type {string[]} */
    const out = [];
    for (;;) {
      const seq = sequence();
      if (!seq) return null;
      out.push(...seq);
      if (source[at] !== '|') return out.length > MAX_SPELLINGS ? null : out;
      at++;
    }
  };
  /** @returns {string[] | null} */
  const sequence = () => {
    /** @type {string[]} */
    let out = [''];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      let options = atom();
      if (!options) return null;
      if (source[at] === '?') {
        at++;
        options = [...options, ''];
      }
      if ('*+{'.includes(source[at] ?? 'x')) return null;
      out = out.flatMap((head) => (options ?? []).map((tail) => head + tail));
      if (out.length > MAX_SPELLINGS) return null;
    }
    return out;
  };
  /** Skips a lookaround's body, `(` already read: it narrows where a form applies, not what it is. */
  const skipGroup = () => {
    let depth = 1;
    while (at < source.length && depth > 0) {
      const ch = source[at++];
      if (ch === '\\') at++;
      else if (ch === '[') {
        while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
        at++;
      } else if (ch === '(') depth++;
      else if (ch === ')') depth--;
    }
    return depth === 0;
  };
  /** @returns {string[] | null} */
  const atom = () => {
    const ch = source[at];
    if (ch === '(') {
      at++;
      if (/^\?<?[=!]/.test(source.slice(at))) {
        return skipGroup() ? [''] : null;
      }
      if (source.startsWith('?:', at)) at += 2;
      else if (source[at] === '?') return null;
      const inner = alternatives();
      if (!inner || source[at] !== ')') return null;
      at++;
      return inner;
    }
    if (ch === '\\') {
      const next = source[at + 1];
      at += 2;
      // An escaped punctuation mark is itself; \w, \d, \s and the like stand for classes.
      return next !== undefined && !/[A-Za-z0-9]/.test(next) ? [next] : null;
    }
    if ('[.^$*+?{}'.includes(ch)) return null;
    at++;
    return [ch];
  };
  const out = alternatives();
  return out && at === source.length ? out : null;
}

/** A phrase worth searching: it has a letter, a digit or a Chinese character, and it is not one Chinese character (which would match everywhere). */
const searchable = (/** @type {string} */ phrase) => /[\p{L}\p{N}]/u.test(phrase) && !/^\p{Script=Han}$/u.test(phrase);
const tidy = (/** @type {string} */ phrase) => phrase.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The spellings of a form of the block: itself, or a `/regex/`'s literal spellings.
 * @param {string} form
 * @returns {string[] | null} null when the form is a pattern of no literal spellings
 */
export function formSpellings(form) {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(form);
  const spellings = regex ? regexSpellings(regex[1]) : [form];
  return spellings && [...new Set(spellings.map(tidy).filter(searchable))];
}

/**
 * The settled terms of a line's right-hand side: notes in brackets dropped (`命令行 (Rslib's)`,
 * `已废弃（废弃警告）`), backticks dropped, alternatives split at ` / ` and `, `.
 * @param {string} use
 * @returns {string[]}
 */
export function settledTerms(use) {
  let text = String(use);
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/\([^()]*\)|（[^（）]*）/g, ' ');
  }
  return [...new Set(text.replace(/`/g, '').split(/\s+\/\s+|,\s+|、/).map(tidy).filter(searchable))];
}

/**
 * The one-way synonym rules of TERMS.md's avoid list, and the lines that gave none (a pattern
 * with no literal spelling, such as the typography rules, or a line not of the form
 * `form => settled term`).
 * @param {string} markdown TERMS.md
 * @returns {{rules: Array<{from: string[], to: string[]}>, skipped: string[]}}
 */
export function termsSynonymRules(markdown) {
  /** @type {Array<{from: string[], to: string[]}>} */
  const rules = [];
  /** @type {string[]} */
  const skipped = [];
  for (const line of fencedLines(markdown, TERMS_BLOCK)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const parts = line.split(' => ');
    const from = parts.length === 2 ? formSpellings(parts[0].trim()) : null;
    const to = parts.length === 2 ? settledTerms(parts[1]) : [];
    const forms = (from ?? []).filter((phrase) => !to.includes(phrase));
    if (forms.length && to.length) rules.push({from: forms, to});
    else skipped.push(line.trim());
  }
  return {rules, skipped};
}
