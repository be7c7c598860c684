/**
 * A measure's total expression (spec 2 §3): numbers and question ids joined by + - * / with brackets, e.g.
 * '(wb.1 + wb.2 + wb.3) / 3'. Parsed once into a tree; null when the text is not such an expression.
 */
export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'negate'; operand: Expression }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: Expression; right: Expression };

const TOKEN = /\s*(\d+(?:\.\d+)?|[A-Za-z_][\w.]*|[-+*/()])/y;

function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (text.slice(TOKEN.lastIndex).trim() === '') break;
    const match = TOKEN.exec(text);
    if (!match) return null;
    tokens.push(match[1]!);
  }
  return tokens;
}

export function parseExpression(text: string): Expression | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  // sum := product (('+' | '-') product)*; product := unary (('*' | '/') unary)*; unary := '-' unary | atom
  const sum = (): Expression | null => {
    let left = product();
    while (left && (peek() === '+' || peek() === '-')) {
      const operator = tokens[at++] as '+' | '-';
      const right = product();
      left = right ? { kind: 'binary', operator, left, right } : null;
    }
    return left;
  };
  const product = (): Expression | null => {
    let left = unary();
    while (left && (peek() === '*' || peek() === '/')) {
      const operator = tokens[at++] as '*' | '/';
      const right = unary();
      left = right ? { kind: 'binary', operator, left, right } : null;
    }
    return left;
  };
  const unary = (): Expression | null => {
    if (peek() !== '-') return atom();
    at++;
    const operand = unary();
    return operand ? { kind: 'negate', operand } : null;
  };
  const atom = (): Expression | null => {
    const token = tokens[at++];
    if (token === undefined) return null;
    if (token === '(') {
      const inner = sum();
      return inner && tokens[at++] === ')' ? inner : null;
    }
    if (/^\d/.test(token)) return { kind: 'number', value: Number(token) };
    if (/^[A-Za-z_]/.test(token)) return { kind: 'name', name: token };
    return null;
  };
  const tree = sum();
  return tree && at === tokens.length ? tree : null;
}

/** The expression's value; a name with no value counts 0, and a division by 0 gives 0 rather than infinity. */
export function evaluateExpression(expression: Expression, values: ReadonlyMap<string, number>): number {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'name':
      return values.get(expression.name) ?? 0;
    case 'negate':
      return -evaluateExpression(expression.operand, values);
    case 'binary': {
      const left = evaluateExpression(expression.left, values);
      const right = evaluateExpression(expression.right, values);
      if (expression.operator === '+') return left + right;
      if (expression.operator === '-') return left - right;
      if (expression.operator === '*') return left * right;
      return right === 0 ? 0 : left / right;
    }
  }
}
