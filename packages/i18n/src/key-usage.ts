/**
 * Translation keys used in source code, and the ones the resources lack. For the tests (and a CI
 * script): it parses with the TypeScript compiler, a dev dependency, so nothing in the package's
 * `exports` imports this file.
 *
 * What counts as a use:
 * - `t('ns:key')`, `t('key')`, `i18n.t(...)`, `t(cond ? 'a' : 'b')`, `<Trans i18nKey="...">`;
 * - `t(\`ns:prefix.${x}\`)`: the static part up to its last dot must name an object (or the
 *   namespace itself when nothing but `ns:` is static);
 * - `translateBundled(language, 'ns', 'key')`;
 * - any other string literal shaped `ns:key.path` with a known namespace (keys kept in tables
 *   and passed to `t` later).
 *
 * A key without `ns:` belongs to the first namespace of the `useTranslation(...)` that gave the
 * `t` (react-i18next fixes `t` to `namespaces[0]` unless `nsMode: 'fallback'`, which the
 * storefront does not set), or to the default namespace `common` when the hook has no argument
 * or no hook is found.
 */
import ts from 'typescript';
import type { NamespaceResources } from './resource-checks.js';
import type { ResourceTree } from './resources.js';

export const DEFAULT_NAMESPACE = 'common';

export interface KeyUsage {
  readonly file: string;
  readonly line: number;
  readonly namespace: string;
  /** Dotted key, or for a prefix use the dotted object path ('' for the namespace itself). */
  readonly key: string;
  /** `key` is the static prefix of a template key: it must name an object. */
  readonly prefix: boolean;
  /** The call passes `count` (or options the scan cannot see), so plural forms satisfy it. */
  readonly plural: boolean;
}

const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const KEY_PATH = /^[A-Za-z_$][\w$-]*(?:\.[A-Za-z_$0-9][\w$-]*)*$/;

function isFunctionLike(node: ts.Node): boolean {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isSourceFile(node)
  );
}

function staticText(node: ts.Node): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** Namespaces named by `useTranslation(...)`'s first argument; undefined when not static. */
function hookNamespaces(call: ts.CallExpression): string[] | undefined {
  const [first] = call.arguments;
  if (!first) return [DEFAULT_NAMESPACE];
  const single = staticText(first);
  if (single !== undefined) return [single];
  if (ts.isArrayLiteralExpression(first)) {
    const names = first.elements.map(staticText);
    return names.every((n): n is string => n !== undefined) ? names : undefined;
  }
  return undefined;
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** `const { t } = useTranslation(...)` and `const { t: tStore } = ...`: local name -> namespaces. */
function hookBindings(declaration: ts.VariableDeclaration): Map<string, string[]> | undefined {
  const init = declaration.initializer;
  if (!init || !ts.isCallExpression(init) || calleeName(init.expression) !== 'useTranslation') return;
  if (!ts.isObjectBindingPattern(declaration.name)) return;
  const namespaces = hookNamespaces(init);
  if (!namespaces) return;
  const out = new Map<string, string[]>();
  for (const element of declaration.name.elements) {
    const property = element.propertyName ?? element.name;
    if (ts.isIdentifier(property) && property.text === 't' && ts.isIdentifier(element.name))
      out.set(element.name.text, namespaces);
  }
  return out;
}

/** Options allow plural forms when they pass `count` or are not a literal the scan can read. */
function readOptions(options: ts.Expression | undefined): { plural: boolean; namespace?: string } {
  if (!options) return { plural: false };
  if (!ts.isObjectLiteralExpression(options)) return { plural: true };
  let plural = false;
  let namespace: string | undefined;
  for (const property of options.properties) {
    if (ts.isSpreadAssignment(property)) plural = true;
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
    if (name === 'count') plural = true;
    if (name === 'ns' && ts.isPropertyAssignment(property)) namespace = staticText(property.initializer);
  }
  return namespace === undefined ? { plural } : { plural, namespace };
}

/** Splits `ns:key` when `ns` is a known namespace. */
function splitNamespace(
  text: string,
  namespaces: ReadonlySet<string>,
): { namespace: string; key: string } | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  const namespace = text.slice(0, colon);
  return namespaces.has(namespace) ? { namespace, key: text.slice(colon + 1) } : undefined;
}

/** Every translation key used in one source file. */
export function extractKeyUsages(source: string, file: string, namespaces: ReadonlySet<string>): KeyUsage[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const usages: KeyUsage[] = [];
  const counted = new Set<ts.Node>();
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  // Hook bindings per enclosing function, so each `t` finds the hook of its own component.
  const scopes = new Map<ts.Node, Map<string, string[]>>();
  const collectHooks = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node)) {
      const bindings = hookBindings(node);
      if (bindings) {
        let scope: ts.Node = node.parent;
        while (!isFunctionLike(scope)) scope = scope.parent;
        const known = scopes.get(scope) ?? new Map<string, string[]>();
        for (const [name, ns] of bindings) known.set(name, ns);
        scopes.set(scope, known);
      }
    }
    ts.forEachChild(node, collectHooks);
  };
  collectHooks(sourceFile);

  const defaultsFor = (node: ts.Node, name: string): string => {
    for (let scope: ts.Node | undefined = node; scope; scope = scope.parent) {
      const found = scopes.get(scope)?.get(name);
      if (found) return found[0] ?? DEFAULT_NAMESPACE;
    }
    return DEFAULT_NAMESPACE;
  };

  const addKey = (node: ts.Node, text: string, fallback: string, plural: boolean, explicit?: string) => {
    counted.add(node);
    const split = splitNamespace(text, namespaces);
    const namespace = split?.namespace ?? explicit ?? fallback;
    const key = split?.key ?? text;
    usages.push({ file, line: lineOf(node), namespace, key, prefix: false, plural });
  };

  const addTemplate = (node: ts.TemplateExpression, fallback: string, explicit?: string) => {
    counted.add(node);
    const head = node.head.text;
    const split = splitNamespace(head, namespaces);
    const namespace = split?.namespace ?? explicit ?? fallback;
    const rest = split?.key ?? head;
    const key = rest.includes('.') ? rest.slice(0, rest.lastIndexOf('.')) : '';
    usages.push({ file, line: lineOf(node), namespace, key, prefix: true, plural: false });
  };

  const hookNames = new Set([...scopes.values()].flatMap((scope) => [...scope.keys()]));
  const isTranslate = (callee: ts.Expression): boolean =>
    (ts.isIdentifier(callee) && (callee.text === 't' || hookNames.has(callee.text))) ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslate(node.expression) && node.arguments[0]) {
      const first = node.arguments[0];
      const fallback = ts.isIdentifier(node.expression)
        ? defaultsFor(node, node.expression.text)
        : DEFAULT_NAMESPACE;
      const { plural, namespace } = readOptions(node.arguments[1]);
      const keys = ts.isConditionalExpression(first) ? [first.whenTrue, first.whenFalse] : [first];
      for (const candidate of keys) {
        const text = staticText(candidate);
        if (text !== undefined) addKey(candidate, text, fallback, plural, namespace);
        else if (ts.isTemplateExpression(candidate)) addTemplate(candidate, fallback, namespace);
      }
    }
    if (ts.isCallExpression(node) && calleeName(node.expression) === 'translateBundled') {
      const [, nsArg, keyArg, options] = node.arguments;
      const namespace = nsArg && staticText(nsArg);
      const text = keyArg && staticText(keyArg);
      if (keyArg && namespace !== undefined && text !== undefined)
        addKey(keyArg, text, namespace, readOptions(options).plural, namespace);
    }
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'i18nKey') {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression ? value.expression : (value ?? undefined);
      const text = literal && staticText(literal);
      if (literal && text !== undefined) addKey(literal, text, DEFAULT_NAMESPACE, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  // Keys kept elsewhere (tables, props) and handed to `t` later: `'checkout:address.floor'`.
  const literals = (node: ts.Node): void => {
    const text = staticText(node);
    if (text !== undefined && !counted.has(node)) {
      const split = splitNamespace(text, namespaces);
      if (split && KEY_PATH.test(split.key))
        usages.push({ file, line: lineOf(node), ...split, prefix: false, plural: true });
    }
    ts.forEachChild(node, literals);
  };
  literals(sourceFile);
  return usages;
}

function lookup(tree: ResourceTree | undefined, path: string): string | ResourceTree | undefined {
  let node: string | ResourceTree | undefined = tree;
  if (path === '') return node;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** Whether a usage is satisfied by one language's resources. */
export function isPresent(usage: KeyUsage, resources: NamespaceResources): boolean {
  const tree = resources[usage.namespace];
  if (usage.prefix) {
    const node = lookup(tree, usage.key);
    return node !== undefined && typeof node === 'object';
  }
  if (typeof lookup(tree, usage.key) === 'string') return true;
  if (!usage.plural) return false;
  const dot = usage.key.lastIndexOf('.');
  const parent = lookup(tree, dot < 0 ? '' : usage.key.slice(0, dot));
  const leaf = usage.key.slice(dot + 1);
  return (
    parent !== undefined &&
    typeof parent === 'object' &&
    PLURAL_FORMS.some((form) => typeof parent[`${leaf}_${form}`] === 'string')
  );
}

/** `file:line ns:key (missing in ar)` for each usage some language lacks. */
export function missingKeys(
  usages: readonly KeyUsage[],
  resources: Readonly<Record<string, NamespaceResources>>,
): string[] {
  const problems: string[] = [];
  for (const usage of usages) {
    const lacking = Object.entries(resources)
      .filter(([, tree]) => !isPresent(usage, tree))
      .map(([language]) => language);
    if (lacking.length === 0) continue;
    const what = usage.prefix
      ? `${usage.namespace}:${usage.key}${usage.key ? '.' : ''}* (object)`
      : `${usage.namespace}:${usage.key}`;
    problems.push(`${usage.file}:${usage.line} ${what} missing in ${lacking.join(', ')}`);
  }
  return problems;
}
