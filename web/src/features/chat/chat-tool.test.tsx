import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { ChatTool } from './chat-tool';
import { CHAT_AREAS_PATH } from './composer/chat-areas';
import { dataWarningKey } from './composer/data-warning';
import {
  answerFixture,
  answerStream,
  chatAreasFixture,
  jsonResponse,
  openSseResponse,
} from './testing/chat-fixtures';

// The answer requests; the roles and topics (GET /api/chat/areas) are answered beside them.
const fetchMock = vi.fn<typeof fetch>();
const areasMock = vi.fn<typeof fetch>();

const renderTool = () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatTool />
    </QueryClientProvider>,
  );
  return user;
};

// The bundled pack's role is the only one, so it is preselected: the topic is all there is to choose.
const chooseTopic = async (user: ReturnType<typeof userEvent.setup>, topic = 'Ekonomisk prövning') => {
  const select = screen.getByLabelText('Välj specifikt ämne');
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, topic);
};

const input = () => screen.getByLabelText('Din fråga');
const suggestions = () => screen.queryByRole('region', { name: 'Föreslagna frågor' });

describe('ChatTool', () => {
  beforeEach(() => {
    fetchMock.mockReset().mockImplementation(async () => answerStream());
    areasMock.mockReset().mockImplementation(async () => jsonResponse(200, chatAreasFixture()));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === CHAT_AREAS_PATH ? areasMock(input, init) : fetchMock(input, init),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('preselects the only role, opens the input ready to type and asks for the topic at sending', async () => {
    const user = renderTool();
    const topic = screen.getByLabelText('Välj specifikt ämne');
    expect(within(topic).getByRole('option', { name: 'Välj först en handläggarroll' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Välj först handläggarroll och ämne...');

    const role = await screen.findByRole('definition');
    expect(role).toHaveTextContent('BAB-handläggare');
    expect(within(role).getByText('BETA')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Handläggarroll');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(topic).toBeEnabled();
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Övrigt');
    expect(input()).toBeEnabled();
    expect(input().getAttribute('placeholder')).toMatch(/personuppgifter.*ersätter inte juridisk expertis/);
    expect(suggestions()).not.toBeInTheDocument();

    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    expect(await screen.findByText('Välj ett ämne', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input()).toHaveValue('Vem kan söka bidrag?');

    await user.selectOptions(topic, 'Övrigt');
    // The chosen topic's icon is an SVG beside the select, not an emoji in the text.
    expect(document.querySelector('svg[data-topic-icon="Övrigt"]')).not.toBeNull();
    await user.type(input(), '{Enter}');
    await screen.findByRole('article', { name: 'Svar' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      category: 'BAB-handläggare',
      subtopic: 'Övrigt',
    });
  });

  it('shows 3 suggested questions, more on request, hides them, and sends one on click', async () => {
    const user = renderTool();
    await chooseTopic(user);
    const panel = suggestions()!;
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(panel).getByRole('button', { name: 'Visa fler frågor (5 till)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(panel).getByRole('button', { name: 'Visa färre frågor' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(panel).getByRole('button', { name: 'Dölj föreslagna frågor' }));
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Visa föreslagna frågor' }));
    const first = within(panel).getAllByRole('listitem')[0]!;
    const question = first.textContent ?? '';

    await user.click(within(first).getByRole('button'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      userQuestion: question,
      category: 'BAB-handläggare',
      subtopic: 'Ekonomisk prövning',
    });
    expect(await screen.findByRole('article', { name: 'Svar' })).toBeInTheDocument();
    expect(suggestions()).not.toBeInTheDocument();
    // The button that sent it is gone: the focus is back in the question field.
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('renders the answer as text with headings and bullets, its validation and its sources', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    const answer = await screen.findByRole('article', { name: 'Svar' });

    expect(within(answer).getByText('Kort svar')).toHaveClass('font-semibold');
    expect(answer).not.toHaveTextContent('**');
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Första punkten.', 'Andra punkten.']);

    const validation = within(answer).getByRole('region', { name: 'Validering' });
    expect(validation).toHaveTextContent('Validering: 1/2 påståenden stöds av källorna');
    await user.click(within(validation).getByRole('button', { name: 'Visa detaljer' }));
    expect(within(validation).getByText('Ingen källa hittad för påståendet')).toBeInTheDocument();
    await user.click(within(validation).getByRole('button', { name: 'Så fungerar valideringen' }));
    expect(await screen.findByRole('dialog', { name: 'Så fungerar valideringen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const sourcesToggle = within(answer).getByRole('button', { name: /Källor och referenser/ });
    expect(within(answer).queryByRole('link')).not.toBeInTheDocument();
    await user.click(sourcesToggle);
    expect(
      within(answer).getByRole('link', { name: /Lag \(2018:222\) om bostadsanpassningsbidrag/ }),
    ).toHaveAttribute('href', answerFixture().sources[0]?.source_url);
    expect(within(answer).getByRole('button', { name: 'Visa utförligt svar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rensa konversation' })).toBeInTheDocument();
  });

  it('never renders the answer as HTML', async () => {
    fetchMock.mockImplementation(async () =>
      answerStream(answerFixture({ answer: '<img src=x onerror=alert(1)> **<b>Rubrik</b>**' })),
    );
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    const answer = await screen.findByRole('article', { name: 'Svar' });
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.querySelector('b')).toBeNull();
    expect(answer).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('sends with Enter, adds a line with Shift+Enter, and swaps send for stop while loading', async () => {
    const stream = openSseResponse();
    fetchMock.mockResolvedValue(stream.response);
    const user = renderTool();
    await chooseTopic(user);
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();

    await user.type(input(), 'Rad ett{Shift>}{Enter}{/Shift}rad två');
    expect(input()).toHaveValue('Rad ett\nrad två');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Söker relevanta källor...');

    await user.click(screen.getByRole('button', { name: 'Stoppa' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('shows a counter above 2500 characters, red above 3000, and the rule inline and as a toast', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.click(input());
    await user.paste('a b '.repeat(625));
    expect(screen.queryByText(/\/3000$/)).not.toBeInTheDocument();
    await user.type(input(), 'c');
    expect(screen.getByText('2501/3000')).not.toHaveClass('text-red-700');
    await user.paste('d'.repeat(500));
    expect(screen.getByText('3001/3000')).toHaveClass('text-red-700');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Meddelandet får vara max 3000 tecken långt');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Kunde inte skicka meddelandet',
      description: 'Meddelandet får vara max 3000 tecken långt',
    });
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses personal data in a question', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Sökanden har personnummer 19121212-1212{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Meddelandet får inte innehålla personuppgifter som personnummer eller e-postadresser',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves 'Svaret avbröts' where the stopped answer was and puts the question back to edit", async () => {
    fetchMock.mockResolvedValue(openSseResponse().response);
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    expect(input()).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Stoppa' }));

    const conversation = screen.getByRole('list', { name: 'Konversation' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Du: Vem kan söka bidrag?', 'Svaret avbröts']);
    expect(within(conversation).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Svaret avbröts.', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    expect(input()).toHaveValue('Vem kan söka bidrag?');
    await waitFor(() => expect(input()).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeEnabled();
  });

  it('clears the conversation on a topic change and with Rensa konversation', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    await screen.findByRole('article', { name: 'Svar' });

    await user.selectOptions(screen.getByLabelText('Välj specifikt ämne'), 'Köksanpassning');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rensa konversation' })).not.toBeInTheDocument();
    expect(suggestions()).toBeInTheDocument();

    window.localStorage.clear();
    await user.type(input(), 'Vilka kök kan anpassas?{Enter}');
    await screen.findByRole('article', { name: 'Svar' });
    await user.click(screen.getByRole('button', { name: 'Rensa konversation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rensa' }));
    expect(screen.queryByRole('list', { name: 'Konversation' })).not.toBeInTheDocument();
    expect(suggestions()).toBeInTheDocument();
  });

  it('asks before Rensa konversation clears; Avbryt keeps the conversation', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    await screen.findByRole('article', { name: 'Svar' });

    const clear = screen.getByRole('button', { name: 'Rensa konversation' });
    await user.click(clear);
    const dialog = await screen.findByRole('alertdialog', { name: 'Rensa konversationen?' });
    expect(dialog).toHaveAccessibleDescription(
      'Alla frågor och svar i konversationen tas bort. Det går inte att ångra.',
    );
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Svar' })).toBeInTheDocument();
    await waitFor(() => expect(clear).toHaveFocus());

    await user.click(clear);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rensa' }));
    expect(screen.queryByRole('list', { name: 'Konversation' })).not.toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(input()).toHaveFocus();
  });

  it('has the browser ask before a reload or close while a conversation exists', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = renderTool();
    await chooseTopic(user);
    expect(unload()).toBe(false);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    await screen.findByRole('article', { name: 'Svar' });
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Rensa konversation' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rensa' }));
    expect(unload()).toBe(false);
  });

  it('wraps the input in a data warning the first time, until it is clicked', async () => {
    const user = renderTool();
    await chooseTopic(user);
    expect(screen.getByText(/Viktigt om dataskydd/)).toBeInTheDocument();
    await user.click(input());
    expect(screen.queryByText(/Viktigt om dataskydd/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(dataWarningKey())).toBe('true');
    expect(input()).toHaveFocus();
  });
  it('opens the data-safety guidelines from the warning; accepting them ends the warning', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.click(screen.getByRole('button', { name: 'Läs riktlinjerna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dataskydd i chatten' });
    expect(screen.getByText(/Viktigt om dataskydd/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Jag förstår och accepterar riktlinjerna' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Viktigt om dataskydd/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(dataWarningKey())).toBe('true');
  });

  it('gives the field its focus back once the answer is in', async () => {
    const user = renderTool();
    await chooseTopic(user);
    await user.type(input(), 'Vem kan söka bidrag?{Enter}');
    await screen.findByRole('article', { name: 'Svar' });
    expect(input()).toHaveFocus();
  });
});
