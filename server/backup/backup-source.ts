/** What a backup is made of: the embedded database's files and the uploaded images kept on local disk. */
export interface BackupSource {
  /** The embedded database as a gzipped tarball of its data directory; absent on a PostgreSQL server (use pg_dump). */
  dumpDatabase?: () => Promise<Blob>;
  /** The local uploads folder; absent with S3 or Cloudinary, which keep their own copies. */
  uploadsRoot?: string;
}

export const BACKUP_FORMAT = 1;
export const MANIFEST_NAME = 'backup.json';
export const DATABASE_ENTRY = 'database/pgdata.tar.gz';
export const UPLOADS_PREFIX = 'uploads/';

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** 'pglite': the database is in the archive; 'postgres': it is not (pg_dump it separately). */
  database: 'pglite' | 'postgres';
  uploads: number;
}
