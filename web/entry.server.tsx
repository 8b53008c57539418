import { setImmediate as nextTurn } from 'node:timers/promises';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { isIslandsPage } from './islands/page-mode';
import { coalescingStream } from './lib/coalescing-stream.server';
import { InlineStylesContext } from './lib/inline-styles';
import { webLoadContext, type WebLoadContext } from './lib/load-context';

/** server/web/mount.ts reads the load context's key from here, the built module (decision 032). */
export { webContext } from './lib/load-context';

export const streamTimeout = 5_000;

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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
