import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackupSource } from './backup-source';
import { createBackupStream } from './write-backup';

/** GET /api/admin/backup: the site's data as a tar.gz download, taken while the site keeps running. */
const backupRoutes: FastifyPluginAsyncZod<{ source: BackupSource }> = async (app, { source }) => {
  app.get(
    '/api/admin/backup',
    {
      config: { permission: 'backup.download', reauth: true },
      schema: {
        tags: ['backup'],
        summary: 'Download a backup: the embedded database and the uploaded images, as tar.gz (admins only)',
      },
    },
    async (request, reply) => {
      const { manifest, stream } = await createBackupStream(source);
      const stamp = manifest.createdAt.replace(/[:.]/g, '-');
      await request.audit({ action: 'backup.downloaded', targetType: 'backup', targetId: `site-backup-${stamp}.tar.gz` });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="site-backup-${stamp}.tar.gz"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default backupRoutes;
