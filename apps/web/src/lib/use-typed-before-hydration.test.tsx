import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

// A form like the register form: fields registered with empty starting values, and the username
// watched as it is typed (the register form checks it is free).
function RegisterLike({ adopt, seen }: { adopt: boolean; seen: { values?: unknown } }) {
  const form = useForm({ defaultValues: { username: "", password: "" } });
  const username = useWatch({ control: form.control, name: "username" });
  const adopted = useTypedBeforeHydration(form.setValue);
  return (
    <form
      ref={adopt ? adopted : undefined}
      onSubmit={form.handleSubmit((values) => {
        seen.values = values;
      })}
    >
      <output>{username}</output>
      <input aria-label="username" {...form.register("username")} />
      <input aria-label="password" type="password" {...form.register("password")} />
      <button type="submit">go</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's HTML, typed into as a browser does before any script: value, then an input event. */
async function typedThenHydrated(adopt: boolean) {
  const seen: { values?: unknown } = {};
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RegisterLike adopt={adopt} seen={seen} />);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;
  for (const [name, value] of [
    ["username", "somchai"],
    ["password", "password123"],
  ]) {
    field(name!).value = value!;
    field(name!).dispatchEvent(new Event("input", { bubbles: true }));
  }
  await act(async () => {
    root = hydrateRoot(container, <RegisterLike adopt={adopt} seen={seen} />);
  });
  await act(async () => container.querySelector("button")!.click());
  return { watched: container.querySelector("output")?.textContent, field, seen };
}

describe("text typed into a server-rendered form before hydration", () => {
  it("is taken in by the form once it is live: what watches a field sees it", async () => {
    const { watched, field, seen } = await typedThenHydrated(true);
    expect(watched).toBe("somchai");
    expect(field("username").value).toBe("somchai");
    expect(seen.values).toEqual({ username: "somchai", password: "password123" });
  });

  it("sends the form once it is live when the visitor sent it before (the boot script held it)", async () => {
    const seen: { values?: unknown } = {};
    const container = document.createElement("div");
    container.innerHTML = renderToString(<RegisterLike adopt seen={seen} />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('[aria-label="username"]')!;
    field.value = "somchai";
    container.querySelector("form")!.setAttribute("data-submit-held", "");
    await act(async () => {
      root = hydrateRoot(container, <RegisterLike adopt seen={seen} />);
    });
    await vi.waitFor(() => expect(seen.values).toEqual({ username: "somchai", password: "" }));
    expect(container.querySelector("form")!.hasAttribute("data-submit-held")).toBe(false);
    expect(container.querySelector("form")!.hasAttribute("data-live")).toBe(true);
  });

  it("would go unseen without it: the field shows the text, but what watches it never hears of it", async () => {
    const { watched, field } = await typedThenHydrated(false);
    expect(field("username").value).toBe("somchai");
    expect(watched).toBe("");
  });
});
