// Sample rows for the Manage Items stories (not shipped to the app's logic).
import type { AdminItemRow } from './admin-items-page.tsx';
import type { MemberOption } from './transfer-ownership-dialog.tsx';

export const ADMIN_ITEM_ROWS: readonly AdminItemRow[] = [
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000001',
    itemType: 'bike',
    name: 'Trek Domane SL 6',
    brand: 'Trek',
    model: 'Domane SL 6',
    status: 'pending_review',
    ownerName: 'Maya Okafor',
    ownerEmail: 'maya@example.com',
    actions: ['approve', 'reject', 'transfer'],
  },
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000002',
    itemType: 'part',
    name: 'Shimano Ultegra R8100 groupset',
    brand: 'Shimano',
    model: 'Ultegra R8100',
    status: 'published',
    ownerName: 'Jonah Weiss',
    ownerEmail: 'jonah@example.com',
    actions: ['unapprove', 'token-offer', 'transfer'],
  },
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000003',
    itemType: 'accessory',
    name: 'Wahoo ELEMNT Bolt',
    brand: 'Wahoo',
    status: 'published',
    ownerName: 'Priya Raman',
    ownerEmail: 'priya@example.com',
    tokenOffer: 250,
    chatOfferId: '7c2f0c5e-1a1a-4c1a-9a1a-000000000002',
    actions: ['unapprove', 'open-chat', 'transfer'],
  },
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000004',
    itemType: 'bike',
    name: 'Santa Cruz Hightower',
    brand: 'Santa Cruz',
    model: 'Hightower C',
    status: 'pending_trade',
    ownerName: 'Lena Park',
    ownerEmail: 'lena@example.com',
    acceptedOfferId: '7c2f0c5e-1a1a-4c1a-9a1a-000000000001',
    chatOfferId: '7c2f0c5e-1a1a-4c1a-9a1a-000000000001',
    actions: ['complete-trade', 'open-chat'],
  },
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000005',
    itemType: 'gear',
    name: 'Rapha Pro Team jacket',
    brand: 'Rapha',
    status: 'trade_complete',
    ownerName: 'Rosa Delgado',
    ownerEmail: 'rosa@pedalswap.example',
    actions: ['publish', 'transfer'],
  },
  {
    id: '5b1f0c5e-1a1a-4c1a-9a1a-000000000006',
    itemType: 'bike',
    name: 'Surly Long Haul Trucker',
    brand: 'Surly',
    status: 'draft',
    ownerName: 'Jonah Weiss',
    ownerEmail: 'jonah@example.com',
    actions: ['publish', 'transfer'],
  },
];

export const MEMBER_OPTIONS: readonly MemberOption[] = [
  { id: '9a1f0c5e-1a1a-4c1a-9a1a-000000000001', name: 'Maya Okafor', email: 'maya@example.com' },
  { id: '9a1f0c5e-1a1a-4c1a-9a1a-000000000002', name: 'Mateo Silva', email: 'mateo@example.com' },
  { id: '9a1f0c5e-1a1a-4c1a-9a1a-000000000003', name: 'Max Turner', email: 'max@example.com' },
];
