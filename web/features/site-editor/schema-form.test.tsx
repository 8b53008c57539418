import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@contract/content/index';
import { Button } from '~/components/ui/button';
import { collectionSchema, emptyValue, type SchemaNode } from './json-schema';
import { SchemaForm } from './schema-form';
import { startingValues, useContentForm } from './use-content-form';

function Harness({ collection, values, onValid }: { collection: CollectionName; values?: unknown; onValid?: (body: unknown) => void }) {
  const { form, submit } = useContentForm(collection, (values ?? startingValues(collection, null)) as Record<string, unknown>);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <SchemaForm
        collection={collection}
        form={form}
        refOptions={{ services: [{ id: '0b9e2a5c-8a51-4c4e-9d8c-2f1e9a7b6c5d', name: 'Web scraping', draft: false }] }}
        uploadImage={() => Promise.resolve(null)}
      />
      <Button
        onClick={() =>
          void submit(
            (body) => onValid?.(body),
            () => undefined,
          )()
        }
      >
        Check
      </Button>
    </form>
  );
}

/**
 * The form inside a data router, as on the site: its rich-text fields load the editor lazily, and the
 * editor reads the API origin from the root route. Without a router, a slow machine let the editor
 * arrive mid-test and throw, and the form was torn down under the test.
 */
function renderForm(props: ComponentProps<typeof Harness>) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Harness {...props} /> }]);
  return render(<Stub />);
}

/** Every widget a schema asks for, so a new one in the contract fails here until the form draws it. */
function widgetsOf(node: SchemaNode, out = new Set<string>()): Set<string> {
  if (node.widget) out.add(node.widget);
  Object.values(node.properties ?? {}).forEach((n) => widgetsOf(n, out));
  if (node.items) widgetsOf(node.items, out);
  node.anyOf?.forEach((n) => widgetsOf(n, out));
  return out;
}

describe('the generated content form', () => {
  it.each(COLLECTION_NAMES)('draws every field of %s with a widget the form knows', (collection) => {
    const known = new Set(['image', 'richtext', 'link', 'ref', 'icon', 'date', 'text']);
    expect([...widgetsOf(collectionSchema(collection))].filter((w) => !known.has(w))).toEqual([]);
    const { container } = renderForm({ collection });
    expect(container.querySelectorAll('input, select, textarea, button').length).toBeGreaterThan(1);
  });

  it('labels the testimonial’s fields from the schema and refuses it without the permission, with the schema’s messages', async () => {
    const onValid = vi.fn();
    renderForm({ collection: 'testimonials', onValid });
    expect(screen.getByLabelText(/^Quote/)).toBeInstanceOf(HTMLTextAreaElement);
    expect(screen.getByRole('group', { name: 'Permission' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The quote is required')).toBeTruthy();
    expect(screen.getByText('Record the client’s permission to publish')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('asks for an image’s alt text with the contract’s message', async () => {
    const values = {
      ...(emptyValue(collectionSchema('logos')) as object),
      name: 'Acme',
      image: { src: '/uploads/acme.png', alt: '', width: 200, height: 80 },
      url: null,
    };
    const { container } = renderForm({ collection: 'logos', values });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/acme.png');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Describe the image for people who cannot see it')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Alt text/), 'Acme logo');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText('Describe the image for people who cannot see it')).toBeNull());
  });

  it('inserts a figure token into a text and warns about figures typed out', async () => {
    renderForm({ collection: 'home' });
    const headline = screen.getByLabelText(/^Headline/);
    await userEvent.type(headline, 'Over 235+ projects');
    expect(screen.getByText(/“235\+ projects” is written out/)).toBeTruthy();
    const hero = screen.getByRole('group', { name: 'Hero' });
    await userEvent.click(within(hero).getAllByRole('button', { name: '{projects}' })[0]!);
    expect((headline as HTMLInputElement).value).toBe('Over 235+ projects {projects}');
  });

  it('tells a legal page’s writer which company facts the text may name, and describes the editor with it', async () => {
    renderForm({ collection: 'pages' });
    const hint = screen.getByText(/A paragraph, list item or table row naming one the company details lack is left out/);
    expect(within(hint).getByText('{registrationNumber}').tagName).toBe('CODE');
    expect(hint.textContent).toContain('{legalName}');
    const editor = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });
    expect(editor.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('gives a service’s rich text no company-facts hint', () => {
    renderForm({ collection: 'services' });
    expect(screen.queryByText(/company details lack is left out/)).toBeNull();
  });

  it('adds, moves and removes the entries of a list, keeping the focus on the moved entry', async () => {
    renderForm({ collection: 'services' });
    const deliverables = screen.getByRole('group', { name: 'Deliverables' });
    await userEvent.click(within(deliverables).getByRole('button', { name: 'Add deliverable' }));
    await userEvent.click(within(deliverables).getByRole('button', { name: 'Add deliverable' }));
    await userEvent.type(within(deliverables).getByLabelText(/^Deliverable 1/), 'CSV files');
    await userEvent.type(within(deliverables).getByLabelText(/^Deliverable 2/), 'An API');
    await userEvent.click(within(deliverables).getByRole('button', { name: 'Move deliverable 2 up' }));
    expect((within(deliverables).getByLabelText(/^Deliverable 1/) as HTMLInputElement).value).toBe('An API');
    expect((within(deliverables).getByLabelText(/^Deliverable 2/) as HTMLInputElement).value).toBe('CSV files');
    await waitFor(() => expect(document.activeElement).toBe(within(deliverables).getByRole('button', { name: 'Move deliverable 1 down' })));
    await userEvent.click(within(deliverables).getByRole('button', { name: 'Remove deliverable 1' }));
    expect((within(deliverables).getByLabelText(/^Deliverable 1/) as HTMLInputElement).value).toBe('CSV files');
  });

  it('edits the contact form’s budget brackets and switch like any list, starting from the sample ones on a company saved before them', async () => {
    const onValid = vi.fn();
    const saved = {
      name: 'Acme Data',
      legalName: '',
      about: '',
      emails: { general: 'hi@acme.example' },
      phones: [],
      socialProfiles: [],
      figures: { foundedYear: 2016, projects: 1, clients: 1, experts: 1, satisfactionPercent: 90, minimums: true },
      reviewBadge: null,
      logo: null,
      registration: {},
      statusPageUrl: null,
    };
    renderForm({ collection: 'company', values: startingValues('company', { data: saved, pending: null }), onValid });
    const settings = screen.getByRole('group', { name: 'Contact form' });
    const brackets = within(settings).getByRole('group', { name: 'Budget brackets' });
    expect((within(brackets).getByLabelText(/^Budget bracket 2/) as HTMLInputElement).value).toBe('$1,000 – $5,000');
    await userEvent.click(within(brackets).getByRole('button', { name: 'Add budget bracket' }));
    await userEvent.type(within(brackets).getByLabelText(/^Budget bracket 6/), 'Over $100,000');
    const required = within(settings).getByRole('checkbox', { name: /^Budget required/ });
    expect(required).toBeChecked();
    await userEvent.click(required);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toMatchObject({
      contactForm: { budgetBrackets: expect.arrayContaining(['Under $1,000', 'Over $100,000']), budgetRequired: false },
    });
  });

  it('offers a link’s targets by kind: services from the list, a path of the site', async () => {
    renderForm({ collection: 'home' });
    const primary = screen.getByRole('group', { name: 'Primary cta' });
    await userEvent.selectOptions(within(primary).getByLabelText('Leads to'), 'service');
    await userEvent.selectOptions(within(primary).getByLabelText(/^Service/), 'Web scraping');
    expect((within(primary).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('0b9e2a5c-8a51-4c4e-9d8c-2f1e9a7b6c5d');
  });
});
