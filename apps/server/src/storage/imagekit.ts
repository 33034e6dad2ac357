// ImageKit as the file store, chosen with STORAGE=imagekit. Files go up through ImageKit's upload
// API (multipart, HTTP basic auth with the private key) under the storage key itself as their
// path (folder + file name, no unique suffix, overwrite on), so url(key) is simply
// IMAGEKIT_URL_ENDPOINT/key and needs no round trip. No SDK: three plain HTTP calls with Node's
// fetch, FormData and Blob.
//
// Deleting needs ImageKit's fileId, which the rest of the app never sees (rows keep the storage
// key). Mapping key -> fileId:
//  - put() remembers the fileId it got back, in a bounded in-memory map. That covers the deletes
//    that follow an upload within the same process (a refused listing or avatar rolled back, a
//    replaced photo), where ImageKit's search index may not list the new file yet.
//  - otherwise (after a restart, on another instance) the file is looked up by its path with the
//    list-and-search API (path = its folder, searchQuery name = "<file name>") and every file
//    whose filePath is exactly the key is deleted. No lookup result: the file is gone already,
//    which is not an error (Storage.delete).
// A table of fileIds would survive restarts too, but it adds a migration and a second write that
// can disagree with ImageKit; the path is unique by construction (useUniqueFileName=false), so
// ImageKit itself is the one source of truth.
import { createHmac, randomUUID } from 'node:crypto';
import type { ImageKitStorageConfig } from '../config.ts';
import { assertSafeKey, type Storage, type UploadAuth } from './storage.ts';

/** ImageKit refuses an `expire` more than an hour ahead; the contract wants at least 15 min. */
export const IMAGEKIT_AUTH_TTL_SECONDS = 30 * 60;
const REQUEST_TIMEOUT_MS = 30_000;
const REMEMBERED_FILE_IDS = 10_000;

export interface ImageKitOptions {
  /** Tests only: a fake server instead of https://upload.imagekit.io. */
  uploadBaseUrl?: string;
  /** Tests only: a fake server instead of https://api.imagekit.io. */
  apiBaseUrl?: string;
}

export interface ImageKitStorage extends Storage {
  uploadAuth(now?: Date): UploadAuth;
}

export class ImageKitError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImageKitError';
  }
}

/** What real ImageKit checks: HMAC-SHA1 of token + expire with the private key, in hex. */
export function imageKitSignature(privateKey: string, token: string, expire: number): string {
  return createHmac('sha1', privateKey).update(`${token}${expire}`).digest('hex');
}

export function createImageKitStorage(
  config: Omit<ImageKitStorageConfig, 'kind'>,
  options: ImageKitOptions = {},
): ImageKitStorage {
  const uploadBase = (options.uploadBaseUrl ?? 'https://upload.imagekit.io').replace(/\/+$/, '');
  const apiBase = (options.apiBaseUrl ?? 'https://api.imagekit.io').replace(/\/+$/, '');
  const urlEndpoint = config.urlEndpoint.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.privateKey}:`).toString('base64')}`;
  const fileIds = new Map<string, string>();

  const remember = (key: string, fileId: string) => {
    fileIds.delete(key);
    fileIds.set(key, fileId);
    if (fileIds.size > REMEMBERED_FILE_IDS) fileIds.delete(fileIds.keys().next().value!);
  };

  async function call(url: string, init: RequestInit): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      headers: { ...init.headers, authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return res;
  }

  async function failure(res: Response, what: string): Promise<ImageKitError> {
    const text = await res.text().catch(() => '');
    let message = text.slice(0, 300);
    try {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON: keep the text.
    }
    return new ImageKitError(res.status, `ImageKit ${what} failed (${res.status}): ${message}`);
  }

  async function deleteById(fileId: string): Promise<void> {
    const res = await call(`${apiBase}/v1/files/${encodeURIComponent(fileId)}`, {
      method: 'DELETE',
    });
    if (res.ok || res.status === 404) {
      await res.body?.cancel();
      return;
    }
    throw await failure(res, 'delete');
  }

  /** The fileIds of the files stored at exactly this key (normally one, or none). */
  async function findByPath(key: string): Promise<string[]> {
    const { folder, fileName } = splitKey(key);
    const query = new URLSearchParams({
      path: `${folder}/`.replace(/^\/\/$/, '/'),
      searchQuery: `name = "${fileName}"`,
      limit: '100',
    });
    const res = await call(`${apiBase}/v1/files?${query.toString()}`, { method: 'GET' });
    if (!res.ok) throw await failure(res, 'file lookup');
    const files = (await res.json()) as { fileId?: unknown; filePath?: unknown }[];
    return files
      .filter((f) => f.filePath === `/${key}` && typeof f.fileId === 'string')
      .map((f) => f.fileId as string);
  }

  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      const { folder, fileName } = splitKey(key);
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(data)], { type: contentType }), fileName);
      form.set('fileName', fileName);
      form.set('folder', folder);
      form.set('useUniqueFileName', 'false');
      form.set('overwriteFile', 'true');
      const res = await call(`${uploadBase}/api/v1/files/upload`, { method: 'POST', body: form });
      if (!res.ok) throw await failure(res, 'upload');
      const body = (await res.json()) as { fileId?: unknown; filePath?: unknown };
      if (typeof body.fileId !== 'string')
        throw new ImageKitError(res.status, 'ImageKit upload answered without a fileId');
      if (body.filePath !== undefined && body.filePath !== `/${key}`) {
        // url(key) would point elsewhere: refuse rather than hand out a broken address.
        await deleteById(body.fileId).catch(() => {});
        throw new ImageKitError(
          res.status,
          `ImageKit stored ${String(body.filePath)} instead of /${key}`,
        );
      }
      remember(key, body.fileId);
    },

    async delete(key) {
      assertSafeKey(key);
      const known = fileIds.get(key);
      const ids = known ? [known] : await findByPath(key);
      for (const id of ids) await deleteById(id);
      fileIds.delete(key);
    },

    // The public delivery address: ImageKit's API has no download call of its own.
    async read(key) {
      assertSafeKey(key);
      const res = await fetch(`${urlEndpoint}/${key}`);
      if (res.status === 404) return null;
      if (!res.ok) throw await failure(res, 'download');
      return Buffer.from(await res.arrayBuffer());
    },

    url(key) {
      assertSafeKey(key);
      return `${urlEndpoint}/${key}`;
    },

    uploadAuth(now = new Date()) {
      const token = randomUUID();
      const expire = Math.floor(now.getTime() / 1000) + IMAGEKIT_AUTH_TTL_SECONDS;
      return {
        token,
        expire,
        signature: imageKitSignature(config.privateKey, token, expire),
        publicKey: config.publicKey,
      };
    },
  };
}

/** "items/abc/x-800.webp" -> folder "/items/abc", file name "x-800.webp". */
function splitKey(key: string): { folder: string; fileName: string } {
  const i = key.lastIndexOf('/');
  return i < 0
    ? { folder: '/', fileName: key }
    : { folder: `/${key.slice(0, i)}`, fileName: key.slice(i + 1) };
}
