// What the query and mutation tests of this package share: a client whose calls are recorded
// and answered by the test, and a way to run mutation options as useMutation does.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../client.ts';
import type { ApiRequestError } from '../errors.ts';

/** A JSON answer with the given status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose every request is kept in `sent` (in order) and answered with `answer`. */
export function recordingClient(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch: async (request) => {
      sent.push(request);
      return answer(request);
    },
  });
  return { client, sent };
}

/** Runs mutation options the way useMutation does, callbacks included. */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: ConstructorParameters<typeof MutationObserver<TData, ApiRequestError, TVariables>>[1],
  variables: TVariables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** Whether the cached query under `key` was marked stale by a mutation. */
export const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;
