import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n, initI18n, languageTag, storedLanguage } from "./i18n";

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

describe("<html lang>", () => {
  it("is a valid BCP 47 tag for each of the app's language codes", () => {
    expect(languageTag("lo")).toBe("lo");
    expect(languageTag("cn")).toBe("zh-CN");
    expect(languageTag("vn")).toBe("vi");
    expect(languageTag("th")).toBe("th");
  });

  it("follows a switch to Chinese or Vietnamese, while i18nextLng keeps the app's code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    await changeLanguage("cn");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem("i18nextLng")).toBe("cn");
    await changeLanguage("vn");
    expect(document.documentElement.lang).toBe("vi");
    expect(localStorage.getItem("i18nextLng")).toBe("vn");
  });

  it("starts with the tag of the stored language", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    localStorage.setItem("i18nextLng", "vn");
    await initI18n();
    expect(document.documentElement.lang).toBe("vi");
  });
});
