import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text field over a controlled value that is committed after a pause in typing (or at once on
 * `flush`, e.g. Enter). The draft survives the round trip through the app's URL: when the value
 * comes back as what was committed, the draft (which may already hold more keystrokes) is kept;
 * only a change from elsewhere (Clear filters, the back button) replaces it.
 */
export function useDraftValue(
  value: string,
  commit: (draft: string) => void,
  delayMs: number,
): [draft: string, setDraft: (draft: string) => void, flush: () => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const sent = useRef(value);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  });

  if (value !== seen) {
    setSeen(value);
    if (value !== sent.current) setDraft(value);
  }
  useEffect(() => {
    sent.current = value;
  }, [value]);

  const flush = useCallback(() => {
    if (draft === sent.current) return;
    sent.current = draft;
    latestCommit.current(draft);
  }, [draft]);

  useEffect(() => {
    if (draft === sent.current) return;
    const timer = setTimeout(flush, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs, flush]);

  return [draft, setDraft, flush];
}
