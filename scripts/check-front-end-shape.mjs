#!/usr/bin/env node
// The shape rules of the front end (thin apps): the storefront app holds at most
// 2,500 lines of source; no source file in an app or the shared screens is over 300 lines; no
// component or hook (a top-level function) is over 150 lines. Tests and stories aside.
// Exits non-zero and lists what breaks a rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const dirs = [
  'apps/storefront/src',
  'apps/dine-in/src',
  'apps/payment-link/src',
  'apps/business-card/src',
  'apps/operator/src',
  'packages/features/src',
];
const MAX_APP_LINES = { 'apps/storefront/src': 2500 };
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 150;

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|guard)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const problems = [];
for (const dir of dirs) {
  let total = 0;
  for (const file of sources(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    total += lines;
    const where = relative(root, file);
    if (lines > MAX_FILE_LINES) problems.push(`${where}: ${lines} lines (at most ${MAX_FILE_LINES})`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
    for (const statement of source.statements) {
      const fn = ts.isFunctionDeclaration(statement)
        ? statement
        : ts.isVariableStatement(statement)
          ? statement.declarationList.declarations
              .map((declaration) => declaration.initializer)
              .find((init) => init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
          : undefined;
      if (!fn) continue;
      const span = lineOf(fn.getEnd()) - lineOf(fn.getStart(source)) + 1;
      if (span > MAX_FUNCTION_LINES)
        problems.push(
          `${where}:${lineOf(fn.getStart(source))}: a function of ${span} lines (at most ${MAX_FUNCTION_LINES})`,
        );
    }
  }
  const max = MAX_APP_LINES[dir];
  if (max !== undefined && total > max) problems.push(`${dir}: ${total} lines of source (at most ${max})`);
  console.log(`${dir}: ${total} lines`);
}
for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length > 0) process.exit(1);
console.log('Every app and the shared screens keep their shape.');
