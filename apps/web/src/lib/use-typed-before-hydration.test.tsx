import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumericInput } from "@/components/ui/input";
import { rememberChangesBeforeHydration } from "./changes-before-hydration";
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

// A form like the deposit form: tiles (radios) and an amount that start on the form's own choice,
// which the server's HTML shows checked and filled in.
const starting = { provider: "alphabet", amount: "50000" };
function DepositLike({ seen }: { seen: { values?: unknown } }) {
  const form = useForm({ defaultValues: starting });
  const adopted = useTypedBeforeHydration(form.setValue);
  return (
    <form
      ref={adopted}
      onSubmit={form.handleSubmit((values) => {
        seen.values = values;
      })}
    >
      {["alphabet", "gclub"].map((provider) => (
        <input
          key={provider}
          type="radio"
          aria-label={provider}
          value={provider}
          defaultChecked={provider === starting.provider}
          {...form.register("provider")}
        />
      ))}
      <NumericInput aria-label="amount" defaultValue={starting.amount} {...form.register("amount")} />
      <button type="submit">go</button>
    </form>
  );
}

describe("a tile picked in a server-rendered form before hydration", () => {
  async function pickedThenHydrated(change: (container: HTMLElement) => void, remember: boolean) {
    const seen: { values?: unknown } = {};
    const container = document.createElement("div");
    container.innerHTML = renderToString(<DepositLike seen={seen} />);
    document.body.append(container);
    change(container);
    if (remember) rememberChangesBeforeHydration(container);
    await act(async () => {
      root = hydrateRoot(container, <DepositLike seen={seen} />);
    });
    await act(async () => container.querySelector("button")!.click());
    return { seen, container };
  }
  const pickGclubAndType = (container: HTMLElement) => {
    container.querySelector<HTMLInputElement>('[aria-label="gclub"]')!.click();
    const amount = container.querySelector<HTMLInputElement>('[aria-label="amount"]')!;
    amount.value = "66000";
    amount.dispatchEvent(new Event("input", { bubbles: true }));
  };

  it("shows the form's starting choice in the server's HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<DepositLike seen={{}} />);
    expect(container.querySelector<HTMLInputElement>('[aria-label="alphabet"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="amount"]')!.value).toBe("50000");
  });

  it("is what the form sends once live, with the amount typed", async () => {
    const { seen, container } = await pickedThenHydrated(pickGclubAndType, true);
    expect(seen.values).toEqual({ provider: "gclub", amount: "66000" });
    expect(container.querySelector<HTMLInputElement>('[aria-label="gclub"]')!.checked).toBe(true);
  });

  it("takes in only the number typed into a number field (its filter was not running yet)", async () => {
    const { seen, container } = await pickedThenHydrated((container) => {
      const amount = container.querySelector<HTMLInputElement>('[aria-label="amount"]')!;
      amount.value = "5a0b0c0";
      amount.dispatchEvent(new Event("input", { bubbles: true }));
    }, true);
    expect(seen.values).toEqual({ provider: "alphabet", amount: "5000" });
    expect(container.querySelector<HTMLInputElement>('[aria-label="amount"]')!.value).toBe("5000");
  });

  it("leaves the form's own starting values alone when nothing was changed", async () => {
    const { seen } = await pickedThenHydrated(() => {}, true);
    expect(seen.values).toEqual(starting);
  });
});
