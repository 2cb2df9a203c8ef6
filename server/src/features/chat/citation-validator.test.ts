import type { RetrievedSource } from '@app/common';
import { describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../knowledge/embeddings/local-embedder';
import { CITATION_ISSUES, validateCitations } from './citation-validator';
import { composeExtractiveAnswer } from './extractive-composer';

const source = (section: string, content: string): RetrievedSource => ({
  id: `chunk-${section}`,
  title: `${section} § lag (2018:222) om bostadsanpassningsbidrag`,
  snippet: '',
  content,
  source: 'Lag (2018:222) om bostadsanpassningsbidrag',
  category: null,
  subtopic: null,
  score_pct: '90%',
  similarity: 0.9,
  file_name: 'sfs/selex/sfs-2018-222.md',
  source_url: null,
  method: 'hybrid',
  date: null,
  section_reference: `${section} §`,
  sfs_number: '2018:222',
  section,
  source_class: 'core',
  version_stamp: null,
});

const sources = [
  source(
    '3',
    'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad. Om bostaden hyrs i andra hand, lämnas bidrag endast om anpassningsåtgärden är skälig med hänsyn till hur långvarig upplåtelsen är.',
  ),
  source('22', 'Beslut enligt denna lag får överklagas till allmän förvaltningsdomstol.'),
];
const embedder = createLocalEmbedder();
const embed = (texts: string[]) => embedder.embed(texts);

describe('validateCitations', () => {
  it('validates every statement of an extractive answer against its own source sentence', async () => {
    const answer = composeExtractiveAnswer('Kan bidrag lämnas när bostaden hyrs i andra hand?', sources);
    const report = await validateCitations(answer.text, sources, embed);
    expect(report.summary.method).toBe('embedding');
    const quoted = report.statements.filter((check) =>
      check.statement.startsWith('Om bostaden hyrs i andra hand'),
    );
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toMatchObject({ chunkId: 'chunk-3', valid: true, issues: [] });
    expect(quoted[0]?.confidence).toBeGreaterThan(0.7);
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
});
