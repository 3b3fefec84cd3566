import { beforeAll, describe, expect, it } from "vitest";
import { decodeMp3 } from "../../test-support/audio";
import { EMBEDDED_VOICES } from "./embedded-voices";
import { createEspeakSynth } from "./espeak-synth";
import { joinMp3 } from "./mp3-join";
import { DEFAULT_SPEECH_OPTIONS } from "./voice";

let first: Buffer;
let second: Buffer;
beforeAll(async () => {
  const synth = await createEspeakSynth();
  const voice = EMBEDDED_VOICES[0]!.espeak;
  first = synth.mp3("The lantern swung above the harbour wall.", voice, DEFAULT_SPEECH_OPTIONS);
  second = synth.mp3("Nell waited by the door, and did not smile.", voice, DEFAULT_SPEECH_OPTIONS);
});

/** An ID3v2.4 tag with `size` bytes of body (a provider's "Lavf" tag, say). */
const id3 = (size: number) =>
  Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, size]), Buffer.alloc(size)]);

/**
 * The Info header frame an encoder puts before a file's audio: a silent frame of the same
 * format (here MPEG-2 Layer III, 48 kb/s, 22.05 kHz, mono: 156 bytes unpadded) carrying "Info"
 * after its 4-byte header and 9 bytes of side information, then the file's frame count.
 */
function infoFrame(like: Buffer): Buffer {
  const frame = Buffer.alloc(Math.floor((72_000 * 48) / 22_050));
  like.copy(frame, 0, 0, 4);
  frame[2] = frame[2]! & ~0x02; // no padding byte
  frame.write("Info", 13, "latin1");
  return frame;
}

describe("joining MP3s", () => {
  it("puts the parts' frames one after the other, decoding to both parts' audio", async () => {
    const joined = joinMp3([first, second]);
    expect(joined.equals(Buffer.concat([first, second]))).toBe(true);
    const [a, b, both] = await Promise.all([decodeMp3(first), decodeMp3(second), decodeMp3(joined)]);
    expect(both.samples.length).toBe(a.samples.length + b.samples.length);
  });

  it("drops a later part's ID3 tag and every part's Info frame, which describe one part only", async () => {
    const tag = id3(20);
    const tagged = (mp3: Buffer) => Buffer.concat([tag, infoFrame(mp3), mp3]);
    const joined = joinMp3([tagged(first), tagged(second)]);
    expect(joined.equals(Buffer.concat([tag, first, second]))).toBe(true);
    await expect(decodeMp3(joined)).resolves.toBeTruthy();
  });

  it("leaves one part, and bytes it does not recognise, as they are", () => {
    const tagged = Buffer.concat([id3(20), infoFrame(first), first]);
    expect(joinMp3([tagged]).equals(tagged)).toBe(true);
    const odd = [Buffer.from("ID3 but not a tag"), Buffer.from([0xff, 0xfb, 0xff, 0x00]), Buffer.from("x")];
    expect(joinMp3(odd).equals(Buffer.concat(odd))).toBe(true);
  });
});
