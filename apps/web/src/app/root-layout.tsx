import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Flex, Spinner } from '@radix-ui/themes';
import { SiteShell, type ShellUser } from '@pedalswap/ui/shell';
import { useSession } from './session/session-context.tsx';
import { RouterLink } from './router-link.tsx';
import { UnlockPrerenderedFields } from './prerendered-fields.tsx';
import { useSignOutOnArrival } from './sign-out.ts';
import type { BellData } from './notifications/notifications-bell-data.tsx';

const NotificationsBellData = lazy(() =>
  import('./notifications/notifications-bell-data.tsx').then((m) => ({
    default: m.NotificationsBellData,
  })),
);
const NO_BELL: BellData = { unreadCount: 0, notifications: undefined };

/** Every route renders inside the shell; lazy routes suspend inside the main landmark. */
export function RootLayout() {
  const { user, actor, status } = useSession();
  const location = useLocation();
  useSignOutOnArrival();
  const [reported, setBell] = useState<BellData>(NO_BELL);
  const bell = status === 'signedIn' ? reported : NO_BELL;
  const shellUser: ShellUser | null = user
    ? {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        // Without it the header showed initials even after a photo upload (issue 10 #9).
        avatarUrl: user.avatarUrl,
      }
    : null;
  return (
    <SiteShell
      LinkComponent={RouterLink}
      user={shellUser}
      currentPath={location.pathname}
      unreadCount={bell.unreadCount}
      notifications={bell.notifications}
      onLogout={() => actor.send({ type: 'LOGOUT' })}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <UnlockPrerenderedFields />
      </Suspense>
      {/* A new page starts at its top and Back returns to where the reader was (issue 10 #7):
          without it an item opened from a scrolled catalog showed the item page's bottom. */}
      <ScrollRestoration />
      {status === 'signedIn' && (
        <Suspense fallback={null}>
          <NotificationsBellData onChange={setBell} />
        </Suspense>
      )}
    </SiteShell>
  );
}

export function PageSpinner() {
  return (
    <Flex align="center" justify="center" py="9" role="status" aria-label="Loading">
      <Spinner size="3" />
    </Flex>
  );
}
