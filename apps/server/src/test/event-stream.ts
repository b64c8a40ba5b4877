import http from "node:http";
import { waitUntil } from "./wait.ts";

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Opens a server-sent event stream on a listening test server and collects its events as they come. */
export function openEventStream(options: { port: number; path: string; cookie: string }) {
  const events: ServerSentEvent[] = [];
  let text = "";
  let everything = "";
  let ended = false;
  let resolveOpen!: (response: http.IncomingMessage) => void;
  const opened = new Promise<http.IncomingMessage>((resolve) => {
    resolveOpen = resolve;
  });
  const request = http.get(
    {
      host: "127.0.0.1",
      port: options.port,
      path: options.path,
      headers: { cookie: options.cookie, host: "localhost" },
    },
    (response) => {
      response.setEncoding("utf8");
      response.on("end", () => {
        ended = true;
      });
      response.on("data", (chunk: string) => {
        text += chunk;
        everything += chunk;
        let end = text.indexOf("\n\n");
        while (end !== -1) {
          const frame = text.slice(0, end);
          text = text.slice(end + 2);
          const name = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
          end = text.indexOf("\n\n");
        }
      });
      resolveOpen(response);
    },
  );
  return {
    events,
    opened,
    raw: () => everything,
    /** Whether the server ended the stream. */
    ended: () => ended,
    waitForEnd: () => waitUntil(() => ended, "the stream to end"),
    close: () => request.destroy(),
    waitFor: (name: string, count = 1) =>
      waitUntil(
        () => events.filter((event) => event.event === name).length >= count,
        () => `${count} ${name} event(s); got ${JSON.stringify(events)}`,
      ),
  };
}
