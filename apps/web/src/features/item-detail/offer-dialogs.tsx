// The offer dialogs of the item page (spec 2 §2.7, §5.4, §8.5; spec 3 §4): loaded only when
// Make Offer or Send Token Offer is chosen, so the page's first load does not carry them. Runs
// the offer-dialog machine with the call as its provided actor and hands the screen its view,
// with the fair price (what similar items traded for), fetched only once the dialog is open.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  ApiRequestError,
  createOfferMutationOptions,
  createTokenOfferMutationOptions,
  similarTradesQueryOptions,
  type ItemType,
} from '@pedalswap/api-client';
import { OFFER_MESSAGES, fairPriceLine } from '@pedalswap/domain/offers';
import type { FieldIssue } from '@pedalswap/domain/shared';
// By path: the package index would bring the machine to every page importing it.
import {
  offerDialogMachine,
  type OfferDialogFailure,
  type OfferDialogKind,
} from '@pedalswap/machines/offer-dialog/offer-dialog.machine';
import { toastError, toastSuccess } from '../../app/lazy-toaster.tsx';
import { OfferDialog } from '@pedalswap/ui/screens/item-detail-page';
import { useSession } from '../../app/session/session-context.tsx';

export interface OfferDialogsProps {
  kind: OfferDialogKind;
  item: { itemType: ItemType; id: string; name: string };
  /** The member's token balance, when the session knows it. */
  balance?: number;
  onClosed: () => void;
  /** The submitted offer started a chat: the page opens it (spec 2 §2.7). */
  onChatStarted?: () => void;
}

/** The server's field names under the dialog's (amount, message). */
const FIELDS: Record<string, string> = {
  amount: 'amount',
  tokenAmount: 'amount',
  message: 'message',
  offerMessage: 'message',
};

/**
 * A refusal as the dialog and its toast show it (spec 2 §8.5): the one-active-offer 409 is
 * 'Active offer exists' with its sentence; anything else 'Failed to submit offer' (or 'Failed to
 * create token offer') with the server's message and its field messages.
 */
function offerFailureOf(error: unknown, kind: OfferDialogKind): OfferDialogFailure {
  if (error instanceof ApiRequestError && error.code === 'active_offer_exists')
    return { title: OFFER_MESSAGES.activeOfferTitle, message: OFFER_MESSAGES.activeOfferExists };
  const title = kind === 'token' ? OFFER_MESSAGES.tokenOfferFailed : OFFER_MESSAGES.submitFailed;
  if (!(error instanceof ApiRequestError)) return { title, message: '' };
  const issues: FieldIssue[] = Object.entries(error.fieldErrors)
    .filter(([path]) => path in FIELDS)
    .map(([path, msg]) => ({ path: FIELDS[path]!, msg }));
  return { title, message: error.message, issues };
}

export default function OfferDialogs({
  kind,
  item,
  balance,
  onClosed,
  onChatStarted,
}: OfferDialogsProps) {
  const { client } = useSession();
  const create = useMutation(createOfferMutationOptions(client));
  const createToken = useMutation(createTokenOfferMutationOptions(client));
  // The fair price: read only now the dialog is open (this module loads with it); if it fails
  // or is slow, the dialog simply says nothing about it.
  const similar = useQuery(similarTradesQueryOptions(client, item.itemType, item.id));
  // The machine is made once; the calls it makes are the latest ones.
  const calls = useRef({ create, createToken, onChatStarted });
  calls.current = { create, createToken, onChatStarted };

  const actor = useActorRef(
    offerDialogMachine.provide({
      actors: {
        submitOffer: fromPromise(async ({ input: { form } }) => {
          const target = { itemType: item.itemType, itemId: item.id };
          const amount = Number(form.amount);
          const message = form.message.trim() || undefined;
          try {
            const created =
              kind === 'token'
                ? await calls.current.createToken.mutateAsync({
                    ...target,
                    body: { tokenAmount: amount, offerMessage: message },
                  })
                : await calls.current.create.mutateAsync({
                    ...target,
                    body: { offerType: form.offerType, amount, message },
                  });
            toastSuccess(
              kind === 'token' ? OFFER_MESSAGES.tokenOfferSent : OFFER_MESSAGES.offerSent,
            );
            if (created.chatId) calls.current.onChatStarted?.();
            return { chatId: created.chatId };
          } catch (error) {
            const failure = offerFailureOf(error, kind);
            toastError(failure.title, failure.message ? { description: failure.message } : {});
            throw failure;
          }
        }),
      },
    }),
    { input: { kind, balance } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);

  const value = snapshot.value as 'editing' | 'submitting' | 'submitted' | 'closed';
  const { form } = snapshot.context;
  const fairPrice = fairPriceLine(
    similar.data,
    kind === 'token' ? 'tokens' : form.offerType,
    item.itemType,
  );
  return (
    <OfferDialog
      open={!done}
      kind={kind}
      itemName={item.name}
      status={value === 'closed' ? 'submitted' : value}
      form={form}
      issues={snapshot.context.issues}
      failure={snapshot.context.failure}
      chatId={snapshot.context.chatId}
      balance={balance}
      fairPrice={fairPrice}
      onChange={(form) => actor.send({ type: 'CHANGE', form })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
