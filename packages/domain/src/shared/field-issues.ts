// Zod's issues as the API's `details` list: the server answers with them and the forms map them
// to fields, so both show the first problem of a field in the same words.
import type { z } from 'zod';
import type { FieldIssue } from './messages.ts';

/** Zod issues as the API's `details` list ({ path, msg }), first issue per field. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, msg: issue.message });
  }
  return out;
}
