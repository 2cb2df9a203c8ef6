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
