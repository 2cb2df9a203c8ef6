import { describe, expect, it } from 'vitest';
import { createSseParser, parseSseText } from './sse';

const sseBlock = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('createSseParser', () => {
  it('returns events only once their block is complete, however the text is cut', () => {
    const parser = createSseParser();
    const wire = `${sseBlock('status', { step: 'searching' })}${sseBlock('delta', { text: 'Hej' })}`;
    const events = [];
    for (const char of wire) {
      events.push(...parser.push(char));
    }
    expect(events).toEqual([
      { event: 'status', data: '{"step":"searching"}' },
      { event: 'delta', data: '{"text":"Hej"}' },
    ]);
  });

  it('reads CRLF, comments, multi-line data and a last block without a blank line', () => {
    const parser = createSseParser();
    expect(
      parser.push(': keep-alive\r\n\r\nevent: delta\r\ndata: a\r\ndata: b\r\n\r\nevent: done\ndata:x'),
    ).toEqual([{ event: 'delta', data: 'a\nb' }]);
    expect(parser.end()).toEqual([{ event: 'done', data: 'x' }]);
  });

  it("names an event without an 'event:' line 'message', and skips blocks without data", () => {
    const parser = createSseParser();
    expect(parser.push('data: a\n\nevent: ping\n\nretry: 10\nid: 1\ndata\n\n')).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: '' },
    ]);
  });

  it('keeps a data line that holds a blank-looking JSON string whole', () => {
    const parser = createSseParser();
    expect(parser.push(sseBlock('delta', { text: 'a\n\nb' }))).toEqual([
      { event: 'delta', data: '{"text":"a\\n\\nb"}' },
    ]);
  });
});

describe('parseSseText', () => {
  it('reads every event of a whole body, the last one with or without a blank line after it', () => {
    expect(parseSseText(`${sseBlock('status', { step: 'searching' })}event: done\ndata: {}`)).toEqual([
      { event: 'status', data: '{"step":"searching"}' },
      { event: 'done', data: '{}' },
    ]);
    expect(parseSseText('')).toEqual([]);
  });
});
