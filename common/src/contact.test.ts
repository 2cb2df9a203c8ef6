import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_TYPES,
  ContactFormSchema,
  ContactRequestSchema,
  collapseWhitespace,
  contactPath,
  contactTypeFromParam,
  CONTACT_VALIDATION_MESSAGES as M,
} from './contact';
import { containsPersonalData } from './personal-data';

const valid = {
  name: 'Kim Åberg',
  email: 'kim@exempel.se',
  organization: 'Socialförvaltningen',
  messageType: 'Workshop',
  message: 'Vi vill gärna boka en workshop för vår arbetsgrupp i vår.',
};

/** The messages of every problem, in the order zod reports them (the form shows the first). */
const problems = (input: Record<string, unknown>): string[] => {
  const result = ContactFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const firstProblem = (input: Record<string, unknown>) => problems(input)[0];

describe('ContactFormSchema', () => {
  it('accepts a valid message, trimming the name and lowercasing the e-mail address', () => {
    const parsed = ContactFormSchema.parse({ ...valid, name: '  Kim Åberg ', email: ' Kim@Exempel.SE ' });
    expect(parsed).toMatchObject({ name: 'Kim Åberg', email: 'kim@exempel.se', messageType: 'Workshop' });
  });

  it('checks the name: required, 2–100 characters, letters, spaces, hyphens and apostrophes', () => {
    expect(firstProblem({ ...valid, name: undefined })).toBe('Namn krävs');
    expect(firstProblem({ ...valid, name: '   ' })).toBe('Namn krävs');
    expect(firstProblem({ ...valid, name: 'K' })).toBe('Namnet måste vara minst 2 tecken');
    expect(firstProblem({ ...valid, name: 'a'.repeat(101) })).toBe('Namnet får vara max 100 tecken');
    expect(problems({ ...valid, name: 'a'.repeat(100) })).toEqual([]);
    expect(firstProblem({ ...valid, name: 'Kim <b>' })).toBe(
      'Namnet får endast innehålla bokstäver, mellanslag, bindestreck och apostrofer',
    );
    expect(problems({ ...valid, name: "Åsa-Lena O'Brien" })).toEqual([]);
  });

  it('checks the e-mail address: required and well formed', () => {
    expect(firstProblem({ ...valid, email: '' })).toBe('E-postadress krävs');
    expect(firstProblem({ ...valid, email: undefined })).toBe('E-postadress krävs');
    expect(firstProblem({ ...valid, email: 'kim@' })).toBe('Ange en giltig e-postadress');
  });

  it('keeps the organisation optional, at most 100 characters, and null when empty', () => {
    expect(ContactFormSchema.parse({ ...valid, organization: '  ' }).organization).toBeNull();
    expect(ContactFormSchema.parse({ ...valid, organization: undefined }).organization).toBeNull();
    expect(ContactFormSchema.parse({ ...valid, organization: null }).organization).toBeNull();
    expect(ContactFormSchema.parse({ ...valid, organization: ' Kommunen ' }).organization).toBe('Kommunen');
    expect(firstProblem({ ...valid, organization: 'o'.repeat(101) })).toBe(M.organizationTooLong);
    expect(M.organizationTooLong).toBe('Organisation får vara max 100 tecken');
  });

  it('keeps the organisation to one line without markup or control characters', () => {
    expect(firstProblem({ ...valid, organization: 'Kommunen\nÄrendetyp: Support' })).toBe(
      'Organisation får bara vara en rad',
    );
    expect(firstProblem({ ...valid, organization: 'Kommunen\r\nBcc: x@example.com' })).toBe(
      'Organisation får bara vara en rad',
    );
    expect(firstProblem({ ...valid, organization: '<img src=x onerror="alert(1)">' })).toBe(
      'Organisation får inte innehålla tecknen < och >',
    );
    expect(firstProblem({ ...valid, organization: 'Kommunen\u0000' })).toBe(
      'Texten innehåller otillåtna styrtecken. Ta bort dem och försök igen.',
    );
    expect(
      ContactFormSchema.parse({ ...valid, organization: ' Socialförvaltningen, Åre kommun \n' }).organization,
    ).toBe('Socialförvaltningen, Åre kommun');
  });

  it('takes the five message types only', () => {
    for (const messageType of CONTACT_MESSAGE_TYPES) {
      expect(problems({ ...valid, messageType })).toEqual([]);
    }
    expect(CONTACT_MESSAGE_TYPES).toEqual(['Allmän fråga', 'Workshop', 'Support', 'Demo', 'Samarbete']);
    expect(firstProblem({ ...valid, messageType: '' })).toBe('Välj ärendetyp');
    expect(firstProblem({ ...valid, messageType: undefined })).toBe('Välj ärendetyp');
    expect(firstProblem({ ...valid, messageType: 'Reklam' })).toBe('Ogiltigt ärendetyp');
  });

  it('checks the message length after collapsing whitespace', () => {
    expect(firstProblem({ ...valid, message: undefined })).toBe('Meddelande krävs');
    expect(firstProblem({ ...valid, message: ' \n ' })).toBe('Meddelande krävs');
    expect(firstProblem({ ...valid, message: 'Hej    då' })).toBe('Meddelandet måste vara minst 10 tecken');
    expect(problems({ ...valid, message: 'Hej, tack!' })).toEqual([]);
    expect(problems({ ...valid, message: 'a'.repeat(3000) })).toEqual([]);
    expect(firstProblem({ ...valid, message: 'a'.repeat(3001) })).toBe(
      'Meddelandet får vara max 3000 tecken',
    );
    expect(ContactFormSchema.parse({ ...valid, message: '  Hej   där,\t\tvi\n\n\n\nhörs  ' }).message).toBe(
      'Hej där, vi\n\nhörs',
    );
  });

  it('refuses HTML tags, and scripts, javascript: links and inline event handlers', () => {
    expect(firstProblem({ ...valid, message: 'Hej <b>där</b>, en fråga.' })).toBe(
      'Meddelandet får inte innehålla HTML-taggar',
    );
    expect(firstProblem({ ...valid, message: 'Öppna javascript:alert(1) nu' })).toBe(
      'Meddelandet får inte innehålla skript eller JavaScript',
    );
    expect(firstProblem({ ...valid, message: 'Testa onclick="stjäl()" här' })).toBe(
      'Meddelandet får inte innehålla skript eller JavaScript',
    );
    expect(problems({ ...valid, message: 'Passar onsdag = bra för oss? 3 < 5 och 7 > 2.' })).toEqual([]);
  });

  it('refuses a message whose capitals reach 70 % of its length', () => {
    expect(firstProblem({ ...valid, message: 'HJÄLP MIG NU GENAST' })).toBe(
      'Meddelandet innehåller för många versaler',
    );
    expect(problems({ ...valid, message: 'HJÄLP med BAB och LSS, tack.' })).toEqual([]);
  });

  it('refuses spam words', () => {
    for (const word of [
      'viagra',
      'Casino',
      'lottery',
      'WINNER',
      'congratulations',
      'click here',
      'free money',
    ]) {
      expect(firstProblem({ ...valid, message: `Hej, läs om ${word} på vår sida.` })).toBe(
        'Meddelandet innehåller otillåtet innehåll',
      );
    }
  });

  it('refuses identity numbers in the message but lets e-mail addresses and phone numbers through', () => {
    for (const message of ['Gäller brukaren 850709-9805.', 'Klienten har 19850709 9805 som nummer.']) {
      expect(firstProblem({ ...valid, message })).toBe(M.messageIdentityNumber);
    }
    expect(
      problems({ ...valid, message: 'Nå mig på kim.aberg@exempel.se eller 070-123 45 67, tack.' }),
    ).toEqual([]);
  });

  it('refuses every number the chat refuses, a wrong check digit or a disguise included', () => {
    for (const number of [
      '19850709-9806',
      '198507099806',
      '850709-9806',
      '85O7O9-98O5',
      '8 5 0 7 0 9 9 8 0 5',
    ]) {
      const message = `Det gäller brukaren ${number} i vår kommun.`;
      expect(containsPersonalData(message)).toBe(true);
      expect(firstProblem({ ...valid, message })).toBe(M.messageIdentityNumber);
    }
    expect(problems({ ...valid, message: 'Fakturan går till organisationsnummer 212000-0142.' })).toEqual([]);
  });
});

describe('ContactRequestSchema', () => {
  it('needs the client id of the submission', () => {
    const result = ContactRequestSchema.safeParse({ ...valid, clientId: 'nej' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([M.clientId]);
    expect(
      ContactRequestSchema.safeParse({ ...valid, clientId: '3f0e4b7e-8a1c-4d5e-9f60-7a8b9c0d1e2f' }).success,
    ).toBe(true);
  });
});

describe('the message type in the address', () => {
  it('maps ?typ= to a message type, with the default for anything else', () => {
    expect(contactTypeFromParam('workshop')).toBe('Workshop');
    expect(contactTypeFromParam('Support')).toBe('Support');
    expect(contactTypeFromParam('demo')).toBe('Demo');
    expect(contactTypeFromParam('samarbete')).toBe('Samarbete');
    expect(contactTypeFromParam('allman')).toBe('Allmän fråga');
    expect(contactTypeFromParam('okänd')).toBe('Allmän fråga');
    expect(contactTypeFromParam(null)).toBe('Allmän fråga');
    expect(contactTypeFromParam('constructor')).toBe('Allmän fråga');
    expect(contactPath('workshop')).toBe('/kontakt?typ=workshop');
  });
});

describe('collapseWhitespace', () => {
  it('is idempotent', () => {
    const once = collapseWhitespace(' a \r\n\r\n\r\n b\t c ');
    expect(collapseWhitespace(once)).toBe(once);
    expect(once).toBe('a\n\nb c');
  });
});
