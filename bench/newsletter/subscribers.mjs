// bench/newsletter's confirmed subscribers, written straight into the tables (10,000 sign-ups and
// confirmations through the API would take minutes). test/api/bench-seeds.test.ts runs it on a few
// rows against the current schema, so it cannot fall behind it unnoticed (issue 44).

/** Subscriber i's address (1 to n): the bench counts the deliveries by them. */
export const subscriberAddress = (i) => `newsletter-reader${i}@example.com`;

/**
 * Adds `n` confirmed subscribers.
 * @param {(sql: string) => Promise<unknown>} exec
 */
export async function seedConfirmedSubscribers(exec, n) {
  await exec(`insert into subscriptions (email, status, confirmed_at)
    select 'newsletter-reader' || i || '@example.com', 'confirmed', now() from generate_series(1, ${Number(n)}) as i`);
}
