#!/usr/bin/env node
// Proves the dependency rules of eslint.config.js fire: each deliberate wrong-way import below is
// linted as if it were a file of that layer and must be reported; each allowed import must not.
// Exits non-zero (and says which) when a guard is missing.
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** [file it pretends to be, source, should lint report a restricted import?] */
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
];

let missing = 0;
for (const [filePath, source, shouldReport] of cases) {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  const reported = (result?.messages ?? []).some(
    (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
  );
  const ok = reported === shouldReport;
  if (!ok) missing += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${filePath}: ${source} ${shouldReport ? 'is refused' : 'is allowed'}`);
}
if (missing > 0) {
  console.error(`${missing} dependency rule(s) did not behave as ARCHITECTURE.md says.`);
  process.exit(1);
}
