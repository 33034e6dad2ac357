import { Badge, Box, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { SewingPinIcon } from '@radix-ui/react-icons';
import type { ItemType } from '@pedalswap/domain/item-types';
import type { ReactNode } from 'react';
import { ImageCarousel, type CarouselImage } from '../image-carousel/image-carousel.tsx';
import { ITEM_TYPE_COLORS, ITEM_TYPE_LABELS, conditionColor } from './item-display.ts';
import * as css from './item-card.css.ts';

/**
 * The card's photo: the carousel with the item type on it. Shared by the catalog card and the
 * AI review's preview of a listing not saved yet, so the preview is the card it will become.
 */
export function ItemCardMedia({
  images,
  name,
  type,
  sizes,
  eager,
  priority,
}: {
  images: readonly CarouselImage[];
  name: string;
  type: ItemType;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <Inset side="top" clip="padding-box" pb="0">
      <div className={css.media}>
        <ImageCarousel
          images={images}
          sizes={sizes}
          label={`Photos of ${name}`}
          alt={name}
          eager={eager}
          priority={priority}
        />
        <span className={css.typeTag}>
          <Badge size="2" variant="soft" color={ITEM_TYPE_COLORS[type]}>
            {ITEM_TYPE_LABELS[type]}
          </Badge>
        </span>
      </div>
    </Inset>
  );
}
ItemCardMedia.displayName = 'ItemCardMedia';

/** The card's title (a link on the catalog card), byline, and condition, kind and location. */
export function ItemCardHeader({
  titleId,
  headingLevel,
  title,
  byline,
  condition,
  kind,
  location,
}: {
  titleId: string;
  headingLevel: '2' | '3';
  title: ReactNode;
  byline: string;
  condition: string | null | undefined;
  kind: string | null | undefined;
  location: string | null | undefined;
}) {
  return (
    <>
      <Box className={css.title}>
        <Heading as={headingLevel === '2' ? 'h2' : 'h3'} size="4" id={titleId} mb="1">
          {title}
        </Heading>
        {byline && (
          <Text as="p" size="2" color="gray">
            {byline}
          </Text>
        )}
      </Box>
      <Flex gap="2" wrap="wrap" align="center">
        {condition && (
          <Badge color={conditionColor(condition)} variant="soft">
            {condition}
          </Badge>
        )}
        {kind && (
          <Badge color="gray" variant="soft">
            {kind}
          </Badge>
        )}
        {location && (
          <Text size="2" color="gray" className={css.meta}>
            <SewingPinIcon aria-hidden />
            {location}
          </Text>
        )}
      </Flex>
    </>
  );
}
ItemCardHeader.displayName = 'ItemCardHeader';
