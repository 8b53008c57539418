import { Link } from 'react-router';
import { LogoStripIsland } from '../../components/carousels/logo-strip';
import { TestimonialsCarouselIsland } from '../../components/carousels/testimonials-carousel';
import { contactAction } from '../../components/forms/contact-action.server';
import { ContactFormSlot } from '../../components/forms/contact-form-slot';
import {
  aiEnrichment,
  blogTeaser,
  claim,
  contactSection,
  counters,
  hero,
  relatedServices,
  testimonialsSection,
  whyServices,
  whySection,
  whyUs,
} from '../../content/home';
import { serverApi } from '../../lib/api.server';
import { seo, siteUrlFrom } from '../../lib/seo';
import type { Route } from './+types/home';

interface TeaserPost {
  title: string;
  excerpt: string;
  date: string;
  to: string;
}

export async function loader({ context }: Route.LoaderArgs) {
  let posts: TeaserPost[] = [];
  try {
    const { posts: latest } = await serverApi(context).blogs.list({ limit: 3 });
    posts = latest.map((p) => ({ title: p.title, excerpt: p.excerpt, date: p.createdAt, to: `/blogs/${p.slug}` }));
  } catch (err) {
    console.warn('Home blog teaser: API unavailable, the teaser is left out', err);
  }
  return { posts };
}

/** Only reached when JavaScript is off; the form otherwise posts to the API itself. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: 'DataLoom Solutions | Web Scraping, Automation Bots & Data Feeds',
    description:
      'Reliable web scraping, automation bots, API integration, daily data feeds and Power BI dashboards for small and mid-sized businesses.',
    path: '/',
    siteUrl: siteUrlFrom(matches),
    image: '/images/social/og-default.png',
  });

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
const primaryButton = 'inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800';
const secondaryButton = 'inline-flex items-center rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50';
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function SectionTitle({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-slate-600">{text}</p>}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className={`${container} grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24`}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">{hero.title}</h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600">{hero.text}</p>
            <Link to={hero.cta.to} className={`${primaryButton} mt-8`}>
              {hero.cta.label}
            </Link>
          </div>
          <img
            src={hero.image.src}
            alt={hero.image.alt}
            width={hero.image.width}
            height={hero.image.height}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-xl"
          />
        </div>
      </section>

      <section aria-labelledby="numbers-title" className={`${container} py-14`}>
        <h2 id="numbers-title" className="sr-only">
          Our numbers
        </h2>
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {counters.map((c) => (
            <div key={c.label} className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <dt className="mt-2 text-sm font-medium text-slate-600">{c.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-700">{c.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-col items-center gap-6 rounded-2xl bg-navy-900 px-6 py-8 text-center text-white md:flex-row md:justify-between md:text-left">
          <div>
            <p className="text-xl font-bold">{claim.title}</p>
            <p className="mt-1 text-slate-300">{claim.text}</p>
          </div>
          <ul className="flex gap-8">
            {claim.figures.map((f) => (
              <li key={f.label}>
                <span className="block text-3xl font-extrabold text-accent-500">{f.value}</span>
                <span className="text-sm text-slate-300">{f.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-10">
          <LogoStripIsland />
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-slate-50 py-16">
        <div className={container}>
          <SectionTitle id="why-title" title={whySection.title} text={whySection.text} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {whyServices.map((s) => (
              <li key={s.title} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <img
                  src={`/images/home/icons/${s.icon}.svg`}
                  alt=""
                  width="48"
                  height="48"
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-12 shrink-0"
                />
                <h3 className="font-semibold text-navy-900">{s.title}</h3>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to={whySection.viewAll.to} className={secondaryButton}>
              {whySection.viewAll.label}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-us-title" className={`${container} py-16`}>
        <SectionTitle id="why-us-title" title={whyUs.title} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {whyUs.cards.map((c) => (
            <article key={c.title} className="rounded-2xl border border-slate-200 p-8 shadow-sm">
              <h3 className="text-xl font-bold text-navy-900">{c.title}</h3>
              <p className="mt-3 text-slate-600">{c.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="ai-title" className="bg-navy-900 py-16 text-white">
        <div className={`${container} grid items-center gap-10 lg:grid-cols-2`}>
          <div>
            <h2 id="ai-title" className="text-3xl font-bold sm:text-4xl">
              {aiEnrichment.title}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{aiEnrichment.text}</p>
            <Link
              to={aiEnrichment.viewAll.to}
              className="mt-8 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-navy-900 hover:bg-brand-50"
            >
              {aiEnrichment.viewAll.label}
            </Link>
          </div>
          <img
            src={aiEnrichment.image.src}
            alt={aiEnrichment.image.alt}
            width={aiEnrichment.image.width}
            height={aiEnrichment.image.height}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-full max-w-lg rounded-2xl"
          />
        </div>
      </section>

      <section aria-labelledby="related-title" className={`${container} py-16`}>
        <SectionTitle id="related-title" title={relatedServices.title} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {relatedServices.items.map((s) => (
            <li key={s.title} className="rounded-2xl bg-brand-50 p-6">
              <h3 className="font-bold text-navy-900">{s.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{s.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={relatedServices.viewAll.to} className={secondaryButton}>
            {relatedServices.viewAll.label}
          </Link>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
        <div className={container}>
          <SectionTitle id="testimonials-title" title={testimonialsSection.title} />
          <div className="mt-10">
            <TestimonialsCarouselIsland />
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-title" className={`${container} grid gap-10 py-16 lg:grid-cols-[1fr_1.4fr]`}>
        <div>
          <h2 id="contact-title" className="text-3xl font-bold text-navy-900 sm:text-4xl">
            {contactSection.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{contactSection.text}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
          <ContactFormSlot action="/?index" />
        </div>
      </section>

      {loaderData.posts.length > 0 && (
        <section aria-labelledby="blog-title" className="bg-slate-50 py-16">
          <div className={container}>
            <SectionTitle id="blog-title" title={blogTeaser.title} />
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {loaderData.posts.map((p) => (
                <li key={p.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <time dateTime={p.date} className="text-sm text-slate-600">
                    {dateFormat.format(new Date(p.date))}
                  </time>
                  <h3 className="mt-2 text-lg font-bold text-navy-900">
                    <Link to={p.to} className="hover:text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{p.excerpt}</p>
                </li>
              ))}
            </ul>
            <div className="mt-10 text-center">
              <Link to={blogTeaser.allBlogs.to} className={primaryButton}>
                {blogTeaser.allBlogs.label}
              </Link>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
