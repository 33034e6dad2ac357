import { Button, Card, Flex, Inset, Skeleton, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { useId } from 'react';
import { useLinkComponent } from '../link/link.tsx';
import {
  formatSalePrice,
  isItemType,
  itemHref,
  orderedImages,
  ownerName,
  photoSrcSet,
  type Item,
} from './item-display.ts';
import { ItemCardHeader, ItemCardMedia } from './item-card-parts.tsx';
import * as css from './item-card.css.ts';

/** What a catalog card shows (spec 2 §2.5); a full API item fits. */
export type ItemCardItem = Pick<
  Item,
  | 'id'
  | 'itemType'
  | 'name'
  | 'brand'
  | 'year'
  | 'condition'
  | 'location'
  | 'description'
  | 'salePrice'
  | 'isTradeOnly'
  | 'images'
> &
  Partial<Pick<Item, 'bikeType' | 'category' | 'owner' | 'ownerFirstName' | 'ownerLastName'>>;

export const ITEM_CARD_HEADING_LEVELS = ['2', '3'] as const;
export type ItemCardHeadingLevel = (typeof ITEM_CARD_HEADING_LEVELS)[number];

export interface ItemCardProps {
  item: ItemCardItem;
  /** The card title's heading level: 3 under a page's h2 (the default), 2 directly under h1. */
  headingLevel?: ItemCardHeadingLevel;
  /** Load the first photo at once (cards above the fold). */
  eager?: boolean;
  /** And at high fetch priority: the page's largest paint (the first card only). */
  priority?: boolean;
  locale?: string;
}

/** The price line: the sale price (two decimals, above 0 only), else how the owner trades. */
export function itemPriceLabel(
  item: Pick<ItemCardItem, 'salePrice' | 'isTradeOnly'>,
  locale?: string,
): { text: string; isPrice: boolean } {
  const price = formatSalePrice(item.salePrice, locale);
  if (price) return { text: price, isPrice: true };
  return { text: item.isTradeOnly ? 'Trade only' : 'Open to offers', isPrice: false };
}

/**
 * A listing in the catalog (spec 2 §2.5): a looping 16:9 photo carousel with the item type on
 * it, name, brand and year, condition, location, bike type, a two-line description, the price,
 * 'View Details' and 'Listed by'.
 */
/** A card is the full width of a phone, half of a tablet, a third of the 1200 px page. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

export function ItemCard({
  item,
  headingLevel = '3',
  eager = false,
  priority = false,
  locale,
}: ItemCardProps) {
  const Link = useLinkComponent();
  const titleId = useId();
  const href = itemHref(item);
  const type = isItemType(item.itemType) ? item.itemType : 'bike';
  const kind = item.bikeType ?? item.category;
  const byline = [item.brand, item.year].filter(Boolean).join(' · ');
  const price = itemPriceLabel(item, locale);

  return (
    <Card asChild size="2" className={css.card}>
      <article aria-labelledby={titleId}>
        <ItemCardMedia
          images={orderedImages(item.images).map((image) => ({
            id: image.id,
            imageUrl: image.cardUrl ?? image.imageUrl,
            srcSet: photoSrcSet(image),
          }))}
          sizes={CARD_IMAGE_SIZES}
          name={item.name}
          type={type}
          eager={eager}
          priority={priority}
        />
        <div className={css.body}>
          <ItemCardHeader
            titleId={titleId}
            headingLevel={headingLevel}
            title={
              <Link href={href} className={css.titleLink}>
                {item.name}
              </Link>
            }
            byline={byline}
            condition={item.condition}
            kind={kind}
            location={item.location}
          />
          <Text as="p" size="2" className={css.description}>
            {item.description}
          </Text>
          <div className={css.footer}>
            <Flex direction="column" gap="1" minWidth="0">
              <Text size="1" color="gray">
                Listed by <Text weight="medium">{ownerName(item)}</Text>
              </Text>
              <Text
                size={price.isPrice ? '5' : '3'}
                weight="bold"
                color={price.isPrice ? undefined : 'gray'}
                highContrast={price.isPrice}
                className={css.price}
              >
                {price.text}
              </Text>
            </Flex>
            <Button asChild size="2" variant="soft" highContrast>
              <Link href={href} aria-label={`View Details: ${item.name}`}>
                View Details <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
ItemCard.displayName = 'ItemCard';

/** The shape of a card while the catalog loads. */
export function ItemCardSkeleton() {
  return (
    <Card size="2" className={css.card} aria-hidden>
      <Inset side="top" clip="padding-box" pb="0">
        <Skeleton className={css.skeletonMedia} />
      </Inset>
      <div className={css.body}>
        <Skeleton className={css.skeleton} width="70%" height="24px" />
        <Skeleton className={css.skeleton} width="40%" height="16px" />
        <Flex gap="2">
          <Skeleton className={css.skeleton} width="72px" height="22px" />
          <Skeleton className={css.skeleton} width="96px" height="22px" />
        </Flex>
        <Skeleton className={css.skeleton} width="100%" height="16px" />
        <Skeleton className={css.skeleton} width="85%" height="16px" />
        <div className={css.footer}>
          <Flex direction="column" gap="2">
            <Skeleton className={css.skeleton} width="110px" height="14px" />
            <Skeleton className={css.skeleton} width="96px" height="28px" />
          </Flex>
          <Skeleton className={css.skeleton} width="120px" height="32px" />
        </div>
      </div>
    </Card>
  );
}
ItemCardSkeleton.displayName = 'ItemCardSkeleton';
