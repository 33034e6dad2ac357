import {
  AlertDialog,
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Spinner,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { ChatBubbleIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { MESSAGES as ACCOUNT_MESSAGES } from '@pedalswap/domain/accounts';
import {
  OFFER_BUTTON_LABELS,
  OFFER_MESSAGES,
  offerDisplayStatus,
  offerStatusLabel,
  type ItemOfferSection,
  type OfferStatus,
  type OfferType,
} from '@pedalswap/domain/offers';
import { formatDateTime, formatOfferAmount } from '@pedalswap/domain/shared';
import { useId } from 'react';
import * as css from './item-offers.css.ts';
import { OfferConfirmDialog } from './offer-confirm-dialog.tsx';
import { OFFER_STATUS_COLORS } from '../offer-status-colors.ts';

/** An offer as the item page shows it; a contract Offer fits, with the buttons beside it. */
export interface ItemOfferView {
  id: string;
  offerType: OfferType;
  amount: number;
  status: OfferStatus;
  expiresAt?: string | null;
  createdAt: string;
  /** The bidder (not shown; the app names a chat's other side by it). */
  userId?: string | null;
  userName: string;
  offerMessage?: string | null;
  adminResponse?: string | null;
  /** The answers this viewer may give (the offer-lifecycle machine's, chosen by the app). */
  events: readonly ItemOfferEvent[];
  /** The offer's chat has messages the viewer has not read. */
  hasUnreadMessages?: boolean;
}

/** The four answers the page has buttons for (CLOSE is the staff offers page's). */
export type ItemOfferEvent = 'ACCEPT' | 'REJECT' | 'CANCEL' | 'COMPLETE';

export interface ItemOffersProps {
  /** The decision of the domain's itemOfferSection for this viewer. */
  section: ItemOfferSection;
  /** The listing's name and its owner's, as the confirmations name them. */
  itemName: string;
  ownerName?: string;
  /** The offers of the item as loaded (the viewer's own, or all for the owner and staff). */
  status: 'loading' | 'ready' | 'error';
  /** For the owner and staff: every offer, in the server's order. */
  offers?: readonly ItemOfferView[];
  /** For anyone else: the viewer's newest offer on the item. */
  myOffer?: ItemOfferView | null;
  /** The answer under way. */
  busy?: { offerId: string; event: ItemOfferEvent } | null;
  onMakeOffer?: () => void;
  onTokenOffer?: () => void;
  /**
   * Accept or Reject (each with its optional message), Cancel or Complete Trade, each after its
   * confirmation.
   */
  onOfferEvent?: (offerId: string, event: ItemOfferEvent, message?: string) => void;
  /** Open Chat on an offer (spec 2 §2.6, §2.8): the chat panel of that offer's buyer. */
  onOpenChat?: (offerId: string) => void;
  /** The clock that decides whether a pending offer has expired (stories pin it). */
  now?: Date;
  locale?: string;
  timeZone?: string;
}

/** Why the button is disabled, under it (spec 2 §6 names only the labels; these are ours). */
const REFUSAL_NOTES: Record<Exclude<ItemOfferSection['eligibility'], 'allowed'>, string> = {
  'sign-in': 'Sign in to make an offer.',
  'verify-email': ACCOUNT_MESSAGES.verificationRequired,
  inactive: OFFER_MESSAGES.inactive,
  'own-item': OFFER_MESSAGES.ownItem,
  'not-available': OFFER_MESSAGES.notAvailable,
  restricted: OFFER_MESSAGES.restricted,
  'active-offer': OFFER_MESSAGES.activeOfferExists,
};

/** The item page's offers section (spec 2 §2.6, §4.2, §6): the offer button and the offers. */
export function ItemOffers({
  section,
  itemName,
  ownerName,
  status,
  offers = [],
  myOffer = null,
  busy = null,
  onMakeOffer,
  onTokenOffer,
  onOfferEvent,
  onOpenChat,
  now,
  locale,
  timeZone,
}: ItemOffersProps) {
  const noteId = useId();
  const allowed = section.eligibility === 'allowed';
  const shared = { itemName, ownerName, busy, onOfferEvent, onOpenChat, now, locale, timeZone };
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          Offers
        </Heading>
        <Flex direction="column" gap="2">
          <Flex gap="2" wrap="wrap">
            <Button
              size="3"
              highContrast
              className={css.grow}
              disabled={!allowed}
              aria-describedby={allowed ? undefined : noteId}
              onClick={onMakeOffer}
            >
              {OFFER_BUTTON_LABELS[section.eligibility]}
            </Button>
            {section.canMakeTokenOffer && (
              <Button size="3" variant="soft" className={css.grow} onClick={onTokenOffer}>
                Send Token Offer
              </Button>
            )}
          </Flex>
          {section.eligibility !== 'allowed' && (
            <Text as="p" size="2" color="gray" id={noteId}>
              {REFUSAL_NOTES[section.eligibility]}
            </Text>
          )}
        </Flex>

        {status === 'loading' ? (
          <Flex align="center" gap="2" role="status">
            <Spinner size="2" />
            <Text size="2" color="gray">
              Loading offers...
            </Text>
          </Flex>
        ) : status === 'error' ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{OFFER_MESSAGES.loadFailed}</Callout.Text>
          </Callout.Root>
        ) : section.seesAllOffers ? (
          <section aria-labelledby={`${noteId}-all`}>
            <Heading as="h3" size="3" id={`${noteId}-all`} mb="2">
              Offers on this listing ({offers.length})
            </Heading>
            {offers.length === 0 ? (
              <Text as="p" size="2" color="gray">
                No offers yet.
              </Text>
            ) : (
              <ul className={css.list}>
                {offers.map((offer) => (
                  <li key={offer.id}>
                    <OfferRow offer={offer} showBidder {...shared} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : myOffer ? (
          <section aria-labelledby={`${noteId}-mine`}>
            <Heading as="h3" size="3" id={`${noteId}-mine`} mb="2">
              Your offer
            </Heading>
            <OfferRow offer={myOffer} showBidder={false} {...shared} />
          </section>
        ) : null}
      </Flex>
    </Card>
  );
}
ItemOffers.displayName = 'ItemOffers';

interface OfferRowProps {
  offer: ItemOfferView;
  showBidder: boolean;
  itemName: string;
  ownerName?: string | undefined;
  busy: ItemOffersProps['busy'];
  onOfferEvent: ItemOffersProps['onOfferEvent'];
  onOpenChat: ItemOffersProps['onOpenChat'];
  now?: Date;
  locale?: string;
  timeZone?: string;
}

function OfferRow({
  offer,
  showBidder,
  itemName,
  ownerName,
  busy,
  onOfferEvent,
  onOpenChat,
  now,
  locale,
  timeZone,
}: OfferRowProps) {
  const shown = offerDisplayStatus(offer, now);
  const working = busy?.offerId === offer.id ? busy.event : null;
  const has = (event: ItemOfferEvent) => offer.events.includes(event);
  const send = (event: ItemOfferEvent, message?: string) =>
    onOfferEvent?.(offer.id, event, message);
  const amount = formatOfferAmount(offer, locale);
  const date = (value: string | null | undefined) => formatDateTime(value, { locale, timeZone });
  return (
    <div className={css.row}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Text weight="bold" size="4">
            {amount}
          </Text>
          {showBidder && <Text size="2">{offer.userName}</Text>}
          <Text size="1" color="gray">
            Made {date(offer.createdAt)}
            {(shown === 'pending' || shown === 'sent') && offer.expiresAt
              ? ` · expires ${date(offer.expiresAt)}`
              : null}
          </Text>
        </Flex>
        <Badge color={OFFER_STATUS_COLORS[shown]} variant="soft" highContrast size="2">
          {offerStatusLabel(offer, now)}
        </Badge>
      </Flex>
      {offer.offerMessage && (
        <Text as="p" size="2" className={css.quote}>
          “{offer.offerMessage}”
        </Text>
      )}
      {offer.adminResponse && (
        <Text as="p" size="2" color="gray">
          Response: {offer.adminResponse}
        </Text>
      )}
      {(offer.events.length > 0 || onOpenChat) && (
        <Flex gap="2" wrap="wrap" mt="1">
          {onOpenChat && (
            <Button variant="soft" highContrast onClick={() => onOpenChat(offer.id)}>
              <ChatBubbleIcon aria-hidden /> Open Chat
              <VisuallyHidden>
                {showBidder ? ` with ${offer.userName}` : ' with the owner'}
              </VisuallyHidden>
              {offer.hasUnreadMessages && (
                <Badge color="red" variant="solid" size="1">
                  New
                </Badge>
              )}
            </Button>
          )}
          {has('ACCEPT') && (
            <OfferConfirmDialog
              kind="accept"
              who={offer.userName}
              amount={amount}
              itemName={itemName}
              busy={working !== null}
              running={working === 'ACCEPT'}
              onConfirm={(message) => send('ACCEPT', message)}
            />
          )}
          {has('REJECT') && (
            <OfferConfirmDialog
              kind="reject"
              who={offer.userName}
              amount={amount}
              itemName={itemName}
              busy={working !== null}
              running={working === 'REJECT'}
              onConfirm={(message) => send('REJECT', message)}
            />
          )}
          {has('CANCEL') && (
            <CancelDialog busy={working !== null} onConfirm={() => send('CANCEL')} />
          )}
          {has('COMPLETE') && (
            <OfferConfirmDialog
              kind="complete"
              who={offer.userName}
              seller={ownerName}
              amount={amount}
              itemName={itemName}
              busy={working !== null}
              running={working === 'COMPLETE'}
              onConfirm={() => send('COMPLETE')}
            />
          )}
        </Flex>
      )}
    </div>
  );
}

function CancelDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button color="red" variant="soft" disabled={busy}>
          Cancel Offer
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Cancel Offer</AlertDialog.Title>
        <AlertDialog.Description size="2">{OFFER_MESSAGES.cancelConfirm}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep Offer
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Cancel Offer
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
