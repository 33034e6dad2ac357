import { Callout, IconButton } from '@radix-ui/themes';
import { Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { UI_TIMING } from '@pedalswap/domain/shared';
import { useEffect } from 'react';
import * as css from './error-banner.css.ts';

export interface ErrorBannerProps {
  /** Nothing is rendered without a message. */
  message: string | null | undefined;
  /** Called when the banner closes itself (after `autoDismissMs`) or is closed by the user. */
  onDismiss: () => void;
  /** Spec 1 §9: transient error banners disappear after 5 seconds. 0 keeps it open. */
  autoDismissMs?: number;
}

/** A transient error message (role alert) that dismisses itself. */
export function ErrorBanner({
  message,
  onDismiss,
  autoDismissMs = UI_TIMING.errorBannerMs,
}: ErrorBannerProps) {
  useEffect(() => {
    if (!message || autoDismissMs <= 0) return;
    const timer = setTimeout(onDismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [message, autoDismissMs, onDismiss]);

  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert" variant="surface">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <div className={css.row}>
        <Callout.Text className={css.message}>{message}</Callout.Text>
        <IconButton
          size="1"
          variant="ghost"
          color="red"
          aria-label="Dismiss error"
          onClick={onDismiss}
        >
          <Cross2Icon />
        </IconButton>
      </div>
    </Callout.Root>
  );
}
ErrorBanner.displayName = 'ErrorBanner';
