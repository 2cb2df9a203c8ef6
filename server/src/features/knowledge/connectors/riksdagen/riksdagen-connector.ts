import type { Db } from '../../../../db/database';
import { buildStatuteChunks } from '../../corpus/build-statute-chunks';
import { citationNameOf } from '../../corpus/citation-name';
import type { CorpusDocument, SourceClass } from '../../corpus/corpus-types';
import type { ManifestEntry } from '../../corpus/read-corpus-manifest';
import { storedState } from '../connector-repository';
import {
  type ConnectorAreas,
  type ConnectorSummary,
  emptySummary,
  errorMessage,
  isUnchanged,
  saveDocument,
  sha256,
} from '../connector-store';
import { collapse } from '../html';
import type { SourceClient } from '../http-client';
import { parsePropositionText, propositionCitation } from './parse-proposition-text';
import { parseSfsHtml } from './parse-sfs-html';
import {
  asArray,
  type RiksdagenDokument,
  type RiksdagenDokumentlista,
  type RiksdagenDokumentstatus,
  riksdagenSlug,
} from './riksdagen-types';

const RIKSDAGEN_SFS_PAGE =
  'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/';

export type StatuteTarget = {
  sfsNumber: string;
  /** The bundled corpus manifest's class of the law (statuteTargetsFromManifest); default 'extended'. */
  sourceClass?: SourceClass;
  citationName?: string;
  mainHeadings?: string[];
  chapters?: string[];
  transitional?: 'keep' | 'drop';
  appendix?: 'keep' | 'drop';
  versionNote?: string;
};

export type PropositionTarget = { rm: string; nummer: string; sourceClass?: SourceClass };

/** The bills the law areas name: core sources, as their laws are in data/corpus/manifest.json. */
export const propositionTargetsOf = (areas: Pick<ConnectorAreas, 'propositions'>): PropositionTarget[] =>
  areas.propositions.map(({ rm, nummer }) => ({ rm, nummer, sourceClass: 'core' }));

/** The bundled statutes with the manifest's own parse options, so a fetched law is chunked like the bundled one. */
export const statuteTargetsFromManifest = (entries: ManifestEntry[]): StatuteTarget[] =>
  entries.flatMap((entry) => {
    const sfs = /^sfs-(\d{4})-(\d+)$/.exec(entry.key);
    if (entry.format === 'case-summary' || !sfs) {
      return [];
    }
    const target: StatuteTarget = {
      sfsNumber: `${sfs[1]}:${sfs[2]}`,
      sourceClass: entry.sourceClass,
      transitional: entry.transitional,
      appendix: entry.appendix,
    };
    if (entry.citationName) {
      target.citationName = entry.citationName;
    }
    if (entry.mainHeadings) {
      target.mainHeadings = entry.mainHeadings;
    }
    if (entry.chapters) {
      target.chapters = entry.chapters;
    }
    if (entry.versionNote) {
      target.versionNote = entry.versionNote;
    }
    return [target];
  });

export type RiksdagenDeps = {
  db: Db;
  client: SourceClient;
  areas: ConnectorAreas;
  /** YYYY-MM-DD; picks between dated wordings of a section. Defaults to today. */
  asOf?: string;
  onProgress?: (message: string) => void;
  onWarning?: (warning: string) => void;
  /** Stops before the next document when aborted (the run can simply be started again). */
  signal?: AbortSignal;
};

const sfsDokId = (sfsNumber: string): string => {
  const match = /^(\d{4}):(\d+)$/.exec(sfsNumber);
  if (!match) {
    throw new Error(`not an SFS number: ${sfsNumber}`);
  }
  return `sfs-${match[1]}-${match[2]}`;
};

const stampOf = (...candidates: (string | null | undefined)[]): string | null => {
  for (const candidate of candidates) {
    const stamp = /t\.o\.m\. SFS \d{4}:\d+/.exec(candidate ?? '')?.[0];
    if (stamp) {
      return stamp;
    }
  }
  return null;
};

const isoDate = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

type FetchedStatute = {
  key: string;
  dokId: string;
  contentHash: string;
  dok: RiksdagenDokument;
  html: string;
};

const fetchStatute = async (client: SourceClient, target: StatuteTarget): Promise<FetchedStatute> => {
  const dokId = sfsDokId(target.sfsNumber);
  const status = await client.getJson<RiksdagenDokumentstatus>(`dokumentstatus/${dokId}.json`);
  const dok = status.data.dokumentstatus?.dokument;
  if (!dok) {
    throw new Error(`dokumentstatus/${dokId}.json has no dokumentstatus.dokument`);
  }
  if (dok.html) {
    return { key: dokId, dokId, contentHash: sha256(status.response.bytes), dok, html: dok.html };
  }
  // Some status records come without the text: the same HTML is served on its own.
  const page = await client.get(`dokument/${dokId}.html`, { accept: 'text/html' });
  return { key: dokId, dokId, contentHash: sha256(status.response.bytes, page.bytes), dok, html: page.text };
};

export const buildStatuteDocument = (
  fetched: FetchedStatute,
  target: StatuteTarget,
  asOf: string,
  onWarning: (warning: string) => void = () => {},
): CorpusDocument => {
  const { dok, dokId } = fetched;
  const parsed = parseSfsHtml(fetched.html);
  const sfsNumber = parsed.header.sfsNumber ?? dok.beteckning ?? target.sfsNumber;
  if (sfsNumber !== target.sfsNumber) {
    throw new Error(`${dokId} numbers itself ${sfsNumber}, expected ${target.sfsNumber}`);
  }
  const title = collapse(dok.titel ?? '');
  if (title === '') {
    throw new Error(`${dokId} has no title`);
  }
  const built = buildStatuteChunks(parsed.blocks, {
    citationName: target.citationName ?? citationNameOf(title),
    transitional: target.transitional ?? 'keep',
    appendix: target.appendix ?? 'keep',
    asOf,
    ...(target.mainHeadings ? { mainHeadings: target.mainHeadings } : {}),
    ...(target.chapters ? { chapters: target.chapters } : {}),
  });
  for (const warning of [...parsed.warnings, ...built.warnings]) {
    onWarning(`${dokId}: ${warning}`);
  }
  if (built.chunks.length === 0) {
    throw new Error(`${dokId}: no sections found in the HTML`);
  }
  const riksdagen = `${RIKSDAGEN_SFS_PAGE}${riksdagenSlug(title)}_${dokId}/`;
  const document: CorpusDocument = {
    key: fetched.key,
    kind: 'statute',
    sfsNumber,
    title,
    sourceClass: target.sourceClass ?? 'extended',
    versionStamp: stampOf(dok.subtitel, dok.undertitel, parsed.header.amendedThrough),
    date: parsed.header.issued ?? isoDate(dok.datum),
    sourceUrl: riksdagen,
    urls: {
      riksdagen,
      rkrattsbaser: parsed.header.rkrattsbaserUrl ?? `http://rkrattsbaser.gov.se/sfst?bet=${sfsNumber}`,
    },
    fileName: `riksdagen/dokumentstatus/${dokId}.json`,
    contentHash: fetched.contentHash,
    chunks: built.chunks,
  };
  if (target.versionNote) {
    document.versionNote = target.versionNote;
  } else if (document.versionStamp === null) {
    document.versionNote = 'Riksdagen anger ingen ändring: författningen gäller i sin ursprungliga lydelse.';
  }
  if (built.repealedSections.length > 0) {
    document.repealedSections = built.repealedSections;
  }
  return document;
};

type FetchedProposition = {
  key: string;
  dokId: string;
  contentHash: string;
  dok: RiksdagenDokument;
  text: string;
  htmlUrl: string;
};

/** Finds the bill's dok_id with a dokumentlista search (sources-and-apis §2), then its status and text. */
const fetchProposition = async (
  client: SourceClient,
  target: PropositionTarget,
): Promise<FetchedProposition> => {
  const query = `dokumentlista/?doktyp=prop&rm=${encodeURIComponent(target.rm)}&nr=${encodeURIComponent(target.nummer)}&utformat=json`;
  const list = await client.getJson<RiksdagenDokumentlista>(query);
  const hit = asArray(list.data.dokumentlista?.dokument).find(
    (dok) => dok.rm === target.rm && (dok.beteckning === target.nummer || dok.nummer === target.nummer),
  );
  const dokId = hit?.dok_id ?? hit?.id;
  if (!dokId || !/^[A-Za-z0-9-]+$/.test(dokId)) {
    throw new Error(`${propositionCitation(target)} not found in dokumentlista`);
  }
  const status = await client.getJson<RiksdagenDokumentstatus>(`dokumentstatus/${dokId}.json`);
  const dok = status.data.dokumentstatus?.dokument ?? hit;
  const text = await client.get(`dokument/${dokId}.text`, { accept: 'text/plain' });
  if (text.text.trim() === '') {
    throw new Error(`dokument/${dokId}.text is empty`);
  }
  return {
    key: `prop-${target.rm.replace('/', '-')}-${target.nummer}`,
    dokId,
    contentHash: sha256(status.response.bytes, text.bytes),
    dok: dok ?? {},
    text: text.text,
    htmlUrl: client.resolve(`dokument/${dokId}.html`).toString(),
  };
};

export const buildPropositionDocument = (
  fetched: FetchedProposition,
  target: PropositionTarget,
  onWarning: (warning: string) => void = () => {},
): CorpusDocument => {
  const parsed = parsePropositionText(fetched.text, target);
  for (const warning of parsed.warnings) {
    onWarning(`${fetched.dokId}: ${warning}`);
  }
  if (parsed.chunks.length === 0) {
    throw new Error(`${fetched.dokId}: no text in the proposition`);
  }
  const citation = `Prop. ${target.rm}:${target.nummer}`;
  const name = collapse(fetched.dok.titel ?? '');
  return {
    key: fetched.key,
    kind: 'proposition',
    sfsNumber: null,
    title: name ? `${citation} ${name}` : citation,
    sourceClass: target.sourceClass ?? 'extended',
    versionStamp: null,
    versionNote: 'En proposition ändras inte efter att den lämnats; texten är Riksdagens utgåva av den.',
    date: isoDate(fetched.dok.datum),
    sourceUrl: fetched.htmlUrl,
    urls: { riksdagen: fetched.htmlUrl },
    fileName: `riksdagen/dokument/${fetched.dokId}.text`,
    contentHash: fetched.contentHash,
    chunks: parsed.chunks,
  };
};

/**
 * Fetches statutes and bills from Riksdagen's open data and stores them with origin 'riksdagen'.
 * Resumable: a document whose source bytes hash as before is skipped, so an interrupted run is
 * simply started again. A document whose requests keep failing is listed in `failed` and nothing
 * of it is written; the others go on.
 */
export const fetchRiksdagen = async (
  deps: RiksdagenDeps,
  targets: { statutes?: StatuteTarget[]; propositions?: PropositionTarget[] },
): Promise<ConnectorSummary> => {
  const summary = emptySummary('riksdagen');
  const asOf = deps.asOf ?? new Date().toISOString().slice(0, 10);
  const jobs = [
    ...(targets.statutes ?? []).map((target) => ({
      label: `SFS ${target.sfsNumber}`,
      key: sfsDokId(target.sfsNumber),
      run: async () => {
        const fetched = await fetchStatute(deps.client, target);
        if (isUnchanged(await storedState(deps.db, fetched.key), 'riksdagen', fetched.contentHash)) {
          summary.unchanged++;
          return 'unchanged';
        }
        return saveDocument(
          deps,
          buildStatuteDocument(fetched, target, asOf, deps.onWarning),
          'riksdagen',
          summary,
        );
      },
    })),
    ...(targets.propositions ?? []).map((target) => ({
      label: propositionCitation(target),
      key: `prop-${target.rm.replace('/', '-')}-${target.nummer}`,
      run: async () => {
        const fetched = await fetchProposition(deps.client, target);
        if (isUnchanged(await storedState(deps.db, fetched.key), 'riksdagen', fetched.contentHash)) {
          summary.unchanged++;
          return 'unchanged';
        }
        return saveDocument(
          deps,
          buildPropositionDocument(fetched, target, deps.onWarning),
          'riksdagen',
          summary,
        );
      },
    })),
  ];
  for (const [index, job] of jobs.entries()) {
    if (deps.signal?.aborted) {
      break;
    }
    try {
      const outcome = await job.run();
      deps.onProgress?.(`riksdagen ${index + 1}/${jobs.length} ${job.label}: ${outcome}`);
    } catch (error) {
      summary.failed.push({ key: job.key, error: errorMessage(error) });
      deps.onProgress?.(
        `riksdagen ${index + 1}/${jobs.length} ${job.label}: failed (${errorMessage(error)})`,
      );
    }
  }
  return summary;
};
