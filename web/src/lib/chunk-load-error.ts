/** A lazily loaded page's code could not be fetched or evaluated (network drop, new deploy, broken chunk). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(cause: unknown) {
    super(`Kunde inte ladda sidans kod: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}
