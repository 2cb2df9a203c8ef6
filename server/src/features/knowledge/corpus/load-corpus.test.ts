import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStatuteChunks } from './build-statute-chunks';
import type { CorpusChunk, CorpusDocument } from './corpus-types';
import { loadCorpus } from './load-corpus';
import { parseRiksdagenText } from './parse-riksdagen-text';
import { parseSelexMarkdown } from './parse-selex-markdown';
import { MANIFEST_FILE, readCorpusManifest } from './read-corpus-manifest';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const CORPUS_DIR = join(ROOT, 'data/corpus');
const EVAL_FILE = join(ROOT, 'data/areas/bab/eval/questions.jsonl');
const AS_OF = '2026-11-22';

const warnings: string[] = [];
const started = performance.now();
const corpus = loadCorpus(CORPUS_DIR, { asOf: AS_OF, onWarning: (warning) => warnings.push(warning) });
const elapsedMs = performance.now() - started;

const documentFor = (key: string): CorpusDocument => {
  const document = corpus.find((d) => d.key === key);
  if (!document) {
    throw new Error(`no document ${key}`);
  }
  return document;
};
const chunkOf = (key: string, reference: string): CorpusChunk => {
  const chunk = documentFor(key).chunks.find((c) => c.sectionReference === reference);
  if (!chunk) {
    throw new Error(`no chunk ${reference} in ${key}`);
  }
  return chunk;
};
const statutes = corpus.filter((d) => d.kind === 'statute');
const sectionChunks = statutes.flatMap((d) =>
  d.chunks.filter((c) => c.section !== null).map((c) => ({ d, c })),
);

const filesUnder = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );

describe('loadCorpus over data/corpus', () => {
  it('reads every bundled source file and reports no parser warning', () => {
    expect(warnings).toEqual([]);
    const listed = readCorpusManifest(CORPUS_DIR).flatMap((entry) => [entry.file, ...entry.metadataFiles]);
    // Our own answer layer (annotations, the scope register, the thesaurus) is in the law areas' packs.
    const bundled = filesUnder(CORPUS_DIR).filter(
      (name) => ![MANIFEST_FILE, 'PROVENANCE.md', '.gitattributes'].includes(name),
    );
    expect(new Set(listed)).toEqual(new Set(bundled));
  });

  it('is fast enough to run at every start (timing logged, not asserted)', () => {
    const chunks = corpus.reduce((sum, d) => sum + d.chunks.length, 0);
    process.stdout.write(
      `loadCorpus: ${corpus.length} documents, ${chunks} chunks in ${elapsedMs.toFixed(0)} ms\n`,
    );
    expect(chunks).toBeGreaterThan(0);
  });

  it('has the expected documents with their source classes', () => {
    const statuteClasses = Object.fromEntries(statutes.map((d) => [d.key, d.sourceClass]));
    expect(statuteClasses).toEqual({
      'sfs-2018-222': 'core',
      'sfs-2018-224': 'core',
      'sfs-1992-1574': 'extended',
      'sfs-2017-900': 'extended',
      'sfs-1971-291': 'extended',
      'sfs-2009-400': 'extended',
      'sfs-1993-387': 'extended',
      'sfs-2017-30': 'extended',
      'sfs-2025-400': 'extended',
      'sfs-2017-725': 'extended',
      'sfs-1971-289': 'extended',
      'sfs-1993-1127': 'extended',
    });
    // Every ruling summary in data/corpus/cases and the bill's commentary, as core sources.
    const cases = readdirSync(join(CORPUS_DIR, 'cases')).map((name) => `cases/${name}`);
    const others = corpus.filter((d) => d.kind !== 'statute');
    expect(new Set(others.filter((d) => d.kind === 'case_summary').map((d) => d.fileName))).toEqual(
      new Set(cases),
    );
    expect(others.filter((d) => d.kind === 'proposition').map((d) => d.key)).toEqual(['prop-2017-18-80']);
    expect(others.every((d) => d.sourceClass === 'core')).toBe(true);
  });
});

describe('lag (2018:222) om bostadsanpassningsbidrag', () => {
  const law = documentFor('sfs-2018-222');
  const HEADINGS: Record<string, string[]> = {
    '1': ['Inledande bestämmelser'],
    '3': ['Bostadsanpassningsbidrag', 'Bidragstagare'],
    '5': ['Bostadsanpassningsbidrag', 'Åtgärder som bostadsanpassningsbidrag lämnas för'],
    '10': ['Bostadsanpassningsbidrag', 'Medgivande'],
    '11': ['Bidrag till reparationer'],
    '12': ['Återställningsbidrag'],
    '15': ['Övertagande av begagnad anordning'],
    '16': ['Bidragens storlek och utformning'],
    '17': ['Handläggning av bidragsärenden', 'Ansökan'],
    '18': ['Handläggning av bidragsärenden', 'Beslut om bidrag'],
    '19': ['Handläggning av bidragsärenden', 'Återkallelse av beslut'],
    '20': ['Handläggning av bidragsärenden', 'Utbetalning av kontantbidrag'],
    '21': ['Handläggning av bidragsärenden', 'Återbetalning'],
    '22': ['Tillsyn och föreskrifter'],
    '24': ['Överklagande'],
  };

  it('is the current wording with its metadata', () => {
    expect(law).toMatchObject({
      kind: 'statute',
      sfsNumber: '2018:222',
      title: 'Lag (2018:222) om bostadsanpassningsbidrag',
      versionStamp: 't.o.m. SFS 2025:453',
      date: '2018-04-19',
      sourceUrl:
        'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/lag-2018222-om-bostadsanpassningsbidrag_sfs-2018-222/',
      urls: {
        rkrattsbaser: 'http://rkrattsbaser.gov.se/sfst?bet=2018:222',
        sfsPdf: 'https://svenskforfattningssamling.se/sites/default/files/sfs/2018-04/SFS2018-222.pdf',
      },
      fileName: 'sfs/selex/sfs-2018-222.md',
      preparatoryWorks: 'Prop. 2017/18:80, bet. 2017/18:CU6, rskr. 2017/18:210',
    });
  });

  it('has sections 1–24 in order under the headings of the law, then the transitional provisions', () => {
    const sections = Array.from({ length: 24 }, (_, i) => String(i + 1));
    expect(law.chunks.map((c) => c.sectionReference)).toEqual([
      ...sections.map((n) => `${n} §`),
      'Övergångsbestämmelser 2018:222',
    ]);
    let expected: string[] = [];
    for (const [i, chunk] of law.chunks.slice(0, 24).entries()) {
      expected = HEADINGS[String(i + 1)] ?? expected;
      expect(chunk.headingPath, chunk.sectionReference).toEqual(expected);
      expect(chunk).toMatchObject({ ordinal: i, chapter: null, section: String(i + 1) });
    }
    expect(chunkOf('sfs-2018-222', '5 §').title).toBe('5 § lag (2018:222) om bostadsanpassningsbidrag');
  });

  it('has 6 § in the wording of SFS 2025:453 (one stycke, no punkter of its own)', () => {
    const six = chunkOf('sfs-2018-222', '6 §');
    expect(six.amendedBy).toBe('Lag (2025:453)');
    expect(six.paragraphs).toEqual([
      {
        number: 1,
        text:
          'Bostadsanpassningsbidrag lämnas inte för åtgärder i sådana särskilda boendeformer och bostäder som ' +
          'avses i 8 kap. 4 § första stycket och 11 § socialtjänstlagen (2025:400) och i 9 § 8 och 9 lagen ' +
          '(1993:387) om stöd och service till vissa funktionshindrade.',
        items: [],
      },
    ]);
    expect(six.content.endsWith('\n\nLag (2025:453).')).toBe(true);
    expect(chunkOf('sfs-2018-222', '5 §').amendedBy).toBe('Lag (2019:983)');
  });

  it('has the punkter of 7 § and 8 §', () => {
    const seven = chunkOf('sfs-2018-222', '7 §');
    expect(seven.paragraphs).toHaveLength(1);
    expect(seven.paragraphs[0]?.text).toBe(
      'Vid tillämpningen av bestämmelserna i 5 § ska utöver sedvanliga bostadsfunktioner även beaktas behovet av',
    );
    expect(seven.paragraphs[0]?.items.map((item) => item.text)).toEqual([
      'åtgärder för att möjliggöra rehabilitering, funktionsträning och sjukvård för sökanden, om behovet inte skäligen bör tillgodoses på annat sätt, och',
      'åtgärder som gör det möjligt för sökanden att utöva hobbyverksamhet, om han eller hon på grund av sin funktionsnedsättning inte kan delta i aktiviteter utanför bostaden.',
    ]);
    const eight = chunkOf('sfs-2018-222', '8 §');
    expect(eight.paragraphs.map((p) => p.items.length)).toEqual([4, 3]);
    expect(eight.paragraphs[0]?.items[3]?.text).toBe(
      'avvikelser från bygglagstiftningens krav på tillgänglighet och användbarhet för personer med nedsatt rörelse- eller orienteringsförmåga.',
    );
    expect(eight.paragraphs[1]?.text).toBe('Första stycket 4 tillämpas endast när ansökan gäller');
  });

  it('keeps the three stycken of 9 § and the transitional points', () => {
    expect(chunkOf('sfs-2018-222', '9 §').paragraphs.map((p) => p.number)).toEqual([1, 2, 3]);
    const transitional = chunkOf('sfs-2018-222', 'Övergångsbestämmelser 2018:222');
    expect(transitional.paragraphs[0]?.items.map((item) => item.text)).toEqual([
      'Denna lag träder i kraft den 1 juli 2018.',
      'Genom lagen upphävs lagen (1992:1574) om bostadsanpassningsbidrag m.m.',
      'Äldre föreskrifter gäller fortfarande för ansökningar om bidrag som har kommit in till kommunen före ikraftträdandet.',
    ]);
  });
});

describe('the SE-Lex and Riksdagen copies agree section by section', () => {
  const options = { citationName: 'x', transitional: 'drop', appendix: 'drop', asOf: AS_OF } as const;
  const sections = (blocks: Parameters<typeof buildStatuteChunks>[0]) =>
    buildStatuteChunks(blocks, options).chunks.map((c) => ({
      reference: c.sectionReference,
      headingPath: c.headingPath,
      // SE-Lex prints ranges with an en dash ('5–8 §§'), Riksdagen with a hyphen.
      paragraphs: JSON.stringify(c.paragraphs).replace(/–/g, '-'),
      amendedBy: c.amendedBy,
    }));

  it.each(['2018-222', '2017-900'])('sfs-%s', (number) => {
    const selex = parseSelexMarkdown(readFileSync(join(CORPUS_DIR, `sfs/selex/sfs-${number}.md`), 'utf8'));
    const riksdagen = parseRiksdagenText(
      readFileSync(join(CORPUS_DIR, `sfs/riksdagen/sfs-${number}.txt`), 'utf8'),
    );
    expect(sections(selex.blocks)).toEqual(sections(riksdagen.blocks));
  });
});

describe('the other statutes', () => {
  it('has 26 kap. 12 § offentlighets- och sekretesslagen with its text', () => {
    const chunk = chunkOf('sfs-2009-400', '26 kap. 12 §');
    expect(chunk).toMatchObject({
      chapter: 26,
      section: '12',
      title: '26 kap. 12 § offentlighets- och sekretesslagen (2009:400)',
      amendedBy: 'Lag (2019:311)',
      content:
        'Sekretess gäller i ärenden om bostadsanpassningsbidrag och om bidrag till reparationer, besiktning och ' +
        'annat underhåll än reparation enligt lagen (2018:222) om bostadsanpassningsbidrag för uppgift om en ' +
        'enskilds personliga förhållanden, om det kan antas att den enskilde eller någon närstående till denne ' +
        'lider betydande men om uppgiften röjs.\n\nFör uppgift i en allmän handling gäller sekretessen i högst ' +
        'sjuttio år.\n\nLag (2019:311).',
    });
    expect(chunk.headingPath.slice(-2)).toEqual([
      '26 kap. Sekretess till skydd för enskild inom socialtjänst, vid kommunal bostadsförmedling, adoption, m.m.',
      'Bostadsanpassningsbidrag',
    ]);
  });

  it('keeps only the chosen OSL chapters, each section as "N kap. M §"', () => {
    const osl = documentFor('sfs-2009-400');
    expect(new Set(osl.chunks.map((c) => c.chapter))).toEqual(new Set([6, 8, 10, 11, 12, 26]));
    for (const chunk of osl.chunks) {
      expect(chunk.sectionReference).toBe(`${chunk.chapter} kap. ${chunk.section} §`);
    }
  });

  it('repairs OSL 12 kap. 3 §, where the source prints punkt 1 on the lead-in line', () => {
    const items = chunkOf('sfs-2009-400', '12 kap. 3 §').paragraphs[0]?.items.map((item) => item.text);
    expect(items).toEqual([
      'det kan antas att den underårige lider betydande men om uppgiften röjs för vårdnadshavaren, eller',
      'det annars anges i denna lag.',
    ]);
  });

  it('parses "a" sections such as 34 a § förvaltningsprocesslagen', () => {
    const chunk = chunkOf('sfs-1971-291', '34 a §');
    expect(chunk).toMatchObject({ section: '34 a', title: '34 a § förvaltningsprocesslagen (1971:291)' });
    expect(chunk.headingPath).toEqual(['Prövningstillstånd i kammarrätt']);
    expect(chunk.paragraphs[2]?.items).toHaveLength(4);
    expect(documentFor('sfs-1971-291').repealedSections).toEqual(['37 a §', '40 §']);
  });

  it('has the provisions 2018:222 6 § points to, in the wording of their own stamps', () => {
    expect(chunkOf('sfs-2025-400', '8 kap. 4 §').headingPath.at(-1)).toBe(
      'Särskilda boendeformer för äldre personer',
    );
    expect(chunkOf('sfs-2025-400', '8 kap. 11 §').content).toMatch(
      /^Kommunen ska inrätta bostäder med särskilt stöd/,
    );
    expect(chunkOf('sfs-1993-387', '9 §').paragraphs[0]?.items[8]?.text).toBe(
      'bostad med särskild service för vuxna eller annan särskilt anpassad bostad för vuxna,',
    );
    expect(chunkOf('sfs-2017-30', '8 kap. 7 §').paragraphs[0]?.items[1]?.text).toBe(
      'hjälpmedel för personer med funktionsnedsättning, och',
    );
  });

  it('picks the wording of LSS 9 b § in force on the asOf date', () => {
    const at = (asOf: string) => {
      const lss = loadCorpus(CORPUS_DIR, { asOf }).find((d) => d.key === 'sfs-1993-387');
      return lss?.chunks.filter((c) => c.sectionReference === '9 b §') ?? [];
    };
    const before = at('2025-12-31');
    const after = at('2026-01-01');
    expect(before.map((c) => [c.validUntil, c.amendedBy])).toEqual([['2026-01-01', 'Lag (2022:880)']]);
    expect(after.map((c) => [c.validFrom, c.amendedBy])).toEqual([['2026-01-01', 'Lag (2022:881)']]);
  });

  it('fixes the stray hyphen in 6 kap. 38 § kommunallagen', () => {
    expect(chunkOf('sfs-2017-725', '6 kap. 38 §').content).toContain('automatiserad beslutsfunktion');
  });
});

describe('every statute chunk', () => {
  it('is clean text: no boilerplate, no doubled spaces, no stray line ends', () => {
    for (const { d, c } of sectionChunks) {
      const where = `${d.key} ${c.sectionReference}`;
      expect(c.content, where).not.toMatch(/ {2}|\t|\r|\n{3}|^\s|\s$/);
      expect(c.content, where).not.toMatch(
        /Svensk författningssamling|Innehåll:|Fulltext \(Regeringskansliet\)|Ändringsregister|\/(Upphör|Träder)/,
      );
      expect(
        c.content.split('\n').filter((line) => /^[a-zåäö]/.test(line) && !/^[a-zåäö]\) /.test(line)),
        where,
      ).toEqual([]);
    }
  });

  it('ends its text with a full stop, so no heading is left glued at the end', () => {
    for (const { d, c } of sectionChunks) {
      expect(c.content, `${d.key} ${c.sectionReference}`).toMatch(/\.$/);
      for (const paragraph of c.paragraphs) {
        expect(c.headingPath, `${d.key} ${c.sectionReference}`).not.toContain(paragraph.text);
      }
    }
  });

  it('has a unique reference, a running ordinal and sections in increasing order per chapter', () => {
    const order = (section: string) => {
      const [number, letter = ''] = section.split(' ');
      return Number(number) * 100 + (letter ? letter.charCodeAt(0) - 96 : 0);
    };
    for (const document of statutes) {
      const references = document.chunks.map((c) => c.sectionReference);
      expect(new Set(references).size, document.key).toBe(references.length);
      expect(document.chunks.map((c) => c.ordinal)).toEqual(references.map((_, i) => i));
      const sections = document.chunks.filter((c) => c.section !== null);
      for (const [i, chunk] of sections.entries()) {
        const previous = sections[i - 1];
        if (previous && previous.chapter === chunk.chapter) {
          expect(order(chunk.section ?? ''), `${document.key} ${chunk.sectionReference}`).toBeGreaterThan(
            order(previous.section ?? ''),
          );
        }
      }
    }
  });

  it('has stycken numbered from 1 and punkter numbered from 1', () => {
    for (const { d, c } of sectionChunks) {
      if (d.key === 'sfs-1992-1574') {
        expect(c.paragraphs).toEqual([]);
        continue;
      }
      expect(c.paragraphs.map((p) => p.number)).toEqual(c.paragraphs.map((_, i) => i + 1));
      for (const paragraph of c.paragraphs) {
        expect(paragraph.items.map((item) => item.number)).toEqual(paragraph.items.map((_, i) => i + 1));
      }
    }
  });
});

describe('the evaluation set', () => {
  const questions = readFileSync(EVAL_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; expected: { sfs: string; section: string }[] });

  it('finds a chunk of the right SFS for every expected section', () => {
    const expected = questions.flatMap((q) => q.expected.map((e) => ({ id: q.id, ...e })));
    expect(expected.length).toBeGreaterThan(30);
    for (const { id, sfs, section } of expected) {
      const [chapter, number] = section.includes(':') ? section.split(':') : [null, section];
      const reference = chapter ? `${chapter} kap. ${number} §` : `${number} §`;
      const document = statutes.find((d) => d.sfsNumber === sfs);
      expect(document, `${id}: ${sfs}`).toBeDefined();
      expect(
        document?.chunks.some((c) => c.sectionReference === reference),
        `${id}: ${sfs} ${reference}`,
      ).toBe(true);
    }
  });
});

describe('document metadata', () => {
  it('gives every document a version stamp or a note saying why there is none', () => {
    for (const document of corpus) {
      expect(document.versionStamp !== null || Boolean(document.versionNote), document.key).toBe(true);
      if (document.versionStamp !== null) {
        expect(document.versionStamp, document.key).toMatch(/^t\.o\.m\. SFS \d{4}:\d+$/);
      }
    }
    expect(documentFor('sfs-1992-1574')).toMatchObject({
      versionStamp: 't.o.m. SFS 2000:527',
      repealed: { date: '2018-07-01', by: 'SFS 2018:222' },
      repealedSections: ['10 §'],
    });
  });

  it('hashes the bytes of the source files, and the hash is stable', () => {
    for (const entry of readCorpusManifest(CORPUS_DIR)) {
      const hash = createHash('sha256');
      for (const name of [entry.file, ...entry.metadataFiles]) {
        hash.update(readFileSync(join(CORPUS_DIR, name)));
      }
      expect(documentFor(entry.key).contentHash, entry.key).toBe(hash.digest('hex'));
    }
    const again = loadCorpus(CORPUS_DIR, { asOf: AS_OF });
    expect(again.map((d) => d.contentHash)).toEqual(corpus.map((d) => d.contentHash));
    // A document read from one file carries that file's plain sha256.
    const single = readFileSync(join(CORPUS_DIR, 'sfs/riksdagen/sfs-1971-291.txt'));
    expect(documentFor('sfs-1971-291').contentHash).toBe(createHash('sha256').update(single).digest('hex'));
  });

  it('has dates as YYYY-MM-DD and official links for statutes', () => {
    for (const document of corpus) {
      if (document.date !== null) {
        expect(document.date, document.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    for (const document of statutes.filter((d) => d.key !== 'sfs-1992-1574')) {
      expect(document.sourceUrl, document.key).toMatch(
        /^https:\/\/www\.riksdagen\.se\/sv\/dokument-och-lagar\//,
      );
      expect(document.urls.rkrattsbaser, document.key).toBe(
        `http://rkrattsbaser.gov.se/sfst?bet=${document.sfsNumber}`,
      );
    }
  });
});

describe('case summaries', () => {
  const cases = corpus.filter((d) => d.kind === 'case_summary');

  it('are labelled as our own summaries, dated, and name their court', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const document of cases) {
      const [chunk] = document.chunks;
      expect(document.chunks).toHaveLength(1);
      expect(chunk?.content.endsWith('text.'), document.key).toBe(true);
      expect(chunk?.content).toContain('Sammanfattning skriven av Handläggarstöd, inte');
      expect(chunk?.sectionReference).toBe(document.title);
      expect(document.date, document.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(document.sourceUrl, document.key).toMatch(/^https?:\/\//);
      expect(document.court === 'Regeringsrätten').toBe(/^RÅ /.test(document.title));
      expect(chunk?.content, document.key).toMatch(
        /^Avgörande: .+\n\nFråga: .+\n\nOmständigheter: .+\n\nUtgång: .+\n\nPrincip: .+\n\nLagrum: /,
      );
    }
  });

  it('point to provisions that exist in the corpus', () => {
    for (const document of cases) {
      for (const provision of document.provisions ?? []) {
        const statute = statutes.find((d) => d.sfsNumber === provision.sfsNumber);
        if (statute) {
          expect(
            statute.chunks.some((c) => c.sectionReference === provision.sectionReference),
            `${document.key}: ${provision.sfsNumber} ${provision.sectionReference}`,
          ).toBe(true);
        }
      }
    }
  });
});
