export {};

/**
 * Browser-side tests (jsdom) wait up to 10 s for what they expect to appear, not Testing
 * Library's 1 s: a lazily loaded chunk can take longer than that on a loaded 2-core CI machine,
 * and a wait is not a timing assertion (timings are measured in bench/).
 */
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
