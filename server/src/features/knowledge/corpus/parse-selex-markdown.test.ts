import { describe, expect, it } from 'vitest';
import { parseSelexMarkdown } from './parse-selex-markdown';

const sample = `---
beteckning: 2000:1
rubrik: Lag om test
pdf_url: https://svenskforfattningssamling.se/sites/default/files/sfs/2000-01/SFS2000-1.pdf
forarbeten: "Prop. 1999/2000:1, bet. 1999/2000:XU1"
andringsforfattningar:
  - beteckning: "2001:2"
    anteckningar: ändr. 1 §
  - beteckning: "2002:3"
    anteckningar: upph.
---

# Lag om test

## Rubrik

### 1 §

Bidrag lämnas enligt [16 §](#16) första stycket och [8 kap. 4 §](https://selex.se/eli/sfs/2001/453#kap8.4) i 5–[8 §](#8)§. Lag ([2001:2](https://selex.se/eli/sfs/2001/2)).

## Övergångsbestämmelser

[2000:1](https://selex.se/eli/sfs/2000/1)

1. Denna lag träder i kraft den 1 juli 2000.
`;

describe('parseSelexMarkdown', () => {
  const parsed = parseSelexMarkdown(sample);

  it('reads the front matter and the list of amending acts', () => {
    expect(parsed.frontMatter.fields).toMatchObject({
      beteckning: '2000:1',
      pdf_url: 'https://svenskforfattningssamling.se/sites/default/files/sfs/2000-01/SFS2000-1.pdf',
      forarbeten: 'Prop. 1999/2000:1, bet. 1999/2000:XU1',
    });
    expect(parsed.frontMatter.amendments).toEqual([
      { sfs: '2001:2', note: 'ändr. 1 §' },
      { sfs: '2002:3', note: 'upph.' },
    ]);
  });

  it('keeps link text only and splits the glued amendment note off the last stycke', () => {
    expect(parsed.warnings).toEqual([]);
    expect(parsed.blocks).toEqual([
      { kind: 'heading', text: 'Rubrik' },
      { kind: 'section', id: '1' },
      { kind: 'text', text: 'Bidrag lämnas enligt 16 § första stycket och 8 kap. 4 § i 5–8 §§.' },
      { kind: 'text', text: 'Lag (2001:2).' },
      { kind: 'transitional' },
      { kind: 'transitionalAct', sfs: '2000:1' },
      { kind: 'text', text: '1. Denna lag träder i kraft den 1 juli 2000.' },
    ]);
  });
});
