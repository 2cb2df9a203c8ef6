/**
 * The anchor of a statute's section on riksdagen.se, where each section carries its own name
 * ('P5', 'K2P3', 'P2a'): '5 §', '2 kap. 3 §' and '2 a §' give those; anything else gives null.
 */
export const sectionAnchor = (sectionReference: string): string | null => {
  const match = /^(?:(\d+)\s*kap\.\s*)?(\d+)\s*([a-z])?\s*§$/i.exec(sectionReference.trim());
  if (!match) {
    return null;
  }
  const [, chapter, section, letter] = match;
  return `${chapter ? `K${chapter}` : ''}P${section}${letter?.toLowerCase() ?? ''}`;
};

/** An address on riksdagen.se (common/ has no URL class: web and server share this). */
const RIKSDAGEN_URL = /^https?:\/\/(?:[\w-]+\.)*riksdagen\.se(?:[/?]|$)/i;

/** A statute's address on riksdagen.se pointed at the section itself; any other address as it is. */
export const sectionUrl = (url: string | null, sectionReference: string): string | null => {
  const anchor = sectionAnchor(sectionReference);
  return url && anchor && RIKSDAGEN_URL.test(url) && !url.includes('#') ? `${url}#${anchor}` : url;
};
