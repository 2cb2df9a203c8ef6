import { findPersonalData, maskPersonalData, sanitizeChatMessage, validateChatMessage } from '@app/common';
import {
  HOSTILE_CHAT_MESSAGES,
  hostileMegabyteTexts,
  megabyteChatMessage,
  nestedMarkup,
} from '@app/common/testing/hostile-inputs';
import { report } from './bench-utils';

const timed = (run: () => unknown): number => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

const slowest = (texts: readonly string[], run: (text: string) => unknown): number =>
  Math.max(...texts.map((text) => timed(() => run(text))));

/**
 * The chat-input checks and the personal-data gate on input made to backtrack
 * (common/src/testing/hostile-inputs.ts). The targets are the limits the tests once asserted,
 * which failed on a busy machine: tests check the answers, this prints the times.
 */
export const hostileBench = async (): Promise<void> => {
  const megabyte = megabyteChatMessage();
  validateChatMessage(megabyte);
  report(
    '1 MB chat message rejected (target < 50)',
    `${timed(() => validateChatMessage(megabyte)).toFixed(1)} ms`,
  );
  report(
    'slowest 3000-character message (< 200)',
    `${slowest(HOSTILE_CHAT_MESSAGES, (text) => [validateChatMessage(text), sanitizeChatMessage(text)]).toFixed(1)} ms`,
  );
  const nested = nestedMarkup();
  report(
    '1 MB nested markup sanitised (< 5000)',
    `${timed(() => sanitizeChatMessage(nested)).toFixed(0)} ms`,
  );
  report(
    'slowest 1 MB personal-data scan (< 3000)',
    `${slowest(hostileMegabyteTexts(), (text) => [findPersonalData(text), maskPersonalData(text)]).toFixed(0)} ms`,
  );
};
