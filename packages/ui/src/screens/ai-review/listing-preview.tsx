import { Badge, Box, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { SewingPinIcon } from '@radix-ui/react-icons';
import type { AiReviewDraft } from '@pedalswap/domain/ai';
import { formatDollars } from '@pedalswap/domain/shared';
import { useId } from 'react';
import { ImageCarousel } from '../../components/image-carousel/image-carousel.tsx';
import {
  ITEM_TYPE_COLORS,
  ITEM_TYPE_LABELS,
  conditionColor,
} from '../../components/item-card/item-display.ts';
import * as cardCss from '../../components/item-card/item-card.css.ts';

/** A photo of the flow (openapi AiUploadedImage): the machine's AiFlowPhoto fits. */
export interface AiReviewPhoto {
  fileId: string;
  url: string;
  fileName: string;
}

/** The estimate as a range ('$900 – $1,200'), one end when only one is known, else nothing. */
export function estimateLabel(min: string, max: string): string | null {
  const [low, high] = [formatDollars(Number(min)), formatDollars(Number(max))];
  if (low && high) return low === high ? low : `${low} – ${high}`;
  return low ?? high;
}

export interface ListingPreviewProps {
  draft: AiReviewDraft;
  photos: readonly AiReviewPhoto[];
}

/**
 * The listing-to-be as the catalog will show it (spec 2 §2.4 'catalog preview with photo
 * carousel'): the catalog card's look, with what the draft holds now, so every edit shows here.
 * It links nowhere yet: the listing does not exist until it is saved.
 */
export function ListingPreview({ draft, photos }: ListingPreviewProps) {
  const titleId = useId();
  const v = (field: string) => draft[field]?.value.trim() ?? '';
  const title = v('title') || v('name') || 'Untitled bike';
  const byline = [v('brand'), v('model'), v('year')].filter(Boolean).join(' · ');
  const estimate = estimateLabel(v('estimatedValueMin'), v('estimatedValueMax'));
  return (
    <Card asChild size="2" className={cardCss.card}>
      <article aria-labelledby={titleId}>
        <Inset side="top" clip="padding-box" pb="0">
          <div className={cardCss.media}>
            <ImageCarousel
              images={photos.map((p) => ({ id: p.fileId, imageUrl: p.url }))}
              label={`Photos of ${title}`}
              alt={title}
              eager
              sizes="(min-width: 640px) 416px, 100vw"
            />
            <span className={cardCss.typeTag}>
              <Badge size="2" variant="soft" color={ITEM_TYPE_COLORS.bike}>
                {ITEM_TYPE_LABELS.bike}
              </Badge>
            </span>
          </div>
        </Inset>
        <div className={cardCss.body}>
          <Box className={cardCss.title}>
            <Heading as="h3" size="4" id={titleId} mb="1">
              {title}
            </Heading>
            {byline && (
              <Text as="p" size="2" color="gray">
                {byline}
              </Text>
            )}
          </Box>
          <Flex gap="2" wrap="wrap" align="center">
            {v('condition') && (
              <Badge color={conditionColor(v('condition'))} variant="soft">
                {v('condition')}
              </Badge>
            )}
            {v('type') && (
              <Badge color="gray" variant="soft">
                {v('type')}
              </Badge>
            )}
            {v('location') && (
              <Text size="2" color="gray" className={cardCss.meta}>
                <SewingPinIcon aria-hidden />
                {v('location')}
              </Text>
            )}
          </Flex>
          <Text
            as="p"
            size="2"
            color={v('description') ? undefined : 'gray'}
            className={cardCss.description}
          >
            {v('description') || 'No description yet.'}
          </Text>
          {estimate && (
            <div className={cardCss.footer}>
              <Flex direction="column" gap="1">
                <Text size="1" color="gray">
                  AI estimated value
                </Text>
                <Text size="4" weight="bold" className={cardCss.price}>
                  {estimate}
                </Text>
              </Flex>
            </div>
          )}
        </div>
      </article>
    </Card>
  );
}
ListingPreview.displayName = 'ListingPreview';
