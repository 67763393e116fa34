// Run a Python script inside the page's own MicroPython build (the npm package the page
// loads), with the project's `elo` package and tests/ copied into its in-memory file system.
//
//   node tests/mpy/run.mjs [--mpy] SCRIPT.py [INPUT.json]
//
// With --mpy the package's modules come from static/build/elo.romfs (what the page loads,
// compiled by tools/build_page.py), mounted by the page's own elo/web/main.py, wherever
// the image holds one, and from elo/ otherwise (tests/mpy/page_image.py).
//
// The project appears at /project, the working directory; INPUT.json, if given, at
// /project/input.json (this port has no sys.argv to pass it otherwise).
// MicroPython's own runner exits 0 even when the script fails, so a Python exception
// here ends the process with status 1 and the traceback on stderr.
import { readdirSync, readFileSync, statSync } from "node:fs";
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
copyTree(join(root, "elo"), (name) => name.endsWith(".py"));
copyTree(join(root, "tests"), (name) => /\.(py|json|csv|pgn|trf|swt|tab|txt|input)$/i.test(name));
// The official tables as transcribed, with their sources (docs/rules).
mp.FS.mkdirTree("/project/docs/rules");
copyTree(join(root, "docs", "rules"), (name) => name.endsWith(".csv"));
if (input) mp.FS.writeFile("/project/input.json", readFileSync(resolve(input)));
// The drivers' helpers (tests/mpy) and the engine cases (tests) are importable.
let prelude = "import os, sys\nos.chdir('/project')\nsys.path.insert(0, '/project/tests')\n" +
  "sys.path.insert(0, '/project/tests/mpy')\nsys.path.insert(0, '/project')\n";
// The page's entry point as a plain module: its mount() without importing the package.
mp.FS.writeFile("/project/tests/page_main.py", readFileSync(join(root, "elo", "web", "main.py")));
if (compiled) {
  mp.FS.writeFile("/project/elo.romfs", readFileSync(join(root, "static", "build", "elo.romfs")));
  // the images after the first: the English words (elo/web/shell/languages.py) and the
  // parts of elo/web/shell/registry.py (elo/web/shell/loader.py)
  const later = readdirSync(join(root, "static", "build"))
    .filter((name) => name.startsWith("elo-") && name.endsWith(".romfs")).sort();
  for (const image of later) {
    mp.FS.writeFile("/project/" + image, readFileSync(join(root, "static", "build", image)));
  }
  prelude += "import page_image\n";
}

try {
  mp.runPython(prelude);
  mp.runPython(readFileSync(resolve(script), "utf8"));
} catch (error) {
  process.stderr.write(String(error.message || error) + "\n");
  process.exit(1);
}
