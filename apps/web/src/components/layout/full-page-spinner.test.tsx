import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { agencyInfoQueryOptions } from "@/features/agency/api/get-agency-info";
import { I18nProvider } from "@/lib/i18n-react";
import { FullPageSpinner } from "./full-page-spinner";
import { testAgency, testI18n } from "./test-utils";

function renderSpinner(queryClient: QueryClient) {
  return render(
    <I18nProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <FullPageSpinner />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("FullPageSpinner", () => {
  afterEach(cleanup);

  it("shows the brand logo before the agency is known, without fetching it", () => {
    const queryClient = new QueryClient();
    renderSpinner(queryClient);
    expect(screen.getByRole("img").getAttribute("src")).toBe("/brand/logo.svg");
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("shows the agency's logo once the agency has loaded", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(agencyInfoQueryOptions().queryKey, {
      agency: { ...testAgency, logoUrl: "/agency/own-logo.svg" },
    });
    renderSpinner(queryClient);
    const logo = screen.getByRole("img", { name: testAgency.name });
    expect(logo.getAttribute("src")).toBe("/agency/own-logo.svg");
    expect(screen.getByRole("status").textContent).toContain("common.loading");
  });
});
