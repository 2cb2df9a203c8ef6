import { REPEALED_LAW_LABEL } from '@app/common';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DisplayedSource } from '@/features/answer-blocks/answer-types';
import { safeSourceUrl, versionLabel } from '@/features/answer-blocks/source-labels';
import { groupSources, MAX_DISPLAYED_SOURCES } from './source-groups';
import { SourcesList } from './sources-list';

const source = (overrides: Partial<DisplayedSource>): DisplayedSource => ({
  id: 'id',
  title: 'Titel',
  source: 'Källa',
  source_url: 'https://lagen.nu/2018:222',
  file_name: 'fil.md',
  source_class: 'core',
  section_reference: '',
  citation: 'Titel',
  similarity: 0.9,
  sfs_number: null,
  version_stamp: null,
  repealed: false,
  kind: 'statute',
  snippet: '',
  ...overrides,
});

describe('groupSources', () => {
  it('orders core, extended, other and sends unknown classes to other', () => {
    const groups = groupSources([
      source({ id: '1', file_name: 'a', source_class: 'other' }),
      source({ id: '2', file_name: 'b', source_class: 'extended' }),
      source({ id: '3', file_name: 'c', source_class: 'core' }),
      source({ id: '4', file_name: 'd', source_class: 'weird' }),
    ]);
    expect(groups.map((group) => [group.sourceClass, group.entries.length])).toEqual([
      ['core', 1],
      ['extended', 1],
      ['other', 2],
    ]);
  });

  it("merges duplicates by file and address, preferring a whole title over 'Del N –' and the richer record", () => {
    const groups = groupSources([
      source({ id: '1', title: 'Del 2 – Handläggning', section_reference: '' }),
      source({ id: '2', title: 'Boverkets handbok', section_reference: '' }),
      source({ id: '3', title: 'Boverkets handbok', section_reference: 'avsnitt 4', snippet: 'text' }),
      source({ id: '4', title: 'Annan adress', source_url: 'https://example.se/annan' }),
    ]);
    const entries = groups.flatMap((group) => group.entries);
    expect(entries.map((entry) => [entry.title, entry.sectionReferences])).toEqual([
      ['Boverkets handbok', ['avsnitt 4']],
      ['Annan adress', []],
    ]);
  });

  it('names the document and lists its sections when several sections of it are cited', () => {
    const law = { source: 'Lag (2018:222) om bostadsanpassningsbidrag', file_name: 'sfs-2018-222.md' };
    const [group] = groupSources([
      source({ ...law, id: '1', title: '17 § lag (2018:222)', section_reference: '17 §' }),
      source({ ...law, id: '2', title: '2 § lag (2018:222)', section_reference: '2 §' }),
      source({ ...law, id: '3', title: '17 § lag (2018:222)', section_reference: '17 §' }),
    ]);
    expect(group?.entries).toEqual([
      expect.objectContaining({ title: law.source, sectionReferences: ['17 §', '2 §'] }),
    ]);
  });

  it("links one section at its anchor, and several sections of a law at the law's top", () => {
    const law = { source: 'Lag (2018:222) om bostadsanpassningsbidrag', file_name: 'sfs-2018-222.md' };
    const url = 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/sfs-2018-222/';
    const one = groupSources([source({ ...law, section_reference: '17 §', source_url: `${url}#P17` })]);
    expect(one[0]?.entries[0]?.url).toBe(`${url}#P17`);
    const [group] = groupSources([
      source({ ...law, id: '1', section_reference: '17 §', source_url: `${url}#P17` }),
      source({ ...law, id: '2', section_reference: '2 §', source_url: `${url}#P2` }),
    ]);
    expect(group?.entries).toEqual([expect.objectContaining({ url, sectionReferences: ['17 §', '2 §'] })]);
  });

  it('keeps the point in time and the repeal of every merged section, not only of the chosen record', () => {
    const old = { source: 'Lag (1992:1574) om bostadsanpassningsbidrag m.m.', file_name: 'sfs-1992-1574.md' };
    const [group] = groupSources([
      source({ ...old, id: '1', section_reference: '6 §', snippet: 'rikare', version_stamp: null }),
      source({
        ...old,
        id: '2',
        section_reference: '15 §',
        version_stamp: 't.o.m. SFS 2017:1234',
        repealed: true,
      }),
      source({ ...old, id: '3', section_reference: '16 §', version_stamp: 't.o.m. SFS 2017:1234' }),
    ]);
    expect(group?.entries).toEqual([
      expect.objectContaining({
        title: old.source,
        sectionReferences: ['6 §', '15 §', '16 §'],
        versionLabels: ['Lydelse t.o.m. SFS 2017:1234'],
        repealed: true,
      }),
    ]);
  });

  it('has no point in time and no repeal when no section has them', () => {
    const [group] = groupSources([source({ version_stamp: null }), source({ version_stamp: '  ' })]);
    expect(group?.entries).toEqual([expect.objectContaining({ versionLabels: [], repealed: false })]);
  });

  it("writes the stamp as 'Lydelse t.o.m. …'", () => {
    expect(versionLabel('t.o.m. SFS 2025:453')).toBe('Lydelse t.o.m. SFS 2025:453');
    expect(versionLabel(' t.o.m. SFS 2025:453 ')).toBe('Lydelse t.o.m. SFS 2025:453');
    expect(versionLabel('lydelse t.o.m. SFS 2025:453')).toBe('Lydelse t.o.m. SFS 2025:453');
    expect(versionLabel(null)).toBeNull();
    expect(versionLabel('null')).toBeNull();
  });

  it('lists at most 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => source({ id: `${index}`, file_name: `f${index}` }));
    expect(groupSources(many).flatMap((group) => group.entries)).toHaveLength(MAX_DISPLAYED_SOURCES);
  });

  it('accepts only http(s) addresses', () => {
    expect(safeSourceUrl('null')).toBeNull();
    expect(safeSourceUrl('')).toBeNull();
    expect(safeSourceUrl(null)).toBeNull();
    expect(safeSourceUrl('javascript:alert(1)')).toBeNull();
    expect(safeSourceUrl('lagen.nu/2018:222')).toBeNull();
    expect(safeSourceUrl(' https://lagen.nu/2018:222 ')).toBe('https://lagen.nu/2018:222');
  });
});

describe('SourcesList', () => {
  it('is collapsed at first and lists links, the missing-link note and unknown names', async () => {
    const user = userEvent.setup();
    render(
      <SourcesList
        sources={[
          source({
            id: '1',
            title: 'Lag (2018:222)',
            file_name: 'a',
            source_url: 'https://lagen.nu/2018:222',
          }),
          source({
            id: '2',
            title: 'Socialstyrelsens föreskrifter',
            file_name: 'b',
            source_url: 'null',
            source_class: 'extended',
          }),
          source({ id: '3', title: '', source: '', file_name: '', source_url: null, source_class: 'other' }),
        ]}
      />,
    );
    const toggle = screen.getByRole('button', { name: /Källor och referenser/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle);
    const core = screen.getByRole('region', { name: 'Centrala BAB-källor' });
    const link = within(core).getByRole('link', { name: /Lag \(2018:222\)/ });
    expect(link).toHaveAttribute('href', 'https://lagen.nu/2018:222');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.queryByRole('region', { name: 'Utökade BAB-källor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa alla 3 källor' }));
    const extended = screen.getByRole('region', { name: 'Utökade BAB-källor' });
    expect(within(extended).getByText('(Länk saknas, felsökning pågår)')).toBeInTheDocument();

    const other = screen.getByRole('region', { name: 'Övriga källor' });
    expect(within(other).getAllByText(/Okänd källa/).length).toBeGreaterThan(0);
    expect(within(other).getByText('(Länk saknas, felsökning pågår)')).toBeInTheDocument();

    const order = screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    expect(order).toEqual(['Centrala BAB-källor', 'Utökade BAB-källor', 'Övriga källor']);
  });

  it('lists 5 core sources first, and all on request', async () => {
    const user = userEvent.setup();
    const core = Array.from({ length: 6 }, (_, index) =>
      source({ id: `c${index}`, title: `Kärnkälla ${index + 1}`, file_name: `c${index}` }),
    );
    render(
      <SourcesList
        sources={[...core, source({ id: 'e', title: 'Utökad', file_name: 'e', source_class: 'extended' })]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Källor och referenser/ }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Utökad')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Visa alla 7 källor' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Visa färre källor' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows each source’s point in time, and nothing when it is unknown', async () => {
    const user = userEvent.setup();
    render(
      <SourcesList
        sources={[
          source({ id: '1', title: 'Lag (2018:222)', file_name: 'a', version_stamp: 't.o.m. SFS 2025:453' }),
          source({ id: '2', title: 'Boverkets handbok', file_name: 'b', version_stamp: null }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Källor och referenser/ }));
    const [law, handbook] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(law).getByText('Lydelse t.o.m. SFS 2025:453')).toBeInTheDocument();
    expect(within(law).getByRole('link', { name: /Lag \(2018:222\)/ })).toHaveAttribute(
      'href',
      'https://lagen.nu/2018:222',
    );
    expect(within(handbook).queryByText(/Lydelse/)).not.toBeInTheDocument();
  });

  it('marks repealed law with the warning label, also when several of its sections are merged', async () => {
    const user = userEvent.setup();
    const old = {
      source: 'Lag (1992:1574) om bostadsanpassningsbidrag m.m.',
      file_name: 'sfs-1992-1574.md',
      source_url: 'https://www.riksdagen.se/sfs-1992-1574',
    };
    render(
      <SourcesList
        sources={[
          source({ ...old, id: '1', section_reference: '6 §', version_stamp: 't.o.m. SFS 2017:1234' }),
          source({ ...old, id: '2', section_reference: '15 §', repealed: true }),
          source({
            id: '3',
            title: 'Lag (2018:222)',
            file_name: 'new',
            version_stamp: 't.o.m. SFS 2025:453',
          }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Källor och referenser/ }));
    const [repealed, current] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];

    expect(within(repealed).getByRole('link', { name: /Lag \(1992:1574\)/ })).toHaveAttribute(
      'href',
      old.source_url,
    );
    const label = within(repealed).getByText(REPEALED_LAW_LABEL);
    expect(label).toHaveTextContent('Upphävd lag – gäller ärenden som kom in före den 1 juli 2018');
    // An amber warning badge: dark amber text on a light amber ground (WCAG AA).
    expect(label).toHaveClass('bg-amber-100', 'text-amber-950', 'border-amber-300');
    expect(within(repealed).getByText('Lydelse t.o.m. SFS 2017:1234')).toBeInTheDocument();
    expect(within(repealed).getByText(/6 §, 15 §/)).toBeInTheDocument();

    expect(within(current).queryByText(REPEALED_LAW_LABEL)).not.toBeInTheDocument();
    expect(within(current).getByText('Lydelse t.o.m. SFS 2025:453')).toBeInTheDocument();
  });

  it('labels a ruling and the bill by kind, and links a ruling to the open legal database', async () => {
    const user = userEvent.setup();
    render(
      <SourcesList
        sources={[
          source({
            id: '1',
            title: 'HFD 2020 ref. 70: Ett fristående rullstolsgarage',
            file_name: 'cases/hfd-2020-ref-70.json',
            section_reference: 'HFD 2020 ref. 70',
            kind: 'ruling',
          }),
          source({
            id: '2',
            title: 'Förarbeten till 5 § lagen (2018:222): prop. 2017/18:80 s. 69',
            file_name: 'preparatory/prop-2017-18-80.json',
            section_reference: 'prop. 2017/18:80 s. 69',
            kind: 'preparatory',
          }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Källor och referenser/ }));
    const [ruling, bill] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ruling).getByText('Rättsfall')).toBeInTheDocument();
    expect(within(ruling).getByRole('link', { name: /Öppna i rättsdatabasen/ })).toHaveAttribute(
      'href',
      '/rattsdatabas?q=HFD%202020%20ref.%2070',
    );
    expect(within(bill).getByText('Förarbeten')).toBeInTheDocument();
    expect(within(bill).queryByRole('link', { name: /rättsdatabasen/ })).not.toBeInTheDocument();
  });

  it('shows nothing without sources', () => {
    const { container } = render(<SourcesList sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
