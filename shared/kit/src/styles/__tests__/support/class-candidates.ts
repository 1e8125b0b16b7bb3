/**
 * The class names the kit's sources give their elements: the string
 * literals of `className` attributes, of `cn(…)`, `cva(…)` and `clsx(…)`
 * arguments (cva's variant values, not its `defaultVariants`), and of a
 * file's constants those name (`inputClassName`). Conditions are left out
 * (`tone === 'error' ? … : …` yields the two branches), and so are other
 * calls' arguments (`buttonVariants({ variant: 'ghost' })` names a variant).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const classFunctions = new Set(['cn', 'cva', 'clsx']);

function constants(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) found.set(node.name.text, node.initializer);
    node.forEachChild(visit);
  });
  return found;
}

function classesIn(expression: ts.Node, named: Map<string, ts.Expression>, into: Set<string>, seen = new Set<ts.Node>()): void {
  if (seen.has(expression)) return;
  seen.add(expression);
  const walk = (node: ts.Node) => classesIn(node, named, into, seen);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    for (const token of expression.text.split(/\s+/)) if (token) into.add(token);
  } else if (ts.isTemplateExpression(expression)) {
    // `size-${n}` cannot be generated (Tailwind reads whole words): only the literal words count.
    const parts = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
    parts.forEach((part, index) => {
      const tokens = part.split(/\s+/);
      if (index > 0) tokens.shift(); // glued to the substitution before it (or '' after a space)
      if (index < parts.length - 1) tokens.pop(); // glued to the substitution after it
      for (const token of tokens) if (token) into.add(token);
    });
  } else if (ts.isConditionalExpression(expression)) {
    walk(expression.whenTrue);
    walk(expression.whenFalse);
  } else if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) walk(expression.right);
    else if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      walk(expression.left);
      walk(expression.right);
    }
  } else if (ts.isCallExpression(expression)) {
    if (ts.isIdentifier(expression.expression) && classFunctions.has(expression.expression.text)) expression.arguments.forEach(walk);
  } else if (ts.isObjectLiteralExpression(expression)) {
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      if (ts.isIdentifier(property.name) && property.name.text === 'defaultVariants') continue;
      walk(property.initializer);
    }
  } else if (ts.isIdentifier(expression)) {
    const value = named.get(expression.text);
    if (value) walk(value);
  } else if (ts.isArrayLiteralExpression(expression) || ts.isParenthesizedExpression(expression) || ts.isJsxExpression(expression)) {
    expression.forEachChild(walk);
  }
}

/** The class names one source file uses. */
function classCandidates(fileName: string, text: string): Set<string> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const named = constants(source);
  const found = new Set<string>();
  source.forEachChild(function visit(node) {
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'className' && node.initializer) classesIn(node.initializer, named, found);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && classFunctions.has(node.expression.text)) classesIn(node, named, found);
    node.forEachChild(visit);
  });
  return found;
}

/** Every `.ts`/`.tsx` file under `dir` outside `__tests__` (or only those inside), with the class names it uses. */
function kitClassUsage(dir: string, { tests = false } = {}): Map<string, Set<string>> {
  const usage = new Map<string, Set<string>>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.tsx?$/.test(file) || file.split(path.sep).includes('__tests__') !== tests) continue;
    const classes = classCandidates(file, readFileSync(path.join(dir, file), 'utf8'));
    if (classes.size > 0) usage.set(file, classes);
  }
  return usage;
}

export { classCandidates, kitClassUsage };
