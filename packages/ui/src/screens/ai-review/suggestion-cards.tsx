import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CameraIcon } from '@radix-ui/react-icons';
import { aiConfidencePercent, aiDraftFieldLabel, type AiSuggestion } from '@pedalswap/domain/ai';
import { useId } from 'react';
import * as css from './ai-review.css.ts';

const PRIORITY_COLOR = { high: 'red', medium: 'amber', low: 'gray' } as const;

/** The result names the analysis' fields; the draft calls frameSize 'size' (§3.5, §3.6). */
const labelOf = (field: string) => aiDraftFieldLabel(field === 'frameSize' ? 'size' : field);

/** 'down_tube' → 'down tube': the photo type as the member reads it. */
const words = (s: string) => s.replace(/[_-]+/g, ' ');

export interface SuggestionCardsProps {
  suggestions: readonly AiSuggestion[];
  /** 'Improve photos' (to the Improve Photos phase); without it the button is not shown. */
  onImprovePhotos?: () => void;
  disabled?: boolean;
}

/**
 * The AI's suggestions (spec 2 §2.4, §3.5 suggestedImprovements): for each field it was unsure
 * of, the photo that would help, how sure it is and how sure it needs to be. Nothing without
 * suggestions.
 */
export function SuggestionCards({ suggestions, onImprovePhotos, disabled }: SuggestionCardsProps) {
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id={headingId}>
          AI suggestions
        </Heading>
        <ul className={css.suggestionColumns}>
          {suggestions.map((s) => (
            <li key={`${s.field}-${s.photoType}`}>
              <Card size="2">
                <Flex direction="column" gap="2">
                  <Flex justify="between" align="center" gap="2">
                    <Heading as="h3" size="3">
                      {labelOf(s.field)}
                    </Heading>
                    <Badge color={PRIORITY_COLOR[s.priority]} variant="soft">
                      {s.priority} priority
                    </Badge>
                  </Flex>
                  <Text as="p" size="2">
                    {s.specificGuidance}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    {s.photoType && <>Photo: {words(s.photoType)} · </>}
                    Confidence {aiConfidencePercent(s.currentConfidence)}, needs{' '}
                    {aiConfidencePercent(s.requiredConfidence)}
                  </Text>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
        {onImprovePhotos && (
          <Flex>
            <Button variant="soft" highContrast onClick={onImprovePhotos} disabled={disabled}>
              <CameraIcon aria-hidden /> Improve photos
            </Button>
          </Flex>
        )}
      </Flex>
    </section>
  );
}
SuggestionCards.displayName = 'SuggestionCards';
