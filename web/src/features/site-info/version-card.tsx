import { formatDateSv, type VersionInfo } from '@app/common';
import { TriangleAlert } from 'lucide-react';
import { ChangelogDialog } from './changelog-dialog';
import { useChangelog, useVersionInfo } from './use-site-info';
import { VERSION_ERROR_TEXT, VERSION_FALLBACK } from './version-fallback';

/** The latest release's first changes shown on the card (spec 2 §9). */
const CARD_CHANGES = 3;

const versionRows = (info: VersionInfo): [string, string][] => [
  ['Systemversion', info.version],
  ['AI-modell', info.model],
  ['Modelldatum', info.modelDate ? formatDateSv(info.modelDate) : 'Ej angivet'],
  ['Inbäddningsmodell', info.embeddingModel],
  ['Senaste uppdatering', formatDateSv(info.systemUpdate)],
  ...(info.sources
    ? [
        [
          'Källor',
          `${info.sources.statutes} författningar, ${info.sources.rulings} avgöranden, ${info.sources.preparatoryWorks} ${info.sources.preparatoryWorks === 1 ? 'proposition' : 'propositioner'}`,
        ] as [string, string],
      ]
    : []),
];

function LatestRelease() {
  const changelog = useChangelog();
  if (changelog.isPending) {
    return <p className="text-slate-600">Hämtar ändringsloggen …</p>;
  }
  if (!changelog.data) {
    return <p className="text-slate-700">Ändringsloggen kunde inte laddas.</p>;
  }
  const { latest } = changelog.data;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-slate-900">
        Senaste versionen: {latest.version} ({formatDateSv(latest.date)})
      </h3>
      <ul className="list-disc space-y-1 pl-6 text-slate-700">
        {latest.changes.slice(0, CARD_CHANGES).map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <div>
        <ChangelogDialog changelog={changelog.data} />
      </div>
    </div>
  );
}

/**
 * System version, models and latest update from GET /api/version (spec 2 §2, §7). When that
 * fails the card says so and shows the spec's fallback values.
 */
export function VersionCard() {
  const version = useVersionInfo();
  const failed = !version.isPending && !version.data;
  const info = version.data ?? VERSION_FALLBACK;
  return (
    <section
      aria-labelledby="version-card-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="version-card-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        Version
      </h2>
      {version.isPending ? (
        <p className="mt-4 text-slate-600">Hämtar versionsuppgifter …</p>
      ) : (
        <>
          {failed ? (
            <p
              role="alert"
              className="mt-4 flex items-center gap-2 rounded-md bg-amber-50 p-3 text-amber-900"
            >
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
              {VERSION_ERROR_TEXT}
            </p>
          ) : null}
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {versionRows(info).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-900">{term}</dt>
                <dd className="break-words text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="mt-6 border-t border-slate-200 pt-6">
        <LatestRelease />
      </div>
    </section>
  );
}
