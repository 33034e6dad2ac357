// A self-contained API reference rendered from openapi.yaml: no CDN, no scripts, so it works
// offline and under a strict content security policy.
import {
  deref,
  type Contract,
  type OpenApiParameter,
  type RawOperation,
} from '../plugins/openapi-doc.ts';

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** "#/components/schemas/User" -> "User"; inline schemas are described by their type. */
function schemaName(schema: unknown): string {
  if (!schema || typeof schema !== 'object') return '';
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') return s.$ref.split('/').at(-1) ?? s.$ref;
  if (s.type === 'array') return `array of ${schemaName(s.items) || 'values'}`;
  if (s.type === 'object' && s.properties) {
    return `object { ${Object.entries(s.properties as Record<string, unknown>)
      .map(([k, v]) => `${k}${schemaName(v) ? `: ${schemaName(v)}` : ''}`)
      .join(', ')} }`;
  }
  return Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'object');
}

function refName(node: { $ref?: string } | undefined): string | null {
  return node?.$ref ? (node.$ref.split('/').at(-1) ?? null) : null;
}

function renderOperation(
  contract: Contract,
  method: string,
  path: string,
  op: RawOperation,
  implemented: Set<string>,
): string {
  const secured = (op.security ?? contract.doc.security ?? []).some((r) => 'bearerAuth' in r);
  // Parameters are resolved (shared ones such as IdPath live in components); schemas keep names.
  const params = deref((op.parameters ?? []) as OpenApiParameter[], contract.doc);
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {}).map(([status, res]) => {
    const resolved = res.$ref
      ? ((contract.doc.components?.responses as Record<string, typeof res> | undefined)?.[
          refName(res) ?? ''
        ] ?? res)
      : res;
    const schema = resolved.content?.['application/json']?.schema;
    return `<tr><td>${esc(status)}</td><td>${esc(resolved.description)}</td><td><code>${esc(schemaName(schema))}</code></td></tr>`;
  });
  return `<section class="op" id="${esc(op.operationId)}">
<h3><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>/api${esc(path)}</code> ${secured ? '<span class="lock">bearer</span>' : ''}${implemented.has(op.operationId ?? '') ? '' : ' <span class="todo">not implemented yet</span>'}</h3>
<p><strong>${esc(op.summary)}</strong> <small>(${esc(op.operationId)})</small></p>
${op.description ? `<pre class="desc">${esc(op.description.trim())}</pre>` : ''}
${params.length ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${params.map((p) => `<tr><td>${esc(p.name)}</td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${esc(schemaName(p.schema))}</code></td></tr>`).join('')}</table>` : ''}
${body ? `<h4>Request body${op.requestBody?.required ? ' (required)' : ''}</h4><p><code>${esc(schemaName(body))}</code></p>` : ''}
<h4>Responses</h4><table><tr><th>status</th><th>meaning</th><th>body</th></tr>${responses.join('')}</table>
</section>`;
}

export function renderDocs(contract: Contract, implementedIds: string[]): string {
  const { doc } = contract;
  const implemented = new Set(implementedIds);
  const groups = new Map<string, string[]>();
  for (const tag of doc.tags ?? []) groups.set(tag.name, []);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const raw = op as RawOperation;
      const tag = raw.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(renderOperation(contract, method, path, raw, implemented));
    }
  }
  const tagDesc = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const nav = [...groups.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' · ');
  const sections = [...groups.entries()]
    .filter(([, ops]) => ops.length > 0)
    .map(
      ([tag, ops]) =>
        `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2><p>${esc(tagDesc.get(tag))}</p>${ops.join('\n')}`,
    )
    .join('\n');
  const schemas = Object.keys((doc.components?.schemas as object | undefined) ?? {});
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} ${esc(doc.info.version)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:980px;margin:0 auto;padding:24px;color:#1f2933;line-height:1.45}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace}pre.desc{white-space:pre-wrap;background:#f5f7fa;padding:8px;border-radius:4px}
.op{border:1px solid #d9e2ec;border-radius:6px;padding:12px 16px;margin:12px 0}.op h3{margin:0 0 8px;font-size:1rem}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;padding:2px 6px;font-size:.8rem}
.m-get{background:#2f80ed}.m-post{background:#27ae60}.m-put{background:#f2994a}.m-patch{background:#9b51e0}.m-delete{background:#eb5757}
.lock{font-size:.75rem;border:1px solid #829ab1;border-radius:4px;padding:1px 4px}.todo{font-size:.75rem;color:#b44d12}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border-bottom:1px solid #e4e7eb;text-align:left;padding:4px 6px;vertical-align:top}
</style></head><body>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<pre class="desc">${esc((doc.info.description ?? doc.info.summary ?? '').trim())}</pre>
<p>Contract: <a href="/api/docs/openapi.yaml">openapi.yaml</a>. Every path is served under <code>/api</code>.</p>
<nav>${nav}</nav>
${sections}
<h2>Schemas</h2><p>${schemas.map((s) => `<code>${esc(s)}</code>`).join(', ')}</p>
</body></html>`;
}
