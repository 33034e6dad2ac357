import { Callout, Card, Flex, Skeleton } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { OTHER_PROFILE_MESSAGES, PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { UnverifiedBanner } from '../access-screens/access-screens.tsx';
import { YourBikesSection, type YourBikesSectionProps } from './bikes-section.tsx';
import { CalendarFeedCard, type CalendarFeedCardProps } from './calendar-feed-card.tsx';
import { EventsSection, type EventsSectionProps } from './events-section.tsx';
import { NewOffersAlert } from './new-offers-alert.tsx';
import { YourOffersSection, type YourOffersSectionProps } from './offers-section.tsx';
import { ProfileCard, type ProfileCardProps, type ProfileFeedback } from './profile-card.tsx';
import { SectionError } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import { TokenBalanceSection, type TokenBalanceSectionProps } from './token-balance-section.tsx';
import type { ProfileOffer, ProfileUser, SectionStatus } from './types.ts';

export const PROFILE_VIEWS = ['own', 'other'] as const;
/** own: /profile. other: staff viewing /profile/{userId} (no own-only sections, read-only card). */
export type ProfileView = (typeof PROFILE_VIEWS)[number];

type Localised = 'locale' | 'timeZone';

export interface ProfilePageProps {
  view?: ProfileView;
  /** GET /users/profile (own) or GET /users/{id} (other). */
  status: SectionStatus;
  user?: ProfileUser | null;
  /** Shown when status is error. */
  error?: string | null;
  onRetry?: () => void;
  /** The card's edit, save and upload wiring (own profile). */
  card?: Omit<ProfileCardProps, 'user' | 'editable' | 'locale'>;
  /** A message carried over from another page, e.g. the listing editor after a save. */
  flash?: ProfileFeedback | null;
  /** Pending offers received on the member's items (own profile). */
  newOffers?: readonly ProfileOffer[];
  balance: Omit<TokenBalanceSectionProps, Localised>;
  /** Own profile only. */
  offers?: Omit<YourOffersSectionProps, Localised | 'now'>;
  events?: Omit<EventsSectionProps, Localised | 'kind'>;
  followingEvents?: Omit<EventsSectionProps, Localised | 'kind'>;
  /** The private iCal feed of the followed events, in Following Events (own profile). */
  calendarFeed?: CalendarFeedCardProps;
  bikes: Omit<YourBikesSectionProps, 'manageable' | 'title'>;
  /** The clock offer expiry is measured from (stories pin it). */
  now?: number | Date;
  locale?: string;
  timeZone?: string;
}

/**
 * The profile page (spec 1 §2) in the spec's order: unverified-e-mail banner, new-offers alert,
 * profile card, token balance, Your Offers, Your Events, Following Events, Your Bikes.
 */
export function ProfilePage({
  view = 'own',
  status,
  user,
  error,
  onRetry,
  card,
  flash,
  newOffers = [],
  balance,
  offers,
  events,
  followingEvents,
  calendarFeed,
  bikes,
  now,
  locale = 'en-US',
  timeZone,
}: ProfilePageProps) {
  const own = view === 'own';
  const loc = { locale, timeZone };
  if (status !== 'ready' || !user) {
    return (
      <div className={css.page}>
        {status === 'error' ? (
          <SectionError
            message={
              error ??
              (own ? PROFILE_PAGE_MESSAGES.loadOwnFailed : OTHER_PROFILE_MESSAGES.loadFailed)
            }
            onRetry={onRetry}
          />
        ) : (
          <Card size="4" role="status" aria-label="Loading profile">
            <Flex gap="5" align="center">
              <Skeleton width="96px" height="96px" style={{ borderRadius: '50%' }} />
              <Flex direction="column" gap="2" flexGrow="1">
                <Skeleton width="240px" height="32px" />
                <Skeleton width="300px" height="18px" />
                <Skeleton width="180px" height="18px" />
              </Flex>
            </Flex>
          </Card>
        )}
      </div>
    );
  }
  return (
    <div className={css.page}>
      {own && !user.emailVerified && <UnverifiedBanner />}
      {flash && (
        <Callout.Root
          color={flash.tone === 'success' ? 'jade' : 'red'}
          highContrast
          role={flash.tone === 'success' ? 'status' : 'alert'}
        >
          <Callout.Icon>
            {flash.tone === 'success' ? <CheckCircledIcon /> : <CrossCircledIcon />}
          </Callout.Icon>
          <Callout.Text>{flash.message}</Callout.Text>
        </Callout.Root>
      )}
      {own && <NewOffersAlert offers={newOffers} locale={locale} />}
      <div id="your-profile" className={css.anchor}>
        <ProfileCard {...card} user={user} editable={own} locale={locale} />
      </div>
      <TokenBalanceSection
        {...balance}
        history={{
          ...balance.history,
          memberName: own ? undefined : `${user.firstName} ${user.lastName}`,
        }}
        {...loc}
      />
      {own && offers && <YourOffersSection {...offers} now={now} {...loc} />}
      {own && (events || followingEvents) && (
        <div className={css.twoUp}>
          {events && <EventsSection {...events} kind="own" {...loc} />}
          {followingEvents && (
            <EventsSection
              {...followingEvents}
              kind="following"
              footer={calendarFeed && <CalendarFeedCard {...calendarFeed} />}
              {...loc}
            />
          )}
        </div>
      )}
      <YourBikesSection
        {...bikes}
        manageable={own}
        title={own ? 'Your Bikes' : `${user.firstName}'s Bikes`}
      />
    </div>
  );
}
ProfilePage.displayName = 'ProfilePage';
