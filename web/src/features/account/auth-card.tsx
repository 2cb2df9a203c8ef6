import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Shown above the heading, e.g. a back link. */
  before?: ReactNode;
  children: ReactNode;
};

/** The narrow centred card the login, sign-up and password pages share. */
export function AuthCard({ title, description, before, children }: AuthCardProps) {
  return (
    <section aria-labelledby="auth-card-heading" className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      {before}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-card-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {description ? <div className="mt-2 leading-relaxed text-slate-700">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
