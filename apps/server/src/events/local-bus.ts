// The in-process bus (PGlite: one process owns the database, so one process is all there is).
import { createFanOut, newEvent, type EventBus } from './bus.ts';

export function createLocalBus(onListenerError: (err: unknown) => void): EventBus {
  const fanOut = createFanOut(onListenerError);
  return {
    kind: 'local',
    publish(name, data) {
      const event = newEvent(name, data);
      fanOut.deliver(event);
      return event;
    },
    subscribe: fanOut.subscribe,
    // One process owns the database: there is no connection to lose.
    connected: true,
    losses: 0,
    onConnectionChange: () => () => {},
    async close() {
      fanOut.clear();
    },
  };
}
