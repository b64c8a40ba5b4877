import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/** How long typing rests before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search field that asks the server once typing rests; the URL keeps what was searched. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    const next = settled.trim() || undefined;
    if (next !== (value ?? undefined)) onSearch(next);
  }, [settled, value, onSearch]);
  return (
    <div className={cn("relative w-full sm:w-72", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        maxLength={64}
        autoComplete="off"
        className="ps-9"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
