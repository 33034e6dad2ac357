import { memo, useEffect } from 'react';
import { useNotificationsPopover } from './use-notifications-popover.ts';

export type BellData = ReturnType<typeof useNotificationsPopover>;

/**
 * Runs the bell's queries and calls and hands their state to the shell (root-layout.tsx). It is
 * loaded only once a member is signed in, so a visitor's first load does not carry them (issue
 * 11 item 1: about 3 KB gzipped of every page). Memoised: it renders when its own queries or the
 * popover's state change, not each time the layout it reports to does.
 */
export const NotificationsBellData = memo(function NotificationsBellData({
  onChange,
}: {
  onChange: (bell: BellData) => void;
}) {
  const bell = useNotificationsPopover();
  useEffect(() => onChange(bell));
  return null;
});
