// The court's PDF is read here, in a worker thread started by legal-case-pdf.ts: PDF.js may spin
// or allocate without bound on a hostile file, and here that costs only this thread, which the
// server terminates at its time or memory limit. Plain JavaScript, as Node 20 loads a worker
// without tsx's loader (under `npm start` and under Vitest alike).
//
// workerData: { bytes: Uint8Array, maxPages: number }
// posts one message: { kind: 'text', text, pages } | { kind: 'tooManyPages', pages }
//                    | { kind: 'unreadable', detail }
import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

// Linux keeps a nice value per thread, so this puts only the reading below the threads that serve
// requests (elsewhere it would lower the whole server). It comes before PDF.js is imported, as
// compiling its 1.6 MB is the first heavy work. Below normal, not lowest: at nice 19 a busy
// server starved the reading past its time limit, and a good PDF was refused.
if (process.platform === 'linux') {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
}
const { extractText, getDocumentProxy } = await import('unpdf');

const read = async ({ bytes, maxPages }) => {
  let pdf;
  try {
    // verbosity 0: a broken file's warnings would fill the server's log, one line per operator.
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    return { kind: 'unreadable', detail: String(error) };
  }
  try {
    if (pdf.numPages > maxPages) {
      return { kind: 'tooManyPages', pages: pdf.numPages };
    }
    const { text } = await extractText(pdf, { mergePages: true });
    return { kind: 'text', text, pages: pdf.numPages };
  } catch (error) {
    return { kind: 'unreadable', detail: String(error) };
  } finally {
    await pdf.destroy();
  }
};

parentPort.postMessage(await read(workerData));
