// Picks the file store from configuration at start (STORAGE in config.ts): local disk under
// DATA_DIR/uploads by default (served by the app at /uploads/), or S3-compatible storage or
// ImageKit, whose URLs point outside the app.
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createImageKitStorage, type ImageKitOptions } from './imagekit.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export interface ConfiguredStorage {
  storage: Storage;
  /** The folder the app serves at /uploads/ (local disk only). */
  localRoot: string | null;
}

export function createStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
  options: { imageKit?: ImageKitOptions } = {},
): ConfiguredStorage {
  const s = config.storage;
  switch (s.kind) {
    case 's3':
      return { storage: createS3Storage(s), localRoot: null };
    case 'imagekit':
      return { storage: createImageKitStorage(s, options.imageKit), localRoot: null };
    case 'local': {
      const root = join(config.dataDir, 'uploads');
      return { storage: createLocalDiskStorage(root), localRoot: root };
    }
  }
}
