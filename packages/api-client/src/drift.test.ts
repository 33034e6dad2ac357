// The committed generated types match openapi.yaml (the same check CI runs).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'check-drift.mjs');

it('src/schema.gen.ts is up to date with openapi.yaml', () => {
  const output = execFileSync(process.execPath, [script], { encoding: 'utf8', stdio: 'pipe' });
  expect(output).toContain('matches openapi.yaml');
}, 60_000);
