/** Spec 2 §5 and §8: the contact form's toasts, letter for letter. */
export const CONTACT_TOASTS = {
  invalidTitle: 'Fel',
  invalidFallback: 'Vänligen kontrollera dina uppgifter.',
  saveFailedTitle: 'Fel',
  saveFailed: 'Det gick inte att skicka meddelandet. Försök igen senare.',
  mailFailedTitle: 'Meddelande sparat (e-post misslyckades)',
  mailFailed:
    'Meddelandet sparades i databasen men e-postnotifiering misslyckades. Vi ser ditt meddelande ändå!',
  sentTitle: 'Meddelande skickat!',
  sent: 'Tack för ditt meddelande! Vi återkommer inom 1-2 arbetsdagar.',
} as const;
