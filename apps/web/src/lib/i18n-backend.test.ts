// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchLocale, localePath } from "./i18n-backend";

describe("loading a locale file", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads /locales/{lng}/{ns}.json", async () => {
    const fetchMock = vi.fn(async () => Response.json({ header: { login: "ເຂົ້າສູ່ລະບົບ" } }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchLocale("lo", "translation")).resolves.toEqual({ header: { login: "ເຂົ້າສູ່ລະບົບ" } });
    expect(fetchMock).toHaveBeenCalledWith("/locales/lo/translation.json", expect.anything());
    expect(localePath("th", "translation")).toBe("/locales/th/translation.json");
  });

  it("tries again after a server error or a network failure", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(Response.json({ header: { login: "登录" } }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(fetchLocale("cn", "translation", 0)).resolves.toEqual({ header: { login: "登录" } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up after five more tries, and at once after a 404", async () => {
    const failing = vi.fn(async () => new Response("", { status: 502 }));
    vi.stubGlobal("fetch", failing);
    await expect(fetchLocale("lo", "translation", 0)).rejects.toThrow("502");
    expect(failing).toHaveBeenCalledTimes(6);

    const missing = vi.fn(async () => new Response("", { status: 404 }));
    vi.stubGlobal("fetch", missing);
    await expect(fetchLocale("xx", "translation", 0)).rejects.toThrow("404");
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
