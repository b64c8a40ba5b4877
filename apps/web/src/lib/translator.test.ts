// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { type Texts, Translator } from "./translator";

const lao: Texts = {
  header: { login: "ເຂົ້າສູ່ລະບົບ" },
  deposit: { toast: { text: "ເຕີມ {{credit}} ເຂົ້າ {{provider}}" } },
  "flat.key": "flat",
};

describe("a text", () => {
  const i18n = new Translator({ language: "lo", resources: { lo: { translation: lao } } });

  it("is found under its dotted path in the nested texts, or under a flat key", () => {
    expect(i18n.t("header.login")).toBe("ເຂົ້າສູ່ລະບົບ");
    expect(i18n.t("flat.key")).toBe("flat");
  });

  it("fills in its placeholders unescaped, a missing value as nothing", () => {
    expect(i18n.t("deposit.toast.text", { credit: "1,000 <b>", provider: "GClub" })).toBe(
      "ເຕີມ 1,000 <b> ເຂົ້າ GClub",
    );
    expect(i18n.t("deposit.toast.text", { credit: 5 })).toBe("ເຕີມ 5 ເຂົ້າ ");
  });

  it("is its key when missing, or the default value given, filled in", () => {
    expect(i18n.t("header.nowhere")).toBe("header.nowhere");
    expect(i18n.t("header")).toBe("header");
    expect(i18n.t("Too short", { defaultValue: "Too short {{min}}", min: 3 })).toBe("Too short 3");
    expect(i18n.exists("header.login")).toBe(true);
    expect(i18n.exists("header.nowhere")).toBe(false);
  });

  it("takes the plural form for its count when the texts have one", () => {
    const plural = new Translator({
      language: "en",
      resources: {
        en: {
          translation: {
            changed_one: "{{count}} field",
            changed_other: "{{count}} fields",
            age: "{{count}} s",
          },
        },
      },
    });
    expect(plural.t("changed", { count: 1 })).toBe("1 field");
    expect(plural.t("changed", { count: 4 })).toBe("4 fields");
    expect(plural.t("age", { count: 4 })).toBe("4 s");
  });

  it("is looked up in the namespaces in order: the back office's own texts, then the player's", () => {
    const backOffice = new Translator({
      language: "lo",
      namespaces: ["backoffice", "translation"],
      resources: {
        lo: { backoffice: { header: { login: "ພະນັກງານ" } }, translation: { ...lao, error: { x: "X" } } },
      },
    });
    expect(backOffice.t("header.login")).toBe("ພະນັກງານ");
    expect(backOffice.t("error.x")).toBe("X");
  });
});

describe("a language switch", () => {
  it("loads the language's missing namespaces first, then tells the listeners", async () => {
    const load = vi.fn(async (language: string, namespace: string) => ({
      ns: { name: `${language}/${namespace}` },
    }));
    const i18n = new Translator({
      language: "lo",
      namespaces: ["backoffice", "translation"],
      resources: { lo: { backoffice: {}, translation: lao } },
      load,
    });
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.isReady("th")).toBe(false);
    const switching = i18n.changeLanguage("th");
    expect(i18n.language).toBe("lo");
    await switching;
    expect(i18n.language).toBe("th");
    expect(load.mock.calls).toEqual([
      ["th", "backoffice"],
      ["th", "translation"],
    ]);
    expect(i18n.t("ns.name")).toBe("th/backoffice");
    expect(i18n.isReady()).toBe(true);
    expect(listener).toHaveBeenCalled();

    await i18n.changeLanguage("lo");
    expect(i18n.t("header.login")).toBe("ເຂົ້າສູ່ລະບົບ");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads a language once however many ask for it at the same time", async () => {
    const load = vi.fn(async () => lao);
    const i18n = new Translator({ language: "lo", load });
    const first = i18n.loadLanguage("cn");
    expect(i18n.loadLanguage("cn")).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("of two quick switches keeps the last one asked for", async () => {
    let finishThai: (texts: Texts) => void = () => {};
    const i18n = new Translator({
      language: "lo",
      load: (language) =>
        language === "th" ? new Promise<Texts>((resolve) => (finishThai = resolve)) : Promise.resolve(lao),
    });
    const toThai = i18n.changeLanguage("th");
    await i18n.changeLanguage("cn");
    finishThai({});
    await toThai;
    expect(i18n.language).toBe("cn");
  });

  it("still happens when the texts cannot load (keys show), and a later switch tries again", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ a: "ก" });
    const i18n = new Translator({ language: "lo", resources: { lo: { translation: lao } }, load });
    await i18n.changeLanguage("th");
    expect(i18n.language).toBe("th");
    expect(i18n.isReady()).toBe(true);
    expect(i18n.t("a")).toBe("a");
    await i18n.changeLanguage("lo");
    await i18n.changeLanguage("th");
    expect(i18n.t("a")).toBe("ก");
  });

  it("is never waited for when there is no way to load texts: keys show", async () => {
    const i18n = new Translator({ language: "lo" });
    expect(i18n.isReady()).toBe(true);
    await i18n.changeLanguage("vn");
    expect(i18n.t("header.login")).toBe("header.login");
  });
});
