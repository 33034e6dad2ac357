// Every page of the route table is loaded through this one helper, so each is its own chunk
// fetched when the route is first visited (issue 11 item 2): the entry keeps only the session,
// the query client, the router and the shell.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route's `lazy` that imports a module and takes one of its components as the page. */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}
