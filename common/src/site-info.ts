import { z } from 'zod';

const IsoDate = z.iso.date();

/** What `GET /api/version` answers (spec 2 §3): the running system and the models behind its answers. */
export const VersionInfoSchema = z.object({
  /** The root package.json version, which the latest release in CHANGELOG.md carries too. */
  version: z.string().min(1),
  /** The configured chat model, or the extractive mode's name when no model is configured. */
  model: z.string().min(1),
  /** The model's date as the operator configured it (LLM_MODEL_DATE); null when not given. */
  modelDate: IsoDate.nullable(),
  embeddingModel: z.string().min(1),
  /** The date of the latest release in CHANGELOG.md. */
  systemUpdate: IsoDate,
  /** What the bundled sources hold (issue 27); absent in the spec's fallback values. */
  sources: z
    .object({
      statutes: z.number().int().nonnegative(),
      rulings: z.number().int().nonnegative(),
      preparatoryWorks: z.number().int().nonnegative(),
    })
    .optional(),
});

export type VersionInfo = z.infer<typeof VersionInfoSchema>;

/** A database migration from the drizzle journal, named by the release that brought it. */
export const ChangelogMigrationSchema = z.object({
  tag: z.string().min(1),
  description: z.string().min(1),
  /** When drizzle-kit generated it (the journal's `when`). */
  createdAt: z.iso.datetime(),
});

export type ChangelogMigration = z.infer<typeof ChangelogMigrationSchema>;

export const ChangelogReleaseSchema = z.object({
  version: z.string().min(1),
  date: IsoDate,
  description: z.string().min(1),
  changes: z.array(z.string().min(1)),
  migrations: z.array(ChangelogMigrationSchema).optional(),
});

export type ChangelogRelease = z.infer<typeof ChangelogReleaseSchema>;

/** What `GET /api/changelog` answers (spec 2 §3): the latest release and every release, newest first. */
export const ChangelogSchema = z.object({
  latest: ChangelogReleaseSchema.pick({ version: true, date: true, changes: true }),
  history: z.array(ChangelogReleaseSchema),
});

export type Changelog = z.infer<typeof ChangelogSchema>;

/** The extractive composer's name where a model name would stand: no language model writes the answer. */
export const EXTRACTIVE_MODEL_NAME = 'Extraktiv (ingen språkmodell)';
