// The staff panel's pages and who may open them (spec 3 §2.1 route table and sidebar, §6).
// One list answers the sidebar (which links a role sees), the route guard (which page says
// Access Denied) and the dashboard's owner-only links, so the three cannot disagree.
import { isOwnerRole, isStaff, normalizeRole, type Role } from '../accounts/roles.ts';

export type StaffRole = Extract<Role, 'owner' | 'manager'>;

const BOTH: readonly StaffRole[] = ['owner', 'manager'];
const OWNER: readonly StaffRole[] = ['owner'];

export interface AdminPage {
  /** Path below /admin ('' is the dashboard, the index). */
  path: string;
  /** The sidebar's label; pages without one are reached from other pages only. */
  label?: string;
  roles: readonly StaffRole[];
}

/**
 * Every /admin child, in the sidebar's order: first what both staff roles see (Dashboard,
 * Review Submissions, Manage Items, Manage Offers, Users, AI Feedback Management), then the
 * owner's (AI Analytics, System Configuration, Testing Hub, Audit Log). Chats, transactions and
 * transaction stats are not in the spec's sidebar; staff reach them from other pages.
 */
export const ADMIN_PAGES = {
  dashboard: { path: '', label: 'Dashboard', roles: BOTH },
  review: { path: 'review', label: 'Review Submissions', roles: BOTH },
  items: { path: 'items', label: 'Manage Items', roles: BOTH },
  offers: { path: 'offers', label: 'Manage Offers', roles: BOTH },
  users: { path: 'users', label: 'Users', roles: BOTH },
  aiFeedback: { path: 'ai/feedback', label: 'AI Feedback Management', roles: BOTH },
  aiAnalytics: { path: 'ai/analytics', label: 'AI Analytics', roles: OWNER },
  aiConfig: { path: 'ai/config', label: 'System Configuration', roles: OWNER },
  aiTesting: { path: 'ai/testing', label: 'Testing Hub', roles: OWNER },
  audit: { path: 'audit', label: 'Audit Log', roles: OWNER },
  chats: { path: 'chats', roles: BOTH },
  transactions: { path: 'transactions', roles: BOTH },
  // Spec 3 §7.1 names the call (GET /admin/transaction-stats) and no sidebar entry; reached from
  // the transactions page, which it links back to with the same filters.
  transactionStats: { path: 'transaction-stats', roles: BOTH },
} as const satisfies Record<string, AdminPage>;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** The page's address: '/admin' for the dashboard, '/admin/{path}' for the others. */
export const adminHref = (key: AdminPageKey) => {
  const { path } = ADMIN_PAGES[key];
  return path ? `/admin/${path}` : '/admin';
};

/** May a member of this role open the page? Members and anonymous visitors open none. */
export function canOpenAdminPage(role: string | null | undefined, key: AdminPageKey): boolean {
  if (!isStaff(role)) return false;
  return (ADMIN_PAGES[key].roles as readonly string[]).includes(normalizeRole(role));
}

export interface AdminNavLink {
  key: AdminPageKey;
  label: string;
  href: string;
}

/** The sidebar a role sees (spec 3 §2.1); empty for members. */
export function adminNavFor(role: string | null | undefined): AdminNavLink[] {
  const links: AdminNavLink[] = [];
  for (const key of Object.keys(ADMIN_PAGES) as AdminPageKey[]) {
    const page: AdminPage = ADMIN_PAGES[key];
    if (page.label && canOpenAdminPage(role, key))
      links.push({ key, label: page.label, href: adminHref(key) });
  }
  return links;
}

const DASHBOARD_OWNER_PAGES: readonly AdminPageKey[] = [
  'audit',
  'aiAnalytics',
  'aiConfig',
  'aiFeedback',
  'aiTesting',
];

/** The dashboard's owner-only links (spec 3 §2.2); none for managers. */
export function dashboardOwnerLinks(role: string | null | undefined): AdminNavLink[] {
  if (!isOwnerRole(role)) return [];
  return DASHBOARD_OWNER_PAGES.map((key) => {
    const page: AdminPage = ADMIN_PAGES[key];
    return { key, label: page.label ?? key, href: adminHref(key) };
  });
}
