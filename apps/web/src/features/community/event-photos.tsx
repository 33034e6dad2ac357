// The event editor's photo uploader (spec 3 §2.14: up to 10 images, 10 MB each), which the
// screen takes as its `photos` slot. The server sniffs, re-encodes and counts (openapi.yaml
// uploadEventImages); a refused file comes back as the editor's banner.
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ApiClient } from '@pedalswap/api-client/client';
import { unwrap } from '@pedalswap/api-client/queries';
import { EVENT_LIMITS } from '@pedalswap/domain/events';

export interface EventPhoto {
  id: string;
  /** A stored photo's address; a file not yet uploaded has only its name. */
  url?: string;
  name?: string;
}

/** POST /events/{id}/images: the files as multipart `images`, the first one leading. */
export async function uploadEventPhotos(client: ApiClient, id: string, files: readonly File[]) {
  return unwrap(
    client.POST('/events/{id}/images', {
      params: { path: { id } },
      // The typed body names the multipart fields; the serializer sends the files as they are.
      body: { images: files as unknown as string[] },
      bodySerializer: () => {
        const form = new FormData();
        for (const file of files) form.append('images', file);
        return form;
      },
    }),
  );
}

export function EventPhotos({
  photos,
  onAdd,
  busy = false,
}: {
  photos: readonly EventPhoto[];
  onAdd: (files: File[]) => void;
  busy?: boolean;
}) {
  const room = EVENT_LIMITS.imagesPerEvent - photos.length;
  return (
    <Card size="3" asChild>
      <section aria-label="Photos">
        <Heading as="h2" size="4" mb="2">
          Photos
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          {`Add up to ${EVENT_LIMITS.imagesPerEvent} photos, 10 MB each. The first one leads your event.`}
        </Text>
        {photos.length > 0 && (
          <Flex asChild gap="2" wrap="wrap" mb="3">
            <ul aria-label="Event photos" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {photos.map((photo, i) => (
                <li key={photo.id}>
                  {photo.url ? (
                    <img
                      src={photo.url}
                      alt={`Photo ${i + 1}`}
                      width={96}
                      height={72}
                      style={{ objectFit: 'cover', borderRadius: 'var(--radius-2)' }}
                    />
                  ) : (
                    <Text size="2">{photo.name}</Text>
                  )}
                </li>
              ))}
            </ul>
          </Flex>
        )}
        {room > 0 && (
          <Text as="label" size="2">
            <Text weight="medium">Choose photos</Text>{' '}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              disabled={busy}
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].slice(0, room);
                e.target.value = '';
                if (files.length > 0) onAdd(files);
              }}
            />
          </Text>
        )}
        {busy && (
          <Text as="p" size="2" role="status" mt="2">
            Uploading...
          </Text>
        )}
      </section>
    </Card>
  );
}
