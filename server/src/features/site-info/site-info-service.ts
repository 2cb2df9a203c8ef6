import { readFileSync } from 'node:fs';
import { type Changelog, EXTRACTIVE_MODEL_NAME, type Supplier, type VersionInfo } from '@app/common';
import { changelogWithMigrations, type MigrationJournal, parseChangelog } from './changelog';

export type SiteInfoDeps = {
  /** The root package.json version. */
  version: string;
  /** The configured chat model; absent means extractive answers. */
  llm: { model: string; modelDate: string | undefined } | undefined;
  /** The embedder's own name: the configured model or the local embedder's. */
  embeddingModel: string;
  changelogFile: string;
  journalFile: string;
  /** What the bundled corpus holds. */
  sources: NonNullable<VersionInfo['sources']>;
  /** The company that runs the service, from the operator's settings. */
  supplier: Supplier;
};

export type SiteInfo = { version: VersionInfo; changelog: Changelog; supplier: Supplier };

/**
 * The version card's facts, read once at start: the files are part of the deployment, so they
 * cannot change while the process runs, and a malformed changelog stops the start with its line.
 */
export const loadSiteInfo = (deps: SiteInfoDeps): SiteInfo => {
  const parsed = parseChangelog(readFileSync(deps.changelogFile, 'utf8'));
  const journal = JSON.parse(readFileSync(deps.journalFile, 'utf8')) as MigrationJournal;
  const changelog = changelogWithMigrations(parsed, journal);
  const systemUpdate = changelog.latest.date;
  return {
    version: {
      version: deps.version,
      model: deps.llm ? deps.llm.model : EXTRACTIVE_MODEL_NAME,
      // The extractive composer is this release's own code, so its date is the release's.
      modelDate: deps.llm ? (deps.llm.modelDate ?? null) : systemUpdate,
      embeddingModel: deps.embeddingModel,
      systemUpdate,
      sources: deps.sources,
    },
    changelog,
    supplier: deps.supplier,
  };
};
