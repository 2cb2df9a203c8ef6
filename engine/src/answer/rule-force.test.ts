import { describe, expect, it } from 'vitest';
import { conditionIsException, conditionIsWeighing, ruleForce } from './rule-force';

describe('ruleForce', () => {
  it.each([
    ['Kommunen ska använda tolk när det behövs.', 'duty'],
    ['Bidrag lämnas för att reparera anordningar som installerats med bidrag.', 'grant'],
    ['Ägare av bostadshus har rätt till bidrag för återställning.', 'grant'],
    ['Kommunen får besluta om återbetalning av kontantbidrag.', 'permission'],
    ['Bidrag lämnas inte för åtgärder i särskilda boendeformer.', 'exclusion'],
    ['Den som är jävig får inte ta del i handläggningen.', 'exclusion'],
    ['I ärenden om bidrag gäller sekretess, om det kan antas att den enskilde lider men.', 'exclusion'],
    ['Tillsynen utövas av Boverket.', undefined],
  ])('%s → %s', (rule, force) => {
    expect(ruleForce(rule)).toBe(force);
  });

  it('reads the first sentence only: a later exception does not make a grant an exclusion', () => {
    expect(ruleForce('Bidrag lämnas för fasta funktioner. Bidrag lämnas inte för hjälpmedel.')).toBe('grant');
  });
});

describe('the condition of a rule', () => {
  it('is its exception when the rule holds "om det inte" and the condition states it positively', () => {
    const rule = 'Sökanden ska få yttra sig, om det inte är uppenbart obehövligt.';
    expect(conditionIsException(rule, 'om det är uppenbart obehövligt')).toBe(true);
    expect(conditionIsException('Bidrag lämnas om åtgärden är nödvändig.', 'om åtgärden är nödvändig')).toBe(
      false,
    );
  });

  it('weighs the case when it turns on what is reasonable or special', () => {
    expect(conditionIsWeighing('om behovet inte skäligen bör tillgodoses på annat sätt')).toBe(true);
    expect(conditionIsWeighing('om det finns särskilda skäl')).toBe(true);
    expect(conditionIsWeighing('om åtgärden är nödvändig')).toBe(false);
  });
});
