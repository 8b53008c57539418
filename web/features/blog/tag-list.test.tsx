import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagList } from './tag-list';
import { parseTags } from './tags';

describe('parseTags', () => {
  it('keeps a clean array as it is', () => {
    expect(parseTags(['scraping', 'bots'])).toEqual(['scraping', 'bots']);
  });
  it('splits the old shape, one comma string in an array, and trims', () => {
    expect(parseTags(['scraping, bots ,  data feeds'])).toEqual(['scraping', 'bots', 'data feeds']);
  });
  it('copes with a bare string, empties and repeats', () => {
    expect(parseTags('a,, b, a ,')).toEqual(['a', 'b']);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags([])).toEqual([]);
  });
});

describe('<TagList>', () => {
  it('shows a labelled list for the old shape', () => {
    render(<TagList tags={['web scraping, automation']} />);
    const list = screen.getByRole('list', { name: 'Tags:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['web scraping', 'automation']);
    // Each tag links to its page, by its slug.
    expect(within(list).getByRole('link', { name: 'web scraping' }).getAttribute('href')).toBe('/blogs/tag/web-scraping');
  });
  it('shows the same for the clean array', () => {
    render(<TagList tags={['web scraping', 'automation']} />);
    expect(within(screen.getByRole('list', { name: 'Tags:' })).getAllByRole('listitem')).toHaveLength(2);
  });
  it('renders nothing without tags', () => {
    const { container } = render(<TagList tags={['  ,  ']} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Tags:')).toBeNull();
  });
});
