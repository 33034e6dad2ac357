import { describe, expect, it } from 'vitest';
import {
  canSendChatMessage,
  chatAccess,
  chatRoleLabel,
  isAdminSender,
} from './chat-permissions.ts';

const chat = { ownerId: 'o', buyerId: 'b' };

describe('chat permissions', () => {
  it('lets the owner and the buyer in as members, staff as staff, nobody else', () => {
    expect(chatAccess(chat, { id: 'o', role: 'user' })).toBe('member');
    expect(chatAccess(chat, { id: 'b', role: 'user' })).toBe('member');
    expect(chatAccess(chat, { id: 'b', role: 'manager' })).toBe('member');
    expect(chatAccess(chat, { id: 's', role: 'manager' })).toBe('staff');
    expect(chatAccess(chat, { id: 's', role: 'owner' })).toBe('staff');
    expect(chatAccess(chat, { id: 'x', role: 'user' })).toBeNull();
    expect(chatAccess(chat, null)).toBeNull();
  });

  it('blocks sending while a message is on its way or when signed out', () => {
    expect(canSendChatMessage(chat, { id: 'o', role: 'user' }, false)).toBe(true);
    expect(canSendChatMessage(chat, { id: 'o', role: 'user' }, true)).toBe(false);
    expect(canSendChatMessage(chat, null, false)).toBe(false);
  });

  it('labels senders Owner, Admin and User, with the Admin badge for staff', () => {
    expect(['owner', 'manager', 'user', 'other'].map(chatRoleLabel)).toEqual([
      'Owner',
      'Admin',
      'User',
      'User',
    ]);
    expect(['owner', 'manager', 'user'].map(isAdminSender)).toEqual([true, true, false]);
  });
});
