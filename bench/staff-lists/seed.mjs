// Seeds a busy site straight into the database with set-based SQL (seconds, not minutes): `leads` leads
// and as many subscribers, `posts` published posts, and a day of `views` page views (issue 44).
// The leads look like a desk's: owned by the bench admin and 3 more staff (a fifth unassigned), next
// actions spread over ±30 days, a company each, and one service (BULK_SERVICE) on every tenth lead, all
// of them new: the bulk status change's N/10 (10,000 at 100,000). The insert fills lead_search (trigger).
// test/api/bench-seeds.test.ts runs it on a few rows (leads, then posts and views) so the seed cannot rot.
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

/**
 * @param {(sql: string) => Promise<unknown>} exec
 * @param {number | { leads?: number, people?: number, posts?: number, views?: number }} counts a number: that many leads and
 *   subscribers only. `people`: how many senders the leads come from (default one each; fewer: lead i is from person
 *   1 + (i - 1) % people, so some write twice, as returning clients do).
 */
export async function seed(exec, counts) {
  const { leads = 0, people = leads, posts = 0, views = 0 } = typeof counts === 'number' ? { leads: counts } : counts;
  if (leads > 0) await seedLeads(exec, leads, people);
  if (posts > 0) await seedPosts(exec, posts);
  if (views > 0) await seedViews(exec, views, posts);
  await exec('vacuum analyze');
}

/** The bench's admin, for a bench that seeds a database it opens itself, with no server start to create one (desk-plans.ts). */
export async function seedBenchAdmin(exec) {
  await exec(`insert into users (name, email, password_hash, role) values ('Bench Admin', 'admin@bench.test', 'x', 'admin')`);
}

async function seedLeads(exec, n, people) {
  await exec(`insert into users (name, email, password_hash, role)
    select name, lower(replace(name, ' ', '.')) || '@bench.test', 'not-a-hash', 'user' from unnest(${arr(STAFF)}) as name`);
  // The owners in a fixed order, then nobody: lead i belongs to owners[1 + i % 5] (the first is the bench admin).
  const owners = `(select array_append(array_agg(id order by role, created_at, email), null) from users)`;
  await exec(`insert into contacts (id, name, email, phone, company, service, budget, message, rnd, status, owner_id, next_action_due_at, utm_source, created_at)
    select gen_random_uuid(), 'Lead ' || i, 'lead' || (1 + (i - 1) % ${people}) || '@example.com', '+1 555' || lpad(i::text, 7, '0'), 'Company ' || i || ' Ltd',
      case when i % 10 = 0 then '${BULK_SERVICE}' else ${arr(SERVICES)}[1 + i % ${SERVICES.length}] end, '$501 - $1000',
      'Seeded enquiry number ' || i || E'\\nWe need prices from ' || (i % 97) || ' ' || ${arr(TOPICS)}[1 + i % ${TOPICS.length}] || ' every morning.',
      i % 7 = 0, case when i % 10 = 0 then 'new' else ${arr(STATUSES)}[1 + i % ${STATUSES.length}] end,
      ${owners}[1 + i % 5],
      case when i % 3 = 0 then null else date_trunc('day', now()) + ((i % 61 - 30) || ' days 9 hours')::interval end,
      ${arr(SOURCES)}[1 + i % ${SOURCES.length}],
      now() - (i || ' seconds')::interval
    from generate_series(1, ${n}) as i`);
  await exec(`insert into subscriptions (id, email, created_at)
    select gen_random_uuid(), 'reader' || i || '@example.com', now() - (i || ' seconds')::interval from generate_series(1, ${n}) as i`);
}

/** Published posts of ~5 KB with what a save derives (body text, tag slugs), so the start's backfill has nothing to do. */
async function seedPosts(exec, n) {
  const paragraph = 'Post explains one more way to collect and clean data for a dashboard, step by step, with care for the sources.';
  await exec(`insert into blogs (slug, title, content, excerpt, tags, tag_slugs, body_text, status, published_at, created_at, updated_at)
    select 'seeded-post-' || i, 'Seeded post ' || i, repeat('<p>${paragraph}</p>', 40), 'Seeded post ' || i,
      array['bench', 'tag ' || (i % 20)], array['bench', 'tag-' || (i % 20)], repeat('${paragraph} ', 40), 'published',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${n}) as i`);
}

/**
 * Today's `n` views as the counter stores them (per visitor, page, source, device): a quarter as many
 * visitors, two views per row, over the posts and the main pages; then the day's counts (decision 108)
 * as the counter would have kept them.
 */
async function seedViews(exec, n, posts) {
  const paths = arr(['/', '/services', '/faq', '/blog', '/aboutus']);
  const visitors = Math.max(1, Math.floor(n / 4));
  await exec(`insert into analytics_visits (day, visitor, path, source, referrer_host, utm_medium, utm_campaign, device, views)
    select current_date, visitor, path, source, '', '', '', device, sum(2)::int from (
      select 'v' || (i % ${visitors}) as visitor,
        case when ${posts} > 0 and i % 3 > 0 then '/blogs/seeded-post-' || (1 + (i * 7) % greatest(${posts}, 1)) else ${paths}[1 + i % 5] end as path,
        ${arr(['direct', 'google', 'newsletter', 'linkedin', 'bing', 'news.ycombinator.com'])}[1 + i % 6] as source,
        ${arr(['desktop', 'mobile', 'tablet'])}[1 + i % 3] as device
      from generate_series(1, ${Math.floor(n / 2)}) as i) v
    group by visitor, path, source, device`);
  await exec(`insert into analytics_counts (day, dimension, key, views, visitors)
    select day, 'path', path, sum(views), count(distinct visitor) from analytics_visits group by day, path
    union all select day, 'source', source, sum(views), count(distinct visitor) from analytics_visits group by day, source
    union all select day, 'total', '', sum(views), count(distinct visitor) from analytics_visits group by day
    on conflict (day, dimension, key) do update set views = excluded.views, visitors = excluded.visitors`);
}
