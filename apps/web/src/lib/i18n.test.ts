import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n, initI18n, storedLanguage } from "./i18n";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("language choice", () => {
  it("defaults to Lao", () => {
    expect(storedLanguage()).toBe("lo");
  });

  it("reads the language stored under i18nextLng and ignores unknown ones", () => {
    localStorage.setItem("i18nextLng", "vn");
    expect(storedLanguage()).toBe("vn");
    localStorage.setItem("i18nextLng", "en");
    expect(storedLanguage()).toBe("lo");
  });

  it("loads the stored language from /locales and remembers a switch under i18nextLng with <html lang>", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      Response.json({ header: { login: url.includes("/th/") ? "เข้าสู่ระบบ" : "ເຂົ້າສູ່ລະບົບ" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("i18nextLng", "lo");
    await initI18n();
    expect(document.documentElement.lang).toBe("lo");
    expect(i18n.t("header.login")).toBe("ເຂົ້າສູ່ລະບົບ");

    await changeLanguage("th");
    expect(localStorage.getItem("i18nextLng")).toBe("th");
    expect(document.documentElement.lang).toBe("th");
    expect(i18n.t("header.login")).toBe("เข้าสู่ระบบ");
    expect(fetchMock).toHaveBeenCalledWith("/locales/th/translation.json", expect.anything());
  });
});
