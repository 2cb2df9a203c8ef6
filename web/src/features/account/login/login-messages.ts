export const LOGIN_FAILED = 'Inloggning misslyckades';
export const UNEXPECTED_TITLE = 'Oväntat fel';
export const UNEXPECTED_MESSAGE = 'Ett oväntat fel uppstod. Försök igen senare.';
