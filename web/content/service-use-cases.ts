/** Use Cases of each service page: what clients really do with it, as HTML text (not a picture). */
import type { ServiceSlug } from './services';

export interface UseCase {
  title: string;
  text: string;
}

export const serviceUseCases: Record<ServiceSlug, [UseCase, UseCase, UseCase, UseCase]> = {
  'bulk-data-scrapping': [
    {
      title: 'Catalogue building',
      text: 'A marketplace seeds 400,000 product pages with titles, specs and images pulled from supplier sites, mapped to its own categories.',
    },
    {
      title: 'Lead lists from directories',
      text: 'A B2B sales team gets every listed firm in a trade directory — name, address, phone, website — de-duplicated against its CRM.',
    },
    {
      title: 'Market sizing',
      text: 'An analyst counts every listing, seller and price point in a category across ten marketplaces before a product launch.',
    },
    {
      title: 'Historical backfill',
      text: 'A research team collects five years of archived reviews and ratings in one job to train a sentiment model.',
    },
  ],
  'powerbi-design': [
    {
      title: 'Daily sales cockpit',
      text: 'Regional managers open one report each morning: revenue against target, top products and stores falling behind, filtered to their region.',
    },
    {
      title: 'Competitor price tracking',
      text: 'Scraped competitor prices meet your own price list in one model, with alerts when the gap on a key product passes a threshold.',
    },
    {
      title: 'Inventory and stock-outs',
      text: 'Buyers see days of cover per SKU and warehouse, and which items will run out before the next delivery arrives.',
    },
    {
      title: 'Month-end finance pack',
      text: 'The finance team replaces twelve spreadsheets with a refreshed P&L, cash-flow and budget-variance report that reconciles to the ledger.',
    },
  ],
  'server-setup': [
    {
      title: 'Hosting a fleet of scrapers',
      text: 'Forty scrapers that used to run on a developer laptop move to containers with a scheduler, proxy pool and one dashboard of run results.',
    },
    {
      title: 'Always-on trading bots',
      text: 'A crypto desk runs its bots on a hardened server near the exchange, with restarts on failure and alerts when a bot stops trading.',
    },
    {
      title: 'Scheduled reports',
      text: 'Scripts that build and e-mail reports at 6 a.m. run on a managed server with logs kept for 90 days, not on a PC under a desk.',
    },
    {
      title: 'RPA workers in the cloud',
      text: 'Headless browsers for web automation run on autoscaled workers that grow at month-end and shrink to one machine overnight.',
    },
  ],
  'api-integration': [
    {
      title: 'CRM and e-commerce in sync',
      text: 'New Shopify customers and orders appear in HubSpot within a minute, with lifetime value and last order date kept current.',
    },
    {
      title: 'Order routing to suppliers',
      text: 'Orders for drop-shipped items go straight to each supplier’s API; tracking numbers come back to the shop and the customer e-mail.',
    },
    {
      title: 'Payment reconciliation',
      text: 'Stripe and PayPal payouts are matched to invoices in Xero every night, and the few that do not match land in a short review list.',
    },
    {
      title: 'Inventory across channels',
      text: 'Stock levels from the warehouse system update Amazon, eBay and your own shop, so the last unit is never sold twice.',
    },
  ],
  'daily-data': [
    {
      title: 'Price tracking',
      text: 'A retailer receives competitor prices for 20,000 products every morning at 7, with yesterday’s changes highlighted.',
    },
    {
      title: 'Stock availability',
      text: 'A brand sees which retailers show its products as out of stock, by store and region, before sales reps start their day.',
    },
    {
      title: 'Job market monitoring',
      text: 'A recruiter gets every new posting for its target roles and cities, with salary ranges, in a sheet that grows each day.',
    },
    {
      title: 'News and filings watch',
      text: 'An investor relations team receives new articles and regulatory filings mentioning its peers, de-duplicated and tagged by company.',
    },
  ],
  'ai-powered-bots': [
    {
      title: 'Support inbox triage',
      text: 'A bot reads incoming e-mails, tags intent and urgency, drafts a reply from your help centre and hands hard cases to a person.',
    },
    {
      title: 'Invoice and document reading',
      text: 'Supplier invoices in any layout become structured lines — supplier, items, totals, VAT — checked against the purchase order.',
    },
    {
      title: 'Product data enrichment',
      text: 'Scraped products are categorised, their attributes extracted from free text, and near-duplicates across sources merged.',
    },
    {
      title: 'Review and sentiment analysis',
      text: 'Thousands of reviews a week are summarised into the complaints and praise that changed since last week, per product.',
    },
  ],
  'web-automation': [
    {
      title: 'Portal form filling',
      text: 'A bot submits hundreds of shipment declarations to a customs portal from a spreadsheet, and saves each confirmation PDF.',
    },
    {
      title: 'Report downloads',
      text: 'Every Monday a bot signs in to eight supplier portals, downloads the sales reports and drops them into one shared folder.',
    },
    {
      title: 'Listing management',
      text: 'Property listings are created and updated on several portals from one internal record, with photos and prices kept identical.',
    },
    {
      title: 'Account and order checks',
      text: 'A bot checks order statuses on carrier websites that have no API and flags the parcels that have not moved in two days.',
    },
  ],
  'custom-web-scraping': [
    {
      title: 'Your own scraping platform',
      text: 'An agency gets a scraper codebase it owns, with a job queue, proxy settings and an admin screen its developers can extend.',
    },
    {
      title: 'Sites behind logins',
      text: 'A distributor collects its own order and pricing history from partner portals that require sign-in and two-step verification.',
    },
    {
      title: 'JavaScript-heavy sources',
      text: 'Prices and availability rendered by single-page apps are captured through headless browsers or the site’s own data calls.',
    },
    {
      title: 'Change detection',
      text: 'A compliance team is alerted when the terms, prices or product pages it watches change, with a side-by-side view of the difference.',
    },
  ],
};
