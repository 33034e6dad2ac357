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
export {
  itemLifecycleMachine,
  itemLifecycleDecision,
  itemLifecycleSnapshot,
  availableItemActions,
  ITEM_LIFECYCLE_EVENTS,
  type ItemActor,
  type ItemLifecycleContext,
  type ItemLifecycleDecision,
  type ItemLifecycleEvent,
  type ItemLifecycleEventType,
  type ItemLifecycleMachine,
  type ItemLifecycleSnapshot,
} from './item-lifecycle/item-lifecycle.machine.ts';
export {
  autosaveMachine,
  autosaveView,
  isRetryableSaveError,
  retryDelayMs,
  sameData,
  AUTOSAVE_TIMING,
  type AutosaveMachine,
  type AutosaveContext,
  type AutosaveEvent,
  type AutosaveInput,
  type AutosaveStatus,
  type AutosaveView,
  type SaveChangesInput,
} from './autosave/autosave.machine.ts';
