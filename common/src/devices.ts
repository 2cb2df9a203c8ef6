// The signed-in devices list in the profile: a session's user agent, summarised in Swedish.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

// Order matters: iPhone and Android agents also name Mac OS X and Linux.
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], agent: string) => list.find(([pattern]) => pattern.test(agent))?.[1];

/** 'Chrome på Windows', 'Safari på iPhone'; what cannot be read is said to be unknown. */
export const describeUserAgent = (agent: string | null | undefined): string => {
  const browser = agent ? first(BROWSERS, agent) : undefined;
  const system = agent ? first(SYSTEMS, agent) : undefined;
  if (!browser && !system) {
    return 'Okänd enhet';
  }
  return `${browser ?? 'Okänd webbläsare'} på ${system ?? 'okänt system'}`;
};
