// Prints the path of an official Node.js build of the current LTS line, so that CI can run the
// server tests on it as well as on the machine's Node (ADR 016). The npm registry's
// node-<platform>-<arch> packages hold those builds: the first call packs one into .cache/ and
// keeps only its bin/node; later calls use it without the network.
//
//   node scripts/node-lts.mjs          → /…/.cache/node24/bin/node
//   NODE_LTS_MAJOR=26 node scripts/node-lts.mjs
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const major = process.env.NODE_LTS_MAJOR ?? "24";
const dir = path.resolve(process.env.NODE_LTS_DIR ?? `.cache/node${major}`);
const bin = path.join(dir, "bin", "node");

if (!existsSync(bin)) {
  const pkg = `node-${process.platform}-${process.arch}@${major}`;
  console.error(`Fetching ${pkg} from the npm registry into ${path.relative(process.cwd(), dir)}/`);
  mkdirSync(dir, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", pkg, "--json", "--pack-destination", dir], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }),
  );
  const tarball = path.join(dir, packed.filename);
  // ~50 MB packed; only the binary is kept (~120 MB): no npm or headers, which the tests need not.
  execFileSync("tar", ["xzf", tarball, "-C", dir, "--strip-components=1", "package/bin/node"]);
  rmSync(tarball);
}

const version = execFileSync(bin, ["--version"], { encoding: "utf8" }).trim();
if (!version.startsWith(`v${major}.`)) {
  console.error(`${bin} is ${version}, not Node ${major}: delete ${dir} and run again`);
  process.exit(1);
}
console.log(bin);
