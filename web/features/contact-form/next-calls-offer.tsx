import { contactFormText as t } from '~/content/contact';
import { zoneWords } from '~/features/booking/time-zones';
import { bookHref, type NextCalls } from './next-calls';

/** The thank-you's offer: book the call in the same minute, one of the soonest times or any on /book. */
export function NextCallsOffer({ reference, calls }: { reference: string; calls: NextCalls }) {
  return (
    <div className="mt-3">
      <p className="font-semibold">{t.nextCalls.title}</p>
      <p className="mt-1">{t.nextCalls.zone(zoneWords(calls.timeZone))}</p>
      <ul className="mt-1">
        {calls.slots.map((slot) => (
          <li key={slot.start}>
            <a href={bookHref(reference, calls.timeZone, slot)} className="font-semibold underline">
              {slot.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-1">
        <a href={bookHref(reference, calls.timeZone)} className="underline">
          {t.nextCalls.more}
        </a>
      </p>
    </div>
  );
}
