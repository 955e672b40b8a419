#!/usr/bin/env node
// Proves the rules of eslint.config.js fire: each deliberate wrong-way import, raw env read or
// physical class below is linted as if it were a file of that layer and must be reported; each
// allowed one must not. Then checks that the typed-keys guard is still in packages/i18n's
// typecheck (tsc itself proves the keys are typed there; this script runs no tsc). Exits non-zero
// (and says which) when a guard is missing.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

const IMPORTS = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';

/** [file it pretends to be, source, should lint report it?, rule expected to report (imports)] */
const cases = [
  ['packages/ui/src/boundary-probe.tsx', "import { createApiClient } from '@storefront/api';", true],
  ['packages/ui/src/boundary-probe.tsx', "import { paymentMachine } from '@storefront/flows';", true],
  ['packages/ui/src/boundary-probe.tsx', "import { Link } from 'react-router';", true],
  ['packages/ui/src/boundary-probe.tsx', "import { formatAed } from '@storefront/i18n';", false],
  ['packages/core/src/boundary-probe.ts', "import { formatAed } from '@storefront/i18n';", true],
  ['packages/core/src/boundary-probe.ts', "import { useState } from 'react';", true],
  ['packages/flows/src/boundary-probe.ts', "import { createApiClient } from '@storefront/api';", true],
  ['packages/flows/src/boundary-probe.ts', "import { fils } from '@storefront/core';", false],
  ['packages/api/src/boundary-probe.ts', "import { Button } from '@storefront/ui/button';", true],
  ['apps/server/src/boundary-probe.ts', "import { Button } from '@storefront/ui/button';", true],
  ['apps/server/src/boundary-probe.ts', "import { createApiClient } from '@storefront/api';", true],
  ['apps/server/src/boundary-probe.ts', "import type { Schemas } from '@storefront/api';", true],
  ['apps/server/src/boundary-probe.ts', "import type { Schemas } from '@storefront/contract';", false],
  ['packages/api/src/boundary-probe.ts', "import type { Schemas } from '@storefront/contract';", false],
  ['openapi/src/boundary-probe.ts', "import { createApiClient } from '@storefront/api';", true],
  ['openapi/src/boundary-probe.ts', "import type { Fils } from '@storefront/core';", false],
  [
    'apps/server/src/orders/boundary-probe.ts',
    "import { paymentMessages } from '../payments/handlers.js';",
    true,
  ],
  ['apps/server/src/orders/boundary-probe.ts', "import { orderMessages } from './handlers.js';", false],
  ['packages/features/src/boundary-probe.ts', "import { App } from '@storefront/app-storefront';", true],
  [
    'packages/features/src/menu/boundary-probe.ts',
    "import { env } from '../../../../apps/storefront/src/env.js';",
    true,
  ],
  ['packages/features/src/boundary-probe.ts', "import { paymentMachine } from '@storefront/flows';", false],
  [
    'packages/ui/src/boundary-probe.tsx',
    "import { BrandApp } from '@storefront/features/app-kit/brand-app';",
    true,
  ],
  [
    'apps/dine-in/src/boundary-probe.ts',
    "import { BrandApp } from '@storefront/features/app-kit/brand-app';",
    false,
  ],
  ['apps/dine-in/src/boundary-probe.ts', "import { App } from '@storefront/app-storefront';", true],
  ['apps/dine-in/src/pages/boundary-probe.ts', "import { App } from '../../../storefront/src/app.js';", true],
  // Configuration: import.meta.env only in each app's validated env module.
  ['apps/storefront/src/boundary-probe.ts', 'export const prod = import.meta.env.PROD;', true, SYNTAX],
  [
    'packages/ui/src/boundary-probe.ts',
    'export const url = import.meta.env.VITE_API_BASE_URL;',
    true,
    SYNTAX,
  ],
  ['apps/storefront/src/env.ts', 'export const prod = import.meta.env.PROD;', false, SYNTAX],
  // RTL: physical direction classes, in template literals and class helpers too.
  [
    'packages/ui/src/boundary-probe.tsx',
    'export const A = (x: string) => <p className={`flex ml-2 ${x}`} />;',
    true,
    SYNTAX,
  ],
  [
    'apps/storefront/src/boundary-probe.ts',
    "declare const cn: (...c: string[]) => string;\nexport const row = cn('flex', 'md:text-left');",
    true,
    SYNTAX,
  ],
  ['packages/ui/src/boundary-probe.ts', "export const ROW_CLASS = 'flex rounded-r-xl';", true, SYNTAX],
  [
    'packages/ui/src/boundary-probe.tsx',
    'export const A = (x: string) => <p className={`flex ms-2 text-start ${x}`} />;',
    false,
    SYNTAX,
  ],
];

let missing = 0;
for (const [filePath, source, shouldReport, rule = IMPORTS] of cases) {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  const reported = (result?.messages ?? []).some((message) => message.ruleId === rule);
  const ok = reported === shouldReport;
  if (!ok) missing += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${filePath}: ${source} ${shouldReport ? 'is refused' : 'is allowed'}`);
}

// Typed translation keys: tsc fails on an unused `@ts-expect-error`, so the guard proves the keys are
// typed as long as it stays in packages/i18n's typecheck with its expected errors.
const guard = 'packages/i18n/src/typed-keys.guard.ts';
const config = ts.getParsedCommandLineOfConfigFile(
  `${root}packages/i18n/tsconfig.json`,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
);
const guardText = readFileSync(`${root}${guard}`, 'utf8');
const expectsError = (call) =>
  new RegExp(`// @ts-expect-error[^\\n]*\\n\\s*${call.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(
    guardText,
  );
const guardChecks = [
  ['is in packages/i18n typecheck', config?.fileNames.includes(`${root}${guard}`) === true],
  ["expects an error on t('common:noSuchKey')", expectsError("t('common:noSuchKey')")],
  ['expects an error on an unknown namespace', expectsError("t('noSuchNamespace:")],
];
for (const [what, ok] of guardChecks) {
  if (!ok) missing += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${guard} ${what}`);
}

if (missing > 0) {
  console.error(`${missing} rule(s) did not behave as ARCHITECTURE.md and the README say.`);
  process.exit(1);
}
