// Reads the value a page writes in a code span (`'esm'`, `{ path: true }`, `['module', 'main']`)
// with the TypeScript parser: literals only, nothing is evaluated.
import ts from 'typescript';

export class NotALiteral extends Error {}

function value(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node)) return value(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => value(e));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p)) throw new NotALiteral(`not a plain property: ${p.getText()}`);
      const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name) ? p.name.text : null;
      if (name === null) throw new NotALiteral(`computed key: ${p.name.getText()}`);
      out[name] = value(p.initializer);
    }
    return out;
  }
  throw new NotALiteral(`not a literal: ${node.getText()}`);
}

/**
 * The value of a literal written as code: an expression (`{ mode: 'compile' }`) or a block with
 * one `const name = <literal>` (the form some pages use for a long default).
 */
export function parseLiteral(code: string): unknown {
  if (/^\s*(const|let|var)\s/.test(code)) {
    const block = ts.createSourceFile('value.ts', code, ts.ScriptTarget.ES2022, true);
    const declarations = block.statements.filter(ts.isVariableStatement).flatMap((s) => s.declarationList.declarations);
    if (block.statements.length === 1 && declarations.length === 1 && declarations[0].initializer) return value(declarations[0].initializer);
    throw new NotALiteral(`not one constant: ${code.trim().slice(0, 80)}`);
  }
  const file = ts.createSourceFile('value.ts', `(${code.trim()})`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0];
  if (file.statements.length === 1 && ts.isExpressionStatement(statement)) return value(statement.expression);
  throw new NotALiteral(`not a literal: ${code.trim().slice(0, 80)}`);
}

/** `{a: 1, b: [2]}` → `{ a: 1, b: [2] }`, for messages. */
export function show(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (typeof v === 'string') return `'${v}'`;
  if (Array.isArray(v)) return `[${v.map(show).join(', ')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v);
    return entries.length ? `{ ${entries.map(([k, x]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${show(x)}`).join(', ')} }` : '{}';
  }
  return String(v);
}
