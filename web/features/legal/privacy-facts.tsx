import type { PrivacyFact } from '@contract/privacy-facts';

/**
 * "What this site keeps": the rows the server writes from its configuration (decision 078; a
 * loader reads them as `webLoadContext(context).privacyFacts`). Each row is an anchor target, so
 * the consent banner links to `#attribution`.
 */
export function PrivacyFacts({ facts }: { facts: readonly PrivacyFact[] }) {
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="privacy-facts-title" className="my-8">
      <h2 id="privacy-facts-title" className="text-xl font-semibold">
        What this site keeps, and for how long
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                What
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Where
              </th>
              <th scope="col" className="py-2 font-semibold">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.map((fact) => (
              <tr key={fact.id} id={fact.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {fact.what}
                </th>
                <td className="py-2 pr-4">{fact.where}</td>
                <td className="py-2">{fact.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
