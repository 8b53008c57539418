import { describe, expect, it } from 'vitest';
import { createRenderTags } from './render-tags';

const answer = (tags?: string) => new Headers(tags === undefined ? {} : { 'x-content-tags': tags });

describe('the tags of a render', () => {
  it('are the union of the tags of every answer it read', () => {
    const render = createRenderTags();
    render.read(answer('c:blog'));
    render.read(answer('c:company, c:testimonials'));
    render.read(answer('c:blog'));
    expect([...render.tags()!].sort()).toEqual(['c:blog', 'c:company', 'c:testimonials']);
  });
  it('are none for a render that read nothing (it changes with a deploy only)', () => {
    expect(createRenderTags().tags()).toEqual([]);
  });
  it('are unknown once an answer names none or a malformed one, or a read was not seen', () => {
    for (const spoil of [answer(), answer(''), answer('c:blog,*'), null]) {
      const render = createRenderTags();
      render.read(answer('c:blog'));
      if (spoil) render.read(spoil);
      else render.unknown();
      expect(render.tags()).toBeUndefined();
    }
  });
});
