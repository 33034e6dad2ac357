// Offers and trades (spec 2 §3.7, §4.2, §5.4, §6, §7.5, §8.5; spec 3 §4, §7.2): who may offer,
// the answers, withdrawal, expiry and trade completion. Every status change of an offer is
// decided by the offer-lifecycle machine (packages/machines) and every change of the item's
// status by the item-lifecycle machine (through the items service), so client buttons and
// server answers cannot disagree. Each change is one transaction that locks the item first,
// then the offer, then (at completion) the members' balances; its events go out after commit.
import type { FastifyBaseLogger } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import { MESSAGES, formatOfferAmount, isStaff, normalizeRole } from '@pedalswap/domain';
import { offerEligibility, type ItemType, type OfferEligibility } from '@pedalswap/domain/items';
import {
  OFFER_CHAT_TEXTS,
  OFFER_MESSAGES,
  canSeeAllItemOffers,
  canViewOffer,
  isOfferPastExpiry,
  isPendingOffer,
  offerActorOf,
  offerExpiresAt,
  offerFormIssues,
  offerStatusesOfFilter,
  tokenOfferIssues,
  type OfferStatus,
  type OfferType,
} from '@pedalswap/domain/offers';
import {
  initialOfferStatus,
  offerLifecycleDecision,
  type OfferLifecycleEvent,
} from '@pedalswap/machines';
import type { ChatService, OfferMessageInput } from '../chat/service.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { EventBus } from '../events/bus.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { ItemRow, ItemService } from '../items/service.ts';
import type { Caller } from '../plugins/caller.ts';
import type { ItemOfferSummary } from '../items/item-view.ts';
import { createNotification, type NotificationType } from '../notifications/service.ts';
import {
  holdTrade,
  recordAudit,
  releaseTrade,
  settleTrade,
  transactionView,
  type Trade,
} from '../transactions/service.ts';
import type { UserService } from '../users/service.ts';
import { publishOffer, type OfferEventPayload } from './offer-events.ts';
import * as repo from './repository.ts';

export type ApiOffer = components['schemas']['Offer'];
type ApiPublicOffer = components['schemas']['PublicOffer'];

/** The signed-in caller (plugins/caller.ts). */
export type OfferCaller = Caller;

/** What offers need of the chat area: every message of an offer goes through its service. */
export type OfferChats = Pick<
  ChatService,
  'chatOf' | 'postOfferMessage' | 'announceOfferUpdate' | 'withUnread'
>;

export interface OfferServiceDeps {
  db: Db;
  items: ItemService;
  users: UserService;
  chats: OfferChats;
  events: EventBus;
  log: FastifyBaseLogger;
}

/** What to publish once the transaction has committed (chat messages, offer updates). */
type AfterCommit = (() => void)[];
const runAll = (after: AfterCommit) => {
  for (const announce of after) announce();
};

const notFound = () => new AppError(404, 'not_found', OFFER_MESSAGES.notFound);
const expired = () => new AppError(409, 'invalid_transition', OFFER_MESSAGES.expired);
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

const VERBS: Record<OfferLifecycleEvent['type'], string> = {
  ACCEPT: 'accepted',
  REJECT: 'rejected',
  CANCEL: 'cancelled',
  COMPLETE: 'completed',
  CLOSE: 'closed',
  EXPIRE: 'expired',
  AUTO_REJECT: 'rejected',
  ITEM_CLOSED: 'closed',
  BIDDER_LEFT: 'withdrawn',
};
const FORBIDDEN: Partial<Record<OfferLifecycleEvent['type'], string>> = {
  ACCEPT: OFFER_MESSAGES.notItemOwner,
  REJECT: OFFER_MESSAGES.notItemOwner,
  CANCEL: OFFER_MESSAGES.notYourOffer,
  COMPLETE: OFFER_MESSAGES.staffOnly,
  CLOSE: OFFER_MESSAGES.staffOnly,
};

/** The machine's answer, or 409 invalid_transition (never in this status) / 403 (not you). */
function decide(status: OfferStatus, event: OfferLifecycleEvent): OfferStatus {
  const decision = offerLifecycleDecision(status, event);
  if (decision.allowed) return decision.status;
  if (decision.refusal === 'status')
    throw new AppError(
      409,
      'invalid_transition',
      `An offer in status "${status}" cannot be ${VERBS[event.type]}.`,
    );
  throw new AppError(403, 'forbidden', FORBIDDEN[event.type] ?? OFFER_MESSAGES.notItemOwner);
}

/** Why an offer may not be made (offerEligibility, spec 2 §6), as the contract's error. */
function refusalOf(eligibility: Exclude<OfferEligibility, 'allowed'>): AppError {
  const [status, code, message] = {
    'sign-in': [401, 'unauthorized', MESSAGES.sessionExpired],
    'verify-email': [403, 'email_not_verified', MESSAGES.verificationRequired],
    inactive: [403, 'account_inactive', OFFER_MESSAGES.inactive],
    'own-item': [403, 'forbidden', OFFER_MESSAGES.ownItem],
    'not-available': [409, 'invalid_transition', OFFER_MESSAGES.notAvailable],
    restricted: [403, 'forbidden', OFFER_MESSAGES.restricted],
    'active-offer': [409, 'active_offer_exists', OFFER_MESSAGES.activeOfferExists],
  }[eligibility] as [number, string, string];
  return new AppError(status, code, message);
}

/** Where the server's own events lead from a waiting offer (the machine's answer). */
const systemStatus = (type: 'EXPIRE' | 'AUTO_REJECT' | 'ITEM_CLOSED' | 'BIDDER_LEFT') =>
  decide('pending', { type });

const subjectOf = (row: repo.OfferRow) => ({
  status: row.status,
  userId: row.user_id,
  itemOwnerId: row.item_owner_id,
  itemOwnerRole: row.item_owner_role,
  expiresAt: row.expires_at,
  transactionId: row.transaction_id,
});

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const amountOf = (row: Pick<repo.OfferRow, 'token_amount' | 'cash_amount_cents'>) =>
  row.token_amount ?? (row.cash_amount_cents ?? 0) / 100;
const itemPath = (row: { item_type: string; item_id: string }) =>
  `/items/${row.item_type}/${row.item_id}`;

/**
 * The contract's Offer. The bidder's e-mail is for the item's owner and staff; location and bio
 * (the bidder pop-up) also for the bidder.
 */
export function offerView(
  row: repo.OfferRow,
  viewer: { id: string; role: string } | null,
  hasUnreadMessages = false,
): ApiOffer {
  const staff = viewer !== null && isStaff(viewer.role);
  // The seller of a completed trade still reads it as its owner did (the item has passed on).
  const ownerOrStaff =
    staff ||
    viewer?.id === row.item_owner_id ||
    (row.seller_id !== null && viewer?.id === row.seller_id);
  const personal = ownerOrStaff || viewer?.id === row.user_id;
  const amount = amountOf(row);
  return {
    id: row.id,
    itemId: row.item_id,
    bikeId: row.item_type === 'bike' ? row.item_id : null,
    itemType: row.item_type,
    itemName: row.item_name,
    itemBrand: row.item_brand,
    itemModel: row.item_model,
    itemOwnerId: row.item_owner_id,
    itemOwnerRole: normalizeRole(row.item_owner_role),
    userId: row.user_deleted ? null : row.user_id,
    userName: `${row.user_first_name} ${row.user_last_name}`,
    userFirstName: row.user_first_name,
    userLastName: row.user_last_name,
    userAvatarUrl: row.user_avatar_url,
    userLocation: personal ? row.user_location : null,
    userBio: personal ? row.user_bio : null,
    userEmail: ownerOrStaff && !row.user_deleted ? row.user_email : null,
    adminId: row.kind === 'staff_token' ? row.user_id : null,
    offerType: row.offer_type,
    amount,
    tokenAmount: row.token_amount,
    cashAmount: row.cash_amount_cents === null ? null : row.cash_amount_cents / 100,
    offerMessage: row.message,
    message: row.message,
    adminResponse: row.admin_response,
    userResponse: row.user_response,
    status: row.status,
    offerStatus: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    expiresAt: iso(row.expires_at),
    transactionId: row.transaction_id,
    hasUnreadMessages,
    chatId: row.chat_id,
  };
}

/**
 * A member's trending list (the contract's PublicOffer): the item, the amount and the status,
 * nothing of the bidder or the conversation, which belong to the offer's two sides.
 */
function publicOfferView(row: repo.OfferRow): ApiPublicOffer {
  return {
    id: row.id,
    itemId: row.item_id,
    bikeId: row.item_type === 'bike' ? row.item_id : null,
    itemType: row.item_type,
    itemName: row.item_name,
    itemBrand: row.item_brand,
    itemModel: row.item_model,
    offerType: row.offer_type,
    amount: amountOf(row),
    tokenAmount: row.token_amount,
    cashAmount: row.cash_amount_cents === null ? null : row.cash_amount_cents / 100,
    status: row.status,
    offerStatus: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const payloadOf = (
  row: Pick<
    repo.ClosedOffer,
    'id' | 'item_id' | 'item_type' | 'status' | 'user_id' | 'item_owner_id'
  >,
): OfferEventPayload => ({
  offerId: row.id,
  itemId: row.item_id,
  itemType: row.item_type,
  status: row.status,
  userId: row.user_id,
  itemOwnerId: row.item_owner_id,
});

const NOTIFICATION_TITLES: Partial<Record<OfferStatus, [NotificationType, string]>> = {
  accepted: ['offer_accepted', 'Offer accepted'],
  rejected: ['offer_rejected', 'Offer rejected'],
  expired: ['offer_expired', 'Offer expired'],
  completed: ['offer_completed', 'Trade completed'],
};

/** The bidder hears about their offer's new status: in-app, and by e-mail per preferences. */
async function notifyBidder(
  tx: Queryable,
  row: Pick<repo.ClosedOffer, 'user_id' | 'item_type' | 'item_id' | 'item_name' | 'status'>,
  detail?: string,
): Promise<void> {
  const kind = NOTIFICATION_TITLES[row.status];
  if (!kind) return;
  await createNotification(tx, {
    userId: row.user_id,
    type: kind[0],
    title: kind[1],
    message: `Your offer on ${row.item_name} was ${row.status === 'completed' ? 'completed' : row.status}.${detail ? ` ${detail}` : ''}`,
    actionUrl: itemPath(row),
  });
}

/**
 * The item's owner hears that a waiting offer was taken back (by its bidder, or because the
 * bidder's account went), so they do not answer an offer that is gone. In-app, and by e-mail per
 * their preferences like every offer notification (offer_withdrawn follows
 * offerCreatedEmailEnabled: notifications/email-delivery.ts).
 */
async function notifyOwnerWithdrawn(
  tx: Queryable,
  row: Pick<repo.ClosedOffer, 'item_owner_id' | 'item_type' | 'item_id' | 'item_name'>,
  detail: string,
): Promise<void> {
  await createNotification(tx, {
    userId: row.item_owner_id,
    type: 'offer_withdrawn',
    title: 'Offer withdrawn',
    message: `${detail} on ${row.item_name} was withdrawn.`,
    actionUrl: itemPath(row),
  });
}

function tradeOf(row: repo.OfferRow, adminId: string | null): Trade {
  return {
    offerId: row.id,
    itemId: row.item_id,
    itemType: row.item_type,
    itemName: row.item_name,
    ownerId: row.item_owner_id,
    bidderId: row.user_id,
    bidderPays: row.kind === 'member' && row.offer_type === 'tokens',
    tokens: row.token_amount ?? 0,
    cashCents: row.cash_amount_cents,
    adminId: row.kind === 'staff_token' ? row.user_id : adminId,
  };
}

export interface CreateOfferBody {
  offerType: OfferType;
  amount: number;
  message?: string;
}

export interface ItemOffersQuery {
  status?: OfferStatus;
  latest?: boolean;
}

export interface MyOffersQuery {
  status?: OfferStatus;
  itemType?: ItemType;
  direction?: 'sent' | 'received' | 'all';
  limit?: number;
  page?: number;
}

export interface TrendingQuery {
  limit?: number;
  page?: number;
  itemType?: ItemType;
  status?: OfferStatus;
  offerType?: OfferType;
  search?: string;
  sortBy?: 'createdAt' | 'amount';
  sortOrder?: 'asc' | 'desc';
}

export const EXPIRY_BATCH = 200;

/** The fair price's window (issue 12 item 7): trades of the last 12 months. */
export const SIMILAR_TRADES_MONTHS = 12;
/** Below this many trades no range is given: no single trade's price is shown on its own. */
export const SIMILAR_TRADES_MIN = 3;

type ApiSimilarTradePrices = components['schemas']['SimilarTradePrices'];
type ApiTradePriceRange = components['schemas']['TradePriceRange'];

function priceRangeOf(
  row: repo.SimilarTradeRow | undefined,
  unit: number,
): ApiTradePriceRange | null {
  if (!row || row.count < SIMILAR_TRADES_MIN) return null;
  // Cash is stored in cents: dollars with cents, the median rounded to a cent.
  const value = (n: number) => Math.round(n) / unit;
  return { min: value(row.min), max: value(row.max), median: value(row.median), count: row.count };
}

const pagination = (page: number, limit: number, total: number) => {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, pages: totalPages };
};

export function createOfferService({ db, items, users, chats, events, log }: OfferServiceDeps) {
  const publishAll = (payloads: OfferEventPayload[]) => {
    for (const p of payloads) publishOffer(events, p);
  };

  /**
   * Writes an offer's message into the chat of its item and bidder through the chat service, in
   * `tx`; the message and the offer's change reach the chat's open streams once `after` runs
   * (after the commit). An offer whose chat was deleted gets no message, as before.
   */
  async function chatNote(
    tx: Queryable,
    after: AfterCommit,
    offer: Pick<repo.ClosedOffer, 'id' | 'item_id' | 'user_id' | 'chat_id'>,
    message: { type: OfferMessageInput['type']; text: string; senderId?: string | null },
  ): Promise<void> {
    if (!offer.chat_id) return;
    const posted = await chats.postOfferMessage(tx, {
      itemId: offer.item_id,
      buyerId: offer.user_id,
      offerId: offer.id,
      ...message,
    });
    after.push(() => {
      posted.announce();
      chats.announceOfferUpdate(posted.chatId, offer.id);
    });
  }

  /** System messages and notifications for offers the server closed (not the one answered). */
  async function tellClosed(
    tx: Queryable,
    after: AfterCommit,
    closed: repo.ClosedOffer[],
    text: string,
  ) {
    for (const c of closed) {
      await chatNote(tx, after, c, {
        type: c.status === 'rejected' ? 'offer_auto_rejected' : 'system',
        text,
      });
      await notifyBidder(tx, c);
    }
  }

  /** The chat hears that the bidder withdrew the offer (themselves, or by leaving). */
  const noteWithdrawn = (
    tx: Queryable,
    after: AfterCommit,
    offer: Pick<repo.ClosedOffer, 'id' | 'item_id' | 'user_id' | 'chat_id'>,
    senderId: string | null = null,
  ) =>
    chatNote(tx, after, offer, {
      type: 'offer_cancelled',
      text: OFFER_CHAT_TEXTS.cancelled,
      senderId,
    });

  /**
   * The contract's Offers for `viewer`, hasUnreadMessages from the chat service in one query for
   * the page: set on the offers whose chat the viewer takes part in (bidder, item owner, staff).
   */
  async function views(rows: repo.OfferRow[], viewer: OfferCaller): Promise<ApiOffer[]> {
    const staff = isStaff(viewer.role);
    const theirs = rows
      .filter((r) => staff || r.user_id === viewer.id || r.item_owner_id === viewer.id)
      .flatMap((r) => (r.chat_id ? [r.chat_id] : []));
    const unread = await chats.withUnread(viewer.id, theirs);
    return rows.map((r) => offerView(r, viewer, r.chat_id !== null && unread.has(r.chat_id)));
  }

  const viewOf = async (row: repo.OfferRow, viewer: OfferCaller) =>
    (await views([row], viewer))[0]!;

  /** The offer if it exists (404) and the caller may see it (403). */
  async function readable(id: string, caller: OfferCaller): Promise<repo.OfferRow> {
    const row = await repo.findOffer(db, id);
    if (!row) throw notFound();
    // Its seller too, once the trade passed the item to the bidder (their history reads it).
    if (!canViewOffer(subjectOf(row), caller) && row.seller_id !== caller.id)
      throw new AppError(403, 'forbidden', OFFER_MESSAGES.viewForbidden);
    return row;
  }

  /** The offer as it reads now (after the commit: the chat service reads outside `tx`). */
  async function reread(id: string, caller: OfferCaller): Promise<ApiOffer> {
    return viewOf((await repo.findOffer(db, id))!, caller);
  }

  /**
   * Writes a new offer of `kind` on the locked item: its chat (one per item and buyer) opened
   * with an offer_created message, the row in the status the machine starts that kind in, its
   * expiry, and the owner's offer_received notification. The unique indexes turn a race that
   * got past the checks into 409 active_offer_exists.
   */
  async function openOffer(
    tx: Queryable,
    after: AfterCommit,
    item: ItemRow,
    caller: OfferCaller,
    o: { kind: repo.OfferKind; offerType: OfferType; amount: number; message?: string | undefined },
  ): Promise<string> {
    const chatId = await chats.chatOf(tx, item.id, caller.id);
    const tokens = o.offerType === 'tokens';
    let offerId: string;
    try {
      offerId = (await repo.insertOffer(tx, {
        itemId: item.id,
        userId: caller.id,
        kind: o.kind,
        offerType: o.offerType,
        tokenAmount: tokens ? o.amount : null,
        cashAmountCents: tokens ? null : Math.round(o.amount * 100),
        message: o.message?.trim() || null,
        status: initialOfferStatus(o.kind),
        chatId,
        expiresAt: offerExpiresAt(o.kind, new Date()),
      }))!.id;
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, 'active_offer_exists', OFFER_MESSAGES.activeOfferExists);
      throw err;
    }
    const amount = formatOfferAmount({ offerType: o.offerType, amount: o.amount });
    await chatNote(
      tx,
      after,
      { id: offerId, item_id: item.id, user_id: caller.id, chat_id: chatId },
      { type: 'offer_created', text: OFFER_CHAT_TEXTS.created(amount), senderId: caller.id },
    );
    await createNotification(tx, {
      userId: item.owner_id,
      type: 'offer_received',
      title: 'New offer',
      message: `You received an offer on ${item.name}: ${amount}.`,
      actionUrl: `/items/${item.item_type}/${item.id}`,
    });
    return offerId;
  }

  async function created(id: string, after: AfterCommit, caller: OfferCaller) {
    const row = (await repo.findOffer(db, id))!;
    publishOffer(events, payloadOf(row), true);
    runAll(after);
    return { offer: await viewOf(row, caller), chatId: row.chat_id! };
  }

  /**
   * Accept, reject, or (staff, on an accepted offer) close a trade that fell through. One
   * transaction: the item locked, the offer re-read under lock, the machines asked.
   */
  async function answer(
    id: string,
    action: 'accept' | 'reject',
    text: string | undefined,
    caller: OfferCaller,
    closeTrade = false,
  ) {
    const found = await readable(id, caller);
    const now = new Date();
    const announced: OfferEventPayload[] = [];
    const after: AfterCommit = [];
    let itemChange: { before: ItemRow; after: ItemRow } | null = null;
    await db.transaction(async (tx) => {
      await items.lock(tx, found.item_id);
      const offer = await repo.findOfferForUpdate(tx, id);
      if (!offer) throw notFound();
      const actor = offerActorOf(subjectOf(offer), caller);
      const event: OfferLifecycleEvent =
        action === 'accept'
          ? { type: 'ACCEPT', actor }
          : offer.status === 'accepted'
            ? { type: 'CLOSE', actor }
            : { type: 'REJECT', actor };
      const next = decide(offer.status, event);
      // A reject closes an accepted trade only when asked to (closeTrade): a second staff
      // member rejecting from a list read before the first accepted would otherwise call the
      // trade off without knowing it (issue 25 finding 11).
      if (event.type === 'CLOSE' && !closeTrade)
        throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.acceptedMeanwhile);
      if (isPendingOffer(offer.status) && isOfferPastExpiry(offer.expires_at, now)) throw expired();
      const response = text?.trim() ? text.trim() : null;
      const changed = await repo.changeOfferStatus(
        tx,
        offer.id,
        [offer.status],
        next,
        isStaff(caller.role) ? { adminResponse: response } : { userResponse: response },
      );
      if (!changed) throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.alreadyAnswered);
      const itemActor = { role: caller.role, isOwner: caller.id === offer.item_owner_id };
      if (event.type === 'ACCEPT') {
        itemChange = await items.tradeChange(tx, offer.item_id, {
          type: 'OFFER_ACCEPTED',
          actor: itemActor,
        });
        const others = await repo.closeWaitingOffersOfItem(
          tx,
          offer.item_id,
          systemStatus('AUTO_REJECT'),
          offer.id,
        );
        await tellClosed(tx, after, others, OFFER_CHAT_TEXTS.autoRejected);
        announced.push(...others.map(payloadOf));
        await holdTrade(tx, tradeOf(offer, isStaff(caller.role) ? caller.id : null));
      }
      if (event.type === 'CLOSE') {
        itemChange = await items.tradeChange(tx, offer.item_id, {
          type: 'TRADE_CANCELLED',
          actor: itemActor,
        });
        await releaseTrade(tx, offer.id);
      }
      // Staff answer only offers on staff listings, the marketplace's own (offer-permissions):
      // each answer is a staff action, audited in this transaction (issue 14 item 7).
      if (isStaff(caller.role))
        await recordAudit(tx, {
          actorId: caller.id,
          action: next === 'accepted' ? 'offer_accepted' : 'offer_rejected',
          targetType: 'user',
          targetId: offer.user_id,
          details: {
            bikeName: offer.item_name,
            bikeId: offer.item_id,
            itemType: offer.item_type,
            brand: offer.item_brand,
            offerId: offer.id,
            offerType: offer.offer_type,
            ...(offer.token_amount !== null ? { tokenAmount: offer.token_amount } : {}),
            ...(offer.cash_amount_cents !== null
              ? { cashAmount: offer.cash_amount_cents / 100 }
              : {}),
            previousStatus: offer.status,
            ...(response ? { comment: response } : {}),
          },
        });
      await chatNote(tx, after, offer, {
        type: next === 'accepted' ? 'offer_accepted' : 'offer_rejected',
        text:
          response ?? (next === 'accepted' ? OFFER_CHAT_TEXTS.accepted : OFFER_CHAT_TEXTS.rejected),
        senderId: caller.id,
      });
      await notifyBidder(tx, { ...offer, status: next }, response ?? undefined);
      announced.unshift(payloadOf({ ...offer, id: offer.id, status: next }));
    });
    publishAll(announced);
    runAll(after);
    if (itemChange) {
      const { before, after } = itemChange as { before: ItemRow; after: ItemRow };
      items.announceChange(before, after);
    }
    return {
      message:
        announced[0]!.status === 'accepted' ? OFFER_MESSAGES.accepted : OFFER_MESSAGES.rejected,
      offer: await reread(id, caller),
    };
  }

  async function complete(id: string, caller: OfferCaller) {
    const found = await readable(id, caller);
    // Refuse early what the machine refuses anyway, without taking locks.
    decide(found.status, { type: 'COMPLETE', actor: offerActorOf(subjectOf(found), caller) });
    const after: AfterCommit = [];
    const result = await db.transaction({ retryOnConflict: true }, async (tx) => {
      // A rerun after a lost race starts over: nothing of the failed attempt is announced.
      after.length = 0;
      await items.lock(tx, found.item_id);
      const offer = await repo.findOfferForUpdate(tx, id);
      if (!offer) throw notFound();
      decide(offer.status, { type: 'COMPLETE', actor: offerActorOf(subjectOf(offer), caller) });
      if (offer.transaction_id)
        throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.alreadyCompleted);
      // The member's tokens are checked again here, under their row lock (our decision).
      const transactionId = await settleTrade(tx, tradeOf(offer, caller.id));
      // The guard against a second completion: zero rows is a 409 (and a rollback).
      if (!(await repo.completeOffer(tx, offer.id, transactionId)))
        throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.alreadyCompleted);
      const change = await items.tradeChange(
        tx,
        offer.item_id,
        {
          type: 'TRADE_COMPLETED',
          actor: { role: caller.role, isOwner: caller.id === offer.item_owner_id },
        },
        offer.user_id,
      );
      const tokens = offer.token_amount ?? 0;
      await recordAudit(tx, {
        actorId: caller.id,
        action: 'trade_completed',
        targetType: 'user',
        targetId: offer.item_owner_id,
        details: {
          bikeName: offer.item_name,
          bikeId: offer.item_id,
          itemType: offer.item_type,
          brand: offer.item_brand,
          offerId: offer.id,
          offerType: offer.offer_type,
          tokenAmount: tokens,
          ...(offer.cash_amount_cents !== null
            ? { cashAmount: offer.cash_amount_cents / 100 }
            : {}),
          previousOwnerId: offer.item_owner_id,
          newOwnerName: `${offer.user_first_name} ${offer.user_last_name}`,
          newOwnerEmail: offer.user_email,
          newOwnerId: offer.user_id,
        },
      });
      await notifyBidder(tx, { ...offer, status: 'completed' }, 'The item is now yours.');
      await createNotification(tx, {
        userId: offer.item_owner_id,
        type: 'offer_completed',
        title: 'Trade completed',
        message:
          offer.offer_type === 'tokens'
            ? `The trade of ${offer.item_name} is complete: ${tokens} tokens were added to your balance.`
            : `The trade of ${offer.item_name} is complete: the payment of ${formatOfferAmount({ offerType: 'cash', amount: amountOf(offer) })} was recorded.`,
        actionUrl: '/profile',
      });
      await chatNote(tx, after, offer, {
        type: 'system',
        text: OFFER_MESSAGES.tradeCompleted(tokens),
      });
      return {
        change,
        tokens,
        item: await items.withImages(tx, change.after, caller),
        transaction: await transactionView(tx, transactionId),
        payload: payloadOf({ ...offer, status: 'completed' }),
      };
    });
    publishOffer(events, result.payload);
    runAll(after);
    items.announceChange(result.change.before, result.change.after);
    return {
      message: OFFER_MESSAGES.tradeCompleted(result.tokens),
      offer: await reread(id, caller),
      item: result.item,
      ...(result.transaction ? { transaction: result.transaction } : {}),
      tokensAwarded: result.tokens,
    };
  }

  async function itemOffers(
    type: ItemType,
    itemId: string,
    query: ItemOffersQuery,
    caller: OfferCaller,
  ) {
    const item = await items.visible(db, type, itemId, caller);
    const all = canSeeAllItemOffers({ ownerId: item.owner_id }, caller);
    const rows = await repo.listOffersOfItem(db, {
      itemId: item.id,
      ...(all ? {} : { userId: caller.id }),
      ...(query.status ? { statuses: offerStatusesOfFilter(query.status) } : {}),
      ...(query.latest ? { limit: 1 } : {}),
      order: query.latest ? 'newest' : 'grouped',
    });
    return { offers: await views(rows, caller) };
  }

  return {
    /** createBikeOffer / createItemOffer: a member's offer (spec 2 §6, §5.4). */
    async create(type: ItemType, itemId: string, body: CreateOfferBody, caller: OfferCaller) {
      const issues = offerFormIssues(body);
      if (issues.length) throw validationFailed(issues);
      const account = await users.getUser(caller, caller.id);
      const after: AfterCommit = [];
      const id = await db.transaction(async (tx) => {
        const item = await items.visible(tx, type, itemId, caller, true);
        const eligibility = offerEligibility(
          { ownerId: item.owner_id, status: item.status, ownerRole: item.owner_role },
          {
            id: caller.id,
            role: caller.role,
            emailVerified: account.emailVerified,
            status: account.accountStatus,
            hasActiveOfferOnItem: await repo.hasWaitingOffer(tx, item.id, caller.id),
          },
        );
        if (eligibility !== 'allowed') throw refusalOf(eligibility);
        // Checked again at completion, under the balance's lock (our decision): a balance may
        // change while the offer waits.
        const balance = account.tokenBalance ?? 0;
        if (body.offerType === 'tokens' && body.amount > balance)
          throw new AppError(
            409,
            'insufficient_tokens',
            OFFER_MESSAGES.insufficientTokens(balance),
          );
        return openOffer(tx, after, item, caller, { kind: 'member', ...body });
      });
      return { message: OFFER_MESSAGES.offerSent, ...(await created(id, after, caller)) };
    },

    /** createTokenOffer: staff send tokens from the marketplace (spec 3 §4, 7 days). */
    async createTokenOffer(
      type: ItemType,
      itemId: string,
      body: { tokenAmount: number; offerMessage?: string },
      caller: OfferCaller,
    ) {
      // Spec 3 §6: Make Offer is the owner role's (x-roles checks it first).
      if (caller.role !== 'owner') throw new AppError(403, 'forbidden', OFFER_MESSAGES.staffOnly);
      const issues = tokenOfferIssues(body);
      if (issues.length) throw validationFailed(issues);
      const after: AfterCommit = [];
      const id = await db.transaction(async (tx) => {
        const item = await items.visible(tx, type, itemId, caller, true);
        if (item.owner_id === caller.id)
          throw new AppError(403, 'forbidden', OFFER_MESSAGES.ownItem);
        if (item.status !== 'published')
          throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.notAvailable);
        if (await repo.hasTokenOffer(tx, item.id))
          throw new AppError(409, 'active_offer_exists', OFFER_MESSAGES.tokenOfferExists);
        if (await repo.hasWaitingOffer(tx, item.id, caller.id))
          throw new AppError(409, 'active_offer_exists', OFFER_MESSAGES.activeOfferExists);
        const offerId = await openOffer(tx, after, item, caller, {
          kind: 'staff_token',
          offerType: 'tokens',
          amount: body.tokenAmount,
          message: body.offerMessage,
        });
        await recordAudit(tx, {
          actorId: caller.id,
          action: 'token_offer_sent',
          targetType: 'user',
          targetId: item.owner_id,
          details: {
            bikeName: item.name,
            bikeId: item.id,
            itemType: item.item_type,
            brand: item.brand,
            tokenAmount: body.tokenAmount,
            ...(body.offerMessage?.trim() ? { offerMessage: body.offerMessage.trim() } : {}),
            offerId,
          },
        });
        return offerId;
      });
      return { message: OFFER_MESSAGES.tokenOfferSent, ...(await created(id, after, caller)) };
    },

    async get(id: string, caller: OfferCaller) {
      return { offer: await viewOf(await readable(id, caller), caller) };
    },

    itemOffers,

    /** listBikeOfferHistory: every offer, newest first, for the owner and staff (403). */
    async history(itemId: string, caller: OfferCaller) {
      const item = await items.visible(db, 'bike', itemId, caller);
      if (!canSeeAllItemOffers({ ownerId: item.owner_id }, caller))
        throw new AppError(403, 'forbidden', OFFER_MESSAGES.historyForbidden);
      const rows = await repo.listOffersOfItem(db, { itemId: item.id, order: 'newest' });
      return { offers: await views(rows, caller) };
    },

    async stats(type: ItemType, itemId: string, caller: OfferCaller) {
      const item = await items.visible(db, type, itemId, caller);
      const row = await repo.itemStats(db, item.id, new Date());
      return {
        totalOffers: row?.total ?? 0,
        pendingOffers: row?.pending ?? 0,
        activeOffers: row?.active ?? 0,
      };
    },

    /**
     * getSimilarTradePrices: what items of this one's type and category traded for in the last
     * 12 months, cash and tokens apart, each only from 3 trades on (openapi.yaml).
     */
    async similarTrades(
      type: ItemType,
      itemId: string,
      caller: OfferCaller,
      now = new Date(),
    ): Promise<ApiSimilarTradePrices> {
      const item = await items.visible(db, type, itemId, caller);
      const since = new Date(now);
      since.setUTCMonth(since.getUTCMonth() - SIMILAR_TRADES_MONTHS);
      const category = await repo.tradeCategoryOf(db, item.id);
      const rows = category
        ? await repo.similarTradePrices(db, item.item_type, category, since)
        : [];
      const of = (t: OfferType) => rows.find((r) => r.offer_type === t);
      return {
        itemType: item.item_type,
        category,
        since: since.toISOString(),
        cash: priceRangeOf(of('cash'), 100),
        tokens: priceRangeOf(of('tokens'), 1),
      };
    },

    /** getActiveOffer: waiting and accepted offers, for staff and the item's owner (403). */
    async active(type: ItemType, itemId: string, caller: OfferCaller) {
      const item = await items.visible(db, type, itemId, caller);
      if (!canSeeAllItemOffers({ ownerId: item.owner_id }, caller))
        throw new AppError(403, 'forbidden', OFFER_MESSAGES.historyForbidden);
      return views(await repo.activeOffersOfItem(db, item.id), caller);
    },

    async mine(caller: OfferCaller, query: MyOffersQuery) {
      const page = query.page ?? 1;
      const limit = query.limit ?? 50;
      const { rows, total } = await repo.myOffers(db, {
        userId: caller.id,
        direction: query.direction ?? 'all',
        ...(query.status ? { statuses: offerStatusesOfFilter(query.status) } : {}),
        ...(query.itemType ? { itemType: query.itemType } : {}),
        limit,
        offset: (page - 1) * limit,
      });
      return {
        offers: await views(rows, caller),
        pagination: pagination(page, limit, total),
      };
    },

    /** Staff: every offer with the admin page's filters; members: offers on published items. */
    async trending(caller: OfferCaller, query: TrendingQuery) {
      const staff = isStaff(caller.role);
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const search = query.search?.trim();
      const { rows, total } = await repo.trendingOffers(db, {
        publishedOnly: !staff,
        searchBidders: staff,
        ...(query.itemType ? { itemType: query.itemType } : {}),
        ...(query.status ? { statuses: offerStatusesOfFilter(query.status) } : {}),
        ...(query.offerType ? { offerType: query.offerType } : {}),
        ...(search ? { search } : {}),
        sortBy: query.sortBy ?? 'createdAt',
        sortOrder: query.sortOrder ?? 'desc',
        limit,
        offset: (page - 1) * limit,
      });
      return {
        offers: staff ? await views(rows, caller) : rows.map(publicOfferView),
        pagination: pagination(page, limit, total),
      };
    },

    accept: (id: string, response: string | undefined, caller: OfferCaller) =>
      answer(id, 'accept', response, caller),
    reject: (id: string, reason: string | undefined, caller: OfferCaller, closeTrade = false) =>
      answer(id, 'reject', reason, caller, closeTrade),

    /** cancelOffer: the bidder withdraws a pending, unexpired offer. */
    async cancel(id: string, caller: OfferCaller) {
      const found = await readable(id, caller);
      const after: AfterCommit = [];
      const payload = await db.transaction(async (tx) => {
        await items.lock(tx, found.item_id);
        const offer = await repo.findOfferForUpdate(tx, id);
        if (!offer) throw notFound();
        const next = decide(offer.status, {
          type: 'CANCEL',
          actor: offerActorOf(subjectOf(offer), caller),
        });
        if (isOfferPastExpiry(offer.expires_at, new Date())) throw expired();
        if (!(await repo.changeOfferStatus(tx, offer.id, [offer.status], next)))
          throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.alreadyAnswered);
        await noteWithdrawn(tx, after, offer, caller.id);
        await notifyOwnerWithdrawn(
          tx,
          offer,
          `${offer.user_first_name} ${offer.user_last_name}'s offer of ${formatOfferAmount({ offerType: offer.offer_type, amount: amountOf(offer) })}`,
        );
        return payloadOf({ ...offer, status: next });
      });
      publishOffer(events, payload);
      runAll(after);
      return { message: OFFER_MESSAGES.cancelled, offer: await reread(id, caller) };
    },

    complete,

    /**
     * completeBikeTrade / completeItemTrade: the item page's Complete Trade, role owner only
     * (x-roles, spec 2 §6): the item's accepted offer (or the one named) is completed.
     */
    async completeItemTrade(
      type: ItemType,
      itemId: string,
      offerId: string | undefined,
      caller: OfferCaller,
    ) {
      if (caller.role !== 'owner') throw new AppError(403, 'forbidden', OFFER_MESSAGES.staffOnly);
      const item = await items.visible(db, type, itemId, caller);
      const row = offerId
        ? await repo.findOffer(db, offerId)
        : await repo.acceptedOfferOfItem(db, item.id);
      if (offerId && (!row || row.item_id !== item.id)) throw notFound();
      if (!row) throw new AppError(409, 'invalid_transition', OFFER_MESSAGES.noAcceptedOffer);
      return complete(row.id, caller);
    },

    /** The items area's seam (ItemOffers): offer facts of a page of items, in one query. */
    async summaries(q: Queryable, itemIds: readonly string[]) {
      const rows = await repo.offerSummaries(q, itemIds, new Date());
      return new Map<string, ItemOfferSummary>(
        rows.map((r) => [
          r.item_id,
          {
            pendingOfferCount: r.pending_count,
            latestOffer:
              r.latest_id && r.latest_status ? { id: r.latest_id, status: r.latest_status } : null,
            tokenOffer:
              r.token_offer_id && r.token_amount !== null
                ? { id: r.token_offer_id, tokenAmount: r.token_amount }
                : null,
          },
        ]),
      );
    },

    /** The chat area's seam: the seller of a completed trade keeps its chat. */
    soldInChat: (chatId: string, userId: string) => repo.soldInChat(db, chatId, userId),

    /** The items area's seam: a traded listing keeps its history (deleteItem refuses it). */
    hasCompletedTrade: (q: Queryable, itemId: string) => repo.hasCompletedOffer(q, itemId),

    /** The items area's seam: the item left the catalog or is deleted; waiting offers rejected. */
    async itemClosed(tx: Queryable, itemId: string): Promise<() => void> {
      const closed = await repo.closeWaitingOffersOfItem(tx, itemId, systemStatus('ITEM_CLOSED'));
      const after: AfterCommit = [];
      await tellClosed(tx, after, closed, OFFER_CHAT_TEXTS.closed);
      return () => {
        publishAll(closed.map(payloadOf));
        runAll(after);
      };
    },

    /**
     * The users area's seam: a deleted member's waiting offers are withdrawn and the waiting
     * offers on their listings rejected (openapi.yaml deleteAccount). Accepted offers stay for
     * staff to complete or close.
     */
    async accountDeleted(tx: Queryable, userId: string): Promise<() => void> {
      const withdrawn = await repo.closeWaitingOffersOfBidder(
        tx,
        userId,
        systemStatus('BIDDER_LEFT'),
      );
      const after: AfterCommit = [];
      for (const w of withdrawn) {
        await noteWithdrawn(tx, after, w);
        await notifyOwnerWithdrawn(tx, w, 'An offer from a member who left PedalSwap');
      }
      const rejected: repo.ClosedOffer[] = [];
      for (const item of await repo.itemsWithWaitingOffersOf(tx, userId))
        rejected.push(
          ...(await repo.closeWaitingOffersOfItem(tx, item.id, systemStatus('ITEM_CLOSED'))),
        );
      await tellClosed(tx, after, rejected, OFFER_CHAT_TEXTS.closed);
      log.debug(
        { userId, withdrawn: withdrawn.length, rejected: rejected.length },
        'offers closed',
      );
      return () => {
        publishAll([...withdrawn, ...rejected].map(payloadOf));
        runAll(after);
      };
    },

    /**
     * The expiry job (scheduled by jobs/jobs.ts): waiting offers past expiresAt become expired,
     * their bidders are told, and offer:updated and the chats' messages go out after each batch
     * commits. Safe on several processes at once: each batch claims its rows with FOR UPDATE
     * SKIP LOCKED. `now` is the job's clock, so tests move time instead of waiting. Returns how
     * many expired.
     */
    async expire(now: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const after: AfterCommit = [];
        const batch = await db.transaction(async (tx) => {
          const rows = await repo.expireDue(tx, now, EXPIRY_BATCH, systemStatus('EXPIRE'));
          await tellClosed(tx, after, rows, OFFER_CHAT_TEXTS.expired);
          return rows;
        });
        publishAll(batch.map(payloadOf));
        runAll(after);
        total += batch.length;
        if (batch.length < EXPIRY_BATCH) return total;
      }
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
