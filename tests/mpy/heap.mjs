// Run a driver in the page's MicroPython as the page starts it (PyScript passes no heap
// size: 1 MiB that grows), one step per call from JavaScript, so that the collection the
// runtime defers to the top level runs between steps as it does between the page's tasks.
//
//   node tests/mpy/heap.mjs DRIVER.py [FILE]
//
// The driver defines `step()`, called until it returns False. FILE, if given, reaches it
// as the page hands a file over (elo.web.shell.dom.buffer_bytes): its bytes decoded as
// x-user-defined, in the global `page_text`, set before the driver runs. `elo/` and the Python files of `tests/` are copied in, as
// tests/mpy/run.mjs does. A Python exception ends the process with status 1.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript/micropython.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [script, input] = process.argv.slice(2);
if (!script) {
  console.error("usage: node tests/mpy/heap.mjs DRIVER.py [FILE]");
  process.exit(2);
}
let out = "";
const mp = await loadMicroPython({
  stdout: (line) => { out += line + "\n"; },
  stderr: (line) => process.stderr.write(line + "\n"),
});

function copyTree(folder, keep) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const target = "/project/" + relative(root, path);
    if (statSync(path).isDirectory()) {
      if (name === "__pycache__" || name === "samples" || name === "node_modules") continue;
      mp.FS.mkdirTree(target);
      copyTree(path, keep);
    } else if (keep(name)) {
      mp.FS.writeFile(target, readFileSync(path));
    }
  }
}

mp.FS.mkdirTree("/project/elo");
mp.FS.mkdirTree("/project/tests");
copyTree(join(root, "elo"), (name) => name.endsWith(".py"));
copyTree(join(root, "tests"), (name) => name.endsWith(".py"));
mp.FS.mkdirTree("/project/docs/rules");
copyTree(join(root, "docs", "rules"), (name) => name.endsWith(".csv"));

/** The bytes as a browser's TextDecoder("x-user-defined") gives them (WHATWG Encoding):
 * a byte below 0x80 is its code point, any other byte b is U+F780 + b - 0x80. */
function userDefined(bytes) {
  const parts = [];
  for (let start = 0; start < bytes.length; start += 8192) {
    const chunk = bytes.subarray(start, start + 8192);
    parts.push(String.fromCharCode(...Array.from(chunk, (b) => (b < 0x80 ? b : 0xf780 + b - 0x80))));
  }
  return parts.join("");
}

try {
  mp.runPython("import os, sys\nos.chdir('/project')\nsys.path.insert(0, '/project/tests')\n" +
    "sys.path.insert(0, '/project/tests/mpy')\nsys.path.insert(0, '/project')\n");
  if (input) mp.globals.set("page_text", userDefined(readFileSync(resolve(input))));
  mp.runPython(readFileSync(resolve(script), "utf8"));
  do {
    mp.runPython("_more = bool(step())");
  } while (mp.globals.get("_more"));
} catch (error) {
  process.stdout.write(out);
  process.stderr.write(String(error.message || error) + "\n");
  process.exit(1);
}
process.stdout.write(out);
