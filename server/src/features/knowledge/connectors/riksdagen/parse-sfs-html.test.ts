import { describe, expect, it } from 'vitest';
import { buildStatuteChunks } from '../../corpus/build-statute-chunks';
import { parseSfsHtml } from './parse-sfs-html';

const build = (html: string) =>
  buildStatuteChunks(parseSfsHtml(html).blocks, {
    citationName: 'testlagen (2099:1)',
    transitional: 'keep',
    appendix: 'drop',
    asOf: '2026-06-01',
  });

describe('parseSfsHtml', () => {
  it('reads chapters, lettered sections, wrapped words and dated wordings', () => {
    const html = [
      '<h3 name="K2"><a name="K2">2 kap. Avgifter</a></h3>',
      '<a class="paragraf" name="K2P1"><b>1 §</b></a> En fond-i-\r\nfond och en hän-\r\nsyn till vård-\r\noch omsorg.',
      '<a class="paragraf" name="K2P2a"><b>2 a §</b></a> <i>/Upphör att gälla U:2026-07-01/</i>',
      'Gammal lydelse.',
      '<a class="paragraf" name="K2P2a"><b>2 a §</b></a> <i>/Träder i kraft I:2026-07-01/</i>',
      'Ny lydelse. Förordning (2099:5).',
    ].join('\n');
    const built = build(html);
    expect(built.warnings).toEqual([]);
    expect(built.chunks.map((chunk) => [chunk.sectionReference, chunk.chapter, chunk.headingPath])).toEqual([
      ['2 kap. 1 §', 2, ['2 kap. Avgifter']],
      ['2 kap. 2 a §', 2, ['2 kap. Avgifter']],
    ]);
    expect(built.chunks[0]?.content).toBe('En fond-i-fond och en hänsyn till vård- och omsorg.');
    expect(built.chunks[1]).toMatchObject({ content: 'Gammal lydelse.', validUntil: '2026-07-01' });
  });

  it('reads the header block and leaves the table of contents out', () => {
    const parsed = parseSfsHtml(
      '<h2>Lag (2099:1) om test</h2><b>SFS nr</b>: 2099:1<br /><b>Utfärdad</b>: 2099-01-02<br />' +
        '<b>Källa</b>: <a href="http://rkrattsbaser.gov.se/sfst?bet=2099:1">Fulltext</a><br /><hr />' +
        '<div class="sfstoc"><h3>Innehåll:</h3><div><a href="#K1">1 kap.</a></div></div>' +
        '<a class="paragraf" name="P1"><b>1 §</b></a> Text.',
    );
    expect(parsed.header).toMatchObject({
      sfsNumber: '2099:1',
      issued: '2099-01-02',
      amendedThrough: null,
      rkrattsbaserUrl: 'http://rkrattsbaser.gov.se/sfst?bet=2099:1',
    });
    expect(parsed.blocks).toEqual([
      { kind: 'section', id: '1' },
      { kind: 'text', text: 'Text.' },
    ]);
  });
});
