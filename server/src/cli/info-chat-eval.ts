// Prints the info chatbot's figures on its question sets (server/src/features/info-chat/eval):
// the share of visitors' questions answered from the right passage, and the misses.
//   npm run eval:info-chat
import { join } from 'node:path';
import { aboutPath, siteAreaOf } from '@app/common';
import { loadConfig } from '../config';
import {
  EVAL_SETS,
  evaluateAnswerer,
  formatEvalResult,
  lazyInfoChatKnowledge,
  loadEvalQuestions,
} from '../features/info-chat';
import { loadLawAreas } from '../features/law-areas';

const config = loadConfig(process.env);
const lawAreas = loadLawAreas(config.areasDir);
const { answerer } = lazyInfoChatKnowledge({
  site: {
    productName: config.productName,
    aboutPath: aboutPath(config.productName),
    areas: lawAreas.all.map(siteAreaOf),
  },
  corpusDir: config.corpusDir,
  areaDirs: lawAreas.all.map((area) => join(config.areasDir, area.id)),
})();
for (const [name, file] of Object.entries(EVAL_SETS)) {
  process.stdout.write(`${formatEvalResult(name, evaluateAnswerer(answerer, loadEvalQuestions(file)))}\n`);
}
