import { act, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hydrateIslands, type RegisteredIsland } from './hydrate';
import { island } from './island';
import { islandLoaders } from './registry';

// React 19 tells act() apart from a real browser by this flag.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Something before the islands that takes ids, as the real page does: ids made by useId would shift. */
function PageAround({ children }: { children: React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Around</label>
      <input id={id} />
      {children}
    </div>
  );
}

/** The page as the server sends it, put into the document. */
function serve(node: React.ReactNode) {
  document.body.innerHTML = renderToString(<PageAround>{node}</PageAround>);
}

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`Clicked ${n}`}
    </button>
  );
}
const CounterIsland = island('counter', Counter);

/** Props as the pages give them, one entry per registered island. */
const sampleProps: Record<string, object> = {
  'site-header': {
    pathname: '/services/daily-data',
    companyName: 'Example Data',
    reviewBadge: null,
    services: [{ label: 'Feeds', to: '/services/daily-data' }],
  },
  newsletter: { apiOrigin: '' },
  'contact-form': {
    action: '/contactus',
    apiOrigin: '',
    initial: { ok: false, fieldErrors: { email: 'Enter a valid email address' } },
    choices: { services: ['Daily Data Feeds'], budgets: ['Under $1,000', 'Over $50,000'], budgetRequired: false },
    service: 'Daily Data Feeds',
  },
  'logo-strip': { logos: [{ id: 'l1', name: 'Acme', image: { src: '/a.svg', alt: 'Acme logo', width: 160, height: 48 }, url: null }] },
  testimonials: { testimonials: [{ id: 't1', quote: 'Good.', name: 'Sam', role: '', company: '', rating: 5, date: '2024-01-02' }] },
  faq: {
    topics: [{ id: 'data', name: 'Your data', items: [{ question: 'Who owns the data?', answer: '<p>You do.</p>' }] }],
    defaultTopicId: 'data',
    topicsLabel: 'FAQ topics',
    questionsSuffix: 'Questions',
  },
  'missing-path-logger': { path: '/lost' },
  'attribution-banner': {},
  // Shown in the zone this test runs in: nothing to switch (jsdom cannot navigate).
  'zone-detect': { shown: Intl.DateTimeFormat().resolvedOptions().timeZone },
};

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe('hydrateIslands', () => {
  it('hydrates an island inside a larger page, keeping its HTML, and makes it interactive', async () => {
    serve(<CounterIsland start={2} />);
    const before = document.body.innerHTML;
    await act(async () => {
      expect(hydrateIslands(document, [CounterIsland])).toBe(1);
    });
    expect(document.body.innerHTML).toBe(before);
    await act(async () => document.querySelector('button')!.click());
    expect(document.querySelector('button')!.textContent).toBe('Clicked 3');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports on the console when the server HTML does not match the island', async () => {
    serve(<CounterIsland start={2} />);
    document.querySelector('button')!.textContent = 'Clicked 99';
    await act(async () => {
      hydrateIslands(document, [CounterIsland]);
    });
    expect(consoleError).toHaveBeenCalled();
  });

  it('leaves an unknown island as server HTML and says so', async () => {
    serve(<CounterIsland start={0} />);
    await act(async () => {
      expect(hydrateIslands(document, [])).toBe(0);
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Unknown island "counter"'));
    expect(document.querySelector('button')!.textContent).toBe('Clicked 0');
  });

  let islands: RegisteredIsland[] = [];
  // Every island's module, through its loader (the first load transforms them all: slow on a busy machine).
  beforeAll(async () => {
    islands = await Promise.all(Object.values(islandLoaders).map((loader) => loader.load()));
  }, 60_000);

  it('every registered island hydrates its own server HTML without a mismatch', async () => {
    // Each loader is registered under the name its island renders.
    expect(islands.map((i) => i.islandName)).toEqual(Object.keys(islandLoaders));
    expect(Object.keys(sampleProps).sort()).toEqual(islands.map((i) => i.islandName).sort());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(
      <>
        {islands.map((Island) => {
          const Render = Island as unknown as (props: object) => React.JSX.Element;
          return <Render key={Island.islandName} {...sampleProps[Island.islandName]!} />;
        })}
      </>,
    );
    await act(async () => {
      expect(hydrateIslands(document, islands)).toBe(islands.length);
    });
    expect(consoleError.mock.calls).toEqual([]);
    // The not-found logger ran in the browser.
    expect(warn).toHaveBeenCalledWith('404 page not found: /lost');
    warn.mockRestore();
  });
});
