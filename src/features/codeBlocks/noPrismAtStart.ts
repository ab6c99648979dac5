// Stands in for Docusaurus's `prism-include-languages` client module (see plugin.ts): Prism and
// its extra grammars load with `HighlightedLines`, not on every page at start-up.
export {};
