import { Badge, Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { CalendarIcon, SewingPinIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { useLinkComponent } from '../../components/link/link.tsx';
import { dateTile, formatEventTime, formatNumber, humanize } from '@pedalswap/domain/shared';
import { EmptyState, ProfileSection, SectionBody } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import type { ProfileEvent, SectionData } from './types.ts';

export const EVENT_LIST_KINDS = ['own', 'following'] as const;
export type EventListKind = (typeof EVENT_LIST_KINDS)[number];

const KINDS = {
  own: {
    id: 'your-events',
    title: 'Your Events',
    description: 'Rides, meetups and workshops you organise.',
    label: 'Loading your events',
    emptyTitle: "You haven't created any events yet.",
    emptyText: 'Lead a ride or host a wrenching night for the community.',
    action: { href: '/events/create', label: 'Create an Event' },
  },
  following: {
    id: 'following-events',
    title: 'Following Events',
    description: 'Events you said you are interested in.',
    label: 'Loading followed events',
    emptyTitle: "You aren't following any events yet.",
    emptyText: 'Find a group ride or clinic near you.',
    action: { href: '/community', label: 'Explore Community' },
  },
} as const;

const STATUS_COLORS = {
  draft: 'gray',
  pending_review: 'amber',
  cancelled: 'red',
  completed: 'gray',
} as const;

export interface EventsSectionProps extends SectionData<ProfileEvent> {
  /** own: Your Events (search by ownerId); following: Following Events (registrations). */
  kind: EventListKind;
  onRetry?: () => void;
  /** Below the list, whatever its state (the Calendar feed card in Following Events). */
  footer?: ReactNode;
  locale?: string;
  timeZone?: string;
}

/** Your Events or Following Events (own profile only, spec 1 §2). */
export function EventsSection({
  kind,
  status,
  items,
  error,
  onRetry,
  footer,
  locale = 'en-US',
  // Without a zone, the member's own (the browser's): stories pin one so screenshots agree.
  timeZone,
}: EventsSectionProps) {
  const Link = useLinkComponent();
  const k = KINDS[kind];
  return (
    <ProfileSection id={k.id} title={k.title} description={k.description}>
      <SectionBody
        status={status}
        items={items}
        error={error}
        fallbackError={PROFILE_PAGE_MESSAGES.eventsFailed}
        onRetry={onRetry}
        loadingLabel={k.label}
        empty={
          <EmptyState
            icon={<CalendarIcon width="20" height="20" />}
            title={k.emptyTitle}
            action={
              <Button asChild variant="soft" highContrast>
                <Link href={k.action.href}>{k.action.label}</Link>
              </Button>
            }
          >
            {k.emptyText}
          </EmptyState>
        }
      >
        {(events) => (
          <ul className={css.list} aria-label={k.title}>
            {events.map((e) => {
              const tile = dateTile(e.startDatetime, { locale, timeZone });
              const statusColor = STATUS_COLORS[e.status as keyof typeof STATUS_COLORS];
              return (
                <li key={e.id} className={css.eventRow}>
                  <span className={css.dateTile} aria-hidden>
                    {tile ? (
                      <>
                        <span className={css.dateMonth}>{tile.month}</span>
                        <span className={css.dateDay}>{tile.day}</span>
                      </>
                    ) : (
                      <CalendarIcon />
                    )}
                  </span>
                  <div className={css.txBody}>
                    <Flex align="center" gap="2" wrap="wrap">
                      <RadixLink asChild weight="bold" highContrast>
                        <Link href={`/events/${e.id}`}>{e.name}</Link>
                      </RadixLink>
                      <Badge color="jade" variant="soft" highContrast>
                        {humanize(e.eventType)}
                      </Badge>
                      {statusColor && (
                        <Badge color={statusColor} variant="outline" highContrast>
                          {humanize(e.status)}
                        </Badge>
                      )}
                    </Flex>
                    <Text as="div" size="2" color="gray">
                      {formatEventTime(e.startDatetime, { locale, timeZone })}
                    </Text>
                    <Flex gap="3" wrap="wrap">
                      <Text size="1" color="gray">
                        <SewingPinIcon aria-hidden /> {e.location}
                      </Text>
                      <Text size="1" color="gray">
                        {formatNumber(e.registrationCount, locale)} following
                      </Text>
                    </Flex>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SectionBody>
      {footer}
    </ProfileSection>
  );
}
EventsSection.displayName = 'EventsSection';
