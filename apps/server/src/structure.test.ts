// The shape rules of the server (docs/architecture.md): handlers stay thin. Every function's own
// body (the functions nested in it measured on their own) fits in MAX_FUNCTION_LINES; a module's
// HTTP edge is its `handlers.ts` and its `handlers/` folder, the only places an operation's handler
// is written, and none of them holds SQL: queries live in a module's store or service files.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_FUNCTION_LINES = 80;
const srcDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}

interface LongFunction {
  where: string;
  name: string;
  lines: number;
}

/**
 * Functions whose own lines exceed `max`: a function's span less the spans of the functions
 * declared inside it (a factory of handlers is measured handler by handler).
 */
function longFunctions(source: ts.SourceFile, max: number, label: string): LongFunction[] {
  const found: LongFunction[] = [];
  const span = (node: ts.Node) => lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1;
  const nestedLines = (node: ts.Node): number => {
    let total = 0;
    node.forEachChild(function visit(child) {
      if (ts.isFunctionLike(child) && 'body' in child && child.body) total += span(child);
      else child.forEachChild(visit);
    });
    return total;
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const own = span(node) - nestedLines(node.body);
      if (own > max)
        found.push({
          where: `${label}:${lineOf(source, node.getStart(source))}`,
          name: nameOf(node as ts.FunctionLikeDeclaration),
          lines: own,
        });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

const QUERY_CALLS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
  'transaction',
]);
const SQL_TEXT = /\b(SELECT\s.+\sFROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i;

/** Places in a file that issue SQL: `sql` tagged templates, query-builder calls, SQL text, drizzle imports. */
function inlineSql(source: ts.SourceFile, label: string): string[] {
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${label}:${lineOf(source, node.getStart(source))} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && /(^|\.)sql$/.test(node.tag.getText(source)))
      at(node, 'sql`...`');
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_CALLS.has(node.expression.name.text) &&
      /^(db|tx|context\.db|this\.db|database)$/.test(node.expression.expression.getText(source))
    )
      at(node, `.${node.expression.name.text}(...)`);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SQL_TEXT.test(node.text))
      at(node, 'SQL text');
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^drizzle-orm|\/db\/schema(\.js)?$|^pg$/.test(node.moduleSpecifier.text) &&
      !node.importClause?.isTypeOnly
    )
      at(node, `imports ${node.moduleSpecifier.text}`);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Relative imports of a file (type-only ones too: a type is a dependency as well), as source paths. */
function relativeImports(file: string): string[] {
  const source = parse(file);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    statement.moduleSpecifier.text.startsWith('.')
      ? [resolve(dirname(file), statement.moduleSpecifier.text.replace(/\.js$/, '.ts'))]
      : [],
  );
}

/** Every file the tables reach through their imports, starting from each `*.schema.ts`. */
function schemaReach(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    relativeImports(file).forEach(visit);
  };
  files.filter((file) => file.endsWith('.schema.ts')).forEach(visit);
  return [...seen].map((file) => relative(srcDir, file)).sort();
}

/** A module's HTTP edge: its handlers.ts, or any file in a handlers/ folder. */
const isHttpEdge = (file: string) =>
  basename(file) === 'handlers.ts' || relative(srcDir, file).split(sep).slice(0, -1).includes('handlers');

/** Whether a file writes an operation's handler: a declaration typed `Handler<...>`. */
function definesHandlers(source: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.type && /^Handler</.test(node.type.getText(source)))
      found = true;
    if (!found) node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('the server source stays in shape', () => {
  const files = sourceFiles(srcDir);

  it('finds the source files', () => {
    expect(files.some((file) => file.endsWith(join('orders', 'handlers.ts')))).toBe(true);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((file) =>
      longFunctions(parse(file), MAX_FUNCTION_LINES, relative(srcDir, file)),
    );
    expect(long).toEqual([]);
  });

  it('writes handlers only in a handlers.ts or a handlers/ folder, and keeps SQL out of them', () => {
    const edge = files.filter(isHttpEdge);
    expect(edge.length).toBeGreaterThanOrEqual(20);
    const strays = files.filter((file) => !isHttpEdge(file) && definesHandlers(parse(file)));
    expect(strays.map((file) => relative(srcDir, file))).toEqual([]);
    const found = edge.flatMap((file) => inlineSql(parse(file), relative(srcDir, file)));
    expect(found).toEqual([]);
  });

  it('keeps the schema below everything: the tables reach only db/ and other tables', () => {
    const reach = schemaReach(files);
    expect(reach).toContain(join('db', 'orders.schema.ts'));
    expect(reach.filter((file) => !file.startsWith(`db${sep}`) && !file.endsWith('.schema.ts'))).toEqual([]);
    // db/ itself: the tables and the shapes of their columns, never the connection (it reads every table).
    expect(reach).not.toContain(join('db', 'database.ts'));
  });

  it('sees what it looks for', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      [
        "import { eq } from 'drizzle-orm';",
        'export const f = async () => {',
        '  await db.select().from(t);',
        '  await tx.execute(sql`select 1`);',
        "  return 'UPDATE orders SET x = 1';",
        '};',
        `export function long() {\n${'  call();\n'.repeat(MAX_FUNCTION_LINES)}}`,
        `export function short() {\n  const inner = () => {\n${'    call();\n'.repeat(MAX_FUNCTION_LINES - 5)}  };\n  return inner;\n}`,
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(inlineSql(probe, 'probe').map((hit) => hit.split(' ')[1])).toEqual([
      'imports',
      '.select(...)',
      '.execute(...)',
      'sql`...`',
      'SQL',
    ]);
    expect(longFunctions(probe, MAX_FUNCTION_LINES, 'probe').map((hit) => hit.name)).toEqual(['long']);
    const handler = ts.createSourceFile(
      'probe.ts',
      "const getMenu: Handler<'getMenu'> = async () => ({ status: 200, body: {} });",
      ts.ScriptTarget.Latest,
      true,
    );
    expect(definesHandlers(handler)).toBe(true);
    expect(definesHandlers(probe)).toBe(false);
    expect(isHttpEdge(join(srcDir, 'staff', 'handlers', 'tables.ts'))).toBe(true);
    expect(isHttpEdge(join(srcDir, 'staff', 'table-tab-store.ts'))).toBe(false);
  });
});
