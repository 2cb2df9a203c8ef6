import { describe, expect, it } from 'vitest';
import { ChangelogError, changelogWithMigrations, parseChangelog } from './changelog';

const CHANGELOG = `# Ändringslogg

Inledning med en lista som inte är en version:

- en punkt i inledningen

## [Ej släppt]

### Ändringar

- Något på gång.

### Databasmigreringar

- \`0002_next\`: nästa tabell.

## [0.2.0] - 2026-11-25

Andra versionen, beskriven på
två rader.

### Ändringar

- Första ändringen som fortsätter
  på nästa rad.
- Andra ändringen.

### Databasmigreringar

- \`0001_second\`: den andra tabellen.

## [0.1.0] - 2026-11-22

Första versionen.

### Ändringar

- Början.
`;

const JOURNAL = {
  entries: [
    { tag: '0001_second', when: Date.UTC(2026, 10, 24, 12) },
    { tag: '0002_next', when: Date.UTC(2026, 10, 25, 12) },
  ],
};

describe('parseChangelog', () => {
  it('reads releases newest first with their description, changes and migrations', () => {
    const parsed = parseChangelog(CHANGELOG);
    expect(parsed.releases).toEqual([
      {
        version: '0.2.0',
        date: '2026-11-25',
        description: 'Andra versionen, beskriven på två rader.',
        changes: ['Första ändringen som fortsätter på nästa rad.', 'Andra ändringen.'],
        migrations: [{ tag: '0001_second', description: 'den andra tabellen.' }],
      },
      {
        version: '0.1.0',
        date: '2026-11-22',
        description: 'Första versionen.',
        changes: ['Början.'],
        migrations: [],
      },
    ]);
    expect(parsed.unreleased).toEqual({
      changes: ['Något på gång.'],
      migrations: [{ tag: '0002_next', description: 'nästa tabell.' }],
    });
  });

  it('reads Windows line endings like Unix ones', () => {
    expect(parseChangelog(CHANGELOG.replaceAll('\n', '\r\n'))).toEqual(parseChangelog(CHANGELOG));
  });

  it.each([
    ['a heading that is no release', CHANGELOG.replace('## [0.1.0] - 2026-11-22', '## 0.1.0 (22 nov)')],
    ['an unknown subsection', CHANGELOG.replace('### Ändringar\n\n- Början.', '### Tillagt\n\n- Början.')],
    ['a migration without its tag', CHANGELOG.replace('- `0001_second`: den', '- 0001_second: den')],
    ['a release without changes', CHANGELOG.replace('### Ändringar\n\n- Början.\n', '')],
    ['releases out of order', CHANGELOG.replace('## [0.1.0]', '## [0.3.0]')],
    ['an unreleased section below a release', `${CHANGELOG}\n## [Ej släppt]\n`],
  ])('refuses %s', (_name, markdown) => {
    expect(() => parseChangelog(markdown)).toThrow(ChangelogError);
  });
});

describe('changelogWithMigrations', () => {
  it('dates each release migration from the journal and leaves out an empty list', () => {
    const changelog = changelogWithMigrations(parseChangelog(CHANGELOG), JOURNAL);
    expect(changelog.latest).toEqual({
      version: '0.2.0',
      date: '2026-11-25',
      changes: ['Första ändringen som fortsätter på nästa rad.', 'Andra ändringen.'],
    });
    expect(changelog.history[0]?.migrations).toEqual([
      { tag: '0001_second', description: 'den andra tabellen.', createdAt: '2026-11-24T12:00:00.000Z' },
    ]);
    expect(changelog.history[1]).not.toHaveProperty('migrations');
  });

  it('refuses a migration the journal does not have, released or not', () => {
    expect(() =>
      changelogWithMigrations(parseChangelog(CHANGELOG), { entries: JOURNAL.entries.slice(1) }),
    ).toThrow(/0001_second/);
    expect(() =>
      changelogWithMigrations(parseChangelog(CHANGELOG), { entries: JOURNAL.entries.slice(0, 1) }),
    ).toThrow(/0002_next/);
  });
});
