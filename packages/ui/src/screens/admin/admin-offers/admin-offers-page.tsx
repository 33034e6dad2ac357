import {
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Select,
  Skeleton,
  Tabs,
  Text,
  TextField,
} from '@radix-ui/themes';
import {
  ChatBubbleIcon,
  ExclamationTriangleIcon,
  EyeOpenIcon,
  MagnifyingGlassIcon,
  UpdateIcon,
} from '@radix-ui/react-icons';
import { ITEM_TYPES, ITEM_TYPE_LABELS, type ItemType } from '@pedalswap/domain/items';
import {
  ADMIN_OFFER_SORTS,
  ADMIN_OFFER_SORT_LABELS,
  ADMIN_OFFER_TABS,
  ADMIN_OFFER_TAB_LABELS,
  ADMIN_OFFER_TEXTS,
  ADMIN_OFFER_TYPE_LABELS,
  OFFER_STATUSES,
  OFFER_STATUS_LABELS,
  OFFER_TYPES,
  adminOfferTabOf,
  adminOffersEmptyText,
  type AdminOfferFilters,
  type OfferStatus,
} from '@pedalswap/domain/offers';
import { formatDateTime, formatOfferAmount } from '@pedalswap/domain/shared';
import { useState, type FormEvent } from 'react';
import { useLinkComponent } from '../../../components/link/link.tsx';
import { CatalogPagination } from '../../catalog-page/catalog-pagination.tsx';
import { OfferConfirmDialog } from '../../item-detail-page/offer-confirm-dialog.tsx';
import { OFFER_STATUS_COLORS } from '../../offer-status-colors.ts';
import * as css from './admin-offers-page.css.ts';

/** One offer as the staff page shows it (spec 3 §2.5, §3 "Offer (admin view)"). */
export interface AdminOfferCard {
  id: string;
  itemId: string;
  itemType: ItemType;
  itemName: string;
  itemBrand?: string | null;
  senderName: string;
  senderEmail?: string | null;
  status: OfferStatus;
  offerType: 'tokens' | 'cash';
  amount: number;
  createdAt: string;
  message?: string | null;
  adminResponse?: string | null;
  userResponse?: string | null;
  /**
   * Accept and Reject when the app allows them (pending or sent, and the caller may answer);
   * Complete Trade on an accepted offer without a transaction (owner and manager, spec 2 §6).
   */
  actions: readonly ('accept' | 'reject' | 'complete')[];
}

export interface AdminOffersPageProps {
  status: 'loading' | 'error' | 'ready';
  error?: string | null;
  onRetry: () => void;
  offers: readonly AdminOfferCard[];
  /** pagination.total of the current filters: the total badge. */
  total: number;
  /** Offers waiting (pending), for the Pending tab's count; unknown while it loads. */
  pendingCount?: number | null;
  filters: AdminOfferFilters;
  onFiltersChange: (filters: AdminOfferFilters) => void;
  totalPages: number;
  /** Each after its confirmation, with the optional message the bidder is told. */
  onAccept: (offer: AdminOfferCard, message?: string) => void;
  onReject: (offer: AdminOfferCard, message?: string) => void;
  /** Complete Trade, after its confirmation. */
  onComplete: (offer: AdminOfferCard) => void;
  /** Open Chat: the staff chat dialog with this offer's buyer. */
  onOpenChat: (offer: AdminOfferCard) => void;
  /** The offer whose answer is running. */
  busyId?: string | null;
  locale?: string;
  timeZone?: string;
}

/**
 * Admin Offers (/admin/offers, spec 3 §2.5): search, status / item type / offer type filters and
 * four sorts, tabs All Offers / Pending (count) / Accepted / Rejected (each a status filter), a
 * total badge, and a card per offer with every field, Accept/Reject, Open Chat and View.
 */
export function AdminOffersPage({
  status,
  error,
  onRetry,
  offers,
  total,
  pendingCount,
  filters,
  onFiltersChange,
  totalPages,
  onAccept,
  onReject,
  onComplete,
  onOpenChat,
  busyId = null,
  locale,
  timeZone,
}: AdminOffersPageProps) {
  const change = (next: Partial<AdminOfferFilters>) =>
    onFiltersChange({ ...filters, page: 1, ...next });
  const tab = adminOfferTabOf(filters.status);
  const body = (
    <>
      {status === 'loading' && (
        <Flex direction="column" gap="3" role="status" aria-busy="true" aria-label="Loading offers">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="120px" />
          ))}
        </Flex>
      )}
      {status === 'error' && (
        <Flex direction="column" align="start" gap="3">
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{error || ADMIN_OFFER_TEXTS.loadFailed}</Callout.Text>
          </Callout.Root>
          <Button variant="soft" color="gray" highContrast onClick={onRetry}>
            <UpdateIcon aria-hidden /> Try again
          </Button>
        </Flex>
      )}
      {status === 'ready' && offers.length === 0 && (
        <Card size="3">
          <Flex direction="column" align="center" gap="1">
            <Text weight="bold">{ADMIN_OFFER_TEXTS.emptyTitle}</Text>
            <Text color="gray" size="2">
              {adminOffersEmptyText(filters.status)}
            </Text>
          </Flex>
        </Card>
      )}
      {status === 'ready' && offers.length > 0 && (
        <ul className={css.list} aria-label="Offers">
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                busy={busyId === offer.id}
                disabled={busyId !== null}
                onAccept={onAccept}
                onReject={onReject}
                onComplete={onComplete}
                onOpenChat={onOpenChat}
                locale={locale}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && (
        <CatalogPagination
          page={filters.page}
          totalPages={totalPages}
          onPageChange={(page) => onFiltersChange({ ...filters, page })}
        />
      )}
    </>
  );
  return (
    <div className={css.page}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            Manage Offers
          </Heading>
          <Text color="gray">Every token and cash offer on the marketplace.</Text>
        </Flex>
        {status === 'ready' && (
          <Badge size="2" variant="soft" color="gray" highContrast>
            {total} {total === 1 ? 'offer' : 'offers'}
          </Badge>
        )}
      </Flex>
      <SearchBox value={filters.search} onSearch={(search) => change({ search })} />
      <Flex gap="4" wrap="wrap" align="center" role="group" aria-label="Filters">
        <FilterSelect
          id="admin-offers-status"
          label="Status"
          value={filters.status}
          options={[
            ['all', 'All statuses'],
            // A staff token offer reads 'Pending' on cards; the filter tells the two apart.
            ...OFFER_STATUSES.map(
              (s) => [s, s === 'sent' ? 'Sent (token offer)' : OFFER_STATUS_LABELS[s]] as const,
            ),
          ]}
          onChange={(value) => change({ status: value as AdminOfferFilters['status'] })}
        />
        <FilterSelect
          id="admin-offers-item-type"
          label="Item type"
          value={filters.itemType}
          options={[
            ['all', 'All types'],
            ...ITEM_TYPES.map((t) => [t, ITEM_TYPE_LABELS[t]] as const),
          ]}
          onChange={(value) => change({ itemType: value as AdminOfferFilters['itemType'] })}
        />
        <FilterSelect
          id="admin-offers-offer-type"
          label="Offer type"
          value={filters.offerType}
          options={(['all', ...OFFER_TYPES] as const).map(
            (t) => [t, ADMIN_OFFER_TYPE_LABELS[t]] as const,
          )}
          onChange={(value) => change({ offerType: value as AdminOfferFilters['offerType'] })}
        />
        <FilterSelect
          id="admin-offers-sort"
          label="Sort"
          value={filters.sort}
          options={ADMIN_OFFER_SORTS.map((s) => [s, ADMIN_OFFER_SORT_LABELS[s]] as const)}
          onChange={(value) => change({ sort: value as AdminOfferFilters['sort'] })}
        />
      </Flex>
      <Tabs.Root
        value={tab ?? ''}
        onValueChange={(value) => change({ status: value as AdminOfferFilters['status'] })}
      >
        <Tabs.List aria-label="Offer status">
          {ADMIN_OFFER_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {ADMIN_OFFER_TAB_LABELS[name]}
              {name === 'pending' && pendingCount != null && (
                <Badge size="1" variant="solid" radius="full" ml="2">
                  {pendingCount}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Each tab's panel holds the list (a tab is a status filter); a status without a tab
            of its own (sent, expired...) shows the list below the tabs instead. */}
        {ADMIN_OFFER_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className={css.panel}>
            {body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {tab === null && body}
    </div>
  );
}
AdminOffersPage.displayName = 'AdminOffersPage';

function OfferCard({
  offer,
  busy,
  disabled,
  onAccept,
  onReject,
  onComplete,
  onOpenChat,
  locale,
  timeZone,
}: {
  offer: AdminOfferCard;
  busy: boolean;
  disabled: boolean;
  onAccept: (offer: AdminOfferCard, message?: string) => void;
  onReject: (offer: AdminOfferCard, message?: string) => void;
  onComplete: (offer: AdminOfferCard) => void;
  onOpenChat: (offer: AdminOfferCard) => void;
  locale?: string;
  timeZone?: string;
}) {
  const Link = useLinkComponent();
  const itemPath = `/items/${offer.itemType}/${offer.itemId}`;
  const confirm = {
    who: offer.senderName,
    amount: formatOfferAmount(offer, locale),
    itemName: offer.itemName,
    busy: disabled,
    running: busy,
  };
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0">
            <Heading as="h2" size="4">
              {offer.itemName}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge variant="outline" color="gray" highContrast>
                {ITEM_TYPE_LABELS[offer.itemType]}
              </Badge>
              {offer.itemBrand && (
                <Text size="2" color="gray">
                  {offer.itemBrand}
                </Text>
              )}
            </Flex>
          </Flex>
          <Flex direction="column" align="end" gap="1">
            <Badge color={OFFER_STATUS_COLORS[offer.status]} variant="soft" highContrast size="2">
              {OFFER_STATUS_LABELS[offer.status]}
            </Badge>
            <Text weight="bold" size="4">
              {formatOfferAmount(offer, locale)}
            </Text>
          </Flex>
        </Flex>
        <Text size="2">
          From {offer.senderName}
          {offer.senderEmail ? <Text color="gray"> ({offer.senderEmail})</Text> : null} ·{' '}
          {formatDateTime(offer.createdAt, { locale, timeZone })}
        </Text>
        {offer.message && (
          <Text as="p" size="2" className={css.quote}>
            “{offer.message}”
          </Text>
        )}
        {offer.adminResponse && (
          <Text as="p" size="2" color="gray">
            Staff response: {offer.adminResponse}
          </Text>
        )}
        {offer.userResponse && (
          <Text as="p" size="2" color="gray">
            Member response: {offer.userResponse}
          </Text>
        )}
        <Flex gap="2" wrap="wrap" mt="1" role="group" aria-label={`Offer on ${offer.itemName}`}>
          {offer.actions.includes('accept') && (
            <OfferConfirmDialog
              {...confirm}
              kind="accept"
              onConfirm={(message) => onAccept(offer, message)}
            />
          )}
          {offer.actions.includes('reject') && (
            <OfferConfirmDialog
              {...confirm}
              kind="reject"
              onConfirm={(message) => onReject(offer, message)}
            />
          )}
          {offer.actions.includes('complete') && (
            <OfferConfirmDialog {...confirm} kind="complete" onConfirm={() => onComplete(offer)} />
          )}
          {/* Staff chat in a dialog here (issue 14) rather than the item page's #chat. */}
          <Button variant="soft" highContrast onClick={() => onOpenChat(offer)}>
            <ChatBubbleIcon aria-hidden /> Open Chat
          </Button>
          <Button asChild variant="soft" color="gray" highContrast>
            <Link href={itemPath}>
              <EyeOpenIcon aria-hidden /> View
            </Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** The search applies on Enter or the button, not on every key (each is a server query). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={css.search}>
      <TextField.Root
        aria-label="Search offers"
        className={css.searchField}
        placeholder="Search by item, brand, member name or e-mail"
        type="search"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Button type="submit" variant="soft" highContrast>
        Search
      </Button>
    </form>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <Flex align="center" gap="2">
      <Text size="2" color="gray" id={`${id}-label`}>
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange}>
        <Select.Trigger aria-labelledby={`${id}-label`} />
        <Select.Content position="popper">
          {options.map(([v, text]) => (
            <Select.Item key={v} value={v}>
              {text}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
