import type { Changelog, ChangelogMigration, ChangelogRelease } from '@app/common';

/** A migration as CHANGELOG.md names it; its date comes from the journal. */
export type MigrationNote = { tag: string; description: string };

export type ParsedRelease = {
  version: string;
  date: string;
  description: string;
  changes: string[];
  migrations: MigrationNote[];
};

/** CHANGELOG.md as written: the releases newest first, and what is not released yet. */
export type ParsedChangelog = {
  unreleased: { changes: string[]; migrations: MigrationNote[] } | null;
  releases: ParsedRelease[];
};

/** The drizzle-kit journal (server/drizzle/meta/_journal.json), as far as we read it. */
export type MigrationJournal = { entries: readonly { tag: string; when: number }[] };

export class ChangelogError extends Error {
  override name = 'ChangelogError';
}

const UNRELEASED_HEADING = '## [Ej släppt]';
const RELEASE_HEADING = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/;
const SUBSECTIONS = { '### Ändringar': 'changes', '### Databasmigreringar': 'migrations' } as const;
const MIGRATION_ITEM = /^`([^`]+)`: (.+)$/;

type Subsection = (typeof SUBSECTIONS)[keyof typeof SUBSECTIONS];
type Section = {
  version: string | null;
  date: string;
  description: string[];
  changes: string[];
  migrationItems: string[];
  subsection: Subsection | null;
};

const semverParts = (version: string): number[] => version.split('.').map(Number);
const isNewer = (a: string, b: string): boolean => {
  const [x, y] = [semverParts(a), semverParts(b)];
  const index = x.findIndex((part, i) => part !== y[i]);
  return index !== -1 && (x[index] ?? 0) > (y[index] ?? 0);
};

const toMigrationNote = (item: string, version: string): MigrationNote => {
  const match = MIGRATION_ITEM.exec(item);
  if (!match?.[1] || !match[2]) {
    throw new ChangelogError(`${version}: a migration is written "\`tag\`: description", not "${item}"`);
  }
  return { tag: match[1], description: match[2] };
};

/**
 * Reads CHANGELOG.md in the form its header describes. Anything else is an error rather than a
 * guess, so a malformed entry fails its test instead of silently vanishing from the site.
 */
export const parseChangelog = (markdown: string): ParsedChangelog => {
  const sections: Section[] = [];
  let current: Section | null = null;
  let lastItems: string[] | null = null;
  let paragraphOpen = false;

  markdown.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trimEnd();
    const where = `CHANGELOG.md line ${index + 1}`;
    if (line.startsWith('## ')) {
      const release = RELEASE_HEADING.exec(line);
      if (line !== UNRELEASED_HEADING && !release) {
        throw new ChangelogError(
          `${where}: a release heading is "## [X.Y.Z] - YYYY-MM-DD" or "${UNRELEASED_HEADING}"`,
        );
      }
      current = {
        version: release?.[1] ?? null,
        date: release?.[2] ?? '',
        description: [],
        changes: [],
        migrationItems: [],
        subsection: null,
      };
      sections.push(current);
      lastItems = null;
      paragraphOpen = false;
      return;
    }
    // Everything before the first release heading is the file's own introduction.
    const section: Section | null = current;
    if (section === null || line === '') {
      paragraphOpen = false;
      return;
    }
    if (line.startsWith('### ')) {
      const subsection = SUBSECTIONS[line as keyof typeof SUBSECTIONS];
      if (!subsection) {
        throw new ChangelogError(`${where}: the subsections are ${Object.keys(SUBSECTIONS).join(' and ')}`);
      }
      section.subsection = subsection;
      lastItems = null;
      return;
    }
    if (line.startsWith('- ')) {
      if (section.subsection === null) {
        throw new ChangelogError(
          `${where}: a list item belongs under ${Object.keys(SUBSECTIONS).join(' or ')}`,
        );
      }
      lastItems = section.subsection === 'changes' ? section.changes : section.migrationItems;
      lastItems.push(line.slice(2).trim());
      return;
    }
    if (line.startsWith('  ') && lastItems !== null && lastItems.length > 0) {
      lastItems[lastItems.length - 1] = `${lastItems[lastItems.length - 1]} ${line.trim()}`;
      return;
    }
    if (section.subsection === null && section.version !== null) {
      if (paragraphOpen) {
        section.description[section.description.length - 1] += ` ${line.trim()}`;
      } else {
        section.description.push(line.trim());
        paragraphOpen = true;
      }
      return;
    }
    throw new ChangelogError(`${where}: unexpected text "${line}"`);
  });

  const unreleasedSections = sections.filter((section) => section.version === null);
  if (unreleasedSections.length > 1 || (unreleasedSections[0] && sections[0] !== unreleasedSections[0])) {
    throw new ChangelogError(`CHANGELOG.md: "${UNRELEASED_HEADING}" comes once, above every release`);
  }
  const releases = sections.flatMap((section): ParsedRelease[] => {
    const version = section.version;
    if (version === null) {
      return [];
    }
    if (section.description.length === 0 || section.changes.length === 0) {
      throw new ChangelogError(
        `CHANGELOG.md ${version}: a release has a description and at least one change`,
      );
    }
    return [
      {
        version,
        date: section.date,
        description: section.description.join('\n\n'),
        changes: section.changes,
        migrations: section.migrationItems.map((item) => toMigrationNote(item, version)),
      },
    ];
  });
  releases.forEach((release, i) => {
    const older = releases[i + 1];
    if (older && (!isNewer(release.version, older.version) || release.date < older.date)) {
      throw new ChangelogError(
        `CHANGELOG.md: ${release.version} must be newer than ${older.version}, which follows it`,
      );
    }
  });
  if (releases.length === 0) {
    throw new ChangelogError('CHANGELOG.md: no release');
  }
  const unreleased = unreleasedSections[0];
  return {
    unreleased: unreleased
      ? {
          changes: unreleased.changes,
          migrations: unreleased.migrationItems.map((item) => toMigrationNote(item, 'Ej släppt')),
        }
      : null,
    releases,
  };
};

/** The API's changelog: each release with its migrations dated from the journal. */
export const changelogWithMigrations = (parsed: ParsedChangelog, journal: MigrationJournal): Changelog => {
  const createdAt = new Map(journal.entries.map((entry) => [entry.tag, new Date(entry.when).toISOString()]));
  const dated = (note: MigrationNote): ChangelogMigration => {
    const when = createdAt.get(note.tag);
    if (!when) {
      throw new ChangelogError(
        `CHANGELOG.md names the migration ${note.tag}, which the journal does not have`,
      );
    }
    return { ...note, createdAt: when };
  };
  const history = parsed.releases.map(
    ({ migrations, ...release }): ChangelogRelease => ({
      ...release,
      ...(migrations.length > 0 ? { migrations: migrations.map(dated) } : {}),
    }),
  );
  parsed.unreleased?.migrations.forEach(dated);
  // parseChangelog refuses a changelog without releases.
  const [latest] = history as [ChangelogRelease, ...ChangelogRelease[]];
  return { latest: { version: latest.version, date: latest.date, changes: latest.changes }, history };
};
