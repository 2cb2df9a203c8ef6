/**
 * The chat tool's texts beside the input rules (CHAT_INPUT_MESSAGES in ./chat-input): the web app
 * shows them and its tests find the tool by them.
 */
export const CHAT_TOOL_TEXTS = {
  /** Heads the role when there is only one on offer, so there is nothing to choose. */
  roleLabel: 'Handläggarroll',
  /** Left where the answer was when the user stopped it ('Stoppa'). */
  stopped: 'Svaret avbröts',
  clear: 'Rensa konversation',
  clearTitle: 'Rensa konversationen?',
  clearDescription: 'Alla frågor och svar i konversationen tas bort. Det går inte att ångra.',
  clearConfirm: 'Rensa',
  clearCancel: 'Avbryt',
  /** Spec 1 §8 'Chat', the unknown error: the request did not reach the server or got no response. */
  serverUnreachable:
    'Ett oväntat fel uppstod vid kommunikation med servern. Kontrollera din internetanslutning och försök igen.',
} as const;

/** The notices above the chat tool for signed-in users (spec 1 §1), word for word. */
export const PILOT_NOTICES = {
  pilot: {
    title: 'Tjänsten är en pilot',
    text: 'Svaren ger stöd men ersätter inte din egen bedömning. Komplettera alltid med ditt professionella omdöme och kontrollera källorna innan du fattar beslut.',
  },
  workInProgress: {
    title: 'Det här arbetar vi med',
    text: 'Ibland blandar verktyget ihop olika typer av källor, till exempel lagar, förordningar och förarbeten. Vi arbetar med att rätta till det. Kontrollera därför alltid vilken sorts källa ett svar bygger på.',
  },
  /** On a phone a notice shows its title only, with this button to open its text. */
  show: 'Läs mer',
  hide: 'Visa mindre',
} as const;
