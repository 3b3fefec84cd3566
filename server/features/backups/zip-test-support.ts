import { deflateRawSync } from "node:zlib";

/**
 * Zips written by hand for tests: each entry's header says whatever the test wants, true or
 * not. No CRC (the reader checks SHA-256 from the manifest instead), no data descriptors.
 */
export type CraftedEntry = {
  name: string;
  /** The entry's data as stored: deflated (method 8) or as it is (method 0). */
  packed: Uint8Array;
  method: 0 | 8;
  /** The size its headers claim it unpacks to. */
  declared: number;
};

export function craftZip(entries: CraftedEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x800, 8);
    dir.writeUInt16LE(entry.method, 10);
    dir.writeUInt32LE(entry.packed.length, 20);
    dir.writeUInt32LE(entry.declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.packed));
    central.push(dir, name);
    offset += 30 + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** An honest deflated entry. */
export const deflated = (name: string, data: Uint8Array): CraftedEntry => ({
  name,
  packed: deflateRawSync(data),
  method: 8,
  declared: data.length,
});

/** Bits written least significant first, as DEFLATE packs them; Huffman codes most significant first. */
class BitWriter {
  private bit = 0;
  constructor(readonly bytes: Uint8Array) {}
  bits(value: number, count: number) {
    for (let i = 0; i < count; i++, this.bit++)
      if ((value >> i) & 1)
        this.bytes[this.bit >> 3] = (this.bytes[this.bit >> 3] ?? 0) | (1 << (this.bit & 7));
  }
  code(code: string) {
    for (const c of code) this.bits(c === "1" ? 1 : 0, 1);
  }
  /** Zero bits: the buffer is zeroed already. */
  skip(count: number) {
    this.bit += count;
  }
  get length() {
    return (this.bit + 7) >> 3;
  }
}

/**
 * A DEFLATE stream of about `megabytes` MB of zeros in one block, written by hand: a literal 0,
 * then matches of 258 bytes at distance 1, each match two bits (the length and distance codes
 * are one bit each): about 1 KB per MB, the most DEFLATE allows. One block, no stored blocks:
 * an inflater that is not stopped inflates all of it.
 */
export function zeroBomb(megabytes: number): Uint8Array {
  const matches = Math.ceil((megabytes * 1024 * 1024) / 258);
  const out = new BitWriter(new Uint8Array(Math.ceil(matches / 4) + 64));
  out.bits(1, 1); // the final block
  out.bits(2, 2); // dynamic Huffman codes
  out.bits(286 - 257, 5); // literal/length codes: up to 285 (a length of 258)
  out.bits(2 - 1, 5); // distance codes: 0 and 1
  out.bits(18 - 4, 4); // code length codes given, in their fixed order:
  // 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1 → 18 is one bit ("0"), 1 and 2 two ("10", "11").
  for (const length of [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2]) out.bits(length, 3);
  const zeros = (n: number) => {
    out.code("0"); // 18: n zero lengths, 11–138
    out.bits(n - 11, 7);
  };
  out.code("11"); // literal 0: length 2
  zeros(138);
  zeros(117); // literals 1–255: unused
  out.code("11"); // 256, the end of the block: length 2
  zeros(28); // lengths 257–284: unused
  out.code("10"); // 285 (a length of 258): length 1
  out.code("10");
  out.code("10"); // distances 0 (1 back) and 1: length 1 each
  // Codes: 285 → "0", literal 0 → "10", end of block → "11"; distance 0 → "0".
  out.code("10");
  out.skip(matches * 2);
  out.code("11");
  return out.bytes.subarray(0, out.length);
}

/**
 * Issue 28, F1: a zip whose only entry is a manifest listing `zeros` zeros as its files
 * (`"files":[0,0,…]`), deflated honestly. 12,000,000 zeros pack to about 24 KB and unpack to
 * 24 MB: Zod noting an issue per element exhausted the heap, and 4,000,000 (8 KB) cost 2.8 GB.
 */
export function manifestBomb(zeros: number): Uint8Array {
  const head =
    '{"format":"taleforge-backup","version":1,"createdAt":"2026-11-26T05:12:31.000Z","user":{"id":"u1"},"games":0,"files":[';
  const text = `${head}${"0,".repeat(zeros - 1)}0]}`;
  return craftZip([deflated("manifest.json", Buffer.from(text, "latin1"))]);
}
