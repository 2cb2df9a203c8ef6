/**
 * The parts of Riksdagen's open data JSON the connector reads (sources-and-apis §2). Every field is
 * optional: Riksdagen leaves fields out or sends null, and numbers arrive as strings.
 */

/** One document as `dokumentlista.dokument[]` and `dokumentstatus.dokument` give it. */
export type RiksdagenDokument = {
  dok_id?: string;
  id?: string;
  rm?: string;
  beteckning?: string;
  nummer?: string;
  doktyp?: string;
  typ?: string;
  subtyp?: string;
  titel?: string;
  /** dokumentlista: 't.o.m. SFS 2025:453' for an SFS. */
  undertitel?: string | null;
  /** dokumentstatus: the same stamp. */
  subtitel?: string | null;
  organ?: string;
  datum?: string;
  publicerad?: string;
  systemdatum?: string;
  dokument_url_text?: string;
  dokument_url_html?: string;
  /** dokumentstatus only: the document as HTML (SFS: header block, `<hr>`, anchored text). */
  html?: string | null;
  /** dokument/<id>.json only: plain text. */
  text?: string | null;
};

export type RiksdagenDokumentlista = {
  dokumentlista?: {
    '@traffar'?: string;
    '@sida'?: string;
    '@sidor'?: string;
    '@nasta_sida'?: string;
    /** An array, but a single hit may come back as an object. */
    dokument?: RiksdagenDokument | RiksdagenDokument[] | null;
  };
};

export type RiksdagenDokumentstatus = {
  dokumentstatus?: {
    dokument?: RiksdagenDokument;
    dokuppgift?: { uppgift?: { kod?: string; namn?: string; text?: string | null }[] | null } | null;
    dokbilaga?: {
      bilaga?:
        | { fil_url?: string; filnamn?: string; filtyp?: string; filstorlek?: string }
        | { fil_url?: string; filnamn?: string; filtyp?: string; filstorlek?: string }[]
        | null;
    } | null;
  };
};

/** Riksdagen sends a one-element list as an object; this gives an array either way. */
export const asArray = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/** 'Lag (2017:725) om …' → 'lag-2017725-om-…', the slug riksdagen.se uses in its page addresses. */
export const riksdagenSlug = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[():]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
