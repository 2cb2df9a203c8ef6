import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organisationMembers, organisationSso, organisations, user } from '../../db/schema';

export type SsoRow = typeof organisationSso.$inferSelect;

export const findSso = async (db: Db, organisationId: string): Promise<SsoRow | undefined> =>
  (await db.select().from(organisationSso).where(eq(organisationSso.organisationId, organisationId)))[0];

/**
 * The organisation whose identity provider serves this e-mail domain: the domain must be among
 * the provider's domains and among the organisation's operator-set allowed domains both.
 */
export const findSsoOrganisationByDomain = async (db: Db, domain: string): Promise<string | undefined> =>
  (
    await db
      .select({ id: organisationSso.organisationId })
      .from(organisationSso)
      .innerJoin(organisations, eq(organisations.id, organisationSso.organisationId))
      .where(
        and(
          sql`${domain} = any(${organisationSso.domains})`,
          sql`${domain} = any(${organisations.allowedDomains})`,
        ),
      )
  )[0]?.id;

/** The provider with the domains it may serve today: its own that are still the organisation's. */
export const findSsoWithServedDomains = async (db: Db, organisationId: string) =>
  (
    await db
      .select({
        issuer: organisationSso.issuer,
        clientId: organisationSso.clientId,
        clientSecretEncrypted: organisationSso.clientSecretEncrypted,
        domains: sql<string[]>`array(select unnest(${organisationSso.domains})
          intersect select unnest(${organisations.allowedDomains}))`,
      })
      .from(organisationSso)
      .innerJoin(organisations, eq(organisations.id, organisationSso.organisationId))
      .where(eq(organisationSso.organisationId, organisationId))
  )[0];

/**
 * Domains of `domains` that another organisation's identity provider serves: listed by it and
 * among that organisation's own domains. A domain it merely lists (a claim saved before domains
 * came from the operator) blocks nobody.
 */
export const domainsTakenElsewhere = async (db: Db, organisationId: string, domains: string[]) => {
  const rows = await db
    .select({ domains: organisationSso.domains, allowed: organisations.allowedDomains })
    .from(organisationSso)
    .innerJoin(organisations, eq(organisations.id, organisationSso.organisationId))
    .where(
      and(
        sql`${organisationSso.organisationId} <> ${organisationId}`,
        sql`${organisationSso.domains} && ${sql.param(domains, organisationSso.domains)}`,
      ),
    );
  const taken = new Set(rows.flatMap((row) => row.domains.filter((domain) => row.allowed.includes(domain))));
  return domains.filter((domain) => taken.has(domain));
};

/** The organisation's operator-set e-mail domains, or undefined when there is no such organisation. */
export const organisationAllowedDomains = async (
  db: Db,
  organisationId: string,
): Promise<string[] | undefined> =>
  (
    await db
      .select({ domains: organisations.allowedDomains })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
  )[0]?.domains;

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

/** The account's role and whether it has two-factor authentication. */
export const accountRoleAndTwoFactor = async (db: Db, userId: string) =>
  (
    await db
      .select({ role: user.role, twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId))
  )[0];
