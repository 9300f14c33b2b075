#!/usr/bin/env python3
"""Type-checks the apps' view modules against Stubs/ on Linux, without generating code.

Called by scripts/check-ui.sh once SwiftPM has built everything the views import (the stubs and the Core
modules, through the UICheckDependencies target). SwiftPM has then also planned the view modules: the
compiler arguments Package.swift gives each of them are in <scratch>/debug.yaml. This script runs each view
module through the type checker and SIL's mandatory passes (`-emit-sil`), which report every error Xcode's
front end would (Swift 6's data-race diagnostics included), but stops before code generation: Linux's code
generator can crash on Apple-only code (it does on a `Binding(get:set:)` with `@MainActor` closures), and
code for Linux is not what we want anyway. A second pass reads the compiler's AST dump for what the compiler
cannot check here, iOS availability (check_ui_availability.py). Modules are checked in dependency order, two
at a time, each emitting its module interface for the ones that import it.

usage: check-ui.py SCRATCH_PATH [--out DIR] [--replace SOURCE=COPY ...] [MODULE ...]
  --replace  checks with COPY in place of SOURCE (scripts/check-ui-selftest.py breaks copies, never the tree);
             a replaced source of a module the views import (a Core module) has that module's interface
             emitted again from the copy first
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

import check_ui_availability

scratch = os.path.abspath(sys.argv[1])
rest = sys.argv[2:]
out = os.path.join(scratch, 'check-ui', 'Modules')
replacements = {}
only = set()
while rest:
    arg = rest.pop(0)
    if arg == '--out':
        out = os.path.abspath(rest.pop(0))
    elif arg == '--replace':
        source, copy = rest.pop(0).split('=', 1)
        replacements[os.path.abspath(source)] = os.path.abspath(copy)
    else:
        only.add(arg)
plan = open(os.path.join(scratch, 'debug.yaml')).read()
os.makedirs(out, exist_ok=True)

# Every Swift module's compile command. The view modules are those importing stubs by their Apple names.
commands = {}
for m in re.finditer(r'^  "C\.([A-Za-z0-9_]+)-[^"]*-debug\.module":\n((?:    .*\n)+)', plan, re.M):
    name, body = m.group(1), m.group(2)
    args = re.search(r'^    args: (\[.*\])$', body, re.M)
    if not args:
        continue
    inputs = json.loads(re.search(r'^    inputs: (\[.*\])$', body, re.M).group(1))
    commands[name] = {'args': json.loads(args.group(1)), 'inputs': inputs}
modules = {name: c for name, c in commands.items() if not name.endswith('Stub') and 'SwiftUI=SwiftUIStub' in c['args']}
if not modules:
    sys.exit(f'check-ui: no view modules in {scratch}/debug.yaml (was the build run with GREENHOUSE_UI_CHECK=1?)')

for name, module in commands.items():
    module['sources'] = [replacements.get(i, i) for i in module['inputs'] if i.endswith('.swift')]
    module['imports'] = {d for d in commands if d != name and any(i.endswith(f'/Modules/{d}.swiftmodule') for i in module['inputs'])}
for name, module in modules.items():
    module['deps'] = module['imports'] & set(modules)

# Driver arguments that only concern SwiftPM's outputs; the sources come from the command's inputs instead
# of the response file SwiftPM writes only when it builds the module itself.
DROP = {'-emit-dependencies', '-emit-module', '-incremental', '-c', '-enable-batch-mode', '-serialize-diagnostics',
        '-parseable-output', '-emit-objc-header'}
DROP_WITH_VALUE = {'-emit-module-path', '-output-file-map', '-index-store-path', '-emit-objc-header-path'}


def arguments(name):
    """The module's driver arguments without SwiftPM's outputs, our module folder searched first."""
    args = commands[name]['args']
    kept, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a in DROP_WITH_VALUE:
            skip = True
            continue
        if a in DROP or re.fullmatch(r'-j\d+', a) or a.startswith('@'):
            continue
        if a == '-g' and kept[-1:] != ['-Xcc']:
            continue  # no debug info, so no module wrapped into an object file for the debugger
        kept.append(a)
    return [args[0], '-I', out] + kept


def command(name):
    # The SIL goes to a file of ours: the compiler writes its output by renaming a temporary file over the
    # path, which as root would replace /dev/null with a regular file.
    return arguments(name) + [
        '-wmo', '-emit-sil', '-o', os.path.join(out, f'{name}.sil'),
        '-emit-module', '-emit-module-path', os.path.join(out, f'{name}.swiftmodule'),
    ] + commands[name]['sources']


root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
deployment = float(re.search(r'\.iOS\(\.v(\d+)\)', open(os.path.join(root, 'Package.swift')).read()).group(1))


def check(name):
    started = time.monotonic()
    result = subprocess.run(command(name), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    sil = os.path.join(out, f'{name}.sil')
    if os.path.exists(sil):
        os.remove(sil)  # only its diagnostics were wanted
    output, code = result.stdout, result.returncode
    if code == 0:
        # iOS availability, which the compiler checks only when it compiles for iOS (check_ui_availability.py)
        # the compiler writes the dump (and any diagnostics) to standard error
        dumped = subprocess.run(arguments(name) + ['-dump-ast'] + commands[name]['sources'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        text = dumped.stderr
        if dumped.returncode != 0:
            return name, dumped.returncode, output + '\n'.join(l for l in text.split('\n') if ': error: ' in l), time.monotonic() - started
        errors = check_ui_availability.check(text, deployment)
        if errors:
            output += '\n'.join(errors) + '\n'
            code = 1
    return name, code, output, time.monotonic() - started


# A module the views import whose source was replaced: its interface is emitted again from the copy, and
# the view modules importing it are the ones to check.
changed = {name for name, c in commands.items() if name not in modules and any(i in replacements for i in c['inputs'])}
for name in sorted(changed):
    print(f'check-ui: emitting {name} from the replaced sources', flush=True)
    result = subprocess.run(arguments(name) + ['-wmo', '-emit-module', '-emit-module-path', os.path.join(out, f'{name}.swiftmodule')]
                            + commands[name]['sources'], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        print(result.stdout, flush=True)
        sys.exit(f'check-ui: {name} does not compile with the replaced sources')
if changed and not only:
    only = {m for m in modules if modules[m]['imports'] & changed}
if replacements and not only:
    only = {m for m in modules if any(i in replacements for i in modules[m]['inputs'])}

wanted = set(modules) if not only else {m for m in modules if m in only}
# what a wanted module imports is checked too, since it needs their interfaces
frontier = list(wanted)
while frontier:
    for d in modules[frontier.pop()]['deps']:
        if d not in wanted:
            wanted.add(d)
            frontier.append(d)

done, failed, skipped = set(), set(), set()
errors = 0
print(f'check-ui: {len(wanted)} view modules: {", ".join(sorted(wanted))}', flush=True)
workers = max(1, min(2, os.cpu_count() or 1))
with concurrent.futures.ThreadPoolExecutor(max_workers=workers) as pool:
    running = {}
    while len(done) + len(failed) + len(skipped) < len(wanted):
        for name in sorted(wanted - done - failed - skipped - set(running)):
            deps = modules[name]['deps'] & wanted
            if deps & (failed | skipped):
                skipped.add(name)
                print(f'check-ui: {name} not checked: it imports {", ".join(sorted(deps & (failed | skipped)))}, which failed', flush=True)
            elif deps <= done and len(running) < workers:
                running[name] = pool.submit(check, name)
        if not running:
            if len(done) + len(failed) + len(skipped) < len(wanted):
                sys.exit('check-ui: the view modules import each other in a cycle')
            break
        finished, _ = concurrent.futures.wait(running.values(), return_when=concurrent.futures.FIRST_COMPLETED)
        for future in finished:
            name, code, output, seconds = future.result()
            del running[name]
            count = len(re.findall(r'^\S.*:\d+:\d+: error:', output, re.M))
            if output.strip():
                print(output, end='' if output.endswith('\n') else '\n', flush=True)
            if code == 0:
                done.add(name)
                print(f'check-ui: {name} ok ({seconds:.0f} s)', flush=True)
            else:
                failed.add(name)
                errors += count
                print(f'check-ui: {name} FAILED with {count} error(s) ({seconds:.0f} s)', flush=True)

if failed or skipped:
    print(f'check-ui: {len(failed)} module(s) failed ({", ".join(sorted(failed))}), {errors} error(s); '
          f'{len(skipped)} not checked', flush=True)
    sys.exit(1)
print(f'check-ui: all {len(done)} view modules type-check against the stubs, and use no iOS API newer than '
      f'iOS {deployment:g} outside #available', flush=True)
