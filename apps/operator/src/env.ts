import { parseEnv, type AppEnv } from '@storefront/features/app-kit/app-env';

/** The one place the operator app reads build-time configuration (lint refuses it anywhere else). */
export const env: AppEnv = parseEnv(import.meta.env);
