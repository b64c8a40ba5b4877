import { useTranslation } from "@/lib/i18n-react";

/** A short numbered how-it-works beside a money form: a title and its steps, as translation keys. */
export function StepsGuide({ id, title, steps }: { id: string; title: string; steps: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface/90 p-5">
      <h2 id={id} className="font-semibold text-gold-light">
        {t(title)}
      </h2>
      <ol className="mt-3 flex flex-col gap-3 text-sm">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="w-5 shrink-0 font-bold text-gold tabular-nums" aria-hidden>
              {index + 1}.
            </span>
            <span className="text-muted-foreground">{t(step)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
