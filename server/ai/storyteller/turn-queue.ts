/**
 * Scenes wait here to be written, first come first served, a few milliseconds of them at a
 * time. Between slices the event loop reads the database's answers and sends finished scenes,
 * so that a crowd of players arriving together does not hold back the scenes already written.
 */
const SLICE_MS = 4;
const jobs: Array<() => void> = [];
let scheduled = false;

function drain(): void {
  scheduled = false;
  const until = performance.now() + SLICE_MS;
  let job = jobs.shift();
  while (job) {
    job();
    if (performance.now() >= until) break;
    job = jobs.shift();
  }
  if (jobs.length) {
    scheduled = true;
    setImmediate(drain);
  }
}

/** Runs `work` in its turn and answers with what it returns or throws. */
export function inTurn<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    jobs.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  });
}
