import { type ClassValue, clsx } from "clsx";

/** Groups in which a later class replaces an earlier one; "" is the utility's own prefix. */
const GROUPS: [RegExp, string][] = [
  [/^(flex|inline-flex|grid|inline-grid|block|inline-block|inline|hidden|contents)$/, "display"],
  [/^flex-(row|col)/, "flex-direction"],
  [/^items-/, "align-items"],
  [/^justify-(start|end|center|between|around|evenly|stretch|normal)$/, "justify-content"],
  [/^shrink(-|$)/, "shrink"],
  [/^(gap(-[xy])?|[pm][xytrblse]?|size|min-w|max-w|min-h|max-h|w|h)-/, ""],
  [/^rounded($|-(?!([trblse]|tl|tr|br|bl|ss|se|es|ee)(-|$)))/, "rounded"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(xs|sm|base|lg|\d?xl|\[\d[^\]]*\])$/, "font-size"],
  [/^text-/, "text-colour"],
  [/^leading-/, "leading"],
  [/^bg-(?!\[(\w+-gradient|url)\()/, "bg-colour"],
  [/^border(-\d+)?$/, "border-width"],
  [/^border-(?!([xytrblse]|solid|dashed|dotted|double|none|hidden)(-|$)|\[\d)/, "border-colour"],
];

/** What a class replaces besides its own group: `p-0` replaces `px-3`, `size-11` replaces `h-11`. */
const ALSO_REPLACES: Record<string, string[]> = {
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  // Tailwind's font sizes set a line height too.
  "font-size": ["leading"],
};

function groupOf(utility: string) {
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) return group || match[1];
  }
  return undefined;
}

/** Lets a later Tailwind class override an earlier one, which the stylesheet's order would otherwise decide. */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  // A screen asks the same few combinations on every render: each is worked out once.
  let merged = mergedClasses.get(joined);
  if (merged === undefined) {
    if (mergedClasses.size >= MERGED_KEPT) mergedClasses.clear();
    merged = mergeClasses(joined);
    mergedClasses.set(joined, merged);
  }
  return merged;
}

const MERGED_KEPT = 2000;
const mergedClasses = new Map<string, string>();

function mergeClasses(joined: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = joined.split(" ");
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index] as string;
    // "sm:hover:-mx-2!" is mx-2 under the variants "sm:hover:", important.
    const split = name.lastIndexOf(":") + 1;
    const variants = name.slice(0, split) + (name.endsWith("!") ? "!" : "");
    const group = groupOf(name.slice(split).replace(/^-|!$/g, ""));
    const key = variants + (group ?? name);
    if (taken.has(key)) continue;
    taken.add(key);
    for (const replaced of ALSO_REPLACES[group ?? ""] ?? []) taken.add(variants + replaced);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
