import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LawDomain, LawDomainSchema } from '@app/engine';
import { bundledAreas } from './bundled-areas';

/** A bundled law area's domain.json, for tests. */
export const bundledLawDomain = (id: string): LawDomain =>
  LawDomainSchema.parse(JSON.parse(readFileSync(join(bundledAreas.areasDir, id, 'domain.json'), 'utf8')));
