import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { leaveFor } from "@/lib/leave-for";
import { renderInApp } from "@/lib/test-app";
import { askmebetGames, stubPlayerGames } from "../test-data";
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

it("opens the game tapped while its button's code was loading, and forgets a tap left on an earlier visit", async () => {
  const url = "http://localhost/sandbox/games/play/token-early";
  const calls = stubPlayerGames(askmebetGames, { status: 200, body: { data: { url } } });
  const user = userEvent.setup();
  const tiles = async () =>
    within(await screen.findByRole("region", { name: /game\.popular_title/ })).findAllByRole("button");

  renderInApp(() => <PopularGames />);
  const [left] = await tiles();
  await user.click(left!);
  cleanup();

  renderInApp(() => <PopularGames />);
  const [, tapped] = await tiles();
  const name = tapped!.textContent;
  await user.click(tapped!);
  expect(calls.some((call) => call.method === "POST")).toBe(false);

  buttonCode.arrive();
  await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
  const launches = calls.filter((call) => call.method === "POST");
  expect(launches).toHaveLength(1);
  const game = askmebetGames.find((candidate) => name?.startsWith(candidate.name));
  expect(launches[0]?.body).toMatchObject({ gameCode: game?.code });
});
