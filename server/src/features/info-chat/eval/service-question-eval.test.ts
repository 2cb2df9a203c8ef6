import { aboutPath, type SiteContext } from '@app/common';
import { bundledSiteAreas } from '@app/common/testing/bundled-area';
import { describe, expect, it } from 'vitest';
import { lazyInfoChatKnowledge } from '../info-chat-service';
import { collectSitePassages } from '../site-passages';
import { EVAL_SETS, evaluateAnswerer, formatEvalResult, loadEvalQuestions } from './service-question-eval';

/**
 * The share of visitors' questions the answerer answers from the right passage (or refuses, for
 * a legal or unrelated one). The bar is what the answerer reaches today, so it cannot slip; the
 * goal is 90 % (issue 28). The held-out set is not tuned against: its figure is only printed.
 * `npm run eval:info-chat --workspace server` prints the same figures.
 */
const DEV_MIN_SHARE = 0.81;

const site: SiteContext = {
  productName: 'Handläggarstöd',
  aboutPath: aboutPath('Handläggarstöd'),
  areas: bundledSiteAreas(),
};
// Built as the server builds it: the site's texts, the law's vocabulary and the site synonyms.
const { answerer } = lazyInfoChatKnowledge({
  site,
  corpusDir: new URL('../../../../../data/corpus', import.meta.url).pathname,
  areaDirs: [new URL('../../../../../data/areas/bab', import.meta.url).pathname],
})();

describe('the info chatbot on visitors’ questions', () => {
  it('names only passages the site has', () => {
    const ids = new Set(collectSitePassages(site).map((passage) => passage.id));
    for (const file of Object.values(EVAL_SETS)) {
      for (const item of loadEvalQuestions(file)) {
        for (const id of 'expected' in item ? item.expected : []) {
          expect(ids, `${item.question}: ${id}`).toContain(id);
        }
      }
    }
  });

  it.each([
    ['Vem är tjänsten till för?', ['about#for-whom', 'siteFaq:vad-ar-tjansten']],
    ['Kan en privatperson använda tjänsten?', ['about#for-whom']],
    [
      'Hur säger jag upp mitt abonnemang?',
      ['siteFaq:uppsagning', 'PRICE_FAQ:uppsagning', 'terms#uppsagning'],
    ],
    [
      'Vad händer med chattdata som jag skriver in, lagras det?',
      ['siteFaq:sparas-fragor', 'privacy#dina-fragor'],
    ],
  ])('answers the issue’s example %j from one of %j', (question, ids) => {
    const answer = answerer.answer(question, { detailed: false });
    expect(ids).toContain(answer.scope === 'service' ? answer.passages[0]?.id : answer.scope);
  });

  it(`answers at least ${DEV_MIN_SHARE * 100} % of the development set right`, () => {
    const questions = loadEvalQuestions(EVAL_SETS.dev);
    expect(questions.filter((item) => 'expected' in item).length).toBeGreaterThanOrEqual(60);
    const result = evaluateAnswerer(answerer, questions);
    process.stdout.write(`${formatEvalResult('info chat, development set', result)}\n`);
    expect(result.share).toBeGreaterThanOrEqual(DEV_MIN_SHARE);
  });

  it('reports the held-out set', () => {
    const result = evaluateAnswerer(answerer, loadEvalQuestions(EVAL_SETS.heldOut));
    process.stdout.write(`${formatEvalResult('info chat, held-out set', result)}\n`);
    expect(result.total).toBeGreaterThanOrEqual(15);
  });
});
