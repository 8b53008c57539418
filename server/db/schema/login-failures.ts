import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/** Failed sign-ins, counted per (email, ip) and per ip to lock out password guessing across processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_ip_idx').on(t.email, t.ip, t.createdAt), index('login_failures_ip_idx').on(t.ip, t.createdAt)],
);
