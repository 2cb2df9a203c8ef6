import { describe, expect, it } from 'vitest';
import { babPassage } from '../testing/passages';
import { groundSentences } from './ground-sentences';

const section3 = babPassage(
  '3',
  'Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad.',
);
const section20 = babPassage(
  '20',
  'Kontantbidrag betalas ut sedan de åtgärder som bidraget avser har utförts och kostnaderna har redovisats.',
);
const sources = [section3, section20];
const cite3 = '(3 § lag (2018:222) om bostadsanpassningsbidrag)';
const cite20 = '(20 § lag (2018:222) om bostadsanpassningsbidrag)';

describe('groundSentences', () => {
  it('returns an answer whose sentences all hold as it was', async () => {
    const answer = `**Kort svar**\nNej. Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`;
    expect(await groundSentences(answer, sources)).toBe(answer);
  });

  it('cites a sentence to the source shown that supports it when the one it cites does not', async () => {
    const answer = [
      `**Kort svar**\nBostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`,
      `**Tänk på**\n- Kontantbidrag betalas ut först när åtgärderna har utförts och kostnaderna redovisats ${cite3}.`,
    ].join('\n\n');
    expect(await groundSentences(answer, sources)).toBe(
      [
        `**Kort svar**\nBostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`,
        `**Tänk på**\n- Kontantbidrag betalas ut först när åtgärderna har utförts och kostnaderna redovisats ${cite20}.`,
      ].join('\n\n'),
    );
  });

  it('drops a sentence no source supports, and a part left without lines', async () => {
    const answer = [
      `**Kort svar**\nDet beror på om kommunen har antagit riktlinjer för hissar i flerfamiljshus. Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`,
      `**Tänk på**\n- Riktlinjerna ska följas av alla handläggare i nämnden ${cite3}.`,
    ].join('\n\n');
    expect(await groundSentences(answer, sources)).toBe(
      `**Kort svar**\nBostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`,
    );
  });

  it('keeps a verdict with the sentence it introduces, and leaves quotes alone', async () => {
    const answer = [
      `**Kort svar**\nJa, enligt uppgifterna i frågan. Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning för anpassning av dennes permanentbostad ${cite3}.`,
      `**Vad lagen säger**\n- ”Bostadsanpassningsbidrag lämnas till en person med funktionsnedsättning (sökande) för anpassning av dennes permanentbostad.” ${cite3}`,
      `**Tänk på**\n- Kommunen ska alltid göra hembesök innan beslut fattas om bidrag ${cite3}.`,
    ].join('\n\n');
    const grounded = await groundSentences(answer, sources);
    expect(grounded).toContain(
      'Ja, enligt uppgifterna i frågan. Bostadsanpassningsbidrag lämnas till en person',
    );
    expect(grounded).toContain('**Vad lagen säger**');
    expect(grounded).not.toContain('Tänk på');
  });

  it('drops a verdict whose reason is dropped', async () => {
    const answer = `**Kort svar**\nJa, enligt uppgifterna i frågan. Kommunen ska alltid göra hembesök innan beslut fattas om bidrag ${cite3}.\n\n**Vad lagen säger**\n- ”Kontantbidrag betalas ut sedan de åtgärder som bidraget avser har utförts och kostnaderna har redovisats.” ${cite20}`;
    expect(await groundSentences(answer, sources)).toBe(
      `**Vad lagen säger**\n- ”Kontantbidrag betalas ut sedan de åtgärder som bidraget avser har utförts och kostnaderna har redovisats.” ${cite20}`,
    );
  });
});
