import { useEffect, useState } from 'react';
import { PRIVACY_NOTICE } from '@contract/privacy-notice';
import { readFirstTouch } from './first-touch';

const FIELDS = ['pageUrl', 'landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'startedAt'] as const;

/**
 * The contact form's source fields and privacy notice. `form` and `consent` are in the server's
 * HTML (so they travel without JavaScript); the page fills the rest once it runs.
 */
export function LeadSourceFields({ form }: { form: 'home' | 'contact' }) {
  // Held in state, not written into the DOM: React re-renders reset a hidden input's value.
  const [values, setValues] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  useEffect(() => {
    const touch = readFirstTouch(window);
    setValues({
      pageUrl: window.location.href,
      // When the page was opened, not when this island woke up (it waits until the form is near).
      startedAt: String(Math.round(performance.timeOrigin)),
      ...(touch && {
        landingPage: touch.landingPage,
        referrer: touch.referrer,
        utmSource: touch.utm.source ?? '',
        utmMedium: touch.utm.medium ?? '',
        utmCampaign: touch.utm.campaign ?? '',
        utmTerm: touch.utm.term ?? '',
        utmContent: touch.utm.content ?? '',
      }),
    });
  }, []);
  return (
    <div>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="consent" value={PRIVACY_NOTICE.version} />
      {FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
      ))}
      <p className="text-xs text-slate-600">{PRIVACY_NOTICE.text}</p>
    </div>
  );
}

/** The source fields of a posted contact form, for the API payload. */
export function readLeadSourceFields(data: FormData) {
  const str = (key: string) => String(data.get(key) ?? '');
  const form = str('form');
  const startedAt = Number(str('startedAt'));
  return {
    ...(form === 'home' || form === 'contact' ? { form: form as 'home' | 'contact' } : {}),
    ...(str('consent') ? { consent: str('consent') } : {}),
    ...(startedAt > 0 ? { startedAt } : {}),
    pageUrl: str('pageUrl'),
    landingPage: str('landingPage'),
    referrer: str('referrer'),
    utmSource: str('utmSource'),
    utmMedium: str('utmMedium'),
    utmCampaign: str('utmCampaign'),
    utmTerm: str('utmTerm'),
    utmContent: str('utmContent'),
  };
}
