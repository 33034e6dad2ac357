// The offer dialog's fair price (issue 12 item 7, ours): what similar items traded for, as one
// sentence for the amount the member is typing. The server decides what counts (same type and
// category, last 12 months, a range only from 3 trades: openapi.yaml getSimilarTradePrices);
// this only says it, in the unit of the offer being made.
import { formatCash, formatNumber, formatTokens } from '../shared/format.ts';
import type { ItemType } from '../items/item-types.ts';
import type { OfferType } from './offer-types.ts';

/** One unit's spread, as the contract's TradePriceRange. */
export interface TradePriceRangeLike {
  min: number;
  max: number;
  median: number;
  count: number;
}

export interface SimilarTradePricesLike {
  cash: TradePriceRangeLike | null;
  tokens: TradePriceRangeLike | null;
}

const SIMILAR: Readonly<Record<ItemType, string>> = {
  bike: 'Similar bikes',
  part: 'Similar parts',
  accessory: 'Similar accessories',
  gear: 'Similar gear',
};

/**
 * "Similar bikes traded for $500.00–$900.00 in the last 12 months (3 trades)." for the offer's
 * unit; null when there is no range in that unit (fewer than 3 such trades) or nothing known.
 */
export function fairPriceLine(
  prices: SimilarTradePricesLike | null | undefined,
  offerType: OfferType,
  itemType: ItemType,
  locale?: string,
): string | null {
  const range = prices?.[offerType];
  if (!range) return null;
  const spread =
    offerType === 'cash'
      ? range.min === range.max
        ? formatCash(range.min, locale)
        : `${formatCash(range.min, locale)}–${formatCash(range.max, locale)}`
      : range.min === range.max
        ? formatTokens(range.min, locale)
        : `${formatNumber(range.min, locale)}–${formatTokens(range.max, locale)}`;
  return `${SIMILAR[itemType]} traded for ${spread} in the last 12 months (${formatNumber(range.count, locale)} trades).`;
}
