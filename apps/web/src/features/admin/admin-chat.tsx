// The staff chat dialog's route side (spec 3 §7.2): runs the staff-chat machine with the chat
// calls as its actors (read page 1 of the messages, send one) and hands the dialog its view.
// Loaded only when staff open a chat (React.lazy in the pages using it), so no page's first load
// carries the machine or the dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  chatPageQueryOptions,
  sendChatMessageMutationOptions,
  type ChatAddress,
  type ChatMessage,
} from '@pedalswap/api-client';
import { CHAT_MESSAGES } from '@pedalswap/domain/chat';
// By path: the package index would bring every machine along.
import {
  staffChatMachine,
  type StaffChatMessage,
} from '@pedalswap/machines/staff-chat/staff-chat.machine';
import { toastSuccess } from '@pedalswap/ui/components/toaster';
import { AdminChatDialog } from '@pedalswap/ui/screens/admin/admin-chat-dialog';
import { errorMessage } from '../../app/error-message.ts';
import { useSession } from '../../app/session/session-context.tsx';

export interface AdminChatProps {
  address: ChatAddress;
  itemName: string;
  buyerName?: string | null;
  onClose: () => void;
}

/** The chat of one item (and, with offerId, one buyer) in a dialog, polled while open. */
export function AdminChat({ address, itemName, buyerName, onClose }: AdminChatProps) {
  const { client, user } = useSession();
  const queryClient = useQueryClient();
  const send = useMutation(sendChatMessageMutationOptions(client));
  // The machine is made once; the calls it makes are the latest ones.
  const calls = useRef({ send, queryClient });
  calls.current = { send, queryClient };

  const actor = useActorRef(
    staffChatMachine.provide({
      actors: {
        // Always a fresh read (the poll's point); the item page's cache gets it too.
        fetchMessages: fromPromise<StaffChatMessage[]>(async () => {
          const page = await calls.current.queryClient.fetchQuery({
            ...chatPageQueryOptions(client, address),
            staleTime: 0,
          });
          return page.data;
        }),
        sendMessage: fromPromise<StaffChatMessage, { text: string }>(async ({ input }) => {
          const sent = await calls.current.send.mutateAsync({ ...address, message: input.text });
          toastSuccess(CHAT_MESSAGES.sent);
          return sent;
        }),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  const view = {
    value: snapshot.value,
    // The machine keeps what fetchMessages and sendMessage gave it: the API's messages.
    messages: snapshot.context.messages as unknown as ChatMessage[],
    loadError: snapshot.context.loadError,
    sendError: snapshot.context.sendError,
    lastSentId: snapshot.context.lastSentId,
  };

  const close = () => {
    actor.send({ type: 'CLOSE' });
    onClose();
  };

  return (
    <AdminChatDialog
      itemName={itemName}
      buyerName={buyerName}
      status={view.value === 'loading' ? 'loading' : view.value === 'failed' ? 'error' : 'ready'}
      error={view.loadError ? errorMessage(view.loadError, CHAT_MESSAGES.historyFailed) : null}
      onRetry={() => actor.send({ type: 'RETRY' })}
      messages={view.messages}
      viewerId={user?.id ?? null}
      sending={view.value === 'sending'}
      sendError={view.sendError ? errorMessage(view.sendError, CHAT_MESSAGES.sendFailed) : null}
      lastSentId={view.lastSentId}
      onSend={(text) => actor.send({ type: 'SEND', text })}
      onClose={close}
    />
  );
}
