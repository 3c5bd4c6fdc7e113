/**
 * What the server sends, serialised once however many connections it goes to: the records' text
 * (long polling queues it) and the whole WebSocket text frame, header and UTF-8 payload in one buffer
 * (built on first use), that is written as is to every socket. A fan-out to thousands of connections
 * then costs one JSON serialisation, one encoding and one frame, and a single socket write each.
 */
import * as ws from "ws";

/** ws's own framing (RFC 6455 section 5.2), public on its Sender though @types/ws leaves it out. */
const { Sender } = ws as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};
const TEXT_OPCODE = 0x1;

export class OutgoingRecords {
  private frame: Buffer | null = null;

  /** One or more records, each terminated by the record separator. */
  constructor(readonly text: string) {}

  /** One unmasked, unfragmented, uncompressed text frame (what a server sends without permessage-deflate). */
  get webSocketFrame(): Buffer {
    if (!this.frame) {
      const parts = Sender.frame(Buffer.from(this.text, "utf8"), {
        fin: true,
        opcode: TEXT_OPCODE,
        mask: false,
        readOnly: false,
        rsv1: false,
      });
      this.frame = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    }
    return this.frame;
  }
}
