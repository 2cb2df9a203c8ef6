import { readFileSync } from 'node:fs';
import { type LawDomain, LawDomainSchema } from '../domain/law-domain';

/** A bundled law area's domain pack (`data/areas/<id>/domain.json`), for tests of the area's behaviour. */
export const bundledLawDomain = (id: string): LawDomain =>
  LawDomainSchema.parse(
    JSON.parse(readFileSync(new URL(`../../../data/areas/${id}/domain.json`, import.meta.url), 'utf8')),
  );
