/** The JSON hub protocol's framing and parsing, the WebSocket frames built once per message, and a connection fed arbitrary text. */
import express from "express";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { HubConnection, type ConnectionHost, type Transport } from "../../../platform/services/hub/connection";
import { OutgoingRecords } from "../../../platform/services/hub/outgoing";
import {
  closeMessage,
  completion,
  completionError,
  invocation,
  parseHandshake,
  parseMessage,
  splitRecords,
} from "../../../platform/services/hub/protocol";
import { listen } from "./helpers";

const RS = "\u001e";

describe("framing", () => {
  it("splits records on 0x1E and keeps the unterminated rest", () => {
    expect(splitRecords(`{"a":1}${RS}{"b":2}${RS}{"c"`)).toEqual({ records: ['{"a":1}', '{"b":2}'], rest: '{"c"' });
    expect(splitRecords("")).toEqual({ records: [], rest: "" });
  });

  it("writes the server's messages as terminated records", () => {
    expect(invocation("InitNotifications", [[]]).text).toBe(
      `{"type":1,"target":"InitNotifications","arguments":[[]]}${RS}`,
    );
    expect(completion("1").text).toBe(`{"type":3,"invocationId":"1"}${RS}`);
    expect(completion("1", { id: "x" }).text).toBe(`{"type":3,"invocationId":"1","result":{"id":"x"}}${RS}`);
    expect(completionError("1", "no").text).toBe(`{"type":3,"invocationId":"1","error":"no"}${RS}`);
    expect(closeMessage(undefined, true).text).toBe(`{"type":7,"allowReconnect":true}${RS}`);
    expect(closeMessage("bad").text).toBe(`{"type":7,"error":"bad"}${RS}`);
  });
});

describe("the WebSocket frame built once for every connection", () => {
  it("is one unmasked text frame a ws client reads back exactly, across the three length encodings and multi-byte text", async () => {
    const texts = [
      "a".repeat(124) + RS, // 125 bytes: 7-bit length
      "é".repeat(63) + RS, // 64 characters but 127 bytes: the length is the UTF-8 one
      "b".repeat(125) + RS, // 126 bytes: 16-bit length
      `{"title":"Zähler ✓ 📞"}${RS}`,
      "c".repeat(65_534) + RS, // 65,535 bytes: the largest 16-bit length
      "d".repeat(65_535) + RS, // 65,536 bytes: 64-bit length
    ];
    const server = await listen(express());
    const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
    server.server.on("upgrade", (req, socket, head) =>
      wss.handleUpgrade(req, socket, head, () => {
        for (const text of texts) socket.write(new OutgoingRecords(text).webSocketFrame);
      }),
    );
    const client = new WebSocket(server.url.replace(/^http/, "ws"), { perMessageDeflate: false });
    const received: { text: string; isBinary: boolean }[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        client.on("message", (data, isBinary) => {
          received.push({ text: data.toString(), isBinary });
          if (received.length === texts.length) resolve();
        });
        // A malformed frame (a mask bit, a wrong length) makes the client fail the connection.
        client.on("error", reject);
        client.on("close", () => reject(new Error(`closed after ${received.length} messages`)));
      });
      expect(received).toEqual(texts.map((text) => ({ text, isBinary: false })));
    } finally {
      client.terminate();
      wss.close();
      await server.close();
    }
  });

  it("is built once and then reused", () => {
    const records = new OutgoingRecords(`{"type":6}${RS}`);
    expect(records.webSocketFrame).toBe(records.webSocketFrame);
    expect([...records.webSocketFrame]).toEqual([0x81, 11, ...Buffer.from(`{"type":6}${RS}`)]);
  });
});

describe("handshake", () => {
  it("accepts json versions 1 and 2 (the v8 client sends 2)", () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({
      ok: true,
      value: { protocol: "json", version: 1 },
    });
    expect(parseHandshake('{"protocol":"json","version":2}').ok).toBe(true);
  });

  it("names what is wrong", () => {
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({
      ok: false,
      error: "The protocol 'messagepack' is not supported.",
    });
    expect(parseHandshake('{"protocol":"json","version":9}')).toEqual({
      ok: false,
      error: "The server does not support version 9 of the 'json' protocol.",
    });
    for (const bad of ["", "null", "[]", '{"protocol":"json"}', "{"])
      expect(parseHandshake(bad)).toMatchObject({ ok: false });
  });
});

describe("messages", () => {
  it("reads invocations, pings, closes and completions", () => {
    expect(parseMessage('{"type":1,"invocationId":"0","target":"ClearAll","arguments":[]}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: "0", target: "ClearAll", arguments: [] },
    });
    expect(parseMessage('{"type":1,"target":"ClearAll","arguments":[],"headers":{"a":"b"}}').ok).toBe(true);
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
    expect(parseMessage('{"type":7,"error":"bye"}')).toEqual({ ok: true, value: { type: 7, error: "bye" } });
    expect(parseMessage('{"type":3,"invocationId":"1"}').ok).toBe(true);
  });

  it("skips types from newer protocol versions", () => {
    expect(parseMessage('{"type":99}')).toEqual({ ok: true, value: null });
  });

  it("refuses malformed messages", () => {
    for (const bad of [
      "x",
      "1",
      '{"type":"1"}',
      '{"type":1,"arguments":[]}',
      '{"type":1,"target":"A"}',
      '{"type":1,"target":"A","arguments":{}}',
      '{"type":1,"target":"A","arguments":[],"invocationId":5}',
      `{"type":1,"target":"A","arguments":[],"invocationId":"${"x".repeat(200)}"}`,
      '{"type":4,"target":"A","arguments":[]}',
      '{"type":3}',
    ]) {
      expect(parseMessage(bad)).toMatchObject({ ok: false });
    }
  });
});

describe("a connection fed arbitrary text", () => {
  it("never throws, and either stays open or closes itself", () => {
    const host: ConnectionHost = { handshaken: () => {}, message: () => {}, closed: () => {}, log: () => {} };
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom(RS, '{"protocol":"json","version":1}', '{"type":1'))),
        (chunks) => {
          const sent: string[] = [];
          const transport: Transport = {
            kind: "WebSockets",
            send: (records) => void sent.push(records.text),
            end: () => {},
            terminate: () => {},
          };
          const conn = new HubConnection({ accountId: "a", userId: "u" }, host, {
            maxMessageChars: 1000,
            handshakeTimeoutMs: 60_000,
          });
          conn.attach(transport);
          for (const chunk of chunks) expect(() => conn.receive(chunk)).not.toThrow();
          conn.close({ notify: false });
          // every record written is complete JSON
          for (const record of sent.join("").split(RS).filter(Boolean)) expect(() => JSON.parse(record)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
