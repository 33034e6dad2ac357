import { Badge, Card, Checkbox, Flex, Text } from '@radix-ui/themes';
import { formatDateTime, humanize } from '@pedalswap/domain/shared';
import type { FeedbackItemView } from './feedback-types.ts';
import { Stars } from './stars.tsx';

const TYPE_COLORS: Record<string, 'red' | 'orange' | 'blue' | 'gray'> = {
  report: 'red',
  correction: 'orange',
  suggestion: 'blue',
  rating: 'gray',
};
const percent = (n: number) => `${Math.round(n * 100)}%`;

/** One pending item (spec 3 §2.10) with its selection box. */
export function FeedbackItemCard({
  item,
  selected,
  onSelectedChange,
}: {
  item: FeedbackItemView;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}) {
  const who = item.userEmail || (item.userId ? item.userId.slice(0, 8) : 'Unknown member');
  const title = `${humanize(item.feedbackType)} on ${humanize(item.category)}`;
  return (
    <Card>
      <Flex gap="3" align="start">
        <Checkbox
          mt="1"
          checked={selected}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={`Select ${title} from ${who}`}
        />
        <Flex direction="column" gap="1" flexGrow="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Badge color={TYPE_COLORS[item.feedbackType] ?? 'gray'} highContrast>
              {humanize(item.feedbackType)}
            </Badge>
            <Badge variant="outline" color="gray" highContrast>
              {humanize(item.category)}
            </Badge>
            {item.rating != null && <Stars rating={item.rating} />}
            <Text size="1" color="gray">
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </Text>
          </Flex>
          <Text size="2">
            {who}
            {item.confidence != null && (
              <Text color="gray"> · member confidence {percent(item.confidence)}</Text>
            )}
          </Text>
          {item.feedbackType === 'correction' && (item.originalValue || item.suggestedValue) && (
            <Text size="2">
              <Text color="gray">Original:</Text> {item.originalValue || '—'}{' '}
              <Text color="gray">→ Suggested:</Text> {item.suggestedValue || '—'}
            </Text>
          )}
          {item.feedbackType !== 'correction' && item.suggestedValue && (
            <Text size="2">
              <Text color="gray">Suggestion:</Text> {item.suggestedValue}
            </Text>
          )}
          {item.comments && (
            <Text as="p" size="2">
              “{item.comments}”
            </Text>
          )}
          {item.modelVersion && (
            <Text size="1" color="gray">
              Model {item.modelVersion}
              {item.analysisConfidence != null &&
                ` · AI confidence ${percent(item.analysisConfidence)}`}
            </Text>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
