import { Badge, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CameraIcon, InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import {
  AI_FLOW_MESSAGES,
  AI_UPLOAD_TEXTS,
  type AiFeedbackRating,
  type AiPhotoGuidance,
} from '@pedalswap/domain/ai';
import type { AiFlowNoticeView, AiFlowPhotoView, AiPhotoUploadProps } from './ai-flow-types.ts';
import { AiFeedbackTrio } from './ai-feedback-trio.tsx';
import { AiPhotoAdder } from './ai-photo-adder.tsx';
import { AiPhotoThumbnails } from './ai-photo-thumbnails.tsx';
import * as css from './ai-listing-flow.css.ts';

export interface AiUploadStepProps extends AiPhotoUploadProps {
  /** The guidance cards (domain aiUploadGuidance, or aiPhotoExamples' examples). */
  guidance: readonly AiPhotoGuidance[];
  photos: readonly AiFlowPhotoView[];
  /** The flow's last notice to show here ('No photos uploaded', ...; context.notice), if any. */
  notice?: AiFlowNoticeView | null;
  /** Removes a stored photo (REMOVE). */
  onRemove: (fileId: string) => void;
  /** 'Analyze N Photo(s) with AI' (ANALYZE). */
  onAnalyze: () => void;
  /** The guidance's feedback given, else null. */
  guidanceFeedback?: AiFeedbackRating | null;
  /** The trio Helpful / OK / Not Helpful; absent: no trio. */
  onGuidanceFeedback?: (rating: AiFeedbackRating) => void;
  /** Development only (spec 2 §2.4): skip the AI with sample results. Absent in production. */
  onSample?: () => void;
}

/** The upload phase (spec 2 §2.3, §2.4): guidance, the drop zone, thumbnails, Analyze. */
export function AiUploadStep({
  guidance,
  notice,
  onRemove,
  onAnalyze,
  guidanceFeedback = null,
  onGuidanceFeedback,
  onSample,
  ...upload
}: AiUploadStepProps) {
  const { photos, uploadStatus } = upload;
  return (
    <div className={css.single}>
      <GuidanceCards
        guidance={guidance}
        feedback={guidanceFeedback}
        onFeedback={onGuidanceFeedback}
      />
      <Card size={{ initial: '2', sm: '3' }}>
        <Flex direction="column" gap="4">
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="4">
              {AI_UPLOAD_TEXTS.photosHeading}
            </Heading>
            <Badge size="2" color="gray" variant="soft">
              {AI_UPLOAD_TEXTS.photoCount(photos.length)}
            </Badge>
          </Flex>
          {notice && (
            <Callout.Root color="blue" role="status" size="1">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>
                <strong>{notice.title}</strong>: {notice.message}
              </Callout.Text>
            </Callout.Root>
          )}
          <AiPhotoThumbnails
            photos={photos}
            onRemove={onRemove}
            disabled={uploadStatus === 'uploading'}
          />
          <AiPhotoAdder {...upload} />
          <Flex gap="3" justify="between" align="center" wrap="wrap-reverse">
            {onSample ? (
              <Button type="button" variant="ghost" color="gray" onClick={onSample}>
                {AI_UPLOAD_TEXTS.sample}
              </Button>
            ) : (
              <span />
            )}
            {photos.length > 0 && (
              <Button type="button" size="3" onClick={onAnalyze}>
                <MagicWandIcon aria-hidden /> {AI_FLOW_MESSAGES.analyzeButton(photos.length)}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
AiUploadStep.displayName = 'AiUploadStep';

interface GuidanceCardsProps {
  guidance: readonly AiPhotoGuidance[];
  feedback: AiFeedbackRating | null;
  onFeedback?: (rating: AiFeedbackRating) => void;
}

function GuidanceCards({ guidance, feedback, onFeedback }: GuidanceCardsProps) {
  if (guidance.length === 0) return null;
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {AI_UPLOAD_TEXTS.guidanceTitle}
        </Heading>
        <ul className={css.guidanceGrid}>
          {guidance.map((g) => (
            <li key={g.photoType}>
              <AiGuidanceCard guidance={g} />
            </li>
          ))}
        </ul>
        {onFeedback && (
          <AiFeedbackTrio
            question={AI_UPLOAD_TEXTS.feedbackQuestion}
            thanks={AI_UPLOAD_TEXTS.feedbackThanks}
            given={feedback}
            onRate={onFeedback}
          />
        )}
      </Flex>
    </Card>
  );
}

/** One kind of shot: its example (or a camera), title, description and tips. */
export function AiGuidanceCard({ guidance }: { guidance: AiPhotoGuidance }) {
  return (
    <div className={css.guidanceCard}>
      {guidance.imageUrl ? (
        <img className={css.guidanceImage} src={guidance.imageUrl} alt="" />
      ) : (
        <span className={css.guidanceIcon} aria-hidden>
          <CameraIcon width="18" height="18" />
        </span>
      )}
      <Flex direction="column" gap="1" minWidth="0">
        <Heading as="h3" size="2">
          {guidance.title}
        </Heading>
        {guidance.description && (
          <Text size="2" color="gray">
            {guidance.description}
          </Text>
        )}
        {guidance.tips && guidance.tips.length > 0 && (
          <ul className={css.tipList}>
            {guidance.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        )}
      </Flex>
    </div>
  );
}
