import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

/** A UUIDv7 (RFC 9562): 48-bit Unix milliseconds, then random bits; sorts by creation time. */
export function uuidv7(now: number = Date.now()): string {
  if (offset >= pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = Buffer.from(pool.subarray(offset, offset + 16));
  offset += 16;
  b.writeUIntBE(now, 0, 6);
  b[6] = 0x70 | (b[6]! & 0x0f);
  b[8] = 0x80 | (b[8]! & 0x3f);
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
