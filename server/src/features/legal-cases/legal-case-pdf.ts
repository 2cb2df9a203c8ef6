import { extractText, getDocumentProxy } from 'unpdf';
import type { SourceClient } from '../knowledge/connectors/http-client';

/** A PDF that has no text layer (a scan) gives nothing to search or summarise. */
export class EmptyPdfError extends Error {
  override readonly name = 'EmptyPdfError';
}

/** Page text with the layout's line breaks joined, paragraphs (blank lines) kept. */
const tidy = (text: string) =>
  text
    .replace(/\r/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Fetches the court's PDF through the source's client (same host only, retries, size cap) and
 * extracts its text with PDF.js (unpdf's bundled build, no network).
 */
export const fetchPdfText = async (
  client: SourceClient,
  url: string,
): Promise<{ text: string; pages: number }> => {
  const response = await client.get(url, { accept: 'application/pdf' });
  const pdf = await getDocumentProxy(new Uint8Array(response.bytes));
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    const clean = tidy(text);
    if (clean === '') {
      throw new EmptyPdfError('the PDF has no text layer');
    }
    return { text: clean, pages: totalPages };
  } finally {
    await pdf.destroy();
  }
};
