import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organisationMembers, organisationSso, organisations } from '../../db/schema';

export type SsoRow = typeof organisationSso.$inferSelect;

export const findSso = async (db: Db, organisationId: string): Promise<SsoRow | undefined> =>
  (await db.select().from(organisationSso).where(eq(organisationSso.organisationId, organisationId)))[0];

/** The organisation whose identity provider serves this e-mail domain. */
export const findSsoByDomain = async (db: Db, domain: string): Promise<SsoRow | undefined> =>
  (await db.select().from(organisationSso).where(sql`${domain} = any(${organisationSso.domains})`))[0];

/** Domains of `domains` that another organisation's identity provider already serves. */
export const domainsTakenElsewhere = async (db: Db, organisationId: string, domains: string[]) => {
  const rows = await db
    .select({ domains: organisationSso.domains })
    .from(organisationSso)
    .where(
      and(
        sql`${organisationSso.organisationId} <> ${organisationId}`,
        sql`${organisationSso.domains} && ${sql.param(domains, organisationSso.domains)}`,
      ),
    );
  const taken = new Set(rows.flatMap((row) => row.domains));
  return domains.filter((domain) => taken.has(domain));
};

export const organisationExists = async (db: Db, organisationId: string): Promise<boolean> =>
  (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId)))
    .length > 0;

/** The organisation this user administers, if any. */
export const administeredOrganisation = async (db: Db, userId: string): Promise<string | undefined> =>
  (
    await db
      .select({ id: organisationMembers.organisationId })
      .from(organisationMembers)
      .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.role, 'org_admin')))
  )[0]?.id;

export const upsertSso = async (
  db: Db,
  row: Omit<SsoRow, 'updatedAt' | 'clientSecretEncrypted'> & { clientSecretEncrypted: string | undefined },
) => {
  const { clientSecretEncrypted, ...rest } = row;
  const set = { ...rest, updatedAt: sql`now()`, ...(clientSecretEncrypted ? { clientSecretEncrypted } : {}) };
  if (!clientSecretEncrypted) {
    await db.update(organisationSso).set(set).where(eq(organisationSso.organisationId, row.organisationId));
    return;
  }
  await db
    .insert(organisationSso)
    .values({ ...rest, clientSecretEncrypted })
    .onConflictDoUpdate({ target: organisationSso.organisationId, set });
};

export const deleteSso = async (db: Db, organisationId: string) => {
  await db.delete(organisationSso).where(eq(organisationSso.organisationId, organisationId));
};

export const listOrganisationsWithSso = async (db: Db) =>
  db
    .select({
      id: organisations.id,
      name: organisations.name,
      configured: isNotNull(organisationSso.organisationId).mapWith(Boolean),
    })
    .from(organisations)
    .leftJoin(organisationSso, eq(organisationSso.organisationId, organisations.id))
    .orderBy(asc(organisations.name));
