import type { TxRepositories } from '../repositories/index';

/**
 * The name mail speaks in: the published company item's, as on every page (issue 30 point 1), read
 * when each message is made, so a renamed company signs the next one. Before a company is published
 * (SEED_CONTENT=false) the site's host name stands in, never a sample company's name.
 */
export async function mailSiteName(repos: Pick<TxRepositories, 'queries'>, siteUrl: string): Promise<string> {
  return (await repos.queries.companyName()) ?? new URL(siteUrl).hostname;
}
