// Shared by the staff screens' component tests (not part of the app).
import type { Editor } from '@tiptap/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Link, RouterContextProvider, useLocation, useParams } from 'react-router';
import { vi } from 'vitest';
import type { Blog } from '@contract/blogs';
import type { PublicUser } from '@contract/users';
import { useForgetStoredUser } from '~/lib/session';
import { StaffOutlet } from '~/features/staff/staff-outlet';
import { STAFF_LAYOUT_ID } from '~/features/staff/staff-user';
import { staffUserContext } from '~/features/staff/staff-context';
import { webContext, type WebLoadContext } from '~/lib/load-context';
import { loader as staffLayoutLoader, middleware as staffLayoutMiddleware } from '~/routes/staff/layout';
import { Toaster } from '~/components/ui/toaster';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const blogPost = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `id-${n}`,
  slug: `post-${n}`,
  title: `Post number ${n}`,
  content: `<p>Body of post ${n}</p>`,
  excerpt: `Body of post ${n}`,
  featuredImage: '',
  tags: ['data'],
  author: 'Ada',
  isPublished: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  status: 'published',
  publishAt: null,
  publishedAt: '2026-01-02T03:04:05.000Z',
  version: 1,
  excerptIsCustom: false,
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  featuredImageAlt: '',
  authorId: null,
  authorSlug: null,
  readingMinutes: 1,
  updatedByName: 'Ada',
  ...extra,
});

type Answer = (init: RequestInit | undefined, key: string) => Response | Promise<Response>;

/**
 * Stubs fetch with one answer per 'METHOD /path'; a key ending in '*' answers every call it begins
 * (a query holding the time now), and gets the call's own key. Any other call fails the test.
 */
export function stubApi(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer = routes[key] ?? Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(init, key);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the first call to `key` ('METHOD /path'). */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, key: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key);
  if (!call) throw new Error(`no call ${key}`);
  return JSON.parse(String(call[1]?.body));
}

/** Stands in for the sign-in screen: forgets the stored user as the real one does, shows where it would go back to. */
export function LoginPage() {
  useForgetStoredUser();
  const { search } = useLocation();
  return <h1>Login page {search}</h1>;
}

/** Stands in for the edit screen a new post moves to once saved. */
export function EditorPage() {
  return <h1>Editor {useParams().id}</h1>;
}

/** Stands in for the public article. */
export function ArticlePage() {
  return <h1>Article {useParams().slug}</h1>;
}

/** What the server hands loaders; here `apiFetch` is whatever `fetch` the test stubbed. */
const testWebValues: WebLoadContext = {
  apiBase: '',
  apiFetch: (input, init) => fetch(input, init),
  publicApiOrigin: '',
  siteUrl: 'http://localhost',
  cspNonce: '',
  islandsScript: null,
  inlineCss: null,
  analyticsBeacon: false,
  attributionConsent: false,
  privacyFacts: [],
  passkeyRpId: 'localhost',
};

/** The signed-in admin the staff guard would have found (screens rendered without `guarded`). */
export const testAdmin: PublicUser = {
  _id: 'admin-1',
  name: 'Test Admin',
  email: 'admin@example.com',
  phone: '',
  profileImage: '',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The load context of one rendered screen: the server's values and, unless the guard runs, `user`. */
export function testLoadContext(user: PublicUser | null = testAdmin): RouterContextProvider {
  const values = new Map<Parameters<RouterContextProvider['get']>[0], unknown>([[webContext, testWebValues]]);
  if (user) values.set(staffUserContext, user);
  return new RouterContextProvider(values);
}

interface ScreenModule {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  ErrorBoundary?: ComponentType<never>;
  handle?: unknown;
}

/**
 * Renders a staff route module (route `path`) at `url` under the staff layout's outlet and toaster,
 * beside stand-ins for where it may send the user: an article (after saving a post) and the
 * sign-in screen (when the session has ended). It arrives by a client-side link navigation, as a
 * person does, so the screen's loading text shows while its loader waits for the stubbed API.
 * The staff layout is already loaded with `user`, as after a staff page's first load; `guarded`
 * loads it on the way to the screen instead, through its own guard middleware (GET /api/auth/me).
 */
export function renderScreen(path: string, module: ScreenModule, url = path, { guarded = false, user = testAdmin } = {}) {
  type StubRoute = Parameters<typeof createRoutesStub>[0][number];
  const screenRoute: StubRoute = {
    path,
    Component: module.default as StubRoute['Component'],
    loader: module.loader as StubRoute['loader'],
    action: module.action as StubRoute['action'],
    ErrorBoundary: module.ErrorBoundary as StubRoute['ErrorBoundary'],
    handle: module.handle,
  };
  const start: StubRoute = { path: '/start', Component: () => <Link to={url}>Open the screen</Link> };
  const layoutRoute: StubRoute = {
    id: STAFF_LAYOUT_ID,
    loader: staffLayoutLoader as StubRoute['loader'],
    ...(guarded ? { middleware: staffLayoutMiddleware as StubRoute['middleware'], children: [screenRoute] } : { children: [start, screenRoute] }),
  };
  const Stub = createRoutesStub(
    [
      {
        Component: () => (
          <>
            <StaffOutlet />
            <Toaster />
          </>
        ),
        children: guarded ? [start, layoutRoute] : [layoutRoute],
      },
      { path: '/blogs/:slug', Component: ArticlePage },
      { path: '/blogs/edit/:id', Component: EditorPage },
      { path: '/auth/login', Component: LoginPage },
    ],
    testLoadContext(guarded ? null : user),
  );
  const hydrationData = guarded ? undefined : { loaderData: { [STAFF_LAYOUT_ID]: { user } } };
  render(<Stub initialEntries={['/start']} hydrationData={hydrationData} />);
  fireEvent.click(screen.getByRole('link', { name: 'Open the screen' }));
}

/** The rich-text editor once Tiptap has created it (after mount), with its instance. */
export async function findEditor(name = 'Content') {
  const area = await screen.findByRole('textbox', { name });
  return { area, editor: (area as HTMLElement & { editor: Editor }).editor };
}

/** A promise the test resolves when it chooses, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
