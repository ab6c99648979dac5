import {describe, expect, it} from 'vitest';
import {codeColourCss, codeTheme, colourVariable, darkPalette, lightPalette, resolvedTheme, TOKENS_BY_CLASS, tokenClassCss, type CodePalette} from './palettes';

/** The custom properties a theme's styles refer to. */
function variablesIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/var\((--[a-z-]+)\)/g)].map((m) => m[1]!);
}

/** The declarations of one rule of the generated stylesheet, as a map. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const body = css.slice(css.indexOf(`${selector}{`) + selector.length + 1).split('}')[0]!;
  return new Map(body.split(';').map((d) => d.split(':') as [string, string]));
}

describe('code colours', () => {
  it('names the custom property of a role in kebab case', () => {
    expect(colourVariable('className')).toBe('--code-class-name');
    expect(colourVariable('fn')).toBe('--code-fn');
  });

  it('gives every property the site theme uses a value in light and in dark', () => {
    const css = codeColourCss();
    const used = new Set(variablesIn(codeTheme));
    expect(used.size).toBeGreaterThan(5);
    for (const selector of [':root', "html[data-theme='dark']"]) {
      const declared = declarationsOf(css, selector);
      for (const variable of used) expect(declared.get(variable), `${selector} ${variable}`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('resolves, in each mode, to exactly that mode\'s palette', () => {
    const css = codeColourCss();
    for (const [selector, palette] of [[':root', lightPalette], ["html[data-theme='dark']", darkPalette]] as const) {
      const declared = declarationsOf(css, selector);
      const substituted = JSON.parse(JSON.stringify(codeTheme).replace(/var\((--[a-z-]+)\)/g, (_, name: string) => declared.get(name)!));
      expect(substituted).toEqual(resolvedTheme(palette));
    }
  });

  it('writes the palettes it is given, not the site\'s', () => {
    const plain: CodePalette = {...lightPalette, keyword: '#000000'};
    expect(codeColourCss(plain, darkPalette)).toContain('--code-keyword:#000000');
    expect(codeColourCss(plain, darkPalette)).toContain(`--code-keyword:${darkPalette.keyword}`);
  });

});

describe('tokenClassCss', () => {
  it('gives tokens coloured by class the colours the theme gives inline', () => {
    const css = tokenClassCss();
    expect(css).toContain(`.${TOKENS_BY_CLASS} .token.keyword`);
    expect(css).toMatch(new RegExp(`\\.${TOKENS_BY_CLASS} \\.token\\.keyword[^{]*\\{color:var\\(--code-keyword\\)\\}`));
    expect(css).toMatch(/\.token\.comment[^{]*\{color:var\(--code-comment\);font-style:italic\}/);
  });
});
