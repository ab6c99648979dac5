import {describe, expect, it} from 'vitest';
import {isTopBarTransparent, parseTopBarShow, readTopBarSettings, shouldCloseNavScreen, shouldCloseSidebarDrawer} from './topBar';

describe('top bar', () => {
  it('is transparent on the landing page until 100 px of scroll', () => {
    expect(isTopBarTransparent(0)).toBe(true);
    expect(isTopBarTransparent(99)).toBe(true);
    expect(isTopBarTransparent(99.5)).toBe(true);
    expect(isTopBarTransparent(100)).toBe(false);
    expect(isTopBarTransparent(5000)).toBe(false);
    expect(isTopBarTransparent(-20)).toBe(true);
    expect(isTopBarTransparent(Number.NaN)).toBe(true);
  });

  it('reads the show setting calmly', () => {
    expect(parseTopBarShow('scroll')).toBe('scroll');
    expect(parseTopBarShow(' NEVER ')).toBe('never');
    expect(parseTopBarShow('always')).toBe('always');
    expect(parseTopBarShow('sometimes')).toBe('always');
    expect(parseTopBarShow(undefined, 'scroll')).toBe('scroll');
    expect(parseTopBarShow(42)).toBe('always');
    expect(readTopBarSettings({topBar: {show: 'scroll'}})).toEqual({show: 'scroll'});
    expect(readTopBarSettings({})).toEqual({show: 'always'});
    expect(readTopBarSettings(null)).toEqual({show: 'always'});
  });

  it('closes the full-screen nav from 768 px and the drawer from 1024 px', () => {
    expect(shouldCloseNavScreen(767)).toBe(false);
    expect(shouldCloseNavScreen(768)).toBe(true);
    expect(shouldCloseSidebarDrawer(1023)).toBe(false);
    expect(shouldCloseSidebarDrawer(1024)).toBe(true);
  });
});
