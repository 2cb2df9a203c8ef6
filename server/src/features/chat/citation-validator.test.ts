import { CITATION_ISSUES, validateCitations } from '@app/engine';
import { babPassage, transitionalPassage } from '@app/engine/testing/passages';
import { describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../knowledge/embeddings/local-embedder';

const sources = [
  babPassage(
    '3',
    'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad. Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.',
  ),
  babPassage('22', 'Beslut enligt denna lag får överklagas till allmän förvaltningsdomstol.'),
];
const embedder = createLocalEmbedder();
const embed = (texts: string[]) => embedder.embed(texts);

describe('validateCitations', () => {
  it('checks the rule after "Det finns ingen sådan regel", not the absence the source is silent on', async () => {
    const report = await validateCitations(
      '**Kort svar**\nDet finns ingen sådan regel: lagen sätter ingen åldersgräns. Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).',
      sources,
      embed,
    );
    expect(report.statements.map((statement) => statement.statement)).toEqual([
      'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad.',
    ]);
    expect(report.statements[0]).toMatchObject({ chunkId: 'chunk-3', valid: true });
  });

  it('checks the rule after a verdict on the facts given, not the verdict', async () => {
    const report = await validateCitations(
      '**Kort svar**\nJa, enligt uppgifterna i frågan. Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).\n\nNej, inte enligt uppgifterna i frågan: beslut enligt denna lag får överklagas till allmän förvaltningsdomstol (22 § lag (2018:222) om bostadsanpassningsbidrag).',
      sources,
      embed,
    );
    expect(report.statements.map((statement) => statement.statement)).toEqual([
      'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad.',
      'Nej, inte enligt uppgifterna i frågan: beslut enligt denna lag får överklagas till allmän förvaltningsdomstol.',
    ]);
    expect(report.summary).toMatchObject({ total: 2, valid: 2 });
  });

  it('shows a word-for-word quote as verbatim, not as a score', async () => {
    const report = await validateCitations(
      '**Vad lagen säger**\n- ”Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.” (3 § lag (2018:222) om bostadsanpassningsbidrag)',
      sources,
      embed,
    );
    expect(report.statements).toHaveLength(1);
    expect(report.statements[0]).toMatchObject({
      chunkId: 'chunk-3',
      verbatim: true,
      valid: true,
      issues: [],
    });
  });

  it('scores a reworded statement against the source it cites', async () => {
    const report = await validateCitations(
      'Bidrag lämnas till en person med funktionsnedsättning för anpassning av hennes permanentbostad (3 § lag (2018:222) om bostadsanpassningsbidrag).',
      sources,
      embed,
    );
    expect(report.statements[0]).toMatchObject({ chunkId: 'chunk-3', verbatim: false });
    expect(report.statements[0]?.confidence).toBeGreaterThan(0.5);
    expect(report.statements[0]?.confidence).toBeLessThan(1);
  });

  it('compares a reworded statement without its verdict, and with two neighbouring source sentences', async () => {
    const section5 = babPassage(
      '5',
      'Bostadsanpassningsbidrag lämnas för att anpassa och komplettera fasta funktioner i och i anslutning till en bostad. Bidrag lämnas endast om åtgärderna är nödvändiga för att bostaden ska vara ändamålsenlig för sökanden.',
    );
    const report = await validateCitations(
      'Ja, bidrag lämnas för att anpassa fasta funktioner i bostaden när åtgärderna är nödvändiga för att bostaden ska vara ändamålsenlig för sökanden (5 § lag (2018:222) om bostadsanpassningsbidrag).',
      [section5],
      embed,
    );
    expect(report.statements[0]).toMatchObject({
      chunkId: 'chunk-5',
      verbatim: false,
      valid: true,
      issues: [],
    });
    expect(report.statements[0]?.statement).toMatch(/^Ja, bidrag/);
    // The pair of sentences says both halves of the statement; either sentence alone says one.
    expect(report.statements[0]?.confidence).toBeGreaterThan(0.8);
  });

  it('refuses a citation in the prompt’s own format to a section that was not retrieved', async () => {
    const report = await validateCitations(
      'Beslut enligt denna lag får överklagas till allmän förvaltningsdomstol (9 § lag (2018:222) om bostadsanpassningsbidrag).',
      sources,
      embed,
    );
    expect(report.statements[0]?.valid).toBe(false);
    expect(report.statements[0]?.issues).toContain(CITATION_ISSUES.citationNotInSources);
  });

  it('checks a sentence by the citation that closes its line', async () => {
    const report = await validateCitations(
      '- Nej, inte alltid. Beslut enligt denna lag får överklagas till allmän förvaltningsdomstol (22 § lag (2018:222) om bostadsanpassningsbidrag).',
      sources,
      embed,
    );
    expect(report.statements.map((check) => check.chunkId)).toEqual(['chunk-22']);
  });

  it('finds no source for an invented statement', async () => {
    const report = await validateCitations(
      'Kommunen betalar alltid ut en bonus på tiotusen kronor till alla sökande.',
      sources,
      embed,
    );
    expect(report.statements[0]).toMatchObject({
      valid: false,
      chunkId: null,
      issues: [CITATION_ISSUES.noSource],
    });
  });

  it('flags a section reference the mapped source does not contain', async () => {
    const report = await validateCitations(
      'Enligt 7 § får beslut enligt denna lag överklagas till allmän förvaltningsdomstol.',
      sources,
      embed,
    );
    expect(report.statements[0]?.chunkId).toBe('chunk-22');
    expect(report.statements[0]?.issues).toContain(CITATION_ISSUES.referenceNotInSource);
    expect(report.statements[0]?.valid).toBe(false);
  });

  it('flags a proposition reference without a proposition among the sources', async () => {
    const report = await validateCitations(
      'Enligt prop. 2017/18:80 får beslut enligt denna lag överklagas till allmän förvaltningsdomstol.',
      sources,
      embed,
    );
    expect(report.statements[0]?.issues).toContain(CITATION_ISSUES.propositionMismatch);
  });

  it('falls back to word overlap when the embedding call fails', async () => {
    const failing = async () => {
      throw new Error('embeddings down');
    };
    const report = await validateCitations(
      'Beslut enligt denna lag får överklagas till allmän förvaltningsdomstol.',
      sources,
      failing,
    );
    expect(report.summary.method).toBe('word_overlap');
    expect(report.statements[0]).toMatchObject({ chunkId: 'chunk-22', valid: true });
  });

  it('considers only statements of 20 to 500 characters', async () => {
    const report = await validateCitations(
      `Kort svar. ${'Mycket lång mening utan slut '.repeat(30)}.`,
      sources,
      embed,
    );
    expect(report.summary.total).toBe(0);
  });

  it('takes a law’s transitional provisions as an exact reference', async () => {
    const transitional = transitionalPassage();
    const report = await validateCitations(
      'Lagen träder i kraft den 1 juli 2018 (Övergångsbestämmelser 2018:222 till lag (2018:222) om bostadsanpassningsbidrag).',
      [transitional],
      embed,
    );
    expect(report.statements[0]).toMatchObject({ chunkId: 'chunk-transitional', issues: [] });
  });
});
