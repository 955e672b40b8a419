import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** PGlite data folder for the embedded default; created on first start. */
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo dataset when the database has no brand yet. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Where the built apps live; defaults to the sibling apps' dist folders. */
  APPS_DIR: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

/** Reads and validates configuration once; a bad value stops start-up with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
