// A full disk under DATA_DIR (issue 25 item 8), simulated at the storage seam: the real
// local-disk storage is handed data that runs out halfway through the write with ENOSPC, as a
// full disk does. The upload answers 503 storage_full with the contract's message and leaves
// nothing behind: no file (not even a partial one) and no row.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@pedalswap/domain';
import type { Storage } from '../src/storage/storage.ts';
import { postMultipart } from './ai-fixture.ts';
import { createDraftItem, itemImagesUrl, useTestApp } from './helpers.ts';

const t = useTestApp();

const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

/** The disk fills up at the `nth` write from now: half of it is written, then ENOSPC. */
function diskFullAt(storage: Storage, nth: number): () => void {
  const put = storage.put.bind(storage);
  let writes = 0;
  storage.put = async (key, data, contentType) => {
    writes += 1;
    if (writes < nth) return put(key, data, contentType);
    async function* halfThenFull() {
      yield data.subarray(0, Math.floor(data.length / 2));
      throw enospc();
    }
    // writeFile takes an async iterable: the bytes before the failure really reach the disk.
    return put(key, halfThenFull() as unknown as Buffer, contentType);
  };
  return () => void (storage.put = put);
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

const expectStorageFull = (res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) => {
  expect(res.statusCode, res.body).toBe(503);
  expect(JSON.parse(res.body)).toEqual({
    error: 'storage_full',
    message: REQUEST_MESSAGES.storageFull,
    requestId: res.headers['x-request-id'],
  });
  expect(res.headers).toMatchObject({ 'retry-after': '60' });
};

describe('uploads on a full disk', () => {
  const uploads = () => join(t.app.config.dataDir, 'uploads');

  it('a listing photo: 503 with the message, no partial file, no row', async () => {
    const owner = await t.member();
    const item = await createDraftItem(t.app, owner);
    const before = filesUnder(uploads());
    // The second of the photo's three widths meets the full disk.
    restore = diskFullAt(t.app.storage, 2);
    const res = await postMultipart(t.app, itemImagesUrl(item), owner.accessToken, [
      { name: 'images', filename: 'bike.jpg', contentType: 'image/jpeg', data: await photo() },
    ]);
    expectStorageFull(res);
    expect(filesUnder(uploads())).toEqual(before);
    expect(await t.db.query('SELECT id FROM item_images WHERE item_id = $1', [item.id])).toEqual(
      [],
    );
  });

  it('an avatar: 503 with the message, neither size kept, the profile unchanged', async () => {
    const member = await t.member();
    const before = filesUnder(uploads());
    restore = diskFullAt(t.app.storage, 2);
    const res = await postMultipart(t.app, '/api/users/avatar', member.accessToken, [
      { name: 'image', filename: 'me.jpg', contentType: 'image/jpeg', data: await photo() },
    ]);
    expectStorageFull(res);
    expect(filesUnder(uploads())).toEqual(before);
    const [row] = await t.db.query<{ avatar_key: string | null }>(
      'SELECT avatar_key FROM users WHERE id = $1',
      [member.id],
    );
    expect(row?.avatar_key).toBeNull();
  });
});
