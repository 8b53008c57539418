import { howItWorksPage, type HowStep as Step } from './how-it-works-text';
import { ContentImage } from '~/features/marketing/services/content-image';

/** One step: its illustration (with a real text alternative), number, heading and a sentence. */
export function HowStep({ step, priority = false }: { step: Step; priority?: boolean }) {
  const reverse = step.number % 2 === 0;
  return (
    <li className="grid items-center gap-8 md:grid-cols-2">
      <ContentImage image={step.image} priority={priority} className={`rounded-2xl ${reverse ? 'md:order-last' : ''}`} />
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{`${howItWorksPage.stepLabel} ${step.number}`}</p>
        <h2 className="mt-1 text-2xl font-bold text-navy-900">{step.title}</h2>
        <p className="mt-3 text-slate-700">{step.text}</p>
      </div>
    </li>
  );
}
