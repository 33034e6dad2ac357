import { describe, expect, it } from 'vitest';
import { badgeLabel, notificationStyleOf, pageCount } from './notification-display.ts';

describe('notification display', () => {
  it('shows an unknown type in the message_received style', () => {
    expect(notificationStyleOf('offer_accepted')).toBe('offer_accepted');
    expect(notificationStyleOf('event_reminder')).toBe('message_received');
  });

  it('caps the badge at 9+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
  });
});
