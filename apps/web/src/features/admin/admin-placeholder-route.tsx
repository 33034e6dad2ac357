import { ADMIN_PAGES, type AdminPageKey } from '@pedalswap/domain/admin';
import { AdminPlaceholder } from '@pedalswap/ui/screens/admin/admin-placeholder';

const NAMES: Record<AdminPageKey, string> = {
  dashboard: 'Dashboard',
  review: 'Review Submissions',
  items: 'Manage Items',
  offers: 'Manage Offers',
  users: 'Users',
  audit: 'Audit Log',
  chats: 'Staff Chats',
  transactions: 'Transactions',
  transactionStats: 'Transaction Stats',
  aiFeedback: 'AI Feedback Management',
  aiAnalytics: 'AI Analytics',
  aiConfig: 'System Configuration',
  aiTesting: 'Testing Hub',
};

const AI_PAGES: readonly AdminPageKey[] = ['aiFeedback', 'aiAnalytics', 'aiConfig', 'aiTesting'];

/**
 * A linked staff page that is not built yet (the AI pages come with the AI administration
 * issue; the others are being built beside this one): it says so rather than "not found".
 */
export function placeholderPage(key: AdminPageKey) {
  const title = NAMES[key];
  const notice = AI_PAGES.includes(key)
    ? `${title} is coming with AI administration.`
    : `${title} is being built and comes with the staff panel.`;
  const Placeholder = () => <AdminPlaceholder title={title} notice={notice} />;
  Placeholder.displayName = `AdminPlaceholder(${ADMIN_PAGES[key].path || 'dashboard'})`;
  return Placeholder;
}
