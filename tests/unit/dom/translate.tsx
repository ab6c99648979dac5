// A stand-in for `@docusaurus/Translate` in component tests: the English message with its
// `{placeholders}` filled in, as the site shows it in English. Use it as
//   vi.mock('@docusaurus/Translate', () => import('@site/tests/unit/dom/translate'));
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values | undefined): ReactNode {
  if (!values) return message;
  const parts = message.split(/\{(\w+)\}/);
  // split() puts the placeholder names at the odd positions.
  const filled = parts.map((part, i) => (i % 2 === 1 && part in values ? values[part] : part));
  if (filled.every((part) => typeof part === 'string' || typeof part === 'number')) return filled.join('');
  return filled.map((part, i) => <React.Fragment key={i}>{part}</React.Fragment>);
}

export function translate({message, id}: {message?: string; id?: string; description?: string}, values?: Record<string, string | number>): string {
  return String(interpolate(message ?? id ?? '', values));
}

export default function Translate({children, id, values}: {children?: string; id?: string; description?: string; values?: Values}): ReactNode {
  return interpolate(children ?? id ?? '', values);
}
