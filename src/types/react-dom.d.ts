// @types/react-dom is not among the dependencies; this declares the one function the theme
// uses (src/theme/ColorModeToggle). Remove this file if @types/react-dom is ever added.
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R;
}
