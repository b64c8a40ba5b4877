import { type ReactNode, useId } from "react";

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-gold/20 bg-surface/90 p-4 md:p-6"
    >
      <h2 id={id} className="font-semibold text-gold-light text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
