// The part of @echogarden/espeak-ng-emscripten's Emscripten module the worker uses; the
// package ships no types.
declare module "@echogarden/espeak-ng-emscripten" {
  export interface ESpeakNGWorker {
    /** 0 when the voice exists ("en-gb-x-rp+f3": language voice + variant). */
    set_voice(name: string): number;
    rate: number;
    pitch: number;
    range: number;
    readonly samplerate: number;
    /** Calls back with each chunk of 16-bit mono samples; returning true stops. */
    synthesize(
      text: string,
      callback: (samples: Int16Array | null, events: unknown[]) => boolean | number,
    ): void;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  const factory: (options?: Record<string, unknown>) => Promise<ESpeakNGModule>;
  export default factory;
}
