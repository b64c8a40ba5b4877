import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n, initI18n, languageCookie, languageTag, storedLanguage } from "./i18n";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("data-language");
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the app sets.
  document.cookie = "kham_lng=; Max-Age=0; Path=/";
});

/** The translations as the server writes them into the page. */
function inlineTranslation(language: string, resources: unknown) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = "kham-translation";
  block.textContent = JSON.stringify({ language, resources });
  document.head.append(block);
}

describe("translations the page holds", () => {
  it("are used for the stored language without fetching them", async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("i18nextLng", "th");
    inlineTranslation("th", { header: { login: "เข้าสู่ระบบ" } });
    await initI18n();
    expect(i18n.t("header.login")).toBe("เข้าสู่ระบบ");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are ignored when they are not the stored language's (a page cached before a switch)", async () => {
    const fetchMock = vi.fn(async () => Response.json({ header: { login: "Đăng nhập" } }));
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("i18nextLng", "vn");
    inlineTranslation("lo", { header: { login: "ເຂົ້າສູ່ລະບົບ" } });
    await initI18n();
    expect(i18n.t("header.login")).toBe("Đăng nhập");
    expect(fetchMock).toHaveBeenCalledWith("/locales/vn/translation.json", expect.anything());
  });

  it("still leave another language to be fetched on a switch", async () => {
    const fetchMock = vi.fn(async () => Response.json({ header: { login: "登录" } }));
    vi.stubGlobal("fetch", fetchMock);
    inlineTranslation("lo", { header: { login: "ເຂົ້າສູ່ລະບົບ" } });
    await initI18n();
    expect(i18n.t("header.login")).toBe("ເຂົ້າສູ່ລະບົບ");
    await changeLanguage("cn");
    expect(i18n.t("header.login")).toBe("登录");
  });
});

describe("the language cookie the server renders the page in", () => {
  it("mirrors the stored language when the app starts and every switch, for a year", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    localStorage.setItem("i18nextLng", "vn");
    await initI18n();
    expect(document.cookie).toContain("kham_lng=vn");
    await changeLanguage("th");
    expect(document.cookie).toContain("kham_lng=th");
    expect(languageCookie("th")).toBe("kham_lng=th; Path=/; Max-Age=31536000; SameSite=Lax");
  });
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

  it("is the language cookie's when storage holds none, so the app starts in the page's language", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server rendered the page by.
    document.cookie = "kham_lng=cn; Path=/";
    expect(storedLanguage()).toBe("cn");
    localStorage.setItem("i18nextLng", "th");
    expect(storedLanguage()).toBe("th");
    localStorage.removeItem("i18nextLng");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(storedLanguage()).toBe("cn");
    // biome-ignore lint/suspicious/noDocumentCookie: an unknown code counts for nothing.
    document.cookie = "kham_lng=en; Path=/";
    expect(storedLanguage()).toBe("lo");
  });

  it("takes the cookie's language from the page the server rendered with it, without reading the cookie", async () => {
    document.documentElement.setAttribute("data-language", "th");
    const cookie = vi.spyOn(document, "cookie", "get");
    expect(storedLanguage()).toBe("th");
    expect(cookie).not.toHaveBeenCalled();
    // A choice stored in the browser still comes first.
    localStorage.setItem("i18nextLng", "vn");
    expect(storedLanguage()).toBe("vn");
    localStorage.removeItem("i18nextLng");
    // A switch rewrites the cookie, and the page's attribute with it.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({})),
    );
    await changeLanguage("cn");
    localStorage.removeItem("i18nextLng");
    expect(storedLanguage()).toBe("cn");
    // An unknown code counts for nothing: the cookie is read.
    document.documentElement.setAttribute("data-language", "en");
    expect(storedLanguage()).toBe("cn");
    expect(cookie).toHaveBeenCalled();
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

  it("is left alone when the page already has the language's tag: setting it restyles the whole page", async () => {
    inlineTranslation("th", { header: { login: "เข้าสู่ระบบ" } });
    localStorage.setItem("i18nextLng", "th");
    document.documentElement.lang = "th";
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    await initI18n();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
