/** Shared look of text inputs and selects; the red border follows aria-invalid. */
export const inputClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600 disabled:bg-slate-100';

export const labelClass = 'block text-sm font-medium text-slate-900';

/** Joins the ids of the descriptions that exist into one aria-describedby value. */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
};
