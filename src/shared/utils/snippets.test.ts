import {describe, expect, it} from 'vitest';
import {extractConfigSnippets} from './snippets.mjs';

const fence = '```';

describe('extractConfigSnippets', () => {
  it('finds rslib.config.ts and .mts blocks with their line numbers', () => {
    const md = ['# Page', '', `${fence}ts title="rslib.config.ts"`, 'export default {};', fence, '', `${fence}ts title='rslib.config.mts'`, 'const a = 1;', fence].join('\n');
    expect(extractConfigSnippets(md)).toEqual([
      {code: 'export default {};', ext: 'ts', line: 3},
      {code: 'const a = 1;', ext: 'mts', line: 7},
    ]);
  });

  it('skips blocks marked no-check and blocks with other titles', () => {
    const md = [`${fence}ts title="rslib.config.ts" no-check`, 'lib: []', fence, `${fence}ts title="src/index.ts"`, 'x', fence, `${fence}ts`, 'y', fence].join('\n');
    expect(extractConfigSnippets(md)).toEqual([]);
  });

  it('handles indented fences inside lists and longer fences', () => {
    const md = ['- step', `  ${fence}ts title="rslib.config.ts"`, '  export default 1;', `  ${fence}`, '````ts title="rslib.config.ts"', '```', '````'].join('\n');
    expect(extractConfigSnippets(md).map((s) => s.code)).toEqual(['export default 1;', '```']);
  });

  it('does not run past an unclosed fence', () => {
    expect(extractConfigSnippets(`${fence}ts title="rslib.config.ts"\nexport {}`)).toEqual([{code: 'export {}', ext: 'ts', line: 1}]);
  });
});

describe('build example ids', () => {
  it('reads build="id" from the meta line and leaves it out when absent', () => {
    const md = [`${fence}ts title="rslib.config.ts" build="esm-shared-chunk"`, 'export default 1;', fence, `${fence}ts title="rslib.config.ts"`, 'export default 2;', fence].join('\n');
    expect(extractConfigSnippets(md)).toEqual([
      {code: 'export default 1;', ext: 'ts', line: 1, build: 'esm-shared-chunk'},
      {code: 'export default 2;', ext: 'ts', line: 4},
    ]);
  });

  it('does not take a build id from another attribute', () => {
    const md = [`${fence}ts title="rslib.config.ts" rebuild="x"`, 'export default 1;', fence].join('\n');
    expect(extractConfigSnippets(md)[0].build).toBeUndefined();
  });
});
