import { heroText } from './home-text';
import type { HomePageData } from './home-data';
import { container, primaryButton, secondaryButton } from './styles';
import { PipelineIllustration } from './pipeline-illustration';

/** The home item's headline, subline and buttons beside the pipeline illustration; nothing without a home item. */
export function HeroSection({ hero }: { hero: HomePageData['hero'] }) {
  if (!hero) return null;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`${container} grid items-center gap-12 py-16 lg:grid-cols-2 lg:py-24`}>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{heroText.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">{hero.headline}</h1>
          {hero.subline ? <p className="mt-6 max-w-xl text-lg text-slate-600">{hero.subline}</p> : null}
          {hero.primary || hero.secondary ? (
            <div className="mt-8 flex flex-wrap gap-4">
              {hero.primary ? (
                <a href={hero.primary.href} className={primaryButton}>
                  {hero.primary.label}
                </a>
              ) : null}
              {hero.secondary ? (
                <a href={hero.secondary.href} className={secondaryButton}>
                  {hero.secondary.label}
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
        <PipelineIllustration className="mx-auto h-auto w-full max-w-xl" />
      </div>
    </section>
  );
}
