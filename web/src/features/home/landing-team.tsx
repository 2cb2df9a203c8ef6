import type { LandingItem } from '@app/common';
import { Code, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react';

const ROLE_ICONS: Record<string, LucideIcon> = {
  'team-founder': UserRound,
  'team-sources': ShieldCheck,
  'team-development': Code,
};

type LandingTeamProps = { heading: string; lead: string; team: readonly LandingItem[] };

/** Who is behind the service, by role and competence. */
export function LandingTeam({ heading, lead, team }: LandingTeamProps) {
  return (
    <section aria-labelledby="team-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="team-heading" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-prose leading-relaxed text-slate-700">{lead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {team.map((role) => {
            const Icon = ROLE_ICONS[role.id] ?? UserRound;
            return (
              <li key={role.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{role.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{role.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
