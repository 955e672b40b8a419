// One lint set-up for the whole repo: typescript-eslint, react-hooks and jsx-a11y, with
// Prettier owning formatting (eslint-config-prettier turns off the style rules it covers).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Physical direction utilities break the Arabic mirror: use ms/me, ps/pe, start/end, text-start,
 * rounded-s/e, border-s/e, float-start/end. Matched after a space, a quote, a variant's colon
 * (`md:pl-4`) or `!`, with or without a leading minus (`-ml-2`).
 */
const physicalClass =
  /(?:^|[\s"'`:!])-?(?:(?:scroll-)?[mp][lr]-|left-|right-|(?:text|float|clear)-(?:left|right)\b|rounded-[tb]?[lr]\b|border-[lr]\b)/;

/** Where a string is a class list: JSX class props, class helpers, and class constants by name. */
const classContexts = [
  'JSXAttribute[name.name=/[cC]lassName$/]',
  'CallExpression[callee.name=/^(clsx|cn|cx|cva|twMerge|twJoin|classNames)$/]',
  'VariableDeclarator[id.name=/([cC]lass(Name|es)?|CLASS(NAME|ES)?|VARIANTS?|[vV]ariants?)$/]',
  'Property[key.name=/([cC]lass(Name|es)?|CLASS(NAME|ES)?)$/]',
  'AssignmentPattern[left.name=/[cC]lassName$/]',
];
const rtlMessage =
  'Use logical utilities (ms/me, ps/pe, start/end, text-start, rounded-s/e, border-s/e) so the layout mirrors in Arabic.';
/** The RTL rule: a physical class in a string or a template literal of any class context. */
const rtlRestrictions = classContexts.flatMap((context) => [
  { selector: `${context} Literal[value=${physicalClass}]`, message: rtlMessage },
  { selector: `${context} TemplateElement[value.raw=${physicalClass}]`, message: rtlMessage },
]);

/** Vite's `import.meta.env` is read in each app's validated `src/env.ts` only. */
const envRestrictions = [
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
    message: 'Read configuration through src/env.ts (it validates what it reads).',
  },
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.value='env']",
    message: 'Read configuration through src/env.ts (it validates what it reads).',
  },
  {
    selector: "VariableDeclarator[init.type='MetaProperty'] > ObjectPattern > Property[key.name='env']",
    message: 'Read configuration through src/env.ts (it validates what it reads).',
  },
];

const frontEnd = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@xstate/react'];
const otherApps = ['@storefront/app-*', '@storefront/server', '@storefront/server/*'];
/** The shared screens sit above every package but the apps. */
const features = ['@storefront/features', '@storefront/features/*'];

/**
 * The dependency rules of ARCHITECTURE.md, one block per layer: an import that points the wrong
 * way fails lint (scripts/check-boundaries.mjs proves each rule fires).
 */
const boundaries = [
  {
    files: ['packages/core/src/**/*.{ts,tsx}'],
    message: 'packages/core is pure TypeScript: it imports nothing of ours and no framework.',
    group: ['@storefront/*', 'xstate', ...frontEnd],
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    message: 'packages/ui is presentational: no API client, no machines, no router (apps hand it data).',
    group: [
      '@storefront/api',
      '@storefront/api/*',
      '@storefront/flows',
      '@storefront/flows/*',
      'react-router',
      'react-router-dom',
      'xstate',
      '@xstate/*',
      ...features,
      ...otherApps,
    ],
  },
  {
    files: ['packages/flows/src/**/*.{ts,tsx}'],
    message: 'packages/flows depends on core only: the API client and the browser are injected as actors.',
    group: [
      '@storefront/api',
      '@storefront/api/*',
      '@storefront/ui',
      '@storefront/ui/*',
      ...frontEnd,
      ...features,
      ...otherApps,
    ],
  },
  {
    files: ['openapi/src/**/*.ts'],
    message: 'The contract is the types both sides share and their converters to core: it imports only core.',
    group: ['@storefront/*', '!@storefront/core', ...frontEnd],
  },
  {
    files: ['packages/i18n/src/**/*.{ts,tsx}', 'packages/api/src/**/*.{ts,tsx}'],
    message: 'packages/i18n and packages/api sit under the screens: no kit, machines or apps.',
    group: [
      '@storefront/ui',
      '@storefront/ui/*',
      '@storefront/flows',
      '@storefront/flows/*',
      ...features,
      ...otherApps,
    ],
  },
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    message:
      'packages/features serves every app: it never imports an app or the server (apps hand it their routes).',
    group: [...otherApps, '../../../apps/*', '../../../../apps/*'],
  },
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    message: 'The server never imports front-end code: it serves the built apps.',
    group: [
      '@storefront/ui',
      '@storefront/ui/*',
      '@storefront/flows',
      '@storefront/flows/*',
      '@storefront/i18n/react',
      ...frontEnd,
      ...features,
      '@storefront/app-*',
    ],
  },
  {
    files: ['apps/{storefront,dine-in,payment-link,business-card,operator}/src/**/*.{ts,tsx}'],
    message: 'Apps never import each other or the server: shared screens live in a package.',
    group: [...otherApps, '../../*/src/*', '../../../*/src/*'],
  },
].map(({ files, message, group }) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...rtlRestrictions] },
  },
  {
    // One block, as a later `no-restricted-syntax` replaces an earlier one rather than adding to it.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/*/src/env.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rtlRestrictions, ...envRestrictions] },
  },
  {
    // Environment is read in exactly one module per app.
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/**/src/**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/env.ts.' },
      ],
    },
  },
  ...boundaries,
  {
    // The server takes the API's types from the contract (@storefront/contract), never from the
    // client package; its tests may call it through the client.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@storefront/api', '@storefront/api/*'],
              message:
                "The server takes the API's types from @storefront/contract, never from the client package.",
            },
            {
              // A module's handlers are its HTTP edge: what another module needs lives beside them.
              group: ['../*/handlers', '../*/handlers.js'],
              message: "Import the shared piece from its own file, not from another module's handlers.",
            },
            {
              group: [
                '@storefront/ui',
                '@storefront/ui/*',
                '@storefront/flows',
                '@storefront/flows/*',
                '@storefront/i18n/react',
                ...frontEnd,
                '@storefront/app-*',
              ],
              message: 'The server never imports front-end code: it serves the built apps.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
