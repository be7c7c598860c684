// FHIRPath functions of the SDC dialects that fhirpath.js 5.2.2 lacks, each rewritten at import to an expression
// it has that means the same. weight() and ordinal() need none (fhirpath-engine.ts).

interface Rewrite {
  readonly pattern: RegExp;
  readonly replacement: string;
}

/**
 * SDC 3.0's answers(): every answer of the response or item it is called on, nested ones included (answers under
 * an answer's items too). fhirpath.js reports 'Not implemented: answers'; repeat() walks the same tree.
 */
const REWRITES: readonly Rewrite[] = [
  { pattern: /(?<![\w$`])answers\(\s*\)/g, replacement: 'repeat(item | answer.item).answer' },
];

/** Rewrites the code of an expression, leaving its 'strings' and `quoted identifiers` as they are. */
function outsideLiterals(expression: string, rewrite: (code: string) => string): string {
  let result = '';
  let code = '';
  let at = 0;
  while (at < expression.length) {
    const quote = expression[at]!;
    if (quote !== "'" && quote !== '`') {
      code += quote;
      at++;
      continue;
    }
    let end = at + 1;
    while (end < expression.length && expression[end] !== quote) end += expression[end] === '\\' ? 2 : 1;
    result += rewrite(code) + expression.slice(at, end + 1);
    code = '';
    at = end + 1;
  }
  return result + rewrite(code);
}

/** The expression in the dialect fhirpath.js evaluates: the same expression when it needs no rewriting. */
export function supportedDialect(expression: string): string {
  return outsideLiterals(expression, (code) =>
    REWRITES.reduce((text, { pattern, replacement }) => text.replace(pattern, replacement), code),
  );
}
