import { describe, expect, it } from 'vitest';
import { fairPriceLine } from './fair-price.ts';

const range = (min: number, max: number, count = 3) => ({ min, max, median: min, count });

describe('fairPriceLine', () => {
  it('says the range in the unit of the offer being made', () => {
    const prices = { cash: range(500.5, 1200, 4), tokens: range(300, 450) };
    expect(fairPriceLine(prices, 'cash', 'bike')).toBe(
      'Similar bikes traded for $500.50–$1,200.00 in the last 12 months (4 trades).',
    );
    expect(fairPriceLine(prices, 'tokens', 'part')).toBe(
      'Similar parts traded for 300–450 tokens in the last 12 months (3 trades).',
    );
  });

  it('says one amount when every trade was at the same price', () => {
    expect(fairPriceLine({ cash: range(80, 80), tokens: null }, 'cash', 'gear')).toBe(
      'Similar gear traded for $80.00 in the last 12 months (3 trades).',
    );
  });

  it('says nothing without a range in that unit, or before the prices are known', () => {
    expect(fairPriceLine({ cash: range(1, 2), tokens: null }, 'tokens', 'accessory')).toBeNull();
    expect(fairPriceLine(null, 'cash', 'bike')).toBeNull();
    expect(fairPriceLine(undefined, 'cash', 'bike')).toBeNull();
  });
});
