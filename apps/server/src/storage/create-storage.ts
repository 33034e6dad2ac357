// Picks the file store from configuration at start (STORAGE in config.ts): local disk under
// DATA_DIR/uploads by default (served by the app at /uploads/), or S3-compatible storage or
// ImageKit, whose URLs point outside the app.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createImageKitStorage, type ImageKitOptions } from './imagekit.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

export interface ConfiguredStorage {
  storage: Storage;
  /** The folder the app serves at /uploads/ (local disk only). */
  localRoot: string | null;
}

export async function createStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
  options: { imageKit?: ImageKitOptions } = {},
): Promise<ConfiguredStorage> {
  const s = config.storage;
  switch (s.kind) {
    case 's3': {
      // The AWS SDK only when it is used: about 15 MB of a server's memory (issue 31).
      const { createS3Storage } = await import('./s3.ts');
      return { storage: createS3Storage(s), localRoot: null };
    }
    case 'imagekit':
      return { storage: createImageKitStorage(s, options.imageKit), localRoot: null };
    case 'local': {
      const root = join(config.dataDir, 'uploads');
      return { storage: createLocalDiskStorage(root), localRoot: root };
    }
  }
}
