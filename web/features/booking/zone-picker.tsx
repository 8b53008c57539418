import { bookingContent as copy } from '~/content/booking';
import { inputClass } from '~/components/ui/field';

/** A GET form that shows the times in another zone (it keeps the enquiry's reference and the days). */
export function ZonePicker({ zone, zones, lead, from }: { zone: string; zones: readonly string[]; lead: string | null; from: string }) {
  return (
    <form method="get" action="/book" className="flex flex-wrap items-end gap-3">
      {lead && <input type="hidden" name="lead" value={lead} />}
      <input type="hidden" name="from" value={from} />
      <div className="flex-1">
        <label htmlFor="book-tz" className="block text-sm font-medium text-slate-800">
          {copy.zone.label}
        </label>
        <select id="book-tz" name="tz" defaultValue={zone} className={inputClass}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
        {copy.zone.submit}
      </button>
    </form>
  );
}
