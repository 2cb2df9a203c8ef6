import { describe, expect, it } from 'vitest';
import { buildIdfFile } from './idf-table';
import { createLocalEmbedder, embedText } from './local-embedder';

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);

describe('the local embedder', () => {
  const embedder = createLocalEmbedder();

  it('is deterministic and returns unit vectors of its dimension', async () => {
    const [a, b] = await embedder.embed(['Bidrag till trapphiss', 'Bidrag till trapphiss']);
    expect(a).toHaveLength(embedder.dimension);
    expect(a).toEqual(b);
    expect(cosine(a ?? [], a ?? [])).toBeCloseTo(1, 6);
    expect(embedder.model).toMatch(/^local-tfidf-v1-1024-[0-9a-f]{8}$/);
  });

  it('gives an empty text the zero vector instead of NaN', async () => {
    const [vector] = await embedder.embed(['']);
    expect(vector?.every((value) => value === 0)).toBe(true);
  });

  it('brings a compound near its parts and inflections near each other', async () => {
    const [question, lift, unrelated] = await embedder.embed([
      'Kan man få bidrag till en trapphiss?',
      'Installation av hiss i trappan till bostaden',
      'Ett beslut får överklagas till förvaltningsrätten',
    ]);
    expect(cosine(question ?? [], lift ?? [])).toBeGreaterThan(cosine(question ?? [], unrelated ?? []));
  });

  it('weighs rare words above common ones', () => {
    const idf = buildIdfFile(['bidrag hiss', 'bidrag dusch', 'bidrag kök', 'bidrag ramp']);
    const table = { version: 'test', weight: (stem: string) => idf.weights[stem] ?? idf.unknownWeight };
    const query = embedText('bidrag hiss', 256, table);
    const onLift = embedText('hiss', 256, table);
    const onGrant = embedText('bidrag', 256, table);
    expect(cosine(query, onLift)).toBeGreaterThan(cosine(query, onGrant));
  });
});
