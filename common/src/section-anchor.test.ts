import { describe, expect, it } from 'vitest';
import { sectionAnchor, sectionUrl } from './section-anchor';

const SFS =
  'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2018222_sfs-2018-222/';

describe('sectionAnchor', () => {
  it("names a section as riksdagen.se's statute text does", () => {
    expect(sectionAnchor('16 §')).toBe('P16');
    expect(sectionAnchor('2 kap. 3 §')).toBe('K2P3');
    expect(sectionAnchor(' 2 a § ')).toBe('P2a');
    expect(sectionAnchor('HFD 2020 ref. 70')).toBeNull();
    expect(sectionAnchor('')).toBeNull();
  });
});

describe('sectionUrl', () => {
  it('points a riksdagen.se statute at its section, and leaves other addresses alone', () => {
    expect(sectionUrl(SFS, '16 §')).toBe(`${SFS}#P16`);
    expect(sectionUrl(`${SFS}#P2`, '16 §')).toBe(`${SFS}#P2`);
    expect(sectionUrl('https://lagen.nu/2018:222', '16 §')).toBe('https://lagen.nu/2018:222');
    expect(sectionUrl('https://riksdagen.se.evil.example/x', '16 §')).toBe(
      'https://riksdagen.se.evil.example/x',
    );
    expect(sectionUrl(SFS, 's. 48')).toBe(SFS);
    expect(sectionUrl(null, '16 §')).toBeNull();
  });
});
