// react-query options for an item's chat (spec 2 §7.4; openapi.yaml chat tag): its messages page
// by page (page 1 the latest 50), sending, the read marker and the typing signal. The live
// stream is not a query: the app runs it through the chat-connection machine and writes what
// arrives into the pages kept here.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { ApiRequestError } from './errors.ts';
import type { ItemType } from './item-queries.ts';
import { unwrap } from './queries.ts';
import type { components } from './schema.gen.ts';

export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatStreamEvent = components['schemas']['ChatStreamEvent'];

/** One chat: an item and, for its owner and staff, the offer naming the buyer. */
export interface ChatAddress {
  itemType: ItemType;
  itemId: string;
  offerId?: string | null;
}

export const chatKeys = {
  all: ['chat'] as const,
  messages: ({ itemType, itemId, offerId }: ChatAddress) =>
    [...chatKeys.all, 'messages', itemType, itemId, offerId ?? null] as const,
};

const params = ({ itemType, itemId, offerId }: ChatAddress) => ({
  path: { type: itemType, id: itemId },
  query: offerId ? { offerId } : {},
});

export type ChatMessagesPage = Awaited<ReturnType<typeof fetchChatPage>>;

async function fetchChatPage(
  client: ApiClient,
  address: ChatAddress,
  page: number,
  signal?: AbortSignal,
) {
  const p = params(address);
  return unwrap(
    client.GET('/items/{type}/{id}/chat/messages', {
      params: { ...p, query: { ...p.query, page } },
      signal,
    }),
  );
}

/**
 * One page of GET .../chat/messages: page 1 holds the latest messages, each further page the
 * ones before (openapi.yaml listChatMessages). The live chat keeps page 1 current from the
 * stream (or the connection machine's 20 s poll), so it is never stale on its own.
 */
export function chatPageQueryOptions(client: ApiClient, address: ChatAddress, page = 1) {
  return queryOptions({
    queryKey: [...chatKeys.messages(address), 'page', page] as const,
    queryFn: ({ signal }) => fetchChatPage(client, address, page, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST .../chat/messages: the sent message as the server stored it. */
export const sendChatMessageMutationOptions = (client: ApiClient) =>
  mutationOptions<ChatMessage, ApiRequestError, ChatAddress & { message: string }>({
    mutationFn: async ({ message, ...address }) => {
      const p = params(address);
      const sent = await unwrap(
        client.POST('/items/{type}/{id}/chat/messages', {
          params: { path: p.path },
          body: { message, ...(address.offerId ? { offerId: address.offerId } : {}) },
        }),
      );
      return sent.data;
    },
  });

/** PUT .../chat/read: everything so far is read by the caller. */
export const markChatRead = (client: ApiClient, address: ChatAddress) =>
  unwrap(client.PUT('/items/{type}/{id}/chat/read', { params: params(address) }));

/** POST .../chat/typing: answered 204 (no body), so not through unwrap. */
export async function sendChatTyping(client: ApiClient, address: ChatAddress): Promise<void> {
  const { response, error } = await client.POST('/items/{type}/{id}/chat/typing', {
    params: params(address),
  });
  if (!response.ok) throw ApiRequestError.from(response.status, error);
}

export type ChatSummary = components['schemas']['ChatSummary'];

/** GET /admin/chats (staff): every chat with messages, 20 a page, most recent activity first. */
export const adminChatsQueryOptions = (client: ApiClient, page = 1) =>
  queryOptions({
    queryKey: [...chatKeys.all, 'admin', page] as const,
    queryFn: ({ signal }) =>
      unwrap(client.GET('/admin/chats', { params: { query: { page, limit: 20 } }, signal })),
  });
