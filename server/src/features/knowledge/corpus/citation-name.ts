const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * How a section of a statute is cited after its number: 'Lag (1993:387) om …' → 'lag (1993:387)
 * om …'; a named law takes the definite form: 'Förvaltningslag (2017:900)' → 'förvaltningslagen (2017:900)'.
 */
export const citationNameOf = (title: string): string => {
  const named = /^(\S.*(?:lag|balk|förordning)) (\(\d{4}:\d+\))$/.exec(title);
  return named?.[1] && named[2] ? `${lowerFirst(named[1])}en ${named[2]}` : lowerFirst(title);
};
