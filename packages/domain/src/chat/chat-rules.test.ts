import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS, chatMessageProblem, reconnectDelayMs, sendsOnKey } from './chat-rules.ts';

describe('chat rules', () => {
  it('refuses empty and whitespace-only text, and more than 2000 characters after trimming', () => {
    expect(chatMessageProblem('')).toBe('empty');
    expect(chatMessageProblem('  \n\t ')).toBe('empty');
    expect(chatMessageProblem('hi')).toBeNull();
    expect(chatMessageProblem('x'.repeat(2000))).toBeNull();
    expect(chatMessageProblem(` ${'x'.repeat(2000)} `)).toBeNull();
    expect(chatMessageProblem('x'.repeat(2001))).toBe('too-long');
  });

  it('has the limits of the spec and the contract', () => {
    expect(CHAT_LIMITS).toMatchObject({
      messageMaxLength: 2000,
      messagesPerMinute: 20,
      pageSize: 50,
      pollMs: 20_000,
      heartbeatMs: 25_000,
    });
  });

  it('backs off from 1 s doubling to a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('sends on Enter, not on Shift+Enter', () => {
    expect(sendsOnKey('Enter', false)).toBe(true);
    expect(sendsOnKey('Enter', true)).toBe(false);
    expect(sendsOnKey('a', false)).toBe(false);
  });
});
