import { html } from 'hono/html';

export type MailKind =
  | 'verification'
  | 'magic_link'
  | 'password_reset'
  | 'password_changed'
  | 'signup_existing'
  | 'deletion_requested'
  | 'deletion_cancelled'
  | 'account_deleted'
  | 'contact_message'
  | 'contact_overflow'
  | 'organisation_invitation';

export type MailContent = { subject: string; text: string; html: string };

/** A contact-form message, mailed to the operator. */
export type ContactMailDetails = {
  name: string;
  email: string;
  organization: string | null;
  messageType: string;
  message: string;
};

export type TemplateInput = {
  productName: string;
  url?: string;
  date?: string;
  contact?: ContactMailDetails;
  /** The hourly ceiling of contact mails to the operator, for the notice that it was passed. */
  perHour?: number;
  /** An invitation's organisation, and whether it is to administer it. */
  organisation?: { name: string; asAdmin: boolean };
};

const TEMPLATES: Record<
  MailKind,
  (input: TemplateInput) => { subject: string; lines: string[]; action?: string }
> = {
  verification: ({ productName }) => ({
    subject: `Bekräfta din e-postadress för ${productName}`,
    lines: [
      'Hej!',
      `Tack för att du har skapat ett konto hos ${productName}. Bekräfta din e-postadress genom att öppna länken nedan.`,
      'Länken gäller i ett dygn. Om du inte har skapat något konto kan du bortse från det här meddelandet.',
    ],
    action: 'Bekräfta e-postadressen',
  }),
  magic_link: ({ productName }) => ({
    subject: `Din inloggningslänk till ${productName}`,
    lines: [
      'Hej!',
      `Öppna länken nedan för att logga in på ${productName}. Länken gäller i 10 minuter och kan bara användas en gång.`,
      'Om du inte har bett om någon länk kan du bortse från det här meddelandet.',
    ],
    action: 'Logga in',
  }),
  password_reset: ({ productName }) => ({
    subject: `Återställ ditt lösenord för ${productName}`,
    lines: [
      'Hej!',
      'Vi har fått en begäran om att återställa lösenordet för ditt konto. Öppna länken nedan för att välja ett nytt lösenord.',
      'Länken gäller i en timme och kan bara användas en gång. Om du inte har bett om detta kan du bortse från meddelandet.',
    ],
    action: 'Välj nytt lösenord',
  }),
  password_changed: ({ productName }) => ({
    subject: `Ditt lösenord för ${productName} har ändrats`,
    lines: [
      'Hej!',
      'Lösenordet för ditt konto har just ändrats, och du har loggats ut på dina andra enheter.',
      'Om det inte var du, återställ lösenordet direkt och kontakta oss.',
    ],
  }),
  signup_existing: ({ productName }) => ({
    subject: `Någon försökte skapa ett konto hos ${productName} med din e-postadress`,
    lines: [
      'Hej!',
      'Någon försökte just registrera ett nytt konto med din e-postadress, men du har redan ett konto.',
      'Om det var du kan du logga in eller återställa ditt lösenord. Annars kan du bortse från det här meddelandet.',
    ],
    action: 'Logga in',
  }),
  deletion_requested: ({ productName, date }) => ({
    subject: `Vi har tagit emot din begäran om att radera ditt konto hos ${productName}`,
    lines: [
      'Hej!',
      `Ditt konto och dina personuppgifter raderas ${date ?? 'om sju dagar'}. Fram till dess kan du ångra dig genom att logga in igen.`,
      'Uppgifter som bokföringslagen kräver att vi sparar, som kvitton på betalningar, behålls utan koppling till ditt konto.',
    ],
  }),
  deletion_cancelled: ({ productName }) => ({
    subject: `Raderingen av ditt konto hos ${productName} är avbruten`,
    lines: [
      'Hej!',
      'Du loggade in igen innan ditt konto skulle raderas, så vi har avbrutit raderingen. Ditt konto och dina uppgifter finns kvar som förut.',
      'Vill du ändå radera kontot kan du begära det igen på din profilsida. Om det inte var du som loggade in, byt lösenord direkt och kontakta oss.',
    ],
  }),
  account_deleted: ({ productName }) => ({
    subject: `Ditt konto hos ${productName} är raderat`,
    lines: [
      'Hej!',
      'Ditt konto och dina personuppgifter är nu raderade. Eventuell feedback du har lämnat finns kvar utan koppling till dig.',
      'Tack för att du har använt tjänsten.',
    ],
  }),
  organisation_invitation: ({ productName, organisation, date }) => {
    if (!organisation) {
      throw new Error('an organisation_invitation mail needs the organisation');
    }
    return {
      subject: `Inbjudan till ${organisation.name} i ${productName}`,
      lines: [
        'Hej!',
        organisation.asAdmin
          ? `Du har fått i uppdrag att administrera ${organisation.name} i ${productName}. Som administratör bjuder du in kollegor och ser hur licensen används.`
          : `Du har bjudits in att använda ${productName} på licensen som ${organisation.name} har.`,
        `Öppna länken nedan och logga in, eller skapa ett konto, med den här e-postadressen. Länken gäller till och med ${date ?? 'två veckor framåt'} och kan bara användas en gång.`,
      ],
      action: 'Anta inbjudan',
    };
  },
  contact_message: ({ productName, contact }) => {
    if (!contact) {
      throw new Error('a contact_message mail needs the message');
    }
    return {
      subject: `${contact.messageType}: nytt meddelande från ${contact.name} via ${productName}`,
      lines: [
        `Ett nytt meddelande har kommit in via kontaktformuläret. Svara till ${contact.email}.`,
        `Namn: ${contact.name}`,
        `E-post: ${contact.email}`,
        `Organisation: ${contact.organization ?? 'Ej angiven'}`,
        `Ärendetyp: ${contact.messageType}`,
        `Meddelande:\n${contact.message}`,
      ],
    };
  },
  contact_overflow: ({ productName, perHour }) => ({
    subject: `Kontaktformuläret på ${productName}: fler meddelanden än vanligt`,
    lines: [
      'Hej!',
      `Kontaktformuläret har tagit emot fler än ${perHour} meddelanden inom en timme.`,
      'Alla meddelanden sparas, men under resten av timmen mejlas de inte hit ett och ett. Du hittar dem i databasen, i tabellen contact_messages (de med email_notified = false).',
      'När timmen har gått mejlas nya meddelanden som vanligt igen.',
    ],
  }),
};

/** Swedish e-mails, as plain text and simple HTML (every value escaped by the `html` template). */
export const renderMail = async (kind: MailKind, input: TemplateInput): Promise<MailContent> => {
  const { subject, lines, action } = TEMPLATES[kind](input);
  const link = input.url && action ? input.url : undefined;
  const text = [
    ...lines,
    ...(link ? ['', `${action}: ${link}`] : []),
    '',
    `Hälsningar,\n${input.productName}`,
  ].join('\n\n');
  // pre-line keeps the line breaks of a line (a contact message's paragraphs) in the HTML part.
  const body = html`${lines.map((line) => html`<p style="white-space: pre-line">${line}</p>\n`)}${link && action ? html`<p><a href="${link}">${action}</a></p>\n` : ''}<p>Hälsningar,<br>${input.productName}</p>`;
  return { subject, text, html: (await body).toString() };
};
