/**
 * Why a model reply may not be shown: markup, a link or address, its own instructions, or a
 * statement of the law. The widget shows plain text with **bold**, and the info chatbot gives no
 * legal advice; a reply with any of these is replaced by the extractive answer from the site texts.
 */
export type ReplyFault = 'markup' | 'link' | 'instructions' | 'law';

// HTML tags and comments, markdown links, images and link definitions.
const MARKUP = /<\/?[a-z!][^>]*>|!?\[[^\]]*\]\([^)]*\)|^\s*\[[^\]]+\]:\s*\S/im;
// A scheme, "www." or an e-mail address. The widget renders no links, so even the site's own
// addresses are plain text in a reply; its sources carry the links.
const ADDRESS = /\b(?:https?|ftp|file|javascript|data|vbscript|mailto|tel):|\bwww\.|[\w.+-]+@[\w-]+\.[\w-]+/i;
// A host name ("evil.example/x"): lower-case labels of two letters or more, so that "t.ex.",
// "bl.a." and a sentence run on after a full stop ("kr.Det") are not taken for one.
const HOST_NAME = /(?<![\p{L}\p{N}-])(?:[\p{Ll}\p{N}-]{2,}\.)+\p{Ll}{2,24}(?![\p{L}\p{N}])/u;
/** A run of this many words shared with the instructions, and not with the site texts, is an echo. */
const ECHO_WORDS = 8;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const wordRuns = (text: string): Set<string> => {
  const all = words(text);
  const runs = new Set<string>();
  for (let i = 0; i + ECHO_WORDS <= all.length; i++) {
    runs.add(all.slice(i, i + ECHO_WORDS).join(' '));
  }
  return runs;
};

/**
 * The check of a model reply. An echo of the instructions is measured as shared runs of
 * `ECHO_WORDS` words: a run the site texts also hold is the site's, which the reply may repeat.
 * A legal statement is judged by the site answerer, on the law's own vocabulary.
 */
export const createModelReplyCheck = (input: {
  /** Every system prompt the model may be given. */
  instructions: readonly string[];
  siteTexts: readonly string[];
  statesLaw: (text: string) => boolean;
}): ((reply: string) => ReplyFault | undefined) => {
  const siteRuns = new Set(input.siteTexts.flatMap((text) => [...wordRuns(text)]));
  const instructionRuns = new Set(
    input.instructions.flatMap((text) => [...wordRuns(text)]).filter((run) => !siteRuns.has(run)),
  );
  return (reply) => {
    if (MARKUP.test(reply)) {
      return 'markup';
    }
    if (ADDRESS.test(reply) || HOST_NAME.test(reply)) {
      return 'link';
    }
    if ([...wordRuns(reply)].some((run) => instructionRuns.has(run))) {
      return 'instructions';
    }
    return input.statesLaw(reply) ? 'law' : undefined;
  };
};
