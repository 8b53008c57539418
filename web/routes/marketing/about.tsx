import { aboutFigures, aboutPageText as page, aboutPointLists } from '~/features/marketing/about/about-page-text';
import { CompanyDescription } from '~/features/marketing/about/company-description';
import { FigureList } from '~/features/marketing/about/figure-list';
import { officeCards } from '~/features/marketing/about/office-cards';
import { OfficeList } from '~/features/marketing/about/office-list';
import { PointList } from '~/features/marketing/about/point-list';
import { TeamList } from '~/features/marketing/about/team-list';
import { pageFacts } from '~/features/marketing/content/page-facts.server';
import { seo } from '~/lib/seo';
import { siteContent } from '~/lib/site-content.server';
import type { Route } from './+types/about';

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = siteContent({ context, request });
  const [team, { company, offices, render }] = await Promise.all([content.list('team'), pageFacts(content)]);
  return {
    about: company ? render(company.data.about) : '',
    // Figures only from a published company; the office count only when there are offices to count.
    figures: company
      ? aboutFigures.filter((f) => f.value !== '{offices}' || offices.length > 0).map((f) => ({ value: render(f.value), label: f.label }))
      : [],
    team: team.map(({ data }) => ({ name: data.name, role: data.role, bio: data.bio, photo: data.photo })),
    offices: officeCards(offices),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: page.metaTitle,
    description: page.metaDescription,
    path: '/aboutus',
    crumbs: [{ name: page.eyebrow, path: '/aboutus' }],
  });

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, figures, team, offices } = loaderData;
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className={`${container} py-20 text-center`}>
          <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{page.eyebrow}</p>
          <h1 className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{page.intro}</p>
        </div>
      </section>

      {(about || figures.length > 0) && (
        <div className={`${container} grid items-center gap-10 py-16 lg:grid-cols-2`}>
          <CompanyDescription title={page.whoTitle} about={about} />
          <FigureList label={page.figuresLabel} figures={figures} />
        </div>
      )}

      <div className={`${container} grid gap-8 py-16 md:grid-cols-2`}>
        {aboutPointLists.map((list) => (
          <PointList key={list.id} {...list} />
        ))}
      </div>

      <div className="bg-slate-50">
        <TeamList title={page.teamTitle} members={team} />
      </div>

      {offices.length > 0 && (
        <div className={`${container} py-16`}>
          <OfficeList title={page.officesTitle} offices={offices} />
        </div>
      )}
    </>
  );
}
