import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFixture, jsonResponse, sseBlock, sseResponse } from '@/features/chat/testing/chat-fixtures';
import { DEBUG_TEST_PATH } from './debug-test-api';
import { DebugTestView } from './debug-test-view';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the debug page', () => {
  it('runs the question on Enter and shows the raw stream, the text with its length and the structure', async () => {
    const answer = answerFixture({ answer: 'Ja, bidrag kan lämnas.' });
    const raw = sseBlock('status', { step: 'searching' }) + sseBlock('done', answer);
    // Sent in two pieces, as a network delivers it: the raw view shows them joined, verbatim.
    fetchMock.mockResolvedValue(sseResponse([raw.slice(0, 20), raw.slice(20)]));
    render(<DebugTestView />);
    const button = screen.getByRole('button', { name: 'Testa' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Fråga'));
    await userEvent.paste('   ');
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Fråga'));
    await userEvent.paste('Kan man få bidrag?');
    await userEvent.keyboard('{Enter}');

    const text = await screen.findByRole('region', { name: 'Tolkad text' });
    expect(within(text).getByText('22 tecken')).toBeInTheDocument();
    expect(within(text).getByText('Ja, bidrag kan lämnas.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rått svar' }).querySelector('pre')?.textContent).toBe(raw);
    const structure = screen.getByRole('region', { name: 'Strukturanalys' });
    expect(structure).toHaveTextContent('Typobject');
    expect(structure).toHaveTextContent(`Nycklar${Object.keys(answer).join(', ')}`);
    expect(screen.queryByText('Fel uppstod:')).not.toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(DEBUG_TEST_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({
      userQuestion: 'Kan man få bidrag?',
      category: 'BAB-handläggare',
    });
  });

  it("shows a refusal under 'Fel uppstod:' with the raw response and 'no text found'", async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 'forbidden', error: 'x' }));
    render(<DebugTestView />);
    await userEvent.click(screen.getByLabelText('Fråga'));
    await userEvent.paste('Vad gäller?');
    await userEvent.click(screen.getByRole('button', { name: 'Testa' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fel uppstod:');
    expect(alert).toHaveTextContent('Unknown error');
    expect(screen.getByText('no text found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rått svar' })).toHaveTextContent('"code":"forbidden"');
  });

  it('shows the message when the request itself fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<DebugTestView />);
    await userEvent.click(screen.getByLabelText('Fråga'));
    await userEvent.paste('Vad gäller?');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByRole('button', { name: 'Testa' })).toBeEnabled();
  });
});
