// Seeds N leads and N subscribers straight into the database with set-based SQL (seconds, not minutes).
const SERVICES = ['Web Scraping', 'Data Extraction', 'API Development', 'Daily Data Feeds', 'AI-Powered Bots'];
const STATUSES = ['new', 'new', 'new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'];
const SOURCES = ['', '', 'newsletter', 'linkedin', 'google'];

const arr = (xs) => `(array[${xs.map((x) => `'${x}'`).join(',')}])`;

/** @param {(sql: string) => Promise<unknown>} exec */
export async function seed(exec, n) {
  await exec(`insert into contacts (id, name, email, phone, service, budget, message, rnd, status, utm_source, created_at)
    select gen_random_uuid(), 'Lead ' || i, 'lead' || i || '@example.com', '+1 555' || lpad(i::text, 7, '0'),
      ${arr(SERVICES)}[1 + i % ${SERVICES.length}], '$501 - $1000',
      'Seeded enquiry number ' || i || E'\\nWe need prices from ' || (i % 97) || ' shops every morning.',
      i % 7 = 0, ${arr(STATUSES)}[1 + i % ${STATUSES.length}], ${arr(SOURCES)}[1 + i % ${SOURCES.length}],
      now() - (i || ' seconds')::interval
    from generate_series(1, ${n}) as i`);
  await exec(`insert into subscriptions (id, email, created_at)
    select gen_random_uuid(), 'reader' || i || '@example.com', now() - (i || ' seconds')::interval from generate_series(1, ${n}) as i`);
  await exec('vacuum analyze');
}
