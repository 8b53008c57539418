import { contactAction } from '~/features/contact-form/contact-action.server';
import { AiSection } from '~/features/marketing/home/ai-section';
import { BlogTeaser, type TeaserPost } from '~/features/marketing/home/blog-teaser';
import { ContactSection } from '~/features/marketing/home/contact-section';
import { HeroSection } from '~/features/marketing/home/hero-section';
import { NumbersSection } from '~/features/marketing/home/numbers-section';
import { RelatedSection } from '~/features/marketing/home/related-section';
import { TestimonialsSection } from '~/features/marketing/home/testimonials-section';
import { WhySection } from '~/features/marketing/home/why-section';
import { WhyUsSection } from '~/features/marketing/home/why-us-section';
import { homeMeta } from '~/content/home';
import { serverApi } from '~/lib/api/server-api.server';
import { companyFacts } from '~/lib/company-facts';
import { organization, webSite } from '~/lib/json-ld';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/home';

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
    title: homeMeta.title,
    description: homeMeta.description,
    path: '/',
    siteUrl: siteUrlFrom(matches),
    jsonLd: [organization(companyFacts(), siteUrlFrom(matches)), webSite(companyFacts(), siteUrlFrom(matches))],
  });

/** The home page (SPEC.md section 2, "Home"), one component per section. */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <NumbersSection />
      <WhySection />
      <WhyUsSection />
      <AiSection />
      <RelatedSection />
      <TestimonialsSection />
      <ContactSection />
      {loaderData.posts.length > 0 && <BlogTeaser posts={loaderData.posts} />}
    </>
  );
}
