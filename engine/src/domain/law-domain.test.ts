import { describe, expect, it } from 'vitest';
import { bundledLawDomain } from '../testing/area-pack';
import { domainTopics, LawDomainSchema } from './law-domain';

const bundled = bundledLawDomain('bab');

const issueOf = (domain: unknown) => {
  const parsed = LawDomainSchema.safeParse(domain);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('LawDomainSchema', () => {
  it('accepts the bundled pack and names its topics', () => {
    expect(issueOf(bundled)).toBeNull();
    expect(domainTopics(bundled).has(bundled.defaultTopic)).toBe(true);
  });

  it('refuses a law name that is not a regular expression', () => {
    expect(issueOf({ ...bundled, lawNames: [...bundled.lawNames, { sfs: '2000:1', names: '(' }] })).toEqual([
      `lawNames.${bundled.lawNames.length}.names`,
    ]);
  });

  it('refuses a paragraph-mode law that no law name names, and a law named twice', () => {
    expect(issueOf({ ...bundled, paragraphModeLaw: '2000:1' })).toEqual(['paragraphModeLaw']);
    expect(issueOf({ ...bundled, lawNames: [...bundled.lawNames, bundled.lawNames[0]] })).toEqual([
      'lawNames',
    ]);
  });

  it('refuses an SFS number in the wrong form', () => {
    expect(issueOf({ ...bundled, primaryStatutes: ['SFS 2018'] })).toEqual(['primaryStatutes.0']);
  });
});
