import {
  Avatar,
  Badge,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Separator,
  Skeleton,
  Spinner,
  Text,
} from '@radix-ui/themes';
import {
  ArrowLeftIcon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
  LockClosedIcon,
  MagnifyingGlassIcon,
  Pencil1Icon,
  SewingPinIcon,
} from '@radix-ui/react-icons';
import { ITEM_MESSAGES, type ItemPageActions } from '@pedalswap/domain/items';
import { isStaff } from '@pedalswap/domain/accounts';
import type { ReactNode } from 'react';
import { skeleton } from '../../components/item-card/item-card.css.ts';
import { itemPriceLabel } from '../../components/item-card/item-card.tsx';
import {
  ITEM_TYPE_COLORS,
  ITEM_TYPE_LABELS,
  conditionColor,
  formatSalePrice,
  isItemType,
  itemKind,
  itemStatusColor,
  itemStatusLabel,
  ownerInitials,
  ownerName,
  type Item,
  type ItemType,
} from '../../components/item-card/item-display.ts';
import { useLinkComponent } from '../../components/link/link.tsx';
import { attributeBadgeText, attributeFacts, detailFacts } from './item-facts.ts';
import { ItemGallery } from './item-gallery.tsx';
import * as css from './item-detail-page.css.ts';

export const ITEM_DETAIL_STATUSES = ['loading', 'ready', 'not-found', 'error'] as const;
export type ItemDetailStatus = (typeof ITEM_DETAIL_STATUSES)[number];

/** What the page shows of an item (spec 2 §3.1); a full API item fits. */
export type ItemDetailItem = Pick<
  Item,
  | 'id'
  | 'itemType'
  | 'name'
  | 'brand'
  | 'condition'
  | 'location'
  | 'description'
  | 'isTradeOnly'
  | 'status'
  | 'ownerId'
  | 'images'
  | 'attributes'
  | 'createdAt'
> &
  Partial<
    Pick<
      Item,
      | 'model'
      | 'year'
      | 'category'
      | 'bikeType'
      | 'frameSize'
      | 'sizeInfo'
      | 'salePrice'
      | 'estimatedValue'
      | 'tradePreference'
      | 'rejectionReason'
      | 'owner'
      | 'ownerFirstName'
      | 'ownerLastName'
      | 'publishedAt'
    >
  >;

export interface ItemDetailPageProps {
  status: ItemDetailStatus;
  /** The type in the route, for the loading and error texts ('Loading bike details...'). */
  itemType: ItemType;
  item?: ItemDetailItem | null;
  /** The load error's message, shown under 'Error loading {kind} details'. */
  errorMessage?: string | null;
  /** What this viewer may do here, decided by the app (the domain's availableItemActions). */
  actions?: ItemPageActions;
  /** Navigation state 'from': where Back goes (spec 2 §2.6); /catalog otherwise. */
  from?: string | null;
  /** The offers feature renders here for signed-in viewers. */
  offersSlot?: ReactNode;
  /** Further actions (moderation, publish) beside Edit Listing. */
  actionsSlot?: ReactNode;
  /** Where 'Sign In to Offer' goes. */
  signInHref?: string;
  /** 'Sign In to Offer' was chosen: the app remembers this page to return to after sign-in. */
  onSignIn?: () => void;
  locale?: string;
}

/**
 * Spec 2 §2.6: Back returns to 'from' or /catalog, labelled 'Back to Profile' or 'Back to
 * Catalog'. Only a profile or catalog page of this site is returned to (a search keeps its
 * filters): the spec has no label for anywhere else, and never an outside address.
 */
export function itemBackLink(from: string | null | undefined): { href: string; label: string } {
  const page = (prefix: string) =>
    !!from &&
    (from === prefix || /^[?#/]/.test(from.slice(prefix.length))) &&
    from.startsWith(prefix);
  if (page('/profile')) return { href: from!, label: 'Back to Profile' };
  if (page('/catalog')) return { href: from!, label: 'Back to Catalog' };
  return { href: '/catalog', label: 'Back to Catalog' };
}

/** A visitor's view until the app says more: no edit, no moderation, no offer area. */
const NO_ACTIONS: ItemPageActions = {
  isOwner: false,
  canEdit: false,
  offers: 'none',
  moderation: [],
};

/** The item detail page (/items/{type}/{id}, spec 2 §2.6). */
export function ItemDetailPage(props: ItemDetailPageProps) {
  const { status, itemType, item, errorMessage } = props;
  const type: ItemType = isItemType(itemType) ? itemType : 'bike';
  const Link = useLinkComponent();

  if (status === 'loading') return <DetailLoading type={type} />;
  if (status === 'ready' && item) return <DetailReady {...props} item={item} />;

  // 'ready' without an item is treated as not found.
  const notFound = status !== 'error';
  return (
    <div className={css.page}>
      <div className={css.problem} role={notFound ? undefined : 'alert'}>
        <span className={notFound ? css.problemIcon : `${css.problemIcon} ${css.problemIconError}`}>
          {notFound ? (
            <MagnifyingGlassIcon width="28" height="28" aria-hidden />
          ) : (
            <ExclamationTriangleIcon width="28" height="28" aria-hidden />
          )}
        </span>
        <Heading as="h1" size="6">
          {notFound ? ITEM_MESSAGES.notFound(type) : ITEM_MESSAGES.loadError(type)}
        </Heading>
        <Text as="p" color="gray" className={css.problemText}>
          {notFound ? ITEM_MESSAGES.notFoundBody(type) : errorMessage}
        </Text>
        <Button asChild size="3" highContrast>
          <Link href="/catalog">Return to Catalog</Link>
        </Button>
      </div>
    </div>
  );
}
ItemDetailPage.displayName = 'ItemDetailPage';

function DetailLoading({ type }: { type: ItemType }) {
  return (
    <div className={`${css.page} ${css.loadingPage}`} aria-busy="true">
      <Flex align="center" gap="2" role="status">
        <Spinner size="2" />
        <Text color="gray">{ITEM_MESSAGES.loading(type)}</Text>
      </Flex>
      <div className={css.layout} aria-hidden>
        <div className={css.mainColumn}>
          <Skeleton className={`${skeleton} ${css.skeletonPhoto}`} />
          <Flex gap="2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className={`${skeleton} ${css.skeletonThumb}`} />
            ))}
          </Flex>
        </div>
        <div className={css.sideColumn}>
          <Card size="3">
            <Flex direction="column" gap="3">
              <Flex gap="2">
                <Skeleton className={skeleton} width="56px" height="22px" />
                <Skeleton className={skeleton} width="80px" height="22px" />
              </Flex>
              <Skeleton className={skeleton} width="80%" height="32px" />
              <Skeleton className={skeleton} width="50%" height="18px" />
              <Skeleton className={skeleton} width="40%" height="36px" />
              <Skeleton className={skeleton} width="100%" height="64px" />
            </Flex>
          </Card>
        </div>
      </div>
    </div>
  );
}

function DetailReady({
  item,
  actions = NO_ACTIONS,
  from,
  offersSlot,
  actionsSlot,
  signInHref = '/login',
  onSignIn,
  locale,
}: ItemDetailPageProps & { item: ItemDetailItem }) {
  const Link = useLinkComponent();
  const type: ItemType = isItemType(item.itemType) ? item.itemType : 'bike';
  const kind = itemKind(type);
  const back = itemBackLink(from);
  const own = actions.isOwner;
  const price = formatSalePrice(item.salePrice, locale);
  const attributes = attributeFacts(item);
  const badges = attributes
    .map((fact) => ({ key: fact.key, text: attributeBadgeText(fact) }))
    .filter((b): b is { key: string; text: string } => b.text !== null);
  const features = attributes.filter((fact) => fact.key.startsWith('features-'));
  const specifications = [
    ...attributes.filter((fact) => !fact.key.startsWith('features-')),
    ...(features.length > 0
      ? [{ label: 'Features', value: features.map((fact) => fact.value).join(', ') }]
      : []),
  ];
  const subtitle = [item.brand, item.model, item.year].filter(Boolean).join(' · ');
  const ownerRole = item.owner?.role;

  return (
    <div className={css.page}>
      <div>
        <Button asChild variant="ghost" color="gray" highContrast>
          <Link href={back.href}>
            <ArrowLeftIcon aria-hidden /> {back.label}
          </Link>
        </Button>
      </div>

      <div className={css.layout}>
        <div className={css.galleryArea}>
          <ItemGallery images={item.images} name={item.name} />
        </div>

        <aside className={css.sideArea} aria-label={`About this ${kind}`}>
          <Card size="3" className={css.summary}>
            <Flex direction="column" gap="4">
              <Flex gap="2" wrap="wrap" align="center">
                <Badge size="2" color={ITEM_TYPE_COLORS[type]} variant="soft">
                  {ITEM_TYPE_LABELS[type]}
                </Badge>
                <Badge size="2" color={itemStatusColor(item.status)} variant="surface">
                  {itemStatusLabel(item.status)}
                </Badge>
              </Flex>
              <div>
                <Heading as="h1" size={{ initial: '6', sm: '7' }} mb="1">
                  {item.name}
                </Heading>
                {subtitle && (
                  <Text as="p" size="3" color="gray">
                    {subtitle}
                  </Text>
                )}
              </div>

              {price ? (
                <div>
                  <Text as="div" size="2" color="gray">
                    Sale Price
                  </Text>
                  <Text as="div" size="7" weight="bold" highContrast>
                    {price}
                  </Text>
                </div>
              ) : (
                <Text as="div" size="4" weight="bold" color="gray">
                  {itemPriceLabel(item, locale).text}
                </Text>
              )}

              <Flex direction="column" gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge color={conditionColor(item.condition)} variant="soft" size="2">
                    {item.condition}
                  </Badge>
                  <Text size="2" color="gray" className={css.inline}>
                    <SewingPinIcon aria-hidden /> {item.location}
                  </Text>
                </Flex>
                {badges.length > 0 && (
                  <ul className={css.badges} aria-label="Attributes">
                    {badges.map((badge) => (
                      <li key={badge.key}>
                        <Badge color="gray" variant="surface" size="1">
                          {badge.text}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </Flex>

              <Separator size="4" />

              <Flex gap="3" align="center">
                <Avatar
                  size="3"
                  radius="full"
                  fallback={ownerInitials(item)}
                  src={item.owner?.avatarUrl ?? undefined}
                  alt=""
                />
                <Flex direction="column" minWidth="0">
                  <Text size="1" color="gray">
                    Listed by
                  </Text>
                  <Text weight="medium">
                    {ownerName(item)}
                    {own && (
                      <Text color="gray" weight="regular">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                </Flex>
                {isStaff(ownerRole) && (
                  <Badge color="amber" variant="soft" ml="auto">
                    PedalSwap staff
                  </Badge>
                )}
              </Flex>

              {own && item.rejectionReason && item.status !== 'published' && (
                <Callout.Root color="amber" size="1">
                  <Callout.Icon>
                    <InfoCircledIcon />
                  </Callout.Icon>
                  <Callout.Text>Changes requested: {item.rejectionReason}</Callout.Text>
                </Callout.Root>
              )}

              {(actions.canEdit || actionsSlot) && (
                <Flex gap="2" wrap="wrap">
                  {actions.canEdit && (
                    <Button asChild size="3" className={css.grow}>
                      <Link href={`/list-item/${type}/${item.id}`}>
                        <Pencil1Icon aria-hidden /> Edit Listing
                      </Link>
                    </Button>
                  )}
                  {actionsSlot}
                </Flex>
              )}
            </Flex>
          </Card>

          {actions.offers === 'sign-in' ? (
            <Card size="3" className={css.signIn}>
              <Flex direction="column" gap="3" align="start">
                <Flex gap="2" align="center">
                  <LockClosedIcon aria-hidden />
                  <Heading as="h2" size="4">
                    Interested in this {kind}?
                  </Heading>
                </Flex>
                <Text as="p" color="gray" size="2">
                  Sign in to make an offer and chat with the owner. Trades happen between PedalSwap
                  members across the Pacific Northwest.
                </Text>
                <Button asChild size="3" highContrast className={css.fullWidth}>
                  <Link href={signInHref} onClick={onSignIn}>
                    Sign In to Offer
                  </Link>
                </Button>
              </Flex>
            </Card>
          ) : actions.offers === 'panel' && offersSlot ? (
            <section aria-label="Offers">{offersSlot}</section>
          ) : null}
        </aside>

        <div className={css.infoArea}>
          <section aria-labelledby="item-description" className={css.section}>
            <Heading as="h2" size="4" id="item-description" mb="2">
              Description
            </Heading>
            <Text as="p" className={css.description}>
              {item.description}
            </Text>
          </section>

          <div className={css.factColumns}>
            <section aria-labelledby="item-details" className={css.section}>
              <Heading as="h2" size="4" id="item-details" mb="3">
                Details
              </Heading>
              <FactList facts={detailFacts(item, locale)} />
            </section>
            {specifications.length > 0 && (
              <section aria-labelledby="item-specifications" className={css.section}>
                <Heading as="h2" size="4" id="item-specifications" mb="3">
                  Specifications
                </Heading>
                <FactList facts={specifications} />
              </section>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function FactList({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="2">
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.Label minWidth="120px">{fact.label}</DataList.Label>
          <DataList.Value>{fact.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
