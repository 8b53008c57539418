/**
 * The three articles a fresh install publishes (server/startup/seed-content.ts), on the home teaser's
 * topics. Plain, sanitiser-safe HTML: headings, paragraphs and lists only.
 */
export interface StarterArticle {
  title: string;
  tags: string[];
  content: string;
}

export const starterArticles: StarterArticle[] = [
  {
    title: 'How to choose between a scraper and an official API',
    tags: ['web scraping', 'api integration'],
    content: `
<p>When a client asks us to collect data from a website, the first question we ask back is simple: does the site offer an official API? When an API exists it is usually the better source. When it does not, or when it leaves out the fields you need, a well-built scraper is a perfectly good answer. This article walks through how we make that call.</p>
<h2>Start with what you actually need</h2>
<p>Write down the fields, the volume and the freshness you need before you look at any technical option. "Every product with its price and stock level, refreshed daily" is a requirement you can check a source against. "All the data" is not. Many projects that looked like scraping jobs turned out to need three fields that a public API already returned.</p>
<h2>Why an official API usually wins</h2>
<ul>
<li><strong>Stability.</strong> An API is a contract. Its owner versions it and announces changes; a web page can change its layout on any Tuesday.</li>
<li><strong>Clear terms.</strong> API terms say what you may do with the data, how often you may ask, and what it costs. That makes legal review short.</li>
<li><strong>Structure.</strong> JSON with typed fields needs no parsing of prices out of text or dates out of labels.</li>
<li><strong>Lower running cost.</strong> No headless browsers, no proxy pools, less maintenance.</li>
</ul>
<h2>When a scraper is the better tool</h2>
<p>APIs are not always the full story. We recommend a scraper when there is no API at all, when the API omits what the page shows (reviews, stock status, promotional prices), when its quota is far below the volume you need, or when access is priced for enterprises while the same information is public on the website. Competitor monitoring is the classic case: your competitors will not give you an API key.</p>
<h2>What a robust scraper needs</h2>
<p>If you do scrape, treat the scraper as a product, not a script. The ones that keep working for years have a few things in common:</p>
<ul>
<li>Polite crawling: respect robots.txt where it applies, identify yourself, keep request rates low and spread them out.</li>
<li>Selectors that fail loudly. When a page changes, the run should stop with a clear alert rather than quietly write empty fields.</li>
<li>Validation of every record against a schema before it is delivered.</li>
<li>Monitoring of counts over time, so a drop from 10,000 products to 400 is noticed the same day.</li>
<li>Stored raw pages for a short time, so a parsing bug can be fixed and the data re-extracted without crawling again.</li>
</ul>
<h2>A mixed approach is common</h2>
<p>Many of our pipelines use both. The API supplies the stable backbone (identifiers, names, categories) and a small scraper fills in the few fields the API lacks. This keeps the fragile part small and easy to repair.</p>
<h2>Our rule of thumb</h2>
<p>Use the official API whenever it gives you the fields, volume and freshness you need at a price that makes sense. Scrape what it leaves out, carefully and within the law, and build the scraper so that it tells you when it breaks. If you are unsure which side of the line your project falls on, send us the site and the fields you need: we will tell you honestly which route we would take.</p>
`,
  },
  {
    title: 'Five checks before you trust a scraped dataset',
    tags: ['data quality', 'web scraping'],
    content: `
<p>A scraped dataset can look complete and still be wrong in ways that only show up in a board meeting. Before any delivery leaves our hands we run the same five checks. None of them needs special tools; a spreadsheet or a few lines of SQL will do. Run them on any dataset you buy or build.</p>
<h2>1. Coverage: did we get everything?</h2>
<p>Compare the number of records with an independent figure. A retailer's category page often says "1,284 products"; a sitemap lists every product URL; last week's run gives a baseline. A dataset with 900 rows where the site claims 1,284 is missing something, usually a page of pagination that failed or a category that changed its URL.</p>
<h2>2. Freshness: is it from today?</h2>
<p>Every record should carry the time it was collected. Check the oldest and newest timestamps. If a run was meant to take an hour but timestamps spread over two days, some pages were retried much later and may describe a different state of the site. For prices and stock, a stale record is often worse than a missing one.</p>
<h2>3. Duplicates: is each thing counted once?</h2>
<p>The same product can appear under several categories, with tracking parameters in its URL, or on two pages when the listing shifts during a crawl. Pick a stable key (a SKU, a canonical URL, a listing ID) and count distinct keys against rows. If the numbers differ, decide which copy wins and say so in the delivery notes.</p>
<h2>4. Field formats: does each column mean one thing?</h2>
<ul>
<li>Prices: one currency per column, numbers not text, and a clear rule for "from" prices and discounts.</li>
<li>Dates: one format, one time zone.</li>
<li>Empty values: an empty field must mean "not shown on the page", never "the parser failed".</li>
<li>Units: kilograms and pounds, or litres and millilitres, never mixed in one column.</li>
</ul>
<p>Look at the distribution of each numeric column. A price of 0.00 or 99,999 is usually a parsing error, not a bargain.</p>
<h2>5. Change detection: what moved since last time?</h2>
<p>For recurring datasets, compare each run with the previous one. How many records are new, how many disappeared, how many changed price? Normal sites change a little every day. A run where 60 % of prices changed, or where nothing changed at all, deserves a human look before anyone acts on it.</p>
<h2>Make the checks part of the pipeline</h2>
<p>Checks that someone runs "when there is time" stop being run. We build them into every pipeline: each delivery comes with a short report of these five numbers, and a run that fails a threshold is held back and investigated instead of being delivered. That small habit is what lets our clients put scraped data straight into pricing decisions and dashboards.</p>
`,
  },
  {
    title: 'Daily data feeds without a data team',
    tags: ['data feeds', 'automation'],
    content: `
<p>Plenty of small and mid-sized companies would benefit from fresh external data every morning: competitor prices, new tenders, supplier stock levels, property listings, job postings. Most of them do not have a data engineer, and they do not need one. A scheduled data feed brings the data to where the team already works.</p>
<h2>What a data feed is</h2>
<p>A data feed is a job that runs on a schedule, collects data from one or more sources, cleans it, and delivers it in a fixed format to a fixed place. The important word is fixed: the same columns, in the same order, at the same time, every day. That predictability is what lets people build habits and reports on top of it.</p>
<h2>Pick a delivery your team already uses</h2>
<ul>
<li><strong>A CSV or Excel file by email</strong> each morning. Nothing to install; ideal for a sales or purchasing team of a few people.</li>
<li><strong>A shared folder or cloud drive</strong> (Google Drive, OneDrive, SharePoint) with one file per day and a "latest" copy that spreadsheets link to.</li>
<li><strong>Rows in your database</strong> (PostgreSQL, MySQL, SQL Server) for teams with an internal tool or a developer who can read a table.</li>
<li><strong>A Power BI or Looker Studio dataset</strong> that refreshes on its own, so the dashboard is current when people open it.</li>
</ul>
<h2>Keep the format boring</h2>
<p>Agree on the columns once and change them rarely. Add new columns at the end so existing formulas keep working. Use ISO dates (2024-05-14), plain numbers without currency symbols, and one row per thing. A short data dictionary, one line per column, saves many questions later.</p>
<h2>Decide what happens when something goes wrong</h2>
<p>Sources change and sites go down. A good feed never silently delivers half a file. Either the full, checked dataset arrives, or a short message explains that today's delivery is late and why. Agree in advance who receives that message and how late is too late.</p>
<h2>Start small, then grow</h2>
<p>The best first feed answers one question people already ask every week, such as "which competitors changed their prices on our top 200 products?" Once the team trusts that feed, adding sources or columns is cheap. Trying to collect everything on day one usually produces a large file that nobody opens.</p>
<h2>What it costs to run</h2>
<p>For most feeds, running costs are small: a scheduled job, some storage and, for harder sources, a proxy service. The real cost is maintenance when a source changes, which is why we include monitoring and repairs in every feed we run. If you have a question that fresh data could answer every morning, tell us about it; we will suggest the simplest feed that does the job.</p>
`,
  },
];
