/** One server-sent event as written on the wire: 'event:' name and the joined 'data:' lines. */
export type RawSseEvent = { event: string; data: string };

const parseBlock = (block: string): RawSseEvent | null => {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) {
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      event = value;
    } else if (field === 'data') {
      data.push(value);
    }
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
};

/**
 * Incremental parser for a `text/event-stream` body, shared by the web client and the tests that
 * read the answer stream. Feed it decoded text in any chunking; it returns the events completed so
 * far. Comment lines (':') and unknown fields are skipped; CRLF is accepted.
 */
export const createSseParser = () => {
  let buffer = '';

  const take = (final: boolean): RawSseEvent[] => {
    buffer = buffer.replace(/\r\n?/g, '\n');
    const blocks = buffer.split('\n\n');
    buffer = final ? '' : (blocks.pop() ?? '');
    return blocks.map(parseBlock).filter((event): event is RawSseEvent => event !== null);
  };

  return {
    push: (text: string): RawSseEvent[] => {
      buffer += text;
      return take(false);
    },
    /** The events of a last block that was not followed by a blank line. */
    end: (): RawSseEvent[] => take(true),
  };
};

/** Every event of a whole `text/event-stream` body. */
export const parseSseText = (text: string): RawSseEvent[] => {
  const parser = createSseParser();
  return [...parser.push(text), ...parser.end()];
};
