import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { leaveFor } from "@/lib/leave-for";
import { type ApiAnswer, renderInApp, stubApi } from "@/lib/test-app";
import { askmebetGames } from "../test-data";
import { PopularGames } from "./popular-games";

const buttonCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

vi.mock("@/lib/leave-for", () => ({ leaveFor: vi.fn() }));
// The launcher's code arrives only when the test says, as on a slow phone.
vi.mock("./popular-game-button", async (importOriginal) => {
  await buttonCode.arrived;
  return importOriginal();
});

it("opens a game tapped while its button's code was still loading, once the code is there", async () => {
  const url = "http://localhost/sandbox/games/play/token-early";
  const calls = stubApi(({ path, method }): ApiAnswer | undefined =>
    method === "POST" && path === "/v2/games/launch"
      ? { status: 200, body: { data: { url } } }
      : path === "/v2/games"
        ? { status: 200, body: { data: askmebetGames } }
        : path === "/v2/players/info"
          ? {
              status: 200,
              body: {
                data: {
                  player: { id: "p1", username: "somchai", displayName: "Somchai" },
                  credential: { username: "somchai", providers: [] },
                  bankAccounts: [],
                },
              },
            }
          : undefined,
  );
  const user = userEvent.setup();
  renderInApp(() => <PopularGames />);
  const row = await screen.findByRole("region", { name: /game\.popular_title/ });
  const [first] = await within(row).findAllByRole("button");
  await user.click(first!);
  expect(calls.some((call) => call.method === "POST")).toBe(false);

  buttonCode.arrive();
  await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
  expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
});
