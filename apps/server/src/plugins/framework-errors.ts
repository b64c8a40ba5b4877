import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import type { ApiErrorBody } from "@kham/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { apiSecurityHeaders, setSecurityHeaders } from "./security-headers.ts";

/** An undecodable URL is answered before any hook runs, so the protective headers are set here. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.answersData = true;
  setSecurityHeaders(request, reply);
  request.server.errorHandler(error, request, reply);
}

/** A request Node cannot parse has no request object, so the answer is written on the socket. */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const body: ApiErrorBody = { error: { code: "VALIDATION_ERROR", message: "The request cannot be read" } };
    const payload = JSON.stringify(body);
    const headers = {
      ...apiSecurityHeaders,
      "x-request-id": randomUUID(),
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(payload)),
      connection: "close",
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 400 Bad Request\r\n${lines.join("")}\r\n${payload}`);
  }
  socket.destroy(error);
}
