/** A source field as text: '' for nothing, including the strings 'null' and 'undefined'. */
export const cleanSourceField = (value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  return text === 'null' || text === 'undefined' ? '' : text;
};

export const safeSourceUrl = (value: string | null | undefined): string | null => {
  const text = cleanSourceField(value);
  if (!text) {
    return null;
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** 't.o.m. SFS 2025:453' as 'Lydelse t.o.m. SFS 2025:453'; null when there is no stamp. */
export const versionLabel = (stamp: string | null | undefined): string | null => {
  const text = cleanSourceField(stamp);
  if (!text) {
    return null;
  }
  return /^lydelse\s/i.test(text) ? `L${text.slice(1)}` : `Lydelse ${text}`;
};
