// Seeds N leads and N subscribers straight into the database with set-based SQL (seconds, not minutes).
// The leads look like a desk's: owned by the bench admin and 3 more staff (a fifth unassigned), next
// actions spread over ±30 days, a company each, and one service (BULK_SERVICE) on every tenth lead, all
// of them new: the bulk status change's N/10 (10,000 at 100,000). The insert fills lead_search (trigger).
const SERVICES = ['Web Scraping', 'Data Extraction', 'API Development', 'Daily Data Feeds'];
export const BULK_SERVICE = 'AI-Powered Bots';
const STATUSES = ['new', 'new', 'new', 'contacted', 'qualified', 'proposal', 'won', 'lost', 'spam'];
const SOURCES = ['', '', 'newsletter', 'linkedin', 'google'];
// What the enquiries are about: "shops" is in one lead of 20 (a common word, 5,000 hits at 100,000).
const SUBJECTS = [
  'shops',
  'hotels',
  'airlines',
  'retailers',
  'marketplaces',
  'car dealers',
  'job boards',
  'real estate sites',
  'pharmacies',
  'grocers',
];
const TOPICS = [...SUBJECTS, ...SUBJECTS.slice(1).map((s) => `${s} abroad`), 'suppliers'];
const STAFF = ['Sam Seller', 'Kim Closer', 'Lee Lister'];

const arr = (xs) => `(array[${xs.map((x) => `'${x}'`).join(',')}])`;

/** @param {(sql: string) => Promise<unknown>} exec */
export async function seed(exec, n) {
  await exec(`insert into users (name, email, password_hash, role)
    select name, lower(replace(name, ' ', '.')) || '@bench.test', 'not-a-hash', 'user' from unnest(${arr(STAFF)}) as name`);
  // The owners in a fixed order, then nobody: lead i belongs to owners[1 + i % 5] (the first is the bench admin).
  const owners = `(select array_append(array_agg(id order by role, created_at, email), null) from users)`;
  await exec(`insert into contacts (id, name, email, phone, company, service, budget, message, rnd, status, owner_id, next_action_on, utm_source, created_at)
    select gen_random_uuid(), 'Lead ' || i, 'lead' || i || '@example.com', '+1 555' || lpad(i::text, 7, '0'), 'Company ' || i || ' Ltd',
      case when i % 10 = 0 then '${BULK_SERVICE}' else ${arr(SERVICES)}[1 + i % ${SERVICES.length}] end, '$501 - $1000',
      'Seeded enquiry number ' || i || E'\\nWe need prices from ' || (i % 97) || ' ' || ${arr(TOPICS)}[1 + i % ${TOPICS.length}] || ' every morning.',
      i % 7 = 0, case when i % 10 = 0 then 'new' else ${arr(STATUSES)}[1 + i % ${STATUSES.length}] end,
      ${owners}[1 + i % 5],
      case when i % 3 = 0 then null else current_date + (i % 61 - 30) end,
      ${arr(SOURCES)}[1 + i % ${SOURCES.length}],
      now() - (i || ' seconds')::interval
    from generate_series(1, ${n}) as i`);
  await exec(`insert into subscriptions (id, email, created_at)
    select gen_random_uuid(), 'reader' || i || '@example.com', now() - (i || ' seconds')::interval from generate_series(1, ${n}) as i`);
  await exec('vacuum analyze');
}
