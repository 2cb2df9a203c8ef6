import { Worker } from 'node:worker_threads';
import { LEGAL_PDF_LIMITS, type LegalPdfRefusal } from '@app/common';
import { SourceBodyTooLargeError, type SourceClient } from '../knowledge';

/** The court's PDF gave no text; `reason` picks the Swedish message the admin is shown. */
export class PdfRefusedError extends Error {
  override readonly name = 'PdfRefusedError';
  constructor(
    readonly reason: LegalPdfRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

export type PdfLimits = { maxBytes: number; maxPages: number; timeLimitMs: number; memoryMb: number };

/** The one message pdf-text-worker.mjs posts. */
type WorkerAnswer =
  | { kind: 'text'; text: string; pages: number }
  | { kind: 'tooManyPages'; pages: number }
  | { kind: 'unreadable'; detail: string };

const WORKER_URL = new URL('./pdf-text-worker.mjs', import.meta.url);
const MB = 1024 * 1024;
/** How often memory is looked at while a worker reads; a bomb inflates some 100 MB a second. */
const MEMORY_SAMPLE_MS = 25;

/** Page text with the layout's line breaks joined, paragraphs (blank lines) kept. */
const tidy = (text: string) =>
  text
    .replace(/\r/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Extracts the text in a worker thread, so the server keeps answering while PDF.js works, and
 * stops the worker at the page, time and memory limits. The heap limit is V8's own; PDF.js's
 * decompressed buffers are outside that heap, so the process's resident memory is sampled too.
 */
const extractInWorker = (bytes: Uint8Array, limits: PdfLimits): Promise<{ text: string; pages: number }> =>
  new Promise((resolve, reject) => {
    const baseline = process.memoryUsage.rss();
    const data = new Uint8Array(bytes);
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes: data, maxPages: limits.maxPages },
      transferList: [data.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) {
        return;
      }
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      void worker.terminate();
      outcome();
    };
    const refuse = (reason: LegalPdfRefusal, detail: string) =>
      settle(() => reject(new PdfRefusedError(reason, detail)));

    const timer = setTimeout(
      () => refuse('timeLimit', `reading took over ${limits.timeLimitMs} ms`),
      limits.timeLimitMs,
    );
    const sampler = setInterval(() => {
      const grown = process.memoryUsage.rss() - baseline;
      if (grown > limits.memoryMb * MB) {
        refuse('memoryLimit', `reading grew the process by ${Math.round(grown / MB)} MB`);
      }
    }, MEMORY_SAMPLE_MS);

    worker.once('message', (answer: WorkerAnswer) => {
      if (answer.kind === 'text') {
        settle(() => resolve({ text: answer.text, pages: answer.pages }));
      } else if (answer.kind === 'tooManyPages') {
        refuse('tooManyPages', `the PDF has ${answer.pages} pages`);
      } else {
        refuse('unreadable', answer.detail);
      }
    });
    worker.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        refuse('memoryLimit', error.message);
      } else {
        // The worker itself failed (not the file): a server fault, logged by the route.
        settle(() => reject(error));
      }
    });
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the PDF worker exited with code ${code} without an answer`))),
    );
  });

/**
 * One reading at a time: the memory sampled is the whole process's, which measures this reading
 * only while no other one grows it; it also keeps PDF.js to one of the server's cores.
 */
let readings: Promise<unknown> = Promise.resolve();

const readPdfText = (bytes: Uint8Array, limits: PdfLimits) => {
  const reading = readings.then(() => extractInWorker(bytes, limits));
  readings = reading.catch(() => undefined);
  return reading;
};

/**
 * Fetches the court's PDF through the source's client (same host only, retries, the size limit
 * counted while it streams) and extracts its text with PDF.js (unpdf's bundled build, no network)
 * in a worker thread within `limits`. A refusal is a PdfRefusedError.
 */
export const fetchPdfText = async (
  client: SourceClient,
  url: string,
  limits: PdfLimits = LEGAL_PDF_LIMITS,
): Promise<{ text: string; pages: number }> => {
  const response = await client
    .get(url, { accept: 'application/pdf', maxBytes: limits.maxBytes })
    .catch((error: unknown) => {
      throw error instanceof SourceBodyTooLargeError ? new PdfRefusedError('tooLarge', error.message) : error;
    });
  const { text, pages } = await readPdfText(response.bytes, limits);
  const clean = tidy(text);
  if (clean === '') {
    // A scan has no text layer: nothing to search or summarise, so the content is left as it was.
    throw new PdfRefusedError('noText', 'the PDF has no text layer');
  }
  return { text: clean, pages };
};
