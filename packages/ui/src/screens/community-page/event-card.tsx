import { Badge, Box, Button, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { CalendarIcon, ClockIcon, SewingPinIcon } from '@radix-ui/react-icons';
import { EVENT_TYPE_LABELS, isPastEvent } from '@pedalswap/domain/events';
import { ImageCarousel } from '../../components/image-carousel/image-carousel.tsx';
import { useLinkComponent } from '../../components/link/link.tsx';
import {
  EVENT_TYPE_COLORS,
  eventDate,
  eventTimeRange,
  orderedEventImages,
  type DateOptions,
  type EventCardEvent,
} from './event-display.ts';
import * as css from './community-page.css.ts';

export interface EventCardProps extends DateOptions {
  event: EventCardEvent;
  /** The moment the Past Event badge is measured from. */
  now: Date;
}

/**
 * One event of the list (spec 3 §2.12): type and Past Event badges, photos (a carousel when
 * there are several), date, time, venue and location, description, sponsor, View Details.
 */
export function EventCard({ event, now, locale, timeZone }: EventCardProps) {
  const Link = useLinkComponent();
  const images = orderedEventImages(event.images);
  const href = `/events/${event.id}`;
  const dates = { locale, timeZone };
  return (
    <Card asChild size="2">
      <article aria-label={event.name}>
        <Inset side="top" clip="padding-box" pb="current">
          {images.length > 1 ? (
            <ImageCarousel
              images={images.map((image) => ({ id: image.id, imageUrl: image.url }))}
              label={`Photos of ${event.name}`}
              alt={event.name}
              size="1"
            />
          ) : images[0] ? (
            <img src={images[0].url} alt={event.name} className={css.cardImage} loading="lazy" />
          ) : (
            <div className={css.cardPlaceholder} aria-hidden>
              <CalendarIcon width="32" height="32" />
            </div>
          )}
        </Inset>
        <Flex direction="column" gap="2">
          <Flex gap="2" wrap="wrap">
            <Badge color={EVENT_TYPE_COLORS[event.eventType]} variant="soft" highContrast>
              {EVENT_TYPE_LABELS[event.eventType]}
            </Badge>
            {(isPastEvent(event, now) || event.status === 'completed') && (
              <Badge color="gray" variant="outline" highContrast>
                Past Event
              </Badge>
            )}
            {event.status === 'cancelled' && (
              <Badge color="red" variant="solid" highContrast>
                Cancelled
              </Badge>
            )}
          </Flex>
          <Heading as="h2" size="4">
            {event.name}
          </Heading>
          <Text as="p" size="2" color="gray" highContrast>
            <CalendarIcon aria-hidden /> {eventDate(event.startDatetime, dates)}
            <br />
            <ClockIcon aria-hidden />{' '}
            {eventTimeRange(event.startDatetime, event.endDatetime, dates)}
            <br />
            <SewingPinIcon aria-hidden />{' '}
            {event.venueName ? `${event.venueName}, ${event.location}` : event.location}
          </Text>
          <Text as="p" size="2" className={css.clamp}>
            {event.description}
          </Text>
          {event.sponsor && (
            <Text as="p" size="1" color="gray" highContrast>
              Sponsored by {event.sponsor}
            </Text>
          )}
          <Box>
            <Button asChild variant="soft" highContrast>
              <Link href={href} aria-label={`View Details: ${event.name}`}>
                View Details
              </Link>
            </Button>
          </Box>
        </Flex>
      </article>
    </Card>
  );
}
EventCard.displayName = 'EventCard';
