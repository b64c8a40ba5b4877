import { act, render } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DateTime, useDateTimeText } from "./date-time";

// 20:08:07 UTC: 03:08:07 the next day in Laos (UTC+7), 04:08:07 in China (UTC+8).
const MOMENT = "2026-03-05T20:08:07.000Z";

let zone: string | undefined;
let root: Root | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  // A phone on Chinese time: neither UTC nor Lao time. Node reads TZ afresh when it is set.
  process.env.TZ = "Asia/Shanghai";
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  process.env.TZ = zone;
});

describe("DateTime", () => {
  it("is written in Lao time on the server, whatever the server's own zone", () => {
    expect(renderToString(<DateTime value={MOMENT} />)).toBe("06/03/2026 03:08:07");
  });

  it("hydrates the server's text as it is, then shows the device's own time", async () => {
    const container = document.createElement("p");
    container.innerHTML = renderToString(<DateTime value={MOMENT} />);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <DateTime value={MOMENT} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe("06/03/2026 04:08:07");
  });

  it("is written in the device's time at once where the app renders without the server", () => {
    expect(render(<DateTime value={MOMENT} />).container.textContent).toBe("06/03/2026 04:08:07");
  });
});

/** A moment within a sentence, as a history writes when a promotion ended. */
function Ended() {
  const dateTime = useDateTimeText();
  return <span>{`Ended: ${dateTime(MOMENT)}`}</span>;
}

describe("useDateTimeText", () => {
  it("writes a moment within a sentence as DateTime does: Lao time while hydrating, then the device's", async () => {
    const container = document.createElement("p");
    container.innerHTML = renderToString(<Ended />);
    expect(container.textContent).toBe("Ended: 06/03/2026 03:08:07");
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Ended />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe("Ended: 06/03/2026 04:08:07");
  });
});
