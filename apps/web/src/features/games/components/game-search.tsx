import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Input } from "@/components/ui/input";
import { useTranslation } from "@/lib/i18n-react";

export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Hydration keeps text typed early in the box but not in the search, which would show every game.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box comes to life
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []);
  return (
    <search className="relative block">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gold/80"
        aria-hidden
      />
      <Input
        ref={input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={t("game.search.label")}
        placeholder={t("game.search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label={t("game.search.clear")}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:bg-white/5 hover:text-gold-light"
        >
          <X className="size-4" />
        </button>
      ) : null}
    </search>
  );
}
