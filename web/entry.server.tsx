import { setImmediate as nextTurn } from 'node:timers/promises';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { isIslandsPage } from './islands/page-mode';
import { coalescingStream } from './lib/coalescing-stream.server';
import { InlineStylesContext } from './lib/inline-styles';
import { webLoadContext, type WebLoadContext } from './lib/load-context';

/** server/web/mount.ts reads the load context's key from here, the built module (decision 032). */
export { webContext } from './lib/load-context';

export const streamTimeout = 5_000;

/** An error to the server's log with its request (the load context's reportError), else to the console (the dev server). */
function report(context: Readonly<RouterContextProvider>, error: unknown): void {
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  const reportError = webLoadContext(context).reportError;
  if (reportError) reportError(cause);
  else console.error(cause);
}

/** A loader or action that threw: React Router renders the error page, and this says why in the server's log. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) report(context, error);
};

function isIslandsDocument(routerContext: EntryContext, loadContext: WebLoadContext): boolean {
  if (!loadContext.islandsScript) return false;
  return isIslandsPage(routerContext.staticHandlerContext.matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle })));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  context: RouterContextProvider,
) {
  const loadContext = webLoadContext(context);
  // Islands pages carry no nonce at all (their one inline script is allowed by hash), so every
  // visitor gets the same bytes and the page cache can keep them; full-hydration screens need it.
  const islands = isIslandsDocument(routerContext, loadContext);
  const nonce = islands ? undefined : loadContext.cspNonce;
  // The render runs in one piece: start it on a turn of its own, not at the end of the microtasks
  // that finished the loaders, so requests that arrived meanwhile are read first.
  await nextTurn();
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and SPA-mode wait for the whole document; browsers get the shell streamed.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesContext.Provider value={islands ? (loadContext.inlineCss ?? null) : null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = coalescingStream();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError hands the error to the server, which logs it.
          if (shellRendered) report(context, error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
