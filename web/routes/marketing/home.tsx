import { contactAction } from '~/components/forms/contact-action.server';
import { AiSection } from '~/components/home/ai-section';
import { BlogTeaser, type TeaserPost } from '~/components/home/blog-teaser';
import { ContactSection } from '~/components/home/contact-section';
import { HeroSection } from '~/components/home/hero-section';
import { NumbersSection } from '~/components/home/numbers-section';
import { RelatedSection } from '~/components/home/related-section';
import { TestimonialsSection } from '~/components/home/testimonials-section';
import { WhySection } from '~/components/home/why-section';
import { WhyUsSection } from '~/components/home/why-us-section';
import { homeMeta } from '~/content/home';
import { serverApi } from '~/lib/api.server';
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
    image: '/images/social/og-default.png',
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
