// The trade-complete thank-you page (spec 2 §2.9, spec 3 §2.15): its address with the optional
// bikeName and ownerName, what it may say about them, and where its buttons lead.

export const TRADE_COMPLETE_PATH = '/trade-complete-thank-you';

/**
 * Where the page's buttons lead. Our decision: 'Post Another Bike' goes to /list-item/bike, this
 * app's new-listing page (spec 2 §2.1); the spec's /bikes/new "is not in the route table" and
 * would end on the not-found page.
 */
export const TRADE_COMPLETE_LINKS = {
  catalog: '/catalog',
  newListing: '/list-item/bike',
  profile: '/profile',
} as const;

/** Names come from the address, which anyone can type: kept to a listing name's length. */
const MAX_NAME = 255;

export interface TradeTransfer {
  bikeName: string;
  ownerName: string;
}

const clean = (value: string | null | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? null : text.slice(0, MAX_NAME);
};

/**
 * The "transferred from" sentence's names, or null: the page says it only when both the bike
 * and its previous owner are named (spec: "optionally says the named bike was transferred from
 * the named owner").
 */
export function tradeTransferOf(params: {
  bikeName?: string | null;
  ownerName?: string | null;
}): TradeTransfer | null {
  const bikeName = clean(params.bikeName);
  const ownerName = clean(params.ownerName);
  return bikeName && ownerName ? { bikeName, ownerName } : null;
}

/** The page's address after a trade, naming what is known (empty names are left out). */
export function tradeCompleteHref(params: {
  bikeName?: string | null;
  ownerName?: string | null;
}): string {
  const query = new URLSearchParams();
  const bikeName = clean(params.bikeName);
  const ownerName = clean(params.ownerName);
  if (bikeName) query.set('bikeName', bikeName);
  if (ownerName) query.set('ownerName', ownerName);
  const search = query.toString();
  return search ? `${TRADE_COMPLETE_PATH}?${search}` : TRADE_COMPLETE_PATH;
}
