import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { WebLoadContext } from '@contract/web-load-context';
import { handleError } from './entry.server';
import { webContext } from './lib/load-context';

describe('the server entry’s error handler', () => {
  const contextWith = (reportError: (error: unknown) => void) =>
    new RouterContextProvider(new Map([[webContext, { reportError } as unknown as WebLoadContext]]));

  it('hands a loader’s error to the server’s log with its request, so a 500 page says why (issue 43)', () => {
    const reportError = vi.fn();
    const cause = new Error('relation "blogs" does not exist');
    handleError(cause, { request: new Request('http://localhost/faq'), context: contextWith(reportError), params: {} });
    expect(reportError).toHaveBeenCalledWith(cause);
  });

  it('says nothing of a request the visitor left', () => {
    const reportError = vi.fn();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://localhost/faq', { signal: controller.signal }),
      context: contextWith(reportError),
      params: {},
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});
