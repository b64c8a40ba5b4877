import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBackend, localePath } from "./i18n-backend";

function read(language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((resolve) => {
    fetchBackend.read(language, namespace, (error, data) => resolve({ error, data }));
  });
}

describe("fetch backend", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads /locales/{lng}/{ns}.json", async () => {
    const fetchMock = vi.fn(async () => Response.json({ header: { login: "ເຂົ້າສູ່ລະບົບ" } }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(read("lo", "translation")).resolves.toEqual({
      error: null,
      data: { header: { login: "ເຂົ້າສູ່ລະບົບ" } },
    });
    expect(fetchMock).toHaveBeenCalledWith("/locales/lo/translation.json", expect.anything());
    expect(localePath("th", "translation")).toBe("/locales/th/translation.json");
  });

  it("asks for a retry after a server error or a network failure, not after a 404", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    expect((await read("lo", "translation")).data).toBe(true);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect((await read("lo", "translation")).data).toBe(true);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    const missing = await read("xx", "translation");
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);
  });
});
