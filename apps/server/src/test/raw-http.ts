import { once } from "node:events";
import { connect } from "node:net";

/** Writes a request as the bytes given (what inject cannot send) and reads the answer until the socket closes. */
export async function rawRequest(port: number, request: string) {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write(request);
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  await once(socket, "close");
  const text = Buffer.concat(chunks).toString("utf8");
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { statusLine, headers, body };
}
