import { describe, expect, it } from 'vitest';
import { chatTitle } from './use-chat-target.ts';

const item = { ownerId: 'owner', ownerFirstName: 'Maya', ownerLastName: 'Hood' };
const bid = (userId: string) => ({
  userId,
  userName: userId === 'staff' ? 'Sam Staff' : 'Bea Buyer',
});

describe('chatTitle: the other side of the chat', () => {
  it('names the bidder for the owner and for staff answering an offer', () => {
    expect(chatTitle(bid('buyer'), item, 'owner', true)).toBe('Chat with Bea Buyer');
    expect(chatTitle(bid('buyer'), item, 'staff', true)).toBe('Chat with Bea Buyer');
  });

  it('names the owner for a bidder, staff sending a token offer included', () => {
    expect(chatTitle(bid('buyer'), item, 'buyer', false)).toBe('Chat with Maya Hood');
    expect(chatTitle(bid('staff'), item, 'staff', true)).toBe('Chat with Maya Hood');
    expect(
      chatTitle(undefined, { ...item, ownerFirstName: null, ownerLastName: null }, 'buyer', false),
    ).toBe('Chat with the owner');
  });

  it('says the seller once a trade made the item the bidder’s', () => {
    expect(chatTitle(bid('buyer'), { ...item, ownerId: 'buyer' }, 'buyer', false)).toBe(
      'Chat with the seller',
    );
    expect(chatTitle(bid('staff'), { ...item, ownerId: 'staff' }, 'staff', true)).toBe(
      'Chat with the seller',
    );
  });
});
