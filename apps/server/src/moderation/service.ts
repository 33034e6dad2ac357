// Staff moderation of listings (spec 2 §4.1, §6, §7.6), for all four item types. Status changes
// go through the item-lifecycle machine like every other (items/lifecycle.ts); the outcome is
// announced to the owner in the same transaction (notification, audit entry) and by e-mail
// after the commit.
//
// Notifications: an approval is an `item_approved` notification; a rejection or an unapproval an
// `item_rejected` one (ours, labelled 'Listing not approved', so the member can filter for what
// needs their attention) whose title says what happened (openapi.yaml, rejectBike). The
// rejection/unapproval e-mail is sent here whatever the member's notification preferences say
// (it explains why their listing left the catalog), so the notification is made without an
// e-mail copy, to avoid a second e-mail.
import type { FastifyBaseLogger } from 'fastify';
import {
  ITEM_MESSAGES,
  reasonSchema,
  type ItemStatus,
  type ItemType,
} from '@pedalswap/domain/items';
import { validationFailed } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { liveAccountStatus } from '../auth/service.ts';
import { createNotification } from '../notifications/service.ts';
import { recordAudit } from '../transactions/service.ts';
import { setItemOwner, type ItemPage, type ItemRow, type ItemService } from '../items/service.ts';
import type { Caller } from '../plugins/caller.ts';
import { moderationMail, transferMail, type ModerationOutcome } from './mail.ts';

export interface ModerationServiceDeps {
  items: ItemService;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface AdminListQuery {
  page?: number;
  limit?: number;
  status?: ItemStatus;
  type?: ItemType;
  search?: string;
}

const itemPath = (row: Pick<ItemRow, 'item_type' | 'id'>) => `/items/${row.item_type}/${row.id}`;
const editPath = (row: Pick<ItemRow, 'item_type' | 'id'>) =>
  `/list-item/${row.item_type}/${row.id}`;

function auditDetails(row: ItemRow, extra: Record<string, unknown> = {}) {
  return {
    bikeName: row.name,
    bikeId: row.id,
    itemType: row.item_type,
    brand: row.brand,
    ...(row.model ? { model: row.model } : {}),
    ...extra,
  };
}

export function createModerationService({ items, mailer, appUrl, log }: ModerationServiceDeps) {
  async function mailOwner(row: ItemRow, outcome: ModerationOutcome, reason: string) {
    const mail = moderationMail(
      appUrl,
      outcome,
      { id: row.id, type: row.item_type, name: row.name },
      { firstName: row.owner_first_name },
      reason,
    );
    try {
      await mailer.send({ to: row.owner_email, ...mail });
    } catch (err) {
      // The decision stands; the in-app notification still tells the owner.
      log.error({ err, itemId: row.id }, 'moderation e-mail could not be sent');
    }
  }

  /** After the commit: one mail to each side of a transfer; a failure is logged, never undone. */
  async function mailTransfer(
    before: ItemRow,
    item: { id: string; status: string; ownerEmail?: string; ownerFirstName?: string },
  ) {
    const subject = {
      id: before.id,
      type: before.item_type,
      name: before.name,
      status: item.status,
    };
    const mails = [
      {
        to: before.owner_email,
        ...transferMail(appUrl, 'previous', subject, { firstName: before.owner_first_name }),
      },
      ...(item.ownerEmail
        ? [
            {
              to: item.ownerEmail,
              ...transferMail(appUrl, 'new', subject, { firstName: item.ownerFirstName ?? '' }),
            },
          ]
        : []),
    ];
    for (const mail of mails) {
      try {
        await mailer.send(mail);
      } catch (err) {
        log.error({ err, itemId: before.id }, 'ownership transfer e-mail could not be sent');
      }
    }
  }

  async function refuse(
    type: ItemType | null,
    id: string,
    caller: Caller,
    body: { reason?: unknown },
    outcome: ModerationOutcome,
  ) {
    const parsed = reasonSchema.safeParse(body.reason);
    if (!parsed.success)
      throw validationFailed([
        { path: 'reason', msg: parsed.error.issues[0]?.message ?? ITEM_MESSAGES.reasonRequired },
      ]);
    const reason = parsed.data;
    const { before, item } = await items.changeStatus(
      type,
      id,
      caller,
      (row) => ({
        type: outcome === 'rejected' ? 'REJECT' : 'UNAPPROVE',
        actor: { role: caller.role, isOwner: row.owner_id === caller.id },
        reason,
      }),
      async (tx, row) => {
        await createNotification(tx, {
          userId: row.owner_id,
          type: 'item_rejected',
          title:
            outcome === 'rejected' ? 'Listing not approved' : 'Listing removed from the catalog',
          message: `"${row.name}": ${reason}`,
          actionUrl: editPath(row),
          emailCopy: false,
        });
        await recordAudit(tx, {
          actorId: caller.id,
          action: outcome === 'rejected' ? 'item_rejected' : 'item_unapproved',
          targetType: 'user',
          targetId: row.owner_id,
          details: auditDetails(row, { rejectionReason: reason }),
        });
      },
    );
    await mailOwner(before, outcome, reason);
    const kind = before.item_type;
    return {
      item,
      message:
        outcome === 'rejected' ? ITEM_MESSAGES.rejected(kind) : ITEM_MESSAGES.unapproved(kind),
    };
  }

  return {
    async approve(type: ItemType | null, id: string, caller: Caller) {
      const { item } = await items.changeStatus(
        type,
        id,
        caller,
        (row) => ({
          type: 'APPROVE',
          actor: { role: caller.role, isOwner: row.owner_id === caller.id },
        }),
        async (tx, row) => {
          await createNotification(tx, {
            userId: row.owner_id,
            type: 'item_approved',
            title: 'Listing approved',
            message: `"${row.name}" is now live in the catalog.`,
            actionUrl: itemPath(row),
          });
          await recordAudit(tx, {
            actorId: caller.id,
            action: 'item_approved',
            targetType: 'user',
            targetId: row.owner_id,
            details: auditDetails(row),
          });
        },
      );
      return { item, message: ITEM_MESSAGES.approved };
    },

    reject(type: ItemType | null, id: string, caller: Caller, body: { reason?: unknown }) {
      return refuse(type, id, caller, body, 'rejected');
    },

    unapprove(type: ItemType | null, id: string, caller: Caller, body: { reason?: unknown }) {
      return refuse(type, id, caller, body, 'unapproved');
    },

    /** GET /admin/items: every status and type, newest first, with the owner's e-mail. */
    async list(query: AdminListQuery, caller: Caller): Promise<ItemPage> {
      const pageNo = query.page ?? 1;
      const limit = query.limit ?? 20;
      const search = query.search?.trim();
      return items.page(
        {
          type: query.type,
          statuses: query.status ? [query.status] : undefined,
          adminSearch: search || undefined,
          limit,
          offset: (pageNo - 1) * limit,
        },
        caller,
        pageNo,
      );
    },

    /**
     * Gives an item to another active member; trade_complete becomes draft (the machine). Both
     * members are e-mailed after the commit (issue 14 item 4).
     */
    async transferOwnership(id: string, newOwnerId: string, caller: Caller) {
      const { before, item } = await items.changeStatus(
        null,
        id,
        caller,
        (row) => ({
          type: 'TRANSFER_OWNERSHIP',
          actor: { role: caller.role, isOwner: row.owner_id === caller.id },
        }),
        async (tx, row) => {
          if (row.owner_id === newOwnerId)
            throw validationFailed([{ path: 'newOwnerId', msg: ITEM_MESSAGES.newOwnerSame }]);
          if ((await liveAccountStatus(tx, newOwnerId, { forShare: true })) !== 'active')
            throw validationFailed([{ path: 'newOwnerId', msg: ITEM_MESSAGES.newOwnerInactive }]);
          await setItemOwner(tx, row.id, newOwnerId);
          await recordAudit(tx, {
            actorId: caller.id,
            action: 'ownership_transferred',
            targetType: 'user',
            targetId: newOwnerId,
            details: auditDetails(row, {
              previousOwnerId: row.owner_id,
              previousOwnerName: `${row.owner_first_name} ${row.owner_last_name}`,
              previousOwnerEmail: row.owner_email,
              newOwnerId,
            }),
          });
        },
      );
      // The item as staff see it names its new owner's address (item-view.ts, staffViewer).
      await mailTransfer(before, item);
      return { item, message: ITEM_MESSAGES.transferred };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
