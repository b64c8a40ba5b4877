import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { testAgency } from "@/lib/test-app";
import { agencyInfoQueryOptions, seedAgencyInfo } from "./get-agency-info";

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the agency info the page holds", () => {
  it("is the query's answer: the first render asks the API nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = "kham-agency-info";
    block.textContent = JSON.stringify({ agency: testAgency });
    document.head.append(block);

    const queryClient = createQueryClient();
    seedAgencyInfo(queryClient);
    expect(await queryClient.ensureQueryData(agencyInfoQueryOptions())).toEqual({ agency: testAgency });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is left to the API when the page holds none (an unknown host, the installed app's page)", () => {
    const queryClient = createQueryClient();
    seedAgencyInfo(queryClient);
    expect(queryClient.getQueryData(agencyInfoQueryOptions().queryKey)).toBeUndefined();
  });
});
