import type { VersionInfo } from '@app/common';

/** What the card shows when the version cannot be loaded (spec 2 §3); the server always sends the real values. */
export const VERSION_FALLBACK: VersionInfo = {
  version: '1.0.0',
  model: 'GPT-4o-mini',
  modelDate: '2024-07-18',
  embeddingModel: 'text-embedding-3-small',
  systemUpdate: '2025-01-05',
};

/** The card's error text (spec 2 §8). */
export const VERSION_ERROR_TEXT = 'Versionsdata kunde inte laddas';
