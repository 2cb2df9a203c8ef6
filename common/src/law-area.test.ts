import { describe, expect, it } from 'vitest';
import { LawAreaSchema, OTHER_TOPIC, SiteAreaSchema, siteAreaOf } from './law-area';
import { isSiteArea, listInSwedish } from './site/area-words';
import { bundledArea } from './testing/bundled-area';

const area = bundledArea();
const issuesOf = (value: unknown) =>
  LawAreaSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ??
  [];

describe('LawAreaSchema', () => {
  it('accepts the bundled pack with its site texts', () => {
    expect(area.site.sources.length).toBeGreaterThan(0);
    expect(area.site.vagueAndClearQuestions.length).toBeGreaterThan(0);
    expect(area.abbreviation).toMatch(/^[A-ZÅÄÖ]/);
  });

  it('refuses a pack without its site texts or the words for the area, naming the field', () => {
    const { site: _site, field: _field, ...rest } = area;
    expect(issuesOf(rest)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^field: /), expect.stringMatching(/^site: /)]),
    );
    expect(issuesOf({ ...area, site: { ...area.site, sources: [] } })).toEqual([
      expect.stringMatching(/^site\.sources: /),
    ]);
    expect(issuesOf({ ...area, site: { ...area.site, promptExample: { task: 'Bara uppgiften?' } } })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^site\.promptExample\.question: /)]),
    );
  });

  it('refuses an abbreviation that is not a short word', () => {
    for (const abbreviation of ['', 'bab', 'BAB källor', 'BAB<', 'ABCDEFGHIJKLM']) {
      expect(issuesOf({ ...area, abbreviation })).toEqual([expect.stringMatching(/^abbreviation: /)]);
    }
  });

  it(`refuses '${OTHER_TOPIC}' among the topics: every role gets it after its own`, () => {
    const other = { ...area.topics[0]!, subtopic: OTHER_TOPIC };
    expect(issuesOf({ ...area, topics: [...area.topics, other] })).toEqual([
      expect.stringMatching(/^topics: 'Övrigt' is added to every role/),
    ]);
  });
});

describe('siteAreaOf', () => {
  it('keeps what the site texts need and nothing of the catalogue', () => {
    const site = siteAreaOf(area);
    expect(SiteAreaSchema.parse(site)).toEqual(site);
    expect(Object.keys(site).sort()).toEqual(['abbreviation', 'beta', 'field', 'role', 'site', 'subject']);
    expect(JSON.stringify(site)).not.toContain(area.topics[0]!.questions[0]!);
  });
});

describe('isSiteArea', () => {
  it('agrees with SiteAreaSchema on the bundled area and on broken ones', () => {
    const site = siteAreaOf(area);
    const broken: unknown[] = [
      null,
      [],
      { ...site, role: '' },
      { ...site, beta: 'ja' },
      { ...site, site: { ...site.site, sources: [1] } },
      { ...site, site: { ...site.site, promptExample: { ...site.site.promptExample, task: undefined } } },
      { ...site, site: undefined },
    ];
    expect(isSiteArea(site)).toBe(true);
    expect(SiteAreaSchema.safeParse(site).success).toBe(true);
    for (const value of broken) {
      expect(isSiteArea(value)).toBe(false);
      expect(SiteAreaSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('listInSwedish', () => {
  it('joins one, two and three names as running text', () => {
    expect(listInSwedish([])).toBe('');
    expect(listInSwedish(['a'])).toBe('a');
    expect(listInSwedish(['a', 'b'])).toBe('a och b');
    expect(listInSwedish(['a', 'b', 'c'])).toBe('a, b och c');
  });
});
