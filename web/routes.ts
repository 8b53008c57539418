import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public site: server-rendered with the shared header and footer.
  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route('services', 'routes/marketing/services.tsx'),
    route('services/:serviceName', 'routes/marketing/service.tsx'),
    route('contactus', 'routes/marketing/contact.tsx'),
    // The first call, booked by the visitor (issue 47): free times in their zone, rendered on the server.
    route('book', 'routes/marketing/book.tsx'),
    // The invitation's cancel link: GET shows the button, POST cancels (link scanners must not).
    route('book/cancel', 'routes/marketing/book-cancel.tsx'),
    route('book/reschedule', 'routes/marketing/book-reschedule.tsx'),
    route('industries', 'routes/marketing/industries.tsx'),
    route('howworks', 'routes/marketing/how-it-works.tsx'),
    route('faq', 'routes/marketing/faq.tsx'),
    route('aboutus', 'routes/marketing/about.tsx'),
    route('case-studies', 'routes/marketing/case-studies.tsx'),
    route('case-studies/:slug', 'routes/marketing/case-study.tsx'),
    // The legal and trust pages of the content's `pages` collection (privacy, terms, …).
    route('legal/:slug', 'routes/marketing/legal.tsx'),
    // The whole site's search (issue 48 point 4): a GET form's page, rendered for each search's words.
    route('search', 'routes/marketing/search.tsx'),
    route('blog', 'routes/blog/blog-index.tsx'),
    route('blogs/:slug', 'routes/blog/article.tsx'),
    route('blogs/tag/:tag', 'routes/blog/tag.tsx'),
    route('blogs/author/:slug', 'routes/blog/author.tsx'),
    // A link that shows a draft or unpublished changes to whoever holds it (never cached, noindex).
    route('blogs/preview/:token', 'routes/blog/preview.tsx'),
    // Newsletter links from emails: confirm (single-use token) and unsubscribe (GET shows a button, POST unsubscribes).
    route('newsletter/confirm/:token', 'routes/marketing/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe/:token', 'routes/marketing/newsletter-unsubscribe.tsx'),
    route('*', 'routes/marketing/not-found.tsx'),
  ]),
  // SPEC.md: /users renders only the shared header.
  route('users', 'routes/marketing/users-header-only.tsx'),
  // The newsletter box's post without JavaScript (it renders the marketing shell itself).
  route('newsletter', 'routes/marketing/newsletter.tsx'),

  // Sign-in.
  route('auth/login', 'routes/auth/login.tsx'),
  route('login', 'routes/auth/login-redirect.tsx'),
  route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth/reset-password.tsx'),

  // Staff area: guarded against the server session, with the admin navigation bar.
  layout('routes/staff/layout.tsx', [
    route('dashboard', 'routes/staff/dashboard.tsx'),
    route('dashboard/board', 'routes/staff/board.tsx'),
    route('dashboard/sources', 'routes/staff/sources.tsx'),
    route('dashboard/analytics', 'routes/staff/analytics.tsx'),
    // Who sent the enquiries (decision 125): a lead's person and their company, across all their leads.
    route('dashboard/people/:id', 'routes/staff/person.tsx'),
    route('dashboard/companies/:id', 'routes/staff/company.tsx'),
    route('subscriptions', 'routes/staff/subscriptions.tsx'),
    ...prefix('admin', [
      route('users', 'routes/staff/users.tsx'),
      route('emails', 'routes/staff/emails.tsx'),
      route('audit', 'routes/staff/audit.tsx'),
      route('replies', 'routes/staff/saved-replies.tsx'),
      route('webhooks', 'routes/staff/webhooks.tsx'),
      route('api-keys', 'routes/staff/api-keys.tsx'),
      route('redirects', 'routes/staff/redirects.tsx'),
      // The site's own content (decision 076): collections, their lists, an item's form and its revisions.
      route('site', 'routes/staff/site.tsx'),
      route('site/:collection', 'routes/staff/site-collection.tsx'),
      route('site/:collection/:id', 'routes/staff/site-item.tsx'),
      route('site/:collection/:id/revisions', 'routes/staff/site-revisions.tsx'),
    ]),
    route('account/sessions', 'routes/staff/sessions.tsx'),
    route('account/security', 'routes/staff/security.tsx'),
    route('account/notifications', 'routes/staff/notifications.tsx'),
    route('account/profile', 'routes/staff/profile.tsx'),
    // The hours one takes calls in (issue 47, decision 126) and the slots visitors are offered.
    route('account/calls', 'routes/staff/calls.tsx'),
    route('blogs', 'routes/staff/blog-list.tsx'),
    route('blogs/new', 'routes/staff/blog-new.tsx'),
    route('blogs/edit/:id', 'routes/staff/blog-edit.tsx'),
    route('blogs/edit/:id/revisions', 'routes/staff/blog-revisions.tsx'),
  ]),

  // The lead board's "Load more": one column's next page (no page of its own).
  route('dashboard/board/column', 'routes/staff/board-column.ts'),
  // The edit screen's "Send as newsletter" action (no page of its own).
  route('blogs/edit/:id/newsletter', 'routes/staff/blog-newsletter.ts'),

  // Machine-readable resources.
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  // The sitemap's files once it is an index (past 45,000 posts).
  route('sitemaps/:file', 'routes/resources/sitemap-file.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('.well-known/security.txt', 'routes/resources/security-txt.ts'),
  route('site.webmanifest', 'routes/resources/site-webmanifest.ts'),
  // Each public page's generated social card (og:image): /og/index.png, /og/faq.png, /og/blogs/{slug}.png …
  route('og/*', 'routes/resources/og-image.ts'),
  route('rss.xml', 'routes/resources/rss.ts'),
  route('blogs/tag/:tag/rss.xml', 'routes/resources/tag-rss.ts'),
  route('blogs/author/:slug/rss.xml', 'routes/resources/author-rss.ts'),
] satisfies RouteConfig;
