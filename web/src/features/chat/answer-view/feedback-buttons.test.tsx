import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '@/lib/toast';
import { jsonResponse } from '../testing/chat-fixtures';
import { FeedbackButtons } from './feedback-buttons';

const fetchMock = vi.fn<typeof fetch>();

describe('FeedbackButtons', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('thanks the user only when the feedback was stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    const user = userEvent.setup();
    render(<FeedbackButtons question="Fråga?" answer="Svar." />);
    await user.click(screen.getByRole('button', { name: 'Hjälpsamt' }));

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      client_id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      question: 'Fråga?',
      answer: 'Svar.',
      feedback_type: 'helpful',
      detailed_feedback: null,
    });
    expect(getToasts().at(-1)).toMatchObject({
      title: 'Feedback skickad!',
      description: 'Tack för din positiva feedback!',
      variant: 'success',
    });
    expect(screen.getByRole('button', { name: 'Inte hjälpsamt' })).toBeDisabled();
  });

  it('says the feedback could not be saved when the server fails', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { code: 'internal', message: 'Serverfel. Vi arbetar på att lösa problemet.' }),
    );
    const user = userEvent.setup();
    render(<FeedbackButtons question="Fråga?" answer="Svar." />);
    await user.click(screen.getByRole('button', { name: 'Inte hjälpsamt' }));
    expect(getToasts().at(-1)).toMatchObject({
      description: 'Kunde inte spara din feedback. Försök igen.',
      variant: 'destructive',
    });
    expect(screen.getByRole('button', { name: 'Inte hjälpsamt' })).toBeEnabled();
  });

  it('sends a retry of the same feedback with the same client id, so the server stores it once', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(503, { code: 'service_unavailable', message: 'Tjänsten är tillfälligt otillgänglig.' }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'x' }));
    const user = userEvent.setup();
    render(<FeedbackButtons question="Fråga?" answer="Svar." />);
    await user.click(screen.getByRole('button', { name: 'Inte hjälpsamt' }));
    await user.click(screen.getByRole('button', { name: 'Inte hjälpsamt' }));
    const ids = fetchMock.mock.calls.map((call) => JSON.parse(String(call[1]?.body)).client_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('asks for a description before reporting incorrect information', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, {}));
    const user = userEvent.setup();
    render(<FeedbackButtons question="Fråga?" answer="Svar." />);
    await user.click(screen.getByRole('button', { name: 'Felaktig information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapportera felaktig information' });
    const send = screen.getByRole('button', { name: 'Skicka' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Vad är fel?'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Vad är fel?'), 'Fel paragraf');
    await user.click(send);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      feedback_type: 'incorrect',
      detailed_feedback: 'Fel paragraf',
    });
    expect(dialog).not.toBeInTheDocument();
    expect(getToasts().at(-1)).toMatchObject({
      description: 'Tack för att du rapporterade felaktig information. Vi kommer att granska detta.',
    });
  });

  it('keeps a description with personal data in the dialog and says why', async () => {
    const user = userEvent.setup();
    render(<FeedbackButtons question="Fråga?" answer="Svar." />);
    await user.click(screen.getByRole('button', { name: 'Felaktig information' }));
    const field = await screen.findByLabelText('Vad är fel?');
    await user.type(field, 'Gäller sökande 850709-9805');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Beskrivningen får inte innehålla personuppgifter som personnummer eller e-postadresser.',
    );
    expect(field).toHaveValue('Gäller sökande 850709-9805');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
