import {
  Badge,
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  ArrowLeftIcon,
  CalendarIcon,
  DownloadIcon,
  ClockIcon,
  ExclamationTriangleIcon,
  ExternalLinkIcon,
  Pencil1Icon,
  PersonIcon,
  SewingPinIcon,
  Share1Icon,
  UpdateIcon,
} from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import {
  CALENDAR_FEED_MESSAGES,
  EVENT_MESSAGES,
  EVENT_TYPE_LABELS,
  attributeGroupOf,
  eventBadges,
  isEventOpenForFollowing,
  isPastEvent,
} from '@pedalswap/domain/events';
import { formatCash, formatNumber, humanize } from '@pedalswap/domain/shared';
import { useLinkComponent } from '../../components/link/link.tsx';
import {
  EVENT_TYPE_COLORS,
  eventAttributes,
  eventDate,
  eventTimeRange,
  type CommunityEvent,
  type DateOptions,
} from '../community-page/event-display.ts';
import { EventGallery } from './event-gallery.tsx';
import { FollowCard, type FollowCardProps } from './follow-card.tsx';
import * as css from './event-detail-page.css.ts';

export const EVENT_DETAIL_STATUSES = ['loading', 'error', 'ready'] as const;
export type EventDetailStatus = (typeof EVENT_DETAIL_STATUSES)[number];

export interface EventDetailPageProps extends DateOptions {
  status: EventDetailStatus;
  event?: CommunityEvent;
  now: Date;
  /** The Follow card, shown only for a future published event. */
  follow: FollowCardProps;
  /** The organizer sees Edit Event. */
  canEdit?: boolean;
  onShare?: () => void;
  /**
   * "Add to calendar": the event's .ics file (GET /events/{id}/calendar.ics), downloaded by a
   * plain link. Left out where the file cannot be fetched without a token (drafts, reviews).
   */
  calendarHref?: string;
  /** After a copy: 'Link copied'. */
  linkCopied?: boolean;
  onRetry?: () => void;
  /** Open the gallery's lightbox at a photo (stories). */
  galleryOpenIndex?: number | null;
}

const BADGE_TEXT = { past: 'Past Event', full: 'Full', cancelled: 'Cancelled' } as const;
const BADGE_COLOR = { past: 'gray', full: 'amber', cancelled: 'red' } as const;

/** One event (/events/{id}, spec 3 §2.13). */
export function EventDetailPage({
  status,
  event,
  now,
  follow,
  canEdit = false,
  onShare,
  calendarHref,
  linkCopied = false,
  onRetry,
  galleryOpenIndex,
  locale,
  timeZone,
}: EventDetailPageProps) {
  const Link = useLinkComponent();

  if (status === 'loading')
    return (
      <div className={css.page} aria-busy="true">
        <VisuallyHidden role="status">Loading event...</VisuallyHidden>
        <Skeleton width="60%" height="40px" />
        <div className={css.layout}>
          <Skeleton height="24rem" />
          <Skeleton height="16rem" />
        </div>
      </div>
    );

  if (status === 'error' || !event)
    return (
      <div className={css.page}>
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{EVENT_MESSAGES.detailLoadFailed}</Callout.Text>
        </Callout.Root>
        <Flex gap="3">
          <Button asChild variant="soft" highContrast>
            <Link href="/community">
              <ArrowLeftIcon aria-hidden /> {EVENT_MESSAGES.backToEvents}
            </Link>
          </Button>
          {onRetry && (
            <Button variant="soft" color="gray" highContrast onClick={onRetry}>
              Try again
            </Button>
          )}
        </Flex>
      </div>
    );

  const dates = { locale, timeZone };
  const badges = eventBadges(event, now);
  const organizer = event.owner ? `${event.owner.firstName} ${event.owner.lastName}` : 'Organizer';
  const deadlineAhead =
    event.registrationDeadline && new Date(event.registrationDeadline).getTime() > now.getTime();
  const showFollow = event.status === 'published' && !isPastEvent(event, now);
  const group = attributeGroupOf(event.eventType);
  const attrs = eventAttributes(event);

  return (
    <div className={css.page}>
      <Box>
        <RadixLink asChild size="2" highContrast>
          <Link href="/community">
            <ArrowLeftIcon aria-hidden /> {EVENT_MESSAGES.backToEvents}
          </Link>
        </RadixLink>
      </Box>
      <Flex direction="column" gap="2">
        <Flex gap="2" wrap="wrap">
          <Badge color={EVENT_TYPE_COLORS[event.eventType]} variant="soft" highContrast size="2">
            {EVENT_TYPE_LABELS[event.eventType]}
          </Badge>
          {event.seriesId && (
            // Each date of a weekly series is its own event (issue 16 item 6): said here so a
            // follower knows following this date is not following the others.
            <Badge color="indigo" variant="soft" highContrast size="2">
              <UpdateIcon aria-hidden /> {EVENT_MESSAGES.partOfSeries}
            </Badge>
          )}
          {badges.map((b) => (
            <Badge
              key={b}
              color={BADGE_COLOR[b]}
              variant={b === 'cancelled' ? 'solid' : 'outline'}
              highContrast
              size="2"
            >
              {BADGE_TEXT[b]}
            </Badge>
          ))}
        </Flex>
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            {event.name}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            {canEdit && (
              <Button asChild variant="soft" highContrast>
                <Link href={`/events/edit/${event.id}`}>
                  <Pencil1Icon aria-hidden /> Edit Event
                </Link>
              </Button>
            )}
            {calendarHref && (
              <Button asChild variant="soft" color="gray" highContrast>
                <a href={calendarHref} download>
                  <DownloadIcon aria-hidden /> {CALENDAR_FEED_MESSAGES.addToCalendar}
                </a>
              </Button>
            )}
            <Button variant="soft" color="gray" highContrast onClick={onShare}>
              <Share1Icon aria-hidden /> Share
            </Button>
            {linkCopied && (
              <Text size="2" role="status" color="jade" highContrast>
                {EVENT_MESSAGES.linkCopied}
              </Text>
            )}
          </Flex>
        </Flex>
        <Text as="p" color="gray" highContrast>
          Organized by {organizer}
          {event.sponsor ? ` · Sponsored by ${event.sponsor}` : ''}
        </Text>
        {event.status === 'cancelled' && event.cancellationReason && (
          <Callout.Root color="red" size="1">
            <Callout.Text>{event.cancellationReason}</Callout.Text>
          </Callout.Root>
        )}
      </Flex>

      <div className={css.layout}>
        <Flex direction="column" gap="4">
          <EventGallery
            name={event.name}
            images={event.images}
            defaultOpenIndex={galleryOpenIndex}
          />
          <Card size="2">
            <dl className={css.facts}>
              <Fact icon={<CalendarIcon />} term="Date">
                {eventDate(event.startDatetime, dates)}
                {event.endDatetime &&
                eventDate(event.endDatetime, dates) !== eventDate(event.startDatetime, dates)
                  ? ` – ${eventDate(event.endDatetime, dates)}`
                  : ''}
              </Fact>
              <Fact icon={<ClockIcon />} term="Time">
                {eventTimeRange(event.startDatetime, event.endDatetime, dates)}
              </Fact>
              <Fact icon={<SewingPinIcon />} term="Where">
                {event.venueName ? `${event.venueName}, ${event.location}` : event.location}
              </Fact>
              <Fact icon={<PersonIcon />} term="Registered">
                {event.maxParticipants != null
                  ? `${formatNumber(event.registrationCount, locale)} / ${formatNumber(event.maxParticipants, locale)}`
                  : formatNumber(event.registrationCount, locale)}
              </Fact>
              {deadlineAhead && (
                <Fact icon={<CalendarIcon />} term="Register by">
                  {eventDate(event.registrationDeadline!, dates)},{' '}
                  {eventTimeRange(event.registrationDeadline!, null, dates)}
                </Fact>
              )}
            </dl>
          </Card>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="5">
              About this event
            </Heading>
            <Text as="p" className={css.description}>
              {event.description}
            </Text>
            {event.externalUrl && (
              <RadixLink href={event.externalUrl} target="_blank" rel="noopener noreferrer">
                More information <ExternalLinkIcon aria-hidden />
              </RadixLink>
            )}
          </Flex>
          {group === 'ride' && (
            <DetailsCard title="Ride Details">
              <Row
                term="Difficulty"
                value={attrs.difficultyLevel && humanize(attrs.difficultyLevel)}
              />
              <Row
                term="Distance"
                value={
                  attrs.distance != null
                    ? `${attrs.distance} ${attrs.distanceUnit ?? 'miles'}`
                    : null
                }
              />
              <Row
                term="Elevation gain"
                value={
                  attrs.elevationGain != null
                    ? `${formatNumber(attrs.elevationGain, locale)} ${attrs.elevationUnit ?? 'feet'}`
                    : null
                }
              />
              <Row term="Pace" value={attrs.pace && humanize(attrs.pace)} />
              <Row term="Terrain" value={attrs.terrainType} />
              <Row
                term="Support vehicle"
                value={attrs.supportVehicle == null ? null : attrs.supportVehicle ? 'Yes' : 'No'}
              />
              {attrs.routeUrl && (
                <Row
                  term="Route"
                  value={
                    <RadixLink href={attrs.routeUrl} target="_blank" rel="noopener noreferrer">
                      View route <ExternalLinkIcon aria-hidden />
                    </RadixLink>
                  }
                />
              )}
            </DetailsCard>
          )}
          {group === 'workshop' && (
            <DetailsCard title="Workshop Details">
              <Row term="Skill level" value={attrs.skillLevel && humanize(attrs.skillLevel)} />
              <Row
                term="Duration"
                value={attrs.durationHours != null ? `${attrs.durationHours} hours` : null}
              />
              <Row term="Instructor" value={attrs.instructor} />
              <Row term="Topics" value={attrs.topics?.length ? attrs.topics.join(', ') : null} />
              <Row
                term="Cost"
                value={
                  attrs.cost == null
                    ? null
                    : attrs.cost === 0
                      ? 'Free'
                      : formatCash(attrs.cost, locale)
                }
              />
            </DetailsCard>
          )}
          {group === 'social' && (
            <DetailsCard title="Social Details">
              <Row
                term="Food provided"
                value={attrs.foodProvided == null ? null : attrs.foodProvided ? 'Yes' : 'No'}
              />
              <Row
                term="Beverages provided"
                value={
                  attrs.beveragesProvided == null ? null : attrs.beveragesProvided ? 'Yes' : 'No'
                }
              />
              <Row term="Dress code" value={attrs.dressCode} />
              <Row
                term="Minimum age"
                value={attrs.ageRestriction != null ? `${attrs.ageRestriction}+` : null}
              />
            </DetailsCard>
          )}
        </Flex>

        <Flex direction="column" gap="4">
          {showFollow && (
            <FollowCard
              {...follow}
              availability={
                follow.availability === 'allowed' && !isEventOpenForFollowing(event, now)
                  ? 'unavailable'
                  : follow.availability
              }
            />
          )}
          <Card size="2" asChild>
            <section aria-label="Organizer">
              <Heading as="h2" size="4" mb="2">
                Organizer
              </Heading>
              <Text as="p">{organizer}</Text>
              {event.sponsor && (
                <Text as="p" size="2" color="gray" highContrast>
                  Sponsor: {event.sponsor}
                </Text>
              )}
            </section>
          </Card>
          <Card size="2" asChild>
            <section aria-label="Event Stats">
              <Heading as="h2" size="4" mb="2">
                Event Stats
              </Heading>
              <dl className={css.facts}>
                <Row term="Views" value={formatNumber(event.viewCount, locale)} />
                <Row term="Following" value={formatNumber(event.registrationCount, locale)} />
                {event.waitlistCount > 0 && (
                  <Row term="Waitlist" value={formatNumber(event.waitlistCount, locale)} />
                )}
              </dl>
            </section>
          </Card>
        </Flex>
      </div>
    </div>
  );
}
EventDetailPage.displayName = 'EventDetailPage';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Text size="2" weight="medium" color="gray" highContrast>
          <span aria-hidden>{icon}</span> {term}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <Text size="2">{children}</Text>
      </dd>
    </>
  );
}

function Row({ term, value }: { term: string; value: ReactNode }) {
  if (value == null || value === '') return null;
  return (
    <>
      <dt>
        <Text size="2" weight="medium" color="gray" highContrast>
          {term}
        </Text>
      </dt>
      <dd style={{ margin: 0 }}>
        <Text size="2">{value}</Text>
      </dd>
    </>
  );
}

function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Heading as="h2" size="4" mb="3">
          {title}
        </Heading>
        <dl className={css.facts}>{children}</dl>
      </section>
    </Card>
  );
}
