import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import {
  CameraIcon,
  ExclamationTriangleIcon,
  Pencil2Icon,
  ReloadIcon,
} from '@radix-ui/react-icons';
import { AI_FLOW_MESSAGES, AI_LIMITS, AI_UPLOAD_TEXTS } from '@pedalswap/domain/ai';
import type { AiPhotoUploadProps } from './ai-flow-types.ts';
import { PhotoRefusals } from '../listing-editor/photo-refusals.tsx';
import { AiPhotoDropZone } from './ai-photo-drop-zone.tsx';

/**
 * Adding photos, as upload and Improve Photos share it (spec 2 §2.3, §5.1, §8.3; spec 3 §4's
 * upload status): the refusals of the last choice, 'Upload Failed' with the service's words, a
 * retry and the way on to manual entry, the upload's
 * progress bar, and the drop zone while there is room (a note at the limit).
 */
export function AiPhotoAdder({
  photos,
  uploadStatus,
  uploadProgress,
  pendingCount,
  refusals,
  onAddFiles,
  onRetryUpload,
  uploadFailure = null,
  onManualEntry,
}: AiPhotoUploadProps) {
  const uploading = uploadStatus === 'uploading';
  const room = Math.max(0, AI_LIMITS.photosPerAnalysis - photos.length - pendingCount);
  const percent = Math.round(Math.min(100, Math.max(0, uploadProgress)));
  return (
    <Flex direction="column" gap="3">
      <PhotoRefusals refusals={refusals} />
      {uploadStatus === 'error' && (
        <Callout.Root color="red" role="alert" size="1">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2" align="start">
            <Callout.Text>
              <strong>{AI_FLOW_MESSAGES.uploadFailedTitle}</strong>:{' '}
              {uploadFailure ?? AI_FLOW_MESSAGES.uploadFailed}
            </Callout.Text>
            {pendingCount > 0 && (
              <Flex gap="2" wrap="wrap">
                <Button type="button" size="1" variant="soft" color="red" onClick={onRetryUpload}>
                  <ReloadIcon aria-hidden /> {AI_UPLOAD_TEXTS.retry}
                </Button>
                {onManualEntry && (
                  <Button type="button" size="1" color="red" highContrast onClick={onManualEntry}>
                    <Pencil2Icon aria-hidden /> {AI_FLOW_MESSAGES.manualEntry}
                  </Button>
                )}
              </Flex>
            )}
          </Flex>
        </Callout.Root>
      )}
      {uploading && (
        <Flex direction="column" gap="1" role="status">
          <Flex justify="between" gap="3">
            <Text size="2">{AI_UPLOAD_TEXTS.uploading(pendingCount)}</Text>
            <Text size="2" weight="medium">
              {percent}%
            </Text>
          </Flex>
          <Progress value={percent} aria-label={AI_UPLOAD_TEXTS.uploadingLabel} />
        </Flex>
      )}
      {room > 0 ? (
        <AiPhotoDropZone room={room} disabled={uploading} onAddFiles={onAddFiles} />
      ) : (
        <Callout.Root color="gray" variant="surface" size="1" role="status">
          <Callout.Icon>
            <CameraIcon />
          </Callout.Icon>
          <Callout.Text>{AI_UPLOAD_TEXTS.limitReached}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
AiPhotoAdder.displayName = 'AiPhotoAdder';
