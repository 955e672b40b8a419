// One lint set-up for the whole repo: typescript-eslint, react-hooks and jsx-a11y, with
// Prettier owning formatting (eslint-config-prettier turns off the style rules it covers).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Physical direction utilities break the Arabic mirror: use ms/me, ps/pe, start/end, text-start. */
const physicalClass =
  /(?:^|[\s"'`])(?:-?m[lr]-|p[lr]-|left-|right-|text-left|text-right|rounded-[lr]-|border-[lr]-|float-left|float-right)/;

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
      'no-restricted-syntax': [
        'error',
        {
          selector: `JSXAttribute[name.name='className'] Literal[value=${physicalClass}]`,
          message:
            'Use logical utilities (ms/me, ps/pe, start/end, text-start) so the layout mirrors in Arabic.',
        },
      ],
    },
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
  prettier,
);
