/** A bench's command line: `--json` for machine-readable output, `--name value` options. */
export const json = process.argv.includes("--json");

export function arg(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
