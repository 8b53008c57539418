/** The lead desk's form fields and their labels (the pipeline, a note, a reply, and screens that copy them). */
export const fieldClass = 'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 lg:min-h-0';
export const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';
