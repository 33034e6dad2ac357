import { useRef, useState } from 'react';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { UploadIcon } from '@radix-ui/react-icons';
import { AI_MESSAGES, AI_TESTING_LIMITS } from '@pedalswap/domain/ai';
import * as css from './ai-testing.css.ts';
import type { TestUpload, UploadStatus } from './testing-types.ts';

const STATUS: Record<UploadStatus, { label: string; color: 'gray' | 'blue' | 'jade' | 'red' }> = {
  idle: { label: 'Waiting', color: 'gray' },
  uploading: { label: 'Uploading', color: 'blue' },
  uploaded: { label: 'Uploaded', color: 'jade' },
  error: { label: 'Failed', color: 'red' },
};
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Files the uploader takes: up to 10 in all, 10 MB each; the others are named in a problem. */
export function acceptFiles(
  files: readonly File[],
  already: number,
): { accepted: File[]; problem?: string } {
  const tooBig = files.find((f) => f.size > AI_TESTING_LIMITS.uploadMaxBytes);
  const fitting = files.filter((f) => f.size <= AI_TESTING_LIMITS.uploadMaxBytes);
  const room = Math.max(0, AI_TESTING_LIMITS.uploads - already);
  const accepted = fitting.slice(0, room);
  const problem = tooBig
    ? AI_MESSAGES.fileTooLarge(tooBig.name)
    : fitting.length > room
      ? AI_MESSAGES.tooManyPhotos
      : undefined;
  return { accepted, ...(problem ? { problem } : {}) };
}

/** spec 3 §2.11: the image upload with each image's status and duration; the first is primary. */
export function UploadPanel({
  uploads,
  busy,
  onAddFiles,
  onClearUploads,
  problem,
}: {
  uploads: readonly TestUpload[];
  busy: boolean;
  onAddFiles: (files: File[]) => void;
  onClearUploads: () => void;
  problem?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [localProblem, setLocalProblem] = useState<string>();
  const shown = localProblem ?? problem;
  return (
    <Card>
      <Flex justify="between" align="center" mb="2" wrap="wrap" gap="2">
        <Heading as="h2" size="4">
          Images
        </Heading>
        <Flex gap="2">
          <input
            ref={input}
            className={css.hiddenInput}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            aria-label="Test images"
            tabIndex={-1}
            onChange={(event) => {
              const { accepted, problem: next } = acceptFiles(
                [...(event.target.files ?? [])],
                uploads.length,
              );
              setLocalProblem(next);
              if (accepted.length) onAddFiles(accepted);
              event.target.value = '';
            }}
          />
          <Button
            highContrast
            disabled={busy || uploads.length >= AI_TESTING_LIMITS.uploads}
            onClick={() => input.current?.click()}
          >
            <UploadIcon aria-hidden /> Upload Images
          </Button>
          <Button
            variant="soft"
            color="gray"
            highContrast
            disabled={busy || uploads.length === 0}
            onClick={() => {
              setLocalProblem(undefined);
              onClearUploads();
            }}
          >
            Remove All
          </Button>
        </Flex>
      </Flex>
      <Text as="p" size="1" color="gray" mb="2">
        Up to {AI_TESTING_LIMITS.uploads} images, 10 MB each. The first image is primary.
      </Text>
      {shown && (
        <Text as="p" size="2" color="red" role="alert" mb="2">
          {shown}
        </Text>
      )}
      {uploads.length > 0 && (
        <Flex asChild direction="column" gap="1">
          <ul aria-label="Uploaded images" className={css.plainList}>
            {uploads.map((u, i) => (
              <li key={u.id}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="2">{u.name}</Text>
                  {i === 0 && (
                    <Badge variant="outline" color="gray" highContrast>
                      Primary
                    </Badge>
                  )}
                  <Text size="1" color="gray">
                    {size(u.sizeBytes)}
                  </Text>
                  <Badge color={STATUS[u.status].color} highContrast>
                    {STATUS[u.status].label}
                  </Badge>
                  {u.durationMs !== undefined && (
                    <Text size="1" color="gray">
                      {u.durationMs} ms
                    </Text>
                  )}
                  {u.error && (
                    <Text size="1" color="red">
                      {u.error}
                    </Text>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Card>
  );
}
