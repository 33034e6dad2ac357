import { Card, Flex, Text } from '@radix-ui/themes';
import type { AiReviewDraft } from '@pedalswap/domain/ai';
import { formatDollars } from '@pedalswap/domain/shared';
import { useId } from 'react';
import { ItemCardHeader, ItemCardMedia } from '../../components/item-card/item-card-parts.tsx';
import * as cardCss from '../../components/item-card/item-card.css.ts';

/** A photo of the flow (openapi AiUploadedImage): the machine's AiFlowPhoto fits. */
export interface AiReviewPhoto {
  fileId: string;
  url: string;
  fileName: string;
}

/** The estimate as a range ('$900 – $1,200'), one end when only one is known, else nothing. */
function estimateLabel(min: string, max: string): string | null {
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
        <ItemCardMedia
          images={photos.map((p) => ({ id: p.fileId, imageUrl: p.url }))}
          name={title}
          type="bike"
          sizes="(min-width: 640px) 416px, 100vw"
          eager
        />
        <div className={cardCss.body}>
          <ItemCardHeader
            titleId={titleId}
            headingLevel="3"
            title={title}
            byline={byline}
            condition={v('condition')}
            kind={v('type')}
            location={v('location')}
          />
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
