import type { MissingPath } from '@contract/redirects';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';

/** The most requested addresses that found no page (30 days), each with "Create redirect". */
export function MissingPages({ paths, onCreate }: { paths: MissingPath[]; onCreate: (path: string) => void }) {
  return (
    <section className="space-y-3" aria-labelledby="missing-pages">
      <h2 id="missing-pages" className="text-xl font-semibold text-slate-900">
        Most requested missing pages (30 days)
      </h2>
      <DataTable
        caption="Most requested missing pages"
        columns={['Address', 'Requests', 'Last seen', 'Actions']}
        empty={paths.length === 0 ? 'No missing pages requested.' : undefined}
      >
        {paths.map((p) => (
          <tr key={p.path}>
            <Td className="break-all font-mono text-sm">{p.path}</Td>
            <Td>{p.hits}</Td>
            <Td>{p.lastSeen}</Td>
            <Td>
              <Button size="sm" variant="secondary" onClick={() => onCreate(p.path)} aria-label={`Create redirect from ${p.path}`}>
                Create redirect
              </Button>
            </Td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
