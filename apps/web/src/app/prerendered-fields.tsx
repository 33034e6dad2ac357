// The fields of a prerendered page (src/prerender.tsx) are read-only until the app has taken the
// page over: text typed into them before would be lost when the app replaced the markup (a
// sign-in form came back empty under the member's fingers), or typed into a field whose handlers
// are not attached yet when it hydrates. Hydration keeps the server's attributes as they are
// (React does not patch them), so the marked fields are unlocked here once the page has hydrated.
import { useEffect } from 'react';

const MARK = 'data-prerendered-readonly';

/** The server's markup with every field that is not read-only of its own made read-only, marked. */
export function lockPrerenderedFields(markup: string): string {
  return markup.replace(
    /<(input|textarea)\b([^>]*)>/g,
    (tag: string, name: string, rest: string) =>
      /\sreadonly(?=[\s=/>]|$)/i.test(rest) ? tag : `<${name} readonly="" ${MARK}=""${rest}>`,
  );
}

/**
 * Rendered with the page, inside the root layout's Suspense boundary: that boundary hydrates after
 * the shell, and this effect runs once the page in it has. #root then loses its
 * `data-prerendered`: the page is the app's (end-to-end tests wait for it).
 */
export function UnlockPrerenderedFields() {
  useEffect(() => {
    for (const field of document.querySelectorAll(`[${MARK}]`)) {
      field.removeAttribute('readonly');
      field.removeAttribute(MARK);
    }
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return null;
}
