// openapi.yaml is the entry of a contract split into files under openapi/ (paths by tag,
// components by area). The server bundles it itself when it starts (src/plugins/openapi-doc.ts);
// the lint and the client's generator go through Redocly. Both must read the same document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContract } from '../src/plugins/openapi-doc.ts';
import { findRepoRoot } from '../src/repo-root.ts';

const root = findRepoRoot();
const entry = join(root, 'openapi.yaml');

/** Every $ref of a node, with where it was met. */
function refs(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => refs(n, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) =>
    k === '$ref' ? [`${at}: ${String(v)}`] : refs(v, `${at}/${k}`),
  );
}

describe('the split contract', () => {
  const contract = loadContract(entry);

  it('is bundled into the very document `redocly bundle` makes of it', () => {
    const cli = join(
      dirname(createRequire(entry).resolve('@redocly/cli/package.json')),
      'bin',
      'cli.js',
    );
    const tmp = mkdtempSync(join(tmpdir(), 'pedalswap-bundle-'));
    try {
      const out = join(tmp, 'openapi.yaml');
      execFileSync(process.execPath, [cli, 'bundle', entry, '-o', out], {
        cwd: root,
        stdio: 'pipe',
      });
      expect(contract.doc).toEqual(parse(readFileSync(out, 'utf8')));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps only local $refs, each naming a component, and serves one file', () => {
    const outside = refs(contract.doc).filter((r) => !/: #\/components\/\w+\/\w+$/.test(r));
    expect(outside).toEqual([]);
    expect(parse(contract.source)).toEqual(contract.doc);
  });

  it('keeps what the binding reads from the operations: ids, security and x-roles', () => {
    const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
    expect(byId.size).toBe(contract.operations.length);
    expect(byId.get('login')).toMatchObject({ method: 'post', path: '/auth/login', auth: 'none' });
    expect(byId.get('adjustUserTokens')).toMatchObject({
      auth: 'required',
      roles: ['owner', 'manager'],
      routePath: '/admin/users/:id/adjust-tokens',
    });
    // A path-level parameter defined in openapi/components/parameters.yaml reaches the operation.
    expect(byId.get('getItem')?.params).toMatchObject({ required: ['type', 'id'] });
  });
});
