import { SearchX } from "lucide-react";

export function NoGames({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
      <SearchX className="size-10 text-gold/60" aria-hidden />
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
