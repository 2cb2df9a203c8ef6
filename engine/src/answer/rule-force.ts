import { normalizeText } from '../text/swedish-text';

/**
 * What a rule does, read from its first sentence the way a lawyer reads the verb (issue 26):
 * - `duty`: someone must ("Kommunen ska använda tolk …");
 * - `grant`: something is given as of right ("Bidrag lämnas för …", "… har rätt till bidrag");
 * - `permission`: someone may, and need not ("Kommunen får besluta om återbetalning …");
 * - `exclusion`: something is not given or not allowed ("Bidrag lämnas inte …").
 */
export type RuleForce = 'duty' | 'grant' | 'permission' | 'exclusion';

// Word edges by letters, not \b: JavaScript's \b does not know å, ä and ö.
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'u');

// Secrecy forbids telling: a rule that makes something secret excludes, whatever its verb.
const FORCES: [RuleForce, RegExp][] = [
  [
    'exclusion',
    word('(?:lämnas|ges|betalas|får|ska)(?: dock| heller)? inte|gäller sekretess|sekretess gäller'),
  ],
  ['duty', word('ska|skall')],
  ['grant', word('lämnas|ges|betalas|har rätt till')],
  // "kan antas", "kan ha": a likelihood, not a permission.
  ['permission', word('får|kan(?! antas| ha )')],
];

const firstSentence = (text: string): string => normalizeText(text).split(/(?<=\.)\s+/)[0] ?? '';

export const ruleForce = (rule: string): RuleForce | undefined => {
  const sentence = firstSentence(rule);
  return FORCES.find(([, pattern]) => pattern.test(sentence))?.[0];
};

// The municipality, however a question or rule names it: the officer asks as "vi" or "jag".
const MUNICIPALITY = /^(?:vi|jag|kommun\p{L}*|nämnd\p{L}*|myndighet\p{L}*|handläggare\p{L}*)$/u;
// Who a rule's first words may name as the one it binds or empowers.
const RULE_ACTORS = /^(?:kommun|nämnd|myndighet|ägare|sökande|part|den)/;
// Words after a question's modal verb that name nobody ("Kan det …?", "Måste man …?").
const NOBODY = /^(?:det|den|detta|man|ni|du|inte|verkligen|alltid|ändå|väl)$/;
const MODAL = word('ska|skall|får|kan|måste|behöver');

/** The municipality, or someone else: whose duty or power a rule is, as far as a verdict cares. */
type Actor = 'municipality' | 'other';
const actor = (name: string): Actor => (MUNICIPALITY.test(name) ? 'municipality' : 'other');

/**
 * Who a rule binds or empowers: its first word when a modal verb follows ("Kommunen får …",
 * "Ägaren av ett flerbostadshus får …"). Undefined for a rule in the passive ("Bidrag lämnas …").
 */
const ruleActor = (rule: string): Actor | undefined => {
  const sentence = firstSentence(rule);
  const first = sentence.match(/\p{L}+/u)?.[0] ?? '';
  return MODAL.test(sentence) && RULE_ACTORS.test(first) ? actor(first) : undefined;
};

/**
 * Who a yes/no question asks about: the word after its first modal verb ("Kan vi …?" the
 * municipality, "Kan fastighetsägaren …?" someone else), undefined when it names nobody.
 */
const askedActor = (asking: string): Actor | undefined => {
  const text = normalizeText(asking);
  const at = text.search(MODAL);
  const next = at >= 0 ? text.slice(at).match(/\p{L}+/gu)?.[1] : undefined;
  return next && !NOBODY.test(next) ? actor(next) : undefined;
};

/**
 * Whether a question asks whether the municipality must or may what the rule says of someone
 * else, or the other way round ("Kan fastighetsägaren kräva …?" of a rule on what "Kommunen får").
 */
export const asksAnotherActor = (rule: string, asking: string): boolean => {
  const bound = ruleActor(rule);
  const asked = askedActor(asking);
  return bound !== undefined && asked !== undefined && bound !== asked;
};

// A rule that lets something happen only once something else is done ("betalas ut sedan de
// åtgärder … har utförts"), and a question that asks for it before.
const ONLY_AFTER = word('sedan|efter att|efter det att');
const BEFORE = word('i förväg|förskot\\p{L}*|innan|före|i förtid');

/** Whether the question asks for before what the rule allows only after. */
export const asksBeforeItsTime = (rule: string, asking: string): boolean =>
  ONLY_AFTER.test(firstSentence(rule)) && BEFORE.test(normalizeText(asking));

// "… om det inte är uppenbart obehövligt", "utom om …", "såvida inte …": the rule holds unless.
const UNLESS = word('om (?:det )?inte|utom om|såvida inte|om inte');
const NEGATED = word('inte|ej|ingen|inget|inga|utan');

/**
 * Whether a section's condition names the exception to its rule rather than what the rule needs:
 * "om det är uppenbart obehövligt …" beside a rule that applies "om det inte är uppenbart
 * obehövligt". The rule then holds "utom om" the condition.
 */
export const conditionIsException = (rule: string, condition: string): boolean =>
  UNLESS.test(normalizeText(rule)) && !NEGATED.test(normalizeText(condition));

// A condition that leaves the answer to a weighing of the case (what is reasonable, suitable or
// special): no ja or nej follows from the rule alone.
const WEIGHING = word('skälig\\p{L}*|särskilda skäl|rimlig\\p{L}*|lämplig\\p{L}*');

export const conditionIsWeighing = (condition: string): boolean => WEIGHING.test(normalizeText(condition));
