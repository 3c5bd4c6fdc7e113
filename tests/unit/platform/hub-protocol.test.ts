/** The JSON hub protocol's framing and parsing, and a connection fed arbitrary text. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HubConnection, type ConnectionHost, type Transport } from "../../../platform/services/hub/connection";
import {
  closeMessage,
  completion,
  completionError,
  invocation,
  parseHandshake,
  parseMessage,
  splitRecords,
} from "../../../platform/services/hub/protocol";

const RS = "\u001e";

describe("framing", () => {
  it("splits records on 0x1E and keeps the unterminated rest", () => {
    expect(splitRecords(`{"a":1}${RS}{"b":2}${RS}{"c"`)).toEqual({ records: ['{"a":1}', '{"b":2}'], rest: '{"c"' });
    expect(splitRecords("")).toEqual({ records: [], rest: "" });
  });

  it("writes the server's messages as terminated records", () => {
    expect(invocation("InitNotifications", [[]])).toBe(`{"type":1,"target":"InitNotifications","arguments":[[]]}${RS}`);
    expect(completion("1")).toBe(`{"type":3,"invocationId":"1"}${RS}`);
    expect(completion("1", { id: "x" })).toBe(`{"type":3,"invocationId":"1","result":{"id":"x"}}${RS}`);
    expect(completionError("1", "no")).toBe(`{"type":3,"invocationId":"1","error":"no"}${RS}`);
    expect(closeMessage(undefined, true)).toBe(`{"type":7,"allowReconnect":true}${RS}`);
    expect(closeMessage("bad")).toBe(`{"type":7,"error":"bad"}${RS}`);
  });
});

describe("handshake", () => {
  it("accepts json versions 1 and 2 (the v8 client sends 2)", () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, value: { protocol: "json", version: 1 } });
    expect(parseHandshake('{"protocol":"json","version":2}').ok).toBe(true);
  });

  it("names what is wrong", () => {
    expect(parseHandshake('{"protocol":"messagepack","version":1}')).toEqual({ ok: false, error: "The protocol 'messagepack' is not supported." });
    expect(parseHandshake('{"protocol":"json","version":9}')).toEqual({
      ok: false,
      error: "The server does not support version 9 of the 'json' protocol.",
    });
    for (const bad of ["", "null", "[]", '{"protocol":"json"}', "{"]) expect(parseHandshake(bad)).toMatchObject({ ok: false });
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
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(RS, '{"protocol":"json","version":1}', '{"type":1'))), (chunks) => {
        const sent: string[] = [];
        const transport: Transport = { kind: "WebSockets", send: (t) => void sent.push(t), end: () => {}, terminate: () => {} };
        const conn = new HubConnection({ accountId: "a", userId: "u" }, host, { maxMessageChars: 1000, handshakeTimeoutMs: 60_000 });
        conn.attach(transport);
        for (const chunk of chunks) expect(() => conn.receive(chunk)).not.toThrow();
        conn.close({ notify: false });
        // every record written is complete JSON
        for (const record of sent.join("").split(RS).filter(Boolean)) expect(() => JSON.parse(record)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
