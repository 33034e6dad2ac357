/*
 * The offer dialog (spec 2 §2.7, §5.4, §8.5) and the staff token offer dialog (spec 3 §4, §5):
 * a form, then a submitted confirmation.
 *   editing     the form. CHANGE edits it (clearing that field's message); SUBMIT checks it
 *               with the domain's rules (offerFormIssues or tokenOfferIssues, their messages)
 *               and sends it only when it passes; CLOSE leaves.
 *   submitting  the `submitOffer` actor, provided by the app, makes the call. Done: submitted.
 *               Failed: back to editing with the failure (its title, message and the server's
 *               field messages, shown on the fields). CLOSE waits: the call is under way.
 *   submitted   the confirmation, with the chat id when the server returned one. CLOSE leaves.
 *   closed      final.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldIssue } from '@pedalswap/domain/shared';
import {
  OFFER_MESSAGES,
  offerFormIssues,
  tokenOfferIssues,
  type OfferType,
} from '@pedalswap/domain/offers';

/** 'offer': a member's token or cash offer; 'token': a staff token offer. */
export type OfferDialogKind = 'offer' | 'token';

export interface OfferDialogForm {
  offerType: OfferType;
  /** As typed. */
  amount: string;
  message: string;
}

/** What a failed submit tells the member: a toast's title and text, and field messages. */
export interface OfferDialogFailure {
  title: string;
  message: string;
  issues?: FieldIssue[];
}

export interface OfferDialogInput {
  kind: OfferDialogKind;
  /** The member's token balance, when known: a token offer above it is refused on the form. */
  balance?: number;
}

export interface OfferDialogContext extends OfferDialogInput {
  form: OfferDialogForm;
  issues: FieldIssue[];
  failure: OfferDialogFailure | null;
  chatId: string | null;
}

export type OfferDialogEvent =
  { type: 'CHANGE'; form: Partial<OfferDialogForm> } | { type: 'SUBMIT' } | { type: 'CLOSE' };

/** The form's messages under the dialog's field names (amount, message) for either kind. */
export function offerDialogIssues(context: Pick<OfferDialogContext, 'kind' | 'form' | 'balance'>) {
  const { form } = context;
  if (context.kind === 'offer')
    return offerFormIssues(
      { offerType: form.offerType, amount: form.amount.trim() || null, message: form.message },
      form.offerType === 'tokens' ? context.balance : undefined,
    );
  return tokenOfferIssues({
    tokenAmount: form.amount.trim() || null,
    offerMessage: form.message,
  }).map((issue) => ({
    ...issue,
    path: issue.path === 'tokenAmount' ? 'amount' : 'message',
  }));
}

/** Whatever the actor threw, as a failure: its own when it gave one, else 'Failed to submit offer'. */
export function offerDialogFailureOf(error: unknown, kind: OfferDialogKind): OfferDialogFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as OfferDialogFailure).title === 'string' &&
    typeof (error as OfferDialogFailure).message === 'string'
  )
    return error as OfferDialogFailure;
  return {
    title: kind === 'token' ? OFFER_MESSAGES.tokenOfferFailed : OFFER_MESSAGES.submitFailed,
    message: '',
  };
}

export const offerDialogMachine = setup({
  types: {
    context: {} as OfferDialogContext,
    events: {} as OfferDialogEvent,
    input: {} as OfferDialogInput,
  },
  actors: {
    submitOffer: fromPromise<
      { chatId?: string | null },
      { kind: OfferDialogKind; form: OfferDialogForm }
    >(() => Promise.reject(new Error('submitOffer is provided by the app'))),
  },
  guards: {
    formPasses: ({ context }) => offerDialogIssues(context).length === 0,
  },
}).createMachine({
  id: 'offerDialog',
  initial: 'editing',
  context: ({ input }) => ({
    ...input,
    form: { offerType: input.kind === 'token' ? 'tokens' : 'cash', amount: '', message: '' },
    issues: [],
    failure: null,
    chatId: null,
  }),
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => ({
            form: {
              ...context.form,
              ...event.form,
              // A staff token offer is always tokens.
              ...(context.kind === 'token' ? { offerType: 'tokens' as const } : {}),
            },
            issues: context.issues.filter(
              (issue) =>
                !(issue.path in event.form) &&
                !('offerType' in event.form && issue.path === 'amount'),
            ),
          })),
        },
        SUBMIT: [
          { guard: 'formPasses', target: 'submitting' },
          { actions: assign({ issues: ({ context }) => offerDialogIssues(context) }) },
        ],
        CLOSE: { target: 'closed' },
      },
    },
    submitting: {
      entry: assign({ issues: [], failure: null }),
      invoke: {
        src: 'submitOffer',
        input: ({ context }) => ({ kind: context.kind, form: context.form }),
        onDone: {
          target: 'submitted',
          actions: assign({ chatId: ({ event }) => event.output.chatId ?? null }),
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = offerDialogFailureOf(event.error, context.kind);
            return { failure, issues: failure.issues ?? [] };
          }),
        },
      },
    },
    submitted: { on: { CLOSE: { target: 'closed' } } },
    closed: { type: 'final' },
  },
});

export type OfferDialogMachine = typeof offerDialogMachine;
export type OfferDialogSnapshot = SnapshotFrom<OfferDialogMachine>;
export type OfferDialogStatus = 'editing' | 'submitting' | 'submitted' | 'closed';
