import { AlertDialog, Badge, Button, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { ChatBubbleIcon, Cross2Icon, HandIcon } from '@radix-ui/react-icons';
import { canCancelOffer, offerDisplayStatus, offerStatusLabel } from '@pedalswap/domain/offers';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { useState } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import { OFFER_STATUS_COLORS } from '../offer-status-colors.ts';
import { formatDate, formatOfferAmount, humanize } from '@pedalswap/domain/shared';
import { EmptyState, ProfileSection, SectionBody } from './profile-section.tsx';
import * as css from './profile-page.css.ts';
import type { ProfileOffer, SectionData } from './types.ts';

export interface YourOffersSectionProps extends SectionData<ProfileOffer> {
  onRetry?: () => void;
  /** After the member confirmed; the app withdraws it and toasts "Offer cancelled". */
  onCancelOffer: (offer: ProfileOffer) => void;
  /** The offer being withdrawn, if any. */
  cancellingId?: string | null;
  /** The clock that decides whether a pending offer has expired (stories pin it). */
  now?: number | Date;
  locale?: string;
  timeZone?: string;
}

/** Your Offers (own profile): offers the member made, with their state and Cancel while pending. */
export function YourOffersSection({
  status,
  items,
  error,
  onRetry,
  onCancelOffer,
  cancellingId = null,
  now,
  locale = 'en-US',
  // Without a zone, the member's own (the browser's): stories pin one so screenshots agree.
  timeZone,
}: YourOffersSectionProps) {
  const Link = useLinkComponent();
  const [confirming, setConfirming] = useState<ProfileOffer | null>(null);
  return (
    <ProfileSection
      id="your-offers"
      title="Your Offers"
      description="Offers you made on other riders' bikes and gear."
    >
      <SectionBody
        status={status}
        items={items}
        error={error}
        fallbackError={PROFILE_PAGE_MESSAGES.offersFailed}
        onRetry={onRetry}
        loadingLabel="Loading your offers"
        empty={
          <EmptyState
            icon={<HandIcon width="20" height="20" />}
            title="You haven't made any offers yet."
            action={
              <Button asChild variant="soft" highContrast>
                <Link href="/catalog">Browse Bikes</Link>
              </Button>
            }
          >
            Find a bike you like and offer tokens or cash.
          </EmptyState>
        }
      >
        {(offers) => (
          <ul className={css.list} aria-label="Your offers">
            {offers.map((o) => {
              const shown = offerDisplayStatus(o, now);
              return (
                <li key={o.id} className={css.txRow}>
                  <div className={css.txBody}>
                    <Flex align="center" gap="2" wrap="wrap">
                      <RadixLink asChild weight="bold" highContrast>
                        <Link href={`/items/${o.itemType}/${o.itemId}`}>{o.itemName}</Link>
                      </RadixLink>
                      {o.hasUnreadMessages && (
                        <Badge color="indigo" variant="soft" highContrast>
                          <ChatBubbleIcon aria-hidden /> New messages
                        </Badge>
                      )}
                    </Flex>
                    <Text as="div" size="1" color="gray">
                      {humanize(o.itemType)} · Offered{' '}
                      {formatDate(o.createdAt, { locale, timeZone })}
                    </Text>
                  </div>
                  <div className={css.txEnd}>
                    <Text weight="bold">{formatOfferAmount(o, locale)}</Text>
                    <Flex gap="2" align="center">
                      {canCancelOffer(o, now) && (
                        <Button
                          size="1"
                          variant="ghost"
                          color="red"
                          loading={cancellingId === o.id}
                          disabled={cancellingId !== null}
                          onClick={() => setConfirming(o)}
                          aria-label={`Cancel offer on ${o.itemName}`}
                        >
                          <Cross2Icon aria-hidden /> Cancel
                        </Button>
                      )}
                      <Badge color={OFFER_STATUS_COLORS[shown]} variant="soft" highContrast>
                        {offerStatusLabel(o, now)}
                      </Badge>
                    </Flex>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SectionBody>
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>Cancel offer?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {PROFILE_PAGE_MESSAGES.cancelOfferConfirm}
            {confirming && (
              <>
                {' '}
                {formatOfferAmount(confirming, locale)} for {confirming.itemName}.
              </>
            )}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" highContrast>
                Keep offer
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button
                color="red"
                highContrast
                onClick={() => confirming && onCancelOffer(confirming)}
              >
                Cancel offer
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </ProfileSection>
  );
}
YourOffersSection.displayName = 'YourOffersSection';
