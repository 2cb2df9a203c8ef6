import { describe, expect, it } from 'vitest';
import { answerFixture, sseBlock } from '@/features/chat/testing/chat-fixtures';
import { analyzeDebugRun, NO_TEXT_FOUND, UNKNOWN_ERROR } from './debug-test-api';

describe('analyzeDebugRun', () => {
  it('takes the text and the shape of the final done payload', () => {
    const answer = answerFixture();
    const raw =
      sseBlock('status', { step: 'searching' }) +
      sseBlock('delta', { text: 'Bidrag' }) +
      sseBlock('done', answer);
    expect(analyzeDebugRun({ status: 200, raw })).toEqual({
      error: null,
      text: answer.answer,
      structure: { type: 'object', keys: Object.keys(answer) },
    });
  });

  it('shows the message of an error event, and takes the first text field the spec names', () => {
    const raw = sseBlock('error', { code: 'internal', message: 'Ett fel uppstod vid generering av svar.' });
    expect(analyzeDebugRun({ status: 200, raw })).toEqual({
      error: 'Ett fel uppstod vid generering av svar.',
      text: 'Ett fel uppstod vid generering av svar.',
      structure: { type: 'object', keys: ['code', 'message'] },
    });
  });

  it('shows the message of a refused request', () => {
    const raw = JSON.stringify({ code: 'validation', message: 'Meddelandet kan inte vara tomt' });
    expect(analyzeDebugRun({ status: 400, raw }).error).toBe('Meddelandet kan inte vara tomt');
  });

  it("says 'Unknown error' when there is no message, and 'no text found' when there is no text", () => {
    expect(analyzeDebugRun({ status: 502, raw: '<html>Bad gateway</html>' })).toEqual({
      error: UNKNOWN_ERROR,
      text: null,
      structure: { type: 'string', keys: [] },
    });
    expect(analyzeDebugRun({ status: 200, raw: '' })).toEqual({
      error: UNKNOWN_ERROR,
      text: null,
      structure: { type: 'null', keys: [] },
    });
    const noText = analyzeDebugRun({ status: 200, raw: sseBlock('done', [1, 2]) });
    expect(noText).toEqual({ error: null, text: null, structure: { type: 'array', keys: [] } });
    expect(NO_TEXT_FOUND).toBe('no text found');
  });
});
