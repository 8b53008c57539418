import { contactAction } from '~/features/contact-form/contact-action.server';
import { AiSection } from '~/features/marketing/home/ai-section';
import { BlogTeaser, type TeaserPost } from '~/features/marketing/home/blog-teaser';
import { contactChoices } from '~/features/contact-form/contact-choices.server';
import { ContactSection } from '~/features/marketing/home/contact-section';
import { HeroSection } from '~/features/marketing/home/hero-section';
import { homePageData } from '~/features/marketing/home/home-data';
import { homeMeta } from '~/features/marketing/home/home-text';
import { LogosSection } from '~/features/marketing/home/logos-section';
import { NumbersSection } from '~/features/marketing/home/numbers-section';
import { ServicesSection } from '~/features/marketing/home/services-section';
import { TestimonialsSection } from '~/features/marketing/home/testimonials-section';
import { WhySection } from '~/features/marketing/home/why-section';
import { WhyUsSection } from '~/features/marketing/home/why-us-section';
import { factsFromMatches } from '~/features/site-shell/shell-data';
import { serverApi } from '~/lib/api/server-api.server';
import { organization, webSite } from '~/lib/json-ld';
import { seo, siteUrlFrom } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/home';

async function latestPosts(context: Route.LoaderArgs['context']): Promise<TeaserPost[]> {
  try {
    const { posts } = await serverApi(context).blogs.list({ limit: 3 });
    return posts.map((p) => ({ title: p.title, excerpt: p.excerpt, date: p.createdAt, to: `/blogs/${p.slug}` }));
  } catch (err) {
    console.warn('Home blog teaser: API unavailable, the teaser is left out', err);
    return [];
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [home, company, offices, services, testimonials, logos, posts] = await Promise.all([
    content.single('home'),
    content.single('company'),
    content.list('offices'),
    content.list('services'),
    content.list('testimonials'),
    content.list('logos'),
    latestPosts(context),
  ]);
  return {
    page: homePageData({ home, company, officeCount: offices.length, services, testimonials, logos }),
    posts,
    contactChoices: contactChoices(services, company),
  };
}

/** Only reached when JavaScript is off; the form otherwise posts to the API itself. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const facts = factsFromMatches(matches);
  return seo(matches, {
    title: homeMeta.titleTail,
    companyFirst: true,
    description: homeMeta.description,
    path: '/',
    jsonLd: facts ? [organization(facts, siteUrl), webSite(facts, siteUrl)] : [],
  });
};

/** The home page (SPEC.md section 2, "Home") from the site's content, one component per section; empty sections leave themselves out. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, posts, contactChoices } = loaderData;
  return (
    <>
      <HeroSection hero={page.hero} />
      <NumbersSection figures={page.figures} claim={page.claim} />
      <LogosSection logos={page.logos} />
      <WhySection cards={page.whyCards} />
      <WhyUsSection />
      <AiSection />
      <ServicesSection services={page.services} />
      <TestimonialsSection testimonials={page.testimonials} />
      <ContactSection email={page.email} choices={contactChoices} />
      {posts.length > 0 && <BlogTeaser posts={posts} />}
    </>
  );
}
