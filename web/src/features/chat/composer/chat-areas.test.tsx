import { type ChatAreasResponse, FALLBACK_QUESTIONS } from '@app/common';
import { bundledArea } from '@app/common/testing/bundled-area';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatTool } from '../chat-tool';
import { answerStream, jsonResponse } from '../testing/chat-fixtures';
import { CHAT_AREAS_PATH } from './chat-areas';
import { TOPIC_ICONS } from './topic-icons';

// An area that is not the bundled one: nothing of it is in the web's code.
const questions = (topic: string) => Array.from({ length: 8 }, (_, i) => `Fråga ${i + 1} om ${topic}?`);
const OTHER_AREA: ChatAreasResponse = {
  areas: [
    {
      role: 'Avgiftshandläggare',
      beta: false,
      topics: [
        { subtopic: 'Avgiftstak', emoji: '💰', icon: 'Coins', questions: questions('avgiftstaket') },
        { subtopic: 'Nytt ämne', emoji: '📎', icon: 'NoSuchIcon', questions: FALLBACK_QUESTIONS.slice() },
        { subtopic: 'Övrigt', emoji: '🏠', icon: null, questions: questions('övrigt') },
      ],
    },
    {
      role: 'Färdtjänsthandläggare',
      beta: false,
      topics: [{ subtopic: 'Övrigt', emoji: '🏠', icon: null, questions: questions('färdtjänst') }],
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const areasMock = vi.fn<() => Promise<Response>>();

const renderTool = () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatTool />
    </QueryClientProvider>,
  );
  return user;
};

const topicSelect = () => screen.getByLabelText('Välj specifikt ämne');
const suggestions = () => screen.getByRole('region', { name: 'Föreslagna frågor' });

describe('the chat’s roles, topics and suggested questions come from the server', () => {
  beforeEach(() => {
    fetchMock.mockReset().mockImplementation(async () => answerStream());
    areasMock.mockReset().mockImplementation(async () => jsonResponse(200, OTHER_AREA));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === CHAT_AREAS_PATH ? areasMock() : fetchMock(input, init),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the roles, topics, icons and questions it is given', async () => {
    const user = renderTool();
    await user.click(await screen.findByRole('radio', { name: 'Avgiftshandläggare' }));
    expect(screen.queryByText('BETA')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /BAB/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Färdtjänsthandläggare' })).not.toBeChecked();
    expect(
      within(topicSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj ett ämne', 'Avgiftstak', 'Nytt ämne', 'Övrigt']);

    await user.selectOptions(topicSelect(), 'Avgiftstak');
    expect(document.querySelector('svg[data-topic-icon="Avgiftstak"]')).toHaveClass('lucide-coins');
    await user.click(within(suggestions()).getByRole('button', { name: 'Visa fler frågor (5 till)' }));
    expect(
      within(suggestions())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(questions('avgiftstaket'));

    // An icon name the web does not bundle gets the default house, as 'Övrigt' does.
    await user.selectOptions(topicSelect(), 'Nytt ämne');
    expect(document.querySelector('svg[data-topic-icon="Nytt ämne"]')).toHaveClass('lucide-house');
    // The list stays expanded: all five fallback questions.
    expect(within(suggestions()).getAllByRole('listitem')).toHaveLength(5);

    await user.type(screen.getByLabelText('Din fråga'), 'Vad gäller för avgiften?{Enter}');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      category: 'Avgiftshandläggare',
      subtopic: 'Nytt ämne',
    });
  });

  it('says it is fetching them while the server has not answered', async () => {
    let answer: (response: Response) => void = () => undefined;
    areasMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderTool();
    expect(await screen.findByText('Hämtar handläggarroller och ämnen …')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Välj handläggarroll' })).toHaveAttribute('aria-busy', 'true');
    expect(topicSelect()).toBeDisabled();
    answer(jsonResponse(200, OTHER_AREA));
    expect(await screen.findByRole('radio', { name: 'Avgiftshandläggare' })).toBeInTheDocument();
    expect(screen.queryByText('Hämtar handläggarroller och ämnen …')).not.toBeInTheDocument();
  });

  it('stays usable when they cannot be fetched: the page’s roles, Övrigt and the generic questions', async () => {
    areasMock.mockImplementation(async () => jsonResponse(500, { code: 'internal', message: 'Fel' }));
    const user = renderTool();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ämnena och de föreslagna frågorna kunde inte hämtas. Du kan ändå ställa frågor under ämnet Övrigt.',
    );
    // The role the server wrote into the page (the test setup's: the bundled pack's), the only one,
    // so it is preselected.
    const { role } = bundledArea();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent(role);
    expect(
      within(topicSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Välj ett ämne', 'Övrigt']);
    await user.selectOptions(topicSelect(), 'Övrigt');
    expect(within(suggestions()).getAllByRole('listitem')[0]).toHaveTextContent(FALLBACK_QUESTIONS[0]!);
    await user.type(screen.getByLabelText('Din fråga'), 'Vad gäller?{Enter}');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      category: role,
      subtopic: 'Övrigt',
    });

    // Trying again brings the server's topics.
    areasMock.mockImplementation(async () => jsonResponse(200, OTHER_AREA));
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('radio', { name: 'Avgiftshandläggare' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TOPIC_ICONS', () => {
  it('holds every icon the bundled pack names', () => {
    for (const topic of bundledArea().topics) {
      expect(Object.keys(TOPIC_ICONS)).toContain(topic.icon);
    }
  });
});
