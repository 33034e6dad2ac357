// Story fixtures of the profile page: a Portland member, her balance, trades, offers, events and
// bikes. Images are inline SVG so that the stories never touch the network.
import type {
  ProfileBalance,
  ProfileBike,
  ProfileChatMessage,
  ProfileEvent,
  ProfileOffer,
  ProfileUser,
  Transaction,
} from './types.ts';

export const MAYA: ProfileUser = {
  id: '7f3c2a10-5d4e-4c1b-9a8f-1e2d3c4b5a60',
  email: 'maya@example.com',
  emailVerified: true,
  firstName: 'Maya',
  lastName: 'Hood',
  location: 'Portland, OR',
  bio: 'Gravel weekends in the Gorge, commuting across the Hawthorne Bridge on weekdays. Always happy to swap stories about Forest Park singletrack.',
  avatarUrl: null,
  createdAt: '2026-03-14T17:00:00.000Z',
};

export const JONAS: ProfileUser = {
  id: '2b9d4e61-0c1f-4e8a-8b7d-6f5e4d3c2b10',
  email: 'jonas.reyes@example.com',
  emailVerified: true,
  firstName: 'Jonas',
  lastName: 'Reyes',
  location: 'Bellingham, WA',
  bio: 'Chuckanut ridge rider. Building up a steel hardtail one part at a time.',
  avatarUrl: null,
  createdAt: '2025-08-02T09:30:00.000Z',
};

export const BALANCE: ProfileBalance = {
  currentBalance: 12450,
  summary: { totalEarned: 18200, totalSpent: 5750, pendingTokens: 1200, tradesInProgress: 2 },
};

const tx = (n: number, over: Partial<Transaction>): Transaction => ({
  id: `0000000${n}-aaaa-4bbb-8ccc-00000000000${n % 10}`,
  userId: MAYA.id,
  status: 'completed',
  transactionType: 'earned',
  tokenAmount: 100,
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T18:15:00.000Z`,
  ...over,
});

export const TRANSACTIONS: Transaction[] = [
  tx(1, {
    transactionType: 'earned',
    tokenAmount: 3200,
    itemName: 'Santa Cruz Stigmata',
    itemType: 'bike',
    offerId: 'a1b2c3d4-0000-4000-8000-000000000001',
    description: 'Trade completed',
  }),
  tx(2, {
    transactionType: 'spent',
    tokenAmount: -850,
    itemName: 'Shimano GRX 810 groupset',
    itemType: 'part',
    offerId: 'a1b2c3d4-0000-4000-8000-000000000002',
    description: 'Offer accepted',
    status: 'pending',
  }),
  tx(3, {
    transactionType: 'adjustment',
    tokenAmount: 500,
    description: 'Welcome bonus',
    adminName: 'Priya Natarajan',
  }),
  tx(4, {
    transactionType: 'spent',
    tokenAmount: -1200,
    itemName: 'Rivendell Platypus',
    itemType: 'bike',
    description: 'Trade cancelled',
    status: 'failed',
  }),
  tx(5, {
    transactionType: 'earned',
    tokenAmount: 640,
    itemName: 'Ortlieb frame pack',
    itemType: 'accessory',
    offerId: 'a1b2c3d4-0000-4000-8000-000000000005',
  }),
  tx(6, {
    transactionType: 'earned',
    tokenAmount: 90,
    itemName: 'Shimano XT pedals',
    itemType: 'part',
    cashAmount: 45,
  }),
  tx(7, {
    transactionType: 'spent',
    tokenAmount: -300,
    itemName: 'Rain jacket',
    itemType: 'gear',
    createdAt: 'not a date',
  }),
];

/** An offer someone made; `n` keeps ids stable. */
export const offer = (n: number, over: Partial<ProfileOffer> = {}): ProfileOffer => ({
  id: `b0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  itemId: 'c0000000-0000-4000-8000-000000000001',
  itemType: 'bike',
  itemName: 'Surly Cross-Check',
  userName: 'Alex Kim',
  offerType: 'tokens',
  amount: 2400,
  status: 'pending',
  createdAt: '2026-11-18T16:00:00.000Z',
  hasUnreadMessages: false,
  ...over,
});

/** Pending offers received on Maya's items: five on one bike, one on a part. */
export const NEW_OFFERS: ProfileOffer[] = [
  offer(1, { userName: 'Alex Kim', amount: 2400 }),
  offer(2, { userName: 'Sam Whitaker', offerType: 'cash', amount: 650 }),
  offer(3, { userName: 'Dana Ortiz', amount: 2600 }),
  offer(4, { userName: 'Lee Chen', amount: 2100 }),
  offer(5, { userName: 'Rio Park', amount: 2250 }),
  offer(6, {
    itemId: 'c0000000-0000-4000-8000-000000000002',
    itemType: 'part',
    itemName: 'Chris King headset',
    userName: 'Kai Lund',
    amount: 300,
  }),
];

/** Offers Maya made on other members' items. */
export const MY_OFFERS: ProfileOffer[] = [
  offer(11, {
    itemId: 'd0000000-0000-4000-8000-000000000001',
    itemName: 'Salsa Cutthroat',
    amount: 4200,
    status: 'pending',
    hasUnreadMessages: true,
  }),
  offer(12, {
    itemId: 'd0000000-0000-4000-8000-000000000002',
    itemType: 'part',
    itemName: 'ENVE gravel wheelset',
    offerType: 'cash',
    amount: 900,
    status: 'accepted',
  }),
  offer(13, {
    itemId: 'd0000000-0000-4000-8000-000000000003',
    itemType: 'gear',
    itemName: 'Patagonia rain shell',
    amount: 150,
    status: 'rejected',
  }),
  offer(14, {
    itemId: 'd0000000-0000-4000-8000-000000000004',
    itemType: 'accessory',
    itemName: 'Wahoo Elemnt Bolt',
    amount: 420,
    status: 'completed',
  }),
  offer(15, {
    itemId: 'd0000000-0000-4000-8000-000000000005',
    itemName: 'Ritchey Outback',
    amount: 2800,
    status: 'pending',
    createdAt: '2026-11-08T16:00:00.000Z',
    expiresAt: '2026-11-15T16:00:00.000Z',
  }),
];

const event = (n: number, over: Partial<ProfileEvent>): ProfileEvent => ({
  id: `e0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  name: 'Forest Park Dirt Loop',
  eventType: 'gravel_ride',
  location: 'Portland, OR',
  startDatetime: '2026-12-06T17:00:00.000Z',
  status: 'published',
  registrationCount: 14,
  ...over,
});

export const MY_EVENTS: ProfileEvent[] = [
  event(1, {}),
  event(2, {
    name: 'Winter Wrenching Workshop',
    eventType: 'workshop',
    location: 'Community Cycling Center, Portland',
    startDatetime: '2026-12-13T02:00:00.000Z',
    registrationCount: 8,
  }),
  event(3, {
    name: 'Solstice Night Ride',
    eventType: 'social',
    status: 'pending_review',
    startDatetime: '2026-12-21T03:30:00.000Z',
    registrationCount: 0,
  }),
];

export const FOLLOWING_EVENTS: ProfileEvent[] = [
  event(21, {
    name: 'Chuckanut Drive Century',
    eventType: 'road_ride',
    location: 'Bellingham, WA',
    startDatetime: '2027-01-10T16:00:00.000Z',
    registrationCount: 42,
  }),
  event(22, {
    name: 'Duthie Hill Skills Clinic',
    eventType: 'mountain_bike',
    location: 'Issaquah, WA',
    startDatetime: '2026-11-29T18:00:00.000Z',
    registrationCount: 19,
  }),
];

/** A stylised bike on a coloured ground, as a data URI. */
export function bikeImage(ground: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${ground}"/><g fill="none" stroke="#1c2b26" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"><circle cx="90" cy="160" r="44"/><circle cx="230" cy="160" r="44"/><path d="M90 160l45-70h70l25 70M135 90l35 70h-80M170 160l35-70M128 78h22M200 80l12-14h20"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const img = (n: number, ground: string) => [
  {
    id: `f0000000-0000-4000-8000-0000000000${n}`,
    // The same drawing; the fragment tells the sizes apart (the card must use cardUrl).
    imageUrl: `${bikeImage(ground)}#full`,
    cardUrl: `${bikeImage(ground)}#card`,
    isPrimary: true,
    sortOrder: 0,
  },
];

const bike = (n: number, over: Partial<ProfileBike>): ProfileBike => ({
  id: `c0000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  itemType: 'bike',
  name: 'Surly Cross-Check',
  brand: 'Surly',
  model: 'Cross-Check',
  year: 2019,
  status: 'published',
  images: img(n, '#cfe3da'),
  latestOffer: null,
  hasActiveOffer: false,
  ...over,
});

export const BIKES: ProfileBike[] = [
  bike(1, { latestOffer: { id: 'b0000000-0000-4000-8000-000000000001', status: 'pending' } }),
  bike(2, {
    name: 'Kona Sutra',
    brand: 'Kona',
    model: 'Sutra',
    year: 2021,
    status: 'pending_review',
    images: img(2, '#f4e2c4'),
  }),
  bike(3, {
    name: 'Trek Fuel EX 8',
    brand: 'Trek',
    model: 'Fuel EX 8',
    year: 2022,
    status: 'pending_trade',
    images: img(3, '#d6e4f0'),
    latestOffer: { id: 'b0000000-0000-4000-8000-000000000031', status: 'accepted' },
  }),
  bike(4, {
    name: 'Brompton C Line',
    brand: 'Brompton',
    model: 'C Line',
    year: 2020,
    status: 'draft',
    images: [],
  }),
  bike(5, {
    name: 'Specialized Diverge',
    brand: 'Specialized',
    model: 'Diverge',
    year: 2018,
    status: 'trade_complete',
    images: img(5, '#e6dcf2'),
  }),
  bike(6, {
    name: 'Cannondale Topstone',
    brand: 'Cannondale',
    model: 'Topstone',
    year: 2023,
    status: 'published',
    images: img(6, '#f2d9d9'),
    hasActiveOffer: true,
  }),
];

/** A bike whose status the kit does not know (shows Unknown). */
export const ODD_BIKE: ProfileBike = bike(7, {
  name: 'Mystery Tandem',
  brand: 'Santana',
  model: null,
  year: null,
  status: 'archived' as ProfileBike['status'],
  images: [],
});

/** The clock and time zone the stories pin (a Saturday evening in Portland). */
export const NOW = Date.parse('2026-11-22T02:00:00.000Z');
export const TIME_ZONE = 'America/Los_Angeles';

/** A trade's conversation, read-only in the chat history dialog. */
const msg = (
  n: number,
  over: Partial<ProfileChatMessage> & Pick<ProfileChatMessage, 'messageText'>,
): ProfileChatMessage => ({
  id: `aa000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  senderId: JONAS.id,
  senderName: 'Jonas Reyes',
  senderRole: 'user',
  messageType: 'user',
  createdAt: `2026-11-19T${String(16 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '40' : '05'}:00.000Z`,
  isAdmin: false,
  ...over,
});

export const CHAT_MESSAGES: ProfileChatMessage[] = [
  msg(1, {
    messageType: 'offer_created',
    senderId: null,
    senderName: 'PedalSwap',
    messageText: 'Jonas Reyes offered 3,200 tokens for Santa Cruz Stigmata.',
  }),
  msg(2, {
    messageText:
      'Hi Maya! Is the Stigmata still running the GRX 600 groupset? Looking at it for the Oregon Outback.',
  }),
  msg(3, {
    senderId: MAYA.id,
    senderName: 'Maya Hood',
    messageText:
      'It is, with new pads front and rear. Happy to meet at the Sellwood Bridge lot on Saturday.',
  }),
  msg(4, {
    messageType: 'offer_accepted',
    senderId: null,
    senderName: 'PedalSwap',
    messageText: 'Maya Hood accepted the offer.',
  }),
  msg(5, {
    senderId: '5e000000-0000-4000-8000-000000000001',
    senderName: 'Priya Natarajan',
    senderRole: 'manager',
    isAdmin: true,
    messageText: 'Trade confirmed on our side. Tokens are released once you both mark it complete.',
  }),
];

/** A second page of the full history. */
export const OLDER_TRANSACTIONS: Transaction[] = TRANSACTIONS.map((t, i) => ({
  ...t,
  id: `1000000${i}-aaaa-4bbb-8ccc-00000000000${i}`,
  createdAt: `2026-10-${String(28 - i * 3).padStart(2, '0')}T18:15:00.000Z`,
}));
