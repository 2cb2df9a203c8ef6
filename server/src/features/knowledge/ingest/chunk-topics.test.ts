import { describe, expect, it } from 'vitest';
import { bundledAreas } from '../testing/bundled-areas';
import { bundledLawDomain } from '../testing/law-domain';
import { createChunkTopics } from './chunk-topics';

const [bab] = bundledAreas.areas;
if (!bab) {
  throw new Error('no bundled law area');
}
const topics = createChunkTopics([{ role: bab.role, domain: bundledLawDomain(bab.id) }]);
const statute = (sfsNumber: string | null, sourceClass: 'core' | 'extended' | 'other' = 'core') => ({
  sfsNumber,
  sourceClass,
});

describe('createChunkTopics', () => {
  it('gives a section of the main law its own topic, and the area its role', () => {
    expect(topics(statute('2018:222'), { section: '5' })).toEqual({
      category: 'BAB-handläggare',
      subtopic: 'Beviljanderegler och kriterier',
    });
    expect(topics(statute('2018:222'), { section: '12 a' })).toEqual({
      category: 'BAB-handläggare',
      subtopic: 'Ekonomisk prövning',
    });
    expect(topics(statute('2018:222'), { section: '99' }).subtopic).toBeNull();
  });

  it("gives a whole law its law's topic, any other the default, and other sources none", () => {
    expect(topics(statute('1993:387', 'extended'), { section: '9' }).subtopic).toBe(
      'Samverkan med andra aktörer',
    );
    expect(topics(statute('2018:224'), { section: '3' }).subtopic).toBe('Ekonomisk prövning');
    expect(topics(statute('2017:900', 'extended'), { section: '25' }).subtopic).toBe(
      'Ansökan och handläggning',
    );
    expect(topics(statute(null), { section: null }).subtopic).toBe('Ansökan och handläggning');
    expect(topics(statute(null, 'other'), { section: null })).toEqual({ category: null, subtopic: null });
  });

  it("puts a law a second area claims under that area's role", () => {
    const second = createChunkTopics([
      { role: bab.role, domain: bundledLawDomain(bab.id) },
      {
        role: 'Annan handläggare',
        domain: { primaryStatutes: ['2001:1'], sectionTopics: {}, lawTopics: {}, defaultTopic: 'Annat' },
      },
    ]);
    expect(second(statute('2001:1'), { section: '1' })).toEqual({
      category: 'Annan handläggare',
      subtopic: 'Annat',
    });
    expect(second(statute('1999:1'), { section: '1' }).category).toBe(bab.role);
  });
});
