// The session moved to app/session (shared by every feature). This re-export keeps the listing
// editor, rewritten on its own branch, compiling until it moves to features/listing-editor and
// imports ../../app/session/session-context.tsx itself; delete this file then.
export { useSession } from '../app/session/session-context.tsx';
