// Runs every benchmark in this folder in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync(new URL('.', import.meta.url)).filter((file) => file.endsWith('.bench.ts'));
for (const file of benches) {
  process.stdout.write(`\n=== ${file}\n`);
  const result = spawnSync('npx', ['tsx', file], { stdio: 'inherit', cwd: new URL('.', import.meta.url) });
  if (result.status !== 0) process.exitCode = 1;
}
