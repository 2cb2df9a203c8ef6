import { describe, expect, it } from 'vitest';
import { bundledLawDomain } from '../testing/area-pack';
import {
  createSettingWords,
  ISSUE_RERANK_DEPTH,
  type IssueJudgement,
  rerankByIssue,
  splitIssue,
} from './issue-focus';

const isSetting = createSettingWords(bundledLawDomain('bab').settingConcepts);

describe('splitIssue: the question without its setting', () => {
  it('takes out the measure, the room and the aid, inflected or in a compound', () => {
    const split = splitIssue(
      'Vem betalar reparationen av trapphissen och entrérampen för rullstolen i badrummet?',
      isSetting,
    );
    expect(split.context).toEqual(['trapphissen', 'entrérampen', 'rullstolen', 'badrummet']);
    expect(split.issue).toBe('vem betalar reparationen av och för i');
  });

  it('keeps words that merely end like a setting word', () => {
    const split = splitIssue('Vad är innehållet i ett beslut om bidrag?', isSetting);
    expect(split.context).toEqual([]);
    expect(split.issue).toBe('vad är innehållet i ett beslut om bidrag');
  });
});

describe('rerankByIssue: a match that rests on the setting gives way', () => {
  const ranked = [
    { id: 'measures', score: 0.8 },
    { id: 'consent', score: 0.7 },
    { id: 'other', score: 0.5 },
    { id: 'far', score: 0.4 },
  ];
  const judging =
    (judgements: Record<string, IssueJudgement | null>) =>
    (id: string): IssueJudgement | null =>
      judgements[id] ?? null;

  it('lets the section that matches the issue lead, the scores staying with their ranks', () => {
    const result = rerankByIssue(
      ranked,
      judging({ measures: { full: 2, issue: 0.4 }, consent: { full: 1.8, issue: 1.8 } }),
    );
    expect(result.map((candidate) => candidate.id)).toEqual(['consent', 'measures', 'other', 'far']);
    expect(result.map((candidate) => candidate.score)).toEqual([0.8, 0.7, 0.5, 0.4]);
  });

  it('keeps a clear lead that rests on the setting only in part', () => {
    const result = rerankByIssue(
      [
        { id: 'measures', score: 0.9 },
        { id: 'consent', score: 0.5 },
      ],
      judging({ measures: { full: 2, issue: 1.2 }, consent: { full: 1, issue: 1 } }),
    );
    expect(result.map((candidate) => candidate.id)).toEqual(['measures', 'consent']);
  });

  it('does not reach beyond the first candidates, and keeps those it cannot judge in place', () => {
    const result = rerankByIssue(
      ranked,
      judging({
        measures: { full: 2, issue: 0 },
        other: { full: 1, issue: 1 },
        far: { full: 1, issue: 1 },
      }),
    );
    expect(result.map((candidate) => candidate.id)).toEqual(['other', 'consent', 'measures', 'far']);
    expect(ISSUE_RERANK_DEPTH).toBe(3);
  });

  it('leaves the order as it is when fewer than two candidates can be judged', () => {
    expect(rerankByIssue(ranked, judging({ measures: { full: 2, issue: 0 } }))).toBe(ranked);
  });
});
