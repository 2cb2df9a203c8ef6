const STEPS = [
  {
    title: 'Välj roll och ämne',
    text: 'Börja med att välja handläggarroll och det ämne din fråga gäller. Då hämtar verktyget rätt källor.',
  },
  {
    title: 'Ställ en tydlig fråga',
    text: 'Beskriv situationen kort och konkret. Skriv aldrig personuppgifter eller känsliga uppgifter.',
  },
  {
    title: 'Kontrollera källorna',
    text: 'Varje svar hänvisar till lagar, förarbeten och praxis. Läs källorna och gör alltid din egen bedömning.',
  },
] as const;

/** Three tips for the first session, in order. */
export function WelcomeSteps() {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="flex size-8 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
            <span className="sr-only">Steg </span>
            {index + 1}
          </p>
          <h2 className="mt-3 font-semibold text-slate-900">{step.title}</h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
