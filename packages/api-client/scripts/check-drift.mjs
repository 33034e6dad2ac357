// Fails when src/schema.gen.ts no longer matches openapi.yaml, so that a contract change cannot
// land without the regenerated types (CI runs this; `npm run generate` fixes it).
// It runs the same CLI as the `generate` script into a temporary file: the Node API formats the
// output differently from the CLI, and a byte comparison is only fair between like and like.
// openapi.yaml is the contract's entry: the CLI follows its $refs into openapi/ (bundling them
// with Redocly's openapi-core), so a change in any of those files shows here too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(pkgDir, '..', '..', 'openapi.yaml');
const committed = join(pkgDir, 'src', 'schema.gen.ts');
const tmp = mkdtempSync(join(tmpdir(), 'pedalswap-drift-'));
const fresh = join(tmp, 'schema.gen.ts');

// Resolve the CLI from this package so the pinned openapi-typescript runs, wherever npm hoisted it.
const require = createRequire(join(pkgDir, 'package.json'));
const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js');

try {
  execFileSync(process.execPath, [cli, spec, '-o', fresh], { cwd: pkgDir, stdio: 'pipe' });
  const normalise = (text) => text.replace(/\r\n/g, '\n');
  if (normalise(readFileSync(fresh, 'utf8')) !== normalise(readFileSync(committed, 'utf8'))) {
    console.error(
      'api-client: src/schema.gen.ts is out of date with openapi.yaml.\n' +
        '  Fix: run npm run generate -w @pedalswap/api-client, then commit src/schema.gen.ts.',
    );
    process.exitCode = 1;
  } else {
    console.log('api-client: src/schema.gen.ts matches openapi.yaml.');
  }
} catch (error) {
  console.error(
    `api-client: could not regenerate the schema types: ${error.stderr ?? error.message}`,
  );
  process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
