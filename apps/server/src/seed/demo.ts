// Demo accounts, their token histories, listings, offers, chats and trades for a fresh install
// (SEED=demo, the default, on an empty users table: seed/plugin.ts, once every area has
// registered) and for `npm run cli -- seed demo`. It acts through the areas' services, as the
// members would. Idempotent: existing addresses are left as they are, a member's listing is
// never created twice (seed/demo-items.ts), and the trades are made only while no offer exists
// (seed/demo-trades.ts).
import type { AdminService } from '../admin/service.ts';
import type { AiService } from '../ai/service.ts';
import type { AiAdminService } from '../ai-admin/service.ts';
import type { ChatService } from '../chat/service.ts';
import type { Db } from '../db/db.ts';
import type { ItemService } from '../items/service.ts';
import type { OfferService } from '../offers/service.ts';
import type { EventService } from '../community-events/service.ts';
import type { Storage } from '../storage/storage.ts';
import type { TransactionService } from '../transactions/service.ts';
import { createAccount, type AccountInput } from '../auth/accounts.ts';
import { seedDemoAi } from './demo-ai.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoItems } from './demo-items.ts';
import { seedDemoStaffActivity } from './demo-staff.ts';
import { seedDemoTokens } from './demo-tokens.ts';
import { seedDemoTrades } from './demo-trades.ts';
import { noAccountsYet } from './repository.ts';

export const DEMO_PASSWORD = 'PedalSwap2026!';

export const DEMO_ACCOUNTS: readonly Omit<AccountInput, 'password'>[] = [
  {
    email: 'owner@pedalswap.test',
    role: 'owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    location: 'Portland, OR',
    verified: true,
  },
  {
    email: 'manager@pedalswap.test',
    role: 'manager',
    firstName: 'Marcus',
    lastName: 'Manager',
    location: 'Seattle, WA',
    verified: true,
  },
  {
    email: 'alex@pedalswap.test',
    role: 'user',
    firstName: 'Alex',
    lastName: 'Rider',
    location: 'Portland, OR',
    verified: true,
  },
  {
    email: 'sam@pedalswap.test',
    role: 'user',
    firstName: 'Sam',
    lastName: 'Climber',
    location: 'Bellingham, WA',
    verified: true,
  },
];

export interface SeedResult {
  /** E-mail addresses of the accounts created now. */
  accounts: string[];
  /** Listings created now (0 without storage for their photos). */
  items: number;
  /** Demo accounts given a token history now (seed/demo-tokens.ts). */
  ledgers: number;
  /** Offers made now (seed/demo-trades.ts). */
  offers: number;
  /** Community events created now (seed/demo-events.ts). */
  events: number;
  /** Whether the 90 days of AI usage and the feedback were written now (seed/demo-ai.ts). */
  aiHistory: boolean;
}

/** What the seed acts through: the app's database, file store and services. */
export interface SeedDeps {
  db: Db;
  storage: Storage;
  itemService: ItemService;
  offerService: OfferService;
  chatService: ChatService;
  communityEventService: EventService;
  adminService: AdminService;
  transactionService: TransactionService;
  aiService: AiService;
  aiAdminService: AiAdminService;
}

export async function seedDemo(app: SeedDeps): Promise<SeedResult> {
  const { db } = app;
  const accounts: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const result = await createAccount(db, { ...account, password: DEMO_PASSWORD });
    if (result.created) accounts.push(result.user.email);
  }
  const items = await seedDemoItems({ db, storage: app.storage, items: app.itemService });
  // Balances before offers: a member's token offer is checked against their balance.
  const ledgers = await seedDemoTokens(db);
  const offers = await seedDemoTrades({ db, offers: app.offerService, chats: app.chatService });
  const events = await seedDemoEvents({
    db,
    storage: app.storage,
    events: app.communityEventService,
  });
  // After the ledgers: the owner's adjustment lands on top of Sam's history.
  const suspended = await seedDemoStaffActivity(
    { db, admin: app.adminService, transactions: app.transactionService },
    DEMO_PASSWORD,
  );
  if (suspended) accounts.push(suspended);
  const aiHistory = await seedDemoAi({
    db,
    ai: app.aiService,
    aiAdmin: app.aiAdminService,
    password: DEMO_PASSWORD,
  });
  return { accounts, items, ledgers, offers, events, aiHistory };
}

export async function seedDemoIfEmpty(app: SeedDeps): Promise<boolean> {
  if (!(await noAccountsYet(app.db))) return false;
  await seedDemo(app);
  return true;
}
