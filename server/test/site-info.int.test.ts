import { readFileSync } from 'node:fs';
import { ChangelogSchema, EXTRACTIVE_MODEL_NAME, VersionInfoSchema } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import { countCorpusSources } from '../src/features/knowledge';
import { parseChangelog } from '../src/features/site-info/changelog';
import { createTestApp, type TestApp } from './test-app';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const changelogFile = new URL('../../CHANGELOG.md', import.meta.url);
const parsed = parseChangelog(readFileSync(changelogFile, 'utf8'));
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
  entries: { tag: string }[];
};

let extractive: TestApp;
let withModels: TestApp;

beforeAll(async () => {
  extractive = await createTestApp();
  withModels = await createTestApp(
    {
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'example-chat-model',
      LLM_MODEL_DATE: '2026-10-01',
    },
    { database: extractive.database },
  );
});
afterAll(() => extractive.close());

describe('CHANGELOG.md', () => {
  it('is the file the server reads', () => {
    expect(extractive.config.changelogFile).toBe(changelogFile.pathname);
  });

  it('names every migration of the journal under exactly one release, or under Ej släppt', () => {
    const named = [
      ...parsed.releases.flatMap((release) => release.migrations),
      ...(parsed.unreleased?.migrations ?? []),
    ].map((migration) => migration.tag);
    const inJournal = journal.entries.map((entry) => entry.tag);
    expect(
      inJournal.filter((tag) => !named.includes(tag)),
      'migrations to name in CHANGELOG.md, under "## [Ej släppt]" or the release that ships them',
    ).toEqual([]);
    expect(
      named.filter((tag, i) => named.indexOf(tag) !== i),
      'migrations named twice',
    ).toEqual([]);
    expect(
      named.filter((tag) => !inJournal.includes(tag)),
      'named migrations the journal lacks',
    ).toEqual([]);
  });

  it('has the package version as its latest release', () => {
    expect(parsed.releases[0]?.version).toBe(rootPackage.version);
  });

  it('names the live features in a release, where the site shows them (issue 28)', () => {
    const released = parsed.releases.flatMap((release) => release.changes).join('\n');
    expect(released).toContain('(SSO)');
    expect(released).toContain('Exportera (.docx)');
    expect(released).toContain('Öppen rättsdatabas');
  });
});

describe('GET /api/version', () => {
  it('names the extractive mode, the local embedder and the latest release without a model', async () => {
    const res = await extractive.app.request('/api/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = VersionInfoSchema.parse(await res.json());
    const latest = parsed.releases[0];
    expect(body).toEqual({
      version: rootPackage.version,
      model: EXTRACTIVE_MODEL_NAME,
      modelDate: latest?.date,
      embeddingModel: extractive.knowledge.embedder.model,
      systemUpdate: latest?.date,
      sources: countCorpusSources(extractive.config.corpusDir),
    });
    // The rulings and the bill's commentary are counted beside the statutes (issue 27).
    expect(body.sources?.rulings).toBeGreaterThan(0);
    expect(body.sources?.preparatoryWorks).toBe(1);
    expect(body.version).not.toBe('1.0.0');
    expect(body.embeddingModel).toMatch(/^local-tfidf-v1-/);
  });

  it('names the configured chat model and its configured date', async () => {
    const body = VersionInfoSchema.parse(await (await withModels.app.request('/api/version')).json());
    expect(body.model).toBe('example-chat-model');
    expect(body.modelDate).toBe('2026-10-01');
  });
});

describe('GET /api/changelog', () => {
  it('answers the releases newest first with the migrations from the journal', async () => {
    const res = await extractive.app.request('/api/changelog');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = ChangelogSchema.parse(await res.json());
    expect(body.latest.version).toBe(rootPackage.version);
    expect(body.latest).toEqual({
      version: body.history[0]?.version,
      date: body.history[0]?.date,
      changes: body.history[0]?.changes,
    });
    const served = body.history
      .flatMap((release) => release.migrations ?? [])
      .map((migration) => migration.tag);
    const unreleased = parsed.unreleased?.migrations.map((migration) => migration.tag) ?? [];
    expect([...served, ...unreleased].toSorted()).toEqual(
      journal.entries.map((entry) => entry.tag).toSorted(),
    );
    const first = body.history.at(-1);
    expect(first?.migrations?.[0]).toMatchObject({ tag: '0000_extensions' });
    expect(first?.migrations?.[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
