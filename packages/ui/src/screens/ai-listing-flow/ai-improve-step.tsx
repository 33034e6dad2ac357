import { Badge, Button, Card, Flex, Heading, Progress, Text } from '@radix-ui/themes';
import { CameraIcon, ReloadIcon } from '@radix-ui/react-icons';
import { AI_IMPROVE_TEXTS, aiFieldLabel, aiPhotoGuidance } from '@pedalswap/domain/ai';
import type { AiPhotoUploadProps, AiSuggestion } from './ai-flow-types.ts';
import { AiPhotoAdder } from './ai-photo-adder.tsx';
import { AiPhotoThumbnails } from './ai-photo-thumbnails.tsx';
import * as css from './ai-listing-flow.css.ts';

const PRIORITY_COLOR = { high: 'red', medium: 'amber', low: 'gray' } as const;

export interface AiImproveStepProps extends AiPhotoUploadProps {
  /** The result's suggestedImprovements, most important first (context.result). */
  suggestions: readonly AiSuggestion[];
  /** Analyze all photos again (REANALYZE). */
  onReanalyze: () => void;
  /** The server's suggestions are being asked for (aiImprovementSuggestions). */
  loadingSuggestions?: boolean;
}

/**
 * Improve Photos (spec 2 §2.4): what the analysis was unsure of and which photo would help,
 * adding photos, and Re-analyze once the upload is done.
 */
export function AiImproveStep({
  suggestions,
  onReanalyze,
  loadingSuggestions = false,
  ...upload
}: AiImproveStepProps) {
  const uploading = upload.uploadStatus === 'uploading';
  return (
    <div className={css.single}>
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              {AI_IMPROVE_TEXTS.title}
            </Heading>
            <Text size="2" color="gray">
              {AI_IMPROVE_TEXTS.intro}
            </Text>
          </Flex>
          {loadingSuggestions ? (
            <Text size="2" color="gray" role="status">
              {AI_IMPROVE_TEXTS.loading}
            </Text>
          ) : suggestions.length > 0 ? (
            <ul className={css.suggestionList} aria-label={AI_IMPROVE_TEXTS.suggestionsLabel}>
              {suggestions.map((s, i) => (
                <li key={`${s.field}-${i}`}>
                  <SuggestionCard suggestion={s} />
                </li>
              ))}
            </ul>
          ) : (
            <Text size="2" color="gray">
              {AI_IMPROVE_TEXTS.none}
            </Text>
          )}
        </Flex>
      </Card>
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {AI_IMPROVE_TEXTS.addPhotos}
          </Heading>
          <AiPhotoThumbnails photos={upload.photos} />
          <AiPhotoAdder {...upload} />
          <Flex justify="end">
            <Button type="button" size="3" disabled={uploading} onClick={onReanalyze}>
              <ReloadIcon aria-hidden /> {AI_IMPROVE_TEXTS.reanalyze}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
AiImproveStep.displayName = 'AiImproveStep';

/** One suggestion: the field, its confidence against the one needed, the photo to take. */
function SuggestionCard({ suggestion: s }: { suggestion: AiSuggestion }) {
  const shot = aiPhotoGuidance(s.photoType);
  const current = Math.round(s.currentConfidence * 100);
  return (
    <Card variant="surface">
      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="3">
            {aiFieldLabel(s.field)}
          </Heading>
          <Badge color={PRIORITY_COLOR[s.priority]} variant="soft">
            {AI_IMPROVE_TEXTS.priority[s.priority]}
          </Badge>
        </Flex>
        <Text size="2">{s.specificGuidance}</Text>
        <Flex direction="column" gap="1" className={css.meter}>
          <Text size="1" color="gray">
            {AI_IMPROVE_TEXTS.confidence(s.currentConfidence, s.requiredConfidence)}
          </Text>
          <Progress
            value={current}
            size="1"
            color={current >= s.requiredConfidence * 100 ? 'jade' : 'amber'}
            aria-label={`${aiFieldLabel(s.field)} confidence`}
          />
        </Flex>
        <Text size="2" color="gray">
          <CameraIcon aria-hidden /> {AI_IMPROVE_TEXTS.photoToTake}:{' '}
          <Text weight="medium" color="gray" highContrast>
            {shot?.title ?? aiFieldLabel(s.photoType)}
          </Text>
          {shot?.description ? ` — ${shot.description}` : ''}
        </Text>
      </Flex>
    </Card>
  );
}
