// Run a Python script inside the page's own MicroPython build (the npm package the page
// loads), with the project's `elo` package and tests/ copied into its in-memory file system.
//
//   node tests/mpy/run.mjs [--mpy] SCRIPT.py [INPUT.json]
//
// With --mpy the package's modules come from static/build (what the page loads, compiled by
// tools/build_page.py) wherever a compiled one exists, and from elo/ otherwise.
//
// The project appears at /project, the working directory; INPUT.json, if given, at
// /project/input.json (this port has no sys.argv to pass it otherwise).
// MicroPython's own runner exits 0 even when the script fails, so a Python exception
// here ends the process with status 1 and the traceback on stderr.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript/micropython.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const argv = process.argv.slice(2);
const compiled = argv[0] === "--mpy";
const [script, input] = compiled ? argv.slice(1) : argv;
if (!script) {
  console.error("usage: node tests/mpy/run.mjs [--mpy] SCRIPT.py [INPUT.json]");
  process.exit(2);
}

const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

function copyTree(folder, keep, base = root) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const target = "/project/" + relative(base, path);
    if (statSync(path).isDirectory()) {
      if (name === "__pycache__") continue;
      mp.FS.mkdirTree(target);
      copyTree(path, keep, base);
    } else if (keep(name, path)) {
      mp.FS.writeFile(target, readFileSync(path));
    }
  }
}

mp.FS.mkdirTree("/project/elo");
mp.FS.mkdirTree("/project/tests");
const mpyRoot = join(root, "static", "build");
const hasCompiled = (path) =>
  compiled && existsSync(join(mpyRoot, relative(root, path)).replace(/\.py$/, ".mpy"));
copyTree(join(root, "elo"), (name, path) => name.endsWith(".py") && !hasCompiled(path));
if (compiled) copyTree(join(mpyRoot, "elo"), (name) => name.endsWith(".mpy"), mpyRoot);
copyTree(join(root, "tests"), (name) => /\.(py|json|csv|pgn)$/.test(name));
if (input) mp.FS.writeFile("/project/input.json", readFileSync(resolve(input)));

try {
  mp.runPython(
    "import os, sys\nos.chdir('/project')\nsys.path.insert(0, '/project/tests')\n" +
      "sys.path.insert(0, '/project')\n",
  );
  mp.runPython(readFileSync(resolve(script), "utf8"));
} catch (error) {
  process.stderr.write(String(error.message || error) + "\n");
  process.exit(1);
}
