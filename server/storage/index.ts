import path from 'node:path';
import type { Config } from '../config/env';
import { createLocalStorage } from './local';
import type { Storage } from './types';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === 's3') {
    const { createS3Storage } = await import('./s3');
    return createS3Storage(config);
  }
  if (config.STORAGE_DRIVER === 'cloudinary') {
    const { createCloudinaryStorage } = await import('./cloudinary');
    // parseEnv resolves the settings whenever the driver is cloudinary.
    return createCloudinaryStorage(config.cloudinary!);
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
