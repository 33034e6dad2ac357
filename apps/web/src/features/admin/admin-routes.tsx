// The staff panel's route table (spec 3 §2.1): every /admin child in one place. routes.tsx loads
// this module lazily behind RequireAuth (anonymous visitors go to /login, the path remembered),
// and each page below is a chunk of its own (React.lazy), so no other page's first load grows
// and a staff member opening the dashboard does not download the Users page.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import {
  ADMIN_PAGES,
  adminNavFor,
  canOpenAdminPage,
  type AdminPageKey,
} from '@pedalswap/domain/admin';
import { isStaff } from '@pedalswap/domain/accounts';
import { AccessDenied } from '@pedalswap/ui/screens/access-screens';
import { AdminShell } from '@pedalswap/ui/screens/admin/admin-shell';
import { PageSpinner } from '../../app/root-layout.tsx';
import { useSession } from '../../app/session/session-context.tsx';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

// Lazy as well: importing the error screens here moved their styles into a chunk shared with
// /admin, and the not-found page's first-load CSS grew.
const NotFound = page(
  () => import('@pedalswap/ui/screens/error-screens'),
  (m) => m.NotFoundScreen,
);

/** One line per page, each its own chunk. */
const PAGES: Record<AdminPageKey, LazyExoticComponent<ComponentType>> = {
  dashboard: page(
    () => import('./dashboard-route.tsx'),
    (m) => m.AdminDashboardRoute,
  ),
  review: page(
    () => import('./review-route.tsx'),
    (m) => m.ReviewRoute,
  ),
  items: page(
    () => import('./items-route.tsx'),
    (m) => m.AdminItemsRoute,
  ),
  offers: page(
    () => import('./offers-route.tsx'),
    (m) => m.AdminOffersRoute,
  ),
  chats: page(
    () => import('./chats-route.tsx'),
    (m) => m.AdminChatsRoute,
  ),
  transactions: page(
    () => import('./transactions-route.tsx'),
    (m) => m.AdminTransactionsRoute,
  ),
  transactionStats: page(
    () => import('./transaction-stats-route.tsx'),
    (m) => m.TransactionStatsRoute,
  ),
  users: page(
    () => import('./users-route.tsx'),
    (m) => m.AdminUsersRoute,
  ),
  audit: page(
    () => import('./audit-route.tsx'),
    (m) => m.AuditLogRoute,
  ),
  // The AI administration pages (spec 3 §2.8-2.11). Analytics is the only page importing
  // recharts: it stays in that page's chunk.
  aiFeedback: page(
    () => import('./ai-feedback-route.tsx'),
    (m) => m.AiFeedbackRoute,
  ),
  aiAnalytics: page(
    () => import('./ai-analytics-route.tsx'),
    (m) => m.AiAnalyticsRoute,
  ),
  aiConfig: page(
    () => import('./ai-config-route.tsx'),
    (m) => m.AiConfigRoute,
  ),
  aiTesting: page(
    () => import('./ai-testing-route.tsx'),
    (m) => m.AiTestingRoute,
  ),
};

/**
 * /admin/*: members see the admin area's Access Denied, staff the sidebar of their role and the
 * page, or the role Access Denied on a page their role may not open (spec 3 §6). The server
 * answers 403 to the same callers, so this is what they see, not what protects the data.
 */
export function AdminRoutes() {
  const { user } = useSession();
  const location = useLocation();
  // RequireAuth lets only signed-in members through.
  if (!user || !isStaff(user.role)) return <AccessDenied variant="admin" />;
  const keys = Object.keys(PAGES) as AdminPageKey[];
  return (
    <AdminShell links={adminNavFor(user.role)} currentPath={location.pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {keys.map((key) => {
            const Page = PAGES[key];
            const element = canOpenAdminPage(user.role, key) ? (
              <Page />
            ) : (
              <AccessDenied variant="role" />
            );
            const { path } = ADMIN_PAGES[key];
            return path ? (
              <Route key={key} path={path} element={element} />
            ) : (
              <Route key={key} index element={element} />
            );
          })}
          <Route path="dashboard" element={<PAGES.dashboard />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </AdminShell>
  );
}
