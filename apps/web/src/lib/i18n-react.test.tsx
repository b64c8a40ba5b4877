import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, useTranslation } from "./i18n-react";
import { type Texts, Translator } from "./translator";

afterEach(cleanup);

function Login() {
  const { t } = useTranslation();
  return <p>{t("header.login")}</p>;
}

function Loading() {
  const { t, ready } = useTranslation({ suspend: false });
  return <p>{ready ? t("common.loading") : "…"}</p>;
}

/** A translator whose Thai texts arrive when the test says so. */
function slowThai() {
  let arrive: (texts: Texts) => void = () => {};
  const i18n = new Translator({
    language: "lo",
    resources: { lo: { translation: { header: { login: "ເຂົ້າສູ່ລະບົບ" } } } },
    load: () => new Promise<Texts>((resolve) => (arrive = resolve)),
  });
  return { i18n, arrive: (texts: Texts) => arrive(texts) };
}

describe("useTranslation", () => {
  it("renders the texts at hand at once, on the server too", () => {
    const { i18n } = slowThai();
    expect(
      renderToString(
        <I18nProvider i18n={i18n}>
          <Login />
        </I18nProvider>,
      ),
    ).toBe("<p>ເຂົ້າສູ່ລະບົບ</p>");
  });

  it("re-renders in the new language once its texts have loaded", async () => {
    const { i18n, arrive } = slowThai();
    render(
      <I18nProvider i18n={i18n}>
        <Login />
      </I18nProvider>,
    );
    const switching = i18n.changeLanguage("th");
    expect(screen.getByText("ເຂົ້າສູ່ລະບົບ")).toBeTruthy();
    await act(async () => {
      arrive({ header: { login: "เข้าสู่ระบบ" } });
      await switching;
    });
    expect(screen.getByText("เข้าสู่ระบบ")).toBeTruthy();
  });

  it("suspends while the language's texts load, unless told not to", async () => {
    const { i18n, arrive } = slowThai();
    i18n.language = "th";
    render(
      <I18nProvider i18n={i18n}>
        <Loading />
        <Suspense fallback={<p>spinner</p>}>
          <Login />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText("spinner")).toBeTruthy();
    expect(screen.getByText("…")).toBeTruthy();
    await act(async () => arrive({ header: { login: "เข้าสู่ระบบ" }, common: { loading: "กำลังโหลด" } }));
    // React reveals what a Suspense boundary held back after a short throttle.
    expect(await screen.findByText("เข้าสู่ระบบ")).toBeTruthy();
    expect(screen.getByText("กำลังโหลด")).toBeTruthy();
  });
});
