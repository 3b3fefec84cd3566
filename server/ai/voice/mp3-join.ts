/**
 * MP3s spoken one after the other, as one file. MP3 is a run of self-contained frames, so the
 * parts' frames are simply put in order; what must go is what describes a whole file: an ID3v2
 * tag at the start of a later part (it would sit mid-stream), and each part's Xing/Info or VBRI
 * header frame, whose frame count covers only its own part — a browser reading the first would
 * show the first part's length as the whole narration's. Anything unrecognised is kept as is.
 */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** The length of the ID3v2 tag at `at`, or 0 when there is none (or it runs past the end). */
function id3Length(mp3: Uint8Array, at: number): number {
  if (mp3[at] !== 0x49 || mp3[at + 1] !== 0x44 || mp3[at + 2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].map((i) => mp3[at + i] ?? 0xff);
  if (size.some((b) => b & 0x80)) return 0;
  const footer = (mp3[at + 5] ?? 0) & 0x10 ? 10 : 0;
  const length = 10 + footer + size.reduce((n, b) => (n << 7) | b, 0);
  return at + length <= mp3.length ? length : 0;
}

/** The Layer III frame at `at`: its length and whether it is a Xing/Info/VBRI header frame. */
function layer3Frame(mp3: Uint8Array, at: number): { length: number; header: boolean } | null {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = mp3.subarray(at, at + 4);
  const version = (b1 >> 3) & 3;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || version === 1 || ((b1 >> 1) & 3) !== 1) return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
  const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const length = Math.floor(((version === 3 ? 144_000 : 72_000) * bitrate) / sampleRate) + ((b2 >> 1) & 1);
  const mono = b3 >> 6 === 3;
  const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const tag = (offset: number) => String.fromCharCode(...mp3.subarray(at + offset, at + offset + 4));
  const xing = tag(4 + sideInfo);
  return { length, header: xing === "Xing" || xing === "Info" || tag(36) === "VBRI" };
}

/** One part's audio frames: without a leading ID3v2 tag (unless `keepTag`) and header frame. */
function frames(mp3: Buffer, keepTag: boolean): Buffer {
  const tag = id3Length(mp3, 0);
  const first = layer3Frame(mp3, tag);
  const skipFrame = first?.header && tag + first.length <= mp3.length ? first.length : 0;
  if (!skipFrame) return keepTag ? mp3 : mp3.subarray(tag);
  return keepTag
    ? Buffer.concat([mp3.subarray(0, tag), mp3.subarray(tag + skipFrame)])
    : mp3.subarray(tag + skipFrame);
}

/** The parts as one MP3, in order. A single part is returned untouched. */
export function joinMp3(parts: Buffer[]): Buffer {
  if (parts.length === 1) return parts[0]!;
  return Buffer.concat(parts.map((part, i) => frames(part, i === 0)));
}
