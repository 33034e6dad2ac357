import { useQuery } from '@tanstack/react-query';
import { adminDashboardQueryOptions } from '@pedalswap/api-client';
import { dashboardOwnerLinks } from '@pedalswap/domain/admin';
import { AdminDashboard } from '@pedalswap/ui/screens/admin/admin-dashboard';
import { useSession } from '../../app/session/session-context.tsx';

/** /admin (spec 3 §2.2): every figure from GET /admin/dashboard, counted by the server. */
export function AdminDashboardRoute() {
  const { client, user } = useSession();
  const dashboard = useQuery(adminDashboardQueryOptions(client));
  const state = dashboard.isPending ? 'loading' : dashboard.isError ? 'error' : 'ready';
  return (
    <AdminDashboard
      state={state}
      figures={dashboard.data}
      ownerLinks={dashboardOwnerLinks(user?.role)}
    />
  );
}
