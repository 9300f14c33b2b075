#!/usr/bin/env python3
"""Third-party modules for the fuzz targets, taken from the package's own debug build.

    deps.py snapshot DEBUG DEPS   copy every third-party module (swiftmodule, module maps, objects) of the
                                  debug build into DEPS and archive the objects as DEPS/libthirdparty.a
    deps.py flags DEBUG DEPS M    the flags the package compiles its module M with (C module maps,
                                  upcoming features), pointed at DEPS, one per line for `swiftc @file`

"Third-party" is every module whose sources are not under this repository's Sources/ or Tests/. The
objects are not instrumented: only the package's own code is (see Fuzz/README.md). The linker takes
from the archive only what a target uses.
"""
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def commands(debug):
    """{name: (inputs, args)} of .build/debug.yaml's commands."""
    yaml = os.path.join(os.path.dirname(os.path.abspath(debug)), "..", "debug.yaml")
    if not os.path.exists(yaml):
        yaml = os.path.join(ROOT, ".build", "debug.yaml")
    result, name, inputs = {}, None, []
    with open(yaml) as f:
        for line in f:
            m = re.match(r'^  "(.*)":$', line)
            if m:
                name, inputs = m.group(1), []
            elif name and line.startswith("    inputs: "):
                inputs = json.loads(line[len("    inputs: "):])
            elif name and line.startswith("    args: "):
                result[name] = (inputs, json.loads(line[len("    args: "):]))
    return result


def is_own(build_dir):
    """Whether a `<Module>.build` directory holds this repository's code."""
    # Anything in the repository outside .build (Sources/, Tests/, Benchmarks/): checkouts live in .build.
    build = os.path.join(ROOT, ".build") + "/"

    def mine(path):
        return path.startswith(ROOT + "/") and not path.startswith(build)

    ofm = os.path.join(build_dir, "output-file-map.json")
    if os.path.exists(ofm):
        with open(ofm) as f:
            return any(mine(key) for key in json.load(f))
    for dirpath, _, files in os.walk(build_dir):
        for file in files:
            if file.endswith(".d"):
                with open(os.path.join(dirpath, file), errors="replace") as f:
                    if any(mine(path) for path in re.split(r"[\s\\]+", f.read().replace(":", " "))):
                        return True
    return False


def snapshot(debug, deps):
    debug, deps = os.path.abspath(debug), os.path.abspath(deps)
    cmds = commands(debug)
    # Every object some product links (the test bundle's, the executables'), as far as it is built.
    with open(os.path.join(ROOT, "Package.swift")) as f:
        manifest = f.read()

    triple = os.path.basename(os.path.dirname(debug))
    names = set(re.findall(r'name: "([^"]+)"', manifest))

    def ours(key):  # the test bundle, or an executable product this package declares
        name = key[len("C."):-len(f"-{triple}-debug.exe")] if key.endswith(f"-{triple}-debug.exe") else None
        return key.endswith("-debug.test") or name in names

    link = [v for k, v in cmds.items() if ours(k)]
    objects = sorted({i for inputs, _ in link for i in inputs if i.endswith(".o") and os.path.exists(i)})
    libs = []
    for _, args in link:
        for a in args:
            if (a.startswith("-l") or a.startswith("-L/")) and a not in libs:
                libs.append(a)
    if os.path.exists(deps):
        shutil.rmtree(deps)
    os.makedirs(os.path.join(deps, "objects"))
    os.makedirs(os.path.join(deps, "Modules"))
    third, own = set(), set()
    copied = []
    for obj in objects:
        rel = os.path.relpath(obj, debug)
        module_dir = rel.split("/")[0]
        # Build tools (`*-tool.build`: plugins' executables, built for the host) are no library.
        if not module_dir.endswith(".build") or module_dir.endswith("-tool.build"):
            continue
        module = module_dir[: -len(".build")]
        if module not in third and module not in own:
            # The test runner's generated main is the package's too.
            mine = module.startswith("GreenhousePackage") or is_own(os.path.join(debug, module_dir))
            (own if mine else third).add(module)
        if module in own:
            continue
        target = os.path.join(deps, "objects", rel.replace("/", "__"))
        shutil.copyfile(obj, target)
        copied.append(target)
    for module in sorted(third):
        for ext in (".swiftmodule", ".swiftdoc"):
            source = os.path.join(debug, "Modules", module + ext)
            if os.path.exists(source):
                shutil.copyfile(source, os.path.join(deps, "Modules", module + ext))
        build = os.path.join(debug, module + ".build")
        for extra in ("module.modulemap", "include"):
            source = os.path.join(build, extra)
            target = os.path.join(deps, module + ".build", extra)
            if os.path.isdir(source):
                shutil.copytree(source, target)
            elif os.path.exists(source):
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(source) as f:
                    text = f.read().replace(debug, deps)
                with open(target, "w") as f:
                    f.write(text)
    archive = os.path.join(deps, "libthirdparty.a")
    subprocess.run(["ar", "qcs", archive] + copied, check=True)
    with open(os.path.join(deps, "link.flags"), "w") as f:
        f.write("\n".join(libs + ["-lsqlite3", "-lz", "-lstdc++", "-lm"]) + "\n")
    with open(os.path.join(deps, "modules.txt"), "w") as f:
        f.write("\n".join(sorted(third)) + "\n")
    print(f"{len(third)} third-party modules, {len(copied)} objects -> {archive}")


def flags(debug, deps, module):
    debug, deps = os.path.abspath(debug), os.path.abspath(deps)
    cmds = commands(debug)
    key = next((k for k in cmds if k.startswith(f"C.{module}-") and k.endswith("-debug.module")), None)
    if key is None:
        sys.exit(f"no compile command for {module} in debug.yaml")
    args = cmds[key][1]
    out = ["-I", os.path.join(deps, "Modules"), "-module-cache-path", os.path.join(deps, "ModuleCache")]
    i = 0
    while i < len(args):
        a = args[i]
        if a in ("-Xcc", "-enable-upcoming-feature", "-enable-experimental-feature") and i + 1 < len(args):
            out += [a, args[i + 1].replace(debug, deps)]
            i += 2
            continue
        if a.startswith("-D") and a != "-DDEBUG":
            out.append(a)
        i += 1
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "snapshot":
        snapshot(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1] == "flags":
        flags(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(__doc__)
