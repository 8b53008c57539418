import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CollectionName } from '@contract/content/index';
import type { Db } from '../db/client';
import { auditEvents, contentItems, users } from '../db/schema/index';
import { readLegalPageFacts, type LegalPageFacts } from './legal-facts';
import { createSettingsRepository } from './settings';

const SAMPLE_COLLECTIONS = ['testimonials', 'logos', 'case-studies', 'pages'] as const satisfies readonly CollectionName[];
export type SampleCollection = (typeof SAMPLE_COLLECTIONS)[number];

/** What the launch checklist is made from, as the database says it now. */
export interface LaunchFacts {
  /** Admins who sign in with a password someone else set (the first admin's generated one, or one an admin gave them). */
  adminsWithGivenPassword: string[];
  /** Sample items still published, per collection. */
  publishedSamples: Record<SampleCollection, number>;
  lastBackupAt: Date | null;
  /** The published company item and legal pages (the company-fact checks, decision 116). */
  legal: LegalPageFacts;
}

/** The latest backup: downloaded (audited, the command line on a running server too) or written by the command line offline. */
async function lastBackupAt(db: Db): Promise<Date | null> {
  const [[downloaded], offline] = await Promise.all([
    db.select({ at: auditEvents.at }).from(auditEvents).where(eq(auditEvents.action, 'backup.downloaded')).orderBy(desc(auditEvents.at)).limit(1),
    createSettingsRepository(db).lastBackupTaken(),
  ]);
  const times = [downloaded?.at, offline].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}

export async function readLaunchFacts(db: Db): Promise<LaunchFacts> {
  const [admins, samples, backup, legal] = await Promise.all([
    db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNotNull(users.passwordHash), isNull(users.passwordChangedAt)))
      .orderBy(users.createdAt),
    db
      .select({ collection: contentItems.collection, n: count() })
      .from(contentItems)
      .where(and(eq(contentItems.sample, true), eq(contentItems.status, 'published'), inArray(contentItems.collection, [...SAMPLE_COLLECTIONS])))
      .groupBy(contentItems.collection),
    lastBackupAt(db),
    readLegalPageFacts(db),
  ]);
  const publishedSamples = Object.fromEntries(SAMPLE_COLLECTIONS.map((c) => [c, 0])) as Record<SampleCollection, number>;
  for (const row of samples) publishedSamples[row.collection as SampleCollection] = row.n;
  return { adminsWithGivenPassword: admins.map((a) => a.name), publishedSamples, lastBackupAt: backup, legal };
}
