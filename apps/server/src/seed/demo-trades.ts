// Offers, chats and trades for the demo (brief of issue 12), so the item page's offers, the
// profile's offers, balance and history and the chat have something to show on a fresh
// install. Everything goes through the offer and chat services as a member would act (their
// rules, the ledger, the notifications and the chat messages of each step), in this order:
// waiting cash and token offers on several bikes, a staff token offer, an accepted offer
// (its bike pending_trade), a rejected offer with its reason, and completed trades (tokens
// moved, a ledger row on each side, ownership passed). The completed ones are three
// mountain-bike trades and one touring bike, so a mountain bike's offer dialog shows the fair
// price range (at least three similar trades). Idempotent: nothing is done once any offer exists.
import type { Role } from '@pedalswap/domain';
import type { ItemType } from '@pedalswap/domain/items';
import type { ChatService } from '../chat/service.ts';
import type { Db } from '../db/db.ts';
import type { OfferService } from '../offers/service.ts';
import {
  anyOffer,
  demoItemsByName,
  firstPublishedBikeOf,
  liveMembersByEmail,
} from './repository.ts';

const ALEX = 'alex@pedalswap.test';
const SAM = 'sam@pedalswap.test';
const OLIVIA = 'owner@pedalswap.test';
const MARCUS = 'manager@pedalswap.test';

type Email = typeof ALEX | typeof SAM | typeof OLIVIA | typeof MARCUS;

interface Said {
  from: Email;
  text: string;
}

/** One offer of the demo and what happens to it. */
export interface DemoOffer {
  item: string;
  bidder: Email;
  /** A staff token offer (createTokenOffer, the owner role's alone: spec 3 §6) rather than a member's offer. */
  staffTokens?: boolean;
  offerType: 'cash' | 'tokens';
  amount: number;
  message: string;
  /** Chat messages after the offer, in order. */
  chat?: readonly Said[];
  outcome?:
    | { kind: 'accepted'; by: Email; response: string }
    | { kind: 'rejected'; by: Email; reason: string }
    | { kind: 'completed'; by: Email; response: string; completedBy: Email };
}

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    item: 'Specialized Tarmac SL7 road bike',
    bidder: ALEX,
    offerType: 'cash',
    amount: 2150,
    message: 'Would you take $2,150? I can pick it up in Seattle this weekend.',
    chat: [
      {
        from: MARCUS,
        text: 'Thanks Alex! It has one owner and a fresh chain. Want to see it first?',
      },
      { from: ALEX, text: 'Yes please. Could I test ride it Saturday morning at Green Lake?' },
      { from: MARCUS, text: 'Saturday at 10 works. Bring your pedals.' },
    ],
  },
  {
    item: 'Specialized Tarmac SL7 road bike',
    bidder: SAM,
    offerType: 'tokens',
    amount: 120,
    message: 'All my tokens for a road bike to train on.',
    chat: [{ from: MARCUS, text: 'Noted, Sam. There is another offer; I will answer by Sunday.' }],
  },
  {
    item: 'Cannondale Topstone gravel bike',
    bidder: ALEX,
    offerType: 'tokens',
    amount: 60,
    message: 'Tokens plus I can throw in a set of gravel tyres.',
  },
  {
    item: 'Cannondale Topstone gravel bike',
    bidder: SAM,
    offerType: 'cash',
    amount: 1100,
    message: 'Cash offer; I ride the Snoqualmie Valley Trail every week.',
    chat: [
      { from: SAM, text: 'Is the size 56 or 54? The listing photo looks like a 56.' },
      { from: OLIVIA, text: 'It is a 56, with a 100 mm stem.' },
    ],
  },
  {
    item: 'Kona Process 134 for Galbraith laps',
    bidder: OLIVIA,
    staffTokens: true,
    offerType: 'tokens',
    amount: 400,
    message: 'The shop would like it for the rental fleet.',
    chat: [
      { from: SAM, text: 'Could you go to 450? The fork was serviced last month.' },
      { from: OLIVIA, text: 'Let me check the budget for the fleet and come back to you.' },
    ],
  },
  {
    item: 'Trek FX 3 hybrid for the Burke-Gilman',
    bidder: SAM,
    offerType: 'cash',
    amount: 480,
    message: 'For my daily commute to the U District.',
    chat: [{ from: SAM, text: 'Great, can I pick it up Thursday evening in Fremont?' }],
    outcome: { kind: 'accepted', by: MARCUS, response: 'Deal. Thursday after 6 works.' },
  },
  {
    item: 'RockShox Pike Ultimate fork',
    bidder: SAM,
    offerType: 'cash',
    amount: 450,
    message: 'Would $450 work?',
    outcome: {
      kind: 'rejected',
      by: OLIVIA,
      reason: 'Thanks Sam, but I am holding out for $600: it has under 20 hours on it.',
    },
  },
  {
    item: 'Surly Long Haul Trucker touring bike',
    bidder: ALEX,
    offerType: 'tokens',
    amount: 150,
    message: 'For a summer tour of the San Juan Islands.',
    chat: [{ from: OLIVIA, text: 'It has done two Oregon coast tours. Enjoy the islands!' }],
    outcome: {
      kind: 'completed',
      by: OLIVIA,
      response: 'Happy to see it touring again.',
      completedBy: OLIVIA,
    },
  },
  // Three mountain bikes bought by the shop: the fair price range of similar bikes.
  ...(
    [
      ['Santa Cruz Hightower trail bike', ALEX, 380],
      ['Rocky Mountain Element XC bike', ALEX, 300],
    ] as const
  ).map(([item, owner, amount]): DemoOffer => ({
    item,
    bidder: OLIVIA,
    staffTokens: true,
    offerType: 'tokens',
    amount,
    message: 'The shop would like it for the demo fleet.',
    outcome: { kind: 'completed', by: owner, response: 'Sold!', completedBy: MARCUS },
  })),
];

export interface DemoTradeServices {
  db: Db;
  offers: OfferService;
  chats: ChatService;
}

/** Plays DEMO_OFFERS through the services; returns how many offers were made (0: already). */
export async function seedDemoTrades(deps: DemoTradeServices): Promise<number> {
  const { db, offers, chats } = deps;
  if (await anyOffer(db)) return 0;
  const members = await liveMembersByEmail(db, [ALEX, SAM, OLIVIA, MARCUS]);
  const who = new Map(members.map((m) => [m.email, { id: m.id, role: m.role as Role }]));
  const actor = (email: Email) => who.get(email);
  const names = DEMO_OFFERS.map((o) => o.item);
  const items = await demoItemsByName(db, names);
  const plan = [...DEMO_OFFERS];
  // A third mountain bike for the range: Sam's oldest published one that has no offer above.
  const third = await firstPublishedBikeOf(db, SAM, 'Mountain Bike', names);
  if (third)
    plan.push({
      item: third.name,
      bidder: OLIVIA,
      staffTokens: true,
      offerType: 'tokens',
      amount: 340,
      message: 'The shop would like it for the demo fleet.',
      outcome: { kind: 'completed', by: SAM, response: 'Sold!', completedBy: MARCUS },
    });
  const byName = new Map([...items, ...(third ? [third] : [])].map((i) => [i.name, i]));

  let made = 0;
  for (const demo of plan) {
    const item = byName.get(demo.item);
    const bidder = actor(demo.bidder);
    if (!item || !bidder) continue;
    const type = item.item_type as ItemType;
    const created = demo.staffTokens
      ? await offers.createTokenOffer(
          type,
          item.id,
          { tokenAmount: demo.amount, offerMessage: demo.message },
          bidder,
        )
      : await offers.create(
          type,
          item.id,
          { offerType: demo.offerType, amount: demo.amount, message: demo.message },
          bidder,
        );
    made += 1;
    const offerId = created.offer.id;
    for (const said of demo.chat ?? []) {
      const from = actor(said.from);
      if (from) await chats.send({ itemType: type, itemId: item.id, offerId }, from, said.text);
    }
    const outcome = demo.outcome;
    if (!outcome) continue;
    const by = actor(outcome.by);
    if (!by) continue;
    if (outcome.kind === 'rejected') {
      await offers.reject(offerId, outcome.reason, by);
      continue;
    }
    await offers.accept(offerId, outcome.response, by);
    if (outcome.kind === 'completed') {
      const staff = actor(outcome.completedBy);
      if (staff) await offers.complete(offerId, staff);
    }
  }
  return made;
}
