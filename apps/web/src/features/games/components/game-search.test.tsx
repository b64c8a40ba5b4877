import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { GameSearch } from "./game-search";

function Searching({ seen }: { seen: string[] }) {
  const [query, setQuery] = useState("");
  seen.push(query);
  return <GameSearch value={query} onChange={setQuery} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's search box, typed into (or not) as a browser does before any script, then hydrated. */
async function hydratedAfterTyping(typed: string | undefined) {
  const seen: string[] = [];
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Searching seen={[]} />);
  document.body.append(container);
  const box = container.querySelector("input")!;
  if (typed !== undefined) {
    box.value = typed;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  await act(async () => {
    root = hydrateRoot(container, <Searching seen={seen} />);
  });
  return { searched: seen.at(-1), box };
}

describe("a game search the server rendered", () => {
  it("searches for what was typed before the app started, as it stays in the box", async () => {
    const { searched, box } = await hydratedAfterTyping("naga");
    expect(searched).toBe("naga");
    expect(box.value).toBe("naga");
  });

  it("starts empty when nothing was typed", async () => {
    const { searched } = await hydratedAfterTyping(undefined);
    expect(searched).toBe("");
  });
});
