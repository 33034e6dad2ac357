// The domain restates two of the machine's answers for Manage Items (canStaffPublish,
// canStaffTransfer: see item-permissions.ts for why); they must agree for every status, role
// and ownership.
import { describe, expect, it } from 'vitest';
import { ROLES } from '@pedalswap/domain';
import { canStaffPublish, canStaffTransfer } from '@pedalswap/domain/items';
import { ITEM_STATUSES } from '@pedalswap/domain/item-types';
import { availableItemActions } from './item-lifecycle.machine.ts';

describe("the domain's staff publish and transfer rules", () => {
  it('agree with the item-lifecycle machine', () => {
    for (const status of ITEM_STATUSES)
      for (const role of ROLES)
        for (const isOwner of [true, false]) {
          const machine = availableItemActions(status, { role, isOwner });
          const viewer = { id: 'v', role };
          const where = `${status} ${role} owner=${isOwner}`;
          expect(canStaffPublish(status, viewer), where).toBe(machine.includes('PUBLISH'));
          expect(canStaffTransfer(status, viewer), where).toBe(
            machine.includes('TRANSFER_OWNERSHIP'),
          );
        }
  });
});
