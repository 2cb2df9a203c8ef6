import { LEGAL_SEARCH_LIMIT, type LegalCase, type LegalCaseSearch, legalCaseSlug } from '@app/common';
import { and, count, desc, eq, gte, isNotNull, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { legalCases, type SummaryMethod } from '../../db/schema';

export type LegalCaseRecord = typeof legalCases.$inferSelect;

export const toLegalCase = (row: LegalCaseRecord): LegalCase => ({
  id: row.id,
  title: row.title,
  case_number: row.caseNumber,
  date: row.date,
  court: row.court,
  category: row.category,
  summary: row.summary,
  summary_method: row.summaryMethod,
  content: row.content,
  source_url: row.sourceUrl,
  pdf_url: row.pdfUrl,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const findLegalCase = async (db: Db, id: string): Promise<LegalCaseRecord | undefined> => {
  if (!UUID.test(id)) {
    return undefined;
  }
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, id));
  return row;
};

/**
 * The public ruling whose case number gives this slug. The slug's numbers narrow the rows in SQL
 * (the case number's trigram index); the slug itself is compared here, made as the address makes it.
 */
export const findPublicLegalCaseBySlug = async (
  db: Db,
  slug: string,
): Promise<LegalCaseRecord | undefined> => {
  const numbers = slug.match(/\d+/g) ?? [];
  const rows = await db
    .select()
    .from(legalCases)
    .where(
      and(
        isPublicCase,
        numbers.length > 0 ? sql`${legalCases.caseNumber} like ${`%${numbers.join('%')}%`}` : undefined,
      ),
    );
  return rows.find((row) => legalCaseSlug(row.caseNumber) === slug);
};

/** '%' and '_' in what was typed are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which slice of the ranked list to read (the admin's page reads the first 50), and whether the
 * admin's own test rows are left out, as they are for the public.
 */
export type LegalCaseSlice = { limit: number; offset: number; withoutTestCases?: boolean };

/** The admin's test rows (the button 'Testa enkel …') are no rulings: the public never sees them. */
export const isPublicCase = ne(legalCases.origin, 'test');

/**
 * The slice asked for: with a query, the cases whose Swedish full text (case number and title
 * weighted above summary and content) matches it or whose case number or title contains it as
 * typed ('1234-99'), best ranked first; without one, the newest. The filters narrow either; the
 * id breaks ties, so pages neither repeat nor skip a case.
 */
export const searchLegalCaseRows = async (
  db: Db,
  search: Partial<LegalCaseSearch>,
  page: LegalCaseSlice,
): Promise<LegalCaseRecord[]> => {
  const filters: SQL[] = page.withoutTestCases ? [isPublicCase] : [];
  if (search.court) {
    filters.push(eq(legalCases.court, search.court));
  }
  if (search.category) {
    filters.push(eq(legalCases.category, search.category));
  }
  if (search.from) {
    filters.push(gte(legalCases.date, search.from));
  }
  if (search.to) {
    filters.push(lte(legalCases.date, search.to));
  }
  const q = search.q?.trim();
  if (!q) {
    return db
      .select()
      .from(legalCases)
      .where(and(...filters))
      .orderBy(sql`${legalCases.date} desc nulls last`, desc(legalCases.createdAt), legalCases.id)
      .limit(page.limit)
      .offset(page.offset);
  }
  const query = sql`websearch_to_tsquery('swedish', ${q})`;
  const pattern = likePattern(q);
  return db
    .select()
    .from(legalCases)
    .where(
      and(
        ...filters,
        sql`(${legalCases.searchVector} @@ ${query} or ${legalCases.caseNumber} ilike ${pattern} or ${legalCases.title} ilike ${pattern})`,
      ),
    )
    .orderBy(
      sql`(${legalCases.caseNumber} ilike ${pattern}) desc`,
      sql`ts_rank(${legalCases.searchVector}, ${query}) desc`,
      sql`${legalCases.date} desc nulls last`,
      legalCases.id,
    )
    .limit(page.limit)
    .offset(page.offset);
};

/** The admin's search: the first 50, test rows included. */
export const searchLegalCases = async (db: Db, search: Partial<LegalCaseSearch>): Promise<LegalCase[]> =>
  (await searchLegalCaseRows(db, search, { limit: LEGAL_SEARCH_LIMIT, offset: 0 })).map(toLegalCase);

const distinctValues = async (
  db: Db,
  column: typeof legalCases.court | typeof legalCases.category,
  scope: SQL | undefined,
) => {
  const rows = await db
    .selectDistinct({ value: column })
    .from(legalCases)
    .where(and(isNotNull(column), scope))
    .orderBy(column);
  return rows.map((row) => row.value).filter((value): value is string => value !== null && value !== '');
};

/** The filter options (distinct non-null values, sorted) and the number of cases. */
export const legalCaseOverview = async (db: Db, options: { withoutTestCases?: boolean } = {}) => {
  const scope = options.withoutTestCases ? isPublicCase : undefined;
  const [courts, categories, [total]] = await Promise.all([
    distinctValues(db, legalCases.court, scope),
    distinctValues(db, legalCases.category, scope),
    db.select({ n: count() }).from(legalCases).where(scope),
  ]);
  return { available: total?.n ?? 0, courts, categories };
};

export const saveSummary = async (db: Db, id: string, summary: string, method: SummaryMethod) => {
  await db
    .update(legalCases)
    .set({ summary, summaryMethod: method, updatedAt: sql`now()` })
    .where(eq(legalCases.id, id));
};

/** The PDF's text becomes the case's content; the old summary no longer describes it (spec 2 §4). */
export const replaceContentFromPdf = async (db: Db, id: string, content: string) => {
  await db
    .update(legalCases)
    .set({ content, summary: null, summaryMethod: null, updatedAt: sql`now()` })
    .where(eq(legalCases.id, id));
};

/** The admin's own test rows ('Testa enkel …'); fetched and bundled rulings are never touched. */
export const deleteTestCases = async (db: Db): Promise<number> => {
  const deleted = await db
    .delete(legalCases)
    .where(eq(legalCases.origin, 'test'))
    .returning({ id: legalCases.id });
  return deleted.length;
};

/** The test ruling's case number, with the law area's short name ('TEST {abbreviation} 1'). */
export const testCaseNumber = (abbreviation: string): string => `TEST ${abbreviation} 1`;

/**
 * One clearly marked test ruling, written and read back: proves the database path end to end. It
 * is the law area's: its short name (the admin's button 'Testa enkel {abbreviation}') and case category.
 */
export const upsertTestCase = async (
  db: Db,
  area: { abbreviation: string; caseCategory: string },
): Promise<LegalCaseRecord> => {
  const [row] = await db
    .insert(legalCases)
    .values({
      title: `TESTFALL: enkel ${area.abbreviation}-kontroll (inte ett verkligt avgörande)`,
      caseNumber: testCaseNumber(area.abbreviation),
      date: new Date().toISOString().slice(0, 10),
      court: 'Testdomstol',
      category: area.caseCategory,
      content: `Detta är ett testfall som administratören skapade med knappen Testa enkel ${area.abbreviation}. Det är inte ett verkligt avgörande och tas bort med Ta bort testfall.`,
      origin: 'test',
    })
    .onConflictDoUpdate({ target: legalCases.caseNumber, set: { updatedAt: sql`now()` } })
    .returning();
  if (!row) {
    throw new Error('the test case was not written');
  }
  return row;
};

/** Every public ruling's id and last change, newest first, for the sitemap. */
export const listPublicLegalCaseIds = (
  db: Db,
): Promise<{ id: string; caseNumber: string; date: string | null; updatedAt: Date }[]> =>
  db
    .select({
      id: legalCases.id,
      caseNumber: legalCases.caseNumber,
      date: legalCases.date,
      updatedAt: legalCases.updatedAt,
    })
    .from(legalCases)
    .where(isPublicCase)
    .orderBy(desc(legalCases.updatedAt));

/** A ruling of the bundled corpus as a legal_cases row. */
export type BundledCaseRow = {
  title: string;
  caseNumber: string;
  date: string | null;
  court: string;
  category: string;
  content: string;
  sourceUrl: string | null;
};

/** The fields of every stored ruling that the bundled summaries set, with where each came from. */
export const storedCaseFields = (db: Db) =>
  db
    .select({
      caseNumber: legalCases.caseNumber,
      origin: legalCases.origin,
      title: legalCases.title,
      date: legalCases.date,
      court: legalCases.court,
      category: legalCases.category,
      content: legalCases.content,
      sourceUrl: legalCases.sourceUrl,
    })
    .from(legalCases);

export const insertBundledCase = async (db: Db, row: BundledCaseRow): Promise<void> => {
  await db
    .insert(legalCases)
    .values({ ...row, origin: 'bundled' })
    .onConflictDoNothing();
};

/** Rewrites a bundled ruling; a summary of a text that changed is dropped with it. */
export const updateBundledCase = async (db: Db, row: BundledCaseRow, textChanged: boolean): Promise<void> => {
  await db
    .update(legalCases)
    .set({
      ...row,
      ...(textChanged ? { summary: null, summaryMethod: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(legalCases.caseNumber, row.caseNumber));
};

/** Deletes the bundled rulings whose case numbers are not in `kept`; returns how many. */
export const deleteBundledCasesExcept = async (db: Db, kept: string[]): Promise<number> =>
  (
    await db
      .delete(legalCases)
      .where(
        and(
          eq(legalCases.origin, 'bundled'),
          kept.length > 0 ? notInArray(legalCases.caseNumber, kept) : undefined,
        ),
      )
      .returning({ id: legalCases.id })
  ).length;
