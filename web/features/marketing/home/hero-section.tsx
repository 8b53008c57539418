import { Link } from 'react-router';
import { hero } from '~/content/home';
import { container, primaryButton } from './styles';
import { PipelineIllustration } from './pipeline-illustration';

export function HeroSection() {
  return (
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
        <PipelineIllustration className="mx-auto h-auto w-full max-w-xl" />
      </div>
    </section>
  );
}
