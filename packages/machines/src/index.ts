export {
  sessionMachine,
  type SessionMachine,
  type SessionContext,
  type SessionEvent,
  type SessionUser,
  type StoredSession,
  type RefreshedTokens,
} from './session/session.machine.ts';
export { requestRefresh, type SessionActor } from './session/session-client.ts';
